"""Building envelopes: the one place event ids, causation and correlation are set."""

from __future__ import annotations

import uuid

from holmes_contracts import TEAM_ADDRESSED, Envelope, EventPayload, derive_event_id, utcnow


def emit(
    payload: EventPayload,
    *,
    producer: str,
    cause: Envelope | None = None,
    session_id: str | None = None,
    turn_id: str | None = None,
    discriminator: str = "",
    team: str | None = None,
) -> Envelope:
    """An envelope for ``payload``.

    Reacting to ``cause``: same session and turn, and a *derived* id, so processing the
    same input twice yields the same event (dropped by JetStream de-duplication).
    Without a cause (a client message entering the system) the id is random.
    """
    if cause is not None:
        session_id, turn_id = cause.session_id, cause.turn_id
        event_id = derive_event_id(cause.event_id, payload.TYPE, discriminator)
    else:
        if not session_id or not turn_id:
            raise ValueError("session_id and turn_id are required without a cause")
        event_id = str(uuid.uuid4())
    return Envelope(
        event_id=event_id,
        type=payload.TYPE,
        version=payload.VERSION,
        session_id=session_id,
        turn_id=turn_id,
        causation_id=cause.event_id if cause else None,
        correlation_id=turn_id,
        occurred_at=utcnow(),
        producer=producer,
        team=team if team is not None else _addressed_team(payload),
        payload=payload.model_dump(mode="json"),
    )


def _addressed_team(payload: EventPayload) -> str | None:
    """Only team-addressed types (ToolsSelected) put the team into the subject."""
    return getattr(payload, "team", None) if payload.TYPE in TEAM_ADDRESSED else None
