"""GET /metrics on the running system: Prometheus text that moves with real turns."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from .client import ask

pytestmark = pytest.mark.e2e

DURABLES = {"planner", "orchestrator", "search", "analysis", "document", "gateway-projector", "gateway-metrics"}


async def scrape(system) -> dict[tuple[str, tuple], float]:
    # The operator token `holmes up` generated (docs/protocol-additions.md, operator endpoints).
    token = (Path(system.env["HOLMES_STATE_DIR"]) / "secrets" / "operator-token").read_text().strip()
    async with httpx.AsyncClient(base_url=system.url, timeout=10) as http:
        r = await http.get("/metrics", headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for fam in text_string_to_metric_families(r.text) for s in fam.samples}


def value(samples, name: str, **labels) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


async def test_a_turn_moves_the_turn_latency_decider_and_lag_metrics(system):
    before = await scrape(system)
    _, msgs = await ask(system.url, "안녕하세요")
    assert msgs[-1]["type"] == "final_response"
    for _ in range(100):  # the metrics consumer counts the events a moment after they are stored
        after = await scrape(system)
        if value(after, "holmes_gateway_turns_finished_total", outcome="guidance") > value(
                before, "holmes_gateway_turns_finished_total", outcome="guidance"):
            break
        await asyncio.sleep(0.1)

    def grew(name: str, **labels) -> bool:
        return value(after, name, **labels) > value(before, name, **labels)

    assert grew("holmes_gateway_turns_started_total")
    assert grew("holmes_gateway_turns_finished_total", outcome="guidance")
    assert grew("holmes_gateway_turn_duration_seconds_count", outcome="guidance")
    assert grew("holmes_decisions_total", event_type="PlanReady", decided_by="rules")
    assert grew("holmes_events_handled_total", service="gateway-projector", event_type="QueryReceived", outcome="ok")
    lagging = {dict(labels)["durable"] for (name, labels) in after if name == "holmes_consumer_pending_messages"}
    assert DURABLES <= lagging
    assert ("holmes_gateway_websocket_connections", ()) in after


async def test_client_errors_are_counted_by_code(system):
    before = await scrape(system)
    async with httpx.AsyncClient(base_url=system.url, timeout=10) as http:
        status = (await http.get("/api/v1/chat/s-nosuchsession")).status_code
    assert status >= 400
    after = await scrape(system)
    code = str(status)
    assert value(after, "holmes_gateway_client_errors_total", code=code) == value(
        before, "holmes_gateway_client_errors_total", code=code) + 1
