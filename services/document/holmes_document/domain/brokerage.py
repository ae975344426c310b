"""Statutory cap on the brokerage fee for a housing lease.

Data: 공인중개사법 시행규칙 제20조 [별표 1] (2021-10-19 개정) — 주택 임대차 등.
The 거래금액 of a monthly-rent lease is 보증금 + 월차임×100, or ×70 when that sum is under
5천만원. Rates and ceilings below are the law's numbers, kept here as data with their source.
"""
from __future__ import annotations

from dataclasses import dataclass

BASIS = ("공인중개사법 시행규칙", "제20조", "중개보수 및 실비의 한도 등 [별표 1]")


@dataclass(frozen=True)
class FeeBand:
    below_won: int | None  # upper bound (exclusive); None = no bound
    rate_per_mille: int    # ‰, to keep arithmetic in integers
    ceiling_won: int | None


LEASE_BANDS: tuple[FeeBand, ...] = (
    FeeBand(50_000_000, 5, 200_000),
    FeeBand(100_000_000, 4, 300_000),
    FeeBand(600_000_000, 3, None),
    FeeBand(1_200_000_000, 4, None),
    FeeBand(1_500_000_000, 5, None),
    FeeBand(None, 6, None),
)


def transaction_amount_won(deposit_won: int, monthly_rent_won: int) -> int:
    if monthly_rent_won <= 0:
        return deposit_won
    amount = deposit_won + monthly_rent_won * 100
    if amount < 50_000_000:
        amount = deposit_won + monthly_rent_won * 70
    return amount


def fee_cap_won(deposit_won: int, monthly_rent_won: int) -> tuple[int, FeeBand]:
    """Largest fee one party may be charged, and the band that set it."""
    amount = transaction_amount_won(deposit_won, monthly_rent_won)
    band = next(b for b in LEASE_BANDS if b.below_won is None or amount < b.below_won)
    cap = amount * band.rate_per_mille // 1000
    if band.ceiling_won is not None:
        cap = min(cap, band.ceiling_won)
    return cap, band
