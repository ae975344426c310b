"""The debugging commands against a real NATS server: import → export round trip,
de-duplicated re-import, refused malformed files, replay from the stream, and a fork that
a running orchestrator continues to an answer."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from holmes_contracts import OUTPUT_ONLY, session_filter, turn_filter
from holmes_kit import testing
from holmes_kit.bus import ServiceConsumer, connect, read_history
from holmes_kit.settings import Settings
from holmes_orchestrator.routes import ROUTES

pytestmark = pytest.mark.integration
SESSIONS = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


@pytest.fixture(scope="module")
def nats_url():
    """A server of our own: a whole system running on the shared one would answer our turns too."""
    with testing.nats_server() as url:
        yield url


async def holmes(nats_url: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "NATS_URL": nats_url}
    return await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "holmes_cli.main", *args], env=env,
                                   capture_output=True, text=True, timeout=timeout)


def recorded(name: str) -> list[dict]:
    return [json.loads(line) for line in (SESSIONS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()]


async def history(nats_url: str, subject: str):
    bus = await connect(Settings(NATS_URL=nats_url), name="replay-test")
    try:
        return await read_history(bus.js, subject)
    finally:
        await bus.close()


async def test_import_export_round_trip_and_dedup(nats_url, tmp_path):
    rows = recorded("compound")
    first = await holmes(nats_url, "import", str(SESSIONS / "compound.jsonl"))
    assert first.returncode == 0, first.stderr
    assert f"{len(rows)}개 이벤트를 게시했습니다 (0개는 이미 있음)" in first.stdout
    again = await holmes(nats_url, "import", str(SESSIONS / "compound.jsonl"))
    assert f"0개 이벤트를 게시했습니다 ({len(rows)}개는 이미 있음)" in again.stdout

    session_id = rows[0]["session_id"]
    out = tmp_path / "export.jsonl"
    exported = await holmes(nats_url, "export", session_id, "-o", str(out))
    assert exported.returncode == 0, exported.stderr
    back = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    strip_seq = lambda rs: [{k: v for k, v in r.items() if k != "seq"} for r in rs]  # noqa: E731
    assert strip_seq(back) == strip_seq(rows)          # same envelopes, same ids, same order
    assert [r["seq"] for r in back] == sorted(r["seq"] for r in back)

    check = await holmes(nats_url, "replay", session_id, "--check")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "0개 차이" in check.stdout

    events = await holmes(nats_url, "events", session_id)
    assert "StrategyDecided" in events.stdout and "rules" in events.stdout and "event" in events.stdout


async def test_malformed_file_is_refused_whole(nats_url, tmp_path):
    rows = recorded("greeting")
    lines = [json.dumps(r, ensure_ascii=False) for r in rows]
    lines[2] = lines[2][:40]  # a truncated line in the middle
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = await holmes(nats_url, "import", str(bad))
    assert result.returncode == 2
    assert "bad.jsonl 3번째 줄: JSON이 아닙니다" in result.stderr
    assert await history(nats_url, session_filter(rows[0]["session_id"])) == []  # nothing published


@contextlib.asynccontextmanager
async def running_orchestrator(nats_url: str):
    settings = Settings(NATS_URL=nats_url)
    bus = await connect(settings, name="orchestrator-under-test")
    consumer = ServiceConsumer(bus, settings, service="orchestrator", producer="orchestrator@it", routes=ROUTES.bind(None))
    task = asyncio.create_task(consumer.run())
    try:
        yield
    finally:
        consumer.stop()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 10)
        await bus.close()


async def test_fork_is_continued_by_the_running_orchestrator(nats_url):
    rows = recorded("legal")
    session_id, turn_id = rows[0]["session_id"], rows[1]["turn_id"]
    assert (await holmes(nats_url, "import", str(SESSIONS / "legal.jsonl"))).returncode == 0
    turn = await history(nats_url, turn_filter(session_id, turn_id))
    # fork right after the search team answered: the orchestrator must analyse, review, answer
    completed = next(r for r in turn if r.envelope.type == "TeamCompleted")
    async with running_orchestrator(nats_url):
        fork = await holmes(nats_url, "fork", session_id, turn_id, "--from", str(completed.seq), "--timeout", "60")
    assert fork.returncode == 0, fork.stdout + fork.stderr
    new_turn = fork.stdout.split("새 턴 ", 1)[1].split()[0]
    assert new_turn != turn_id and "ResponseReady" in fork.stdout and "주택임대차보호법" in fork.stdout

    forked = await holmes(nats_url, "events", session_id, "--turn", new_turn, "--json")
    # The answer's draft (AnswerChunk) is output, not a decision: a racing trigger of the same
    # turn may append its draft after the answer (clients drop chunks of a finished turn).
    events = [e for e in map(json.loads, forked.stdout.splitlines()) if e["type"] not in OUTPUT_ONLY]
    types = [e["type"] for e in events]
    assert types[: types.index("TeamCompleted") + 1] == [r.envelope.type for r in turn if r.seq <= completed.seq]
    assert types[-3:] == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert all(e["producer"] == "orchestrator@it" for e in events[-3:])  # decided now, not copied
    original = {r.envelope.event_id for r in turn}
    assert not original & {e["event_id"] for e in events}
    # the forked turn's decisions are the current code's, so the session still replays clean
    check = await holmes(nats_url, "replay", session_id, "--check")
    assert check.returncode == 0, check.stdout
    assert f"턴 {new_turn}" in check.stdout


async def test_fork_of_unknown_turn_is_a_clear_error(nats_url):
    result = await holmes(nats_url, "fork", "session-nope", "turn-nope", "--from", "1")
    assert result.returncode == 2 and "턴을 찾을 수 없습니다" in result.stderr
