"""전월세 전환 read in more of the ways people put it, a lease renewed by itself, and English turns after a
Korean computation — phrasings of our own, not the eval sets'."""
from datetime import date

from holmes_analysis.domain.lease_calc import renewal_window
from holmes_contracts import PlanReady
from holmes_kit.korean.money import amounts_in_digits
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import PreviousTurn, make_plan
from holmes_planner.domain.vocab import correct_typos

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


def test_a_part_of_a_worded_deposit_keeps_its_unit():
    assert amounts_in_digits("보증금 팔천 중에 이천 월세로") == "보증금 8000 중에 2000만 월세로"
    p = _params(make_plan("보증금 팔천 중에 이천 월세로 바꾸자는데 상한으로 월 얼마야", today=TODAY), "rent_conversion")
    assert (p["deposit"], p["new_deposit"]) == (8000, 6000)


def test_the_part_converted_read_in_the_corrected_or_english_reading():
    p = _params(make_plan("전세 3억에서 5천 월새로 돌리면 월새 최대 얼마?", today=TODAY), "rent_conversion")
    assert (p["deposit"], p["new_deposit"]) == (30000, 25000)
    e = make_plan("Deposit 250 million; the owner wants 50 million of it converted to monthly rent at 7%. "
                  "Legal max rent?", today=TODAY)
    assert _params(e, "rent_conversion")["new_deposit"] == 20000
    f = make_plan("What's the most monthly rent for converting 30 million won of deposit under the conversion cap?",
                  today=TODAY)
    assert "rent_conversion" in _tools(f) and f.intent == "법률상담"


def test_a_rent_cut_taken_into_the_deposit():
    d = make_plan("보증금 2000에 월세 70 내는데 월세 20만 내리고 그만큼 보증금 올리면 얼마 더 내야돼? 4.5%로 쳐서", today=TODAY)
    assert _tools(d) >= {"rent_conversion"} and "rent_increase_cap" not in _tools(d)
    assert _params(d, "rent_conversion") == {"deposit": 0, "monthly_rent": 20, "rate_pct": 4.5}


def test_a_money_noun_slipped_inside_is_put_right():
    assert correct_typos("월세 30만원 보즘금으로 돌리면") == "월세 30만원 보증금으로 돌리면"


def test_a_lease_renewed_by_itself_ends_two_years_on():
    d = make_plan("2026년 8월 31일 만기였는데 둘 다 아무 말 안 해서 묵시적 갱신됐어요 새 만기가 언제예요?", today=TODAY)
    p = _params(d, "renewal_window")
    assert p == {"contract_end": "2026-08-31", "renewed": True}
    c = renewal_window("2026-08-31", renewed=True, as_of=TODAY)
    assert c.figures["renewed_end"] == "2028-08-31" and "2028년 8월 31일" in c.headline
    # ended with 끝났는데 ("2년 계약") is the end, not the start
    e = make_plan("2년 계약이 2026년 9월 30일에 끝났는데 묵시적 갱신됐대요. 새 계약은 언제까지?", today=TODAY)
    assert _params(e, "renewal_window")["contract_end"] == "2026-09-30"


def test_english_notice_after_automatic_renewal_and_english_start():
    d = make_plan("Our lease renewed automatically. If I give notice on February 10, 2027, when does it end?", today=TODAY)
    assert _params(d, "renewal_window")["notice_date"] == "2027-02-10"
    e = make_plan("Lease began 2025-09-01 for two years. When can I start requesting renewal?", today=TODAY)
    assert _params(e, "renewal_window")["contract_start"] == "2025-09-01"


def test_english_follow_ups_after_a_korean_computation():
    d = _follow("만기가 2027년 7월 20일인데 갱신요구 마감일?", "And when does the window open?")
    assert "renewal_window" in _tools(d) and _params(d, "renewal_window")["contract_end"] == "2027-07-20"
    e = _follow("보증금 1억5천 두 달 늦었는데 지연이자 얼마?", "What if it's at 12% after service of the complaint?")
    p = _params(e, "deposit_delay_interest")
    assert p["deposit"] == 15000 and p.get("after_service") is True
    assert _follow("전세 2억 복비 얼마?", "And what's the weather like tomorrow?").intent == "irrelevant"


def test_ratio_of_two_figures_told_alone_or_completed_later():
    for q in ("시세 5억 전세 4억2천", "전세2.7억매매3억이면?", "Apartment valued at 400 million, jeonse 330 million - what ratio is that?"):
        assert make_plan(q, today=TODAY).intent == "리스크분석", q
    d = _follow("반전세 말고 전세 3억 1천짜리 아파트 봤어", "매매 시세는 3억 6천이라는데 괜찮은 거야?")
    assert d.intent == "리스크분석"
    assert {a.role: a.manwon for a in d.entities.amounts} == {"deposit": 31000, "price": 36000}


def test_debts_and_deposit_added_up_against_the_price():
    d = make_plan("시세2억5천 선순위5천 보증금1억6천 다합쳐서 몇프로", today=TODAY)
    assert d.intent == "리스크분석"
    e = make_plan("House price 400 million, mortgage 100 million, my deposit 200 million: what percentage of the "
                  "house value is that?", today=TODAY)
    assert e.intent == "리스크분석"


def test_avoiding_an_implied_renewal_asks_the_window_not_the_new_term():
    d = make_plan("내년 4/30 만기인데 묵시적 갱신 안 되게 하려면 언제까지 말해야 돼?", today=TODAY)
    assert _params(d, "renewal_window") == {"contract_end": "2027-04-30"}


def test_the_end_asked_without_the_start_asks_for_the_start():
    import pytest

    from holmes_analysis.domain.calc import MissingInput

    d = make_plan("3년 계약했으면 만기일은 언제쯤이야?", today=TODAY)
    assert "renewal_window" in _tools(d)
    p = _params(d, "renewal_window")
    assert p == {"term_years": 3}
    with pytest.raises(MissingInput) as err:
        renewal_window(None, term_years=3, as_of=TODAY)
    assert "시작일" in str(err.value)
