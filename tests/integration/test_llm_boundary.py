"""LLM calls counted at the boundary: the HTTP requests the model server received, the
decisions the log records as requests (DecisionMeta decided_by=llm, not shared_from an
earlier one) and the count the answer reports (final_response.response.llm_calls) must be
one number. A 3 s model per call: slower than any redelivery delay a consumer might have,
so a handler that is redelivered while its model call is still running shows up here as
an extra request.

Issue 10 item 4, the call budget: the compound path makes at most 4 requests with at
most 3 on the critical path (plan → execution_plan → review ‖ synthesis), the simple one
at most 2 (plan → synthesis). "Sequential" is measured at the server: the longest chain
of requests each sent after the previous one was answered.

The system and the measurement are benchmarks/llm_calls.py's (planner, orchestrator,
analysis with its real tools and no model call, stubbed search, consumers with the
default settings)."""

from __future__ import annotations

import pytest

from benchmarks.llm_calls import measure

pytestmark = pytest.mark.integration

SIMPLE = "전세금 5% 인상이 가능한가요?"
COMPOUND = "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘"


@pytest.fixture(scope="module")
async def at_3s(nats_url):
    turns = await measure(nats_url, 3000, [("simple", SIMPLE), ("compound", COMPOUND)], turns=1, warm_up=False)
    return {name: samples[0] for name, samples in turns.items()}


async def test_reported_llm_calls_are_the_recorded_requests_of_every_phase(at_3s):
    turn = at_3s["compound"]
    # One execution_plan request decides the strategy and both teams' tools; the analysis
    # team's figures are worded by the synthesis, not by a call of its own.
    assert set(turn.recorded_tasks) == {"plan", "execution_plan", "execution_review", "response_synthesis"}
    assert turn.shared == 2  # search's and analysis' ToolsSelected take their tools from the plan
    assert turn.reported == turn.recorded == sum(turn.recorded_tasks.values())


@pytest.mark.parametrize("path", ["simple", "compound"])
async def test_one_request_at_the_model_per_recorded_decision(at_3s, path):
    turn = at_3s[path]
    assert turn.request_tasks == turn.recorded_tasks
    assert turn.requests == turn.recorded == turn.reported


async def test_the_compound_path_makes_at_most_4_requests_3_of_them_in_sequence(at_3s):
    turn = at_3s["compound"]
    assert turn.requests <= 4 and turn.sequential <= 3, turn.request_tasks


async def test_the_simple_path_makes_at_most_2_requests(at_3s):
    turn = at_3s["simple"]
    assert turn.requests <= 2 and turn.sequential <= 2, turn.request_tasks
