"""A card met only through a question word ('언제', '어떻게') answers its own act's when or how, not another's:
"언제까지 신청해야 하나요?" is not "…결과는 언제 알려주나요?", "어떻게 구성돼 있나요?" not "…인터넷으로 뗄 수 있나요?"."""

from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answer

DAY = date(2026, 11, 27)
_, CARDS = read_answers()


def _card(q: str) -> str | None:
    c = match_answer(CARDS, [q], DAY)
    return c.id if c else None


@pytest.mark.parametrize("asked, not_card", [
    ("표준지 공시지가에 이의 있으면 언제까지 신청하면 돼요?", "repd-18-objection-result"),
    ("등기부등본은 어떻게 구성돼 있어요?", "rra-19-online-view"),
])
def test_a_question_word_asking_of_another_act_matches_no_card(asked, not_card):
    assert _card(asked) != not_card


@pytest.mark.parametrize("asked, card", [
    ("공시가격 이의신청하면 결과는 언제 나와요?", "repd-18-objection-result"),
    ("공시지가 이의신청하면 언제 통지해줘요?", "repd-18-objection-result"),  # the act is a key of the card
    ("등기부등본 어디서 떼요?", "rra-19-online-view"),
    ("등기부등본 어떻게 발급받나요?", "rra-19-online-view"),  # the card's answer does it: 발급받을 수 있고
])
def test_the_cards_own_act_asked_still_matches(asked, card):
    assert _card(asked) == card
