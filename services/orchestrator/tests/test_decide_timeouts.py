"""Given events / when time passes / then events — a team that never answers."""

from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path

from holmes_contracts import QueryReceived, TeamCompleted, ToolResult

sys.path.insert(0, str(Path(__file__).parent))
from test_decide import PRODUCER, Turn, legal_result, plan, step, types  # noqa: E402

from holmes_orchestrator.domain.decide import decide  # noqa: E402
from holmes_orchestrator.domain.state import fold  # noqa: E402
from holmes_orchestrator.domain.timers import grace_s, wake_at  # noqa: E402


def dispatched_search() -> tuple[Turn, float]:
    turn = Turn()
    turn.add(QueryReceived(query="전세금 5% 인상이 가능한가요?"))
    turn.when(plan([step("step-1", "search", ["legal_search"])]))
    budget = turn.of("ToolsSelected")[0].payload["deadline_s"]
    return turn, budget + grace_s(budget)


def test_nothing_happens_before_the_deadline():
    turn, due = dispatched_search()
    assert turn.later(due - 3) == []


def test_silent_team_times_out_and_is_retried_once_after_a_backoff():
    turn, due = dispatched_search()
    out = turn.later(due)
    assert types(out) == ["TeamTimedOut", "ResultAnalyzed"]
    assert out[0].payload["attempt"] == 1 and out[0].payload["waited_s"] >= due
    assert out[1].payload["action"] == "retry" and out[1].payload["retry_after_s"] == 1.0
    out = turn.later(1.0)
    assert types(out) == ["ToolsSelected.search"] and out[0].payload["attempt"] == 2


def test_silent_twice_continues_degraded_and_the_answer_says_what_is_missing():
    turn, due = dispatched_search()
    turn.later(due)
    turn.later(1.0)
    out = turn.later(due)
    assert types(out) == ["TeamTimedOut", "ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert out[1].payload["action"] == "continue"
    missing = out[2].payload["missing_information"]
    assert any(m.startswith("관련 법령: ") and "제한 시간" in m for m in missing)
    answer = out[3].payload["response"]["answer"]
    assert "확인하지 못한 정보" in answer and "제한 시간" in answer


def test_late_result_of_a_timed_out_attempt_is_ignored():
    turn, due = dispatched_search()
    turn.later(due)
    turn.later(1.0)  # attempt 2 is out
    assert turn.when(legal_result()) == []  # attempt 1 answering late changes nothing
    assert fold(list(enumerate(turn.log, 1))).ignored == ["search:1"]
    out = turn.when(legal_result().model_copy(update={"attempt": 2}))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert out[1].payload["goal_achieved"] is True


def test_a_team_that_answered_in_time_is_not_timed_out():
    turn, due = dispatched_search()
    turn.when(legal_result())
    assert turn.later(due) == []


def test_one_silent_team_does_not_hold_back_the_others_results():
    turn = Turn()
    turn.add(QueryReceived(query="계약서 작성과 법률"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "document", ["lease_contract"])], intent="계약서작성"))
    turn.when(legal_result())
    sel = next(e for e in turn.of("ToolsSelected") if e.team == "document")
    due = sel.payload["deadline_s"] + grace_s(sel.payload["deadline_s"])
    turn.clock = sel.occurred_at + timedelta(seconds=due)
    out = turn.decide(sel)
    assert types(out) == ["TeamTimedOut", "ResultAnalyzed"]
    turn.later(1.0)
    sel2 = turn.of("ToolsSelected")[-1]
    turn.clock = sel2.occurred_at + timedelta(seconds=due)
    out = turn.decide(sel2)
    assert types(out)[-2:] == ["ReviewDone", "ResponseReady"]
    answer = out[-1].payload["response"]["answer"]
    assert "주택임대차보호법 제7조" in answer and "- 임대차계약서: 문서팀이 제한 시간" in answer


def test_after_a_restart_the_deadline_is_derived_from_the_log_alone():
    turn, due = dispatched_search()
    sel = turn.of("ToolsSelected")[0]
    recorded = [e.model_copy() for e in turn.log]  # a new process: nothing but the log
    out = decide(fold(list(enumerate(recorded, 1))), sel, PRODUCER, sel.occurred_at + timedelta(seconds=due))
    assert types(out) == ["TeamTimedOut", "ResultAnalyzed"]


def test_only_dispatches_and_retries_carry_a_wake_up_time():
    turn, due = dispatched_search()
    sel = turn.of("ToolsSelected")[0]
    assert wake_at(sel) == sel.occurred_at + timedelta(seconds=due)
    turn.when(TeamCompleted(team="search", step_ids=["step-1"], status="failed",
                            results=[ToolResult(tool="legal_search", status="error", error="x")]))
    analyzed = turn.of("ResultAnalyzed")[0]
    assert wake_at(analyzed) == analyzed.occurred_at + timedelta(seconds=1.0)
    assert wake_at(turn.of("PlanReady")[0]) is None
