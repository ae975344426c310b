"""Parameter validation of the data tools (pure: no database)."""

from datetime import date

import pytest

from holmes_kit.team import ToolInputError
from holmes_search.data_tools import fmt
from holmes_search.data_tools.market_data import period_bounds
from holmes_search.data_tools.queries import listing_query, loan_query, market_query


def test_seed_and_orchestrator_spellings_mean_the_same() -> None:
    seed = listing_query({"region": "서초구", "property_type": "APARTMENT", "min_price": 300_000_000,
                          "max_price": 800_000_000, "min_area": 60.0, "max_area": 100.0})
    orch = listing_query({"region": "서초구", "region_code": "11650", "property_type": "아파트",
                          "min_price_manwon": 30_000, "max_price_manwon": 80_000,
                          "min_area_m2": 60, "max_area_m2": 100, "limit": 10, "deal_type": None})
    for q in (seed, orch):
        assert (q.region.sigungu_code, q.property_type) == ("11650", "APARTMENT")
        assert (q.min_price, q.max_price, q.min_area, q.max_area) == (30_000, 80_000, 60, 100)
        assert (q.page, q.page_size, q.sort) == (1, 10, "price_asc")


def test_market_defaults_and_korean_names() -> None:
    q = market_query({"region": "강남구"})
    assert q.property_type == "APARTMENT" and q.deal_types == ("SALE", "JEONSE", "MONTHLY")
    assert q.months == 12
    q = market_query({"region": "서울 강남구", "property_type": "오피스텔", "deal_type": "전세",
                      "time_range": "6months"})
    assert (q.region.sigungu, q.property_type, q.deal_types, q.months) == ("강남구", "OFFICETEL", ("JEONSE",), 6)
    assert market_query({"region": "강남", "time_range": "1year"}).months == 12
    assert market_query({"region": "역삼동"}).region.code == "1168010100"
    assert market_query({"region": "서울시 강남구 신사동"}).region.code == "1168010700"
    assert market_query({"region_code": "1168010100"}).region.dong == "역삼동"
    assert market_query({"region": "분당구", "area_band": "중소형"}).min_area == 60


def test_period_ends_at_the_last_month_with_data() -> None:
    q = market_query({"region": "강남구", "months": 12})
    assert period_bounds(q, date(2026, 10, 31)) == (date(2025, 11, 1), date(2026, 10, 1))
    q = market_query({"region": "강남구", "months": 3})
    assert period_bounds(q, date(2026, 1, 15)) == (date(2025, 11, 1), date(2026, 1, 1))
    q = market_query({"region": "강남구", "from": "2025-01", "to": "2025-06-30"})
    assert period_bounds(q, date(2026, 10, 31)) == (date(2025, 1, 1), date(2025, 6, 1))


def test_unknown_region_gets_the_korean_message() -> None:
    with pytest.raises(ToolInputError) as exc:
        market_query({"region": "XX구"})
    assert str(exc.value) == "'XX구'를 찾지 못했습니다. 서울 25개 구와 경기 주요 시에서 찾을 수 있습니다."
    with pytest.raises(ToolInputError, match="부산 해운대구"):
        market_query({"region": "부산 해운대구"})
    with pytest.raises(ToolInputError, match="region_code"):
        market_query({"region_code": "99999"})


def test_market_data_needs_a_region_and_ambiguous_dongs_are_refused() -> None:
    # asked in Korean only: the parameter's name (region) is ours, not the user's (F46)
    with pytest.raises(ToolInputError, match=r"^어느 지역의 시세를 볼까요\? 지역을 알려 주세요"):
        market_query({"property_type": "APARTMENT"})
    with pytest.raises(ToolInputError, match="여러 곳에 있습니다: .*은평구 신사동.*강남구 신사동"):
        market_query({"region": "신사동"})
    # The planner's code settles which 신사동.
    assert market_query({"region": "신사동", "region_code": "1138010900"}).region.sigungu == "은평구"


@pytest.mark.parametrize(("params", "field"), [
    ({"min_area_m2": 100, "max_area_m2": 50}, "min_area_m2"),
    ({"min_price_manwon": 90_000, "max_price_manwon": 30_000}, "max_price"),
    ({"max_price_manwon": -5}, "max_price_manwon"),
    ({"max_price_manwon": 99_000_000_000}, "max_price_manwon"),
    ({"max_price": 5_000}, "max_price_manwon을 쓰세요"),
    ({"page_size": 100}, "page_size"),
    ({"limit": 0}, "limit"),
    ({"page": "둘"}, "page"),
    ({"min_area": "넓게"}, "min_area"),
    ({"max_area_m2": 5_000}, "max_area_m2"),
    ({"min_build_year": 1800}, "min_build_year"),
    ({"min_floor": 20, "max_floor": 3}, "max_floor"),
    ({"sort": "random"}, "sort"),
    ({"property_type": "castle"}, "property_type"),
    ({"deal_type": "경매"}, "deal_type"),
    ({"include_nearby": "maybe"}, "include_nearby"),
])
def test_bad_listing_params_name_the_field(params: dict, field: str) -> None:
    with pytest.raises(ToolInputError) as exc:
        listing_query({"region": "강남구", **params})
    assert field in str(exc.value)


@pytest.mark.parametrize(("params", "field"), [
    ({"months": 0}, "months"), ({"months": 1.5}, "months"), ({"months": 999}, "months"),
    ({"time_range": "forever"}, "time_range"), ({"from": "2025-13"}, "from"),
    ({"from": "2026-01", "to": "2025-06"}, "from"), ({"area_band": "huge"}, "area_band"),
])
def test_bad_market_params_name_the_field(params: dict, field: str) -> None:
    with pytest.raises(ToolInputError) as exc:
        market_query({"region": "강남구", **params})
    assert field in str(exc.value)


def test_loan_params() -> None:
    q = loan_query({"loan_type": "전세대출", "max_interest_rate": 4.5, "income_manwon": "4,000",
                    "age": 29, "homeless": "true", "marital": "신혼"})
    assert (q.loan_types, q.max_rate, q.income, q.age, q.homeless, q.marital) == (
        ("전세자금대출",), 4.5, 4000, 29, True, "newlywed")
    assert loan_query({"deal_type": "SALE"}).loan_types == ("구입자금대출", "주택담보대출")
    assert loan_query({"deal_type": "JEONSE", "keywords": ["디딤돌 대출"]}).loan_types == ("구입자금대출",)
    assert loan_query({"house_price": 500_000_000}).house_price == 50_000
    for bad, field in (({"max_rate": 40}, "max_rate"), ({"age": -3}, "age"), ({"loan_type": "사채"}, "loan_type"),
                       ({"homeless": "글쎄"}, "homeless"), ({"limit": 100}, "limit")):
        with pytest.raises(ToolInputError, match=field):
            loan_query(bad)


def test_money_formatting() -> None:
    assert fmt.manwon(95_000) == "9억 5,000만원"
    assert fmt.manwon(8_500) == "8,500만원"
    assert fmt.manwon(120_000) == "12억원"
    assert fmt.manwon(1_234_567) == "123억 4,567만원"
    assert fmt.manwon(2_500.5) == "2,501만원"  # half up, not to even
    assert fmt.count(1234) == "1,234"


def test_money_and_type_params_read_korean_as_written() -> None:
    from holmes_search.data_tools import params as P
    assert P.money_manwon({"max_price_manwon": "3억 5천"}, "max_price", "최대 가격") == 35000
    assert P.money_manwon({"max_price": "3억"}, "max_price", "최대 가격") == 30000  # 원 spelling, unit written
    assert P.money_manwon({"max_price": 300000000}, "max_price", "최대 가격") == 30000
    assert P.property_type({"property_type": "연립다세대"}) == "VILLA"
    assert P.deal_types({"deal_type": ["반전세", "SALE"]}) == ("MONTHLY", "SALE")
    with pytest.raises(ToolInputError, match="가능한 값: 아파트"):
        P.property_type({"property_type": "궁전"})
