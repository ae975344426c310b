"""`holmes ask` prints what a user reads: the review in words, no scores (expert review F46)."""
from __future__ import annotations

import re

from holmes_cli.ask import render

SCORE = re.compile(r"\d\.\d|품질|신뢰도")


def test_the_review_is_said_in_words_and_its_scores_are_not_printed():
    done = render({"type": "execution_review_complete", "quality": 0.365, "confidence": 0.372,
                   "goal_achieved": True, "missing_information": []})
    assert done == "🔎 검토: 요청하신 내용을 확인했습니다"
    short = render({"type": "execution_review_complete", "quality": 1.0, "confidence": 0.8, "goal_achieved": False,
                    "missing_information": ["대출 상품: 결과 없음", "관련 법령: 응답 없음"]})
    assert short == "🔎 검토: 확인하지 못한 정보 2건 — 답변 끝의 '확인하지 못한 정보'를 보세요"
    plan = render({"type": "plan_ready", "intent": "법률상담", "confidence": 0.95, "keywords": ["보증금"],
                   "execution_steps": []})
    assert plan == "📋 의도: 법률상담 · 키워드: 보증금"
    assert not any(SCORE.search(x) for x in (done, short, plan))


def test_the_strategy_is_said_in_korean():
    line = render({"type": "execution_strategy_ready", "strategy": "sequential", "estimated_time": 3.0,
                   "reasoning": "의존 관계에 따라 검색팀 → 분석팀 순서로 실행합니다"})
    assert line == "⚙️  전략: 순차 실행 · 예상 3.0초 · 의존 관계에 따라 검색팀 → 분석팀 순서로 실행합니다"
