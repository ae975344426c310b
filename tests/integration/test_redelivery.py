"""Redelivery that fits the work (issue 13 item 1): a handler that is still working is
never handed to a second worker, so a slow model is asked once per decision — counted
at the model server, not in our log — and the server's consumer says why."""

from __future__ import annotations

import asyncio
import contextlib
import uuid

import pytest
from nats.js.api import DeliverPolicy

from holmes_contracts import STREAM_NAME, QueryReceived, turn_filter
from holmes_kit.bus import ServiceConsumer, connect, publish, read_history
from holmes_kit.events import emit
from holmes_kit.llm import LLM
from holmes_kit.llm.fake_server import FakeModel, FakeModelServer
from holmes_kit.settings import Settings
from holmes_planner.domain.plan import make_plan
from holmes_planner.routes import ROUTES as PLANNER_ROUTES

pytestmark = pytest.mark.integration

MODEL_S = 5.0


class NewOnly(ServiceConsumer):
    def consumer_config(self):
        cfg = super().consumer_config()
        cfg.deliver_policy = DeliverPolicy.NEW
        return cfg


def legal_plan(_request):
    return {"intent": "법률상담", "confidence": 0.9, "keywords": ["차임증액"], "property_types": [],
            "deal_types": [], "reasoning": "법률 질문",
            "steps": [{"team": "search", "task": "증액 한도 조항 검색", "tools": ["legal_search"],
                       "depends_on": [], "optional": False}]}


@contextlib.asynccontextmanager
async def consuming(consumer: ServiceConsumer):
    task = asyncio.create_task(consumer.run())
    await asyncio.sleep(0.5)
    try:
        yield
    finally:
        consumer.stop()
        await asyncio.wait_for(task, 20)


async def wait_for_type(js, subject: str, event_type: str, timeout: float):
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        history = await read_history(js, subject)
        if any(r.envelope.type == event_type for r in history):
            return history
        await asyncio.sleep(0.2)
    raise AssertionError(f"no {event_type} within {timeout}s")


async def test_a_slow_model_is_asked_once_per_plan(nats_url):
    make_plan("강남구 전세 시세")  # the morpheme model loads before the clock matters
    model = FakeModel(latency_ms=MODEL_S * 1000)
    model.script("plan", legal_plan)
    with FakeModelServer(model) as server:
        # The operator's ack wait (1 s) is far below the model's 5 s; the LLM's own
        # timeout (8 s) is what the consumer must honour.
        settings = Settings(NATS_URL=nats_url, HOLMES_ACK_WAIT_S=1, HOLMES_MAX_DELIVER=4,
                            OPENAI_API_KEY="test", OPENAI_BASE_URL=server.base_url,
                            HOLMES_LLM_TIMEOUT_S=8, HOLMES_LLM_MAX_RETRIES=0)
        bus = await connect(settings, name="redelivery")
        llm = await LLM.from_settings(settings)
        durable = f"planner-{uuid.uuid4().hex[:6]}"
        consumer = NewOnly(bus, settings, service=durable, producer="planner@test", routes=PLANNER_ROUTES.bind(llm))
        try:
            async with consuming(consumer):
                info = await bus.js.consumer_info(STREAM_NAME, durable)
                assert info.config.ack_wait >= 8.0  # at least the model's timeout
                assert not info.config.backoff  # else its first value would be the ack wait

                sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
                await publish(bus.js, emit(QueryReceived(query="전세금 5% 인상이 가능한가요?"),
                                           producer="test@1", session_id=sid, turn_id=tid))
                history = await wait_for_type(bus.js, turn_filter(sid, tid), "PlanReady", 30)
                await asyncio.sleep(1.5)  # a stray redelivery would have reached the model by now
                plans = [r for r in history if r.envelope.type == "PlanReady"]
                assert plans[0].envelope.payload["decision"]["decided_by"] == "llm"
                assert model.tasks().count("plan") == 1
        finally:
            await bus.close()


async def test_a_long_handler_is_not_redelivered_while_it_works(nats_url):
    """No LLM at all: the in-progress acks alone keep a 4 s handler to one run with a 1 s ack wait."""
    settings = Settings(NATS_URL=nats_url, HOLMES_ACK_WAIT_S=1, HOLMES_MAX_DELIVER=4)
    bus = await connect(settings, name="redelivery-slow")
    runs: list[int] = []

    async def slow(ctx, env, payload):
        runs.append(ctx.deliveries)
        await asyncio.sleep(4.0)
        return []

    consumer = NewOnly(bus, settings, service=f"slow-{uuid.uuid4().hex[:6]}", producer="slow@test",
                       routes={"QueryReceived": slow})
    try:
        async with consuming(consumer):
            sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
            await publish(bus.js, emit(QueryReceived(query="천천히"), producer="test@1", session_id=sid,
                                       turn_id=tid))
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 15
            while not runs and loop.time() < deadline:
                await asyncio.sleep(0.1)
            await asyncio.sleep(6.0)  # the handler finished and acked; nothing may come back
        assert runs == [1]
    finally:
        await bus.close()
