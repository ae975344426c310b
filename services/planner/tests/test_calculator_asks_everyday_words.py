"""Computations asked in ways a fuzz of user questions showed the planner missed: the calculator is chosen
and gets the user's own figures — phrasings of our own, written while fixing (2026-11-27)."""
from datetime import date

import pytest

from holmes_contracts import PlanReady
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 27)


def _tools(plan) -> list[str]:
    return [t for s in plan.steps if s.step_type == "analysis" for t in s.tools]


def _params(query: str, tool: str) -> dict:
    draft = make_plan(query, today=TODAY)
    assert tool in _tools(draft), _tools(draft)
    plan = PlanReady(query=draft.query, intent=draft.intent, confidence=draft.confidence,
                     entities=draft.entities, steps=draft.steps)
    return tool_params(tool, plan).as_dict()


@pytest.mark.parametrize(("query", "tool"), [
    # how far the lease's figure may rise, asked with 올라 / 오를
    ("보증금 2천에 월세 55인데 월세 최대 얼마까지 올라?", "rent_increase_cap"),
    ("전세 1억 8천인데 최대 얼마까지 오를 수 있어", "rent_increase_cap"),
    # 최우선 without 변제
    ("대전 보증금 6천 경매 넘어갔어요 최우선으로 얼마 받아요?", "priority_repayment"),
    ("광주 보증금 3천 경매 최우선 얼마", "priority_repayment"),
    ("부산 보증금 2500 최우선?", "priority_repayment"),
    # the deposit given back late, its interest asked
    ("보증금 1억 5천 두 달 늦게 받았는데 이자 청구 돼?", "deposit_delay_interest"),
    # the rent the rest of a deposit becomes
    ("전세 3억을 보증금 2억 월세 얼마로 바꿀 수 있어요?", "rent_conversion"),
])
def test_the_calculator_is_chosen(query, tool):
    assert tool in _tools(make_plan(query, today=TODAY))


def test_the_conversions_own_cap_asks_no_raise():
    tools = _tools(make_plan("월세 40만원을 보증금으로 돌리면 보증금 얼마 올려야 해? 전환율 상한으로", today=TODAY))
    assert tools == ["rent_conversion"]


def test_a_month_named_next_to_a_date_word_reaches_the_calculator():
    assert _params("만기 20270430 갱신요구 언제까지", "renewal_window")["contract_end"] == "2027-04-30"
    assert _params("계약 만료 27/4/30 갱신요구 마감일", "renewal_window")["contract_end"] == "2027-04-30"
    assert _params("만기 2027년 사월 말 갱신요구 언제까지", "renewal_window")["contract_end"] == "2027-04-30"


def test_a_date_before_the_lease_and_its_term_is_the_start():
    p = _params("2025.3.2 계약 2년이면 만기 언제야", "renewal_window")
    assert (p.get("contract_start"), p.get("contract_end")) == ("2025-03-02", None)
    # without a term the date stays the lease's end
    assert _params("2027년 3월 31일 계약인데 갱신요구 언제까지?", "renewal_window")["contract_end"] == "2027-03-31"


def test_the_rent_is_read_beside_living_there():
    p = _params("보증금 3천/월 60 살고 있는데 갱신 때 월세 최대 얼마까지 올라가?", "rent_increase_cap")
    assert p.get("monthly_rent") == 60


def test_a_part_of_the_deposit_is_what_is_converted():
    p = _params("보증금 1억 8000 중에 8000을 월세로 바꾸면 월세 최대?", "rent_conversion")
    assert (p["deposit"], p["new_deposit"]) == (18000, 10000)  # 8,000만원 of it turned into rent


def test_a_rate_without_its_sign_reaches_the_loan():
    draft = make_plan("3억 대출 금리 4.4 30년 원리금균등 월 얼마", today=TODAY)
    assert 4.4 in draft.entities.percentages
