"""LLM calls per turn and end-to-end latency with the fake model (seed 000's metric).

    .venv/bin/python benchmarks/llm_calls.py [--turns 3] [--latencies 300,1000,3000]

Starts an embedded NATS on a free port and the fake OpenAI-compatible model over real
HTTP, runs planner + orchestrator (LLM on, no decision cache) + the analysis service's
real tools (which make no model call: the synthesis words their results) and in-process
search stubs (no database: data access is not measured here; market_data hands over a
year of monthly medians so the analysis tools compute figures) as in-process consumers,
and asks the three request paths of seed 004.

Per turn, LLM calls are counted three ways, which must agree: ``requests`` = HTTP
requests the model server received (its call log, turns run one at a time and the count
settles before the next turn), ``recorded`` = DecisionMeta with decided_by=llm in the
turn's log that made a request (a team's tools taken from the execution plan record
``shared_from`` and are not another request), ``reported`` =
``final_response.response.llm_calls`` (ResponseReady). ``sequential`` = the requests on
the critical path, measured at the server (the longest chain of requests each sent after
the previous one was answered; overlapping requests ran concurrently). Latency: from
publishing QueryReceived to ResponseReady appearing in the log, against the bound
1.2 × (sequential × per-call latency) + 100 ms. The consumers run with the default
settings, as deployed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from nats.js.api import DeliverPolicy

ROOT = Path(__file__).resolve().parents[1]
QUERIES = [("greeting", "안녕하세요"), ("simple", "전세금 5% 인상이 가능한가요?"),
           ("complex", "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘")]


@contextlib.asynccontextmanager
async def running(nats_url: str, server):
    """The benchmark's system asking ``server``, stopped on the way out (first_chunk.py uses it too)."""
    bus, consumers, tasks = await _system(nats_url, server)()
    try:
        yield bus
    finally:
        for c in consumers:
            c.stop()
        await asyncio.gather(*tasks)
        await bus.close()


def _system(nats_url: str, server):
    from holmes_analysis.routes import ROUTES as ANALYSIS_ROUTES
    from holmes_analysis.tools import AnalysisSettings, build_tools
    from holmes_contracts import Source, ToolResult
    from holmes_contracts.tools.outputs import output_for
    from holmes_kit.bus import ServiceConsumer, connect
    from holmes_kit.settings import Settings
    from holmes_kit.team import run_team
    from holmes_orchestrator.adapters.llm_advisor import Advisor
    from holmes_orchestrator.routes import ROUTES as ORCHESTRATOR_ROUTES
    from holmes_planner.domain.plan import make_plan
    from holmes_planner.routes import ROUTES as PLANNER_ROUTES

    class NewOnly(ServiceConsumer):
        def consumer_config(self):
            cfg = super().consumer_config()
            cfg.deliver_policy = DeliverPolicy.NEW
            return cfg

    async def stub(call, sel):
        return ToolResult(tool=call.name, status="ok", summary=f"{call.name} 결과 3건", total_count=3, quality=0.9,
                          sources=[Source(kind="other", title=call.name)],
                          output=output_for("market_data", market_data()) if call.name == "market_data" else None)

    async def start():
        make_plan("강남구 전세 시세")
        settings = Settings(NATS_URL=nats_url)
        bus = await connect(settings, name="bench")
        llm = server.llm(timeout_s=10)
        tag = uuid.uuid4().hex[:6]
        stubs = {n: stub for n in ("legal_search", "market_data", "real_estate_search", "loan_data")}
        consumers = [
            NewOnly(bus, settings, service=f"planner-{tag}", producer="planner@bench", routes=PLANNER_ROUTES.bind(llm)),
            NewOnly(bus, settings, service=f"orch-{tag}", producer="orchestrator@bench",
                    routes=ORCHESTRATOR_ROUTES.bind(Advisor(llm))),
            NewOnly(bus, settings, service=f"search-{tag}", producer="search@bench", team="search",
                    routes={"ToolsSelected": lambda ctx, env, sel: run_team(ctx, env, sel, stubs)}),
            NewOnly(bus, settings, service=f"analysis-{tag}", producer="analysis@bench", team="analysis",
                    routes=ANALYSIS_ROUTES.bind(build_tools(AnalysisSettings.from_env()))),
        ]
        tasks = [asyncio.create_task(c.run()) for c in consumers]
        await asyncio.sleep(0.5)
        return bus, consumers, tasks
    return start


@dataclass
class Turn:
    ms: float
    requests: int    # at the model server
    recorded: int    # DecisionMeta decided_by=llm in the turn's log, shared ones (no request) left out
    reported: int    # final_response.response.llm_calls
    sequential: int  # requests on the critical path, at the model server (non-overlapping chain)
    shared: int = 0  # decisions taken from an earlier request's answer (DecisionMeta.shared_from)
    request_tasks: Counter = field(default_factory=Counter)
    recorded_tasks: Counter = field(default_factory=Counter)


SETTLE_S = 1.5  # longer than the consumers' first redelivery delay, so late requests are seen


async def settle(model, since: int) -> list[dict]:
    """The requests made since call ``since``, once all are answered and none came for SETTLE_S."""
    seen, quiet_from = -1, time.monotonic()
    while True:
        n = len(model.calls)
        if n != seen or model.pending():
            seen, quiet_from = n, time.monotonic()
        elif time.monotonic() - quiet_from >= SETTLE_S:
            return model.calls[since:n]
        await asyncio.sleep(0.05)


async def one_turn(bus, model, query: str) -> Turn:
    from holmes_contracts import QueryReceived, turn_filter
    from holmes_kit.bus import publish, read_history
    from holmes_kit.events import emit
    from holmes_kit.llm.fake_server import sequential_requests

    sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
    done = asyncio.Event()

    async def on_end(_msg) -> None:
        done.set()
    # A core subscription sees the end of the turn the moment it is stored (no polling).
    subs = [await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.{t}", cb=on_end) for t in ("ResponseReady", "TurnFailed")]
    await settle(model, len(model.calls))
    since = len(model.calls)
    t0 = time.perf_counter()
    await publish(bus.js, emit(QueryReceived(query=query), producer="bench@1", session_id=sid, turn_id=tid))
    await asyncio.wait_for(done.wait(), 120)
    elapsed = (time.perf_counter() - t0) * 1000
    for sub in subs:
        await sub.unsubscribe()
    requests = await settle(model, since)
    history = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
    decided = [e for e in history if (e.payload.get("decision") or {}).get("decided_by") == "llm"]
    llm = [e for e in decided if not e.payload["decision"].get("shared_from")]
    ready = next((e for e in history if e.type == "ResponseReady"), None)
    # As the gateway builds final_response: response.llm_calls, else the event's own count.
    reported = -1 if ready is None else int((ready.payload.get("response") or {}).get(
        "llm_calls", ready.payload.get("llm_calls", 0)))
    return Turn(ms=elapsed, requests=len(requests), recorded=len(llm), reported=reported,
                sequential=sequential_requests(requests), shared=len(decided) - len(llm),
                request_tasks=Counter(c["task"] for c in requests),
                recorded_tasks=Counter(_task(e) for e in llm))


def _task(env) -> str:
    """The model task behind a recorded decision (its prompt file name)."""
    version = env.payload["decision"].get("prompt_version") or env.type
    return version.split("+")[-1].split(".v")[0]


def market_data() -> dict:
    """What market_data hands over: 13 months of 매매 medians (enough for MoM and YoY)."""
    months = [f"{2025 + m // 12}-{m % 12 + 1:02d}" for m in range(9, 22)]  # 2025-10 .. 2026-10
    return {"region": "강남구", "period": {"start": months[0], "end": months[-1]},
            "stats": {"SALE": {"median_manwon": 256000, "count": 520}},
            "monthly": [{"month": mo, "deal_type": "SALE", "median_manwon": 250000 + 1000 * i, "count": 40}
                        for i, mo in enumerate(months)]}


def plan_answer(request: dict) -> dict:
    """The planner call, answered as a good model would for the two domain paths."""
    query = request["prompt"].rsplit("# 사용자 질문", 1)[-1]
    step = lambda team, task, tools, deps=(): {"team": team, "task": task, "tools": tools,  # noqa: E731
                                               "depends_on": list(deps), "optional": False}
    base = {"confidence": 0.9, "keywords": [], "property_types": [], "deal_types": [], "reasoning": "분석"}
    if "대출" not in query:
        return {**base, "intent": "법률상담", "steps": [step("search", "관련 조항 검색", ["legal_search"])]}
    return {**base, "intent": "종합분석", "steps": [
        step("search", "시세 조회", ["market_data"]), step("search", "대출 상품 검색", ["loan_data"]),
        step("analysis", "대출 가능 금액 계산", ["market_analysis", "loan_simulator"], (1, 2))]}


def execution_plan_answer(request: dict) -> dict:
    """The execution plan, as a good model would answer: the rules' per-team plan kept,
    every team with a choice keeps each of its own candidates."""
    from holmes_orchestrator.domain.tools import REGISTRY

    defs = request["schema"].get("$defs", {})
    answer = {"strategy": "adaptive", "estimated_time": 10.0, "reasoning": "검색 결과로 계산합니다",
              "risk_assessment": "검색이 실패하면 계산할 수 없어 다시 검색합니다", "teams": None}
    if "TeamTools" in defs:
        names = defs["ToolChoice"]["properties"]["tool"]["enum"]
        answer["tools"] = [{"team": t, "notes": "", "skipped": [],
                            "selected": [{"tool": n, "reason": "필요", "expected_quality": 0.8}
                                         for n in names if REGISTRY[n].team == t]}
                           for t in defs["TeamTools"]["properties"]["team"]["enum"]]
    return answer


def scripted_model(latency_ms: float):
    """The fake model answering as a good model would on these paths."""
    from holmes_kit.llm.fake_server import FakeModel

    model = FakeModel(latency_ms=latency_ms)
    model.script("execution_plan", execution_plan_answer)
    model.script("response_synthesis", {"answer": "찾은 결과를 정리했습니다."})
    model.script("plan", plan_answer)
    return model


async def measure(nats_url: str, latency_ms: float, queries: list[tuple[str, str]], turns: int,
                  warm_up: bool = True) -> dict[str, list[Turn]]:
    """``turns`` turns of each query against a fresh system and model at ``latency_ms`` per call."""
    from holmes_kit.llm.fake_server import FakeModelServer

    out: dict[str, list[Turn]] = {}
    with FakeModelServer(scripted_model(latency_ms)) as server:
        async with running(nats_url, server) as bus:
            if warm_up:
                await one_turn(bus, server.model, "전세 계약 갱신 요구권")
            for name, query in queries:
                out[name] = [await one_turn(bus, server.model, f"{query}{' ' * i}") for i in range(turns)]
    return out


async def run(turns: int, latencies: list[int]) -> list[dict]:
    from holmes_kit import testing

    rows = []
    with testing.nats_server() as nats_url:
        for latency in latencies:
            for name, samples in (await measure(nats_url, latency, QUERIES, turns)).items():
                ms = [s.ms for s in samples]
                rows.append({"latency": latency, "path": name, "turns": samples,
                             "requests": statistics.median(s.requests for s in samples),
                             "recorded": statistics.median(s.recorded for s in samples),
                             "reported": statistics.median(s.reported for s in samples),
                             "shared": statistics.median(s.shared for s in samples),
                             "critical": max(s.sequential for s in samples), "p50": statistics.median(ms),
                             "max": max(ms), "bound": 1.2 * max(s.sequential for s in samples) * latency + 100})
    return rows


def _n(x: float) -> str:
    return f"{x:g}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=3)
    ap.add_argument("--latencies", default="300,1000,3000")
    ap.add_argument("-v", action="store_true", help="per turn: requests and recorded decisions by task")
    args = ap.parse_args()
    sys.path[:0] = [str(ROOT)]
    rows = asyncio.run(run(args.turns, [int(x) for x in args.latencies.split(",")]))
    print("| model latency | path | requests at the model | recorded (DecisionMeta) | reported (llm_calls) "
          "| shared (no request) | sequential at the model | p50 ms | max ms | bound ms | within |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['latency']} ms | {r['path']} | {_n(r['requests'])} | {_n(r['recorded'])} | "
              f"{_n(r['reported'])} | {_n(r['shared'])} | {r['critical']} | {r['p50']:.0f} | {r['max']:.0f} | {r['bound']:.0f} | "
              f"{'yes' if r['max'] <= r['bound'] else 'no'} |")
    if args.v:
        for r in rows:
            for t in r["turns"]:
                extra = t.request_tasks - t.recorded_tasks
                print(f"{r['latency']} ms {r['path']}: requests {dict(t.request_tasks)}; "
                      f"recorded {dict(t.recorded_tasks)}; unrecorded {dict(extra)}")


if __name__ == "__main__":
    main()
