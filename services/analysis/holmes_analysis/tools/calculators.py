"""The legal calculators as tools: params (set by the orchestrator's tool planning) -> domain -> result.

Params are 만원 amounts and ISO dates under fixed names (see each tool). Every result has
the same shape so the answer can lead with it: ``summary`` = the figure or verdict with its
inputs (one or two sentences), ``output.calculations`` = the workings, ``output.laws`` = the
articles, ``output.effective`` = the dated rule applied, ``output.figures`` = the numbers.
A missing input comes back as an 'empty' result whose summary asks for exactly that input.
"""
from __future__ import annotations

import re
from datetime import date
from typing import Any

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_kit.clock import turn_day
from holmes_kit.korean.text import josa

from ..domain import AnalysisInputError, Given, conversion_rate, laws
from ..domain.acquisition import acquisition_tax_answer
from ..domain.brokerage import brokerage_fee as brokerage_calc
from ..domain.calc import Calculation, parse_date
from ..domain.conversion import offer_conversion as offer_calc
from ..domain.conversion import rent_conversion as conversion_calc
from ..domain.costs import property_class
from ..domain.deadlines import statutory_deadline as filing_deadline_calc
from ..domain.earnest import earnest_money_release
from ..domain.jeonse_ratio import USUAL_CLAIM_PCT, hug_conditions
from ..domain.jeonse_ratio import guarantee_deadline as deadline_calc
from ..domain.jeonse_ratio import jeonse_ratio as ratio_calc
from ..domain.lease_calc import deposit_delay_interest as delay_calc
from ..domain.lease_calc import renewal_window as renewal_calc
from ..domain.lease_calc import rent_arrears_interest as rent_arrears_calc
from ..domain.lease_calc import rent_increase_cap as increase_calc
from ..domain.loan_rules import rules_as_of
from ..domain.priority import priority_repayment as priority_calc
from ..domain.subscription import subscription_score as score_calc
from ..domain.workings import Workings, mark_carried
from . import common, inputs
from .config import AnalysisSettings
from .region import region_or_none, resolve_region

KIND_OF_PROPERTY = {"OFFICETEL": "OFFICETEL", "STORE": "OTHER", "LAND": "OTHER", "COMMERCIAL": "OTHER"}


def _p(call: ToolCall, key: str) -> Any:
    return inputs.param(call, key)


def _as_of(call: ToolCall) -> date:
    """The day the rule is judged on: params['as_of'] (replays, tests) else today."""
    return parse_date("as_of", _p(call, "as_of"), "기준일") or turn_day()


def _result(tool: str, call: ToolCall, c: Calculation, title: str, *,
            workings: Workings | None = None, quality: float = common.QUALITY_FULL) -> ToolResult:
    w = mark_carried(workings or c.workings, _p(call, "carried") or ())
    laws = [f"{r.law} {r.article}" for r in c.laws]
    data = {"figures": c.figures, "verdict": c.verdict, "laws": laws, "effective": c.effective,
            "calculations": common.calculations(w), "assumptions": common.notes(w)}
    sources = [common.analysis_source(f"{title} 계산 — {c.effective} 기준")] + common.law_sources(c.laws)
    return common.result(tool, call, summary=c.headline, quality=quality, data=data, sources=sources)


async def rent_increase_cap(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    # A rent added to a 전세 is counted as the deposit it equals at the conversion cap (제7조의2).
    c = increase_calc(_p(call, "deposit"), _p(call, "monthly_rent"),
                      requested_deposit=_p(call, "requested_deposit"), requested_rent=_p(call, "requested_rent"),
                      requested_pct=_p(call, "requested_pct"),
                      rate=conversion_rate(cfg.base_rate(), cfg.base_rate_as_of), today=_as_of(call),
                      renewal_used=bool(_p(call, "renewal_used")), raise_as_rent=bool(_p(call, "raise_as_rent")))
    return _result("rent_increase_cap", call, c, "증액 한도")


async def brokerage_fee(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    deal = _p(call, "deal_type")
    if deal is not None and deal not in ("SALE", "JEONSE", "MONTHLY"):
        raise AnalysisInputError("deal_type", f"알 수 없는 거래 종류입니다: {deal!r} (매매·전세·월세 중 하나).")
    kind = KIND_OF_PROPERTY.get(str(_p(call, "property_type") or ""), "HOUSING")
    contract = parse_date("contract_date", _p(call, "contract_date"), "계약일")
    c = brokerage_calc(deal, price=_p(call, "price"), deposit=_p(call, "deposit"),
                       monthly_rent=_p(call, "monthly_rent"), kind=kind,  # type: ignore[arg-type]
                       as_of=contract or _as_of(call), with_vat=bool(_p(call, "with_vat")),
                       presale_paid=_p(call, "presale_paid"), presale_premium=_p(call, "presale_premium"))
    return _result("brokerage_fee", call, c, "중개보수")


async def rent_conversion(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    rate = conversion_rate(cfg.base_rate(), cfg.base_rate_as_of)
    offered = _p(call, "offered_rent")
    if offered is not None and _p(call, "deposit") is not None:
        # a rent proposed for the deposit taken off: the rate it implies is what is asked
        new = _p(call, "new_deposit")
        lead, pct, capped, w = offer_calc(rate, _p(call, "deposit"), 0 if new is None else new,
                                          inputs.won(offered), today=_as_of(call))
        figures = {"rate_pct": rate.rate_pct, "base_rate_pct": rate.base_rate_pct,
                   "base_rate_as_of": rate.base_rate_as_of.isoformat(), "offered_rate_pct": pct,
                   "capped_rent_won": capped, "over_cap": pct > rate.rate_pct}
        c = Calculation(lead, figures, (laws.CONVERSION_CAP, laws.CONVERSION_CAP_DECREE),
                        f"기준금리 {rate.base_rate_as_of}", w)
        return _result("rent_conversion", call, c, "전월세 전환")
    rent = _p(call, "monthly_rent")
    rent_won = inputs.won(rent)
    lead, conv, w = conversion_calc(rate, deposit=_p(call, "deposit"), new_deposit=_p(call, "new_deposit"),
                                    monthly_rent_won=rent_won, rate_pct=_p(call, "rate_pct"), today=_as_of(call))
    figures = {"rate_pct": rate.rate_pct, "base_rate_pct": rate.base_rate_pct,
               "base_rate_as_of": rate.base_rate_as_of.isoformat(),
               "monthly_rent_won": conv.monthly_rent_won if conv else None,
               "jeonse_equivalent_manwon": conv.jeonse_equivalent_manwon if conv else None,
               # with a rent already paid: the part the lowered deposit adds, and that rent
               "added_rent_won": conv.added_rent_won if conv and conv.current_rent_won
               and (conv.added_rent_won or 0) > 0 else None,
               "current_rent_won": conv.current_rent_won if conv else None,
               # a deposit raised: the rent it takes off (the capped rate run backwards)
               "rent_cut_won": -conv.added_rent_won if conv and (conv.added_rent_won or 0) < 0 else None}
    c = Calculation(lead, figures, (laws.CONVERSION_CAP, laws.CONVERSION_CAP_DECREE),
                    f"기준금리 {rate.base_rate_as_of}", w)
    return _result("rent_conversion", call, c, "전월세 전환")


async def priority_repayment(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    c = priority_calc(_p(call, "deposit"), region_or_none(call, sel), mortgage_date=_p(call, "mortgage_date"),
                      house_value=_p(call, "house_value"), tenant_count=_p(call, "tenant_count"), as_of=_as_of(call))
    return _result("priority_repayment", call, c, "최우선변제")


async def deposit_delay_interest(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    if _p(call, "rent_arrears"):  # the rent paid late: the same 민법 rate, on each month's rent
        missed, rate = _p(call, "missed_rents"), _p(call, "rate_pct")
        c = rent_arrears_calc(_p(call, "monthly_rent"), int(missed) if missed is not None else None,
                              rate_pct=float(rate) if rate is not None else None)
        return _result("deposit_delay_interest", call, c, "월세 연체이자")
    c = delay_calc(_p(call, "deposit"), _p(call, "due_date"), until=_p(call, "until"),
                   served=_p(call, "served_date"), today=_as_of(call),
                   late_days=_p(call, "late_days"), late_months=_p(call, "late_months"),
                   after_service=bool(_p(call, "after_service")), occupying=bool(_p(call, "occupying")),
                   served_days=_p(call, "served_days"), served_months=_p(call, "served_months"))
    return _result("deposit_delay_interest", call, c, "보증금 반환 지연이자")


async def renewal_window(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    c = renewal_calc(_p(call, "contract_end"), start=_p(call, "contract_start"), as_of=_as_of(call),
                     notice_date=_p(call, "notice_date"), term_years=_p(call, "term_years"),
                     term_months=_p(call, "term_months"),
                     party=_p(call, "party"), own_use=bool(_p(call, "own_use")), implied=bool(_p(call, "implied")),
                     renewed=bool(_p(call, "renewed")), demanded=bool(_p(call, "demanded")))
    return _result("renewal_window", call, c, "갱신요구·갱신거절 통지 기간")


_ASKS_TERMS = re.compile(r"조건|요건|자격|한도|기준")


def _claim_pct(value: Any) -> Any:
    """The 설정 비율 the user states, or the banks' usual one said as assumed."""
    if value != "usual":
        return value
    return Given.default(float(USUAL_CLAIM_PCT), "은행은 보통 대출 원금의 120~130%를 채권최고액으로 설정합니다 — 120%로 봤습니다")


async def jeonse_ratio(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    """매매가: the user's, else the market_data 매매 median the search team returned (said so);
    보증금 likewise from the 전세 median when the user asked about a district without figures."""
    mkt = inputs.market(sel)
    price = _p(call, "price")
    price_g = Given.user(price) if price is not None else inputs.market_median(mkt, "SALE")
    deposit = _p(call, "deposit")
    deposit_g = Given.user(deposit) if deposit is not None else inputs.market_median(mkt, "JEONSE")
    try:
        region = region_or_none(call, sel)
    except AnalysisInputError:
        region = None  # the HUG 보증금 한도 is left out rather than guessed
    if deposit_g is None and price_g is None and _p(call, "official_price") is None \
            and _ASKS_TERMS.search(sel.query):
        # "HUG 반환보증 가입 조건이랑 한도": no house to judge, the guarantee's conditions are the answer
        return _result("jeonse_ratio", call, hug_conditions(), "전세가율·HUG 반환보증")
    c = ratio_calc(deposit_g, price_g, official_price=_p(call, "official_price"),
                   senior_debt=_p(call, "senior_debt"), capital_area=region.capital_area if region else None,
                   target_pct=_p(call, "target_pct"), claim_pct=_claim_pct(_p(call, "claim_pct")))
    from_data = any(i.source == "data" for i in c.workings.inputs)
    return _result("jeonse_ratio", call, c, "전세가율·HUG 반환보증",
                   quality=common.QUALITY_FULL if not from_data else 0.9)


async def earnest_money(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    by = _p(call, "by")
    if by is not None and by not in ("seller", "buyer"):
        raise AnalysisInputError("by", f"해제하는 쪽은 매도인(seller) 또는 매수인(buyer)이어야 합니다: {by!r}.")
    c = earnest_money_release(_p(call, "price"), earnest=_p(call, "earnest"), earnest_pct=_p(call, "earnest_pct"),
                              by=by, paid=_p(call, "paid"))
    return _result("earnest_money", call, c, "계약금 해제")


async def guarantee_deadline(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    elapsed = _p(call, "elapsed_months")
    term = _p(call, "term_years")
    c = deadline_calc(_p(call, "contract_start"), end=_p(call, "contract_end"),
                      term_years=int(term) if term is not None else None,
                      elapsed_months=int(elapsed) if elapsed is not None else None, as_of=_as_of(call))
    return _result("guarantee_deadline", call, c, "HUG 반환보증 가입 기한")


def _int_or_none(name: str, value: Any, label: str) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise AnalysisInputError(name, f"{josa(label, '을')} 숫자로 알려 주세요: {value!r}.") from None


async def subscription_score(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    c = score_calc(_int_or_none("homeless_months", _p(call, "homeless_months"), "무주택기간(개월)"),
                   _int_or_none("dependents", _p(call, "dependents"), "부양가족 수"),
                   _int_or_none("account_months", _p(call, "account_months"), "청약통장 가입기간(개월)"),
                   owns_house=bool(_p(call, "owns_house")), age=_int_or_none("age", _p(call, "age"), "나이"),
                   single=bool(_p(call, "single")))
    return _result("subscription_score", call, c, "청약 가점")


async def acquisition_tax(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    price = _p(call, "price")
    area = _p(call, "area_m2")
    houses = _int_or_none("house_count", _p(call, "house_count"), "주택 수")
    regulated, why = _p(call, "regulated"), None
    if regulated is None and houses is not None and houses >= 2 and not (where := resolve_region(call, sel)).defaulted:
        # "서울 강남에 두 번째 집": whether the place is an 조정대상지역 today is the designation in force
        # (the same dated table the loan rules read), not a question to send back.
        rules = rules_as_of(turn_day())
        regulated = rules.is_regulated(where.region.sido, where.region.sigungu)
        why = (f"{josa(where.region.label, '은')} {rules.as_of} 시행 지정 기준 "
               f"{'조정대상지역입니다' if regulated else '조정대상지역이 아닙니다'} — {rules.name}.")
    c = acquisition_tax_answer(price, area_m2=float(area) if area is not None else None,
                               kind=property_class(_p(call, "property_type")),
                               house_count=houses, regulated=regulated, regulated_why=why,
                               first_home=bool(_p(call, "first_home")))
    return _result("acquisition_tax", call, c, "취득세")
async def statutory_deadline(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    c = filing_deadline_calc(_p(call, "kind"), _p(call, "start_date"), also=_p(call, "also_kind"))
    return _result("statutory_deadline", call, c, "신고·신청 기한")


CALCULATORS = {f.__name__: f for f in (rent_increase_cap, brokerage_fee, rent_conversion, priority_repayment,
                                       deposit_delay_interest, renewal_window, jeonse_ratio, earnest_money,
                                       guarantee_deadline, subscription_score, acquisition_tax, statutory_deadline)}
