"""Given events / when event / then events — the orchestrator's decisions, pure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from holmes_contracts import (
    Envelope,
    EventPayload,
    Guidance,
    PlanApproved,
    PlanReady,
    PlanStep,
    QueryReceived,
    Source,
    StepSkipRequested,
    TeamCompleted,
    ToolResult,
    TurnCancelled,
)
from holmes_contracts.tools.outputs import output_for
from holmes_kit.events import emit
from holmes_orchestrator.domain.decide import decide
from holmes_orchestrator.domain.state import fold

T0 = datetime(2026, 11, 22, tzinfo=UTC)
PRODUCER = "orchestrator@test"


class Turn:
    """A turn's log under construction, on a clock that moves one second per event."""

    def __init__(self) -> None:
        self.log: list[Envelope] = []
        self.clock = T0

    def add(self, payload: EventPayload, producer: str = "test@1") -> Envelope:
        cause = self.log[-1] if self.log else None
        env = emit(payload, producer=producer, cause=cause, session_id="s-1", turn_id="t-1",
                   discriminator=str(len(self.log)))
        env = env.model_copy(update={"occurred_at": self.clock})
        self.clock += timedelta(seconds=1)
        self.log.append(env)
        return env

    def decide(self, trigger: Envelope) -> list[Envelope]:
        out = decide(fold(list(enumerate(self.log, 1))), trigger, PRODUCER, self.clock)
        self.log.extend(out)
        self.clock += timedelta(seconds=1)
        return out

    def when(self, payload: EventPayload) -> list[Envelope]:
        return self.decide(self.add(payload))

    def later(self, seconds: float) -> list[Envelope]:
        """The deadline watcher wakes the turn ``seconds`` later, on the last timer-bearing event."""
        self.clock += timedelta(seconds=seconds)
        trigger = next(e for e in reversed(self.log) if e.type in ("ToolsSelected", "ResultAnalyzed"))
        return self.decide(trigger)

    def of(self, event_type: str) -> list[Envelope]:
        return [e for e in self.log if e.type == event_type]


def step(sid: str, team: str, tools: list[str], depends: list[str] | None = None, optional=False) -> PlanStep:
    return PlanStep(step_id=sid, step_type=team, team=team, agent_name=f"{team}_team", task=f"{team} 작업",
                    tools=tools, depends_on=depends or [], optional=optional)


def plan(steps: list[PlanStep], **kw) -> PlanReady:
    return PlanReady(query=kw.pop("query", "전세금 5% 인상이 가능한가요?"), intent=kw.pop("intent", "법률상담"),
                     confidence=0.9, keywords=["전세금", "인상"], steps=steps, **kw)


def legal_result(status="success", items=True) -> TeamCompleted:
    r = ToolResult(tool="legal_search", status="ok" if items else "error", summary="관련 조항 1건",
                   output=output_for("legal_search", {"articles": [{
                       "law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권",
                       "body": "증액 청구는 약정 금액의 20분의 1을 넘지 못한다."}]}) if items else None,
                   quality=0.9 if items else 0.0, error=None if items else "db down",
                   sources=[Source(kind="law", title="주택임대차보호법 제7조")] if items else [])
    return TeamCompleted(team="search", step_ids=["step-1"], status=status, results=[r])


def types(events: list[Envelope]) -> list[str]:
    return [e.type + (f".{e.team}" if e.team else "") for e in events]


def test_greeting_gets_guidance_and_no_team():
    turn = Turn()
    turn.add(QueryReceived(query="안녕"))
    out = turn.when(plan([], query="안녕", intent="irrelevant",
                         guidance=Guidance(message="안녕하세요! 부동산 질문을 해 주세요", detected_intent="irrelevant",
                                           original_query="안녕")))
    assert types(out) == ["ResponseReady"]
    response = out[0].payload["response"]
    assert response["type"] == "guidance" and "부동산" in response["message"]


def test_simple_question_runs_search_then_answers_from_its_results():
    turn = Turn()
    turn.add(QueryReceived(query="전세금 5% 인상이 가능한가요?"))
    out = turn.when(plan([step("step-1", "search", ["legal_search"])]))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search"]
    assert out[1].payload["tools"][0]["name"] == "legal_search"
    out = turn.when(legal_result())
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    answer = out[-1].payload["response"]
    assert "주택임대차보호법 제7조" in answer["answer"]
    assert answer["structured_data"]["details"]["legal_basis"] == ["주택임대차보호법 제7조"]
    assert all(e.causation_id == turn.log[-4].event_id for e in out)  # all caused by TeamCompleted


def test_dependent_team_waits_and_receives_the_results():
    turn = Turn()
    turn.add(QueryReceived(query="강남구 전세 위험"))
    out = turn.when(plan([step("step-1", "search", ["legal_search"]),
                          step("step-2", "analysis", ["contract_analysis"], ["step-1"])], intent="리스크분석"))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search"]
    assert out[0].payload["strategy"] == "sequential"
    out = turn.when(legal_result())
    assert types(out) == ["ResultAnalyzed", "ToolsSelected.analysis"]
    [handed] = out[1].payload["inputs"]  # the search result with its typed output, for the analysis team
    assert handed["tool"] == "legal_search" and handed["output"]["articles"][0]["number"] == "제7조"


def test_independent_teams_are_dispatched_together():
    turn = Turn()
    turn.add(QueryReceived(query="계약서 작성과 시세"))
    out = turn.when(plan([step("step-1", "search", ["market_data"]),
                          step("step-2", "document", ["lease_contract"])], intent="종합분석"))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search", "ToolsSelected.document"]
    assert out[0].payload["strategy"] == "parallel"


def test_failed_team_is_retried_once_after_a_backoff_then_the_answer_names_what_is_missing():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search"])]))
    out = turn.when(legal_result(status="failed", items=False))
    assert types(out) == ["ResultAnalyzed"]
    assert out[0].payload["action"] == "retry" and out[0].payload["retry_after_s"] == 1.0
    assert [t["name"] for t in out[0].payload["next_tools"]] == ["legal_search"]
    out = turn.later(1.0)  # the watcher wakes the turn when the backoff is over
    assert types(out) == ["ToolsSelected.search"] and out[0].payload["attempt"] == 2
    out = turn.when(legal_result(status="failed", items=False).model_copy(update={"attempt": 2}))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert out[0].payload["action"] == "continue"
    assert out[1].payload["goal_achieved"] is False
    assert "- 관련 법령: db down" in out[2].payload["response"]["answer"]  # says what is missing, by its title


def test_approval_is_requested_and_work_waits_for_it():
    turn = Turn()
    turn.add(QueryReceived(query="q", approval_required=True))
    out = turn.when(plan([step("step-1", "search", ["legal_search"])], approval_required=True))
    assert types(out) == ["PlanApprovalRequested"]
    out = turn.when(PlanApproved())
    assert types(out) == ["StrategyDecided", "ToolsSelected.search"]


def test_skipping_a_pending_step_removes_its_team():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "analysis", ["contract_analysis"], ["step-1"], optional=True)]))
    out = turn.when(StepSkipRequested(step_id="step-2"))
    assert types(out) == ["StepSkipped"]
    out = turn.when(legal_result())
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]


def test_cancelled_turn_does_no_more_work():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search"])]))
    assert turn.when(TurnCancelled()) == []
    assert turn.when(legal_result()) == []


def test_deciding_twice_on_the_same_history_yields_the_same_ids():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    trigger = turn.add(plan([step("step-1", "search", ["legal_search"])]))
    state = lambda: fold(list(enumerate(turn.log, 1)))  # noqa: E731
    first = decide(state(), trigger, PRODUCER, T0)
    second = decide(state(), trigger, PRODUCER, T0 + timedelta(seconds=5))
    assert [e.event_id for e in first] == [e.event_id for e in second]
    turn.log.extend(first)
    again = [e for e in decide(state(), trigger, PRODUCER, T0) if e.event_id not in state().event_ids]
    assert again == []  # a redelivered trigger changes nothing
