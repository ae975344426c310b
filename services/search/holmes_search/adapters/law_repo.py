"""SQL over the law corpus: weighted full-text, pgvector HNSW, exact articles.

Vectors travel as pgvector text literals cast with ``::vector``, so the repository works
on any pool whether or not the pgvector codec was registered on its connections.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import asyncpg

from ..domain.legal import LegalHit
from ..embed.store import IndexIdentity, identity, vector_literal

_COLS = "d.name AS law, d.kind, a.number, a.title, a.body, a.tenant_protection"
# Filters shared by every query; parameters $1..$3 in each statement.
_FILTER = ("($1::text[] IS NULL OR d.name = ANY($1) OR d.aliases && $1) "
           "AND ($2::text[] IS NULL OR d.kind = ANY($2)) AND (NOT $3 OR a.tenant_protection)")

# BM25-like scoring with binary term frequency: each matching term adds its IDF (rare words
# say more than "임대차"), times its weight (the user's words over thesaurus additions),
# with a bonus when it is in the title/topics; divided by a mild body-length factor so long
# articles do not win by sheer vocabulary.
_FULL_TEXT = f"""
WITH n AS (SELECT count(*)::float8 AS n FROM law_articles),
t AS (
    SELECT u.term, u.w, to_tsquery('simple', u.term) AS q
    FROM unnest($4::text[], $5::float8[]) AS u(term, w)
),
s AS (
    SELECT t.q, t.w, ln(1 + (n.n - c.df + 0.5) / (c.df + 0.5)) AS idf
    FROM t, n, LATERAL (SELECT count(*)::float8 AS df FROM law_articles WHERE tsv @@ t.q) c
    WHERE c.df > 0
)
SELECT {_COLS},
       sum(s.w * s.idf * (1 + $6::float8 * (a.head_tsv @@ s.q)::int))
         / (1 + $7::float8 * ln(1 + length(a.tsv))) AS score
FROM law_articles a JOIN law_documents d USING (law_id) JOIN s ON a.tsv @@ s.q
WHERE {_FILTER}
GROUP BY a.id, d.name, d.kind
ORDER BY score DESC, a.id LIMIT $8
"""


@dataclass(frozen=True)
class Filters:
    law_names: list[str] | None = None
    kinds: list[str] | None = None
    tenant_only: bool = False

    def args(self) -> tuple:
        return (self.law_names or None, self.kinds or None, self.tenant_only)


def _hit(row, score: float, exact: bool = False) -> LegalHit:
    return LegalHit(row["law"], row["kind"], row["number"], row["title"], row["body"],
                    row["tenant_protection"], score, relevance=1.0 if exact else 0.0, exact=exact)


class LawRepository:
    def __init__(self, pool: asyncpg.Pool, *, head_bonus: float = 1.0, length_norm: float = 0.0,
                 alias_ttl_s: float = 300.0) -> None:
        self.pool = pool
        self.head_bonus = head_bonus
        self.length_norm = length_norm
        self._aliases: dict[str, str] = {}
        self._aliases_at = 0.0
        self._alias_ttl = alias_ttl_s

    async def full_text(self, words: list[str], weights: list[float], *, limit: int,
                        filters: Filters = Filters()) -> list[LegalHit]:
        if not words:
            return []
        async with self.pool.acquire() as conn, conn.transaction():
            # asyncpg prepares statements; after five runs PostgreSQL may switch to a generic
            # plan, which for these array parameters is ~30x slower than a custom one.
            await conn.execute("SET LOCAL plan_cache_mode = force_custom_plan")
            rows = await conn.fetch(_FULL_TEXT, *filters.args(), words, weights,
                                    self.head_bonus, self.length_norm, limit)
        return [_hit(r, float(r["score"])) for r in rows]

    async def index_identity(self) -> IndexIdentity | None:
        async with self.pool.acquire() as conn:
            return await identity(conn)

    async def nearest(self, vector: list[float], *, limit: int, filters: Filters = Filters()) -> list[LegalHit]:
        """Cosine nearest neighbours through the HNSW index.

        Iterative scan (pgvector ≥ 0.8) keeps filtered queries from coming back short when
        the first ``ef_search`` candidates are mostly filtered out.
        """
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SET LOCAL plan_cache_mode = force_custom_plan")
            await conn.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
            await conn.execute(f"SET LOCAL hnsw.ef_search = {max(40, int(limit) * 2)}")
            rows = await conn.fetch(
                f"SELECT {_COLS}, 1 - (a.embedding <=> $4::text::vector) AS score "
                "FROM law_articles a JOIN law_documents d USING (law_id) "
                f"WHERE a.embedding IS NOT NULL AND {_FILTER} "
                "ORDER BY a.embedding <=> $4::text::vector LIMIT $5",
                *filters.args(), vector_literal(vector), limit)
        return [_hit(r, float(r["score"])) for r in rows]

    async def articles(self, numbers: list[str], filters: Filters = Filters()) -> list[LegalHit]:
        rows = await self.pool.fetch(
            f"SELECT {_COLS} FROM law_articles a JOIN law_documents d USING (law_id) "
            f"WHERE a.number = ANY($4) AND {_FILTER} LIMIT 20",
            *filters.args(), numbers)
        return [_hit(r, 1.0, exact=True) for r in rows]

    async def law_aliases(self) -> dict[str, str]:
        """Every law's name and aliases -> its name; cached, the corpus rarely changes."""
        if not self._aliases or time.monotonic() - self._aliases_at > self._alias_ttl:
            rows = await self.pool.fetch("SELECT name, aliases FROM law_documents")
            table = {}
            for r in rows:
                for alias in [r["name"], *r["aliases"]]:
                    table[alias] = r["name"]
            self._aliases, self._aliases_at = table, time.monotonic()
        return self._aliases
