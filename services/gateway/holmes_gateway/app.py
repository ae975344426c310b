"""The gateway ASGI app: REST + WebSocket + web UI, over the bus and the read model."""

from __future__ import annotations

import asyncio
import contextlib
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import quote

from fastapi import FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from holmes_kit.bus import ServiceConsumer, connect
from holmes_kit.db import create_pool
from holmes_kit.supervision import crashing_services
from holmes_kit.telemetry import setup_tracing, shutdown_tracing

from . import rest, ws
from .adapters.read_model import ReadModel
from .auth import bearer
from .config import GatewaySettings
from .core import AccessError, Gateway
from .metrics import CONTENT_TYPE, GatewayMetrics, MetricsConsumer, query_time_lookup
from .routes import METRICS, PROJECTOR, ROUTES

STATIC = Path(__file__).parent / "static"
SERVICE, VERSION = "gateway", "0.1.0"


def _consumers(bus, settings: GatewaySettings, gw: Gateway, metrics: GatewayMetrics) -> list[ServiceConsumer]:
    producer = f"{SERVICE}@{VERSION}"
    return [ServiceConsumer(bus, settings, service=PROJECTOR, producer=producer,
                            routes=ROUTES.bind(gw.model, consumer=PROJECTOR)),
            MetricsConsumer(bus, settings, service=METRICS, producer=producer,
                            routes=ROUTES.bind(metrics, query_time_lookup(bus.js), consumer=METRICS))]


def create_app(settings: GatewaySettings | None = None) -> FastAPI:
    settings = settings or GatewaySettings()

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

    app = FastAPI(title="HolmesNyangz gateway", version=VERSION, lifespan=lifespan,
                  docs_url=None, redoc_url=None, openapi_url=None)  # served below, for operators
    app.include_router(rest.router)
    app.include_router(ws.router)

    @app.exception_handler(AccessError)
    async def access_error(req: Request, exc: AccessError):
        req.app.state.metrics.client_error(exc.status)
        return JSONResponse({"error": exc.message, "details": {"status": exc.status, **exc.details}},
                            status_code=exc.status,
                            headers={"Retry-After": "5"} if exc.status == 503 else None)

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
    async def metrics(request: Request, authorization: str | None = Header(default=None)):
        gw: Gateway = request.app.state.gateway
        gw.check_operator(bearer(authorization))
        with contextlib.suppress(Exception):  # lag is best effort: the rest still scrapes
            await request.app.state.metrics.refresh_lag(gw.bus.js)
        return Response(request.app.state.metrics.render(), media_type=CONTENT_TYPE)

    # A browser cannot put a header on the schema fetch of Swagger UI: ?token= works too.
    @app.get("/openapi.json", include_in_schema=False)
    async def openapi(request: Request, token: str | None = None,
                      authorization: str | None = Header(default=None)):
        request.app.state.gateway.check_operator(bearer(authorization) or token)
        return JSONResponse(request.app.openapi())

    @app.get("/docs", include_in_schema=False)
    async def docs(request: Request, token: str | None = None, authorization: str | None = Header(default=None)):
        request.app.state.gateway.check_operator(bearer(authorization) or token)
        schema = "/openapi.json" + (f"?token={quote(token)}" if token else "")
        return get_swagger_ui_html(openapi_url=schema, title=f"{app.title} — API")

    if STATIC.exists():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")

        @app.get("/")
        async def index():
            return FileResponse(STATIC / "index.html")

    return app
