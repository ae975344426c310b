"""Replay reaches the services through their registered replayers, never by import; its
diffs name what changed."""

from __future__ import annotations

import re
from pathlib import Path

from holmes_cli.diffing import comparable, diff_lines
from holmes_kit.replay import PlanReplayer, TurnReplayer, replayers

LIBS = Path(__file__).resolve().parents[2]
SERVICE_IMPORT = re.compile(r"^\s*(from|import)\s+holmes_(planner|orchestrator|search|analysis|document|gateway)\b",
                            re.MULTILINE)


def test_the_planner_and_the_orchestrator_register_their_replayers():
    found = replayers()
    assert isinstance(found["planner"], PlanReplayer) and "QueryReceived" in found["planner"].receives
    assert isinstance(found["orchestrator"], TurnReplayer) and "TeamCompleted" in found["orchestrator"].receives


def test_the_planner_replayer_makes_the_rule_plan():
    from holmes_contracts import QueryReceived
    from holmes_kit.events import emit
    query = emit(QueryReceived(query="강남구 전세 시세 알려줘"), producer="test", session_id="s1", turn_id="t1")
    plan = replayers()["planner"].plan([], query)
    assert plan.steps and plan.intent


def test_no_library_imports_a_service():
    offenders = [f"{p.relative_to(LIBS)}: {m.group(0).strip()}" for p in LIBS.rglob("*.py")
                 if "tests" not in p.parts for m in SERVICE_IMPORT.finditer(p.read_text(encoding="utf-8"))]
    assert offenders == []




def test_diff_names_paths_and_ignores_timing():
    assert diff_lines({"a": {"elapsed_ms": 1}}, {"a": {"elapsed_ms": 2}}) != []  # raw diff sees it …
    from holmes_cli.diffing import strip
    assert diff_lines(strip({"a": {"elapsed_ms": 1, "b": [1]}}), strip({"a": {"elapsed_ms": 9, "b": [2]}})) == [
        "a.b[0]: 기록 1 ≠ 재실행 2"]                                                # … strip removes it


def test_comparable_keeps_only_who_decided():
    from holmes_contracts import Envelope, utcnow
    env = Envelope(event_id="e", type="ReviewDone", version=1, session_id="s", turn_id="t", correlation_id="t",
                   occurred_at=utcnow(), producer="orchestrator@9",
                   payload={"decision": {"decided_by": "rules", "fallback_reason": "timeout", "latency_ms": 3}})
    assert comparable(env)["payload"]["decision"] == {"decided_by": "rules"}
    assert "producer" not in comparable(env) and "occurred_at" not in comparable(env)


def test_a_field_added_after_the_recording_is_not_a_difference_but_a_changed_one_is():
    from holmes_cli.diffing import newer_fields_dropped

    recorded = {"tools": [{"name": "legal_search", "params": {"q": 1}}]}
    replayed = {"tools": [{"name": "legal_search", "params": {"q": 1}, "step_id": "step-1"}]}
    assert diff_lines(recorded, replayed) == []  # ToolCall.step_id did not exist then
    assert diff_lines({"tools": [{"name": "a", "step_id": "step-1"}]}, {"tools": [{"name": "a", "step_id": "step-2"}]})
    assert diff_lines({"p": {}}, {"p": {"region": "강남구"}})  # a free-form dict's new key still shows
    assert newer_fields_dropped([], [{"step_id": "x"}]) == [{"step_id": "x"}]  # an extra item is kept whole
