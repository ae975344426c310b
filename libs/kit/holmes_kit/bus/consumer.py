"""A service's durable pull consumer: one per service, filtered to exactly the event
types in its routing table; replicas of a service share it.

Delivery contract (DESIGN.md §4):
- a handler's outputs are stored before its input is acked;
- a failing handler is retried with backoff up to ``max_deliver`` times, then the turn
  gets a TurnFailed and the message is terminated — never a silent loop;
- an input that cannot be parsed is poison: TurnFailed at once, no retries.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field

from nats.aio.msg import Msg
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy
from opentelemetry.trace import SpanKind

from holmes_contracts import (
    REGISTRY,
    STREAM_NAME,
    Envelope,
    EventPayload,
    TurnFailed,
    derive_event_id,
    parse_subject,
    type_filters,
)
from holmes_contracts.ids import is_valid_id

from ..events import emit
from ..llm.client import call_budget_s
from ..metrics import HANDLED, HANDLER_SECONDS
from ..settings import Settings
from ..tracing import envelope_attributes, extract_context, tracer
from .connection import Bus
from .publish import publish
from .pull import pull_loop
from .store import EventStore, NatsEventStore

log = logging.getLogger(__name__)


@dataclass
class Context:
    """What a handler gets besides the event: the event store (the port; the bus's
    stream unless a test gives another), and where the event sits."""

    bus: Bus | None
    settings: Settings
    producer: str
    seq: int
    subject: str
    deliveries: int
    published: list[int] = field(default_factory=list)
    store: EventStore = None  # type: ignore[assignment]  # set in __post_init__

    def __post_init__(self) -> None:
        if self.store is None:
            self.store = NatsEventStore(self.bus.js)

    async def publish(self, envelope: Envelope) -> int:
        seq = await self.store.append(envelope)
        self.published.append(seq)
        return seq

    def emit(self, payload: EventPayload, cause: Envelope, discriminator: str = "") -> Envelope:
        return emit(payload, producer=self.producer, cause=cause, discriminator=discriminator)


# Margin over the LLM's worst case for everything else a handler does (history reads,
# appends, database queries).
WORK_MARGIN_S = 10.0


def redelivery_wait_s(settings: Settings) -> float:
    """The consumers' ack wait: never shorter than a handler's honest working time — with
    the LLM on, every attempt of a model call may run to its timeout — so a live handler
    is never redelivered even if its in-progress acks were delayed. Only a handler that
    died (no ack, no heartbeat) is redelivered, after this long."""
    llm = call_budget_s(settings.llm_timeout_s, settings.llm_max_retries) + WORK_MARGIN_S if settings.llm_enabled else 0.0
    return max(settings.ack_wait_s, llm)


def heartbeat_s(ack_wait_s: float) -> float:
    """In-progress acks from the first seconds of a handler, several per ack wait."""
    return min(max(ack_wait_s / 4, 0.5), 2.0)


async def keep_alive(msg: Msg, settings: Settings) -> None:
    """Run as a task beside a handler (cancel it when done): tells the server the message
    is still being worked on, so it is not redelivered to a second worker meanwhile."""
    every = heartbeat_s(redelivery_wait_s(settings))
    with contextlib.suppress(asyncio.CancelledError, Exception):
        while True:
            await asyncio.sleep(every)
            await msg.in_progress()


Handler = Callable[[Context, Envelope, EventPayload], Awaitable[Sequence[Envelope]]]


class ServiceConsumer:
    def __init__(self, bus: Bus, settings: Settings, *, service: str, producer: str,
                 routes: Mapping[str, Handler], team: str | None = None) -> None:
        self.bus, self.settings, self.service, self.producer = bus, settings, service, producer
        self.routes, self.team = dict(routes), team
        self._stopping = asyncio.Event()
        self._slots = asyncio.Semaphore(settings.max_in_flight)
        self._tracer = tracer(service)

    @property
    def durable(self) -> str:
        return self.service

    def consumer_config(self) -> ConsumerConfig:
        # No ``backoff``: JetStream would take its first value as the ack wait. A timed-out
        # delivery means the handler died (a live one sends in-progress acks), so every
        # redelivery waits the full ack wait; a failing handler's retries are paced by the
        # nak delay in _process instead.
        return ConsumerConfig(
            durable_name=self.durable,
            filter_subjects=type_filters(sorted(self.routes), self.team),
            ack_policy=AckPolicy.EXPLICIT,
            deliver_policy=DeliverPolicy.ALL,
            max_deliver=self.settings.max_deliver,
            ack_wait=redelivery_wait_s(self.settings),
            max_ack_pending=1000,
        )

    async def run(self) -> None:
        await self.bus.js.add_consumer(STREAM_NAME, self.consumer_config())
        log.info("%s consuming %s", self.durable, ", ".join(sorted(self.routes)))
        await pull_loop(self.bus.js, STREAM_NAME, self.durable, self._process, self._stopping,
                        max_in_flight=self.settings.max_in_flight)

    def stop(self) -> None:
        self._stopping.set()

    async def _process(self, msg: Msg) -> None:
        deliveries = msg.metadata.num_delivered
        try:
            envelope = REGISTRY.upcast(Envelope.from_json(msg.data))
            payload = REGISTRY.parse(envelope)
        except Exception as exc:
            await self._poison(msg, f"읽을 수 없는 이벤트입니다: {exc}")
            return
        handler = self.routes.get(envelope.type)
        if handler is None:  # filter and table disagree: ack, it is not ours
            await msg.ack()
            return
        ctx = Context(self.bus, self.settings, self.producer, msg.metadata.sequence.stream,
                      msg.subject, deliveries)
        heartbeat = asyncio.create_task(keep_alive(msg, self.settings))
        started, outcome = time.perf_counter(), "ok"
        try:
            # The handler span continues the publisher's trace (headers); everything the
            # handler publishes — here or from inside it — becomes its child.
            with self._tracer.start_as_current_span(
                    f"{self.service} {envelope.type}", context=extract_context(msg.headers),
                    kind=SpanKind.CONSUMER, attributes=envelope_attributes(envelope)) as span:
                span.set_attribute("holmes.service", self.service)
                span.set_attribute("holmes.seq", ctx.seq)
                span.set_attribute("messaging.message.delivery_count", deliveries)
                outputs = await handler(ctx, envelope, payload)
                for out in outputs:
                    await ctx.publish(out)
            await msg.ack()
        except Exception as exc:
            log.exception("%s failed on %s (delivery %d)", self.service, envelope.type, deliveries)
            if deliveries >= self.settings.max_deliver:
                outcome = "failed"
                await self._fail_turn(msg, envelope, exc)
            else:
                outcome = "retry"
                await msg.nak(delay=min(2.0 ** deliveries, 30.0))
        finally:
            heartbeat.cancel()
            HANDLED.labels(self.service, envelope.type, outcome).inc()
            HANDLER_SECONDS.labels(self.service, envelope.type).observe(time.perf_counter() - started)

    async def _fail_turn(self, msg: Msg, cause: Envelope, exc: Exception) -> None:
        failed = emit(TurnFailed(code="handler_error",
                                 message="처리 중 오류가 발생해 이 질문을 완료하지 못했습니다.",
                                 details={"service": self.service, "event": cause.type,
                                          "error": str(exc)[:500]}),
                      producer=self.producer, cause=cause)
        with contextlib.suppress(Exception):
            await publish(self.bus.js, failed)
        await msg.term()

    async def _poison(self, msg: Msg, reason: str) -> None:
        log.error("poison message on %s: %s", msg.subject, reason)
        HANDLED.labels(self.service, msg.subject.split(".")[4] if msg.subject.count(".") >= 4 else "?",
                       "poison").inc()
        with contextlib.suppress(Exception):
            parts = parse_subject(msg.subject)
            if is_valid_id(parts.session_id) and is_valid_id(parts.turn_id):
                failed = emit(TurnFailed(code="poison_message", message="잘못된 형식의 이벤트를 받아 처리할 수 없습니다.",
                                         details={"service": self.service, "subject": msg.subject,
                                                  "reason": reason[:500]}),
                              producer=self.producer, session_id=parts.session_id,
                              turn_id=parts.turn_id)
                # Same id however often this poison message is seen.
                failed = failed.model_copy(update={"event_id": derive_event_id(
                    f"poison:{msg.metadata.sequence.stream}", "TurnFailed")})
                await publish(self.bus.js, failed)
        await msg.term()
