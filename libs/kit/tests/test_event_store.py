"""One suite, both event stores: what a handler may rely on from the log, whichever
implementation it is given (the in-memory one in unit tests, NATS in production)."""

from __future__ import annotations

import uuid

import pytest

from holmes_contracts import PlanningStarted, QueryReceived
from holmes_kit.bus import ConcurrencyConflict, EventStore, MemoryEventStore, NatsEventStore, connect
from holmes_kit.events import emit
from holmes_kit.settings import Settings


@pytest.fixture(params=["memory", pytest.param("nats", marks=pytest.mark.integration)])
async def store(request):
    if request.param == "memory":
        yield MemoryEventStore()
        return
    nats_url = request.getfixturevalue("nats_url")
    bus = await connect(Settings(NATS_URL=nats_url), name="store-suite")
    yield NatsEventStore(bus.js)
    await bus.close()


def ids() -> tuple[str, str]:
    return f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"


def query(sid: str, tid: str, text: str = "전세 시세"):
    return emit(QueryReceived(query=text), producer="test@1", session_id=sid, turn_id=tid)


async def test_a_turn_reads_back_in_append_order(store: EventStore):
    sid, tid = ids()
    q = query(sid, tid)
    s1 = await store.append(q)
    s2 = await store.append(emit(PlanningStarted(), producer="test@1", cause=q))
    turn = await store.read_turn(sid, tid)
    assert [r.envelope.type for r in turn] == ["QueryReceived", "PlanningStarted"]
    assert [r.seq for r in turn] == [s1, s2] and s1 < s2


async def test_a_session_holds_all_its_turns_and_nothing_else(store: EventStore):
    sid, t1 = ids()
    _, t2 = ids()
    other, t3 = ids()
    for s, t in ((sid, t1), (sid, t2), (other, t3)):
        await store.append(query(s, t))
    session = await store.read_session(sid)
    assert [r.envelope.turn_id for r in session] == [t1, t2]
    assert await store.read_turn(other, t1) == []


async def test_the_same_event_is_stored_once(store: EventStore):
    sid, tid = ids()
    q = query(sid, tid)
    assert await store.append(q) == await store.append(q)
    assert len(await store.read_turn(sid, tid)) == 1


async def test_an_append_expecting_the_turns_last_sequence_is_stored(store: EventStore):
    sid, tid = ids()
    q = query(sid, tid)
    first = await store.append(q, expected_turn_seq=0)  # 0: the turn is empty
    await store.append(emit(PlanningStarted(), producer="test@1", cause=q), expected_turn_seq=first)
    assert len(await store.read_turn(sid, tid)) == 2


async def test_an_append_after_someone_else_moved_the_turn_is_a_conflict_and_stores_nothing(store: EventStore):
    sid, tid = ids()
    q = query(sid, tid)
    seen = await store.append(q)
    await store.append(emit(PlanningStarted(), producer="other@1", cause=q))  # a concurrent writer
    mine = emit(PlanningStarted(message="mine"), producer="test@1", cause=q, discriminator="mine")
    with pytest.raises(ConcurrencyConflict):
        await store.append(mine, expected_turn_seq=seen)
    assert mine.event_id not in {r.envelope.event_id for r in await store.read_turn(sid, tid)}


async def test_a_non_empty_turn_conflicts_with_an_append_expecting_it_empty(store: EventStore):
    sid, tid = ids()
    await store.append(query(sid, tid))
    with pytest.raises(ConcurrencyConflict):
        await store.append(query(sid, tid, "다른 질문"), expected_turn_seq=0)


async def test_other_turns_do_not_conflict(store: EventStore):
    sid, tid = ids()
    _, other = ids()
    q = query(sid, tid)
    seen = await store.append(q)
    await store.append(query(sid, other))  # same session, another turn
    await store.append(emit(PlanningStarted(), producer="test@1", cause=q), expected_turn_seq=seen)
    assert len(await store.read_turn(sid, tid)) == 2


async def test_a_conflicting_append_can_be_retried_on_the_new_last_sequence(store: EventStore):
    sid, tid = ids()
    q = query(sid, tid)
    seen = await store.append(q)
    moved = await store.append(emit(PlanningStarted(), producer="other@1", cause=q))
    mine = emit(PlanningStarted(message="mine"), producer="test@1", cause=q, discriminator="mine")
    with pytest.raises(ConcurrencyConflict):
        await store.append(mine, expected_turn_seq=seen)
    assert await store.append(mine, expected_turn_seq=moved) > moved


async def test_an_event_already_stored_is_still_checked_against_the_expectation(store: EventStore):
    """A racing replica appended the same decision (same derived id) and more followed:
    our append of it is a conflict, and the re-fold shows it already there."""
    sid, tid = ids()
    q = query(sid, tid)
    seen = await store.append(q)
    decision = emit(PlanningStarted(), producer="test@1", cause=q)
    stored = await store.append(decision, expected_turn_seq=seen)
    assert await store.append(decision, expected_turn_seq=stored) == stored  # a plain duplicate
    await store.append(emit(PlanningStarted(message="later"), producer="other@1", cause=q, discriminator="x"))
    with pytest.raises(ConcurrencyConflict):
        await store.append(decision, expected_turn_seq=seen)
    assert [r.envelope.event_id for r in await store.read_turn(sid, tid)].count(decision.event_id) == 1
