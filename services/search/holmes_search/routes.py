"""The search team's routing table (holmes_kit.bus.routing: one convention for every service)."""

from holmes_kit.bus import RoutingTable

from .handlers import run_search_tools

TEAM = "search"
# main.py: ROUTES.bind(tools)
ROUTES = RoutingTable(
    service="search",
    consumers={"search": {"ToolsSelected": run_search_tools}},
    emits=("TeamStarted", "TeamProgress", "TeamCompleted"),
    team=TEAM,
)
