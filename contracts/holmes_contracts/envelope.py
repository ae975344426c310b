"""The event envelope (DESIGN.md §3) and deterministic event ids (§4).

The envelope is what travels on the wire; ``payload`` stays a plain dict there so a
reader can upcast old versions before validating (see registry.py).
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .ids import check_id

# Fixed namespace: derived ids must be identical in every process and forever.
EVENT_NAMESPACE = uuid.UUID("5b0a6c1e-7d8f-4c59-9a43-1f0e2b7c9d11")


def derive_event_id(causation_id: str, event_type: str, discriminator: str = "") -> str:
    """uuid5(causation + type + discriminator): re-processing an input yields the same id,
    so JetStream's de-duplication (Nats-Msg-Id) drops the repeat."""
    return str(uuid.uuid5(EVENT_NAMESPACE, f"{causation_id}|{event_type}|{discriminator}"))


def utcnow() -> datetime:
    return datetime.now(UTC)


class Envelope(BaseModel):
    model_config = ConfigDict(frozen=True)

    event_id: str = Field(description="UUID; also the Nats-Msg-Id header")
    type: str = Field(description="stable event type name, e.g. PlanReady")
    version: int = Field(ge=1, description="schema version of the payload for this type")
    session_id: str = Field(description="the chat session")
    turn_id: str = Field(description="one user query and everything it causes")
    causation_id: str | None = Field(default=None, description="event_id of the event this one reacts to")
    correlation_id: str = Field(description="equals turn_id")
    occurred_at: datetime = Field(description="UTC time the producer created the event")
    producer: str = Field(description="service@version")
    team: str | None = Field(default=None, description="addressed team for team-targeted events")
    payload: dict[str, Any] = Field(default_factory=dict, description="the typed body, as JSON")

    @field_validator("session_id", "turn_id", "correlation_id")
    @classmethod
    def _safe_ids(cls, v: str) -> str:
        return check_id(v)

    @field_validator("type")
    @classmethod
    def _safe_type(cls, v: str) -> str:
        return check_id(v, "event type")

    def to_json(self) -> bytes:
        return self.model_dump_json().encode()

    @classmethod
    def from_json(cls, data: bytes | str) -> Envelope:
        return cls.model_validate_json(data)
