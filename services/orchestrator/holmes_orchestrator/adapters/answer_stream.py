"""The answer's draft on its way to the clients: AnswerChunk events (output, not decisions).

While the synthesis runs, the model's text goes to the log in pieces (``writer``); in
rules mode, or when no model wrote this answer, the rule answer goes out section by
section (``rule_sections``) just before it is appended. ResponseReady still carries the
whole text and replaces the draft; nothing folds a chunk into a decision.

Why the chunks are appended conditionally: the handler appends its decisions on the
condition that the turn's last sequence is the one it folded. The chunks are appended
along the same chain (each one expects the sequence the previous one got), so after
streaming the handler knows the turn's last sequence exactly and its decisions still
detect any *other* writer. A chunk that meets another writer is appended anyway (text
must not be lost) and the chain is marked broken: the decisions' append then conflicts
and the handler re-folds, as it would without streaming.

Pieces are coalesced (``FLUSH_S``): a real model sends a token every few ms, and every
append is a stored, fsynced event; the first piece goes out at once (time to first chunk).
"""

from __future__ import annotations

import re
import time

from holmes_contracts import AnswerChunk, Envelope
from holmes_kit.bus import ConcurrencyConflict, EventStore
from holmes_kit.events import emit

from ..domain.state import TurnState

FLUSH_S = 0.15
_SECTION = re.compile(r"(?=\n\n### )")


def sections(answer: str) -> list[str]:
    """The rule answer's pieces, split before each ``### `` heading; joined they are the answer."""
    return [p for p in _SECTION.split(answer) if p]


class AnswerStream:
    """One per handler invocation (kept across its re-decision rounds)."""

    def __init__(self, store: EventStore, producer: str) -> None:
        self.store, self.producer = store, producer
        self.streamed: set[str] = set()  # ResponseReady ids whose draft went out in this invocation
        self.last: int | None = 0
        self.index = 0
        self.published = 0

    def begin(self, state: TurnState) -> None:
        """A round starts from this fold."""
        self.last, self.index = state.last_seq, state.answer_chunks

    def last_seq(self, state: TurnState) -> int:
        """Where the round's decisions append: after our chunks, or (chain broken) the fold's
        sequence, which then conflicts and re-folds."""
        return state.last_seq if self.last is None else self.last

    async def publish(self, response: Envelope, text: str, *, restart: bool = False) -> None:
        chunk = emit(AnswerChunk(index=self.index, text=text, restart=restart), producer=self.producer,
                     cause=response, discriminator=str(self.index))
        self.index += 1
        self.published += 1
        try:
            seq = await self.store.append(chunk, expected_turn_seq=self.last)
        except ConcurrencyConflict:
            await self.store.append(chunk)
            self.last = None
            return
        if self.last is not None:
            self.last = seq

    def writer(self, response: Envelope) -> Writer:
        """A sink for the model's streamed answer text (``StreamOption(writer)``)."""
        self.streamed.add(response.event_id)
        return Writer(self, response)

    async def rule_sections(self, outputs: list[Envelope]) -> None:
        """The rule answer of a ResponseReady whose draft did not go out yet, by section."""
        for env in outputs:
            if env.type != "ResponseReady" or env.event_id in self.streamed:
                continue
            answer = (env.payload.get("response") or {}).get("answer")
            if not isinstance(answer, str) or not answer:
                continue  # guidance (greeting, unclear): one short message, nothing to stream
            self.streamed.add(env.event_id)
            restart = self.index > 0
            for i, piece in enumerate(sections(answer)):
                await self.publish(env, piece, restart=restart and i == 0)


class Writer:
    def __init__(self, stream: AnswerStream, response: Envelope) -> None:
        self.stream, self.response = stream, response
        self.buffer = ""
        self.flushed_at: float | None = None
        self.first = True

    async def __call__(self, text: str) -> None:
        self.buffer += text
        now = time.monotonic()
        if self.flushed_at is None or now - self.flushed_at >= FLUSH_S:
            await self.flush()

    async def flush(self) -> None:
        if not self.buffer:
            return
        text, self.buffer = self.buffer, ""
        self.flushed_at = time.monotonic()
        restart, self.first = self.first and self.stream.index > 0, False
        await self.stream.publish(self.response, text, restart=restart)

    async def close(self) -> None:
        await self.flush()
