"""Given events / when the user acts / then events — approval with changes, skip, cancel."""

from __future__ import annotations

import sys
from pathlib import Path

from holmes_contracts import (
    PlanModified,
    QueryReceived,
    StepSkipRequested,
    TeamCompleted,
    ToolResult,
    TurnCancelled,
)

sys.path.insert(0, str(Path(__file__).parent))
from test_decide import Turn, legal_result, plan, step, types  # noqa: E402

from holmes_orchestrator.domain.decide import USER_SKIP  # noqa: E402


def approval_turn() -> Turn:
    turn = Turn()
    turn.add(QueryReceived(query="강남구 전세 위험", approval_required=True))
    out = turn.when(plan([step("step-1", "search", ["legal_search", "market_data"]),
                          step("step-2", "analysis", ["contract_analysis"], ["step-1"])],
                         intent="리스크분석", approval_required=True))
    assert types(out) == ["PlanApprovalRequested"]
    return turn


def test_modified_plan_runs_the_users_steps_not_the_planners():
    turn = approval_turn()
    out = turn.when(PlanModified(steps=[step("step-1", "search", ["market_data"]),
                                        step("step-3", "document", ["lease_contract"])]))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search", "ToolsSelected.document"]
    assert out[0].payload["groups"] == [["step-1", "step-3"]]
    assert [c["name"] for c in out[1].payload["tools"]] == ["market_data"]  # legal_search was removed
    out = turn.when(TeamCompleted(team="search", step_ids=["step-1"], status="success",
                                  results=[ToolResult(tool="market_data", status="ok", quality=0.8, summary="시세")]))
    assert types(out) == ["ResultAnalyzed"]  # still waiting for the document team, not for analysis


def test_plan_modified_to_nothing_gets_a_clear_answer_instead_of_a_hang():
    turn = approval_turn()
    out = turn.when(PlanModified(steps=[]))
    assert types(out) == ["ResponseReady"]
    assert "단계가 모두 빠져" in out[0].payload["response"]["message"]


def two_team_turn() -> Turn:
    turn = Turn()
    turn.add(QueryReceived(query="강남구 전세 위험"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "analysis", ["contract_analysis"], ["step-1"])], intent="리스크분석"))
    turn.when(legal_result())
    assert turn.of("ToolsSelected")[-1].team == "analysis"
    return turn


def test_skipping_an_in_progress_step_answers_without_it_and_ignores_its_late_result():
    turn = two_team_turn()
    out = turn.when(StepSkipRequested(step_id="step-2"))
    assert types(out) == ["StepSkipped", "ReviewDone", "ResponseReady"]
    assert out[0].payload == {"step_id": "step-2", "reason": USER_SKIP}
    assert any("건너뜀" in m for m in out[1].payload["missing_information"])
    late = TeamCompleted(team="analysis", step_ids=["step-2"], status="success",
                         results=[ToolResult(tool="contract_analysis", status="ok", quality=0.9, summary="위험 높음")])
    assert turn.when(late) == []
    assert "위험 높음" not in out[2].payload["response"]["answer"]


def test_skipping_one_of_a_teams_steps_drops_only_that_steps_tool():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search"]), step("step-2", "search", ["market_data"])],
                   intent="종합분석"))
    assert types(turn.when(StepSkipRequested(step_id="step-2"))) == ["StepSkipped"]  # team still running
    out = turn.when(TeamCompleted(team="search", step_ids=["step-1", "step-2"], status="success", results=[
        legal_result().results[0], ToolResult(tool="market_data", status="ok", quality=0.9, summary="평균 12억")]))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    answer = out[-1].payload["response"]["answer"]
    assert "제7조" in answer and "평균 12억" not in answer


def test_skip_of_a_finished_step_changes_nothing():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "analysis", ["contract_analysis"], ["step-1"])], intent="리스크분석"))
    turn.when(legal_result())
    assert turn.when(StepSkipRequested(step_id="step-1")) == []


def test_cancel_during_a_running_team_stops_everything_including_its_deadline():
    turn = two_team_turn()
    assert turn.when(TurnCancelled()) == []
    assert turn.later(3600) == []  # no TeamTimedOut for a cancelled turn
    late = TeamCompleted(team="analysis", step_ids=["step-2"], status="success",
                         results=[ToolResult(tool="contract_analysis", status="ok", quality=0.9)])
    assert turn.when(late) == []
