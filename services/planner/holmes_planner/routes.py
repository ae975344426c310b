"""What the planner consumes — one table."""

from holmes_kit.bus import Handler

from .handlers import plan_query

ROUTES: dict[str, Handler] = {
    "QueryReceived": plan_query,
}
