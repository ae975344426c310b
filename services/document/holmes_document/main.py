"""Composition root of the document service: the document store on the bus, tools, routes."""

from __future__ import annotations

import asyncio

from holmes_kit.docstore import DocStore
from holmes_kit.service import serve, setup_logging

from .routes import ROUTES
from .tools import DocumentTools

SERVICE, VERSION = "document", "0.1.0"


async def build(bus, settings):
    # Documents live in a JetStream Object Store next to the event stream, replicated like it.
    store = await DocStore.open(bus.js, replicas=settings.stream_replicas)
    return ROUTES.bind(DocumentTools(store))


def main() -> None:
    setup_logging(SERVICE)
    asyncio.run(serve(SERVICE, VERSION, build, team=ROUTES.team))


if __name__ == "__main__":
    main()
