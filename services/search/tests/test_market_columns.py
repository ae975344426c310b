"""market_columns (pure): the figures equal PostgreSQL's for the same deals."""

import struct
from datetime import date

import numpy as np
import pytest

from holmes_search.adapters.market_columns import EPOCH, area_bounds, column_stats, median


def pg_percentile_cont(values: list[float]) -> float:
    """PostgreSQL's percentile_cont(0.5): float8 lerp between the two middle rows."""
    s = sorted(float(v) for v in values)
    k = 0.5 * (len(s) - 1)
    lo, hi = int(k // 1), -int(-k // 1)
    return s[lo] + (k - lo) * (s[hi] - s[lo])


@pytest.mark.parametrize("values", [[5], [3, 1], [7, 1, 4], [10, 2, 2, 9], [0.1, 0.7, 0.2, 0.30000000000000004]])
def test_median_is_percentile_cont(values):
    assert median(np.array(values)) == pg_percentile_cont(values)


def test_area_bounds_compare_like_numeric_with_a_float_parameter():
    # asyncpg sends 59.9 as its exact binary value 59.899999…: 59.90 ㎡ is above it
    assert area_bounds(59.9, 59.9) == (5990, 5989)
    assert area_bounds(60.0, 85.0) == (6000, 8500) and area_bounds(None, None) == (None, None)


def row(deal: str, month: date, deals: list[tuple[int, float, int, float, date, bool]]) -> dict:
    """One row of the packed-columns query: (price, per_m2, rent, area, day, molit) per deal."""
    return {"deal_type": deal, "month": month,
            "price": b"".join(struct.pack(">i", d[0]) for d in deals),
            "per_m2": b"".join(struct.pack(">d", d[1]) for d in deals),
            "rent": b"".join(struct.pack(">i", d[2]) for d in deals),
            "area_c": b"".join(struct.pack(">i", round(d[3] * 100)) for d in deals),
            "day": b"".join(struct.pack(">i", (d[4] - EPOCH).days) for d in deals),
            "molit": bytes(int(d[5]) for d in deals)}


def test_totals_and_months_in_sql_order_with_area_filter():
    rows = [row("SALE", date(2025, 1, 1), [(100, 1.5, 0, 59.9, date(2025, 1, 3), False),
                                          (300, 3.5, 0, 84.0, date(2025, 1, 9), True)]),
            row("SALE", date(2025, 2, 1), [(200, 2.5, 0, 60.0, date(2025, 2, 2), False)]),
            row("JEONSE", date(2025, 2, 1), [(50, 0.5, 0, 30.0, date(2025, 2, 5), False)])]
    out = column_stats(rows, None, None)
    assert [(r["deal_type"], r["month"]) for r in out] == [
        ("JEONSE", None), ("JEONSE", date(2025, 2, 1)),
        ("SALE", None), ("SALE", date(2025, 1, 1)), ("SALE", date(2025, 2, 1))]
    sale = out[2]
    assert (sale["n"], sale["median"], sale["mean"], sale["min"], sale["max"]) == (3, 200.0, 200.0, 100, 300)
    assert sale["median_per_m2"] == 2.5 and sale["last_date"] == date(2025, 2, 2) and sale["molit"] == 1
    filtered = column_stats(rows, 59.95, None)  # leaves out the 59.9 ㎡ deal and the 30 ㎡ jeonse
    assert [(r["deal_type"], r["month"], r["n"]) for r in filtered] == [
        ("SALE", None, 2), ("SALE", date(2025, 1, 1), 1), ("SALE", date(2025, 2, 1), 1)]
    assert filtered[0]["median"] == 250.0 and isinstance(filtered[0]["min"], int)
