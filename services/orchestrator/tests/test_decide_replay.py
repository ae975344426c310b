"""Re-running decide over a recorded log reproduces the recorded decisions (DESIGN.md §4)."""

from __future__ import annotations

import sys
from pathlib import Path

from holmes_contracts import Envelope, QueryReceived, StepSkipRequested, TeamCompleted, ToolResult

sys.path.insert(0, str(Path(__file__).parent))
from test_decide import Turn, legal_result, plan, step  # noqa: E402

from holmes_orchestrator.domain.decide import decide  # noqa: E402
from holmes_orchestrator.domain.state import fold  # noqa: E402
from holmes_orchestrator.domain.timers import grace_s  # noqa: E402


def comparable(e: Envelope) -> tuple:
    payload = {k: v for k, v in e.payload.items() if k != "elapsed_ms"}
    return e.event_id, e.type, e.causation_id, e.team, payload


def replay(log: list[Envelope], producer_prefix: str = "orchestrator@") -> int:
    """Walk the log; at each orchestrator decision, decide again over the history before it
    (trigger = its cause, now = its recorded time) and require the same events."""
    by_id = {e.event_id: e for e in log}
    i = checked = 0
    while i < len(log):
        e = log[i]
        if not e.producer.startswith(producer_prefix):
            i += 1
            continue
        again = decide(fold(list(enumerate(log[:i], 1))), by_id[e.causation_id], e.producer, e.occurred_at)
        assert again, f"no decision reproduced at {i} ({e.type})"
        assert [comparable(x) for x in again] == [comparable(x) for x in log[i:i + len(again)]]
        i += len(again)
        checked += len(again)
    return checked


def test_a_turn_with_alternatives_timeouts_and_skips_replays_to_the_same_decisions():
    turn = Turn()
    turn.add(QueryReceived(query="강남구 매물과 법률, 위험 분석"))
    turn.when(plan([step("step-1", "search", ["legal_search", "real_estate_search"]),
                    step("step-2", "analysis", ["market_analysis"], ["step-1"]),
                    step("step-3", "analysis", ["contract_analysis"], ["step-1"], optional=True)],
                   intent="종합분석"))
    turn.when(TeamCompleted(team="search", step_ids=["step-1"], status="partial", results=[
        legal_result().results[0], ToolResult(tool="real_estate_search", status="error", error="timeout")]))
    turn.when(TeamCompleted(team="search", step_ids=["step-1"], attempt=2, status="success", results=[
        ToolResult(tool="market_data", status="ok", quality=0.8, summary="평균 25억")]))
    turn.when(StepSkipRequested(step_id="step-3"))
    sel = turn.of("ToolsSelected")[-1]
    budget = sel.payload["deadline_s"]
    turn.later(budget + grace_s(budget))
    turn.later(1.0)
    turn.later(budget + grace_s(budget))
    assert turn.log[-1].type == "ResponseReady"
    produced = [e for e in turn.log if e.producer.startswith("orchestrator@")]
    assert replay(turn.log) == len(produced) >= 12
