"""대항력 / 확정일자 / 전입신고 timing checklist.

대항력 arises at 0시 of the day after both 인도(입주) and 전입신고 (주택임대차보호법 제3조 제1항);
a 근저당 registered on the same day as 전입 therefore ranks ahead of the tenant.
우선변제권 needs 대항요건 plus 확정일자 and starts at the later of the two (제3조의2 제2항).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

from . import laws
from .errors import AnalysisInputError
from .workings import LawRef, Workings, WorkingsBuilder

Status = Literal["충족", "주의", "확인 필요"]


@dataclass(frozen=True)
class TenancyDates:
    contract_start: date | str | None = None  # 잔금·입주 예정일
    contract_end: date | str | None = None
    move_in_report: date | str | None = None  # 전입신고일
    handover: date | str | None = None  # 인도(실제 입주)일
    fixed_date: date | str | None = None  # 확정일자
    mortgage_registered: date | str | None = None  # 근저당 설정(접수)일


@dataclass(frozen=True)
class ChecklistItem:
    key: str
    title: str
    status: Status
    detail: str
    law: LawRef


@dataclass(frozen=True)
class TenancyCheck:
    opposability_from: date | None  # 대항력 발생일(0시)
    priority_from: date | None  # 우선변제권 발생일
    mortgage_ahead: bool | None  # None = 근저당 설정일 미입력
    items: tuple[ChecklistItem, ...]
    workings: Workings


def _parse(field: str, value: date | str | None) -> date | None:
    if value is None or isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        raise AnalysisInputError(field, f"날짜 형식이 올바르지 않습니다: {value!r} (예: 2025-03-01).") from None


def check_tenancy(d: TenancyDates) -> TenancyCheck:
    start, end = _parse("contract_start", d.contract_start), _parse("contract_end", d.contract_end)
    move_in, handover = _parse("move_in_report", d.move_in_report), _parse("handover", d.handover)
    fixed, mortgage = _parse("fixed_date", d.fixed_date), _parse("mortgage_registered", d.mortgage_registered)
    if start and end and end <= start:
        raise AnalysisInputError("contract_end", f"계약 종료일 {end}이 시작일 {start}보다 늦어야 합니다.")
    w = WorkingsBuilder()
    items: list[ChecklistItem] = []

    opp: date | None = None
    if move_in and handover:
        opp = max(move_in, handover) + timedelta(days=1)
        w.line(f"대항력 발생 = max(전입신고 {move_in}, 인도 {handover}) 다음 날 0시 = {opp} 0시")
        items.append(ChecklistItem("opposability", "대항력(전입신고+인도)", "충족", f"{opp} 0시부터 대항력이 생깁니다.", laws.OPPOSABILITY))
    else:
        hint = f"잔금일({start}) 당일" if start else "잔금일 당일"
        items.append(ChecklistItem(
            "opposability", "대항력(전입신고+인도)", "확인 필요",
            f"전입신고일과 입주일을 모두 알아야 합니다. {hint} 입주와 전입신고를 마치면 다음 날 0시에 대항력이 생깁니다.",
            laws.OPPOSABILITY,
        ))

    prio: date | None = None
    if fixed and opp:
        prio = max(opp, fixed)
        w.line(f"우선변제권 발생 = max(대항력 {opp}, 확정일자 {fixed}) = {prio}")
        items.append(ChecklistItem("fixed_date", "확정일자(우선변제권)", "충족", f"{prio}부터 우선변제권이 생깁니다.", laws.PRIORITY_REPAYMENT))
    elif fixed:
        items.append(ChecklistItem("fixed_date", "확정일자(우선변제권)", "확인 필요",
                                   f"확정일자({fixed})는 있으나 대항요건(전입+인도)이 확인되지 않아 우선변제권 발생일을 정할 수 없습니다.",
                                   laws.PRIORITY_REPAYMENT))
    else:
        items.append(ChecklistItem("fixed_date", "확정일자(우선변제권)", "주의",
                                   "확정일자가 없으면 경매·공매에서 후순위 권리자보다 먼저 배당받을 수 없습니다. 전입신고 때 함께 받으세요.",
                                   laws.FIXED_DATE))

    ahead: bool | None = None
    if mortgage and opp:
        ahead = mortgage < opp
        verdict = "근저당이 임차인보다 선순위" if ahead else "임차인의 대항력이 근저당보다 앞섬"
        w.line(f"근저당 설정일 {mortgage} vs 대항력 발생 {opp} 0시 → {verdict}")
        items.append(ChecklistItem("mortgage_order", "근저당과의 순위", "주의" if ahead else "충족",
                                   f"{verdict}입니다." + (" 경매 시 근저당이 먼저 배당받습니다." if ahead else ""),
                                   laws.OPPOSABILITY))
    elif mortgage:
        items.append(ChecklistItem("mortgage_order", "근저당과의 순위", "확인 필요",
                                   f"근저당 설정일({mortgage})과 비교할 대항력 발생일을 알 수 없습니다.", laws.OPPOSABILITY))

    if start and end:
        # 2025-03-01 시작이면 2027-02-28 종료가 꼭 2년이다 (초일 포함 기간 계산).
        full_term_end = _add_years(start, 2) - timedelta(days=1)
        short = end < full_term_end
        w.line(f"계약기간 = {start} ~ {end}; 2년 만료일 = {full_term_end} → {'2년 미만' if short else '2년 이상'}")
        if short:
            items.append(ChecklistItem("term", "임대차기간", "주의",
                                       f"2년 미만 약정은 2년으로 봅니다. 임차인은 {end} 종료 또는 2년 보장 중 선택할 수 있습니다.",
                                       laws.LEASE_TERM))
    return TenancyCheck(opp, prio, ahead, tuple(items), w.freeze())


def _add_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:  # 2월 29일
        return d.replace(year=d.year + years, day=28)
