"""The whole system as separate OS processes, started exactly as `make up` does."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

from holmes_kit.infra.ports import free_port

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class System:
    url: str
    nats_url: str
    database_url: str
    env: dict
    log: Path


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1) as r:
            return r.status == 200
    except Exception:
        return False


@pytest.fixture(scope="session")
def system(nats_url, database_url):
    """`holmes up` against the test session's NATS and PostgreSQL (DESIGN.md §9 order)."""
    state = Path(tempfile.mkdtemp(prefix="holmes-e2e-"))
    port = free_port()
    env = {**os.environ, "NATS_URL": nats_url, "DATABASE_URL": database_url, "HOLMES_STATE_DIR": str(state),
           "GATEWAY_PORT": str(port), "PYTHONUNBUFFERED": "1"}
    log = state / "up.log"
    proc = subprocess.Popen([sys.executable, "-m", "holmes_cli.main", "up"], cwd=ROOT, env=env,
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 240
    while not _ready(f"{url}/readyz"):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"system did not start:\n{log.read_text(errors='replace')[-4000:]}")
        time.sleep(0.5)
    time.sleep(2)  # let every service's consumer attach before the first turn
    yield System(url, nats_url, database_url, env, log)
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(60)
    except subprocess.TimeoutExpired:
        proc.kill()
