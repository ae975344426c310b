"""Entity extraction the planner relies on: money in 만원, area in ㎡, regions, dates …"""

from __future__ import annotations

from datetime import date

import pytest

from holmes_kit.korean.extract import (
    extract_entities,
    find_amounts,
    find_area_m2,
    find_articles,
    find_dates,
    find_deal_types,
    find_extra,
    find_law_names,
    find_percentages,
    find_person_roles,
    find_property_types,
    find_regions,
)
from holmes_kit.korean.regions import Region


def _amounts(text: str) -> list[tuple[int, str | None]]:
    return [(a.manwon, a.role) for a in find_amounts(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("5억", [(50000, None)]),                      # 5 × 10000
    ("3억 5천", [(35000, None)]),                  # 30000 + 5 × 1000
    ("3억5천만원", [(35000, None)]),
    ("1억 2000만원", [(12000, None)]),             # bare number after 억 is 만원
    ("3.5억", [(35000, None)]),
    ("2,000만원", [(2000, None)]),
    ("50,000,000원", [(5000, None)]),              # 50,000,000 / 10,000
    ("월세 50", [(50, "monthly_rent")]),
    ("보증금 1000에 월 50", [(1000, "deposit"), (50, "monthly_rent")]),
    ("매매가 6억 아파트", [(60000, "price")]),
    ("연봉 5천인데", [(5000, "income")]),
    ("3억 대출 받으면", [(30000, "loan")]),
    ("근저당이 2억 잡혀 있어요", [(20000, "debt")]),
    ("보증금 2억 집값 2억2천", [(20000, "deposit"), (22000, "price")]),
])
def test_money_is_normalised_to_manwon_with_role(text: str, expected: list) -> None:
    assert _amounts(text) == expected


@pytest.mark.parametrize("text", ["5천원 할인", "월세 3번 밀렸어요", "3월 1일", "30평 아파트", "5% 인상"])
def test_numbers_that_are_not_money_are_ignored(text: str) -> None:
    assert find_amounts(text) == []


def test_area_in_square_metres() -> None:
    assert find_area_m2("84㎡ 아파트") == 84.0
    assert find_area_m2("84m2") == 84.0
    assert find_area_m2("30평 아파트") == 99.17  # 30 × 3.3058 = 99.174
    assert find_area_m2("평균 시세") is None


def test_percentages() -> None:
    assert find_percentages("전세금 5% 인상") == [5.0]
    assert find_percentages("5퍼센트랑 3.5프로") == [5.0, 3.5]


def test_dates_are_iso() -> None:
    assert find_dates("2025년 3월 1일부터") == ["2025-03-01"]
    assert find_dates("계약일 2025.3.1") == ["2025-03-01"]
    assert find_dates("2025년 2월 30일") == []          # no such day
    assert find_dates("내년 3월", today=date(2025, 6, 1)) == ["2026-03"]
    assert find_dates("내년 3월") == []                 # relative dates need today


def test_regions_prefer_the_most_specific() -> None:
    [gangnam] = find_regions("강남 아파트 시세")
    assert (gangnam.name, gangnam.code, gangnam.sigungu) == ("강남구", "1168000000", "강남구")
    [yeoksam] = find_regions("서울 강남구 역삼동 원룸")
    assert (yeoksam.name, yeoksam.code, yeoksam.sigungu) == ("역삼동", "1168010100", "강남구")
    assert [r.name for r in find_regions("광진구랑 성동구 전세")] == ["광진구", "성동구"]


def test_ambiguous_dong_is_resolved_by_the_named_district() -> None:
    [alone] = find_regions("신사동 매물")          # 강남구 and 은평구 both have one
    assert alone.code is None and alone.dong == "신사동"
    [resolved] = find_regions("강남구 신사동 매물")
    assert resolved.code == "1168010700"


def test_regions_with_a_local_gazetteer() -> None:
    gu = Region("1100000001", "서울특별시", "가나구", None)
    dong = Region("1100000101", "서울특별시", "가나구", "다라동")
    gaz = {"가나구": (gu,), "가나": (gu,), "다라동": (dong,)}
    assert [r.code for r in find_regions("가나 아파트", gaz)] == ["1100000001"]
    assert [r.code for r in find_regions("가나구 다라동", gaz)] == ["1100000101"]
    assert find_regions("서울 날씨", gaz) == []


def test_vocabularies() -> None:
    assert find_property_types("아파트랑 빌라, 다세대, 원룸, 다가구") == ["APARTMENT", "VILLA", "ONEROOM", "HOUSE"]
    assert find_deal_types("매매 말고 전세나 월세") == ["SALE", "JEONSE", "MONTHLY"]
    assert find_person_roles("집주인이 세입자에게, 중개사도") == ["임대인", "임차인", "중개사"]
    assert find_articles("제7조, 제3조의2 그리고 6조") == ["제7조", "제3조의2", "제6조"]
    assert find_articles("1조원 규모") == []
    assert find_law_names("주임법이랑 민법") == ["주택임대차보호법", "민법"]


def test_extra_hints() -> None:
    extra = find_extra("만 29살 신혼부부, 무주택, 신생아 있어요")
    assert extra == {"age": 29, "marital": "newlywed", "newborn": True, "homeless": True}


def test_extract_entities_combines_everything() -> None:
    e = extract_entities("강남구 30평 아파트 전세 보증금 3억, 5% 인상 가능? 연봉 6000")
    assert [r.name for r in e.regions] == ["강남구"]
    assert e.property_types == ["APARTMENT"] and e.deal_types == ["JEONSE"]
    assert [(a.manwon, a.role) for a in e.amounts] == [(30000, "deposit"), (6000, "income")]
    assert e.area_m2 == 99.17 and e.percentages == [5.0]
    assert e.extra["income_manwon"] == 6000


def test_the_couples_income_told_beside_ones_own_is_the_one_policy_loans_are_judged_on() -> None:
    # expert review 13 (W055): 디딤돌 counts 부부합산 — "연봉 5200 맞벌이 합산 9천" is judged on 9,000
    e = extract_entities("연봉 5200 맞벌이 합산 9천, 무주택이에요. 디딤돌 대출 받을 수 있나요?")
    assert [(a.manwon, a.role) for a in e.amounts] == [(5200, "income"), (9000, "income")]
    assert e.extra["income_manwon"] == 9000
    assert extract_entities("제 연봉은 4천이고 부부합산 연소득 7500이에요").extra["income_manwon"] == 7500
    # two incomes without a 합산 (his and hers, say) keep the first; a 합산 of deposits is no income
    assert extract_entities("남편 연봉 4천, 제 연봉 3천이에요").extra["income_manwon"] == 4000
    assert "income_manwon" not in extract_entities("선순위 보증금 합산 4억").extra


def test_monthly_rent_amount_implies_monthly_deal() -> None:
    assert extract_entities("보증금 1000에 월 50").deal_types == ["MONTHLY"]


def test_bad_input_gets_a_clear_error() -> None:
    with pytest.raises(TypeError, match="문자열"):
        extract_entities(None)  # type: ignore[arg-type]
    assert extract_entities("").model_dump()["regions"] == []


def test_a_date_after_a_payment_word_is_no_amount():
    e = extract_entities("계약금 5천 잔금 2026-12-20 중도금 2026/11/30")
    assert [(a.manwon, a.role) for a in e.amounts] == [(5000, "contract_payment")]
    assert e.dates == ["2026-12-20", "2026-11-30"]


def test_no_mortgage_is_a_known_zero_not_a_missing_figure():
    assert extract_entities("매매 4억 빌라 전세 3억 근저당 없어요").extra["mortgage_max_claim"] == 0
    assert "mortgage_max_claim" not in extract_entities("매매 4억 빌라 전세 3억").extra
    assert extract_entities("근저당 1억 2천 잡힌 집").extra["mortgage_max_claim"] == 12000


def test_rooms_are_a_listing_condition():
    assert extract_entities("마포구 투룸 월세").extra["rooms"] == 2
    assert extract_entities("방 3개 아파트 전세").extra["rooms"] == 3


@pytest.mark.parametrize("text", ["아파트 6억에 사는데 복비", "매수 오피스텔 2억", "4억에 샀는데 양도세"])
def test_a_purchase_figure_is_a_price(text):
    assert [a.role for a in find_amounts(text)] == ["price"]


def test_a_jeonse_figure_stays_a_deposit_even_when_lived_in():
    assert [a.role for a in find_amounts("전세 4억에 사는데 집주인이 팔았대요")] == ["deposit"]


@pytest.mark.parametrize(("text", "types"), [
    ("보증금 3천 월세 80 오피스텔 아닌 주택이면 복비 얼마", []),  # 주택: the housing rate, not 오피스텔's
    ("아파트 말고 빌라 전세 시세", ["VILLA"]),
    ("오피스텔이 아니고 다세대예요", ["VILLA"]),
    ("원룸 제외하고 오피스텔만", ["OFFICETEL"]),
    ("아파트 아니면 빌라도 괜찮아요", ["APARTMENT", "VILLA"]),  # 아니면 = "or", not a negation
])
def test_a_negated_property_type_is_not_that_type(text: str, types: list[str]) -> None:
    assert find_property_types(text) == types


def test_existing_loan_repayment_is_read_as_yearly_debt_service() -> None:
    # The DSR counts what the user already repays; a monthly figure is turned into a yearly one.
    assert find_extra("연봉 6천 신용대출 3천(연 원리금 700만원) 있어요",
                      find_amounts("연봉 6천 신용대출 3천(연 원리금 700만원) 있어요"))["existing_annual_debt_service"] == 700
    text = "매달 원리금 50만원씩 갚는 중인데 연봉 5천이면 주담대 얼마?"
    assert find_extra(text, find_amounts(text))["existing_annual_debt_service"] == 600
    text = "신용대출 3천 있는데 주담대 얼마"  # a balance is not a repayment: nothing is guessed
    assert "existing_annual_debt_service" not in find_extra(text, find_amounts(text))


def test_houses_owned_are_read() -> None:
    assert find_extra("1주택자인데 전세대출 되나요")["house_count"] == 1
    assert find_extra("다주택자 주담대")["house_count"] == 2
    assert find_extra("집이 한 채 있는데 갈아타기")["house_count"] == 1
    assert "house_count" not in find_extra("무주택자 주담대")


@pytest.mark.parametrize("text, price", [("서울 아파트 12억 생애최초 주담대 한도?", 120000),
                                         ("경기 용인 수지 아파트 9억 무주택 연소득 7천 대출", 90000),
                                         ("서울 아파트 25억 넘는거 살때 대출 얼마나 돼?", 250000)])
def test_a_figure_right_after_the_home_is_its_price(text: str, price: int) -> None:
    assert [a.manwon for a in find_amounts(text) if a.role == "price"] == [price]


def test_a_figure_far_from_the_home_word_is_not_taken_as_its_price() -> None:
    assert [a.role for a in find_amounts("아파트에 살고 있는데 집주인이 5천 올려달래")] == [None]
    assert [a.role for a in find_amounts("아파트 3억 전세")] == ["deposit"]


def test_a_price_written_as_a_floor_is_marked() -> None:
    text = "서울 아파트 25억 넘는거 살때 대출 얼마나 돼?"
    assert find_extra(text, find_amounts(text))["price_above"] is True
    text = "서울 아파트 25억 살때 대출"
    assert "price_above" not in find_extra(text, find_amounts(text))
