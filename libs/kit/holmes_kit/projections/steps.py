"""The live status of a turn's execution steps (PROTOCOL.md execution_steps[]).

A fold: feed it the turn's envelopes in stream order; it never needs anything else.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from holmes_contracts import Envelope

_TEAM_DONE = {"success": "completed", "partial": "completed", "failed": "failed"}


@dataclass
class StepView:
    step_id: str
    step_type: str
    agent_name: str
    team: str
    task: str
    description: str
    status: str = "pending"
    progress_percentage: int = 0
    started_at: str | None = None
    completed_at: str | None = None
    result: Any = None
    error: str | None = None

    def to_protocol(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class StepBoard:
    steps: dict[str, StepView] = field(default_factory=dict)
    timed_out: set[tuple[str, int]] = field(default_factory=set)

    def apply(self, env: Envelope) -> list[str]:
        """Fold one event; returns the ids of steps whose status changed."""
        p = env.payload
        at = env.occurred_at.isoformat()
        if env.type in ("PlanReady", "PlanModified"):
            self.steps = {s["step_id"]: StepView(
                step_id=s["step_id"], step_type=s["step_type"], agent_name=s["agent_name"],
                team=s["team"], task=s["task"], description=s.get("description", ""))
                for s in p.get("steps", [])}
            return list(self.steps)
        if env.type == "TeamStarted":
            return self._set(p.get("step_ids", []), "in_progress", started_at=at, progress=5)
        if env.type == "TeamProgress":
            step = self.steps.get(p.get("step_id", ""))
            if step and step.status in ("pending", "in_progress"):
                step.status = "in_progress"
                step.progress_percentage = max(step.progress_percentage, int(p.get("progress_percentage", 0)))
                step.started_at = step.started_at or at
            return []
        if env.type == "TeamTimedOut":
            self.timed_out.add((p.get("team", ""), int(p.get("attempt", 1))))
            return self._set(p.get("step_ids", []), "failed", completed_at=at,
                             error=f"제한 시간({p.get('deadline_s', 0):.0f}초) 안에 응답하지 않았습니다")
        if env.type == "TeamCompleted":
            if (p.get("team", ""), int(p.get("attempt", 1))) in self.timed_out:
                return []  # too late: the orchestrator ignores it, and so does the board
            status = _TEAM_DONE.get(p.get("status", ""), "failed")
            summary = "; ".join(r.get("summary", "") for r in p.get("results", []) if r.get("summary"))
            return self._set(p.get("step_ids", []), status, completed_at=at, progress=100,
                             result=summary or None, error=p.get("error"))
        if env.type == "StepSkipped":
            return self._set([p.get("step_id", "")], "skipped", completed_at=at)
        if env.type == "ResultAnalyzed":  # add_team: a recovery step for another team joins the board
            new = [s for s in p.get("added_steps", []) if s.get("step_id") not in self.steps]
            for s in new:
                self.steps[s["step_id"]] = StepView(step_id=s["step_id"], step_type=s["step_type"],
                                                    agent_name=s["agent_name"], team=s["team"], task=s["task"],
                                                    description=s.get("description", ""))
            return [s["step_id"] for s in new]
        if env.type in ("TurnFailed", "TurnCancelled"):
            open_ids = [s.step_id for s in self.steps.values() if s.status in ("pending", "in_progress")]
            return self._set(open_ids, "failed" if env.type == "TurnFailed" else "skipped", completed_at=at)
        return []

    def _set(self, ids: list[str], status: str, *, started_at: str | None = None,
             completed_at: str | None = None, progress: int | None = None,
             result: Any = None, error: str | None = None) -> list[str]:
        changed = []
        for sid in ids:
            step = self.steps.get(sid)
            if step is None or step.status in ("completed", "skipped") and status != "completed":
                continue
            step.status = status
            step.started_at = step.started_at or started_at or completed_at
            step.completed_at = completed_at or step.completed_at
            if progress is not None:
                step.progress_percentage = max(step.progress_percentage, progress) if status != "failed" else step.progress_percentage
            if result is not None:
                step.result = result
            if error is not None:
                step.error = error
            changed.append(sid)
        return changed

    def as_protocol(self) -> list[dict[str, Any]]:
        return [s.to_protocol() for s in self.steps.values()]
