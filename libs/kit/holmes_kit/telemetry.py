"""Tracing set-up, once per process, chosen by the standard OTEL_* variables.

- ``OTEL_TRACES_EXPORTER``: ``otlp`` | ``console`` | ``none``. Unset means ``otlp`` when
  an OTLP endpoint is configured and ``none`` otherwise — so a bare ``holmes up`` pays
  nothing: no SDK provider is installed and every span is the API's no-op.
- ``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``, headers,
  timeouts: read by the OTLP exporter itself (http/protobuf, port 4318 by default).
- ``OTEL_SERVICE_NAME`` overrides the service name; ``OTEL_RESOURCE_ATTRIBUTES`` adds to it.
- ``OTEL_SDK_DISABLED=true`` turns everything off.

One turn is one trace: the gateway's QueryReceived publish starts it (bus/publish.py),
the trace context rides in the NATS headers, and every consumer continues it.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Iterator

from opentelemetry import trace
from opentelemetry.sdk.trace.id_generator import RandomIdGenerator
from opentelemetry.trace import Span, SpanKind

from .tracing import root_turn, turn_ids

log = logging.getLogger(__name__)

_configured: str | None = None  # the exporter installed in this process, once


class TurnIdGenerator(RandomIdGenerator):
    """Random ids, except for a turn's root span: those are derived from the turn id
    (tracing.start_publish_span), so later publishes of the turn can join its trace."""

    def generate_trace_id(self) -> int:
        turn = root_turn()
        return turn_ids(turn)[0] if turn else super().generate_trace_id()

    def generate_span_id(self) -> int:
        turn = root_turn()
        return turn_ids(turn)[1] if turn else super().generate_span_id()


def _wanted_exporter() -> str:
    if os.environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return "none"
    chosen = os.environ.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if chosen:
        return chosen.split(",")[0].strip()
    has_endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT") or os.environ.get(
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
    return "otlp" if has_endpoint else "none"


def _exporter(kind: str):
    if kind == "console":
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter
        return ConsoleSpanExporter()
    if kind == "otlp":
        protocol = os.environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL") or os.environ.get(
            "OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf")
        if protocol == "grpc":
            try:
                from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
                return OTLPSpanExporter()
            except ImportError:
                log.warning("OTLP gRPC exporter is not installed; exporting over http/protobuf "
                            "(point OTEL_EXPORTER_OTLP_ENDPOINT at the collector's :4318)")
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        return OTLPSpanExporter()
    raise ValueError(f"OTEL_TRACES_EXPORTER={kind!r} is not supported (otlp | console | none)")


def setup_tracing(service_name: str, *, exporter=None, batch: bool = True) -> str:
    """Install the SDK tracer provider if an exporter is configured; idempotent.

    ``exporter`` (tests: an InMemorySpanExporter) overrides the environment. Returns the
    exporter kind in effect (``none`` when tracing stays a no-op).
    """
    global _configured
    if tracing_enabled():  # one provider per process: the first real one stays
        provider = trace.get_tracer_provider()
        if exporter is not None and hasattr(provider, "add_span_processor"):
            from opentelemetry.sdk.trace.export import SimpleSpanProcessor
            provider.add_span_processor(SimpleSpanProcessor(exporter))
        return _configured or "external"
    if _configured is not None and exporter is None:
        return _configured
    kind = "custom" if exporter is not None else _wanted_exporter()
    if kind == "none":
        _configured = "none"
        return _configured
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

    try:
        exporter = exporter or _exporter(kind)
    except ValueError as exc:  # a typo in the environment must not stop the service
        log.warning("%s; tracing stays off", exc)
        _configured = "none"
        return _configured
    name = os.environ.get("OTEL_SERVICE_NAME") or service_name
    provider = TracerProvider(resource=Resource.create({SERVICE_NAME: name}), id_generator=TurnIdGenerator())
    processor = BatchSpanProcessor(exporter) if batch and kind != "custom" else SimpleSpanProcessor(exporter)
    provider.add_span_processor(processor)
    trace.set_tracer_provider(provider)
    _configured = kind
    log.info("tracing: %s exporter, service.name=%s", kind, name)
    return kind


def shutdown_tracing() -> None:
    """Flush spans still buffered (the batch processor) before the process exits."""
    provider = trace.get_tracer_provider()
    with contextlib.suppress(Exception):
        provider.shutdown()  # type: ignore[attr-defined]


def tracing_enabled() -> bool:
    """True once a real (SDK) provider is installed — by us or by a test."""
    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)


@contextlib.contextmanager
def llm_span(decision_point: str, *, model: str | None, system: str = "openai") -> Iterator[Span]:
    """The span an LLM call runs in (GenAI semantic-convention attribute names).

    The LLM client wraps each chat/structured call in this and records token counts on
    the yielded span (``gen_ai.usage.input_tokens`` / ``output_tokens``).
    """
    with trace.get_tracer("holmes_kit.llm").start_as_current_span(
            f"chat {model or ''}".strip(), kind=SpanKind.CLIENT) as span:
        span.set_attribute("gen_ai.system", system)
        span.set_attribute("gen_ai.operation.name", "chat")
        span.set_attribute("holmes.decision_point", decision_point)
        if model:
            span.set_attribute("gen_ai.request.model", model)
        yield span
