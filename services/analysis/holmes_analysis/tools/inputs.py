"""Reading a tool's inputs: its typed params (the orchestrator's tool planning filled them
from the plan), then earlier teams' data.

User values are passed to the domain *unchanged* (a negative or non-integer deposit must
reach the domain's checks and come back as a Korean error naming the field). Values
handed over from other teams are data we do not control: anything malformed there is
treated as absent rather than failing the user's turn.
"""
from __future__ import annotations

from typing import Any

from holmes_contracts import ToolCall, ToolsSelected
from holmes_contracts.tools.common import DealType
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


def handed(sel: ToolsSelected, tool: str) -> dict[str, Any]:
    value = sel.inputs.get(tool)
    return value if isinstance(value, dict) else {}


def market(sel: ToolsSelected) -> dict[str, Any]:
    data = handed(sel, "market_data").get("data")
    return data if isinstance(data, dict) else {}


manwon = manwon_of  # a data figure as whole 만원 (kit's one reader), or None if unusable


def stats(mkt: dict[str, Any], deal: str) -> dict[str, Any]:
    s = (mkt.get("stats") or {}).get(deal) if isinstance(mkt.get("stats"), dict) else None
    return s if isinstance(s, dict) else {}


def describe(mkt: dict[str, Any], deal: str, what: str = "중위가격") -> str:
    """'market_data 강남구 매매 중위가격 (2025-11~2026-10, 거래 120건)' — provenance of a data figure."""
    region = mkt.get("region") or "해당 지역"
    period = mkt.get("period") if isinstance(mkt.get("period"), dict) else {}
    span = f"{period.get('from')}~{period.get('to')}, " if period.get("from") and period.get("to") else ""
    count = stats(mkt, deal).get("count")
    n = f"거래 {count:,}건" if isinstance(count, int) else "거래 건수 미상"
    return f"실거래 {region} {DealType.label(deal, deal)} {what} ({span}{n})"


def market_median(mkt: dict[str, Any], deal: str, key: str = "median_manwon", what: str = "중위가격") -> Given | None:
    value = manwon(stats(mkt, deal).get(key))
    return Given.data(value, describe(mkt, deal, what)) if value is not None else None


def monthly_series(mkt: dict[str, Any], deal: str) -> list[tuple[str, int, int]]:
    """(YYYY-MM, median 만원, count) rows of one deal type, months without a usable median dropped."""
    rows = mkt.get("monthly")
    out: list[tuple[str, int, int]] = []
    seen: set[str] = set()
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict) or row.get("deal_type") != deal:
            continue
        month, med, count = row.get("month"), manwon(row.get("median_manwon")), row.get("count")
        if not isinstance(month, str) or med is None or month in seen:
            continue
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            continue
        seen.add(month)
        out.append((month, med, count))
    return sorted(out)


def region_name(call: ToolCall, sel: ToolsSelected) -> str:
    return str(param(call, "region") or market(sel).get("region") or "")


_NONE_WORDS = {"없음", "없어요", "없습니다", "없다", "무", "0", "0원", "0만원", "none", "no"}


def none_as_zero(value: Any) -> Any:
    """'없음' / '0원' for a debt or a count means 0 — the correct reading, not an error; anything
    else is passed on unchanged so the domain's checks name a bad value."""
    if isinstance(value, str) and value.strip().lower().replace(" ", "") in _NONE_WORDS:
        return 0
    return value
