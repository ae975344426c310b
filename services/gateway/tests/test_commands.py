"""The gateway's client commands, decided without a socket or a bus (domain/commands.py)."""

from __future__ import annotations

from holmes_contracts import PlanApprovalRequested, PlanReady, PlanStep, QueryReceived, TurnCancelled
from holmes_contracts import StepSkipRequested as Skip
from holmes_gateway.domain.commands import Append, Reject, decide_command, decide_query
from holmes_gateway.domain.messages import CancelMsg, InterruptMsg, SkipMsg
from holmes_gateway.domain.protocol import SessionView
from holmes_kit.events import emit

STEP = PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="시세 검색")


def view_of(*payloads) -> SessionView:
    view, prev = SessionView(), None
    for seq, p in enumerate(payloads, 1):
        prev = emit(p, producer="t@1", cause=prev, session_id="s-1", turn_id="t-1", discriminator=str(seq))
        view.apply(seq, prev)
    return view


def test_cancel_appends_to_the_turn_in_progress_and_is_refused_without_one():
    view = view_of(QueryReceived(query="강남 전세"))
    assert decide_command(CancelMsg(), view, "t-1") == Append(TurnCancelled(), "t-1")
    refused = decide_command(CancelMsg(), view, None)
    assert isinstance(refused, Reject) and refused.details["code"] == "no_active_turn"


def test_only_a_pending_step_can_be_skipped():
    view = view_of(QueryReceived(query="강남 전세"),
                   PlanReady(query="강남 전세", intent="시세조회", confidence=0.9, keywords=[], steps=[STEP]))
    assert decide_command(SkipMsg("step-1"), view, "t-1") == Append(Skip(step_id="step-1"), "t-1")
    refused = decide_command(SkipMsg("step-9"), view, "t-1")
    assert isinstance(refused, Reject) and refused.details == {"code": "step_not_pending", "todo_id": "step-9"}


def test_approval_goes_to_the_turn_awaiting_it():
    assert isinstance(decide_command(InterruptMsg("approve", None), view_of(QueryReceived(query="q")), None), Reject)
    view = view_of(QueryReceived(query="q"),
                   PlanReady(query="q", intent="시세조회", confidence=0.9, keywords=[], steps=[STEP]),
                   PlanApprovalRequested(steps=[STEP]))
    decided = decide_command(InterruptMsg("modify", [STEP]), view, "t-1")
    assert isinstance(decided, Append) and decided.turn_id == "t-1" and decided.payload.steps == [STEP]


def test_a_repeated_query_is_a_duplicate_and_a_second_turn_waits():
    view = view_of(QueryReceived(query="q"))
    assert decide_query(view, "t-1", "t-1") == "duplicate"
    refused = decide_query(view, "t-2", "t-1")
    assert isinstance(refused, Reject) and refused.details["code"] == "turn_in_progress"
    assert decide_query(view, "t-2", None) is None


def test_every_client_command_in_the_routing_table_has_a_handler():
    import json

    from holmes_gateway.domain.messages import parse_client_message
    from holmes_gateway.routes import ROUTES
    from holmes_gateway.ws import COMMANDS

    frames = {"query": {"query": "강남 전세"}, "interrupt_response": {"action": "approve"},
              "todo_skip": {"todo_id": "step-1"}, "resume": {"last_seq": 0}, "cancel": {},
              "subscribe_events": {}}
    assert set(frames) == set(ROUTES.commands)
    parsed = {type(parse_client_message(json.dumps({"type": k, **v}), max_bytes=4096, max_query_chars=100))
              for k, v in frames.items()}
    assert parsed == set(COMMANDS)
    assert {e for events in ROUTES.commands.values() for e in events} <= set(ROUTES.emits)
