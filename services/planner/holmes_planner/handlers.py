"""Thin handler: QueryReceived -> PlanningStarted, PlanReady.

The rule plan is made first; when an LLM is configured it refines the plan in one
structured call (adapters/llm_planner.py). PlanReady.decision records who decided.
"""

from __future__ import annotations

import time

from holmes_contracts import (
    REGISTRY,
    Envelope,
    PlanningStarted,
    PlanReady,
    QueryReceived,
)
from holmes_kit.bus import Context, Handler
from holmes_kit.korean.extract import korean_date
from holmes_kit.llm import LLM

from .adapters import llm_planner
from .domain.plan import PreviousTurn, make_plan


async def previous_turn(ctx: Context, env: Envelope) -> PreviousTurn | None:
    """The session's most recent plan before this turn (for follow-ups like "그럼 서초구는?")."""
    history = await ctx.store.read_session(env.session_id)
    for rec in reversed(history):
        e = rec.envelope
        if e.type == "PlanReady" and e.turn_id != env.turn_id:
            plan = REGISTRY.parse(e)
            return PreviousTurn(intent=plan.intent, entities=plan.entities, query=plan.query,
                                keywords=tuple(plan.keywords), turn_id=e.turn_id)
    return None


def make_plan_query(llm: LLM | None) -> Handler:
    async def plan_query(ctx: Context, env: Envelope, q: QueryReceived) -> list[Envelope]:
        # Published at once so clients see "planning" before the plan arrives.
        await ctx.publish(ctx.emit(PlanningStarted(message="질문을 분석하고 실행 계획을 세우고 있습니다"), env))
        t0 = time.perf_counter()
        previous = await previous_turn(ctx, env)
        draft, decision = await llm_planner.refine(llm, make_plan(q.query, previous=previous, today=korean_date(env.occurred_at)),
                                                 previous, t0)
        return [ctx.emit(PlanReady(**draft.plan_fields(), approval_required=q.approval_required,
                                   decision=decision), env)]
    return plan_query


plan_query = make_plan_query(None)  # rules only
