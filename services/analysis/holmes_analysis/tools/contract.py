"""contract_analysis: jeonse/contract risk from deposit, house price, senior debt and region.

Inputs and where they come from (each printed with its provenance in the calculations):
- 보증금: amounts['deposit'] (required — there is no honest default for it).
- 주택 가격: amounts['price'], else the market_data 매매 중위가격 of the region.
- 선순위 근저당 채권최고액: extra['mortgage_max_claim'|'debt'] or amounts['debt']; else the
  domain's stated default (0원, 등기부 미확인) and lower quality.
- 지역: RegionRef -> classify_region; unknown -> the most conservative band (see region.py).
- 반전세: with amounts['monthly_rent'] the 전세 환산 보증금 at the legal conversion cap
  (기준금리 from settings) is shown for reference; the risk uses the deposit at stake.
"""
from __future__ import annotations

from typing import Any

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import LegalSearchOutput, Listing, RealEstateSearchOutput
from holmes_kit.clock import turn_day
from holmes_kit.team import ToolInputError

from ..domain import (
    Given,
    JeonseInput,
    TenancyDates,
    Workings,
    analyse_jeonse,
    assess_risk,
    check_tenancy,
    conversion_rate,
    format_manwon,
    jeonse_insights,
    monthly_to_jeonse,
)
from ..domain.calc import parse_date
from ..domain.fraud_checklist import checklist_lines
from ..domain.jeonse import SENIOR_DEPOSITS_NOTE, JeonseMoney
from ..domain.jeonse_ratio import HUG_LTV_PCT, HUG_RULE_FROM
from ..domain.money import format_pct
from ..domain.risk import BURDEN_CAUTION_PCT, BURDEN_HIGH_PCT, LEVELS, RULE_OF_THUMB
from ..serialize import num
from . import common, inputs
from .citations import article_lines, cited_articles
from .config import AnalysisSettings
from .region import resolve_region

TOOL = "contract_analysis"
_TENANCY_KEYS = ("contract_start", "contract_end", "move_in_report", "handover", "fixed_date", "mortgage_registered")


def _price(amts: dict[str, Any], sel: ToolsSelected, claim: float | None = None) -> Given:
    if amts.get("price") is not None:
        return Given.user(amts["price"])
    median = inputs.market_median(inputs.market(sel), "SALE")
    if median is None:
        raise ToolInputError(_price_needed(amts.get("deposit"), claim)
                             + "매매가를 알려 주시거나 지역을 알려 주시면 실거래 시세로 계산합니다.")
    return median


def _price_needed(deposit: float | None, claim: float | None) -> str:
    """Without the price, what the user's own debt and deposit already say ("근저당 2억 잡힌 빌라에 전세 1억"): the
    price at which their sum stays within the 80% and the 70% bands (expert review 11, Y044)."""
    if not deposit or not claim:
        return "주택 가격(매매가)을 알 수 없어 전세가율을 계산할 수 없습니다. "
    total = claim + deposit
    at = {pct: format_manwon(round(total * 100 / pct)) for pct in (BURDEN_HIGH_PCT, BURDEN_CAUTION_PCT)}
    return (f"근저당(채권최고액) {format_manwon(claim)} + 보증금 {format_manwon(deposit)} = {format_manwon(total)}이라, "
            f"매매가가 {at[BURDEN_HIGH_PCT]} 이상이어야 부채비율이 {BURDEN_HIGH_PCT}% 아래, {at[BURDEN_CAUTION_PCT]} 이상이어야 "
            f"{BURDEN_CAUTION_PCT}% 아래입니다 {RULE_OF_THUMB} — 먼저 설정된 근저당이 경매에서 먼저 배당받아 보증금은 그 뒤입니다. ")


def _burden_phrase(money: JeonseMoney) -> str:
    """The 부채비율 with every term it adds, so the figures written produce the figure: the debt told is
    shown beside the ratio it makes ("근저당 5천 있어요 들어가도 돼요?"), and a 다가구's 선순위 임차보증금 beside it."""
    debt, deps = money.senior_debt_manwon if money.senior_debt_known else 0, money.senior_deposits_manwon
    if not debt and not deps:
        return "선순위 채무를 더한 부채비율은"
    mine, price = format_manwon(money.deposit_manwon), format_manwon(money.market_price_manwon)
    if not deps:
        return (f"선순위 채무 {format_manwon(debt)}을 더한 부채비율((선순위 {format_manwon(debt)} + 보증금 {mine}) ÷ "
                f"{price})은")
    terms = ([f"근저당 {format_manwon(debt)}"] if debt else []) + [f"선순위 보증금 {format_manwon(deps)}", f"내 보증금 {mine}"]
    return f"부채비율(({' + '.join(terms)}) ÷ {price})은"


def _official_price_summary(money: JeonseMoney, official: Any, level: str) -> str:
    """Only the 공시가격 is known: the HUG verdict on 공시가격 × 140% × 90% leads (what the user
    can act on); the house value is HUG's, so the 부채비율 is stated against it."""
    value = money.market_price_manwon
    limit = value * int(HUG_LTV_PCT) // 100
    senior = money.senior_debt_manwon
    room = limit - senior - money.deposit_manwon
    ok = money.hug_eligible is not False  # None: only the region's cap is open, said after the lead (hug_cap_note)
    head = ("HUG 전세보증금반환보증 기준으로는 가입 가능 범위입니다" if ok
            else "HUG 전세보증금반환보증 기준으로는 가입이 어렵습니다")
    basis = (f"공시가격 {format_manwon(official)} × 140% = {format_manwon(value)}의 90%인 {format_manwon(limit)}"
             f"(공시가격의 126%)까지 보증하는데")
    debt = f" 선순위 {format_manwon(senior)}과" if senior else ""
    fit = (f"{debt} 보증금 {format_manwon(money.deposit_manwon)}이 그 안에 들어갑니다(여유 {format_manwon(room)})" if ok
           else f"{debt} 보증금 {format_manwon(money.deposit_manwon)}이 {format_manwon(-room)} 넘습니다"
           if room < 0 else "; ".join(money.hug_failures))
    return (f"{head}: {basis}{fit} (HUG {HUG_RULE_FROM} 가입분부터 적용 기준; 최종 판단은 HUG 심사). "
            f"공시가격은 시세가 아니어서 전세가율은 시세를 알아야 계산할 수 있고, HUG 평가액 기준 부채비율은 "
            f"{format_pct(money.total_burden_pct)}로 위험도는 '{level}'입니다.")


def _tenancy(ex: dict[str, Any]):
    dates = {k: ex[k] for k in _TENANCY_KEYS if ex.get(k)}
    return check_tenancy(TenancyDates(**dates)) if dates else None


def _conversion(amts: dict[str, Any], cfg: AnalysisSettings) -> Workings | None:
    rent = amts.get("monthly_rent")
    if rent is None:
        return None
    rate = conversion_rate(cfg.base_rate(), cfg.base_rate_as_of)
    rent_won = inputs.won(rent)
    return monthly_to_jeonse(amts["deposit"], rent_won, rate).workings


def _rent_listings(sel: ToolsSelected) -> list[Listing]:
    """Listings the search team found that carry a deposit and their 동's 매매 median."""
    found = sel.handed(RealEstateSearchOutput)
    return [it for it in (found.listings if found else []) if it.deal_type in ("JEONSE", "MONTHLY")
            and it.dong_sale is not None and it.dong_sale.median_per_m2_manwon > 0 and it.area_m2 > 0
            and inputs.manwon(it.price_manwon)]


def _listing_price(it: Listing) -> Given:
    d = it.dong_sale
    assert d is not None  # _rent_listings kept only listings with their 동's median
    value = inputs.manwon(d.median_per_m2_manwon * it.area_m2)
    span = f"{d.period.start}~{d.period.end}" if d.period else "기간 미상"
    return Given.data(value, f"{d.dong or '해당 동'} 매매 ㎡당 중위 {d.median_per_m2_manwon:,g}만원 × 전용 "
                             f"{it.area_m2:g}㎡ (거래 {d.count}건, {span})")


async def _listings_analysis(call: ToolCall, sel: ToolsSelected, listings: list[Listing]) -> ToolResult:
    """A risk question about the listings just found: each listing's 전세가율 from its own deposit."""
    where = resolve_region(call, sel)
    rows, calc, worst = [], [], None
    for it in listings:
        price = _listing_price(it)
        deposit = Given.data(inputs.manwon(it.price_manwon), f"매물 {it.name} 보증금")
        money = analyse_jeonse(JeonseInput(deposit=deposit, market_price=price, region=where.region))
        risk = assess_risk(money, None)
        head = f"[{it.name} {it.area_m2:g}㎡ {it.floor}층 {it.price_text}]"
        calc += [head, f"입력 — 보증금: {format_manwon(money.deposit_manwon)} (매물 데이터)",
                 f"입력 — 추정 매매가: {format_manwon(money.market_price_manwon)} (데이터 — {price.note})",
                 f"전세가율 = {format_manwon(money.deposit_manwon)} ÷ {format_manwon(money.market_price_manwon)} = "
                 f"{format_pct(money.jeonse_ratio_pct)}"]
        row = {"listing_id": it.id, "name": it.name, "address": it.address,
               "deal_type": it.deal_type, "deposit_manwon": money.deposit_manwon,
               "estimated_price_manwon": money.market_price_manwon, "price_basis": price.note,
               "jeonse_ratio_pct": num(money.jeonse_ratio_pct), "risk_level": risk.level,
               "hug_eligible": money.hug_eligible, "reasons": [r.to_dict() for r in risk.reasons]}
        rows.append(row)
        if worst is None or money.jeonse_ratio_pct > worst[1]:
            worst = (row, money.jeonse_ratio_pct)
    rows.sort(key=lambda r: (-LEVELS.index(r["risk_level"]), -(r["jeonse_ratio_pct"] or 0)))
    counts = {lv: sum(1 for r in rows if r["risk_level"] == lv) for lv in reversed(LEVELS)}
    spread = ", ".join(f"{lv} {n}건" for lv, n in counts.items() if n)
    summary = f"검색된 전·월세 매물 {len(rows)}건을 각 매물의 보증금과 그 동의 매매 시세로 분석했습니다: {spread}."
    if worst is not None:
        w = worst[0]
        summary += (f" 전세가율이 가장 높은 매물은 {w['name']}(보증금 {format_manwon(w['deposit_manwon'])}, "
                    f"추정 매매가 {format_manwon(w['estimated_price_manwon'])}, 전세가율 {format_pct(worst[1])})입니다.")
    ask = ("매물별 등기부등본의 선순위 근저당(채권최고액)은 검색 결과에 없어 0원으로 두고 계산했습니다. "
           "관심 있는 매물의 근저당 금액을 알려 주시면 부채비율까지 계산해 드립니다.")
    summary += " " + ask
    data = {"mode": "listings", "listings": rows, "risk_counts": counts, "calculations": calc,
            "assumptions": ["추정 매매가 = 매물이 있는 동의 최근 12개월 매매 ㎡당 중위가 × 매물 전용면적입니다(같은 단지 시세와 다를 수 있음).",
                            ask],
            "recommendations": [ask], "missing": ["mortgage_max_claim"]}
    return common.result(TOOL, call, summary=summary, data=data, count=len(rows), quality=common.QUALITY_ASSUMED,
                         sources=[common.analysis_source("검색 매물별 전세 위험도 (보증금 ÷ 동 매매 시세)")])


def _checklist(call: ToolCall) -> ToolResult:
    """No deposit to compute with ("전세사기 안 당하려면 뭐 확인해요?"): what to check, item by item,
    and what to tell us so the money can be checked too."""
    as_of = parse_date("as_of", inputs.param(call, "as_of"), "기준일") or turn_day()
    ask = "보증금·매매 시세(또는 주소)·근저당 채권최고액을 알려 주시면 전세가율·부채비율·HUG 가입 가능 여부를 계산해 드립니다."
    lines = checklist_lines(as_of)
    summary = f"전세 계약 전·당일에 확인할 {len(lines)}가지입니다(각 항목의 근거 법령·시행일 기준, {as_of.isoformat()} 현재)."
    data = {"mode": "checklist", "as_of": as_of.isoformat(), "checklist": lines, "recommendations": [ask],
            "markdown": common.markdown([("전세사기 예방 체크리스트", lines), ("위험도 계산", [ask])]),
            "missing": ["deposit"]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_ASSUMED,
                         sources=[common.analysis_source(f"전세사기 예방 체크리스트 ({as_of.isoformat()} 기준 법령)")])


async def contract_analysis(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    amts, ex = inputs.amounts(call), inputs.extra(call)
    if amts.get("deposit") is None and (listings := _rent_listings(sel)):
        return await _listings_analysis(call, sel, listings)
    if amts.get("deposit") is None:
        return _checklist(call)
    official = ex.get("official_price")
    if official is not None and amts.get("price") == official:
        amts = {k: v for k, v in amts.items() if k != "price"}  # "공시가격 2억" is not the market price
    claim = inputs.first_of(ex, "mortgage_max_claim", "debt")
    claim = inputs.none_as_zero(claim if claim is not None else amts.get("debt"))
    price = _price(amts, sel, claim) if official is None or amts.get("price") is not None else None
    where = resolve_region(call, sel)
    money = analyse_jeonse(JeonseInput(
        deposit=Given.user(amts["deposit"]), market_price=price, region=where.region,
        mortgage_max_claim=Given.user(claim) if claim is not None else None,
        senior_deposits=Given.user(ex["senior_deposits"]) if ex.get("senior_deposits") is not None else 0,
        official_price=Given.user(official) if official is not None else None,
        region_known=not where.defaulted,
        property_type=str(inputs.param(call, "property_type") or "") or None,
    ))
    tenancy = _tenancy(ex)
    risk = assess_risk(money, tenancy)
    conv = _conversion(amts, cfg)
    legal = sel.handed(LegalSearchOutput)
    articles = cited_articles(risk.reasons, legal.articles if legal else [])

    recs = [i.text for i in jeonse_insights(money)]
    assumptions = common.notes(risk.workings, *([conv] if conv else []))
    if where.defaulted:
        assumptions.insert(0, f"지역: {where.reason}.")
        recs.append("지역(시/도와 시/군/구)을 알려 주시면 소액임차인·HUG 기준을 정확히 적용해 드립니다.")
    calc = common.calculations(risk.workings, *([conv] if conv else []))
    defaulted = where.defaulted or not money.senior_debt_known
    refs = [c for r in risk.reasons for c in r.citations]
    if price is None:
        summary = _official_price_summary(money, official, risk.level)
    else:
        price_src = "사용자 입력" if price.source == "user" else "실거래 매매 중위가격"
        summary = (f"보증금 {format_manwon(money.deposit_manwon)}은 주택 가격 {format_manwon(money.market_price_manwon)}"
                   f"({price_src})의 {format_pct(money.jeonse_ratio_pct)}(전세가율)이고, "
                   f"{_burden_phrase(money)} {format_pct(money.total_burden_pct)}로 위험도는 '{risk.level}'입니다.")
        if money.senior_deposits_manwon:
            summary += " " + SENIOR_DEPOSITS_NOTE
    if money.hug_cap_note:
        summary += " " + money.hug_cap_note
    if not money.senior_debt_known:
        summary += " 근저당 금액이 확인되지 않아 0원으로 두고 계산했으니 등기부등본을 확인하세요."
    data = {
        "risk_level": risk.level,
        "jeonse_ratio_pct": num(money.jeonse_ratio_pct),
        "total_burden_pct": num(money.total_burden_pct),
        "deposit_manwon": money.deposit_manwon,
        "market_price_manwon": money.market_price_manwon,
        "price_source": price.source if price else "official_price",
        "price_note": price.note if price else "공시가격 × 140% (HUG 주택가격 산정 기준)",
        "senior_debt_manwon": money.senior_debt_manwon, "senior_debt_known": money.senior_debt_known,
        "hug_eligible": money.hug_eligible, "hug_failures": list(money.hug_failures),
        "small_tenant": money.small_tenant,
        "region": {"label": where.region.label, "small_tenant_class": where.region.small_tenant_class,
                   "capital_area": where.region.capital_area, "defaulted": where.defaulted},
        "tenancy": list(tenancy.items) if tenancy else [],
        "reasons": [r.to_dict() for r in risk.reasons],
        "cited_articles": articles,
        "calculations": calc,
        "assumptions": assumptions,
        "recommendations": list(dict.fromkeys(recs)),
        "markdown": common.markdown([
            ("위험 사유", [f"[{r.level}] {r.text} ({', '.join(f'{c.law} {c.article}' for c in r.citations)})"
                         for r in risk.reasons]),
            ("관련 조문", article_lines(articles)),
            ("가정과 참고", assumptions),
        ]),
    }
    return common.result(
        TOOL, call, summary=summary, data=data, count=len(risk.reasons),
        quality=common.QUALITY_ASSUMED if defaulted else common.QUALITY_FULL,
        sources=[common.analysis_source("전세 위험도 분석 (전세가율·부채비율·HUG·소액임차인)")] + common.law_sources(refs),
    )
