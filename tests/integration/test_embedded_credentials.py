"""The embedded NATS and PostgreSQL refuse clients without the generated credentials, and
every process that knows the state dir finds them (issue 13, item 6)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import asyncpg
import nats
import pytest

from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.infra.postgres_server import EmbeddedPostgres, pg_bin_dir
from holmes_kit.infra.secrets import redact, state_secret
from holmes_kit.settings import Settings

pytestmark = pytest.mark.integration


@pytest.fixture
def state():
    path = Path(tempfile.mkdtemp(prefix="holmes-creds-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


async def test_embedded_nats_needs_the_state_dir_password(state, monkeypatch):
    port = free_port()
    server = EmbeddedNats(state / "nats", port, password=state_secret(state, "nats-password")).start()
    try:
        with pytest.raises(nats.errors.Error, match="Authorization Violation"):
            await nats.connect(f"nats://127.0.0.1:{port}", allow_reconnect=False, connect_timeout=3)
        with pytest.raises(nats.errors.Error, match="Authorization Violation"):
            await nats.connect(f"nats://holmes:guess@127.0.0.1:{port}", allow_reconnect=False, connect_timeout=3)
        # What a CLI command builds from the state dir alone (no NATS_URL).
        monkeypatch.setenv("HOLMES_NATS_PORT", str(port))
        monkeypatch.delenv("NATS_URL", raising=False)
        url = Settings(HOLMES_STATE_DIR=str(state)).nats_url
        assert url == server.url and "***" in redact(url) and state_secret(state, "nats-password") not in redact(url)
        nc = await nats.connect(url, allow_reconnect=False, connect_timeout=3)
        await nc.jetstream().account_info()
        await nc.close()
    finally:
        server.stop()
    assert (state / "secrets" / "nats-password").stat().st_mode & 0o077 == 0


async def test_embedded_postgres_needs_the_password_also_for_an_old_trust_data_dir(state, monkeypatch):
    port = free_port()
    # A data dir from before credentials: initdb with trust for everyone.
    EmbeddedPostgres(state / "pg", port, durable=False).start().stop()
    server = EmbeddedPostgres(state / "pg", port, durable=False, password=state_secret(state, "pg-password")).start()
    try:
        with pytest.raises(asyncpg.InvalidPasswordError):
            await asyncpg.connect(f"postgresql://postgres@127.0.0.1:{port}/holmes")
        monkeypatch.setenv("HOLMES_PG_PORT", str(port))
        monkeypatch.delenv("DATABASE_URL", raising=False)
        url = Settings(HOLMES_STATE_DIR=str(state)).database_url
        assert url == server.url
        conn = await asyncpg.connect(url)
        assert await conn.fetchval("SELECT current_user") == "postgres"
        await conn.close()
        psql = subprocess.run([str(pg_bin_dir() / "psql"), "-h", "127.0.0.1", "-p", str(port), "-U", "postgres",
                               "-d", "holmes", "-w", "-tAc", "SELECT 1"], capture_output=True, text=True)
        assert psql.returncode != 0 and "password" in psql.stderr
    finally:
        server.stop()
