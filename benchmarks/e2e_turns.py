"""N turns at concurrency C through the gateway (rules mode): p50/p95 latency, turns/s.

    .venv/bin/python benchmarks/e2e_turns.py [--turns 60] [--concurrency 4] [--url URL]

Without --url it starts the whole system itself (`holmes up` with embedded NATS and
PostgreSQL on free ports and a temporary state dir) and stops it afterwards. Latency is
measured by the client: from sending `query` to receiving `final_response`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import httpx
import websockets

ROOT = Path(__file__).resolve().parents[1]
QUERIES = [  # the three request paths of seed 004
    ("greeting", "안녕하세요"),
    ("simple", "전세금 5% 인상이 가능한가요?"),
    ("compound", "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘"),
]


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(p / 100 * (len(values) - 1))))
    return values[k]


async def one_turn(base: str, query: str) -> float:
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        data = (await http.post("/api/v1/chat/start", json={})).json()
    url = base.replace("http://", "ws://") + f"/api/v1/chat/ws/{data['session_id']}?token={data['token']}"
    async with websockets.connect(url) as ws:
        await ws.recv()  # connected
        t0 = time.perf_counter()
        await ws.send(json.dumps({"type": "query", "query": query}))
        async for raw in ws:
            msg = json.loads(raw)
            if msg["type"] == "final_response":
                return (time.perf_counter() - t0) * 1000
            if msg["type"] == "error":
                raise RuntimeError(msg["error"])
    raise RuntimeError("connection closed before the answer")


async def run(base: str, turns: int, concurrency: int) -> dict:
    for _, q in QUERIES:  # warm-up: first-use costs are not what we measure
        await one_turn(base, q)
    sem = asyncio.Semaphore(concurrency)
    results: dict[str, list[float]] = {k: [] for k, _ in QUERIES}

    async def worker(i: int) -> None:
        kind, query = QUERIES[i % len(QUERIES)]
        async with sem:
            results[kind].append(await one_turn(base, query))

    t0 = time.perf_counter()
    await asyncio.gather(*(worker(i) for i in range(turns)))
    wall = time.perf_counter() - t0
    everything = [v for vs in results.values() for v in vs]
    report = {"turns": turns, "concurrency": concurrency, "wall_s": round(wall, 2),
              "turns_per_s": round(turns / wall, 2), "p50_ms": round(pct(everything, 50), 1),
              "p95_ms": round(pct(everything, 95), 1)}
    for kind, vs in results.items():
        report[f"{kind}_p50_ms"] = round(statistics.median(vs), 1)
        report[f"{kind}_p95_ms"] = round(pct(vs, 95), 1)
    return report


def start_system(extra_env: dict[str, str] | None = None) -> tuple[subprocess.Popen, str]:
    from holmes_kit.infra.ports import free_port

    state = tempfile.mkdtemp(prefix="holmes-bench-")
    port = free_port()
    env = {**os.environ, "HOLMES_STATE_DIR": state, "GATEWAY_PORT": str(port),
           "HOLMES_NATS_PORT": str(free_port()), "HOLMES_PG_PORT": str(free_port()), **(extra_env or {})}
    env.pop("NATS_URL", None)
    env.pop("DATABASE_URL", None)
    proc = subprocess.Popen([sys.executable, "-m", "holmes_cli.main", "up"], cwd=ROOT, env=env,
                            stdout=open(Path(state) / "up.log", "wb"), stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base}/readyz", timeout=1) as r:
                if r.status == 200:
                    time.sleep(2)
                    return proc, base
        except Exception:
            time.sleep(0.5)
    proc.kill()
    raise SystemExit(f"system did not start; see {state}/up.log")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=60)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--url")
    args = ap.parse_args()
    proc = None
    base = args.url
    if not base:
        proc, base = start_system()
    try:
        print(json.dumps(asyncio.run(run(base, args.turns, args.concurrency)), indent=2))
    finally:
        if proc:
            proc.send_signal(signal.SIGINT)
            proc.wait(60)


if __name__ == "__main__":
    main()
