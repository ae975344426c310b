"""What the analysis service consumes — one table (ToolsSelected addressed to .analysis)."""

from collections.abc import Mapping

from holmes_kit.bus import Handler
from holmes_kit.llm import LLM
from holmes_kit.team import Tool

from .handlers import run_analysis_tools

TEAM = "analysis"
# What its handlers publish (docs/asyncapi; `python -m holmes_kit.asyncapi --write`).
EMITS = ("TeamStarted", "TeamProgress", "TeamCompleted")


def routes(tools: Mapping[str, Tool], llm: LLM | None = None) -> dict[str, Handler]:
    """``llm``: None (no key) decides by rules alone; else one wording call per team run."""
    return {"ToolsSelected": run_analysis_tools(tools, llm)}
