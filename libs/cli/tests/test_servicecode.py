"""Replay calls the services' functions by signature, so new parameters do not break it."""

from __future__ import annotations

import pytest

from holmes_cli.diffing import comparable, diff_lines
from holmes_cli.servicecode import IncompatibleCode, call_compat


def test_known_names_leading_positions_and_defaults():
    def decide(state, event, producer, now, *, advisor=None):
        return (state, event, producer, now, advisor)
    assert call_compat(decide, {"state": 1, "trigger": 2, "producer": 3, "now": 4}, [1, 2, 3, 4]) == (1, 2, 3, 4, None)


def test_a_new_required_parameter_is_a_clear_error():
    def decide(state, trigger, producer, now, budget):
        return []
    with pytest.raises(IncompatibleCode, match="'budget'"):
        call_compat(decide, {"state": 1, "trigger": 2, "producer": 3, "now": 4}, [1, 2, 3, 4])


def test_an_async_decider_still_replays():
    async def decide(state, trigger, producer, now):
        return [state]
    assert call_compat(decide, {"state": 1, "trigger": 2, "producer": 3, "now": 4}) == [1]


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
