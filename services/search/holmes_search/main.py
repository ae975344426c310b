"""Composition root of the search service: pool, repositories, tools, routes."""

from __future__ import annotations

import asyncio

from holmes_kit.db import create_pool
from holmes_kit.korean.morph import search_tokens
from holmes_kit.service import serve, setup_logging

from .adapters.law_repo import LawRepository
from .data_tools import build_data_tools
from .legal_tool import LegalSearch
from .routes import ROUTES

SERVICE, VERSION = "search", "0.1.0"


def main() -> None:
    setup_logging(SERVICE)
    pools = []

    async def build(bus, settings):
        search_tokens("주택임대차보호법 warm-up")  # load the morpheme model before the first turn
        pool = await create_pool(settings.database_url)
        pools.append(pool)
        tools = {"legal_search": LegalSearch(LawRepository(pool)), **build_data_tools(pool)}
        return ROUTES.bind(tools)

    async def close():
        for p in pools:
            await p.close()

    asyncio.run(serve(SERVICE, VERSION, build, team=ROUTES.team, on_close=close))


if __name__ == "__main__":
    main()
