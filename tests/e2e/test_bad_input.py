"""Bad input gets a clear Korean error; the connection and the system keep serving."""

from __future__ import annotations

import json

import httpx
import pytest
import websockets

from .client import receive_until, start_session, ws_url

pytestmark = pytest.mark.e2e


async def test_bad_frames_then_a_good_query_on_the_same_connection(system):
    session_id, token = await start_session(system.url)
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        for frame, needle in [
            (json.dumps({"type": "query", "query": ""}), "비어"),
            (json.dumps({"type": "query", "query": "가" * 2500}), "너무 깁니다"),
            ("this is not json", "JSON"),
            (json.dumps({"type": "teleport"}), "알 수 없는"),
            (json.dumps({"type": "resume", "last_seq": "x"}), "last_seq"),
        ]:
            await ws.send(frame)
            msg = json.loads(await ws.recv())
            assert msg["type"] == "error" and needle in msg["error"], msg
        await ws.send(json.dumps({"type": "query", "query": "안녕"}))
        msgs = await receive_until(ws, {"final_response"})
        assert msgs[-1]["response"]["type"] == "guidance"


@pytest.mark.parametrize("session_id", ["session-00000000-0000-0000-0000-000000000000", "bad.id*"])
async def test_unknown_or_malformed_session_closes_with_4004(system, session_id):
    async with websockets.connect(ws_url(system.url, session_id, "whatever")) as ws:
        msg = json.loads(await ws.recv())
        assert msg["type"] == "error" and "세션" in msg["error"]
        with pytest.raises(websockets.ConnectionClosed) as exc:
            await ws.recv()
    assert exc.value.rcvd.code == 4004


async def test_another_clients_token_cannot_open_a_session(system):
    session_id, _ = await start_session(system.url)
    _, other_token = await start_session(system.url)
    async with websockets.connect(ws_url(system.url, session_id, other_token)) as ws:
        await ws.recv()
        with pytest.raises(websockets.ConnectionClosed) as exc:
            await ws.recv()
    assert exc.value.rcvd.code == 4004
    async with httpx.AsyncClient(base_url=system.url) as http:
        r = await http.get(f"/api/v1/chat/sessions/{session_id}/messages",
                           headers={"Authorization": f"Bearer {other_token}"})
        assert r.status_code == 404 and "세션" in r.json()["error"]
