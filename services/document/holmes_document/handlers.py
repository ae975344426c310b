"""Thin handlers of the document team."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from holmes_contracts import Envelope, ToolsSelected
from holmes_kit.bus import Context
from holmes_kit.team import Tool, run_team

ToolsFor = Callable[[Envelope], Mapping[str, Tool]]


def run_document_tools(tools_for: ToolsFor):
    """Tools are built per event: a drafted document is named after the event that asked for it."""
    async def handle(ctx: Context, env: Envelope, sel: ToolsSelected) -> list[Envelope]:
        return await run_team(ctx, env, sel, tools_for(env))
    return handle
