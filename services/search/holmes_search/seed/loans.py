"""Loan products: read and validate corpus/loans.json into rows of ``loan_products``."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple

LOANS_PATH = Path(__file__).resolve().parent.parent / "corpus" / "loans.json"
LOAN_TYPES = ("전세자금대출", "주택담보대출", "신용대출", "월세자금대출", "구입자금대출", "보증금반환대출")
MARITAL = ("any", "single", "newlywed", "married", "newborn")
#: Who may have a product's higher cap, and which caps a group may raise (infra/sql/031_loan_group_caps.sql).
GROUPS = ("newlywed", "newborn", "first_home", "multi_child")
GROUP_COLUMNS = ("income_max_manwon", "house_price_max_manwon", "deposit_max_manwon", "limit_manwon")


class LoanDataError(ValueError):
    """loans.json has a product that cannot be loaded."""


class LoanRow(NamedTuple):
    id: str
    name: str
    provider: str
    category: str
    loan_type: str
    rate_min: float
    rate_max: float
    limit_manwon: int | None
    ltv_max: float | None
    dti_max: float | None
    dsr_max: float | None
    income_max_manwon: int | None
    age_min: int | None
    age_max: int | None
    requires_homeless: bool
    marital: str
    house_price_max_manwon: int | None
    deposit_max_manwon: int | None
    area_max_m2: float | None
    region_scope: str
    term_max_years: int | None
    active: bool
    notes: str
    source: str
    as_of: date
    group_caps: dict[str, dict[str, int]] = {}  # {group: {column: 만원}}; optional in loans.json (never mutated)


def _row(item: dict[str, Any]) -> LoanRow:
    pid = item.get("id", "?")
    missing = [f for f in LoanRow._fields if f not in item and f not in LoanRow._field_defaults]
    if missing:
        raise LoanDataError(f"대출 상품 {pid}: 필드 누락 {missing}")
    if item["category"] not in ("정책", "은행"):
        raise LoanDataError(f"대출 상품 {pid}: category는 '정책' 또는 '은행'이어야 합니다")
    if item["loan_type"] not in LOAN_TYPES:
        raise LoanDataError(f"대출 상품 {pid}: 알 수 없는 loan_type {item['loan_type']!r}")
    if item["marital"] not in MARITAL:
        raise LoanDataError(f"대출 상품 {pid}: 알 수 없는 marital {item['marital']!r}")
    if not 0 <= item["rate_min"] <= item["rate_max"] <= 20:
        raise LoanDataError(f"대출 상품 {pid}: 금리 범위가 잘못되었습니다")
    try:
        as_of = date.fromisoformat(item["as_of"])
    except (TypeError, ValueError) as exc:
        raise LoanDataError(f"대출 상품 {pid}: as_of 날짜 형식 오류") from exc
    values = {f: item[f] for f in LoanRow._fields if f in item}
    values["as_of"] = as_of
    values["group_caps"] = _group_caps(pid, item)
    values["rate_min"], values["rate_max"] = float(item["rate_min"]), float(item["rate_max"])
    return LoanRow(**values)


def _group_caps(pid: str, item: dict[str, Any]) -> dict[str, dict[str, int]]:
    """A group's cap is one of the capped columns, raised above the general one (never lowered: a lower
    cap for a group would be a condition of its own, not a cap)."""
    caps = item.get("group_caps") or {}
    if not isinstance(caps, dict):
        raise LoanDataError(f"대출 상품 {pid}: group_caps는 {{집단: {{열: 만원}}}} 형식이어야 합니다")
    for group, columns in caps.items():
        if group not in GROUPS:
            raise LoanDataError(f"대출 상품 {pid}: 알 수 없는 group_caps 집단 {group!r} (가능: {', '.join(GROUPS)})")
        for column, value in (columns or {}).items():
            if column not in GROUP_COLUMNS:
                raise LoanDataError(f"대출 상품 {pid}: group_caps.{group}에 알 수 없는 열 {column!r}")
            if not isinstance(value, int) or value <= 0:
                raise LoanDataError(f"대출 상품 {pid}: group_caps.{group}.{column}은 양의 정수(만원)여야 합니다")
            if item.get(column) is not None and value <= item[column]:
                raise LoanDataError(f"대출 상품 {pid}: group_caps.{group}.{column} {value}만원이 일반 한도 "
                                    f"{item[column]}만원보다 높지 않습니다")
    return caps


def load_loan_products(path: Path = LOANS_PATH) -> tuple[LoanRow, ...]:
    """All products of ``path``; raises LoanDataError on the first invalid one."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    rows = tuple(_row(item) for item in doc["products"])
    ids = [r.id for r in rows]
    if len(set(ids)) != len(ids):
        raise LoanDataError("대출 상품 id가 중복되었습니다")
    return rows
