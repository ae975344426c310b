"""decide(state, trigger) -> new events. Pure; the handler folds, decides and appends.

Ids of outputs are anchored on the turn's plan event plus a stable key (team, attempt,
step), so *any* path to the same decision yields the same id: a redelivered trigger or
a racing replica re-emits the same event and JetStream drops it.
"""

from __future__ import annotations

from datetime import datetime

from holmes_contracts import (
    Envelope, EventPayload, PlanApprovalRequested, ResponseReady, ResultAnalyzed, StepSkipped,
    ToolsSelected, derive_event_id,
)

from .review import analyze_team, review_turn
from .state import TurnState
from .strategy import decide_strategy, team_dependencies
from .synthesis import guidance_response, synthesize
from .tools import select_tools

MAX_ATTEMPTS = 2


def _out(state: TurnState, payload: EventPayload, trigger: Envelope, key: str, producer: str,
         now: datetime) -> Envelope:
    anchor = state.plan_event_id or trigger.event_id
    team = getattr(payload, "team", None) if payload.TYPE == "ToolsSelected" else None
    return Envelope(
        event_id=derive_event_id(anchor, payload.TYPE, key), type=payload.TYPE, version=payload.VERSION,
        session_id=trigger.session_id, turn_id=trigger.turn_id, causation_id=trigger.event_id,
        correlation_id=trigger.turn_id, occurred_at=now, producer=producer, team=team,
        payload=payload.model_dump(mode="json"),
    )


def decide(state: TurnState, trigger: Envelope, producer: str, now: datetime) -> list[Envelope]:
    """``now`` is passed in (not read) so a replay can reproduce a recorded decision."""
    if state.finished or state.plan is None:
        return []
    out: list[Envelope] = []

    def emit(payload: EventPayload, key: str = "") -> None:
        out.append(_out(state, payload, trigger, key, producer, now))

    plan = state.plan
    if not plan.steps:
        emit(ResponseReady(response=guidance_response(plan), elapsed_ms=_elapsed(state, now),
                           llm_calls=state.llm_calls))
        return out
    if state.approval_required and not state.approved:
        if not state.approval_requested:
            emit(PlanApprovalRequested(steps=plan.steps))
        return out

    for step_id in sorted(state.skip_requested - set(state.skipped)):
        step = next((s for s in state.steps if s.step_id == step_id), None)
        if step is not None and step.team not in state.dispatched:
            emit(StepSkipped(step_id=step_id, reason="사용자가 건너뛰기를 요청했습니다"), step_id)
            state.skipped[step_id] = "user"

    if state.strategy is None:
        strategy = decide_strategy([s for s in state.steps if s.step_id not in state.skipped])
        emit(strategy)
        state.strategy = strategy

    _analyze_and_retry(state, emit)
    _dispatch_ready_teams(state, emit)

    teams = {s.team for s in state.steps if s.step_id not in state.skipped}
    if all(state.team_done(t) for t in teams) and not any(o.type == "ToolsSelected" for o in out):
        review = review_turn(state)
        emit(review)
        state.review = review
        response, sources = synthesize(state)
        emit(ResponseReady(response=response, sources=sources, llm_calls=state.llm_calls,
                           elapsed_ms=_elapsed(state, now)))
    return out


def _analyze_and_retry(state: TurnState, emit) -> None:
    for team, result in state.completed.items():
        seen = state.analyzed.get(team)
        if seen is not None and seen.attempt == result.attempt:
            continue
        verdict: ResultAnalyzed = analyze_team(result, can_retry=result.attempt < MAX_ATTEMPTS)
        emit(verdict, f"{team}:{result.attempt}")
        state.analyzed[team] = verdict
        if verdict.action == "retry":
            previous = state.dispatched[team][-1]
            again = previous.model_copy(update={"attempt": result.attempt + 1})
            emit(again, f"{team}:{again.attempt}")
            state.dispatched[team].append(again)


def _dispatch_ready_teams(state: TurnState, emit) -> None:
    steps = [s for s in state.steps if s.step_id not in state.skipped]
    deps = team_dependencies(steps)
    for team in dict.fromkeys(s.team for s in steps):
        if team in state.dispatched or not all(state.team_done(d) for d in deps[team] if d in deps):
            continue
        team_steps = state.team_steps(team)
        used = {c.name for d in state.dispatched.values() for sel in d for c in sel.tools}
        sel = ToolsSelected(
            team=team, step_ids=[s.step_id for s in team_steps], attempt=1,
            tools=select_tools(state.plan, team_steps, team, used), query=state.plan.query,
            intent=state.plan.intent, keywords=state.plan.keywords,
            keyword_groups=state.plan.keyword_groups, entities=state.plan.entities,
            inputs=_handover(state),
            deadline_s=sum(state.strategy.step_budgets_s.get(s.step_id, 30.0) for s in team_steps),
        )
        emit(sel, f"{team}:1")
        state.dispatched[team] = [sel]


def _handover(state: TurnState) -> dict:
    """Bounded results of finished teams, for the next team (data passing)."""
    out: dict = {}
    for result in state.completed.values():
        for r in result.results:
            if r.status == "ok":
                out[r.tool] = {"summary": r.summary, "items": r.items[:10], "data": r.data}
    return out


def _elapsed(state: TurnState, now: datetime) -> float:
    if state.started_at is None:
        return 0.0
    return round((now - state.started_at).total_seconds() * 1000, 1)
