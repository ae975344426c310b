"""최우선변제 (소액임차인) tables — 주택임대차보호법 시행령 제10조·제11조, dated.

Which table applies is decided by the date the first 담보물권 (근저당 등) on the house was
registered (시행령 부칙: 개정 전에 설정된 담보물권자에 대해서는 종전 규정): a lease on a
house mortgaged in 2020 is judged by the 2018-09-18 table even today. Band -> (보증금
상한 만원 — 이하이면 소액임차인, 최우선변제액 만원). Band names as in regions.CLASS_KO; the
2018 table drew the bands slightly differently (김포 in the 광역시 band; 이천·평택 in 그 밖의
지역), see ``band_2018``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class SmallTenantTable:
    effective: date
    bands: dict[str, tuple[int, int]]


TABLES: tuple[SmallTenantTable, ...] = (
    SmallTenantTable(date(2018, 9, 18), {
        "seoul": (11_000, 3_700), "overcrowded": (10_000, 3_400), "metro": (6_000, 2_000), "other": (5_000, 1_700)}),
    SmallTenantTable(date(2021, 5, 11), {
        "seoul": (15_000, 5_000), "overcrowded": (13_000, 4_300), "metro": (7_000, 2_300), "other": (6_000, 2_000)}),
    SmallTenantTable(date(2023, 2, 21), {
        "seoul": (16_500, 5_500), "overcrowded": (14_500, 4_800), "metro": (8_500, 2_800), "other": (7_500, 2_500)}),
)
OLDEST = TABLES[0].effective


def table_for(on: date) -> SmallTenantTable | None:
    """The table in force on ``on`` (None before the oldest table held)."""
    live = [t for t in TABLES if t.effective <= on]
    return max(live, key=lambda t: t.effective) if live else None


def band_2018(small_tenant_class: str, city: str | None) -> str:
    """2018-09-18 table: 김포 was a 광역시-band city; 이천·평택 fell under 그 밖의 지역."""
    if city == "김포":
        return "metro"
    if city in ("이천", "평택") and small_tenant_class == "metro":
        return "other"
    return small_tenant_class
