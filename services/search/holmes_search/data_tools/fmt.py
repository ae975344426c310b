"""Korean formatting of figures shown to users (money in 만원, counts, labels)."""

from __future__ import annotations

from holmes_kit.korean.extract import PYEONG_M2  # noqa: F401 (shown in workings)
from holmes_kit.korean.money import format_manwon


def count(n: int) -> str:
    """1234 -> '1,234'."""
    return f"{n:,}"


def manwon(value: float | int | None) -> str:
    """kit's format_manwon, with '-' for a figure the data does not have."""
    return "-" if value is None else format_manwon(value)


def percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}%"
