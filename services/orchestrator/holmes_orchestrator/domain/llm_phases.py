"""The orchestrator's LLM phases (seed 000), pure: when a phase is worth an LLM call,
what the model is shown, what it must answer, and how its answer is merged into the
rule decision that ``decide`` proposed.

Call budget (the issue's bound, seed 002's principle "LLM 호출 최소화"): a phase goes to
the LLM only where rules cannot already decide it well —
- execution_strategy: only when there is a real choice (≥2 teams and independent teams
  or optional steps); a single team or a forced chain is decided by rules;
- tool_orchestration: only when a team has more than one candidate tool;
- result_analysis: only when quality is not clearly high, the rules move on (no retry
  under way) *and* teams remain to be run (after the last team the review covers it);
- execution_review: only with ≥2 teams or missing information;
- response_synthesis: whenever there are results to put into words.
What moves the turn (groups, the retry/continue action, dependencies) stays with the
rules that ``decide`` executes; the LLM chooses tools, assesses and words.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from holmes_contracts import (
    DecisionMeta,
    ResponseReady,
    ResultAnalyzed,
    ReviewDone,
    SkippedTool,
    StrategyDecided,
    TeamCompleted,
    ToolsSelected,
)

from .state import TurnState
from .strategy import layers
from .tools import REGISTRY

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


def tool_answer_model(candidates: list[str]) -> type[BaseModel]:
    """Answer model whose tool names can only be this team's candidates."""
    name = Literal[tuple(candidates)]  # type: ignore[valid-type]
    choice = create_model("ToolChoice", tool=(name, ...), reason=(str, ...),
                          expected_quality=(float | None, Field(default=None, ge=0.0, le=1.0)))
    return create_model("ToolOrchestration", selected=(list[choice], ...), skipped=(list[choice], ...),
                        notes=(str, ...))


# --- when ---------------------------------------------------------------------------

def _active_steps(state: TurnState):
    return [s for s in state.steps if s.step_id not in state.skipped]


def strategy_needs_llm(state: TurnState) -> bool:
    steps = _active_steps(state)
    teams = {s.team for s in steps}
    return len(teams) >= 2 and (any(len(layer) > 1 for layer in layers(steps)) or any(s.optional for s in steps))


def tools_need_llm(sel: ToolsSelected) -> bool:
    return sel.attempt == 1 and len(sel.tools) > 1


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
             "total_count": r.total_count, "items": r.items[:top], "error": r.error,
             "calculations": (r.data.get("calculations") or [])[:5],
             # the analysis team's worded insights and advice, so an LLM-written answer keeps them
             "insights": [i.get("insight", i) if isinstance(i, dict) else i
                          for i in (r.data.get("insights_llm") or [])][:4],
             "recommendations": (r.data.get("recommendations") or [])[:4]} for r in result.results]


def strategy_vars(state: TurnState, rules: StrategyDecided) -> dict[str, Any]:
    steps = _active_steps(state)
    return {"query": state.plan.query, "intent_type": state.plan.intent, "confidence": state.plan.confidence,
            "planned_steps": [{"step_id": s.step_id, "team": s.team, "tools": s.tools, "task": s.task,
                               "depends_on": s.depends_on, "optional": s.optional} for s in steps],
            "groups": rules.groups, "estimated_times": {s.step_id: s.estimated_time_s for s in steps},
            "rule_teams": [p.model_dump(mode="json", exclude={"estimated_time"}) for p in rules.teams]}


def tools_vars(state: TurnState, sel: ToolsSelected) -> dict[str, Any]:
    used = sorted({c.name for t, d in state.dispatched.items() if t != sel.team for s in d for c in s.tools})
    return {"current_team": sel.team, "query": sel.query, "intent_type": sel.intent,
            "quality_threshold": sel.quality_threshold,
            "tasks": [s.task for s in state.team_steps(sel.team)],
            "candidates": [c.name for c in sel.tools], "used_tools": used,
            "previous_results": {t: {"quality": a.quality, "results": result_summary(state.completed[t], 2)}
                                 for t, a in state.analyzed.items() if t in state.completed},
            "tool_registry": {n: {"team": s.team, "cost": s.cost, "needs": list(s.after)}
                              for n, s in REGISTRY.items() if n in {c.name for c in sel.tools}}}


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


def merge_tools(rules: ToolsSelected, a: BaseModel, meta: DecisionMeta) -> ToolsSelected:
    reasons = {c.tool: c.reason for c in a.selected}
    expected = {c.tool: getattr(c, "expected_quality", None) for c in a.selected}
    if not reasons:
        raise Rejected("도구를 하나도 고르지 않았습니다")
    skipped_reasons = {c.tool: c.reason for c in a.skipped}
    tools = [c.model_copy(update={"reason": reasons[c.name] or c.reason, "expected_quality": expected[c.name]})
             for c in rules.tools if c.name in reasons]
    skipped = list(rules.skipped) + [SkippedTool(name=c.name, reason=skipped_reasons.get(c.name) or "조율 단계에서 제외")
                                     for c in rules.tools if c.name not in reasons]
    return rules.model_copy(update={"tools": tools, "skipped": skipped, "decision": meta})


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
