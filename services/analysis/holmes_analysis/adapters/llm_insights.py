"""The analysis team's LLM decider: after the rule tools have computed their figures, one
structured call per team run words them (contract_analysis + insight_generation prompts).

Applied to the TeamCompleted that holmes_kit.team built, keeping its derived event id and
recording ``decision`` (llm | cache | rules + fallback_reason): the wording lives in the
log, so a replay folds it and never calls the model, and the orchestrator's per-turn
llm_calls count includes it. Any failure — timeout, HTTP error, invalid JSON, an answer
with an invented number or a changed risk level, or no time left before the team's
deadline — keeps the rule results and records why. A failing LLM costs its timeout,
bounded by the team's remaining budget, never the turn.
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import UTC, datetime
from pathlib import Path

from holmes_contracts import DecisionMeta, Envelope, TeamCompleted, ToolResult, ToolsSelected
from holmes_kit.llm import LLM, LLMError, LLMTimeout, load_prompt, rules_meta

from ..tools import narration

log = logging.getLogger(__name__)
PROMPTS = Path(__file__).resolve().parent.parent / "prompts"
CONTRACT_PROMPT = load_prompt(PROMPTS, "contract_analysis")
INSIGHT_PROMPT = load_prompt(PROMPTS, "insight_generation")
TASK = "insight_generation"  # one call, both prompts: the request's schema name
MIN_BUDGET_S = 1.0  # below this the answer could not arrive before the orchestrator gives up on the team


def prompt_version(f: narration.Facts) -> str:
    return f"{CONTRACT_PROMPT.version}+{INSIGHT_PROMPT.version}" if f.reasons else INSIGHT_PROMPT.version


def messages(f: narration.Facts) -> list[dict[str, str]]:
    parts = []
    if f.reasons:
        parts.append(CONTRACT_PROMPT.render(risk_level=f.risk_level or "없음", reasons=f.reasons,
                                            articles=f.articles or "없음"))
    parts.append(INSIGHT_PROMPT.render(query=f.query, results=f.results))
    return [{"role": "system", "content": "\n\n".join(parts)},
            {"role": "user", "content": "위 입력으로 JSON만 출력하세요."}]


async def word(llm: LLM | None, sel: ToolsSelected, results: list[ToolResult],
               budget_s: float) -> tuple[list[ToolResult], DecisionMeta]:
    """The results to publish and who worded them. Never raises for an LLM problem."""
    t0 = time.perf_counter()
    meta = None
    f = narration.facts(sel, results) if llm is not None else None
    if f is None:  # no LLM configured, or nothing computed to put into words: no call
        return results, rules_meta(t0)
    version = prompt_version(f)
    if budget_s < MIN_BUDGET_S:
        return results, rules_meta(t0, error=f"no_time: {budget_s:.1f}s left of the team's deadline",
                                   prompt_version=version)
    try:
        answer, meta = await asyncio.wait_for(
            llm.structured(TASK, version, messages(f), narration.answer_model(f)), timeout=budget_s)
        narration.check(f, answer)
    except TimeoutError:
        error: LLMError | str = LLMTimeout(f"{TASK}: team deadline ({budget_s:.1f}s left) reached")
    except LLMError as exc:
        error = exc
    except narration.Rejected as exc:
        error = f"rejected: {exc}"
    else:
        return narration.merge(results, answer), meta
    log.info("%s decided by rules: %s", TASK, error)
    return results, rules_meta(t0, error=error, prompt_version=version, spent=meta)


def remaining_s(cause: Envelope, deadline_s: float, now: datetime | None = None) -> float:
    """Seconds left of the team's deadline, counted from when the orchestrator dispatched it."""
    now = now or datetime.now(UTC)
    return deadline_s - max(0.0, (now - cause.occurred_at).total_seconds())


async def apply(llm: LLM | None, cause: Envelope, sel: ToolsSelected, completed: Envelope) -> Envelope:
    """The team's TeamCompleted with the worded results and the decision recorded."""
    if llm is None:  # rules only: the event stays exactly as the team built it
        return completed
    done = TeamCompleted.model_validate(completed.payload)
    results, decision = await word(llm, sel, done.results, remaining_s(cause, sel.deadline_s))
    done = done.model_copy(update={"results": results, "decision": decision,
                                   "duration_ms": round(done.duration_ms + decision.latency_ms, 1)})
    return completed.model_copy(update={"payload": done.model_dump(mode="json")})
