"""market_data: price statistics of one region / type / period from the deals table.

The period ends with the last month that has deals for the region and type (the data,
not the clock, says what "recent" is) and spans ``months`` months, unless from/to are
given.  Every figure comes from PostgreSQL's aggregates over those rows; the summary,
calculations and chart are arithmetic on them.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.common import DealType, PropertyType
from holmes_contracts.tools.outputs import (
    MAX_SERIES,
    Chart,
    DealStats,
    MarketDataOutput,
    MonthlyMedian,
    Period,
    RegionStats,
    Series,
)
from holmes_kit.korean.text import josa

from ..adapters.market_repo import MarketRepository
from ..seed.calibration import DONG_CALIBRATION_AS_OF
from . import fmt
from .queries import MarketQuery, market_query

TOOL = "market_data"


def add_months(d: date, n: int) -> date:
    """First day of the month ``n`` months after the month of ``d``."""
    y, m = divmod(d.year * 12 + d.month - 1 + n, 12)
    return date(y, m + 1, 1)


def period_bounds(q: MarketQuery, latest: date) -> tuple[date, date]:
    """(first day of the first month, first day of the last month)."""
    end = q.end or date(latest.year, latest.month, 1)
    start = q.start or add_months(end, -(q.months - 1))
    return start, end


def month_labels(start: date, end: date) -> list[str]:
    out, m = [], start
    while m <= end:
        out.append(f"{m:%Y-%m}")
        m = add_months(m, 1)
    return out


def region_label(q: MarketQuery) -> tuple[str, str]:
    """(name shown to users, code): 5 digits for a 시군구, 10 for a 동 or 시도."""
    r = q.region
    if r.level == "sigungu":
        return r.sigungu, r.sigungu_code
    return (f"{r.sigungu.split()[-1]} {r.dong}" if r.level == "dong" else r.sido), r.code


def deal_stats(row: dict[str, Any]) -> dict[str, Any]:
    per_m2 = round(row["median_per_m2"], 1)
    stats = {"count": row["n"], "median_manwon": round(row["median"], 1),
             "mean_manwon": round(row["mean"], 1), "min_manwon": row["min"], "max_manwon": row["max"],
             "median_per_m2_manwon": per_m2,
             "median_per_pyeong_manwon": round(per_m2 * fmt.PYEONG_M2, 1)}
    if row["deal_type"] == "MONTHLY":
        stats["median_monthly_rent_manwon"] = round(row["median_rent"], 1)
    return stats


def _sentence(deal: str, s: dict[str, Any]) -> str:
    head = f"{DealType(deal).ko} 거래 {fmt.count(s['count'])}건: "
    lead = "보증금 중위" if deal == "MONTHLY" else "중위"
    text = (f"{head}{lead} {fmt.manwon(s['median_manwon'])} (㎡당 {fmt.manwon(s['median_per_m2_manwon'])}), "
            f"평균 {fmt.manwon(s['mean_manwon'])}, 최저 {fmt.manwon(s['min_manwon'])}~최고 {fmt.manwon(s['max_manwon'])}")
    if deal == "MONTHLY":
        text += f", 월세 중위 {fmt.manwon(s['median_monthly_rent_manwon'])}"
    return text


def summarize(name: str, ptype: str, period: str, q: MarketQuery, stats: dict[str, dict[str, Any]],
              ratio: float | None) -> str:
    parts = [_sentence(d, stats[d]) if d in stats else f"{DealType(d).ko} 거래 없음" for d in q.deal_types]
    area = ""
    if q.min_area is not None or q.max_area is not None:
        area = f" 전용 {q.min_area or 0:g}~{q.max_area:g}㎡" if q.max_area is not None else f" 전용 {q.min_area:g}㎡ 이상"
    text = f"{name} {PropertyType(ptype).ko}{area} {period} " + "; ".join(parts) + "."
    if ratio is not None:
        text += f" 전세가율 {fmt.percent(ratio)}."
    return text


# Where a user can find the figures this demo's data does not hold (its deals cover some regions only).
NO_DATA_HINT = ("이 서비스의 거래 데이터에는 이 지역이 없으니, 국토교통부 실거래가 공개시스템(rt.molit.go.kr)이나 "
                "한국부동산원 부동산통계(R-ONE)에서 확인하세요.")


def provenance_note(molit: int, total: int) -> str:
    """What the figures are made of, said once in the answer: the demo's generated deals are
    calibrated to real price levels but are not 국토교통부 실거래가, and must not read as such."""
    generated = f"데모용 생성 데이터({DONG_CALIBRATION_AS_OF}년 시세 수준에 맞춰 만든 합성 거래)"
    if molit >= total:
        return ""
    if molit == 0:
        return f"※ 위 시세 수치는 {generated}로 계산했으며, 국토교통부 실거래가가 아닙니다."
    return (f"※ 위 시세 수치의 거래 {fmt.count(total)}건 중 {fmt.count(molit)}건만 국토교통부 실거래가이고, "
            f"나머지는 {generated}입니다.")


def build_result(q: MarketQuery, start: date, end: date, rows: list[dict[str, Any]],
                 params: dict[str, Any]) -> ToolResult:
    """The ToolResult of market_data from the aggregate rows of MarketRepository.stats."""
    name, code = region_label(q)
    labels = month_labels(start, end)
    n_months = len(labels)
    period = (f"최근 {n_months}개월({labels[0]}~{labels[-1]})" if q.start is None
              else f"{labels[0]}~{labels[-1]}({n_months}개월)")
    totals = {r["deal_type"]: r for r in rows if r["month"] is None}
    stats = {d: deal_stats(totals[d]) for d in q.deal_types if d in totals}
    ratio = None
    if "SALE" in stats and "JEONSE" in stats and stats["SALE"]["median_manwon"]:
        ratio = round(stats["JEONSE"]["median_manwon"] / stats["SALE"]["median_manwon"] * 100, 1)
    monthly = [{"month": f"{r['month']:%Y-%m}", "deal_type": r["deal_type"],
                "median_manwon": round(r["median"], 1), "count": r["n"]}
               for r in rows if r["month"] is not None]
    if len(monthly) > MAX_SERIES:  # a period of decades: the latest months are kept (events stay small)
        monthly = sorted(monthly, key=lambda m: m["month"])[-MAX_SERIES:]
    total = sum(s["count"] for s in stats.values())
    out = MarketDataOutput(
        region=name, region_code=code, property_type=q.property_type, period=Period(start=labels[0], end=labels[-1]),
        stats={d: DealStats(**s) for d, s in stats.items()}, jeonse_ratio_pct=ratio,
        monthly=[MonthlyMedian(**m) for m in monthly], transaction_count=total)
    if not total:
        summary = f"{name} {PropertyType(q.property_type).ko} {period} 거래가 없습니다."
        return ToolResult(tool=TOOL, status="empty", summary=summary, params=params, output=out)
    by_month = {(m["deal_type"], m["month"]): m["median_manwon"] for m in monthly}
    charts = [] if not q.include_trends else [Chart(
        title=f"{name} {PropertyType(q.property_type).ko} 월별 중위 가격", kind="line", x=labels[-MAX_SERIES:],
        series=[Series(name=DealType(d).ko + (" 보증금" if d == "MONTHLY" else ""),
                       values=[by_month.get((d, m)) for m in labels[-MAX_SERIES:]]) for d in stats],
        unit="만원")]
    last = max(r["last_date"] for r in totals.values())
    molit = sum(r["molit"] for r in totals.values())
    titles = (["MOLIT 실거래가"] if molit else []) + (["실거래가 (생성 데이터)"] if molit < total else [])
    note = provenance_note(molit, total)
    summary = summarize(name, q.property_type, period, q, stats, ratio)
    if note:
        # The summary is what an answer leads with: a figure a user may negotiate with must not
        # read as real deals there, so its first words say what it is; the section explains once.
        summary = ("[데모용 합성 데이터] " if not molit else "[일부 합성 데이터] ") + summary
    out = out.model_copy(update={
        # seed 002 include_trends=false: statistics only, no monthly series
        "monthly": out.monthly if q.include_trends else [], "charts": charts,
        "calculations": _calculations(stats, ratio), "data_note": note or None, "markdown": note or None})
    ref = f"{name} {PropertyType(q.property_type).ko} {labels[0]}~{labels[-1]}"
    return ToolResult(
        tool=TOOL, status="ok", summary=summary, output=out,
        total_count=total, quality=round(min(1.0, total / 30), 3), params=params,
        sources=[Source(kind="market", title=t, ref=ref, as_of=last.isoformat()) for t in titles])


def _calculations(stats: dict[str, dict[str, Any]], ratio: float | None) -> list[str]:
    lines = [f"{DealType(d).ko} 평당 중위가 = ㎡당 {s['median_per_m2_manwon']:,.1f}만원 × {fmt.PYEONG_M2} "
             f"= {s['median_per_pyeong_manwon']:,.1f}만원" for d, s in stats.items()]
    if ratio is not None:
        lines.append(f"전세가율 = 전세 중위 {fmt.manwon(stats['JEONSE']['median_manwon'])} ÷ "
                     f"매매 중위 {fmt.manwon(stats['SALE']['median_manwon'])} × 100 = {ratio:.1f}%")
    return lines


class MarketData:
    """The market_data tool (a holmes_kit.team Tool)."""

    def __init__(self, repo: MarketRepository) -> None:
        self.repo = repo

    async def __call__(self, call: ToolCall, sel: ToolsSelected) -> ToolResult:
        """One region; a comparison ("강남구와 송파구") asks each of ``compare_regions`` too:
        the first region's result carries the others' figures, summary lines and charts."""
        params = call.params.as_dict()
        first = await self._one(params)
        others = (call.params.compare_regions or [])[1:]  # type: ignore[union-attr]
        if not others or first.status != "ok":
            return first
        results = [first]
        for other in others:
            one = {**params, "region": other.name, "region_code": other.code}
            results.append(await self._one({k: v for k, v in one.items() if v is not None}))
        return _compared(results)

    async def _one(self, params: dict[str, Any]) -> ToolResult:
        q = market_query(params)
        latest = await self.repo.latest_date(q)
        if latest is None:
            name = region_label(q)[0]
            return ToolResult(tool=TOOL, status="empty", params=params,
                              summary=f"{name} {PropertyType(q.property_type).ko} 거래 데이터가 없습니다. {NO_DATA_HINT}")
        start, end = period_bounds(q, latest)
        last_day = add_months(end, 1) - timedelta(days=1)
        rows = await self.repo.stats(q, start, last_day)
        return build_result(q, start, end, rows, params)


def _compared(results: list[ToolResult]) -> ToolResult:
    """Several regions side by side: each region's summary, one comparison line per deal type."""
    first = results[0]
    outs = [(r, r.out(MarketDataOutput)) for r in results]
    ok = [(r, o) for r, o in outs if r.status == "ok" and o is not None]
    lines = [r.summary for r in results]
    for deal in DealType:
        medians = [(o.region, o.stats[deal].median_manwon) for _, o in ok if deal in o.stats]
        if len(medians) > 1:
            hi, lo = max(medians, key=lambda x: x[1]), min(medians, key=lambda x: x[1])
            lines.append(f"{deal.ko} 중위 비교: " + ", ".join(f"{n} {fmt.manwon(m)}" for n, m in medians)
                         + f" — {josa(hi[0], '이')} {lo[0]}보다 {fmt.manwon(round(hi[1] - lo[1], 1))} 높습니다.")
    lead = first.out(MarketDataOutput) or MarketDataOutput()
    output = lead.model_copy(update={
        "compared": [RegionStats(region=o.region if o else None, stats=o.stats if o else {}, summary=r.summary)
                     for r, o in outs],
        "charts": [c for _, o in ok for c in o.charts]})
    return first.model_copy(update={
        "summary": " ".join(lines), "output": output,
        "total_count": sum(r.total_count or 0 for r, _ in ok),
        "sources": [s for r, _ in ok for s in r.sources]})
