"""Questions whose figure the law or a rule fixes, asked in ways that reached no calculator (issue 9,
tune7 misses) — phrased apart from the evaluation questions."""
from datetime import date

from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 26)


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def test_a_lease_on_a_house_with_a_mortgage_asked_whether_safe_is_a_risk_check():
    p = make_plan("매매 시세 4억 아파트에 융자 2억 있는데 보증금 2억 5천에 계약해도 괜찮을까요?", today=TODAY)
    assert p.intent == "리스크분석" and any(s.team == "analysis" for s in p.steps)


def test_a_mortgage_named_without_asking_about_the_lease_is_not_a_risk_check():
    # the lease's own figure asked (the raise), the mortgage only told
    p = make_plan("근저당 1억 잡힌 집 전세 2억인데 갱신할 때 최대 얼마 올릴 수 있어요?", today=TODAY)
    assert "rent_increase_cap" in _tools(p) and p.intent == "법률상담"


def test_the_most_a_guarantee_takes_is_no_deadline():
    p = make_plan("공시가 1억5천 다세대인데 허그 보증 받으려면 전세금 얼마까지 가능해요?", today=TODAY)
    assert "jeonse_ratio" in _tools(p) and "guarantee_deadline" not in _tools(p)
    dated = make_plan("허그 반환보증은 입주하고 언제까지 들어야 돼요? 2026년 2월 1일 입주 2년 계약", today=TODAY)
    assert "guarantee_deadline" in _tools(dated)


def _follow(first: str, then: str):
    from holmes_planner.domain.plan import PreviousTurn
    d1 = make_plan(first, today=TODAY)
    prev = PreviousTurn(intent=d1.intent, entities=d1.entities, query=d1.query, keywords=tuple(d1.keywords))
    return make_plan(then, previous=prev, today=TODAY)


def test_a_slip_owned_up_to_replaces_the_figure_of_its_role_and_keeps_the_others():
    p = _follow("보증금 1억에 월세 45인데 갱신할 때 월세 상한 얼마예요?", "앗 오타였어요 월세 55예요")
    assert [(a.role, a.manwon) for a in p.entities.amounts] == [("deposit", 10000), ("monthly_rent", 55)]
    assert "rent_increase_cap" in _tools(p)


def test_a_figure_taken_back_by_value_keeps_the_question_asked_before():
    p = _follow("전세 2억 8천 사는데 재계약 때 얼마까지 올릴 수 있나요?", "2억8천 아니라 2억6천이요, 그럼요?")
    assert [(a.role, a.manwon) for a in p.entities.amounts] == [("deposit", 26000)]
    assert "rent_increase_cap" in _tools(p)
