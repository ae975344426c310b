"""Events -> PROTOCOL.md messages (flattened fields, seq, whole step lists)."""

from __future__ import annotations

from holmes_contracts import (
    AnswerChunk,
    PlanningStarted,
    PlanReady,
    PlanStep,
    QueryReceived,
    ResponseReady,
    StrategyDecided,
    TeamCompleted,
    TeamStarted,
    ToolResult,
)
from holmes_gateway.domain.protocol import SessionView
from holmes_kit.events import emit


def run(view: SessionView, payloads) -> list[dict]:
    out, prev = [], None
    for seq, p in enumerate(payloads, 1):
        env = emit(p, producer="t@1", cause=prev, session_id="s-1", turn_id="t-1", discriminator=str(seq))
        prev = env
        out.extend(view.apply(seq, env))
    return out


def test_turn_maps_to_protocol_messages_in_order():
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team",
                      task="법률 조항 검색")]
    view = SessionView()
    msgs = run(view, [
        QueryReceived(query="전세금 5% 인상?"),
        PlanningStarted(message="계획 중"),
        PlanReady(query="q", intent="법률상담", confidence=0.9, keywords=["전세금"], steps=steps),
        StrategyDecided(strategy="sequential", groups=[["step-1"]], estimated_time=3.0, reasoning="r"),
        TeamStarted(team="search", step_ids=["step-1"]),
        TeamCompleted(team="search", step_ids=["step-1"], status="success",
                      results=[ToolResult(tool="legal_search", status="ok", summary="1건")]),
        AnswerChunk(index=0, text="답은 "),
        AnswerChunk(index=1, text="이렇습니다"),
        ResponseReady(response={"type": "answer", "answer": "답"}, llm_calls=0, elapsed_ms=12.0),
    ])
    assert [(m["index"], m["text"], m["turn_id"]) for m in msgs if m["type"] == "answer_chunk"] == [
        (0, "답은 ", "t-1"), (1, "이렇습니다", "t-1")]
    assert [m["type"] for m in msgs] == [
        "query_received", "planning_start", "plan_ready", "todo_created", "execution_start",
        "execution_strategy_ready", "step_start", "todo_updated", "step_complete", "todo_updated", "answer_chunk",
        "answer_chunk", "final_response"]
    plan = msgs[2]
    assert plan["intent"] == "법률상담" and plan["execution_steps"][0]["status"] == "pending"
    assert msgs[3]["execution_steps"] == plan["execution_steps"] and msgs[3]["seq"] == plan["seq"]
    assert all({"timestamp", "seq"} <= set(m) for m in msgs)
    done = msgs[9]["execution_steps"][0]
    assert done["status"] == "completed" and done["progress_percentage"] == 100 and done["completed_at"]
    assert msgs[-1]["response"]["answer"] == "답" and msgs[-1]["seq"] == 9
    assert view.active_turn is None  # a new query may follow


def test_a_timed_out_team_shows_its_steps_failed_with_the_reason():
    from holmes_contracts import TeamTimedOut

    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team",
                      task="시세 조회")]
    view = SessionView()
    msgs = run(view, [
        QueryReceived(query="강남구 시세"),
        PlanReady(query="q", intent="시세조회", confidence=0.9, steps=steps),
        TeamStarted(team="search", step_ids=["step-1"]),
        TeamTimedOut(team="search", step_ids=["step-1"], attempt=1, deadline_s=15.0),
    ])
    complete = [m for m in msgs if m["type"] == "step_complete"][-1]
    assert complete["status"] == "failed" and "15초" in complete["error"]
    assert msgs[-1]["type"] == "todo_updated" and msgs[-1]["execution_steps"][0]["status"] == "failed"
