"""Buying costs: 취득세 (+지방교육세, 농어촌특별세) and the 매매 brokerage fee cap.

취득세 model — 1주택 유상취득 only (다주택 중과·감면은 다루지 않음):
  6억 이하 1%; 6억 초과 9억 이하 (가액(억)×2/3 − 3)% 를 소수점 넷째 자리까지(반올림);
  9억 초과 3% (지방세법 제11조 제1항 제8호). 지방교육세는 주택 유상거래 특례로 취득세의
  10% (세율×50%×20%, 지방세법 제151조). 농어촌특별세는 전용 85㎡ 초과 시 0.2%.
Tax and fee amounts are in 원, cut below 1원.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal

from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_rate, format_won, round_half_up
from .workings import Workings, WorkingsBuilder

NATIONAL_HOUSING_AREA_M2 = Decimal(85)
RURAL_TAX_PCT = Decimal("0.2")
#: 공인중개사법 시행규칙 제20조 제1항 별표 1 (2021-10-19 시행), 매매·교환:
#: (거래금액 상한 만원 — 미만, 상한요율 %, 한도액 원 | None)
BROKER_SALE_TABLE: tuple[tuple[int | None, Decimal, int | None], ...] = (
    (5_000, Decimal("0.6"), 250_000),
    (20_000, Decimal("0.5"), 800_000),
    (90_000, Decimal("0.4"), None),
    (120_000, Decimal("0.5"), None),
    (150_000, Decimal("0.6"), None),
    (None, Decimal("0.7"), None),
)


def _floor(x: Decimal) -> int:
    return int(x.to_integral_value(ROUND_FLOOR))


@dataclass(frozen=True)
class AcquisitionTax:
    rate_pct: Decimal
    acquisition_tax_won: int
    education_tax_won: int
    rural_tax_won: int
    rural_tax_known: bool  # False when 전용면적 unknown
    total_won: int
    workings: Workings


def acquisition_tax_rate(price_manwon: int) -> Decimal:
    if price_manwon <= 60_000:
        return Decimal(1)
    if price_manwon <= 90_000:
        eok = Decimal(price_manwon) / 10_000
        return round_half_up(eok * 2 / 3 - 3, 4)
    return Decimal(3)


def acquisition_tax(price_manwon: int, area_m2: float | None = None) -> AcquisitionTax:
    price = check_amount("price", price_manwon, allow_zero=False, label="매매가")
    if area_m2 is not None and (isinstance(area_m2, bool) or not isinstance(area_m2, (int, float)) or not 0 < area_m2 <= 10_000):
        raise AnalysisInputError("area_m2", f"전용면적이 올바르지 않습니다: {area_m2!r}㎡.")
    w = WorkingsBuilder()
    rate = acquisition_tax_rate(price)
    if 60_000 < price <= 90_000:
        w.line(f"취득세율 = ({format_manwon(price)}÷1억 × 2/3 − 3)% = {format_rate(rate)}")
    else:
        band = "6억원 이하" if price <= 60_000 else "9억원 초과"
        w.line(f"취득세율 = {format_rate(rate)} (1주택, {band})")
    won = Decimal(price) * 10_000
    acq = _floor(won * rate / 100)
    edu = _floor(Decimal(acq) / 10)
    w.line(f"취득세 = {format_manwon(price)} × {format_rate(rate)} = {format_won(acq)}")
    w.line(f"지방교육세 = 취득세 {format_won(acq)} × 10% = {format_won(edu)}")
    rural = 0
    if area_m2 is None:
        w.note("전용면적을 몰라 농어촌특별세(85㎡ 초과 시 0.2%)는 넣지 않았습니다.")
    elif Decimal(str(area_m2)) > NATIONAL_HOUSING_AREA_M2:
        rural = _floor(won * RURAL_TAX_PCT / 100)
        w.line(f"농어촌특별세 = {format_manwon(price)} × 0.2% = {format_won(rural)} (전용 {area_m2}㎡ > 85㎡)")
    else:
        w.line(f"농어촌특별세 = 0원 (전용 {area_m2}㎡ ≤ 85㎡)")
    total = acq + edu + rural
    w.line(f"취득 관련 세금 합계 = {format_won(total)}")
    w.note("취득세는 1주택 유상취득 기준의 단순 모델입니다(다주택 중과·생애최초 감면 미반영, 지방세법 제11조·제151조).")
    return AcquisitionTax(rate, acq, edu, rural, area_m2 is not None, total, w.freeze())


@dataclass(frozen=True)
class BrokerageFee:
    rate_pct: Decimal
    cap_won: int | None
    fee_won: int
    workings: Workings


def brokerage_fee_sale(price_manwon: int) -> BrokerageFee:
    """Legal maximum fee for a 매매 (VAT excluded; the actual fee is agreed within it)."""
    price = check_amount("price", price_manwon, allow_zero=False, label="매매가")
    # The first band whose upper bound is above the price (the last band has none).
    _, rate, cap = next(b for b in BROKER_SALE_TABLE if b[0] is None or price < b[0])
    w = WorkingsBuilder()
    raw = _floor(Decimal(price) * 10_000 * rate / 100)
    fee = min(raw, cap) if cap is not None else raw
    w.line(f"중개보수 상한 = {format_manwon(price)} × {format_rate(rate)} = {format_won(raw)}"
           + (f", 한도 {format_won(cap)} → {format_won(fee)}" if cap is not None else ""))
    w.note("중개보수는 공인중개사법 시행규칙 별표 1의 매매 상한요율이며 부가가치세는 별도입니다.")
    return BrokerageFee(rate, cap, fee, w.freeze())
