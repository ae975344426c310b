"""What the orchestrator consumes — one table."""

from holmes_kit.bus import Handler

from .adapters.llm_advisor import Advisor
from .handlers import make_advance_turn

TRIGGERS = ("PlanReady", "PlanApproved", "PlanModified", "TeamCompleted", "StepSkipRequested", "TurnCancelled")


def routes(advisor: Advisor | None = None) -> dict[str, Handler]:
    advance_turn = make_advance_turn(advisor)
    return {event_type: advance_turn for event_type in TRIGGERS}


ROUTES: dict[str, Handler] = routes()  # rules only

# What its handlers publish (docs/asyncapi; `python -m holmes_kit.asyncapi --write`).
EMITS = ("StrategyDecided", "PlanApprovalRequested", "ToolsSelected", "TeamTimedOut", "ResultAnalyzed",
         "StepSkipped", "ReviewDone", "ResponseReady")
