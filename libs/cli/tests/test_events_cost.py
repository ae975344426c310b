"""`holmes events`: each decision's tokens and estimated cost, and each turn's totals."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from holmes_cli.events import timeline_rows, turn_totals
from holmes_contracts import DecisionMeta, ResponseReady, ReviewDone
from holmes_kit.events import emit


def rec(seq: int, payload, turn: str):
    return SimpleNamespace(seq=seq, envelope=emit(payload, producer="test@1", session_id="s-1", turn_id=turn))


def llm(tokens_in: int, tokens_out: int, cost: float | None, retries: int = 0) -> DecisionMeta:
    return DecisionMeta(decided_by="llm", model="gpt-4o-mini", tokens_in=tokens_in, tokens_out=tokens_out,
                        cost_usd=cost, price="gpt-4o-mini@2024-07-18" if cost is not None else None,
                        retries=retries)


def test_turn_totals_add_up_every_decision_of_the_turn():
    review = ReviewDone(goal_achieved=True, quality=0.9, confidence=0.9, decision=llm(1000, 200, 0.00027, retries=1))
    answer = ResponseReady(response={"answer": "답"}, llm_calls=2, decision=llm(2000, 400, 0.00054))
    fallback = ReviewDone(goal_achieved=True, quality=0.9, confidence=0.9,
                          decision=DecisionMeta(decided_by="rules", fallback_reason="timeout"))
    unpriced = ResponseReady(response={"answer": "답"}, decision=llm(500, 100, None))
    rows = timeline_rows([rec(1, review, "t-1"), rec(2, answer, "t-1"), rec(3, fallback, "t-2"),
                          rec(4, unpriced, "t-2")])
    assert (rows[0]["tokens_in"], rows[0]["tokens_out"], rows[0]["cost_usd"]) == (1000, 200, 0.00027)
    totals = turn_totals(rows)
    assert totals["t-1"]["llm_calls"] == 2 and totals["t-1"]["retries"] == 1
    assert (totals["t-1"]["tokens_in"], totals["t-1"]["tokens_out"]) == (3000, 600)
    assert totals["t-1"]["cost_usd"] == pytest.approx(0.00081) and totals["t-1"]["unpriced"] == 0
    assert totals["t-2"]["llm_calls"] == 1 and totals["t-2"]["unpriced"] == 1 and totals["t-2"]["cost_usd"] == 0


def test_a_decision_sharing_an_earlier_request_is_no_call_of_its_own():
    from holmes_contracts import StrategyDecided, ToolCall, ToolsSelected

    plan = StrategyDecided(strategy="sequential", groups=[["step-1"]], decision=llm(1500, 300, 0.0004))
    shared = DecisionMeta(decided_by="llm", model="gpt-4o-mini", prompt_version="execution_plan.v1", shared_from="ev-1")
    tools = ToolsSelected(team="search", step_ids=["step-1"], tools=[ToolCall(name="market_data")], query="q",
                          intent="시세조회", decision=shared)
    rows = timeline_rows([rec(1, plan, "t-1"), rec(2, tools, "t-1")])
    assert [r["decided_by"] for r in rows] == ["llm", "llm="]
    totals = turn_totals(rows)
    assert totals["t-1"]["llm_calls"] == 1 and totals["t-1"]["tokens_in"] == 1500
