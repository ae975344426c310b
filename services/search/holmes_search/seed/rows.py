"""Row types of the market and loan reference tables.

Field order equals the column order of infra/sql/020_market.sql, so a row can be handed
to asyncpg's ``copy_records_to_table`` as is (``COLUMNS`` lists the names).
"""

from __future__ import annotations

from datetime import date
from typing import NamedTuple


class RegionRow(NamedTuple):
    code: str
    sido: str
    sigungu: str | None
    dong: str | None
    level: str  # 'sido' | 'sigungu' | 'dong'


class PropertyRow(NamedTuple):
    id: int
    region_code: str
    sigungu_code: str
    name: str
    property_type: str
    build_year: int
    households: int
    address: str
    lat: float
    lng: float
    nearby: str  # JSON text for the jsonb column


class TransactionRow(NamedTuple):
    id: int
    property_id: int | None
    region_code: str
    sigungu_code: str
    property_type: str
    deal_type: str  # SALE | JEONSE | MONTHLY
    price_manwon: int  # sale price, or the deposit for JEONSE / MONTHLY
    monthly_rent_manwon: int  # 0 unless MONTHLY
    area_m2: float
    floor: int | None
    build_year: int | None
    contract_date: date
    source: str  # 'generated' | 'molit'


class ListingRow(NamedTuple):
    id: int
    property_id: int
    region_code: str
    sigungu_code: str
    property_type: str
    deal_type: str
    price_manwon: int
    monthly_rent_manwon: int
    area_m2: float
    floor: int
    listed_at: date
    description: str
    agent_name: str
    agent_phone: str


COLUMNS: dict[str, tuple[str, ...]] = {
    "regions": RegionRow._fields,
    "properties": PropertyRow._fields,
    "transactions": TransactionRow._fields,
    "listings": ListingRow._fields,
}
