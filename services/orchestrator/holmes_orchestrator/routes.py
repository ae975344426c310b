"""The orchestrator's routing table (holmes_kit.bus.routing: one convention for every service).

Two durable consumers run the same ``advance_turn``: its own, on every event that moves a
turn, and the deadline watcher's (adapters/timeouts.py), on the events naming a moment
— a team's deadline, a retry's backoff — once that moment is due.
"""

from holmes_kit.bus import RoutingTable

from .adapters.timeouts import DURABLE as DEADLINES
from .adapters.timeouts import TIMED
from .handlers import make_advance_turn

TRIGGERS = ("PlanReady", "PlanApproved", "PlanModified", "TeamCompleted", "StepSkipRequested", "TurnCancelled")

# main.py: ROUTES.bind(advisor) — advisor None (no key) decides by rules alone.
ROUTES = RoutingTable(
    service="orchestrator",
    consumers={"orchestrator": {t: make_advance_turn for t in TRIGGERS},
               DEADLINES: {t: make_advance_turn for t in TIMED}},
    emits=("StrategyDecided", "PlanApprovalRequested", "ToolsSelected", "TeamTimedOut", "ResultAnalyzed",
           "StepSkipped", "ReviewDone", "AnswerChunk", "ResponseReady"),
)
