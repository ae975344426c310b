"""Cards whose lead names the thing asked — a count, a share, a deadline, a basis, a claim — asked in our own words:
the card that answers, its verdict, and the words of the answer a user acts on (cards17)."""

from __future__ import annotations

import pytest

ASKED = [
    # 기본형건축비: a count asked is answered as a count, not only as two dates
    ("기본형건축비 고시는 일 년에 몇 번 있어요?", "asp-3-update", "연 2회"),
    ("기본형건축비는 언제 고시돼요?", "asp-3-when", "연 2회"),
    # 민간택지 택지비: its basis is the appraisal, not the price formula
    ("민간택지 상한제 택지비는 어떻게 산정하나요?", "asp-1-appraisal-yes", "감정평가"),
    ("분양가상한제 분양가는 땅값만으로 정해지나요?", "asp-1-not-land-only", "아니요"),
    ("분양가상한제에서 가산비가 뭔지 궁금해요", "asp-7-what-is-extra", "추가로 더해"),
    # 리모델링 허가 동의율 / 사전방문 기한
    ("단지 리모델링 허가에 소유자 동의 몇 퍼센트 받아야 돼요?", "ha-66-remodel-permit-consent", "75%"),
    ("새 아파트 사전방문은 입주 며칠 전에 하나요?", "ha-48-2-precheck-45days", "45일"),
    ("거주의무 위반하면 과태료만 물면 되는 거죠?", "ha-57-2-not-just-fine", "징역"),
    # 주택임대차: what the user must do or may claim
    ("갱신요구권 쓰면 몇 년 더 살아요?", "hla-6-3-two-years", "1회"),
    ("보증금을 3천 올려 줬는데 올린 돈도 보호받으려면 어떻게 하죠?", "hla-3-2-increase-protect", "확정일자"),
    ("집주인이 직접 들어와 산다더니 다른 세입자 들였어요. 뭘 청구하죠?", "hla-6-3-false-live", "손해를 배상"),
    ("묵시적 갱신된 집인데 지금 이사 나가면 남은 월세 다 내야 돼요?", "hla-6-2-no-rest-rent", "3개월"),
    ("집주인이 만료 3주 전에 문자로 나가 달래요 효력 있나요?", "hla-6-landlord-1month", "효력이 없습니다"),
    # 거래신고: who reports a deal without a broker, and by when a broker does
    ("부동산 안 끼고 직거래로 아파트 사면 실거래 신고 누가 해요?", "rtr-3-direct-deal-joint", "공동"),
    ("중개사무소 통해 매매했는데 실거래 신고 제가 직접 해야 하나요?", "rtr-3-broker-files", "30일"),
    # 등기부: which section a mortgage is in
    ("근저당권은 갑구랑 을구 중에 어디 있어요?", "rra-15-eulgu-which", "을구"),
    # 공인중개사법 / 민간임대 / 건축물분양법
    ("중개사가 확인설명서를 안 줬는데 괜찮은 건가요?", "lra-25-doc-must-give", "의무 위반"),
    ("등록임대 임대료 인상은 최대 몇 %까지예요?", "prh-44-how-much", "5%"),
    ("분양신고 안 하고 상가 분양하면 어떻게 돼요?", "bsa-9-correction-order", "불법"),
    ("개별공시지가는 언제 기준일로 매겨요?", "repd-3-land-base-date", "1월 1일"),
    ("셀프로 매매 소유권이전등기할 때 필요한 서류 알려주세요", "rra-24-self-registration-docs", "매매계약서"),
    # a conditional card says both sides of its condition
    ("세입자가 갱신 요구했는데 집을 산 사람이 실거주하면 거절 가능해요?", "hla-6-3-buyer-live", "거절할 수 없습니다"),
]


@pytest.mark.parametrize(("asked", "card", "words"), ASKED)
def test_the_card_answering_names_the_thing_asked(said, asked, card, words):
    found = said(asked)
    assert found is not None and found.id == card
    assert words in found.answer


@pytest.mark.parametrize("asked", [
    "집주인이 만료 한 달 전에 나가라는데 카톡으로 보냈어요. 이거 효력 있어요?",  # late whatever the medium
])
def test_a_late_landlord_notice_is_answered_by_its_timing(said, asked):
    assert said(asked).id == "hla-6-landlord-1month"


def test_neighbours_keep_their_cards(said):
    # a mediated sale is still the broker's to report, a same-terms renewal still needs no new 확정일자
    assert said("부동산 통해서 집 샀는데 실거래 신고 제가 해야 돼요?").id == "rtr-3-broker-files"
    assert said("보증금 그대로 재계약하면 확정일자 다시 받아야 하나요?").id == "hla-3-2-renew-same"
    assert said("분양가상한제 분양가는 어떻게 정해져요?").id == "asp-1-formula"
    assert said("임대사업자 집 재계약 때 5% 넘게 올려도 되나요?").id == "prh-44-5pct-cap"


def test_moving_on_the_application_alone_is_answered_no_even_without_the_word(said):
    # the two cards on moving before the lease registration is entered both say no; said without their word
    # ("…유지되죠?" asks another predicate), the rule itself still says it is lost
    found = said("임차권등기명령 신청만 하고 이사해도 대항력 유지돼요?")
    assert found is not None and found.verdict in ("아니요", "")
    assert "않습니다" in found.answer
