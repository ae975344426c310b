"""Dates, lease terms and loan terms in the forms a fuzz of our own (benchmarks/calcfuzz/dates_loans.jsonl)
showed were misread: the planner picks the calculator and the reader hands it the user's own inputs."""
from datetime import UTC, date, datetime

import pytest

from holmes_contracts import PlanReady
from holmes_kit.clock import turn_at
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 27)


def _params(query: str, tool: str = "renewal_window") -> dict:
    with turn_at(datetime(2026, 11, 27, 3, tzinfo=UTC)):
        draft = make_plan(query, today=TODAY)
        assert tool in [t for s in draft.steps if s.step_type == "analysis" for t in s.tools]
        plan = PlanReady(query=draft.query, intent=draft.intent, confidence=draft.confidence,
                         entities=draft.entities, steps=draft.steps)
        return tool_params(tool, plan).as_dict()


@pytest.mark.parametrize(("query", "term"), [
    ("25년 6월 1일부터 24개월 계약이면 만기일이 언제야?", {"term_years": 2}),
    ("2025년 3월 15일 입주, 계약기간 24개월. 종료일?", {"term_years": 2}),
    # a term that is not whole years goes in months, not as the 2 years assumed when none is told
    ("2026.2.10 입주, 1년 6개월 계약했어요. 만료일 언제예요?", {"term_months": 18}),
    ("2026년 1월 5일 입주했고 18개월 계약이에요. 계약 만료일 언제예요?", {"term_months": 18}),
    ("계약기간 2년 6개월, 시작은 2025.4.1. 끝나는 날?", {"term_months": 30}),
    ("3년 계약으로 2024년 5월 10일에 들어왔어요. 언제 끝나요?", {"term_years": 3}),
])
def test_a_lease_term_in_months_is_read(query, term):
    p = _params(query)
    assert {k: p.get(k) for k in term} == term and "contract_start" in p
    assert not ({"term_years", "term_months"} - set(term)) & set(p)


def test_months_since_moving_in_are_no_term():
    p = _params("2026년 3월 2일에 입주한 지 8개월인데 만료일이 언제예요?")
    assert "term_months" not in p and "term_years" not in p


def test_the_end_asked_as_a_calculation_or_as_the_day_it_ends_routes_to_the_calculator():
    assert _params("지난달 20일에 2년 계약으로 입주했는데 만료일 계산 좀 해주세요") == {
        "contract_start": "2026-10-20", "term_years": 2}
    assert _params("2025.4.1에 입주했고 2년 계약이에요. 끝나는 날?")["contract_start"] == "2025-04-01"


def test_a_yearless_notice_with_the_notice_words_before_the_verb_is_a_day_gone_by():
    # "11/20에 해지 통보 보냈어요" on 11-27: this year's 11/20, not next year's
    assert _params("묵시적 갱신 후에 11/20에 해지 통보 보냈어요. 계약 언제 끝나요?")["notice_date"] == "2026-11-20"


def test_the_renewed_end_asked_as_saeroun_manryoil():
    p = _params("만기가 지난달 말일이었는데 묵시적 갱신됐대요. 그럼 새로운 만료일은 언제예요?")
    assert p == {"contract_end": "2026-10-31", "renewed": True}


@pytest.mark.parametrize(("query", "years"), [
    ("주담대 1.8억, 금리 3.9%, 240개월 원리금균등이면 월 상환액?", 20),
    ("1억 연 5% 120개월 원리금균등 월 납입?", 10),
])
def test_a_loan_term_in_months_is_read_as_its_years(query, years):
    with turn_at(datetime(2026, 11, 27, 3, tzinfo=UTC)):
        draft = make_plan(query, today=TODAY)
    assert draft.entities.extra["term_years"] == years
    assert [a.role for a in draft.entities.amounts] == ["loan"]


def test_a_rate_named_without_its_percent_sign_before_a_comma():
    draft = make_plan("대출 2억, 금리 4.2, 30년 원리금균등 월 얼마?", today=TODAY)
    assert draft.entities.percentages == [4.2] and draft.entities.extra["term_years"] == 30
