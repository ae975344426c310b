"""Market generator: determinism, sizes, and calibration to 2025 price levels."""

import math
import statistics
from datetime import date

import pytest

from holmes_search.seed import calibration as cal
from holmes_search.seed.market import PERIOD_END, PERIOD_START, MarketData, generate_market
from holmes_search.seed.pricing import month_offset, trend_index


@pytest.fixture(scope="module")
def full() -> MarketData:
    return generate_market()


def _per_m2(data: MarketData, sgg: str, deal: str, ptype: str = "APARTMENT") -> float:
    vals = [t.price_manwon / t.area_m2 for t in data.transactions
            if t.sigungu_code == sgg and t.property_type == ptype and t.deal_type == deal
            and t.contract_date.year == 2025]
    return statistics.median(vals)


def test_same_seed_same_rows_other_seed_other_rows() -> None:
    a = generate_market(11, complexes=120, transactions=2_000, listings=300)
    b = generate_market(11, complexes=120, transactions=2_000, listings=300)
    c = generate_market(12, complexes=120, transactions=2_000, listings=300)
    assert a == b
    assert a.transactions != c.transactions


def test_full_size(full: MarketData) -> None:
    counts = full.counts()
    assert counts["properties"] >= 2_500
    assert counts["transactions"] >= 100_000
    assert counts["listings"] == 9_738
    assert {t.deal_type for t in full.transactions} == {"SALE", "JEONSE", "MONTHLY"}
    assert {p.property_type for p in full.properties} == set(cal.PROPERTY_TYPES)


def test_rows_are_well_formed(full: MarketData) -> None:
    region_codes = {r.code for r in full.regions}
    for t in full.transactions[::97]:
        assert PERIOD_START <= t.contract_date <= PERIOD_END
        assert 20 <= t.area_m2 <= 200
        assert t.region_code in region_codes and t.region_code.startswith(t.sigungu_code)
        assert (t.monthly_rent_manwon > 0) == (t.deal_type == "MONTHLY")
    assert min(t.contract_date for t in full.transactions) < date(2024, 10, 1)
    assert max(t.contract_date for t in full.transactions) >= date(2026, 10, 1)
    assert all(lst.listed_at >= date(2026, 8, 1) for lst in full.listings)


def test_price_levels_match_2025_districts(full: MarketData) -> None:
    assert 2_500 <= _per_m2(full, "11680", "SALE") <= 3_500  # 강남구 ≈ 1억/평
    assert 2_400 <= _per_m2(full, "11650", "SALE") <= 3_400  # 서초구
    for sgg in ("11350", "11320", "11305"):  # 노원, 도봉, 강북
        assert 800 <= _per_m2(full, sgg, "SALE") <= 1_150
    assert _per_m2(full, "41220", "SALE") < _per_m2(full, "11350", "SALE")  # 평택 < 노원
    assert _per_m2(full, "11680", "SALE", "VILLA") < _per_m2(full, "11680", "SALE")


def test_jeonse_ratio_and_rent_conversion(full: MarketData) -> None:
    for sgg in ("11680", "11350", "41135"):
        ratio = _per_m2(full, sgg, "JEONSE") / _per_m2(full, sgg, "SALE")
        assert 0.45 <= ratio <= 0.65
    # A monthly deal is a jeonse split into deposit + rent at the ~4.8% conversion rate.
    monthly = [(t.price_manwon + t.monthly_rent_manwon * 12 / 0.048) / t.area_m2
               for t in full.transactions if t.sigungu_code == "11680"
               and t.property_type == "APARTMENT" and t.deal_type == "MONTHLY"]
    implied = statistics.median(monthly)
    assert abs(implied / _per_m2(full, "11680", "JEONSE") - 1) < 0.08


def test_prices_rise_slowly(full: MarketData) -> None:
    def median_in(year: int, month: int) -> float:
        return statistics.median(t.price_manwon / t.area_m2 for t in full.transactions
                                 if t.sigungu_code == "11680" and t.deal_type == "SALE"
                                 and t.property_type == "APARTMENT"
                                 and (t.contract_date.year, t.contract_date.month) >= (year, month)
                                 and (t.contract_date.year, t.contract_date.month)
                                 < (year, month + 3))
    growth = median_in(2026, 7) / median_in(2024, 9) - 1
    assert 0.0 < growth < 0.35


def test_trend_arithmetic() -> None:
    assert month_offset(date(2025, 7, 15)) == 0
    assert month_offset(date(2026, 10, 1)) == 15
    assert month_offset(date(2024, 9, 30)) == -10
    assert trend_index(0.01, 12) == pytest.approx(math.exp(0.12))
    assert cal.jeonse_ratio("APARTMENT", 600) == pytest.approx(0.62)
    assert cal.jeonse_ratio("APARTMENT", 6000) == pytest.approx(0.62 - 0.06 * math.log(10))
    assert cal.jeonse_ratio("VILLA", 1000) == 0.75


# ------------------------------------------------------------------ 동 level (issue 11)

def _dong_sale_medians(rows, min_n: int = 1) -> dict[str, tuple[float, int]]:
    by: dict[str, list[float]] = {}
    for r in rows:
        if r.property_type == "APARTMENT" and r.deal_type == "SALE":
            by.setdefault(r.region_code, []).append(r.price_manwon / r.area_m2)
    return {c: (statistics.median(v), len(v)) for c, v in by.items() if len(v) >= min_n}


def test_deal_counts_follow_each_dongs_housing_stock(full: MarketData) -> None:
    counts: dict[str, int] = {}
    for t in full.transactions:
        counts[t.region_code] = counts.get(t.region_code, 0) + 1
    for sgg in ("11680", "11650", "11710"):
        dongs = {c: v for c, v in cal.DONG_CALIBRATION.items() if c.startswith(sgg) and v[1] >= 5_000}
        per_household = {c: counts.get(c, 0) / v[1] for c, v in dongs.items()}
        mean = statistics.mean(per_household.values())
        for code, rate in per_household.items():
            assert abs(rate / mean - 1) < 0.25, (cal.DONG_CALIBRATION[code][0], rate, mean)
    # The tester's findings: 율현 no longer leads 강남, 반포·압구정·청담 trade.
    gangnam = {c: n for c, n in counts.items() if c.startswith("11680")}
    assert max(gangnam, key=gangnam.get) == "1168010100"  # 역삼동, the largest stock
    assert gangnam["1168011300"] < gangnam["1168010600"] / 5  # 율현 ≪ 대치
    assert counts["1165010700"] > 300 and counts["1168011000"] > 100 and counts["1168010400"] > 100


def test_dong_price_levels_match_the_calibration_targets(full: MarketData) -> None:
    medians = _dong_sale_medians(full.transactions, min_n=30)
    checked = 0
    for code, (name, _stock, target) in cal.DONG_CALIBRATION.items():
        if code in medians:
            # a 동 holds a handful of complexes, each with its own age and quality: ±20%
            assert abs(medians[code][0] / target - 1) < 0.2, (name, medians[code], target)
            checked += 1
    assert checked >= 30
    top = [medians[c][0] for c in ("1168010600", "1168011000", "1165010700")]   # 대치·압구정·반포
    low = [m for c, (m, _n) in _dong_sale_medians(full.transactions).items()
           if c in ("1168011300", "1168011500", "1165010400")]                    # 율현·수서·원지
    assert len(low) == 3 and min(top) > max(low) * 1.4
    gangnam = {c: m for c, (m, _n) in medians.items() if c.startswith("11680")}
    assert min(gangnam, key=gangnam.get) != "1168010500"  # 삼성동 is not the cheapest


def test_officetel_jeonse_per_m2_is_below_apartments_in_every_seoul_district(full: MarketData) -> None:
    for sgg in {t.sigungu_code for t in full.transactions if t.sigungu_code.startswith("11")}:
        officetel = [t.price_manwon / t.area_m2 for t in full.transactions if t.sigungu_code == sgg
                     and t.property_type == "OFFICETEL" and t.deal_type == "JEONSE"]
        if len(officetel) >= 20:
            assert statistics.median(officetel) < _per_m2_all(full, sgg, "JEONSE"), sgg


def _per_m2_all(data: MarketData, sgg: str, deal: str) -> float:
    return statistics.median(t.price_manwon / t.area_m2 for t in data.transactions
                             if t.sigungu_code == sgg and t.property_type == "APARTMENT" and t.deal_type == deal)


def test_listings_are_priced_from_their_dong(full: MarketData) -> None:
    asking = _dong_sale_medians(full.listings, min_n=5)
    calibrated = [c for c in asking if c in cal.DONG_CALIBRATION]
    assert len(calibrated) >= 20
    for code in calibrated:
        name, _stock, target = cal.DONG_CALIBRATION[code]
        # asking prices sit 2–8% above deals and are 2026-08..10 prices (~+10% on the 2025-07 level)
        assert 0.95 < asking[code][0] / target < 1.4, (name, asking[code], target)
    few = _dong_sale_medians(full.listings)  # the cheap 동 list only a few apartments for sale
    cheap = [few[c][0] for c in ("1168011300", "1168011500", "1165010400", "1168011100") if c in few]
    assert cheap and few["1168011000"][0] > 1.6 * max(cheap)  # 압구정 (4,900) asks far above 율현·수서·원지·세곡 (≤2,300)
