"""JetStream semantics on a real server: de-duplication, conditional appends,
ack-after-append, bounded redelivery and poison messages (DESIGN.md §4)."""

from __future__ import annotations

import asyncio
import contextlib
import uuid

import pytest

from holmes_contracts import (
    PlanningStarted,
    QueryReceived,
    TurnFailed,
    event_subject,
    session_filter,
    turn_filter,
)
from holmes_kit.bus import ConcurrencyConflict, ServiceConsumer, connect, publish, read_history
from holmes_kit.events import emit
from holmes_kit.settings import Settings

pytestmark = pytest.mark.integration


@pytest.fixture
async def bus(nats_url):
    settings = Settings(NATS_URL=nats_url, HOLMES_MAX_DELIVER=2, HOLMES_ACK_WAIT_S=5)
    b = await connect(settings, name="test")
    yield b, settings
    await b.close()


def ids() -> tuple[str, str]:
    return f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"


@contextlib.asynccontextmanager
async def running(consumer: ServiceConsumer):
    task = asyncio.create_task(consumer.run())
    try:
        yield
    finally:
        consumer.stop()
        await asyncio.wait_for(task, 10)


async def wait_for(js, subject, predicate, timeout=15.0):
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        history = await read_history(js, subject)
        if predicate(history):
            return history
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out; history: {[r.envelope.type for r in history]}")
        await asyncio.sleep(0.1)


async def test_same_event_id_is_stored_once(bus):
    b, _ = bus
    sid, tid = ids()
    env = emit(QueryReceived(query="안녕"), producer="t@1", session_id=sid, turn_id=tid)
    assert await publish(b.js, env) == await publish(b.js, env)
    stored = [r for r in await read_history(b.js, turn_filter(sid, tid)) if r.envelope.producer == "t@1"]
    assert len(stored) == 1


async def test_conditional_append_detects_a_concurrent_writer(bus):
    b, _ = bus
    sid, tid = ids()
    first = emit(QueryReceived(query="q"), producer="t@1", session_id=sid, turn_id=tid)
    seq = await publish(b.js, first)
    await publish(b.js, emit(PlanningStarted(), producer="t@1", cause=first), expect_last_seq=seq,
                  expect_filter=turn_filter(sid, tid))
    with pytest.raises(ConcurrencyConflict):  # someone else appended after seq
        await publish(b.js, emit(PlanningStarted(message="again"), producer="t@1", cause=first, discriminator="2"),
                      expect_last_seq=seq, expect_filter=turn_filter(sid, tid))


async def test_history_is_ordered_and_scoped_to_the_session(bus):
    b, _ = bus
    sid, tid = ids()
    other, _ = ids()
    q = emit(QueryReceived(query="q"), producer="t@1", session_id=sid, turn_id=tid)
    await publish(b.js, q)
    await publish(b.js, emit(QueryReceived(query="other"), producer="t@1", session_id=other, turn_id=tid))
    await publish(b.js, emit(PlanningStarted(), producer="t@1", cause=q))
    # Only our producer's events: a running planner may react to the query as well.
    history = [r for r in await read_history(b.js, session_filter(sid)) if r.envelope.producer == "t@1"]
    assert [r.envelope.type for r in history] == ["QueryReceived", "PlanningStarted"]
    assert history[0].seq < history[1].seq
    assert await read_history(b.js, session_filter("s-nothing-here")) == []


async def test_outputs_are_stored_once_even_when_the_handler_is_retried(bus):
    b, settings = bus
    sid, tid = ids()
    calls = []

    async def flaky(ctx, env, payload):
        if env.session_id != sid:  # the stream is shared with other tests
            return []
        calls.append(ctx.deliveries)
        out = [ctx.emit(PlanningStarted(message="ok"), env)]
        if len(calls) == 1:
            await ctx.publish(out[0])  # stored, then the handler dies before acking
            raise RuntimeError("crash after append")
        return out

    consumer = ServiceConsumer(b, settings, service=f"flaky-{uuid.uuid4().hex[:6]}", producer="flaky@1",
                               routes={"QueryReceived": flaky})
    async with running(consumer):
        await publish(b.js, emit(QueryReceived(query="q"), producer="t@1", session_id=sid, turn_id=tid))
        await wait_for(b.js, turn_filter(sid, tid), lambda h: len(calls) >= 2)
        await asyncio.sleep(0.3)
    history = await read_history(b.js, turn_filter(sid, tid))
    assert calls == [1, 2]
    ours = [r.envelope.type for r in history if r.envelope.producer in ("t@1", "flaky@1")]
    assert ours == ["QueryReceived", "PlanningStarted"]  # stored once, not twice


async def test_a_handler_that_keeps_failing_ends_the_turn_with_turnfailed(bus):
    b, settings = bus
    sid, tid = ids()

    async def broken(ctx, env, payload):
        if env.session_id != sid:
            return []
        raise RuntimeError("always")

    consumer = ServiceConsumer(b, settings, service=f"broken-{uuid.uuid4().hex[:6]}", producer="broken@1",
                               routes={"QueryReceived": broken})
    async with running(consumer):
        await publish(b.js, emit(QueryReceived(query="q"), producer="t@1", session_id=sid, turn_id=tid))
        history = await wait_for(b.js, turn_filter(sid, tid),
                                 lambda h: any(r.envelope.type == "TurnFailed" for r in h))
    failed = TurnFailed.model_validate(history[-1].envelope.payload)
    assert failed.code == "handler_error" and "오류" in failed.message


async def test_poison_message_becomes_turnfailed_without_retries(bus):
    b, settings = bus
    sid, tid = ids()
    seen = []

    async def handler(ctx, env, payload):
        if env.session_id == sid:
            seen.append(env)
        return []

    consumer = ServiceConsumer(b, settings, service=f"poison-{uuid.uuid4().hex[:6]}", producer="p@1",
                               routes={"QueryReceived": handler})
    async with running(consumer):
        await b.js.publish(event_subject(sid, tid, "QueryReceived"), b"{not json",
                           headers={"Nats-Msg-Id": str(uuid.uuid4())})
        history = await wait_for(b.js, turn_filter(sid, tid),
                                 lambda h: any(r.envelope.type == "TurnFailed" for r in h))
    assert seen == []
    assert history[-1].envelope.payload["code"] == "poison_message"
