"""Expert review 5's wrong verdicts (K01–K26), asked in our own words against the shipped 문답 corpus:
the card that answers and the verdict a user acts on."""

from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answer

DAY = date(2026, 11, 26)


def said(asked: str):
    return match_answer(read_answers()[1], [asked], DAY)


@pytest.mark.parametrize("asked, card, verdict", [
    # K01: 'X 말고 Y' contrasts, and '없던 일로 하다' is the card's own word for calling the deal off — neither
    # negates the claim, so a landlord handing back only the deposit still gets 아니요 (배액 상환)
    ("가계약금 말고 본계약금 2천 넣었는데, 주인이 계약을 없던 일로 하재요. 받은 계약금만 돌려주면 되는 거예요?", None, "아니요"),
    ("임대인이 계약을 취소하겠다는데 받은 계약금만 돌려주면 되는 건가요?", "civ-565-seller-return-only", "아니요"),
    # K04: a lease signed with the 위탁자 alone is not safe
    ("신탁 걸린 빌라인데 원래 주인하고 계약하면 문제없나요?", "rra-19-trust-settlor-lease", "아니요"),
    # K05: a fine question is not the damages card; not handing over the 공제증서 copy is fined
    ("부동산이 공제증서 사본을 안 주던데 이거 과태료 나오는 건가요?", "lra-30-certificate-fine", "네"),
    # K06: doing without what a card asks is required ("…있어야 하나요?") is the opposite claim
    ("확정일자 없어도 소액임차인이면 최우선변제 되나요?", "hla-8-no-fixed-date", "네"),
    ("집주인 동의 없이 친구한테 방 하나 쓰게 해도 되나요?", "civ-632-one-room", "네"),
    # K11: not signing after winning is no crime, but it costs the 통장 and the 재당첨 chance
    ("아파트 청약 붙었는데 계약 포기하면 처벌받아요?", "ha-54-decline-after-winning", "조건부"),
    # K12: the owner pays 장기수선충당금 (the tenant only gets back what he paid)
    ("장충금은 원래 세입자가 부담하는 거죠?", "ama-30-owner-pays", "아니요"),
    # K19: a mortgage registered the day after moving in ranks behind the tenant
    ("전입한 그다음날 주인이 대출 받아서 근저당 잡혔어요. 세입자가 선순위인가요?", "hla-3-next-day-mortgage", "네"),
    # K20: no 확정일자 does not mean nothing back; a tag question asks the claim it closes
    ("확정일자 안 받았으면 경매 넘어가도 하나도 못 받나요?", "hla-8-no-fixed-date-not-nothing", "아니요"),
    ("다가구 들어가는데 선순위 보증금 같은 건 확인 안 해도 되지 않아요?", "hla-3-7-prior-tenants", "아니요"),
    # K24: buying a Seoul apartment under the 10·15 허가구역 means living in it for 2 years
    ("강남 아파트 매수하면 2년 동안 실거주 해야 되는 거 맞나요?", "rtr-17-seoul-apartment-live-2y", "네"),
    # K25: a sale does not end the lease
    ("주인이 집 매각했대요. 제 계약은 어떻게 돼요?", "hla-3-sold-lease-continues", "네"),
    # K26: a repair the tenant paid for may be set off against the rent; a reason clause ('안 고쳐 줘서') is story
    ("주인이 안 고쳐줘서 제 돈으로 수리했는데 월세에서 차감해도 돼요?", "civ-626-deduct-from-rent", "네"),
    ("제가 직접 고쳤어요. 그 수리비를 월세에서 빼면 안 되나요?", "civ-626-deduct-from-rent", "아니요"),
])
def test_review_5s_wrong_verdicts_are_put_right(asked, card, verdict):
    answer = said(asked)
    assert answer is not None and answer.verdict == verdict, answer
    assert card is None or answer.id == card


def test_a_state_the_user_was_told_of_is_not_the_duty_card_turned():
    # K12: "보증 가입이 안 돼 있대요 … 의무 아니에요?" is the not-joined card (네, 과태료), not the duty card turned to 아니요
    answer = said("등록임대 집인데 보증보험 가입이 안되어 있다네요. 이거 주인 의무 아니에요?")
    assert answer is not None and answer.verdict == "네"


def test_the_mortgage_first_and_moving_in_the_next_day_is_not_the_tenant_first_card():
    # K19's neighbour: the same day, or the mortgage before, is not "the tenant comes first"
    for asked in ("전입신고 당일에 근저당이 잡혔으면 세입자가 먼저인가요?",
                  "근저당 잡힌 다음날 전입신고했는데 제가 먼저예요?"):
        answer = said(asked)
        assert answer is None or answer.id != "hla-3-next-day-mortgage", asked
