"""Loan products: read and validate corpus/loans.json into rows of ``loan_products``."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple

LOANS_PATH = Path(__file__).resolve().parent.parent / "corpus" / "loans.json"
LOAN_TYPES = ("전세자금대출", "주택담보대출", "신용대출", "월세자금대출", "구입자금대출", "보증금반환대출")
MARITAL = ("any", "single", "newlywed", "married", "newborn")


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


def _row(item: dict[str, Any]) -> LoanRow:
    pid = item.get("id", "?")
    missing = [f for f in LoanRow._fields if f not in item]
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
    values = {f: item[f] for f in LoanRow._fields}
    values["as_of"] = as_of
    values["rate_min"], values["rate_max"] = float(item["rate_min"]), float(item["rate_max"])
    return LoanRow(**values)


def load_loan_products(path: Path = LOANS_PATH) -> tuple[LoanRow, ...]:
    """All products of ``path``; raises LoanDataError on the first invalid one."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    rows = tuple(_row(item) for item in doc["products"])
    ids = [r.id for r in rows]
    if len(set(ids)) != len(ids):
        raise LoanDataError("대출 상품 id가 중복되었습니다")
    return rows
