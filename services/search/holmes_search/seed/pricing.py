"""Price arithmetic of the generator (sale, jeonse, monthly rent) — see calibration.py."""

from __future__ import annotations

import math
import random
from datetime import date
from typing import NamedTuple

from holmes_search.seed import calibration as cal


class Unit(NamedTuple):
    """What the pricer needs to know about one complex."""

    property_type: str
    base_per_m2: float  # 2025-07 sale level of this complex, 만원/㎡ (before unit effects)
    growth: float  # index growth per month
    build_year: int
    areas: tuple[float, ...]
    top_floor: int
    subway_walk_min: int
    sigungu_code: str  # keys the district's monthly noise


def month_offset(day: date) -> int:
    """Months since the trend origin (2025-07 -> 0, 2026-10 -> 15, 2024-09 -> -10)."""
    y0, m0 = cal.TREND_ORIGIN
    return (day.year - y0) * 12 + (day.month - m0)


def trend_index(growth: float, offset: int, noise: float = 0.0) -> float:
    """Price index relative to 2025-07: exp(growth·offset)·(1+noise)."""
    return math.exp(growth * offset) * (1.0 + noise)


def _round(value: float, step: int) -> int:
    return max(step, int(round(value / step)) * step)


def sale_per_m2(u: Unit, area: float, floor: int, day: date,
                noise: dict[tuple[str, int], float]) -> float:
    off = month_offset(day)
    idx = trend_index(u.growth, off, noise.get((u.sigungu_code, off), 0.0))
    return (u.base_per_m2 * idx * cal.area_factor(area) * cal.age_factor(u.build_year)
            * cal.floor_factor(floor))


def price_for(rng: random.Random, u: Unit, deal: str, area: float, floor: int, day: date,
              noise: dict[tuple[str, int], float], *, asking: bool = False) -> tuple[int, int]:
    """(price_manwon, monthly_rent_manwon) of one deal; price is the deposit for rents.

    Asking prices of listings sit 2–8% above deals (sale) or 0–4% (rents).
    """
    per_m2 = sale_per_m2(u, area, floor, day, noise)
    sale = per_m2 * area * rng.lognormvariate(0.0, 0.06)
    if deal == "SALE":
        if asking:
            sale *= rng.uniform(1.02, 1.08)
        return _round(sale, 50 if sale >= 10_000 else 10), 0
    jeonse = sale * cal.jeonse_ratio(u.property_type, per_m2) * rng.lognormvariate(0.0, 0.04)
    if asking:
        jeonse *= rng.uniform(1.0, 1.04)
    if deal == "JEONSE":
        return _round(jeonse, 500 if jeonse >= 10_000 else 100), 0
    share = rng.uniform(0.05, 0.40)
    deposit = _round(jeonse * share, 500 if jeonse * share >= 5_000 else 100)
    deposit = min(deposit, _round(jeonse * 0.8, 100))
    rent = (jeonse - deposit) * cal.CONVERSION_RATE[u.property_type] / 12
    return deposit, max(1, int(round(rent)))
