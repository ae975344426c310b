"""`holmes up` on a bare machine: its embedded NATS and PostgreSQL take only the credentials
it generated in the state dir, and the CLI finds them there (issue 13, item 6)."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import asyncpg
import nats
import pytest

from holmes_kit.infra.ports import free_port

from ..conftest import ROOT, _stop, _wait_ready
from .client import ask

pytestmark = pytest.mark.e2e


def test_embedded_servers_want_the_generated_credentials():
    state = Path(tempfile.mkdtemp(prefix="holmes-up-creds-"))
    nats_port, pg_port, port = free_port(), free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("NATS_URL", "DATABASE_URL", "OPENAI_API_KEY")}
    env.update(HOLMES_STATE_DIR=str(state), HOLMES_NATS_PORT=str(nats_port), HOLMES_PG_PORT=str(pg_port),
               GATEWAY_PORT=str(port), PYTHONUNBUFFERED="1")
    log = state / "up.log"
    proc = subprocess.Popen([sys.executable, "-m", "holmes_cli.main", "up", "--no-data"], cwd=ROOT, env=env,
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT)
    try:
        url = f"http://127.0.0.1:{port}"
        _wait_ready(proc, url, log, 240)
        session_id, _ = asyncio.run(ask(url, "안녕하세요"))

        async def without_credentials() -> list[str]:
            refused = []
            try:
                await nats.connect(f"nats://127.0.0.1:{nats_port}", allow_reconnect=False, connect_timeout=3)
            except nats.errors.Error as exc:
                refused.append(str(exc))
            try:
                await asyncpg.connect(f"postgresql://postgres@127.0.0.1:{pg_port}/holmes")
            except asyncpg.InvalidPasswordError as exc:
                refused.append(str(exc))
            return refused

        assert len(asyncio.run(without_credentials())) == 2
        events = subprocess.run([sys.executable, "-m", "holmes_cli.main", "events", session_id], cwd=ROOT,
                                env=env, capture_output=True, text=True, timeout=60)
        assert events.returncode == 0, events.stdout + events.stderr
        assert "QueryReceived" in events.stdout and "ResponseReady" in events.stdout
        secrets = [(state / "secrets" / name).read_text().strip() for name in ("nats-password", "pg-password")]
        printed = log.read_text(errors="replace")
        assert re.search(r"at nats://holmes:\*\*\*@", printed) and not any(s in printed for s in secrets)
    finally:
        _stop(proc)
        shutil.rmtree(state, ignore_errors=True)
