"""HolmesNyangz event contracts: pure data, depends on pydantic only."""

from .envelope import Envelope, derive_event_id, utcnow
from .events import *  # noqa: F401,F403 - the catalog is the public surface
from .events import CATALOG, OUTPUT_ONLY, TEAM_ADDRESSED
from .ids import InvalidIdError, check_id, is_valid_id, new_session_id, new_turn_id
from .models import *  # noqa: F401,F403
from .payload import EventPayload
from .registry import EventRegistry, UnknownEventError
from .subjects import (
    SESSION_TURN,
    STREAM_NAME,
    STREAM_SUBJECTS,
    event_subject,
    parse_subject,
    session_filter,
    turn_filter,
    type_filters,
)


def build_registry() -> EventRegistry:
    registry = EventRegistry()
    for model in CATALOG:
        registry.register(model)
    from .upcasters import install
    install(registry)
    return registry


REGISTRY = build_registry()

__all__ = [
    "Envelope", "derive_event_id", "utcnow", "CATALOG", "OUTPUT_ONLY", "TEAM_ADDRESSED", "InvalidIdError",
    "check_id", "is_valid_id", "new_session_id", "new_turn_id", "EventPayload", "EventRegistry",
    "UnknownEventError", "SESSION_TURN", "STREAM_NAME", "STREAM_SUBJECTS", "event_subject",
    "parse_subject", "session_filter", "turn_filter", "type_filters", "REGISTRY", "build_registry",
]
