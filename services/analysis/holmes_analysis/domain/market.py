"""Market analysis from monthly series and price lists (all prices 만원).

Month-over-month and year-over-year compare the latest month with the calendar
month before / twelve months before; if that month is missing from the series the
change is ``None`` and the workings say why — never an interpolated guess.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from statistics import median

from holmes_kit.korean.text import josa

from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_pct, pct_of, to_int
from .workings import Workings, WorkingsBuilder

_MONTH = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])$")
# A month's median over fewer deals than this moves with which units happened to sell: a
# change against such a month is stated with both counts and marked as 참고용.
FEW_DEALS = 30


@dataclass(frozen=True)
class MonthPoint:
    month: str  # YYYY-MM
    median_manwon: int
    count: int


@dataclass(frozen=True)
class Trend:
    latest: MonthPoint
    mom_pct: Decimal | None
    yoy_pct: Decimal | None
    workings: Workings
    month_before: MonthPoint | None = None
    year_before: MonthPoint | None = None
    thin_months: tuple[str, ...] = ()  # months of the series with fewer than FEW_DEALS deals
    # "지난 3년간 어떻게 변했어": the change from the series' first month, when it reaches back past a year
    first: MonthPoint | None = None
    span_pct: Decimal | None = None

    def caveat(self, against: MonthPoint | None) -> str:
        """'(2026-10 29건 · 2025-10 25건, 거래가 적어 참고용)' for a change against ``against``."""
        if against is None:
            return ""
        counts = f"{self.latest.month} {self.latest.count:,}건 · {against.month} {against.count:,}건"
        thin = min(self.latest.count, against.count) < FEW_DEALS
        return f"({counts}{', 거래가 적어 참고용' if thin else ''})"


def _month_index(field: str, month: str) -> int:
    m = _MONTH.match(month or "")
    if not m:
        raise AnalysisInputError(field, f"월 형식이 올바르지 않습니다: {month!r} (예: 2025-03).")
    return int(m.group(1)) * 12 + int(m.group(2)) - 1


def _points(series: Iterable[Sequence]) -> dict[int, MonthPoint]:
    out: dict[int, MonthPoint] = {}
    for row in series:
        if len(row) != 3:
            raise AnalysisInputError("series", "시계열 항목은 (YYYY-MM, 중위가격, 거래건수) 형식이어야 합니다.")
        month, price, count = row
        idx = _month_index("series.month", month)
        check_amount("series.median", price, allow_zero=False, label=f"{month} 중위가격")
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise AnalysisInputError("series.count", f"{month} 거래건수가 올바르지 않습니다: {count!r}.")
        if idx in out:
            raise AnalysisInputError("series.month", f"{josa(str(month), '이')} 시계열에 두 번 있습니다.")
        out[idx] = MonthPoint(month, price, count)
    if not out:
        raise AnalysisInputError("series", "시계열이 비어 있습니다.")
    return out


def _change(w: WorkingsBuilder, label: str, cur: MonthPoint, prev: MonthPoint | None) -> Decimal | None:
    if prev is None or prev.count == 0:
        w.line(f"{label}: 비교할 달의 거래 데이터가 없어 계산하지 않음")
        return None
    change = pct_of(cur.median_manwon - prev.median_manwon, prev.median_manwon)
    w.line(
        f"{label} = ({format_manwon(cur.median_manwon)} − {format_manwon(prev.median_manwon)}) ÷ "
        f"{format_manwon(prev.median_manwon)} = {_signed(change)} ({prev.month} → {cur.month})"
    )
    return change


def _signed(pct: Decimal) -> str:
    text = format_pct(pct, 2)
    return text if text.startswith("-") else "+" + text


def trend(series: Iterable[Sequence], source: str = "") -> Trend:
    """Latest month's MoM and YoY change of the median price."""
    pts = _points(series)
    last = max(pts)
    cur = pts[last]
    w = WorkingsBuilder()
    if source:
        w.note(f"데이터: {source}")
    w.line(f"최근 월 {cur.month}: 중위가격 {format_manwon(cur.median_manwon)}, 거래 {cur.count:,}건")
    mom = _change(w, "전월 대비", cur, pts.get(last - 1))
    yoy = _change(w, "전년 동월 대비", cur, pts.get(last - 12))
    first = pts[min(pts)] if last - min(pts) > 12 else None
    span = _change(w, f"{first.month} 대비", cur, first) if first else None
    thin = tuple(p.month for _, p in sorted(pts.items()) if p.count < FEW_DEALS)
    if thin:
        listed = ", ".join(f"{p.month}({p.count}건)" for _, p in sorted(pts.items()) if p.count < FEW_DEALS)
        w.note(f"거래가 {FEW_DEALS}건 미만인 달: {listed} — 이런 달의 중위가격은 어떤 집이 거래됐는지에 따라 크게 "
               "움직이므로 변동률은 참고용입니다.")
    return Trend(cur, mom, yoy, w.freeze(), pts.get(last - 1), pts.get(last - 12), thin, first, span)


@dataclass(frozen=True)
class Percentile:
    price_manwon: int
    percentile: Decimal  # 0~100, mid-rank
    below: int
    equal: int
    total: int
    workings: Workings


def price_percentile(price: int, prices: Sequence[int], district: str = "") -> Percentile:
    """Where ``price`` sits: (낮은 건수 + 같은 건수 ÷ 2) ÷ 전체 × 100 (mid-rank)."""
    check_amount("price", price, allow_zero=False, label="가격")
    if not prices:
        raise AnalysisInputError("prices", "비교할 가격 목록이 비어 있습니다.")
    for p in prices:
        check_amount("prices", p, allow_zero=False, label="비교 가격")
    below = sum(1 for p in prices if p < price)
    equal = sum(1 for p in prices if p == price)
    n = len(prices)
    pct = (Decimal(below) + Decimal(equal) / 2) * 100 / n
    w = WorkingsBuilder()
    where = f"{district} " if district else ""
    w.line(f"{where}거래 {n:,}건 중 {format_manwon(price)}보다 낮은 거래 {below:,}건, 같은 거래 {equal:,}건")
    w.line(f"백분위 = ({below:,} + {equal:,} ÷ 2) ÷ {n:,} × 100 = {format_pct(pct)}")
    w.note("백분위는 같은 가격을 절반만 아래로 세는 중앙순위 방식입니다.")
    return Percentile(price, pct, below, equal, n, w.freeze())


@dataclass(frozen=True)
class DistrictRank:
    rank: int
    district: str
    median_manwon: int
    count: int


@dataclass(frozen=True)
class DistrictComparison:
    ranking: tuple[DistrictRank, ...]
    workings: Workings


def compare_districts(prices_by_district: Mapping[str, Sequence[int]]) -> DistrictComparison:
    """Rank districts by median price, highest first (ties share a rank, name order)."""
    if not prices_by_district:
        raise AnalysisInputError("districts", "비교할 지역이 없습니다.")
    w = WorkingsBuilder()
    rows: list[tuple[str, int, int]] = []
    for name, prices in prices_by_district.items():
        if not prices:
            raise AnalysisInputError("districts", f"{name}의 가격 데이터가 없습니다.")
        for p in prices:
            check_amount("districts", p, allow_zero=False, label=f"{name} 가격")
        med = median(sorted(prices))
        med_int = to_int(Decimal(str(med)))  # 짝수 건수의 .5 만원은 반올림
        w.line(f"{name} 중위가격 = {format_manwon(med_int)} (거래 {len(prices):,}건)")
        rows.append((name, med_int, len(prices)))
    rows.sort(key=lambda r: (-r[1], r[0]))
    ranking: list[DistrictRank] = []
    for i, (name, med, n) in enumerate(rows):
        rank = ranking[-1].rank if ranking and ranking[-1].median_manwon == med else i + 1
        ranking.append(DistrictRank(rank, name, med, n))
    w.line("순위(중위가격 높은 순): " + ", ".join(f"{r.rank}. {r.district}" for r in ranking))
    return DistrictComparison(tuple(ranking), w.freeze())
