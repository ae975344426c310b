"""중개보수 (brokerage fee) ceiling for a 매매 or 임대차, from kit's dated table (holmes_kit.rules.brokerage).

임대차의 거래금액: 전세는 보증금; 월세는 환산보증금 = 보증금 + 월차임 × 100, and when that
is below 5천만원, 보증금 + 월차임 × 70 (별표 1 비고). Fees are in 원, cut below 1원.
"""
from __future__ import annotations

from datetime import date
from decimal import ROUND_FLOOR, Decimal
from fractions import Fraction
from typing import Literal

from holmes_contracts.tools.common import DealType
from holmes_kit.clock import turn_day
from holmes_kit.rules.brokerage import SMALL_LEASE_MANWON, band_for, lease_amount_won, table_for

from . import laws
from .calc import Calculation, MissingInput
from .errors import AnalysisInputError
from .money import check_amount, check_won, format_manwon, format_rate, format_won
from .workings import Given, WorkingsBuilder, given

Deal = Literal["SALE", "JEONSE", "MONTHLY"]
Kind = Literal["HOUSING", "OFFICETEL", "OTHER"]
KIND_KO = {"HOUSING": "주택", "OFFICETEL": "오피스텔(전용 85㎡ 이하·부엌·화장실·목욕시설을 갖춘 것으로 보고)",
           "OTHER": "주택 외 건축물"}
# 공인중개사법 시행규칙 제20조 제4항: the 오피스텔 rates (제1호) hold only for one that is 전용 85㎡
# 이하 and has 상·하수도 시설이 갖춰진 전용 입식 부엌, 전용 수세식 화장실 및 목욕시설; any other
# 오피스텔 falls under 제2호 (the 0.9% ceiling of '그 밖의 경우', agreed below it). The tool is
# not told the area or the fittings, so the answer says which case it assumed and the other.
OFFICETEL_CONDITION = ("전용면적 85㎡ 이하이고 상·하수도 시설이 갖춰진 전용 입식 부엌·전용 수세식 화장실·목욕시설을 "
                       "갖춘 오피스텔")


def _floor(x: Decimal) -> int:
    return int(x.to_integral_value(ROUND_FLOOR))


# 분양권 전매의 거래금액: 거래 당시까지 낸 금액(계약금·중도금, 융자 포함) + 프리미엄 — not the 분양가
# (대법원 2005. 5. 27. 선고 2004도62 판결; 국토교통부 질의회신 the same). The 매매 rates of 별표 1 apply to it.
PRESALE_RULING = "대법원 2005. 5. 27. 선고 2004도62 판결"


def brokerage_fee(deal: Deal | None, *, price: int | Given | None = None, deposit: int | Given | None = None,
                  monthly_rent: int | Given | None = None, kind: Kind = "HOUSING",
                  as_of: date | None = None, with_vat: bool = False,
                  presale_paid: int | Given | None = None, presale_premium: int | Given | None = None) -> Calculation:
    """Legal maximum fee one party pays (VAT excluded). ``price``/``deposit``/``monthly_rent`` in 만원.
    ``with_vat``: the user asked for the total with 부가가치세, so the headline leads with it.
    ``presale_paid``/``presale_premium``: a 분양권 sold — its 거래금액 is the two added (PRESALE_RULING)."""
    as_of = as_of or turn_day()
    table = table_for(as_of)
    if table is None:
        raise AnalysisInputError("contract_date", "2021-10-19 이전 계약의 중개보수 요율표는 아직 갖고 있지 않습니다.")
    if presale_premium is not None:
        return _presale_fee(presale_paid, presale_premium, kind=kind, as_of=as_of, with_vat=with_vat)
    if deal is None and price is not None and deposit is not None:
        # "매매 12억 중개보수랑 전세 15억 중개보수": two deals asked at once — each is computed, none dropped.
        sale = brokerage_fee("SALE", price=price, kind=kind, as_of=as_of, with_vat=with_vat)
        lease = brokerage_fee("MONTHLY" if monthly_rent is not None else "JEONSE", deposit=deposit,
                              monthly_rent=monthly_rent, kind=kind, as_of=as_of, with_vat=with_vat)
        both = WorkingsBuilder()
        both.absorb(sale.workings)
        both.absorb(lease.workings)
        return Calculation(f"{sale.headline} {lease.headline}", {**sale.figures, **{f"lease_{k}": v for k, v in lease.figures.items()}},
                           sale.laws, sale.effective, both.freeze())
    if deal is None:
        deal = "SALE" if price is not None and deposit is None else "MONTHLY" if monthly_rent is not None else \
            "JEONSE" if deposit is not None else None
    if deal is None:
        raise MissingInput("deal_type", "거래 종류(매매·전세·월세)와 금액을 알려 주세요 — 예: '매매 9억', '보증금 1천만원에 월세 60만원'.")
    w = WorkingsBuilder()
    if deal == "SALE":
        if price is None:
            raise MissingInput("price", "매매가(거래금액)를 알려 주세요 — 중개보수는 거래금액에 요율을 곱해 계산합니다.")
        pg = given(price)
        amount = check_amount("price", pg.value, allow_zero=False, label="매매가")
        w.use("매매가", pg, format_manwon(amount))
        basis = f"매매가 {format_manwon(amount)}"
    else:
        if deposit is None:
            raise MissingInput("deposit", "보증금을 알려 주세요 — 임대차 중개보수는 보증금(월세는 환산보증금)으로 계산합니다.")
        dg = given(deposit)
        dep = check_amount("deposit", dg.value, allow_zero=deal == "MONTHLY", label="보증금")
        w.use("보증금", dg, format_manwon(dep))
        if deal == "MONTHLY":
            if monthly_rent is None:
                raise MissingInput("monthly_rent", "월세(월차임)를 알려 주세요 — 환산보증금 = 보증금 + 월세 × 100으로 계산합니다.")
            rg = given(monthly_rent)
            # in 원, exact: "월세 52만 5천원" adds 5,250만원 (× 100), not 5,200만원
            rent_won = check_won("monthly_rent", rg.value, allow_zero=False, maximum=10_000, label="월세")
            rent = format_won(rent_won)
            w.use("월세", rg, rent)
            amount = Fraction(lease_amount_won(dep * 10_000, rent_won), 10_000)
            w.line(f"환산보증금 = {format_manwon(dep)} + {rent} × 100 = {format_won(dep * 10_000 + rent_won * 100)}")
            if dep * 10_000 + rent_won * 100 < SMALL_LEASE_MANWON * 10_000:
                w.line(f"5천만원 미만이므로 × 70 적용: {format_manwon(dep)} + {rent} × 70 = {format_won(amount * 10_000)}")
            basis = f"보증금 {format_manwon(dep)}·월세 {rent}(환산보증금 {format_won(amount * 10_000)})"
        else:
            amount = dep
            basis = f"전세 보증금 {format_manwon(dep)}"
    if amount <= 0:
        raise AnalysisInputError("deposit", "거래금액이 0원이라 중개보수를 계산할 수 없습니다.")
    won = Decimal(int(amount * 10_000))  # 거래금액 in 원 (a 월세 may hold 원 below 만원)
    amount_said = format_won(won)
    cap: int | None = None
    if kind == "HOUSING":
        _, rate, cap = band_for(table.housing_sale if deal == "SALE" else table.housing_lease, amount)
    elif kind == "OFFICETEL":
        rate = table.officetel_sale_pct if deal == "SALE" else table.officetel_lease_pct
    else:
        rate = table.other_max_pct
    raw = _floor(won * rate / 100)
    fee = min(raw, cap) if cap is not None else raw
    w.line(f"{DealType(deal).ko} {KIND_KO[kind]} 상한요율 {format_rate(rate)}"
           + (f", 한도액 {format_won(cap)}" if cap is not None else ""))
    w.line(f"중개보수 상한 = {amount_said} × {format_rate(rate)} = {format_won(raw)}"
           + (f" → 한도액 적용 {format_won(fee)}" if cap is not None and raw > cap else ""))
    vat = _floor(Decimal(fee) / 10)
    w.line(f"부가가치세(일반과세 중개사무소 10%) 별도: {format_won(vat)} → 합계 최대 {format_won(fee + vat)}")
    w.note(f"요율표: {table.source}. 요율은 상한이며 실제 보수는 이 범위에서 중개사와 협의합니다. "
           "매도인·매수인(임대인·임차인)이 각각 냅니다.")
    if kind == "OTHER":
        w.note("주택 외 건축물은 거래금액의 0.9% 이내에서 협의하는 상한입니다.")
    headline = (f"{basis}의 중개보수 상한은 {format_won(fee)}입니다(부가가치세 별도, 상한요율 {format_rate(rate)}"
                + (f", 한도액 {format_won(cap)}" if cap is not None else "") + ").")
    if with_vat:
        # "부가세 포함하면요?": the sum asked for leads; the cap it is built on follows.
        headline = (f"부가가치세를 포함하면 {basis}의 중개보수는 최대 {format_won(fee + vat)}입니다(상한 "
                    f"{format_won(fee)} + 부가가치세 10% {format_won(vat)}, 일반과세 중개사무소 기준).")
    if kind == "OFFICETEL":
        other = _floor(won * table.other_max_pct / 100)
        headline += (f" 이 요율은 {OFFICETEL_CONDITION}에 적용되므로 그런 오피스텔로 보고 계산했습니다"
                     f"(공인중개사법 시행규칙 제20조 제4항 제1호). 이 조건에 맞지 않으면 거래금액의 "
                     f"{format_rate(table.other_max_pct)} 이내(최대 {format_won(other)})에서 중개사와 협의합니다(같은 항 제2호).")
        w.line(f"조건에 맞지 않는 오피스텔: {amount_said} × {format_rate(table.other_max_pct)} = "
               f"{format_won(other)} 이내에서 협의(시행규칙 제20조 제4항 제2호)")
    return Calculation(headline, {"fee_won": fee, "vat_won": vat, "rate_pct": rate, "cap_won": cap,
                                  "basis_manwon": int(amount) if amount == int(amount) else float(amount), "deal": deal, "kind": kind},
                       (laws.BROKER_FEE, laws.BROKER_FEE_TABLE), f"{table.effective.isoformat()} 시행", w.freeze())


def _presale_fee(paid: int | Given | None, premium: int | Given, *, kind: Kind, as_of: date,
                 with_vat: bool) -> Calculation:
    """분양권: the 매매 fee on (낸 금액 + 프리미엄); the 분양가 is not the amount dealt in."""
    if paid is None:
        raise MissingInput("presale_paid", "분양권 중개보수는 분양가가 아니라 지금까지 낸 금액(계약금·중도금, 중도금 대출 포함)에 "
                           f"프리미엄을 더한 금액으로 계산합니다({PRESALE_RULING}) — 낸 금액을 알려 주세요.")
    pg, mg = given(paid), given(premium)
    paid_v = check_amount("presale_paid", pg.value, allow_zero=False, label="낸 금액")
    prem_v = check_amount("presale_premium", mg.value, allow_zero=True, label="프리미엄")
    sale = brokerage_fee("SALE", price=paid_v + prem_v, kind=kind, as_of=as_of, with_vat=with_vat)
    w = WorkingsBuilder()
    w.use("낸 금액(계약금·중도금)", pg, format_manwon(paid_v))
    w.use("프리미엄", mg, format_manwon(prem_v))
    w.line(f"분양권 거래금액 = 낸 금액 {format_manwon(paid_v)} + 프리미엄 {format_manwon(prem_v)} = "
           f"{format_manwon(paid_v + prem_v)} ({PRESALE_RULING}; 분양가 전체가 아님)")
    w.absorb(sale.workings)
    basis = f"매매가 {format_manwon(paid_v + prem_v)}"
    headline = sale.headline.replace(basis, f"분양권 거래금액 {format_manwon(paid_v + prem_v)}(낸 금액 "
                                     f"{format_manwon(paid_v)} + 프리미엄 {format_manwon(prem_v)})", 1)
    headline += f" 분양권은 분양가가 아니라 거래 당시까지 낸 금액에 프리미엄을 더한 금액이 거래금액입니다({PRESALE_RULING})."
    return Calculation(headline, {**sale.figures, "presale_paid_manwon": paid_v, "presale_premium_manwon": prem_v},
                       sale.laws, sale.effective, w.freeze())
