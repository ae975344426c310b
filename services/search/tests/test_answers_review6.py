"""Expert review 6's questions without a verdict (L07–L16), and their neighbours, asked in our own words against
the shipped 문답 corpus: the card that answers and the verdict a user acts on, in both polarities."""

from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answer

DAY = date(2026, 11, 26)


def said(asked: str):
    return match_answer(read_answers()[1], [asked], DAY)


@pytest.mark.parametrize("asked, card, verdict", [
    # L07: what not living in a 분양가상한제 home brings is the penalty card, not the duty to live there
    ("분상제 당첨된 집 거주의무 어기면 불이익 있어요?", "ha-57-2-penalty", "조건부"),
    ("분양가상한제 아파트는 당첨되면 직접 들어가 살아야 해요?", "ha-57-2-must-live", "네"),
    # L08: a 민간택지 home is capped where the minister designates the area (주택법 제57조·제58조)
    ("재건축 아파트 같은 민간택지도 분양가상한제 대상이 될 수 있나요?", "ha-58-private-land-can-apply", "네"),
    ("분상제는 공공택지에만 적용되는 거죠?", "ha-57-public-land-only", "아니요"),
    # L09: a deal called off with no fault of the broker still owes the fee (공인중개사법 제32조 ① 단서)
    ("매수자가 마음이 바뀌어서 계약이 파기됐어요. 중개사는 잘못 없는데 복비 내야 하나요?",
     "lra-32-cancelled-no-broker-fault", "네"),
    ("중개사 과실은 없는데 계약이 해제됐으니 중개수수료 안 내도 되죠?", "lra-32-cancelled-no-broker-fault", "아니요"),
    ("부동산이 설명을 잘못해서 계약이 취소됐는데도 중개보수를 줘야 하나요?", "lra-32-cancelled-broker-fault", "아니요"),
    # L10: a broker selling his own home is a party, not a broker — not in itself a 직접거래
    ("공인중개사가 자기 소유 아파트를 저한테 판다는데 이거 불법이에요?", "lra-33-broker-sells-own-home", "아니요"),
    ("부동산 사장님이 본인 명의로 된 집을 직접 판대요. 문제없는 거 맞죠?", "lra-33-broker-sells-own-home", "네"),
    ("중개 맡긴 집을 중개사가 자기가 사겠다는데 괜찮아요?", "lra-33-broker-buys-direct", "아니요"),
    # L11: what the tenant attached is taken away on leaving (민법 제654조·제615조), or sold to the landlord (제646조)
    ("주인 허락받고 단 블라인드 이사할 때 철거해야 돼요?", "civ-654-remove-own-fixture", "네"),
    ("집주인이 에어컨은 두고 나가래요. 꼭 두고 가야 하나요?", "civ-654-landlord-wants-left", "아니요"),
    ("동의받고 단 식기세척기 그냥 두고 나가도 되나요?", "civ-654-leave-fixture-behind", "조건부"),
    # L12: a 분양권 sold in the restriction period is no void contract, but a crime and a cancelled supply
    ("전매제한 기간에 분양권 사고팔면 그 매매계약은 무효가 되나요?", "ha-64-resale-not-void", "아니요"),
    ("전매제한 걸린 분양권 거래해도 계약 효력은 있어요?", "ha-64-resale-not-void", "네"),
    ("전매제한 기간에 분양권 팔다 걸리면 처벌받아요?", "ha-64-illegal-resale-penalty", "네"),
    # L13: an honest 부적격 당첨 bars new wins for a while (주택공급에 관한 규칙 제58조 ③), not 10 years
    ("가점 계산을 잘못해서 부적격 당첨 됐어요. 다음 청약 넣는 데 제한 있나요?", "hsr-58-ineligible-next", "네"),
    ("부적격 처리되면 청약통장 다시 살아나요?", "hsr-58-ineligible-account-back", "네"),
    ("청약 가점 착각해서 부적격 나왔는데 이거 형사처벌 받아요?", "hsr-58-ineligible-not-crime", "아니요"),
    # L14: a win in a 투기과열지구 bars the household for 10 years (규칙 제54조); an unregulated one does not
    ("강남 분양 당첨되면 재당첨 제한 걸려요?", "hsr-54-rewin-regulated", "네"),
    ("비규제지역 민영 아파트 당첨되면 재당첨 제한 있어요?", "hsr-54-rewin-unregulated", "아니요"),
    # L15: a 세대원 is 1순위 outside the regulated areas only (규칙 제27조·제28조)
    ("세대주 아닌데 청약 1순위 가능해요?", "hsr-28-not-householder-first", "조건부"),
    ("서울 사는 세대원도 민영 1순위 되나요?", "hsr-28-seoul-member-not-first", "아니요"),
    ("지방 비규제 아파트는 세대원이어도 1순위 될 수 있죠?", "hsr-28-unregulated-member-first", "네"),
    # L16: no 확정일자, no 우선변제 (주택임대차보호법 제3조의2 ②) — 대항력 and 최우선변제 stay
    ("확정일자 없으면 우선변제권은 안 생기는 거죠?", "hla-3-2-no-fixed-date-no-priority", "네"),
    ("확정일자 안 받았으면 우선변제 못 받는 거 맞아요?", "hla-3-2-no-fixed-date-no-priority", "네"),
    ("전입만 하고 확정일자 안 받았어요. 대항력은 있는 거예요?", "hla-3-no-fixed-date-still-opposable", "네"),
    ("확정일자 없어도 소액임차인이면 최우선변제 되나요?", "hla-8-no-fixed-date", "네"),
])
def test_review_6s_questions_without_a_verdict_get_one(asked, card, verdict):
    answer = said(asked)
    assert answer is not None and answer.id == card, (asked, answer and answer.id)
    assert (answer.decided or answer.verdict) == verdict, answer


@pytest.mark.parametrize("asked", [
    # '안 받아도 … 되나요' (a permission) and '안 받으면 … 못 받나요' count one negation each yet ask opposite
    # claims: the 확정일자 cards leave the concessive form to no card rather than risk the wrong word
    "확정일자 안 받아도 우선변제 되나요?",
    "확정일자 없어도 우선변제 받을 수 있나요?",
])
def test_a_concessive_ask_never_gets_the_opposite_word(asked):
    answer = said(asked)
    assert answer is None or (answer.decided or answer.verdict) != "네", answer
