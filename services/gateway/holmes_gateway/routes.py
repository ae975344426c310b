"""The gateway's routing table (holmes_kit.bus.routing: one convention for every service).

Two durable consumers: the read model projector and the metrics counter (app.py binds
them). Each WebSocket connection also follows its own session's whole subject tree with
an ordered consumer (PROTOCOL.md); what a client command may append is listed here and
decided by domain/commands.py (ws.py's COMMANDS are its thin handlers).
"""

from holmes_kit.bus import RoutingTable

from .adapters.read_model import PROJECTED
from .handlers import project_into
from .metrics import DURABLE as METRICS
from .metrics import OBSERVED, count_into

PROJECTOR = "gateway-projector"

ROUTES = RoutingTable(
    service="gateway",
    consumers={PROJECTOR: {t: project_into for t in PROJECTED},  # bind(read_model)
               METRICS: {t: count_into for t in OBSERVED}},  # bind(metrics, started_at)
    # Client messages entering the log (WS/REST) — the gateway's only writes.
    emits=("SessionStarted", "SessionRenamed", "SessionDeleted", "QueryReceived",
           "PlanApproved", "PlanModified", "StepSkipRequested", "TurnCancelled"),
    commands={"query": ("QueryReceived",), "interrupt_response": ("PlanApproved", "PlanModified"),
              "todo_skip": ("StepSkipRequested",), "cancel": ("TurnCancelled",),
              "resume": (), "subscribe_events": ()},
)
