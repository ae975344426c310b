"""What the analysis service consumes — one table (ToolsSelected addressed to .analysis)."""

from collections.abc import Mapping

from holmes_kit.bus import Handler
from holmes_kit.team import Tool

from .handlers import run_analysis_tools

TEAM = "analysis"
# What its handlers publish (docs/asyncapi; `python -m holmes_kit.asyncapi --write`).
EMITS = ("TeamStarted", "TeamProgress", "TeamCompleted")


def routes(tools: Mapping[str, Tool]) -> dict[str, Handler]:
    return {"ToolsSelected": run_analysis_tools(tools)}
