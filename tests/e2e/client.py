"""A minimal protocol client for the tests (REST + WebSocket)."""

from __future__ import annotations

import asyncio
import json

import httpx
import websockets


async def start_session(base: str, token: str | None = None) -> tuple[str, str]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx.AsyncClient(base_url=base, timeout=10) as http:
        r = await http.post("/api/v1/chat/start", json={}, headers=headers)
        r.raise_for_status()
        data = r.json()
        return data["session_id"], data["token"]


def ws_url(base: str, session_id: str, token: str) -> str:
    return base.replace("http://", "ws://") + f"/api/v1/chat/ws/{session_id}?token={token}"


async def receive_until(ws, stop_types: set[str], timeout: float = 60.0) -> list[dict]:
    out: list[dict] = []

    async def loop():
        async for raw in ws:
            msg = json.loads(raw)
            out.append(msg)
            if msg["type"] in stop_types:
                return

    await asyncio.wait_for(loop(), timeout)
    return out


async def ask(base: str, query: str, *, timeout: float = 90.0) -> tuple[str, list[dict]]:
    session_id, token = await start_session(base)
    async with websockets.connect(ws_url(base, session_id, token)) as ws:
        connected = json.loads(await ws.recv())
        assert connected["type"] == "connected"
        await ws.send(json.dumps({"type": "query", "query": query}))
        return session_id, await receive_until(ws, {"final_response", "error"}, timeout)


async def ask_in_session(base: str, queries: list[str], *, timeout: float = 90.0) -> list[list[dict]]:
    """Several turns of one session, in order (follow-ups see the turn before them)."""
    session_id, token = await start_session(base)
    turns: list[list[dict]] = []
    async with websockets.connect(ws_url(base, session_id, token)) as ws:
        connected = json.loads(await ws.recv())
        assert connected["type"] == "connected"
        for query in queries:
            await ws.send(json.dumps({"type": "query", "query": query}))
            turns.append(await receive_until(ws, {"final_response", "error"}, timeout))
    return turns
