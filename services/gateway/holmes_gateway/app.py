"""The gateway ASGI app: REST + WebSocket + web UI, over the bus and the read model."""

from __future__ import annotations

import asyncio
import contextlib
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from holmes_kit.bus import ServiceConsumer, connect
from holmes_kit.db import create_pool
from holmes_kit.telemetry import setup_tracing, shutdown_tracing

from . import operator, rest, ws
from .adapters.read_model import ReadModel
from .config import GatewaySettings
from .core import AccessError, Gateway
from .metrics import GatewayMetrics, MetricsConsumer, query_time_lookup
from .routes import METRICS, PROJECTOR, ROUTES

STATIC = Path(__file__).parent / "static"
SERVICE, VERSION = "gateway", "0.1.0"


def _consumers(bus, settings: GatewaySettings, gw: Gateway, metrics: GatewayMetrics) -> list[ServiceConsumer]:
    producer = f"{SERVICE}@{VERSION}"
    return [ServiceConsumer(bus, settings, service=PROJECTOR, producer=producer,
                            routes=ROUTES.bind(gw.model, consumer=PROJECTOR)),
            MetricsConsumer(bus, settings, service=METRICS, producer=producer,
                            routes=ROUTES.bind(metrics, query_time_lookup(bus.js), consumer=METRICS))]


def _lifespan(settings: GatewaySettings):
    @asynccontextmanager
    async def lifespan(app: FastAPI):
        setup_tracing(SERVICE)  # OTEL_* variables; none configured -> no-op
        bus = await connect(settings, name=SERVICE)
        pool = await create_pool(settings.database_url, max_size=20)
        app.state.gateway = gw = Gateway(bus, ReadModel(pool), settings, producer=f"{SERVICE}@{VERSION}")
        app.state.metrics = metrics = GatewayMetrics(connections=lambda: gw.connections.total)
        consumers = _consumers(bus, settings, gw, metrics)
        tasks = [asyncio.create_task(c.run()) for c in consumers]
        try:
            yield
        finally:
            for c in consumers:
                c.stop()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.gather(*tasks), 5)
            await bus.close()
            await pool.close()
            shutdown_tracing()
    return lifespan


async def _access_error(req: Request, exc: AccessError):
    req.app.state.metrics.client_error(exc.status)
    return JSONResponse({"error": exc.message, "details": {"status": exc.status, **exc.details}},
                        status_code=exc.status, headers={"Retry-After": "5"} if exc.status == 503 else None)


async def _invalid_request(req: Request, exc: RequestValidationError):
    req.app.state.metrics.client_error(422)
    fields = [".".join(str(x) for x in e.get("loc", [])[1:]) for e in exc.errors()]
    return JSONResponse({"error": "요청 형식이 올바르지 않습니다.", "details": {"fields": fields}}, status_code=422)


async def _index():
    return FileResponse(STATIC / "index.html")


def create_app(settings: GatewaySettings | None = None) -> FastAPI:
    app = FastAPI(title="HolmesNyangz gateway", version=VERSION, lifespan=_lifespan(settings or GatewaySettings()),
                  docs_url=None, redoc_url=None, openapi_url=None)  # operator.py serves them, guarded
    for router in (rest.router, ws.router, operator.router):
        app.include_router(router)
    app.add_exception_handler(AccessError, _access_error)
    app.add_exception_handler(RequestValidationError, _invalid_request)
    if STATIC.exists():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
        app.get("/")(_index)
    return app
