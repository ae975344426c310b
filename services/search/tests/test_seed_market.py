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
