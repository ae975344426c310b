"""Jeonse money checks: 전세가율, senior debt, HUG eligibility, 소액임차인 최우선변제.

All amounts in 만원. The house value is the market price the caller supplies (from
market_data or the user); HUG itself values a house by 공시가격×140%·KB시세·감정가 in a
fixed order — this simple model uses one value and says so. When the user knows only the
공시가격, that one value is HUG's own: 공시가격 × 140% (HUG, 2023-05-01 가입분부터; see
jeonse_ratio for the rule's one definition).
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from holmes_kit.korean.text import josa

from .jeonse_ratio import HUG_DEPOSIT_CAP, HUG_LTV_PCT, HUG_RULE_FROM, OFFICIAL_PRICE_FACTOR_PCT
from .money import check_amount, format_manwon, format_pct, pct_of, to_int
from .regions import CLASS_KO, Region
from .small_tenant_tables import TABLES as SMALL_TENANT_TABLES
from .workings import Given, Workings, WorkingsBuilder, given

#: Banks register a 근저당 at ~120% of the principal; dividing back estimates the loan, shown
#: only as a note — the senior claim itself is the 채권최고액 (what an auction pays it first).
MORTGAGE_MAX_CLAIM_FACTOR = Decimal("1.2")
HUG_DEBT_RATIO_PCT = int(HUG_LTV_PCT)
#: 시행령 제10조·제11조: band -> (보증금 상한, 최우선변제액), from the one dated table module.
#: The risk check judges a lease signed now against a house's current state, so the newest
#: table applies (priority_repayment picks older tables by the first mortgage's date).
_NEWEST = max(SMALL_TENANT_TABLES, key=lambda t: t.effective)
SMALL_TENANT_TABLE: dict[str, tuple[int, int]] = _NEWEST.bands
SMALL_TENANT_AS_OF = _NEWEST.effective.isoformat()
#: 다가구: a small tenant who moves in after me still takes his 최우선변제 ahead of my deposit (제8조),
#: so the 선순위 보증금 the user counts must include those amounts too (said once, in the lead).
SENIOR_DEPOSITS_NOTE = ("다가구라면 선순위 보증금에는 나보다 늦게 들어온 소액임차인의 최우선변제액도 더해야 합니다"
                        "(주택임대차보호법 제8조: 경매 시 순위와 관계없이 먼저 배당).")


@dataclass(frozen=True)
class JeonseInput:
    deposit: int | Given
    market_price: int | Given | None  # None only with official_price: the house is then valued as HUG does
    region: Region
    mortgage_max_claim: int | Given | None = None  # 선순위 근저당 채권최고액 합계; None = 미확인
    senior_deposits: int | Given = 0  # 선순위 임차보증금 (다가구 등)
    official_price: int | Given | None = None  # 공시가격 — HUG's house value is 공시가격 × 140%
    #: False when the region was assumed (not told): the HUG 보증금 한도 differs by region (수도권 7억·그 외 5억),
    #: so a deposit between the two caps is stated on both conditions and decides nothing
    region_known: bool = True
    #: the kind of home (PropertyType code): a 빌라 (연립·다세대) is valued by HUG at 공시가격 × 140% first
    property_type: str | None = None


# Homes HUG values at 공시가격 × 140% before any market price (연립·다세대 have no KB 시세 for most buildings): with only
# the market price told, the 90% test on it decides nothing (expert review 12: X031, P133).
OFFICIAL_FIRST = frozenset({"VILLA"})


@dataclass(frozen=True)
class SmallTenant:
    eligible: bool
    threshold_manwon: int
    band_amount_manwon: int
    protected_manwon: int


@dataclass(frozen=True)
class JeonseMoney:
    deposit_manwon: int
    market_price_manwon: int
    jeonse_ratio_pct: Decimal  # exact; format for display
    senior_debt_manwon: int
    senior_debt_known: bool
    total_burden_pct: Decimal  # (선순위 채무 + 보증금) ÷ 시세
    hug_eligible: bool | None  # None: turns only on the region, which was not told (see hug_cap_note)
    hug_failures: tuple[str, ...]
    small_tenant: SmallTenant
    region: Region
    workings: Workings
    #: the house value is HUG's 공시가격 × 140%, not a market price: no 전세가율 is claimed from it
    value_from_official: bool = False
    senior_deposits_manwon: int = 0  # 선순위 임차보증금 (다가구 등), part of the 부채비율 beside the 근저당
    #: the region-conditional HUG cap sentence ("비수도권이라면 … 수도권이면 …") when the region was not told
    hug_cap_note: str = ""


def analyse_jeonse(inp: JeonseInput) -> JeonseMoney:
    w = WorkingsBuilder()
    dep_g = given(inp.deposit)
    deposit = check_amount("deposit", dep_g.value, allow_zero=False, label="보증금")
    w.use("보증금", dep_g, format_manwon(deposit))
    hug_value = None
    if inp.official_price is not None:
        og = given(inp.official_price)
        official = check_amount("official_price", og.value, allow_zero=False, label="공시가격")
        w.use("공시가격", og, format_manwon(official))
        hug_value = to_int(Decimal(official) * OFFICIAL_PRICE_FACTOR_PCT / 100)
        w.line(f"HUG 주택가격 = 공시가격 {format_manwon(official)} × 140% = {format_manwon(hug_value)} "
               f"(HUG {HUG_RULE_FROM} 가입분부터)")
    if inp.market_price is None:
        if hug_value is None:
            raise ValueError("market_price or official_price is required")
        # Only the 공시가격 is known: the house is valued as HUG values it, and said so.
        price_g = Given.data(hug_value, f"공시가격 {format_manwon(official)} × 140% — HUG 주택가격 산정 기준, 시세 미입력")
    else:
        price_g = given(inp.market_price)
    price = check_amount("market_price", price_g.value, allow_zero=False, label="주택 가격")
    w.use("주택 가격(시세)", price_g, format_manwon(price))
    w.use("지역", Given.user(inp.region.label), f"{inp.region.label} ({CLASS_KO[inp.region.small_tenant_class]})")

    ratio = pct_of(deposit, price)
    w.line(f"전세가율 = {format_manwon(deposit)} ÷ {format_manwon(price)} = {format_pct(ratio)}")

    senior_debt, known = _senior_debt(inp, w)
    senior_dep_g = given(inp.senior_deposits)
    senior_dep = check_amount("senior_deposits", senior_dep_g.value, label="선순위 임차보증금")
    if senior_dep:
        w.use("선순위 임차보증금", senior_dep_g, format_manwon(senior_dep))
    senior_total = senior_debt + senior_dep
    burden = pct_of(senior_total + deposit, price)
    if senior_dep:
        # every term the ratio adds is shown, so the figures written produce the figure (다가구: 근저당 + 선순위 보증금 + 내 보증금)
        w.line(f"선순위 합계 = 근저당 {format_manwon(senior_debt)} + 선순위 임차보증금 {format_manwon(senior_dep)} = "
               f"{format_manwon(senior_total)}")
        w.line(f"부채비율 = (근저당 {format_manwon(senior_debt)} + 선순위 보증금 {format_manwon(senior_dep)} + 보증금 "
               f"{format_manwon(deposit)}) ÷ {format_manwon(price)} = {format_pct(burden)}")
    else:
        w.line(
            f"부채비율 = (선순위 {format_manwon(senior_total)} + 보증금 {format_manwon(deposit)}) ÷ "
            f"{format_manwon(price)} = {format_pct(burden)}"
        )
    hug_ok, failures, cap_note = _hug(deposit, senior_total, price if hug_value is None else hug_value, inp.region, w,
                                      official=hug_value is not None, region_known=inp.region_known)
    if hug_ok and hug_value is None and inp.property_type in OFFICIAL_FIRST:
        # passed on the market price only: what the 공시가격 must be for the same 90% test on 공시가격 × 140%
        need = -(-(senior_total + deposit) * 10_000 // int(OFFICIAL_PRICE_FACTOR_PCT * HUG_DEBT_RATIO_PCT))  # ceil
        w.line(f"빌라 HUG 주택가격 = 공시가격 × 140% → (선순위 + 보증금) {format_manwon(senior_total + deposit)} ÷ 126% = "
               f"공시가격 {format_manwon(need)} 이상이어야 충족")
        hug_ok = None
        cap_note = (f"{cap_note} " if cap_note else "") + (
            f"다만 빌라(연립·다세대)는 HUG가 공시가격 × 140%를 먼저 주택가격으로 보므로, 전세보증금반환보증은 공시가격이 "
            f"{format_manwon(need)} 이상일 때(선순위와 보증금 {format_manwon(senior_total + deposit)} ≤ 공시가격의 126%) 가입할 수 "
            "있습니다 — 공시가격(부동산 공시가격 알리미)을 알려 주시면 확인해 드립니다.")
    small = _small_tenant(deposit, price, inp.region, w)
    return JeonseMoney(deposit, price, ratio, senior_debt, known, burden, hug_ok, failures, small, inp.region, w.freeze(),
                       value_from_official=inp.market_price is None, senior_deposits_manwon=senior_dep,
                       hug_cap_note=cap_note)


def _senior_debt(inp: JeonseInput, w: WorkingsBuilder) -> tuple[int, bool]:
    if inp.mortgage_max_claim is None:
        g = Given.default(0, "등기부등본 을구 미확인 — 0으로 두고 계산, 확인 필요")
        w.use("선순위 근저당 채권최고액", g, "0원")
        w.line("선순위 근저당 = 0원 (채권최고액 미확인)")
        return 0, False
    g = given(inp.mortgage_max_claim)
    claim = check_amount("mortgage_max_claim", g.value, label="근저당 채권최고액")
    w.use("선순위 근저당 채권최고액", g, format_manwon(claim))
    w.line(f"선순위 근저당 = 채권최고액 {format_manwon(claim)} (경매 배당·HUG 심사 모두 채권최고액 기준)")
    if not claim:  # "근저당 없음": nothing registered, no loan behind it to estimate
        return 0, True
    principal = to_int(Decimal(claim) / MORTGAGE_MAX_CLAIM_FACTOR)
    estimate = josa(f"{format_manwon(principal)}(= {format_manwon(claim)} ÷ 1.2)", "으로")
    w.note(f"참고: 은행은 보통 원금의 120%를 채권최고액으로 등기하므로 대출 원금은 약 {estimate} 추정되지만, 근저당권자는 이자·지연손해금까지 채권최고액 한도로 "
           "먼저 배당받으므로(민법 제357조) 위험 판단에는 채권최고액 전액을 선순위로 봅니다.")
    return claim, True


def _hug(deposit: int, senior: int, price: int, region: Region, w: WorkingsBuilder, *,
         official: bool = False, region_known: bool = True) -> tuple[bool | None, tuple[str, ...], str]:
    failures: list[str] = []
    cap_note = ""
    in_capital, elsewhere = HUG_DEPOSIT_CAP[True], HUG_DEPOSIT_CAP[False]
    if not region_known and elsewhere < deposit <= in_capital:
        # The cap turns on the region alone, which the user did not give: both conditions are stated and
        # neither is assumed — an assumed region must not make a deal '위험'.
        ok_cap: bool | None = None
        cap_note = (f"지역을 몰라 HUG 보증금 한도는 조건부입니다: 비수도권이라면 보증금 {format_manwon(deposit)}이 한도 "
                    f"{format_manwon(elsewhere)}을 넘고, 수도권이면 한도 {format_manwon(in_capital)} 이내입니다.")
        w.line(f"HUG 보증금 한도: 비수도권이라면 {format_manwon(elsewhere)} 초과, 수도권이면 {format_manwon(in_capital)} 이내 "
               f"(지역 미입력 — 판정하지 않음)")
    elif not region_known:  # under both caps, or over both: the region does not change the answer
        ok_cap = deposit <= elsewhere
        w.line(f"HUG 보증금 한도(수도권 {format_manwon(in_capital)}·비수도권 {format_manwon(elsewhere)}): 보증금 "
               f"{format_manwon(deposit)} → 지역과 관계없이 {'충족' if ok_cap else '초과'}")
        if not ok_cap:
            failures.append(f"보증금 {format_manwon(deposit)}이 수도권 한도 {format_manwon(in_capital)}도 넘습니다")
    else:
        cap = HUG_DEPOSIT_CAP[region.capital_area]
        area = "수도권" if region.capital_area else "비수도권"
        ok_cap = deposit <= cap
        w.line(f"HUG 보증금 한도({area}) {format_manwon(cap)}: 보증금 {format_manwon(deposit)} → {'충족' if ok_cap else '초과'}")
        if not ok_cap:
            failures.append(f"보증금 {format_manwon(deposit)}이 {area} 한도 {format_manwon(cap)}을 넘습니다")
    limit = Decimal(price) * HUG_DEBT_RATIO_PCT / 100
    total = senior + deposit
    ok_ratio = total * 100 <= price * HUG_DEBT_RATIO_PCT
    w.line(
        f"HUG 담보 기준 = {format_manwon(price)} × {HUG_DEBT_RATIO_PCT}% = {format_manwon(limit)}; "
        f"선순위 + 보증금 = {format_manwon(total)} → {'충족' if ok_ratio else '초과'}"
    )
    basis = "공시가격×140%" if official else "주택가격"
    if not ok_ratio:
        failures.append(f"선순위 채무와 보증금 합계 {format_manwon(total)}이 {basis}의 90%({format_manwon(limit)})를 넘습니다")
    if official:
        w.note(f"HUG는 공시가격만 있는 주택을 공시가격 × 140%로 평가하고 그 90%까지(공시가격의 126%) 보증합니다"
               f"({HUG_RULE_FROM} 가입분부터). KB·부동산원 시세가 있으면 그 값이 먼저 쓰일 수 있습니다.")
    else:
        w.note("HUG 심사는 공시가격×140%·KB시세·감정가 순으로 주택가격을 정합니다. 여기서는 입력된 시세 하나로 단순화했습니다.")
    eligible = False if failures else (None if ok_cap is None else True)
    return eligible, tuple(failures), cap_note


def _small_tenant(deposit: int, price: int, region: Region, w: WorkingsBuilder) -> SmallTenant:
    threshold, amount = SMALL_TENANT_TABLE[region.small_tenant_class]
    eligible = deposit <= threshold
    half = price // 2
    band = CLASS_KO[region.small_tenant_class]
    if not eligible:
        w.line(f"소액임차인 기준({band}) 보증금 {format_manwon(threshold)} 이하 — 보증금 {format_manwon(deposit)} → 해당 없음")
        return SmallTenant(False, threshold, amount, 0)
    protected = min(amount, deposit, half)
    w.line(f"소액임차인 기준({band}) 보증금 {format_manwon(threshold)} 이하 — 보증금 {format_manwon(deposit)} → 해당")
    w.line(
        f"최우선변제액 = min(기준액 {format_manwon(amount)}, 보증금 {format_manwon(deposit)}, "
        f"주택가액의 1/2 {format_manwon(half)}) = {format_manwon(protected)}"
    )
    w.note(
        f"소액임차인 기준은 시행령 {SMALL_TENANT_AS_OF} 시행분입니다. 실제로는 선순위 담보물권 설정일 당시 기준이 적용되고, "
        "경매개시결정등기 전에 전입신고와 인도를 마쳐야 합니다(주택임대차보호법 제8조)."
    )
    if region.caveat:
        w.note(f"확인 필요: {region.caveat}.")
    return SmallTenant(True, threshold, amount, protected)

