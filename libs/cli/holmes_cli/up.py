"""`holmes up`: embedded infrastructure (unless URLs are given), migrations and
reference data, then the six services as separate OS processes with prefixed logs.

Ctrl-C (or SIGTERM) stops the services, then PostgreSQL and NATS, cleanly. State lives
in HOLMES_STATE_DIR (default ./.holmes), so a second `holmes up` reuses it.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import port_open
from holmes_kit.infra.postgres_server import EmbeddedPostgres
from holmes_kit.infra.secrets import NATS_USER, embedded_port, redact, state_secret
from holmes_kit.settings import get_settings

from .dbinit import init_database

SERVICES = ("planner", "orchestrator", "search", "analysis", "document", "gateway")
COLORS = {"planner": 35, "orchestrator": 36, "search": 32, "analysis": 33, "document": 34, "gateway": 31}
EMBEDDED_NATS_PORT = embedded_port("nats")
EMBEDDED_PG_PORT = embedded_port("pg")
MAX_RESTARTS = 5


def say(msg: str) -> None:
    print(f"\033[1m[holmes]\033[0m {msg}", flush=True)


def _pump(name: str, stream, log_path: Path) -> None:
    color = COLORS.get(name, 37)
    prefix = f"\033[{color}m{name:>12} |\033[0m "
    with open(log_path, "ab") as log:
        for line in iter(stream.readline, b""):
            log.write(line)
            log.flush()
            sys.stdout.write(prefix + line.decode(errors="replace"))
            sys.stdout.flush()


class Supervisor:
    def __init__(self, env: dict[str, str], log_dir: Path) -> None:
        self.env, self.log_dir = env, log_dir
        self.procs: dict[str, subprocess.Popen] = {}
        self.restarts: dict[str, int] = {}
        self.stopping = False

    def start(self, name: str) -> None:
        proc = subprocess.Popen([sys.executable, "-m", f"holmes_{name}.main"], env=self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)  # signals come from this supervisor only
        threading.Thread(target=_pump, args=(name, proc.stdout, self.log_dir / f"{name}.log"), daemon=True).start()
        self.procs[name] = proc

    def watch(self) -> None:
        """Restart a service that died (with a bound), until we are told to stop."""
        while not self.stopping:
            time.sleep(0.5)
            for name, proc in list(self.procs.items()):
                if proc.poll() is None or self.stopping:
                    continue
                count = self.restarts.get(name, 0) + 1
                self.restarts[name] = count
                if count > MAX_RESTARTS:
                    say(f"{name} keeps exiting (code {proc.returncode}); giving up on it — see {self.log_dir}/{name}.log")
                    del self.procs[name]
                    continue
                say(f"{name} exited with {proc.returncode}; restarting ({count}/{MAX_RESTARTS})")
                time.sleep(min(2 ** count, 10))
                self.start(name)

    def stop(self) -> None:
        self.stopping = True
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 15
        for proc in self.procs.values():
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()


def _wait_http(url: str, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as r:
                if r.status == 200:
                    return True
        except Exception:
            time.sleep(0.3)
    return False


def run_up(load_data: bool = True) -> int:
    settings = get_settings()
    state = settings.state_dir.resolve()
    log_dir = state / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    nats = pg = None
    if not os.environ.get("NATS_URL"):
        if port_open("127.0.0.1", EMBEDDED_NATS_PORT):
            say(f"port {EMBEDDED_NATS_PORT} is busy: is another `holmes up` running? (set HOLMES_NATS_PORT)")
            return 1
        # Generated credentials in the state dir: no other local process gets in without them.
        nats = EmbeddedNats(state / "nats", EMBEDDED_NATS_PORT, user=NATS_USER,
                            password=state_secret(state, "nats-password")).start(log_file=log_dir / "nats-server.log")
        env["NATS_URL"] = nats.url
        say(f"NATS JetStream (embedded) at {redact(nats.url)}, store {state / 'nats'}")
    else:
        say(f"using NATS at {redact(os.environ['NATS_URL'])}")
    try:
        if not os.environ.get("DATABASE_URL"):
            if port_open("127.0.0.1", EMBEDDED_PG_PORT):
                say(f"port {EMBEDDED_PG_PORT} is busy: is another `holmes up` running? (set HOLMES_PG_PORT)")
                return 1
            pg = EmbeddedPostgres(state / "pg", EMBEDDED_PG_PORT,
                                  password=state_secret(state, "pg-password")).start(log_file=log_dir / "postgres.log")
            env["DATABASE_URL"] = pg.url
            say(f"PostgreSQL + pgvector (embedded) at {redact(pg.url)} (credentials in {state / 'secrets'})")
        else:
            say("using PostgreSQL from DATABASE_URL")
        t0 = time.monotonic()
        result = asyncio.run(init_database(env["DATABASE_URL"], load_data=load_data))
        say(f"database ready in {time.monotonic() - t0:.1f}s: {result}")
        return _run_services(env, log_dir, settings.gateway_host, settings.gateway_port)
    finally:
        if pg:
            pg.stop()
        if nats:
            nats.stop()
        say("stopped")


def _run_services(env: dict[str, str], log_dir: Path, host: str, port: int) -> int:
    sup = Supervisor(env, log_dir)
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    for name in SERVICES:
        sup.start(name)
    watcher = threading.Thread(target=sup.watch, daemon=True)
    watcher.start()
    url = f"http://{host}:{port}"
    if _wait_http(f"{url}/readyz", 60):
        say(f"ready — open {url}  (Ctrl-C to stop; logs in {log_dir})")
    else:
        say(f"gateway did not become ready; see {log_dir}/gateway.log")
    while not stop.is_set():
        stop.wait(0.5)
    say("stopping services…")
    sup.stop()
    return 0
