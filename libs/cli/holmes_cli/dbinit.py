"""Migrations and reference data: what a fresh database needs before services start."""

from __future__ import annotations

import os
from pathlib import Path

import asyncpg

from holmes_kit.db import migrate


def sql_dir() -> Path:
    override = os.environ.get("HOLMES_SQL_DIR")
    if override:
        return Path(override)
    # editable install inside the repository: libs/cli/holmes_cli -> repo root
    return Path(__file__).resolve().parents[3] / "infra" / "sql"


async def init_database(url: str, *, load_data: bool = True) -> dict:
    applied = await migrate(url, sql_dir())
    loaded: dict = {"migrations": applied}
    if load_data:
        from holmes_search.corpus.laws import load_laws
        from holmes_search.seed.load import load_reference_data

        conn = await asyncpg.connect(url)
        try:
            loaded["laws"] = await load_laws(conn)
            loaded["market"] = await load_reference_data(conn)
        finally:
            await conn.close()
    return loaded
