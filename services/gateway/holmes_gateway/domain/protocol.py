"""Events -> PROTOCOL.md server messages. A pure fold over one session's events.

The gateway folds *every* event of the session (so step lists and turn status are
always complete) and the caller decides which messages a client has not seen yet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from holmes_contracts import Envelope
from holmes_kit.projections import StepBoard

TERMINAL = {"ResponseReady", "TurnFailed", "TurnCancelled"}


@dataclass
class TurnView:
    board: StepBoard = field(default_factory=StepBoard)
    intent: str = ""
    confidence: float = 0.0
    keywords: list[str] = field(default_factory=list)
    strategy: str = "sequential"
    estimated: float = 0.0
    awaiting_approval: bool = False
    finished: bool = False


@dataclass
class SessionView:
    turns: dict[str, TurnView] = field(default_factory=dict)
    active_turn: str | None = None
    active_since: Any = None

    def apply(self, seq: int, env: Envelope) -> list[dict[str, Any]]:
        if env.type.startswith("Session"):
            return []
        turn = self.turns.setdefault(env.turn_id, TurnView())
        if env.type == "QueryReceived":
            self.active_turn, self.active_since = env.turn_id, env.occurred_at
        if env.type in TERMINAL:
            turn.finished = True
            if self.active_turn == env.turn_id:
                self.active_turn = None
        changed = turn.board.apply(env)
        out = _messages(turn, env, changed)
        stamp = {"timestamp": env.occurred_at.isoformat(), "seq": seq, "turn_id": env.turn_id}
        return [{**m, **stamp} for m in out]


def _steps(turn: TurnView) -> list[dict[str, Any]]:
    return turn.board.as_protocol()


def _plan_fields(turn: TurnView) -> dict[str, Any]:
    return {"intent": turn.intent, "confidence": turn.confidence, "execution_steps": _steps(turn),
            "execution_strategy": turn.strategy, "estimated_total_time": turn.estimated,
            "keywords": turn.keywords}


def _messages(turn: TurnView, env: Envelope, changed: list[str]) -> list[dict[str, Any]]:
    p = env.payload
    t = env.type
    if t == "QueryReceived":
        return [{"type": "query_received", "query": p.get("query", "")}]
    if t == "PlanningStarted":
        return [{"type": "planning_start", "message": p.get("message", "")}]
    if t == "PlanReady":
        turn.intent, turn.confidence = p.get("intent", ""), p.get("confidence", 0.0)
        turn.keywords, turn.estimated = list(p.get("keywords", [])), p.get("estimated_total_time", 0.0)
        turn.strategy = "parallel" if any(len(g) > 1 for g in p.get("parallel_groups", [])) else "sequential"
        plan_ready = {"type": "plan_ready", **_plan_fields(turn)}
        # todo_created (seed 004's table): the initial to-do list, once the plan has steps
        return [plan_ready, {"type": "todo_created", "execution_steps": _steps(turn)}] if turn.board.steps else [plan_ready]
    if t == "PlanApprovalRequested":
        turn.awaiting_approval = True
        return [{"type": "plan_approval_required", "execution_steps": _steps(turn),
                 "message": p.get("message", "")}]
    if t in ("PlanApproved", "PlanModified"):
        turn.awaiting_approval = False
        return [{"type": "todo_updated", "execution_steps": _steps(turn)}] if t == "PlanModified" else []
    if t == "StrategyDecided":
        turn.strategy, turn.estimated = p.get("strategy", turn.strategy), p.get("estimated_time", turn.estimated)
        return [{"type": "execution_start", "message": "작업을 시작합니다", **_plan_fields(turn)},
                {"type": "execution_strategy_ready", "strategy": turn.strategy,
                 "estimated_time": turn.estimated, "reasoning": p.get("reasoning", "")}]
    if t == "TeamStarted":
        steps = turn.board.steps
        starts = [{"type": "step_start", "step_id": s, "agent": steps[s].agent_name, "task": steps[s].task}
                  for s in changed if s in steps]
        return starts + [{"type": "todo_updated", "execution_steps": _steps(turn)}]
    if t == "TeamProgress":
        step = turn.board.steps.get(p.get("step_id", ""))
        if step is None:
            return []
        return [{"type": "step_progress", "step_id": step.step_id, "agent": step.agent_name,
                 "progress_percentage": step.progress_percentage, "tool": p.get("tool"),
                 "message": p.get("message", "")},
                {"type": "todo_updated", "execution_steps": _steps(turn)}]
    if t in ("TeamCompleted", "TeamTimedOut"):
        steps = turn.board.steps
        done = [{"type": "step_complete", "step_id": s, "agent": steps[s].agent_name, "task": steps[s].task,
                 "result": steps[s].result, "status": steps[s].status, "error": steps[s].error}
                for s in changed if s in steps]
        return done + [{"type": "todo_updated", "execution_steps": _steps(turn)}] if changed else []
    if t == "StepSkipped" or (t == "ResultAnalyzed" and changed):  # changed: a step added (add_team)
        return [{"type": "todo_updated", "execution_steps": _steps(turn)}]
    if t == "ReviewDone":
        return [{"type": "execution_review_complete", "quality": p.get("quality"),
                 "confidence": p.get("confidence"), "suggestions": p.get("suggestions", []),
                 "goal_achieved": p.get("goal_achieved"), "missing_information": p.get("missing_information", []),
                 "substituted": p.get("substituted", [])}]
    if t == "AnswerChunk":
        # the answer's draft: append ``text`` (after dropping the draft when ``restart``);
        # final_response replaces it
        return [{"type": "answer_chunk", "index": p.get("index", 0), "text": p.get("text", ""),
                 "restart": bool(p.get("restart", False))}]
    if t == "ResponseReady":
        response = dict(p.get("response", {}))
        response.setdefault("llm_calls", p.get("llm_calls", 0))
        response.setdefault("elapsed_ms", p.get("elapsed_ms", 0))
        return [{"type": "final_response", "response": response}]
    if t == "TurnFailed":
        return [{"type": "todo_updated", "execution_steps": _steps(turn)},
                {"type": "error", "error": p.get("message", "오류가 발생했습니다"),
                 "details": {"code": p.get("code"), **p.get("details", {})}}]
    if t == "TurnCancelled":
        return [{"type": "todo_updated", "execution_steps": _steps(turn)},
                {"type": "turn_cancelled", "message": p.get("reason", "취소되었습니다")}]
    return []
