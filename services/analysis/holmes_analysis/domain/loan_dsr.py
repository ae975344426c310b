"""DSR from the user's own loans: the ratio, the room left, and the limit when no house is named.

DSR (총부채원리금상환비율) = 모든 가계대출의 연간 원리금 ÷ 연소득. Each loan's 연 원리금 is the one the
user gave, else computed the way the DSR rules count it (은행업감독업무시행세칙 별표 18 'DSR 산정방식'):
- a loan repaid in instalments over a term the user gave: its real 원리금균등 payments;
- 신용대출·마이너스통장: 원금을 산정 만기 5년으로 나눈 금액 + 연 이자 (산정 만기 10년→7년 2021-07-01,
  →5년 2022년부터, 금융위원회 2021-04-29 '가계부채 관리방안'·2021-10-26 '가계부채 관리 강화방안');
- 전세대출: 이자만 (원금은 보증금으로 갚는 것으로 봄; 1주택자의 수도권·규제지역 전세대출 이자는
  2025-10-29부터 DSR에 반영, 10·15 대책).
A loan of another kind with no term given is counted like a 신용대출 (5년), and said so.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .errors import AnalysisInputError
from .loan import principal_for
from .loan_rules import LoanRuleSet
from .money import check_amount, check_rate, format_manwon, format_rate, format_won, to_int
from .repayment import annuity_factor, check_term
from .workings import Workings, WorkingsBuilder

CREDIT_YEARS = 5  # 신용대출 DSR 산정 만기 (2022년부터)
CREDIT_KINDS = frozenset({"신용대출"})


@dataclass(frozen=True)
class DebtLine:
    principal_manwon: int
    rate_pct: float | None
    term_years: int | None
    kind: str | None
    new: bool = False  # the loan asked about, not one held now


@dataclass(frozen=True)
class DebtService:
    line: DebtLine
    annual_won: int
    how: str


@dataclass(frozen=True)
class DsrRatio:
    ratio_pct: Decimal
    limit_pct: int
    annual_total_won: int
    income_manwon: int
    services: tuple[DebtService, ...]
    room_won: int  # 연 원리금 여유 (음수면 초과)
    assumed: tuple[str, ...]
    workings: Workings


def annual_service(line: DebtLine) -> tuple[int, str, str | None]:
    """(연 원리금 원, how it was counted, assumption or None)."""
    p = check_amount("loan", line.principal_manwon, allow_zero=False, label="대출 원금")
    if line.rate_pct is None:
        raise AnalysisInputError("rate_pct", f"대출 {format_manwon(p)}의 금리를 알려 주셔야 연 원리금을 계산할 수 있습니다.")
    rate = check_rate("rate_pct", line.rate_pct, label="금리")
    won = Decimal(p) * 10_000
    name = f"{line.kind or '대출'} {format_manwon(p)}"
    if line.kind == "전세대출":
        interest = to_int(won * rate / 100)
        return interest, f"{name}: 이자만 {format_manwon(p)} × {format_rate(rate)} = {format_won(interest)}", None
    if line.term_years is not None and line.kind not in CREDIT_KINDS:
        years = check_term(line.term_years)
        yearly = to_int(won * annuity_factor(rate, years * 12) * 12)
        return yearly, (f"{name}: 연 {format_rate(rate)}·{years}년 원리금균등 월 {format_won(to_int(yearly / Decimal(12)))} × 12 "
                        f"= {format_won(yearly)}"), None
    principal = to_int(won / CREDIT_YEARS)
    interest = to_int(won * rate / 100)
    assumed = None if line.kind in CREDIT_KINDS else (
        f"{name}은 기간을 몰라 신용대출처럼 산정 만기 {CREDIT_YEARS}년으로 계산했습니다 — 기간을 알려 주시면 다시 계산해 드릴게요.")
    return principal + interest, (f"{name}: 원금 ÷ 산정 만기 {CREDIT_YEARS}년 {format_won(principal)} + 연 이자 "
                                  f"{format_manwon(p)} × {format_rate(rate)} = {format_won(interest)} → {format_won(principal + interest)}"), assumed


def dsr_ratio(income_manwon: int, lines: list[DebtLine], rules: LoanRuleSet, *,
              existing_annual_manwon: int | None = None) -> DsrRatio:
    """DSR of all the loans; ``existing_annual_manwon``: the held loans' 연 원리금 as the user gave it
    (then the held loans are not recomputed)."""
    income = check_amount("annual_income", income_manwon, allow_zero=False, label="연소득")
    w = WorkingsBuilder()
    services: list[DebtService] = []
    assumed: list[str] = []
    total = 0
    if existing_annual_manwon is not None:
        given = check_amount("existing_annual_debt_service", existing_annual_manwon, label="기존 대출 연 원리금")
        total += given * 10_000
        w.line(f"기존 대출 연 원리금 (사용자 입력) = {format_manwon(given)}")
        lines = [ln for ln in lines if ln.new]
    for ln in lines:
        yearly, how, note = annual_service(ln)
        services.append(DebtService(ln, yearly, how))
        total += yearly
        w.line(how)
        if note:
            assumed.append(note)
    ratio = (Decimal(total) / (Decimal(income) * 10_000) * 100).quantize(Decimal("0.1"))
    w.line(f"DSR = 연 원리금 합계 {format_won(total)} ÷ 연소득 {format_manwon(income)} = {ratio}%")
    room = income * 10_000 * rules.dsr_pct // 100 - total
    w.line(f"DSR {rules.dsr_pct}% 한도의 연 원리금 = {format_manwon(income)} × {rules.dsr_pct}% = "
           f"{format_manwon(income * rules.dsr_pct // 100)} → {'여유' if room >= 0 else '초과'} {format_won(abs(room))}")
    return DsrRatio(ratio, rules.dsr_pct, total, income, tuple(services), room, tuple(assumed), w.freeze())


@dataclass(frozen=True)
class DsrLimit:
    room_manwon: int  # 연 원리금 여유
    plain_manwon: int  # 스트레스 금리 없이
    stressed: tuple[tuple[str, float, int], ...]  # (지역, 가산 %p, 한도)
    workings: Workings


def dsr_limit(income_manwon: int, rate_pct: float, years: int, dsr_pct: float, zones: list[tuple[str, float]],
              existing_annual_manwon: int = 0) -> DsrLimit:
    """The most a new 원리금균등 loan can be under DSR alone (no house named, so no LTV)."""
    income = check_amount("annual_income", income_manwon, allow_zero=False, label="연소득")
    rate = check_rate("rate", rate_pct, label="금리")
    years = check_term(years)
    existing = check_amount("existing_annual_debt_service", existing_annual_manwon, label="기존 대출 연 원리금")
    pct = Decimal(str(dsr_pct))
    w = WorkingsBuilder()
    room = Decimal(income) * pct / 100 - existing
    w.line(f"연 원리금 여유 = {format_manwon(income)} × {format_rate(pct)}"
           + (f" − 기존 {format_manwon(existing)}" if existing else "") + f" = {format_manwon(to_int(room))}")

    def limit(add: float) -> int:
        return principal_for(room, rate + Decimal(str(add)), years * 12)

    plain = limit(0)
    w.line(f"한도 = 연 여유 {format_manwon(to_int(room))} ÷ (연 {format_rate(rate)}·{years}년 원리금균등의 원금 1원당 연 상환액) "
           f"= {format_manwon(plain)}")
    stressed = []
    for label, add in zones:
        v = limit(add)
        stressed.append((label, add, v))
        w.line(f"{label}: 연 {format_rate(rate + Decimal(str(add)))}(스트레스 {format_rate(add)}p 가산)로 계산 = {format_manwon(v)}")
    return DsrLimit(to_int(room), plain, tuple(stressed), w.freeze())
