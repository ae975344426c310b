"""A card asking whether an act is sanctioned ("…더 받으면 처벌받나요?", "…광고는 불법인가요?") is asked the same
fact by "불법이죠?" and by the tag question "불법 아닌가요?": 불법 negates a permission ("받아도 되나요?"), not a
sanction. "불법 아니죠?" (the user says it is not) gets no word; a card's own question holds no incidental
negation ("없는 매물") that would turn every user's claim."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked, card, verdict", [
    ("중개사가 복비를 법정보다 더 받는 건 불법이죠?", "lra-33-excess-fee-crime", "네"),
    ("복비 초과로 받으면 불법 아닌가요?", "lra-33-excess-fee-crime", "네"),
    ("중개사가 한도 넘게 복비 받으면 처벌받나요?", "lra-33-excess-fee-crime", "네"),
    # the permission: 불법 is its negation, and the refund card does not answer it
    ("중개사가 법정 한도보다 복비 더 받아도 되나요?", "lra-33-excess-fee-not-allowed", "아니요"),
    ("복비 법정보다 더 줬는데 돌려받을 수 있어요?", "lra-33-excess-fee-refund", "네"),
    ("미끼매물 광고는 불법이죠?", "lra-18-2-fake-listing", "네"),
    ("이미 나간 집으로 광고하는 거 불법 아닌가요?", "lra-18-2-fake-listing", "네"),
    ("미끼매물로 광고하면 과태료 나오나요?", "lra-18-2-fake-listing", "네"),
    # the permission has its own card, as the excess fee's has
    ("허위매물 올려도 괜찮나요?", "lra-18-2-fake-listing-ok", "아니요"),
])
def test_a_sanction_asked_either_way_gets_the_same_word(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert (got.id, got.verdict) == (card, verdict), (asked, got.id, got.answer)


def test_a_user_saying_it_is_not_illegal_gets_no_word(said):
    got = said("복비를 법정보다 더 받아도 불법 아니죠?")
    assert got is None or got.verdict in ("", "조건부") or got.id == "lra-33-excess-fee-not-allowed", got
