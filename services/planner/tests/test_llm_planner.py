"""The planner's LLM decider: validation and merge with the rule plan (pure), and the
fast path that never calls the model."""

from __future__ import annotations

import pytest

from holmes_planner.adapters.llm_planner import PlanAnswer, PlanRejected, merge, needs_llm, refine
from holmes_planner.domain.plan import make_plan


def answer(**kw) -> PlanAnswer:
    base = {"intent": "종합분석", "confidence": 0.9, "keywords": ["주택담보대출"], "property_types": ["APARTMENT"],
            "deal_types": [], "reasoning": "시세와 대출을 함께 묻는 질문",
            "steps": [{"team": "search", "task": "시세 조회", "tools": ["market_data"], "depends_on": [], "optional": False},
                      {"team": "search", "task": "대출 상품", "tools": ["loan_data"], "depends_on": [], "optional": False},
                      {"team": "analysis", "task": "대출 한도 계산", "tools": ["loan_simulator"], "depends_on": [1, 2],
                       "optional": False}]}
    return PlanAnswer.model_validate({**base, **kw})


def test_valid_answer_becomes_the_plan_with_levels_and_groups():
    draft = make_plan("강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘")
    plan = merge(draft, answer())
    assert [s.step_id for s in plan.steps] == ["step-1", "step-2", "step-3"]
    assert plan.steps[2].depends_on == ["step-1", "step-2"] and plan.parallel_groups == [["step-1", "step-2"], ["step-3"]]
    assert "주택담보대출" in plan.keywords and plan.entities.regions == draft.entities.regions  # facts kept
    assert plan.reasoning.startswith("LLM 판단")


@pytest.mark.parametrize("steps, why", [
    ([{"team": "search", "task": "x", "tools": ["loan_simulator"], "depends_on": [], "optional": False}], "팀의 도구"),
    ([{"team": "search", "task": "x", "tools": ["legal_search"], "depends_on": [1], "optional": False}], "depends_on"),
    ([{"team": "search", "task": "x", "tools": [], "depends_on": [], "optional": False}], "도구가 없습니다"),
    ([], "실행 단계가 없습니다"),
])
def test_inconsistent_answers_are_rejected(steps, why):
    with pytest.raises(PlanRejected, match=why):
        merge(make_plan("전세금 5% 인상이 가능한가요?"), answer(steps=steps))


def test_llm_cannot_drop_a_domain_question_to_the_fast_path():
    with pytest.raises(PlanRejected):
        merge(make_plan("전세금 5% 인상이 가능한가요?"), answer(intent="irrelevant", steps=[]))


class Exploding:
    async def structured(self, *a, **kw):
        raise AssertionError("the fast path must not call the LLM")


async def test_greeting_and_irrelevant_never_reach_the_llm():
    for q in ("안녕하세요", "오늘 축구 경기 결과 알려줘"):
        draft = make_plan(q)
        assert not needs_llm(draft)
        plan, meta = await refine(Exploding(), draft, None)
        assert plan is draft and meta.decided_by == "rules" and meta.fallback_reason is None
