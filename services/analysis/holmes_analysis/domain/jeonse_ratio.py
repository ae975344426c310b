"""전세가율 and the HUG 전세보증금반환보증 screen for the user's (or the market's) figures.

전세가율 = 보증금 ÷ 매매가. HUG (2023-05-01 가입분부터): 보증금 + 선순위 채권 ≤ 주택가격 ×
90% (담보인정비율), where for a house valued by 공시가격 the 주택가격 is 공시가격 × 140% —
so the deposit may be at most 공시가격 × 126%; 보증금 한도 수도권 7억원·그 외 5억원. HUG
values a house by its own order (KB·부동산원 시세, 공시가격, 감정가) and decides itself: the
result is a screen, said so, never an approval.
"""
from __future__ import annotations

from decimal import Decimal

from . import laws
from .calc import Calculation, MissingInput
from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_pct, pct_of, to_int
from .workings import Given, WorkingsBuilder, given

# HUG 전세보증금반환보증 가입요건: 공시가격 적용비율 150% → 140%, 담보인정비율 100% → 90%
# (국토교통부 「전세사기 예방 및 피해 지원방안」 2023-02-02 발표, 2023-05-01 신규 가입분부터).
HUG_RULE_FROM = "2023-05-01"
HUG_LTV_PCT = Decimal(90)
OFFICIAL_PRICE_FACTOR_PCT = Decimal(140)
HUG_DEPOSIT_CAP = {True: 70_000, False: 50_000}


def jeonse_ratio(deposit: int | Given | None, price: int | Given | None, *, official_price: int | Given | None = None,
                 senior_debt: int | Given | None = None, capital_area: bool | None = None) -> Calculation:
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
