"""Jeonse ↔ monthly-rent conversion at the legal cap.

주택임대차보호법 제7조의2 + 시행령 제9조: when a deposit is converted to monthly rent the
annual rate may not exceed the lower of 10% and 기준금리 + 2%p. The cap binds conversions
within an existing lease; for a brand-new lease it is only a market reference — stated.
Monthly rents are in 원 (a 만원 unit would hide what the tenant pays).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_FLOOR, Decimal

from . import laws
from .errors import AnalysisInputError
from .money import check_amount, check_rate, format_manwon, format_rate, format_won, to_int
from .workings import Given, Workings, WorkingsBuilder, given

CAP_PCT = Decimal(10)
SPREAD_PCT = Decimal(2)
#: 한국은행 decides the 기준금리 eight times a year; a rate older than this is flagged to the user.
BASE_RATE_STALE_DAYS = 90


@dataclass(frozen=True)
class ConversionRate:
    rate_pct: Decimal
    base_rate_pct: Decimal
    base_rate_as_of: date
    workings: Workings


@dataclass(frozen=True)
class Conversion:
    rate: ConversionRate
    monthly_rent_won: int | None  # 전세 → 월세: 월세 상한 (the whole rent, the current one included)
    jeonse_equivalent_manwon: int | None  # 월세 → 전세: 환산 보증금
    workings: Workings
    added_rent_won: int | None = None  # the rent the converted deposit adds (= monthly_rent_won without a current rent)
    current_rent_won: int | None = None


def conversion_rate(base_rate: float | Given, as_of: date | str) -> ConversionRate:
    g = given(base_rate)
    base = check_rate("base_rate", g.value, low=0, high=20, label="기준금리")
    if isinstance(as_of, str):
        try:
            as_of = date.fromisoformat(as_of)
        except ValueError:
            raise AnalysisInputError("base_rate_as_of", f"기준금리 기준일 형식이 올바르지 않습니다: {as_of!r}.") from None
    w = WorkingsBuilder()
    w.use("한국은행 기준금리", g, f"{format_rate(base)} ({as_of} 기준)")
    rate = min(CAP_PCT, base + SPREAD_PCT)
    w.line(f"전환율 상한 = min(10%, 기준금리 {format_rate(base)} + 2%p) = {format_rate(rate)}")
    w.note(f"근거: {laws.CONVERSION_CAP.law} {laws.CONVERSION_CAP.article}, 시행령 {laws.CONVERSION_CAP_DECREE.article}. "
           "계약 기간 중 보증금을 월세로 바꿀 때의 상한이며, 신규 계약에는 참고치입니다.")
    return ConversionRate(rate, base, as_of, w.freeze())


def jeonse_to_monthly(current_deposit: int | Given, new_deposit: int | Given, rate: ConversionRate,
                      current_rent_won: int | Given | None = None) -> Conversion:
    """Highest monthly rent allowed when lowering the deposit from current to new. A rent already
    paid stays and the converted part is added to it: 제7조의2 caps the rate at which the deposit
    taken off becomes rent, so the new rent = 현재 월세 + 줄인 보증금 × 전환율 ÷ 12."""
    cg, ng = given(current_deposit), given(new_deposit)
    cur = check_amount("current_deposit", cg.value, allow_zero=False, label="현재 보증금")
    new = check_amount("new_deposit", ng.value, label="바꾼 뒤 보증금")
    if new >= cur:
        raise AnalysisInputError("new_deposit", f"바꾼 뒤 보증금 {format_manwon(new)}이 현재 보증금 {format_manwon(cur)}보다 작아야 월세로 전환됩니다.")
    w = WorkingsBuilder()
    w.absorb(rate.workings)
    w.use("현재 보증금", cg, format_manwon(cur))
    w.use("바꾼 뒤 보증금", ng, format_manwon(new))
    converted_won = Decimal(cur - new) * 10_000
    # 상한이므로 원 단위 미만은 버린다 (올리면 법정 상한을 넘는다).
    rent = int((converted_won * rate.rate_pct / 100 / 12).to_integral_value(ROUND_FLOOR))
    if current_rent_won is None:
        w.line(f"월세 상한 = ({format_manwon(cur)} − {format_manwon(new)}) × {format_rate(rate.rate_pct)} ÷ 12 = {format_won(rent)}")
        return Conversion(rate, rent, None, w.freeze(), added_rent_won=rent)
    rg = given(current_rent_won)
    now = check_amount("current_rent_won", rg.value, maximum=1_000_000_000, label="현재 월세(원)")
    w.use("현재 월세", rg, format_won(now))
    w.line(f"늘어나는 월세 = ({format_manwon(cur)} − {format_manwon(new)}) × {format_rate(rate.rate_pct)} ÷ 12 = {format_won(rent)}")
    w.line(f"월세 상한 = 현재 월세 {format_won(now)} + {format_won(rent)} = {format_won(now + rent)}")
    return Conversion(rate, now + rent, None, w.freeze(), added_rent_won=rent, current_rent_won=now)


def monthly_to_jeonse(deposit: int | Given, monthly_rent_won: int | Given, rate: ConversionRate) -> Conversion:
    """Jeonse deposit equivalent to deposit + monthly rent at the capped rate."""
    dg, rg = given(deposit), given(monthly_rent_won)
    dep = check_amount("deposit", dg.value, label="보증금")
    rent = check_amount("monthly_rent_won", rg.value, allow_zero=False, maximum=1_000_000_000, label="월세(원)")
    w = WorkingsBuilder()
    w.absorb(rate.workings)
    w.use("보증금", dg, format_manwon(dep))
    w.use("월세", rg, format_won(rent))
    extra_manwon = Decimal(rent) * 12 / (rate.rate_pct / 100) / 10_000
    total = dep + to_int(extra_manwon)
    w.line(f"월세의 보증금 환산 = {format_won(rent)} × 12 ÷ {format_rate(rate.rate_pct)} = {format_manwon(to_int(extra_manwon))}")
    w.line(f"전세 환산 보증금 = {format_manwon(dep)} + {format_manwon(to_int(extra_manwon))} = {format_manwon(total)}")
    return Conversion(rate, None, total, w.freeze())


def deposit_raised(current_deposit: int | Given, new_deposit: int | Given, rate: ConversionRate,
                   current_rent_won: int | Given | None = None) -> Conversion:
    """The rent a raised deposit takes off ("보증금 5천 더 올리면 월세 얼마나 깎아줘야"): the raise × rate ÷ 12,
    the capped rate run backwards (no statute fixes this direction), floored at no rent at all."""
    cg, ng = given(current_deposit), given(new_deposit)
    cur = check_amount("current_deposit", cg.value, label="현재 보증금")
    new = check_amount("new_deposit", ng.value, allow_zero=False, label="올린 뒤 보증금")
    w = WorkingsBuilder()
    w.absorb(rate.workings)
    if cur:
        w.use("현재 보증금", cg, format_manwon(cur))
        w.use("올린 뒤 보증금", ng, format_manwon(new))
    else:
        w.use("올리는 보증금", ng, format_manwon(new))
    cut = int((Decimal(new - cur) * 10_000 * rate.rate_pct / 100 / 12).to_integral_value(ROUND_FLOOR))
    w.line(f"줄어드는 월세 = {format_manwon(new - cur)} × {format_rate(rate.rate_pct)} ÷ 12 = {format_won(cut)}")
    if current_rent_won is None:
        return Conversion(rate, None, None, w.freeze(), added_rent_won=-cut)
    rg = given(current_rent_won)
    now = check_amount("current_rent_won", rg.value, maximum=1_000_000_000, label="현재 월세(원)")
    w.use("현재 월세", rg, format_won(now))
    left = max(0, now - cut)
    w.line(f"바뀐 월세 = {format_won(now)} − {format_won(cut)} = {format_won(left)}")
    return Conversion(rate, left, None, w.freeze(), added_rent_won=-cut, current_rent_won=now)


def offered_rate(current_deposit: int | Given, new_deposit: int | Given, offered_rent_won: int | Given,
                 rate: ConversionRate) -> tuple[Decimal, int, Workings]:
    """The yearly rate a proposed rent implies for the deposit taken off ("보증금 3천 빼고 월세 15만원"):
    월세 × 12 ÷ 줄인 보증금 — the figure to hold against the cap of 제7조의2. Also the most rent the cap
    allows for the same part. Returns (rate %, capped rent 원, workings)."""
    cg, ng, rg = given(current_deposit), given(new_deposit), given(offered_rent_won)
    cur = check_amount("current_deposit", cg.value, allow_zero=False, label="현재 보증금")
    new = check_amount("new_deposit", ng.value, label="바꾼 뒤 보증금")
    rent = check_amount("offered_rent", rg.value, allow_zero=False, maximum=1_000_000_000, label="제안받은 월세(원)")
    if new >= cur:
        raise AnalysisInputError("new_deposit", f"바꾼 뒤 보증금 {format_manwon(new)}이 현재 보증금 {format_manwon(cur)}보다 작아야 "
                                                "월세로 전환됩니다.")
    w = WorkingsBuilder()
    w.absorb(rate.workings)
    taken = cur - new
    if new:
        w.use("현재 보증금", cg, format_manwon(cur))
        w.use("바꾼 뒤 보증금", ng, format_manwon(new))
    else:
        w.use("월세로 바꾸는 보증금", cg, format_manwon(cur))
    w.use("제안받은 월세", rg, format_won(rent))
    pct = (Decimal(rent) * 12 / (Decimal(taken) * 10_000) * 100).quantize(Decimal("0.01")).normalize()
    w.line(f"적용된 전환율 = 월세 {format_won(rent)} × 12 ÷ 줄인 보증금 {format_manwon(taken)} = {format_rate(pct)}")
    capped = int((Decimal(taken) * 10_000 * rate.rate_pct / 100 / 12).to_integral_value(ROUND_FLOOR))
    w.line(f"상한으로 계산한 월세 = {format_manwon(taken)} × {format_rate(rate.rate_pct)} ÷ 12 = {format_won(capped)}")
    return pct, capped, w.freeze()


def _stated(rate: ConversionRate, stated_pct: float | Given | None, *, capped: bool) -> tuple[ConversionRate, str]:
    """The rate the user names ("전환율 4%로"): used when the law allows it — at or under the cap, or
    turning rent into deposit, which no statute caps — else the cap, and the excess said to be void."""
    if stated_pct is None:
        return rate, ""
    pct = Decimal(str(check_rate("rate_pct", given(stated_pct).value, low=0, high=30, label="전환율")))
    if pct <= 0:
        return rate, ""
    if capped and pct > rate.rate_pct:
        return rate, (f" 말씀하신 전환율 {format_rate(pct)}는 법정 상한 {format_rate(rate.rate_pct)}를 넘어, "
                      "상한을 넘는 부분의 월세는 효력이 없습니다(제7조의2).")
    w = WorkingsBuilder()
    w.absorb(rate.workings)
    w.line(f"적용 전환율 = 말씀하신 {format_rate(pct)}" + (f" (법정 상한 {format_rate(rate.rate_pct)} 이내)" if capped else ""))
    note = f" 말씀하신 전환율 {format_rate(pct)}로 계산했습니다" + (
        f"(법정 상한 {format_rate(rate.rate_pct)} 이내)." if capped else ".")
    return ConversionRate(pct, rate.base_rate_pct, rate.base_rate_as_of, w.freeze()), note


def rent_conversion(rate: ConversionRate, *, deposit: int | Given | None = None, new_deposit: int | Given | None = None,
                    monthly_rent_won: int | Given | None = None, rate_pct: float | Given | None = None,
                    today: date | None = None) -> tuple[str, Conversion | None, Workings]:
    """Both directions at the capped rate: the user's own conversion when the figures allow
    (보증금→월세 with a current and a new deposit; 월세→보증금 with a deposit and a rent; a deposit
    raised to take rent off), and always the per-unit figures (보증금 1,000만원 → 월세, 월세 10만원 → 보증금).
    ``rate_pct``: a rate the user names, used where the law allows it (see _stated)."""
    cap = rate
    raising = deposit is not None and new_deposit is not None and given(new_deposit).value > given(deposit).value
    into_rent = deposit is not None and new_deposit is not None and not raising
    into_deposit = not into_rent and not raising and deposit is not None and monthly_rent_won is not None
    # no figures of the user's: the cap itself is the answer, and a rate named above it is void
    rate, said = _stated(rate, rate_pct, capped=into_rent or not (raising or into_deposit))
    if not (raising or into_rent or into_deposit):
        said = said if rate is cap else ""  # only the excess is worth saying without a figure to apply it to
        rate = cap
    w = WorkingsBuilder()
    w.absorb(rate.workings)
    per_10m = int((Decimal(10_000_000) * cap.rate_pct / 100 / 12).to_integral_value(ROUND_FLOOR))
    per_100k = to_int(Decimal(100_000) * 12 / (cap.rate_pct / 100) / 10_000)
    w.line(f"보증금 → 월세: 보증금 1,000만원 = 월세 {format_won(per_10m)} (1,000만원 × {format_rate(cap.rate_pct)} ÷ 12)")
    w.line(f"월세 → 보증금: 월세 10만원 = 보증금 {format_manwon(per_100k)} (10만원 × 12 ÷ {format_rate(cap.rate_pct)})")
    conv: Conversion | None = None
    law = f"주택임대차보호법 제7조의2, 시행령 제9조, 기준금리 {format_rate(rate.base_rate_pct)} {rate.base_rate_as_of} 기준"
    agreed = ("월세를 보증금으로 바꾸는 비율은 법으로 정한 비율이 없어 집주인과 합의로 정하며, 이 금액은 "
              "보증금→월세 전환 상한을 거꾸로 적용한 참고치입니다")
    if raising:
        assert deposit is not None and new_deposit is not None
        conv = deposit_raised(deposit, new_deposit, rate, monthly_rent_won or None)
        cur, new = given(deposit).value, given(new_deposit).value
        cut = -(conv.added_rent_won or 0)
        raised = (f"보증금을 {format_manwon(cur)}에서 {format_manwon(new)}으로 {format_manwon(new - cur)} 올리면" if cur
                  else f"보증금을 {format_manwon(new)} 더 올리면")
        if conv.current_rent_won:
            lead = (f"{raised} 월세는 {format_won(cut)} 줄어 현재 월세 {format_won(conv.current_rent_won)}이 "
                    f"{format_won(conv.monthly_rent_won or 0)}이 됩니다 — {format_manwon(new - cur)} × 전환율 "
                    f"{format_rate(rate.rate_pct)} ÷ 12({law}). {agreed}.")
        else:
            lead = (f"{raised} 월세는 {format_won(cut)} 줄어듭니다 — {format_manwon(new - cur)} × 전환율 "
                    f"{format_rate(rate.rate_pct)} ÷ 12({law}). {agreed}.")
    elif deposit is not None and new_deposit is not None:
        conv = jeonse_to_monthly(deposit, new_deposit, rate, monthly_rent_won or None)
        cur, new = given(deposit).value, given(new_deposit).value
        if conv.current_rent_won:
            # One figure, the whole rent: "월세 최대 7만 5,000원" read as the rent itself was wrong.
            taken = cur - new
            lead = (f"보증금 {format_manwon(cur)}·월세 {format_won(conv.current_rent_won)}에서 보증금을 {format_manwon(new)}으로 "
                    f"낮추면 월세는 최대 {format_won(conv.monthly_rent_won or 0)}까지 받을 수 있습니다 — 줄인 보증금 "
                    f"{format_manwon(taken)} × 전환율 상한 {format_rate(rate.rate_pct)} ÷ 12 = {format_won(conv.added_rent_won or 0)}을 "
                    f"현재 월세 {format_won(conv.current_rent_won)}에 더한 금액입니다(전환율 상한 = min(10%, 기준금리 "
                    f"{format_rate(rate.base_rate_pct)} + 2%p), {law}).")
        else:
            lowered = (f"보증금 {format_manwon(cur)}을 월세로 바꾸면" if new == 0 else
                       f"보증금 {format_manwon(cur)}을 {format_manwon(new)}으로 낮추면")
            named = "전환율 상한" if rate is cap else "적용 전환율"
            lead = (f"{lowered} 받을 수 있는 월세는 최대 "
                    f"{format_won(conv.monthly_rent_won or 0)}입니다({named} {format_rate(rate.rate_pct)}, {law}).")
    elif deposit is not None and monthly_rent_won is not None:
        conv = monthly_to_jeonse(deposit, monthly_rent_won, rate)
        dep, rent = given(deposit).value, given(monthly_rent_won).value
        # 제7조의2 caps only 보증금 → 월세; the other way there is no legal rate (합의 사항), so the
        # capped rate run backwards is a reference figure and said so.
        if dep == 0:
            lead = (f"월세 {format_won(rent)}을 보증금으로 돌리면 전환율 {format_rate(rate.rate_pct)}로 환산해 보증금 "
                    f"{format_manwon(conv.jeonse_equivalent_manwon or 0)}에 해당합니다 — {agreed}({law}).")
        else:
            # the rent's share named too: "월세 없애면 보증금 얼마 올려야?" asks that sum, not the total
            added = (conv.jeonse_equivalent_manwon or 0) - dep
            lead = (f"보증금 {format_manwon(dep)}에 월세 {format_won(rent)}은 전환율 상한 {format_rate(rate.rate_pct)}로 "
                    f"전세 보증금 {format_manwon(conv.jeonse_equivalent_manwon or 0)}에 해당합니다 — 월세를 보증금으로 "
                    f"돌리면 보증금이 {format_manwon(added)} 늘어납니다({law}). {agreed}.")
    else:
        lead = (f"전월세 전환율 상한은 {format_rate(cap.rate_pct)}로, 보증금 1,000만원을 월세로 바꾸면 월 최대 "
                f"{format_won(per_10m)}, 월세 10만원은 보증금 {format_manwon(per_100k)}에 해당합니다({law}). "
                "월세로 바꾸려는 보증금 액수를 알려 주시면 그 월세 상한을 계산해 드립니다.")  # the one input missing (review 12)
    lead += said
    if today is not None and (today - rate.base_rate_as_of).days > BASE_RATE_STALE_DAYS:
        lead += (f" 기준금리 {format_rate(rate.base_rate_pct)}는 {rate.base_rate_as_of} 기준이라 그 뒤 바뀌었을 수 있습니다"
                 " — 한국은행 기준금리를 확인해 주세요.")
    if conv is not None:
        w.absorb(conv.workings)
    return lead, conv, w.freeze()


def offer_conversion(rate: ConversionRate, deposit: int | Given, new_deposit: int | Given,
                     offered_rent_won: int | Given, today: date | None = None) -> tuple[str, Decimal, int, Workings]:
    """"보증금 5천 빼고 월세 25만원 더, 몇 %예요?": the rate of the offer leads, held against the cap
    (제7조의2); then the most rent the cap allows. Returns (lead, rate %, capped rent 원, workings)."""
    pct, capped, w = offered_rate(deposit, new_deposit, offered_rent_won, rate)
    cur, new, rent = given(deposit).value, given(new_deposit).value, given(offered_rent_won).value
    law = f"주택임대차보호법 제7조의2, 시행령 제9조, 기준금리 {format_rate(rate.base_rate_pct)} {rate.base_rate_as_of} 기준"
    part = f"보증금 {format_manwon(cur - new)}" if not new else f"보증금 {format_manwon(cur)} 중 {format_manwon(cur - new)}"
    over = pct > rate.rate_pct
    lead = (f"{part}을 월세 {format_won(rent)}으로 바꾸면 연 {format_rate(pct)}로 전환한 셈이라(월세 × 12 ÷ 줄인 보증금) "
            f"법정 전환율 상한 {format_rate(rate.rate_pct)}를 {'넘습니다' if over else '넘지 않습니다'}"
            f"(상한 = min(10%, 기준금리 {format_rate(rate.base_rate_pct)} + 2%p), {law}).")
    if over:
        lead += (f" 상한으로는 월세 {format_won(capped)}까지만 받을 수 있고, 계약 기간 중이나 갱신 때 보증금을 월세로 바꾸는 "
                 "경우 넘는 부분은 효력이 없어 이미 냈다면 돌려받을 수 있습니다(제10조의2).")
    else:
        lead += f" 상한으로 계산하면 월세는 최대 {format_won(capped)}입니다."
    if today is not None and (today - rate.base_rate_as_of).days > BASE_RATE_STALE_DAYS:
        lead += (f" 기준금리 {format_rate(rate.base_rate_pct)}는 {rate.base_rate_as_of} 기준이라 그 뒤 바뀌었을 수 있습니다"
                 " — 한국은행 기준금리를 확인해 주세요.")
    return lead, pct, capped, w
