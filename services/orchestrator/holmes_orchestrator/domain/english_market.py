"""The English first sentence of a market-price answer (rules mode: a template on the market
tool's own figures, no translation). The Korean answer follows it.

A user who asks for the *average* reads the average first; otherwise the median leads, as the
Korean answer does (a few very high deals pull an average up).
"""
from __future__ import annotations

import re

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import MarketDataOutput

_ASKS_AVERAGE = re.compile(r"\b(average|mean|avg)\b|평균", re.I)
_PROPERTY_EN = {"APARTMENT": "apartment", "OFFICETEL": "officetel", "VILLA": "villa (multi-family house)",
                "ONEROOM": "studio (one-room)", "HOUSE": "detached house"}
_DEAL_EN = {"SALE": "sale price", "JEONSE": "jeonse deposit", "MONTHLY": "deposit on monthly-rent leases"}
_DEAL_ORDER = ("SALE", "JEONSE", "MONTHLY")


def won_en(manwon: float) -> str:
    """만원 as an English reader counts: 128000 -> 'about 1.28 billion won', 8500 -> 'about 85 million won'."""
    won = float(manwon) * 10_000
    if won >= 1e9:
        return f"about {won / 1e9:,.2f} billion won"
    return f"about {won / 1e6:,.0f} million won"


def market_sentence(r: ToolResult, query: str) -> str:
    """'Over 2025-11 to 2026-10, the average apartment sale price in 마포구 was about 1.28 billion
    won (median about 1.15 billion won, 230 deals).' — '' when the result has no figures."""
    out = r.out(MarketDataOutput)
    deal = next((d for d in _DEAL_ORDER if out is not None and d in out.stats), None)
    if out is None or deal is None:
        return ""
    s = out.stats[deal]
    mean, median, count = s.mean_manwon, s.median_manwon, s.count
    if mean is None:
        return ""
    kind = _PROPERTY_EN.get(str(out.property_type or ""), "home")
    when = f"Over {out.period.start} to {out.period.end}, " if out.period else ""
    first, second = (("average", mean), ("median", median)) if _ASKS_AVERAGE.search(query) else \
        (("median", median), ("average", mean))
    text = (f"{when}the {first[0]} {kind} {_DEAL_EN[deal]} in {out.region or 'this area'} was "
            f"{won_en(first[1])} ({second[0]} {won_en(second[1])}, {count:,} deals).")
    if out.data_note:
        text += " These figures come from generated demo data, not official transaction records."
    return text[0].upper() + text[1:]
