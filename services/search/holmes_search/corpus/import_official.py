"""Import official statute XML files (국가법령정보센터 open API layout) into the corpus.

    python -m holmes_search.corpus.import_official FILE.xml [FILE.xml …] [--database-url URL]

An imported law replaces our paraphrased version of the same law (matched by its official
name); the tenant-protection flags and topics of matching articles are carried over so
filters keep working. Re-importing the same file changes nothing. Then every article is
re-embedded, as after any change of the corpus.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

import asyncpg

from holmes_kit.settings import get_settings

from ..embed import Embedder, default_embedder
from ..embed.store import embed_all
from .laws import article_head_text, article_search_text
from .official_xml import OfficialXmlError, parse_law_xml


async def import_official(conn: asyncpg.Connection, laws: list[dict[str, Any]], *,
                          embedder: Embedder | None = None) -> dict[str, Any]:
    embedder = embedder or default_embedder()
    counts: dict[str, int] = {}
    async with conn.transaction():
        for law in laws:
            kept = {r["number"]: r for r in await conn.fetch(
                "SELECT a.number, a.tenant_protection, a.topics FROM law_articles a "
                "JOIN law_documents d USING (law_id) WHERE d.name = $1", law["name"])}
            await conn.execute("DELETE FROM law_documents WHERE name = $1 OR law_id = $2", law["name"], law["law_id"])
            await conn.execute(
                "INSERT INTO law_documents(law_id, name, kind, parent_law, aliases, as_of, source) "
                "VALUES ($1, $2, $3, $4, $5, $6::text::date, 'official_xml')",
                law["law_id"], law["name"], law["kind"], law.get("parent_law"), law.get("aliases", []), law.get("as_of"))
            rows = []
            for art in law["articles"]:
                old = kept.get(art["number"])
                art = {**art, "tenant_protection": bool(old and old["tenant_protection"]),
                       "topics": list(old["topics"]) if old else []}
                rows.append((law["law_id"], art["number"], art["title"], art["chapter"], art["body"],
                             art["tenant_protection"], art["topics"], article_search_text(law, art),
                             article_head_text(art)))
            await conn.copy_records_to_table(
                "law_articles", records=rows,
                columns=["law_id", "number", "title", "chapter", "body", "tenant_protection", "topics",
                         "search_text", "head_text"])
            counts[law["name"]] = len(rows)
        embedded = await embed_all(conn, embedder)
    return {"laws": counts, "embeddings": embedded}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m holmes_search.corpus.import_official")
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--database-url", default=None)
    args = ap.parse_args(argv)
    laws = []
    for path in args.files:
        try:
            laws.append(parse_law_xml(path.read_bytes()))
        except (OSError, OfficialXmlError) as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            return 1

    async def run() -> dict:
        conn = await asyncpg.connect(args.database_url or get_settings().database_url)
        try:
            return await import_official(conn, laws)
        finally:
            await conn.close()

    print(asyncio.run(run()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
