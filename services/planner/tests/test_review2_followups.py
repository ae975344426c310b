"""Review 2, G08: a follow-up in the same session keeps the figures, place and calculator of the
turn before it and changes only what it states itself."""
from datetime import date

import pytest

from holmes_planner.domain.plan import PreviousTurn, make_plan

TODAY = date(2026, 11, 26)


def _chain(first: str, follow: str):
    d1 = make_plan(first, today=TODAY)
    prev = PreviousTurn(intent=d1.intent, entities=d1.entities, query=first, keywords=tuple(d1.keywords),
                        turn_id="turn-1")
    return make_plan(follow, previous=prev, today=TODAY)


def _tools(draft) -> set[str]:
    return {t for s in draft.steps for t in s.tools}


def test_a_mortgage_date_follow_up_keeps_the_deposit_and_place():
    d = _chain("서울에 보증금 1억 6천만원 월세 없는 집인데 최우선변제 받을 수 있나요? 얼마까지요?",
               "근데 그 집 근저당이 2022년 5월에 설정됐으면요?")
    assert d.context_turn_id == "turn-1"
    assert "priority_repayment" in _tools(d)
    assert [(a.role, a.manwon) for a in d.entities.amounts] == [("deposit", 16000)]
    assert [r.name for r in d.entities.regions] == ["서울"]
    assert d.entities.dates == ["2022-05"]


def test_first_home_follow_up_reruns_the_loan_limit_with_the_same_house():
    d = _chain("서울 10억 아파트 무주택인데 대출 얼마까지 돼요?", "생애최초면 달라져요?")
    assert d.intent == "대출상담"
    assert "loan_simulator" in _tools(d)
    assert d.entities.extra.get("first_home") is True and d.entities.extra.get("homeless") is True
    assert [(a.role, a.manwon) for a in d.entities.amounts] == [("price", 100000)]


def test_the_other_side_cancelling_keeps_the_price_and_earnest_share():
    d = _chain("8억 아파트 매매 계약금 10% 냈는데 제가 해제하면 어떻게 돼요?",
               "반대로 매도인이 해제하겠다면 저는 얼마 받아요?")
    assert "earnest_money" in _tools(d)
    assert d.entities.percentages == [10.0]
    assert [(a.role, a.manwon) for a in d.entities.amounts] == [("price", 80000)]
    # the words the 10 % was stated in travel with it, for the calculator's reading
    assert "계약금 10%" in d.entities.extra["previous_query"]


@pytest.mark.parametrize("query", ["근데 그 집 근저당이 2022년 5월에 설정됐으면요?", "생애최초면 달라져요?",
                                   "반대로 매도인이 해제하겠다면 저는 얼마 받아요?"])
def test_a_follow_up_with_nothing_before_it_is_not_answered_as_a_new_question(query):
    # With no previous turn these carry nothing; they must not invent a deposit or a price.
    d = make_plan(query, today=TODAY)
    assert not d.entities.amounts
    assert d.context_turn_id is None


def test_more_about_the_previous_calculation_without_figures_keeps_its_dates():
    d = _chain("전세 만기가 2027년 3월 31일이에요. 계약갱신요구권은 언제부터 언제까지 써야 하나요?",
               "집주인이 본인이 실거주한다고 갱신 거절하면 어떻게 되나요?")
    assert d.context_turn_id == "turn-1" and "renewal_window" in _tools(d)
    assert d.entities.dates == ["2027-03-31"] and d.entities.extra["carried"] == ["dates"]


def test_a_new_subject_after_a_calculation_does_not_inherit_its_figures():
    # Only the previous calculation's own subject continues it: a question about 대항력 stands alone.
    d = _chain("전세 만기가 2027년 3월 31일이에요. 계약갱신요구권은 언제부터 언제까지 써야 하나요?",
               "오늘 이사하고 전입신고 하면 대항력은 언제 생겨요?")
    assert d.context_turn_id is None and not d.entities.dates
