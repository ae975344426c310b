"""Thin handlers of the analysis team: all work happens in the tools (run by holmes_kit.team).

The team makes no model call (issue 10 item 4): its results are worded by the
orchestrator's response synthesis, which sees the computed figures, recommendations and
risk reasons and keeps only numbers the tools produced.
"""

from __future__ import annotations

from collections.abc import Mapping

from holmes_contracts import Envelope, ToolsSelected
from holmes_kit.bus import Context
from holmes_kit.team import Tool, run_team


def run_analysis_tools(tools: Mapping[str, Tool]):
    async def handle(ctx: Context, env: Envelope, sel: ToolsSelected) -> list[Envelope]:
        return await run_team(ctx, env, sel, tools)
    return handle
