"""Running a service process: connect, consume, stop cleanly on SIGINT/SIGTERM."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Awaitable, Callable, Mapping

from .bus import Bus, Handler, ServiceConsumer, connect
from .metrics import start_metrics_server
from .settings import Settings, get_settings
from .telemetry import setup_tracing, shutdown_tracing


def setup_logging(service: str) -> None:
    logging.basicConfig(
        level=os.environ.get("HOLMES_LOG_LEVEL", "INFO"),
        format=f"%(asctime)s %(levelname)s {service} %(name)s: %(message)s",
    )
    logging.getLogger("nats").setLevel(logging.WARNING)


async def serve(service: str, version: str, build_routes: Callable[[Bus, Settings], Awaitable[Mapping[str, Handler]]],
                *, team: str | None = None, on_close: Callable[[], Awaitable[None]] | None = None,
                settings: Settings | None = None) -> None:
    """Composition-root helper: ``build_routes`` creates the service's adapters and
    returns its routing table; this runs the consumer until a signal arrives."""
    settings = settings or get_settings()
    setup_tracing(service)  # OTEL_* variables; none configured -> no-op
    start_metrics_server(service)  # only with HOLMES_METRICS_PORT
    bus = await connect(settings, name=service)
    routes = await build_routes(bus, settings)
    consumer = ServiceConsumer(bus, settings, service=service, producer=f"{service}@{version}",
                               routes=routes, team=team)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, consumer.stop)
    try:
        await consumer.run()
    finally:
        if on_close:
            await on_close()
        await bus.close()
        shutdown_tracing()  # flush the spans still batched
        logging.getLogger(service).info("stopped")
