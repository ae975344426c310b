"""Expert review 7 (M08, M11), in our own words: who pays a registered landlord's guarantee fee is the law's split,
not a guarantee product; an English question keeps its story and its question apart in the Korean reading, and
"do I lose the down payment" reads as the 계약금 given up."""

from __future__ import annotations

import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import make_plan


@pytest.mark.parametrize("q", [
    "민간임대 아파트 사는데 집주인이 보증료를 저보고 다 부담하래요. 제가 내야 하나요?",
    "등록임대 사는데 임대보증금 보증 수수료 누가 얼마나 내는 거예요?",
])
def test_the_split_of_a_registered_landlords_guarantee_fee_is_the_laws(q):
    assert make_plan(q).intent == "법률상담", q


@pytest.mark.parametrize("q", [
    "HUG 전세보증보험 보증료 얼마예요?",  # the tenant's own guarantee product: its price is the product's
    "HUG 보증보험 가입 조건이 뭐예요",
])
def test_a_guarantee_product_asked_of_stays_a_product_question(q):
    assert make_plan(q).intent == "대출상담", q


def test_an_english_story_and_its_question_stay_apart_in_the_korean_reading():
    read = gloss("I gave a 10% deposit for a flat. If I back out before the interim payment, will I lose the deposit?",
                 sentences=True)
    story, asked = read.split("。", 1)
    assert "10%" in story and "10%" not in asked
    assert "포기" in asked and "중도금" in asked
    # the planner's own reading stays one run of words, as its rules were written for
    assert "。" not in gloss("I gave a 10% deposit for a flat. If I back out, will I lose the deposit?")
    q = "I gave a 10% deposit for a flat. If I back out before the interim payment, will I lose the deposit?"
    assert make_plan(q).entities.extra["query_ko"] == read


def test_losing_something_other_than_a_payment_is_not_a_forfeit():
    assert "포기" not in gloss("Will I lose my right to renew if I move out for a month?")
