"""Trace context across NATS: W3C traceparent travels in message headers.

Without an SDK configured (telemetry.setup_tracing) these are no-ops, so services run
fine untraced. One turn is one trace: a publish outside any span (the gateway's
QueryReceived) starts it; a consumer continues the context it finds in the headers, and
everything it publishes carries its handler's span onward.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from contextvars import ContextVar

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace

from holmes_contracts import SESSION_TURN, Envelope


def inject_headers(headers: dict[str, str]) -> None:
    propagate.inject(headers)


def extract_context(headers: Mapping[str, str] | None) -> otel_context.Context:
    return propagate.extract(dict(headers or {}))


def tracer(name: str) -> trace.Tracer:
    return trace.get_tracer(name)


def envelope_attributes(envelope: Envelope) -> dict[str, str]:
    """What ties a span to the log: search a tracing UI by turn, find the events."""
    attrs = {"holmes.event_type": envelope.type, "holmes.event_id": envelope.event_id,
             "holmes.session_id": envelope.session_id, "holmes.turn_id": envelope.turn_id,
             "holmes.producer": envelope.producer.split("@", 1)[0]}
    if envelope.team:
        attrs["holmes.team"] = envelope.team
    return attrs


# --- one turn, one trace -------------------------------------------------------------
# A turn's trace id and root span id are derived from its turn_id. The QueryReceived
# publish creates the root span with exactly these ids (telemetry.TurnIdGenerator reads
# _TURN_ROOT), and a later publish of the same turn from outside any span — the user's
# PlanApproved, StepSkipRequested or TurnCancelled — is parented to that root, so the
# whole turn stays one connected trace even across the user's think-time.

ROOT_EVENT = "QueryReceived"
_TURN_ROOT: ContextVar[str | None] = ContextVar("holmes_turn_root", default=None)


def turn_ids(turn_id: str) -> tuple[int, int]:
    digest = hashlib.sha256(f"holmes-turn:{turn_id}".encode()).digest()
    return (int.from_bytes(digest[:16], "big") or 1), (int.from_bytes(digest[16:24], "big") or 1)


def root_turn() -> str | None:
    """The turn whose root span is being started right now (for the id generator)."""
    return _TURN_ROOT.get()


def start_publish_span(tr: trace.Tracer, envelope: Envelope, name: str) -> trace.Span:
    attrs = envelope_attributes(envelope)
    kind = trace.SpanKind.PRODUCER
    if trace.get_current_span().get_span_context().is_valid or envelope.turn_id == SESSION_TURN:
        return tr.start_span(name, kind=kind, attributes=attrs)
    if envelope.type == ROOT_EVENT:
        token = _TURN_ROOT.set(envelope.turn_id)
        try:
            return tr.start_span(name, kind=kind, attributes=attrs)
        finally:
            _TURN_ROOT.reset(token)
    trace_id, span_id = turn_ids(envelope.turn_id)
    parent = trace.NonRecordingSpan(trace.SpanContext(trace_id, span_id, is_remote=True,
                                                      trace_flags=trace.TraceFlags(trace.TraceFlags.SAMPLED)))
    return tr.start_span(name, context=trace.set_span_in_context(parent), kind=kind, attributes=attrs)
