"""TurnState: everything the orchestrator knows about a turn, folded from its events.

No authoritative state lives in memory between events (DESIGN.md §4): every decision
starts from ``fold(history)``.

Only the *latest* attempt of a team counts: a TeamCompleted of an older attempt, of an
attempt that already timed out, or of a team whose steps were all skipped or removed
arrives too late and is recorded in ``ignored`` instead of being used. Tool results are
merged across a team's attempts (best result per tool), so an alternative tool or a re-run
with changed parameters adds to what the first attempt found instead of replacing it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from holmes_contracts import (
    REGISTRY,
    DecisionMeta,
    Envelope,
    PlanReady,
    PlanStep,
    ResultAnalyzed,
    ReviewDone,
    StrategyDecided,
    TeamCompleted,
    TeamTimedOut,
    ToolResult,
    ToolsSelected,
)

from .tools import DEFAULT_TOOLS

_STATUS_RANK = {"error": 0, "empty": 1, "ok": 2}


def result_rank(r: ToolResult) -> tuple[int, float]:
    return _STATUS_RANK.get(r.status, 0), r.quality


def step_tools(step: PlanStep) -> list[str]:
    return list(step.tools or DEFAULT_TOOLS[step.team])


@dataclass
class TurnState:
    session_id: str = ""
    turn_id: str = ""
    query: str = ""
    started_at: datetime | None = None
    approval_required: bool = False
    plan: PlanReady | None = None
    plan_event_id: str | None = None
    steps: list[PlanStep] = field(default_factory=list)
    approval_requested: bool = False
    approved: bool = False
    strategy: StrategyDecided | None = None
    strategy_event_id: str | None = None  # what a team's shared tool decision points at (shared_from)
    dispatched: dict[str, list[ToolsSelected]] = field(default_factory=dict)
    dispatched_at: dict[tuple[str, int], datetime] = field(default_factory=dict)
    completed: dict[str, TeamCompleted] = field(default_factory=dict)
    timed_out: dict[tuple[str, int], TeamTimedOut] = field(default_factory=dict)
    analyzed: dict[str, ResultAnalyzed] = field(default_factory=dict)
    analyzed_at: dict[str, datetime] = field(default_factory=dict)
    results: dict[str, ToolResult] = field(default_factory=dict)
    ignored: list[str] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)
    skip_requested: set[str] = field(default_factory=set)
    review: ReviewDone | None = None
    responded: bool = False
    failed: bool = False
    cancelled: bool = False
    event_ids: set[str] = field(default_factory=set)
    llm_calls: int = 0
    team_ms: dict[str, float] = field(default_factory=dict)  # team -> duration of its accepted attempts, summed
    llm_retries: int = 0  # requests repeated after 429 / 5xx, all phases (the turn's retry budget)
    last_seq: int = 0
    answer_chunks: int = 0  # AnswerChunk events (the draft's pieces; output, never a decision input)

    @property
    def finished(self) -> bool:
        return self.responded or self.failed or self.cancelled

    def clone(self) -> TurnState:
        """A copy decide() may advance without touching the caller's fold (payloads are frozen)."""
        copied = {k: (type(v)(v) if isinstance(v, (dict, list, set)) else v) for k, v in vars(self).items()}
        copied["dispatched"] = {k: list(v) for k, v in self.dispatched.items()}
        return TurnState(**copied)

    def team_steps(self, team: str) -> list[PlanStep]:
        return [s for s in self.steps if s.team == team and s.step_id not in self.skipped]

    def latest(self, team: str) -> ToolsSelected | None:
        sent = self.dispatched.get(team)
        return sent[-1] if sent else None

    def attempts(self, team: str) -> int:
        return len(self.dispatched.get(team, []))

    def outcome(self, team: str) -> TeamCompleted | TeamTimedOut | None:
        """What came of the latest attempt: its result, its timeout, or nothing yet."""
        latest = self.latest(team)
        if latest is None:
            return None
        done = self.completed.get(team)
        if done is not None and done.attempt == latest.attempt:
            return done
        return self.timed_out.get((team, latest.attempt))

    def awaiting(self, team: str) -> bool:
        """Dispatched, still has steps to serve, and nothing came back yet."""
        return self.latest(team) is not None and self.outcome(team) is None and bool(self.team_steps(team))

    def team_done(self, team: str) -> bool:
        """Settled for good: all its steps skipped, or its latest outcome was analysed and
        not sent for another attempt."""
        if not self.team_steps(team):
            return True
        outcome = self.outcome(team)
        if outcome is None:
            return False
        analysis = self.analyzed.get(team)
        return (analysis is not None and analysis.attempt == outcome.attempt
                and analysis.action not in ("retry", "adjust") and not self.undispatched(team))

    def undispatched(self, team: str) -> list[PlanStep]:
        """Steps of a team already dispatched that none of its attempts served yet: a
        recovery step another team's verdict added (add_team) after this team had run."""
        sent = self.dispatched.get(team)
        if not sent:
            return []
        served = {sid for sel in sent for sid in sel.step_ids}
        return [s for s in self.team_steps(team) if s.step_id not in served]

    def active_teams(self) -> list[str]:
        return list(dict.fromkeys(s.team for s in self.steps if s.step_id not in self.skipped))

    def dropped_tools(self, team: str) -> set[str]:
        """Tools asked for only by this team's skipped steps: their results are not wanted."""
        skipped = {t for s in self.steps if s.team == team and s.step_id in self.skipped for t in step_tools(s)}
        kept = {t for s in self.team_steps(team) for t in step_tools(s)}
        return skipped - kept


def counts_as_request(decision: DecisionMeta | None) -> bool:
    """One model request per counted decision: a decision that shares an earlier one's
    request (``shared_from``: a team's tools taken from the execution plan) is not another."""
    return decision is not None and decision.decided_by == "llm" and not decision.shared_from


def fold(history: list[tuple[int, Envelope]]) -> TurnState:
    state = TurnState()
    for seq, env in history:
        apply(state, env)
        state.last_seq = max(state.last_seq, seq)
    return state


def _accept_result(state: TurnState, p: TeamCompleted) -> None:
    latest = state.latest(p.team)
    if (latest is None or p.attempt != latest.attempt or (p.team, p.attempt) in state.timed_out
            or not state.team_steps(p.team)):
        state.ignored.append(f"{p.team}:{p.attempt}")
        return
    state.completed[p.team] = p
    state.team_ms[p.team] = state.team_ms.get(p.team, 0.0) + p.duration_ms
    dropped = state.dropped_tools(p.team)
    for r in p.results:
        if r.tool in dropped:
            continue
        old = state.results.get(r.tool)
        if old is None or result_rank(r) >= result_rank(old):
            state.results[r.tool] = r


def apply(state: TurnState, env: Envelope) -> None:
    state.event_ids.add(env.event_id)
    state.session_id, state.turn_id = env.session_id, env.turn_id
    p = REGISTRY.parse(env)
    decision = getattr(p, "decision", None)
    if counts_as_request(decision):
        state.llm_calls += 1
    if decision is not None:
        state.llm_retries += decision.retries
    match env.type:
        case "QueryReceived":
            state.query, state.approval_required = p.query, p.approval_required
            state.started_at = env.occurred_at
        case "PlanReady":
            state.plan, state.plan_event_id, state.steps = p, env.event_id, list(p.steps)
            state.query = state.query or p.query
            state.approval_required = state.approval_required or p.approval_required
        case "PlanApprovalRequested":
            state.approval_requested = True
        case "PlanApproved":
            state.approved = True
        case "PlanModified":
            state.approved, state.steps = True, list(p.steps)
        case "StrategyDecided":
            state.strategy, state.strategy_event_id = p, env.event_id
        case "ToolsSelected":
            state.dispatched.setdefault(p.team, []).append(p)
            state.dispatched_at[(p.team, p.attempt)] = env.occurred_at
        case "TeamCompleted":
            _accept_result(state, p)
        case "TeamTimedOut":
            state.timed_out[(p.team, p.attempt)] = p
        case "ResultAnalyzed":
            state.analyzed[p.team] = p
            state.analyzed_at[p.team] = env.occurred_at
            known = {s.step_id for s in state.steps}
            state.steps += [s for s in p.added_steps if s.step_id not in known]  # add_team
        case "StepSkipRequested":
            state.skip_requested.add(p.step_id)
        case "StepSkipped":
            state.skipped[p.step_id] = p.reason
        case "ReviewDone":
            state.review = p
        case "ResponseReady":
            state.responded = True
        case "TurnFailed":
            state.failed = True
        case "TurnCancelled":
            state.cancelled = True
        case "AnswerChunk":
            state.answer_chunks += 1
