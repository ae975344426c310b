"""structured() against the fake model server: real HTTP, real openai SDK, no network."""

from __future__ import annotations

from typing import Literal

import pytest
from openai import AsyncOpenAI
from pydantic import BaseModel, Field

from holmes_kit.llm import LLM, LLMInvalidOutput, LLMTimeout, LLMUnavailable, MemoryDecisionCache, rules_meta
from holmes_kit.llm.fake_server import FakeModel, FakeModelServer
from holmes_kit.llm.schema_instance import minimal_instance

pytestmark = pytest.mark.network  # a local fake model server over TCP (conftest.py)


class Verdict(BaseModel):
    action: Literal["continue", "retry"]
    quality: float = Field(ge=0.0, le=1.0)
    missing: list[str]


MESSAGES = [{"role": "system", "content": "결과를 평가하세요"}, {"role": "user", "content": "법률 검색 결과 3건"}]


@pytest.fixture(scope="module")
def server():
    with FakeModelServer(FakeModel()) as s:
        yield s


@pytest.fixture
def fake(server):
    server.model.reset()
    return server.model


def make_llm(server, *, timeout_s=5.0, retries=0, cache=None) -> LLM:
    return server.llm(timeout_s=timeout_s, retries=retries, cache=cache)


async def test_scripted_answer_is_parsed_and_metered(server, fake):
    fake.script("result_analysis", {"action": "retry", "quality": 0.4, "missing": ["매물"]})
    out, meta = await make_llm(server).structured("result_analysis", "result_analysis.v1", MESSAGES, Verdict)
    assert out == Verdict(action="retry", quality=0.4, missing=["매물"])
    assert (meta.decided_by, meta.prompt_version, meta.model) == ("llm", "result_analysis.v1", "gpt-4o-mini")
    assert meta.tokens_in > 0 and meta.tokens_out > 0 and meta.latency_ms > 0
    assert fake.tasks() == ["result_analysis"]


async def test_unscripted_task_gets_a_schema_valid_instance(server, fake):
    out, meta = await make_llm(server).structured("anything", "anything.v1", MESSAGES, Verdict)
    assert out.action == "continue" and 0.0 <= out.quality <= 1.0 and meta.decided_by == "llm"


async def test_late_answer_raises_timeout(server, fake):
    fake.fail("result_analysis", "timeout")
    with pytest.raises(LLMTimeout) as err:
        await make_llm(server, timeout_s=0.3).structured("result_analysis", "v1", MESSAGES, Verdict)
    meta = rules_meta(error=err.value, prompt_version="result_analysis.v1")
    assert meta.decided_by == "rules" and meta.fallback_reason.startswith("timeout")


async def test_http_500_is_retried_within_bounds_then_raises(server, fake):
    fake.fail("result_analysis", "500")
    with pytest.raises(LLMUnavailable, match="HTTP 500"):
        await make_llm(server, retries=1).structured("result_analysis", "v1", MESSAGES, Verdict)
    assert fake.tasks() == ["result_analysis", "result_analysis"]  # one retry, no more


async def test_malformed_json_raises_invalid_output(server, fake):
    fake.fail("result_analysis", "malformed")
    with pytest.raises(LLMInvalidOutput):
        await make_llm(server).structured("result_analysis", "v1", MESSAGES, Verdict)


async def test_answer_violating_the_model_raises_invalid_output(server, fake):
    fake.script("result_analysis", {"action": "explode", "quality": 3, "missing": []})
    with pytest.raises(LLMInvalidOutput):
        await make_llm(server).structured("result_analysis", "v1", MESSAGES, Verdict)


async def test_cache_hit_is_decided_by_cache_without_a_call(server, fake):
    llm = make_llm(server, cache=MemoryDecisionCache())
    first, meta1 = await llm.structured("result_analysis", "result_analysis.v1", MESSAGES, Verdict)
    # Whitespace differences normalise to the same key.
    spaced = [{**m, "content": m["content"].replace(" ", "  ")} for m in MESSAGES]
    second, meta2 = await llm.structured("result_analysis", "result_analysis.v1", spaced, Verdict)
    assert (meta1.decided_by, meta2.decided_by) == ("llm", "cache") and first == second
    assert fake.tasks() == ["result_analysis"]
    _, meta3 = await llm.structured("result_analysis", "result_analysis.v2", MESSAGES, Verdict)
    assert meta3.decided_by == "llm"  # a new prompt version is a new question


async def test_no_key_means_no_client():
    from holmes_kit.settings import Settings

    assert await LLM.from_settings(Settings(OPENAI_API_KEY="")) is None


async def test_embeddings_are_deterministic(server):
    client = AsyncOpenAI(api_key="test", base_url=server.base_url)
    a = await client.embeddings.create(model="e", input=["전세", "월세"], dimensions=16)
    b = await client.embeddings.create(model="e", input="전세", dimensions=16)
    assert a.data[0].embedding == b.data[0].embedding and len(b.data[0].embedding) == 16
    assert a.data[0].embedding != a.data[1].embedding


def test_minimal_instance_follows_refs_enums_and_bounds():
    schema = Verdict.model_json_schema()
    assert Verdict.model_validate(minimal_instance(schema)).action == "continue"
