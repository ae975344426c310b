"""Thin handlers of the analysis team: all work happens in the tools (run by holmes_kit.team).

When an LLM is configured, the TeamCompleted the team built is worded in one structured
call (adapters/llm_insights.py) before it is stored; TeamCompleted.decision records who
worded it. Without a key nothing changes and no call is made.
"""

from __future__ import annotations

from collections.abc import Mapping

from holmes_contracts import Envelope, ToolsSelected
from holmes_kit.bus import Context
from holmes_kit.llm import LLM
from holmes_kit.team import Tool, run_team

from .adapters import llm_insights


def run_analysis_tools(tools: Mapping[str, Tool], llm: LLM | None = None):
    async def handle(ctx: Context, env: Envelope, sel: ToolsSelected) -> list[Envelope]:
        outputs = await run_team(ctx, env, sel, tools)
        if llm is None:
            return outputs
        return [await llm_insights.apply(llm, env, sel, o) if o.type == "TeamCompleted" else o for o in outputs]
    return handle
