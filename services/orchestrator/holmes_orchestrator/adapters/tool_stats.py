"""Reads the teams' results from the event log and folds the tool registry's stats
(domain/registry_stats.py): one ephemeral consumer over every turn's TeamCompleted."""

from __future__ import annotations

from nats.js import JetStreamContext

from holmes_kit.bus import read_history

from ..domain.registry_stats import ToolStats, fold_tool_stats

TEAM_RESULTS = "holmes.evt.*.*.TeamCompleted"


async def load_tool_stats(js: JetStreamContext) -> dict[str, ToolStats]:
    return fold_tool_stats(r.envelope for r in await read_history(js, TEAM_RESULTS))
