"""중개보수 상한 요율표 — the one dated table every brokerage figure reads.

Source: 공인중개사법 시행규칙 제20조 제1항·제4항 별표 1 (주택), 제20조 제4항 (오피스텔),
as amended 2021-10-19 (국토교통부령 제900호). A band is (거래금액 상한 만원 — 미만, None =
no upper bound; 상한요율 %; 한도액 원 | None). The fee is 거래금액 × 요율, not above the
한도액; 부가가치세 별도. A later amendment is added as a new dated entry, never edited in.

Read by the analysis team (the 중개보수 calculator, buying costs) and the document team (a
contract's or a draft's fee clause checked against the cap), so it lives in kit.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from ..clock import turn_day

Band = tuple[int | None, Decimal, int | None]
FEE_LAW, FEE_ARTICLE = "공인중개사법 시행규칙", "제20조"  # where a fee figure is cited


@dataclass(frozen=True)
class RateTable:
    effective: date
    source: str
    housing_sale: tuple[Band, ...]  # 주택 매매·교환
    housing_lease: tuple[Band, ...]  # 주택 임대차 등
    officetel_sale_pct: Decimal  # 전용 85㎡ 이하·부엌·화장실·목욕시설을 갖춘 오피스텔
    officetel_lease_pct: Decimal
    other_max_pct: Decimal  # 그 밖의 건축물(상가·토지 등): 0.9% 이내 협의


TABLES: tuple[RateTable, ...] = (
    RateTable(
        effective=date(2021, 10, 19),
        source="공인중개사법 시행규칙 제20조 별표 1 (2021-10-19 시행)",
        housing_sale=(
            (5_000, Decimal("0.6"), 250_000),
            (20_000, Decimal("0.5"), 800_000),
            (90_000, Decimal("0.4"), None),
            (120_000, Decimal("0.5"), None),
            (150_000, Decimal("0.6"), None),
            (None, Decimal("0.7"), None),
        ),
        housing_lease=(
            (5_000, Decimal("0.5"), 200_000),
            (10_000, Decimal("0.4"), 300_000),
            (60_000, Decimal("0.3"), None),
            (120_000, Decimal("0.4"), None),
            (150_000, Decimal("0.5"), None),
            (None, Decimal("0.6"), None),
        ),
        officetel_sale_pct=Decimal("0.5"),
        officetel_lease_pct=Decimal("0.4"),
        other_max_pct=Decimal("0.9"),
    ),
)


def table_for(as_of: date) -> RateTable | None:
    """The table in force on ``as_of`` (None before the oldest table we hold)."""
    live = [t for t in TABLES if t.effective <= as_of]
    return max(live, key=lambda t: t.effective) if live else None


def band_for(bands: tuple[Band, ...], amount_manwon: int) -> Band:
    return next(b for b in bands if b[0] is None or amount_manwon < b[0])


SMALL_LEASE_MANWON = 5_000  # 별표 1 비고: 환산보증금이 5천만원 미만이면 월차임 × 70


def lease_amount_manwon(deposit_manwon: int, monthly_rent_manwon: int) -> int:
    """거래금액 of a lease: 보증금 for 전세; 보증금 + 월차임 × 100 for 월세, × 70 under 5천만원."""
    if monthly_rent_manwon <= 0:
        return deposit_manwon
    amount = deposit_manwon + monthly_rent_manwon * 100
    return amount if amount >= SMALL_LEASE_MANWON else deposit_manwon + monthly_rent_manwon * 70


def lease_amount_won(deposit_won: int, monthly_rent_won: int) -> int:
    """lease_amount_manwon in 원, for amounts not whole 만원 (a pasted contract's figures)."""
    if monthly_rent_won <= 0:
        return deposit_won
    amount = deposit_won + monthly_rent_won * 100
    return amount if amount >= SMALL_LEASE_MANWON * 10_000 else deposit_won + monthly_rent_won * 70


@dataclass(frozen=True)
class HousingFeeCap:
    amount_won: int  # 거래금액
    rate_pct: Decimal  # 상한요율
    limit_won: int | None  # 한도액
    cap_won: int  # the most one party may be charged, VAT excluded


def housing_lease_fee_cap(deposit_won: int, monthly_rent_won: int, as_of: date | None = None) -> HousingFeeCap:
    """The 주택 임대차 중개보수 상한 for one party, from the table in force on ``as_of`` (today)."""
    table = table_for(as_of or turn_day()) or TABLES[0]
    amount = lease_amount_won(deposit_won, monthly_rent_won)
    _, rate, limit = band_for(table.housing_lease, amount // 10_000)
    raw = int(Decimal(amount) * rate / 100)
    return HousingFeeCap(amount, rate, limit, min(raw, limit) if limit is not None else raw)
