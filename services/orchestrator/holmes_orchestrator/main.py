"""Composition root of the orchestrator service."""

from __future__ import annotations

import asyncio

from holmes_kit.llm import LLM
from holmes_kit.service import serve, setup_logging

from .adapters.llm_advisor import Advisor
from .adapters.timeouts import DURABLE as DEADLINES
from .adapters.timeouts import DeadlineWatch
from .routes import ROUTES

SERVICE, VERSION = "orchestrator", "0.1.0"
_watches: list[DeadlineWatch] = []


async def build_routes(bus, settings):
    # Team deadlines and retry backoffs are held by JetStream; see adapters/timeouts.py.
    llm = await LLM.from_settings(settings, js=bus.js)  # None without a key: rules only
    advisor = Advisor(llm) if llm else None
    watch = DeadlineWatch(bus, settings, f"{SERVICE}@{VERSION}", ROUTES.bind(advisor, consumer=DEADLINES))
    watch.start()
    _watches.append(watch)
    return ROUTES.bind(advisor)


async def _stop_watches() -> None:
    for watch in _watches:
        await watch.stop()


def main() -> None:
    setup_logging(SERVICE)
    asyncio.run(serve(SERVICE, VERSION, build_routes, on_close=_stop_watches))


if __name__ == "__main__":
    main()
