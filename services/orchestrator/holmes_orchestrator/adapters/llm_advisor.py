"""The orchestrator's LLM decider, applied between ``decide`` and the append.

Design (why not inside ``decide``): ``decide`` stays pure and rule-based; it proposes
the turn's next events. The handler hands those proposals to ``Advisor.advise``, which
asks the LLM — concurrently, and only for the phases ``domain.llm_phases`` says are
worth a call — and merges each answer into the proposed event, keeping its derived
event id and recording ``decision`` (llm | cache | rules + fallback_reason). The
advised events are what gets appended, so the LLM's decision lives in the log: a replay
folds the recorded events and never calls the LLM, and re-running ``decide`` over a
recorded log proposes the same ids (already present, hence dropped). Nothing the LLM
answers changes what ``decide`` executes next (dependencies, retries), so advising a
batch never invalidates the rest of it. A failing LLM costs its timeout, never the turn.

One request may decide several events (issue 10 item 4): the execution plan's answer is
merged into StrategyDecided, and each team's ToolsSelected — in the same batch or a
later one — applies its part without asking again, recording ``shared_from``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from holmes_contracts import REGISTRY, DecisionMeta, Envelope, EventPayload
from holmes_kit.llm import LLM, LLMError, Prompt, StreamOption, load_prompt, rules_meta

from ..domain import llm_phases as ph
from ..domain.recovery import LOW_QUALITY
from ..domain.state import TurnState, apply, counts_as_request
from .answer_stream import AnswerStream, Writer

log = logging.getLogger(__name__)
PROMPTS = Path(__file__).resolve().parent.parent / "prompts"
PHASES = ("execution_plan", "result_analysis", "execution_review", "response_synthesis")


class Advisor:
    def __init__(self, llm: LLM) -> None:
        self.llm = llm
        self.prompts: dict[str, Prompt] = {name: load_prompt(PROMPTS, name) for name in PHASES}

    async def advise(self, state: TurnState, outputs: list[Envelope],
                     known: dict[str, dict] | None = None, stream: AnswerStream | None = None) -> list[Envelope]:
        """``state`` is the fold ``decide`` started from; the phases look at the turn as
        it will be once the proposals are appended.

        ``known`` (proposal key -> advised payload) is the handler's memory of this
        trigger: after an append conflict, a re-decision proposing the very same event
        takes its advice from there instead of asking the model again — a second call
        would let the turn move on again meanwhile (issue 13: a team finished during
        it, and the parallel team's dispatch went to another trigger)."""
        known = {} if known is None else known
        advised = list(outputs)
        # The execution plan first: the batch's own dispatch (and every later team's) applies
        # its tool decisions without another request, so they must be known before the rest.
        first = [i for i, env in enumerate(outputs) if env.type == "StrategyDecided"]
        rest = [i for i in range(len(outputs)) if i not in first]
        changed = False
        for group in (first, rest):
            after = state.clone()
            for env in advised:
                apply(after, env)
            now_dispatched = {o.team for o in outputs if o.type == "ToolsSelected" and o.team}
            jobs: list[tuple[int, Awaitable[EventPayload]]] = []
            for i in group:
                env = outputs[i]
                if proposal_key(env) in known:
                    advised[i], changed = env.model_copy(update={"payload": known[proposal_key(env)]}), True
                    continue
                job = self._job(after, env, REGISTRY.parse(env), now_dispatched, stream)
                if job is not None:
                    jobs.append((i, job))
            for (i, _), payload in zip(jobs, await asyncio.gather(*(j for _, j in jobs)), strict=True):
                known[proposal_key(outputs[i])] = payload.model_dump(mode="json")
                advised[i] = advised[i].model_copy(update={"payload": known[proposal_key(outputs[i])]})
                changed = True
        if not changed:
            return outputs
        return _count_calls(state, advised)

    def _job(self, state: TurnState, env: Envelope, p: Any, now_dispatched: set[str],
             stream: AnswerStream | None = None):
        if state.plan is None:
            return None
        if env.type == "StrategyDecided" and ph.plan_needs_llm(state):
            candidates = ph.tool_candidates(state)
            return self._ask("execution_plan", ph.plan_vars(state, p, LOW_QUALITY), ph.plan_answer_model(candidates),
                             p, lambda a, m: ph.merge_plan(p, a, m, candidates, state.plan), state.llm_retries)
        if env.type == "ToolsSelected" and (planned := ph.planned_tools(state, p)) is not None:
            return _shared(p, lambda: ph.merge_tools(p, planned, ph.shared_meta(state)))
        if env.type == "ResultAnalyzed" and ph.analysis_needs_llm(state, p, now_dispatched - {p.team}):
            return self._ask("result_analysis", ph.analysis_vars(state, p), ph.AnalysisAnswer, p,
                             lambda a, m: ph.merge_analysis(p, a, m), state.llm_retries)
        if env.type == "ReviewDone" and ph.review_needs_llm(state, p):
            return self._ask("execution_review", ph.review_vars(state, p), ph.ReviewAnswer, p,
                             lambda a, m: ph.merge_review(p, a, m), state.llm_retries)
        if env.type == "ResponseReady" and state.plan.steps and ph.synthesis_needs_llm(state):
            evidence = p.response.get("answer", "") + str(ph.synthesis_vars(state, state.review))
            levels = ph.risk_levels(state)
            return self._ask("response_synthesis", ph.synthesis_vars(state, state.review), ph.SynthesisAnswer, p,
                             lambda a, m: ph.merge_synthesis(p, ph.check_levels(a, levels), m, evidence),
                             state.llm_retries, writer=stream.writer(env) if stream is not None else None)
        return None

    async def _ask(self, task: str, values: dict[str, Any], model: type[BaseModel], rules: EventPayload,
                   merge: Callable[[Any, Any], EventPayload], retries_used: int,
                   writer: Writer | None = None) -> EventPayload:
        prompt = self.prompts[task]
        t0 = time.perf_counter()
        meta = None
        messages = [{"role": "system", "content": prompt.render(**values)},
                    {"role": "user", "content": "위 입력으로 JSON만 출력하세요."}]
        try:
            # The turn's retry budget is checked per batch (calls of one batch may each use what is left).
            # writer: the answer's text streams to the clients as the model writes it (a draft);
            # passed only then, so a phase without one makes the call it always made
            streaming = {"stream": StreamOption(writer)} if writer is not None else {}
            answer, meta = await self.llm.structured(task, prompt.version, messages, model,
                                                     retries_left=self.llm.turn_retries - retries_used, **streaming)
            return merge(answer, meta)
        except LLMError as exc:
            error: Any = exc
        except ph.Rejected as exc:
            error = f"rejected: {exc}"
        finally:
            if writer is not None:
                await writer.close()
        log.info("%s decided by rules: %s", task, error)
        return rules.model_copy(update={"decision": rules_meta(t0, error=error, prompt_version=prompt.version,
                                                               spent=meta)})


async def _shared(rules: EventPayload, merge: Callable[[], EventPayload]) -> EventPayload:
    """A decision taken from an earlier request's answer: no request, so nothing to wait for."""
    try:
        return merge()
    except ph.Rejected as exc:
        log.info("%s decided by rules: rejected: %s", rules.TYPE, exc)
        return rules.model_copy(update={"decision": rules_meta(time.perf_counter(), error=f"rejected: {exc}")})


# Stamped from the clock when the rules decide: a re-decision after an append conflict reads the
# clock again, and must still find the model's answer to the same proposal instead of asking twice.
_VOLATILE = ("elapsed_ms",)


def proposal_key(env: Envelope) -> str:
    """The same event proposed from the same rules payload (its clock stamps aside)."""
    payload = {k: v for k, v in env.payload.items() if k not in _VOLATILE}
    return env.event_id + json.dumps(payload, sort_keys=True, ensure_ascii=False, default=str)


def _count_calls(state: TurnState, outputs: list[Envelope]) -> list[Envelope]:
    """ResponseReady.llm_calls covers this batch too (the fold counted the earlier ones)."""
    batch = sum(1 for o in outputs if o.payload.get("decision")
                and counts_as_request(DecisionMeta.model_validate(o.payload["decision"])))
    fixed = []
    for o in outputs:
        if o.type == "ResponseReady":
            total = state.llm_calls + batch
            payload = {**o.payload, "llm_calls": total,
                       "response": {**o.payload.get("response", {}), "llm_calls": total}}
            o = o.model_copy(update={"payload": payload})
        fixed.append(o)
    return fixed
