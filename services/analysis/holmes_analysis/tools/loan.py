"""loan_simulator: maximum mortgage under LTV/DTI/DSR and the monthly payments it implies.

Income: extra['annual_income'|'income'] or amounts['income']. Price: amounts['price'], else
the market_data 매매 중위가격. Without income only the LTV limit (and its repayment) can
be computed — the result says so and asks for the income, instead of showing DTI/DSR as 0.
Rate and term default to the service settings and are printed as 기본값.
With the user's own loans and DSR asked ("기존 신용대출 … 주담대 … 받으면 DSR 몇 %") the DSR ratio is
computed (domain.loan_dsr); with income but no house, the DSR limit alone (before and with stress).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import LoanDataOutput, LoanProduct
from holmes_kit.clock import turn_day
from holmes_kit.korean.text import josa
from holmes_kit.team import ToolInputError

from ..domain import (
    AnalysisInputError,
    Given,
    LoanInput,
    format_manwon,
    format_won,
    loan_insights,
    max_loan,
    repayment,
)
from ..domain.jeonse_loan import ONE_HOUSE_DSR, jeonse_loan, one_house_cap
from ..domain.loan import limits_text, ltv_limit, policy_limit, price_band_text
from ..domain.loan_dsr import DebtLine, dsr_limit, dsr_ratio
from ..domain.loan_rules import BUYER_KO, ZONE_KO, LoanRuleSet, changes, named_rule_sets, rules_as_of
from ..domain.money import check_amount, format_rate, to_int
from ..domain.repayment import annuity_factor
from ..domain.workings import SOURCE_KO, WorkingsBuilder
from ..serialize import num
from . import common, inputs
from .config import AnalysisSettings
from .region import resolve_region

TOOL = "loan_simulator"
DEBT_ASK = ("다른 대출이 없다고 보고 계산했습니다 — 신용대출 등 기존 대출이 있으면 그 연 원리금을 알려 주세요"
            "(DSR에 들어가 한도가 줄어듭니다).")
INCOME_ASK = "연소득을 알려 주시면 DTI·DSR 한도까지 넣어 실제 대출 가능액을 계산해 드릴게요."


def _as_of(call: ToolCall, ex: dict[str, Any]) -> date:
    """The day whose rules apply: the user's 기준일 if given, else today."""
    raw = inputs.first_of(ex, "as_of") or inputs.param(call, "as_of")
    if raw is None:
        return turn_day()
    try:
        return date.fromisoformat(str(raw).strip())
    except ValueError:
        raise ToolInputError(f"기준일(as_of)은 '2025-10-16' 같은 날짜여야 합니다: {raw!r}") from None


def _rules(call: ToolCall, ex: dict[str, Any]) -> LoanRuleSet:
    try:
        return rules_as_of(_as_of(call, ex))
    except AnalysisInputError as exc:
        raise ToolInputError(exc.message_ko) from None


def _is_jeonse(call: ToolCall, sel: ToolsSelected, ex: dict[str, Any], amts: dict[str, Any]) -> bool:
    """A 전세자금대출 question: the loan type named is 전세, or the deal is 전세 and no purchase price
    was given ("전세 끼고 10억 아파트 사면" is a purchase)."""
    deal = inputs.param(call, "deal_type")
    kind = str(inputs.first_of(ex, "loan_type", "loan_purpose") or "")
    return "전세" in kind or (deal == "JEONSE" and amts.get("price") is None)

def _rate(call: ToolCall, ex: dict[str, Any], cfg: AnalysisSettings) -> Given:
    v = inputs.first_of(ex, "rate_pct", "interest_rate")
    if v is None:
        # In a loan question a bare percentage is most likely the rate; one outside a plausible
        # rate band (e.g. "LTV 70%") is something else and is not taken as the rate.
        pcts = [p for p in inputs.param(call, "percentages") or [] if 0 < p <= 20]
        v = pcts[0] if pcts else None
    if v is not None:
        return Given.user(v)
    return Given.default(cfg.default_loan_rate_pct, "금리 미입력 — 서비스 기본 가정 금리")


def _buyer(ex: dict[str, Any]) -> tuple[str, str]:
    if ex.get("buyer") in BUYER_KO:
        return ex["buyer"], "user"
    if ex.get("first_home"):
        return "first_home", "user"
    houses = inputs.whole(inputs.none_as_zero(ex.get("house_count")))
    if houses is not None and houses >= 0:
        return ("homeless", "one_house", "multi_house")[min(houses, 2)], "user"
    if ex.get("homeless") is not None:
        return ("homeless" if ex["homeless"] else "one_house"), "user"
    return "homeless", "default"


def _zone(call: ToolCall, sel: ToolsSelected, ex: dict[str, Any], rules: LoanRuleSet) -> tuple[str, str, str]:
    """(zone, source, note): the user's own 규제지역 answer, else the rule set's list for the region."""
    where = resolve_region(call, sel)
    capital = where.region.capital_area
    regulated = inputs.flag(ex.get("regulated_area"))
    if regulated is not None:
        zone = "regulated" if regulated else ("capital" if capital else "other")
        return zone, "user", ""
    if where.defaulted:
        # Unknown place: the strictest zone, so no limit is overstated (source "assumed": the answer says so).
        return "regulated", "assumed", f"{where.reason.split(' — ')[0]} — 가장 엄격한 규제지역 기준으로 계산"
    r = where.region
    zone = rules.zone(r.sido, r.sigungu)
    return zone, "default", f"{r.label}: {rules.as_of} 시행 규칙의 규제지역({rules.regulated_text}) 기준"


def _plan(plan: Any) -> dict[str, Any] | None:
    """A repayment plan's figures without its workings (those are already in calculations)."""
    if plan is None:
        return None
    return {k: getattr(plan, k) for k in ("method", "principal_manwon", "rate_pct", "months", "first_payment_won",
                                           "first_interest_won", "last_payment_won", "total_interest_won")}


@dataclass(frozen=True)
class _Terms:
    """Everything besides income and price, with the input lines saying where each came from."""

    rate: Given
    term: Any
    buyer: str
    zone: str
    rules: LoanRuleSet
    lead: list[str]  # input lines the domain does not print itself
    term_line: str
    term_default: bool
    query: str = ""
    price_above: bool = False  # "25억 넘는 집" (the extractor's price_above)
    zone_assumed: bool = False  # no place known: the strictest zone was taken (and the answer says so)

    @property
    def regulated(self) -> bool:
        return self.zone == "regulated"


def _terms(call: ToolCall, sel: ToolsSelected, ex: dict[str, Any], cfg: AnalysisSettings) -> _Terms:
    term_default = ex.get("term_years") is None
    term = cfg.default_term_years if term_default else ex["term_years"]
    buyer, buyer_src = _buyer(ex)
    rules = _rules(call, ex)
    zone, reg_src, reg_note = _zone(call, sel, ex, rules)
    lead = [common.input_line("적용 규칙", f"{rules.name}", "기준일", f"시행 {rules.as_of}, {rules.notice}"),
            common.input_line("구입자 유형", BUYER_KO[buyer], SOURCE_KO[buyer_src],
                              "" if buyer_src == "user" else "미입력 — 무주택자로 가정"),
            common.input_line("지역 규제", ZONE_KO[zone], SOURCE_KO["default" if reg_src == "assumed" else reg_src], reg_note)]
    term_line = common.input_line("대출 기간", f"{term}년", SOURCE_KO["default" if term_default else "user"],
                                  "미입력 — 기본 가정" if term_default else "")
    return _Terms(_rate(call, ex, cfg), term, buyer, zone, rules, lead, term_line, term_default, sel.query,
                  ex.get("price_above") is True, reg_src == "assumed")


def _source(rules: LoanRuleSet) -> list:
    return [common.analysis_source(f"대출 한도 시뮬레이션 ({rules.name})", as_of=rules.as_of)]


def _rules_line(rules: LoanRuleSet) -> str:
    """Said after the figure: the answer leads with the amount, then the rule it follows."""
    return rules.name + ("" if rules.as_of in rules.name else f" (시행 {rules.as_of})")


async def loan_simulator(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    amts, ex = inputs.amounts(call), inputs.extra(call)
    income = inputs.first_of(ex, "annual_income", "income")
    income = income if income is not None else amts.get("income")
    lines = _debt_lines(ex)
    if income is not None and lines and _DSR_WORDS.search(sel.query):
        # "기존 신용대출 3천(연 5%), 주담대 3억 30년 4.5% 받으면 DSR 몇 %": the ratio of the user's own loans
        return _dsr_ratio(call, sel, income, lines, ex)
    if _asks_payment(call, amts, ex, sel.query):
        return _given_loan(call, amts["loan"], ex, cfg)
    if _is_jeonse(call, sel, ex, amts):
        return _jeonse(call, sel, amts, ex, income)
    price = (Given.user(amts["price"]) if amts.get("price") is not None
             else inputs.market_median(inputs.market(sel), "SALE"))
    if price is None and income is None and (named := named_rule_sets(sel.query)):
        return _explain_changes(call, ex, named)
    if price is None and income is None and _RULE_WORDS.search(sel.query):
        return _explain_rules(call, ex, sel.query)
    if price is None and income is None and amts.get("loan") is None and _PAYMENT_ASKED.search(sel.query):
        # "원리금균등 월 상환액 계산해줘, 연 4% 30년": the payment of a loan whose amount was not told — that amount
        # is the one input missing (not a house price: no limit was asked)
        rate = _rate(call, ex, cfg)
        term = ex.get("term_years") or cfg.default_term_years
        said = f"연 {format_rate(rate.value)}·{term}년" + ("" if rate.source == "user" else "(금리는 기본 가정)")
        raise ToolInputError(f"대출 원금(빌리시는 금액)을 알려 주세요 — 예: 2억. {said}으로 월 상환액을 계산해 드립니다.")
    if price is None and income is None and _RATES_COMPARED.search(sel.query) \
            and (found := sel.handed(LoanDataOutput)) is not None and found.products:
        return _rates_compared(call, found)
    if price is None and income is not None and (prod := _named_product(sel)) is not None and _policy_mortgage(prod):
        # "디딤돌 받을 수 있나요? 연봉 5천": the banks' DSR limit is not this loan's; its own, without the house's LTV
        t = _terms(call, sel, ex, cfg)
        return _policy_loan(call, prod, None, income, ex, t)
    if price is None and income is not None and amts.get("deposit") is None and not _NOT_A_MORTGAGE.search(sel.query):
        # "연봉 6천인데 DSR 40%면 얼마까지 빌릴 수 있어": no house, so the DSR alone answers
        return _dsr_only(call, sel, income, ex, cfg)
    if price is None:
        raise ToolInputError("주택 가격(매매가)을 알려 주셔야 대출 한도를 계산할 수 있습니다."
                             + ("" if income is not None else " 연소득도 함께 알려 주세요."))
    t = _terms(call, sel, ex, cfg)
    if ex.get("ltv_pct") is not None:
        return _stated_ltv(call, price, float(ex["ltv_pct"]), t)
    if income is None:
        return _partial(call, price, t)
    prod = _named_product(sel, t.buyer)
    if prod is not None and _policy_mortgage(prod):
        return _policy_loan(call, prod, price, income, ex, t)

    lim = max_loan(LoanInput(
        annual_income=Given.user(income), price=price, rate_pct=t.rate, term_years=t.term,
        regulated_area=t.regulated, capital_area=t.zone == "capital", buyer=t.buyer,
        price_above=t.price_above and price.source == "user",
        existing_annual_debt_service=(
            Given.user(inputs.none_as_zero(ex["existing_annual_debt_service"]))
            if ex.get("existing_annual_debt_service") is not None
            else Given.default(0, "기존 대출 미입력 — 없다고 가정")),
        stress_add_pct=Given.user(ex["stress_add_pct"]) if ex.get("stress_add_pct") is not None else None,
    ), t.rules)
    calc = t.lead + common.calculations(lim.workings, replace={"대출 기간": t.term_line})
    headline, binding_ko, ann, eq = lim.max_loan_manwon, lim.binding_ko, lim.annuity, lim.equal_principal
    if prod is not None:
        cap, text = _product_cap(prod, check_amount("price", price.value, allow_zero=False, label="주택 가격"))
        calc.append(f"{prod.name} 상품 한도 = {text} (상품 기준일 {prod.as_of})")
        if cap < headline:
            # The product's own cap comes first: the regulation allows more than the product lends.
            headline, binding_ko = cap, f"{prod.name} 상품 한도"
            calc.append(f"최대 대출 = min(규제 한도 {format_manwon(lim.max_loan_manwon)}, 상품 한도 {format_manwon(cap)}) "
                        f"= {format_manwon(cap)}")
            ann = repayment(cap, t.rate.value, t.term, "annuity", record_inputs=False) if cap > 0 else None
            eq = repayment(cap, t.rate.value, t.term, "equal_principal", record_inputs=False) if cap > 0 else None
            calc += [*(ann.workings.lines if ann else ()), *(eq.workings.lines if eq else ())]
    debt_given = ex.get("existing_annual_debt_service") is not None
    summary = (f"{_inputs_text(price, income, lim.existing_manwon if debt_given else None, t)} 기준 최대 대출 가능액은 {format_manwon(headline)}"
               f"({binding_ko} 기준)입니다 — {_rules_line(t.rules)} 적용. {limits_text(lim)}.")
    if ann is not None and eq is not None:
        summary += (f" 연 {format_rate(t.rate.value)}·{t.term}년 원리금균등 상환 시 월 "
                    f"{format_won(ann.first_payment_won)}, 원금균등 상환 시 첫 달 "
                    f"{format_won(eq.first_payment_won)}입니다.")
    summary += _buyer_terms(t)
    if not debt_given:
        # The DSR room is what is left after other loans; an unknown is assumed none and said so.
        summary += " " + DEBT_ASK
    yearly = inputs.whole(income)
    monthly_income = yearly // 12 if yearly is not None and yearly >= 12 else None
    assumed = t.term_default or common.any_default(lim.workings, names={"연소득", "주택 가격", "금리"})
    data = {
        "max_loan_manwon": headline, "binding": lim.binding if headline == lim.max_loan_manwon else "PRODUCT",
        "product": prod.name if prod else None,
        "limits_manwon": {"LTV": lim.ltv_max_manwon, **({"CAP": lim.cap_manwon} if lim.cap_manwon is not None else {}),
                          "DTI": lim.dti_max_manwon, "DSR": lim.dsr_max_manwon},
        "rate_pct": num(t.rate.value), "term_years": t.term, "buyer": t.buyer, "regulated_area": t.regulated,
        "zone": t.zone, "stress_add_pct": lim.stress_pct, "loan_purpose": "주택담보",
        "annuity": _plan(ann), "equal_principal": _plan(eq),
        "rules": _rules_data(lim.rules),
        "calculations": calc, "assumptions": common.notes(lim.workings),
        "recommendations": _recommendations(lim, monthly_income, headline, binding_ko)
        + ([] if debt_given else [DEBT_ASK]),
    }
    return common.result(TOOL, call, summary=summary, data=data, sources=_source(lim.rules),
                         quality=common.QUALITY_ASSUMED if assumed else common.QUALITY_FULL,
                         count=len(data["limits_manwon"]))


_RULE_WORDS = re.compile(r"스트레스|DSR|LTV|DTI|대출\s*규제", re.I)
# A 전세·신용·정책 전세 loan is not limited like a 주담대: no DSR-only mortgage limit for it.
_NOT_A_MORTGAGE = re.compile(r"전세|월세|버팀목|신용\s*대출|마이너스")
_DSR_WORDS = re.compile(r"DSR|총부채\s*원리금|원리금\s*상환\s*비율", re.I)


def _debt_lines(ex: dict[str, Any]) -> list[DebtLine]:
    """The loans the planner read ("신용대출 3천만원(연 5%)"), as DSR inputs; malformed entries are left out."""
    out = []
    for d in ex.get("loans") or []:
        if not isinstance(d, dict) or inputs.whole(d.get("manwon")) is None:
            continue
        rate, term = d.get("rate_pct"), inputs.whole(d.get("term_years"))
        out.append(DebtLine(int(d["manwon"]), float(rate) if isinstance(rate, int | float) else None, term,
                            d.get("kind") if isinstance(d.get("kind"), str) else None, bool(d.get("new"))))
    return out


def _dsr_ratio(call: ToolCall, sel: ToolsSelected, income: Any, lines: list[DebtLine], ex: dict[str, Any]) -> ToolResult:
    """DSR of the user's loans: each loan's 연 원리금 (the user's, or from its own term), the ratio, the room."""
    rules = _rules(call, ex)
    given_service = ex.get("existing_annual_debt_service")
    given_service = inputs.whole(inputs.none_as_zero(given_service)) if given_service is not None else None
    try:
        r = dsr_ratio(check_amount("annual_income", income, allow_zero=False, label="연소득"), lines, rules,
                      existing_annual_manwon=given_service if given_service else None)
    except AnalysisInputError as exc:
        raise ToolInputError(exc.message_ko) from None
    each = ", ".join(s.how.split(": ", 1)[0] + f" 연 {format_won(s.annual_won)}" for s in r.services)
    if given_service:
        each = f"기존 대출 연 원리금 {format_manwon(given_service)}" + (f", {each}" if each else "")
    limit_won = r.income_manwon * 10_000 * r.limit_pct // 100
    verdict = (f"은행권 DSR 한도 {r.limit_pct}%(연 원리금 {format_won(limit_won)})를 {format_won(-r.room_won)} 넘어 이대로는 "
               "대출이 어렵습니다" if r.room_won < 0 else
               f"은행권 DSR 한도 {r.limit_pct}%(연 원리금 {format_won(limit_won)}) 안이며 연 {format_won(r.room_won)}의 여유가 있습니다")
    summary = (f"연소득 {format_manwon(r.income_manwon)} 기준 DSR은 {r.ratio_pct}%입니다 — 연 원리금 합계 "
               f"{format_won(r.annual_total_won)}({each}) ÷ 연소득 {format_manwon(r.income_manwon)}. {verdict}.")
    new = [s for s in r.services if s.line.new and s.line.term_years and s.line.rate_pct is not None]
    fits = None
    if len(new) == 1:
        ln = new[0].line
        others = r.annual_total_won - new[0].annual_won
        room = Decimal(limit_won - others)
        fits = 0 if room <= 0 else int(room / (annuity_factor(Decimal(str(ln.rate_pct)), ln.term_years * 12) * 12) / 10_000)
        summary += (f" 다른 대출은 그대로 두면 {josa(ln.kind or '새 대출', '은')} 같은 금리·기간으로 최대 약 {format_manwon(fits)}까지 "
                    f"DSR {r.limit_pct}% 안에 듭니다.")
    summary += (f" 은행은 새 변동형 주담대를 스트레스 금리({rules.stress_stage})를 더해 심사하므로 실제 DSR은 이보다 높게 "
                f"계산됩니다 — {_rules_line(rules)} 기준.")
    calc = [common.input_line("연소득", format_manwon(r.income_manwon), SOURCE_KO["user"]),
            common.input_line("적용 규칙", rules.name, "기준일", f"시행 {rules.as_of}, {rules.notice}"),
            *r.workings.lines]
    figures = {"dsr_pct": float(r.ratio_pct), "limit_pct": r.limit_pct, "annual_total_won": r.annual_total_won,
               "room_won": r.room_won, "new_loan_fits_manwon": fits}
    data = {"loan_purpose": "DSR 계산", "figures": {k: v for k, v in figures.items() if v is not None},
            "rules": _rules_data(rules), "calculations": calc,
            "assumptions": [*r.assumed, "신용대출 DSR 산정 만기 5년 (2021-07-01 10년→7년, 2022년부터 5년; 금융위원회 "
                            "2021-04-29 '가계부채 관리방안', 2021-10-26 '가계부채 관리 강화방안')", _DSR_SOURCE_NOTE]}
    return common.result(TOOL, call, summary=summary, data=data,
                         quality=common.QUALITY_ASSUMED if r.assumed else common.QUALITY_FULL,
                         count=len(r.services), sources=_source(rules))


_DSR_SOURCE_NOTE = "DSR 산정: 은행업감독규정 별표 6, 은행업감독업무시행세칙 별표 18 (차주단위 DSR 40%, 2022-07-01~ 총대출 1억원 초과)"


def _dsr_only(call: ToolCall, sel: ToolsSelected, income: Any, ex: dict[str, Any], cfg: AnalysisSettings) -> ToolResult:
    """Income but no house: the most a new 원리금균등 주담대 can be under DSR, before and with the stress
    add-on of each zone (the LTV needs the house price, which is asked for)."""
    t_rate = _rate(call, ex, cfg)
    term_default = ex.get("term_years") is None
    term = cfg.default_term_years if term_default else ex["term_years"]
    rules = _rules(call, ex)
    dsr_pct = ex.get("dsr_pct") if isinstance(ex.get("dsr_pct"), int | float) else rules.dsr_pct
    existing = ex.get("existing_annual_debt_service")
    existing = inputs.whole(inputs.none_as_zero(existing)) if existing is not None else 0
    where = resolve_region(call, sel)
    if where.defaulted:
        zones = [("수도권·규제지역 변동형", rules.stress("regulated")), ("지방 변동형", rules.stress("other"))]
    else:
        zone = rules.zone(where.region.sido, where.region.sigungu)
        zones = [(f"{where.region.label}({ZONE_KO[zone]}) 변동형", rules.stress(zone))]
    zones = [(label, add) for label, add in zones if add]
    try:
        lim = dsr_limit(check_amount("annual_income", income, allow_zero=False, label="연소득"), t_rate.value, term,
                        dsr_pct, zones, existing or 0)
    except AnalysisInputError as exc:
        raise ToolInputError(exc.message_ko) from None
    rate_text = f"연 {format_rate(t_rate.value)}·{term}년 원리금균등"
    summary = (f"연소득 {format_manwon(income)}에 DSR {format_rate(dsr_pct)}이면 대출 원리금을 연 {format_manwon(lim.room_manwon)}"
               f"(월 {format_won(lim.room_manwon * 10_000 // 12)})까지 갚을 수 있어, {rate_text}이면 스트레스 금리 없이 최대 "
               f"{format_manwon(lim.plain_manwon)}입니다")
    if lim.stressed:
        summary += (". 변동형 주담대는 스트레스 금리를 더해 계산해 " + ", ".join(
            f"{label}(+{format_rate(add)}p) {format_manwon(v)}" for label, add, v in lim.stressed)
            + f"까지입니다 — {rules.stress_stage}, {_rules_line(rules)} 적용")
    summary += (". 실제 한도는 이 금액과 집값의 LTV 한도 중 작은 쪽입니다 — 집값과 지역을 알려 주시면 LTV까지 넣어 계산해 드릴게요."
                + ("" if ex.get("existing_annual_debt_service") is not None else " " + DEBT_ASK))
    calc = [common.input_line("연소득", format_manwon(income), SOURCE_KO["user"]),
            common.input_line("DSR", format_rate(dsr_pct), SOURCE_KO["user" if "dsr_pct" in ex else "default"],
                              "" if "dsr_pct" in ex else f"은행권 차주단위 DSR {rules.dsr_pct}%"),
            common.input_line("금리", f"연 {format_rate(t_rate.value)}", SOURCE_KO[t_rate.source], t_rate.note),
            common.input_line("대출 기간", f"{term}년", SOURCE_KO["default" if term_default else "user"],
                              "미입력 — 기본 가정" if term_default else ""),
            *lim.workings.lines]
    limits = {"DSR": lim.plain_manwon, **{f"DSR+{format_rate(add)}p": v for _, add, v in lim.stressed}}
    data = {"loan_purpose": "주택담보", "max_loan_manwon": lim.plain_manwon, "binding": "DSR", "limits_manwon": limits,
            "rate_pct": num(t_rate.value), "term_years": term, "rules": _rules_data(rules),
            "stress_add_pct": {label: add for label, add, _ in lim.stressed} or None,
            "missing": ["house_price"], "calculations": calc,
            "assumptions": [f"규칙: {rules.name} (시행 {rules.as_of}, {rules.notice})", _DSR_SOURCE_NOTE],
            "recommendations": ["집값과 지역을 알려 주시면 LTV 한도까지 넣어 실제 대출 가능액을 계산해 드릴게요."]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_ASSUMED, count=len(limits),
                         sources=_source(rules))


def _explain_rules(call: ToolCall, ex: dict[str, Any], query: str) -> ToolResult:
    """'스트레스 DSR이 뭐야, 지금 가산금리는': the rule set in force on the day, read out — no figure invented."""
    rules = _rules(call, ex)
    day = _as_of(call, ex)
    cap_zone = rules.stress("regulated")
    other = rules.stress("other")
    stress = (f"{day.isoformat()} 기준 수도권·규제지역 주택담보대출의 스트레스 가산금리는 {format_rate(cap_zone)}p"
              f"(지방 {format_rate(other)}p)입니다")
    ltv = (f"규제지역 LTV는 무주택자 {rules.ltv_pct[('regulated', 'homeless')]}%·생애최초 "
           f"{rules.ltv_pct[('regulated', 'first_home')]}%, 수도권 비규제는 무주택자 {rules.ltv_pct[('capital', 'homeless')]}%입니다")
    what = ("스트레스 DSR은 DSR(연소득 대비 모든 대출의 연 원리금 비율, 은행권 "
            f"{rules.dsr_pct}% 이내)을 계산할 때 실제 금리에 앞으로 오를 수 있는 금리(스트레스 금리)를 더해 "
            "대출 한도를 줄이는 제도입니다")
    lead = stress if re.search(r"스트레스|가산", query) else (ltv if re.search(r"LTV", query, re.I) else stress)
    summary = (f"{lead} — {_rules_line(rules)} 적용. {what}. 변동형 기준이며 혼합형·주기형은 가산금리를 일부만 반영합니다. "
               f"{ltv if lead != ltv else stress}. 집값과 연소득을 알려 주시면 이 규칙으로 실제 한도를 계산해 드릴게요.")
    calc = [common.input_line("적용 규칙", rules.name, "기준일", f"시행 {rules.as_of}, {rules.notice}"),
            f"스트레스 DSR 단계: {rules.stress_stage}",
            f"스트레스 가산금리 = 규제지역 {format_rate(cap_zone)}p, 수도권 비규제 {format_rate(rules.stress('capital'))}p, "
            f"지방 {format_rate(other)}p (변동형 기준)",
            f"DSR 한도 = 연소득 × {rules.dsr_pct}% (은행권, 총대출 1억원 초과 차주)"]
    data = {"loan_purpose": "규제 설명", "rules": _rules_data(rules), "stress_add_pct": {z: rules.stress(z) for z in ZONE_KO},
            "calculations": calc, "assumptions": ["출처: " + "; ".join(rules.sources), *rules.caveats],
            "recommendations": ["집값과 연소득(기존 대출이 있으면 연 원리금)을 알려 주시면 한도를 계산해 드릴게요."]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_FULL, sources=_source(rules))


def _explain_changes(call: ToolCall, ex: dict[str, Any], named: tuple[LoanRuleSet, ...]) -> ToolResult:
    """'10.15 대책 대출 뭐 바뀌었어', '스트레스 DSR 3단계 언제부터': what each named announcement changed,
    with its dates, read off the dated rule tables; then the rule set in force today if a later one followed."""
    day = _as_of(call, ex)
    now = _rules(call, ex)
    said = []
    for r in named:
        said.append(f"{josa(r.short, '은')} {r.as_of}부터 시행되었고, 바뀐 대출 규제는 " + "; ".join(changes(r)) + "입니다.")
    later = now not in named and date.fromisoformat(now.as_of) > max(date.fromisoformat(r.as_of) for r in named)
    if later:
        said.append(f"{day.isoformat()} 현재는 {_rules_line(now)}이 적용 중입니다(수도권·규제지역 스트레스 가산금리 "
                    f"{format_rate(now.stress('regulated'))}p, 지방 {format_rate(now.stress('other'))}p, "
                    f"규제지역 LTV 무주택자 {now.ltv_pct[('regulated', 'homeless')]}%).")
    calc = [common.input_line(r.short, r.name, "기준일", f"시행 {r.as_of}, {r.notice}") for r in named]
    calc += [f"{r.short}: {c}" for r in named for c in changes(r)]
    if later:
        calc.append(common.input_line("현재 적용 규칙", now.name, "기준일", f"시행 {now.as_of}"))
    data = {"loan_purpose": "규제 설명", "rules": _rules_data(now), "calculations": calc,
            "assumptions": ["출처: " + "; ".join(dict.fromkeys(x for r in named for x in r.sources)),
                            *dict.fromkeys(c for r in named for c in r.caveats)],
            "recommendations": ["집값과 연소득(기존 대출이 있으면 연 원리금)을 알려 주시면 지금 규칙으로 한도를 계산해 드릴게요."]}
    sources = [common.analysis_source(f"대출 규제 ({r.name})", as_of=r.as_of) for r in named]
    return common.result(TOOL, call, summary=" ".join(said), data=data, quality=common.QUALITY_FULL, sources=sources)


SWITCH_ASK = ("'갈아타기'가 새 집으로 옮겨 사는 것인지, 지금 대출을 다른 대출로 바꾸는 대환인지 알려 주세요 — "
              "위 금액은 새 집 구입 기준입니다.")


def _buyer_terms(t: _Terms) -> str:
    """What a 1주택자 must sign for the figure to hold (and which kind of '갈아타기' was computed)."""
    out = ""
    if t.buyer == "one_house" and t.zone in t.rules.one_house_zones and t.rules.one_house_condition:
        out += f" 1주택자는 {t.rules.one_house_condition}."
    if "갈아타" in t.query:
        out += " " + SWITCH_ASK
    return out


def _inputs_text(price: Given, income: Any, existing: int | None, t: _Terms) -> str:
    """'주택 가격 10억원·연소득 6,000만원·기존 대출 연 원리금 700만원·무주택자' — what the figure rests on."""
    parts = [f"주택 가격 {format_manwon(price.value)}", f"연소득 {format_manwon(income)}"]
    if existing is not None:
        parts.append(f"기존 대출 연 원리금 {format_manwon(existing)}")
    return "·".join(parts) + f"·{BUYER_KO[t.buyer]}"


def _recommendations(lim: Any, monthly_income: int | None, headline: int, binding_ko: str) -> list[str]:
    recs = [i.text for i in loan_insights(lim, monthly_income)]
    if headline != lim.max_loan_manwon and recs:
        # The domain's first insight states the regulatory limit; the product's cap is lower.
        recs[0] = (f"최대 대출 가능액은 {format_manwon(headline)}이며 {josa(binding_ko, '이')} 한도를 정합니다 "
                   f"(규제상 한도는 {format_manwon(lim.max_loan_manwon)}).")
    return recs


#: Policy purchase products a question may name; the named one bounds the headline by its own caps.
_PRODUCT_WORDS = ("디딤돌", "보금자리", "적격대출", "주택드림")


# "금리 비교해줘", "어디 이자가 제일 싸요?": the products' rates side by side — nothing of the person's to compute.
_RATES_COMPARED = re.compile(r"금리\s*(?:비교|순|낮은|제일|가장|싼)|이자\s*(?:가\s*)?(?:제일|가장)?\s*(?:싼|싸|낮)|금리\s*(?:가\s*)?(?:제일|가장)\s*낮")
RATES_SHOWN = 3


def _rates_compared(call: ToolCall, found: LoanDataOutput) -> ToolResult:
    """The lowest rates of the products found, policy and bank apart (a policy loan's low rate comes with income and
    asset limits), each with its range and the day its terms are from."""
    said = []
    for category in ("정책", "은행"):
        rows = sorted((p for p in found.products if p.category == category), key=lambda p: (p.rate_min, p.rate_max))
        if rows:
            said.append(f"{category}상품은 " + ", ".join(f"{p.name} 연 {format_rate(p.rate_min)}~{format_rate(p.rate_max)}"
                                                     for p in rows[:RATES_SHOWN]))
    days = sorted({p.as_of for p in found.products if p.as_of})
    as_of = f"(금리 기준일 {days[-1]})" if days else ""
    summary = (f"금리가 낮은 순으로 {'; '.join(said)}입니다{as_of}. 정책상품은 소득·자산·무주택 요건을 갖춰야 이 금리를 받을 수 "
               "있습니다 — 연소득과 집값(또는 보증금)을 알려 주시면 받을 수 있는 상품과 한도를 계산해 드립니다.")
    data = {"loan_purpose": "금리 비교", "calculations": [f"비교한 상품 {len(found.products)}개, 낮은 금리(최저) 순"],
            "recommendations": ["금리는 신청 시점·신용도에 따라 달라지니 신청 전 은행·기금에서 확인하세요."]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_FULL,
                         sources=[common.analysis_source("대출 상품 금리 비교", as_of=days[-1] if days else None)])


def _named_product(sel: ToolsSelected, buyer: str = "homeless") -> LoanProduct | None:
    found = sel.handed(LoanDataOutput)
    words = [w for w in _PRODUCT_WORDS if w in sel.query]
    if not words or found is None:
        return None
    hits = [p for p in found.products if any(w in p.name for w in words) and p.limit_manwon is not None and p.active]
    # The base product ("내집마련 디딤돌대출") before its variants — but a 생애최초 buyer's own variant
    # ("보금자리론(생애최초)": 한도 4.2억, LTV 80%) first: its terms are the ones he gets.
    hits.sort(key=lambda p: (not (buyer == "first_home" and "생애최초" in p.name), "(" in p.name, len(p.name)))
    return hits[0] if hits else None


def _policy_mortgage(prod: LoanProduct) -> bool:
    """보금자리론·디딤돌: a public purchase loan without a DSR of its own is outside the banks' DSR 40% and stress DSR."""
    return prod.category == "정책" and prod.dsr_max is None and prod.loan_type in ("구입자금대출", "주택담보대출")


def _policy_loan(call: ToolCall, prod: LoanProduct, price: Given | None, income: Any, ex: dict[str, Any],
                 t: _Terms) -> ToolResult:
    """The named policy mortgage's own limit and its payments (without a price: its cap and DTI, the LTV to come)."""
    assert prod.limit_manwon is not None  # _named_product keeps products with a limit
    existing = inputs.none_as_zero(ex.get("existing_annual_debt_service")) or 0
    # the couple's income when told beside one's own (the extractor's income_manwon): 정책대출 judge on 부부합산
    income = ex.get("income_manwon") if isinstance(ex.get("income_manwon"), int) else income
    pol = policy_limit(prod.name, prod.limit_manwon, prod.ltv_max, t.rules.ltv_pct[(t.zone, t.buyer)], prod.dti_max,
                       check_amount("annual_income", income, label="연소득"),
                       check_amount("existing_annual_debt_service", existing, label="기존 대출 연 원리금"),
                       None if price is None else check_amount("price", price.value, allow_zero=False, label="주택 가격"),
                       Decimal(str(t.rate.value)), t.term)
    best = pol.max_manwon
    ann = repayment(best, t.rate.value, t.term, "annuity", record_inputs=False) if best > 0 else None
    eq = repayment(best, t.rate.value, t.term, "equal_principal", record_inputs=False) if best > 0 else None
    given = [*([] if price is None else [common.input_line("주택 가격", format_manwon(price.value), SOURCE_KO[price.source])]),
             common.input_line("연소득", format_manwon(income), SOURCE_KO["user"]),
             common.input_line("금리", f"연 {format_rate(t.rate.value)}", SOURCE_KO[t.rate.source],
                               "" if t.rate.source == "user" else "금리 미입력 — 서비스 기본 가정 금리")]
    calc = [*t.lead, *given, t.term_line, *pol.lines,
            f"{prod.name} 상품 기준일 {prod.as_of} — 상품 한도 {format_manwon(prod.limit_manwon)}",
            *(ann.workings.lines if ann else ()), *(eq.workings.lines if eq else ())]
    limits = ", ".join(f"{k}{' ' + format_rate(pol.ltv_pct) if k == 'LTV' else ''}"
                       f"{' ' + format_rate(pol.dti_pct) if k == 'DTI' and pol.dti_pct is not None else ''} "
                       f"{format_manwon(v)}" for k, v in pol.limits.items())
    if price is None:
        summary = (f"연소득 {format_manwon(income)} 기준 {josa(prod.name, '으로')}는 최대 {format_manwon(best)}({pol.binding} 기준)까지 "
                   f"빌릴 수 있고, 실제 한도는 여기에 집값의 LTV {format_rate(pol.ltv_pct)}가 더해 적용됩니다 — 정책모기지라 "
                   f"은행권 DSR 40%·스트레스 DSR이 아니라 상품 한도·LTV·DTI로 심사합니다({limits}; 상품 기준일 {prod.as_of}). "
                   "집값을 알려 주시면 LTV까지 넣어 계산해 드립니다.")
    else:
        summary = (f"{_inputs_text(price, income, existing if ex.get('existing_annual_debt_service') is not None else None, t)}"
                   f" 기준 {josa(prod.name, '으로')} 빌릴 수 있는 최대 금액은 {format_manwon(best)}({pol.binding} 기준)입니다 — "
                   f"정책모기지라 은행권 DSR 40%·스트레스 DSR이 아니라 상품 한도·LTV·DTI로 심사합니다({limits}; 상품 기준일 "
                   f"{prod.as_of}).")
    if ann is not None and eq is not None and price is not None:
        summary += (f" 연 {format_rate(t.rate.value)}·{t.term}년 원리금균등 상환 시 월 {format_won(ann.first_payment_won)}, "
                    f"원금균등 상환 시 첫 달 {format_won(eq.first_payment_won)}입니다.")
    if t.zone_assumed:
        summary += " 지역을 몰라 규제지역 LTV로 계산했습니다 — 지역을 알려 주시면 그 지역의 LTV로 다시 계산해 드립니다."
    data = {"max_loan_manwon": best, "binding": "PRODUCT" if pol.binding == "상품 한도" else pol.binding,
            "product": prod.name,
            "limits_manwon": {{"상품 한도": "CAP"}.get(k, k): v for k, v in pol.limits.items()},
            "rate_pct": num(t.rate.value), "term_years": t.term, "buyer": t.buyer, "regulated_area": t.regulated,
            "zone": t.zone, "stress_add_pct": 0.0, "loan_purpose": "주택담보",
            "annuity": _plan(ann), "equal_principal": _plan(eq), "rules": _rules_data(t.rules),
            "calculations": calc, "assumptions": [f"{prod.name} 조건: {prod.notes}" if prod.notes else prod.name]}
    assumed = t.term_default or t.rate.source != "user" or price is None or price.source != "user"
    return common.result(TOOL, call, summary=summary, data=data, sources=_source(t.rules),
                         quality=common.QUALITY_ASSUMED if assumed else common.QUALITY_FULL, count=len(pol.limits))


def _product_cap(prod: LoanProduct, price: int) -> tuple[int, str]:
    cap = prod.limit_manwon
    assert cap is not None  # _named_product keeps products with a limit
    ltv = prod.ltv_max
    if ltv is not None:
        by_ltv = int(price * ltv // 100)
        low = min(cap, by_ltv)
        return low, (f"min(상품 한도 {format_manwon(cap)}, {format_manwon(price)} × 상품 LTV {ltv:g}% = "
                     f"{format_manwon(by_ltv)}) = {format_manwon(low)}")
    return cap, f"상품 한도 {format_manwon(cap)}"


# What a named loan costs each month, asked in words ("월 상환액이 얼마", "매달 얼마") …
_PAYMENT_ASKED = re.compile(r"상환액|납입액|상환금|(?:월|매달|매월|한\s*달에?)\s*(?:얼마|몇)|원리금\s*(?:이|은)?\s*얼마"
                            r"|monthly\s+(?:payment|installment|repayment)|pay\s+(?:each|per|a)\s+month", re.I)
# … and the limit asked instead ("얼마까지 빌릴 수 있어", "한도"), which the house price answers.
_LIMIT_ASKED = re.compile(r"한도|얼마까지|최대|빌릴\s*수|받을\s*수|나올까|나오나|가능")


def _asks_payment(call: ToolCall, amts: dict[str, Any], ex: dict[str, Any], query: str = "") -> bool:
    """The user names the loan itself ("주담대 3억을 연 4%, 30년") and no house price: the question
    is what that loan costs each month, not how much could be borrowed. A price told beside it ("집은
    5억짜리") changes nothing when the payment is what is asked and the limit is not."""
    if amts.get("loan") is None:
        return False
    if amts.get("price") is not None and not (_PAYMENT_ASKED.search(query) and not _LIMIT_ASKED.search(query)):
        return False
    rate_given = inputs.first_of(ex, "rate_pct", "interest_rate") is not None or any(
        0 < p <= 20 for p in inputs.param(call, "percentages") or [])
    return bool(ex.get("repayment_method") or ex.get("term_years") or rate_given)


_METHOD_KO = {"annuity": "원리금균등", "equal_principal": "원금균등", "interest_only": "만기일시(이자만)"}


def _given_loan(call: ToolCall, principal: Any, ex: dict[str, Any], cfg: AnalysisSettings) -> ToolResult:
    """The monthly payment of the loan the user named, with their rate, term and method."""
    p = check_amount("loan", principal, allow_zero=False, label="대출 원금")
    rate = _rate(call, ex, cfg)
    method = ex.get("repayment_method") if ex.get("repayment_method") in _METHOD_KO else None
    term_default = ex.get("term_years") is None
    term = cfg.default_term_years if term_default else ex["term_years"]
    rate_text = f"연 {format_rate(rate.value)}"
    calc = [common.input_line("대출 원금", format_manwon(p), SOURCE_KO["user"]),
            common.input_line("금리", rate_text, SOURCE_KO[rate.source], rate.note)]
    figures: dict[str, Any] = {"principal_manwon": p, "rate_pct": num(rate.value), "method": method or "annuity"}
    plans: dict[str, Any] = {}  # both repayment plans, unless only interest is paid
    if method == "interest_only":
        monthly = to_int(Decimal(p) * 10_000 * Decimal(str(rate.value)) / 100 / 12)
        calc.append(f"월 이자 = {format_manwon(p)} × {format_rate(rate.value)} ÷ 12 = {format_won(monthly)}")
        figures["monthly_payment_won"] = monthly
        if term_default:
            summary = (f"대출 {format_manwon(p)}을 {rate_text}로 빌려 이자만 내면 매달 {format_won(monthly)}입니다"
                       f"(원금 {format_manwon(p)}은 만기에 한 번에 갚습니다).")
        else:  # "만기일시상환으로 3년 빌리면 이자 총 얼마": the term's interest, from the principal (not the rounded month)
            total = to_int(Decimal(p) * 10_000 * Decimal(str(rate.value)) / 100 * Decimal(str(term)))
            calc.append(common.input_line("대출 기간", f"{term}년", SOURCE_KO["user"]))
            calc.append(f"총 이자 = {format_manwon(p)} × {format_rate(rate.value)} × {term}년 = {format_won(total)}")
            summary = (f"대출 {format_manwon(p)}을 {rate_text}로 {term}년 빌려 이자만 내면 {term}년 동안 이자는 총 "
                       f"{format_won(total)}이고 매달 {format_won(monthly)}입니다(원금 {format_manwon(p)}은 만기에 한 번에 갚습니다).")
            figures.update(total_interest_won=total, term_years=term)
    else:
        calc.append(common.input_line("대출 기간", f"{term}년", SOURCE_KO["default" if term_default else "user"],
                                      "미입력 — 기본 가정" if term_default else ""))
        ann = repayment(p, rate.value, term, "annuity", record_inputs=False)
        eq = repayment(p, rate.value, term, "equal_principal", record_inputs=False)
        head = f"대출 {format_manwon(p)}을 {rate_text}·{term}년"
        if method == "equal_principal":
            summary = (f"{head} 원금균등으로 갚으면 첫 달 {format_won(eq.first_payment_won)}, 마지막 달 "
                       f"{format_won(eq.last_payment_won)}을 냅니다(총 이자 {format_won(eq.total_interest_won)}).")
            calc += list(eq.workings.lines)
            figures["monthly_payment_won"] = eq.first_payment_won
        else:
            summary = (f"{head} 원리금균등으로 갚으면 매달 {format_won(ann.first_payment_won)}을 냅니다"
                       f"(총 이자 {format_won(ann.total_interest_won)}).")
            if method is None:
                summary += f" 원금균등이면 첫 달 {format_won(eq.first_payment_won)}입니다."
            calc += list(ann.workings.lines) + ([] if method else list(eq.workings.lines))
            figures["monthly_payment_won"] = ann.first_payment_won
        figures["term_years"] = term
        plans.update(annuity=_plan(ann), equal_principal=_plan(eq))
    notes = [n for n in (rate.note if rate.source != "user" else "", "기간 미입력 — 기본 가정" if term_default
                         and method != "interest_only" else "") if n]
    data = {"figures": figures, "calculations": calc, "assumptions": notes, "loan_purpose": "사용자 지정 대출",
            **plans}
    return common.result(TOOL, call, summary=summary, data=data,
                         quality=common.QUALITY_FULL if not notes else common.QUALITY_ASSUMED,
                         sources=[common.analysis_source("대출 상환액 계산 — 원리금균등·원금균등·만기일시")])


def _stated_ltv(call: ToolCall, price: Given, ltv_pct: float, t: _Terms) -> ToolResult:
    """The LTV the user names ("LTV 70%면"): that limit, with the regulation's own LTV beside it."""
    p = check_amount("price", price.value, allow_zero=False, label="주택 가격")
    limit = to_int(Decimal(p) * Decimal(str(ltv_pct)) / 100)
    rule_ltv = t.rules.ltv_pct[(t.zone, t.buyer)]
    ltv_text = format_rate(ltv_pct)
    calc = [common.input_line("주택 가격", format_manwon(p), SOURCE_KO[price.source], price.note),
            common.input_line("LTV", ltv_text, SOURCE_KO["user"]),
            f"대출 한도 = {format_manwon(p)} × {ltv_text} = {format_manwon(limit)}"]
    summary = f"LTV {ltv_text}를 적용하면 {format_manwon(p)} × {ltv_text} = {format_manwon(limit)}까지 빌릴 수 있습니다"
    plan = repayment(limit, t.rate.value, t.term, "annuity", record_inputs=False) if limit > 0 else None
    if plan is not None:
        rate_text = f"연 {format_rate(t.rate.value)}"
        calc += [common.input_line("금리", rate_text, SOURCE_KO[t.rate.source], t.rate.note), t.term_line,
                 *plan.workings.lines]
        summary += f"({rate_text}·{t.term}년 원리금균등 시 월 {format_won(plan.first_payment_won)})"
    note = (f"현행 규제({t.rules.name})의 LTV는 {ZONE_KO[t.zone]}·{BUYER_KO[t.buyer]} 기준 "
            f"{rule_ltv}%입니다 — 실제 한도는 이 비율과 DSR로 정해집니다.")
    summary += f". {note}"
    data = {"figures": {"ltv_pct": ltv_pct, "limit_manwon": limit, "rule_ltv_pct": rule_ltv},
            "ltv_max_manwon": limit, "loan_purpose": "주택담보", "annuity": _plan(plan), "calculations": calc, "assumptions": [note],
            "rules": _rules_data(t.rules)}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_ASSUMED,
                         count=1, sources=_source(t.rules))


def _rules_data(rules: LoanRuleSet) -> dict[str, Any]:
    return {"name": rules.name, "as_of": rules.as_of, "notice": rules.notice, "regulated_areas": rules.regulated_text,
            "stress_stage": rules.stress_stage}


def _partial(call: ToolCall, price: Given, t: _Terms) -> ToolResult:
    """Income unknown: the LTV limit (and the price-band cap) and its repayment are all that can be computed."""
    p = check_amount("price", price.value, allow_zero=False, label="주택 가격")
    w = WorkingsBuilder()
    limit = ltv_limit(w, t.rules, t.zone, t.buyer, p)
    above = t.price_above and price.source == "user"
    band = t.rules.price_cap(t.zone, p + 1 if above else p)
    if above:
        w.line(f"주택 가격은 {format_manwon(p)} 초과로 보고 그 위 가격 구간의 한도를 적용")
    binding = "LTV"
    if band is not None:
        w.line(f"주택가격별 주담대 한도 = {format_manwon(band.cap_manwon)} ({ZONE_KO[t.zone]}, "
               f"{price_band_text(band, t.rules, t.zone)})")
        if band.cap_manwon < limit:
            limit, binding = band.cap_manwon, "주택가격별 주담대 한도"
    lines = list(w.freeze().lines)
    calc = t.lead + [common.input_line("주택 가격", format_manwon(p), SOURCE_KO[price.source], price.note),
                     common.input_line("연소득", "미입력", "확인 필요")] + lines
    plan = repayment(limit, t.rate.value, t.term, "annuity", record_inputs=False) if limit > 0 else None
    summary = f"{binding} 기준 최대 {format_manwon(limit)}까지 빌릴 수 있습니다"
    if plan is not None:
        rate_text = f"연 {format_rate(t.rate.value)}"
        calc += [common.input_line("금리", rate_text, SOURCE_KO[t.rate.source], t.rate.note), t.term_line,
                 *plan.workings.lines]
        summary += f"({rate_text}·{t.term}년 원리금균등 시 월 {format_won(plan.first_payment_won)})"
    summary += f" — {_rules_line(t.rules)} 적용.{_buyer_terms(t)} {INCOME_ASK}"
    data = {"max_loan_manwon": None, "ltv_max_manwon": limit, "binding": None, "rate_pct": num(t.rate.value),
            "term_years": t.term, "buyer": t.buyer, "regulated_area": t.regulated, "zone": t.zone,
            "loan_purpose": "주택담보", "annuity": _plan(plan), "rules": _rules_data(t.rules),
            "missing": ["annual_income"], "calculations": calc,
            "assumptions": [f"규칙: {t.rules.name} (시행 {t.rules.as_of}, {t.rules.notice})", *t.rules.caveats],
            "recommendations": [INCOME_ASK]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_ASSUMED,
                         count=1, sources=_source(t.rules))


_ASK = {"연소득": "연소득", "무주택 여부": "무주택 여부(집이 있는지)", "보유 주택의 위치·시가": "보유 주택의 위치·시가"}


def _jeonse(call: ToolCall, sel: ToolsSelected, amts: dict[str, Any], ex: dict[str, Any], income: Any) -> ToolResult:
    """전세자금대출: limited by the deposit and the guarantor's cap — no sale price is needed."""
    deposit = amts.get("deposit")
    if deposit is None:
        raise ToolInputError("전세자금대출 한도는 전세 보증금으로 정해집니다. 전세 보증금을 알려 주세요 (보증금 누락).")
    where = resolve_region(call, sel)
    homeless = ex.get("homeless")
    houses = inputs.whole(inputs.none_as_zero(ex.get("house_count")))
    if houses is None and homeless is True:
        houses = 0
    try:
        r = jeonse_loan(deposit, where.region.capital_area, annual_income_manwon=income, homeless=homeless,
                        houses=houses, as_of=_as_of(call, ex))
        if where.defaulted:
            # No place given: the caps differ by area (HUG, 버팀목, the 1주택자 cap), so both are computed
            # and said — a 지방 figure is never passed off as the answer for a 서울 lease (G16, Q31).
            return _jeonse_both_areas(call, r, jeonse_loan(
                deposit, True, annual_income_manwon=income, homeless=homeless, houses=houses, as_of=_as_of(call, ex)),
                houses, _as_of(call, ex))
    except AnalysisInputError as exc:
        raise ToolInputError(exc.message_ko) from None
    area = "수도권" if where.region.capital_area else "그 밖의 지역"
    calc = [common.input_line("전세 보증금", format_manwon(r.deposit_manwon), "사용자 입력"),
            common.input_line("지역", f"{where.region.label} ({area})", "기본값" if where.defaulted else "사용자 입력",
                              where.reason),
            *common.calculations(r.workings)]
    who = ("무주택자·" if houses == 0 else "1주택자·" if houses == 1 else "다주택자·" if houses else "")
    summary = f"{who}전세 보증금 {format_manwon(r.deposit_manwon)} 기준 전세자금대출 한도는 "
    if r.best is not None:
        summary += f"최대 {format_manwon(r.best.limit_manwon)}({r.best.name}, 보증금의 80% 이내"
        summary += (f", {area} 1주택자 보증 한도)입니다 — 보유 주택이 시가 9억원을 넘거나 소득 요건에 걸리면 보증이 "
                    f"안 될 수 있습니다." if houses == 1 and area == "수도권" else ")입니다.")
    elif houses is not None and houses >= 2:
        summary += "정해 드릴 수 없습니다 — 2주택 이상 세대는 HF·HUG 공적 보증을 받을 수 없고 서울보증(SGI)도 심사로 제한될 수 있습니다."
    else:
        summary += "보증기관 기준으로 산정할 수 없습니다."
    policy = r.options[0]
    summary += f" 정책상품 {josa(policy.name, '은')} {policy.eligible}" + (
        f"(한도 {format_manwon(policy.limit_manwon)})" if policy.eligible != "불가" else f": {'; '.join(policy.reasons)}") + "."
    recs = ([f"{josa('·'.join(_ASK[m] for m in r.missing), '을')} 알려 주시면 "
             + (f"{policy.name} 자격을 확정할 수 있습니다." if houses != 1 else "보증 가능 여부를 확정할 수 있습니다.")]
            if r.missing else [])
    data = {"loan_purpose": "전세자금", "deposit_manwon": r.deposit_manwon,
            "max_loan_manwon": r.best.limit_manwon if r.best else None,
            "options": [{"name": o.name, "limit_manwon": o.limit_manwon, "verdict": o.eligible, "reasons": list(o.reasons)}
                        for o in r.options],
            "missing": list(r.missing), "calculations": calc, "assumptions": common.notes(r.workings),
            "recommendations": recs}
    return common.result(TOOL, call, summary=summary, data=data,
                         quality=common.QUALITY_ASSUMED if r.missing or where.defaulted else common.QUALITY_FULL,
                         count=len(r.options),
                         sources=[common.analysis_source("전세자금대출 한도 (보증금·보증기관 한도)")])


def _best_text(r: Any) -> str:
    return f"최대 {format_manwon(r.best.limit_manwon)}({r.best.name})" if r.best is not None else "보증기관 기준으로 산정할 수 없음"


def _jeonse_both_areas(call: ToolCall, other: Any, capital: Any, houses: int | None, day: date) -> ToolResult:
    """전세자금대출 한도 without a place: 수도권 and 그 밖의 지역 side by side, the region asked for."""
    dep = format_manwon(capital.deposit_manwon)
    if (_best_text(capital) == _best_text(other)):
        summary = f"전세 보증금 {dep} 기준 전세자금대출 한도는 지역과 관계없이 {_best_text(capital)}입니다(보증금의 80% 이내)."
    else:
        summary = (f"전세 보증금 {dep} 기준 전세자금대출 한도는 수도권이면 {_best_text(capital)}, 그 밖의 지역이면 "
                   f"{_best_text(other)}입니다(보증금의 80% 이내).")
    cap_p, oth_p = capital.options[0], other.options[0]

    def verdict(area: str, o: Any) -> str:
        return f"{area} 불가({'; '.join(o.reasons)})" if o.eligible == "불가" \
            else f"{area} {o.eligible}(한도 {format_manwon(o.limit_manwon)})"
    policy = (f"{josa(cap_p.name, '은')} " + (f"{verdict('수도권', cap_p)}, {verdict('그 밖의 지역', oth_p)}"
                                            if cap_p.eligible != "불가" or oth_p.eligible != "불가"
                                            else f"불가: {'; '.join(dict.fromkeys((*cap_p.reasons, *oth_p.reasons)))}"))
    summary += f" 정책상품 {policy}."
    owner = one_house_cap(day, True)
    if houses is None and owner is not None:
        summary += (f" 1주택자라면 수도권·규제지역 전세대출 보증 한도는 {format_manwon(owner.cap_manwon)}입니다({owner.as_of} 시행, "
                    f"9·7 대책; 10·15 대책: {ONE_HOUSE_DSR}).")
    summary += " 전세 집이 있는 지역을 알려 주시면 한도를 하나로 정해 드립니다."
    calc = [common.input_line("전세 보증금", dep, "사용자 입력"),
            common.input_line("지역", "미입력", "기본값", "수도권과 그 밖의 지역을 함께 계산"),
            *[f"수도권: {x}" for x in common.calculations(capital.workings) if not x.startswith("입력")],
            *[f"그 밖의 지역: {x}" for x in common.calculations(other.workings) if not x.startswith("입력")]]
    data = {"loan_purpose": "전세자금", "deposit_manwon": capital.deposit_manwon,
            "max_loan_manwon": capital.best.limit_manwon if capital.best else None,
            "options": [{"name": f"{o.name} (수도권)", "limit_manwon": o.limit_manwon, "verdict": o.eligible,
                         "reasons": list(o.reasons)} for o in capital.options]
            + [{"name": f"{o.name} (그 밖의 지역)", "limit_manwon": o.limit_manwon, "verdict": o.eligible,
                "reasons": list(o.reasons)} for o in other.options],
            "missing": ["region", *capital.missing], "calculations": calc, "assumptions": common.notes(capital.workings),
            "recommendations": ["전세 집이 있는 시·군·구를 알려 주시면 그 지역 기준으로 한도를 정해 드립니다."]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_ASSUMED,
                         count=len(capital.options) + len(other.options),
                         sources=[common.analysis_source("전세자금대출 한도 (보증금·보증기관 한도)")])
