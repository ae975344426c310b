"""전세가율 and the HUG 전세보증금반환보증 screen for the user's (or the market's) figures.

전세가율 = 보증금 ÷ 매매가. HUG (2023-05-01 가입분부터): 보증금 + 선순위 채권 ≤ 주택가격 ×
90% (담보인정비율), where for a house valued by 공시가격 the 주택가격 is 공시가격 × 140% —
so the deposit may be at most 공시가격 × 126%; 보증금 한도 수도권 7억원·그 외 5억원. HUG
values a house by its own order (KB·부동산원 시세, 공시가격, 감정가) and decides itself: the
result is a screen, said so, never an approval.
"""
from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from holmes_kit.clock import turn_day

from . import laws
from .calc import Calculation, MissingInput, add_months, fmt_date, parse_date
from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_pct, format_rate, pct_of, to_int
from .workings import Given, WorkingsBuilder, given

# HUG 전세보증금반환보증 가입요건: 공시가격 적용비율 150% → 140%, 담보인정비율 100% → 90%
# (국토교통부 「전세사기 예방 및 피해 지원방안」 2023-02-02 발표, 2023-05-01 신규 가입분부터).
HUG_RULE_FROM = "2023-05-01"
HUG_LTV_PCT = Decimal(90)
OFFICIAL_PRICE_FACTOR_PCT = Decimal(140)
HUG_DEPOSIT_CAP = {True: 70_000, False: 50_000}
HUG_APPLY_RULE = ("HUG 전세보증금반환보증은 전세계약 기간의 1/2이 지나기 전에 신청해야 합니다"
                  "(신규 계약은 잔금일과 전입일 중 늦은 날부터 신청 가능)")


def hug_conditions() -> Calculation:
    """'HUG 반환보증 가입 조건이랑 한도': the guarantee's conditions themselves, from the constants above
    (the same the screen of a user's figures applies), when no figure of a house was given."""
    w = WorkingsBuilder()
    cap_in, cap_out = format_manwon(HUG_DEPOSIT_CAP[True]), format_manwon(HUG_DEPOSIT_CAP[False])
    share = f"{OFFICIAL_PRICE_FACTOR_PCT * HUG_LTV_PCT / 100:g}%"
    w.line(f"보증금 한도: 수도권 {cap_in}, 그 밖의 지역 {cap_out} 이하")
    w.line(f"보증금 + 선순위 채권 ≤ 주택가격 × {HUG_LTV_PCT:g}% (담보인정비율, {HUG_RULE_FROM} 신규 가입분부터; 종전 100%)")
    w.line(f"공시가격으로 값을 정하면 주택가격 = 공시가격 × {OFFICIAL_PRICE_FACTOR_PCT:g}% → 보증금 + 선순위 ≤ "
           f"공시가격 × {share}")
    w.line(HUG_APPLY_RULE)
    w.note("HUG는 KB·부동산원 시세, 공시가격×140% 등 자체 순서로 주택가격을 정하고 최종 가입 여부는 HUG 심사로 정해집니다.")
    w.note("HUG 요건에는 이 밖에도 전입·확정일자, 임대인의 보증사고 이력, 위반건축물 여부 등이 있습니다.")
    headline = (f"HUG 전세보증금반환보증 가입 조건은 보증금이 수도권 {cap_in}·그 밖의 지역 {cap_out} 이하이고, "
                f"보증금과 선순위 채권의 합이 주택가격의 {HUG_LTV_PCT:g}% 이내여야 하며"
                f"(공시가격 기준이면 공시가격 × {OFFICIAL_PRICE_FACTOR_PCT:g}%를 주택가격으로 봐 사실상 공시가격의 "
                f"{share}까지, {HUG_RULE_FROM} 신규 가입분부터), 전세계약 기간의 1/2이 지나기 전에 신청해야 한다는 것입니다. "
                "보증금·매매가(또는 공시가격)·선순위 채권을 알려 주시면 가입 가능 여부와 최대 보증금을 계산해 드립니다.")
    figures: dict[str, object] = {"deposit_cap_capital_manwon": HUG_DEPOSIT_CAP[True],
                                  "deposit_cap_other_manwon": HUG_DEPOSIT_CAP[False], "hug_ltv_pct": int(HUG_LTV_PCT)}
    return Calculation(headline, figures,
                       (laws.HUG_GUARANTEE, laws.HUG_DEADLINE), f"HUG 기준 {HUG_RULE_FROM} 시행", w.freeze())


def jeonse_ratio(deposit: int | Given | None, price: int | Given | None, *, official_price: int | Given | None = None,
                 senior_debt: int | Given | None = None, capital_area: bool | None = None,
                 target_pct: float | str | None = None, claim_pct: float | str | None = None) -> Calculation:
    if claim_pct is not None and deposit is None and price is None and official_price is None:
        # "채권최고액 1억2천이면 실제 대출은 얼마": the principal behind the registered maximum is the answer
        if senior_debt is None:
            raise MissingInput("senior_debt", "근저당 채권최고액을 알려 주세요 — 등기부등본 을구에 적힌 금액입니다.")
        return loan_behind_claim(senior_debt, claim_pct)
    if deposit is None and target_pct is not None and price is not None:
        # "매매가 3억, 전세가율 70% 안 넘으려면 전세 최대 얼마": the share is the bound, the deposit the answer
        return max_deposit_within(price, target_pct, senior_debt=senior_debt)
    if deposit is None and official_price is not None:
        # "공시가격 2억 빌라, HUG 되는 최대 보증금은?": no deposit to judge, the limit itself is the answer.
        return hug_max_deposit(official_price, senior_debt=senior_debt, capital_area=capital_area)
    if deposit is None:
        raise MissingInput("deposit", "전세 보증금을 알려 주세요 — 전세가율 = 보증금 ÷ 매매가입니다.")
    if price is None and official_price is None:
        raise MissingInput("price", "매매가(또는 공시가격)를 알려 주세요 — 지역을 알려 주시면 실거래 중위가격으로 계산합니다.")
    w = WorkingsBuilder()
    dg = given(deposit)
    dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
    w.use("보증금", dg, format_manwon(dep))
    figures: dict[str, object] = {"deposit_manwon": dep}
    first = ""
    ratio = None
    if price is not None:
        pg = given(price)
        p = check_amount("price", pg.value, allow_zero=False, label="매매가")
        if p < 100:
            raise AnalysisInputError("price", f"매매가 {format_manwon(p)}은 주택 가격으로 보기 어렵습니다 — 금액을 다시 확인해 주세요.")
        w.use("매매가", pg, format_manwon(p))
        ratio = pct_of(dep, p)
        w.line(f"전세가율 = {format_manwon(dep)} ÷ {format_manwon(p)} = {format_pct(ratio)}")
        figures.update(price_manwon=p, jeonse_ratio_pct=ratio)
        level = "높은 편(80% 이상은 깡통전세 위험 신호)" if ratio >= 80 else "주의 구간(70~80%)" if ratio >= 70 else "낮은 편"
        dep_label = f"보증금 {format_manwon(dep)}" if dg.source == "user" else f"{dg.note} {format_manwon(dep)}"
        price_label = f"매매가 {format_manwon(p)}" if pg.source == "user" else f"{pg.note} {format_manwon(p)}"
        first = f"전세가율은 {format_pct(ratio)}로 {level}입니다({dep_label} ÷ {price_label})."
    senior = 0
    if senior_debt is not None:
        sg = given(senior_debt)
        senior = check_amount("senior_debt", sg.value, label="선순위 채권")
        w.use("선순위 채권", sg, format_manwon(senior))
    # HUG screen: house value from 공시가격×140% when given, else the price (a stated simplification).
    if official_price is not None:
        og = given(official_price)
        op = check_amount("official_price", og.value, allow_zero=False, label="공시가격")
        w.use("공시가격", og, format_manwon(op))
        value = to_int(Decimal(op) * OFFICIAL_PRICE_FACTOR_PCT / 100)
        w.line(f"HUG 주택가격 = 공시가격 {format_manwon(op)} × 140% = {format_manwon(value)}")
        basis = "공시가격×140%"
    else:
        value = figures["price_manwon"]  # type: ignore[assignment]
        basis = "매매가"
        w.note("HUG는 KB·부동산원 시세, 공시가격×140% 등 자체 순서로 주택가격을 정합니다 — 공시가격을 알려 주시면 그 기준으로 다시 봅니다.")
    limit = to_int(Decimal(value) * HUG_LTV_PCT / 100)
    room = limit - senior
    ok = dep + senior <= limit
    w.line(f"HUG 기준 = {basis} {format_manwon(value)} × 90% = {format_manwon(limit)}"
           + (f"; 선순위 {format_manwon(senior)} 차감 → 보증금 한도 {format_manwon(room)}" if senior else "")
           + f" → 보증금 {format_manwon(dep)} {'충족' if ok else '초과'}")
    failures = [] if ok else [f"보증금{' + 선순위' if senior else ''} {format_manwon(dep + senior)}이 {basis}의 90%인 "
                              f"{format_manwon(limit)}을 넘습니다"]
    if capital_area is not None:
        cap = HUG_DEPOSIT_CAP[capital_area]
        area = "수도권" if capital_area else "비수도권"
        w.line(f"HUG 보증금 한도({area}) {format_manwon(cap)} → {'충족' if dep <= cap else '초과'}")
        if dep > cap:
            failures.append(f"보증금이 {area} 한도 {format_manwon(cap)}을 넘습니다")
    hug = (f"가입 요건을 충족할 가능성이 있습니다 — 보증금{' + 선순위' if senior else ''} {format_manwon(dep + senior)}이 "
           f"{basis}의 90%인 {format_manwon(limit)} 이내입니다" if not failures
           else "가입이 어려울 가능성이 큽니다 — " + "; ".join(failures))
    second = (f"HUG 전세보증금반환보증은 {hug}({HUG_RULE_FROM} 이후 기준: 보증금 + 선순위 채권 ≤ 주택가격 × 90%, "
              f"공시가격이면 공시가격 × 140%를 주택가격으로 봄; 최종 판단은 HUG 심사).")
    w.note("HUG 요건에는 이 밖에도 전입·확정일자, 임대인의 보증사고 이력, 위반건축물 여부 등이 있습니다.")
    figures.update(hug_limit_manwon=limit, hug_ok=not failures, hug_failures=failures)
    headline = f"{first} {second}".strip()
    return Calculation(headline, figures, (laws.HUG_GUARANTEE,), f"HUG 기준 {HUG_RULE_FROM} 시행", w.freeze(),
                       verdict="가능성 있음" if not failures else "어려움")


def guarantee_deadline(start: str | None = None, *, end: str | None = None, term_years: int | None = None,
                       elapsed_months: int | None = None, as_of: date | None = None) -> Calculation:
    """The last day to apply for HUG 전세보증금반환보증: before half of the lease term has passed
    (HUG 신청 기한: 신규 계약은 잔금일과 전입일 중 늦은 날부터 계약기간의 1/2 경과 전, 갱신 계약은
    갱신 계약기간의 1/2 경과 전). From the start (and the end or the term — 2 years when not said,
    주택임대차보호법 제4조 제1항), or, without a start, from how long ago the lease began
    ("계약한 지 1년"). Past the day no HUG guarantee can be had, so the answer is said as urgent."""
    as_of = as_of or turn_day()
    rule = HUG_APPLY_RULE
    w = WorkingsBuilder()
    w.note("신청은 HUG 안심전세 앱·영업점이나 위탁 은행에서 합니다. 1/2 기한 외에 보증금 한도·주택가격 대비 부채비율 등 가입 요건도 함께 심사합니다.")
    w.note("HUG 기한이 지났다면 주택금융공사(HF)·서울보증(SGI) 상품의 신청 기한과 요건을 바로 확인해 보세요.")
    refs = (laws.HUG_DEADLINE, laws.LEASE_TERM)
    effective = "HUG 전세보증금반환보증 신청 기한(계약기간 1/2 경과 전)"
    term_g = Given.user(term_years) if term_years is not None else Given.default(
        2, "계약 기간을 말씀하지 않아 2년으로 봤습니다(주택임대차보호법 제4조 제1항: 2년 미만·미정이면 2년)")
    start_d = parse_date("contract_start", start, "계약 시작일") if start and len(str(start)) == 10 else None
    end_d = parse_date("contract_end", end, "계약 종료일") if end and len(str(end)) == 10 else None
    if start_d is None and end_d is not None and term_years is not None:
        start_d = add_months(end_d + timedelta(days=1), -12 * int(term_years))
    if start_d is not None:
        w.use("계약 시작일", Given.user(start_d.isoformat()), start_d.isoformat())
        if end_d is None:
            term = _term(term_g)
            w.use("계약 기간", term_g, f"{term}년")
            end_d = add_months(start_d, 12 * term) - timedelta(days=1)
        else:
            w.use("계약 종료일", Given.user(end_d.isoformat()), end_d.isoformat())
        if end_d <= start_d:
            raise AnalysisInputError("contract_end", f"계약 종료일 {end_d}이 시작일 {start_d}보다 늦어야 합니다.")
        days = (end_d - start_d).days + 1
        deadline = start_d + timedelta(days=days // 2 - 1)
        w.line(f"계약기간 {start_d}~{end_d} = {days}일, 1/2 = {days // 2}일 → 마감 = {deadline}")
        left = (deadline - as_of).days
        if left < 0:
            status = (f"오늘({as_of}) 기준 {-left}일 지났습니다 — HUG 반환보증은 이제 가입할 수 없으니 다른 보증기관 "
                      "상품을 바로 확인하세요")
        elif left == 0:
            status = f"오늘({as_of})이 마감일입니다 — 지금 바로 신청하세요"
        else:
            status = f"오늘({as_of}) 기준 마감까지 {left}일 남았습니다" + (" — 지금 바로 신청하세요" if left <= 60 else "")
        w.line(status)
        headline = (f"{rule}. 계약기간이 {fmt_date(start_d)}부터 {fmt_date(end_d)}까지이면 {fmt_date(deadline)}까지 "
                    f"신청해야 합니다. {status}.")
        return Calculation(headline, {"deadline": deadline.isoformat(), "days_left": left}, refs, effective,
                           w.freeze(), verdict="불가" if left < 0 else "가능")
    if elapsed_months is not None:
        term = _term(term_g)
        if not 0 <= int(elapsed_months) <= 12 * term:
            raise AnalysisInputError("elapsed_months", f"계약 후 {elapsed_months}개월은 {term}년 계약 기간 밖입니다.")
        half = 6 * term
        w.use("계약 후 지난 기간", Given.user(f"{elapsed_months}개월"), f"{elapsed_months}개월")
        w.use("계약 기간", term_g, f"{term}년")
        w.line(f"1/2 = {term}년 ÷ 2 = {half}개월; 지난 기간 {elapsed_months}개월")
        if elapsed_months >= half:
            status = (f"계약한 지 {_months(int(elapsed_months))}이면 {term}년 계약의 절반({_months(half)})이 오늘쯤 끝나거나 "
                      "이미 지났을 수 있습니다 — 오늘이 마감일일 수 있으니 지금 바로 HUG(안심전세 앱·위탁 은행)에 신청해 "
                      "가능 여부를 확인하세요")
        else:
            status = (f"계약한 지 {_months(int(elapsed_months))}이면 {term}년 계약의 절반({_months(half)})까지 "
                      f"약 {_months(half - int(elapsed_months))} 남았습니다")
        w.line(status)
        headline = (f"{rule}. {status}. 계약 시작일(잔금·전입일)을 알려 주시면 정확한 마감일을 계산해 드립니다.")
        return Calculation(headline, {"half_months": half, "elapsed_months": int(elapsed_months)}, refs, effective,
                           w.freeze(), verdict="불가" if elapsed_months > half else None)
    raise MissingInput("contract_start", "계약 시작일(잔금·전입일)을 알려 주세요 — HUG 전세보증금반환보증은 전세계약 기간의 "
                                         "1/2이 지나기 전에 신청해야 합니다(2년 계약이면 시작 후 1년이 되기 전).")


def _term(g: Given) -> int:
    term = g.value
    if isinstance(term, bool) or not isinstance(term, int) or not 1 <= term <= 10:
        raise AnalysisInputError("term_years", f"계약 기간 {term!r}년은 1~10년이어야 합니다.")
    return term


def _months(n: int) -> str:
    """12 -> '1년', 18 -> '1년 6개월', 5 -> '5개월'."""
    y, m = divmod(n, 12)
    return " ".join(p for p in (f"{y}년" if y else "", f"{m}개월" if m else "") if p) or "0개월"


def hug_max_deposit(official_price: int | Given, *, senior_debt: int | Given | None = None,
                    capital_area: bool | None = None) -> Calculation:
    """The most deposit the HUG 전세보증금반환보증 takes on a house valued by its 공시가격:
    공시가격 × 140% × 90% − 선순위 채권, and no more than the 보증금 한도 of the area."""
    w = WorkingsBuilder()
    og = given(official_price)
    op = check_amount("official_price", og.value, allow_zero=False, label="공시가격")
    w.use("공시가격", og, format_manwon(op))
    senior = 0
    if senior_debt is not None:
        sg = given(senior_debt)
        senior = check_amount("senior_debt", sg.value, label="선순위 채권")
        w.use("선순위 채권", sg, format_manwon(senior))
    else:
        w.note("선순위 채권(근저당 채권최고액 등)을 알려 주지 않아 0원으로 두었습니다 — 있으면 그만큼 줄어듭니다.")
    value = to_int(Decimal(op) * OFFICIAL_PRICE_FACTOR_PCT / 100)
    limit = to_int(Decimal(value) * HUG_LTV_PCT / 100)
    room = max(0, limit - senior)
    w.line(f"HUG 주택가격 = 공시가격 {format_manwon(op)} × 140% = {format_manwon(value)}")
    w.line(f"보증금 + 선순위 ≤ {format_manwon(value)} × 90% = {format_manwon(limit)}"
           + f" → 보증금 ≤ {format_manwon(limit)} − 선순위 {format_manwon(senior)} = {format_manwon(room)}")
    cap_note = ""
    if capital_area is not None:
        cap = HUG_DEPOSIT_CAP[capital_area]
        area = "수도권" if capital_area else "비수도권"
        w.line(f"HUG 보증금 한도({area}) {format_manwon(cap)}")
        if room > cap:
            room, cap_note = cap, f", {area} 보증금 한도 {format_manwon(cap)} 적용"
    else:
        w.note("보증금 한도(수도권 7억원·그 외 5억원)도 넘지 않아야 합니다.")
    w.note("HUG 요건에는 이 밖에도 전입·확정일자, 임대인의 보증사고 이력, 위반건축물 여부 등이 있습니다.")
    deduct = f" − 선순위 {format_manwon(senior)}" if senior else ""
    headline = (f"공시가격 {format_manwon(op)}이면 HUG 전세보증금반환보증에 가입할 수 있는 보증금은 최대 "
                f"{format_manwon(room)}입니다(공시가격 {format_manwon(op)} × 140% × 90%{deduct}{cap_note}, "
                f"{HUG_RULE_FROM} 이후 기준; 최종 판단은 HUG 심사).")
    figures: dict[str, object] = {"official_price_manwon": op, "hug_value_manwon": value, "hug_limit_manwon": limit,
                                  "senior_debt_manwon": senior, "max_deposit_manwon": room}
    return Calculation(headline, figures, (laws.HUG_GUARANTEE,), f"HUG 기준 {HUG_RULE_FROM} 시행", w.freeze(),
                       verdict="가능성 있음" if room > 0 else "어려움")


def max_deposit_within(price: int | Given, target_pct: float | str, *, senior_debt: int | Given | None = None) -> Calculation:
    """The most deposit that keeps 보증금 (+ 선순위 채권, when told) within ``target_pct`` of the price:
    price × share − 선순위. The share is the user's own bound (70%, 80%: a judgement of risk, not a
    rule of law), so the answer states the bound it was computed for and the usual signals beside it."""
    try:
        share = Decimal(str(target_pct).strip().rstrip("%"))
    except ArithmeticError as exc:
        raise AnalysisInputError("target_pct", f"비율 {target_pct!r}를 읽을 수 없습니다.") from exc
    if not 0 < share <= 100:
        raise AnalysisInputError("target_pct", f"비율 {share}%는 0%보다 크고 100% 이하여야 합니다.")
    pct = format_rate(share)
    w = WorkingsBuilder()
    pg = given(price)
    p = check_amount("price", pg.value, allow_zero=False, label="매매가")
    if p < 100:
        raise AnalysisInputError("price", f"매매가 {format_manwon(p)}은 주택 가격으로 보기 어렵습니다 — 금액을 다시 확인해 주세요.")
    w.use("매매가", pg, format_manwon(p))
    w.use("기준 비율", Given.user(pct), pct)
    senior = 0
    if senior_debt is not None:
        sg = given(senior_debt)
        senior = check_amount("senior_debt", sg.value, label="선순위 채권")
        w.use("선순위 채권(근저당 등)", sg, format_manwon(senior))
    bound = to_int(Decimal(p) * share / 100)
    room = bound - senior
    w.line(f"매매가 {format_manwon(p)} × {pct} = {format_manwon(bound)}"
           + (f" − 선순위 {format_manwon(senior)} = {format_manwon(max(room, 0))}" if senior else ""))
    price_label = f"매매가 {format_manwon(p)}" if pg.source == "user" else f"{pg.note} {format_manwon(p)}"
    if room <= 0:
        headline = (f"{price_label}에 선순위 채권이 {format_manwon(senior)}이면 그것만으로 매매가의 {pct}"
                    f"({format_manwon(bound)})에 이르러, 이 기준으로는 들어갈 수 있는 전세금이 없습니다. "
                    "선순위 채권이 말소되거나 줄지 않으면 보증금을 돌려받지 못할 위험이 큽니다.")
        verdict = "어려움"
    elif senior:
        headline = (f"{price_label}에 선순위 {format_manwon(senior)}이 있으면, 보증금과 선순위를 합쳐 매매가의 {pct}"
                    f"({format_manwon(bound)})를 넘지 않는 전세금은 최대 {format_manwon(room)}입니다"
                    f"({format_manwon(p)} × {pct} − {format_manwon(senior)}). 선순위를 뺀 전세가율만 보면 "
                    f"{format_manwon(bound)}까지지만, 경매에서는 선순위 채권이 보증금보다 먼저 배당됩니다.")
        verdict = None
    else:
        headline = (f"{price_label}에서 전세가율 {pct}를 넘지 않으려면 전세금은 최대 {format_manwon(room)}입니다"
                    f"({format_manwon(p)} × {pct}). 근저당 등 선순위 채권이 있으면 그만큼 더 낮춰야 합니다.")
        verdict = None
    w.note("전세가율(보증금 ÷ 매매가)은 70~80%부터 주의, 80% 이상이면 깡통전세 위험 신호로 봅니다 — 법정 기준이 아닌 판단 기준입니다.")
    w.note(f"HUG 전세보증금반환보증은 보증금 + 선순위 채권이 주택가격의 {HUG_LTV_PCT:g}% 이내여야 합니다"
           f"({HUG_RULE_FROM} 신규 가입분부터; 공시가격 기준이면 공시가격 × {OFFICIAL_PRICE_FACTOR_PCT:g}%).")
    figures: dict[str, object] = {"price_manwon": p, "target_pct": float(share), "senior_debt_manwon": senior,
                                  "bound_manwon": bound, "max_deposit_manwon": max(room, 0)}
    return Calculation(headline, figures, (laws.HUG_GUARANTEE,), f"HUG 기준 {HUG_RULE_FROM} 시행", w.freeze(),
                       verdict=verdict)


#: Banks register a 근저당 at about 120% of the loan (보통 120~130%): the share taken when none is said.
USUAL_CLAIM_PCT = Decimal(120)


def loan_behind_claim(claim: int | Given, claim_pct: float | str | Given) -> Calculation:
    """The loan principal a registered 채권최고액 stands for: 채권최고액 ÷ (설정 비율). 민법 제357조: a 근저당
    secures whatever is owed up to the 채권최고액 — so the principal is an estimate, and in a 경매 the
    creditor takes up to the whole maximum ahead of later claims."""
    w = WorkingsBuilder()
    cg = given(claim)
    c = check_amount("senior_debt", cg.value, allow_zero=False, label="채권최고액")
    w.use("채권최고액", cg, format_manwon(c))
    pg = given(claim_pct)
    try:
        share = Decimal(str(pg.value).strip().rstrip("%"))
    except ArithmeticError as exc:
        raise AnalysisInputError("claim_pct", f"설정 비율 {pg.value!r}를 읽을 수 없습니다.") from exc
    if not 100 <= share <= 200:
        raise AnalysisInputError("claim_pct", f"설정 비율 {share}%는 100~200% 사이여야 합니다(채권최고액은 대출 원금 이상으로 설정).")
    w.use("설정 비율", pg, f"{share:g}%")
    principal = to_int(Decimal(c) * 100 / share)
    w.line(f"대출 원금 ≈ 채권최고액 {format_manwon(c)} ÷ {share / 100:g} = {format_manwon(principal)}")
    w.note("채권최고액은 원금에 이자·지연손해금까지 담보하는 한도라 실제 잔액은 등기부가 아니라 대출 은행 확인이 필요합니다. "
           "경매 때 근저당권자는 채권최고액 한도까지 먼저 배당받으므로 위험 판단에는 채권최고액 전액을 봅니다.")
    said = "질문하신" if pg.source == "user" else "은행 관행상"
    headline = (f"채권최고액 {format_manwon(c)}을 대출 원금의 {share:g}%로 잡으면 실제 대출 원금은 약 "
                f"{format_manwon(principal)}입니다({format_manwon(c)} ÷ {share / 100:g}, {said} 설정 비율; "
                f"{laws.ROOT_MORTGAGE.law} {laws.ROOT_MORTGAGE.article}). 다만 근저당은 이자·지연손해금까지 채권최고액 한도로 "
                "담보하므로 전세 위험을 볼 때는 채권최고액 전액을 선순위로 계산합니다.")
    figures: dict[str, object] = {"max_claim_manwon": c, "claim_pct": float(share), "principal_manwon": principal}
    return Calculation(headline, figures, (laws.ROOT_MORTGAGE,), "민법 제357조", w.freeze())
