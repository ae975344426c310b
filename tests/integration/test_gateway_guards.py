"""The gateway process against a NATS of its own (issue 13, items 3, 4 and 6):
bad input is refused before anything is stored, client actions are idempotent by
client_message_id (also across a gateway restart and a NATS outage), tokens are the
gateway's own, and the operator endpoints want the operator token.

The proof that nothing was stored is the stream itself: the number of events in this
NATS (no other service runs on it) before and after the request.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import websockets

from holmes_contracts import STREAM_NAME, ResponseReady
from holmes_kit.bus import connect, publish
from holmes_kit.events import emit
from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.settings import Settings

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
API = "/api/v1/chat"


def _ready(url: str) -> int:
    try:
        with urllib.request.urlopen(f"{url}/readyz", timeout=1) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
    except Exception:
        return 0


def _wait(url: str, status: int, proc: subprocess.Popen | None = None, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while _ready(url) != status:
        if (proc is not None and proc.poll() is not None) or time.monotonic() > deadline:
            raise AssertionError(f"gateway /readyz never answered {status}")
        time.sleep(0.2)


@dataclass
class Stack:
    nats: EmbeddedNats
    env: dict
    state: Path
    url: str = ""
    proc: subprocess.Popen | None = None

    def start_gateway(self) -> None:
        log = open(self.state / "gateway.log", "ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "holmes_gateway.main"], cwd=ROOT, env=self.env,
                                     stdout=log, stderr=subprocess.STDOUT)
        _wait(self.url, 200, self.proc)

    def stop_gateway(self) -> None:
        self.proc.terminate()
        self.proc.wait(30)

    @property
    def operator_token(self) -> str:
        return (self.state / "secrets" / "operator-token").read_text().strip()


@pytest.fixture(scope="module")
def stack(migrated_db):
    state = Path(tempfile.mkdtemp(prefix="holmes-gw-guards-"))
    nats = EmbeddedNats(state / "nats", free_port()).start()
    port = free_port()
    env = {**os.environ, "NATS_URL": nats.url, "DATABASE_URL": migrated_db, "HOLMES_STATE_DIR": str(state),
           "GATEWAY_PORT": str(port), "GATEWAY_MESSAGES_PER_SECOND": "1000", "GATEWAY_MESSAGE_BURST": "1000"}
    env.pop("GATEWAY_OPERATOR_TOKEN", None)
    env.pop("GATEWAY_OPEN_OPERATOR_ENDPOINTS", None)
    s = Stack(nats, env, state, f"http://127.0.0.1:{port}")
    s.start_gateway()
    yield s
    s.stop_gateway()
    nats.stop()
    shutil.rmtree(state, ignore_errors=True)


async def stream_counts(stack: Stack, subjects: str = "holmes.evt.>") -> dict[str, int]:
    bus = await connect(Settings(NATS_URL=stack.nats.url), name="test-counts")
    try:
        info = await bus.js.stream_info(STREAM_NAME, subjects_filter=subjects)
        return dict(info.state.subjects or {})
    finally:
        await bus.close()


async def total_events(stack: Stack) -> int:
    return sum((await stream_counts(stack)).values())


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def korean(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


async def start(stack: Stack, body: dict | None = None, token: str | None = None) -> httpx.Response:
    async with httpx.AsyncClient(base_url=stack.url, timeout=15) as http:
        return await http.post(f"{API}/start", json=body or {}, headers=auth(token) if token else {})


def ws_url(stack: Stack, sid: str, token: str) -> str:
    return stack.url.replace("http://", "ws://") + f"{API}/ws/{sid}?token={token}"


async def next_of(ws, kinds: set[str]) -> dict:
    while True:
        msg = json.loads(await ws.recv())
        if msg["type"] in kinds:
            return msg


# -- item 3: bad input is refused before anything is stored ------------------------------

DEEP: dict = {}
_node = DEEP
for _ in range(20):
    _node["a"] = {}
    _node = _node["a"]

BAD_STARTS = {
    "NUL in title": '{"title": "제목\\u0000"}',
    "NUL in user_id": '{"user_id": "u\\u0000"}',
    "NUL in metadata key": '{"metadata": {"k\\u0000": 1}}',
    "NUL in metadata value": '{"metadata": {"k": ["x", "v\\u0000"]}}',
    "lone surrogate in metadata": '{"metadata": {"k": "\\ud800"}}',
    "lone surrogate in title": '{"title": "\\udfff"}',
    "metadata over 16 KiB": json.dumps({"metadata": {"blob": "가" * 6000}}),
    "metadata nested 20 deep": json.dumps({"metadata": DEEP}),
    "NaN in metadata": '{"metadata": {"x": NaN}}',
    "bad client_message_id": '{"client_message_id": "a b"}',
}


@pytest.mark.parametrize("case", list(BAD_STARTS))
async def test_bad_start_is_refused_in_korean_and_stores_nothing(stack, case):
    before = await total_events(stack)
    async with httpx.AsyncClient(base_url=stack.url, timeout=15) as http:
        r = await http.post(f"{API}/start", content=BAD_STARTS[case], headers={"Content-Type": "application/json"})
    assert r.status_code in (400, 422), r.text  # 422: pydantic refuses it first
    assert korean(r.json()["error"])
    assert await total_events(stack) == before


async def test_bad_title_on_rename_leaves_the_history_alone(stack):
    r = await start(stack)
    sid, token = r.json()["session_id"], r.json()["token"]
    before = await total_events(stack)
    async with httpx.AsyncClient(base_url=stack.url, timeout=15) as http:
        for title in ("새\u0000제목", "\ud800"):
            bad = await http.patch(f"{API}/sessions/{sid}", headers={**auth(token), "Content-Type": "application/json"},
                                   content=json.dumps({"title": title}, ensure_ascii=True))
            assert bad.status_code in (400, 422) and korean(bad.json()["error"])
        history = (await http.get(f"{API}/sessions/{sid}/messages", headers=auth(token))).json()
        good = await http.patch(f"{API}/sessions/{sid}", headers=auth(token), json={"title": "강남 전세"})
    assert history == []
    assert await total_events(stack) == before + 1  # only the good rename
    assert good.status_code == 200 and good.json()["title"] == "강남 전세"


async def test_bad_query_frames_store_nothing(stack):
    r = await start(stack)
    sid, token = r.json()["session_id"], r.json()["token"]
    before = await total_events(stack)
    async with websockets.connect(ws_url(stack, sid, token)) as ws:
        await next_of(ws, {"connected"})
        for frame in ('{"type": "query", "query": "\\ud800 전세"}',
                      json.dumps({"type": "query", "query": "가" * 3000}),
                      json.dumps({"type": "query", "query": "\u0000\u0000"}),
                      json.dumps({"type": "query", "query": "전세", "client_message_id": "한글"})):
            await ws.send(frame)
            err = await next_of(ws, {"error", "query_accepted"})
            assert err["type"] == "error" and korean(err["error"]), frame
    assert await total_events(stack) == before


# -- item 6: tokens and operator endpoints -----------------------------------------------

async def test_a_token_the_client_made_up_is_refused(stack):
    for made_up in ("a" * 44, "a" * 32, "A" * 128):
        r = await start(stack, token=made_up)
        assert r.status_code == 401 and korean(r.json()["error"])
    minted = (await start(stack)).json()["token"]
    again = await start(stack, token=minted)
    assert again.status_code == 200 and again.json()["token"] == minted


OPERATOR = ["/metrics", f"{API}/stats/sessions", f"{API}/stats/websockets", "/docs", "/openapi.json"]


async def test_operator_endpoints_need_the_operator_token(stack):
    client_token = (await start(stack)).json()["token"]
    async with httpx.AsyncClient(base_url=stack.url, timeout=15) as http:
        for path in OPERATOR:
            assert (await http.get(path)).status_code == 401, path
            assert (await http.get(path, headers=auth(client_token))).status_code == 401, path
            assert (await http.get(path, headers=auth(stack.operator_token))).status_code == 200, path
        assert (await http.get(f"/openapi.json?token={stack.operator_token}")).status_code == 200


# -- item 4: idempotent client actions ----------------------------------------------------

async def test_a_repeated_start_returns_the_first_session_also_after_a_restart(stack):
    token = (await start(stack)).json()["token"]
    cmid = str(uuid.uuid4())
    first = await start(stack, {"title": "첫 요청", "client_message_id": cmid}, token)
    again = await start(stack, {"title": "재시도", "client_message_id": cmid}, token)
    assert first.status_code == again.status_code == 200
    assert again.json()["session_id"] == first.json()["session_id"]
    assert again.json()["title"] == "첫 요청" and again.json()["duplicate"] is True
    stack.stop_gateway()
    stack.start_gateway()
    after = await start(stack, {"client_message_id": cmid}, token)
    assert after.json()["session_id"] == first.json()["session_id"]
    sid = first.json()["session_id"]
    assert sum((await stream_counts(stack, f"holmes.evt.{sid}.>")).values()) == 1
    other = await start(stack, {"client_message_id": cmid})  # another client's same id: its own session
    assert other.json()["session_id"] != sid


async def query_count(stack: Stack, sid: str) -> int:
    counts = await stream_counts(stack, f"holmes.evt.{sid}.>")
    return sum(n for subject, n in counts.items() if subject.endswith(".QueryReceived"))


async def test_a_repeated_query_is_one_turn(stack):
    r = await start(stack)
    sid, token = r.json()["session_id"], r.json()["token"]
    query = {"type": "query", "query": "강남구 전세 시세", "client_message_id": "q-1"}
    async with websockets.connect(ws_url(stack, sid, token)) as ws:
        await next_of(ws, {"connected"})
        await ws.send(json.dumps(query))
        first = await next_of(ws, {"query_accepted", "error"})
        await ws.send(json.dumps(query))
        same_socket = await next_of(ws, {"query_accepted", "error"})
    stack.stop_gateway()  # a retry after a gateway crash comes on a new socket to a new process
    stack.start_gateway()
    async with websockets.connect(ws_url(stack, sid, token)) as ws:
        await next_of(ws, {"connected"})
        await ws.send(json.dumps(query))
        new_socket = await next_of(ws, {"query_accepted", "error"})
    assert first["type"] == "query_accepted" and first["duplicate"] is False
    assert same_socket["type"] == new_socket["type"] == "query_accepted"
    assert same_socket["duplicate"] is new_socket["duplicate"] is True
    assert first["turn_id"] == same_socket["turn_id"] == new_socket["turn_id"]
    assert await query_count(stack, sid) == 1


async def test_nats_outage_gives_an_explicit_error_and_a_retry_is_exactly_once(stack):
    r = await start(stack)
    sid, token = r.json()["session_id"], r.json()["token"]
    query = {"type": "query", "query": "전세 사기 예방법", "client_message_id": "outage-1"}
    async with websockets.connect(ws_url(stack, sid, token)) as ws:
        await next_of(ws, {"connected"})
        stack.nats.stop()
        try:
            _wait(stack.url, 503)
            await ws.send(json.dumps(query))
            refused = await next_of(ws, {"query_accepted", "error"})
            during = await start(stack, {"client_message_id": "start-outage"}, token)
        finally:
            stack.nats.start()
        _wait(stack.url, 200)
        await ws.send(json.dumps(query))
        retried = await next_of(ws, {"query_accepted", "error"})
    assert refused["type"] == "error" and refused["details"]["code"] == "unavailable" and korean(refused["error"])
    assert during.status_code == 503 and korean(during.json()["error"])
    assert during.json()["details"]["code"] == "unavailable"
    assert retried["type"] == "query_accepted" and retried["duplicate"] is False
    assert await query_count(stack, sid) == 1
    async with httpx.AsyncClient(base_url=stack.url, timeout=15) as http:
        sessions = (await http.get(f"{API}/sessions", headers=auth(token))).json()
    assert [s["session_id"] for s in sessions] == [sid]  # the refused /start never appeared


async def test_holmes_ask_retries_through_an_outage_with_the_same_id(stack):
    """`holmes ask` during a NATS outage: told why, retries by itself, and the question is
    stored once. No planner runs on this NATS, so the test answers the turn itself."""
    r = await start(stack)
    sid, token = r.json()["session_id"], r.json()["token"]
    out = stack.state / "ask.out"
    stack.nats.stop()
    try:
        _wait(stack.url, 503)
        ask = subprocess.Popen([sys.executable, "-m", "holmes_cli.main", "ask", "전세 계약 갱신 조건", "--url", stack.url,
                                "--session", sid, "--token", token, "--timeout", "120"],
                               cwd=ROOT, env=stack.env, stdout=open(out, "wb"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while "저장할 수 없습니다" not in out.read_text(errors="replace"):
            assert ask.poll() is None and time.monotonic() < deadline, out.read_text(errors="replace")
            time.sleep(0.2)
    finally:
        stack.nats.start()
    _wait(stack.url, 200)
    bus = await connect(Settings(NATS_URL=stack.nats.url), name="test-answer")
    try:
        deadline = time.monotonic() + 60
        while not (subjects := [s for s in await stream_counts(stack, f"holmes.evt.{sid}.>")
                                if s.endswith(".QueryReceived")]):
            assert ask.poll() is None and time.monotonic() < deadline, (
                out.read_text(errors="replace") + (stack.state / "gateway.log").read_text(errors="replace")[-3000:])
            time.sleep(0.2)
        turn_id = subjects[0].split(".")[3]
        await publish(bus.js, emit(ResponseReady(response={"answer": "갱신 요구는 만료 6~2개월 전에 할 수 있습니다."}),
                                   producer="test", session_id=sid, turn_id=turn_id))
    finally:
        await bus.close()
    assert ask.wait(60) == 0, out.read_text(errors="replace")
    assert "갱신 요구는 만료 6~2개월 전에" in out.read_text()
    assert await query_count(stack, sid) == 1
