"""The tool registry's quality_score, usage_count, avg execution time and last use are
folded from the teams' results in the log (seed 000 global_tool_registry)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from holmes_contracts import QueryReceived, TeamCompleted, ToolResult
from holmes_kit.events import emit
from holmes_orchestrator.domain.registry_stats import fold_tool_stats
from holmes_orchestrator.domain.tools import REGISTRY

T0 = datetime(2026, 11, 26, 9, 0, tzinfo=UTC)


def completed(results: list[ToolResult], minutes: int = 0, team: str = "search", turn: str = "t-1"):
    env = emit(TeamCompleted(team=team, step_ids=["step-1"], status="success", results=results),
               producer="search@test", session_id="s-1", turn_id=turn)
    return env.model_copy(update={"occurred_at": T0 + timedelta(minutes=minutes)})


def test_an_empty_log_gives_the_seeds_registry():
    stats = fold_tool_stats([])
    assert set(stats) == set(REGISTRY)
    legal = stats["legal_search"]
    assert (legal.quality_score, legal.max_concurrent, legal.usage_count, legal.last_used) == (0.9, 5, 0, None)
    assert stats["real_estate_search"].max_concurrent == 3 and stats["contract_analysis"].max_concurrent == 1


def test_usage_quality_time_and_last_use_come_from_the_results():
    log = [
        emit(QueryReceived(query="q"), producer="gw@test", session_id="s-1", turn_id="t-1"),  # not a result: ignored
        completed([ToolResult(tool="market_data", status="ok", quality=0.6, elapsed_ms=200.0),
                   ToolResult(tool="loan_data", status="error", error="db down", elapsed_ms=1000.0)]),
        completed([ToolResult(tool="market_data", status="ok", quality=0.9, elapsed_ms=400.0)], minutes=5, turn="t-2"),
    ]
    stats = fold_tool_stats(log)
    market, loan = stats["market_data"], stats["loan_data"]
    assert market.usage_count == 2 and market.error_count == 0
    assert market.quality_score == round((0.85 + 0.6 + 0.9) / 3, 3)  # the seed's prior counts as one run
    assert market.avg_execution_time_s == 0.3
    assert market.last_used == T0 + timedelta(minutes=5)
    assert loan.usage_count == 1 and loan.error_count == 1
    assert loan.quality_score == round(0.75 / 2, 3)  # an error is a run of quality 0
    assert stats["legal_search"].usage_count == 0  # untouched tools keep their priors


def test_the_fold_is_order_independent_for_its_totals_and_a_tool_the_registry_lacks_is_counted():
    a = completed([ToolResult(tool="market_data", status="ok", quality=0.6)], minutes=9)
    b = completed([ToolResult(tool="new_tool", status="ok", quality=1.0, elapsed_ms=50.0)], minutes=1)
    one, two = fold_tool_stats([a, b]), fold_tool_stats([b, a])
    assert one == two
    assert one["new_tool"].usage_count == 1 and one["new_tool"].quality_score == 0.75
