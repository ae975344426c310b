"""What every legal calculator returns, and the helpers they share.

A calculator answers one question with one figure (or verdict): ``headline`` says it in
one or two Korean sentences with the inputs it used, ``workings`` shows the arithmetic,
``laws`` the articles it rests on and ``effective`` the date of the rule applied. A
missing input raises :class:`MissingInput` whose message is the question to ask the user.
"""
from __future__ import annotations

import calendar
from dataclasses import dataclass, field
from datetime import date

from .errors import AnalysisInputError
from .workings import LawRef, Workings


class MissingInput(AnalysisInputError):
    """An input the calculation needs and nobody gave; ``message_ko`` asks for exactly it."""


@dataclass(frozen=True)
class Calculation:
    headline: str
    figures: dict[str, object]
    laws: tuple[LawRef, ...]
    effective: str  # "2021-10-19 시행" — the dated rule this figure follows
    workings: Workings
    verdict: str | None = None  # "가능" / "불가" … when the question is yes/no
    extra_notes: tuple[str, ...] = field(default=())


def parse_date(name: str, value: date | str | None, label: str) -> date | None:
    if value is None or isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise AnalysisInputError(name, f"{label} 날짜 형식이 올바르지 않습니다: {value!r} (예: 2026-03-31).") from None


def add_months(d: date, months: int) -> date:
    """Same day ``months`` later (or earlier); the month's last day when it has no such day."""
    y, m = divmod(d.month - 1 + months, 12)
    year, month = d.year + y, m + 1
    return date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def fmt_date(d: date) -> str:
    return f"{d.year}년 {d.month}월 {d.day}일"
