"""resume: a client that drops mid-turn gets every later message exactly once, and a
sequence number from another session reveals nothing of it."""

from __future__ import annotations

import asyncio
import json

import pytest
import websockets

from .client import ask, receive_until, start_session, ws_url

pytestmark = pytest.mark.e2e

QUERY = "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘"


def key(m: dict) -> tuple:
    return m["seq"], m["part"], m["type"]


def last_complete_seq(msgs: list[dict]) -> int:
    """The highest seq whose every part arrived (the client's resume point)."""
    done = [m["seq"] for m in msgs if m.get("part") == m.get("parts")]
    return max(done, default=0)


def draft(msgs: list[dict]) -> str:
    """The answer's pieces received so far, in index order."""
    return "".join(m["text"] for m in sorted((m for m in msgs if m["type"] == "answer_chunk"), key=lambda m: m["index"]))


async def receive_until_draft(ws, msgs: list[dict], answer: str, timeout: float) -> list[dict]:
    """The messages that arrive until the chunks received (with ``msgs``) spell ``answer``."""
    out: list[dict] = []

    async def loop():
        while draft(msgs + out) != answer:
            out.append(json.loads(await ws.recv()))

    await asyncio.wait_for(loop(), timeout)
    return out


async def replay_all(base: str, session_id: str, token: str) -> list[dict]:
    async with websockets.connect(ws_url(base, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "resume", "last_seq": 0}))
        return await receive_until(ws, {"final_response"}, 30)


async def test_drop_mid_turn_and_resume_gets_the_rest_exactly_once(system):
    session_id, token = await start_session(system.url)
    first: list[dict] = []
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "query", "query": QUERY}))
        async for raw in ws:  # drop as soon as execution is under way, possibly mid-event
            first.append(json.loads(raw))
            if first[-1]["type"] == "step_start":
                break
    assert first and first[-1]["type"] != "final_response"
    resume_at = last_complete_seq(first)
    await asyncio.sleep(0.5)  # the turn goes on while the client is away
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "resume", "last_seq": resume_at}))
        resumed = await receive_until(ws, {"final_response"}, 90)

    assert all(m["seq"] > resume_at for m in resumed)
    assert len({key(m) for m in resumed}) == len(resumed), "a message arrived twice"
    full = await replay_all(system.url, session_id, token)
    expected = [key(m) for m in full if m["seq"] > resume_at]
    assert [key(m) for m in resumed] == expected, "resume lost or reordered messages"
    # Together with what arrived before the drop, nothing is missing.
    seen = {key(m) for m in first if m["seq"] <= resume_at} | {key(m) for m in resumed}
    assert seen == {key(m) for m in full}
    assert resumed[-1]["response"]["type"] == "answer" and "강남구" in resumed[-1]["response"]["answer"]


async def test_resume_on_the_same_connection_repeats_nothing(system):
    """A resume sent after live messages already flowed must not send them again."""
    session_id, token = await start_session(system.url)
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "query", "query": "전세금 5% 인상이 가능한가요?"}))
        head = []
        async for raw in ws:
            head.append(json.loads(raw))
            if head[-1]["type"] == "plan_ready":
                break
        await ws.send(json.dumps({"type": "resume", "last_seq": 0}))
        tail = await receive_until(ws, {"final_response"}, 90)
    got = [key(m) for m in head + tail]
    assert len(set(got)) == len(got), "a message arrived twice"
    assert "주택임대차보호법 제7조" in tail[-1]["response"]["answer"]


async def test_resume_with_another_sessions_seq_reveals_nothing(system):
    secret = "서초구 반포동 비밀 매물 질문입니다"
    other_session, other_msgs = await ask(system.url, secret)
    other_turns = {m["turn_id"] for m in other_msgs if "turn_id" in m}
    other_seqs = sorted({m["seq"] for m in other_msgs})
    session_id, token = await start_session(system.url)
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        for last_seq in (0, other_seqs[0] - 1, other_seqs[len(other_seqs) // 2]):
            await ws.send(json.dumps({"type": "resume", "last_seq": last_seq}))
        await ws.send(json.dumps({"type": "subscribe_events", "enabled": True}))
        await ws.send(json.dumps({"type": "query", "query": "안녕"}))
        mine = await receive_until(ws, {"final_response"}, 60)
    text = json.dumps(mine, ensure_ascii=False)
    assert secret not in text and other_session not in text
    assert not other_turns & {m.get("turn_id") for m in mine}
    assert all(m["event"]["session_id"] == session_id for m in mine if m["type"] == "event")
    assert [m["query"] for m in mine if m["type"] == "query_received"] == ["안녕"]


async def test_a_drop_between_answer_chunks_resumes_without_repeating_or_losing_one(system):
    """The client drops after the first piece of the answer's draft: after resume, the
    pieces it had plus the resumed ones are every chunk once, and put in ``index`` order they
    are the final answer (rules mode streams the answer section by section). Arrival order
    may differ: chunks the new connection got live before its resume come first."""
    session_id, token = await start_session(system.url)
    first: list[dict] = []
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "query", "query": QUERY}))
        async for raw in ws:
            first.append(json.loads(raw))
            if first[-1]["type"] in ("answer_chunk", "final_response"):
                break
    assert first[-1]["type"] == "answer_chunk", "the answer's first piece came before the final answer"
    resume_at = last_complete_seq(first)
    kept = [m for m in first if m["type"] == "answer_chunk" and m["seq"] <= resume_at]
    async with websockets.connect(ws_url(system.url, session_id, token)) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"
        await ws.send(json.dumps({"type": "resume", "last_seq": resume_at}))
        resumed = await receive_until(ws, {"final_response"}, 90)
        final = resumed[-1]
        # The turn may end while the resume is on its way: the final answer then comes live, before
        # the replay of the chunks it missed (PROTOCOL: after a resume a later message can come
        # first). Read on until the replay has brought the draft whole — a lost chunk times out.
        resumed += await receive_until_draft(ws, kept + resumed, final["response"]["answer"], 30)

    chunks = kept + [m for m in resumed if m["type"] == "answer_chunk"]
    chunks.sort(key=lambda m: m["index"])
    assert [m["index"] for m in chunks] == list(range(len(chunks))) and len(chunks) >= 2, \
        [(m["type"], m.get("seq"), m.get("index")) for m in first + resumed]
    assert len({m["seq"] for m in chunks}) == len(chunks)
    assert final["type"] == "final_response" and all(m["seq"] < final["seq"] for m in chunks)
    assert "".join(m["text"] for m in chunks) == final["response"]["answer"]
    assert {m["turn_id"] for m in chunks} == {final["turn_id"]}

