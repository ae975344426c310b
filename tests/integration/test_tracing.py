"""One turn = one trace: gateway publish -> planner -> orchestrator -> search (tools,
database) -> orchestrator, all spans under one trace id with unbroken parent links.

The services' real handlers run in-process against real NATS and PostgreSQL, sharing one
TracerProvider whose InMemorySpanExporter collects every span. The NATS server is this
module's own: the e2e `system` may be running on the session's server, and its
planner/orchestrator would otherwise take part in these turns.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import tempfile
import uuid
from pathlib import Path

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from holmes_contracts import QueryReceived, TurnCancelled, turn_filter
from holmes_kit.bus import ServiceConsumer, connect, publish, read_history
from holmes_kit.db import create_pool
from holmes_kit.events import emit
from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.settings import Settings
from holmes_kit.telemetry import setup_tracing, tracing_enabled
from holmes_kit.tracing import turn_ids
from holmes_orchestrator.routes import ROUTES as ORCHESTRATOR_ROUTES
from holmes_planner.routes import ROUTES as PLANNER_ROUTES
from holmes_search.adapters.law_repo import LawRepository
from holmes_search.data_tools import build_data_tools
from holmes_search.legal_tool import LegalSearch
from holmes_search.routes import ROUTES as SEARCH_ROUTES

pytestmark = pytest.mark.integration

FINAL = {"ResponseReady", "TurnFailed"}


@pytest.fixture(scope="module")
def own_nats():
    tmp = Path(tempfile.mkdtemp(prefix="holmes-trace-nats-"))
    server = EmbeddedNats(tmp / "js", free_port()).start()
    yield server.url
    server.stop()
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="module")
def spans():
    exporter = InMemorySpanExporter()
    setup_tracing("holmes-tests", exporter=exporter)
    assert tracing_enabled(), "another test installed a tracer provider first"
    yield exporter
    exporter.shutdown()  # later tests keep a provider, but nothing accumulates


@pytest.fixture(scope="module")
async def services(own_nats, migrated_db, spans):
    settings = Settings(NATS_URL=own_nats, DATABASE_URL=migrated_db, HOLMES_MAX_DELIVER=2)
    bus = await connect(settings, name="trace-test")
    pool = await create_pool(migrated_db)
    tools = {"legal_search": LegalSearch(LawRepository(pool)), **build_data_tools(pool)}
    consumers = [
        ServiceConsumer(bus, settings, service="planner", producer="planner@test", routes=PLANNER_ROUTES.bind(None)),
        ServiceConsumer(bus, settings, service="orchestrator", producer="orchestrator@test",
                        routes=ORCHESTRATOR_ROUTES.bind(None)),
        ServiceConsumer(bus, settings, service="search", producer="search@test", routes=SEARCH_ROUTES.bind(tools),
                        team=SEARCH_ROUTES.team),
    ]
    tasks = [asyncio.create_task(c.run()) for c in consumers]
    yield bus
    for c in consumers:
        c.stop()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(asyncio.gather(*tasks), 10)
    await bus.close()
    await pool.close()


async def run_turn(bus, query: str) -> tuple[str, str, list]:
    sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
    assert not trace.get_current_span().get_span_context().is_valid  # as in the gateway: no span yet
    await publish(bus.js, emit(QueryReceived(query=query), producer="gateway@test", session_id=sid, turn_id=tid))
    deadline = asyncio.get_running_loop().time() + 60
    while True:
        history = await read_history(bus.js, turn_filter(sid, tid))
        if any(r.envelope.type in FINAL for r in history):
            return sid, tid, history
        assert asyncio.get_running_loop().time() < deadline, [r.envelope.type for r in history]
        await asyncio.sleep(0.1)


def turn_spans(exporter: InMemorySpanExporter, turn_id: str) -> list:
    return [s for s in exporter.get_finished_spans() if s.attributes.get("holmes.turn_id") == turn_id
            or s.context.trace_id == turn_ids(turn_id)[0]]


def service_of(span) -> str | None:
    return span.attributes.get("holmes.service") or (
        span.attributes.get("holmes.producer") if span.kind == trace.SpanKind.PRODUCER else None)


async def settle(exporter, turn_id: str, n_events: int) -> list:
    """Spans end a moment after their events are stored (the ack follows the append)."""
    for _ in range(50):
        spans = turn_spans(exporter, turn_id)
        consumer_spans = [s for s in spans if s.kind == trace.SpanKind.CONSUMER]
        if len({s.attributes["holmes.event_id"] for s in consumer_spans}) >= n_events:
            return spans
        await asyncio.sleep(0.1)
    return turn_spans(exporter, turn_id)


async def test_one_turn_is_one_connected_trace_across_four_services(services, spans):
    _, tid, history = await run_turn(services, "전세금 5% 인상이 가능한가요?")
    types = [r.envelope.type for r in history]
    assert "ResponseReady" in types and "TeamCompleted" in types, types
    # Events consumed by these three services: QueryReceived, ToolsSelected, TeamCompleted, PlanReady.
    consumed = [r for r in history if r.envelope.type in {"QueryReceived", "PlanReady", "ToolsSelected",
                                                          "TeamCompleted"}]
    found = await settle(spans, tid, len(consumed))

    trace_id = turn_ids(tid)[0]
    assert {s.context.trace_id for s in found} == {trace_id}
    by_id = {s.context.span_id: s for s in found}
    roots = [s for s in found if s.parent is None]
    assert [(r.name, r.attributes["holmes.producer"]) for r in roots] == [("QueryReceived publish", "gateway")]
    orphans = [s.name for s in found if s.parent is not None and s.parent.span_id not in by_id]
    assert orphans == []
    assert {"gateway", "planner", "orchestrator", "search"} <= {service_of(s) for s in found}

    # Every stored event of the turn was published inside the trace (its publish span).
    published = {s.attributes["holmes.event_id"] for s in found if s.kind == trace.SpanKind.PRODUCER}
    assert {r.envelope.event_id for r in history} <= published

    def ancestors(span):
        while span.parent is not None:
            span = by_id[span.parent.span_id]
            yield span

    tool = next(s for s in found if s.name == "tool legal_search")
    assert [a.attributes.get("holmes.service") for a in ancestors(tool)][:1] == ["search"]
    queries = [s for s in found if s.attributes.get("db.system.name") == "postgresql"]
    assert queries and all(tool in ancestors(q) or any(a.name.startswith("tool ") for a in ancestors(q))
                           for q in queries)
    # The chain runs through the services in causal order: the orchestrator's TeamCompleted
    # handler descends from the search handler, which descends from the planner's.
    team_done = next(s for s in found if s.name == "orchestrator TeamCompleted")
    assert [a.name for a in ancestors(team_done) if a.kind == trace.SpanKind.CONSUMER] == [
        "search ToolsSelected", "orchestrator PlanReady", "planner QueryReceived"]


async def test_a_later_client_event_of_the_turn_joins_its_trace(services, spans):
    sid, tid, _ = await run_turn(services, "안녕하세요")
    await publish(services.js, emit(TurnCancelled(), producer="gateway@test", session_id=sid, turn_id=tid))
    root_span_id = turn_ids(tid)[1]
    for _ in range(50):
        cancel = [s for s in turn_spans(spans, tid) if s.attributes.get("holmes.event_type") == "TurnCancelled"]
        if any(s.kind == trace.SpanKind.CONSUMER for s in cancel):
            break
        await asyncio.sleep(0.1)
    publish_span = next(s for s in cancel if s.kind == trace.SpanKind.PRODUCER)
    assert publish_span.context.trace_id == turn_ids(tid)[0]
    assert publish_span.parent.span_id == root_span_id
    handler = next(s for s in cancel if s.kind == trace.SpanKind.CONSUMER)
    assert handler.parent.span_id == publish_span.context.span_id
    root = next(s for s in turn_spans(spans, tid) if s.parent is None)
    assert (root.name, root.context.span_id) == ("QueryReceived publish", root_span_id)
