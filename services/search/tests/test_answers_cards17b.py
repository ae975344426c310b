"""문답 cards for questions whose lead came from a neighbouring article (cards17b): 하자심사·분쟁조정위원회
(공동주택관리법 §39, not 주임법 §14's 임대차 조정위원회), 생활숙박시설 몇 실 (건축물분양법, not 주임법 §11's
일시사용), 등기사항증명서는 관할 없이 어디서나, 입대의가 회의록을 안 보여줘도 되나 (the other party's refusal:
its own card, so the residents' right is not read backwards), 근저당은 을구, 개별공시지가는 시장·군수·구청장,
임차권등기는 법원이 촉탁, 중개사무소 개설등록은 등록관청, 등록임대 증액은 1년에 한 번, 수사 중에도 피해자 신청
— asked in our own words; the neighbouring questions keep their own cards."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked, card, verdict", [
    ("건설사가 하자를 안 고쳐주는데 하자분쟁조정위원회에 접수할 수 있어요?", "ama-39-apply-committee", "네"),
    ("생숙은 몇 실부터 건축물분양법 대상이에요?", "bsa-3-rooms-how-many", "네"),
    ("등본 떼려면 꼭 관할 등기소까지 가야 돼요?", "rra-19-any-office", "아니요"),
    ("관리사무소에 입대의 회의록 달라고 했는데 안 보여줘도 되는 거예요?", "ama-14-minutes-refuse", "아니요"),
    ("등기사항증명서에서 근저당은 어디에 적혀 있어요?", "rra-15-where-mortgage", "네"),
    ("개별공시지가는 누가 정해요?", "repd-10-who-decides", "네"),
    ("임차권등기명령 인용 결정 나왔는데 등기는 제가 직접 해야 돼요?", "hla-3-3-court-registers", "아니요"),
    ("중개사무소 개설등록 신청은 어느 관청에 하나요?", "lra-9-where-apply", "네"),
    ("임대사업자 집 월세는 얼마마다 올릴 수 있어요?", "prh-44-how-often", "네"),
    ("수사가 안 끝났으면 전세사기 피해자 신청 못 하죠?", "jfv-3-no-investigation-needed", "아니요"),
    ("수사 중인데 전세사기 피해자 신청할 수 있나요?", "jfv-3-no-investigation-needed", "네"),
])
def test_the_card_and_its_verdict(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert got.id == card, (asked, got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


@pytest.mark.parametrize("asked, card", [
    ("입주민이 입주자대표회의 회의록을 볼 수 있나요?", "ama-14-minutes-open"),
    ("소유권이전등기는 어느 등기소에 신청하나요?", "rra-7-which-office"),
    ("근저당은 등기부 갑구와 을구 중 어디에 나오나요?", "rra-15-eulgu-which"),
    ("개별공시지가 이의신청은 어디에 하나요?", "repd-11-where"),
    ("임대사업자가 올린 지 1년도 안 돼서 또 올릴 수 있나요?", "prh-44-1year-no-reraise"),
    ("전세 보증금 분쟁인데 주택임대차분쟁조정위원회에 조정 신청할 수 있나요?", "hla-14-mediation"),
    ("에어비앤비 단기임대도 주택임대차보호법으로 보호받나요?", "hla-11-short-stay"),
])
def test_the_neighbouring_questions_keep_their_cards(said, asked, card):
    got = said(asked)
    assert got is not None and got.id == card, (asked, got and got.id)


def test_a_piece_of_a_message_gets_no_card_whose_opposite_case_the_message_names():
    """W069: the second question carries the first's subject; the filing card (unless 뗄) is not said for it."""
    from datetime import date

    from holmes_search.corpus.answers import read_answers
    from holmes_search.domain.answers import match_answers

    got = match_answers(read_answers()[1], ["등기사항증명서는 어디서 뗄 수 있어요? 꼭 관할 등기소 가야 하나요?"],
                        date(2026, 11, 27))
    assert [c.id for c in got] == ["rra-19-any-office"], [c.id for c in got]
    assert got[0].verdict == "아니요"
