"""Buying costs by property type: 취득세 (+지방교육세, 농어촌특별세) and the 중개보수 cap.

Property classes: "housing" (주택: 아파트·빌라·단독), "officetel" (오피스텔), "commercial"
(상가·토지 등 주택 외). Every table carries its effective date and source; callers print them.

취득세 (지방세법, 유상취득):
- 주택 1주택(또는 중과 대상 아님): 6억 이하 1%; 6억 초과 9억 이하 (가액(억)×2/3 − 3)%를
  소수점 넷째 자리까지(반올림); 9억 초과 3% (제11조 제1항 제8호, 2020-01-01 시행).
  지방교육세는 취득세의 10% (세율×50%×20%, 제151조). 농어촌특별세는 전용 85㎡ 초과 시 0.2%.
- 주택 다주택 중과 (제13조의2, 2020-08-12 시행): 조정대상지역 2주택 8%·3주택 이상 12%,
  그 밖 3주택 8%·4주택 이상 12%. 지방교육세 0.4%, 농어촌특별세 8%→0.6%·12%→1.0% (85㎡ 이하 비과세).
- 오피스텔·상가·토지: 취득세 4% + 지방교육세 0.4% + 농어촌특별세 0.2% = 4.6% (제11조 제1항 제7호 나목).
Tax and fee amounts are in 원, cut below 1원.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal

from holmes_kit.korean.text import josa
from holmes_kit.rules.brokerage import TABLES as RATE_TABLES
from holmes_kit.rules.brokerage import Band

from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_rate, format_won, round_half_up
from .workings import Workings, WorkingsBuilder

PROPERTY_CLASS_KO = {"housing": "주택", "officetel": "오피스텔", "commercial": "상가·토지 등 주택 외"}
#: tool/planner property types -> cost class
PROPERTY_CLASS = {
    "APARTMENT": "housing", "VILLA": "housing", "HOUSE": "housing", "ONEROOM": "housing",
    "아파트": "housing", "빌라": "housing", "주택": "housing", "단독주택": "housing", "원룸": "housing",
    "OFFICETEL": "officetel", "오피스텔": "officetel",
    "COMMERCIAL": "commercial", "LAND": "commercial", "상가": "commercial", "토지": "commercial",
}
NATIONAL_HOUSING_AREA_M2 = Decimal(85)
RURAL_TAX_PCT = Decimal("0.2")

ACQ_TAX_AS_OF = "2020-08-12"
ACQ_TAX_SOURCE = "지방세법 제11조·제13조의2·제151조, 농어촌특별세법 제5조 (다주택 중과 2020-08-12 시행)"
NON_HOUSING_RATES = (Decimal(4), Decimal("0.4"), Decimal("0.2"))  # 취득세, 지방교육세, 농특세 %

# The rate table is kit's holmes_kit.rules.brokerage (the one dated table every brokerage figure reads);
# buying costs are for a deal made now, so the newest table applies.
FeeBand = Band
_RATES = max(RATE_TABLES, key=lambda t: t.effective)
BROKERAGE_AS_OF = _RATES.effective.isoformat()
BROKERAGE_SOURCE = _RATES.source
BROKERAGE_TABLES: dict[tuple[str, str], tuple[FeeBand, ...]] = {
    ("housing", "sale"): _RATES.housing_sale,
    ("housing", "lease"): _RATES.housing_lease,
    # 전용 85㎡ 이하, 상·하수도 시설이 갖춰진 전용 입식 부엌·수세식 화장실·목욕시설을 갖춘 오피스텔
    ("officetel", "sale"): ((None, _RATES.officetel_sale_pct, None),),
    ("officetel", "lease"): ((None, _RATES.officetel_lease_pct, None),),
    # 그 밖의 중개대상물 (85㎡ 초과 오피스텔, 상가, 토지): 0.9% 이내에서 협의
    ("commercial", "sale"): ((None, _RATES.other_max_pct, None),),
    ("commercial", "lease"): ((None, _RATES.other_max_pct, None),),
}
BROKER_SALE_TABLE = BROKERAGE_TABLES[("housing", "sale")]
# The fee tables are keyed by transaction kind (매매·교환 vs 임대차), not by DealType: 전세 and 월세
# share the 임대차 table, so this is its own label table.
FEE_TABLE_KO = {"sale": "매매·교환", "lease": "임대차"}


def _floor(x: Decimal) -> int:
    return int(x.to_integral_value(ROUND_FLOOR))


def property_class(value: str | None) -> str:
    """A property type (APARTMENT, 오피스텔, 상가 …) as a cost class; unknown → error naming the field."""
    if value is None:
        return "housing"
    hit = PROPERTY_CLASS.get(str(value).strip().upper()) or PROPERTY_CLASS.get(str(value).strip())
    if hit is None:
        raise AnalysisInputError("property_type", f"알 수 없는 부동산 유형입니다: {value!r} (주택·오피스텔·상가·토지 중 하나).")
    return hit


@dataclass(frozen=True)
class AcquisitionTax:
    rate_pct: Decimal
    acquisition_tax_won: int
    education_tax_won: int
    rural_tax_won: int
    rural_tax_known: bool  # False when 전용면적 unknown
    total_won: int
    workings: Workings
    property_class: str = "housing"


def acquisition_tax_rate(price_manwon: int) -> Decimal:
    """1주택 (중과 아님) 주택 취득세율."""
    if price_manwon <= 60_000:
        return Decimal(1)
    if price_manwon <= 90_000:
        eok = Decimal(price_manwon) / 10_000
        return round_half_up(eok * 2 / 3 - 3, 4)
    return Decimal(3)


def surcharge_rate(house_count: int, regulated: bool) -> Decimal | None:
    """다주택 중과세율 (취득 후 주택 수 기준), or None when the ordinary rate applies."""
    if regulated:
        return Decimal(12) if house_count >= 3 else (Decimal(8) if house_count == 2 else None)
    return Decimal(12) if house_count >= 4 else (Decimal(8) if house_count == 3 else None)


def _check_area(area_m2: float | None) -> None:
    if area_m2 is not None and (isinstance(area_m2, bool) or not isinstance(area_m2, (int, float)) or not 0 < area_m2 <= 10_000):
        raise AnalysisInputError("area_m2", f"전용면적이 올바르지 않습니다: {area_m2!r}㎡.")


def acquisition_tax(price_manwon: int, area_m2: float | None = None, *, kind: str = "housing",
                    house_count: int | None = None, regulated: bool = False) -> AcquisitionTax:
    """취득세 등. ``house_count`` = 주택 수 after this purchase (housing only); None → 1주택 기준."""
    price = check_amount("price", price_manwon, allow_zero=False, label="매매가")
    _check_area(area_m2)
    if kind not in PROPERTY_CLASS_KO:
        raise AnalysisInputError("property_type", f"알 수 없는 부동산 유형입니다: {kind!r}.")
    if house_count is not None and (isinstance(house_count, bool) or not isinstance(house_count, int) or not 1 <= house_count <= 100):
        raise AnalysisInputError("house_count", f"취득 후 주택 수는 1 이상의 정수여야 합니다: {house_count!r}.")
    won = Decimal(price) * 10_000
    w = WorkingsBuilder()
    if kind != "housing":
        return _non_housing_tax(w, price, won, kind)
    surcharge = surcharge_rate(house_count, regulated) if house_count is not None else None
    if surcharge is not None:
        rate = surcharge
        where = "조정대상지역" if regulated else "비조정대상지역"
        w.line(f"취득세율 = {format_rate(rate)} (다주택 중과: {where} {house_count}주택째, 지방세법 제13조의2)")
    else:
        rate = acquisition_tax_rate(price)
        if 60_000 < price <= 90_000:
            w.line(f"취득세율 = ({format_manwon(price)}÷1억 × 2/3 − 3)% = {format_rate(rate)}")
        else:
            band = "6억원 이하" if price <= 60_000 else "9억원 초과"
            w.line(f"취득세율 = {format_rate(rate)} (주택 {band})")
    acq = _floor(won * rate / 100)
    w.line(f"취득세 = {format_manwon(price)} × {format_rate(rate)} = {format_won(acq)}")
    if surcharge is not None:
        edu = _floor(won * Decimal("0.4") / 100)
        w.line(f"지방교육세 = {format_manwon(price)} × 0.4% = {format_won(edu)} (중과 시)")
        rural_pct = Decimal("0.6") if surcharge == 8 else Decimal("1.0")
    else:
        edu = _floor(Decimal(acq) / 10)
        w.line(f"지방교육세 = 취득세 {format_won(acq)} × 10% = {format_won(edu)}")
        rural_pct = RURAL_TAX_PCT
    rural = 0
    if area_m2 is None:
        w.note(f"전용면적을 몰라 농어촌특별세(85㎡ 초과 시 {format_rate(rural_pct)})는 넣지 않았습니다.")
    elif Decimal(str(area_m2)) > NATIONAL_HOUSING_AREA_M2:
        rural = _floor(won * rural_pct / 100)
        w.line(f"농어촌특별세 = {format_manwon(price)} × {format_rate(rural_pct)} = {format_won(rural)} (전용 {area_m2:g}㎡ > 85㎡)")
    else:
        w.line(f"농어촌특별세 = 0원 (전용 {area_m2:g}㎡ ≤ 85㎡)")
    total = acq + edu + rural
    w.line(f"취득 관련 세금 합계 = {format_won(total)}")
    if house_count is None:
        w.note("취득세는 1주택 유상취득 기준입니다(다주택 중과·생애최초 감면 미반영). 주택 수를 알려 주시면 중과 여부를 반영합니다.")
    w.note(f"출처: {ACQ_TAX_SOURCE}.")
    return AcquisitionTax(rate, acq, edu, rural, area_m2 is not None, total, w.freeze(), "housing")


def _non_housing_tax(w: WorkingsBuilder, price: int, won: Decimal, kind: str) -> AcquisitionTax:
    acq_pct, edu_pct, rural_pct = NON_HOUSING_RATES
    acq = _floor(won * acq_pct / 100)
    edu = _floor(won * edu_pct / 100)
    rural = _floor(won * rural_pct / 100)
    total = acq + edu + rural
    label = PROPERTY_CLASS_KO[kind]
    w.line(f"취득세율 = 4% ({label}, 주택 외 유상취득 — 지방세법 제11조 제1항 제7호 나목)")
    w.line(f"취득세 = {format_manwon(price)} × 4% = {format_won(acq)}")
    w.line(f"지방교육세 = {format_manwon(price)} × 0.4% = {format_won(edu)}")
    w.line(f"농어촌특별세 = {format_manwon(price)} × 0.2% = {format_won(rural)}")
    w.line(f"취득 관련 세금 합계 = {format_won(total)} (4.6%)")
    w.note(f"{josa(label, '은')} 주택 세율(1~3%)이 아니라 4.6%(취득세 4%·지방교육세 0.4%·농어촌특별세 0.2%)가 적용됩니다. 출처: {ACQ_TAX_SOURCE}.")
    return AcquisitionTax(Decimal("4.6"), acq, edu, rural, True, total, w.freeze(), kind)


@dataclass(frozen=True)
class BrokerageFee:
    rate_pct: Decimal
    cap_won: int | None
    fee_won: int
    workings: Workings


def brokerage_fee(amount_manwon: int, kind: str = "housing", deal: str = "sale",
                  area_m2: float | None = None) -> BrokerageFee:
    """Legal maximum fee (VAT excluded; the actual fee is agreed within it).

    ``amount_manwon`` is the 거래금액: 매매가, or for a lease 보증금 (+ 월세 × 100, or × 70 when that
    is under 5천만원 — the caller computes it). An 오피스텔 over 85㎡ falls under '그 밖' (0.9%).
    """
    amount = check_amount("price", amount_manwon, allow_zero=False, label="거래금액")
    _check_area(area_m2)
    if deal not in FEE_TABLE_KO:
        raise AnalysisInputError("deal_type", f"알 수 없는 거래 유형입니다: {deal!r} (매매 또는 임대차).")
    if kind not in PROPERTY_CLASS_KO:
        raise AnalysisInputError("property_type", f"알 수 없는 부동산 유형입니다: {kind!r}.")
    w = WorkingsBuilder()
    table_kind = kind
    if kind == "officetel" and area_m2 is not None and Decimal(str(area_m2)) > NATIONAL_HOUSING_AREA_M2:
        table_kind = "commercial"
        w.note(f"전용 {area_m2}㎡ > 85㎡ 오피스텔은 '그 밖의 중개대상물' 요율(0.9% 이내)이 적용됩니다.")
    elif kind == "officetel":
        w.note("오피스텔 요율(매매 0.5%·임대차 0.4%)은 전용 85㎡ 이하이고 부엌·화장실·목욕시설을 갖춘 경우입니다"
               + (" (전용면적 미확인)." if area_m2 is None else "."))
    # The first band whose upper bound is above the amount (the last band has none).
    _, rate, cap = next(b for b in BROKERAGE_TABLES[(table_kind, deal)] if b[0] is None or amount < b[0])
    raw = _floor(Decimal(amount) * 10_000 * rate / 100)
    fee = min(raw, cap) if cap is not None else raw
    w.line(f"중개보수 상한 ({PROPERTY_CLASS_KO[table_kind]} {FEE_TABLE_KO[deal]}) = {format_manwon(amount)} × "
           f"{format_rate(rate)} = {format_won(raw)}"
           + (f", 한도 {format_won(cap)} → {format_won(fee)}" if cap is not None else ""))
    w.note(f"중개보수는 {BROKERAGE_SOURCE}의 상한요율이며 부가가치세는 별도입니다.")
    return BrokerageFee(rate, cap, fee, w.freeze())


def brokerage_fee_sale(price_manwon: int) -> BrokerageFee:
    """주택 매매 (kept for callers of the housing-only API)."""
    return brokerage_fee(price_manwon, "housing", "sale")
