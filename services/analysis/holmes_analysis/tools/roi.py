"""roi_calculator: gross and net rental yield of buying to let.

매매가: amounts['price'] else market_data 매매 중위가격. 월세: amounts['monthly_rent'] else the
market_data 월세 median rent; 임대보증금 likewise from amounts['deposit'] or the 월세 deposit
median (only when the rent also came from data, so a user's rent is never paired with
someone else's deposit). 대출: amounts['loan'] at the user's rate or the default rate.
"""
from __future__ import annotations

from typing import Any

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import MarketDataOutput
from holmes_kit.clock import turn_day
from holmes_kit.team import ToolInputError

from ..domain import AnalysisInputError, Given, RoiInput, analyse_roi, format_manwon, roi_insights
from ..domain.costs import property_class
from ..domain.loan_rules import rules_as_of
from ..domain.money import format_pct
from ..serialize import num
from . import common, inputs
from .config import AnalysisSettings
from .region import resolve_region

TOOL = "roi_calculator"


def _rent_and_deposit(amts: dict[str, Any], mkt: MarketDataOutput) -> tuple[Given, Given]:
    if amts.get("monthly_rent") is not None:
        return (Given.user(amts["monthly_rent"]),
                inputs.user_or_default(amts, "deposit", 0, "임대보증금 미입력 — 0원으로 가정"))
    rent = inputs.market_median(mkt, "MONTHLY", "median_monthly_rent_manwon", "월세 중위값")
    if rent is None:
        raise ToolInputError("월세를 알려 주셔야 수익률을 계산할 수 있습니다 (월세 누락).")
    if amts.get("deposit") is not None:
        return rent, Given.user(amts["deposit"])
    deposit = inputs.market_median(mkt, "MONTHLY", "median_manwon", "월세 보증금 중위값")
    return rent, deposit or Given.default(0, "임대보증금 미확인 — 0원으로 가정")


def _regulated(call: ToolCall, sel: ToolsSelected, ex: dict[str, Any]) -> bool:
    """조정대상지역 (다주택 중과 기준): the user's answer, else today's designation of the region."""
    regulated = inputs.flag(ex.get("regulated_area"))
    if regulated is not None:
        return regulated
    where = resolve_region(call, sel)
    # An unknown place gets the higher (조정대상지역) rate, so no tax is understated.
    return True if where.defaulted else rules_as_of(turn_day()).is_regulated(where.region.sido, where.region.sigungu)


def _kind(call: ToolCall, sel: ToolsSelected, mkt: MarketDataOutput) -> str:
    """Cost class from the asked property type (call, planner, then the market data it used)."""
    raw = inputs.param(call, "property_type") or mkt.property_type
    try:
        return property_class(raw)
    except AnalysisInputError as exc:
        raise ToolInputError(exc.message_ko) from None


async def roi_calculator(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    amts, ex, mkt = inputs.amounts(call), inputs.extra(call), inputs.market(sel)
    price = Given.user(amts["price"]) if amts.get("price") is not None else inputs.market_median(mkt, "SALE")
    if price is None:
        raise ToolInputError("매매가를 알려 주셔야 수익률을 계산할 수 있습니다 (매매가 누락).")
    rent, deposit = _rent_and_deposit(amts, mkt)
    has_loan = amts.get("loan") is not None
    loan = inputs.user_or_default(amts, "loan", 0, "대출 미입력 — 대출 없이 매입한다고 가정")
    rate_v = inputs.first_of(ex, "rate_pct", "interest_rate")
    rate = (Given.user(rate_v) if rate_v is not None
            else Given.default(cfg.default_loan_rate_pct if has_loan else 0.0,
                               "금리 미입력 — 서비스 기본 가정 금리" if has_loan else "대출 없음"))
    costs = Given.user(ex["annual_costs"]) if ex.get("annual_costs") is not None else None
    area = inputs.param(call, "area_m2")
    kind = _kind(call, sel, mkt)
    houses = inputs.whole(inputs.none_as_zero(ex.get("house_count")))
    r = analyse_roi(RoiInput(price=price, monthly_rent=rent, deposit=deposit, loan=loan, loan_rate_pct=rate,
                             annual_costs=costs, area_m2=area, property_class=kind,
                             house_count=houses + 1 if houses is not None else None,
                             regulated=_regulated(call, sel, ex)))

    summary = (f"매매가 {format_manwon(price.value)}에 월세 {format_manwon(rent.value, exact=True)}이면 "
               f"총수익률은 {format_pct(r.gross_yield_pct, 2)}")
    if r.net_yield_pct is not None:
        summary += f", 실투자금 대비 순수익률은 {format_pct(r.net_yield_pct, 2)}입니다."
    else:
        summary += "이며, 보증금과 대출이 매입비용 이상이라 순수익률은 계산할 수 없습니다."
    assumed = common.any_default(r.workings, names={"매매가", "월세", "임대보증금"})
    data = {
        "gross_yield_pct": num(r.gross_yield_pct), "net_yield_pct": num(r.net_yield_pct),
        "equity_manwon": num(r.equity_manwon), "annual_rent_manwon": num(r.annual_rent_manwon),
        "annual_interest_manwon": num(r.annual_interest_manwon), "net_income_manwon": num(r.net_income_manwon),
        "acquisition_tax_won": r.tax.total_won, "acquisition_tax_rate_pct": num(r.tax.rate_pct),
        "brokerage_fee_won": r.brokerage.fee_won, "brokerage_rate_pct": num(r.brokerage.rate_pct),
        "property_class": kind,
        "calculations": common.calculations(r.workings), "assumptions": common.notes(r.workings),
        "recommendations": [i.text for i in roi_insights(r, float(rate.value) if has_loan else None)],
    }
    return common.result(TOOL, call, summary=summary, data=data,
                         quality=common.QUALITY_ASSUMED if assumed else common.QUALITY_FULL,
                         sources=[common.analysis_source("임대 수익률 계산 (취득세·중개보수 포함)")])
