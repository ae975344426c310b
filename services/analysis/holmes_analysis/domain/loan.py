"""Maximum mortgage under LTV / DTI / DSR (with stress DSR), and the repayment it implies.

DTI properly counts only the *interest* of other loans; we are given one figure for
existing annual debt service and count it whole — stricter, and stated in the notes.
The DSR limit uses (rate + stress add-on); the repayment shown uses the real rate.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal

from .errors import AnalysisInputError
from .loan_rules import BUYER_KO, CURRENT_RULES, ZONE_KO, LoanRuleSet
from .money import check_amount, check_rate, format_manwon, format_rate
from .repayment import RepaymentPlan, annuity_factor, check_term, repayment
from .workings import Given, Workings, WorkingsBuilder, given


@dataclass(frozen=True)
class LoanInput:
    annual_income: int | Given  # 연소득 (만원)
    price: int | Given  # 주택 가격 (만원)
    rate_pct: float | Given
    term_years: int
    regulated_area: bool  # 투기과열지구·조정대상지역
    buyer: str = "homeless"
    existing_annual_debt_service: int | Given = 0  # 기존 대출 연간 원리금 (만원)
    stress_add_pct: float | Given | None = None  # 스트레스 금리 가산; None → the rule set's add-on for the zone
    capital_area: bool = False  # 수도권 (서울·인천·경기)
    price_above: bool = False  # "25억 넘는 집": the price is a floor — the band above it applies

    @property
    def zone(self) -> str:
        return "regulated" if self.regulated_area else ("capital" if self.capital_area else "other")


@dataclass(frozen=True)
class LoanLimit:
    ltv_max_manwon: int
    dti_max_manwon: int
    dsr_max_manwon: int
    max_loan_manwon: int
    binding: str  # "LTV" | "CAP" | "DTI" | "DSR"
    annuity: RepaymentPlan | None
    equal_principal: RepaymentPlan | None
    rules: LoanRuleSet
    workings: Workings
    cap_manwon: int | None = None  # 주택가격별 주담대 한도 (수도권·규제지역), None when none applies
    stress_pct: float = 0.0
    existing_manwon: int = 0  # 기존 대출 연 원리금 that entered DTI/DSR
    zone: str = "regulated"
    buyer: str = "homeless"
    rate_pct: float = 0.0
    dsr_unstressed_manwon: int | None = None  # the DSR limit at the real rate (혼합형·고정형 lie between)
    annual_income_manwon: int = 0

    @property
    def binding_ko(self) -> str:
        return BINDING_KO[self.binding]


BINDING_KO = {"LTV": "LTV", "CAP": "주택가격별 주담대 한도", "DTI": "DTI", "DSR": "DSR"}


def _floor_manwon(won: Decimal) -> int:
    """한도는 넘지 않도록 만원 미만을 버린다."""
    return max(0, int((won / 10_000).to_integral_value(ROUND_FLOOR)))


def principal_for(room_manwon: Decimal, rate_pct: Decimal, months: int) -> int:
    """The largest 원리금균등 loan (만원, cut below 1만원) whose yearly payment fits a yearly room
    of ``room_manwon`` — the one inversion every DTI/DSR limit is."""
    if room_manwon <= 0:
        return 0
    return _floor_manwon(room_manwon * 10_000 / (annuity_factor(rate_pct, months) * 12))


def max_loan(inp: LoanInput, rules: LoanRuleSet = CURRENT_RULES) -> LoanLimit:
    zone = inp.zone
    stress_in = inp.stress_add_pct if inp.stress_add_pct is not None else Given.default(
        rules.stress(zone), f"{rules.stress_stage} — {ZONE_KO[zone]} 기본 가산금리 (변동형 기준)")
    ig, pg, rg, eg, sg = (given(x) for x in (inp.annual_income, inp.price, inp.rate_pct,
                                             inp.existing_annual_debt_service, stress_in))
    income = check_amount("annual_income", ig.value, label="연소득")
    price = check_amount("price", pg.value, allow_zero=False, label="주택 가격")
    rate = check_rate("rate", rg.value, label="금리")
    existing = check_amount("existing_annual_debt_service", eg.value, label="기존 대출 연 원리금")
    stress = check_rate("stress_add_pct", sg.value, low=0, high=10, label="스트레스 금리")
    years = check_term(inp.term_years)
    if inp.buyer not in BUYER_KO:
        raise AnalysisInputError("buyer", f"알 수 없는 구입자 유형입니다: {inp.buyer!r}.")
    months = years * 12
    region = ZONE_KO[zone]
    w = WorkingsBuilder()
    w.use("연소득", ig, format_manwon(income))
    w.use("주택 가격", pg, format_manwon(price))
    w.use("금리", rg, f"연 {format_rate(rate)}")
    w.use("기존 대출 연 원리금", eg, format_manwon(existing))
    w.use("스트레스 금리 가산", sg, f"{format_rate(stress)}p")
    w.use("대출 기간", Given.user(years), f"{years}년")
    w.note(f"규칙: {rules.name} (시행 {rules.as_of}, {rules.notice}). 출처: " + "; ".join(rules.sources))
    for c in rules.caveats:
        w.note(c)

    ltv_max = ltv_limit(w, rules, zone, inp.buyer, price)
    band = rules.price_cap(zone, price + 1 if inp.price_above else price)
    if inp.price_above:
        w.line(f"주택 가격은 {format_manwon(price)} 초과로 보고 그 위 가격 구간의 한도를 적용")
    cap = band.cap_manwon if band is not None else None
    if band is not None:
        w.line(f"주택가격별 주담대 한도 = {format_manwon(cap)} ({region}, {price_band_text(band, rules, zone)}; {rules.notice})")

    dti_pct = rules.dti_pct[inp.regulated_area]
    dti_max = _limit_by_ratio(w, "DTI", income, existing, dti_pct, rate, months, f"연 {format_rate(rate)}", years)
    stressed = rate + stress
    label = f"연 {format_rate(stressed)} (금리 {format_rate(rate)} + 스트레스 {format_rate(stress)}p)" if stress else f"연 {format_rate(rate)}"
    dsr_max = _limit_by_ratio(w, "DSR", income, existing, rules.dsr_pct, stressed, months, label, years)
    # The same DSR at the real rate: a 변동형 loan takes the whole add-on, a 혼합형·주기형 a part.
    dsr_plain = (principal_for(Decimal(income) * rules.dsr_pct / 100 - existing, rate, months) if stress else None)

    limits = {"LTV": ltv_max, **({"CAP": cap} if cap is not None else {}), "DTI": dti_max, "DSR": dsr_max}
    binding = min(limits, key=lambda k: (limits[k], list(limits).index(k)))
    best = limits[binding]
    parts = ", ".join(f"{BINDING_KO[k]} {format_manwon(v)}" for k, v in limits.items())
    w.line(f"최대 대출 = min({parts}) = {format_manwon(best)} ({BINDING_KO[binding]} 기준)")
    w.note("DTI는 원래 기존 대출의 이자만 반영하지만, 여기서는 기존 대출 연 원리금 전체를 넣어 보수적으로 계산했습니다.")
    ann = eq = None
    if best > 0:
        ann = repayment(best, rate, years, "annuity", record_inputs=False)
        eq = repayment(best, rate, years, "equal_principal", record_inputs=False)
        w.absorb(ann.workings)
        w.absorb(eq.workings)
    return LoanLimit(ltv_max, dti_max, dsr_max, best, binding, ann, eq, rules, w.freeze(), cap, float(stress), existing,
                     zone, inp.buyer, float(rate), dsr_plain, income)


@dataclass(frozen=True)
class PolicyLimit:
    """A 정책모기지's limit (보금자리론, 디딤돌): judged by the product's own cap, LTV and DTI — not by the
    banks' 차주단위 DSR 40% and its stress rate, which these fixed-rate public loans are outside of."""

    max_manwon: int
    binding: str  # "상품 한도" | "LTV" | "DTI"
    ltv_pct: float
    dti_pct: float | None
    limits: dict[str, int]
    lines: tuple[str, ...]


def policy_limit(product: str, cap_manwon: int, product_ltv: float | None, regulation_ltv: int,
                 dti_pct: float | None, income: int, existing: int, price: int | None, rate: Decimal,
                 years: int) -> PolicyLimit:
    """The most a named policy mortgage lends on this house and income: min(상품 한도, 주택가격 × LTV, DTI).

    The LTV is the lower of the product's and the regulation's for the zone and buyer (6·27: 수도권·규제지역
    생애최초 70% also for 정책대출); DTI counts the user's other loans' yearly payments whole, as max_loan does.
    Without a price the LTV is left out (the limit is then an upper bound the house's LTV may lower)."""
    ltv = min(product_ltv, regulation_ltv) if product_ltv is not None else regulation_ltv
    lines = [f"{product}: 정책모기지 — 은행권 DSR 40%·스트레스 DSR 대신 상품 한도·LTV·DTI로 심사"]
    limits = {"상품 한도": cap_manwon}
    if price is not None:
        limits["LTV"] = int(price * Decimal(str(ltv)) // 100)
        lines.append(f"LTV 한도 = {format_manwon(price)} × {ltv:g}% (상품 LTV {product_ltv:g}%와 규제 LTV {regulation_ltv}% 중 "
                     f"낮은 쪽) = {format_manwon(limits['LTV'])}" if product_ltv is not None else
                     f"LTV 한도 = {format_manwon(price)} × {ltv:g}% = {format_manwon(limits['LTV'])}")
    if dti_pct is not None:
        room = Decimal(income) * Decimal(str(dti_pct)) / 100 - existing
        limits["DTI"] = principal_for(room, rate, years * 12)
        lines.append(f"DTI 한도 = 연소득 {format_manwon(income)} × {dti_pct:g}%"
                     + (f" − 기존 {format_manwon(existing)}" if existing else "")
                     + f" = 연 {format_manwon(max(room, Decimal(0)))} ÷ (연 {format_rate(rate)}·{years}년 원리금균등의 원금 1원당 연 상환액)"
                     f" = {format_manwon(limits['DTI'])}")
    binding = min(limits, key=lambda k: (limits[k], list(limits).index(k)))
    parts = ", ".join(f"{k} {format_manwon(v)}" for k, v in limits.items())
    lines.append(f"최대 대출 = min({parts}) = {format_manwon(limits[binding])} ({binding} 기준)")
    return PolicyLimit(limits[binding], binding, ltv, dti_pct, limits, tuple(lines))


def limits_text(lim: LoanLimit) -> str:
    """Every limit with what it rests on, the binding one first: 'DSR 40% 한도 4억 82만원(…) → LTV …'.

    The user asked "최대 얼마": the answer is the smallest limit, and the others show why it is that one.
    """
    rules = lim.rules
    ltv = rules.ltv_pct[(lim.zone, lim.buyer)]
    parts: dict[str, str] = {}
    ltv_text = f"LTV {ltv}%({ZONE_KO[lim.zone]}·{BUYER_KO[lim.buyer]}) 한도 {format_manwon(lim.ltv_max_manwon)}"
    if lim.buyer == "first_home" and lim.ltv_max_manwon == rules.first_home_max_manwon:
        ltv_text += f"(생애최초 한도 {format_manwon(rules.first_home_max_manwon)})"
    parts["LTV"] = ltv_text
    if lim.cap_manwon is not None:
        parts["CAP"] = f"주택가격별 주담대 한도 {format_manwon(lim.cap_manwon)}"
    room = max(0, lim.annual_income_manwon * rules.dsr_pct // 100 - lim.existing_manwon)
    room_text = (f"연 원리금 {format_manwon(room)} 이내 = 연소득 {format_manwon(lim.annual_income_manwon)} × {rules.dsr_pct}%"
                 + (f" − 기존 대출 연 원리금 {format_manwon(lim.existing_manwon)}" if lim.existing_manwon else ""))
    if lim.stress_pct:
        stressed = format_rate(lim.rate_pct + lim.stress_pct)
        dsr = (f"DSR {rules.dsr_pct}% 한도 {format_manwon(lim.dsr_max_manwon)}({room_text}; 금리 {format_rate(lim.rate_pct)}에 "
               f"스트레스 금리 {format_rate(lim.stress_pct)}p를 더한 연 {stressed}로 계산 — {rules.stress_stage}, "
               f"{rules.as_of} 시행, 변동형 기준")
        if lim.dsr_unstressed_manwon is not None:
            dsr += f"; 스트레스 금리 없이는 {format_manwon(lim.dsr_unstressed_manwon)}, 혼합형·주기형은 그 사이"
        parts["DSR"] = dsr + ")"
    else:
        parts["DSR"] = f"DSR {rules.dsr_pct}% 한도 {format_manwon(lim.dsr_max_manwon)}({room_text}; 연 {format_rate(lim.rate_pct)}로 계산)"
    if lim.binding == "DTI":
        parts["DTI"] = f"DTI {rules.dti_pct[lim.zone == 'regulated']}% 한도 {format_manwon(lim.dti_max_manwon)}"
    values = {"LTV": lim.ltv_max_manwon, "CAP": lim.cap_manwon, "DSR": lim.dsr_max_manwon, "DTI": lim.dti_max_manwon}
    order = [lim.binding] + sorted((k for k in parts if k != lim.binding), key=lambda k: values[k] or 0)
    return ", ".join(parts[k] for k in order if k in parts)


def ltv_limit(w: WorkingsBuilder, rules: LoanRuleSet, zone: str, buyer: str, price: int) -> int:
    """LTV step (with the 생애최초 한도) — shared with the income-less partial answer."""
    ltv = rules.ltv_pct[(zone, buyer)]
    limit = price * ltv // 100
    w.line(f"LTV 한도 = {format_manwon(price)} × {ltv}% ({ZONE_KO[zone]}, {BUYER_KO[buyer]}) = {format_manwon(limit)}")
    if buyer == "first_home" and limit > rules.first_home_max_manwon:
        w.line(f"생애최초 한도 {format_manwon(rules.first_home_max_manwon)} 적용 → {format_manwon(rules.first_home_max_manwon)}")
        limit = rules.first_home_max_manwon
    return limit


def price_band_text(band, rules: LoanRuleSet, zone: str) -> str:
    bands = rules.price_bands.get(zone, ())
    i = bands.index(band)
    lo = bands[i - 1].up_to_manwon if i > 0 else None
    if band.up_to_manwon is None:
        return f"시가 {format_manwon(lo)} 초과" if lo else "주택 구입 목적 주담대"
    return (f"시가 {format_manwon(lo)} 초과 {format_manwon(band.up_to_manwon)} 이하" if lo
            else f"시가 {format_manwon(band.up_to_manwon)} 이하")


def _limit_by_ratio(w: WorkingsBuilder, name: str, income: int, existing: int, pct: int,
                    rate_pct: Decimal, months: int, rate_label: str, years: int) -> int:
    room_manwon = Decimal(income) * pct / 100 - existing
    w.line(f"{name} 여유 = {format_manwon(income)} × {pct}% − 기존 {format_manwon(existing)} = {format_manwon(room_manwon)}/년")
    if room_manwon <= 0:
        w.line(f"{name} 한도 = 0원 (연 원리금 여유 없음)")
        return 0
    limit = principal_for(room_manwon, rate_pct, months)
    w.line(f"{name} 한도 = 연 여유 {format_manwon(room_manwon)} ÷ (원리금균등 {rate_label}, {years}년의 원금 1원당 연 상환액) "
           f"= {format_manwon(limit)}")
    return limit
