"""Migrations and reference data: what a fresh database needs before services start."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

from holmes_kit.db import migrate

# The search service owns its reference data; it is loaded by its own entry point, run as
# a process so the CLI needs no search code (DESIGN.md §8: libs never import services).
SEED = [sys.executable, "-m", "holmes_search.seed"]


class SeedFailed(RuntimeError):
    pass


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
        loaded.update(await seed(url))
    return loaded


async def seed(url: str) -> dict:
    proc = await asyncio.create_subprocess_exec(*SEED, url, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    out, err = await proc.communicate()
    if proc.returncode != 0:
        raise SeedFailed(f"참고 데이터를 넣지 못했습니다 ({' '.join(SEED[1:])}, 종료 코드 {proc.returncode}):\n"
                         f"{err.decode(errors='replace')[-2000:]}")
    return json.loads(out.decode().strip().splitlines()[-1])
