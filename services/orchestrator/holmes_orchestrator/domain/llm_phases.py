"""The orchestrator's LLM phases (seed 000), pure: when a phase is worth an LLM call,
what the model is shown, what it must answer, and how its answer is merged into the
rule decision that ``decide`` proposed.

Call budget (issue 10 item 4: at most 2 sequential requests on a simple path, 3 on a
compound one, counting the planner's): a phase goes to the LLM only where rules cannot
already decide it well, and the calls that can be one request are one —
- execution_plan: strategy *and* every team's tool orchestration in ONE request, made
  when the strategy has a real choice (≥2 teams and independent teams or optional steps)
  or some team has more than one candidate tool. Its tool decisions are recorded in
  StrategyDecided.tool_plan; each team's ToolsSelected applies its entry when the team is
  dispatched and records ``shared_from`` = the StrategyDecided (no request of its own);
- result_analysis: only when quality is not clearly high, the rules move on (no retry
  under way) *and* teams remain to be run (after the last team the review covers it);
- execution_review: only with ≥2 teams or missing information; proposed in the same
  batch as the answer, so it runs concurrently with response_synthesis, off the critical path;
- response_synthesis: whenever there are results to put into words. It also words the
  analysis team's insights and risk reasons (that team makes no model call of its own).
What moves the turn (groups, the retry/continue action, dependencies) stays with the
rules that ``decide`` executes; the LLM chooses tools, assesses and words.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from holmes_contracts import (
    DecisionMeta,
    PlannedTool,
    PlanReady,
    ResponseReady,
    ResultAnalyzed,
    ReviewDone,
    SkippedTool,
    StrategyDecided,
    TeamCompleted,
    TeamToolPlan,
    ToolsSelected,
)
from holmes_contracts.tools.outputs import NO_REPORT, ContractAnalysisOutput, LegalSearchOutput
from holmes_contracts.tools.params import params_for

from .param_check import TUNABLE, accept_params
from .recovery import LOW_QUALITY, RECOVER_PREFIX
from .state import TurnState
from .strategy import layers
from .tools import REGISTRY, select_tools, tool_params

HIGH_QUALITY = 0.8
MAX_EXTRA_MISSING = 5


class Rejected(ValueError):
    """A well-formed answer that cannot be used; the message is recorded."""


class TeamPlanAnswer(BaseModel):
    team: Literal["search", "analysis", "document"]
    priority: int = Field(ge=1)
    failure_impact: Literal["high", "medium", "low"]
    fallback: Literal["skip", "retry", "alternative_team"]


class StrategyAnswer(BaseModel):
    strategy: Literal["sequential", "parallel", "adaptive"]
    estimated_time: float = Field(ge=0.0)
    reasoning: str
    risk_assessment: str
    # None: the model kept the rules' per-team plan (older prompts never asked for it)
    teams: list[TeamPlanAnswer] | None = None


class AnalysisAnswer(BaseModel):
    quality: float = Field(ge=0.0, le=1.0)
    assessment: str
    missing: list[str]
    completeness: float | None = Field(default=None, ge=0.0, le=1.0)  # None: the rules' count stands
    relevance: float | None = Field(default=None, ge=0.0, le=1.0)


class TeamQuality(BaseModel):
    team: Literal["search", "analysis", "document"]
    quality: float = Field(ge=0.0, le=1.0)


class ReviewAnswer(BaseModel):
    goal_achieved: bool
    quality: float = Field(ge=0.0, le=1.0)
    confidence: float = Field(ge=0.0, le=1.0)
    missing_information: list[str]
    consistency: str
    suggestions: list[str]
    goal_achievement: float | None = Field(default=None, ge=0.0, le=1.0)
    quality_breakdown: list[TeamQuality] | None = None


class SynthesisAnswer(BaseModel):
    answer: str


class ParamAnswer(BaseModel):
    """One tool parameter the model sets, as text (strict outputs have no open-ended
    objects); ``param_check.accept_params`` reads it to the rule value's kind."""

    name: str
    value: str


def plan_answer_model(candidates: dict[str, list[str]]) -> type[BaseModel]:
    """The execution plan's answer: the strategy, plus — when some team has a choice of
    tools — each such team's tools, names limited to the candidates of all those teams
    (``merge_plan`` checks each team's own)."""
    if not candidates:
        return create_model("ExecutionPlan", __base__=StrategyAnswer)
    name = Literal[tuple(dict.fromkeys(n for names in candidates.values() for n in names))]  # type: ignore[valid-type]
    skip = create_model("SkippedTool", tool=(name, ...), reason=(str, ...),
                        expected_quality=(float | None, Field(default=None, ge=0.0, le=1.0)))
    # params / fallback_tool / quality_threshold are checked by merge_plan, not by the schema:
    # a bad one is refused alone (recorded, the rules' value kept) instead of the whole plan.
    choice = create_model("ToolChoice", __base__=skip, params=(list[ParamAnswer], Field(default_factory=list)),
                          fallback_tool=(str | None, None))
    team = create_model("TeamTools", team=(Literal[tuple(candidates)], ...),  # type: ignore[valid-type]
                        selected=(list[choice], ...), skipped=(list[skip], ...), notes=(str, ...),
                        quality_threshold=(float | None, None))
    return create_model("ExecutionPlan", __base__=StrategyAnswer, tools=(list[team], ...))


# --- when ---------------------------------------------------------------------------

def _active_steps(state: TurnState):
    return [s for s in state.steps if s.step_id not in state.skipped]


def strategy_needs_llm(state: TurnState) -> bool:
    steps = _active_steps(state)
    teams = {s.team for s in steps}
    return len(teams) >= 2 and (any(len(layer) > 1 for layer in layers(steps)) or any(s.optional for s in steps))


def tool_candidates(state: TurnState) -> dict[str, list[str]]:
    """Teams with a choice of tools (more than one candidate) -> their candidates, as the
    rules will propose them at dispatch (a registry tool belongs to one team, so tools
    earlier teams used never remove another team's candidates)."""
    out = {}
    for team in state.active_teams():
        names = [c.name for c in select_tools(state.plan, state.team_steps(team), team, set())]
        if len(names) > 1:
            out[team] = names
    return out


def plan_needs_llm(state: TurnState) -> bool:
    return strategy_needs_llm(state) or bool(tool_candidates(state))


def planned_tools(state: TurnState, sel: ToolsSelected) -> TeamToolPlan | None:
    """The execution plan's decision for this dispatch: a first attempt whose team the
    model-decided strategy planned (a retry is the recovery rules', DecisionMeta())."""
    strategy = state.strategy
    if sel.attempt != 1 or strategy is None or strategy.decision.decided_by == "rules":
        return None
    if any(s.startswith(RECOVER_PREFIX) for s in sel.step_ids):
        return None  # it serves a step the recovery rules added (add_team): the plan never saw its tool
    return next((p for p in strategy.tool_plan if p.team == sel.team), None)


def shared_meta(state: TurnState) -> DecisionMeta:
    """Who decided a team's tools taken from the execution plan: the plan's model, no
    request of its own (no latency, tokens or cost), and which event holds the request."""
    m = state.strategy.decision
    return DecisionMeta(decided_by=m.decided_by, model=m.model, prompt_version=m.prompt_version,
                        shared_from=state.strategy_event_id)


def analysis_needs_llm(state: TurnState, verdict: ResultAnalyzed, dispatched_now: set[str]) -> bool:
    """``state`` already holds this batch; ``dispatched_now`` = other teams sent in it."""
    result = state.completed.get(verdict.team)
    if result is None or result.attempt != verdict.attempt:  # a timeout: nothing to assess
        return False
    if verdict.action in ("retry", "adjust"):  # the rules already act on it; another attempt follows
        return False
    clearly_high = result.status == "success" and verdict.quality >= HIGH_QUALITY
    remaining = {s.team for s in _active_steps(state)} - set(state.dispatched)
    return not clearly_high and (bool(remaining) or bool(dispatched_now))


def review_needs_llm(state: TurnState, review: ReviewDone) -> bool:
    return len(state.completed) >= 2 or bool(review.missing_information)


def synthesis_needs_llm(state: TurnState) -> bool:
    return any(r.status == "ok" for t in state.completed.values() for r in t.results)


# --- what the model sees (bounded summaries, no timings: cache keys stay stable) ----

def result_summary(result: TeamCompleted, top: int = 3) -> list[dict[str, Any]]:
    return [{"tool": r.tool, "status": r.status, "quality": r.quality, "summary": r.summary[:400],
             "total_count": r.total_count, "error": r.error,
             "items": [x.model_dump(mode="json", exclude_none=True) for x in out.rows()[:top]],
             "calculations": out.calculations[:5],
             # what the synthesis words as the analysis team's insights (it makes no call itself)
             "recommendations": out.recommendations[:4],
             "assumptions": out.assumptions[:4],
             **_risk(r.out(ContractAnalysisOutput)), **_answers(r.out(LegalSearchOutput))}
            for r in result.results for out in [r.output or NO_REPORT]]


def _answers(found: LegalSearchOutput | None) -> dict[str, Any]:
    """The reviewed 문답 card the search matched: its verdict and answer, for the model to lead with."""
    if found is None or not found.answers:
        return {}
    return {"answers": [a.model_dump(mode="json", include={"verdict", "answer", "law", "article", "source"})
                        for a in found.answers]}


def _risk(analysis: ContractAnalysisOutput | None) -> dict[str, Any]:
    """A contract analysis's computed risk level and reasons, for the synthesis to explain."""
    if analysis is None or not analysis.risk_level:
        return {}
    return {"risk_level": analysis.risk_level,
            "risk_reasons": [{"level": r.level, "text": r.text,
                              "citations": [f"{c.law} {c.article}" for c in r.citations]}
                             for r in analysis.reasons[:6]]}


def strategy_vars(state: TurnState, rules: StrategyDecided) -> dict[str, Any]:
    steps = _active_steps(state)
    return {"query": state.plan.query, "intent_type": state.plan.intent, "confidence": state.plan.confidence,
            "planned_steps": [{"step_id": s.step_id, "team": s.team, "tools": s.tools, "task": s.task,
                               "depends_on": s.depends_on, "optional": s.optional} for s in steps],
            "groups": rules.groups, "estimated_times": {s.step_id: s.estimated_time_s for s in steps},
            "rule_teams": [p.model_dump(mode="json", exclude={"estimated_time"}) for p in rules.teams]}


def plan_vars(state: TurnState, rules: StrategyDecided, quality_threshold: float) -> dict[str, Any]:
    candidates = tool_candidates(state)
    return {**strategy_vars(state, rules), "quality_threshold": quality_threshold,
            "tool_choices": {t: {"tasks": [s.task for s in state.team_steps(t)], "candidates": names}
                             for t, names in candidates.items()} or "없음 (팀마다 도구가 하나뿐: tools 는 비워 두세요)",
            "tool_registry": {n: {"team": s.team, "cost": s.cost, "needs": list(s.after), "fallback": s.fallback,
                                  # what the model may set, with the rules' values (param_check.TUNABLE)
                                  "settable": {k: tool_params(n, state.plan).as_dict().get(k) for k in TUNABLE.get(n, {})}}
                              for n, s in REGISTRY.items() if any(n in c for c in candidates.values())}}


def analysis_vars(state: TurnState, verdict: ResultAnalyzed) -> dict[str, Any]:
    result = state.completed[verdict.team]
    remaining = [t for t in dict.fromkeys(s.team for s in _active_steps(state)) if not state.team_done(t)]
    return {"completed_team": verdict.team, "attempt": result.attempt, "status": result.status,
            "team_result": result_summary(result), "error": result.error or "없음", "query": state.plan.query,
            "remaining_teams": remaining,
            "rule_verdict": {"quality": verdict.quality, "action": verdict.action, "reason": verdict.reason,
                             "completeness": verdict.completeness}}


def review_vars(state: TurnState, review: ReviewDone) -> dict[str, Any]:
    return {"query": state.plan.query, "intent_type": state.plan.intent,
            "original_plan": [{"team": s.team, "task": s.task} for s in state.steps],
            "team_results": {t: result_summary(r, 2) for t, r in state.completed.items()},
            "quality_scores": {t: a.quality for t, a in state.analyzed.items()},
            "rule_missing": review.missing_information, "rule_goal_achievement": review.goal_achievement,
            "rule_quality_breakdown": review.quality_breakdown}


def synthesis_vars(state: TurnState, review: ReviewDone | None) -> dict[str, Any]:
    return {"query": state.plan.query, "intent_type": state.plan.intent,
            "results": {t: result_summary(r) for t, r in state.completed.items()},
            "missing": review.missing_information if review else []}


# --- merging answers into the rule decision ----------------------------------------

def merge_strategy(rules: StrategyDecided, a: StrategyAnswer, meta: DecisionMeta) -> StrategyDecided:
    parallel_possible = any(len(g) > 1 for g in rules.groups) or rules.strategy == "parallel"
    if a.strategy == "sequential" and parallel_possible:
        raise Rejected("독립된 팀이 동시에 실행되는데 sequential 로 답했습니다")
    return rules.model_copy(update={"strategy": a.strategy, "reasoning": a.reasoning.strip()[:500] or rules.reasoning,
                                    "risk_assessment": a.risk_assessment.strip()[:500] or rules.risk_assessment,
                                    "estimated_time": round(a.estimated_time, 1) or rules.estimated_time,
                                    "teams": merge_team_plans(rules, a.teams), "decision": meta})


def merge_team_plans(rules: StrategyDecided, answer: list[TeamPlanAnswer] | None) -> list:
    """The model's priority, impact and fallback per team; the mode, dependencies and times
    stay the plan's. An answer naming other teams than the plan's is refused whole."""
    if answer is None:
        return rules.teams
    by_team = {p.team: p for p in answer}
    if set(by_team) != {p.team for p in rules.teams} or len(by_team) != len(answer):
        raise Rejected(f"팀별 전략의 팀이 계획과 다릅니다: {sorted(by_team)}")
    out = []
    for p in rules.teams:
        a = by_team[p.team]
        if any(a.priority <= by_team[d].priority for d in p.depends_on if d in by_team):
            raise Rejected(f"{p.team} 팀이 기다리는 팀보다 먼저 실행되는 우선순위입니다")
        if p.mode == "required" and a.fallback == "skip":
            raise Rejected(f"필수 팀 {p.team}의 대안으로 건너뛰기를 골랐습니다")
        out.append(p.model_copy(update={"priority": a.priority, "failure_impact": a.failure_impact,
                                        "fallback": a.fallback}))
    return out


def merge_plan(rules: StrategyDecided, a: BaseModel, meta: DecisionMeta,
               candidates: dict[str, list[str]], plan: PlanReady) -> StrategyDecided:
    """The strategy merged as ``merge_strategy``; each team's tools checked against that
    team's candidates and kept in ``tool_plan``. A team the model left out keeps the
    rules' tools; an invalid choice of teams or tools refuses the whole answer (rules for
    all). A tool's parameters, fallback and the team's quality threshold are checked one
    by one: a bad one is refused alone, with its reason in the team's ``rejected``."""
    merged = merge_strategy(rules, a, meta)
    plans, seen = [], set()
    for t in getattr(a, "tools", []):
        if t.team in seen:
            raise Rejected(f"{t.team} 팀의 도구를 두 번 정했습니다")
        seen.add(t.team)
        allowed = set(candidates.get(t.team, []))
        chosen = [c.tool for c in (*t.selected, *t.skipped)]
        if set(chosen) - allowed:
            raise Rejected(f"{t.team} 팀의 후보가 아닌 도구: {', '.join(sorted(set(chosen) - allowed))}")
        if not t.selected:
            raise Rejected(f"{t.team} 팀의 도구를 하나도 고르지 않았습니다")
        rejected: list[str] = []
        selected = []
        for c in t.selected:
            params, refused = accept_params(c.tool, tool_params(c.tool, plan).as_dict(),
                                            [(p.name, p.value) for p in getattr(c, "params", [])], plan)
            fallback, why = _fallback(c.tool, getattr(c, "fallback_tool", None))
            rejected += refused + ([why] if why else [])
            selected.append(PlannedTool(name=c.tool, reason=c.reason.strip()[:300], expected_quality=c.expected_quality,
                                        params=params, fallback=fallback))
        threshold = getattr(t, "quality_threshold", None)
        if threshold is not None and not MIN_THRESHOLD <= threshold <= MAX_THRESHOLD:
            rejected.append(f"{t.team}.quality_threshold={threshold:g}: 허용 범위 {MIN_THRESHOLD}–{MAX_THRESHOLD} 밖입니다")
            threshold = None
        plans.append(TeamToolPlan(
            team=t.team, notes=t.notes.strip()[:300], selected=selected,
            skipped=[PlannedTool(name=c.tool, reason=c.reason.strip()[:300]) for c in t.skipped
                     if c.tool not in {x.tool for x in t.selected}],
            quality_threshold=threshold, rejected=rejected))
    return merged.model_copy(update={"tool_plan": plans})


# A team's quality threshold the model may set: not below the recovery rules' own (a weak
# result would pass unremarked), not so high that every good result is redone.
MIN_THRESHOLD, MAX_THRESHOLD = LOW_QUALITY, 0.9


def _fallback(tool: str, proposed: str | None) -> tuple[str | None, str | None]:
    """(the model's fallback tool when usable — a registry tool of the same team, not the
    tool itself —, else None with the reason it was refused)."""
    if proposed is None or not proposed.strip() or proposed == REGISTRY[tool].fallback:
        return None, None
    spec = REGISTRY.get(proposed)
    if spec is None:
        return None, f"{tool}.fallback_tool={proposed[:40]}: 알 수 없는 도구입니다"
    if proposed == tool or spec.team != REGISTRY[tool].team:
        return None, f"{tool}.fallback_tool={proposed}: 같은 팀의 다른 도구가 아닙니다"
    return proposed, None


def merge_tools(rules: ToolsSelected, plan: TeamToolPlan, meta: DecisionMeta) -> ToolsSelected:
    """A team's dispatch with the execution plan's choice applied: its tools, the model's
    validated params over the rules', its fallback and threshold; what the plan refused
    is recorded in the decision (the rules' value was kept for each)."""
    chosen = {c.name: c for c in plan.selected if c.name in {t.name for t in rules.tools}}
    if not chosen:
        raise Rejected("계획이 고른 도구가 이 팀의 후보에 없습니다")
    skipped_reasons = {c.name: c.reason for c in plan.skipped}
    tools = [c.model_copy(update={"reason": chosen[c.name].reason or c.reason,
                                  "expected_quality": chosen[c.name].expected_quality,
                                  "params": params_for(c.name, {**c.params.as_dict(), **chosen[c.name].params}),
                                  "fallback": chosen[c.name].fallback or c.fallback})
             for c in rules.tools if c.name in chosen]
    skipped = list(rules.skipped) + [SkippedTool(name=c.name, reason=skipped_reasons.get(c.name) or "조율 단계에서 제외")
                                     for c in rules.tools if c.name not in chosen]
    threshold = rules.quality_threshold if plan.quality_threshold is None else plan.quality_threshold
    return rules.model_copy(update={"tools": tools, "skipped": skipped, "quality_threshold": threshold,
                                    "decision": meta.model_copy(update={"rejected": list(plan.rejected)})})


def merge_analysis(rules: ResultAnalyzed, a: AnalysisAnswer, meta: DecisionMeta) -> ResultAnalyzed:
    missing = list(dict.fromkeys(list(rules.missing) + [m for m in a.missing if m.strip()][:MAX_EXTRA_MISSING]))
    # The action (and its next_tools) stays the rules': decide executes it. Its reason is kept
    # in front so the user still sees why a step was retried or skipped.
    reason = " — ".join(p for p in (rules.reason, a.assessment.strip()) if p)[:500]
    return rules.model_copy(update={
        "quality": round(a.quality, 3), "missing": missing, "reason": reason, "decision": meta,
        "completeness": rules.completeness if a.completeness is None else round(a.completeness, 3),
        "relevance": None if a.relevance is None else round(a.relevance, 3)})


def merge_review(rules: ReviewDone, a: ReviewAnswer, meta: DecisionMeta) -> ReviewDone:
    extra = [m for m in a.missing_information if m.strip() and m not in rules.missing_information]
    return rules.model_copy(update={
        "goal_achieved": a.goal_achieved, "quality": round(a.quality, 3), "confidence": round(a.confidence, 3),
        "missing_information": list(rules.missing_information) + extra[:MAX_EXTRA_MISSING],
        "consistency": a.consistency.strip()[:300] or rules.consistency,
        "suggestions": [s for s in a.suggestions if s.strip()][:3] or rules.suggestions,
        "goal_achievement": rules.goal_achievement if a.goal_achievement is None else round(a.goal_achievement, 3),
        "quality_breakdown": _breakdown(rules, a.quality_breakdown), "decision": meta})


def _breakdown(rules: ReviewDone, answer: list[TeamQuality] | None) -> dict[str, float]:
    """The model's per-team quality, for the teams that ran only."""
    if answer is None:
        return rules.quality_breakdown
    extra = {q.team for q in answer} - set(rules.quality_breakdown)
    if extra:
        raise Rejected(f"실행되지 않은 팀의 품질: {sorted(extra)}")
    return {**rules.quality_breakdown, **{q.team: round(q.quality, 3) for q in answer}}


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def numbers(text: str) -> set[str]:
    """Numbers as values: "1,200" == "1200", "3.50" == "3.5"."""
    out = set()
    for n in _NUMBER.findall(text):
        n = n.replace(",", "")
        out.add(n.rstrip("0").rstrip(".") if "." in n else n)
    return out


# The analysis team's risk levels (holmes_analysis.domain.risk.LEVELS). "위험도는 '주의'",
# "위험 등급이 매우 위험", "등급: 안전" — a claim about *the* level.
_LEVEL_CLAIM = re.compile(r"(?:위험도|위험\s*등급|등급)\s*(?:은|는|이|가|을|를|:|=)?\s*['\"‘’“”「」]?\s*"
                          r"(매우\s?위험|위험|주의|안전)")


def risk_levels(state: TurnState) -> set[str]:
    """The risk levels the analysis computed in this turn."""
    return {out.risk_level.replace(" ", "") for t in state.completed.values() for r in t.results
            if r.status == "ok" and (out := r.out(ContractAnalysisOutput)) and out.risk_level}


def check_levels(a: SynthesisAnswer, computed: set[str]) -> SynthesisAnswer:
    """The wording may explain the computed risk level, never state another one (the
    analysis team's own wording call used to check this; synthesis words it now)."""
    claimed = {m.replace(" ", "") for m in _LEVEL_CLAIM.findall(a.answer)} - computed
    if claimed:
        raise Rejected(f"계산된 위험도({', '.join(sorted(computed)) or '없음'})와 다른 등급: {', '.join(sorted(claimed))}")
    return a


def merge_synthesis(rules: ResponseReady, a: SynthesisAnswer, meta: DecisionMeta, evidence: str) -> ResponseReady:
    """The LLM's wording, kept only if every number in it occurs in the evidence
    (DESIGN.md §10: no number the data did not produce); sources stay the rules'."""
    text = a.answer.strip()
    if not text:
        raise Rejected("빈 답변")
    invented = numbers(text) - numbers(evidence)
    if invented:
        raise Rejected(f"결과에 없는 숫자: {', '.join(sorted(invented)[:5])}")
    rule_answer = rules.response.get("answer", "")
    tail = rule_answer[rule_answer.find("### 출처"):] if "### 출처" in rule_answer else ""
    response = {**rules.response, "answer": "\n\n".join(p for p in (text, tail) if p)}
    structured = dict(response.get("structured_data") or {})
    if structured:
        structured["answer"] = text.split("\n\n")[0]
        response["structured_data"] = structured
    return rules.model_copy(update={"response": response, "decision": meta})
