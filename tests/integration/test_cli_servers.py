"""CLI commands find the servers the way `holmes up` starts them, and seed through the
search service's own entry point (no service code in the CLI)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys

import asyncpg
import pytest

from holmes_cli.dbinit import init_database
from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.infra.secrets import NATS_USER, state_secret

pytestmark = pytest.mark.integration


async def test_holmes_events_finds_the_embedded_nats_like_holmes_up_starts_it(tmp_path):
    port = free_port()  # started as `holmes up` does: its port, credentials from the state dir
    server = EmbeddedNats(tmp_path / "nats", port, user=NATS_USER, sync_interval=None,
                          password=state_secret(tmp_path, "nats-password")).start()
    try:
        env = {k: v for k, v in os.environ.items() if k != "NATS_URL"}
        env.update(HOLMES_NATS_PORT=str(port), HOLMES_STATE_DIR=str(tmp_path))
        done = await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "holmes_cli.main", "events", "nobody"],
                                       env=env, capture_output=True, text=True, timeout=60)
    finally:
        server.stop()
    # Connected and found nothing (1), rather than "NATS에 연결할 수 없습니다" (2).
    assert done.returncode == 1, done.stderr
    assert "이벤트가 없습니다" in done.stdout


async def test_init_database_seeds_through_python_m_holmes_search_seed(migrated_db):
    result = await init_database(migrated_db)
    assert set(result) >= {"migrations", "laws", "market"}
    conn = await asyncpg.connect(migrated_db)
    try:
        assert await conn.fetchval("SELECT count(*) FROM seed_meta WHERE name = 'laws'") == 1
    finally:
        await conn.close()
