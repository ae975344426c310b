"""Bad values end to end: a Korean answer naming the field or place, no tool run, no crash,
and never a number computed from the bad value."""

from __future__ import annotations

import pytest

from .client import ask

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("query", "intent", "needles"), [
    ("강남구 아파트 전세 보증금 -3억인데 위험한가요?", "리스크분석", ["보증금", "'-3억'", "0보다 커야"]),
    ("강남구 아파트 전세 보증금 9999억인데 위험한가요?", "리스크분석", ["보증금", "9,999억원", "단위"]),
    ("임대차계약서 작성해주세요. 2025년 3월 1일부터 2024년 3월 1일까지 살아요", "계약서작성",
     ["종료일(2024년 3월 1일)", "시작일(2025년 3월 1일)"]),
    ("강남시 아파트 시세 알려줘", "시세조회", ["'강남시'", "찾을 수 없는 지역", "강남구"]),
])
async def test_bad_value_gets_a_clear_question_and_no_computation(system, query, intent, needles):
    _, msgs = await ask(system.url, query)
    types = [m["type"] for m in msgs]
    assert types[-1] == "final_response" and "error" not in types
    plan = next(m for m in msgs if m["type"] == "plan_ready")
    assert plan["intent"] == intent and plan["execution_steps"] == []
    assert "step_start" not in types  # no tool ever saw the bad value
    response = msgs[-1]["response"]
    assert response["type"] == "guidance"
    for needle in needles:
        assert needle in response["message"], (needle, response["message"])


async def test_the_system_keeps_answering_after_bad_input(system):
    await ask(system.url, "보증금 -3억 전세 위험한가요?")
    _, msgs = await ask(system.url, "강남구 아파트 시세 알려줘")
    assert msgs[-1]["response"]["type"] == "answer" and "강남구" in msgs[-1]["response"]["answer"]
