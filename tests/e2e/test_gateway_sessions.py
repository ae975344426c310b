"""Gateway sessions end to end: one token per client, document downloads, the one-turn-at-a-
time rule, and idle expiry."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from urllib.parse import quote

import httpx
import pytest
import websockets

from holmes_kit.bus import connect
from holmes_kit.docstore import DocStore
from holmes_kit.settings import Settings

from .client import receive_until, start_session, ws_url

pytestmark = pytest.mark.e2e

API = "/api/v1/chat"


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_one_client_token_owns_all_its_sessions(system):
    first, token = await start_session(system.url)
    second, same = await start_session(system.url, token)
    other, other_token = await start_session(system.url)
    assert same == token and other_token != token
    async with httpx.AsyncClient(base_url=system.url) as http:
        mine = {s["session_id"] for s in (await http.get(f"{API}/sessions", headers=auth(token))).json()}
        theirs = {s["session_id"] for s in (await http.get(f"{API}/sessions", headers=auth(other_token))).json()}
        bad = await http.post(f"{API}/start", json={}, headers=auth("1234"))
    assert {first, second} <= mine and other not in mine
    assert other in theirs and not {first, second} & theirs
    assert bad.status_code == 401 and "토큰" in bad.json()["error"]
    # The WebSocket accepts the shared token for every session of the client.
    for sid in (first, second):
        async with websockets.connect(ws_url(system.url, sid, token)) as ws:
            assert json.loads(await ws.recv())["type"] == "connected"


@pytest.fixture
async def doc_store(system):
    bus = await connect(Settings(NATS_URL=system.nats_url), name="e2e-docs")
    yield await DocStore.open(bus.js)
    await bus.close()


async def test_document_download_for_the_owner_only(system, doc_store):
    session_id, token = await start_session(system.url)
    _, stranger = await start_session(system.url)
    body = "# 주택임대차표준계약서\n\n임대인 김철수, 임차인 이영희\n".encode()
    ref = await doc_store.put(session_id, "doc-e2e-1", "md", body, "주택임대차표준계약서 초안 (김철수·이영희)")
    await doc_store.put(session_id, "doc-e2e-1", "docx", b"PK\x03\x04fake-docx", "계약서")
    async with httpx.AsyncClient(base_url=system.url) as http:
        r = await http.get(ref.url, headers=auth(token))
        assert r.status_code == 200 and r.content == body
        assert r.headers["content-type"] == "text/markdown; charset=utf-8"
        cd = r.headers["content-disposition"]
        assert cd.startswith("attachment;") and 'filename="doc-e2e-1.md"' in cd
        assert "filename*=UTF-8''" + quote("주택임대차표준계약서 초안 (김철수·이영희).md", safe="") in cd
        docx = await http.get(f"{API}/sessions/{session_id}/documents/doc-e2e-1.docx", headers=auth(token))
        assert docx.status_code == 200 and docx.headers["content-type"].startswith(
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
        # Someone else's session, no token, an unknown document: all the same 404.
        for headers in (auth(stranger), {}):
            r = await http.get(ref.url, headers=headers)
            assert r.status_code == 404 and "세션" in r.json()["error"]
        r = await http.get(f"{API}/sessions/{session_id}/documents/doc-none.md", headers=auth(token))
        assert r.status_code == 404 and "문서" in r.json()["error"]


@pytest.mark.parametrize("name, needle", [
    ("..%2F..%2Fetc%2Fpasswd", "경로"),
    ("doc-e2e-1.md%2F..", "경로"),
    ("sub%2Fdoc-e2e-1.md", "경로"),
    ("doc-e2e-1.exe", "형식"),
    ("doc-e2e-1", "형식"),
    ("doc%20e2e.md", "문서 ID"),
    ("doc-e2e-1%0A.md", "문서 ID"),
    ("%EB%AC%B8%EC%84%9C.md", "문서 ID"),
])
async def test_bad_document_names_are_400_without_touching_the_store(system, name, needle):
    session_id, token = await start_session(system.url)
    async with httpx.AsyncClient(base_url=system.url) as http:
        r = await http.get(f"{API}/sessions/{session_id}/documents/{name}", headers=auth(token))
    assert r.status_code == 400, r.text
    assert needle in r.json()["error"]


async def test_a_second_query_during_a_turn_is_rejected_and_the_first_completes(system):
    session_id, token = await start_session(system.url)
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "query", "query": "전세금 5% 인상이 가능한가요?"}))
        await ws.send(json.dumps({"type": "query", "query": "강남구 아파트 시세 알려줘"}))
        msgs = await receive_until(ws, {"final_response"}, 90)
    rejected = [m for m in msgs if m["type"] == "error"]
    assert len(rejected) == 1
    assert rejected[0]["details"]["code"] == "turn_in_progress" and "이전 질문" in rejected[0]["error"]
    turns = {m["turn_id"] for m in msgs if "turn_id" in m}
    assert len(turns) == 1 and rejected[0]["details"]["turn_id"] in turns
    assert [m["query"] for m in msgs if m["type"] == "query_received"] == ["전세금 5% 인상이 가능한가요?"]
    assert "주택임대차보호법 제7조" in msgs[-1]["response"]["answer"]
    async with httpx.AsyncClient(base_url=system.url) as http:
        history = (await http.get(f"{API}/sessions/{session_id}/messages", headers=auth(token))).json()
    assert [m["role"] for m in history] == ["user", "assistant"]


async def test_idle_sessions_expire(extra_gateway):
    base = extra_gateway(GATEWAY_SESSION_TTL_S="3")
    async with httpx.AsyncClient(base_url=base) as http:
        started = (await http.post(f"{API}/start", json={})).json()
        session_id, token = started["session_id"], started["token"]
        expires = datetime.fromisoformat(started["expires_at"])
        assert 0 < (expires - datetime.now(UTC)).total_seconds() <= 3.5
        assert (await http.get(f"{API}/{session_id}", headers=auth(token))).status_code == 200
        await asyncio.sleep(3.5)
        r = await http.get(f"{API}/{session_id}", headers=auth(token))
        assert r.status_code == 410 and "만료" in r.json()["error"]
    async with websockets.connect(ws_url(base, session_id, token)) as ws:
        msg = json.loads(await ws.recv())
        assert msg["type"] == "error" and "만료" in msg["error"]
        with pytest.raises(websockets.ConnectionClosed) as exc:
            await ws.recv()
    assert exc.value.rcvd.code == 4004
