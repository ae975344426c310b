"""A policy loan asked by name (expert review 2, G06): its conditions lead — 소득·자산·주택가격·한도·LTV
with the 기준일 and source of the catalogue row — not a list of every product ranked by rate."""
from datetime import date

from holmes_search.data_tools.loan_data import build_result
from holmes_search.data_tools.queries import loan_query
from holmes_search.seed.loans import load_loan_products

TODAY = date(2026, 11, 26)


def _answer(params: dict) -> str:
    q = loan_query(params)
    rows = [r._asdict() for r in load_loan_products() if r.active and (not q.loan_types or r.loan_type in q.loan_types)]
    rows.sort(key=lambda r: (r["rate_min"], r["rate_max"], r["name"]))
    return build_result(q, rows, params, today=TODAY).summary


def test_the_didimdol_conditions_are_the_answer_with_their_date_and_source():
    s = _answer({"keywords": ["디딤돌", "자격"]})
    assert s.startswith("내집마련 디딤돌대출의 조건(기준일 2025-10-01)은 무주택 세대주, 부부합산 연소득 6천만원 이하")
    first = s.split("). ")[0]
    for fact in ("순자산 4.88억원 이하", "주택가격 5억원 이하", "2.5억원", "6·27 대책", "금리 연 2.85~4.15%",
                 "LTV 70%·DTI 60%", "nhuf.molit.go.kr"):
        assert fact in first
    assert "신생아 특례 디딤돌" not in s and "조건에 맞는" not in s  # another family's product, no ranked list


def test_the_newborn_special_loans_give_income_and_rate_for_both_kinds():
    s = _answer({"keywords": ["신생아", "대출", "소득", "금리"], "newborn": True})
    assert s.startswith("신생아 특례 버팀목대출의 조건(기준일 2025-10-01)은 대출 접수일 기준 2년 내 출산")
    assert "신생아 특례 디딤돌대출의 조건(기준일 2025-10-01)" in s
    assert s.count("부부합산 연소득 2억원 이하") == 2 and "금리 연 1.1~3%" in s and "금리 연 1.8~4.5%" in s
    assert "주택가격 9억원 이하" in s and "전용 85㎡ 이하" in s


def test_a_named_loan_the_person_does_not_fit_says_which_condition_fails():
    s = _answer({"keywords": ["버팀목", "조건"], "income_manwon": 7000})
    assert s.startswith("버팀목 전세자금대출의 조건(기준일 2025-10-01)은 무주택 세대주, 부부합산 연소득 5천만원 이하")
    assert "말씀하신 조건(연소득 7,000만원)으로는 소득 기준에 맞지 않습니다." in s


def test_without_a_product_name_the_list_by_rate_stays():
    assert _answer({"keywords": ["전세", "대출"]}).startswith("조건에 맞는 전세자금대출 상품")


def test_two_families_named_side_by_side_each_give_their_conditions():
    s = _answer({"keywords": ["보금자리론", "디딤돌", "차이"]})
    assert "보금자리론의 조건(기준일 2025-10-01)은 주택가격 6억원 이하" in s
    assert "내집마련 디딤돌대출의 조건(기준일 2025-10-01)은 무주택 세대주" in s


def test_a_group_cap_beside_the_general_one_applies_to_that_group():
    # expert review 3, H05: "주택가격 5억원 이하(신혼·2자녀 이상 6억원)" — a 신혼부부 buying for 5.8억 fits,
    # a single buyer does not, and 6.5억 is over the 신혼 cap too.
    newlywed = _answer({"keywords": ["디딤돌", "조건"], "marital": "newlywed", "house_price_manwon": 58000})
    assert "주택가격 기준에 맞지 않습니다" not in newlywed
    single = _answer({"keywords": ["디딤돌", "조건"], "marital": "single", "house_price_manwon": 58000})
    assert "주택가격 기준에 맞지 않습니다" in single
    over = _answer({"keywords": ["디딤돌", "조건"], "marital": "newlywed", "house_price_manwon": 65000})
    assert "주택가격 기준에 맞지 않습니다" in over


def test_didimdol_states_the_capital_area_limits_after_6_27_and_the_newlywed_income_cap():
    # expert review 3, H20: 6·27 (2025-06-28) cut the 수도권 limits; a 신혼가구 may earn up to 8,500만원
    s = _answer({"keywords": ["디딤돌", "한도"]})
    assert "수도권 일반 2억원·생애최초 2.4억원·신혼·2자녀 이상 3.2억원" in s and "신혼가구 8,500만원" in s
    fits = _answer({"keywords": ["디딤돌", "조건"], "marital": "newlywed", "income_manwon": 8000})
    assert "소득 기준에 맞지 않습니다" not in fits
    single = _answer({"keywords": ["디딤돌", "조건"], "marital": "single", "income_manwon": 8000})
    assert "소득 기준에 맞지 않습니다" in single


def test_the_kind_of_loan_named_keeps_a_family_to_that_kind():
    # expert review 13 (W010): "신생아 특례 구입자금 대출 금리랑 조건" is the 디딤돌 one, not the 버팀목 first
    s = _answer({"keywords": ["신생아", "특례", "구입", "대출", "금리"], "newborn": True})
    assert s.startswith("신생아 특례 디딤돌대출의 조건(기준일 2025-10-01)") and "버팀목" not in s
    # a purchase keeps the banks' mortgages beside the 구입자금 products
    assert loan_query({"keywords": ["구입", "대출"]}).loan_types == ("구입자금대출", "주택담보대출")
