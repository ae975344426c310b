"""Client message validation: every bad input gets a clear Korean error."""

from __future__ import annotations

import json

import pytest

from holmes_gateway.domain.messages import (
    ClientError,
    InterruptMsg,
    QueryMsg,
    ResumeMsg,
    SkipMsg,
    parse_client_message,
)


def parse(obj) -> object:
    raw = obj if isinstance(obj, str) else json.dumps(obj)
    return parse_client_message(raw, max_bytes=16384, max_query_chars=2000)


def test_query_is_accepted_and_trimmed():
    assert parse({"type": "query", "query": "  전세금 5% 인상?  ", "enable_checkpointing": True}) == \
        QueryMsg("전세금 5% 인상?", True)


@pytest.mark.parametrize("frame, needle", [
    ("not json", "JSON"),
    ("[1,2]", "type"),
    ({"query": "x"}, "type"),
    ({"type": "query", "query": ""}, "비어"),
    ({"type": "query", "query": "   "}, "비어"),
    ({"type": "query", "query": 3}, "비어"),
    ({"type": "query", "query": "가" * 2001}, "너무 깁니다"),
    ({"type": "dance"}, "알 수 없는"),
    ({"type": "interrupt_response", "action": "maybe"}, "approve"),
    ({"type": "interrupt_response", "action": "modify"}, "modified_todos"),
    ({"type": "interrupt_response", "action": "modify", "modified_todos": [{"x": 1}]}, "형식"),
    ({"type": "todo_skip"}, "todo_id"),
    ({"type": "resume", "last_seq": -1}, "last_seq"),
    ({"type": "resume", "last_seq": "5"}, "last_seq"),
    ({"type": "resume", "last_seq": True}, "last_seq"),
])
def test_bad_frames_get_korean_errors(frame, needle):
    with pytest.raises(ClientError) as exc:
        parse(frame)
    assert needle in exc.value.error


def test_oversized_frame_is_refused_before_parsing():
    with pytest.raises(ClientError) as exc:
        parse_client_message("x" * 20000, max_bytes=16384, max_query_chars=2000)
    assert "너무 큽니다" in exc.value.error and exc.value.details["limit"] == 16384


def test_other_messages():
    assert parse({"type": "todo_skip", "todo_id": "step-2"}) == SkipMsg("step-2")
    assert parse({"type": "resume", "last_seq": 42}) == ResumeMsg(42)
    msg = parse({"type": "interrupt_response", "action": "modify", "modified_todos": [
        {"step_id": "step-1", "step_type": "search", "team": "search", "agent_name": "search_team",
         "task": "법률 조항 검색"}]})
    assert isinstance(msg, InterruptMsg) and msg.modified_todos[0].step_id == "step-1"
