"""Expert review 7's questions without a verdict (M07, M09), and their neighbours, asked in our own words against
the shipped 문답 corpus: the card that answers and the verdict a user acts on."""

from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answer

DAY = date(2026, 11, 27)


def said(asked: str):
    return match_answer(read_answers()[1], [asked], DAY)


@pytest.mark.parametrize("asked, card, verdict", [
    # M07: an assistant calling himself 공인중개사 breaks 제18조의4 and 제8조 — not a question of the 5배 cap
    ("부동산 실장님이 자기가 공인중개사라고 했는데 알고 보니 보조원이래요. 이거 불법 아닌가요?",
     "lra-18-4-assistant-poses-as-realtor", "네"),
    ("중개보조원이 공인중개사인 것처럼 행세해도 되는 거예요?", "lra-18-4-assistant-poses-as-realtor", "아니요"),
    # …its neighbours keep their own cards
    ("집 보여준 직원이 보조원이란 말을 안 했어요 괜찮나요?", "lra-18-4-assistant-must-disclose", "아니요"),
    ("중개보조원이 계약서 써도 돼요?", "lra-2-assistant-cannot-contract", "아니요"),
    # M09: "신청은 누구한테?" asks where the application goes; "누가 결정?" who decides it
    ("전세사기 피해자 인정 신청 누구에게 하면 돼요?", "jfv-12-where-open", "네"),
    ("전세사기 피해자 결정은 누가 해 주는 거예요?", "jfv-14-who-decides", "네"),
])
def test_review7_questions_get_their_card(asked, card, verdict):
    found = said(asked)
    assert found is not None and (found.id, found.verdict) == (card, verdict)


@pytest.mark.parametrize("asked", [
    # a consequence asked of the assistant's posing is not whether he may: no 네/아니요 from that card
    "중개보조원이 공인중개사 행세하면 신고할 수 있어요?",
    "실장이 공인중개사라고 속였으면 벌금 나와요?",
])
def test_a_consequence_of_posing_is_not_the_posing_cards_question(asked):
    found = said(asked)
    assert found is None or found.id != "lra-18-4-assistant-poses-as-realtor"
