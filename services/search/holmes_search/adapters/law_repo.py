"""SQL over the law corpus: weighted full-text, pgvector nearest, exact articles.

One ``search`` call is one statement and one round trip: the full-text list, the vector
list, the exact-article rows and the index's identity come back together (a loaded
2-core host pays milliseconds per round trip; the old five-to-fourteen per call were
most of legal_search's latency).  Only the filters in use are written into the SQL, so
each filter combination is its own prepared statement whose generic plan is as good as a
custom one (no ``plan_cache_mode`` override is needed).

Query vectors travel as ``float8[]`` cast to ``vector`` in SQL, so the repository works on
any pool whether or not the pgvector codec was registered on its connections.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import asyncpg

from ..corpus.answers import card_of
from ..domain.answers import AnswerCard
from ..domain.legal import LegalHit
from ..embed.store import IndexIdentity, identity

_COLS = "d.name AS law, d.kind, a.number, a.title, a.body, a.tenant_protection"


@dataclass(frozen=True)
class Filters:
    law_names: list[str] | None = None
    kinds: list[str] | None = None
    tenant_only: bool = False

    def __bool__(self) -> bool:
        return bool(self.law_names or self.kinds or self.tenant_only)


@dataclass(frozen=True)
class SearchRequest:
    """What to retrieve in one round trip; an empty part is left out of the statement."""

    words: tuple[str, ...] = ()  # full-text terms (index spelling) and their weights
    weights: tuple[float, ...] = ()
    vector: list[float] | None = None  # query vector, made by ``embedder``
    embedder: str = ""
    refs: tuple[str, ...] = ()  # exact article numbers ('제7조')
    filters: Filters = Filters()
    exact_filters: Filters = Filters()
    limit: int = 30  # per retriever


@dataclass
class SearchLists:
    fulltext: list[LegalHit] = field(default_factory=list)
    vector: list[LegalHit] = field(default_factory=list)
    exact: list[LegalHit] = field(default_factory=list)
    index: IndexIdentity | None = None  # who made the stored vectors (None: never embedded)


class _Sql:
    """Positional parameters and the text of one statement, built part by part."""

    def __init__(self) -> None:
        self.args: list = []

    def arg(self, value, cast: str = "") -> str:
        self.args.append(value)
        return f"${len(self.args)}{cast}"

    def where(self, f: Filters) -> str:
        parts = ["TRUE"]
        if f.law_names:
            names = self.arg(list(f.law_names), "::text[]")
            parts.append(f"(d.name = ANY({names}) OR d.aliases && {names})")
        if f.kinds:
            parts.append(f"d.kind = ANY({self.arg(list(f.kinds), '::text[]')})")
        if f.tenant_only:
            parts.append("a.tenant_protection")
        return " AND ".join(parts)


# BM25-like scoring with binary term frequency: each matching term adds its IDF (rare words
# say more than "임대차"), times its weight (the user's words over thesaurus additions),
# with a bonus when it is in the title/topics; divided by a mild body-length factor so long
# articles do not win by sheer vocabulary.  Document frequency is counted over the whole
# corpus from the same GIN postings (no second scan per term); the ranking key is rounded
# so equal scores summed in another order still tie and fall back to the article id.
_FULL_TEXT = """
ft_t AS MATERIALIZED (SELECT u.term, u.w, to_tsquery('simple', u.term) AS q
         FROM unnest({words}::text[], {weights}::float8[]) AS u(term, w)),
ft_p AS (SELECT a.id, a.law_id, a.tenant_protection, ft_t.w, (a.head_tsv @@ ft_t.q) AS head,
                length(a.tsv) AS len, count(*) OVER (PARTITION BY ft_t.term)::float8 AS df
         FROM ft_t JOIN law_articles a ON a.tsv @@ ft_t.q),
ft_n AS (SELECT count(*)::float8 AS n FROM law_articles),
ft_s AS (SELECT a.id, sum(a.w * ln(1 + (ft_n.n - a.df + 0.5) / (a.df + 0.5)) * (1 + {head}::float8 * a.head::int))
                      / (1 + {norm}::float8 * ln(1 + a.len)) AS score
         FROM ft_p a CROSS JOIN ft_n JOIN law_documents d USING (law_id)
         WHERE {where}
         GROUP BY a.id, a.len),
ft AS (SELECT id, score, row_number() OVER (ORDER BY round(score::numeric, 9) DESC, id) AS rn
       FROM ft_s ORDER BY rn LIMIT {limit})"""

# Cosine nearest neighbours, only if the stored vectors were made by the query's embedder
# at the query's dimension (a one-time filter: otherwise the scan never runs).  The query
# vector travels as a binary float8[] (no 512-number text to format and parse) and is cast
# once in a sub-select: as a bare ``$n::...::vector`` a generic plan (prepared statements
# switch to one after five runs) re-cast it for every row, ~30x slower.  The HNSW index
# serves the query once the corpus is large enough for the planner to prefer it.
_VECTOR = """
vec_d AS (SELECT a.id, a.embedding <=> (SELECT {vec}::float8[]::vector) AS dist
          FROM law_articles a JOIN law_documents d USING (law_id)
          WHERE a.embedding IS NOT NULL AND {where}
            AND EXISTS (SELECT 1 FROM law_embedding_meta m WHERE m.embedder = {name} AND m.dim = {dim})
          ORDER BY dist LIMIT {limit}),
vec AS (SELECT id, dist, row_number() OVER (ORDER BY dist, id) AS rn FROM vec_d)"""

_EXACT = """
ex AS (SELECT a.id, row_number() OVER (ORDER BY a.id) AS rn FROM law_articles a JOIN law_documents d USING (law_id)
       WHERE a.number = ANY({refs}::text[]) AND {where} ORDER BY a.id LIMIT 20)"""

_PICK = {"ft": "SELECT 'ft' AS src, id, score, rn FROM ft",
         "vec": "SELECT 'vec' AS src, id, 1 - dist AS score, rn FROM vec",
         "ex": "SELECT 'ex' AS src, id, 1.0::float8 AS score, rn FROM ex"}

# Wide columns are read for the final rows only (at most 80), never for every posting.
# The identity row is always there, so an answer with no hits still says who embedded.
_ANSWER = """
, hits AS ({union})
SELECT m.embedder, m.dim, h.src, h.score, {cols}
FROM (VALUES (1)) AS one(x)
LEFT JOIN law_embedding_meta m ON true
LEFT JOIN (hits h JOIN law_articles a ON a.id = h.id JOIN law_documents d USING (law_id)) ON true
ORDER BY h.src, h.rn"""


def build_search(req: SearchRequest, *, head_bonus: float, length_norm: float) -> tuple[str, list]:
    """The statement and its arguments for ``req`` (pure; see LawRepository.search)."""
    sql, parts = _Sql(), []
    if req.words:
        parts.append(("ft", _FULL_TEXT.format(
            words=sql.arg(list(req.words)), weights=sql.arg([float(w) for w in req.weights]),
            head=sql.arg(float(head_bonus)), norm=sql.arg(float(length_norm)),
            where=sql.where(req.filters), limit=sql.arg(int(req.limit)))))
    if req.vector is not None:
        parts.append(("vec", _VECTOR.format(
            vec=sql.arg([float(v) for v in req.vector]), where=sql.where(req.filters),
            name=sql.arg(req.embedder), dim=sql.arg(len(req.vector)), limit=sql.arg(int(req.limit)))))
    if req.refs:
        parts.append(("ex", _EXACT.format(refs=sql.arg(list(req.refs)), where=sql.where(req.exact_filters))))
    if not parts:  # nothing to look for: the identity alone
        return "SELECT embedder, dim, NULL::text AS src FROM (VALUES (1)) AS one(x) " \
               "LEFT JOIN law_embedding_meta ON true", sql.args
    ctes = "WITH " + ",".join(body for _, body in parts)
    union = " UNION ALL ".join(_PICK[name] for name, _ in parts)
    return ctes + _ANSWER.format(union=union, cols=_COLS), sql.args


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
        self._cards: list[AnswerCard] | None = None
        self._cards_at = 0.0
        self._entries: list[LegalHit] | None = None
        self._entries_at = 0.0
        self._alias_ttl = alias_ttl_s

    async def search(self, req: SearchRequest) -> SearchLists:
        """Full-text, vector and exact lists for ``req`` in one statement."""
        text, args = build_search(req, head_bonus=self.head_bonus, length_norm=self.length_norm)
        async with self.pool.acquire() as conn:
            if req.vector is not None and req.filters:
                # Filtered nearest-neighbour search through HNSW: iterative scan (pgvector
                # ≥ 0.8) keeps it from coming back short when the first ef_search candidates
                # are mostly filtered out.  Unfiltered calls need neither setting nor the
                # extra round trips of a transaction.
                async with conn.transaction():
                    await conn.execute("SET LOCAL hnsw.iterative_scan = relaxed_order; "
                                       f"SET LOCAL hnsw.ef_search = {max(40, int(req.limit) * 2)}")
                    rows = await conn.fetch(text, *args)
            else:
                rows = await conn.fetch(text, *args)
        out = SearchLists()
        if rows and rows[0]["embedder"] is not None:
            out.index = IndexIdentity(rows[0]["embedder"], rows[0]["dim"])
        lists = {"ft": out.fulltext, "vec": out.vector, "ex": out.exact}
        for r in rows:
            if r["src"] is not None:
                lists[r["src"]].append(_hit(r, float(r["score"]), exact=r["src"] == "ex"))
        return out

    async def index_identity(self) -> IndexIdentity | None:
        async with self.pool.acquire() as conn:
            return await identity(conn)

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

    async def answer_cards(self) -> list[AnswerCard]:
        """Every card of the 문답 corpus (a few hundred rows, matched in memory); cached like the aliases."""
        if self._cards is None or time.monotonic() - self._cards_at > self._alias_ttl:
            rows = await self.pool.fetch("SELECT * FROM law_answers ORDER BY id")
            self._cards, self._cards_at = [card_of(r) for r in rows], time.monotonic()
        return self._cards

    async def entries(self) -> list[LegalHit]:
        """Every article and glossary entry (some hundreds of rows), for looking up what defines a term
        (domain.definitions) in memory; cached like the cards."""
        if self._entries is None or time.monotonic() - self._entries_at > self._alias_ttl:
            rows = await self.pool.fetch(f"SELECT {_COLS} FROM law_articles a JOIN law_documents d USING (law_id) "
                                         "ORDER BY a.id")
            self._entries, self._entries_at = [_hit(r, 0.0) for r in rows], time.monotonic()
        return self._entries
