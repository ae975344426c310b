"""Blind set 10's legal misses by their general causes, asked in our own words against the shipped 문답 corpus:
the card that answers and the verdict a user acts on, in both polarities.

Causes: a card whose figure the user's own reading differs from (최고소음도 한 번), a card whose threshold did not
decide the duty (회계감사, 300세대), a broader neighbour outranking the card asked (묵시적 갱신 under arrears,
관리비 공개, 쌍방대리, 손해배상, 보증보험), hearsay read as the story ("…안 해도 된다는데 맞나요?"), and topics with
no card (건축물분양법 설계변경 동의, 해지 통지 뒤 3개월의 월세, 개별주택가격을 정하는 이)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked, card, verdict", [
    # a peak over the limit once is no breach (규칙 제3조 별표 비고: 1시간에 3회), whatever the reading
    ("새벽에 윗집 쿵 소리가 최고 60dB 한 번 찍혔는데 이걸로 기준 초과 맞죠?", "fnr-3-max-count", "아니요"),
    ("낮에 최고소음도 59dB이 딱 한 번 나왔는데 층간소음 기준 위반인가요?", "fnr-3-max-count", "아니요"),
    # 회계감사 is owed unless the residents consent in writing (공동주택관리법 제26조 ①)
    ("450세대 아파트인데 회계감사 꼭 받아야 하나요?", "ama-26-audit", "네"),
    ("우리 아파트 150세대라 회계감사 생략해도 된다던데 맞아요?", "ama-26-audit-skip", "아니요"),
    ("소규모 단지는 외부 회계감사 안 받아도 되는 거죠?", "ama-26-audit", "아니요"),
    ("우리 단지 입주민 과반수가 서면 동의하면 회계감사 안 받아도 돼요?", "ama-26-audit-consent", "조건부"),
    # the duty to publish the 관리비 breakdown, asked as hearsay that it is not owed
    ("관리비 항목별 내역을 홈페이지에 안 올려도 된다는데 사실인가요?", "ama-23-disclose", "아니요"),
    ("관리사무소가 관리비 명세를 꼭 공개해야 하나요?", "ama-23-disclose", "네"),
    # 묵시적 갱신 does not reach a tenant 2기 in arrears (주택임대차보호법 제6조 ③)
    ("월세 석 달 밀렸는데 계약 끝날 때 주인이 조용하면 자동연장 되는 거죠?", "hla-6-arrears-no-implied", "아니요"),
    ("월세 두 달 연체하면 묵시적 갱신이 안 되는 거 맞죠?", "hla-6-arrears-no-implied", "네"),
    # rent runs until the notice takes effect 3 months on (제6조의2 ②)
    ("해지 통보하고 석 달 동안은 월세 내야 하나요?", "hla-6-2-rent-until-effective", "네"),
    ("나가겠다고 통지했으면 3개월 기다리는 동안 월세는 안 내도 되죠?", "hla-6-2-rent-until-effective", "아니요"),
    # 건축물분양법: a material design change needs every buyer's consent, a minor one only notice
    ("생활숙박시설 분양받았는데 시공사가 호실 배치를 맘대로 바꾼대요. 계약자들 동의 안 받아도 돼요?",
     "bsa-7-consent-needed", "아니요"),
    ("분양받은 상가 면적을 줄이려면 시행사가 우리 동의를 받아야 하나요?", "bsa-7-consent-needed", "네"),
    ("오피스텔 시행사가 경미한 변경이라 동의 없이 해도 된대요 맞나요?", "bsa-7-minor-change", "네"),
    # 쌍방대리 is forbidden (공인중개사법 제33조 ① 6호); the seal card does not tie with it
    ("부동산 사장님이 집주인 대리인 겸 제 대리인으로 계약서에 도장 찍겠대요 괜찮나요?", "lra-33-dual-agency", "아니요"),
    # 손해배상 is asked, not the fine (제30조 against 제51조)
    ("중개사가 확인설명서에 하자를 안 적어서 손해 봤어요. 중개사한테 배상받을 수 있어요?", "lra-30-broker-damages", "네"),
    # 임대보증금 보증 is owed by the registered landlord (민간임대주택법 제49조)
    ("등록임대사업자 집주인이 보증보험 가입 안 해도 된다고 하네요 맞나요?", "prh-49-not-optional", "아니요"),
    ("임대사업자는 보증보험 꼭 들어야 하나요?", "prh-49-guarantee-mandatory", "네"),
    ("소액 보증금이면 임대사업자 보증보험 면제되나요?", "prh-49-small-deposit-exempt", "조건부"),
])
def test_the_card_and_its_verdict(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert got.id == card, (asked, got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


def test_who_sets_a_detached_houses_price_is_answered_in_korean_and_english(said):
    for asked in ("단독주택 공시가격은 누가 정해요?", "Who decides the official price of a 단독주택?"):
        got = said(asked)
        assert got is not None and got.id == "repd-17-who-sets-house", asked
        assert "시장·군수·구청장" in got.answer


def test_the_households_count_tells_which_share_of_consent_without_lifting_the_duty(said):
    got = said("200세대 단지인데 회계감사 안 받아도 돼요?")
    assert got is not None and got.id == "ama-26-audit"
    assert got.decided == "아니요" and any("200" in i for i in got.inputs)


@pytest.mark.parametrize("asked", [
    # a tenant's arrears ask the 2기 rule, not the silent landlord's renewal
    "두 달치 월세를 못 냈는데 집주인이 만료 전에 아무 말 안 하면 자동으로 연장되나요?",
])
def test_the_silent_landlord_card_leaves_arrears_to_their_own(said, asked):
    got = said(asked)
    assert got is None or got.id != "hla-6-landlord-silent"


@pytest.mark.parametrize("asked, card, verdict", [
    # the 등가소음도 bounds (규칙 제3조 별표) decide any reading the user gives, both ways
    ("윗집 발소리 낮에 1분 평균 42dB이면 기준 넘은 거죠?", "fnr-3-day-over", "네"),
    ("낮에 애들 뛰는 소리 등가소음도 37dB 나왔는데 기준 초과인가요?", "fnr-3-day-over", "아니요"),
    ("새벽 1시에 발망치 등가 33dB인데 기준 넘었나요?", "fnr-3-37-night-over", "아니요"),
    ("밤에 TV 소리 5분 평균 42dB 나왔는데 기준 초과예요?", "fnr-3-tv-night-over", "네"),
    ("낮에 옆집 음악 소리 5분 평균 43dB이면 기준 넘나요?", "fnr-3-tv-day-over", "아니요"),
    # 건축물분양법: the scope by size, the order of report and ad, the ad's contents, the frame-work route
    ("오피스텔 50실짜리 분양하는데 분양신고 대상이에요?", "bsa-3-officetel-rooms", "네"),
    ("분양신고는 분양광고 전에 해야 하나요?", "bsa-5-before-ad", "네"),
    ("오피스텔 분양 광고 먼저 하고 신고는 나중에 해도 돼요?", "bsa-5-report", "아니요"),
    ("분양 광고에 분양가격 안 적어도 되나요?", "bsa-6-ad-contents", "아니요"),
    ("골조공사 3분의2 끝나면 보증 없이 분양할 수 있나요?", "bsa-4-frame-two-thirds", "조건부"),
    ("오피스텔 분양은 규모와 상관없이 모두 건축물분양법 적용 대상인가요?", "bsa-3-scope", "아니요"),
])
def test_topic_cards_by_their_rule(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert got.id == card, (asked, got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


def test_a_peak_reading_is_not_weighed_against_the_average_bounds(said):
    got = said("밤에 윗집 쿵 소리 최고 45dB 나왔는데 기준 초과인가요?")
    assert got is None or got.id not in ("fnr-3-37-night-over", "fnr-3-day-over")
