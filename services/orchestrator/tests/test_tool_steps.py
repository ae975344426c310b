"""Each dispatched tool call names the plan step it works for (step_progress shows it there)."""

from __future__ import annotations

from holmes_orchestrator.domain.tools import select_tools

from .test_decide import plan, step


def test_a_teams_tools_carry_the_step_that_asked_for_them_first():
    steps = [step("step-1", "search", ["legal_search"]), step("step-2", "search", ["market_data", "legal_search"]),
             step("step-3", "analysis", ["market_analysis"], ["step-2"])]
    p = plan(steps, intent="종합분석")
    calls = select_tools(p, steps[:2], "search", set())
    assert [(c.name, c.step_id) for c in calls] == [("legal_search", "step-1"), ("market_data", "step-2")]
    assert [(c.name, c.step_id) for c in select_tools(p, steps[2:], "analysis", set())] == [
        ("market_analysis", "step-3")]
