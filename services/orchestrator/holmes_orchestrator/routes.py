"""What the orchestrator consumes — one table."""

from holmes_kit.bus import Handler

from .handlers import advance_turn

ROUTES: dict[str, Handler] = {
    "PlanReady": advance_turn,
    "PlanApproved": advance_turn,
    "PlanModified": advance_turn,
    "TeamCompleted": advance_turn,
    "StepSkipRequested": advance_turn,
    "TurnCancelled": advance_turn,
}
