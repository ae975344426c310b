"""Expert review 7's questions without a verdict (M07, M09), and their neighbours, asked in our own words against
the shipped 문답 corpus: the card that answers and the verdict a user acts on."""

from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import asked_apart, match_answers

DAY = date(2026, 11, 27)


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
def test_review7_questions_get_their_card(said, asked, card, verdict):
    found = said(asked)
    assert found is not None and (found.id, found.verdict) == (card, verdict)


@pytest.mark.parametrize("asked", [
    # a consequence asked of the assistant's posing is not whether he may: no 네/아니요 from that card
    "중개보조원이 공인중개사 행세하면 신고할 수 있어요?",
    "실장이 공인중개사라고 속였으면 벌금 나와요?",
])
def test_a_consequence_of_posing_is_not_the_posing_cards_question(said, asked):
    found = said(asked)
    assert found is None or found.id != "lra-18-4-assistant-poses-as-realtor"


@pytest.mark.parametrize("asked", [
    # the must-disclose card's 아니요 ("not all right") is no answer to a consequence asked of the same silence
    "실장이 보조원이라고 안 알려줬어요. 과태료 나와요?",
    "집 보여준 사람이 보조원인 걸 숨겼는데 신고할 수 있어요?",
])
def test_a_consequence_of_an_assistants_silence_gets_no_word_from_the_duty_card(said, asked):
    found = said(asked)
    assert found is None or found.id != "lra-18-4-assistant-must-disclose"


@pytest.mark.parametrize("asked, card, verdict", [
    # M08: the tenant of a registered landlord pays a quarter of the guarantee fee, never all of it
    ("매입임대 집에 살고 있는데 보증수수료를 세입자가 100% 내라고 해요. 제가 전부 부담해야 하나요?",
     "prh-49-fee-not-all-tenant", "아니요"),
    ("임대보증금 보증수수료를 세입자도 내나요?", "prh-49-fee-split", "네"),
    # M10's first half, said as staying on and as not leaving: the one rule, each its own card, both a yes
    ("전세 끝났는데 보증금을 못 받았어요. 받을 때까지 계속 살아도 돼요?", "civ-536-keep-living-until-deposit", "네"),
    ("만기 됐는데 집주인이 보증금을 안 줘요. 집 안 비워도 되나요?", "civ-536-stay-until-deposit", "네"),
    # M10's second half: after the end, unpaid, the 임차권등기명령 is the tenant's own
    ("계약 만료됐는데 보증금을 못 돌려받았어요. 임차권등기명령 신청할 수 있어요?", "hla-3-3-after-end-unpaid", "네"),
])
def test_review7_cards_in_other_words(said, asked, card, verdict):
    found = said(asked)
    assert found is not None and (found.id, found.verdict) == (card, verdict)


def test_a_sentence_put_with_a_question_mark_asks_whatever_its_ending(said):
    # '…할 수 있어요?' ends as a past '…었어요' does: it is the question, not the story told before it
    found = said("만기가 지났는데 주인이 보증금을 안 줘요. 임차권등기명령도 신청할 수 있어요?")
    assert found is not None and (found.id, found.verdict) == ("hla-3-3-after-end-unpaid", "네")


def test_two_questions_in_one_message_get_a_card_each_in_the_order_asked():
    asked = "전세 만기가 지났는데 집주인이 전세금을 못 준대요. 받을 때까지 계속 살아도 되죠? 그리고 임차권등기명령도 신청할 수 있나요?"
    found = match_answers(read_answers()[1], [asked, asked], DAY)
    assert [(c.id, c.verdict) for c in found] == [("civ-536-keep-living-until-deposit", "네"),
                                                  ("hla-3-3-after-end-unpaid", "네")]


def test_the_story_goes_with_each_question_and_one_question_stays_one(said):
    assert asked_apart("보증금을 안 줘요. 살아도 되죠? 그리고 등기도 되나요?") == [
        "보증금을 안 줘요. 살아도 되죠?", "보증금을 안 줘요. 그리고 등기도 되나요?"]
    assert asked_apart("보증금을 안 줘요. 계속 살아도 되죠?") == []
    one = "계약 끝났는데 보증금을 못 받았어요. 임차권등기명령 신청할 수 있어요?"
    assert [c.id for c in match_answers(read_answers()[1], [one], DAY)] == [said(one).id]


@pytest.mark.parametrize("asked", [
    "매도인이 계약을 해제하면 제가 낸 계약금 날리나요?",  # the seller calling it off pays it back double
    "집주인이 계약금 포기하고 해제할 수 있어요?",
])
def test_the_buyers_forfeit_is_not_the_answer_when_the_other_side_cancels(said, asked):
    found = said(asked)
    assert found is None or found.id != "civ-565-buyer-forfeit"
