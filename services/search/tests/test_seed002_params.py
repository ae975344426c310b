"""The seed-002 parameters market_data.include_trends and loan_data.income_range."""
from datetime import date

import pytest

from holmes_kit.team import ToolInputError
from holmes_search.data_tools.loan_data import conditions, ineligible
from holmes_search.data_tools.market_data import build_result as market_result
from holmes_search.data_tools.queries import income_range, loan_query, market_query


def _row(deal, month, n, median):
    return {"deal_type": deal, "month": month, "n": n, "median": median, "mean": median, "min": median,
            "max": median, "median_per_m2": 1000.0, "median_rent": 0.0, "last_date": date(2026, 10, 28), "molit": 0}


ROWS = [_row("SALE", None, 3, 200_000), _row("SALE", date(2026, 9, 1), 2, 190_000),
        _row("SALE", date(2026, 10, 1), 1, 280_000)]


def test_include_trends_false_gives_statistics_without_the_monthly_series():
    q = market_query({"region": "강남구", "deal_type": "SALE", "months": 2, "include_trends": False})
    r = market_result(q, date(2026, 9, 1), date(2026, 10, 1), ROWS, {})
    assert r.output.stats["SALE"].median_manwon == 200_000
    assert r.output.monthly == [] and r.output.charts == []


def test_include_trends_defaults_to_true():
    q = market_query({"region": "강남구", "deal_type": "SALE", "months": 2})
    r = market_result(q, date(2026, 9, 1), date(2026, 10, 1), ROWS, {})
    assert len(r.output.monthly) == 2 and r.output.charts


def test_include_trends_bad_value_names_the_field():
    with pytest.raises(ToolInputError, match="include_trends"):
        market_query({"region": "강남구", "include_trends": "가끔"})


@pytest.mark.parametrize("raw, band", [
    ("3000-5000", (3000, 5000)), ("3천만~5천만원", (3000, 5000)), ("3천~5천", (3000, 5000)),
    ("0.5억-1억", (5000, 10000)), ("4,000만원 ~ 6,000만원", (4000, 6000)),
])
def test_income_range_readings(raw, band):
    assert income_range({"income_range": raw}) == band


@pytest.mark.parametrize("raw, match", [("중위소득 50-100%", "기준 중위소득"), ("많이", "income_range"),
                                        ("5000-3000", "소득")])
def test_income_range_bad_input(raw, match):
    with pytest.raises(ToolInputError, match=match):
        income_range({"income_range": raw})


def test_income_range_excludes_only_products_closed_to_its_low_end():
    q = loan_query({"loan_type": "전세자금대출", "income_range": "4000-6000"})
    assert conditions(q)[0] == "연소득 4,000만원~6,000만원"
    base = {"age_min": None, "age_max": None, "requires_homeless": False, "marital": "any",
            "house_price_max_manwon": None, "deposit_max_manwon": None}
    assert ineligible({**base, "income_max_manwon": 5000}, q) is None  # 4,000~5,000 may qualify
    assert ineligible({**base, "income_max_manwon": 3500}, q) == "소득"


def test_target_group_products_do_not_lead_a_jeonse_answer():
    from holmes_search.data_tools.loan_data import build_result
    base = {"provider": "주택도시기금", "category": "정책", "loan_type": "전세자금대출", "rate_max": 3.0,
            "limit_manwon": 10000, "ltv_max": None, "dti_max": None, "dsr_max": None, "income_max_manwon": None,
            "age_min": 19, "age_max": None, "requires_homeless": True, "marital": "any",
            "house_price_max_manwon": None, "deposit_max_manwon": None, "area_max_m2": None, "region_scope": "전국",
            "term_max_years": 10, "active": True, "notes": "", "source": "", "as_of": date(2025, 10, 1)}
    rows = [{**base, "id": "a", "name": "비정상거처 이주지원 버팀목 전세자금대출", "rate_min": 0.0},
            {**base, "id": "b", "name": "버팀목 전세자금대출", "rate_min": 2.5}]
    r = build_result(loan_query({"loan_type": "전세자금대출"}), rows, {})
    assert [i.name for i in r.output.products] == ["버팀목 전세자금대출", "비정상거처 이주지원 버팀목 전세자금대출"]
    assert r.output.products[1].target_group == "비정상거처 거주자 대상"
    assert "1) 버팀목 전세자금대출" in r.summary
