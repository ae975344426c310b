"""`holmes replay --check` over the golden recorded sessions (no network, no LLM)."""

from __future__ import annotations

from pathlib import Path

import pytest

from holmes_cli.main import main

SESSIONS = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "sessions"

GOLDEN = sorted(p.stem for p in SESSIONS.glob("*.jsonl"))


def replay(*args: str) -> int:
    with pytest.raises(SystemExit) as done:
        main(["replay", *map(str, args)])
    return done.value.code


def test_there_are_golden_sessions():
    assert {"greeting", "legal", "compound", "failed_tool"} <= set(GOLDEN)


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_session_replays_identically(name, capsys):
    code = replay(SESSIONS / f"{name}.jsonl", "--check")
    out = capsys.readouterr().out
    assert code == 0, out
    assert "0개 차이" in out and "[planner]" in out and "[orchestrator]" in out


def test_failed_tool_session_replays_the_retry_woken_by_the_deadline_watcher(capsys):
    assert replay(SESSIONS / "failed_tool.jsonl", "--check") == 0
    out = capsys.readouterr().out
    # the re-dispatch after the backoff is caused by the recorded ResultAnalyzed
    assert "ResultAnalyzed         [orchestrator] → ToolsSelected.search" in out


def test_a_corrupted_orchestrator_decision_is_a_named_difference(golden_lines, write_lines, capsys):
    rows = golden_lines("legal")
    strategy = next(r for r in rows if r["type"] == "StrategyDecided")
    strategy["payload"]["estimated_time"] = 999.0
    code = replay(write_lines(rows), "--check")
    out = capsys.readouterr().out
    assert code == 1
    assert f"≠ StrategyDecided {strategy['event_id'][:8]} (seq {strategy['seq']})" in out
    assert "payload.estimated_time: 기록 999.0 ≠ 재실행" in out
    # ...and the review, whose efficiency compares against the (recorded) strategy estimate
    assert "payload.efficiency.planned_s: 기록 3.0 ≠ 재실행 999.0" in out
    assert "2개 차이" in out


def test_a_recorded_event_the_code_would_not_produce_is_reported(golden_lines, write_lines, capsys):
    rows = golden_lines("compound")
    # drop the analysis dispatch: re-running decide now produces an event the log lacks
    dispatch = next(r for r in rows if r["type"] == "ToolsSelected" and r["team"] == "analysis")
    rows = [r for r in rows if r is not dispatch and r.get("causation_id") != dispatch["event_id"]]
    assert replay(write_lines(rows), "--check") == 1
    assert f"+ 기록에 없는 ToolsSelected.analysis {dispatch['event_id'][:8]}" in capsys.readouterr().out


def test_the_rest_of_an_interrupted_decision_recorded_by_the_next_trigger_is_no_difference(
        golden_lines, write_lines, capsys):
    """The orchestrator died after appending ResultAnalyzed; the deadline watcher, woken by
    that ResultAnalyzed, appended the review and the answer (same ids, its own cause)."""
    rows = golden_lines("compound")
    verdict = [r for r in rows if r["type"] == "ResultAnalyzed"][-1]
    for r in rows:
        if r["type"] in ("ReviewDone", "ResponseReady"):
            r["causation_id"] = verdict["event_id"]
    assert replay(write_lines(rows), "--check") == 0, capsys.readouterr().out
    assert "ResultAnalyzed         [orchestrator] → ReviewDone, ResponseReady" in capsys.readouterr().out


def test_a_corrupted_rule_plan_is_a_planner_difference(golden_lines, write_lines, capsys):
    rows = golden_lines("legal")
    plan = next(r for r in rows if r["type"] == "PlanReady")
    plan["payload"]["keywords"] = ["엉뚱한", "키워드"]
    assert replay(write_lines(rows), "--check") == 1
    out = capsys.readouterr().out
    assert "[planner]" in out and "keywords[0]: 기록 \"엉뚱한\"" in out


def _count_llm_call(rows: list[dict]) -> None:
    """A real LLM decision is counted by the answer of the same turn."""
    for r in rows:
        if r["type"] == "ResponseReady":
            r["payload"]["llm_calls"] = r["payload"]["response"]["llm_calls"] = 1


def _swap(value, old, new):
    if value == old:
        return new
    if isinstance(value, dict):
        return {k: _swap(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [_swap(v, old, new) for v in value]
    return value


def test_an_llm_plan_is_the_recorded_decision_itself(golden_lines, write_lines, capsys):
    rows = golden_lines("legal")
    plan = next(r for r in rows if r["type"] == "PlanReady")
    old = plan["payload"]["keywords"]
    # the LLM chose other keywords than the rules would; everything after used them
    rows = [_swap(r, old, [*old, "LLM이 더한 키워드"]) for r in rows]
    next(r for r in rows if r["type"] == "PlanReady")["payload"]["decision"] = {
        "decided_by": "llm", "model": "fake", "latency_ms": 812.0}
    _count_llm_call(rows)
    assert replay(write_lines(rows), "--check") == 0, capsys.readouterr().out
    assert "llm 결정 — 기록을 그대로 사용" in capsys.readouterr().out


def test_an_llm_decision_of_the_orchestrator_joins_the_history_as_recorded(golden_lines, write_lines, capsys):
    rows = golden_lines("compound")
    strategy = next(r for r in rows if r["type"] == "StrategyDecided")
    strategy["payload"]["reasoning"] = "LLM이 고른 이유"
    strategy["payload"]["decision"] = {"decided_by": "llm", "model": "fake"}
    _count_llm_call(rows)
    assert replay(write_lines(rows), "--check") == 0, capsys.readouterr().out
    assert "LLM 결정 1개는 기록 사용" in capsys.readouterr().out


def test_an_llm_call_the_answer_does_not_count_is_a_difference(golden_lines, write_lines, capsys):
    rows = golden_lines("compound")
    next(r for r in rows if r["type"] == "StrategyDecided")["payload"]["decision"] = {"decided_by": "llm"}
    assert replay(write_lines(rows), "--check") == 1
    assert "payload.llm_calls: 기록 0 ≠ 재실행 1" in capsys.readouterr().out


def test_timing_alone_is_no_difference(golden_lines, write_lines, capsys):
    rows = golden_lines("legal")
    for r in rows:
        if r["type"] == "ResponseReady":
            r["payload"]["elapsed_ms"] += 12345
            r["occurred_at"] = "2031-01-01T00:00:00Z"
    assert replay(write_lines(rows), "--check") == 0


def test_until_prints_each_turns_folded_state(golden_lines, capsys):
    import json
    rows = golden_lines("legal")
    dispatch = next(r for r in rows if r["type"] == "ToolsSelected")
    assert replay(SESSIONS / "legal.jsonl", "--until", dispatch["seq"]) == 0
    states = json.loads(capsys.readouterr().out)
    (turn_id, state), = states.items()
    assert turn_id == dispatch["turn_id"]
    assert state["strategy"]["strategy"] and list(state["dispatched"]) == ["search"]
    assert state["completed"] == {} and state["finished"] is False and state["last_seq"] == dispatch["seq"]


def test_bad_input_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"seq": 1}\nnot json\n', encoding="utf-8")
    assert replay(bad, "--check") == 2
    assert "bad.jsonl 1번째 줄" in capsys.readouterr().err


def test_the_answers_draft_is_output_not_a_decision(golden_lines, write_lines, capsys):
    """AnswerChunk events (the orchestrator appends them before the decisions of the
    batch they draft) are not compared: the recorded session stays clean with them in it."""
    rows = golden_lines("legal")
    response = next(r for r in rows if r["type"] == "ResponseReady")
    at = next(i for i, r in enumerate(rows) if r["type"] == "ResultAnalyzed")
    chunks = [{**response, "event_id": f"00000000-0000-4000-8000-00000000000{i}", "type": "AnswerChunk",
               "causation_id": response["event_id"], "payload": {"index": i, "text": text, "restart": False}}
              for i, text in enumerate(["전세금 ", "인상은 5% 이내"])]
    rows = rows[:at] + chunks + rows[at:]
    for seq, r in enumerate(rows, start=rows[0]["seq"]):
        r["seq"] = seq
    code = replay(write_lines(rows), "--check")
    out = capsys.readouterr().out
    assert code == 0, out
    assert "0개 차이" in out and "AnswerChunk" not in out


def test_a_recorded_older_version_is_compared_as_the_current_code_reads_it():
    """StrategyDecided v1 (recorded) against the v2 the rules produce now: the upcast v1
    is the same decision, so a version bump alone is no difference in replay --check."""
    from pathlib import Path

    from holmes_cli.diffing import comparable, diff_lines
    from holmes_contracts import REGISTRY, Envelope

    golden = Path(__file__).resolve().parents[3] / "tests" / "contract" / "golden" / "v1" / "StrategyDecided.seed.json"
    v1 = Envelope.model_validate_json(golden.read_text(encoding="utf-8"))
    v2 = v1.model_copy(update={"version": 2, "payload": REGISTRY.parse(v1).model_dump(mode="json")})
    assert diff_lines(comparable(v1), comparable(v2)) == []
    changed = v2.model_copy(update={"payload": {**v2.payload, "tool_plan": [{"team": "search"}]}})
    assert diff_lines(comparable(v1), comparable(changed))
