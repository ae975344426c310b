"""`holmes up`: embedded infrastructure (unless URLs are given), migrations and
reference data, then the six services as separate OS processes with prefixed logs.

Ctrl-C (or SIGTERM) stops the services, then PostgreSQL and NATS, cleanly. State lives
in HOLMES_STATE_DIR (default ./.holmes), so a second `holmes up` reuses it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import port_open
from holmes_kit.infra.postgres_server import EmbeddedPostgres
from holmes_kit.infra.secrets import NATS_USER, embedded_port, redact, state_secret
from holmes_kit.settings import get_settings
from holmes_kit.supervision import RestartBudget, write_state

from .dbinit import init_database

SERVICES = ("planner", "orchestrator", "search", "analysis", "document", "gateway")
COLORS = {"planner": 35, "orchestrator": 36, "search": 32, "analysis": 33, "document": 34, "gateway": 31}
EMBEDDED_NATS_PORT = embedded_port("nats")
EMBEDDED_PG_PORT = embedded_port("pg")


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
    """Restarts a service that died, within a budget per time window (kit's RestartBudget):
    quick at first, then at most ``limit`` restarts a minute for one that keeps crashing —
    which is said in the log and written to the state dir for the gateway's /readyz."""

    def __init__(self, env: dict[str, str], log_dir: Path, state_dir: Path | None = None,
                 budget: Callable[[], RestartBudget] = RestartBudget,
                 command: Callable[[str], list[str]] | None = None) -> None:
        self.env, self.log_dir = env, log_dir
        self.state_dir = state_dir or log_dir.parent
        self.procs: dict[str, subprocess.Popen] = {}
        self.budgets: dict[str, RestartBudget] = defaultdict(budget)
        self.due: dict[str, float] = {}  # name -> when its restart is due
        self.status: dict[str, dict] = {}
        self.command = command or (lambda name: [sys.executable, "-m", f"holmes_{name}.main"])
        self.stopping = False

    def start(self, name: str) -> None:
        proc = subprocess.Popen(self.command(name), env=self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)  # signals come from this supervisor only
        threading.Thread(target=_pump, args=(name, proc.stdout, self.log_dir / f"{name}.log"), daemon=True).start()
        self.procs[name] = proc
        self._report(name, "running", pid=proc.pid)

    def watch(self) -> None:
        while not self.stopping:
            time.sleep(0.25)
            self.tick(time.monotonic())

    def tick(self, now: float) -> None:
        """One look at the services: schedule the restart of those that died, start those due."""
        for name, proc in list(self.procs.items()):
            if self.stopping or name in self.due or proc.poll() is None:
                continue
            budget = self.budgets[name]
            self.due[name] = at = budget.next_start(now)
            if budget.crashing(now):
                say(f"{name} keeps crashing (exit {proc.returncode}, {budget.recent(now)} restarts in "
                    f"{budget.window_s:g}s); next try in {at - now:.0f}s — see {self.log_dir}/{name}.log")
                self._report(name, "crashing", exit_code=proc.returncode, restarts=budget.recent(now))
            else:
                say(f"{name} exited with {proc.returncode}; restarting in {at - now:.1f}s")
                self._report(name, "restarting", exit_code=proc.returncode, restarts=budget.recent(now))
        for name, at in list(self.due.items()):
            if now >= at and not self.stopping:
                del self.due[name]
                self.budgets[name].started(now)
                self.start(name)

    def _report(self, name: str, state: str, **info) -> None:
        self.status[name] = {"state": state, **info, "at": time.time()}
        with contextlib.suppress(OSError):
            write_state(self.state_dir, self.status)

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
    env = dict(os.environ, HOLMES_STATE_DIR=str(state))  # the gateway reads the supervisor's report there
    nats = pg = None
    if not os.environ.get("NATS_URL"):
        if port_open("127.0.0.1", EMBEDDED_NATS_PORT):
            say(f"port {EMBEDDED_NATS_PORT} is busy: is another `holmes up` running? (set HOLMES_NATS_PORT)")
            return 1
        # Generated credentials in the state dir: no other local process gets in without them.
        nats = EmbeddedNats(state / "nats", EMBEDDED_NATS_PORT, user=NATS_USER, sync_interval=settings.nats_sync,
                            password=state_secret(state, "nats-password")).start(log_file=log_dir / "nats-server.log")
        env["NATS_URL"] = nats.url
        say(f"NATS JetStream (embedded) at {redact(nats.url)}, store {state / 'nats'}, fsync {settings.nats_sync}")
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
    sup = Supervisor(env, log_dir, log_dir.parent)
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
