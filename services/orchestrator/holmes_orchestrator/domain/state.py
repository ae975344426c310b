"""TurnState: everything the orchestrator knows about a turn, folded from its events.

No authoritative state lives in memory between events (DESIGN.md §4): every decision
starts from ``fold(history)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from holmes_contracts import (
    REGISTRY, Envelope, PlanReady, PlanStep, ResultAnalyzed, ReviewDone, StrategyDecided,
    TeamCompleted, ToolsSelected,
)


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
    dispatched: dict[str, list[ToolsSelected]] = field(default_factory=dict)
    completed: dict[str, TeamCompleted] = field(default_factory=dict)
    analyzed: dict[str, ResultAnalyzed] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)
    skip_requested: set[str] = field(default_factory=set)
    review: ReviewDone | None = None
    responded: bool = False
    failed: bool = False
    cancelled: bool = False
    event_ids: set[str] = field(default_factory=set)
    llm_calls: int = 0
    last_seq: int = 0

    @property
    def finished(self) -> bool:
        return self.responded or self.failed or self.cancelled

    def team_steps(self, team: str) -> list[PlanStep]:
        return [s for s in self.steps if s.team == team and s.step_id not in self.skipped]

    def team_done(self, team: str) -> bool:
        """Completed for good: the last attempt came back and was not sent for a retry."""
        result = self.completed.get(team)
        if result is None:
            return False
        analysis = self.analyzed.get(team)
        return not (analysis and analysis.action == "retry" and analysis.attempt == result.attempt)

    def attempts(self, team: str) -> int:
        return len(self.dispatched.get(team, []))


def fold(history: list[tuple[int, Envelope]]) -> TurnState:
    state = TurnState()
    for seq, env in history:
        apply(state, env)
        state.last_seq = max(state.last_seq, seq)
    return state


def apply(state: TurnState, env: Envelope) -> None:
    state.event_ids.add(env.event_id)
    state.session_id, state.turn_id = env.session_id, env.turn_id
    p = REGISTRY.parse(env)
    decision = getattr(p, "decision", None)
    if decision is not None and decision.decided_by == "llm":
        state.llm_calls += 1
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
            state.strategy = p
        case "ToolsSelected":
            state.dispatched.setdefault(p.team, []).append(p)
        case "TeamCompleted":
            state.completed[p.team] = p
        case "ResultAnalyzed":
            state.analyzed[p.team] = p
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
