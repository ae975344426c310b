"""Phrasings of a figure the law fixes that used to reach no calculator (issue 9, tune3 misses).

Each phrasing here is the user's own way of asking for a calculator's figure: written apart
from the evaluation questions, so that a rule keyed on one question's words would fail them.
"""
import pytest

from holmes_kit.korean.extract import extract_entities
from holmes_planner.domain.asks import calculator_tools
from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import PreviousTurn, make_plan


def _analysis_tools(plan) -> list[str]:
    return [t for s in plan.steps if s.team == "analysis" for t in s.tools]


@pytest.mark.parametrize(("query", "tools"), [
    # 재계약 is 갱신 in everyday words
    ("월세 65만원인데 재계약하면 상한이 얼마예요?", ["rent_increase_cap"]),
    # a lower deposit "plus" rent is a conversion, its 상한 the conversion's
    ("전세 2억 5천인데 보증금 1억이랑 월세로 계약하자네요. 월세 상한 얼마죠?", ["rent_conversion"]),
    # a delay counted and the rate to apply, without the word 지연이자
    ("보증금 8천을 만기보다 20일 늦게 받았어요. 연 5%로 치면 얼마죠?", ["deposit_delay_interest"]),
    ("보증금 2억 반환이 1년치 밀렸는데 법정이자로 계산하면?", ["deposit_delay_interest"]),
    # 계약을 깨다 is 해제
    ("계약금 3천 보냈는데 매도인이 계약을 깬대요. 얼마 받아요?", ["earnest_money"]),
    # the refusal deadline asked a long way from the word 갱신거절
    ("임대인이 갱신거절을 통지하려면 계약 만기 2028.02.10 기준으로 언제까지 해야 하죠", ["renewal_window"]),
])
def test_a_figure_asked_in_everyday_words_gets_its_calculator(query, tools):
    assert calculator_tools(query, extract_entities(query)) == tools


def test_a_raise_asked_beside_a_conversion_keeps_the_increase_cap():
    q = "보증금 3억에서 2억에 월세로 바꾸면서 5% 올려달래요. 얼마까지 되나요?"
    assert "rent_increase_cap" in calculator_tools(q, extract_entities(q))


def test_a_price_said_as_buying_at_it_is_the_deals_price():
    plan = make_plan("빌라를 3억에 사기로 했어요. 중개보수 한도는요?")
    assert [a.role for a in plan.entities.amounts] == ["price"]
    assert _analysis_tools(plan) == ["brokerage_fee"]


def test_a_debt_ratio_asked_with_the_figures_is_a_risk_question():
    plan = make_plan("매매가 3억 빌라에 근저당 5천, 전세 2억이면 부채비율이 몇 %예요?")
    assert plan.intent == "리스크분석"
    assert "analysis" in {s.team for s in plan.steps}


def test_the_most_deposit_hug_takes_on_an_official_price_gets_the_ratio_calculator():
    plan = make_plan("공시가격 1억 8천 다세대인데 근저당 3천 있어요. HUG 보증 되는 보증금 한도는?")
    assert plan.intent == "리스크분석"
    assert "jeonse_ratio" in _analysis_tools(plan)
    # with a deposit to judge, the risk analysis states 전세가율 and HUG itself
    plan = make_plan("공시가격 1억 8천 다세대에 전세 2억이면 HUG 보증 되나요?")
    assert "jeonse_ratio" not in _analysis_tools(plan)


def test_english_ratio_loan_method_and_window_words():
    assert "전세가율" in gloss("If the sale price is 400 million won and the jeonse is 300 million, what is the jeonse-to-price ratio?")
    assert "원리금균등" in gloss("A 200 million won loan, 30 years, principal and interest paid equally — monthly?")
    assert "원리금균등" in gloss("What is the monthly payment with equal principal-and-interest?")
    assert "원금균등" in gloss("What is the first payment with equal principal?")
    assert "언제부터" in gloss("My lease ends 2028-01-15. From what date can I ask to renew?")
    # "late … interest" no longer swallows the deposit named between them
    g = gloss("The landlord paid back my 200 million won deposit 60 days late; what interest can I claim?")
    assert "보증금" in g and "지연이자" in g


def test_english_ratio_question_is_a_risk_question():
    plan = make_plan("Sale price is 400 million won and the jeonse deposit 300 million won. What's the jeonse-to-price ratio?")
    assert plan.intent == "리스크분석" and "analysis" in {s.team for s in plan.steps}


def test_a_date_given_after_a_question_about_its_calculation_gets_the_calculator():
    first = make_plan("묵시적으로 갱신된 뒤엔 세입자가 해지하면 석 달 뒤에 끝나는 거 맞죠?")
    previous = PreviousTurn(intent=first.intent, entities=first.entities, query=first.query,
                            keywords=tuple(first.keywords))
    plan = make_plan("2028년 3월 2일에 해지 통보하면 계약은 정확히 언제 종료되나요?", previous=previous)
    assert "renewal_window" in _analysis_tools(plan)
    # a question that gives no figure is still the law's
    plan = make_plan("그 통지는 문자로 해도 효력이 있나요?", previous=previous)
    assert "renewal_window" not in _analysis_tools(plan)


def test_the_users_standing_after_a_loan_question_is_asked_of_the_simulator():
    first = make_plan("생애최초 디딤돌 대출 요건이 어떻게 되나요?")
    previous = PreviousTurn(intent=first.intent, entities=first.entities, query=first.query,
                            keywords=tuple(first.keywords))
    plan = make_plan("외벌이 연봉 5천 무주택 30대인데 저도 해당되나요?", previous=previous)
    assert plan.intent == "대출상담" and "loan_simulator" in _analysis_tools(plan)


def test_homes_owned_said_in_english_is_the_loan_standing():
    assert "1주택자" in gloss("We own a single house already. Could we get a mortgage?")
    assert "무주택" in gloss("I don't own a home. Which loan can I get?")
    plan = make_plan("I own one house already. Can I get a jeonse loan in Busan?")
    assert plan.intent == "대출상담" and "analysis" in {s.team for s in plan.steps}


def test_an_amount_restated_in_english_is_one_amount():
    g = gloss("My jeonse deposit is 2.5억 (250 million won). How much can it go up at renewal?")
    assert g.count("2.5억") + g.count("2억5000만원") == 1
    plan = make_plan("My jeonse deposit is 2.5억 (250 million won). How much can it go up at renewal?")
    assert [a.manwon for a in plan.entities.amounts] == [25000]


def test_whether_by_the_order_of_events_is_the_laws_question_not_the_calculators():
    q = "집이 압류된 후에 이사 와서 전입했는데 소액임차인으로 최우선변제 받을 수 있나요?"
    assert calculator_tools(q, extract_entities(q)) == []
    # whether, with no order named, turns on the deposit: the calculator asks for it
    q = "소액임차인 최우선변제 받을 수 있나요?"
    assert calculator_tools(q, extract_entities(q)) == ["priority_repayment"]



def _turn(plan) -> PreviousTurn:
    return PreviousTurn(intent=plan.intent, entities=plan.entities, query=plan.query, keywords=tuple(plan.keywords))


def test_a_third_turn_asking_the_fee_with_vat_keeps_the_brokerage_calculation():
    first = make_plan("월세 보증금 5천 복비 최대 얼마 줘야 돼요?")
    second = make_plan("그럼 전세 2억이면?", previous=_turn(first))
    assert "brokerage_fee" in _analysis_tools(second)
    third = make_plan("VAT까지 치면요?", previous=_turn(second))
    assert "brokerage_fee" in _analysis_tools(third)


def test_an_income_figure_checked_as_the_rule_is_not_the_users_income():
    plan = make_plan("버팀목 소득 기준이 부부 합산 5천 이하인 거 맞죠?")
    assert "income_manwon" not in plan.entities.extra and "analysis" not in {s.team for s in plan.steps}
    # the user's own income still asks for a computation
    own = make_plan("부부 합산 소득 5천인데 버팀목 얼마까지 돼요?")
    assert own.entities.extra.get("income_manwon") == 5000 and "analysis" in {s.team for s in own.steps}
