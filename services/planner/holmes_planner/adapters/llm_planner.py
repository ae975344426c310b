"""The planner's LLM decider: one structured call (intent + confidence + keywords +
entity refinements + steps), validated and merged with the rule plan.

The rule draft is always computed first; the LLM refines it. Greetings and irrelevant
questions never reach the LLM (the rule fast path). Any failure — timeout, HTTP error,
invalid JSON, or an answer that fails validation (unknown tool, tool of another team,
dangling dependency) — keeps the rule plan and records why.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from holmes_contracts import DecisionMeta
from holmes_contracts.models import PlanStep
from holmes_kit.llm import LLM, LLMError, load_prompt, rules_meta

from ..domain.keywords import group_keywords
from ..domain.plan import DOMAIN_INTENTS, PlanDraft, PreviousTurn
from ..domain.steps import ANALYSIS_S, DOCUMENT_S, PER_TOOL_S, SEARCH_BASE_S

PROMPT = load_prompt(Path(__file__).resolve().parent.parent / "prompts", "plan")
TASK = "plan"
TEAM_TOOLS: dict[str, tuple[str, ...]] = {
    "search": ("legal_search", "market_data", "real_estate_search", "loan_data"),
    "analysis": ("contract_analysis", "market_analysis", "loan_simulator", "roi_calculator", "policy_matcher"),
    "document": ("lease_contract", "contract_review"),
}
ALL_TOOLS = tuple(t for tools in TEAM_TOOLS.values() for t in tools)
MAX_NEW_KEYWORDS = 8
NO_LLM_PATHS = ("greeting", "irrelevant", "invalid")  # invalid: a bad value must be corrected first

Intent = Literal["법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석",
                 "unclear", "irrelevant"]


class StepAnswer(BaseModel):
    team: Literal["search", "analysis", "document"]
    task: str = Field(description="구체적인 한국어 작업명")
    tools: list[Literal[ALL_TOOLS]]  # type: ignore[valid-type]
    depends_on: list[int] = Field(description="먼저 끝나야 하는 앞 단계 번호(1부터)")
    optional: bool


class PlanAnswer(BaseModel):
    intent: Intent
    confidence: float = Field(ge=0.0, le=1.0)
    keywords: list[str]
    property_types: list[Literal["APARTMENT", "OFFICETEL", "VILLA", "ONEROOM", "HOUSE"]]
    deal_types: list[Literal["SALE", "JEONSE", "MONTHLY"]]
    steps: list[StepAnswer]
    reasoning: str


class PlanRejected(ValueError):
    """The answer was well-formed but not usable; the message says why (recorded)."""


def needs_llm(draft: PlanDraft) -> bool:
    return draft.fast_path not in NO_LLM_PATHS


def messages(draft: PlanDraft, previous: PreviousTurn | None) -> list[dict[str, str]]:
    rule_plan = {"intent": draft.intent, "confidence": draft.confidence, "keywords": draft.keywords,
                 "steps": [{"team": s.team, "task": s.task, "tools": s.tools, "depends_on": s.depends_on}
                           for s in draft.steps]}
    prev = {"query": previous.query, "intent": previous.intent} if previous else None
    text = PROMPT.render(query=draft.query, rule_plan=rule_plan, previous=prev or "없음",
                         tools={team: list(tools) for team, tools in TEAM_TOOLS.items()})
    return [{"role": "system", "content": text}, {"role": "user", "content": draft.query}]


def _steps(answer: PlanAnswer) -> list[PlanStep]:
    steps: list[PlanStep] = []
    for i, s in enumerate(answer.steps, 1):
        if not s.tools:
            raise PlanRejected(f"단계 {i}에 도구가 없습니다")
        foreign = [t for t in s.tools if t not in TEAM_TOOLS[s.team]]
        if foreign:
            raise PlanRejected(f"단계 {i}: {s.team} 팀의 도구가 아닙니다: {', '.join(foreign)}")
        if any(d < 1 or d >= i for d in s.depends_on):
            raise PlanRejected(f"단계 {i}: depends_on 은 앞 단계 번호여야 합니다: {s.depends_on}")
        deps = [f"step-{d}" for d in dict.fromkeys(s.depends_on)]
        level = 1 + max((steps[d - 1].parallel_group for d in dict.fromkeys(s.depends_on)), default=0)
        seconds = {"search": SEARCH_BASE_S + PER_TOOL_S * len(s.tools), "analysis": ANALYSIS_S,
                   "document": DOCUMENT_S}[s.team]
        steps.append(PlanStep(step_id=f"step-{i}", step_type=s.team, team=s.team, agent_name=f"{s.team}_team",
                              task=" ".join(s.task.split())[:80] or f"{s.team} 작업", depends_on=deps,
                              optional=s.optional, parallel_group=level,
                              tools=list(dict.fromkeys(s.tools)), estimated_time_s=seconds))
    return steps


def merge(draft: PlanDraft, answer: PlanAnswer) -> PlanDraft:
    """The LLM's plan over the rule draft; raises PlanRejected when it cannot be used."""
    if answer.intent not in DOMAIN_INTENTS:
        if draft.intent in DOMAIN_INTENTS:
            raise PlanRejected(f"LLM은 '{answer.intent}'로 봤지만 규칙이 '{draft.intent}' 의도를 찾았습니다")
        return replace(draft, confidence=max(draft.confidence, answer.confidence))
    steps = _steps(answer)
    if not steps:
        raise PlanRejected("도메인 의도인데 실행 단계가 없습니다")
    entities = draft.entities
    updates = {}
    if answer.property_types and not entities.property_types:
        updates["property_types"] = list(dict.fromkeys(answer.property_types))
    if answer.deal_types and not entities.deal_types:
        updates["deal_types"] = list(dict.fromkeys(answer.deal_types))
    entities = entities.model_copy(update=updates) if updates else entities
    new = [k.strip() for k in answer.keywords if k.strip() and k.strip() not in draft.keywords]
    keywords = list(dict.fromkeys(draft.keywords + new[:MAX_NEW_KEYWORDS]))
    levels = sorted({s.parallel_group for s in steps})
    groups = [[s.step_id for s in steps if s.parallel_group == lv] for lv in levels]
    total = sum(max(s.estimated_time_s for s in steps if s.step_id in g) for g in groups)
    return replace(draft, intent=answer.intent, confidence=answer.confidence, keywords=keywords,
                   keyword_groups=group_keywords(keywords, entities), entities=entities, steps=steps,
                   parallel_groups=groups, estimated_total_time=round(total, 1), guidance=None,
                   reasoning=f"LLM 판단: {answer.reasoning.strip()[:300]} (규칙: {draft.intent})",
                   fast_path=None)


async def refine(llm: LLM | None, draft: PlanDraft, previous: PreviousTurn | None,
                 started: float | None = None) -> tuple[PlanDraft, DecisionMeta]:
    """The plan to publish and who decided it. Never raises for an LLM problem."""
    started = started if started is not None else time.perf_counter()
    if llm is None or not needs_llm(draft):
        return draft, rules_meta(started)
    try:
        answer, meta = await llm.structured(TASK, PROMPT.version, messages(draft, previous), PlanAnswer)
    except LLMError as exc:
        return draft, rules_meta(started, error=exc, prompt_version=PROMPT.version)
    try:
        return merge(draft, answer), meta
    except PlanRejected as exc:
        return draft, rules_meta(started, error=f"rejected: {exc}", prompt_version=PROMPT.version, spent=meta)
