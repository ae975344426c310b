"""LLM calls per turn and end-to-end latency with the fake model (seed 000's metric).

    .venv/bin/python benchmarks/llm_calls.py [--turns 3] [--latencies 300,1000]

Starts an embedded NATS on a free port and the fake OpenAI-compatible model over real
HTTP, runs planner + orchestrator + the analysis service's real tools (LLM on, no
decision cache) and in-process search stubs (no database: data access is not measured
here; market_data hands over a year of monthly medians so the analysis tools compute
figures and word them) as in-process consumers, and asks the three request paths of seed 004. Per turn: LLM
calls (read off DecisionMeta in the log), the LLM calls on the critical path (handler
batches holding at least one LLM decision: calls in one batch run concurrently), and the
latency from publishing QueryReceived to ResponseReady appearing in the log, against
the bound 1.2 × (critical-path calls × per-call latency) + 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
import uuid
from pathlib import Path

from nats.js.api import DeliverPolicy

ROOT = Path(__file__).resolve().parents[1]
QUERIES = [("greeting", "안녕하세요"), ("simple", "전세금 5% 인상이 가능한가요?"),
           ("complex", "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘")]


def _system(nats_url: str, server):
    from holmes_analysis.routes import ROUTES as ANALYSIS_ROUTES
    from holmes_analysis.tools import AnalysisSettings, build_tools
    from holmes_contracts import Source, ToolResult
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
                          items=[{"rank": i} for i in range(3)], sources=[Source(kind="other", title=call.name)],
                          data=market_data() if call.name == "market_data" else {})

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
                    routes=ANALYSIS_ROUTES.bind(build_tools(AnalysisSettings.from_env()), llm)),
        ]
        tasks = [asyncio.create_task(c.run()) for c in consumers]
        await asyncio.sleep(0.5)
        return bus, consumers, tasks
    return start


async def one_turn(bus, query: str) -> tuple[float, int, int]:
    from holmes_contracts import QueryReceived, turn_filter
    from holmes_kit.bus import publish, read_history
    from holmes_kit.events import emit

    sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
    done = asyncio.Event()

    async def on_end(_msg) -> None:
        done.set()
    # A core subscription sees the end of the turn the moment it is stored (no polling).
    subs = [await bus.nc.subscribe(f"holmes.evt.{sid}.{tid}.{t}", cb=on_end) for t in ("ResponseReady", "TurnFailed")]
    t0 = time.perf_counter()
    await publish(bus.js, emit(QueryReceived(query=query), producer="bench@1", session_id=sid, turn_id=tid))
    await asyncio.wait_for(done.wait(), 120)
    elapsed = (time.perf_counter() - t0) * 1000
    for sub in subs:
        await sub.unsubscribe()
    history = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
    llm = [e for e in history if (e.payload.get("decision") or {}).get("decided_by") == "llm"]
    return elapsed, len(llm), len({e.causation_id for e in llm})


def market_data() -> dict:
    """What market_data hands over: 13 months of 매매 medians (enough for MoM and YoY)."""
    months = [f"{2025 + m // 12}-{m % 12 + 1:02d}" for m in range(9, 22)]  # 2025-10 .. 2026-10
    return {"region": "강남구", "period": {"from": months[0], "to": months[-1]},
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


async def run(turns: int, latencies: list[int]) -> list[dict]:
    from holmes_kit import testing
    from holmes_kit.llm.fake_server import FakeModel, FakeModelServer

    rows = []
    with testing.nats_server() as nats_url:
        for latency in latencies:
            model = FakeModel(latency_ms=latency)
            model.script("tool_orchestration", lambda r: {
                "selected": [{"tool": n, "reason": "필요"} for n in
                             r["schema"]["$defs"]["ToolChoice"]["properties"]["tool"]["enum"]],
                "skipped": [], "notes": ""})
            model.script("response_synthesis", {"answer": "찾은 결과를 정리했습니다."})
            model.script("plan", plan_answer)
            with FakeModelServer(model) as server:
                bus, consumers, tasks = await _system(nats_url, server)()
                await one_turn(bus, "전세 계약 갱신 요구권")  # warm-up
                for name, query in QUERIES:
                    samples = [await one_turn(bus, f"{query}{' ' * i}") for i in range(turns)]
                    ms = [s[0] for s in samples]
                    calls, critical = samples[-1][1], samples[-1][2]
                    bound = 1.2 * critical * latency + 100
                    rows.append({"latency": latency, "path": name, "calls": calls, "critical": critical,
                                 "p50": statistics.median(ms), "max": max(ms), "bound": bound})
                for c in consumers:
                    c.stop()
                await asyncio.gather(*tasks)
                await bus.close()
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=3)
    ap.add_argument("--latencies", default="300,1000")
    args = ap.parse_args()
    sys.path[:0] = [str(ROOT)]
    rows = asyncio.run(run(args.turns, [int(x) for x in args.latencies.split(",")]))
    print("| model latency | path | LLM calls | on critical path | p50 ms | max ms | bound ms | within |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['latency']} ms | {r['path']} | {r['calls']} | {r['critical']} | {r['p50']:.0f} | "
              f"{r['max']:.0f} | {r['bound']:.0f} | {'yes' if r['max'] <= r['bound'] else 'no'} |")


if __name__ == "__main__":
    main()
