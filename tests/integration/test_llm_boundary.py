"""LLM calls counted at the boundary: the HTTP requests the model server received, the
decisions the log records (DecisionMeta decided_by=llm) and the count the answer reports
(final_response.response.llm_calls) must be one number. A 3 s model per call: slower
than any redelivery delay a consumer might have, so a handler that is redelivered while
its model call is still running shows up here as an extra request.

The system and the measurement are benchmarks/llm_calls.py's (planner, orchestrator,
analysis with insight wording, stubbed search, consumers with the default settings)."""

from __future__ import annotations

import pytest

from benchmarks.llm_calls import measure

pytestmark = pytest.mark.integration

COMPOUND = "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘"


@pytest.fixture(scope="module")
async def compound_at_3s(nats_url):
    turns = await measure(nats_url, 3000, [("compound", COMPOUND)], turns=1, warm_up=False)
    return turns["compound"][0]


async def test_reported_llm_calls_are_the_recorded_decisions_of_every_phase(compound_at_3s):
    turn = compound_at_3s
    # The analysis team's wording call is counted with the orchestrator's and planner's.
    assert {"plan", "tool_orchestration", "insight_generation", "response_synthesis"} <= set(turn.recorded_tasks)
    assert turn.reported == turn.recorded == sum(turn.recorded_tasks.values())


async def test_one_request_at_the_model_per_recorded_decision(compound_at_3s):
    turn = compound_at_3s
    assert turn.request_tasks == turn.recorded_tasks
    assert turn.requests == turn.recorded == turn.reported
