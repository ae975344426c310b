"""Reading a tool's inputs: its typed params (the orchestrator's tool planning filled them
from the plan), then earlier teams' typed outputs (``ToolsSelected.handed``).

User values are passed to the domain *unchanged* (a negative or non-integer deposit must
reach the domain's checks and come back as a Korean error naming the field). Handed-over
outputs were validated at the seam; their 만원 figures are read with kit's one reader.
"""
from __future__ import annotations

import math
from decimal import Decimal
from typing import Any

from holmes_contracts import ToolCall, ToolsSelected
from holmes_contracts.tools.common import DealType
from holmes_contracts.tools.outputs import MarketDataOutput
from holmes_kit.korean.money import manwon_of

from ..domain import Given


def param(call: ToolCall, key: str) -> Any:
    """A param of the call, None when the tool has no such param or it is unset / empty."""
    value = getattr(call.params, key, None)
    return None if value in ("", [], {}) else value


def amounts(call: ToolCall) -> dict[str, Any]:
    """{role: 만원} — the first amount of each role the user named (params.amounts)."""
    return {k: v for k, v in (param(call, "amounts") or {}).items() if v is not None}


def extra(call: ToolCall) -> dict[str, Any]:
    """Other named values the planner read (params.extra)."""
    return dict(param(call, "extra") or {})


def first_of(mapping: dict[str, Any], *keys: str) -> Any:
    """The first present (non-None) value among ``keys``."""
    for k in keys:
        if mapping.get(k) is not None:
            return mapping[k]
    return None


def user_or_default(mapping: dict[str, Any], key: str, default: object, reason: str) -> Given:
    """The user's value for ``key`` if given, else ``default`` marked as a stated assumption."""
    if mapping.get(key) is not None:
        return Given.user(mapping[key])
    return Given.default(default, reason)


NO_MARKET = MarketDataOutput()
"""The market_data handover when the search team handed none: no statistics, no months."""


def market(sel: ToolsSelected) -> MarketDataOutput:
    """The search team's market_data output (typed: its figures need no checking here)."""
    return sel.handed(MarketDataOutput) or NO_MARKET


manwon = manwon_of  # a data figure as whole 만원 (kit's one reader), or None if unusable


def describe(mkt: MarketDataOutput, deal: str, what: str = "중위가격") -> str:
    """'market_data 강남구 매매 중위가격 (2025-11~2026-10, 거래 120건)' — provenance of a data figure."""
    region = mkt.region or "해당 지역"
    span = f"{mkt.period.start}~{mkt.period.end}, " if mkt.period else ""
    s = mkt.stats.get(deal)  # type: ignore[call-overload]
    n = f"거래 {s.count:,}건" if s else "거래 건수 미상"
    return f"실거래 {region} {DealType.label(deal, deal)} {what} ({span}{n})"


def market_median(mkt: MarketDataOutput, deal: str, key: str = "median_manwon",
                  what: str = "중위가격") -> Given | None:
    s = mkt.stats.get(deal)  # type: ignore[call-overload]
    value = manwon(getattr(s, key)) if s else None
    return Given.data(value, describe(mkt, deal, what)) if value is not None else None


def monthly_series(mkt: MarketDataOutput, deal: str) -> list[tuple[str, int, int]]:
    """(YYYY-MM, median 만원, count) rows of one deal type, a month once."""
    rows: dict[str, tuple[str, int, int]] = {}
    for row in mkt.monthly:
        med = manwon(row.median_manwon)
        if row.deal_type == deal and med is not None:
            rows.setdefault(row.month, (row.month, med, row.count))
    return sorted(rows.values())


def region_name(call: ToolCall, sel: ToolsSelected) -> str:
    return str(param(call, "region") or market(sel).region or "")


def whole(value: Any) -> int | None:
    """A whole number the user gave (a count, 만원), None for text, a fraction or a yes/no: the
    one reader of the loose values in params (a bad one still reaches the domain's checks)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def flag(value: Any) -> bool | None:
    """The user's yes/no (params.extra), None when it was not given as one."""
    return value if isinstance(value, bool) else None


def won(manwon: Any) -> Any:
    """A 만원 figure in 원, exact ("월세 52만 5천원" comes as 52.5 → 525,000); anything else (text, a
    fraction of a 원) as given, for the domain to name."""
    n = whole(manwon)
    if n is None and isinstance(manwon, float) and math.isfinite(manwon):
        exact = Decimal(str(manwon)) * 10_000
        return int(exact) if exact == exact.to_integral_value() else manwon
    return n * 10_000 if n is not None else manwon


_NONE_WORDS = {"없음", "없어요", "없습니다", "없다", "무", "0", "0원", "0만원", "none", "no"}


def none_as_zero(value: Any) -> Any:
    """'없음' / '0원' for a debt or a count means 0 — the correct reading, not an error; anything
    else is passed on unchanged so the domain's checks name a bad value."""
    if isinstance(value, str) and value.strip().lower().replace(" ", "") in _NONE_WORDS:
        return 0
    return value
