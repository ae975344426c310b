"""Computation asks written as users paste them (calc17's own phrasings, no set's question).

General causes: a loan's words ("이자", "한도") in a question about the deposit's delay or the 5% cap; the
statute of the 12% rate named by its short name (소촉법); a delay said as "지연" beside the deposit; an English
sentence naming a few long Korean terms; a Korean noun naming the amount after it in English ("전세 is 3억2천").
"""
import pytest

from holmes_planner.domain.english import gloss, is_english
from holmes_planner.domain.plan import make_plan


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


@pytest.mark.parametrize("query", [
    "보증금 3.5억 2개월 지연인데 소촉법 12%로 하면 이자 얼마예요?",
    "1억 보증금 45일 지연됐는데 이자 5%로 계산하면?",
    "전세금 2억 석 달 지연, 소송촉진법 적용하면 이자는?",
])
def test_the_deposits_delay_with_its_interest_is_the_delay_calculation_not_a_loan(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담", plan.reasoning
    assert "deposit_delay_interest" in _tools(plan)


@pytest.mark.parametrize("query", [
    "1억2천5백 전세인데 집주인이 1억4천 달래요. 이거 5% 넘는 거 아닌가요? 한도가 얼마죠?",
    "보증금 2억인데 주인이 2억3천 요구하네요 5% 초과 아닌가요",
])
def test_a_new_deposit_demanded_against_the_5_percent_is_the_cap(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담", plan.reasoning
    assert "rent_increase_cap" in _tools(plan)


def test_a_loan_rate_demanded_is_no_raise_cap():
    plan = make_plan("전세 3억인데 은행이 대출 금리 5% 넘게 달래요")
    assert "rent_increase_cap" not in _tools(plan)


def test_an_english_sentence_with_long_korean_terms_is_english():
    q = "I live in 광주광역시 with a deposit of 6천만원. How much is my 최우선변제?"
    assert is_english(q)
    plan = make_plan(q)
    assert "priority_repayment" in _tools(plan)
    assert not is_english("전세 3억인데 HUG 보증보험 가입 가능한가요?")


def test_a_korean_noun_keeps_its_amount_in_the_gloss():
    assert "전세 3억2천" in gloss("The sale price is 4억 and 전세 is 3억2천. What's the 전세가율?")
    plan = make_plan("The sale price is 4억 and 전세 is 3억2천. What's the 전세가율?")
    assert {a.role for a in plan.entities.amounts} == {"price", "deposit"}
