"""The tool registry's stats are read from the event log on a real NATS server: every
turn's TeamCompleted, across sessions, folded by the orchestrator's pure fold."""

from __future__ import annotations

import pytest

from holmes_contracts import TeamCompleted, ToolResult
from holmes_kit import testing
from holmes_kit.bus import connect, publish
from holmes_kit.events import emit
from holmes_kit.settings import Settings
from holmes_orchestrator.adapters.tool_stats import load_tool_stats

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def nats_url():
    with testing.nats_server() as url:
        yield url


async def test_stats_are_folded_from_every_sessions_team_results(nats_url):
    bus = await connect(Settings(NATS_URL=nats_url), name="tool-stats-test")
    try:
        for i, quality in enumerate((0.5, 1.0)):
            await publish(bus.js, emit(TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[
                ToolResult(tool="market_data", status="ok", quality=quality, elapsed_ms=100.0)]),
                producer="search@test", session_id=f"s-stats-{i}", turn_id="t-1"))
        stats = await load_tool_stats(bus.js)
    finally:
        await bus.close()
    market = stats["market_data"]
    assert market.usage_count == 2 and market.last_used is not None
    assert market.quality_score == round((0.85 + 0.5 + 1.0) / 3, 3)
    assert stats["loan_data"].usage_count == 0
