"""Value objects carried inside event payloads."""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_serializer, model_validator

from .tools.common import ToolOutput
from .tools.outputs import AnyOutput
from .tools.params import AnyParams, ToolParams

OutputT = TypeVar("OutputT", bound=ToolOutput)
Team = Literal["search", "analysis", "document"]
StepStatus = Literal["pending", "in_progress", "completed", "failed", "skipped"]
Decider = Literal["rules", "llm", "cache"]

INTENTS = ("법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토",
           "종합분석", "리스크분석", "unclear", "irrelevant")


class Value(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class DecisionMeta(Value):
    """Who decided and what it cost — the per-turn LLM call count is read off these."""

    decided_by: Decider = Field(default="rules", description="rules | llm | cache")
    model: str | None = Field(default=None, description="LLM model name when decided_by=llm")
    prompt_version: str | None = Field(default=None, description="prompt file version used")
    latency_ms: float = Field(default=0.0, description="decision latency")
    tokens_in: int = Field(default=0, description="prompt tokens")
    tokens_out: int = Field(default=0, description="completion tokens")
    fallback_reason: str | None = Field(default=None, description="why the LLM answer was not used")
    cost_usd: float | None = Field(default=None, description="estimated from the tokens and the price table; "
                                                             "None when no request was made or the model has no price")
    price: str | None = Field(default=None, description="the price used: '<model>@<as-of date>'")
    retries: int = Field(default=0, description="requests repeated after 429 / 5xx / a lost connection")
    shared_from: str | None = Field(
        default=None, description="event id of the decision whose model request this one shares (issue 10: one "
                                  "execution_plan request decides strategy and every team's tools); no request of "
                                  "its own, so it is not counted in llm_calls, tokens or cost")
    rejected: list[str] = Field(
        default_factory=list, description="parts of the model's answer that were not used, each with its reason "
                                          "(e.g. a tool parameter out of bounds); the rules' value stands for each")


class RegionRef(Value):
    name: str = Field(description="as the user wrote it or its canonical short name, e.g. 강남구")
    code: str | None = Field(default=None, description="10-digit 법정동 code when known")
    sido: str | None = None
    sigungu: str | None = None
    dong: str | None = None


class Amount(Value):
    text: str = Field(description="the amount as written, e.g. '3억 5천'")
    manwon: int = Field(description="value in 만원; an amount that is no whole number of 만원 is rounded to the "
                                    "nearest here ('52만 5천원' → 53) and exact in ``won``")
    role: str | None = Field(default=None, description="deposit | price | monthly_rent | income | debt | loan | None")
    won: int | None = Field(default=None, description="the exact amount in 원 when it is not a whole number of 만원 "
                                                      "('52만 5천원' → 525000); None when ``manwon`` is exact")

    @property
    def exact_manwon(self) -> int | float:
        """The amount in 만원, exact to the 원: ``manwon`` when whole, else 원 ÷ 10,000 (52.5)."""
        return self.manwon if self.won is None else self.won / 10_000


class Entities(Value):
    regions: list[RegionRef] = Field(default_factory=list)
    property_types: list[str] = Field(default_factory=list, description="APARTMENT|OFFICETEL|VILLA|ONEROOM|HOUSE")
    deal_types: list[str] = Field(default_factory=list, description="SALE|JEONSE|MONTHLY")
    amounts: list[Amount] = Field(default_factory=list)
    area_m2: float | None = None
    percentages: list[float] = Field(default_factory=list)
    dates: list[str] = Field(default_factory=list, description="ISO dates")
    person_roles: list[str] = Field(default_factory=list, description="임대인, 임차인, 중개사 …")
    articles: list[str] = Field(default_factory=list, description="article references such as 제7조")
    law_names: list[str] = Field(default_factory=list)
    extra: dict[str, Any] = Field(default_factory=dict, description="other named values (age, income …)")


class PlanStep(Value):
    """One execution step (PROTOCOL.md execution_steps[] before status fields)."""

    step_id: str
    step_type: Literal["planning", "search", "analysis", "document"]
    team: Team
    agent_name: str
    task: str = Field(description="Korean, specific: '법률 조항 검색'")
    description: str = ""
    depends_on: list[str] = Field(default_factory=list)
    optional: bool = False
    parallel_group: int = 0
    tools: list[str] = Field(default_factory=list, description="tools the planner suggests")
    estimated_time_s: float = 5.0


class ToolCall(Value):
    """One tool a team runs, with its typed params (``holmes_contracts.tools.params``).

    On the wire ``params`` is the dict of the keys set (without ``tool``), as before the
    params were typed: a dict is tagged with the call's ``name`` before validation, so
    recorded events and callers passing a dict load alike."""

    name: str
    params: AnyParams
    reason: str = ""
    fallback: str | None = Field(default=None, description="alternative tool when this fails")
    optional: bool = False
    expected_quality: float | None = Field(default=None, ge=0.0, le=1.0,
                                           description="the quality the orchestrating model expects (None by rules)")
    step_id: str | None = Field(default=None, description="the plan step this call works for (progress is "
                                "reported under it); None: the team's first step")

    @model_validator(mode="before")
    @classmethod
    def _tag(cls, data: Any) -> Any:
        if isinstance(data, dict) and "name" in data:
            params = data.get("params")
            if params is None:
                params = {}
            if isinstance(params, dict):
                data = {**data, "params": {**params, "tool": data["name"]}}
        return data

    @field_serializer("params")
    def _wire(self, params: ToolParams) -> dict[str, Any]:
        return params.as_dict()


class SkippedTool(Value):
    name: str
    reason: str


class Source(Value):
    kind: Literal["law", "market", "listing", "loan", "analysis", "document", "other"]
    title: str
    ref: str | None = Field(default=None, description="e.g. 주택임대차보호법 제7조")
    as_of: str | None = None
    url: str | None = None


class ToolResult(Value):
    """What one tool returned: the summary the answer leads with, and its typed output
    (``holmes_contracts.tools.outputs``, tagged by the tool's name). An error, or an input
    the user must fix, has no output."""

    tool: str
    status: Literal["ok", "empty", "error"]
    summary: str = ""
    output: AnyOutput | None = Field(default=None, description="the tool's typed result (lists bounded)")
    total_count: int = Field(default=0, description="matches in all, of which the output holds the top ones")
    quality: float = Field(default=0.0, ge=0.0, le=1.0)
    error: str | None = None
    sources: list[Source] = Field(default_factory=list)
    params: dict[str, Any] = Field(default_factory=dict)
    elapsed_ms: float = 0.0

    @model_validator(mode="before")
    @classmethod
    def _no_v1_fields(cls, data: Any) -> Any:
        # Unknown keys are ignored (additive changes), but these two were the untyped payload:
        # a producer still writing them would lose its result silently (v1 events are upcast).
        if isinstance(data, dict) and ("items" in data or "data" in data):
            raise ValueError("ToolResult has no items/data since TeamCompleted v2: write the tool's typed output")
        return data

    @model_validator(mode="after")
    def _own_output(self) -> ToolResult:
        if self.output is not None and self.output.tool != self.tool:  # type: ignore[attr-defined]
            raise ValueError(f"{self.tool} result carries a {self.output.tool} output")  # type: ignore[attr-defined]
        return self

    def out(self, kind: type[OutputT]) -> OutputT | None:
        """The output when it is of ``kind`` (the tool's own model), else None: one typed read
        for a reader that knows which tool it asked for."""
        return self.output if isinstance(self.output, kind) else None


class Guidance(Value):
    message: str
    detected_intent: str
    original_query: str


class TeamPlan(Value):
    """One team's part in the execution strategy (seed 000 execution_strategy.execution_order)."""

    team: Team
    priority: int = Field(ge=1, description="1 runs first; teams of one dependency layer share it")
    mode: Literal["required", "optional"] = Field(description="optional when every step of the team is")
    failure_impact: Literal["high", "medium", "low"] = Field(description="high: other teams need its results")
    fallback: Literal["skip", "retry", "alternative_team"] = Field(description="what is done when it fails")
    estimated_time: float = Field(default=0.0, description="seconds, the longest of its steps")
    depends_on: list[Team] = Field(default_factory=list, description="teams whose results it waits for")


class PlannedTool(Value):
    """One tool the execution plan selected or skipped for a team, and why."""

    name: str
    reason: str = ""
    expected_quality: float | None = Field(default=None, ge=0.0, le=1.0,
                                           description="the quality the orchestrating model expects")
    params: dict[str, Any] = Field(default_factory=dict, description="parameters the model set, validated "
                                   "(StrategyDecided v3); applied over the rules' params at dispatch")
    fallback: str | None = Field(default=None, description="the model's alternative tool when this one fails "
                                 "(a registry tool of the same team); None: the registry's")


class TeamToolPlan(Value):
    """A team's tool orchestration, decided with the strategy in one request (StrategyDecided v2).
    The team's ToolsSelected applies it when the team is dispatched: the rules' params with
    the model's validated ones over them (v3), and what was refused in ``rejected``."""

    team: Team
    selected: list[PlannedTool] = Field(default_factory=list)
    skipped: list[PlannedTool] = Field(default_factory=list)
    notes: str = ""
    quality_threshold: float | None = Field(default=None, ge=0.0, le=1.0,
                                            description="the model's minimum quality for this team's results; "
                                                        "None: the recovery rules' (v3)")
    rejected: list[str] = Field(default_factory=list, description="parameters, fallbacks or thresholds the "
                                "model proposed that were refused, each with its reason; the rules' value stands (v3)")


class ExecutionEfficiency(Value):
    """Planned against actual team time (seed 000 execution_review.execution_efficiency)."""

    planned_s: float = Field(description="the strategy's estimate, seconds")
    actual_s: float = Field(description="team work along the dependency layers (longest team per layer), seconds")
    efficiency_score: float = Field(ge=0.0, le=1.0, description="planned / actual, at most 1")
    bottlenecks: list[str] = Field(default_factory=list, description="teams that took longer than planned")


class PlanAdjustment(Value):
    """A change to the plan decided after a team's result (seed 000 result_analysis.plan_adjustments)."""

    type: Literal["modify_parameters", "alternative_tool", "retry_tool", "skip_team", "add_team"]
    target: str = Field(description="the tool or team concerned")
    reason: str = ""


class DataToPass(Value):
    """What a team's result hands to the teams waiting for it (seed 000 result_analysis.data_to_pass)."""

    to_teams: list[Team] = Field(default_factory=list)
    data_keys: list[str] = Field(default_factory=list, description="tools whose results are handed over")
