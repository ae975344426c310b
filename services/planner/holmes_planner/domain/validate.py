"""Inputs no tool should compute with: answered with a Korean question naming the field.

A negative deposit, a 9,999억 house, a lease that ends before it starts or a place that
does not exist would otherwise reach the tools and come back as a silently wrong number
(or the wrong district).  The planner stops such a turn before any team runs; the answer
says which value is wrong and what to check.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from holmes_contracts.models import Entities
from holmes_kit.korean.money import format_manwon
from holmes_kit.korean.text import josa

ROLE_KO = {"deposit": "보증금", "price": "매매가", "monthly_rent": "월세", "income": "소득", "debt": "선순위 채무(근저당)",
           "loan": "대출금", "contract_payment": "계약금", "middle_payment": "중도금", "balance_payment": "잔금"}
# Bounds that catch unit slips and typos, not policy: above any Korean home / any lease.
MAX_MANWON = 10_000_000          # 1,000억원
MAX_MONTHLY_RENT_MANWON = 10_000  # 월 1억원
DATE_LABELS = {"contract_date": "계약일", "balance_date": "잔금 지급일", "start_date": "임대차 시작일",
               "end_date": "임대차 종료일"}


def _date_ko(iso: str) -> str:
    d = date.fromisoformat(iso)
    return f"{d.year}년 {d.month}월 {d.day}일"


def _region_problem(extra: dict[str, Any]) -> str | None:
    unknown = extra.get("unknown_regions") or []
    if not unknown:
        return None
    first = unknown[0]
    asked, suggested = f"'{first['text']}'", f"'{first.get('suggestion')}'"
    hint = f" 혹시 {josa(suggested, '을')} 말씀하신 건가요?" if first.get("suggestion") else ""
    return (f"{josa(asked, '은')} 찾을 수 없는 지역입니다.{hint} "
            f"시·군·구 이름(예: 강남구, 수원시)을 확인해 다시 물어봐 주세요.")


def _amount_problem(entities: Entities) -> str | None:
    for a in entities.amounts:
        label = ROLE_KO.get(a.role or "", "금액")
        if a.manwon < 0:
            quoted = f"'{a.text}'"
            return f"{label} {josa(quoted, '은')} 0보다 커야 합니다. 금액을 다시 확인해 주세요."
        cap = MAX_MONTHLY_RENT_MANWON if a.role == "monthly_rent" else MAX_MANWON
        if a.manwon > cap:
            return (f"{label} {format_manwon(a.manwon)}은 비정상적으로 큰 금액입니다(확인 한도 {format_manwon(cap)}). "
                    f"금액과 단위(억·만원)를 확인해 주세요.")
    return None


def _date_problem(fields: dict[str, Any]) -> str | None:
    start, end = fields.get("start_date"), fields.get("end_date")
    if start and end and end <= start:
        return (f"임대차 종료일({_date_ko(end)})이 시작일({_date_ko(start)})보다 빠르거나 같습니다. "
                f"임대차 기간의 시작일과 종료일을 확인해 주세요.")
    contract, balance = fields.get("contract_date"), fields.get("balance_date")
    if contract and balance and balance < contract:
        return (f"잔금 지급일({_date_ko(balance)})이 계약일({_date_ko(contract)})보다 빠릅니다. "
                f"날짜를 확인해 주세요.")
    return None


def input_problem(entities: Entities, *, contract: bool) -> str | None:
    """The first input that must be corrected before any tool runs, as a Korean message.

    ``contract``: the lease fields in ``entities.extra`` are being drafted (dates checked).
    """
    return (_region_problem(entities.extra) or _amount_problem(entities)
            or (_date_problem(entities.extra) if contract else None))
