"""Thin handlers: fold the turn's history, decide, append with an expected sequence."""

from __future__ import annotations

import logging

from holmes_contracts import Envelope, EventPayload, utcnow
from holmes_kit.bus import ConcurrencyConflict, Context, Handler

from .adapters.answer_stream import AnswerStream
from .adapters.llm_advisor import Advisor
from .domain.decide import decide
from .domain.state import fold

log = logging.getLogger(__name__)
# A safety bound only: a round costs a history read (the model is asked once per
# proposal), so even a busy turn settles in a few rounds.
MAX_ROUNDS = 32


def make_advance_turn(advisor: Advisor | None) -> Handler:
    """With an advisor, the LLM refines decide's proposals before they are appended
    (see adapters/llm_advisor.py for why the LLM sits here and not inside decide)."""
    async def handler(ctx: Context, env: Envelope, payload: EventPayload) -> list[Envelope]:
        return await advance_turn(ctx, env, payload, advisor=advisor)
    return handler


async def advance_turn(ctx: Context, env: Envelope, _payload: EventPayload, *,
                       advisor: Advisor | None = None) -> list[Envelope]:
    """Every input this service consumes goes through the same loop: the decision is a
    function of the turn's whole history, so the trigger only names the cause.

    The appends are conditional on the turn's last sequence. When someone appended in
    between (a team's TeamStarted, a racing replica), the whole trigger is decided again
    on the new fold — not just the rest of the batch — until everything it decides is
    in the log, appended by us or already there.

    The answer's draft (AnswerChunk, adapters/answer_stream.py) goes out while the model
    writes it, or section by section just before a rule answer is appended."""
    advice: dict[str, dict] = {}
    stream = AnswerStream(ctx.store, ctx.producer)
    for _ in range(MAX_ROUNDS):
        history = await ctx.store.read_turn(env.session_id, env.turn_id)
        state = fold([(r.seq, r.envelope) for r in history])
        outputs = [o for o in decide(state, env, ctx.producer, utcnow()) if o.event_id not in state.event_ids]
        if not outputs:
            return []
        stream.begin(state)
        if advisor is not None:
            outputs = await advisor.advise(state, outputs, advice, stream)
        await stream.rule_sections(outputs)
        last = stream.last_seq(state)
        try:
            for out in outputs:
                last = await ctx.store.append(out, expected_turn_seq=last)
            return []
        except ConcurrencyConflict:
            log.info("turn %s moved on while deciding; re-folding", env.turn_id)
    raise RuntimeError(f"turn {env.turn_id}: too many concurrent appends")
