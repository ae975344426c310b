"""The day a turn is judged on.

Rules in force (a 기준금리, a 중개보수 table, a 조정대상지역 designation, a 문답 card's 시행일) and "오늘" in
a computation are chosen by the day of the turn in Korea — not by the machine's clock: a server runs in
UTC (until 09:00 KST its date is yesterday's), a redelivered message runs again later, and a replayed log
must give the answer it gave then. A team sets the day from the dispatch event while its tools run
(`run_team`); the planner reads its own event's time the same way. `HOLMES_TURN_DAY` (settings) pins that
day for every turn of a deployment: a report reproduced on the day it was made, a benchmark set scored on
the day its labels were written, whatever the hour it runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, date, datetime

from .korean.extract import korean_date
from .settings import get_settings

_TURN_DAY: ContextVar[date | None] = ContextVar("holmes_turn_day", default=None)


def turn_day() -> date:
    """The Korean calendar day of the turn being worked on; outside a turn, today in Korea."""
    return _TURN_DAY.get() or get_settings().turn_day or korean_date(datetime.now(UTC))


@contextmanager
def turn_at(moment: datetime) -> Iterator[date]:
    """Work done inside is judged on the Korean day of ``moment`` (an event's UTC time)."""
    token = _TURN_DAY.set(get_settings().turn_day or korean_date(moment))
    try:
        yield _TURN_DAY.get() or korean_date(moment)
    finally:
        _TURN_DAY.reset(token)
