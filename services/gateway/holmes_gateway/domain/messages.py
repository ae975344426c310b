"""Validating client -> server WebSocket messages (PROTOCOL.md). Errors are Korean."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from holmes_contracts import PlanStep

from .inputs import InputError, check_client_message_id

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class ClientError(Exception):
    error: str
    details: dict[str, Any]


@dataclass(frozen=True)
class QueryMsg:
    query: str
    approval_required: bool
    client_message_id: str | None = None


@dataclass(frozen=True)
class InterruptMsg:
    action: str
    modified_todos: list[PlanStep] | None


@dataclass(frozen=True)
class SkipMsg:
    step_id: str


@dataclass(frozen=True)
class ResumeMsg:
    last_seq: int


@dataclass(frozen=True)
class CancelMsg:
    pass


@dataclass(frozen=True)
class SubscribeEventsMsg:
    enabled: bool


def _err(error: str, **details: Any) -> ClientError:
    return ClientError(error, details)


def parse_client_message(raw: str | bytes, *, max_bytes: int, max_query_chars: int):
    if len(raw) > max_bytes:
        raise _err(f"메시지가 너무 큽니다 (최대 {max_bytes:,}바이트).", size=len(raw), limit=max_bytes)
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise _err("메시지를 JSON으로 읽을 수 없습니다.", hint='{"type": "query", "query": "..."} 형식으로 보내 주세요') from None
    except RecursionError:  # e.g. "[[[[…" thousands deep: the parser gives up, the connection must not
        raise _err("메시지의 중첩이 너무 깊습니다.", hint='{"type": "query", "query": "..."} 형식으로 보내 주세요') from None
    try:  # "\ud800" escapes decode to lone surrogates, which no UTF-8 event or reply can carry
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise _err("메시지에 올바르지 않은 문자(짝이 없는 유니코드 서로게이트)가 있습니다.") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise _err("메시지에 type 필드가 필요합니다.", received=type(data).__name__)
    kind = data["type"]
    if kind == "query":
        query = data.get("query")
        if isinstance(query, str):  # NUL and other C0 controls: PostgreSQL text rejects NUL
            query = _CONTROL.sub("", query)
        if not isinstance(query, str) or not query.strip():
            raise _err("질문이 비어 있습니다. 궁금한 내용을 입력해 주세요.", field="query")
        if len(query) > max_query_chars:
            raise _err(f"질문이 너무 깁니다 ({len(query):,}자). {max_query_chars:,}자 이내로 줄여 주세요.",
                       field="query", length=len(query), limit=max_query_chars)
        try:
            cmid = check_client_message_id(data.get("client_message_id"))
        except InputError as exc:
            raise _err(exc.message, field=exc.field) from None
        return QueryMsg(query.strip(), bool(data.get("enable_checkpointing", False)), cmid)
    if kind == "interrupt_response":
        action = data.get("action")
        if action not in ("approve", "modify"):
            raise _err("action은 approve 또는 modify여야 합니다.", field="action")
        todos = None
        if action == "modify":
            raw_todos = data.get("modified_todos")
            if not isinstance(raw_todos, list) or not raw_todos:
                raise _err("수정할 단계 목록(modified_todos)이 필요합니다.", field="modified_todos")
            try:
                todos = [PlanStep.model_validate(t) for t in raw_todos]
            except Exception as exc:
                raise _err("modified_todos의 단계 형식이 올바르지 않습니다.", field="modified_todos",
                           reason=str(exc)[:300]) from None
        return InterruptMsg(action, todos)
    if kind == "todo_skip":
        step_id = data.get("todo_id")
        if not isinstance(step_id, str) or not step_id:
            raise _err("건너뛸 단계(todo_id)가 필요합니다.", field="todo_id")
        return SkipMsg(step_id)
    if kind == "resume":
        last_seq = data.get("last_seq")
        if not isinstance(last_seq, int) or isinstance(last_seq, bool) or last_seq < 0:
            raise _err("last_seq는 0 이상의 정수여야 합니다.", field="last_seq")
        return ResumeMsg(last_seq)
    if kind == "cancel":
        return CancelMsg()
    if kind == "subscribe_events":
        return SubscribeEventsMsg(bool(data.get("enabled", True)))
    raise _err(f"알 수 없는 메시지 종류입니다: {kind[:50]}",
               supported=["query", "interrupt_response", "todo_skip", "resume", "cancel", "subscribe_events"])
