"""Checks before drafting: hard errors raise, lawful-but-risky choices become warnings.

Never draft a wrong contract silently: payments that do not add up, an end before the start,
negative or implausible amounts raise DocumentInputError; a term under two years is allowed
(the parties may agree to it) but the tenant may still claim two years, so it is flagged.
"""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from holmes_kit.korean.money import format_manwon
from holmes_kit.korean.text import josa
from holmes_kit.rules.brokerage import FEE_ARTICLE, FEE_LAW

from .dates import format_date_ko, full_term_end, is_shorter_than_years
from .errors import DocumentInputError
from .fields import LeaseFields

# Sanity bounds that catch unit mistakes (won typed as 만원 multiplies by 10,000), not policy.
MAX_DEPOSIT_MANWON = 1_000_000      # 100억원
MAX_MONTHLY_RENT_MANWON = 10_000    # 월 1억원
MAX_AREA_M2 = 10_000.0
MIN_TERM_YEARS = 2                  # 주택임대차보호법 제4조 제1항


class DraftWarning(BaseModel):
    model_config = ConfigDict(frozen=True)

    field: str
    message_ko: str
    law: str | None = None
    article: str | None = None


def _check_amounts(f: LeaseFields) -> None:
    money = {"deposit_manwon": f.deposit_manwon, "monthly_rent_manwon": f.monthly_rent_manwon,
             "contract_payment_manwon": f.contract_payment_manwon,
             "middle_payment_manwon": f.middle_payment_manwon or 0,
             "balance_payment_manwon": f.balance_payment_manwon}
    for field, value in money.items():
        if value < 0 and field == "balance_payment_manwon":
            raise DocumentInputError("contract_payment_manwon", "계약금과 중도금의 합이 보증금보다 큽니다.")
        if value < 0:
            raise DocumentInputError(field, "금액은 0보다 작을 수 없습니다.")
    if f.deposit_manwon > MAX_DEPOSIT_MANWON:
        raise DocumentInputError("deposit_manwon", f"보증금 {format_manwon(f.deposit_manwon, exact=True)}은 비정상적으로 큽니다. 만원 단위로 입력했는지 확인해 주세요.")
    if f.monthly_rent_manwon > MAX_MONTHLY_RENT_MANWON:
        raise DocumentInputError("monthly_rent_manwon", f"월세 {format_manwon(f.monthly_rent_manwon, exact=True)}은 비정상적으로 큽니다. 만원 단위로 입력했는지 확인해 주세요.")
    if f.deposit_manwon == 0 and f.monthly_rent_manwon == 0:
        raise DocumentInputError("deposit_manwon", "보증금과 월세가 모두 0입니다. 둘 중 하나는 있어야 합니다.")
    if f.middle_payment_manwon is not None and f.middle_payment_manwon > 0 and f.middle_payment_date is None:
        raise DocumentInputError("middle_payment_date", "중도금 지급일을 입력해 주세요.")
    paid = f.contract_payment_manwon + (f.middle_payment_manwon or 0) + f.balance_payment_manwon
    if paid != f.deposit_manwon:
        raise DocumentInputError(
            "balance_payment_manwon",
            f"계약금 {format_manwon(f.contract_payment_manwon, exact=True)} + 중도금 {format_manwon(f.middle_payment_manwon or 0, exact=True)} + "
            f"잔금 {format_manwon(f.balance_payment_manwon, exact=True)} = {format_manwon(paid, exact=True)}으로 보증금 {format_manwon(f.deposit_manwon, exact=True)}과 다릅니다.")
    if f.monthly_rent_manwon > 0 and not (f.rent_payment_day and 1 <= f.rent_payment_day <= 31):
        raise DocumentInputError("rent_payment_day", "차임 지급일은 매월 1일부터 31일 사이로 입력해 주세요.")
    if not 0 < f.area_m2 <= MAX_AREA_M2:
        raise DocumentInputError("area_m2", "임차할 부분의 면적(㎡)을 확인해 주세요.")


def _check_dates(f: LeaseFields) -> list[DraftWarning]:
    if f.end_date <= f.start_date:
        raise DocumentInputError("end_date", "임대차 종료일이 시작일보다 빠르거나 같습니다.")
    ordered = [("contract_payment_date", f.contract_payment_date or f.contract_date),
               ("middle_payment_date", f.middle_payment_date), ("balance_date", f.balance_date)]
    known = [(n, d) for n, d in ordered if d is not None]
    for (_, d1), (n2, d2) in zip(known, known[1:], strict=False):
        if d2 < d1:
            raise DocumentInputError(n2, f"지급일 순서가 맞지 않습니다: {josa(format_date_ko(d2), '이')} {format_date_ko(d1)}보다 빠릅니다.")
    warnings: list[DraftWarning] = []
    if f.balance_date > f.start_date:
        warnings.append(DraftWarning(
            field="balance_date", message_ko="잔금 지급일이 입주일보다 늦습니다. 보통 잔금은 입주(인도)일에 지급합니다."))
    if is_shorter_than_years(f.start_date, f.end_date, MIN_TERM_YEARS):
        warnings.append(DraftWarning(
            field="end_date", law="주택임대차보호법", article="제4조",
            message_ko=(f"임대차기간이 {MIN_TERM_YEARS}년 미만입니다({format_date_ko(f.start_date)}~{format_date_ko(f.end_date)}). "
                        f"기간을 {MIN_TERM_YEARS}년 미만으로 정해도 임차인은 {MIN_TERM_YEARS}년"
                        f"({format_date_ko(full_term_end(f.start_date, MIN_TERM_YEARS))}까지)을 주장할 수 있습니다.")))
    if f.contract_kind == "갱신요구권행사" and f.end_date != full_term_end(f.start_date, MIN_TERM_YEARS):
        warnings.append(DraftWarning(
            field="end_date", law="주택임대차보호법", article="제6조의3",
            message_ko=f"계약갱신요구권 행사로 갱신된 임대차의 존속기간은 {MIN_TERM_YEARS}년으로 봅니다."))
    return warnings


def _check_fee(f: LeaseFields) -> list[DraftWarning]:
    if f.brokerage_fee_won is None:
        return []
    if f.brokerage_fee_won < 0:
        raise DocumentInputError("brokerage_fee_won", "중개보수는 0보다 작을 수 없습니다.")
    cap = f.fee_cap.cap_won
    if f.brokerage_fee_won <= cap:
        return []
    return [DraftWarning(field="brokerage_fee_won", law=FEE_LAW, article=FEE_ARTICLE,
                         message_ko=f"중개보수 {f.brokerage_fee_won:,}원이 법정 한도 {cap:,}원을 넘습니다.")]


def validate_lease(fields: LeaseFields) -> list[DraftWarning]:
    """Raise DocumentInputError on an input that would make a wrong contract; else return warnings."""
    for name in ("address", "property_type", "landlord_name", "tenant_name"):
        if not str(getattr(fields, name)).strip():
            raise DocumentInputError(name, "값이 비어 있습니다.")
    _check_amounts(fields)
    return _check_dates(fields) + _check_fee(fields)
