"""Composition root of the gateway: the ASGI app under uvicorn."""

from __future__ import annotations

import uvicorn

from holmes_kit.service import setup_logging

from .app import SERVICE, create_app
from .config import GatewaySettings


def main() -> None:
    setup_logging(SERVICE)
    settings = GatewaySettings()
    uvicorn.run(create_app(settings), host=settings.gateway_host, port=settings.gateway_port,
                log_level="warning", ws_max_size=max(settings.max_frame_bytes * 64, 1 << 20))


if __name__ == "__main__":
    main()
