"""Re-record the golden sessions replayed by the tests: ``python -m holmes_cli.record_fixtures``.

Runs `holmes up` (embedded NATS and PostgreSQL on free ports, a throw-away state dir),
asks each scenario's question through the gateway like a client, and exports each session
to tests/fixtures/sessions/<name>.jsonl. Re-run it when a decision rule changes on
purpose, then review the diff of the files (docs/replay.md).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import asyncpg
import httpx
import websockets

from holmes_kit.infra.ports import free_port
from holmes_kit.infra.secrets import embedded_database_url, embedded_nats_url
from holmes_kit.settings import Settings

from .ask import _ws_url
from .export import dump_lines, fetch_session

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "tests" / "fixtures" / "sessions"

# name, question, table taken offline while it runs (a data-source outage: a tool fails)
SCENARIOS = [
    ("greeting", "안녕하세요", None),
    ("legal", "전세금 5% 인상이 가능한가요?", None),
    ("compound", "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘", None),
    ("failed_tool", "신혼부부 전세자금대출 상품 금리 알려줘", "loan_products"),
]


async def ask_once(base: str, query: str, timeout: float = 120.0) -> str:
    async with httpx.AsyncClient(base_url=base, timeout=10) as http:
        r = await http.post("/api/v1/chat/start", json={"metadata": {"client": "record_fixtures"}})
        r.raise_for_status()
        session_id, token = r.json()["session_id"], r.json()["token"]
    async with websockets.connect(_ws_url(base, session_id, token), max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "query", "query": query}))

        async def until_answer() -> None:
            async for raw in ws:
                if json.loads(raw).get("type") in ("final_response", "error"):
                    return

        await asyncio.wait_for(until_answer(), timeout)
    return session_id


async def record(name: str, query: str, offline: str | None, base: str, pg_url: str,
                 settings: Settings, out: Path) -> Path:
    conn = await asyncpg.connect(pg_url) if offline else None
    try:
        if conn:
            await conn.execute(f'ALTER TABLE "{offline}" RENAME TO "{offline}_offline"')
        session_id = await ask_once(base, query)
    finally:
        if conn:
            await conn.execute(f'ALTER TABLE "{offline}_offline" RENAME TO "{offline}"')
            await conn.close()
    await asyncio.sleep(1.0)  # let late progress events land before reading the log
    path = out / f"{name}.jsonl"
    path.write_text(dump_lines(await fetch_session(session_id, settings=settings)), encoding="utf-8")
    return path


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1) as r:
            return r.status == 200
    except Exception:
        return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m holmes_cli.record_fixtures", description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--only", nargs="*", help="scenario names to record (default: all)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    state = Path(tempfile.mkdtemp(prefix="holmes-record-"))
    nats_port, pg_port, gw_port = free_port(), free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("NATS_URL", "DATABASE_URL", "OPENAI_API_KEY")}
    env.update(HOLMES_STATE_DIR=str(state), HOLMES_NATS_PORT=str(nats_port), HOLMES_PG_PORT=str(pg_port),
               GATEWAY_PORT=str(gw_port), PYTHONUNBUFFERED="1")
    log = state / "up.log"
    proc = subprocess.Popen([sys.executable, "-m", "holmes_cli.main", "up"], env=env,
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{gw_port}"
    try:
        deadline = time.monotonic() + 300
        while not _ready(f"{base}/readyz"):
            if proc.poll() is not None or time.monotonic() > deadline:
                print(log.read_text(errors="replace")[-3000:], file=sys.stderr)
                print("holmes up이 준비되지 않았습니다", file=sys.stderr)
                return 1
            time.sleep(0.5)
        time.sleep(2)  # every service's consumer attached
        settings = Settings(NATS_URL=embedded_nats_url(state, nats_port))  # with the generated credentials
        pg_url = embedded_database_url(state, pg_port)
        for name, query, offline in SCENARIOS:
            if args.only and name not in args.only:
                continue
            path = asyncio.run(record(name, query, offline, base, pg_url, settings, args.out))
            print(f"{name}: {path} ({sum(1 for _ in path.open())} events)")
        return 0
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(state, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
