"""Recovery under injected failures: does every turn still end with a useful answer that
names what is missing?

    .venv/bin/python benchmarks/recovery.py [--write-readme] [--modes persistent,transient]

Starts an embedded NATS and PostgreSQL (holmes_kit.testing), loads the reference data,
and runs the real planner, orchestrator (with its deadline watcher), search, analysis and
document consumers in this process. A clean run of each seed scenario records the tools
its turn uses; then, for every (scenario, tool, failure kind), one turn is asked with that
failure injected into that tool — all turns concurrently. Failure kinds:

- ``error``     the tool returns an error result;
- ``exception`` the tool raises (the team runner turns it into an error result);
- ``timeout``   the tool never returns (the team stops it at its deadline);
- ``empty``     the tool returns an empty result;
- ``silent``    the team that holds the tool never answers (no TeamCompleted at all:
                only the orchestrator's deadline can end the wait).

Mode ``persistent`` fails every attempt; ``transient`` only the first.
A turn is *useful* when it ends with a ResponseReady answer (no TurnFailed, no hang)
that names the injected tool if its information is still missing, and carries what the
other tools found (a scenario whose only tool failed can offer nothing else). It is
*recovered* when the review lists nothing missing for the injected tool: a retry, relaxed
parameters or the alternative tool got its result, or another result stands in for it
(review.substituted) and the answer says so under '대신 보완한 정보'.
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import re
import statistics
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import nats

from holmes_analysis.routes import ROUTES as ANALYSIS_ROUTES
from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_cli.dbinit import init_database
from holmes_contracts import QueryReceived, ToolResult, turn_filter
from holmes_document.routes import ROUTES as DOCUMENT_ROUTES
from holmes_document.tools import DocumentTools
from holmes_kit import testing
from holmes_kit.bus import ServiceConsumer, connect, publish, read_history
from holmes_kit.db import create_pool
from holmes_kit.docstore import DocStore
from holmes_kit.events import emit
from holmes_kit.settings import Settings
from holmes_orchestrator.adapters.timeouts import DeadlineWatch
from holmes_orchestrator.handlers import advance_turn
from holmes_orchestrator.routes import ROUTES as ORCHESTRATOR_ROUTES
from holmes_planner.routes import ROUTES as PLANNER_ROUTES
from holmes_search.adapters.law_repo import LawRepository
from holmes_search.data_tools import build_data_tools
from holmes_search.legal_tool import LegalSearch
from holmes_search.routes import ROUTES as SEARCH_ROUTES

README = Path(__file__).with_name("README.md")
SCENARIOS = [  # the seeds' scenarios (000 테스트 계획, DESIGN.md §1) plus one per remaining intent
    "전세금 5% 인상이 가능한가요?",
    "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘",
    "서초구 매물 검색하고 리스크 분석해줘",
    "임대차계약서 작성해주세요",
    "버팀목 전세자금대출 조건 알려줘",
    "마포구 아파트 전세 시세 알려줘",
]
KINDS = ["error", "exception", "timeout", "empty", "silent"]
TURN: contextvars.ContextVar[str | None] = contextvars.ContextVar("turn", default=None)


@dataclass(frozen=True)
class Injection:
    tool: str
    kind: str
    mode: str

    def hits(self, tool: str, attempt: int) -> bool:
        return tool == self.tool and (self.mode == "persistent" or attempt == 1)


INJECT: dict[str, Injection] = {}


def faulty(name: str, tool):
    async def run(call, sel):
        inj = INJECT.get(TURN.get() or "")
        if inj is None or not inj.hits(name, sel.attempt) or inj.kind == "silent":
            return await tool(call, sel)
        if inj.kind == "error":
            return ToolResult(tool=name, status="error", error="주입된 오류: 데이터 원본에 연결할 수 없습니다", params=call.params)
        if inj.kind == "exception":
            raise RuntimeError("주입된 예외")
        if inj.kind == "empty":
            return ToolResult(tool=name, status="empty", summary="조건에 맞는 결과가 없습니다", params=call.params)
        await asyncio.Event().wait()  # timeout: never returns
    return run


def team_handler(handler):
    async def handle(ctx, env, sel):
        TURN.set(env.turn_id)  # tools run in child tasks, which inherit this context
        inj = INJECT.get(env.turn_id)
        if inj and inj.kind == "silent" and any(inj.hits(c.name, sel.attempt) for c in sel.tools):
            return []  # the team never answers
        return await handler(ctx, env, sel)
    return handle


def wrap(tools: dict) -> dict:
    return {name: faulty(name, t) for name, t in tools.items()}


@dataclass
class Outcome:
    scenario: str
    inj: Injection | None
    seconds: float = 0.0
    types: list[str] = field(default_factory=list)
    answer: str = ""
    missing: list[str] = field(default_factory=list)
    substituted: list[str] = field(default_factory=list)
    log: list = field(default_factory=list, repr=False)  # the turn's events, for a closer look at a miss
    tools: list[str] = field(default_factory=list)
    sections: int = 0

    @property
    def answered(self) -> bool:
        return "ResponseReady" in self.types and "TurnFailed" not in self.types and bool(self.answer)

    @property
    def still_missing(self) -> bool:
        return self.inj is not None and any(self.inj.tool in m for m in self.missing)

    @property
    def stood_in(self) -> bool:
        """The injected tool's information was replaced by another tool's (review.substituted)."""
        return self.inj is not None and any(f"({self.inj.tool})" in m.split(" — ")[0] for m in self.substituted)

    @property
    def named(self) -> bool:
        """A gap still open is named; a stand-in is said as such ('대신 보완한 정보')."""
        if self.still_missing:
            return self.inj.tool in self.answer
        if self.stood_in:
            return "### 대신 보완한 정보" in self.answer and self.inj.tool in self.answer
        return True

    @property
    def recovered(self) -> bool:
        return self.answered and not self.still_missing and self.named


async def system(nats_url: str, db_url: str, stack: list):
    settings = Settings(NATS_URL=nats_url, DATABASE_URL=db_url, HOLMES_MAX_IN_FLIGHT=64)
    bus = await connect(settings, name="bench")
    pool = await create_pool(db_url, max_size=20)
    store = await DocStore.open(bus.js, replicas=1)
    search = wrap({"legal_search": LegalSearch(LawRepository(pool)), **build_data_tools(pool)})
    analysis = wrap(build_tools(AnalysisSettings.from_env()))
    docs = DocumentTools(store)
    wired = {
        "planner": (PLANNER_ROUTES.bind(None), None),
        "orchestrator": (ORCHESTRATOR_ROUTES.bind(None), None),
        "search": ({k: team_handler(v) for k, v in SEARCH_ROUTES.bind(search).items()}, "search"),
        "analysis": ({k: team_handler(v) for k, v in ANALYSIS_ROUTES.bind(analysis).items()}, "analysis"),
        "document": ({k: team_handler(v) for k, v in DOCUMENT_ROUTES.bind(lambda env: wrap(docs(env))).items()},
                     "document"),
    }
    consumers = [ServiceConsumer(bus, settings, service=name, producer=f"{name}@bench", routes=r, team=team)
                 for name, (r, team) in wired.items()]
    watch = DeadlineWatch(bus, settings, "orchestrator@bench", advance_turn)
    tasks = [asyncio.create_task(c.run()) for c in consumers] + [watch.start()]
    stack.extend([bus, pool, consumers, watch, tasks])
    return bus


async def ask(bus, scenario: str, inj: Injection | None, done: dict, timeout: float) -> Outcome:
    sid, tid = f"s-{uuid.uuid4().hex[:10]}", f"t-{uuid.uuid4().hex[:10]}"
    if inj:
        INJECT[tid] = inj
    waiter = done.setdefault(tid, asyncio.get_running_loop().create_future())
    t0 = time.perf_counter()
    await publish(bus.js, emit(QueryReceived(query=scenario), producer="bench@1", session_id=sid, turn_id=tid))
    out = Outcome(scenario, inj)
    try:
        await asyncio.wait_for(waiter, timeout)
    except TimeoutError:
        pass
    out.seconds = time.perf_counter() - t0
    log = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
    out.types = [e.type for e in log]
    out.log = log
    out.tools = list(dict.fromkeys(c["name"] for e in log if e.type == "ToolsSelected" for c in e.payload["tools"]))
    for e in log:
        if e.type == "ResponseReady":
            resp = e.payload["response"]
            out.answer = resp.get("answer") or resp.get("message") or ""
            out.sections = len([s for s in re.findall(r"^### (.+)$", out.answer, re.M)
                                if s not in ("확인하지 못한 정보", "대신 보완한 정보", "출처")])
        if e.type == "ReviewDone":
            out.missing = e.payload["missing_information"]
            out.substituted = e.payload.get("substituted", [])
    return out


async def run(modes: list[str], timeout: float, concurrency: int) -> tuple[list[Outcome], list[Outcome]]:
    stack: list = []
    with testing.nats_server() as nats_url, testing.postgres_server() as db_url:
        await init_database(db_url)
        bus = await system(nats_url, db_url, stack)
        nc = await nats.connect(nats_url)
        done: dict[str, asyncio.Future] = {}

        async def finished(msg):
            tid = msg.subject.split(".")[3]
            fut = done.setdefault(tid, asyncio.get_running_loop().create_future())
            if not fut.done():
                fut.set_result(True)
        await nc.subscribe("holmes.evt.*.*.ResponseReady", cb=finished)
        await nc.subscribe("holmes.evt.*.*.TurnFailed", cb=finished)
        try:
            clean = await asyncio.gather(*(ask(bus, s, None, done, timeout) for s in SCENARIOS))
            cases = [(o.scenario, Injection(tool, kind, mode)) for mode in modes for o in clean
                     for tool in o.tools for kind in KINDS]
            print(f"{len(cases)} injected turns over {len(SCENARIOS)} scenarios", file=sys.stderr)
            slots = asyncio.Semaphore(concurrency)  # each event reads its turn's history through an
            # ephemeral consumer; hundreds at once exceed the server's consumer limit

            async def one(s, inj):
                async with slots:
                    return await ask(bus, s, inj, done, timeout)
            results = await asyncio.gather(*(one(s, inj) for s, inj in cases))
        finally:
            await nc.close()
            bus_, pool, consumers, watch, tasks = stack
            for c in consumers:
                c.stop()
            await watch.stop()
            await asyncio.wait(tasks, timeout=15)
            await pool.close()
            await bus_.close()
    return clean, results


def useful(o: Outcome, sole: bool) -> bool:
    return o.answered and o.named and (o.sections > 0 or sole)


def report(clean: list[Outcome], results: list[Outcome]) -> str:
    tools_of = {o.scenario: set(o.tools) for o in clean}
    rows = []
    modes = list(dict.fromkeys(o.inj.mode for o in results))
    for mode in modes + (["all"] if len(modes) > 1 else []):
        for kind in KINDS + ["all"]:
            if mode == "all" and kind != "all":
                continue
            sel = [o for o in results if mode in ("all", o.inj.mode) and (kind == "all" or o.inj.kind == kind)]
            if not sel:
                continue
            ok = [o for o in sel if useful(o, tools_of[o.scenario] == {o.inj.tool})]
            recovered = [o for o in sel if o.recovered]
            stood_in = [o for o in recovered if o.stood_in]
            secs = [o.seconds for o in sel]
            rows.append(f"| {mode} | {kind} | {len(sel)} | {sum(o.answered for o in sel) / len(sel):.3f} "
                        f"| {len(ok) / len(sel):.3f} | {len(recovered) / len(sel):.3f} "
                        f"| {len(stood_in) / len(sel):.3f} "
                        f"| {statistics.median(secs):.1f} | {max(secs):.1f} |")
    bad = [o for o in results if not useful(o, tools_of[o.scenario] == {o.inj.tool})]
    lines = [
        f"Clean runs: {sum(o.answered for o in clean)}/{len(clean)} answered; tools per scenario: "
        + "; ".join(f"{o.scenario} → {', '.join(o.tools)}" for o in clean) + ".",
        "",
        "| mode | kind | turns | answered | useful + names missing | recovered | of which by a stand-in | p50 s | max s |",
        "|---|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    lost = [o for o in results if not o.recovered]
    if lost:
        pairs = dict.fromkeys(f"{o.scenario} / {o.inj.tool}" for o in lost)
        lines += ["", "Not recovered (scenario / tool, any kind or mode): " + "; ".join(pairs)]
    if bad:
        lines += ["", "Not useful: " + "; ".join(
            f"{o.scenario} / {o.inj.tool} / {o.inj.kind} / {o.inj.mode} ({'no answer' if not o.answered else 'missing not named' if not o.named else 'no content'})"
            for o in bad[:12])]
    return "\n".join(lines)


def write_readme(text: str) -> None:
    start, end = "<!-- recovery:start -->", "<!-- recovery:end -->"
    body = README.read_text(encoding="utf-8")
    block = f"{start}\n{text}\n{end}"
    if start in body:
        body = body[:body.index(start)] + block + body[body.index(end) + len(end):]
    else:
        body += "\n## Recovery\n\n" + block + "\n"
    README.write_text(body, encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--modes", default="persistent,transient")
    ap.add_argument("--timeout", type=float, default=240.0)
    ap.add_argument("--concurrency", type=int, default=24)
    ap.add_argument("--write-readme", action="store_true")
    args = ap.parse_args()
    t0 = time.perf_counter()
    clean, results = asyncio.run(run(args.modes.split(","), args.timeout, args.concurrency))
    text = report(clean, results)
    print(text)
    print(f"wall time {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    if args.write_readme:
        write_readme(text)


if __name__ == "__main__":
    main()
