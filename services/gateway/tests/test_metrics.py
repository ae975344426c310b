"""/metrics content derived from events: turns, latency, deciders, errors."""

from __future__ import annotations

from datetime import timedelta

from prometheus_client import generate_latest
from prometheus_client.parser import text_string_to_metric_families

from holmes_contracts import (
    DecisionMeta,
    PlanReady,
    QueryReceived,
    ResponseReady,
    ReviewDone,
    TurnCancelled,
    TurnFailed,
)
from holmes_gateway.metrics import GatewayMetrics
from holmes_kit.events import emit


def samples(metrics: GatewayMetrics) -> dict[tuple[str, tuple], float]:
    text = generate_latest(metrics.registry).decode()
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for fam in text_string_to_metric_families(text) for s in fam.samples}


def turn(turn_id: str, query: str = "전세금 5% 인상이 가능한가요?"):
    return emit(QueryReceived(query=query), producer="gateway@t", session_id="s-1", turn_id=turn_id)


def test_a_turn_is_counted_with_its_latency_and_deciders():
    m = GatewayMetrics(connections=lambda: 3)
    q = turn("t-1")
    m.observe(q)
    plan = emit(PlanReady(query=q.payload["query"], intent="법률상담", confidence=0.9,
                          decision=DecisionMeta(decided_by="llm", tokens_in=120, tokens_out=30)),
                producer="planner@t", cause=q)
    m.observe(plan)
    review = emit(ReviewDone(goal_achieved=True, quality=0.8, confidence=0.8), producer="orchestrator@t", cause=plan)
    m.observe(review)
    done = emit(ResponseReady(response={"type": "answer", "answer": "가능합니다"}, llm_calls=1),
                producer="orchestrator@t", cause=review)
    done = done.model_copy(update={"occurred_at": q.occurred_at + timedelta(seconds=2.5)})
    m.observe(done)

    s = samples(m)
    assert s[("holmes_gateway_turns_started_total", ())] == 1
    assert s[("holmes_gateway_turns_finished_total", (("outcome", "answer"),))] == 1
    assert s[("holmes_gateway_turn_duration_seconds_count", (("outcome", "answer"),))] == 1
    assert s[("holmes_gateway_turn_duration_seconds_sum", (("outcome", "answer"),))] == 2.5
    assert s[("holmes_gateway_turn_duration_seconds_bucket", (("le", "2.0"), ("outcome", "answer")))] == 0
    assert s[("holmes_gateway_turn_duration_seconds_bucket", (("le", "3.0"), ("outcome", "answer")))] == 1
    assert s[("holmes_decisions_total", (("decided_by", "llm"), ("event_type", "PlanReady")))] == 1
    assert s[("holmes_decisions_total", (("decided_by", "rules"), ("event_type", "ReviewDone")))] == 1
    assert s[("holmes_decisions_total", (("decided_by", "rules"), ("event_type", "ResponseReady")))] == 1
    assert s[("holmes_llm_tokens_total", (("direction", "in"),))] == 120
    assert s[("holmes_turn_llm_calls_sum", ())] == 1
    assert s[("holmes_gateway_websocket_connections", ())] == 3


def test_latency_uses_the_looked_up_start_when_this_replica_missed_the_query():
    m = GatewayMetrics()
    q = turn("t-2")
    done = emit(ResponseReady(response={"type": "guidance", "message": "안녕하세요"}), producer="o@t", cause=q)
    m.observe(done.model_copy(update={"occurred_at": q.occurred_at + timedelta(seconds=1)}), q.occurred_at)
    s = samples(m)
    assert s[("holmes_gateway_turn_duration_seconds_sum", (("outcome", "guidance"),))] == 1.0
    assert s[("holmes_gateway_turns_started_total", ())] == 0


def test_failures_cancellations_and_client_errors_by_code():
    m = GatewayMetrics()
    q1, q2 = turn("t-3"), turn("t-4")
    for q in (q1, q2):
        m.observe(q)
    m.observe(emit(TurnFailed(code="handler_error", message="오류"), producer="search@t", cause=q1))
    m.observe(emit(TurnCancelled(), producer="gateway@t", cause=q2))
    m.client_error("rate_limited")
    m.client_error(404)
    s = samples(m)
    assert s[("holmes_gateway_turns_finished_total", (("outcome", "failed"),))] == 1
    assert s[("holmes_gateway_turns_finished_total", (("outcome", "cancelled"),))] == 1
    assert s[("holmes_turn_errors_total", (("code", "handler_error"),))] == 1
    assert s[("holmes_gateway_client_errors_total", (("code", "rate_limited"),))] == 1
    assert s[("holmes_gateway_client_errors_total", (("code", "404"),))] == 1
    # A turn with no answer is not a latency sample.
    assert ("holmes_gateway_turn_duration_seconds_count", (("outcome", "failed"),)) not in s


def test_render_is_prometheus_text_with_process_wide_handler_metrics():
    from holmes_kit.metrics import HANDLED

    HANDLED.labels("gateway-projector", "QueryReceived", "ok").inc()
    text = GatewayMetrics().render().decode()
    families = {f.name for f in text_string_to_metric_families(text)}
    assert {"holmes_gateway_turns_started", "holmes_events_handled", "holmes_consumer_pending_messages"} <= families


def test_the_time_to_the_answers_first_piece_is_observed_once_per_turn():
    from holmes_contracts import AnswerChunk

    m = GatewayMetrics()
    q = turn("t-1")
    m.observe(q)
    for i, at in ((0, 1.5), (1, 2.0), (2, 2.4)):
        chunk = emit(AnswerChunk(index=i, text="조각"), producer="orchestrator@t", cause=q, discriminator=str(i))
        m.observe(chunk.model_copy(update={"occurred_at": q.occurred_at + timedelta(seconds=at)}))
    s = samples(m)
    assert s[("holmes_gateway_first_answer_chunk_seconds_count", ())] == 1
    assert s[("holmes_gateway_first_answer_chunk_seconds_sum", ())] == 1.5
    assert not any(name == "holmes_gateway_turns_finished_total" for name, _ in s)  # a chunk ends nothing
