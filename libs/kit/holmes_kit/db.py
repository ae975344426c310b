"""PostgreSQL access: a pool with pgvector registered, and the SQL migrations runner."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncpg
from opentelemetry.trace import SpanKind

from .telemetry import tracing_enabled
from .tracing import tracer

log = logging.getLogger(__name__)
_tracer = tracer("holmes_kit.db")


async def _init_connection(conn: asyncpg.Connection) -> None:
    try:
        from pgvector.asyncpg import register_vector

        await register_vector(conn)
    except (ValueError, asyncpg.UndefinedObjectError):
        # vector extension not created yet (before migrations): plain connection is fine
        pass


class TracedConnection(asyncpg.Connection):
    """A span per query when tracing is on (pool.fetch & co. delegate to these methods;
    asyncpg's public query methods never call each other, so nothing is counted twice).
    With tracing off it is asyncpg's own path plus one isinstance check."""

    async def execute(self, query: str, *args, **kw):
        if not tracing_enabled():
            return await super().execute(query, *args, **kw)
        with _query_span("execute", query):
            return await super().execute(query, *args, **kw)

    async def executemany(self, command: str, args, **kw):
        if not tracing_enabled():
            return await super().executemany(command, args, **kw)
        with _query_span("executemany", command):
            return await super().executemany(command, args, **kw)

    async def fetch(self, query: str, *args, **kw):
        if not tracing_enabled():
            return await super().fetch(query, *args, **kw)
        with _query_span("fetch", query) as span:
            rows = await super().fetch(query, *args, **kw)
            span.set_attribute("db.response.returned_rows", len(rows))
            return rows

    async def fetchrow(self, query: str, *args, **kw):
        if not tracing_enabled():
            return await super().fetchrow(query, *args, **kw)
        with _query_span("fetchrow", query):
            return await super().fetchrow(query, *args, **kw)

    async def fetchval(self, query: str, *args, **kw):
        if not tracing_enabled():
            return await super().fetchval(query, *args, **kw)
        with _query_span("fetchval", query):
            return await super().fetchval(query, *args, **kw)


def _query_span(method: str, query: str):
    # The statement text (parameters stay out: they may hold what users typed).
    summary = " ".join(query.split()[:2]).upper() or method
    return _tracer.start_as_current_span(summary, kind=SpanKind.CLIENT, attributes={
        "db.system.name": "postgresql", "db.operation.name": method, "db.query.text": query[:1000]})


async def create_pool(url: str, *, min_size: int = 1, max_size: int = 10) -> asyncpg.Pool:
    return await asyncpg.create_pool(url, min_size=min_size, max_size=max_size, init=_init_connection,
                                     connection_class=TracedConnection)


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
