"""decide(state, trigger, producer, now) -> new events. Pure; the handler folds, decides and appends.

Ids of outputs are anchored on the turn's plan event plus a stable key (team, attempt,
step), so *any* path to the same decision yields the same id: a redelivered trigger, a
racing replica or a deadline check re-emits the same event and JetStream drops it.

One call settles everything the log allows at ``now``, in this order: user skips, the
strategy, overdue teams (TeamTimedOut), analysis of each new outcome (recovery policy,
early exit), due re-dispatches, optional steps left without inputs, teams whose
prerequisites are done, and finally review + answer once every wanted team is settled.
"""

from __future__ import annotations

from datetime import datetime

from holmes_contracts import (
    DecisionMeta,
    Envelope,
    EventPayload,
    PlanApprovalRequested,
    ResponseReady,
    StepSkipped,
    TeamTimedOut,
    ToolResult,
    ToolsSelected,
    derive_event_id,
)
from holmes_contracts.tools.common import MAX_ITEMS

from .analysis_detail import with_detail
from .recovery import (
    EARLY_EXIT_REASON,
    LOW_QUALITY,
    MAX_ATTEMPTS,
    NO_TOOLS_LEFT,
    UPSTREAM_MISSING,
    answers_question,
    assess,
    early_exit_steps,
    upstream_missing,
)
from .review import review_turn
from .state import TurnState, apply
from .strategy import decide_strategy, layers, team_dependencies
from .synthesis import guidance_response, synthesize
from .timers import retry_due, team_deadline
from .tools import select_tools, tool_params

__all__ = ["decide", "MAX_ATTEMPTS"]
USER_SKIP = "사용자가 건너뛰기를 요청했습니다"
NOTHING_LEFT = "실행할 단계가 모두 빠져 답할 내용이 없습니다. 필요한 단계를 남기고 다시 질문해 주세요."


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
    """``now`` is passed in (not read) so a replay can reproduce a recorded decision.

    Works on a clone: each emitted event is applied to it at once, so later rules of the
    same call see earlier decisions exactly as a re-fold of the log would."""
    if state.finished or state.plan is None:
        return []
    st = state.clone()
    out: list[Envelope] = []

    def emit(payload: EventPayload, key: str = "") -> None:
        env = _out(st, payload, trigger, key, producer, now)
        if env.event_id in st.event_ids:
            return
        apply(st, env)
        out.append(env)

    plan = st.plan
    if not plan.steps:
        emit(ResponseReady(response=guidance_response(plan), elapsed_ms=_elapsed(st, now), llm_calls=st.llm_calls))
        return out
    if st.approval_required and not st.approved:
        if not st.approval_requested:
            emit(PlanApprovalRequested(steps=plan.steps))
        return out

    if not st.steps:  # the user removed every step (PlanModified)
        emit(ResponseReady(response={**guidance_response(plan), "message": NOTHING_LEFT},
                           elapsed_ms=_elapsed(st, now), llm_calls=st.llm_calls))
        return out
    for step_id in sorted(st.skip_requested - set(st.skipped)):
        step = next((s for s in st.steps if s.step_id == step_id), None)
        if step is not None and not (st.latest(step.team) and st.team_done(step.team)):
            emit(StepSkipped(step_id=step_id, reason=USER_SKIP), step_id)
    if st.strategy is None:
        emit(decide_strategy([s for s in st.steps if s.step_id not in st.skipped] or st.steps))

    for _ in range(3):  # a skip can settle a team and unlock the next: settle until quiet
        before = len(out)
        _time_out(st, emit, now)
        _analyze(st, emit)
        _redispatch(st, emit, now)
        _skip_orphans(st, emit)
        _dispatch_ready_teams(st, emit)
        if len(out) == before:
            break

    if all(st.team_done(t) for t in st.active_teams()):
        review = review_turn(st)
        emit(review)
        response, sources = synthesize(st)
        emit(ResponseReady(response=response, sources=sources, llm_calls=st.llm_calls,
                           elapsed_ms=_elapsed(st, now)))
    return out


def _time_out(st: TurnState, emit, now: datetime) -> None:
    for team in st.active_teams():
        if not st.awaiting(team):
            continue
        sel = st.latest(team)
        at = st.dispatched_at.get((team, sel.attempt))
        if at is not None and now >= team_deadline(at, sel.deadline_s):
            emit(TeamTimedOut(team=team, step_ids=sel.step_ids, attempt=sel.attempt, deadline_s=sel.deadline_s,
                              waited_s=round((now - at).total_seconds(), 1)), f"{team}:{sel.attempt}")


def _analyze(st: TurnState, emit) -> None:
    for team in st.active_teams():
        outcome = st.outcome(team)
        seen = st.analyzed.get(team)
        if outcome is None or (seen is not None and seen.attempt == outcome.attempt):
            continue
        verdict = assess(st, team, outcome, lambda name: tool_params(name, st.plan))
        rest = early_exit_steps(st, team) if verdict.action == "continue" and answers_question(st) else []
        if rest:
            verdict = verdict.model_copy(update={
                "action": "early_exit",
                "reason": "질문에 답하는 결과를 이미 찾아 남은 선택 단계(" + ", ".join(s.task for s in rest)
                          + ")를 생략합니다"})
        emit(with_detail(st, verdict), f"{team}:{outcome.attempt}")
        for s in rest:
            emit(StepSkipped(step_id=s.step_id, reason=EARLY_EXIT_REASON), s.step_id)


def _redispatch(st: TurnState, emit, now: datetime) -> None:
    for team in st.active_teams():
        verdict, latest = st.analyzed.get(team), st.latest(team)
        if (verdict is None or latest is None or verdict.action not in ("retry", "adjust")
                or verdict.attempt != latest.attempt or not verdict.next_tools):
            continue
        if now < retry_due(st.analyzed_at[team], verdict.retry_after_s):
            continue  # the deadline watcher wakes the turn when the backoff is over
        # A new decision, made by the recovery rules: the first attempt's decision meta (it may
        # say llm) must not be copied, or the log would record a model call nobody made.
        pending = {s.step_id for s in st.undispatched(team)}  # a recovery step waits for its own attempt
        again = latest.model_copy(update={
            "attempt": latest.attempt + 1, "tools": list(verdict.next_tools),
            "step_ids": [s.step_id for s in st.team_steps(team) if s.step_id not in pending],
            "inputs": _handover(st), "decision": DecisionMeta()})
        emit(again, f"{team}:{again.attempt}")


def _skip_orphans(st: TurnState, emit) -> None:
    team_of = {s.step_id: s.team for s in st.steps}
    for s in st.steps:
        if s.step_id in st.skipped or st.latest(s.team) is not None:
            continue
        if all(st.team_done(team_of[d]) for d in s.depends_on if d in team_of) and upstream_missing(st, s):
            emit(StepSkipped(step_id=s.step_id, reason=UPSTREAM_MISSING), s.step_id)


def _dispatch_ready_teams(st: TurnState, emit) -> None:
    steps = [s for s in st.steps if s.step_id not in st.skipped]
    deps = team_dependencies(steps)
    # A team waits only for teams of earlier layers: a cyclic plan cannot dead-lock a turn.
    level = {t: i for i, layer in enumerate(layers(steps)) for t in layer}
    for team in st.active_teams():
        attempt = 1
        if team in st.dispatched:
            # A team that ran already gets another attempt only for a recovery step another
            # team's verdict added (add_team), once its own attempts are settled.
            latest, outcome, verdict = st.latest(team), st.outcome(team), st.analyzed.get(team)
            if (not st.undispatched(team) or outcome is None or verdict is None
                    or verdict.attempt != outcome.attempt or verdict.action in ("retry", "adjust")):
                continue
            attempt = latest.attempt + 1
        if not all(st.team_done(d) for d in deps[team] if level.get(d, 0) < level[team]):
            continue
        team_steps = st.undispatched(team) if attempt > 1 else st.team_steps(team)
        used = {c.name for d in st.dispatched.values() for sel in d for c in sel.tools}
        calls = select_tools(st.plan, team_steps, team, used)
        if not calls:
            for s in team_steps:
                emit(StepSkipped(step_id=s.step_id, reason=NO_TOOLS_LEFT), s.step_id)
            continue
        plan = st.plan
        emit(ToolsSelected(
            team=team, step_ids=[s.step_id for s in team_steps], attempt=attempt, tools=calls, query=plan.query,
            intent=plan.intent, inputs=_handover(st),
            deadline_s=sum(st.strategy.step_budgets_s.get(s.step_id, 30.0) for s in team_steps),
            quality_threshold=LOW_QUALITY,
        ), f"{team}:{attempt}")


def _handover(state: TurnState) -> list[ToolResult]:
    """What the next team reads of the finished teams' ok results (data passing): each summary
    and typed output (its lists bounded by its model); their params, sources and timings stay
    in TeamCompleted."""
    return [ToolResult(tool=r.tool, status=r.status, summary=r.summary, output=r.output)
            for r in state.results.values() if r.status == "ok"][:MAX_ITEMS]


def _elapsed(state: TurnState, now: datetime) -> float:
    if state.started_at is None:
        return 0.0
    return round((now - state.started_at).total_seconds() * 1000, 1)
