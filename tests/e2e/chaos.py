"""The chaos harness (issue 13 item 8): the whole system as `holmes up` runs it, with its
NATS owned here so it can be killed and restarted on the same port and store.

A trial asks one compound question over WebSocket and SIGKILLs one service when its work
comes up in the turn (the planner at the stored query, a team at its step_start) or else
at a random point (after the k-th message following the stored query, k random), a
random fraction of a second later, (its pid comes from the supervisor's state file) or
the NATS server (restarted after a pause). The client reconnects and resumes as a real
one would. Afterwards every trial's session is read back from the stream and checked:

- the turn answered (``final_response`` with an answer, no ``TurnFailed``);
- no duplicated effect: at most one event per decision key (type, team, attempt / step);
- ``holmes replay --check`` finds no difference (the same check, in process).

Used by tests/e2e/test_chaos.py (a few trials, in `make test`) and benchmarks/chaos.py
(`make chaos`, every victim many times, figures in benchmarks/README.md).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import websockets

from holmes_cli.replay_check import check_session
from holmes_contracts import session_filter
from holmes_kit.bus import connect, read_history
from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.settings import Settings
from holmes_kit.supervision import STATE_FILE

ROOT = Path(__file__).resolve().parents[2]
SERVICES = ("planner", "orchestrator", "search", "analysis", "document", "gateway")
VICTIMS = (*SERVICES, "nats")
QUERIES = (
    "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘",
    "서초구 매물 검색하고 리스크 분석해줘",
    "서초구 아파트 전세 매물 찾아서 전세 계약서 초안 작성해줘",
)
# A killed handler's message comes back after the ack wait; the chaos runs keep it short
# (no LLM: the handlers' honest working time is well under it, and in-progress acks
# cover the rest), so a trial measures recovery, not the default 60 s wait.
ACK_WAIT_S = 8
NATS_DOWN_S = 3.0
# Decision keys: one event each per turn. TeamProgress may repeat by design.
KEYED = {"QueryReceived": (), "PlanningStarted": (), "PlanReady": (), "StrategyDecided": (),
         "PlanApprovalRequested": (), "ToolsSelected": ("attempt",), "TeamStarted": ("attempt",),
         "TeamCompleted": ("attempt",), "TeamTimedOut": ("attempt",), "ResultAnalyzed": ("attempt",),
         "StepSkipped": ("step_id",), "ReviewDone": (), "ResponseReady": (), "TurnFailed": ()}


@dataclass
class Trial:
    victim: str
    query: str
    session_id: str = ""
    at_message: int = 0
    delay_s: float = 0.0
    killed_at: float | None = None
    answered_at: float | None = None
    answer: dict | None = None
    error: str | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def recovery_s(self) -> float | None:
        """From the kill to the answer, when the kill came first."""
        if self.killed_at is None or self.answered_at is None or self.answered_at < self.killed_at:
            return None
        return self.answered_at - self.killed_at


class ChaosSystem:
    def __init__(self, database_url: str, *, log_to: Path | None = None) -> None:
        self.state = Path(tempfile.mkdtemp(prefix="holmes-chaos-"))
        self.database_url = database_url
        self.nats = EmbeddedNats(self.state / "nats", free_port())
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log_to or self.state / "up.log"
        self.proc: subprocess.Popen | None = None

    @property
    def nats_url(self) -> str:
        return self.nats.url

    def start(self, timeout: float = 300.0) -> ChaosSystem:
        self.nats.start(log_file=self.state / "nats-server.log")
        env = {**os.environ, "NATS_URL": self.nats.url, "DATABASE_URL": self.database_url,
               "HOLMES_STATE_DIR": str(self.state), "GATEWAY_PORT": str(self.port), "PYTHONUNBUFFERED": "1",
               "HOLMES_ACK_WAIT_S": str(ACK_WAIT_S)}
        env.pop("OPENAI_API_KEY", None)  # rules only: the model is not what is under test
        self.proc = subprocess.Popen([sys.executable, "-m", "holmes_cli.main", "up"], cwd=ROOT, env=env,
                                     stdout=open(self.log, "wb"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while not self.ready():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"holmes up did not start:\n{self.log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.3)
        self.wait_all_running()
        time.sleep(2)  # every consumer attached before the first trial
        return self

    def ready(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/readyz", timeout=1) as r:
                return r.status == 200
        except Exception:
            return False

    def services(self) -> dict[str, dict]:
        try:
            return json.loads((self.state / STATE_FILE).read_text())
        except (OSError, ValueError):
            return {}

    def pid(self, service: str) -> int | None:
        info = self.services().get(service) or {}
        return info.get("pid") if info.get("state") == "running" else None

    def wait_all_running(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pids = [self.pid(s) for s in SERVICES]
            if all(pids) and all(_alive(p) for p in pids):
                return
            time.sleep(0.2)
        raise RuntimeError(f"services not all running: {self.services()}")

    def kill(self, victim: str) -> None:
        if victim == "nats":
            self.nats.process.kill()  # SIGKILL: no flush, no goodbye
            self.nats.process.wait()
            time.sleep(NATS_DOWN_S)
            self.nats.start(log_file=self.state / "nats-server.log")
            return
        pid = self.pid(victim)
        if pid is None:
            raise RuntimeError(f"{victim} is not running")
        os.kill(pid, signal.SIGKILL)

    def stop(self, *, keep_state: bool = False) -> None:
        """``keep_state`` leaves the logs and the event store for a post-mortem."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.nats.stop()
        if not keep_state:
            shutil.rmtree(self.state, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


async def run_trial(system: ChaosSystem, trial: Trial, rng: random.Random, *, max_messages: int = 12,
                    max_delay_s: float = 0.1, timeout: float = 120.0, kill_at_query: bool = False) -> Trial:
    async with httpx.AsyncClient(base_url=system.url, timeout=10) as http:
        data = (await http.post("/api/v1/chat/start", json={})).json()
    trial.session_id, token = data["session_id"], data["token"]
    # When the victim's work comes up, or a random point of the turn: the k-th message
    # the client sees after its query was stored; then a random fraction of a second.
    trial.at_message = rng.randint(1, max_messages)
    trial.delay_s = round(rng.uniform(0.0, max_delay_s), 3)
    killer: asyncio.Task | None = None
    seen = 0

    async def kill_later() -> None:
        await asyncio.sleep(trial.delay_s)
        trial.killed_at = time.monotonic()
        await asyncio.to_thread(system.kill, trial.victim)

    ws_url = system.url.replace("http://", "ws://") + f"/api/v1/chat/ws/{trial.session_id}?token={token}"
    sent, last_seq = False, 0
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline and trial.answered_at is None:
            try:
                async with websockets.connect(ws_url, open_timeout=5) as ws:
                    assert json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] == "connected"
                    if not sent:
                        if kill_at_query:
                            # The victim goes down as the query goes out, so its work is certain to
                            # find it down: a rules-mode turn can finish before a later kill lands.
                            trial.at_message, trial.delay_s = 0, 0.0
                            killer = asyncio.create_task(kill_later())
                            await killer
                        await ws.send(json.dumps({"type": "query", "query": trial.query}))
                        sent = True
                    else:  # a client that lost its connection resumes where it was
                        await ws.send(json.dumps({"type": "resume", "last_seq": last_seq}))
                    async for raw in ws:
                        msg = json.loads(raw)
                        if msg.get("seq") and msg.get("part") == msg.get("parts"):
                            last_seq = max(last_seq, msg["seq"])
                        if msg["type"] == "query_received" or seen:  # from when the query is stored
                            seen += 1
                        terminal = msg["type"] in ("final_response", "error")
                        at_work = (trial.victim == "planner" and msg["type"] == "query_received") or (
                            msg["type"] == "step_start" and msg.get("agent", "").startswith(trial.victim))
                        if killer is None and seen and (at_work or seen > trial.at_message or terminal):
                            trial.at_message = seen  # where it actually struck
                            killer = asyncio.create_task(kill_later())
                        if msg["type"] in ("final_response", "error"):
                            trial.answered_at = time.monotonic()
                            trial.answer = msg
                            break
            except (TimeoutError, OSError, websockets.ConnectionClosed, websockets.InvalidStatus, websockets.InvalidHandshake):
                await asyncio.sleep(0.3)
        if trial.answered_at is None:
            trial.error = f"no answer within {timeout:.0f}s"
        elif trial.answer["type"] != "final_response" or trial.answer["response"].get("type") != "answer":
            trial.error = f"not an answer: {json.dumps(trial.answer, ensure_ascii=False)[:300]}"
    finally:
        if killer is not None:
            await killer
        else:
            trial.error = trial.error or "the query was never acknowledged"
    return trial


async def wait_recovered(system: ChaosSystem, victim: str, timeout: float = 60.0) -> None:
    """Before the next trial: the victim runs again and the gateway is ready."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        pid = system.pid(victim) if victim != "nats" else -1
        if pid and (pid == -1 or _alive(pid)) and await asyncio.to_thread(system.ready):
            await asyncio.sleep(1.5)  # its consumer attached
            return
        await asyncio.sleep(0.3)
    raise RuntimeError(f"{victim} did not come back: {system.services()}")


def duplicated_effects(records) -> list[str]:
    counts = Counter()
    for r in records:
        env = r.envelope
        fields = KEYED.get(env.type)
        if fields is None:
            continue
        team = env.team or env.payload.get("team")
        counts[(env.turn_id, env.type, team, *(str(env.payload.get(f)) for f in fields))] += 1
    return [f"{k[1]}{'.' + k[2] if k[2] else ''} {'/'.join(k[3:])} ×{n} (turn {k[0]})"
            for k, n in counts.items() if n > 1]


async def verify(nats_url: str, trials: list[Trial]) -> None:
    """Reads each trial's session back from the stream; fills ``problems``."""
    bus = await connect(Settings(NATS_URL=nats_url), name="chaos-verify")
    try:
        for t in trials:
            if not t.session_id:
                continue
            records = await read_history(bus.js, session_filter(t.session_id))
            t.problems += [f"duplicated: {d}" for d in duplicated_effects(records)]
            if any(r.envelope.type == "TurnFailed" for r in records):
                t.problems.append("TurnFailed in the log")
            if sum(r.envelope.type == "ResponseReady" for r in records) != 1:
                t.problems.append("no single ResponseReady")
            # replay's planner lookup runs its own event loop: not inside this one
            for o in await asyncio.to_thread(check_session, records):
                if not o.ok:
                    t.problems.append(f"replay diff at seq {o.seq} {o.trigger}: {o.summary} {' '.join(o.details)}")
            if t.error:
                t.problems.append(t.error)
    finally:
        await bus.close()


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[max(0, min(len(values) - 1, round(p / 100 * (len(values) - 1))))]
