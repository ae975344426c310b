"""When the orchestrator asks the LLM, and how answers merge into rule decisions (pure)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from holmes_contracts import DecisionMeta, PlannedTool, ResponseReady, TeamToolPlan, ToolCall, ToolsSelected
from holmes_orchestrator.domain import llm_phases as ph
from holmes_orchestrator.domain.state import TurnState
from holmes_orchestrator.domain.strategy import decide_strategy

from .test_decide import plan, step

LLM = DecisionMeta(decided_by="llm", model="m", prompt_version="x.v1")


def state_of(steps) -> TurnState:
    s = TurnState()
    s.plan, s.steps = plan(steps), list(steps)
    return s


def test_strategy_goes_to_the_llm_only_when_there_is_a_choice():
    single = [step("step-1", "search", ["legal_search"])]
    chain = [step("step-1", "search", ["market_data"]), step("step-2", "analysis", ["market_analysis"], ["step-1"])]
    free = [step("step-1", "search", ["loan_data"]), step("step-2", "analysis", ["loan_simulator"])]
    assert not ph.strategy_needs_llm(state_of(single)) and not ph.strategy_needs_llm(state_of(chain))
    assert ph.strategy_needs_llm(state_of(free))


def test_strategy_answer_cannot_serialise_independent_teams():
    steps = [step("step-1", "search", ["loan_data"]), step("step-2", "analysis", ["loan_simulator"])]
    rules = decide_strategy(steps)
    with pytest.raises(ph.Rejected):
        ph.merge_strategy(rules, ph.StrategyAnswer(strategy="sequential", estimated_time=3, reasoning="", risk_assessment=""), LLM)
    merged = ph.merge_strategy(rules, ph.StrategyAnswer(strategy="adaptive", estimated_time=4, reasoning="r", risk_assessment="k"), LLM)
    assert merged.groups == rules.groups and merged.strategy == "adaptive" and merged.decision == LLM


def test_one_execution_plan_decides_the_strategy_and_each_teams_tools_among_its_own_candidates():
    steps = [step("step-1", "search", ["market_data", "loan_data"]),
             step("step-2", "analysis", ["market_analysis", "loan_simulator"], ["step-1"]),
             step("step-3", "document", ["lease_contract"], ["step-2"])]
    state = state_of(steps)
    # a forced chain: no strategy choice, but two teams choose among tools -> one request
    assert not ph.strategy_needs_llm(state) and ph.plan_needs_llm(state)
    candidates = ph.tool_candidates(state)
    assert candidates == {"search": ["market_data", "loan_data"], "analysis": ["market_analysis", "loan_simulator"]}
    assert not ph.plan_needs_llm(state_of([step("step-1", "search", ["legal_search"])]))
    model = ph.plan_answer_model(candidates)
    base = {"strategy": "sequential", "estimated_time": 9, "reasoning": "의존", "risk_assessment": "검색 실패 시 계산 불가",
            "teams": None}
    with pytest.raises(ValidationError):  # not a candidate of any team
        model.model_validate({**base, "tools": [{"team": "search", "selected": [{"tool": "legal_search", "reason": ""}],
                                                 "skipped": [], "notes": ""}]})
    rules = decide_strategy(steps)
    pick = lambda team, sel, skip=(): {"team": team, "notes": "", "skipped": [{"tool": t, "reason": "불필요"} for t in skip],  # noqa: E731
                                       "selected": [{"tool": t, "reason": "필요", "expected_quality": 0.8} for t in sel]}
    with pytest.raises(ph.Rejected, match="후보가 아닌"):  # another team's candidate
        ph.merge_plan(rules, model.model_validate({**base, "tools": [pick("search", ["loan_simulator"])]}), LLM, candidates, state.plan)
    with pytest.raises(ph.Rejected, match="하나도"):
        ph.merge_plan(rules, model.model_validate({**base, "tools": [pick("search", [], ["market_data"])]}), LLM, candidates, state.plan)
    merged = ph.merge_plan(rules, model.model_validate(
        {**base, "tools": [pick("search", ["market_data"], ["loan_data"]), pick("analysis", ["loan_simulator"])]}),
        LLM, candidates, state.plan)
    assert merged.strategy == "sequential" and merged.decision == LLM and merged.risk_assessment == "검색 실패 시 계산 불가"
    assert [(p.team, [t.name for t in p.selected], [t.name for t in p.skipped]) for p in merged.tool_plan] == [
        ("search", ["market_data"], ["loan_data"]), ("analysis", ["loan_simulator"], [])]


def test_a_teams_dispatch_applies_the_plan_and_shares_its_request():
    sel = ToolsSelected(team="search", step_ids=["step-1"], query="q", intent="종합분석",
                        tools=[ToolCall(name="market_data", params={"region": "강남구"}), ToolCall(name="loan_data")])
    steps = [step("step-1", "search", ["market_data", "loan_data"])]
    state = state_of(steps)
    assert ph.planned_tools(state, sel) is None  # no strategy yet
    plan_ = TeamToolPlan(team="search", selected=[PlannedTool(name="market_data", reason="시세 필요")],
                         skipped=[PlannedTool(name="loan_data", reason="이미 충분")])
    state.strategy = decide_strategy(steps).model_copy(update={"decision": LLM, "tool_plan": [plan_]})
    state.strategy_event_id = "ev-strategy"
    assert ph.planned_tools(state, sel.model_copy(update={"attempt": 2})) is None  # a retry is the recovery rules'
    # a dispatch serving a step the recovery rules added (add_team): the plan never saw its tool
    assert ph.planned_tools(state, sel.model_copy(update={"step_ids": ["step-1", "recover-loan_data"]})) is None
    merged = ph.merge_tools(sel, ph.planned_tools(state, sel), ph.shared_meta(state))
    assert [c.name for c in merged.tools] == ["market_data"] and merged.tools[0].params == {"region": "강남구"}
    assert merged.skipped[0].name == "loan_data" and merged.skipped[0].reason == "이미 충분"
    assert merged.decision.decided_by == "llm" and merged.decision.shared_from == "ev-strategy"
    assert merged.decision.tokens_in == 0 and merged.decision.cost_usd is None
    with pytest.raises(ph.Rejected):
        ph.merge_tools(sel, TeamToolPlan(team="search", selected=[PlannedTool(name="real_estate_search")]), LLM)
    rules_strategy = state.strategy.model_copy(update={"decision": DecisionMeta()})
    state.strategy = rules_strategy
    assert ph.planned_tools(state, sel) is None  # a plan by rules: the team's tools are the rules'


def test_a_shared_decision_is_not_another_request():
    from holmes_orchestrator.domain.state import counts_as_request

    assert counts_as_request(LLM) and not counts_as_request(DecisionMeta())
    assert not counts_as_request(LLM.model_copy(update={"shared_from": "ev-strategy"}))


def test_the_synthesis_may_not_state_another_risk_level_than_the_computed_one():
    ok = ph.SynthesisAnswer(answer="전체 위험도는 '주의'입니다. 전세가율이 높아 위험할 수 있습니다.")
    assert ph.check_levels(ok, {"주의"}) is ok
    with pytest.raises(ph.Rejected, match="다른 등급"):
        ph.check_levels(ph.SynthesisAnswer(answer="위험도는 매우 위험입니다."), {"주의"})


def test_synthesis_with_a_number_the_data_did_not_produce_is_rejected():
    rules = ResponseReady(response={"answer": "증액은 20분의 1을 넘지 못합니다.\n\n### 출처\n\n- 주택임대차보호법 제7조"})
    evidence = rules.response["answer"]
    ok = ph.merge_synthesis(rules, ph.SynthesisAnswer(answer="보증금 증액은 20분의 1(5%)까지입니다."), LLM,
                            evidence + " 5%")
    assert ok.response["answer"].startswith("보증금 증액") and "### 출처" in ok.response["answer"]
    with pytest.raises(ph.Rejected, match="30"):
        ph.merge_synthesis(rules, ph.SynthesisAnswer(answer="30%까지 올릴 수 있습니다."), LLM, evidence)
