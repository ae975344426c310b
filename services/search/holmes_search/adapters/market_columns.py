"""market_data over several districts at once (a 시도, a 시 with its 구) from packed columns.

Percentiles over ~20,000 deals cost PostgreSQL 40-100 ms on a busy 2-core host, most of it
sorting.  Table ``transaction_columns`` (infra/sql/021) holds every deal of a district,
type, deal type and month as fixed-width binary columns; one query concatenates the
districts' columns per (deal type, month) and numpy computes the figures.  They are the
figures of MarketRepository's SQL over the same deals, not estimates:

- percentile_cont(0.5): the two middle values by selection, then ``lo + 0.5 × (hi - lo)``
  in float8, as PostgreSQL interpolates; per-㎡ values are stored as
  ``(price_manwon / area_m2)::float8``, the SQL's own expression;
- the mean is the exact integer sum over the count (Python rounds int / int correctly;
  PostgreSQL's avg may differ in the last binary digit, never in the rounded figure);
- area bounds compare exactly as PostgreSQL compares numeric(7,2) with a float parameter.

The table is rebuilt whenever deals are loaded or imported (seed.load._REBUILD_MONTHLY).
"""

from __future__ import annotations

import math
from datetime import date, timedelta
from fractions import Fraction
from typing import Any

import numpy as np

EPOCH = date(2000, 1, 1)
_FIELDS = (("price", ">i4"), ("per_m2", ">f8"), ("rent", ">i4"), ("area_c", ">i4"), ("day", ">i4"),
           ("molit", "u1"))

# No ORDER BY inside the aggregates: every aggregate of a group is fed the same rows in the
# same order, so the concatenated columns stay aligned deal by deal (and nothing is sorted).
_COLUMNS = f"""
SELECT deal_type, month, {", ".join(f"string_agg({n}, ''::bytea) AS {n}" for n, _ in _FIELDS)}
FROM transaction_columns
WHERE property_type = $1 AND sigungu_code = ANY($2::char(5)[]) AND deal_type = ANY($3::text[])
  AND month BETWEEN $4 AND $5
GROUP BY deal_type, month
ORDER BY deal_type, month
"""


def median(values: np.ndarray) -> float:
    """percentile_cont(0.5) as PostgreSQL computes it (float8 interpolation)."""
    n = len(values)
    lo = (n - 1) // 2
    hi = n // 2
    part = np.partition(values, (lo, hi))
    a, b = float(part[lo]), float(part[hi])
    return a if lo == hi else a + 0.5 * (b - a)


def area_bounds(lo: float | None, hi: float | None) -> tuple[int | None, int | None]:
    """Bounds in 0.01 ㎡ equivalent to ``area_m2 >= lo`` / ``<= hi`` with a float parameter
    (asyncpg sends a float as its exact binary value)."""
    return (None if lo is None else math.ceil(Fraction(lo) * 100),
            None if hi is None else math.floor(Fraction(hi) * 100))


def _decode(row: Any) -> dict[str, np.ndarray]:
    return {name: np.frombuffer(row[name], dtype=kind) for name, kind in _FIELDS}


def _figures(deal: str, month: date | None, c: dict[str, np.ndarray]) -> dict[str, Any]:
    """One row of MarketRepository.stats: the aggregates of the deals in ``c``."""
    price = c["price"]
    return {"deal_type": deal, "month": month, "n": len(price), "median": median(price),
            "mean": int(price.sum(dtype=np.int64)) / len(price), "min": int(price.min()),
            "max": int(price.max()), "median_per_m2": median(c["per_m2"]), "median_rent": median(c["rent"]),
            "last_date": EPOCH + timedelta(days=int(c["day"].max())), "molit": int(c["molit"].sum())}


def column_stats(rows: list[Any], min_area: float | None, max_area: float | None) -> list[dict[str, Any]]:
    """Rows of ``_COLUMNS`` -> per deal type a total (month None) and one row per month, in
    the order of the SQL (deal type, total first, then months); empty groups are left out."""
    lo, hi = area_bounds(min_area, max_area)
    by_deal: dict[str, list[tuple[date, dict[str, np.ndarray]]]] = {}
    for row in rows:
        cols = _decode(row)
        if lo is not None or hi is not None:
            keep = np.ones(len(cols["area_c"]), dtype=bool)
            if lo is not None:
                keep &= cols["area_c"] >= lo
            if hi is not None:
                keep &= cols["area_c"] <= hi
            cols = {k: v[keep] for k, v in cols.items()}
        if len(cols["price"]):
            by_deal.setdefault(row["deal_type"], []).append((row["month"], cols))
    out: list[dict[str, Any]] = []
    for deal in sorted(by_deal):
        months = by_deal[deal]
        total = {k: np.concatenate([c[k] for _, c in months]) for k, _ in _FIELDS}
        out.append(_figures(deal, None, total))
        out.extend(_figures(deal, m, c) for m, c in months)
    return out


async def multi_district_stats(pool: Any, codes: list[str], property_type: str, deal_types: list[str],
                               start: date, end: date, min_area: float | None,
                               max_area: float | None) -> list[dict[str, Any]]:
    """MarketRepository.stats for several districts: months ``start``..``end`` inclusive."""
    first = date(start.year, start.month, 1)
    rows = await pool.fetch(_COLUMNS, property_type, codes, deal_types, first, end)
    return column_stats(rows, min_area, max_area)


async def latest_date(pool: Any, codes: list[str], property_type: str) -> date | None:
    return await pool.fetchval("SELECT max(last_date) FROM transaction_columns "
                               "WHERE property_type = $1 AND sigungu_code = ANY($2::char(5)[])",
                               property_type, codes)
