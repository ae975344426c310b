"""Trace context across NATS: W3C traceparent travels in message headers.

Without an SDK configured these are no-ops, so services run fine untraced.
"""

from __future__ import annotations

from collections.abc import Mapping

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace


def inject_headers(headers: dict[str, str]) -> None:
    propagate.inject(headers)


def extract_context(headers: Mapping[str, str] | None) -> otel_context.Context:
    return propagate.extract(dict(headers or {}))


def tracer(name: str) -> trace.Tracer:
    return trace.get_tracer(name)
