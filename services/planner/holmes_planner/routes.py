"""The planner's routing table (holmes_kit.bus.routing: one convention for every service)."""

from holmes_kit.bus import RoutingTable

from .handlers import make_plan_query

# main.py: ROUTES.bind(llm) — llm None (no key) plans by rules alone.
ROUTES = RoutingTable(
    service="planner",
    consumers={"planner": {"QueryReceived": make_plan_query}},
    emits=("PlanningStarted", "PlanReady"),
)
