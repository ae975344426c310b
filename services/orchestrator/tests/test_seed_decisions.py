"""The seeds' full decisions (seed 000): per-team strategy and risk, and the review's goal
achievement, quality per team and efficiency — by rules, and a model's answer merged only
when it fits the plan."""

from __future__ import annotations

import pytest

from holmes_contracts import DecisionMeta, QueryReceived, TeamCompleted, ToolResult
from holmes_orchestrator.domain import llm_phases as ph
from holmes_orchestrator.domain.strategy import decide_strategy

from .test_decide import Turn, legal_result, plan, step, types

LLM = DecisionMeta(decided_by="llm", model="m", prompt_version="x.v2")
CHAIN = [step("step-1", "search", ["market_data"]), step("step-2", "analysis", ["market_analysis"], ["step-1"]),
         step("step-3", "document", ["lease_contract_generator"], optional=True)]


def test_strategy_records_each_teams_priority_mode_impact_and_fallback():
    s = decide_strategy(CHAIN)
    by = {p.team: p for p in s.teams}
    assert (by["search"].priority, by["search"].mode, by["search"].failure_impact, by["search"].fallback) == \
        (1, "required", "high", "retry")  # the analysis team waits for its results
    assert (by["analysis"].priority, by["analysis"].failure_impact, by["analysis"].depends_on) == \
        (2, "medium", ["search"])
    assert (by["document"].mode, by["document"].failure_impact, by["document"].fallback) == ("optional", "low", "skip")
    assert "검색팀이 실패하면 분석팀이 쓸 결과가 없습니다" in s.risk_assessment


def test_a_models_team_plan_is_merged_only_when_it_fits_the_plan():
    rules = decide_strategy(CHAIN[:2])
    answer = lambda teams: ph.StrategyAnswer(strategy="sequential", estimated_time=5, reasoning="의존",  # noqa: E731
                                             risk_assessment="시세가 없으면 분석 불가", teams=teams)
    plan_of = lambda team, prio, fb="retry": ph.TeamPlanAnswer(team=team, priority=prio, failure_impact="high",  # noqa: E731
                                                              fallback=fb)
    merged = ph.merge_strategy(rules, answer([plan_of("search", 1, "alternative_team"), plan_of("analysis", 2)]), LLM)
    assert [(p.team, p.fallback, p.failure_impact) for p in merged.teams] == \
        [("search", "alternative_team", "high"), ("analysis", "retry", "high")]
    assert merged.risk_assessment == "시세가 없으면 분석 불가"
    for bad in ([plan_of("search", 1)],                                  # a planned team left out
                [plan_of("search", 2), plan_of("analysis", 1)],          # analysis before what it waits for
                [plan_of("search", 1, "skip"), plan_of("analysis", 2)]):  # a required team skipped
        with pytest.raises(ph.Rejected):
            ph.merge_strategy(rules, answer(bad), LLM)
    assert ph.merge_strategy(rules, answer(None), LLM).teams == rules.teams


def test_review_records_goal_achievement_quality_per_team_and_efficiency():
    turn = Turn()
    turn.add(QueryReceived(query="강남구 시세와 대출"))
    turn.when(plan([step("step-1", "search", ["legal_search", "loan_data"])]))
    done = legal_result()
    loan = ToolResult(tool="loan_data", status="error", error="db down", quality=0.0)
    assert turn.when(TeamCompleted(team="search", step_ids=["step-1"], status="partial",
                                   results=[*done.results, loan], duration_ms=45_000))[0].payload["action"] == "retry"
    assert types(turn.later(5)) == ["ToolsSelected.search"]  # the failed tool once more
    out = turn.when(TeamCompleted(team="search", step_ids=["step-1"], attempt=2, status="failed",
                                  results=[loan], duration_ms=1_000))
    assert out[0].payload["action"] == "add_team"  # the loan limit stands in for the products
    out = turn.when(TeamCompleted(team="analysis", step_ids=["recover-loan_data"], status="success", results=[
        ToolResult(tool="loan_simulator", status="ok", quality=0.9, summary="한도 3억")]))
    review = next(e for e in out if e.type == "ReviewDone")
    p = review.payload
    assert p["goal_achievement"] == 0.667  # legal_search and the stand-in answered, loan_data did not
    assert p["quality_breakdown"] == {"search": 0.45, "analysis": 0.9}
    assert p["missing_information"] == [] and p["substituted"][0].startswith("대출 상품: ")
    eff = p["efficiency"]
    assert eff["actual_s"] == 46.0 and eff["planned_s"] < 46.0  # both attempts and eff["efficiency_score"] < 1.0
    assert eff["bottlenecks"] == ["검색팀이 예상보다 오래 걸렸습니다"]


def test_a_models_quality_breakdown_may_not_name_a_team_that_did_not_run():
    from holmes_contracts import ReviewDone

    rules = ReviewDone(goal_achieved=True, quality=0.9, confidence=0.9, goal_achievement=1.0,
                       quality_breakdown={"search": 0.9})
    answer = lambda qb: ph.ReviewAnswer(goal_achieved=True, quality=0.8, confidence=0.8, missing_information=[],  # noqa: E731
                                        consistency="", suggestions=[], goal_achievement=0.8, quality_breakdown=qb)
    merged = ph.merge_review(rules, answer([ph.TeamQuality(team="search", quality=0.7)]), LLM)
    assert (merged.goal_achievement, merged.quality_breakdown) == (0.8, {"search": 0.7})
    with pytest.raises(ph.Rejected):
        ph.merge_review(rules, answer([ph.TeamQuality(team="analysis", quality=0.7)]), LLM)


def test_result_analysis_records_completeness_adjustments_and_the_data_handed_on():
    turn = Turn()
    turn.add(QueryReceived(query="강남구 시세와 대출"))
    turn.when(plan([step("step-1", "search", ["market_data", "loan_data"]),
                    step("step-2", "analysis", ["loan_simulator"], ["step-1"])], intent="대출상담"))
    market = ToolResult(tool="market_data", status="ok", summary="시세 3건", total_count=3,
                        quality=0.9)
    loan = ToolResult(tool="loan_data", status="error", error="db down", quality=0.0)
    out = turn.when(TeamCompleted(team="search", step_ids=["step-1"], status="partial", results=[market, loan]))
    verdict = out[0].payload
    assert verdict["action"] == "retry" and verdict["completeness"] == 0.5 and verdict["relevance"] is None
    assert [(a["type"], a["target"]) for a in verdict["plan_adjustments"]] == [("retry_tool", "loan_data")]
    assert verdict["data_to_pass"] == {"to_teams": ["analysis"], "data_keys": ["market_data"]}


def test_a_models_completeness_and_relevance_are_recorded_and_the_action_stays_the_rules():
    from holmes_contracts import ResultAnalyzed

    rules = ResultAnalyzed(team="search", quality=0.6, action="continue", completeness=0.5)
    a = ph.AnalysisAnswer(quality=0.7, assessment="시세는 충분", missing=[], completeness=None, relevance=0.9)
    merged = ph.merge_analysis(rules, a, LLM)
    assert (merged.action, merged.completeness, merged.relevance) == ("continue", 0.5, 0.9)


def test_tools_are_dispatched_with_the_quality_threshold_recovery_applies_and_the_models_expectation():
    from holmes_orchestrator.domain.recovery import LOW_QUALITY

    turn = Turn()
    turn.add(QueryReceived(query="강남구 시세와 대출"))
    sel = turn.when(plan([step("step-1", "search", ["market_data", "loan_data"])], intent="대출상담"))[1]
    assert sel.payload["quality_threshold"] == LOW_QUALITY
    assert all(c["expected_quality"] is None for c in sel.payload["tools"])  # rules do not guess it
    from holmes_contracts import ToolsSelected

    rules = ToolsSelected.model_validate(sel.payload)
    from holmes_contracts import PlannedTool, TeamToolPlan

    planned = TeamToolPlan(team="search", selected=[PlannedTool(name="market_data", reason="시세", expected_quality=0.8),
                                                   PlannedTool(name="loan_data", reason="상품")])
    merged = ph.merge_tools(rules, planned, LLM)
    assert [c.expected_quality for c in merged.tools] == [0.8, None] and merged.quality_threshold == LOW_QUALITY
