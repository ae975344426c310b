"""The three request paths of seed 004 over a real WebSocket against the running system."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from holmes_contracts import turn_filter
from holmes_kit.bus import connect, read_history
from holmes_kit.settings import Settings

from .client import ask

pytestmark = pytest.mark.e2e


def types(msgs: list[dict]) -> list[str]:
    return [m["type"] for m in msgs]


def in_order(seq: list[str], expected: list[str]) -> bool:
    it = iter(seq)
    return all(any(x == e for x in it) for e in expected)


async def test_greeting_gets_guidance_without_steps(system):
    _, msgs = await ask(system.url, "안녕")
    assert in_order(types(msgs), ["planning_start", "plan_ready", "final_response"])
    plan = next(m for m in msgs if m["type"] == "plan_ready")
    assert plan["execution_steps"] == [] and plan["intent"] == "irrelevant"
    assert not {"step_start", "execution_start"} & set(types(msgs))
    final = msgs[-1]["response"]
    assert final["type"] == "guidance" and final["message"]
    assert all("timestamp" in m and "seq" in m for m in msgs)


async def test_simple_legal_question_cites_the_article_from_the_database(system):
    session_id, msgs = await ask(system.url, "전세금 5% 인상이 가능한가요?")
    assert in_order(types(msgs), ["planning_start", "plan_ready", "execution_start", "execution_strategy_ready",
                                  "step_start", "todo_updated", "step_complete", "execution_review_complete",
                                  "final_response"])
    response = msgs[-1]["response"]
    assert response["type"] == "answer"
    conn = await asyncpg.connect(system.database_url)
    try:
        article = await conn.fetchrow(
            "SELECT a.title, a.body FROM law_articles a JOIN law_documents d USING (law_id) "
            "WHERE d.name = '주택임대차보호법' AND a.number = '제7조'")
    finally:
        await conn.close()
    assert "주택임대차보호법 제7조" in response["answer"]
    assert article["title"] in response["answer"] and article["body"][:60] in response["answer"]
    assert "주택임대차보호법 제7조" in response["structured_data"]["details"]["legal_basis"]
    last_steps = [m for m in msgs if m["type"] == "todo_updated"][-1]["execution_steps"]
    assert all(s["status"] == "completed" for s in last_steps)
    await _assert_event_chain(system, session_id, msgs[-1]["turn_id"])


async def test_compound_question_runs_search_then_analysis(system):
    _, msgs = await ask(system.url, "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘")
    plan = next(m for m in msgs if m["type"] == "plan_ready")
    assert plan["intent"] == "종합분석"
    assert {s["team"] for s in plan["execution_steps"]} == {"search", "analysis"}
    response = msgs[-1]["response"]
    assert msgs[-1]["type"] == "final_response" and response["type"] == "answer"
    assert "강남구" in response["answer"]
    kinds = {s["kind"] for s in response["structured_data"]["sources"]}
    assert {"market", "loan"} <= kinds
    final_steps = [m for m in msgs if m["type"] == "todo_updated"][-1]["execution_steps"]
    assert [s["status"] for s in final_steps] == ["completed"] * len(final_steps)


async def _assert_event_chain(system, session_id: str, turn_id: str) -> None:
    bus = await connect(Settings(NATS_URL=system.nats_url), name="e2e")
    try:
        history = await read_history(bus.js, turn_filter(session_id, turn_id))
    finally:
        await bus.close()
    names = [r.envelope.type for r in history]
    assert in_order(names, ["QueryReceived", "PlanReady", "StrategyDecided", "ToolsSelected", "TeamCompleted",
                            "ReviewDone", "ResponseReady"])
    ids = {r.envelope.event_id for r in history}
    for r in history[1:]:
        assert r.envelope.causation_id in ids, f"{r.envelope.type} has a dangling causation id"
        assert r.envelope.correlation_id == turn_id
    assert len(ids) == len(history)  # no duplicates


async def test_turns_in_parallel_sessions_do_not_mix(system):
    results = await asyncio.gather(ask(system.url, "안녕하세요"), ask(system.url, "주택임대차보호법 제6조의3 알려줘"))
    (_, a), (_, b) = results
    assert {m["turn_id"] for m in a if "turn_id" in m}.isdisjoint({m["turn_id"] for m in b if "turn_id" in m})
    assert a[-1]["response"]["type"] == "guidance" and "제6조의3" in b[-1]["response"]["answer"]
