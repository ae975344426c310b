"""Composition root of the planner service."""

from __future__ import annotations

import asyncio

from holmes_kit.llm import LLM
from holmes_kit.service import serve, setup_logging

from .domain.plan import make_plan
from .routes import ROUTES

SERVICE, VERSION = "planner", "0.1.0"


async def build_routes(bus, settings):
    make_plan("강남구 전세 시세")  # load the morpheme model and tables now, not in the first turn
    return ROUTES.bind(await LLM.from_settings(settings, js=bus.js))  # None without a key: rules only


def main() -> None:
    setup_logging(SERVICE)
    asyncio.run(serve(SERVICE, VERSION, build_routes))


if __name__ == "__main__":
    main()
