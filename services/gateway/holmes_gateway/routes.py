"""What the gateway consumes and emits on the bus (for docs/asyncapi and operators).

The durable consumers are built in app.py from these tables' sources: the read model
projector (PROJECTED) and the metrics counter (OBSERVED). Each WebSocket connection also
follows its own session's whole subject tree with an ordered consumer (PROTOCOL.md).
"""

from .adapters.read_model import PROJECTED
from .metrics import OBSERVED

CONSUMES: tuple[str, ...] = tuple(sorted({*PROJECTED, *OBSERVED}))

# Client messages entering the log (WS/REST) — the gateway's only writes.
EMITS: tuple[str, ...] = ("SessionStarted", "SessionRenamed", "SessionDeleted", "QueryReceived",
                          "PlanApproved", "PlanModified", "StepSkipRequested", "TurnCancelled")
