"""Fixtures shared by the end-to-end and browser tests: the system as processes.

``system`` runs `holmes up` exactly as `make up` does; ``extra_gateway`` starts one more
gateway process against the same NATS and PostgreSQL with settings of a test's own
(a small session TTL, no rate limit for the fuzzer, ...).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from holmes_kit.infra.ports import free_port

ROOT = Path(__file__).resolve().parents[1]


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


def _wait_ready(proc: subprocess.Popen, url: str, log: Path, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not _ready(f"{url}/readyz"):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"did not start:\n{log.read_text(errors='replace')[-4000:]}")
        time.sleep(0.3)


def _stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(60)
    except subprocess.TimeoutExpired:
        proc.kill()


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
    _wait_ready(proc, url, log, 240)
    time.sleep(2)  # let every service's consumer attach before the first turn
    yield System(url, nats_url, database_url, env, log)
    _stop(proc)


@pytest.fixture
def extra_gateway(system) -> Iterator[Callable[..., str]]:
    """Start another gateway on the running system with extra env; returns its base URL."""
    procs: list[subprocess.Popen] = []

    def start(**settings: str) -> str:
        port = free_port()
        log = Path(tempfile.mkdtemp(prefix="holmes-gw-")) / "gateway.log"
        env = {**system.env, "GATEWAY_PORT": str(port), **settings}
        proc = subprocess.Popen([sys.executable, "-m", "holmes_gateway.main"], cwd=ROOT, env=env,
                                stdout=open(log, "wb"), stderr=subprocess.STDOUT)
        procs.append(proc)
        url = f"http://127.0.0.1:{port}"
        _wait_ready(proc, url, log, 60)
        return url

    yield start
    for proc in procs:
        _stop(proc)
