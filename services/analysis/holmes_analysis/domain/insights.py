"""Rule-based Korean insight sentences from computed results (the no-LLM decider).

Every sentence quotes the figure it rests on, so it is checkable against the workings.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .jeonse import JeonseMoney
from .loan import LoanLimit
from .market import Percentile, Trend
from .money import format_manwon, format_pct, format_rate, format_won
from .risk import BURDEN_CRITICAL_PCT, JEONSE_RATIO_HIGH_PCT
from .roi import RoiResult

Severity = Literal["info", "warning", "danger"]
JEONSE_RATIO_WATCH_PCT = 70
YOY_MOVE_PCT = 5
PERCENTILE_HIGH, PERCENTILE_LOW = 90, 10


@dataclass(frozen=True)
class Insight:
    severity: Severity
    topic: str
    text: str


def jeonse_insights(m: JeonseMoney) -> list[Insight]:
    out: list[Insight] = []
    ratio = format_pct(m.jeonse_ratio_pct)
    if m.total_burden_pct >= BURDEN_CRITICAL_PCT:
        out.append(Insight("danger", "jeonse", f"선순위 채무와 보증금 합계가 집값의 {format_pct(m.total_burden_pct)}입니다. "
                                               "깡통전세로, 계약을 다시 생각해 보셔야 합니다."))
    if m.jeonse_ratio_pct >= JEONSE_RATIO_HIGH_PCT:
        out.append(Insight("danger", "jeonse", f"전세가율이 {ratio}로 {JEONSE_RATIO_HIGH_PCT}% 이상입니다. 깡통전세 위험이 높으니 "
                                               "전세보증보험 가입 가능 여부를 먼저 확인하세요."))
    elif m.jeonse_ratio_pct >= JEONSE_RATIO_WATCH_PCT:
        out.append(Insight("warning", "jeonse", f"전세가율이 {ratio}로 {JEONSE_RATIO_WATCH_PCT}%를 넘습니다. 시세 하락 시 보증금 회수가 어려울 수 있습니다."))
    if m.hug_eligible is False:
        out.append(Insight("warning", "jeonse", "HUG 전세보증 가입이 어려울 수 있습니다: " + "; ".join(m.hug_failures) + "."))
    if m.small_tenant.eligible:
        out.append(Insight("info", "jeonse", f"소액임차인으로 경매 시 최대 {format_manwon(m.small_tenant.protected_manwon)}을 "
                                             "다른 권리자보다 먼저 돌려받을 수 있습니다."))
    if not m.senior_debt_known:
        out.append(Insight("warning", "jeonse", "근저당 금액을 모릅니다. 등기부등본 을구에서 채권최고액을 확인하세요."))
    return out


def market_insights(t: Trend | None = None, p: Percentile | None = None) -> list[Insight]:
    out: list[Insight] = []
    if t is not None and t.yoy_pct is not None:
        if t.yoy_pct <= -YOY_MOVE_PCT:
            out.append(Insight("warning", "market", f"{t.latest.month} 중위가격이 전년 동월 대비 {format_pct(t.yoy_pct)} "
                                                    f"하락했습니다{t.caveat(t.year_before)}."))
        elif t.yoy_pct >= YOY_MOVE_PCT:
            out.append(Insight("info", "market", f"{t.latest.month} 중위가격이 전년 동월 대비 +{format_pct(t.yoy_pct)} "
                                                 f"상승했습니다{t.caveat(t.year_before)}."))
    if t is not None and t.mom_pct is not None and t.mom_pct != 0:
        verb = "올랐" if t.mom_pct > 0 else "내렸"
        out.append(Insight("info", "market", f"전월보다 중위가격이 {format_pct(abs(t.mom_pct))} {verb}습니다 "
                                             f"({format_manwon(t.latest.median_manwon)}) {t.caveat(t.month_before)}."))
    if p is not None:
        if p.percentile >= PERCENTILE_HIGH:
            out.append(Insight("warning", "market", f"{format_manwon(p.price_manwon)}은 이 지역 거래 중 상위 "
                                                    f"{format_pct(100 - p.percentile)}에 해당하는 높은 가격입니다."))
        elif p.percentile <= PERCENTILE_LOW:
            out.append(Insight("warning", "market", f"{format_manwon(p.price_manwon)}은 이 지역 거래 중 하위 {format_pct(p.percentile)}입니다. "
                                                    "시세보다 낮은 이유(하자·권리관계)를 확인하세요."))
    return out


def loan_insights(limit: LoanLimit, monthly_income_manwon: int | None = None) -> list[Insight]:
    out = [Insight("info", "loan", f"최대 대출 가능액은 {format_manwon(limit.max_loan_manwon)}이며 {limit.binding_ko} 규제가 한도를 정합니다.")]
    if limit.annuity is not None:
        out.append(Insight("info", "loan", f"원리금균등 상환 시 월 {format_won(limit.annuity.first_payment_won)}, "
                                           f"원금균등 상환 시 첫 달 {format_won(limit.equal_principal.first_payment_won)}입니다."))  # type: ignore[union-attr]
        if monthly_income_manwon:
            share = limit.annuity.first_payment_won * 100 / (monthly_income_manwon * 10_000)
            if share >= 40:
                out.append(Insight("warning", "loan", f"월 상환액이 월소득의 {format_pct(share)}입니다. 생활비 부담이 큽니다."))
    return out


def roi_insights(r: RoiResult, loan_rate_pct: float | None = None) -> list[Insight]:
    if r.net_yield_pct is None:
        return [Insight("info", "roi", "보증금과 대출이 매입비용 이상이라 순수익률을 계산할 수 없습니다.")]
    out = [Insight("info", "roi", f"총수익률 {format_pct(r.gross_yield_pct, 2)}, 실투자금 대비 순수익률 {format_pct(r.net_yield_pct, 2)}입니다.")]
    if r.net_yield_pct < 0:
        out.append(Insight("danger", "roi", f"연 순수익이 {format_won(r.net_income_manwon * 10_000)}으로 적자입니다."))
    elif loan_rate_pct is not None and r.net_yield_pct < loan_rate_pct:
        out.append(Insight("warning", "roi", f"순수익률 {format_pct(r.net_yield_pct, 2)}가 대출금리 {format_rate(loan_rate_pct)}보다 낮습니다."))
    return out
