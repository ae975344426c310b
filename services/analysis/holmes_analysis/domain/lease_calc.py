"""Lease figures the law fixes: the 5% increase cap, the renewal-demand window, delay interest.

- 증액 한도: 주택임대차보호법 제7조 제2항 + 시행령 제8조 제1항 — an increase may not exceed
  1/20 (5%) of the agreed 보증금 or 차임, and none within a year of the last one. It binds
  during the lease and at a renewal under 제6조의3; a new lease with a new tenant is free.
- 갱신요구 기간: 제6조의3 제1항 (2020-12-10 이후 체결·갱신된 계약) — from 6개월 전 to 2개월
  전 of the end date; 제6조의2 — after a 묵시적 갱신 the tenant may end it at any time, in
  effect 3개월 after the landlord receives the notice.
- 지연이자: 민법 제379조 연 5% from the day after the deposit was due; 소송촉진 등에 관한
  특례법 제3조 + 법정이율 규정 연 12% (2019-06-01 시행) from the day after the complaint was served.
Amounts in 만원 in, figures in 원 out where a tenant counts 원.
"""
from __future__ import annotations

from datetime import date, timedelta
from decimal import ROUND_FLOOR, Decimal

from holmes_kit.korean.text import josa

from . import laws
from .calc import Calculation, MissingInput, add_months, fmt_date, parse_date
from .errors import AnalysisInputError
from .money import check_amount, check_rate, format_manwon, format_pct, format_rate, format_won, pct_of
from .workings import Given, WorkingsBuilder, given

INCREASE_CAP = Decimal(5)
CIVIL_RATE = Decimal(5)
LITIGATION_RATE = Decimal(12)
LITIGATION_RATE_FROM = date(2019, 6, 1)
RENEWAL_RULE_FROM = date(2020, 12, 10)


def _floor(x: Decimal) -> int:
    return int(x.to_integral_value(ROUND_FLOOR))


def rent_increase_cap(deposit: int | Given | None = None, monthly_rent: int | Given | None = None, *,
                      requested_deposit: int | Given | None = None,
                      requested_rent: int | Given | None = None,
                      requested_pct: float | None = None) -> Calculation:
    """Largest legal new 보증금 / 월세 (만원 in), and a verdict on a requested figure (or a
    requested rate, "10% 올려달래요") if given."""
    if deposit is None and monthly_rent is None:
        raise MissingInput("deposit", "지금 계약의 보증금(또는 월세)을 알려 주세요 — 5% 증액 한도를 원 단위로 계산해 드립니다.")
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
        cur = check_amount(key, g.value, allow_zero=False, maximum=10_000 if key == "monthly_rent" else 10_000_000,
                           label=f"현재 {label}")
        w.use(f"현재 {label}", g, format_manwon(cur))
        cur_won = Decimal(cur) * 10_000
        inc_won = _floor(cur_won * INCREASE_CAP / 100)
        new_won = int(cur_won) + inc_won
        w.line(f"{label} 증액 한도 = {format_manwon(cur)} × 5% = {format_won(inc_won)} → 최대 {format_won(new_won)}")
        figures[f"{key}_increase_won"] = inc_won
        figures[f"{key}_max_won"] = new_won
        sentence = f"현재 {label} {format_manwon(cur)}은 최대 {format_won(inc_won)}(5%)까지 올릴 수 있어 {format_won(new_won)}이 상한입니다"
        if req_v is not None:
            rg = given(req_v)
            req = check_amount(f"requested_{key}", rg.value, allow_zero=False, label=f"요구받은 {label}")
            w.use(f"요구받은 {label}", rg, format_manwon(req))
            if req <= cur:
                # "5천/80 → 5천/84": an item kept (or lowered) is no increase to judge; the other
                # item is. Only when nothing at all rises is the request no increase.
                unchanged.append((f"requested_{key}", f"{label} {format_manwon(cur)}"
                                  + ("은 그대로입니다" if req == cur else f"은 {format_manwon(req)}으로 내려갑니다")))
                w.line(f"요구받은 {label} {format_manwon(req)} ≤ 현재 {format_manwon(cur)} → 증액 아님")
                continue
            pct = pct_of(req - cur, cur)
            ok = req * 10_000 <= new_won
            w.line(f"요구 인상률 = ({format_manwon(req)} − {format_manwon(cur)}) ÷ {format_manwon(cur)} = {format_pct(pct, 2)}"
                   f" → {'5% 이내' if ok else '5% 초과'}")
            figures[f"requested_{key}_pct"] = pct
            verdicts.append("가능" if ok else "불가")
            sentence = (f"요구받은 {label} {format_manwon(req)}은 현재 {format_manwon(cur)}보다 {format_pct(pct, 2)} 올린 금액이라 "
                        + ("5% 한도 안입니다" if ok else f"5% 한도를 넘습니다 — 최대 {format_won(new_won)}까지만 올릴 수 있습니다"))
        if req_v is None and requested_pct is not None:
            pct = check_rate("requested_pct", requested_pct, low=0.01, high=1000, label="요구받은 인상률")
            ok = pct <= INCREASE_CAP
            asked_won = _floor(cur_won * (100 + pct) / 100)
            w.line(f"요구 인상률 {format_rate(pct)} → {format_won(asked_won)} ({'5% 이내' if ok else '5% 초과'})")
            figures[f"requested_{key}_pct"] = pct
            verdicts.append("가능" if ok else "불가")
            sentence = (f"{josa(label, '을')} {format_rate(pct)} 올린 {format_won(asked_won)}은 "
                        + ("5% 한도 안입니다" if ok else f"5% 한도를 넘습니다 — 현재 {label} {format_manwon(cur)}은 "
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
    headline = ("; ".join(sentences) + "(주택임대차보호법 제7조, 시행령 제8조). "
                "계약 기간 중이나 갱신요구로 갱신할 때 적용되며, 증액 후 1년 안에는 다시 올릴 수 없습니다.")
    return Calculation(headline, figures, (laws.RENT_INCREASE, laws.RENT_INCREASE_DECREE, laws.RENEWAL_DEMAND),
                       "2020-07-31 시행", w.freeze(), verdict=verdict)


def renewal_window(end: date | str | None, *, start: date | str | None = None, as_of: date | None = None,
                   notice_date: date | str | None = None, term_years: int | None = None) -> Calculation:
    """The 갱신요구 period for a lease ending on ``end``; with ``notice_date`` the effect of a
    tenant's termination after a 묵시적 갱신 (3개월 after the landlord receives it)."""
    as_of = as_of or date.today()
    end_d = parse_date("contract_end", end, "계약 종료일")
    start_d = parse_date("contract_start", start, "계약 시작일")
    notice = parse_date("notice_date", notice_date, "해지 통지일")
    w = WorkingsBuilder()
    if end_d is None and start_d is not None and term_years is not None:
        if isinstance(term_years, bool) or not isinstance(term_years, int) or not 1 <= term_years <= 10:
            raise AnalysisInputError("term_years", f"계약 기간 {term_years!r}년은 1~10년이어야 합니다.")
        # 2025-04-01부터 2년이면 2027-03-31까지 (초일 포함).
        end_d = add_months(start_d, 12 * term_years) - timedelta(days=1)
        w.line(f"종료일 = 시작일 {start_d} + {term_years}년 − 1일 = {end_d} (말씀하신 계약 기간)")
    if end_d is None and notice is None:
        raise MissingInput("contract_end", "계약 종료일(만료일)을 알려 주세요 — 예: 2027-03-31. 갱신요구 기간은 종료일로부터 거꾸로 셉니다.")
    figures: dict[str, object] = {}
    sentences: list[str] = []
    if end_d is not None:
        if start_d is not None and end_d <= start_d:
            raise AnalysisInputError("contract_end", f"계약 종료일 {end_d}이 시작일 {start_d}보다 늦어야 합니다.")
        w.use("계약 종료일", Given.user(end_d.isoformat()), end_d.isoformat())
        if start_d:
            w.use("계약 시작일", Given.user(start_d.isoformat()), start_d.isoformat())
        first = add_months(end_d, -6) + timedelta(days=1)
        last = add_months(end_d, -2)
        w.line(f"시작 = 종료일 {end_d} − 6개월 {add_months(end_d, -6)}의 다음 날 = {first}")
        w.line(f"마감 = 종료일 {end_d} − 2개월 = {last} (이 날까지 임대인에게 도달해야 함)")
        if as_of < first:
            status = f"오늘({as_of}) 기준 아직 기간 전입니다 — {(first - as_of).days}일 뒤부터 요구할 수 있습니다"
        elif as_of <= last:
            status = f"오늘({as_of}) 기준 지금 요구할 수 있습니다 — 마감까지 {(last - as_of).days}일 남았습니다"
        else:
            status = (f"오늘({as_of}) 기준 요구 기간이 지났습니다 — 그때까지 양쪽 모두 통지하지 않았다면 "
                      "묵시적 갱신(제6조)으로 같은 조건의 2년 계약이 됩니다")
        w.line(status)
        figures.update(window_start=first.isoformat(), window_end=last.isoformat(), status=status)
        sentences.append(f"계약 종료일이 {fmt_date(end_d)}이면 계약갱신요구는 {fmt_date(first)}부터 {fmt_date(last)}까지 "
                         f"할 수 있습니다(주택임대차보호법 제6조의3). {status}.")
        if start_d and start_d < RENEWAL_RULE_FROM and end_d < date(2021, 6, 10):
            w.note("2020-12-10 전에 체결된 계약은 종료 1개월 전까지가 마감이었습니다.")
    if notice is not None:
        effective = add_months(notice, 3)
        w.use("해지 통지 도달일", Given.user(notice.isoformat()), notice.isoformat())
        w.line(f"묵시적 갱신 후 해지 효력 = 통지 도달일 {notice} + 3개월 = {effective}")
        figures["termination_effective"] = effective.isoformat()
        sentences.append(f"묵시적 갱신 뒤 {fmt_date(notice)}에 해지 통지가 집주인에게 도달하면 {fmt_date(effective)}에 "
                         "계약이 끝납니다(주택임대차보호법 제6조의2, 3개월).")
    w.note("계약갱신요구권은 1회만 쓸 수 있고 갱신된 계약은 2년입니다. 임대인은 실거주 등 제6조의3 제1항 단서의 사유가 있을 때만 거절할 수 있습니다.")
    w.note("도달 여부가 다툼이 되지 않도록 문자·내용증명 등 기록이 남는 방법으로, 마감보다 여유 있게 보내세요.")
    return Calculation(" ".join(sentences), figures,
                       (laws.RENEWAL_DEMAND, laws.IMPLIED_RENEWAL, laws.IMPLIED_RENEWAL_TERMINATION),
                       "2020-12-10 시행", w.freeze())


def deposit_delay_interest(deposit: int | Given | None, due: date | str | None, *, until: date | str | None = None,
                           served: date | str | None = None, today: date | None = None,
                           late_days: int | None = None, late_months: int | None = None,
                           after_service: bool = False, occupying: bool = False) -> Calculation:
    """Interest on a deposit not returned on ``due``: 5% a year, 12% from the day after ``served``.
    Without dates, a delay the user counted ("3개월째", "100일 늦어") is the period itself;
    ``after_service`` says that period runs after the complaint was served (연 12%).
    ``occupying``: the tenant still lives there — no interest yet (see ``_while_occupying``)."""
    today = today or date.today()
    if occupying:
        return _while_occupying(deposit)
    if deposit is None:
        raise MissingInput("deposit", "돌려받지 못한 보증금 액수를 알려 주세요.")
    due_d = parse_date("due_date", due, "보증금 반환일(계약 종료일)")
    if due_d is None and served is None and (late_days or late_months):
        return _delay_for_period(deposit, late_days, late_months, after_service=after_service)
    if due_d is None:
        raise MissingInput("due_date", "보증금을 돌려받기로 한 날(계약 종료일)을 알려 주세요 — 예: 2026-03-31.")
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
        w.note("소송을 내면 소장이 송달된 다음 날부터는 연 12%가 적용됩니다(소송촉진 등에 관한 특례법 제3조) — 송달일을 알려 주시면 나눠 계산합니다.")
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
        w.note("소송을 내면 소장이 송달된 다음 날부터는 연 12%가 적용됩니다(소송촉진 등에 관한 특례법 제3조) — 반환일과 송달일을 알려 주시면 나눠 계산합니다.")
    w.note("지연이자는 임차인이 집을 비워 주었거나(인도) 비워 줄 준비를 알린 때부터 청구할 수 있습니다 — 보증금 반환과 집 인도는 동시이행입니다.")
    w.note("계약서에 따로 정한 지연이자율이 있으면 그 약정이 우선합니다. 원 미만은 버렸습니다.")
    if after_service:
        headline = (f"소장 송달 다음 날부터 {period} 동안 보증금 {format_manwon(dep)}에 붙는 지연이자는 "
                    f"{format_won(interest)}입니다(연 12%, 소송촉진 등에 관한 특례법 제3조).")
        return Calculation(headline, {"interest_won": interest, "civil_won": 0, "litigation_won": interest,
                                      "civil_days": 0, "litigation_days": days or 0},
                           (laws.LITIGATION_INTEREST,), "소송촉진 등에 관한 특례법 제3조", w.freeze())
    headline = (f"보증금 {format_manwon(dep)}의 반환이 {period} 늦어졌다면 청구할 수 있는 지연이자는 "
                f"{format_won(interest)}입니다(연 5%, 민법 제379조).")
    return Calculation(headline, {"interest_won": interest, "civil_won": interest, "litigation_won": 0,
                                  "civil_days": days or 0, "litigation_days": 0},
                       (laws.CIVIL_LEGAL_INTEREST,), "민법 제379조", w.freeze())


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
                "연 12%(소송촉진 등에 관한 특례법 제3조)의 지연이자가 붙습니다." + per_month)
    return Calculation(headline, figures, (laws.SIMULTANEOUS_PERFORMANCE, laws.LEASE_REGISTRATION_ORDER,
                                           laws.CIVIL_LEGAL_INTEREST, laws.LITIGATION_INTEREST),
                       "민법 제536조·제379조", w.freeze(), verdict="어려움")
