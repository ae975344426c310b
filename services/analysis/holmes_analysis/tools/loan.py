"""loan_simulator: maximum mortgage under LTV/DTI/DSR and the monthly payments it implies.

Income: extra['annual_income'|'income'] or amounts['income']. Price: amounts['price'], else
the market_data 매매 중위가격. Without income only the LTV limit (and its repayment) can
be computed — the result says so and asks for the income, instead of showing DTI/DSR as 0.
Rate and term default to the service settings and are printed as 기본값.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_kit.team import ToolInputError

from ..domain import Given, LoanInput, format_manwon, format_won, loan_insights, max_loan, repayment
from ..domain.loan_rules import BUYER_KO, CURRENT_RULES
from ..domain.money import check_amount, format_rate
from ..domain.workings import SOURCE_KO
from ..serialize import num
from . import common, inputs
from .config import AnalysisSettings
from .region import resolve_region

TOOL = "loan_simulator"
#: 투기과열지구·조정대상지역 when CURRENT_RULES took effect (국토교통부, 2023-01-05 시행):
#: only these four 서울 구 stayed regulated. Later designations need a new rule set.
REGULATED_2023 = {("서울", "강남구"), ("서울", "서초구"), ("서울", "송파구"), ("서울", "용산구")}
INCOME_ASK = "연소득을 알려 주시면 DTI·DSR 한도까지 넣어 실제 대출 가능액을 계산해 드릴게요."


def _rate(call: ToolCall, ex: dict[str, Any], cfg: AnalysisSettings) -> Given:
    v = inputs.first_of(ex, "rate_pct", "interest_rate")
    if v is None:
        # In a loan question a bare percentage is most likely the rate; one outside a plausible
        # rate band (e.g. "LTV 70%") is something else and is not taken as the rate.
        pcts = [p for p in call.params.get("percentages") or [] if isinstance(p, (int, float)) and 0 < p <= 20]
        v = pcts[0] if pcts else None
    if v is not None:
        return Given.user(v)
    return Given.default(cfg.default_loan_rate_pct, "금리 미입력 — 서비스 기본 가정 금리")


def _buyer(ex: dict[str, Any]) -> tuple[str, str]:
    if ex.get("buyer") in BUYER_KO:
        return ex["buyer"], "user"
    if ex.get("first_home"):
        return "first_home", "user"
    houses = ex.get("house_count")
    if isinstance(houses, int) and not isinstance(houses, bool) and houses >= 0:
        return ("homeless", "one_house", "multi_house")[min(houses, 2)], "user"
    if ex.get("homeless") is not None:
        return ("homeless" if ex["homeless"] else "one_house"), "user"
    return "homeless", "default"


def _regulated(call: ToolCall, sel: ToolsSelected, ex: dict[str, Any]) -> tuple[bool, str, str]:
    if isinstance(ex.get("regulated_area"), bool):
        return ex["regulated_area"], "user", ""
    r = resolve_region(call, sel).region
    hit = (r.sido, (r.sigungu or "").split(" ")[0]) in REGULATED_2023
    return hit, "default", f"{CURRENT_RULES.as_of} 기준 규제지역(강남·서초·송파·용산) 여부로 판단"


def _plan(plan: Any) -> dict[str, Any] | None:
    """A repayment plan's figures without its workings (those are already in calculations)."""
    if plan is None:
        return None
    return {k: getattr(plan, k) for k in ("method", "principal_manwon", "rate_pct", "months", "first_payment_won",
                                           "first_interest_won", "last_payment_won", "total_interest_won")}


def _ltv_only(price: int, ltv_pct: int, buyer: str, region_ko: str) -> tuple[int, list[str]]:
    """The domain's LTV step alone (same rule table and wording) for when income is unknown."""
    limit = price * ltv_pct // 100
    lines = [f"LTV 한도 = {format_manwon(price)} × {ltv_pct}% ({region_ko}, {BUYER_KO[buyer]}) = {format_manwon(limit)}"]
    if buyer == "first_home" and limit > CURRENT_RULES.first_home_max_manwon:
        cap = CURRENT_RULES.first_home_max_manwon
        lines.append(f"생애최초 한도 {format_manwon(cap)} 적용 → {format_manwon(cap)}")
        limit = cap
    return limit, lines


@dataclass(frozen=True)
class _Terms:
    """Everything besides income and price, with the input lines saying where each came from."""

    rate: Given
    term: Any
    buyer: str
    regulated: bool
    lead: list[str]  # input lines the domain does not print itself
    term_line: str
    term_default: bool

    @property
    def region_ko(self) -> str:
        return "규제지역" if self.regulated else "비규제지역"


def _terms(call: ToolCall, sel: ToolsSelected, ex: dict[str, Any], cfg: AnalysisSettings) -> _Terms:
    term_default = ex.get("term_years") is None
    term = cfg.default_term_years if term_default else ex["term_years"]
    buyer, buyer_src = _buyer(ex)
    regulated, reg_src, reg_note = _regulated(call, sel, ex)
    lead = [common.input_line("구입자 유형", BUYER_KO[buyer], SOURCE_KO[buyer_src],
                              "" if buyer_src == "user" else "미입력 — 무주택자로 가정"),
            common.input_line("지역 규제", "규제지역" if regulated else "비규제지역", SOURCE_KO[reg_src], reg_note)]
    term_line = common.input_line("대출 기간", f"{term}년", SOURCE_KO["default" if term_default else "user"],
                                  "미입력 — 기본 가정" if term_default else "")
    return _Terms(_rate(call, ex, cfg), term, buyer, regulated, lead, term_line, term_default)


def _source(title: str) -> list:
    return [common.analysis_source(f"대출 한도 시뮬레이션 ({title})", as_of=CURRENT_RULES.as_of)]


async def loan_simulator(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    amts, ex = inputs.amounts(call, sel), inputs.extra(call, sel)
    income = inputs.first_of(ex, "annual_income", "income")
    income = income if income is not None else amts.get("income")
    price = (Given.user(amts["price"]) if amts.get("price") is not None
             else inputs.market_median(inputs.market(sel), "SALE"))
    if price is None:
        raise ToolInputError("주택 가격(매매가)을 알려 주셔야 대출 한도를 계산할 수 있습니다."
                             + ("" if income is not None else " 연소득도 함께 알려 주세요."))
    t = _terms(call, sel, ex, cfg)
    if income is None:
        return _partial(call, price, t)

    lim = max_loan(LoanInput(
        annual_income=Given.user(income), price=price, rate_pct=t.rate, term_years=t.term,
        regulated_area=t.regulated, buyer=t.buyer,
        existing_annual_debt_service=inputs.user_or_default(ex, "existing_annual_debt_service", 0,
                                                            "기존 대출 미입력 — 없다고 가정"),
        stress_add_pct=inputs.user_or_default(ex, "stress_add_pct", 0.0,
                                              "스트레스 DSR 가산금리 미반영 — 실제 한도는 더 낮을 수 있음"),
    ))
    calc = t.lead + common.calculations(lim.workings, replace={"대출 기간": t.term_line})
    summary = f"최대 대출 가능액은 {format_manwon(lim.max_loan_manwon)}({lim.binding} 기준)입니다."
    if lim.annuity is not None and lim.equal_principal is not None:
        summary += (f" 연 {format_rate(t.rate.value)}·{t.term}년 원리금균등 상환 시 월 "
                    f"{format_won(lim.annuity.first_payment_won)}, 원금균등 상환 시 첫 달 "
                    f"{format_won(lim.equal_principal.first_payment_won)}입니다.")
    monthly_income = income // 12 if isinstance(income, int) and income >= 12 else None
    assumed = t.term_default or common.any_default(lim.workings, names={"연소득", "주택 가격", "금리"})
    data = {
        "max_loan_manwon": lim.max_loan_manwon, "binding": lim.binding,
        "limits_manwon": {"LTV": lim.ltv_max_manwon, "DTI": lim.dti_max_manwon, "DSR": lim.dsr_max_manwon},
        "rate_pct": num(t.rate.value), "term_years": t.term, "buyer": t.buyer, "regulated_area": t.regulated,
        "annuity": _plan(lim.annuity), "equal_principal": _plan(lim.equal_principal),
        "rules": {"name": lim.rules.name, "as_of": lim.rules.as_of},
        "calculations": calc, "assumptions": common.notes(lim.workings),
        "recommendations": [i.text for i in loan_insights(lim, monthly_income)],
    }
    return common.result(TOOL, call, summary=summary, data=data, sources=_source(lim.rules.name),
                         quality=common.QUALITY_ASSUMED if assumed else common.QUALITY_FULL,
                         items=[{"limit": k, "manwon": v} for k, v in data["limits_manwon"].items()])


def _partial(call: ToolCall, price: Given, t: _Terms) -> ToolResult:
    """Income unknown: the LTV limit and its repayment are all that can honestly be computed."""
    p = check_amount("price", price.value, allow_zero=False, label="주택 가격")
    limit, lines = _ltv_only(p, CURRENT_RULES.ltv_pct[(t.regulated, t.buyer)], t.buyer, t.region_ko)
    calc = t.lead + [common.input_line("주택 가격", format_manwon(p), SOURCE_KO[price.source], price.note),
                     common.input_line("연소득", "미입력", "확인 필요")] + lines
    plan = repayment(limit, t.rate.value, t.term, "annuity", record_inputs=False) if limit > 0 else None
    summary = f"LTV 기준 최대 {format_manwon(limit)}까지 빌릴 수 있습니다"
    if plan is not None:
        rate_text = f"연 {format_rate(t.rate.value)}"
        calc += [common.input_line("금리", rate_text, SOURCE_KO[t.rate.source], t.rate.note), t.term_line,
                 *plan.workings.lines]
        summary += f"({rate_text}·{t.term}년 원리금균등 시 월 {format_won(plan.first_payment_won)})"
    summary += f". {INCOME_ASK}"
    data = {"max_loan_manwon": None, "ltv_max_manwon": limit, "binding": None, "rate_pct": num(t.rate.value),
            "term_years": t.term, "buyer": t.buyer, "regulated_area": t.regulated, "annuity": _plan(plan),
            "missing": ["annual_income"], "calculations": calc,
            "assumptions": [f"규칙: {CURRENT_RULES.name} (기준일 {CURRENT_RULES.as_of})", *CURRENT_RULES.caveats],
            "recommendations": [INCOME_ASK]}
    return common.result(TOOL, call, summary=summary, data=data, quality=common.QUALITY_ASSUMED,
                         items=[{"limit": "LTV", "manwon": limit}], sources=_source(CURRENT_RULES.name))
