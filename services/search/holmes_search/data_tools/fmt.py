"""Korean formatting of figures shown to users (money in 만원, counts, labels)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from holmes_kit.korean.money import format_manwon

PYEONG_M2 = 3.3058  # 1평 in ㎡

PROPERTY_KO = {"APARTMENT": "아파트", "OFFICETEL": "오피스텔", "VILLA": "빌라",
               "ONEROOM": "원룸", "HOUSE": "단독주택"}
DEAL_KO = {"SALE": "매매", "JEONSE": "전세", "MONTHLY": "월세"}


def half_up(value: float) -> int:
    """Round .5 away from zero (Python's round() rounds half to even)."""
    return int(Decimal(str(value)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def count(n: int) -> str:
    """1234 -> '1,234'."""
    return f"{n:,}"


def manwon(value: float | int | None) -> str:
    """Amount in 만원 as Koreans write it: 95000 -> '9억 5,000만원', 8500 -> '8,500만원'."""
    return "-" if value is None else format_manwon(half_up(value))


def percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}%"
