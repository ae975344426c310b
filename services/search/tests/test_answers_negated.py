"""No wrong 네/아니요 on negated, "only" and "is it OK" asks (review 7, M01–M06). Precision first: when the
card's word cannot be read soundly off the user's claim, the card's rule leads WITHOUT a word (verdict '').
Asked in our own words against the shipped corpus; the review's sentences are not copied here.
"""

from __future__ import annotations

import pytest

from holmes_search.domain.answers import restricts


@pytest.mark.parametrize(
    "asked, card_id",
    [
        # an act left undone as the condition of another ('…안 하고 나가도'): the card's "no" to doing less is no
        # "yes" to doing nothing — the rule, no word (주택임대차보호법 / 부동산등기법)
        ("임차권등기명령 신청 안 하고 이사 가도 되나요?", "rra-74-lease-reg-before-moving"),
        # "is what happened all right?" against a card asking the duty (공인중개사법)
        ("계약서에 중개사 도장은 찍혀 있는데 서명이 빠졌어요. 괜찮은 건가요?", "lra-26-sign-seal"),
        # "only X?" against a card asking of X alone (주택공급에 관한 규칙)
        ("재당첨 제한은 분양가상한제 주택 당첨자만 해당되는 거죠?", "hsr-54-rewin-regulated"),
        # a condition told with '안 …고' in a duty question: the card may put it the other way (거래신고법)
        ("월세 금액 안 바꾸고 갱신만 하는데 임대차 신고 또 해야 하나요?", "rtr-6-2-renewal-same-amount"),
    ],
)
def test_a_word_that_cannot_be_read_soundly_is_not_said(said, asked, card_id):
    answer = said(asked)
    assert answer is not None and answer.id == card_id, answer
    assert answer.verdict == "", answer.answer
    assert not answer.answer.startswith(("네", "아니요")), answer.answer


@pytest.mark.parametrize(
    "asked, card_id, verdict",
    [
        # the other polarity of the same asks still gets its word
        ("중개사가 계약서에 서명 날인 둘 다 해야 하나요?", "lra-26-sign-seal", "네"),
        ("투기과열지구 청약 당첨되면 재당첨 제한 걸리나요?", "hsr-54-rewin-regulated", "네"),
        # both leave the 전입 undone, however each puts it: the same polarity, no flip (민법 / 부동산등기법)
        ("전세권 등기해두면 주민등록 안 옮겨도 되나요?", "rra-72-jeonse-right-no-move-in", "네"),
        ("전세권 등기했는데 전입신고도 꼭 해야 하나요?", "civ-303-no-move-in", "아니요"),
        # a condition told with '안 …고' beside the claim's own negation is no negation of the claim, and a
        # renewal at the same amount is the renewal card's (부동산 거래신고 등에 관한 법률 제6조의2 ① 단서)
        ("보증금 월세 안 바꾸고 재계약만 했는데 임대차 신고 안 해도 되나요?", "rtr-6-2-renewal-same-amount", "네"),
        ("전세 금액은 그대로 두고 재계약했어요. 전월세 신고 다시 해야 해요?", "rtr-6-2-renewal-same-amount", "아니요"),
        # a fault denied ('잘못 없이') is the case, not an act left undone: "안 내도 되죠?" is still turned
        ("중개사 잘못은 없었는데 계약이 깨졌어요. 복비 안 줘도 되는 거죠?", "lra-32-cancelled-no-broker-fault", "아니요"),
    ],
)
def test_the_same_act_in_either_polarity_keeps_its_word(said, asked, card_id, verdict):
    answer = said(asked)
    assert answer is not None and answer.id == card_id, answer
    assert answer.verdict == verdict, answer.answer


def test_a_figure_told_in_the_story_does_not_pick_the_card_on_that_figure(said):
    # the user's own 5% is his case; he asks whether forfeiting the deposit ends the sale (민법 제565조)
    answer = said("계약금 5% 넣었는데 하루 지나서 마음이 바뀌었어요. 계약금 날리면 해약되나요?")
    assert answer is not None and answer.id == "civ-565-buyer-forfeit", answer
    # …and the card on the amount, if it is all there is, gives no word on the act asked
    answer = said("매수하기로 하고 계약금 10% 입금했는데 후회돼요. 계약금 포기해야만 계약 깰 수 있는 건가요?")
    assert answer is None or answer.id != "civ-565-amount-not-fixed" or answer.verdict == "", answer


@pytest.mark.parametrize(
    "text, only",
    [
        ("임대인만책임지는거맞죠", True),
        ("1순위만청약할수있나요", True),
        ("일부만받았는데신청되나요", False),  # a story clause going on
        ("서명만한계약서도효력있어요", False),  # describes the thing
        ("천만원이면되나요", False),
        ("만기전에나가도되나요", False),
        ("살만한집인가요", False),
        ("송달이돼야만효력이생기나요", False),  # '…야만': a necessary condition, no class restricted
    ],
)
def test_only_is_read_in_the_clause_asked(text, only):
    assert restricts(text) is only
