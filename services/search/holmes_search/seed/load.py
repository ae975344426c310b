"""Load the reference data (market generator + loans.json) into PostgreSQL.

Idempotent: ``seed_meta`` remembers what was loaded under which version; a second call
with the same generator version, seed and loans file is a no-op.  A different version
replaces the generated rows (imported MOLIT rows are kept).  Bulk rows go through
asyncpg ``copy_records_to_table``.  Schema: infra/sql/020_market.sql, 030_loans.sql
(applied here too, so a bare database works).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from holmes_search.seed.loans import LOANS_PATH, LoanRow, load_loan_products
from holmes_search.seed.market import DEFAULT_SEED, GENERATOR_VERSION, generate_market
from holmes_search.seed.rows import COLUMNS

SQL_DIR = Path(__file__).resolve().parents[4] / "infra" / "sql"
SCHEMA_FILES = ("020_market.sql", "021_market_columns.sql", "030_loans.sql")

_REBUILD_MONTHLY = """
DELETE FROM transaction_monthly;
INSERT INTO transaction_monthly
SELECT sigungu_code, property_type, deal_type, date_trunc('month', contract_date)::date,
       count(*), round(avg(price_manwon), 1),
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon)::numeric, 1),
       round(avg(price_manwon / area_m2), 1), round(avg(monthly_rent_manwon), 1),
       round(avg(area_m2), 2)
FROM transactions GROUP BY 1, 2, 3, 4;
DELETE FROM transaction_columns;
INSERT INTO transaction_columns
SELECT property_type, sigungu_code, deal_type, date_trunc('month', contract_date)::date,
       count(*), max(contract_date),
       string_agg(int4send(price_manwon), ''::bytea ORDER BY id),
       string_agg(float8send((price_manwon / area_m2)::float8), ''::bytea ORDER BY id),
       string_agg(int4send(monthly_rent_manwon), ''::bytea ORDER BY id),
       string_agg(int4send((area_m2 * 100)::int), ''::bytea ORDER BY id),
       string_agg(int4send(contract_date - DATE '2000-01-01'), ''::bytea ORDER BY id),
       string_agg(CASE WHEN source = 'molit' THEN '\\x01'::bytea ELSE '\\x00'::bytea END, ''::bytea ORDER BY id)
FROM transactions GROUP BY 1, 2, 3, 4;
ANALYZE transaction_columns;
"""


def market_version(seed: int) -> str:
    return f"{GENERATOR_VERSION}:seed={seed}"


def loans_version(path: Path = LOANS_PATH) -> str:
    return "loans:" + hashlib.sha256(path.read_bytes()).hexdigest()[:16]


async def apply_schema(conn: Any, sql_dir: Path = SQL_DIR) -> None:
    for name in SCHEMA_FILES:
        await conn.execute((sql_dir / name).read_text(encoding="utf-8"))


async def _loaded_version(conn: Any, name: str) -> str | None:
    return await conn.fetchval("SELECT version FROM seed_meta WHERE name = $1", name)


async def _mark(conn: Any, name: str, version: str, rows: dict[str, int]) -> None:
    await conn.execute(
        """INSERT INTO seed_meta (name, version, loaded_at, rows) VALUES ($1, $2, now(), $3)
           ON CONFLICT (name) DO UPDATE SET version = $2, loaded_at = now(), rows = $3""",
        name, version, json.dumps(rows))


async def _load_market(conn: Any, seed: int) -> dict[str, int]:
    data = generate_market(seed)
    # Children first; imported MOLIT deals survive a regeneration.
    await conn.execute("DELETE FROM listings")
    await conn.execute("DELETE FROM transactions WHERE source = 'generated'")
    await conn.execute("UPDATE transactions SET property_id = NULL WHERE property_id IS NOT NULL")
    await conn.execute("DELETE FROM properties")
    await _upsert_regions(conn, data.regions)  # ~600 rows; kept, MOLIT rows may use them
    for table, rows in (("properties", data.properties), ("transactions", data.transactions),
                        ("listings", data.listings)):
        await conn.copy_records_to_table(table, records=rows, columns=COLUMNS[table])
    await conn.execute(_REBUILD_MONTHLY)
    for table in ("regions", "properties", "transactions", "listings", "transaction_monthly"):
        await conn.execute(f"ANALYZE {table}")
    return data.counts()


async def _upsert_regions(conn: Any, regions: tuple[Any, ...]) -> None:
    await conn.executemany(
        """INSERT INTO regions (code, sido, sigungu, dong, level) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (code) DO UPDATE SET sido = $2, sigungu = $3, dong = $4, level = $5""",
        regions)


async def _load_loans(conn: Any, rows: tuple[LoanRow, ...]) -> dict[str, int]:
    await conn.execute("DELETE FROM loan_products")
    records = [r._replace(group_caps=json.dumps(r.group_caps, ensure_ascii=False)) for r in rows]  # jsonb as text
    await conn.copy_records_to_table("loan_products", records=records, columns=LoanRow._fields)
    return {"loan_products": len(rows)}


async def load_reference_data(conn_or_pool: Any, *, seed: int = DEFAULT_SEED,
                              loans_path: Path = LOANS_PATH, force: bool = False
                              ) -> dict[str, int]:
    """Create the schema and load market + loans unless already loaded at this version.

    Returns the rows written per table (empty when everything was already loaded).
    ``conn_or_pool`` is an asyncpg Connection or Pool.
    """
    if not hasattr(conn_or_pool, "transaction"):  # a Pool: borrow one connection
        async with conn_or_pool.acquire() as conn:
            return await load_reference_data(conn, seed=seed, loans_path=loans_path,
                                             force=force)
    conn = conn_or_pool
    loans = load_loan_products(loans_path)  # validate before touching the database
    written: dict[str, int] = {}
    async with conn.transaction():
        # One loader at a time (several service replicas may start together).
        await conn.execute("SELECT pg_advisory_xact_lock(hashtext('holmes_seed_reference'))")
        await apply_schema(conn)
        mv, lv = market_version(seed), loans_version(loans_path)
        if force or await _loaded_version(conn, "market") != mv:
            counts = await _load_market(conn, seed)
            await _mark(conn, "market", mv, counts)
            written.update(counts)
        if force or await _loaded_version(conn, "loans") != lv:
            counts = await _load_loans(conn, loans)
            await _mark(conn, "loans", lv, counts)
            written.update(counts)
    return written
