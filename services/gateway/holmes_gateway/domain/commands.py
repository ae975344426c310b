"""The gateway's command decider: a client command and the session as its connection sees
it -> the event to append, or a Korean error. Pure (no bus, no socket, no clock); ws.py's
thin handlers do the I/O. Queries are decided by ``decide_query`` (their ids are derived,
and authorization and the append's outcome need I/O)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from holmes_contracts import EventPayload, PlanApproved, PlanModified, StepSkipRequested, TurnCancelled

from .messages import CancelMsg, InterruptMsg, SkipMsg
from .protocol import SessionView


@dataclass(frozen=True)
class Append:
    payload: EventPayload
    turn_id: str


@dataclass(frozen=True)
class Reject:
    error: str
    details: dict[str, Any] = field(default_factory=dict)


def decide_command(msg: InterruptMsg | SkipMsg | CancelMsg, view: SessionView,
                   active_turn: str | None) -> Append | Reject:
    """``active_turn``: the turn in progress, None when there is none (or it went stale)."""
    match msg:
        case InterruptMsg(action=action, modified_todos=steps):
            turn = next((t for t, v in view.turns.items() if v.awaiting_approval and not v.finished), None)
            if turn is None:
                return Reject("승인을 기다리는 계획이 없습니다.", {"code": "no_pending_approval"})
            return Append(PlanApproved() if action == "approve" else PlanModified(steps=steps), turn)
        case SkipMsg(step_id=step_id):
            step = view.turns[active_turn].board.steps.get(step_id) if active_turn else None
            if step is None or step.status != "pending":
                return Reject("건너뛸 수 있는 대기 중인 단계가 아닙니다.",
                              {"code": "step_not_pending", "todo_id": step_id})
            return Append(StepSkipRequested(step_id=step_id), active_turn)
        case CancelMsg():
            if active_turn is None:
                return Reject("취소할 진행 중인 질문이 없습니다.", {"code": "no_active_turn"})
            return Append(TurnCancelled(), active_turn)
    raise TypeError(f"not a command: {type(msg).__name__}")


def decide_query(view: SessionView, turn_id: str, active_turn: str | None) -> str | Reject | None:
    """"duplicate" when the turn of this client_message_id is already in the session, a
    rejection while another turn is in progress, else None: append it."""
    if turn_id in view.turns:
        return "duplicate"
    if active_turn:
        return Reject("이전 질문을 처리하고 있습니다. 답변이 끝난 뒤 다시 보내 주세요.",
                      {"code": "turn_in_progress", "turn_id": view.active_turn})
    return None
