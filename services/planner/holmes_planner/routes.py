"""What the planner consumes — one table."""

from holmes_kit.bus import Handler
from holmes_kit.llm import LLM

from .handlers import make_plan_query


def routes(llm: LLM | None = None) -> dict[str, Handler]:
    return {"QueryReceived": make_plan_query(llm)}


ROUTES: dict[str, Handler] = routes()  # rules only

# What its handlers publish (docs/asyncapi; `python -m holmes_kit.asyncapi --write`).
EMITS = ("PlanningStarted", "PlanReady")
