"""The gateway's /metrics: the product's health read off the event log.

A durable consumer (``gateway-metrics``, shared by gateway replicas so every event is
counted once across them; Prometheus sums the replicas) feeds ``observe`` with the
events that start, decide and finish turns. Consumer lag and open WebSockets are read
at scrape time. Counters start at zero with the process, as Prometheus expects.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable
from datetime import datetime

import prometheus_client
from nats.js import JetStreamContext
from nats.js.api import ConsumerConfig, DeliverPolicy
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

from holmes_contracts import STREAM_NAME, Envelope, event_subject, type_filters
from holmes_kit.bus import ServiceConsumer
from holmes_kit.metrics import consumer_lag

DURABLE = "gateway-metrics"
# Every type that carries a DecisionMeta, plus the turn's start and ends.
DECIDING = ("PlanReady", "StrategyDecided", "ToolsSelected", "TeamCompleted", "ResultAnalyzed", "ReviewDone",
            "ResponseReady")
OBSERVED = tuple(sorted({"QueryReceived", "TurnFailed", "TurnCancelled", "AnswerChunk", *DECIDING}))
RESPONSE_TYPES = {"answer", "guidance", "summary", "error"}
DECIDERS = {"rules", "llm", "cache"}
CONTENT_TYPE = prometheus_client.CONTENT_TYPE_LATEST

StartedAt = Callable[[Envelope], Awaitable[datetime | None]]


class GatewayMetrics:
    def __init__(self, connections: Callable[[], int] = lambda: 0) -> None:
        # Own registry: several apps in one process (tests) must not collide.
        r = self.registry = CollectorRegistry()
        self.turns_started = Counter("holmes_gateway_turns_started_total", "Turns started (QueryReceived)",
                                     registry=r)
        self.turns_finished = Counter(
            "holmes_gateway_turns_finished_total",
            "Turns finished, by outcome: the answer's type (answer|guidance|summary|error), failed or cancelled",
            ["outcome"], registry=r)
        self.turn_seconds = Histogram(
            "holmes_gateway_turn_duration_seconds",
            "End-to-end turn latency, QueryReceived to ResponseReady, from the events' occurred_at",
            ["outcome"], buckets=(0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60, 120, 300), registry=r)
        self.first_chunk_seconds = Histogram(
            "holmes_gateway_first_answer_chunk_seconds",
            "Time to the answer's first piece, QueryReceived to the first AnswerChunk, from the events' occurred_at",
            buckets=(0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60, 120, 300), registry=r)
        self.decisions = Counter("holmes_decisions_total",
                                 "Decisions recorded in events, by event type and decider (rules|llm|cache)",
                                 ["event_type", "decided_by"], registry=r)
        self.llm_tokens = Counter("holmes_llm_tokens_total", "LLM tokens spent on decisions",
                                  ["direction"], registry=r)
        self.turn_llm_calls = Histogram("holmes_turn_llm_calls", "LLM calls per answered turn (ResponseReady)",
                                        buckets=(0, 1, 2, 3, 4, 6, 8, 12, 20), registry=r)
        self.turn_errors = Counter("holmes_turn_errors_total", "Failed turns by TurnFailed code", ["code"],
                                   registry=r)
        self.client_errors = Counter("holmes_gateway_client_errors_total",
                                     "Errors answered to clients (WebSocket error codes, HTTP statuses)",
                                     ["code"], registry=r)
        self.consumer_pending = Gauge("holmes_consumer_pending_messages",
                                      "Stored events a durable consumer has not been delivered yet (lag)",
                                      ["durable"], registry=r)
        self.consumer_ack_pending = Gauge("holmes_consumer_ack_pending_messages",
                                          "Events delivered to a durable consumer and not acked yet",
                                          ["durable"], registry=r)
        self.connections = Gauge("holmes_gateway_websocket_connections", "Open WebSocket connections",
                                 registry=r)
        self.connections.set_function(connections)
        self._started: OrderedDict[str, datetime] = OrderedDict()  # turn -> QueryReceived time

    # --- from events --------------------------------------------------------------
    def observe(self, env: Envelope, started_at: datetime | None = None) -> None:
        """Count one event; ``started_at`` is its turn's QueryReceived time (for the ends)."""
        p = env.payload
        if env.type == "QueryReceived":
            self.turns_started.inc()
            self._remember(env)
        if env.type == "AnswerChunk":
            # index 0 is the turn's first piece; a turn this replica saw start only
            started_at = self._started.get(env.turn_id)
            if p.get("index") == 0 and started_at is not None:
                self.first_chunk_seconds.observe(max((env.occurred_at - started_at).total_seconds(), 0.0))
            return
        decision = p.get("decision") if env.type in DECIDING else None
        if isinstance(decision, dict):
            decider = decision.get("decided_by", "rules")
            self.decisions.labels(env.type, decider if decider in DECIDERS else "other").inc()
            self.llm_tokens.labels("in").inc(max(int(decision.get("tokens_in") or 0), 0))
            self.llm_tokens.labels("out").inc(max(int(decision.get("tokens_out") or 0), 0))
        outcome = _outcome(env)
        if outcome is None:
            return
        self.turns_finished.labels(outcome).inc()
        if env.type == "TurnFailed":
            self.turn_errors.labels(str(p.get("code") or "unknown")[:40]).inc()
        if env.type == "ResponseReady":
            self.turn_llm_calls.observe(max(int(p.get("llm_calls") or 0), 0))
            started_at = started_at or self._started.get(env.turn_id)
            if started_at is not None:
                self.turn_seconds.labels(outcome).observe(max((env.occurred_at - started_at).total_seconds(), 0.0))
        self._started.pop(env.turn_id, None)

    def knows_start(self, turn_id: str) -> bool:
        return turn_id in self._started

    def client_error(self, code: str | int) -> None:
        self.client_errors.labels(str(code)[:40]).inc()

    def _remember(self, env: Envelope) -> None:
        self._started[env.turn_id] = env.occurred_at
        while len(self._started) > 10_000:  # turns that never finish must not grow memory
            self._started.popitem(last=False)

    # --- at scrape time -----------------------------------------------------------
    async def refresh_lag(self, js: JetStreamContext) -> None:
        lags = await consumer_lag(js)
        self.consumer_pending.clear()
        self.consumer_ack_pending.clear()
        for lag in lags:
            self.consumer_pending.labels(lag.durable).set(lag.pending)
            self.consumer_ack_pending.labels(lag.durable).set(lag.ack_pending)

    def render(self) -> bytes:
        """Ours plus the process-wide registry (the projector's handler metrics, process stats)."""
        return prometheus_client.generate_latest(self.registry) + prometheus_client.generate_latest()


def _outcome(env: Envelope) -> str | None:
    if env.type == "ResponseReady":
        kind = (env.payload.get("response") or {}).get("type")
        return kind if kind in RESPONSE_TYPES else "other"
    return {"TurnFailed": "failed", "TurnCancelled": "cancelled"}.get(env.type)


def query_time_lookup(js: JetStreamContext) -> StartedAt:
    """When this replica did not see the turn's QueryReceived (another replica did, or
    it predates the process), read it straight from the stream by subject."""
    async def started_at(env: Envelope) -> datetime | None:
        try:
            msg = await js.get_last_msg(STREAM_NAME, event_subject(env.session_id, env.turn_id, "QueryReceived"))
            return Envelope.from_json(msg.data).occurred_at
        except Exception:
            return None
    return started_at


class MetricsConsumer(ServiceConsumer):
    """ToolsSelected is team-addressed (``...ToolsSelected.<team>``): add that filter. A
    new metrics consumer starts at the end of the log — counters describe the running
    system, and a first start must not replay years of turns."""

    def consumer_config(self) -> ConsumerConfig:
        config = super().consumer_config()
        config.deliver_policy = DeliverPolicy.NEW
        config.filter_subjects = [*type_filters([t for t in OBSERVED if t != "ToolsSelected"]),
                                  type_filters(["ToolsSelected"], "*")[0]]
        return config


def count_into(metrics: GatewayMetrics, started_at: StartedAt):
    """The metrics consumer's handler (routes.py)."""
    async def count(_ctx, env: Envelope, _payload) -> list:
        known = env.type != "ResponseReady" or metrics.knows_start(env.turn_id)
        metrics.observe(env, None if known else await started_at(env))
        return []
    return count
