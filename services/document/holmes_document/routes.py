"""The document team's routing table (holmes_kit.bus.routing: one convention for every service)."""

from holmes_kit.bus import RoutingTable

from .handlers import run_document_tools

TEAM = "document"
# main.py: ROUTES.bind(tools_for)
ROUTES = RoutingTable(
    service="document",
    consumers={"document": {"ToolsSelected": run_document_tools}},
    emits=("TeamStarted", "TeamProgress", "TeamCompleted"),
    team=TEAM,
)
