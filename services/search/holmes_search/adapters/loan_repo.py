"""SQL of loan_data (table: infra/sql/030_loans.sql).

The table is small (~50 rows); type, category, rate and LTV filters run in SQL on
loan_products_type_idx, the per-person eligibility rules in Python (data_tools.loan_data).
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..data_tools.queries import LoanQuery


def _plain(row: Any) -> dict[str, Any]:
    """numeric -> float so results serialise as JSON numbers; jsonb (group_caps) -> dict."""
    out = {k: float(v) if isinstance(v, Decimal) else v for k, v in dict(row).items()}
    if isinstance(out.get("group_caps"), str):
        out["group_caps"] = json.loads(out["group_caps"])
    return out


class LoanRepository:
    def __init__(self, pool: Any) -> None:
        self.pool = pool

    async def products(self, q: LoanQuery) -> list[dict[str, Any]]:
        """Products of the query's types / category / rate cap, lowest rate first."""
        parts, args = [], []

        def add(sql: str, value: Any) -> None:
            args.append(value)
            parts.append(sql.replace("?", f"${len(args)}"))

        if not q.include_inactive:
            parts.append("active")
        if q.loan_types:
            add("loan_type = ANY(?::text[])", list(q.loan_types))
        if q.category:
            add("category = ?", q.category)
        if q.max_rate is not None:
            add("rate_min <= ?", q.max_rate)
        if q.min_ltv is not None:
            add("ltv_max >= ?", q.min_ltv)
        where = " AND ".join(parts) or "TRUE"
        rows = await self.pool.fetch(
            f"SELECT * FROM loan_products WHERE {where} ORDER BY rate_min, rate_max, name", *args)
        return [_plain(r) for r in rows]
