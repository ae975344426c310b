"""When the orchestrator asks the LLM, and how answers merge into rule decisions (pure)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from holmes_contracts import DecisionMeta, ResponseReady, ToolCall, ToolsSelected
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


def test_tool_orchestration_chooses_among_candidates_only():
    sel = ToolsSelected(team="search", step_ids=["step-1"], query="q", intent="종합분석",
                        tools=[ToolCall(name="market_data", params={"region": "강남구"}), ToolCall(name="loan_data")])
    assert ph.tools_need_llm(sel) and not ph.tools_need_llm(sel.model_copy(update={"tools": sel.tools[:1]}))
    model = ph.tool_answer_model(["market_data", "loan_data"])
    with pytest.raises(ValidationError):
        model.model_validate({"selected": [{"tool": "legal_search", "reason": ""}], "skipped": [], "notes": ""})
    a = model.model_validate({"selected": [{"tool": "market_data", "reason": "시세 필요"}],
                              "skipped": [{"tool": "loan_data", "reason": "이미 충분"}], "notes": ""})
    merged = ph.merge_tools(sel, a, LLM)
    assert [c.name for c in merged.tools] == ["market_data"] and merged.tools[0].params == {"region": "강남구"}
    assert merged.skipped[0].name == "loan_data" and merged.skipped[0].reason == "이미 충분"
    with pytest.raises(ph.Rejected):
        ph.merge_tools(sel, model.model_validate({"selected": [], "skipped": [], "notes": ""}), LLM)


def test_synthesis_with_a_number_the_data_did_not_produce_is_rejected():
    rules = ResponseReady(response={"answer": "증액은 20분의 1을 넘지 못합니다.\n\n### 출처\n\n- 주택임대차보호법 제7조"})
    evidence = rules.response["answer"]
    ok = ph.merge_synthesis(rules, ph.SynthesisAnswer(answer="보증금 증액은 20분의 1(5%)까지입니다."), LLM,
                            evidence + " 5%")
    assert ok.response["answer"].startswith("보증금 증액") and "### 출처" in ok.response["answer"]
    with pytest.raises(ph.Rejected, match="30"):
        ph.merge_synthesis(rules, ph.SynthesisAnswer(answer="30%까지 올릴 수 있습니다."), LLM, evidence)
