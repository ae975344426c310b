"""Operator endpoints: health, readiness, metrics and the API docs (token-guarded)."""

from __future__ import annotations

import contextlib
from urllib.parse import quote

from fastapi import APIRouter, Header, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import JSONResponse, Response

from holmes_kit.supervision import crashing_services

from .auth import bearer
from .core import Gateway
from .metrics import CONTENT_TYPE

router = APIRouter()


@router.get("/healthz")
async def healthz():
    return {"status": "ok"}


@router.get("/readyz")
async def readyz(request: Request):
    gw: Gateway = request.app.state.gateway
    checks = {"bus": gw.bus.nc.is_connected}
    try:
        checks["database"] = await gw.model.pool.fetchval("SELECT 1") == 1
    except Exception:
        checks["database"] = False
    crashing = crashing_services(gw.settings.state_dir)  # as `holmes up`'s supervisor reports
    checks["services"] = not crashing
    ok = all(checks.values())
    return JSONResponse({"status": "ready" if ok else "not_ready", "checks": checks, "crashing": crashing},
                        status_code=200 if ok else 503)


@router.get("/metrics")
async def metrics(request: Request, authorization: str | None = Header(default=None)):
    gw: Gateway = request.app.state.gateway
    gw.check_operator(bearer(authorization))
    with contextlib.suppress(Exception):  # lag is best effort: the rest still scrapes
        await request.app.state.metrics.refresh_lag(gw.bus.js)
    return Response(request.app.state.metrics.render(), media_type=CONTENT_TYPE)


# A browser cannot put a header on the schema fetch of Swagger UI: ?token= works too.
@router.get("/openapi.json", include_in_schema=False)
async def openapi(request: Request, token: str | None = None, authorization: str | None = Header(default=None)):
    request.app.state.gateway.check_operator(bearer(authorization) or token)
    return JSONResponse(request.app.openapi())


@router.get("/docs", include_in_schema=False)
async def docs(request: Request, token: str | None = None, authorization: str | None = Header(default=None)):
    request.app.state.gateway.check_operator(bearer(authorization) or token)
    schema = "/openapi.json" + (f"?token={quote(token)}" if token else "")
    return get_swagger_ui_html(openapi_url=schema, title=f"{request.app.title} — API")
