"""The event-store port: what a handler needs of the log, and nothing of JetStream.

Two implementations pass one shared test suite (libs/kit/tests/test_event_store.py):
``NatsEventStore`` (the stream) and ``MemoryEventStore`` (unit tests, given/when/then
without a server). Their shared meaning:

- ``append`` stores an event and returns its sequence. An event whose id is already
  stored is not stored again: the first one's sequence comes back (derived ids make a
  redelivered or racing decision harmless).
- ``expected_turn_seq`` makes the append conditional: the last sequence of the event's
  turn must still be that number (0: the turn has no event yet), else
  ``ConcurrencyConflict`` — someone appended since we read; re-fold and decide again.
  The expectation is checked before the duplicate check (JetStream's order).
- ``read_turn`` / ``read_session``: the events of one turn / every turn of a session,
  oldest first.
"""

from __future__ import annotations

from typing import Protocol

from nats.js import JetStreamContext

from holmes_contracts import Envelope, event_subject, session_filter, turn_filter

from .history import Recorded, read_history
from .publish import ConcurrencyConflict, publish


class EventStore(Protocol):
    async def append(self, envelope: Envelope, *, expected_turn_seq: int | None = None) -> int: ...

    async def read_turn(self, session_id: str, turn_id: str) -> list[Recorded]: ...

    async def read_session(self, session_id: str) -> list[Recorded]: ...


class NatsEventStore:
    def __init__(self, js: JetStreamContext) -> None:
        self.js = js

    async def append(self, envelope: Envelope, *, expected_turn_seq: int | None = None) -> int:
        scope = turn_filter(envelope.session_id, envelope.turn_id) if expected_turn_seq is not None else None
        return await publish(self.js, envelope, expect_last_seq=expected_turn_seq, expect_filter=scope)

    async def read_turn(self, session_id: str, turn_id: str) -> list[Recorded]:
        return await read_history(self.js, turn_filter(session_id, turn_id))

    async def read_session(self, session_id: str) -> list[Recorded]:
        return await read_history(self.js, session_filter(session_id))


class MemoryEventStore:
    """The log in a list. ``on_append`` lets a test interleave a concurrent writer: it is
    called after each stored append with the store and the stored record."""

    def __init__(self, events: list[Envelope] | None = None) -> None:
        self.records: list[Recorded] = []
        self._by_id: dict[str, int] = {}
        self.on_append = None
        for env in events or []:
            self._store(env)

    def _store(self, env: Envelope) -> Recorded:
        rec = Recorded(len(self.records) + 1, event_subject(env.session_id, env.turn_id, env.type, env.team), env)
        self.records.append(rec)
        self._by_id[env.event_id] = rec.seq
        return rec

    async def append(self, envelope: Envelope, *, expected_turn_seq: int | None = None) -> int:
        if expected_turn_seq is not None:  # checked first, duplicate or not (as JetStream does)
            turn = [r.seq for r in self.records
                    if (r.envelope.session_id, r.envelope.turn_id) == (envelope.session_id, envelope.turn_id)]
            last = turn[-1] if turn else 0
            if last != expected_turn_seq:
                raise ConcurrencyConflict(f"wrong last sequence: {last}")
        if envelope.event_id in self._by_id:
            return self._by_id[envelope.event_id]
        rec = self._store(envelope)
        if self.on_append is not None:
            await self.on_append(self, rec)
        return rec.seq

    async def read_turn(self, session_id: str, turn_id: str) -> list[Recorded]:
        return [r for r in self.records if (r.envelope.session_id, r.envelope.turn_id) == (session_id, turn_id)]

    async def read_session(self, session_id: str) -> list[Recorded]:
        return [r for r in self.records if r.envelope.session_id == session_id]

    def types(self, turn_id: str | None = None) -> list[str]:
        """The stored events' types (``Type.team`` for team events), in order."""
        return [f"{r.envelope.type}.{r.envelope.team}" if r.envelope.team else r.envelope.type
                for r in self.records if turn_id is None or r.envelope.turn_id == turn_id]
