"""The analysis team's routing table (holmes_kit.bus.routing: one convention for every service)."""

from holmes_kit.bus import RoutingTable

from .handlers import run_analysis_tools

TEAM = "analysis"
# main.py: ROUTES.bind(tools). No model call here: the orchestrator's synthesis words the results.
ROUTES = RoutingTable(
    service="analysis",
    consumers={"analysis": {"ToolsSelected": run_analysis_tools}},
    emits=("TeamStarted", "TeamProgress", "TeamCompleted"),
    team=TEAM,
)
