"""Composition root of the orchestrator service."""

from __future__ import annotations

import asyncio

from holmes_kit.service import serve, setup_logging

from .routes import ROUTES

SERVICE, VERSION = "orchestrator", "0.1.0"


async def build_routes(bus, settings):
    return ROUTES


def main() -> None:
    setup_logging(SERVICE)
    asyncio.run(serve(SERVICE, VERSION, build_routes))


if __name__ == "__main__":
    main()
