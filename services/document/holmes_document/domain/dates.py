"""Dates as the form writes them, and the two-year arithmetic of 주택임대차보호법 제4조."""
from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from holmes_kit.korean.text import josa

from .errors import DocumentInputError

_PATTERN = re.compile(r"^\s*(\d{4})\s*(?:[.\-/]|년)\s*(\d{1,2})\s*(?:[.\-/]|월)\s*(\d{1,2})\s*일?\.?\s*$")


def parse_date(value: object, field: str = "date") -> date:
    """Accepts date/datetime, '2025-03-01', '2025.3.1', '2025/03/01', '2025년 3월 1일'."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        m = _PATTERN.match(value)
        if m:
            try:
                return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            except ValueError:
                pass
    quoted = f"'{value}'"
    raise DocumentInputError(field, f"날짜 {josa(quoted, '을')} 이해하지 못했습니다. 예: 2025-03-01 또는 2025년 3월 1일")


def format_date_ko(d: date) -> str:
    return f"{d.year}년 {d.month}월 {d.day}일"


def add_years(d: date, years: int) -> date:
    """Same calendar day `years` later; 2월 29일 falls back to 2월 28일."""
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def full_term_end(start: date, years: int) -> date:
    """Last day of a term of `years` starting on `start` (2025-03-01 + 2y -> 2027-02-28)."""
    return add_years(start, years) - timedelta(days=1)


def is_shorter_than_years(start: date, end: date, years: int) -> bool:
    return end < full_term_end(start, years)


def months_between(start: date, end: date) -> int:
    """Whole months from start to the day after end (2025-03-01..2027-02-28 -> 24)."""
    after = end + timedelta(days=1)
    months = (after.year - start.year) * 12 + (after.month - start.month)
    if after.day < start.day:
        months -= 1
    return months
