"""Appending events to the stream."""

from __future__ import annotations

from nats.js import JetStreamContext
from nats.js.errors import APIError

from holmes_contracts import Envelope, event_subject

from ..tracing import inject_headers

# JetStream error code for a failed Nats-Expected-Last-Subject-Sequence check.
WRONG_LAST_SEQUENCE = 10071


class ConcurrencyConflict(Exception):
    """Someone appended to the turn since we read it: re-fold and decide again."""


async def publish(js: JetStreamContext, envelope: Envelope, *,
                  expect_last_seq: int | None = None, expect_filter: str | None = None) -> int:
    """Store one event; returns its stream sequence.

    ``expect_last_seq`` + ``expect_filter`` make the append conditional on the last
    sequence of a subject tree (NATS 2.11+ ``...-Sequence-Subject``), which is how the
    orchestrator avoids two replicas deciding the same turn twice.
    """
    headers = {"Nats-Msg-Id": envelope.event_id}
    inject_headers(headers)
    if expect_last_seq is not None:
        headers["Nats-Expected-Last-Subject-Sequence"] = str(expect_last_seq)
        if expect_filter:
            headers["Nats-Expected-Last-Subject-Sequence-Subject"] = expect_filter
    subject = event_subject(envelope.session_id, envelope.turn_id, envelope.type, envelope.team)
    try:
        ack = await js.publish(subject, envelope.to_json(), headers=headers)
    except APIError as exc:
        if getattr(exc, "err_code", None) == WRONG_LAST_SEQUENCE:
            raise ConcurrencyConflict(str(exc)) from exc
        raise
    return ack.seq
