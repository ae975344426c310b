"""The orchestrator's process manager on a real NATS server: racing replicas, replay of a
recorded log, and team deadlines held by JetStream across a restart."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections import Counter

import pytest

from holmes_contracts import (
    OUTPUT_ONLY,
    STREAM_NAME,
    PlanReady,
    PlanStep,
    QueryReceived,
    StrategyDecided,
    TeamCompleted,
    ToolResult,
    turn_filter,
)
from holmes_contracts.tools.outputs import output_for
from holmes_kit import testing
from holmes_kit.bus import Context, connect, publish, read_history
from holmes_kit.events import emit
from holmes_kit.settings import Settings
from holmes_orchestrator.adapters.timeouts import DeadlineWatch
from holmes_orchestrator.domain.decide import decide
from holmes_orchestrator.domain.state import fold
from holmes_orchestrator.handlers import advance_turn

pytestmark = pytest.mark.integration
PRODUCER = "orchestrator@it"


@pytest.fixture(scope="module")
def nats_url():
    """A server of our own: the session's shared one may have a whole system running on it
    (the e2e ``system`` fixture), whose orchestrator and teams would answer our turns too."""
    with testing.nats_server() as url:
        yield url


@contextlib.asynccontextmanager
async def instance(nats_url):
    """One orchestrator replica: its own connection, the real handler."""
    settings = Settings(NATS_URL=nats_url)
    bus = await connect(settings, name=f"orch-{uuid.uuid4().hex[:6]}")
    try:
        yield bus, settings
    finally:
        await bus.close()


def ctx_of(bus, settings) -> Context:
    return Context(bus, settings, PRODUCER, 0, "", 1)


def new_turn() -> tuple[str, str]:
    return f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"


def search_step(budget_hint: float = 5.0) -> PlanStep:
    return PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team",
                    task="법률 조항 검색", tools=["legal_search"], estimated_time_s=budget_hint)


async def start_turn(js, sid: str, tid: str, *, budget_s: float | None = None) -> list:
    q = emit(QueryReceived(query="전세금 5% 인상이 가능한가요?"), producer="gateway@it", session_id=sid, turn_id=tid)
    p = emit(PlanReady(query=q.payload["query"], intent="법률상담", confidence=0.9, steps=[search_step()]),
             producer="planner@it", cause=q)
    events = [q, p]
    if budget_s is not None:  # a recorded strategy with a short budget, so the test is quick
        events.append(emit(StrategyDecided(strategy="sequential", groups=[["step-1"]],
                                           step_budgets_s={"step-1": budget_s}), producer=PRODUCER, cause=p))
    for e in events:
        await publish(js, e)
    return events


def legal_done(cause) -> object:
    r = ToolResult(tool="legal_search", status="ok", quality=0.9, summary="주택임대차보호법 제7조",
                   output=output_for("legal_search", {"articles": [
                       {"law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권", "body": "…"}]}))
    return emit(TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[r]),
                producer="search@it", cause=cause, discriminator="search:1")


async def test_two_replicas_racing_on_the_same_team_completed_append_one_set_of_decisions(nats_url):
    async with instance(nats_url) as (bus_a, st_a), instance(nats_url) as (bus_b, st_b):
        for _ in range(5):  # several rounds: the interleaving differs each time
            sid, tid = new_turn()
            _, plan = await start_turn(bus_a.js, sid, tid)
            await advance_turn(ctx_of(bus_a, st_a), plan, None)
            history = await read_history(bus_a.js, turn_filter(sid, tid))
            sel = next(r.envelope for r in history if r.envelope.type == "ToolsSelected")
            done = legal_done(sel)
            await publish(bus_a.js, done)
            await asyncio.gather(advance_turn(ctx_of(bus_a, st_a), done, None),
                                 advance_turn(ctx_of(bus_b, st_b), done, None))
            history = await read_history(bus_a.js, turn_filter(sid, tid))
            counts = Counter(r.envelope.type for r in history)
            assert counts["ResultAnalyzed"] == counts["ReviewDone"] == counts["ResponseReady"] == 1
            assert counts["ToolsSelected"] == counts["StrategyDecided"] == 1
            assert len({r.envelope.event_id for r in history}) == len(history)


async def test_deciding_again_over_the_recorded_log_reproduces_the_recorded_decisions(nats_url):
    async with instance(nats_url) as (bus, settings):
        sid, tid = new_turn()
        _, plan = await start_turn(bus.js, sid, tid)
        await advance_turn(ctx_of(bus, settings), plan, None)
        history = await read_history(bus.js, turn_filter(sid, tid))
        done = legal_done(next(r.envelope for r in history if r.envelope.type == "ToolsSelected"))
        await publish(bus.js, done)
        await advance_turn(ctx_of(bus, settings), done, None)
        log = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
    by_id = {e.event_id: e for e in log}
    i = checked = 0
    while i < len(log):
        if log[i].producer != PRODUCER or log[i].type in OUTPUT_ONLY:  # the answer's draft is no decision
            i += 1
            continue
        again = decide(fold(list(enumerate(log[:i], 1))), by_id[log[i].causation_id], PRODUCER, log[i].occurred_at)
        strip = lambda e: (e.event_id, e.type, {k: v for k, v in e.payload.items() if k != "elapsed_ms"})  # noqa: E731
        assert [strip(e) for e in again] == [strip(e) for e in log[i:i + len(again)]] and again
        i += len(again)
        checked += len(again)
    assert checked == 5  # StrategyDecided, ToolsSelected, ResultAnalyzed, ReviewDone, ResponseReady


async def wait_types(js, sid, tid, predicate, timeout=30.0):
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        types = [r.envelope.type for r in await read_history(js, turn_filter(sid, tid))]
        if predicate(types):
            return types
        if loop.time() > end:
            raise AssertionError(f"timed out; history: {types}")
        await asyncio.sleep(0.1)


async def test_a_silent_team_times_out_even_across_an_orchestrator_restart(nats_url):
    durable = f"deadlines-{uuid.uuid4().hex[:6]}"
    sid, tid = new_turn()
    async with instance(nats_url) as (bus, settings):
        events = await start_turn(bus.js, sid, tid, budget_s=0.5)
        first = DeadlineWatch(bus, settings, PRODUCER, advance_turn, durable=durable)
        first.start()
        await advance_turn(ctx_of(bus, settings), events[1], None)  # dispatch; nobody will answer
        await asyncio.sleep(0.5)  # the watcher has seen the dispatch and parked it on the server
        await first.stop()  # "crash": nothing of the timer lives in this process any more
    await asyncio.sleep(2.5)
    async with instance(nats_url) as (bus, settings):
        second = DeadlineWatch(bus, settings, PRODUCER, advance_turn, durable=durable)
        second.start()
        try:
            types = await wait_types(bus.js, sid, tid, lambda t: "ResponseReady" in t)
        finally:
            await second.stop()
            with contextlib.suppress(Exception):
                await bus.js.delete_consumer(STREAM_NAME, durable)
        log = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
    assert types.count("TeamTimedOut") == 2 and types.count("ToolsSelected") == 2  # retried once
    answer = next(e for e in log if e.type == "ResponseReady").payload["response"]["answer"]
    assert "- 관련 법령: 검색팀이 제한 시간" in answer and "legal_search" not in answer  # named by its title
