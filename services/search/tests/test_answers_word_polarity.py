"""A card's 네/아니요 is said only when it answers the proposition asked (precision first: the rule without the word
beats a wrong word):
- "…안 써도 되나요?" leaves undone an act a card asking leave to do something neither names nor negates: its word is
  of another act (a card asking a duty, "…꼭 넣어야 하나요?", is asked the other way by leave to skip it in any verb);
- "…아닌 거지?" is the "it isn't X, right?" tag put on a clause;
- "무조건 …?" asks whether it holds always: a card's 네 that it may hold is no 'always' (its 아니요 still is one);
- '무료', '공짜', '무상' name a fee not paid: "돈 들어요?" asks "무료로 받을 수 있나요?" the other way."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked, card", [
    ("오피스텔분양광고에분양신고번호같은거안써도되나요", "bsa-5-report"),  # W101: the card asks of the order, not the number
    ("그 광고에 중개사무소 등록번호랑 대표 이름은 안 적어도 되는 거죠?", "lra-18-name-nonbroker"),
])
def test_leave_not_to_do_an_act_the_card_does_not_name_gets_the_rule_alone(said, asked, card):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == (card, ""), (asked, got and got.answer)
    assert not got.answer.startswith(("네", "아니요"))


@pytest.mark.parametrize("asked, card, verdict", [
    ("중개사가 확인·설명서를 안 줘도 되나요?", "lra-25-doc-not-give-ok", "아니요"),  # the card asks the skip itself
    ("분양 광고에 분양가격 안 적어도 되나요?", "bsa-6-ad-contents", "아니요"),  # …or the duty ("꼭 넣어야 하나요?")
    # W089: the refusal has its own card, which asks the skip itself
    ("입대의 회의록 보여달라 했더니 안 보여줌. 이거 안 보여줘도 되는 거야?", "ama-14-minutes-refuse", "아니요"),
])
def test_leave_not_to_do_what_the_card_asks_keeps_its_word(said, asked, card, verdict):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == (card, verdict), (asked, got and got.answer)


def test_it_isnt_x_right_put_on_a_clause_gets_the_rule_alone(said):
    got = said("윗집 러닝머신 소리는 직접충격소음 아닌 거지?")  # V119
    assert got is not None and (got.id, got.verdict) == ("fnr-2-exercise-equipment", ""), got and got.answer


def test_a_yes_is_no_always(said):
    got = said("공시가격 열람 기간에 의견 내면 무조건 반영되는 거지?")  # W107: "may submit" is no "always reflected"
    assert got is not None and (got.id, got.verdict) == ("repd-18-opinion", ""), got and got.answer
    no = said("집주인이 1년 계약했는데, 1년 지나면 무조건 나가야 하나요?")  # …but a no to it stands
    assert no is not None and (no.id, no.verdict) == ("hla-4-landlord-1year", "아니요")


@pytest.mark.parametrize("asked, verdict", [
    ("그럼 그 확정일자 받는 데 돈 들어요?", "네"),  # W023
    ("확정일자 받는 데 수수료 있어요?", "네"),
    ("확정일자 무료예요?", "아니요"),
    ("확정일자 공짜로 받을 수 있어요?", "아니요"),
])
def test_free_of_charge_is_a_fee_not_paid(said, asked, verdict):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == ("hld-7-fee", verdict), (asked, got and got.answer)
    assert got.answer.startswith(f"{verdict}, ") and "수수료를 냅니다" in got.answer
