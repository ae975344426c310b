"""Appending events to the stream."""

from __future__ import annotations

import contextlib

from nats.js import JetStreamContext
from nats.js.errors import APIError
from opentelemetry import trace

from holmes_contracts import Envelope, event_subject

from ..telemetry import tracing_enabled
from ..tracing import inject_headers, start_publish_span, tracer

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
    subject = event_subject(envelope.session_id, envelope.turn_id, envelope.type, envelope.team)
    # Outside any span (a client's query entering at the gateway) this span is the root
    # of the turn's trace; inside a handler it is that handler's child.
    # Untraced processes skip the span (and its cost) but still pass on the context.
    traced = tracing_enabled()
    span = start_publish_span(_tracer, envelope, f"{envelope.type} publish") if traced else None
    with trace.use_span(span, end_on_exit=True) if span else contextlib.nullcontext():
        headers = {"Nats-Msg-Id": envelope.event_id}
        inject_headers(headers)
        if expect_last_seq is not None:
            headers["Nats-Expected-Last-Subject-Sequence"] = str(expect_last_seq)
            if expect_filter:
                headers["Nats-Expected-Last-Subject-Sequence-Subject"] = expect_filter
        try:
            ack = await js.publish(subject, envelope.to_json(), headers=headers)
        except APIError as exc:
            if getattr(exc, "err_code", None) == WRONG_LAST_SEQUENCE:
                raise ConcurrencyConflict(str(exc)) from exc
            raise
        if span:
            span.set_attribute("messaging.destination.name", subject)
            span.set_attribute("holmes.seq", ack.seq)
        return ack.seq


_tracer = tracer("holmes_kit.bus")
