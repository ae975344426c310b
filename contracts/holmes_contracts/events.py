"""The v1 event catalog (DESIGN.md §3). Events are past-tense facts.

Changing a field in a non-additive way means: bump VERSION, add an upcaster in
upcasters.py, and add a golden fixture of the old version under tests/contract/.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from .models import (
    DataToPass,
    DecisionMeta,
    Entities,
    ExecutionEfficiency,
    Guidance,
    OutputT,
    PlanAdjustment,
    PlanStep,
    SkippedTool,
    Source,
    Team,
    TeamPlan,
    TeamToolPlan,
    ToolCall,
    ToolResult,
)
from .payload import EventPayload
from .tools.common import MAX_ITEMS


class QueryReceived(EventPayload):
    TYPE = "QueryReceived"
    query: str = Field(description="the user's question, Korean")
    user_id: str | None = None
    approval_required: bool = Field(default=False, description="client asked to approve the plan first")
    client_message_id: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


class PlanningStarted(EventPayload):
    TYPE = "PlanningStarted"
    message: str = "계획을 세우고 있습니다"


class PlanReady(EventPayload):
    TYPE = "PlanReady"
    query: str
    intent: str = Field(description="one of the nine intents")
    confidence: float = Field(ge=0.0, le=1.0)
    keywords: list[str] = Field(default_factory=list)
    keyword_groups: dict[str, list[str]] = Field(default_factory=dict, description="legal / real_estate / loan / general")
    entities: Entities = Field(default_factory=Entities)
    steps: list[PlanStep] = Field(default_factory=list, description="empty on the fast path")
    parallel_groups: list[list[str]] = Field(default_factory=list, description="step ids that may run together, in order")
    estimated_total_time: float = 0.0
    guidance: Guidance | None = Field(default=None, description="fast-path answer (greeting, irrelevant, unclear)")
    reasoning: str = ""
    approval_required: bool = False
    context_turn_id: str | None = Field(default=None, description="earlier turn whose intent/entities were reused")
    decision: DecisionMeta = Field(default_factory=DecisionMeta)


class PlanApprovalRequested(EventPayload):
    TYPE = "PlanApprovalRequested"
    steps: list[PlanStep]
    message: str = "실행 계획을 확인해 주세요"


class PlanApproved(EventPayload):
    TYPE = "PlanApproved"
    note: str = ""


class PlanModified(EventPayload):
    TYPE = "PlanModified"
    steps: list[PlanStep] = Field(description="the steps to run, as the user kept them")


class StrategyDecided(EventPayload):
    """v2 (issue 10): ``tool_plan`` — the tools of each team, decided in the same request as
    the strategy; empty when the rules decided (each team's tools are then the rules').
    v3: each planned tool may carry the model's validated ``params`` and ``fallback``, each
    team its ``quality_threshold`` and the ``rejected`` parts of the model's answer."""

    TYPE = "StrategyDecided"
    VERSION = 3
    strategy: Literal["sequential", "parallel", "adaptive"]
    groups: list[list[str]] = Field(description="step ids per execution group, in order")
    estimated_time: float = 0.0
    reasoning: str = ""
    step_budgets_s: dict[str, float] = Field(default_factory=dict)
    decision: DecisionMeta = Field(default_factory=DecisionMeta)
    teams: list[TeamPlan] = Field(default_factory=list, description="per team: priority, mode, failure impact, fallback")
    risk_assessment: str = Field(default="", description="which failure would hurt the answer, and what then")
    tool_plan: list[TeamToolPlan] = Field(default_factory=list,
                                          description="per team: tools selected / skipped with reasons and "
                                                      "expected quality (execution_plan); empty by rules")


class ToolsSelected(EventPayload):
    """Addressed to one team (subject suffix .<team>); carries all the team needs.

    v2: no ``entities`` / ``keywords`` / ``keyword_groups``. Each call's typed params carry
    what its tool needs (the orchestrator's tool planning is the one place that maps the
    plan to them), so a team cannot re-derive its inputs from the plan another way.

    v3: ``inputs`` are the earlier teams' ok results with their typed outputs (was a dict of
    tool -> {summary, items, data}); a team reads one with ``handed``."""

    TYPE = "ToolsSelected"
    VERSION = 3
    team: Team
    step_ids: list[str]
    attempt: int = 1
    tools: list[ToolCall]
    skipped: list[SkippedTool] = Field(default_factory=list)
    query: str = Field(description="the user's question (shown, logged; tools read their params)")
    intent: str
    inputs: list[ToolResult] = Field(default_factory=list, max_length=MAX_ITEMS,
                                     description="ok results of earlier teams, handed over (data passing)")
    deadline_s: float = 30.0
    decision: DecisionMeta = Field(default_factory=DecisionMeta)
    quality_threshold: float | None = Field(default=None, ge=0.0, le=1.0,
                                            description="a result below it is low and gets adjusted (recovery)")


    def handed(self, kind: type[OutputT]) -> OutputT | None:
        """The output of the earlier tool whose model is ``kind``, None when none was handed over."""
        return next((o for r in self.inputs if (o := r.out(kind)) is not None), None)


class TeamStarted(EventPayload):
    TYPE = "TeamStarted"
    team: Team
    step_ids: list[str]
    attempt: int = 1
    tools: list[str] = Field(default_factory=list)


class TeamProgress(EventPayload):
    TYPE = "TeamProgress"
    team: Team
    step_id: str
    tool: str
    status: Literal["running", "completed", "failed"]
    progress_percentage: int = Field(ge=0, le=100)
    message: str = ""


class TeamCompleted(EventPayload):
    """A team's attempt finished (v2: each result carries a typed ``output`` instead of the
    free-form ``items`` / ``data``; v1 is upcast tool by tool)."""

    TYPE = "TeamCompleted"
    VERSION = 2
    team: Team
    step_ids: list[str]
    attempt: int = 1
    status: Literal["success", "partial", "failed"]
    results: list[ToolResult] = Field(default_factory=list)
    duration_ms: float = 0.0
    error: str | None = None
    decision: DecisionMeta = Field(default_factory=DecisionMeta)


class ResultAnalyzed(EventPayload):
    """A team's attempt judged: quality, what is missing, the next action (v2).

    v2: ``action`` may be ``add_team`` (a recovery step for another team, ``added_steps``),
    and ``substituted`` names the information another result stands in for. A v1 reader
    cannot read an ``add_team`` verdict, hence the version; v1 is upcast (nothing added,
    nothing substituted)."""

    TYPE = "ResultAnalyzed"
    VERSION = 2
    team: Team
    attempt: int = 1
    quality: float = Field(ge=0.0, le=1.0)
    action: Literal["continue", "adjust", "early_exit", "retry", "add_team"]
    reason: str = ""
    missing: list[str] = Field(default_factory=list)
    decision: DecisionMeta = Field(default_factory=DecisionMeta)
    retry_after_s: float = Field(default=0.0, description="backoff before next_tools are dispatched (retry)")
    next_tools: list[ToolCall] = Field(default_factory=list,
                                       description="calls of the next attempt (retry / alternative tool / changed params)")
    completeness: float | None = Field(default=None, ge=0.0, le=1.0,
                                       description="share of the team's tools with a usable result")
    relevance: float | None = Field(default=None, ge=0.0, le=1.0,
                                    description="how well the results fit the question (a model's judgement; None by rules)")
    plan_adjustments: list[PlanAdjustment] = Field(default_factory=list)
    data_to_pass: DataToPass | None = None
    added_steps: list[PlanStep] = Field(default_factory=list,
                                        description="steps added for another team that can supply what failed (add_team)")
    substituted: dict[str, str] = Field(default_factory=dict,
                                        description="failed tool -> the tool whose result stands in for it")


class TeamTimedOut(EventPayload):
    """A dispatched team gave no TeamCompleted within its deadline (recorded by the orchestrator).

    A TeamCompleted of the same attempt arriving later is ignored."""

    TYPE = "TeamTimedOut"
    team: Team
    step_ids: list[str]
    attempt: int = 1
    deadline_s: float = Field(description="the attempt's budget, seconds from its ToolsSelected")
    waited_s: float = Field(default=0.0, description="seconds from ToolsSelected to this decision")


class StepSkipRequested(EventPayload):
    TYPE = "StepSkipRequested"
    step_id: str
    reason: str = "사용자 요청"


class StepSkipped(EventPayload):
    TYPE = "StepSkipped"
    step_id: str
    reason: str


class ReviewDone(EventPayload):
    TYPE = "ReviewDone"
    goal_achieved: bool
    quality: float = Field(ge=0.0, le=1.0)
    confidence: float = Field(ge=0.0, le=1.0)
    missing_information: list[str] = Field(default_factory=list)
    consistency: str = ""
    suggestions: list[str] = Field(default_factory=list)
    decision: DecisionMeta = Field(default_factory=DecisionMeta)
    goal_achievement: float | None = Field(default=None, ge=0.0, le=1.0,
                                           description="share of the wanted information obtained")
    quality_breakdown: dict[str, float] = Field(default_factory=dict, description="team -> quality of its results")
    efficiency: ExecutionEfficiency | None = None
    substituted: list[str] = Field(default_factory=list,
                                   description="대신 보완한 정보: what failed and which result stands in for it")


class ResponseReady(EventPayload):
    TYPE = "ResponseReady"
    response: dict[str, Any] = Field(description="PROTOCOL.md final_response.response")
    sources: list[Source] = Field(default_factory=list)
    llm_calls: int = 0
    elapsed_ms: float = 0.0
    decision: DecisionMeta = Field(default_factory=DecisionMeta)


class AnswerChunk(EventPayload):
    """A piece of the final answer while it is being written (the turn is the envelope's).

    Output, not a decision: the orchestrator publishes the pieces while the synthesis
    runs (the model's streamed text, or the rule answer section by section) and the
    full text still comes in ResponseReady, which replaces the draft. Nothing folds it
    into a decision and ``holmes replay --check`` does not compare it."""

    TYPE = "AnswerChunk"
    index: int = Field(ge=0, description="running number of the turn's chunks, from 0")
    text: str = Field(description="the text to append to the draft")
    restart: bool = Field(default=False, description="drop the draft first: a new attempt starts writing")


class TurnFailed(EventPayload):
    TYPE = "TurnFailed"
    code: str = Field(description="machine-readable cause, e.g. poison_message, timeout")
    message: str = Field(description="Korean text shown to the user")
    details: dict[str, Any] = Field(default_factory=dict)


class TurnCancelled(EventPayload):
    TYPE = "TurnCancelled"
    reason: str = "사용자 취소"


class SessionStarted(EventPayload):
    """A chat session was opened (subject turn slot: ``_session``)."""

    TYPE = "SessionStarted"
    owner: str = Field(description="sha256 of the client token that owns the session")
    user_id: str | None = None
    title: str = "새 대화"
    expires_at: str = Field(description="ISO-8601 UTC expiry of the session")
    metadata: dict[str, Any] = Field(default_factory=dict)
    client_message_id: str | None = Field(default=None, description="the client's idempotency key of POST /start")


class SessionRenamed(EventPayload):
    TYPE = "SessionRenamed"
    title: str


class SessionDeleted(EventPayload):
    TYPE = "SessionDeleted"
    hard: bool = False


CATALOG: tuple[type[EventPayload], ...] = (
    QueryReceived, PlanningStarted, PlanReady, PlanApprovalRequested, PlanApproved, PlanModified,
    StrategyDecided, ToolsSelected, TeamStarted, TeamProgress, TeamCompleted, TeamTimedOut, ResultAnalyzed,
    StepSkipRequested, StepSkipped, ReviewDone, AnswerChunk, ResponseReady, TurnFailed, TurnCancelled,
    SessionStarted, SessionRenamed, SessionDeleted,
)

# Team-addressed types carry the team in the subject as well as the payload.
TEAM_ADDRESSED = {"ToolsSelected"}

# Types that are output only (no service decides on them; replay does not compare them).
OUTPUT_ONLY = frozenset({"AnswerChunk"})

