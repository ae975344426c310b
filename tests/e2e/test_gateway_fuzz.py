"""Fuzzing the WebSocket with >1,000 bad frames: every one gets a Korean error (or, if larger
than the transport allows, the documented close 1009), and the gateway keeps answering.

The frames come from a seeded generator, so a failure reproduces. A separate gateway with
the rate limit lifted serves the fuzzer; the limiter itself is tested elsewhere.
"""

from __future__ import annotations

import json
import random
import re

import httpx
import pytest
import websockets

from holmes_gateway.domain.messages import ClientError, parse_client_message

from .client import receive_until, start_session, ws_url

pytestmark = pytest.mark.e2e

SEED, BATCHES, PER_BATCH = 20240611, 6, 170
MAX_FRAME, MAX_QUERY = 16 * 1024, 2000          # gateway defaults (GATEWAY_MAX_FRAME_BYTES, MAX_QUERY_CHARS)
TRANSPORT_LIMIT = 1 << 20                        # ws_max_size in holmes_gateway.main
HANGUL = re.compile(r"[가-힣]")
TYPES = ["query", "interrupt_response", "todo_skip", "resume", "cancel", "subscribe_events", "teleport", "", "QUERY"]
JUNK = ["\u200b", "\ufeff", "\u202e", "🏠", "\x00", "\x1b[31m", "\\ud800", "ﷺ", "𝔘𝔫𝔦", "'; DROP TABLE gw_sessions;--",
        "<script>alert(1)</script>", "../../etc/passwd", "%00", "\r\n"]


def random_value(rng: random.Random, depth: int = 0):
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False, 0, -1, 2**63, -2**70, 1.5e308, float("nan")])
    if kind == 2:
        return "".join(rng.choice(JUNK) for _ in range(rng.randrange(1, 6)))
    if kind == 3:
        return "가" * rng.choice([0, 1, MAX_QUERY + 1, 5000])
    if kind == 4:
        return "".join(chr(rng.randrange(0x20, 0x2FFFF)) for _ in range(rng.randrange(1, 30)))
    if kind == 5:
        return rng.randrange(-10, 10**6)
    if kind == 6:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["type", "query", "last_seq", "action", "todo_id", "modified_todos", "enabled", "x"]):
            random_value(rng, depth + 1) for _ in range(rng.randrange(4))}


def generate(rng: random.Random) -> str | bytes:
    kind = rng.randrange(8)
    if kind == 0:
        return rng.randbytes(rng.randrange(1, 300))
    if kind == 1:
        return json.dumps(random_value(rng), allow_nan=True)
    if kind == 2:  # right keys, wrong types
        msg = {"type": rng.choice(TYPES)}
        for k in ("query", "last_seq", "action", "todo_id", "modified_todos", "enabled"):
            if rng.random() < 0.5:
                msg[k] = random_value(rng)
        return json.dumps(msg, allow_nan=True)
    if kind == 3:  # deep nesting
        depth = rng.choice([50, 2000, 6000])
        return rng.choice(["[", '{"a":']) * depth
    if kind == 4:  # huge strings, over the frame limit but within the transport's
        return json.dumps({"type": "query", "query": "집" * rng.randrange(MAX_FRAME // 3 + 1, 60_000)})
    if kind == 5:  # truncated valid frames
        full = json.dumps({"type": "query", "query": "전세금 5% 인상이 가능한가요?"})
        return full[: rng.randrange(1, len(full) - 1)]
    if kind == 6:
        return json.dumps({"type": "resume", "last_seq": rng.choice([-1, "7", 1.5, None, [1], True])})
    return "".join(chr(rng.randrange(0, 0x110000)) for _ in range(rng.randrange(1, 200))).encode(
        "utf-8", "surrogatepass")


def must_be_rejected(frame: str | bytes) -> bool:
    """Our own parser's verdict: we only send frames the gateway must answer with an error."""
    try:
        parse_client_message(frame, max_bytes=MAX_FRAME, max_query_chars=MAX_QUERY)
    except ClientError:
        return True
    return False


async def valid_turn(base: str, query: str) -> dict:
    session_id, token = await start_session(base)
    async with websockets.connect(ws_url(base, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "query", "query": query}))
        msgs = await receive_until(ws, {"final_response", "error"}, 90)
    assert msgs[-1]["type"] == "final_response", msgs[-1]
    return msgs[-1]["response"]


async def test_fuzzed_frames_never_break_the_gateway(extra_gateway):
    base = extra_gateway(GATEWAY_MESSAGES_PER_SECOND="100000", GATEWAY_MESSAGE_BURST="100000")
    rng = random.Random(SEED)
    sent = closes = 0
    for batch in range(BATCHES):
        session_id, token = await start_session(base)
        ws = await websockets.connect(ws_url(base, session_id, token), max_size=None)
        assert json.loads(await ws.recv())["type"] == "connected"
        for _ in range(PER_BATCH):
            frame = generate(rng)
            while not must_be_rejected(frame):
                frame = generate(rng)
            await ws.send(frame)
            reply = json.loads(await ws.recv())
            assert reply["type"] == "error" and HANGUL.search(reply["error"]), (frame[:200], reply)
            assert "seq" not in reply  # a rejection is no event
            sent += 1
        # Over the transport limit: the documented close 1009, and nothing else breaks.
        await ws.send(json.dumps({"type": "query", "query": "x" * (TRANSPORT_LIMIT + batch)}))
        with pytest.raises(websockets.ConnectionClosed) as exc:
            await ws.recv()
        assert exc.value.rcvd.code == 1009
        closes += 1
        greeting = await valid_turn(base, "안녕하세요")
        assert greeting["type"] == "guidance" and greeting["message"]
    answer = await valid_turn(base, "전세금 5% 인상이 가능한가요?")
    assert answer["type"] == "answer" and "주택임대차보호법 제7조" in answer["answer"]
    assert sent >= 1000 and closes == BATCHES
    async with httpx.AsyncClient(base_url=base) as http:
        assert (await http.get("/healthz")).json() == {"status": "ok"}
        assert (await http.get("/readyz")).status_code == 200
