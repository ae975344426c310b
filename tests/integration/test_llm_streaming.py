"""The answer streams while the model writes it, over real NATS and real HTTP (SSE): the
system of benchmarks/llm_calls.py with a 1,000 ms model whose synthesis is a long text.

The first AnswerChunk is stored while the model's synthesis request is still open; the
chunks together are the model's answer; the synthesis is one request (requests at the
model = recorded decisions = reported calls, as in test_llm_boundary.py)."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from benchmarks.first_chunk import ANSWER
from benchmarks.llm_calls import _system, scripted_model, settle

pytestmark = pytest.mark.integration


async def test_the_synthesis_streams_into_the_log_while_its_one_request_is_open(nats_url):
    from holmes_contracts import QueryReceived, turn_filter
    from holmes_kit.bus import publish, read_history
    from holmes_kit.events import emit
    from holmes_kit.llm.fake_server import FakeModelServer

    model = scripted_model(1000)
    model.script("response_synthesis", {"answer": ANSWER})
    with FakeModelServer(model) as server:
        bus, consumers, tasks = await _system(nats_url, server)()
        try:
            sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
            open_at_first_chunk: list[int] = []
            done = asyncio.Event()

            async def on_chunk(_msg) -> None:
                if not open_at_first_chunk:
                    open_at_first_chunk.append(model.pending())

            async def on_end(_msg) -> None:
                done.set()
            await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.AnswerChunk", cb=on_chunk)
            await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.ResponseReady", cb=on_end)
            since = len(model.calls)
            await publish(bus.js, emit(QueryReceived(query="전세금 5% 인상이 가능한가요?"), producer="test@1",
                                       session_id=sid, turn_id=tid))
            await asyncio.wait_for(done.wait(), 60)
            requests = await settle(model, since)
            history = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
        finally:
            for c in consumers:
                c.stop()
            await asyncio.gather(*tasks)
            await bus.close()

    chunks = [e.payload for e in history if e.type == "AnswerChunk"]
    ready = next(e for e in history if e.type == "ResponseReady")
    assert open_at_first_chunk == [1], "the first piece was stored while the synthesis request was still open"
    assert len(chunks) >= 3 and [c["index"] for c in chunks] == list(range(len(chunks)))
    assert "".join(c["text"] for c in chunks) == ANSWER
    assert ready.payload["response"]["answer"].startswith(ANSWER)
    types = [e.type for e in history]
    assert types.index("ResponseReady") > max(i for i, t in enumerate(types) if t == "AnswerChunk")
    assert [r["task"] for r in requests].count("response_synthesis") == 1
    recorded = sum(1 for e in history if (e.payload.get("decision") or {}).get("decided_by") == "llm")
    assert len(requests) == recorded == ready.payload["llm_calls"]
