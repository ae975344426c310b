"""The gateway ASGI app: REST + WebSocket + web UI, over the bus and the read model."""

from __future__ import annotations

import asyncio
import contextlib
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from holmes_kit.bus import ServiceConsumer, connect
from holmes_kit.db import create_pool
from holmes_kit.supervision import crashing_services
from holmes_kit.telemetry import setup_tracing, shutdown_tracing

from . import rest, ws
from .adapters.read_model import PROJECTED, ReadModel
from .config import GatewaySettings
from .core import AccessError, Gateway
from .metrics import CONTENT_TYPE, DURABLE, GatewayMetrics, MetricsConsumer, metrics_routes, query_time_lookup

STATIC = Path(__file__).parent / "static"
SERVICE, VERSION = "gateway", "0.1.0"


def _projector_routes(model: ReadModel):
    async def project(ctx, env, _payload):
        await model.apply(ctx.seq, env)
        return []
    return {t: project for t in PROJECTED}


def create_app(settings: GatewaySettings | None = None) -> FastAPI:
    settings = settings or GatewaySettings()

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        setup_tracing(SERVICE)  # OTEL_* variables; none configured -> no-op
        bus = await connect(settings, name=SERVICE)
        pool = await create_pool(settings.database_url, max_size=20)
        model = ReadModel(pool)
        app.state.gateway = Gateway(bus, model, settings, producer=f"{SERVICE}@{VERSION}")
        projector = ServiceConsumer(bus, settings, service="gateway-projector", producer=f"{SERVICE}@{VERSION}",
                                    routes=_projector_routes(model))
        gw = app.state.gateway
        app.state.metrics = metrics = GatewayMetrics(connections=lambda: gw.connections.total)
        counter = MetricsConsumer(bus, settings, service=DURABLE, producer=f"{SERVICE}@{VERSION}",
                                  routes=metrics_routes(metrics, query_time_lookup(bus.js)))
        consumers = [projector, counter]
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

    app = FastAPI(title="HolmesNyangz gateway", version=VERSION, lifespan=lifespan)
    app.include_router(rest.router)
    app.include_router(ws.router)

    @app.exception_handler(AccessError)
    async def access_error(req: Request, exc: AccessError):
        req.app.state.metrics.client_error(exc.status)
        return JSONResponse({"error": exc.message, "details": {"status": exc.status}}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(req: Request, exc: RequestValidationError):
        req.app.state.metrics.client_error(422)
        fields = [".".join(str(x) for x in e.get("loc", [])[1:]) for e in exc.errors()]
        return JSONResponse({"error": "요청 형식이 올바르지 않습니다.", "details": {"fields": fields}},
                            status_code=422)

    @app.get("/healthz")
    async def healthz():
        return {"status": "ok"}

    @app.get("/readyz")
    async def readyz(request: Request):
        gw: Gateway = request.app.state.gateway
        checks = {"bus": gw.bus.nc.is_connected}
        try:
            checks["database"] = await gw.model.pool.fetchval("SELECT 1") == 1
        except Exception:
            checks["database"] = False
        crashing = crashing_services(settings.state_dir)  # as `holmes up`'s supervisor reports
        checks["services"] = not crashing
        ok = all(checks.values())
        return JSONResponse({"status": "ready" if ok else "not_ready", "checks": checks, "crashing": crashing},
                            status_code=200 if ok else 503)

    @app.get("/metrics")
    async def metrics(request: Request):
        gw: Gateway = request.app.state.gateway
        with contextlib.suppress(Exception):  # lag is best effort: the rest still scrapes
            await request.app.state.metrics.refresh_lag(gw.bus.js)
        return Response(request.app.state.metrics.render(), media_type=CONTENT_TYPE)

    if STATIC.exists():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")

        @app.get("/")
        async def index():
            return FileResponse(STATIC / "index.html")

    return app
