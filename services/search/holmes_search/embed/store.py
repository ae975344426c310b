"""Writing article embeddings and keeping the index's identity (law_embedding_meta).

Vectors travel as pgvector text literals cast with ``::vector`` so this works on any
connection, whether or not the pgvector codec was registered on it.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import Embedder

INDEX = "law_articles_embedding_hnsw"


@dataclass(frozen=True)
class IndexIdentity:
    embedder: str
    dim: int


def vector_literal(vec: list[float]) -> str:
    return "[" + ",".join(f"{v:.6g}" for v in vec) + "]"


def article_text(law: str, number: str, title: str, topics: list[str], body: str) -> str:
    """What an article vector is made of: where it sits, what it is called, what it says."""
    return f"{law} {number} {title}. {' '.join(topics)}. {body}"


async def identity(conn) -> IndexIdentity | None:
    row = await conn.fetchrow("SELECT embedder, dim FROM law_embedding_meta")
    return IndexIdentity(row["embedder"], row["dim"]) if row else None


async def column_dim(conn) -> int | None:
    """The declared dimension of law_articles.embedding (atttypmod holds it for vector)."""
    mod = await conn.fetchval("SELECT atttypmod FROM pg_attribute WHERE attrelid = 'law_articles'::regclass "
                              "AND attname = 'embedding' AND NOT attisdropped")
    return mod if mod and mod > 0 else None


async def _set_dim(conn, dim: int) -> None:
    if await column_dim(conn) == dim:
        return
    await conn.execute(f"DROP INDEX IF EXISTS {INDEX}")
    await conn.execute("UPDATE law_articles SET embedding = NULL")
    await conn.execute(f"ALTER TABLE law_articles ALTER COLUMN embedding TYPE vector({int(dim)})")


async def embed_all(conn, embedder: Embedder, batch: int = 128) -> dict[str, int | str]:
    """(Re)compute every article's vector, fit the column to the dimension, rebuild HNSW.

    Call inside a transaction so readers never see a half-embedded index.
    """
    rows = await conn.fetch(
        "SELECT a.id, d.name, a.number, a.title, a.topics, a.body "
        "FROM law_articles a JOIN law_documents d USING (law_id) ORDER BY a.id")
    texts = [article_text(r["name"], r["number"], r["title"], list(r["topics"]), r["body"]) for r in rows]
    vectors: list[list[float]] = []
    for start in range(0, len(texts), batch):
        vectors.extend(await embedder.embed(texts[start:start + batch]))
    dim = len(vectors[0]) if vectors else (embedder.dim or 0)
    if dim <= 0:
        raise RuntimeError("the embedder returned no vectors; cannot size the index")
    await _set_dim(conn, dim)
    await conn.execute(f"DROP INDEX IF EXISTS {INDEX}")
    await conn.executemany("UPDATE law_articles SET embedding = $2::text::vector WHERE id = $1",
                           [(r["id"], vector_literal(v)) for r, v in zip(rows, vectors, strict=True)])
    await conn.execute(f"CREATE INDEX {INDEX} ON law_articles USING hnsw (embedding vector_cosine_ops)")
    await conn.execute(
        "INSERT INTO law_embedding_meta(singleton, embedder, dim, articles) VALUES (true, $1, $2, $3) "
        "ON CONFLICT (singleton) DO UPDATE SET embedder = EXCLUDED.embedder, dim = EXCLUDED.dim, "
        "articles = EXCLUDED.articles, updated_at = now()",
        embedder.name, dim, len(rows))
    return {"embedder": embedder.name, "dim": dim, "articles": len(rows)}
