"""Dates said the way people say them (no year, "내년", dotted, in English) and a delay counted in two
parts reach the calculators with the right inputs — phrasings of our own, not the eval sets'."""
from datetime import date

from holmes_contracts import PlanReady
from holmes_kit.korean.extract import extract_entities, find_dates, find_split_delay
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import PreviousTurn, make_plan

TODAY = date(2026, 11, 26)


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def _params(draft, tool: str) -> dict:
    plan = PlanReady(query=draft.query, intent=draft.intent, confidence=draft.confidence,
                     entities=draft.entities, steps=draft.steps)
    return tool_params(tool, plan).as_dict()


def _follow(first: str, then: str):
    p = make_plan(first, today=TODAY)
    prev = PreviousTurn(intent=p.intent, entities=p.entities, query=p.query, keywords=tuple(p.keywords))
    return make_plan(then, previous=prev, today=TODAY)


def test_a_day_without_a_year_is_its_next_one_unless_said_as_past():
    assert find_dates("6/30 만기인데", TODAY) == ["2027-06-30"]
    assert find_dates("1월 20일에 끝나는 계약", TODAY) == ["2027-01-20"]
    assert find_dates("3월 5일에 계약이 끝났는데 아직 못 받았어요", TODAY) == ["2026-03-05"]
    assert find_dates("6/30 만기인데") == []  # without the day of the turn no year is guessed


def test_the_man_of_manryo_after_a_date_is_no_money():
    assert extract_entities("4/30 만료인데 갱신요구 언제까지").amounts == []
    assert extract_entities("9/15 만기예요").amounts == []


def test_renewal_asked_with_a_yearless_or_dotted_or_english_date():
    d = make_plan("6/30 만기인데 갱신요구 언제부터 돼?", today=TODAY)
    assert "renewal_window" in _tools(d)
    assert _params(d, "renewal_window")["contract_end"] == "2027-06-30"
    e = make_plan("My lease is up on 2027/9/30. By when must I request renewal?", today=TODAY)
    assert "renewal_window" in _tools(e) and "2027-09-30" in e.entities.dates
    f = make_plan("Our contract ends Aug 31. When can we start asking for a renewal?", today=TODAY)
    assert "2027-08-31" in f.entities.dates


def test_the_end_asked_without_the_word_when_or_as_extension():
    assert "renewal_window" in _tools(make_plan("입주 2026년 1월 2일 2년계약 만료일?", today=TODAY))
    d = make_plan("작년 7월 1일부터 2년 사는 걸로 했는데 계약 언제 끝나요", today=TODAY)
    assert _params(d, "renewal_window")["contract_start"] == "2025-07-01"
    assert "renewal_window" in _tools(make_plan(
        "만기가 2028년 1월 31일인데 집주인한테 연장 얘기할 수 있는 기간이 언제까지야", today=TODAY))
    assert "renewal_window" in _tools(_follow("만기가 2027년 8월 31일이야", "갱신요구 첫날은 언제야?"))


def test_a_delay_in_two_parts_each_at_its_rate():
    assert find_split_delay("소송 전 60일은 연 5%, 송달 다음 날부터 30일은 연 12%") == {"late_days": 60, "served_days": 30}
    assert find_split_delay("두 달 늦었고 소장 송달된 뒤로 한 달 지났음") == {"late_months": 2, "served_months": 1}
    assert find_split_delay("반환 지연 4개월 + 소송 후 3개월(12%)") == {"late_months": 4, "served_months": 3}
    # one delay, asked again as "그 …": no second part
    assert find_split_delay("송달되고 45일 지났어요. 그 45일 이자는?") == {}
    d = make_plan("보증금 1억2천, 소송 전에 70일 늦었고 송달 후 20일 지났어 지연이자 총 얼마?", today=TODAY)
    p = _params(d, "deposit_delay_interest")
    assert (p["deposit"], p["late_days"], p["served_days"]) == (12000, 70, 20)


def test_the_litigation_rate_named_by_its_statute_or_a_period_after_service():
    d = make_plan("보증금 1억5천인데 송달된 지 3달 됐어요 소촉법 이율로 계산하면 이자?", today=TODAY)
    p = _params(d, "deposit_delay_interest")
    assert p.get("after_service") is True and p["late_months"] == 3
    e = make_plan("송달후 45일 보증금 2억 12%면 이자 얼마", today=TODAY)
    assert e.intent == "법률상담" and "deposit_delay_interest" in _tools(e)
    f = make_plan("Deposit 150 million won. 40 days have passed since the complaint was served; interest at 12%?",
                  today=TODAY)
    assert _params(f, "deposit_delay_interest").get("late_days") == 40


def test_a_follow_up_asking_the_rate_after_service_keeps_the_deposit():
    d = _follow("보증금 1억 50일 늦게 받았는데 지연이자?", "소송 내서 12% 적용되면 그 50일 얼마야?")
    p = _params(d, "deposit_delay_interest")
    assert p["deposit"] == 10000 and p.get("after_service") is True
