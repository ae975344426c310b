"""The deadline watcher: wakes a turn when a team's deadline or a retry's backoff is due.

Why this design (and not a sweep or NATS message scheduling):
- **The log stays the truth.** The watcher decides nothing. When a moment named by a
  recorded event is reached (``domain/timers.wake_at``: ToolsSelected + deadline + grace,
  ResultAnalyzed + retry_after_s) it runs the ordinary ``advance_turn`` on that event:
  fold the turn, ``decide(state, now)``, append with the expected sequence. ``decide``
  then records a ``TeamTimedOut`` fact (or the due re-dispatch) — or nothing, if the team
  answered meanwhile. Replaying the log never needs the watcher.
- **Timers are JetStream redeliveries.** A durable pull consumer (``orchestrator-deadlines``)
  receives every ToolsSelected and ResultAnalyzed; a message not yet due is ``nak``-ed
  with ``delay`` = time left, so the server holds the timer. Nothing lives in our memory:
  after a crash or restart the pending messages are still in the consumer and come back
  when due (at once if overdue), so open turns still time out. Replicas share the
  consumer, and racing appends are settled by the expected-sequence check and derived ids.
- NATS 2.12 message schedules (``Nats-Schedule`` headers; nats-py 2.16 has
  ``StreamConfig.allow_msg_schedules``) would also hold the timer on the server, but they
  need that flag switched on for the shared event stream in every deployment (server
  2.12+), and each timer would put a synthetic "check" message — not a fact — into the
  event log. Delayed redelivery works on any JetStream server and writes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping

from nats.aio.msg import Msg
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

from holmes_contracts import REGISTRY, STREAM_NAME, TEAM_ADDRESSED, Envelope, utcnow
from holmes_contracts.subjects import PREFIX
from holmes_kit.bus import Bus, Context, Handler
from holmes_kit.bus.consumer import keep_alive, redelivery_wait_s
from holmes_kit.bus.pull import pull_loop
from holmes_kit.settings import Settings

from ..domain.timers import seconds_until, wake_at

log = logging.getLogger(__name__)

DURABLE = "orchestrator-deadlines"
TIMED = ("ToolsSelected", "ResultAnalyzed")  # the types domain/timers.wake_at names a moment for
WATCHED = [f"{PREFIX}.*.*.{t}.*" if t in TEAM_ADDRESSED else f"{PREFIX}.*.*.{t}" for t in TIMED]
MAX_FAILURES = 10


class DeadlineWatch:
    def __init__(self, bus: Bus, settings: Settings, producer: str, advance: Handler | Mapping[str, Handler], *,
                 durable: str = DURABLE) -> None:
        """``advance``: the handler for every TIMED type, or the routing table's handlers
        for this consumer (routes.py: ``ROUTES.bind(advisor, consumer=DURABLE)``)."""
        self.bus, self.settings, self.producer = bus, settings, producer
        self.handlers = dict(advance) if isinstance(advance, Mapping) else dict.fromkeys(TIMED, advance)
        self.durable = durable
        self._stopping = asyncio.Event()
        self._runner: asyncio.Task | None = None

    def config(self) -> ConsumerConfig:
        # No max_deliver: each wait is one redelivery; failures are bounded below instead.
        return ConsumerConfig(durable_name=self.durable, filter_subjects=WATCHED, ack_policy=AckPolicy.EXPLICIT,
                              deliver_policy=DeliverPolicy.ALL,
                              ack_wait=max(redelivery_wait_s(self.settings), 30.0),
                              max_ack_pending=10_000)

    def start(self) -> asyncio.Task:
        self._runner = asyncio.create_task(self.run(), name=self.durable)
        return self._runner

    async def stop(self) -> None:
        self._stopping.set()
        if self._runner is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._runner, timeout=5.0)

    async def run(self) -> None:
        await self.bus.js.add_consumer(STREAM_NAME, self.config())
        await pull_loop(self.bus.js, STREAM_NAME, self.durable, self._process, self._stopping,
                        max_in_flight=64)

    async def _process(self, msg: Msg) -> None:
        try:
            env = REGISTRY.upcast(Envelope.from_json(msg.data))
            payload = REGISTRY.parse(env)
        except Exception as exc:  # the main consumers report poison; a timer has nothing to add
            log.warning("deadline watcher cannot read %s: %s", msg.subject, exc)
            await msg.term()
            return
        due = wake_at(env)
        left = seconds_until(due, utcnow()) if due else 0.0
        if left > 0:
            await msg.nak(delay=left)
            return
        if due is None:
            await msg.ack()
            return
        deliveries = msg.metadata.num_delivered
        ctx = Context(self.bus, self.settings, self.producer, msg.metadata.sequence.stream, msg.subject, deliveries)
        heartbeat = asyncio.create_task(keep_alive(msg, self.settings))
        try:
            await self.handlers[env.type](ctx, env, payload)
            await msg.ack()
        except Exception:
            log.exception("deadline check of turn %s failed (delivery %d)", env.turn_id, deliveries)
            if deliveries >= MAX_FAILURES:
                await msg.term()
            else:
                await msg.nak(delay=min(2.0 ** min(deliveries, 5), 30.0))
        finally:
            heartbeat.cancel()
