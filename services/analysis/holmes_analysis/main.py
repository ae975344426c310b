"""Composition root of the analysis service: settings, tools, routes.

The analysis tools are pure arithmetic over the event's inputs — no database, no model
call (the orchestrator's response synthesis words the results; issue 10 item 4).
Service-specific settings (기준금리 and its as-of date, default loan assumptions) are
read from HOLMES_* variables here; the shared kit Settings stays untouched.
"""

from __future__ import annotations

import asyncio
import logging

from holmes_kit.service import serve, setup_logging

from .routes import ROUTES
from .tools import AnalysisSettings, build_tools

SERVICE, VERSION = "analysis", "0.1.0"


def main() -> None:
    setup_logging(SERVICE)
    cfg = AnalysisSettings.from_env()
    logging.getLogger(SERVICE).info("기준금리 %s%% (%s 기준)", cfg.base_rate_pct, cfg.base_rate_as_of)

    async def build(bus, settings):
        return ROUTES.bind(build_tools(cfg))

    asyncio.run(serve(SERVICE, VERSION, build, team=ROUTES.team))


if __name__ == "__main__":
    main()
