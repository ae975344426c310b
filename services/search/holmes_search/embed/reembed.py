"""``python -m holmes_search.embed.reembed``: recompute all law embeddings.

Run after changing the embedder (OPENAI_API_KEY / HOLMES_EMBEDDING_MODEL): the new name
and dimension replace the old identity, the column type follows the dimension and the
HNSW index is rebuilt, all in one transaction.
"""

from __future__ import annotations

import argparse
import asyncio
import json

import asyncpg

from . import default_embedder
from .store import embed_all


async def reembed(url: str) -> dict:
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():
            return await embed_all(conn, default_embedder())
    finally:
        await conn.close()


def main(argv: list[str] | None = None) -> None:
    from holmes_kit.settings import Settings

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", default=None, help="default: DATABASE_URL / settings")
    args = parser.parse_args(argv)
    url = args.database_url or Settings().database_url
    print(json.dumps(asyncio.run(reembed(url)), ensure_ascii=False))


if __name__ == "__main__":
    main()
