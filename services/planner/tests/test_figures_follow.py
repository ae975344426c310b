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
