"""market_analysis: trend (MoM/YoY), where the user's price sits, 전세가율, and a monthly chart.

Everything comes from the market_data handover (search team). The deal type analysed
first is the user's (params/entities), else the first with a monthly series.
"""
from __future__ import annotations

from decimal import Decimal
from typing import Any

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.common import DealType
from holmes_contracts.tools.outputs import MarketDataOutput, RealEstateSearchOutput
from holmes_kit.korean.text import josa
from holmes_kit.team import ToolInputError

from ..domain import format_manwon, market_insights, price_percentile, trend
from ..domain.insights import JEONSE_RATIO_WATCH_PCT
from ..domain.market import Trend
from ..domain.money import check_amount, format_pct, pct_of
from ..serialize import num
from . import common, inputs
from .config import AnalysisSettings

TOOL = "market_analysis"
MIN_PRICES_FOR_PERCENTILE = 5  # fewer deals make a percentile meaningless
_USER_PRICE_ROLE = {"SALE": "price", "JEONSE": "deposit", "MONTHLY": "deposit"}


def _signed(d: Decimal | None) -> str:
    if d is None:
        return "비교 불가"
    text = format_pct(d, 2)
    return text if text.startswith("-") else "+" + text


def _chart(region: str, series: dict[str, list[tuple[str, int, int]]]) -> dict[str, Any] | None:
    months = sorted({m for rows in series.values() for m, _, _ in rows})
    if not months:
        return None
    lines = [{"name": DealType(d).ko, "values": [dict((m, v) for m, v, _ in rows).get(m) for m in months]}
             for d, rows in series.items() if rows]
    return {"title": f"{region or '지역'} 월별 중위가격", "kind": "line", "x": months, "series": lines, "unit": "만원"}


def _median(mkt: MarketDataOutput, deal: str) -> int | None:
    s = mkt.stats.get(deal)  # type: ignore[call-overload]
    return inputs.manwon(s.median_manwon) if s else None


def _jeonse_ratio(mkt: MarketDataOutput, lines: list[str]) -> Decimal | None:
    sale, jeonse = (_median(mkt, d) for d in ("SALE", "JEONSE"))
    if sale and jeonse:
        ratio = pct_of(jeonse, sale)
        lines.append(f"지역 전세가율 = 전세 중위 {format_manwon(jeonse)} ÷ 매매 중위 {format_manwon(sale)} = {format_pct(ratio)}")
        return ratio
    given = mkt.jeonse_ratio_pct
    if given is not None:
        lines.append(f"지역 전세가율 {format_pct(given)} (시세 데이터 제공값)")
        return Decimal(str(given))
    return None


def _gap_to_median(mkt: MarketDataOutput, deal: str, price: Any, lines: list[str]) -> None:
    """How far the user's price is from the period median of that deal type."""
    price = inputs.whole(price)
    if price is None or price <= 0:
        return
    median = _median(mkt, deal)
    if median:
        gap = pct_of(price - median, median)
        lines.append(f"중위가격 대비 = ({format_manwon(price)} − {format_manwon(median)}) ÷ {format_manwon(median)} "
                     f"= {_signed(gap)}")


def _prices(sel: ToolsSelected, deal: str) -> list[int]:
    """The individual prices a percentile is taken over: the listings the search team found
    (market_data hands over statistics only)."""
    found = sel.handed(RealEstateSearchOutput)
    return [p for it in (found.listings if found else []) if it.deal_type == deal
            and (p := inputs.manwon(it.price_manwon)) is not None]


async def market_analysis(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    mkt = inputs.market(sel)
    series = {d: inputs.monthly_series(mkt, d) for d in DealType}
    if not any(series.values()):
        raise ToolInputError("이 지역의 월별 실거래 시세 데이터가 없어 시장 분석을 할 수 없습니다. 지역(시/군/구)을 알려 주세요.")
    region = mkt.region or inputs.region_name(call, sel)
    wanted = inputs.param(call, "deal_type")
    trends: dict[str, Trend] = {d: trend(rows, source=inputs.describe(mkt, d)) for d, rows in series.items() if rows}
    deal = wanted if wanted in trends else next(iter(trends))
    t = trends[deal]

    extra_lines: list[str] = []
    role = _USER_PRICE_ROLE[deal]
    user_price = inputs.amounts(call).get(role)
    if user_price is not None:  # optional, but a wrong one is reported, not silently skipped
        check_amount(role, user_price, allow_zero=False, label="매매가" if role == "price" else "보증금")
    _gap_to_median(mkt, deal, user_price, extra_lines)
    pct = None
    prices = _prices(sel, deal)
    whole_price = inputs.whole(user_price)
    if whole_price is not None and whole_price > 0 and len(prices) >= MIN_PRICES_FOR_PERCENTILE:
        pct = price_percentile(whole_price, prices, region)
    ratio = _jeonse_ratio(mkt, extra_lines)

    recs = [i.text for i in market_insights(t, pct)]
    if ratio is not None and ratio >= JEONSE_RATIO_WATCH_PCT:
        recs.append(f"이 지역 전세가율이 {format_pct(ratio)}로 높습니다. 전세 계약 시 보증보험 가입 가능 여부를 확인하세요.")
    calc = common.calculations(*(trends[d].workings for d in trends), *([pct.workings] if pct else []))
    calc += extra_lines
    price = josa(f"{format_manwon(t.latest.median_manwon)}(거래 {t.latest.count:,}건)", "으로")
    summary = (f"{region} {DealType(deal).ko} {t.latest.month} 중위가격은 {price} 전월 대비 {_signed(t.mom_pct)}{t.caveat(t.month_before)}, "
               f"전년 동월 대비 {_signed(t.yoy_pct)}{t.caveat(t.year_before)}"
               + (f", {t.first.month} 대비 {_signed(t.span_pct)}{t.caveat(t.first)}" if t.span_pct is not None and t.first
                  else "") + "입니다.")
    if ratio is not None:
        summary += f" 지역 전세가율은 {format_pct(ratio)}입니다."
    chart = _chart(region, series)
    data = {
        "region": region, "deal_type": deal,
        "trends": {d: {"month": tr.latest.month, "median_manwon": tr.latest.median_manwon, "count": tr.latest.count,
                       "mom_pct": num(tr.mom_pct), "yoy_pct": num(tr.yoy_pct),
                       "year_before_count": tr.year_before.count if tr.year_before else None,
                       "thin_months": list(tr.thin_months)} for d, tr in trends.items()},
        "percentile": ({"price_manwon": pct.price_manwon, "percentile": num(pct.percentile), "total": pct.total}
                       if pct else None),
        "jeonse_ratio_pct": num(ratio),
        "calculations": calc,
        "assumptions": common.notes(*(tr.workings for tr in trends.values()), *([pct.workings] if pct else [])),
        "recommendations": recs,
        "charts": [chart] if chart else [],
    }
    note = mkt.data_note  # the search team's word on where the figures come from
    if note:
        data["markdown"] = note
    complete = t.mom_pct is not None or t.yoy_pct is not None
    return common.result(
        TOOL, call, summary=summary, data=data, count=len(trends),
        quality=common.QUALITY_FULL if complete else common.QUALITY_ASSUMED,
        sources=[common.analysis_source(f"{region} {'시세 분석 (생성 데이터 기반)' if note else '실거래 시세 분석'}", as_of=mkt.period.end if mkt.period else None)],
    )
