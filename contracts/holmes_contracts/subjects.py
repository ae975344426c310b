"""Subject layout of the event stream (DESIGN.md §3).

``holmes.evt.<session_id>.<turn_id>.<EventType>[.<team>]`` — the team suffix lets a
team service filter to the ToolsSelected events addressed to it only.
"""

from __future__ import annotations

from dataclasses import dataclass

from .ids import check_id

PREFIX = "holmes.evt"
STREAM_NAME = "HOLMES_EVENTS"
STREAM_SUBJECTS = f"{PREFIX}.>"
TEAMS = ("search", "analysis", "document")
# Session-scoped events (session created/renamed/deleted) use this turn slot.
SESSION_TURN = "_session"


def event_subject(session_id: str, turn_id: str, event_type: str, team: str | None = None) -> str:
    check_id(session_id, "session_id")
    check_id(turn_id, "turn_id")
    check_id(event_type, "event type")
    subject = f"{PREFIX}.{session_id}.{turn_id}.{event_type}"
    if team is not None:
        if team not in TEAMS:
            raise ValueError(f"unknown team {team!r}")
        subject += f".{team}"
    return subject


def turn_filter(session_id: str, turn_id: str) -> str:
    """Every event of one turn."""
    return f"{PREFIX}.{check_id(session_id, 'session_id')}.{check_id(turn_id, 'turn_id')}.>"


def session_filter(session_id: str) -> str:
    """Every event of one session (all its turns)."""
    return f"{PREFIX}.{check_id(session_id, 'session_id')}.>"


def type_filters(event_types: list[str], team: str | None = None) -> list[str]:
    """Filter subjects for a durable consumer that handles exactly these types.

    With a team, only events addressed to that team (``...ToolsSelected.search``);
    without, the untargeted form plus any team suffix is *not* included, so an
    orchestrator never receives team-addressed copies it did not ask for.
    """
    out = []
    for t in event_types:
        check_id(t, "event type")
        out.append(f"{PREFIX}.*.*.{t}.{team}" if team else f"{PREFIX}.*.*.{t}")
    return out


@dataclass(frozen=True)
class SubjectParts:
    session_id: str
    turn_id: str
    event_type: str
    team: str | None


def parse_subject(subject: str) -> SubjectParts:
    parts = subject.split(".")
    if len(parts) not in (5, 6) or ".".join(parts[:2]) != PREFIX:
        raise ValueError(f"not an event subject: {subject!r}")
    return SubjectParts(parts[2], parts[3], parts[4], parts[5] if len(parts) == 6 else None)
