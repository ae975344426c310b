"""``python -m holmes_search.seed [DATABASE_URL]``: load the search service's reference
data (law corpus and its 문답, market, loans) into a migrated database; prints what was written as
JSON. `holmes up` and `holmes db` run it as a process, so the CLI never imports search."""

from __future__ import annotations

import asyncio
import json
import sys

import asyncpg

from holmes_kit.settings import get_settings

from ..corpus.answers import load_answers
from ..corpus.laws import load_laws
from .load import load_reference_data


async def seed(url: str) -> dict:
    conn = await asyncpg.connect(url)
    try:
        return {"laws": await load_laws(conn), "answers": await load_answers(conn), "market": await load_reference_data(conn)}
    finally:
        await conn.close()


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    url = argv[0] if argv else get_settings().database_url
    print(json.dumps(asyncio.run(seed(url)), ensure_ascii=False, default=str))


if __name__ == "__main__":
    main()
