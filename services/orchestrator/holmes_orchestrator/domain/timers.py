"""When a turn needs the orchestrator again without any new event: deadlines and backoffs.

Pure time arithmetic over recorded events. Two kinds of wake-up exist:
- a dispatched team's deadline: ``ToolsSelected.occurred_at + deadline_s + grace``;
- a retry's backoff: ``ResultAnalyzed.occurred_at + retry_after_s``.

The grace lets a team that enforces its own tool budgets (holmes_kit.team stops each
tool at ``deadline_s``) report its partial TeamCompleted before we declare it silent.
The adapter (adapters/timeouts.py) only decides *when* to look; *what* happens is decided
by ``decide`` from the log, with ``now`` passed in, so replays reproduce it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from holmes_contracts import Envelope

MIN_GRACE_S = 2.0
GRACE_SHARE = 0.2


def grace_s(deadline_s: float) -> float:
    return max(MIN_GRACE_S, deadline_s * GRACE_SHARE)


def team_deadline(dispatched_at: datetime, deadline_s: float) -> datetime:
    return dispatched_at + timedelta(seconds=deadline_s + grace_s(deadline_s))


def retry_due(analyzed_at: datetime, retry_after_s: float) -> datetime:
    return analyzed_at + timedelta(seconds=retry_after_s)


def wake_at(env: Envelope) -> datetime | None:
    """The moment a recorded event asks the orchestrator to look at its turn again."""
    if env.type == "ToolsSelected":
        return team_deadline(env.occurred_at, float(env.payload.get("deadline_s", 30.0)))
    if env.type == "ResultAnalyzed" and float(env.payload.get("retry_after_s") or 0) > 0:
        return retry_due(env.occurred_at, float(env.payload["retry_after_s"]))
    return None


def seconds_until(moment: datetime, now: datetime) -> float:
    return (moment - now).total_seconds()
