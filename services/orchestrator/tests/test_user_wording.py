"""What the user reads, in words (expert review 2026-11-26, F45, F46, F48): Korean titles and
particles, no internal tool names or scores in the answer, an English first sentence for an
English market question. (What failed is named by its title: test_recovery.py.)"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from holmes_contracts import PlanStep, Source, TeamCompleted, ToolResult
from holmes_contracts.tools.outputs import output_for
from holmes_kit.korean.extract import extract_entities
from holmes_orchestrator.domain.synthesis import _polite

sys.path.insert(0, str(Path(__file__).parent))
from test_synthesis_answer_first import CAP, LEGAL, _steps, answer_for  # noqa: E402

TOOL_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b")


def test_the_answer_names_no_tool_and_shows_no_score_the_scores_are_metadata():  # F46
    r = answer_for("전세 3억인데 갱신하면 최대 얼마까지 올릴 수 있어?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[CAP])], _steps(True))
    answer = r["answer"]
    assert not TOOL_NAME.search(answer), TOOL_NAME.findall(answer)
    assert "품질" not in answer and "신뢰도" not in answer
    scores = r["structured_data"]["review_scores"]
    assert 0 < scores["quality"] <= 1 and 0 < scores["confidence"] <= 1 and scores["goal_achieved"] is True


def test_a_plain_ending_that_opens_a_list_is_spoken_politely():  # F45
    said = _polite("임차인은 다음을 모두 갖추어야 한다: ① 주택의 인도 ② 보증금 3억원 이하이다")
    assert said == "임차인은 다음을 모두 갖추어야 합니다: ① 주택의 인도 ② 보증금 3억원 이하입니다"


MAPO = ToolResult(
    tool="market_data", status="ok", quality=0.9,
    summary="마포구 아파트 최근 12개월(2025-11~2026-10) 매매 거래 230건: 중위 11억 5,000만원 (㎡당 1,400만원), "
            "평균 12억 8,000만원, 최저 5억원~최고 30억원.",
    output=output_for("market_data", {
        "region": "마포구", "property_type": "APARTMENT", "period": {"start": "2025-11", "end": "2026-10"},
        "stats": {"SALE": {"count": 230, "median_manwon": 115_000, "mean_manwon": 128_000,
                           "min_manwon": 50_000, "max_manwon": 300_000}}}),
    sources=[Source(kind="market", title="MOLIT 실거래가", ref="마포구 아파트 2025-11~2026-10")])


def _english_answer(query: str, query_ko: str) -> str:
    entities = extract_entities(query_ko)
    entities = entities.model_copy(update={"extra": {**entities.extra, "language": "en", "query_ko": query_ko}})
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="시세",
                      tools=["market_data"])]
    return answer_for(query, [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[MAPO])],
                      steps, intent="시세조회", entities=entities, keywords=("시세",))["answer"]


def test_an_english_market_question_gets_an_english_first_sentence_leading_with_the_average():  # F48
    answer = _english_answer("What is the average apartment price in Mapo-gu, Seoul?", "서울 마포구 아파트 평균 시세")
    first = answer.split(" The details follow in Korean:")[0]
    assert first == ("Over 2025-11 to 2026-10, the average apartment sale price in 마포구 was about 1.28 billion won "
                     "(median about 1.15 billion won, 230 deals).")
    assert "The answer, in Korean" not in answer
    assert "12억 8,000만원" in answer  # the Korean answer follows


def test_without_average_the_median_leads_the_english_sentence():  # F48
    answer = _english_answer("How much are apartments in Mapo-gu?", "마포구 아파트 시세")
    assert answer.startswith("Over 2025-11 to 2026-10, the median apartment sale price in 마포구 was about 1.15 billion won "
                             "(average about 1.28 billion won, 230 deals).")


def test_the_strategy_reasoning_names_the_teams_in_korean():  # F46
    from holmes_orchestrator.domain.strategy import decide_strategy
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="시세",
                      tools=["market_data"]),
             PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                      task="분석", tools=["market_analysis"], depends_on=["step-1"])]
    assert decide_strategy(steps).reasoning == "의존 관계에 따라 검색팀 → 분석팀 순서로 실행합니다"
