"""Loading the law corpus (laws/*.json) into PostgreSQL, idempotently.

The version is a hash of the files, so editing an article and restarting reloads the
corpus, and an unchanged corpus costs one query.  Loading also computes the article
embeddings (holmes_search.embed); a corpus already loaded but embedded by another
embedder is re-embedded.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import asyncpg

from holmes_kit.korean.morph import search_tokens

from ..embed import Embedder, default_embedder
from ..embed.store import embed_all, identity
from . import LAWS_DIR

KINDS = ("법률", "시행령", "시행규칙", "용어집")


def read_corpus(laws_dir: Path = LAWS_DIR) -> tuple[str, list[dict[str, Any]]]:
    digest = hashlib.sha256()
    laws = []
    for path in sorted(laws_dir.glob("*.json")):
        raw = path.read_bytes()
        digest.update(path.name.encode() + raw)
        laws.append(json.loads(raw))
    return digest.hexdigest()[:16], laws


def article_search_text(law: dict[str, Any], art: dict[str, Any]) -> str:
    """What full-text search sees: law name and aliases, number, title, topics, body."""
    text = " ".join([law["name"], *law.get("aliases", []), art["number"], art["title"],
                     *art.get("topics", []), art["body"]])
    return " ".join(search_tokens(text))


def article_head_text(art: dict[str, Any]) -> str:
    """Title and topics only: a match here says more than a match somewhere in the body."""
    return " ".join(search_tokens(" ".join([art["title"], *art.get("topics", [])])))


async def load_laws(conn: asyncpg.Connection, laws_dir: Path = LAWS_DIR, *, force: bool = False,
                    embedder: Embedder | None = None) -> dict[str, Any]:
    embedder = embedder or default_embedder()
    version, laws = read_corpus(laws_dir)
    current = await conn.fetchval("SELECT version FROM seed_meta WHERE name = 'laws'")
    if current == version and not force:
        ident = await identity(conn)
        if ident and ident.embedder == embedder.name:
            return {}
        if ident:  # same corpus, other embedder: vectors only
            async with conn.transaction():
                return {"embeddings": await embed_all(conn, embedder)}
        # never embedded (loaded before migration 015): reload to fill head_text as well
    # Laws imported from the official XML (import_official.py) win over our paraphrase.
    official = {r["name"] for r in await conn.fetch("SELECT name FROM law_documents WHERE source = 'official_xml'")}
    laws = [law for law in laws if law["name"] not in official]
    rows = []
    for law in laws:
        for art in law["articles"]:
            rows.append((law["law_id"], art["number"], art["title"], art.get("chapter", ""), art["body"],
                         bool(art.get("tenant_protection", False)), list(art.get("topics", [])),
                         article_search_text(law, art), article_head_text(art)))
    async with conn.transaction():
        await conn.execute("DELETE FROM law_documents WHERE source = 'corpus'")
        await conn.executemany(
            "INSERT INTO law_documents(law_id, name, kind, parent_law, aliases, as_of, source) "
            "VALUES ($1, $2, $3, $4, $5, $6::date, 'corpus')",
            [(law["law_id"], law["name"], law["kind"], law.get("parent_law"), law.get("aliases", []),
              _date(law.get("as_of"))) for law in laws])
        await conn.copy_records_to_table(
            "law_articles", records=rows,
            columns=["law_id", "number", "title", "chapter", "body", "tenant_protection", "topics", "search_text",
                     "head_text"])
        embedded = await embed_all(conn, embedder)
        await conn.execute(
            "INSERT INTO seed_meta(name, version, rows) VALUES ('laws', $1, $2::jsonb) "
            "ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, rows = EXCLUDED.rows, loaded_at = now()",
            version, json.dumps({"laws": len(laws), "articles": len(rows)}))
    return {"laws": len(laws), "articles": len(rows), "embeddings": embedded}


def _date(value: str | None):
    from datetime import date

    return date.fromisoformat(value) if value else None
