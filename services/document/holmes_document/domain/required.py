"""Which fields a draft still needs, and turning a loose dict of entities into LeaseFields.

A draft with a blank deposit is worse than no draft: the answer should ask for exactly the
missing values (one clarification turn), so `missing_fields` is the gate before drafting.
"""
from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Any

from pydantic import ValidationError

from holmes_kit.korean.money import WON_PER_MANWON, MoneyParseError, format_manwon, parse_won
from holmes_kit.korean.text import josa

from .dates import parse_date
from .errors import DocumentInputError
from .fields import FieldSpec, LeaseFields

_SPECS: dict[str, tuple[str, str]] = {
    "address": ("소재지", "임차할 주택의 주소(동·호수 포함)는 어디인가요?"),
    "property_type": ("주택 유형", "주택 유형은 무엇인가요? (예: 아파트, 빌라, 오피스텔)"),
    "area_m2": ("임차할 부분 면적", "임차할 부분의 전용면적은 몇 ㎡인가요? (예: 84㎡)"),
    "deposit_manwon": ("보증금", "보증금은 얼마인가요? (예: 3억, 2억 5천만원)"),
    "monthly_rent_manwon": ("차임(월세)", "월세(차임)는 얼마인가요? 전세라면 0이라고 알려 주세요."),
    "rent_payment_day": ("차임 지급일", "월세는 매월 며칠에 내나요? (예: 매월 25일)"),
    "contract_payment_manwon": ("계약금", "계약금은 얼마인가요? (보통 보증금의 10%)"),
    "middle_payment_date": ("중도금 지급일", "중도금은 언제 지급하나요? (예: 2027-04-01)"),
    "balance_payment_manwon": ("잔금", "잔금은 얼마인가요?"),
    "balance_date": ("잔금 지급일", "잔금은 언제 지급하나요? (예: 2027-05-01)"),
    "start_date": ("임대차 시작일", "입주(임대차 시작)일은 언제인가요? (예: 2027-05-01)"),
    "end_date": ("임대차 종료일", "임대차 종료일은 언제인가요? (예: 2029-04-30)"),
    "landlord_name": ("임대인 성명", "임대인(집주인)의 성명은 무엇인가요?"),
    "tenant_name": ("임차인 성명", "임차인(세입자)의 성명은 무엇인가요?"),
    "contract_kind": ("계약의 종류", "신규 계약인가요, 합의 재계약인가요, 갱신요구권 행사인가요?"),
}

# Always required, in the order the form asks for them. The balance is not among them: it is
# the deposit minus the contract and middle payments, so asking for it would be redundant.
_ALWAYS = ("address", "property_type", "area_m2", "deposit_manwon", "monthly_rent_manwon",
           "contract_payment_manwon", "balance_date", "start_date", "end_date",
           "landlord_name", "tenant_name")

# Loose names the planner or a client may use for the same values.
ALIASES: dict[str, str] = {
    "deposit": "deposit_manwon", "보증금": "deposit_manwon",
    "monthly_rent": "monthly_rent_manwon", "rent": "monthly_rent_manwon", "월세": "monthly_rent_manwon",
    "차임": "monthly_rent_manwon", "contract_payment": "contract_payment_manwon", "계약금": "contract_payment_manwon",
    "middle_payment": "middle_payment_manwon", "중도금": "middle_payment_manwon",
    "balance_payment": "balance_payment_manwon", "잔금": "balance_payment_manwon",
    "area": "area_m2", "면적": "area_m2", "주소": "address", "소재지": "address",
    "임대인": "landlord_name", "임차인": "tenant_name", "특약": "special_terms",
}


def spec(name: str) -> FieldSpec:
    label, question = _SPECS[name]
    return FieldSpec(name=name, label_ko=label, question_ko=question)


def _blank(value: Any) -> bool:
    return value is None or (isinstance(value, (str, list, tuple, dict)) and len(value) == 0) or (
        isinstance(value, str) and not value.strip())


def normalize(partial: dict[str, Any]) -> dict[str, Any]:
    """Canonical keys, blanks dropped; '전세' as lease type means a monthly rent of 0."""
    out: dict[str, Any] = {}
    for key, value in partial.items():
        if not _blank(value):
            out[ALIASES.get(key, key)] = value
    lease_type = str(out.pop("lease_type", out.pop("contract_type", "")) or "")
    if "monthly_rent_manwon" not in out and "전세" in lease_type and "반전세" not in lease_type:
        out["monthly_rent_manwon"] = 0
    return out


def _rent_is_positive(values: dict[str, Any]) -> bool:
    try:
        return manwon_field(values["monthly_rent_manwon"], "monthly_rent_manwon") > 0
    except (KeyError, DocumentInputError):
        return False


def missing_fields(partial: dict[str, Any]) -> list[FieldSpec]:
    """Exactly the required fields absent from `partial`, in form order, each with its question.

    Conditional requirements: a rent payment day only for 월세; a middle-payment date only when
    a middle payment is given. The balance is never asked: `build_lease_fields` derives it.
    """
    values = normalize(partial)
    names = [name for name in _ALWAYS if name not in values]
    if _rent_is_positive(values) and "rent_payment_day" not in values:
        names.insert(_index_after(names, "monthly_rent_manwon"), "rent_payment_day")
    if "middle_payment_manwon" in values and "middle_payment_date" not in values:
        names.insert(_index_after(names, "contract_payment_manwon"), "middle_payment_date")
    specs = [spec(n) for n in names]
    try:
        deposit = manwon_field(values["deposit_manwon"], "deposit_manwon")
    except (KeyError, DocumentInputError):
        deposit = 0
    if deposit > 0:
        # The example follows the deposit given ("보증금 1천만원" -> 100만원), not a fixed 3천만원.
        example = format_manwon(max(deposit // 10, 1))
        specs = [s.model_copy(update={"question_ko": f"계약금은 얼마인가요? (보통 10%: {example})"})
                 if s.name == "contract_payment_manwon" else s for s in specs]
    return specs


def _index_after(names: list[str], anchor: str) -> int:
    """Insert position keeping form order even when the anchor itself is not missing."""
    order = list(_ALWAYS)
    anchor_pos = order.index(anchor)
    for i, n in enumerate(names):
        if n in order and order.index(n) > anchor_pos:
            return i
    return len(names)


def manwon_field(value: Any, field: str) -> Decimal:
    """A form's amount in 만원, exact to the 원 ("52만 5천원" or 52.5 → 52.5: the contract states the
    user's figure, never a rounded one); text by kit's one parser, its error naming the field."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal, str)):
        raise DocumentInputError(field, "금액을 숫자나 '3억 5천'처럼 입력해 주세요.")
    try:
        # A number is 만원 (as the orchestrator hands it); a float as it prints (52.5, not its binary value)
        won = parse_won(value) if isinstance(value, str) else Fraction(str(value)) * WON_PER_MANWON
    except MoneyParseError as exc:
        raise DocumentInputError(field, str(exc)) from None
    except (ValueError, OverflowError):  # nan, inf
        raise DocumentInputError(field, f"금액을 이해하지 못했습니다: {value!r}") from None
    if won.denominator != 1:
        raise DocumentInputError(field, f"금액은 원 단위까지 입력해 주세요 (받은 값: {value!r}만원).")
    return Decimal(won.numerator) / WON_PER_MANWON


def _int_day(value: Any, field: str) -> int:
    text = str(value).replace("매월", "").replace("일", "").strip()
    if not text.isdigit():
        quoted = f"'{value}'"
        raise DocumentInputError(field, f"지급일 {josa(quoted, '을')} 이해하지 못했습니다. 예: 매월 25일")
    return int(text)


def _area(value: Any, field: str) -> float:
    text = str(value).replace("㎡", "").replace("m2", "").replace("제곱미터", "").replace(",", "").strip()
    if text.endswith("평"):
        raise DocumentInputError(field, "면적은 ㎡로 입력해 주세요. (1평 ≒ 3.3058㎡)")
    try:
        return float(text)
    except ValueError as exc:
        quoted = f"'{value}'"
        raise DocumentInputError(field, f"면적 {josa(quoted, '을')} 이해하지 못했습니다. 예: 84.97㎡") from exc


def _terms(value: Any, field: str) -> tuple[str, ...]:
    if isinstance(value, str):
        items = [value]
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise DocumentInputError(field, "특약사항은 문장 목록으로 입력해 주세요.")
    return tuple(str(t).strip() for t in items if str(t).strip())


_PARSERS: dict[str, Callable[[Any, str], Any]] = {
    **{n: manwon_field for n in ("deposit_manwon", "monthly_rent_manwon", "contract_payment_manwon",
                                       "middle_payment_manwon", "balance_payment_manwon")},
    **{n: parse_date for n in ("contract_payment_date", "middle_payment_date", "balance_date",
                               "start_date", "end_date", "contract_date", "repair_deadline")},
    "rent_payment_day": _int_day, "area_m2": _area, "land_area_m2": _area, "building_area_m2": _area,
    "special_terms": _terms,
}


def build_lease_fields(partial: dict[str, Any]) -> LeaseFields:
    """Parse a loose dict into LeaseFields, deriving the balance; raise on anything missing or bad."""
    # Entities the planner extracted for other teams (region, intent …) are not ours: skip them.
    values = {k: v for k, v in normalize(partial).items() if k in LeaseFields.model_fields}
    missing = missing_fields(values)
    if missing:
        first = missing[0]
        labels = ", ".join(s.label_ko for s in missing)
        raise DocumentInputError(first.name, f"계약서를 작성하려면 다음 정보가 필요합니다: {labels}")
    parsed = {k: _PARSERS.get(k, lambda v, _f: v)(v, k) for k, v in values.items()}
    if "balance_payment_manwon" not in parsed:
        parsed["balance_payment_manwon"] = (parsed["deposit_manwon"] - parsed["contract_payment_manwon"]
                                            - (parsed.get("middle_payment_manwon") or 0))
    try:
        return LeaseFields(**parsed)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = str(err["loc"][0]) if err.get("loc") else "fields"
        label = _SPECS.get(field, (field, ""))[0]
        expected = (err.get("ctx") or {}).get("expected")
        hint = f" 가능한 값: {expected}" if expected else ""
        raise DocumentInputError(field, f"'{label}' 값이 올바르지 않습니다.{hint}") from exc
