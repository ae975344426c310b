"""PostgreSQL access: a pool with pgvector registered, and the SQL migrations runner."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncpg

log = logging.getLogger(__name__)


async def _init_connection(conn: asyncpg.Connection) -> None:
    try:
        from pgvector.asyncpg import register_vector

        await register_vector(conn)
    except (ValueError, asyncpg.UndefinedObjectError):
        # vector extension not created yet (before migrations): plain connection is fine
        pass


async def create_pool(url: str, *, min_size: int = 1, max_size: int = 10) -> asyncpg.Pool:
    return await asyncpg.create_pool(url, min_size=min_size, max_size=max_size, init=_init_connection)


async def migrate(url: str, sql_dir: Path) -> list[str]:
    """Apply ``NNN_name.sql`` files in order, each once, recorded in schema_migrations.

    A file runs inside a transaction under an advisory lock, so concurrent starters
    (several services or replicas) never apply the same migration twice.
    """
    conn = await asyncpg.connect(url)
    applied: list[str] = []
    try:
        await conn.execute("SELECT pg_advisory_lock(424242)")
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                           "name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        done = {r["name"] for r in await conn.fetch("SELECT name FROM schema_migrations")}
        for path in sorted(sql_dir.glob("*.sql")):
            if path.name in done:
                continue
            async with conn.transaction():
                await conn.execute(path.read_text(encoding="utf-8"))
                await conn.execute("INSERT INTO schema_migrations(name) VALUES ($1)", path.name)
            applied.append(path.name)
            log.info("applied migration %s", path.name)
    finally:
        await conn.execute("SELECT pg_advisory_unlock(424242)")
        await conn.close()
    return applied
