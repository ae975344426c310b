"""Global tool registry and rule-based tool orchestration per team (seeds 000/002)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter, ValidationError

from holmes_contracts import PlanReady, PlanStep, RegionRef, ToolCall
from holmes_contracts.tools.common import RegionCode
from holmes_contracts.tools.params import ToolParams, params_for

from .calc_params import CALCULATORS, calc_params, carried_params


@dataclass(frozen=True)
class ToolSpec:
    """Static facts of a tool. What the log teaches (quality, usage, time) is folded by
    ``registry_stats.fold_tool_stats``; ``quality_score`` here is the seed's prior."""

    name: str
    team: str
    cost: str           # low | medium | high
    typical_s: float
    can_parallel: bool
    after: tuple[str, ...] = ()   # tools whose results it needs (across teams)
    fallback: str | None = None   # same team, same information by another route (adjust)
    # Tools of any team whose result can stand in for this one's information when it cannot
    # be had (recovery: a result already in hand, else add_team). Only where the stand-in
    # answers the same need: a loan limit for loan products, the market figures for a market
    # analysis, a checklist with its legal basis for the law behind a contract.
    substitutes: tuple[str, ...] = ()
    # Intents whose question the substitutes do not answer (a checklist is no answer to
    # "may the rent rise 5%?"): no team is added for them.
    substitute_unless: frozenset[str] = frozenset()
    max_concurrent: int = 5       # the seed's registry: calls of this tool at once
    quality_score: float = 0.8    # prior until the log has results of the tool


REGISTRY: dict[str, ToolSpec] = {t.name: t for t in (
    # max_concurrent and quality_score: seed 000's global_tool_registry.
    ToolSpec("legal_search", "search", "medium", 0.5, True, substitutes=("contract_analysis",),
             substitute_unless=frozenset({"법률상담"}), max_concurrent=5, quality_score=0.9),
    ToolSpec("market_data", "search", "low", 0.3, True, fallback="real_estate_search",
             max_concurrent=10, quality_score=0.85),
    ToolSpec("real_estate_search", "search", "medium", 0.5, True, fallback="market_data",
             max_concurrent=3, quality_score=0.8),
    ToolSpec("loan_data", "search", "low", 0.2, True, substitutes=("loan_simulator",),
             max_concurrent=10, quality_score=0.75),
    ToolSpec("contract_analysis", "analysis", "medium", 0.5, True, after=("legal_search",),
             substitutes=("legal_search",), max_concurrent=1, quality_score=0.85),
    ToolSpec("market_analysis", "analysis", "low", 0.3, True, after=("market_data",),
             substitutes=("market_data", "real_estate_search"), max_concurrent=1),
    ToolSpec("loan_simulator", "analysis", "low", 0.2, True, substitutes=("loan_data",)),
    ToolSpec("roi_calculator", "analysis", "low", 0.2, True, after=("market_data",)),
    ToolSpec("policy_matcher", "analysis", "low", 0.2, True, after=("loan_data",), substitutes=("loan_data",)),
    # Legal calculators (pure arithmetic on the user's figures; params from calc_params below).
    ToolSpec("rent_increase_cap", "analysis", "low", 0.1, True),
    ToolSpec("brokerage_fee", "analysis", "low", 0.1, True),
    ToolSpec("rent_conversion", "analysis", "low", 0.1, True),
    ToolSpec("priority_repayment", "analysis", "low", 0.1, True),
    ToolSpec("deposit_delay_interest", "analysis", "low", 0.1, True),
    ToolSpec("earnest_money", "analysis", "low", 0.1, True),
    ToolSpec("renewal_window", "analysis", "low", 0.1, True),
    ToolSpec("jeonse_ratio", "analysis", "low", 0.1, True, after=("market_data",)),
    ToolSpec("guarantee_deadline", "analysis", "low", 0.1, True),
    ToolSpec("subscription_score", "analysis", "low", 0.1, True),
    ToolSpec("acquisition_tax", "analysis", "low", 0.1, True),
    ToolSpec("statutory_deadline", "analysis", "low", 0.1, True),
    ToolSpec("lease_contract", "document", "medium", 0.8, False, after=("legal_search",)),
    ToolSpec("contract_review", "document", "medium", 0.6, False, after=("legal_search",)),
)}

DEFAULT_TOOLS = {"search": ["legal_search"], "analysis": ["contract_analysis"], "document": ["lease_contract"]}


def _first(values: list[Any]) -> Any:
    return values[0] if values else None


_PRICE_TOOLS = frozenset({"contract_analysis", "loan_simulator", "roi_calculator", "jeonse_ratio"})


def _needs_sale_price(plan: PlanReady) -> bool:
    return any(_PRICE_TOOLS & set(s.tools) for s in plan.steps)


# The period asked ("최근 2년 동안 어떻게 변했는지", "지난 6개월", "3년간 추이"): months of data, up to five years.
_PERIOD = re.compile(r"(?:최근|지난|과거)\s*(\d{1,2})\s*(년|개월|달)|(\d{1,2})\s*(년|개월|달)\s*(?:간|동안|사이|새)")


def _months(plan: PlanReady) -> int:
    """The period the user asked, else 12 months; one more when market analysis follows, so it can compare the
    last month with the same month a year before."""
    m = _PERIOD.search(plan.query)
    asked = (int(m.group(1) or m.group(3)) * (12 if (m.group(2) or m.group(4)) == "년" else 1)) if m else 12
    asked = min(max(asked, 1), 60)  # the market data reaches back five years at most
    return min(asked + 1, 60) if any("market_analysis" in s.tools for s in plan.steps) else asked


def _area_band(e: Any) -> dict[str, float]:
    """'84㎡', '25평': the size asked, ±10% (a 전용 84㎡ flat is listed and dealt as 80~90㎡)."""
    return {"min_area_m2": round(e.area_m2 * 0.9, 1), "max_area_m2": round(e.area_m2 * 1.1, 1)} if e.area_m2 else {}


def tool_params(name: str, plan: PlanReady) -> ToolParams:
    """The typed params of tool ``name`` for this plan: the one place the plan's entities
    become tool inputs (teams read their params, never the entities)."""
    return params_for(name, _param_values(name, plan))


def legal_query(plan: PlanReady) -> str:
    """The question as the law is searched and quoted: the law corpus is Korean, so an English
    question by its Korean reading — as is a Korean one whose slips the planner put right
    ("월새" read as 월세)."""
    e = plan.entities
    return str(e.extra.get("query_ko")) if e.extra.get("query_ko") else plan.query


def _param_values(name: str, plan: PlanReady) -> dict[str, Any]:
    e = plan.entities
    region = _first(e.regions)
    # A lease is signed on the user's figure to the 원 ("월세 52만 5천원" is 52.5, not 53), and a month's
    # rent is counted in 원 by every tool that reads it (analysis: check_won, inputs.won). Deposits,
    # prices, incomes and loans the search and analysis domains take in whole 만원 (a fraction there
    # is refused as no 만원 figure), as the calculators do (calc_params).
    lease = name in REGISTRY and REGISTRY[name].team == "document"
    amounts: dict[str, int | float] = {}
    for a in e.amounts:  # the first amount of a role is the one the user named first
        if a.role and a.role not in amounts:
            amounts[a.role] = a.exact_manwon if lease or a.role == "monthly_rent" else a.manwon
    base: dict[str, Any] = {}
    if region is not None:
        base["region"] = region.name
        if region.code and _is_code(region.code):  # a model-written code that is no 법정동 code is left out
            base["region_code"] = region.code
    if name == "legal_search":
        return {"query": legal_query(plan), "keywords": plan.keyword_groups.get("legal") or plan.keywords,
                "articles": e.articles, "law_names": e.law_names, "limit": 5}
    if name == "market_data" and _needs_sale_price(plan):
        # 전세가율, LTV and yields divide by the house price: fetch 매매 next to the user's deal.
        deals = list(dict.fromkeys(["SALE", *e.deal_types])) if e.deal_types else None
        return {**base, "property_type": _first(e.property_types) or "APARTMENT", "deal_types": deals,
                "months": _months(plan)}
    if name == "market_data" and len(e.regions) > 1:
        # A comparison of districts: market data of each, side by side (the first leads).
        return {**base, "property_type": _first(e.property_types) or "APARTMENT", "deal_type": _first(e.deal_types),
                "months": _months(plan),
                "compare_regions": [{"name": r.name, "code": r.code} for r in e.regions]}
    if name in ("market_data", "market_analysis"):
        return {**base, "property_type": _first(e.property_types) or "APARTMENT",
                "deal_type": _first(e.deal_types), "months": _months(plan),
                **(_area_band(e) if name == "market_data" else {})}
    if name == "real_estate_search":
        return {**base, "property_type": _first(e.property_types), "deal_type": _first(e.deal_types),
                "max_price_manwon": amounts.get("price") or amounts.get("deposit"),
                # a rent named in a listing search is the user's budget: "월세 50 이하 투룸" keeps 50 as the ceiling
                "max_monthly_rent_manwon": amounts.get("monthly_rent"),
                **_area_band(e), "limit": 10}
    if name == "loan_data":
        # A price without a deal type is a purchase ("10억 아파트 사면"): purchase loans, not jeonse.
        deal = _first(e.deal_types) or ("SALE" if "price" in amounts else None)
        # the extractor's income: the couple's 합산 when told beside one's own (policy loans judge on it)
        income = e.extra.get("income_manwon") or amounts.get("income")
        out = {"deal_type": deal, "income_manwon": income if isinstance(income, str | int | float) else None,
               "keywords": plan.keyword_groups.get("loan") or plan.keywords, "limit": 10}
        # The same figures the analysis team's loan_simulator reads from ``amounts``: the first
        # price and deposit the user named ("매매가 5억이랑 매매가 7억" -> 5억 for both teams).
        for role, key in (("price", "house_price_manwon"), ("deposit", "deposit_manwon")):
            if role in amounts:
                out[key] = amounts[role]
        # Scalars only: a model-written list or object is no answer to "how old", and would
        # make the call invalid (the loan search then asks for it instead).
        out.update({k: e.extra[k] for k in _LOAN_PROFILE if isinstance(e.extra.get(k), str | int | float)})
        return out
    if name in CALCULATORS:
        values = {**base, **_placed(region), **calc_params(name, plan)}
        carried = carried_params(plan, values)
        return {**values, "carried": carried} if carried else values
    out = {**base, **_placed(region), "amounts": amounts, "percentages": e.percentages,
           "deal_type": _first(e.deal_types), "area_m2": e.area_m2, "query": plan.query, "extra": e.extra}
    if e.property_types:
        out["property_type"] = e.property_types[0]
    if REGISTRY[name].team == "document":
        # The lease's dates in the user's order; the document team decides start and end.
        out["dates"] = [d for d in e.dates if len(d) == 10]
    return out


# The borrower's profile the loan products are filtered by (the planner reads them into extra).
_LOAN_PROFILE = ("age", "marital", "newborn", "homeless")


_CODE: TypeAdapter[str] = TypeAdapter(RegionCode)


def _is_code(code: str) -> bool:
    try:
        _CODE.validate_python(code)
    except ValidationError:
        return False
    return True


def _placed(region: RegionRef | None) -> dict[str, Any]:
    """The 시/도 and 시/군/구 the planner resolved, for tools that classify the place into a rule
    band (소액임차인, 수도권): without them the team would resolve the name again."""
    if region is None:
        return {}
    return {k: v for k, v in (("sido", region.sido), ("sigungu", region.sigungu)) if v}


def select_tools(plan: PlanReady, steps: list[PlanStep], team: str, used: set[str]) -> list[ToolCall]:
    """Tools for a team's steps: the planner's suggestions in registry order, each once,
    each for the first of the steps that asked for it (its progress shows on that step)."""
    wanted: dict[str, str] = {}
    for s in steps:
        for t in s.tools or DEFAULT_TOOLS[team]:
            if t in REGISTRY and REGISTRY[t].team == team:
                wanted.setdefault(t, s.step_id)
    calls = []
    for name, step_id in wanted.items():
        if name in used:
            continue
        spec = REGISTRY[name]
        calls.append(ToolCall(name=name, params=tool_params(name, plan), fallback=spec.fallback,
                              reason=f"{plan.intent} 질문에 필요한 도구", step_id=step_id))
    return calls
