"""What the search service consumes — one table (ToolsSelected addressed to .search)."""

from collections.abc import Mapping

from holmes_kit.bus import Handler
from holmes_kit.team import Tool

from .handlers import run_search_tools

TEAM = "search"
# What its handlers publish (docs/asyncapi; `python -m holmes_kit.asyncapi --write`).
EMITS = ("TeamStarted", "TeamProgress", "TeamCompleted")


def routes(tools: Mapping[str, Tool]) -> dict[str, Handler]:
    return {"ToolsSelected": run_search_tools(tools)}
