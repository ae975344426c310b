"""Computation asks the planner must send to a calculator (eval11 tune misses; our own phrasings).

The causes are general: the rate of a landlord's offer asked of a deposit turned into a named rent,
a lease's end asked with "정확히"/"은요?", a rule of thumb's share ("70% 룰"), the loan behind a
채권최고액, an English "combined ratio" — none of the set's questions is written here.
"""
import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import make_plan


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def _teams(plan) -> set[str]:
    return {s.team for s in plan.steps}


@pytest.mark.parametrize("query", [
    "주인이 보증금 2천을 월세 10만원으로 돌리자는데 몇 퍼센트야?",
    "보증금 6천을 월세 27만원으로 전환하자고 하네요 이거 연 몇 프로예요",
    # a form pasted as label and value
    "현재 보증금 3억\n전환할 금액: 1억\n월세 상한은?",
])
def test_a_deposit_turned_into_a_rent_is_a_conversion(query):
    plan = make_plan(query)
    assert "rent_conversion" in _tools(plan), plan.reasoning
    assert _teams(plan) == {"analysis", "search"}


def test_the_rate_of_a_trade_is_the_conversions_not_a_raise_cap():
    plan = make_plan("집주인이 보증금 4천 깎아주는 대신 월세를 20만원 더 받겠대요. 연 몇 프로로 바꾼 거죠?")
    assert "rent_conversion" in _tools(plan)
    assert "rent_increase_cap" not in _tools(plan)


@pytest.mark.parametrize("query", [
    "2025년 9월 1일부터 2년 계약, 만료일이 정확히 언제죠?",
    "2027.5.20부터 1년 살기로 계약했어요. 만료일은요?",
])
def test_the_leases_own_end_asked_goes_to_the_date_calculator(query):
    plan = make_plan(query)
    assert "renewal_window" in _tools(plan), plan.reasoning
    assert plan.intent == "법률상담"


def test_a_rule_of_thumb_share_bounds_the_deposit():
    plan = make_plan("시세 3억, 근저당 6천이면 70% 룰로 보증금 얼마까지 괜찮아?")
    assert plan.intent == "리스크분석"
    assert "jeonse_ratio" in _tools(plan)
    assert plan.entities.extra.get("target_ratio_pct") == 70.0


def test_the_loan_behind_a_max_claim_is_a_risk_figure_not_a_loan_product():
    plan = make_plan("근저당 채권최고액 9천6백이면 실제 빌린 돈은 얼마쯤?")
    assert plan.intent == "리스크분석", plan.reasoning
    assert "jeonse_ratio" in _tools(plan)
    assert "loan_data" not in _tools(plan)


def test_a_max_claim_without_the_loan_asked_is_not_that_figure():
    plan = make_plan("근저당 채권최고액이 1억 2천 잡혀 있는 집인데 이게 무슨 뜻이에요?")
    assert "jeonse_ratio" not in _tools(plan)


def test_an_english_combined_ratio_is_the_debt_ratio():
    query = "Max claim 120 million on the mortgage, my deposit 200 million, price 400 million. Combined ratio?"
    assert "부채비율" in gloss(query)
    plan = make_plan(query)
    assert plan.intent == "리스크분석"
    assert _teams(plan) == {"analysis", "search"}


@pytest.mark.parametrize(("query", "tool"), [
    ("My landlord offers to cut 30 million won off the deposit if I pay 150,000 won more rent. What rate is that?",
     "rent_conversion"),
    ("Lease started March 3, 2026 for 2 years. What is the exact end date?", "renewal_window"),
    ("Max claim is 130 million won. If it's 120% of the loan, how much is the actual loan?", "jeonse_ratio"),
    ("House price 300 million, mortgage 60 million. Using the 80% rule, what's the max deposit?", "jeonse_ratio"),
])
def test_english_computation_asks_reach_their_calculator(query, tool):
    plan = make_plan(query)
    assert tool in _tools(plan), (plan.reasoning, plan.entities.extra.get("query_ko"))


def test_english_trade_reads_the_part_and_the_rent_in_their_roles():
    g = gloss("The landlord would knock 40 million off my deposit for 200,000 won more rent a month. What rate is that?")
    assert "보증금 4000만원 빼주는 대신" in g and "월세 20만원 더 내라" in g and "몇 %" in g


def test_the_loan_behind_a_max_claim_without_the_figure_still_goes_to_the_calculator_that_asks_for_it():
    plan = make_plan("근저당 설정된 집인데 최고액 기준으로 실제 대출 원금이 얼마인지 계산해 주세요")
    assert "jeonse_ratio" in _tools(plan)
