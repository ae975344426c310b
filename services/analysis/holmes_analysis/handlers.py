"""Thin handlers of the analysis team: all work happens in the tools (run by holmes_kit.team)."""

from __future__ import annotations

from collections.abc import Mapping

from holmes_contracts import Envelope, ToolsSelected
from holmes_kit.bus import Context
from holmes_kit.team import Tool, run_team


def run_analysis_tools(tools: Mapping[str, Tool]):
    async def handle(ctx: Context, env: Envelope, sel: ToolsSelected) -> list[Envelope]:
        return await run_team(ctx, env, sel, tools)
    return handle
