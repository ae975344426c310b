"""structured() against the fake model server: real HTTP, real openai SDK, no network."""

from __future__ import annotations

from typing import Literal

import pytest
from openai import AsyncOpenAI
from pydantic import BaseModel, Field

from holmes_kit.llm import LLM, LLMInvalidOutput, LLMTimeout, LLMUnavailable, MemoryDecisionCache, rules_meta
from holmes_kit.llm.fake_server import FakeModel, FakeModelServer
from holmes_kit.llm.schema_instance import minimal_instance
from holmes_kit.llm.strict import strict_schema, violations

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


async def test_rate_limit_is_retried_after_the_wait_the_provider_asked_for(server, fake):
    fake.retry_after_s = 0.3
    fake.fail("result_analysis", "429", times=1)
    out, meta = await make_llm(server, retries=2).structured("result_analysis", "v1", MESSAGES, Verdict)
    assert meta.decided_by == "llm" and meta.retries == 1
    first, second = fake.calls
    assert (first["failure"], second["failure"]) == ("429", None)
    assert second["t"] - first["t"] >= 0.3  # Retry-After honoured, not the default backoff


async def test_a_retry_after_past_the_calls_budget_gives_up_at_once(server, fake):
    fake.retry_after_s = 30
    fake.fail("result_analysis", "429")
    with pytest.raises(LLMUnavailable, match="HTTP 429, retry after 30s is past the call's budget") as err:
        await make_llm(server, timeout_s=1.0, retries=3).structured("result_analysis", "v1", MESSAGES, Verdict)
    assert fake.tasks() == ["result_analysis"] and err.value.retries == 0
    assert rules_meta(error=err.value).fallback_reason.startswith("unavailable: result_analysis: HTTP 429")


async def test_the_turns_retry_budget_caps_the_calls_own(server, fake):
    fake.retry_after_s = 0
    fake.fail("result_analysis", "500", times=2)
    with pytest.raises(LLMUnavailable, match="HTTP 500 after 1 retries") as err:
        await make_llm(server, retries=3).structured("result_analysis", "v1", MESSAGES, Verdict, retries_left=1)
    assert len(fake.tasks()) == 2 and rules_meta(error=err.value).retries == 1


class Loose(BaseModel):
    name: str = Field(min_length=3)
    note: str | None = None
    kind: Literal["only"] = "only"


async def test_a_schema_strict_mode_refuses_is_answered_400_and_ours_is_accepted(server, fake):
    import openai

    raw = {"type": "json_schema", "json_schema": {"name": "loose", "strict": True, "schema": Loose.model_json_schema()}}
    with pytest.raises(openai.BadRequestError, match="Invalid schema for response_format 'loose'"):
        await make_llm(server).client.chat.completions.create(model="m", messages=MESSAGES, response_format=raw)
    # The schema the client sends for the same model: nullable, all required, no default / minLength
    # (pydantic still checks the length of the answer).
    fake.script("loose", {"name": "보증금", "note": None, "kind": "only"})
    out, meta = await make_llm(server).structured("loose", "v1", MESSAGES, Loose)
    assert meta.decided_by == "llm" and out.note is None and len(out.name) >= 3


async def test_tokens_and_estimated_cost_are_metered(server, fake):
    _, meta = await make_llm(server).structured("result_analysis", "v1", MESSAGES, Verdict)
    # gpt-4o-mini: USD 0.15 / 0.60 per million tokens (2024-07-18)
    assert meta.price == "gpt-4o-mini@2024-07-18"
    assert meta.cost_usd == pytest.approx((meta.tokens_in * 0.15 + meta.tokens_out * 0.60) / 1e6)


def test_strict_schema_rules():
    raw = Loose.model_json_schema()
    found = violations(raw)
    assert any("additionalProperties must be false" in v for v in found)
    assert any("every property must be required" in v for v in found)
    assert any("'minLength'" in v for v in found) and any("'default'" in v for v in found)
    fixed = strict_schema(Loose)
    assert violations(fixed) == []
    assert fixed["properties"]["kind"]["enum"] == ["only"]  # const as a one-value enum
    assert {"type": "null"} in fixed["properties"]["note"]["anyOf"]


async def test_a_rejected_answer_keeps_what_its_request_cost(server, fake):
    _, meta = await make_llm(server).structured("result_analysis", "v1", MESSAGES, Verdict)
    fallback = rules_meta(error="rejected: 없는 숫자", prompt_version="v1", spent=meta)
    assert fallback.decided_by == "rules" and fallback.fallback_reason == "rejected: 없는 숫자"
    assert (fallback.tokens_in, fallback.tokens_out, fallback.cost_usd) == (meta.tokens_in, meta.tokens_out,
                                                                            meta.cost_usd)


def test_sequential_requests_are_the_longest_chain_of_non_overlapping_ones():
    from holmes_kit.llm.fake_server import sequential_requests

    call = lambda t, end: {"t": t, "t_end": end}  # noqa: E731
    # plan, then the execution plan, then review ‖ synthesis (overlapping): 3 in sequence
    calls = [call(0, 1), call(1.1, 2), call(2.2, 3.1), call(2.21, 3.0)]
    assert sequential_requests(calls) == 3
    assert sequential_requests([call(0, 1), call(0.5, 1.5)]) == 1 and sequential_requests([]) == 0
