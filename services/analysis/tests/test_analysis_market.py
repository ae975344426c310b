from datetime import date
from decimal import Decimal

import pytest

from holmes_analysis.domain.conversion import conversion_rate, jeonse_to_monthly, monthly_to_jeonse
from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.market import compare_districts, price_percentile, trend
from holmes_analysis.domain.workings import Given

SERIES = [("2025-03", 54600, 9), ("2024-03", 50000, 10), ("2025-02", 52000, 12)]  # unordered on purpose


def test_trend_mom_and_yoy():
    t = trend(SERIES, source="market_data 강남구")
    assert t.latest.month == "2025-03"
    assert t.mom_pct == 5  # (54600 − 52000) ÷ 52000 = 2600/52000 = 5%
    assert t.yoy_pct == Decimal("9.2")  # (54600 − 50000) ÷ 50000 = 4600/50000 = 9.2%
    assert any(line.startswith("전월 대비 = (5억 4,600만원 − 5억 2,000만원)") and "+5.00%" in line for line in t.workings.lines)


def test_a_series_longer_than_a_year_gives_the_change_over_the_whole_period_asked():
    # "지난 3년간 어떻게 변했어?": the first month of the series against the last
    t = trend([("2023-10", 40000, 20), *SERIES])
    assert t.first is not None and t.first.month == "2023-10"
    assert t.span_pct == Decimal("36.5")  # (54600 − 40000) ÷ 40000 = 36.5%
    assert any(line.startswith("2023-10 대비 = (5억 4,600만원 − 4억원)") for line in t.workings.lines)
    assert trend(SERIES).span_pct is None  # a year's series: the year-over-year change says it


def test_trend_missing_month_is_none_not_guessed():
    t = trend([("2025-03", 54600, 9), ("2025-01", 50000, 5)])  # 2월 없음, 작년 3월 없음
    assert t.mom_pct is None and t.yoy_pct is None
    assert any("계산하지 않음" in line for line in t.workings.lines)


def test_trend_handles_year_boundary():
    t = trend([("2024-12", 40000, 3), ("2025-01", 39000, 3)])
    assert t.mom_pct == Decimal("-2.5")  # (39000 − 40000) ÷ 40000 = −2.5%


@pytest.mark.parametrize(
    "series, field",
    [
        ([("2025-13", 1000, 1)], "series.month"),
        ([("2025-01", 1000, 1), ("2025-01", 2000, 1)], "series.month"),
        ([("2025-01", -1, 1)], "series.median"),
        ([("2025-01", 1000, -3)], "series.count"),
        ([], "series"),
    ],
)
def test_trend_bad_input(series, field):
    with pytest.raises(AnalysisInputError) as e:
        trend(series)
    assert e.value.field == field


def test_percentile_mid_rank():
    p = price_percentile(50000, [40000, 45000, 50000, 60000], "마포구")
    assert p.percentile == Decimal("62.5")  # (2 낮음 + 1 같음 ÷ 2) ÷ 4 × 100
    assert "백분위 = (2 + 1 ÷ 2) ÷ 4 × 100 = 62.5%" in p.workings.lines


def test_percentile_empty_list_raises():
    with pytest.raises(AnalysisInputError):
        price_percentile(50000, [])


def test_compare_districts_ranks_by_median_with_ties():
    c = compare_districts({"노원구": [50000, 60000], "강남구": [100000, 120000, 140000], "서초구": [120000]})
    # 중위: 강남 120000, 서초 120000, 노원 (50000+60000)/2 = 55000
    assert [(r.rank, r.district, r.median_manwon) for r in c.ranking] == [
        (1, "강남구", 120000), (1, "서초구", 120000), (3, "노원구", 55000)]


def test_conversion_rate_is_base_plus_2_below_cap():
    r = conversion_rate(Given.data(2.5, "settings: 한국은행 기준금리"), "2025-05-29")
    assert r.rate_pct == Decimal("4.5")  # min(10, 2.5 + 2)
    assert r.base_rate_as_of == date(2025, 5, 29)
    assert r.workings.inputs[0].source == "data"


def test_conversion_rate_capped_at_10():
    assert conversion_rate(9, "2025-01-01").rate_pct == 10  # min(10, 9 + 2 = 11)


def test_jeonse_to_monthly_at_cap():
    r = conversion_rate(2.5, "2025-05-29")
    c = jeonse_to_monthly(40000, 10000, r)
    # (4억 − 1억) × 4.5% ÷ 12 = 300,000,000 × 0.045 ÷ 12 = 1,125,000원
    assert c.monthly_rent_won == 1_125_000
    assert "월세 상한 = (4억원 − 1억원) × 4.5% ÷ 12 = 112만 5,000원" in c.workings.lines


def test_monthly_to_jeonse_round_trip():
    r = conversion_rate(2.5, "2025-05-29")
    # 1,125,000 × 12 ÷ 0.045 = 300,000,000원 = 30000만원; 1억 + 3억 = 4억
    assert monthly_to_jeonse(10000, 1_125_000, r).jeonse_equivalent_manwon == 40000


def test_conversion_bad_input():
    r = conversion_rate(2.5, "2025-05-29")
    with pytest.raises(AnalysisInputError) as e:
        jeonse_to_monthly(10000, 20000, r)
    assert e.value.field == "new_deposit"
    with pytest.raises(AnalysisInputError) as e2:
        conversion_rate(-1, "2025-05-29")
    assert e2.value.field == "base_rate"
    with pytest.raises(AnalysisInputError) as e3:
        conversion_rate(2.5, "어제")
    assert e3.value.field == "base_rate_as_of"
