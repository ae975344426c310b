"""Monthly repayment for 원리금균등 (annuity) and 원금균등 (equal principal).

Principal in 만원, results in 원, rounded half-up to the 원; banks may differ by a few
원 because they round each month. Rates are annual % (4.0 = 4%).
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from .errors import AnalysisInputError
from .money import check_amount, check_rate, format_manwon, format_rate, format_won, to_int
from .workings import Given, Workings, WorkingsBuilder

Method = Literal["annuity", "equal_principal"]


@dataclass(frozen=True)
class RepaymentPlan:
    method: Method
    principal_manwon: int
    rate_pct: Decimal
    months: int
    first_payment_won: int
    first_interest_won: int
    last_payment_won: int
    total_interest_won: int
    workings: Workings


def check_term(years: object) -> int:
    if isinstance(years, bool) or not isinstance(years, int) or not 1 <= years <= 50:
        raise AnalysisInputError("term_years", f"대출 기간은 1~50년 사이의 정수여야 합니다 (받은 값: {years!r}).")
    return years


def annuity_factor(rate_pct: Decimal, months: int) -> Decimal:
    """Monthly payment per 1원 of principal."""
    r = rate_pct / 100 / 12
    if r == 0:
        return Decimal(1) / months
    g = (1 + r) ** months
    return r * g / (g - 1)


def repayment(principal_manwon: int, rate_pct: float | Decimal, term_years: int, method: Method = "annuity",
              *, record_inputs: bool = True) -> RepaymentPlan:
    """``record_inputs=False`` when the principal is itself a computed figure (loan limit)."""
    p_manwon = check_amount("principal", principal_manwon, allow_zero=False, label="대출 원금")
    rate = check_rate("rate", rate_pct, label="금리")
    n = check_term(term_years) * 12
    if method not in ("annuity", "equal_principal"):
        raise AnalysisInputError("method", f"알 수 없는 상환 방식입니다: {method!r}.")
    p = Decimal(p_manwon) * 10_000
    r = rate / 100 / 12
    w = WorkingsBuilder()
    if record_inputs:
        w.use("대출 원금", Given.user(p_manwon), format_manwon(p_manwon))
        w.use("금리", Given.user(rate_pct), f"연 {format_rate(rate)}")
        w.use("대출 기간", Given.user(term_years), f"{term_years}년")
    head = f"{format_manwon(p_manwon)}, 연 {format_rate(rate)}, {n}개월"
    if method == "annuity":
        m = p * annuity_factor(rate, n)
        interest = p * r
        # the total from the payment as shown (whole won), so the line below adds up as written (review 12)
        total = Decimal(to_int(m)) * n - p
        w.line(f"원리금균등 월 상환액 = P×r×(1+r)^n ÷ ((1+r)^n − 1) [{head}, r = {format_rate(rate)}÷12] = {format_won(m)}")
        w.line(f"첫 달 이자 = {format_manwon(p_manwon)} × {format_rate(rate)} ÷ 12 = {format_won(interest)}")
        w.line(f"총 이자 = {format_won(m)} × {n} − {format_manwon(p_manwon)} = {format_won(total)}")
        return RepaymentPlan(method, p_manwon, rate, n, to_int(m), to_int(interest), to_int(m), to_int(total), w.freeze())
    part = p / n
    interest = p * r
    first = part + interest
    last = part + part * r
    total = p * r * (n + 1) / 2
    w.line(f"원금균등 월 원금 = {format_manwon(p_manwon)} ÷ {n} = {format_won(part)}")
    w.line(f"첫 달 상환액 = {format_won(part)} + 이자 {format_won(interest)} = {format_won(first)}")
    w.line(f"마지막 달 상환액 = {format_won(part)} + {format_won(part * r)} = {format_won(last)}")
    w.line(f"총 이자 = {format_manwon(p_manwon)} × {format_rate(rate)}÷12 × ({n}+1) ÷ 2 = {format_won(total)}")
    return RepaymentPlan(method, p_manwon, rate, n, to_int(first), to_int(interest), to_int(last), to_int(total), w.freeze())
