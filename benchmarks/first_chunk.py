"""Time to the first answer chunk vs the final answer, with the fake model streaming.

    .venv/bin/python benchmarks/first_chunk.py [--turns 5] [--latencies 3000]

The system of benchmarks/llm_calls.py (planner, orchestrator, analysis with its real
tools, stubbed search; embedded NATS; the fake OpenAI-compatible model over real HTTP),
with the synthesis answering a ~900-character text. Per turn, from publishing
QueryReceived: ``first`` = the first AnswerChunk stored in the log, ``final`` = ResponseReady
stored. Both are seen by a core NATS subscription the moment they are stored, as the
gateway's session consumer sees them (the WebSocket hop adds the same small delay to both).

What the fake model's streaming assumes (holmes_kit.llm.fake_server): a streamed call takes
the same latency as an unstreamed one, its first piece comes after 10% of it and the rest
at a steady pace. With a real model the first token usually comes earlier than that and the
answer later (long answers), so the gap measured here is, if anything, on the small side.
(Without a model the rule answer streams by section just before it is stored: the first
chunk comes a few ms before the final answer; nothing to measure.)
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUERIES = [("simple", "전세금 5% 인상이 가능한가요?"),
           ("compound", "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘")]
# The synthesis's answer: long enough to stream (no digits: the advisor rejects numbers the
# results do not hold, and this text is the same for every question).
ANSWER = " ".join(["찾은 결과를 바탕으로 질문에 답합니다."] + ["관련 조항과 자료를 차례로 살펴보고 확인할 점을 정리했습니다."] * 25)


async def one_turn(bus, query: str) -> tuple[float, float, int]:
    """(ms to the first AnswerChunk, ms to ResponseReady, chunks) of one turn."""
    from holmes_contracts import QueryReceived
    from holmes_kit.bus import publish
    from holmes_kit.events import emit

    sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
    done = asyncio.Event()
    seen: dict[str, float] = {}
    chunks = 0

    async def on_chunk(_msg) -> None:
        nonlocal chunks
        chunks += 1
        seen.setdefault("first", time.perf_counter())

    async def on_end(_msg) -> None:
        seen["final"] = time.perf_counter()
        done.set()
    subs = [await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.AnswerChunk", cb=on_chunk),
            await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.ResponseReady", cb=on_end),
            await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.TurnFailed", cb=on_end)]
    t0 = time.perf_counter()
    await publish(bus.js, emit(QueryReceived(query=query), producer="bench@1", session_id=sid, turn_id=tid))
    await asyncio.wait_for(done.wait(), 120)
    for sub in subs:
        await sub.unsubscribe()
    first = seen.get("first", seen["final"])
    return (first - t0) * 1000, (seen["final"] - t0) * 1000, chunks


async def measure(nats_url: str, latency_ms: float, turns: int) -> dict[str, list[tuple]]:
    from benchmarks.llm_calls import running, scripted_model
    from holmes_kit.llm.fake_server import FakeModelServer

    model = scripted_model(latency_ms)
    model.script("response_synthesis", {"answer": ANSWER})
    out: dict[str, list[tuple]] = {}
    with FakeModelServer(model) as server:
        async with running(nats_url, server) as bus:
            await one_turn(bus, "전세 계약 갱신 요구권")  # warm-up
            for name, query in QUERIES:
                out[name] = [await one_turn(bus, f"{query}{' ' * i}") for i in range(turns)]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=5)
    ap.add_argument("--latencies", default="3000")
    args = ap.parse_args()
    sys.path[:0] = [str(ROOT)]
    from holmes_kit import testing

    print("| mode | model latency | path | turns | chunks (median) | first chunk p50 ms | final p50 ms "
          "| final − first p50 ms |")
    print("|---|---|---|---|---|---|---|---|")
    with testing.nats_server() as nats_url:
        for latency in [int(x) for x in args.latencies.split(",")]:
            rows = asyncio.run(measure(nats_url, latency, args.turns))
            for name, samples in rows.items():
                first = statistics.median(s[0] for s in samples)
                final = statistics.median(s[1] for s in samples)
                gap = statistics.median(s[1] - s[0] for s in samples)
                print(f"| llm | {latency} ms | {name} "
                      f"| {len(samples)} | {statistics.median(s[2] for s in samples):g} | {first:.0f} | {final:.0f} "
                      f"| {gap:.0f} |", flush=True)


if __name__ == "__main__":
    main()
