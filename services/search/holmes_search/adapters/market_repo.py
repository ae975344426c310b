"""SQL of market_data and real_estate_search (tables: infra/sql/020_market.sql).

District filters use ``sigungu_code = ANY($n::char(5)[])`` so they hit the
(sigungu_code, property_type, deal_type, …) indexes; a 동 uses region_code.  Aggregates
(medians included) are computed by PostgreSQL, so a tool call moves ~100 rows, not the deals;
market figures of a region spanning several districts come from packed columns instead
(market_columns: same figures, a fraction of the time).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from holmes_kit.korean.regions import Region, children

from . import market_columns

if TYPE_CHECKING:  # the request types live with the tools; no import cycle at run time
    from ..data_tools.queries import ListingQuery, MarketQuery


def sigungu_codes(r: Region) -> tuple[str, ...]:
    """5-digit 시군구 codes covered by a 시도, 시 (with its 구) or 구; () for a 동."""
    codes = {c.sigungu_code for c in (r, *children(r)) if c.level == "sigungu"}
    return tuple(sorted(codes))


@dataclass
class Where:
    """A WHERE clause built from optional filters, with positional asyncpg arguments."""

    alias: str = ""
    parts: list[str] = field(default_factory=list)
    args: list[Any] = field(default_factory=list)

    def add(self, sql: str, *values: Any) -> None:
        """``sql`` uses {c} for the column prefix and {0}, {1}… for its values' placeholders."""
        marks = []
        for v in values:
            self.args.append(v)
            marks.append(f"${len(self.args)}")
        self.parts.append(sql.format(*marks, c=f"{self.alias}." if self.alias else ""))

    def region(self, r: Region | None) -> None:
        if r is None:
            return
        if r.level == "dong":
            self.add("{c}region_code = {0}::char(10)", r.code)
        else:
            self.add("{c}sigungu_code = ANY({0}::char(5)[])", list(sigungu_codes(r)))

    def range(self, column: str, lo: Any, hi: Any) -> None:
        if lo is not None:
            self.add("{c}" + column + " >= {0}", lo)
        if hi is not None:
            self.add("{c}" + column + " <= {0}", hi)

    @property
    def sql(self) -> str:
        return " AND ".join(self.parts) or "TRUE"


def _several_districts(q: MarketQuery) -> list[str] | None:
    """The 시군구 codes of a region spanning several, else None (one index range is faster)."""
    codes = [] if q.region.level == "dong" else list(sigungu_codes(q.region))
    return codes if len(codes) > 1 else None


def _market_where(q: MarketQuery) -> Where:
    w = Where()
    w.region(q.region)
    w.add("{c}property_type = {0}", q.property_type)
    return w


_STATS = """
SELECT deal_type, m AS month, count(*) AS n,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) AS median,
       avg(price_manwon)::float8 AS mean, min(price_manwon) AS min, max(price_manwon) AS max,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY (price_manwon / area_m2)::float8) AS median_per_m2,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY monthly_rent_manwon) AS median_rent,
       max(contract_date) AS last_date, count(*) FILTER (WHERE source = 'molit') AS molit
FROM (SELECT deal_type, price_manwon, monthly_rent_manwon, area_m2, contract_date, source,
             date_trunc('month', contract_date)::date AS m
      FROM transactions WHERE {where}) t
GROUP BY GROUPING SETS ((deal_type), (deal_type, m))
ORDER BY deal_type, m NULLS FIRST
"""


class MarketRepository:
    def __init__(self, pool: Any) -> None:
        self.pool = pool

    async def latest_date(self, q: MarketQuery) -> date | None:
        """Last contract date of the region and type (any deal type), the period's anchor."""
        if codes := _several_districts(q):
            return await market_columns.latest_date(self.pool, codes, q.property_type)
        w = _market_where(q)
        return await self.pool.fetchval(f"SELECT max(contract_date) FROM transactions WHERE {w.sql}", *w.args)

    async def stats(self, q: MarketQuery, start: date, end: date) -> list[dict[str, Any]]:
        """Per deal type: a total row (month None) and one row per month; end is inclusive."""
        if codes := _several_districts(q):  # a 시도 or a 시 with 구: packed columns, same figures
            return await market_columns.multi_district_stats(
                self.pool, codes, q.property_type, list(q.deal_types), start, end, q.min_area, q.max_area)
        w = _market_where(q)
        w.add("{c}deal_type = ANY({0}::text[])", list(q.deal_types))
        w.add("{c}contract_date BETWEEN {0} AND {1}", start, end)
        w.range("area_m2", q.min_area, q.max_area)
        rows = await self.pool.fetch(_STATS.format(where=w.sql), *w.args)
        return [dict(r) for r in rows]

    async def listing_counts(self, q: ListingQuery) -> list[dict[str, Any]]:
        """Per deal type: number of matching listings and their price range."""
        w = _listing_where(q)
        rows = await self.pool.fetch(
            f"""SELECT l.deal_type, count(*) AS n, min(l.price_manwon) AS min, max(l.price_manwon) AS max
                FROM listings l JOIN properties p ON p.id = l.property_id WHERE {w.sql}
                GROUP BY l.deal_type ORDER BY l.deal_type""", *w.args)
        return [dict(r) for r in rows]

    async def listings(self, q: ListingQuery) -> list[dict[str, Any]]:
        """One page of matching listings with their complex's fields."""
        w = _listing_where(q)
        offset = (q.page - 1) * q.page_size
        rows = await self.pool.fetch(
            f"""SELECT l.id, l.property_id, l.region_code, l.property_type, l.deal_type, l.price_manwon,
                       l.monthly_rent_manwon, l.area_m2::float8 AS area_m2, l.floor, l.listed_at,
                       l.description, l.agent_name, l.agent_phone, p.name, p.address, p.build_year,
                       p.households, p.nearby::text AS nearby
                FROM listings l JOIN properties p ON p.id = l.property_id WHERE {w.sql}
                ORDER BY {_ORDER[q.sort]} LIMIT {q.page_size} OFFSET {offset}""", *w.args)
        return [dict(r) for r in rows]

    async def recent_transactions(self, property_ids: list[int], per: int = 5) -> list[dict[str, Any]]:
        """The last ``per`` deals of each complex (transactions_property_date_idx)."""
        if not property_ids:
            return []
        rows = await self.pool.fetch(
            """SELECT t.* FROM unnest($1::bigint[]) AS pid, LATERAL (
                   SELECT property_id, deal_type, price_manwon, monthly_rent_manwon,
                          area_m2::float8 AS area_m2, floor, contract_date
                   FROM transactions WHERE property_id = pid ORDER BY contract_date DESC LIMIT $2) t""",
            sorted(set(property_ids)), per)
        return [dict(r) for r in rows]

    async def dong_sale_medians(self, keys: list[tuple[str, str]], months: int = 12) -> list[dict[str, Any]]:
        """매매 median (and per ㎡) of each (동 region_code, property_type) over its last ``months`` months.

        The window ends at the 동's latest sale (the data says what "recent" is), as market_data does.
        """
        if not keys:
            return []
        rows = await self.pool.fetch(
            """WITH k AS (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS k(region_code, property_type)),
                    last AS (SELECT k.region_code, k.property_type, max(t.contract_date) AS last_date
                             FROM k JOIN transactions t ON t.region_code = k.region_code::char(10)
                              AND t.property_type = k.property_type AND t.deal_type = 'SALE'
                             GROUP BY k.region_code, k.property_type)
               SELECT l.region_code, l.property_type, r.dong, count(*) AS n,
                      percentile_cont(0.5) WITHIN GROUP (ORDER BY t.price_manwon) AS median,
                      percentile_cont(0.5) WITHIN GROUP (ORDER BY t.price_manwon / t.area_m2) AS median_per_m2,
                      min(t.contract_date) AS first_date, l.last_date
               FROM last l JOIN transactions t ON t.region_code = l.region_code::char(10)
                    AND t.property_type = l.property_type AND t.deal_type = 'SALE'
                    AND t.contract_date > l.last_date - make_interval(months => $3)
               LEFT JOIN regions r ON r.code = l.region_code::char(10)
               GROUP BY l.region_code, l.property_type, r.dong, l.last_date""",
            [k[0] for k in keys], [k[1] for k in keys], months)
        return [{**dict(r), "median": float(r["median"]), "median_per_m2": float(r["median_per_m2"])} for r in rows]


_ORDER = {"price_asc": "l.price_manwon, l.id", "price_desc": "l.price_manwon DESC, l.id",
          "area_desc": "l.area_m2 DESC, l.id", "area_asc": "l.area_m2, l.id",
          "newest": "l.listed_at DESC, l.id DESC"}


def _listing_where(q: ListingQuery) -> Where:
    w = Where(alias="l")
    w.region(q.region)
    if q.property_type:
        w.add("{c}property_type = {0}", q.property_type)
    if q.deal_types:
        w.add("{c}deal_type = ANY({0}::text[])", list(q.deal_types))
    w.range("price_manwon", _int_ceil(q.min_price), _int_floor(q.max_price))
    w.range("monthly_rent_manwon", None, _int_floor(q.max_rent))
    w.range("area_m2", q.min_area, q.max_area)
    w.range("floor", q.min_floor, q.max_floor)
    if q.min_year is not None or q.max_year is not None:
        p = Where(alias="p", args=w.args)
        p.range("build_year", q.min_year, q.max_year)
        w.parts.extend(p.parts)
    return w


def _int_floor(v: float | None) -> int | None:
    return None if v is None else int(v // 1)


def _int_ceil(v: float | None) -> int | None:
    return None if v is None else int(-(-v // 1))
