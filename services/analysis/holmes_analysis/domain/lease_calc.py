"""Lease figures the law fixes: the 5% increase cap, the renewal-demand window, delay interest.

- 증액 한도: 주택임대차보호법 제7조 제2항 + 시행령 제8조 제1항 — an increase may not exceed
  1/20 (5%) of the agreed 보증금 or 차임, and none within a year of the last one. It binds
  during the lease and at a renewal under 제6조의3; a new lease with a new tenant is free.
- 갱신요구 기간: 제6조의3 제1항 (2020-12-10 이후 체결·갱신된 계약) — from 6개월 전 to 2개월
  전 of the end date; the same window bounds the landlord's 갱신거절 통지 (제6조 제1항), and a
  landlord who lets it pass gets a 묵시적 갱신 of 2 years (제6조 제2항) he cannot end; 제6조의2 —
  after a 묵시적 갱신 the tenant may end it at any time, in effect 3개월 after the landlord
  receives the notice. A lease without a stated term is 2 years (제4조 제1항).
- 지연이자: 민법 제379조 연 5% from the day after the deposit was due; 소송촉진 등에 관한
  특례법 제3조 + 법정이율 규정 연 12% (2019-06-01 시행) from the day after the complaint was served.
Amounts in 만원 in, figures in 원 out where a tenant counts 원.
"""
from __future__ import annotations

import calendar
import re
from datetime import date, timedelta
from decimal import ROUND_FLOOR, Decimal

from holmes_kit.clock import turn_day
from holmes_kit.korean.text import josa

from . import laws
from .calc import Calculation, MissingInput, add_months, fmt_date, parse_date
from .conversion import BASE_RATE_STALE_DAYS, ConversionRate, monthly_to_jeonse
from .errors import AnalysisInputError
from .money import (
    check_amount,
    check_rate,
    check_won,
    format_manwon,
    format_pct,
    format_rate,
    format_won,
    pct_of,
)
from .workings import Given, LawRef, WorkingsBuilder, given

INCREASE_CAP = Decimal(5)
CIVIL_RATE = Decimal(5)
LITIGATION_RATE = Decimal(12)
LITIGATION_RATE_FROM = date(2019, 6, 1)
# The 12% is a rate a decree fixes and has changed (15% before 2019-06-01): said with its date wherever it is cited.
LITIGATION_CITE = f"소송촉진 등에 관한 특례법 제3조, {LITIGATION_RATE_FROM.isoformat()} 시행"
RENEWAL_RULE_FROM = date(2020, 12, 10)


def _floor(x: Decimal) -> int:
    return int(x.to_integral_value(ROUND_FLOOR))


def rent_increase_cap(deposit: int | Given | None = None, monthly_rent: int | Given | None = None, *,
                      requested_deposit: int | Given | None = None,
                      requested_rent: int | Given | None = None,
                      requested_pct: float | None = None, rate: ConversionRate | None = None,
                      today: date | None = None, renewal_used: bool = False, raise_as_rent: bool = False) -> Calculation:
    """Largest legal new 보증금 / 월세 (만원 in), and a verdict on a requested figure (or a
    requested rate, "10% 올려달래요") if given. A rent asked on a lease that has none (전세 + 월세
    추가) is a raise too: with the conversion ``rate`` it is counted as the deposit it equals.
    ``raise_as_rent``: the deposit's raise is asked as a monthly rent ("그 증액분을 월세로 받으면") — the
    raise at the conversion cap (제7조의2) leads."""
    if deposit is None and monthly_rent is None:
        raise MissingInput("deposit", "지금 계약의 보증금(또는 월세)을 알려 주세요 — 5% 증액 한도를 원 단위로 계산해 드립니다.")
    if deposit is not None and monthly_rent is None and requested_rent is not None and rate is not None:
        return _rent_added(deposit, requested_rent, rate, requested_deposit, today)
    w = WorkingsBuilder()
    figures: dict[str, object] = {}
    sentences: list[str] = []
    verdicts: list[str] = []
    unchanged: list[tuple[str, str]] = []
    judged: list[str] = []  # sentences with a verdict on what was asked: they lead the answer
    for key, cur_v, req_v, label in (("deposit", deposit, requested_deposit, "보증금"),
                                     ("monthly_rent", monthly_rent, requested_rent, "월세")):
        if cur_v is None:
            continue
        g = given(cur_v)
        # in 원, exact: "월세 52만 5천원" is raised from 525,000원, not from 52만원
        cur_won = Decimal(check_won(key, g.value, allow_zero=False,
                                    maximum=10_000 if key == "monthly_rent" else 10_000_000, label=f"현재 {label}"))
        cur = format_won(cur_won)
        w.use(f"현재 {label}", g, cur)
        inc_won = _floor(cur_won * INCREASE_CAP / 100)
        new_won = int(cur_won) + inc_won
        w.line(f"{label} 증액 한도 = {cur} × 5% = {format_won(inc_won)} → 최대 {format_won(new_won)}")
        figures[f"{key}_increase_won"] = inc_won
        figures[f"{key}_max_won"] = new_won
        sentence = f"현재 {label} {cur}은 최대 {format_won(inc_won)}(5%)까지 올릴 수 있어 {format_won(new_won)}이 상한입니다"
        if req_v is not None:
            rg = given(req_v)
            req_won = check_won(f"requested_{key}", rg.value, allow_zero=False, label=f"요구받은 {label}")
            req = format_won(req_won)
            w.use(f"요구받은 {label}", rg, req)
            if req_won <= cur_won:
                # "5천/80 → 5천/84": an item kept (or lowered) is no increase to judge; the other
                # item is. Only when nothing at all rises is the request no increase.
                unchanged.append((f"requested_{key}", f"{label} {cur}"
                                  + ("은 그대로입니다" if req_won == cur_won else f"은 {req}으로 내려갑니다")))
                w.line(f"요구받은 {label} {req} ≤ 현재 {cur} → 증액 아님")
                continue
            pct = pct_of(req_won - cur_won, cur_won)
            ok = req_won <= new_won
            w.line(f"요구 인상률 = ({req} − {cur}) ÷ {cur} = {format_pct(pct, 2)}"
                   f" → {'5% 이내' if ok else '5% 초과'}")
            figures[f"requested_{key}_pct"] = pct
            verdicts.append("가능" if ok else "불가")
            sentence = (f"요구받은 {label} {req}은 현재 {cur}보다 {format_pct(pct, 2)} 올린 금액이라 "
                        # the bound is said as the increase and the total: users ask for either
                        + (f"5% 한도 안입니다 — 한도는 {format_won(inc_won)} 올린 {format_won(new_won)}입니다" if ok
                           else f"5% 한도를 넘습니다 — 최대 {format_won(inc_won)} 올린 {format_won(new_won)}까지만 올릴 수 있습니다"))
        if req_v is None and requested_pct is not None:
            pct = check_rate("requested_pct", requested_pct, low=0.01, high=1000, label="요구받은 인상률")
            ok = pct <= INCREASE_CAP
            asked_won = _floor(cur_won * (100 + pct) / 100)
            w.line(f"요구 인상률 {format_rate(pct)} → {format_won(asked_won)} ({'5% 이내' if ok else '5% 초과'})")
            figures[f"requested_{key}_pct"] = pct
            verdicts.append("가능" if ok else "불가")
            # "5%면 얼마 올라요?" asks the sum the raise adds as often as the total: within the cap both are said
            sentence = (f"{josa(f'{label} {cur}', '을')} {format_rate(pct)} 올린 {format_won(asked_won)}은 "
                        + (f"5% 한도 안입니다 — {format_won(asked_won - int(cur_won))} 오릅니다" if ok
                           else f"5% 한도를 넘습니다 — 현재 {label} {cur}은 "
                           f"최대 {format_won(inc_won)} 올린 {format_won(new_won)}까지만 가능합니다"))
            requested_pct = None  # one rate applies to the first figure the user gave
        (judged if f"requested_{key}_pct" in figures else sentences).append(sentence)
    w.note("계약 기간 중 증액이나 계약갱신요구권(제6조의3)으로 갱신할 때 적용됩니다. 새 임차인과 새로 맺는 계약에는 한도가 없습니다.")
    w.note("증액한 날부터 1년 안에는 다시 올릴 수 없습니다(제7조 제2항). 시·도 조례로 5%보다 낮출 수 있습니다.")
    w.note("보증금과 월세를 함께 올리거나 서로 바꿀 때는 전환율(제7조의2)로 환산해 전체 인상률이 5% 이내여야 합니다.")
    if unchanged and not (judged or sentences):
        field, what = unchanged[0]
        raise AnalysisInputError(field, f"요구받은 조건이 지금보다 높지 않아 증액이 아닙니다 — {what}.")
    sentences = judged + sentences + [what for _, what in unchanged]  # the verdict on what was asked leads
    verdict = ("불가" if "불가" in verdicts else "가능") if verdicts else None
    if renewal_used:
        # The right is used once (제6조의3 ②): a second renewal is agreed, and no 5% cap binds it — the
        # figures stay below as what the cap would have allowed.
        w.note("갱신요구권을 이미 쓴 뒤의 재계약은 합의로 정하는 새 계약입니다(대법원 2002. 6. 28. 선고 2002다23482 취지). "
               "등록임대사업자의 임대주택이면 민간임대주택에 관한 특별법 제44조의 5% 상한이 계속 적용됩니다.")
        sentences = ["갱신요구권은 한 번만 쓸 수 있어(주택임대차보호법 제6조의3 제2항) 이미 쓰셨다면 이번 갱신은 임대인과 "
                     "합의로 정하는 계약이라 5% 상한이 적용되지 않습니다(등록임대사업자의 집은 예외) — 참고로 5% 상한이었다면: "
                     + sentences[0], *sentences[1:]]
        verdict = None
    headline = ("; ".join(sentences) + "(주택임대차보호법 제7조, 시행령 제8조). "
                "계약 기간 중이나 갱신요구로 갱신할 때 적용되며, 증액 후 1년 안에는 다시 올릴 수 없습니다.")
    refs: tuple[LawRef, ...] = (laws.RENT_INCREASE, laws.RENT_INCREASE_DECREE, laws.RENEWAL_DEMAND)
    raised = figures.get("deposit_increase_won")
    if raise_as_rent and rate is not None and isinstance(raised, int):
        # "그 증액분을 월세로 받으면 한 달에 얼마": the raise turned into rent at the conversion cap
        monthly = _floor(Decimal(raised) * rate.rate_pct / 100 / 12)
        w.absorb(rate.workings)
        w.line(f"증액분의 월세 = {format_won(raised)} × {format_rate(rate.rate_pct)} ÷ 12 = {format_won(monthly)}")
        figures["raise_as_rent_won"] = monthly
        headline = (f"보증금 증액 한도 {format_won(raised)}을 월세로 받으면 전환율 상한 {format_rate(rate.rate_pct)}로 "
                    f"월 최대 {format_won(monthly)}입니다(주택임대차보호법 제7조의2, 시행령 제9조, 기준금리 "
                    f"{format_rate(rate.base_rate_pct)} {rate.base_rate_as_of} 기준). " + headline)
        refs = (*refs, laws.CONVERSION_CAP, laws.CONVERSION_CAP_DECREE)
    return Calculation(headline, figures, refs, "2020-07-31 시행", w.freeze(), verdict=verdict)


def _rent_added(deposit: int | Given, requested_rent: int | Given, rate: ConversionRate,
                requested_deposit: int | Given | None, today: date | None = None) -> Calculation:
    """A rent added to a lease that had none ("전세 3억, 갱신 때 월세 10만원 추가"): the whole raise is
    the deposit the rent equals at the conversion cap (제7조의2: 월세 × 12 ÷ 전환율) plus any deposit
    raise, measured against 5% of the deposit (제7조 제2항, 시행령 제8조). The most rent within the
    cap is the 5% left after a deposit raise, turned back into rent at the same rate."""
    w = WorkingsBuilder()
    dg, rg = given(deposit), given(requested_rent)
    dep = check_amount("deposit", dg.value, allow_zero=False, maximum=10_000_000, label="현재 보증금")
    rent = check_amount("requested_rent", rg.value, allow_zero=False, maximum=10_000, label="요구받은 월세")
    new_dep = dep
    if requested_deposit is not None:
        new_dep = check_amount("requested_deposit", given(requested_deposit).value, label="요구받은 보증금")
        if new_dep < dep:
            raise AnalysisInputError("requested_deposit", "보증금을 낮추면서 월세를 받는 것은 전월세 전환입니다 — "
                                                          "전환 후 월세 상한을 물어봐 주세요.")
    w.use("현재 보증금", dg, format_manwon(dep))
    w.use("요구받은 월세(새로 추가)", rg, format_manwon(rent))
    conv = monthly_to_jeonse(0, rent * 10_000, rate)
    w.absorb(conv.workings)
    equiv = conv.jeonse_equivalent_manwon or 0
    raised = new_dep - dep
    total = raised + equiv
    pct = pct_of(total, dep)
    cap_won = _floor(Decimal(dep) * 10_000 * INCREASE_CAP / 100)
    room_won = max(cap_won - raised * 10_000, 0)
    max_rent = _floor(Decimal(room_won) * rate.rate_pct / 100 / 12)
    ok = total * 10_000 <= cap_won
    w.line(f"전체 증액 = 보증금 증액 {format_manwon(raised)} + 월세 환산 {format_manwon(equiv)} = {format_manwon(total)}"
           f" → {format_manwon(dep)}의 {format_pct(pct, 2)} ({'5% 이내' if ok else '5% 초과'})")
    w.line(f"5% 한도 = {format_manwon(dep)} × 5% = {format_won(cap_won)} → 남은 한도 {format_won(room_won)} × "
           f"{format_rate(rate.rate_pct)} ÷ 12 = 월세 최대 {format_won(max_rent)}")
    w.note("월세를 보증금으로 환산하는 비율은 제7조의2의 전환율 상한(min(10%, 기준금리 + 2%p))을 썼습니다 — "
           "계약 기간 중이나 갱신요구권(제6조의3)으로 갱신할 때의 한도이고, 합의로 새로 맺는 계약에는 적용되지 않습니다.")
    kept = "은 그대로 두고" if raised == 0 else f"을 {format_manwon(new_dep)}으로 올리면서"
    headline = (f"보증금 {format_manwon(dep)}{kept} 월세 {format_manwon(rent)}을 새로 내면 "
                + ("5% 한도를 넘습니다" if not ok else "5% 한도 안입니다")
                + f" — 월세를 전환율 {format_rate(rate.rate_pct)}로 보증금으로 환산하면 {format_manwon(equiv)}"
                f"({format_manwon(rent)} × 12 ÷ {format_rate(rate.rate_pct)})"
                + (f"이고 보증금 증액 {format_manwon(raised)}과 합쳐 {format_manwon(total)}" if raised else "")
                + f"으로 {format_manwon(dep)}의 {format_pct(pct, 2)}입니다. 5% 한도 {format_won(cap_won)} 안에서 "
                f"받을 수 있는 월세는 최대 {format_won(max_rent)}입니다(주택임대차보호법 제7조, 시행령 제8조; 환산은 제7조의2·시행령 제9조).")
    if today is not None and (today - rate.base_rate_as_of).days > BASE_RATE_STALE_DAYS:
        # the figure rests on the 기준금리: one older than the stale limit is said so, as the conversion does
        headline += (f" 기준금리 {format_rate(rate.base_rate_pct)}는 {rate.base_rate_as_of} 기준이라 그 뒤 바뀌었을 수 있습니다"
                     " — 한국은행 기준금리를 확인해 주세요.")
    return Calculation(headline, {"deposit_equivalent_manwon": equiv, "total_increase_manwon": total,
                                  "requested_rent_pct": pct, "rent_max_won": max_rent, "rate_pct": rate.rate_pct},
                       (laws.RENT_INCREASE, laws.RENT_INCREASE_DECREE, laws.CONVERSION_CAP, laws.CONVERSION_CAP_DECREE),
                       "2020-07-31 시행", w.freeze(), verdict="가능" if ok else "불가")


def _day_range(name: str, value: date | str | None, label: str) -> tuple[date, date] | None:
    """A date as the days it may be: one day, or every day of the month when only the month was
    given ("2024년 12월에 들어왔어요")."""
    if isinstance(value, str) and (m := re.fullmatch(r"(\d{4})-(\d{1,2})", value.strip())):
        year, month = int(m.group(1)), int(m.group(2))
        if not 1 <= month <= 12:
            raise AnalysisInputError(name, f"{label} 날짜 형식이 올바르지 않습니다: {value!r} (예: 2026-03-31).")
        return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])
    d = parse_date(name, value, label)
    return (d, d) if d is not None else None


def _span(lo: date, hi: date) -> str:
    """'2026년 6월 1일' or, when only the month is known, '2026년 6월 1일~7월 1일'."""
    if lo == hi:
        return fmt_date(lo)
    return f"{fmt_date(lo)}~{fmt_date(hi) if lo.year != hi.year else f'{hi.month}월 {hi.day}일'}"


def _shift(r: tuple[date, date], months: int, days: int = 0) -> tuple[date, date]:
    return add_months(r[0], months) + timedelta(days=days), add_months(r[1], months) + timedelta(days=days)


def renewal_bounds(end: tuple[date, date]) -> tuple[tuple[date, date], tuple[date, date]]:
    """The first and last day of the 6개월–2개월 window before a lease's end, each as the range of the end's days.
    Counted back from the day before the end (민법 제157조: the end's own day is not counted), "2개월 전까지" is
    the day before the day two months earlier: 2027-06-30 → 2027-04-29 — a day on which a reading that counts
    from the end itself (04-30) agrees the notice is in time; the first day is the later of the two readings
    (the day after six months earlier), so a day inside the window is inside it on either reading."""
    return _shift(end, -6, 1), _shift(end, -2, -1)


def _nearest(month_day: str, today: date) -> date:
    """"--12-01" (a day the user named without its year): that day in the year that puts it nearest today."""
    try:
        month, day = (int(x) for x in month_day[2:].split("-"))
    except ValueError:
        raise AnalysisInputError("notice_date", f"해지 통지일 날짜 형식이 올바르지 않습니다: {month_day!r}.") from None
    days = []
    for year in (today.year - 1, today.year, today.year + 1):
        try:
            days.append(date(year, month, day))
        except ValueError:
            continue  # 2월 29일 of a common year
    if not days:
        raise AnalysisInputError("notice_date", f"{month}월 {day}일은 없는 날짜입니다.")
    return min(days, key=lambda d: abs((d - today).days))


def renewal_window(end: date | str | None, *, start: date | str | None = None, as_of: date | None = None,
                   notice_date: date | str | None = None, term_years: int | None = None,
                   term_months: int | None = None, party: str | None = None, own_use: bool = False, implied: bool = False,
                   renewed: bool = False, demanded: bool = False) -> Calculation:
    """The 갱신 window for a lease ending on ``end`` (or starting on ``start``, for ``term_years`` —
    2 years when not said, 제4조 제1항): from 6개월 전 to 2개월 전 of the end. It is the tenant's
    갱신요구 period (제6조의3 제1항) and the landlord's 갱신거절 통지 period (제6조 제1항) alike;
    ``party="landlord"`` answers for the landlord, with what a missed window means — 묵시적 갱신,
    2 years, no termination by the landlord (제6조의2) — and, with ``own_use``, what 실거주 allows.
    A date given as a month ("2024-12") is carried as the range of its days, and a verdict is
    given only when the whole range agrees. With ``notice_date`` (or ``implied`` without one):
    the end of a 묵시적 갱신 by the tenant's notice, 3개월 after the landlord receives it.
    ``demanded``: the tenant asks how long a renewal by 계약갱신요구권 lets him stay — the renewed
    term's end leads (2년, 제6조의3 제2항), then the window the demand must reach the landlord in.
    ``term_months`` is a term told in months that are not whole years ("1년 6개월", "18개월")."""
    as_of = as_of or turn_day()
    if party not in (None, "tenant", "landlord"):
        raise AnalysisInputError("party", f"누구의 기한인지(tenant/landlord)가 올바르지 않습니다: {party!r}.")
    end_r = _day_range("contract_end", end, "계약 종료일")
    start_r = _day_range("contract_start", start, "계약 시작일")
    notice_year_assumed = isinstance(notice_date, str) and notice_date.startswith("--")
    notice = _nearest(notice_date, as_of) if notice_year_assumed else parse_date("notice_date", notice_date, "해지 통지일")
    w = WorkingsBuilder()
    assumed_term = False
    months, term_ko = 24, "2년"
    if end_r is None and start_r is not None:
        if term_months is not None:
            if isinstance(term_months, bool) or not isinstance(term_months, int) or not 1 <= term_months <= 120:
                raise AnalysisInputError("term_months", f"계약 기간 {term_months!r}개월은 1~120개월이어야 합니다.")
            term_g = Given.user(term_months)
        elif term_years is None:
            # 기간을 정하지 않았거나 2년 미만으로 정한 임대차는 2년으로 본다 (제4조 제1항).
            term_g = Given.default(2, "계약 기간을 말씀하지 않아 2년으로 봤습니다 — 기간을 정하지 않았거나 2년 미만이면 "
                                      "2년으로 봅니다(주택임대차보호법 제4조 제1항)")
            assumed_term = True
        else:
            term_g = Given.user(term_years)
        term = term_g.value
        if term_months is None and (isinstance(term, bool) or not isinstance(term, int) or not 1 <= term <= 10):
            raise AnalysisInputError("term_years", f"계약 기간 {term!r}년은 1~10년이어야 합니다.")
        months = term if term_months is not None else 12 * term
        term_ko = f"{months // 12}년" * (months >= 12) + f" {months % 12}개월" * (months % 12 > 0)
        term_ko = term_ko.strip()
        w.use("계약 기간", term_g, term_ko)
        # 2025-04-01부터 2년이면 2027-03-31까지 (초일 포함).
        end_r = _shift(start_r, months, -1)
        w.line(f"종료일 = 시작일 {_iso(start_r)} + {term_ko} − 1일 = {_iso(end_r)}")
    if renewed and end_r is not None and notice is None and not implied:
        return _renewed_term(end_r, w)
    if end_r is None and notice is None and not implied and (term_years or term_months) is not None:
        # "2년 계약이면 만료일 언제예요?": the end is what is asked, so the start is what is missing
        raise MissingInput("contract_start", f"계약 시작일(입주일)을 알려 주세요 — 만료일은 시작일부터 "
                                             f"{f'{term_years}년' if term_months is None else f'{term_months}개월'} 뒤의 "
                                             "전날입니다(예: 2025-03-15 시작이면 만료일 2027-03-14).")
    if end_r is None and notice is None and not implied:
        raise MissingInput("contract_end", "계약 종료일(만료일)을 알려 주세요 — 예: 2027-03-31. 갱신요구 기간은 종료일로부터 거꾸로 셉니다.")
    figures: dict[str, object] = {}
    sentences: list[str] = []
    if end_r is not None:
        if start_r is not None and end_r[1] <= start_r[0]:
            raise AnalysisInputError("contract_end", f"계약 종료일 {_iso(end_r)}이 시작일 {_iso(start_r)}보다 늦어야 합니다.")
        if end is not None:
            w.use("계약 종료일", Given.user(_iso(end_r)), _iso(end_r))
        if start_r:
            w.use("계약 시작일", Given.user(_iso(start_r)), _iso(start_r))
        first, last = renewal_bounds(end_r)
        w.line(f"시작 = 종료일 {_iso(end_r)} − 6개월의 다음 날 = {_iso(first)}")
        w.line(f"마감 = 종료일 {_iso(end_r)} − 2개월의 전날 = {_iso(last)} (이 날까지 상대방에게 도달해야 함 — 기간은 "
               "만료일 전날부터 거꾸로 셉니다, 민법 제157조)")
        landlord = party == "landlord"
        if as_of < first[0]:
            when = "before"
            status = (f"오늘({as_of}) 기준 아직 기간 전입니다 — {(first[0] - as_of).days}일 뒤부터 "
                      + ("통지할 수 있습니다" if landlord else "요구할 수 있습니다"))
        elif first[1] <= as_of <= last[0]:
            when = "open"
            status = (f"오늘({as_of}) 기준 지금 " + ("통지할 수 있는 기간입니다" if landlord else "요구할 수 있습니다")
                      + f" — 마감까지 {(last[0] - as_of).days}일 남았습니다")
        elif as_of > last[1]:
            when = "passed"
            status = (f"오늘({as_of}) 기준 " + ("통지 기간이 이미 지났습니다" if landlord else
                      "요구 기간이 지났습니다 — 그때까지 양쪽 모두 통지하지 않았다면 "
                      "묵시적 갱신(제6조)으로 같은 조건의 2년 계약이 됩니다"))
        else:
            when = "unsure"
            status = f"오늘({as_of})이 이 기간 안인지는 정확한 종료일에 달려 있습니다"
        w.line(status)
        figures.update(window_start=first[0].isoformat(), window_end=last[0].isoformat(), status=status, timing=when)
        if end_r[0] != end_r[1]:
            figures.update(window_end_latest=last[1].isoformat(), approximate=True)
        end_said = _span(*end_r) + (" 무렵" if end_r[0] != end_r[1] else "")
        if start_r is not None and end is None:
            end_said += (f"({_span(*start_r) if start_r[0] == start_r[1] else f'{start_r[0].year}년 {start_r[0].month}월'} "
                         f"시작, {term_ko} 계약{'으로 본 날짜' if assumed_term else ''})")
        told_term = end is None and start_r is not None and not assumed_term and start_r[0] == start_r[1]
        if landlord:
            sentences.append(f"계약 종료일이 {end_said}이면 집주인(임대인)의 갱신거절이나 조건 변경 통지는 "
                             f"{_span(*first)}부터 {_span(*last)}까지 임차인에게 도달해야 합니다"
                             f"(주택임대차보호법 제6조 제1항, 만료 6개월 전부터 2개월 전까지). {status}.")
            if when == "passed":
                sentences.append("그 기간 안에 아무 통지가 없었는데 지금 처음 나가 달라고 한 것이라면 계약은 묵시적으로 갱신되어"
                                 "(제6조 제1항) 종료일부터 2년 더 살 수 있고(제6조 제2항), 집주인은 실거주를 이유로도 그 기간 중에 "
                                 "해지할 수 없습니다 — 해지는 임차인만 언제든 통지할 수 있고 도달한 날부터 3개월 뒤 효력이 생깁니다(제6조의2).")
            else:
                sentences.append("이 기간 안에 집주인의 통지가 없으면 계약은 종료일에 같은 조건으로 묵시적으로 갱신되어 2년이 되고"
                                 "(제6조 제1항·제2항), 집주인은 그 기간 중에 실거주를 이유로도 해지할 수 없습니다 — 해지는 임차인만 "
                                 "언제든 통지할 수 있고 도달한 날부터 3개월 뒤 효력이 생깁니다(제6조의2).")
            if own_use:
                sentences.append("기간 안에 집주인 본인이나 직계가족이 실제로 살겠다며 거절을 통지했다면 갱신요구를 거절할 수 있는 "
                                 "정당한 사유입니다(제6조의3 제1항 제8호) — 다만 실제로 살지 않고 갱신되었을 기간 안에 다른 사람에게 "
                                 "세를 주면 임차인의 손해를 배상해야 합니다(같은 조 제5항·제6항).")
        elif demanded:
            # 제6조의3 제2항 (2020-07-31 시행): the renewed lease runs 2 years from the day after the old end
            new_r = _renewed_end(end_r)
            w.line(f"갱신 후 종료일 = 종전 종료일 {_iso(end_r)}의 다음 날부터 2년 = {_iso(new_r)} (제6조의3 제2항)")
            figures.update(renewed_end=new_r[0].isoformat(), old_end=end_r[0].isoformat())
            if end_r[0] != end_r[1]:
                figures["renewed_end_latest"] = new_r[1].isoformat()
            w.note("갱신된 계약 중에도 임차인은 언제든 해지를 통지할 수 있고, 집주인에게 도달한 날부터 3개월 뒤 끝납니다"
                   "(제6조의3 제4항, 제6조의2).")
            term_said = (f"종전 계약 종료일이 {end_said}이고, 갱신된 계약은 그 다음 날부터 2년입니다(주택임대차보호법 "
                         "제6조의3 제2항, 2020-07-31 시행)")
            window = f"갱신요구는 {_span(*first)}부터 {_span(*last)}까지 집주인에게 도달해야"
            if when == "passed":  # too late to demand now: the stay is only what a demand made in time gave
                sentences.append(f"{window} 했는데(주택임대차보호법 제6조의3 제1항) {status}. 그 기간 안에 요구했다면 "
                                 f"갱신된 계약은 2년이므로 {_span(*new_r)}까지 살 수 있습니다 — {term_said}.")
            else:
                sentences.append(f"계약갱신요구권을 쓰면 갱신된 계약은 2년이므로 {_span(*new_r)}까지 살 수 있습니다 — "
                                 f"{term_said}. {window} 합니다(같은 조 제1항). {status}.")
        elif told_term and start_r is not None:
            # "4월 1일부터 2년 계약, 만료일은?": the end follows from the user's own start and term, so it leads
            sentences.append(f"계약 만료일은 {_span(*end_r)}입니다({_span(*start_r)}부터 {term_ko}: 시작일 + {term_ko} − 1일, "
                             "민법 제157조·제160조).")
            if months < 24:
                # the tenant may hold to 2 years (the landlord may not hold to the shorter term), and the window
                # then follows that end: both windows are said, each with the end it belongs to
                two_r = _shift(start_r, 24, -1)
                w.line(f"2년을 주장하면 종료일 = 시작일 {_iso(start_r)} + 2년 − 1일 = {_iso(two_r)} (제4조 제1항)")
                sentences.append(f"2년 미만으로 정한 계약이라도 임차인은 2년을 주장할 수 있어(주택임대차보호법 제4조 제1항, "
                                 f"임대인은 {term_ko}을 내세울 수 없음) 그러면 {_span(*two_r)}까지이고, 그때 계약갱신요구는 "
                                 f"{_span(*renewal_bounds(two_r)[0])}부터 {_span(*renewal_bounds(two_r)[1])}까지입니다.")
                sentences.append(f"{term_ko} 만료일 기준 계약갱신요구는 {_span(*first)}부터 {_span(*last)}까지 할 수 있습니다"
                                 f"(주택임대차보호법 제6조의3). {status}.")
            else:
                sentences.append(f"계약갱신요구는 {_span(*first)}부터 {_span(*last)}까지 할 수 있습니다(주택임대차보호법 "
                                 f"제6조의3). {status}.")
        else:
            sentences.append(f"계약 종료일이 {end_said}이면 계약갱신요구는 {_span(*first)}부터 {_span(*last)}까지 "
                             f"할 수 있습니다(주택임대차보호법 제6조의3). {status}.")
        if (end is None or end_r[0] != end_r[1]) and not (told_term and not landlord and not demanded):
            # (the start and term the user told give the end exactly, when it leads: nothing to ask)
            sentences.append("계약서의 정확한 종료일" + ("과 집주인이 갱신 거절을 처음 알린 날" if landlord else "")
                             + "을 알려 주시면 날짜를 확정해 드립니다.")
        if start_r and start_r[1] < RENEWAL_RULE_FROM and end_r[1] < date(2021, 6, 10):
            w.note("2020-12-10 전에 체결된 계약은 종료 1개월 전까지가 마감이었습니다.")
    if notice is not None or (implied and end_r is None):
        notice_g = (Given.default(notice.isoformat(), f"연도를 말씀하지 않아 오늘과 가장 가까운 {notice.month}월 {notice.day}일로 "
                                                      "봤습니다") if notice and notice_year_assumed
                    else Given.user(notice.isoformat()) if notice else
                    Given.default(as_of.isoformat(), "통지일을 말씀하지 않아 오늘 통지가 도달한다고 보고 계산"))
        sent = notice or as_of
        effective = add_months(sent, 3)
        w.use("해지 통지 도달일", notice_g, sent.isoformat())
        w.line(f"묵시적 갱신 후 해지 효력 = 통지 도달일 {sent} + 3개월 = {effective}")
        figures["termination_effective"] = effective.isoformat()
        if notice:
            sentences.append(f"묵시적 갱신 뒤 {fmt_date(notice)}에 해지 통지가 집주인에게 도달하면 {fmt_date(effective)}에 "
                             "계약이 끝납니다(주택임대차보호법 제6조의2, 3개월)."
                             + (f" 연도를 말씀하지 않아 오늘과 가장 가까운 {fmt_date(notice)}로 계산했습니다."
                                if notice_year_assumed else ""))
        else:
            figures["notice_assumed"] = True
            sentences.append("묵시적으로 갱신된 계약은 임차인이 언제든 해지를 통지할 수 있고, 집주인에게 통지가 도달한 날부터 "
                             "3개월 뒤 계약이 끝나 그때 보증금을 돌려받습니다(주택임대차보호법 제6조의2) — 오늘"
                             f"({fmt_date(as_of)}) 통지가 도달하면 {fmt_date(effective)}에 끝납니다. 해지 통지를 이미 보냈거나 "
                             "보낼 날을 알려 주시면 그 날로 계산해 드립니다.")
    w.note("계약갱신요구권은 1회만 쓸 수 있고 갱신된 계약은 2년입니다. 임대인은 실거주 등 제6조의3 제1항 단서의 사유가 있을 때만 거절할 수 있습니다.")
    w.note("도달 여부가 다툼이 되지 않도록 문자·내용증명 등 기록이 남는 방법으로, 마감보다 여유 있게 보내세요.")
    return Calculation(" ".join(sentences), figures,
                       (laws.RENEWAL_DEMAND, laws.IMPLIED_RENEWAL, laws.IMPLIED_RENEWAL_TERMINATION)
                       + ((laws.LEASE_TERM,) if assumed_term else ()),
                       "2020-12-10 시행", w.freeze())


def _renewed_term(end_r: tuple[date, date], w: WorkingsBuilder) -> Calculation:
    """A lease that renewed itself at its end (묵시적 갱신): the same terms for 2 years from the day after
    the old end (제6조 제1항·제2항), ending the day before that day two years on."""
    new_r = _renewed_end(end_r)
    w.use("종전 계약 종료일", Given.user(_iso(end_r)), _iso(end_r))
    w.line(f"새 종료일 = 종전 종료일 {_iso(end_r)}의 다음 날부터 2년 = {_iso(new_r)}")
    w.note("묵시적으로 갱신된 계약도 임차인은 언제든 해지를 통지할 수 있고, 통지가 도달한 날부터 3개월 뒤 끝납니다(제6조의2). "
           "집주인은 그 2년 동안 해지할 수 없습니다.")
    headline = (f"{_span(*end_r)}에 끝나는 계약이 묵시적으로 갱신되었다면 새 계약은 같은 조건으로 2년, "
                f"{_span(*new_r)}까지입니다(주택임대차보호법 제6조 제1항·제2항). 그 사이 임차인은 언제든 해지를 통지할 수 "
                "있고 통지가 도달한 날부터 3개월 뒤 계약이 끝납니다(제6조의2).")
    return Calculation(headline, {"renewed_end": new_r[0].isoformat(), "old_end": end_r[0].isoformat()},
                       (laws.IMPLIED_RENEWAL, laws.IMPLIED_RENEWAL_TERMINATION), "2020-12-10 시행", w.freeze())


def _renewed_end(end_r: tuple[date, date]) -> tuple[date, date]:
    """The end of a 2-year term renewed after ``end_r``: it starts the next day at 0시, so it ends the day
    before that day two years on (민법 제157조 단서·제160조) — 2026-02-28 → 2028-02-29, not 02-28."""
    return tuple(add_months(d + timedelta(days=1), 24) - timedelta(days=1) for d in end_r)  # type: ignore[return-value]


def _iso(r: tuple[date, date]) -> str:
    return r[0].isoformat() if r[0] == r[1] else f"{r[0].isoformat()}~{r[1].isoformat()}"


def deposit_delay_interest(deposit: int | Given | None, due: date | str | None, *, until: date | str | None = None,
                           served: date | str | None = None, today: date | None = None,
                           late_days: int | None = None, late_months: int | None = None,
                           after_service: bool = False, occupying: bool = False,
                           served_days: int | None = None, served_months: int | None = None) -> Calculation:
    """Interest on a deposit not returned on ``due``: 5% a year, 12% from the day after ``served``.
    Without dates, a delay the user counted ("3개월째", "100일 늦어") is the period itself;
    ``after_service`` says that period runs after the complaint was served (연 12%).
    ``occupying``: the tenant still lives there — no interest yet (see ``_while_occupying``)."""
    today = today or turn_day()
    if occupying:
        return _while_occupying(deposit)
    if deposit is None:
        raise MissingInput("deposit", "돌려받지 못한 보증금 액수를 알려 주세요.")
    due_d = parse_date("due_date", due, "보증금 반환일(계약 종료일)")
    if due_d is None and served is None and (late_days or late_months) and (served_days or served_months):
        return _delay_in_two_parts(deposit, (late_days, late_months), (served_days, served_months))
    if due_d is None and served is None and (late_days or late_months):
        return _delay_for_period(deposit, late_days, late_months, after_service=after_service)
    if due_d is None:
        return _yearly(deposit)
    w = WorkingsBuilder()
    dg = given(deposit)
    dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
    w.use("보증금", dg, format_manwon(dep))
    w.use("반환일(계약 종료일)", Given.user(due_d.isoformat()), due_d.isoformat())
    until_g = Given.user(until) if until is not None else Given.data(today.isoformat(), "오늘 날짜 — 아직 돌려받지 못했다고 보고 계산")
    until_d = parse_date("until", until_g.value, "계산 종료일")
    assert until_d is not None
    w.use("계산 종료일", until_g, until_d.isoformat())
    served_d = parse_date("served_date", served, "소장 송달일")
    if until_d <= due_d:
        raise AnalysisInputError("due_date", f"반환일 {due_d}이 계산 종료일 {until_d}보다 앞서야 지연이자가 생깁니다.")
    if served_d is not None and not due_d <= served_d <= until_d:
        raise AnalysisInputError("served_date", f"소장 송달일 {served_d}은 반환일 {due_d}과 계산 종료일 {until_d} 사이여야 합니다.")
    if served_d is not None and served_d < LITIGATION_RATE_FROM:
        raise AnalysisInputError("served_date", "2019-06-01 전에 송달된 소송의 이율(연 15%)은 다루지 않습니다.")
    won = Decimal(dep) * 10_000
    civil_days = ((served_d or until_d) - due_d).days
    civil = _floor(won * CIVIL_RATE / 100 * civil_days / 365)
    w.line(f"민법 법정이율: {format_manwon(dep)} × 5% × {civil_days}일({due_d + timedelta(days=1)}~{served_d or until_d}) ÷ 365 "
           f"= {format_won(civil)}")
    total, lit, lit_days = civil, 0, 0
    if served_d is not None:
        lit_days = (until_d - served_d).days
        lit = _floor(won * LITIGATION_RATE / 100 * lit_days / 365)
        w.line(f"소송촉진법 이율: {format_manwon(dep)} × 12% × {lit_days}일({served_d + timedelta(days=1)}~{until_d}) ÷ 365 "
               f"= {format_won(lit)}")
        total = civil + lit
        w.line(f"합계 = {format_won(civil)} + {format_won(lit)} = {format_won(total)}")
    else:
        w.note(f"소송을 내면 소장이 송달된 다음 날부터는 연 12%가 적용됩니다({LITIGATION_CITE}) — 송달일을 알려 주시면 나눠 계산합니다.")
    w.note("지연이자는 임차인이 집을 비워 주었거나(인도) 비워 줄 준비를 알린 때부터 청구할 수 있습니다 — 보증금 반환과 집 인도는 동시이행입니다.")
    w.note("계약서에 따로 정한 지연이자율이 있으면 그 약정이 우선합니다. 일 단위로 계산해 원 미만은 버렸습니다.")
    rates = "연 5%" + (", 소장 송달 다음 날부터 연 12%" if served_d else "")
    headline = (f"보증금 {format_manwon(dep)}을 {fmt_date(due_d)}에 돌려받지 못했다면 {fmt_date(until_d)}까지 "
                f"{civil_days + lit_days}일의 지연이자는 {format_won(total)}입니다({rates}).")
    refs = (laws.CIVIL_LEGAL_INTEREST,) + ((laws.LITIGATION_INTEREST,) if served_d else ())
    return Calculation(headline, {"interest_won": total, "civil_won": civil, "litigation_won": lit,
                                  "civil_days": civil_days, "litigation_days": lit_days},
                       refs, "민법 제379조; 소송촉진법 법정이율 2019-06-01 시행", w.freeze())


def _delay_for_period(deposit: int | Given, days: int | None, months: int | None, *,
                      after_service: bool = False) -> Calculation:
    """연 5% over a counted delay (연 12% when it runs after the complaint was served): months as
    twelfths of a year, days over 365."""
    w = WorkingsBuilder()
    dg = given(deposit)
    dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
    count = months or days or 0
    if not 0 < count <= (120 if months else 3650):
        raise AnalysisInputError("late_period", f"지연 기간 {count}{'개월' if months else '일'}은 계산할 수 없는 기간입니다.")
    w.use("보증금", dg, format_manwon(dep))
    period = f"{count}개월" if months else f"{count}일"
    w.use("지연 기간", Given.user(period), period)
    won = Decimal(dep) * 10_000
    rate = LITIGATION_RATE if after_service else CIVIL_RATE
    interest = _floor(won * rate / 100 * count / (12 if months else 365))
    name = "소송촉진법 이율(소장 송달 다음 날부터)" if after_service else "민법 법정이율"
    w.line(f"{name}: {format_manwon(dep)} × {rate}% × {period} ÷ {'12개월' if months else '365일'} = {format_won(interest)}")
    if not after_service:
        w.note(f"소송을 내면 소장이 송달된 다음 날부터는 연 12%가 적용됩니다({LITIGATION_CITE}) — 반환일과 송달일을 알려 주시면 나눠 계산합니다.")
    w.note("지연이자는 임차인이 집을 비워 주었거나(인도) 비워 줄 준비를 알린 때부터 청구할 수 있습니다 — 보증금 반환과 집 인도는 동시이행입니다.")
    w.note("계약서에 따로 정한 지연이자율이 있으면 그 약정이 우선합니다. 원 미만은 버렸습니다.")
    if after_service:
        # the period may be told from the service or from a judgment after it ("판결 후 6개월"): both run at 12%
        headline = (f"소장이 송달된 뒤(판결 뒤도 같습니다) {period} 동안 보증금 {format_manwon(dep)}에 붙는 지연이자는 "
                    f"{format_won(interest)}입니다(연 12%, {LITIGATION_CITE}).")
        return Calculation(headline, {"interest_won": interest, "civil_won": 0, "litigation_won": interest,
                                      "civil_days": 0, "litigation_days": days or 0},
                           (laws.LITIGATION_INTEREST,), "소송촉진 등에 관한 특례법 제3조", w.freeze())
    headline = (f"보증금 {format_manwon(dep)}의 반환이 {period} 늦어졌다면 청구할 수 있는 지연이자는 "
                f"{format_won(interest)}입니다(연 5%, 민법 제379조).")
    return Calculation(headline, {"interest_won": interest, "civil_won": interest, "litigation_won": 0,
                                  "civil_days": days or 0, "litigation_days": 0},
                       (laws.CIVIL_LEGAL_INTEREST,), "민법 제379조", w.freeze())


def _delay_in_two_parts(deposit: int | Given, civil: tuple[int | None, int | None],
                       served: tuple[int | None, int | None]) -> Calculation:
    """A delay the user counted in two parts: 연 5% until the complaint was served (민법 제379조), 연 12%
    from the day after (소송촉진법 제3조) — each part as ``_delay_for_period`` counts it, then added."""
    before = _delay_for_period(deposit, *civil)
    after = _delay_for_period(deposit, *served, after_service=True)
    total = before.figures["interest_won"] + after.figures["interest_won"]
    w = WorkingsBuilder()
    dg = given(deposit)
    dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
    w.use("보증금", dg, format_manwon(dep))
    periods = []
    for (days, months), rate, calc in ((civil, CIVIL_RATE, before), (served, LITIGATION_RATE, after)):
        period = f"{months}개월" if months else f"{days}일"
        periods.append(period)
        w.use(f"지연 기간(연 {rate}%)", Given.user(period), period)
        w.line(f"{format_manwon(dep)} × {rate}% × {period} ÷ {'12개월' if months else '365일'} = "
               f"{format_won(calc.figures['interest_won'])}")
    w.line(f"합계 = {format_won(before.figures['interest_won'])} + {format_won(after.figures['interest_won'])} "
           f"= {format_won(total)}")
    w.note("지연이자는 임차인이 집을 비워 주었거나(인도) 비워 줄 준비를 알린 때부터 청구할 수 있습니다 — 보증금 반환과 집 인도는 동시이행입니다.")
    w.note("계약서에 따로 정한 지연이자율이 있으면 그 약정이 우선합니다. 원 미만은 버렸습니다.")
    headline = (f"보증금 {format_manwon(dep)}의 지연이자는 모두 {format_won(total)}입니다 — 소장 송달 전 {periods[0]}은 "
                f"연 5%(민법 제379조)로 {format_won(before.figures['interest_won'])}, 송달 다음 날부터 {periods[1]}은 "
                f"연 12%({LITIGATION_CITE})로 {format_won(after.figures['interest_won'])}입니다.")
    return Calculation(headline, {"interest_won": total, "civil_won": before.figures["interest_won"],
                                  "litigation_won": after.figures["interest_won"],
                                  "civil_days": civil[0] or 0, "litigation_days": served[0] or 0},
                       (laws.CIVIL_LEGAL_INTEREST, laws.LITIGATION_INTEREST),
                       "민법 제379조; 소송촉진법 법정이율 2019-06-01 시행", w.freeze())


# 이자제한법 제2조 ①·시행령 (2021-07-07 시행): 약정 이율의 최고한도 연 20% — an agreed 연체이율 above it
# is void for the excess.
AGREED_RATE_MAX = Decimal(20)
AGREED_RATE_MAX_FROM = "2021-07-07"


def rent_arrears_interest(monthly_rent: int | Given | None, missed: int | None = None, *,
                          rate_pct: float | None = None) -> Calculation:
    """월세 연체이자: each unpaid rent bears interest from the day after its own due date — 연 5% without
    an agreement (민법 제379조·제397조 ①), else the agreed rate up to 연 20% (이자제한법). ``missed``
    rents counted back from the latest, whose due date has just passed: they are (missed-1), …, 1, 0
    months late. Without the rent, the rule itself is the answer."""
    agreed = Decimal(str(rate_pct)) if rate_pct is not None and 0 < rate_pct else None
    rate = min(agreed, AGREED_RATE_MAX) if agreed is not None else CIVIL_RATE
    rule = (f"약정이 없으면 밀린 월세마다 그 지급일 다음 날부터 연 5%(민법 제379조·제397조 ①)이고, 계약서에 연체이율을 "
            f"정했다면 그 이율이되 연 {AGREED_RATE_MAX:g}%를 넘는 부분은 무효입니다(이자제한법 제2조, {AGREED_RATE_MAX_FROM} 시행)")
    w = WorkingsBuilder()
    refs = (laws.CIVIL_LEGAL_INTEREST, laws.MONEY_DEBT_DELAY)
    effective = f"민법 제379조; 이자제한법 최고이율 {AGREED_RATE_MAX_FROM} 시행"
    if monthly_rent is None:
        w.line(rule)
        w.note("월세 2기(두 달 치)가 밀리면 임대인은 계약을 해지할 수 있습니다(민법 제640조).")
        return Calculation(f"월세 연체이자는 {rule}. 월세와 밀린 달 수를 알려 주시면 금액을 계산해 드립니다.",
                           {"rate_pct": float(rate)}, refs, effective, w.freeze())
    rg = given(monthly_rent)
    rent_won = check_won("monthly_rent", rg.value, allow_zero=False, maximum=10_000, label="월세")
    rent = format_won(rent_won)  # "월세 52만 5천원": exact to the 원
    w.use("월세", rg, rent)
    if agreed is not None:
        w.use("약정 연체이율", Given.user(f"연 {agreed:g}%"), f"연 {agreed:g}%")
        if agreed > AGREED_RATE_MAX:
            w.line(f"약정 이율 연 {agreed:g}%는 이자제한법 최고이율 연 {AGREED_RATE_MAX:g}%를 넘어 연 {AGREED_RATE_MAX:g}%까지만 유효")
    n = missed or 1
    if not 0 < n <= 120:
        raise AnalysisInputError("missed_rents", f"밀린 월세 {n}달은 계산할 수 없는 기간입니다.")
    w.use("밀린 월세", Given.user(f"{n}달 치"), f"{n}달 치")
    won = Decimal(rent_won)
    months = n * (n - 1) // 2  # (n-1) + … + 1 + 0 months late
    interest = _floor(won * rate / 100 * months / 12)
    per_month = _floor(won * rate / 100 / 12)
    lateness = " + ".join(str(k) for k in range(n - 1, -1, -1))
    w.line(f"각 달 월세가 늦은 개월 수: {lateness} = {months}개월 (가장 최근 달은 지급일이 막 지난 것으로 봄)")
    w.line(f"연체이자 = {rent} × {rate:g}% × {months}개월 ÷ 12 = {format_won(interest)}")
    w.note(f"이 뒤로는 밀린 월세 {n}달 치 전체에 한 달마다 {format_won(per_month * n)}씩 더 붙습니다(날짜로 계산하면 일할).")
    w.note("월세 2기(두 달 치)가 밀리면 임대인은 계약을 해지할 수 있습니다(민법 제640조).")
    basis = ("연 5%, 약정이 없을 때" if agreed is None else f"약정 연 {rate:g}%" if agreed <= AGREED_RATE_MAX
             else f"약정 연 {agreed:g}% 중 이자제한법 한도 연 {rate:g}%")
    headline = (f"월세 {rent}을 {n}달 치 밀렸다면 연체이자는 약 {format_won(interest)}입니다({basis}: "
                f"각 달 지급일 다음 날부터 {rent} × {rate:g}% × ({lateness})개월 ÷ 12, 가장 최근 달은 "
                f"지급일이 막 지난 것으로 계산). {rule}.")
    return Calculation(headline, {"interest_won": interest, "rate_pct": float(rate), "late_month_sum": months},
                       refs, effective, w.freeze())


def _yearly(deposit: int | Given) -> Calculation:
    """The deposit named but no day it was due, nor a delay counted: the rates and what they come to
    in a year (and a day), so the user reads the figure; the due date is asked for the exact sum."""
    w = WorkingsBuilder()
    dg = given(deposit)
    dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
    w.use("보증금", dg, format_manwon(dep))
    won = Decimal(dep) * 10_000
    civil_year = _floor(won * CIVIL_RATE / 100)
    civil_day = _floor(won * CIVIL_RATE / 100 / 365)
    lit_year = _floor(won * LITIGATION_RATE / 100)
    w.line(f"민법 법정이율: {format_manwon(dep)} × 5% = 1년에 {format_won(civil_year)} (하루 {format_won(civil_day)})")
    w.line(f"소송촉진법 이율(소장 송달 다음 날부터): {format_manwon(dep)} × 12% = 1년에 {format_won(lit_year)}")
    w.note("지연이자는 임차인이 집을 비워 주었거나(인도) 비워 줄 준비를 알린 때부터 청구할 수 있습니다 — 보증금 반환과 집 인도는 동시이행입니다.")
    w.note("계약서에 따로 정한 지연이자율이 있으면 그 약정이 우선합니다.")
    headline = (f"네, 집을 비워 주었는데도 보증금을 돌려받지 못하면 반환일 다음 날부터 연 5%의 지연이자를 청구할 수 있어"
                f"(민법 제379조), 보증금 {format_manwon(dep)}이면 1년에 {format_won(civil_year)}(하루 {format_won(civil_day)})입니다. "
                f"소송을 내면 소장이 송달된 다음 날부터는 연 12%({LITIGATION_CITE})로 1년에 "
                f"{format_won(lit_year)}입니다 — 계약 종료일(반환일)을 알려 주시면 날짜까지 계산해 드립니다.")
    return Calculation(headline, {"civil_year_won": civil_year, "civil_day_won": civil_day,
                                  "litigation_year_won": lit_year},
                       (laws.CIVIL_LEGAL_INTEREST, laws.LITIGATION_INTEREST),
                       "민법 제379조; 소송촉진법 법정이율 2019-06-01 시행", w.freeze())


def _while_occupying(deposit: int | Given | None) -> Calculation:
    """Still living in the house: returning the deposit and handing the house back are owed at
    the same time (민법 제536조 동시이행), so while the tenant keeps it (and has not offered it
    back) the landlord is not in delay and no 지연손해금 runs. It starts the day after the house
    is handed back — after a 임차권등기명령 (제3조의3) is registered the tenant can move out
    keeping 대항력·우선변제권 — at 연 5%, 연 12% from the day after a complaint is served."""
    w = WorkingsBuilder()
    figures: dict[str, object] = {"interest_won": 0, "civil_won": 0, "litigation_won": 0,
                                  "civil_days": 0, "litigation_days": 0}
    per_month = ""
    if deposit is not None:
        dg = given(deposit)
        dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
        w.use("보증금", dg, format_manwon(dep))
        monthly = _floor(Decimal(dep) * 10_000 * CIVIL_RATE / 100 / 12)
        w.line(f"인도 다음 날부터: {format_manwon(dep)} × 5% ÷ 12 = 한 달 {format_won(monthly)}")
        figures["monthly_after_handover_won"] = monthly
        per_month = f" 보증금 {format_manwon(dep)}이면 한 달에 {format_won(monthly)}입니다."
    w.line("계속 거주 중 → 보증금 반환과 집 인도는 동시이행(민법 제536조) → 집주인의 이행지체 아님 → 지연이자 0원")
    w.note("집을 비워 줄 준비를 마치고 열쇠 반환 등으로 인도를 제공했는데도 돌려주지 않으면, 그다음 날부터 지연이자를 청구할 수 있습니다.")
    w.note("이사 전 임차권등기명령이 등기부에 기입된 것을 확인해야 대항력·우선변제권이 유지됩니다(주택임대차보호법 제3조의3).")
    headline = ("아직 그 집에 살고 계시면 지연이자는 원칙적으로 청구하기 어렵습니다 — 보증금 반환과 집 인도는 동시이행이라"
                "(민법 제536조) 집을 비워 주기 전에는 집주인이 늦은 것이 아닙니다. 임차권등기명령(주택임대차보호법 제3조의3)으로 "
                "등기된 것을 확인하고 이사해 집을 인도하면 그다음 날부터 연 5%(민법 제379조), 소송을 내면 소장 송달 다음 날부터 "
                f"연 12%({LITIGATION_CITE})의 지연이자가 붙습니다." + per_month)
    return Calculation(headline, figures, (laws.SIMULTANEOUS_PERFORMANCE, laws.LEASE_REGISTRATION_ORDER,
                                           laws.CIVIL_LEGAL_INTEREST, laws.LITIGATION_INTEREST),
                       "민법 제536조·제379조", w.freeze(), verdict="어려움")
