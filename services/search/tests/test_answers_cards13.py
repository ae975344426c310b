"""문답 cards for verdict questions that got no card or another law's (cards13): 분양사업자 부도와 분양계약 해제,
신탁·분양보증 없는 선분양, 분양신고 수리 전 계약, 입주자대표회의 4명, 분양가를 건설사가 정하나, 상한제 분양가와 시세
비율, 수도권 비규제 분양권 전매, 거주의무 아파트 입주 전 전세, 원상복구 특약과 유익비, 등기한 전세권의 법정갱신, 30일
넘긴 실거래 신고, 서울 아파트 갭투자, 새 세입자 인상률, 외국인 등기, 피해자 결정과 소송, 관리사무소와 장충금, 중소기업
직원 숙소의 대항력, 연락 끊긴 매도인, 주요 내용을 정한 가계약, 자청한 초과
보수 — asked in our own words; the neighbouring questions keep their own cards."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked, card, verdict", [
    # 건축물분양법: 부도·파산이면 해제하고 분양보증·신탁으로 돌려받는다
    ("상가 분양받았는데 시행사가 파산하면 계약금 돌려받을 수 있어요?", "bsa-4-bankrupt-cancel", "네"),
    ("오피스텔 분양사업자가 부도났어요. 분양계약 해약 가능한가요?", "bsa-4-bankrupt-cancel", "네"),
    # 신탁·분양보증 없는 선분양: 골조 3분의 2와 연대보증에 달려 있다 (네/아니요를 말하지 않는다)
    ("분양보증도 신탁도 안 받고 오피스텔 분양해도 되나요?", "bsa-4-no-guarantee-presale", "조건부"),
    ("시행사가 신탁도 없고 분양보증도 없대요 이거 괜찮은 분양이에요?", "bsa-4-no-guarantee-presale", "조건부"),
    ("분양신고 수리 전에 상가 분양계약 먼저 해도 돼요?", "bsa-5-contract-before-acceptance", "아니요"),
    # 입주자대표회의는 4명 이상
    ("입대의를 동대표 두 명으로 꾸려도 돼요?", "ama-14-min-four", "아니요"),
    ("동대표 세 명으로 입주자대표회의 해도 괜찮나요?", "ama-14-min-four", "아니요"),
    # 분양가: 상한제면 심사위원회, 아니면 사업주체가 정해 승인 — 시세 비율이 아니다
    ("아파트 분양가는 시행사가 알아서 정하는 거죠?", "ha-59-builder-sets-price", "조건부"),
    ("분상제 분양가는 주변 시세의 70프로로 매기는 거 아니에요?", "asp-1-not-market-ratio", "아니요"),
    # 수도권 비규제 민간택지 분양권: 과밀억제권역 1년, 그 밖 6개월
    ("경기도 비규제지역 아파트 분양권 지금 팔 수 있어요?", "ha-64-resale-metro-unregulated", "조건부"),
    # 거주의무: 입주가능일부터 3년 안에 들어가면 되니 그 전에 전세 한 번
    ("실거주의무 있는 아파트 입주 안 하고 전세부터 놔도 되나요?", "ha-57-2-lease-first-not-moving-in", "네"),
    # 원상복구 특약이 있으면 유익비를 청구하지 못한다
    ("원상복구 조건으로 계약했는데 제가 돈 들인 중문 공사비 청구할 수 있어요?", "civ-626-restore-clause", "아니요"),
    # 등기한 전세권은 민법 제312조 제4항으로 갱신된다
    ("전세권 설정한 집인데 집주인이 아무 말 안 하면 자동으로 갱신되나요?", "civ-312-legal-renewal-silent", "네"),
    # 연체한 세입자: 묵시적 갱신 횟수가 아니다
    ("월세 두 번 밀렸는데 묵시적 갱신 되나요?", "hla-6-arrears-no-implied", "아니요"),
    # 실거래 신고 30일: 넘긴 날수에 따라
    ("매매 실거래 신고 45일째인데 지금 해도 괜찮죠?", "rtr-3-late-report-ok", "아니요"),
    ("실거래 신고 20일째인데 지금 해도 괜찮죠?", "rtr-3-late-report-ok", "네"),
    ("서울 아파트 전세 끼고 사서 갭투자 가능해요?", "rtr-17-seoul-gap-no", "아니요"),
    # 임대사업자: 새 세입자에게도 직전 임대료 대비 5%
    ("임대사업자인데 세입자 바뀌면 월세 8% 올려 받아도 되나요?", "prh-44-new-tenant-raise-pct", "아니요"),
    ("임대사업자인데 세입자 바뀔 때 보증금 3% 올려도 되죠?", "prh-44-new-tenant-raise-pct", "네"),
    ("등록임대 사업자인데 부동산 일반 양식 계약서 써도 돼요?", "prh-47-ordinary-form-ok", "아니요"),
    # …and with the standard form named as not used, the standard-contract card's duty, turned, answers
    ("임대사업자인데 표준계약서 안 쓰고 아무 양식이나 써도 되나요?", "prh-47-standard-contract", "아니요"),
    ("임대사업자인데 표준계약서 말고 아무 양식이나 써도 되나요?", "prh-47-ordinary-form-ok", "아니요"),
    # 외국인 등기: 부동산등기용등록번호
    ("주민번호 없는 외국인인데 제 명의로 아파트 등기할 수 있나요?", "rra-49-foreigner-number", "네"),
    # 전세사기 피해자 결정: 소송이 먼저 필요하지 않다
    ("전세사기 피해자 신청하려면 민사소송부터 거쳐야 하나요?", "jfv-3-no-lawsuit-first", "아니요"),
    # 장기수선충당금: 관리사무소가 아니라 집주인이 돌려준다
    ("관리소인데 나가는 세입자가 장충금 우리한테 돌려달래요. 우리가 줘야 돼요?", "ama-30-office-claim", "아니요"),
    ("관리사무소인데 세입자가 장기수선충당금 돌려달라면 집주인이 돌려주는 거 맞죠?",
     "ama-30-office-asks-owner-returns", "네"),
    # 중소기업 직원 숙소
    ("중소기업 직원 숙소로 빌린 집은 대항력 없죠?", "hla-3-sme-staff-not-none", "아니요"),
    # 연락 끊긴 매도인: 이행판결 없이는 혼자 못 한다
    ("잔금 치렀는데 매도인이 잠적했어요. 제가 혼자 이전등기 할 수 있나요?", "rra-23-seller-unreachable", "아니요"),
    # 주요 내용까지 정한 가계약
    ("가계약금 보내고 잔금일이랑 금액까지 다 정했는데 제가 취소하면 가계약금 돌려받나요?",
     "civ-565-provisional-terms-agreed", "아니요"),
    # 법정 한도를 넘는 보수는 손님이 자청해도 받지 못한다
    ("중개사인데 손님이 법정 보수보다 30만원 더 준다는데 받아도 되나요?", "lra-33-excess-fee-not-allowed", "아니요"),
    # 중개보수는 약정이 없으면 거래대금 지급이 끝난 날에
    ("복비는 계약할 때 미리 다 줘야 하나요?", "lra-32-payment-timing", "아니요"),
])
def test_the_card_and_its_verdict(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert got.id == card, (asked, got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


@pytest.mark.parametrize("asked, card", [
    # the neighbours keep their cards
    ("서울 아파트 분양권 당첨되자마자 팔 수 있어요?", "ha-64-resale-metro-3y"),
    ("인테리어 비용 나갈 때 받을 수 있나요?", "civ-626-improvement"),
    ("집주인이 만료 전에 아무 말도 안 했어요. 자동으로 연장되나요?", "hla-6-landlord-silent"),
    ("묵시적 갱신은 두 번도 되나요?", "hla-6-implied-repeat"),
    ("실거래 신고 30일 넘기면 과태료 나와요?", "rtr-28-late-sale-report-fine"),
    ("임대사업자 집 세입자 바뀌면 5% 제한 없이 올려도 돼요?", "prh-44-new-tenant-still-capped"),
    ("세입자인데 이사 나갈 때 장충금 돌려받을 수 있어요?", "ama-30-tenant-refund"),
    ("셀프등기로 매수인 혼자 소유권이전등기 할 수 있나요?", "rra-23-self-registration-buyer"),
    ("가계약금 보냈다가 취소하면 돌려받을 수 있나요?", "civ-565-provisional"),
    ("오피스텔을 착공하자마자 분양하려면 분양보증이나 신탁이 필요한가요?", "bsa-4-guarantee"),
    ("분양가상한제 걸린 아파트는 시행사가 분양가 맘대로 못 정하죠?", "asp-1-not-free"),
])
def test_the_neighbouring_questions_keep_their_cards(said, asked, card):
    got = said(asked)
    assert got is not None and got.id == card, (asked, got and got.id)


def test_the_seoul_gap_card_ends_with_the_permit_zone(said):
    """The 토지거래허가구역 of 2025-10-20 runs to 2026-12-31: the card is not said after it."""
    from datetime import date

    from holmes_search.corpus.answers import read_answers
    from holmes_search.domain.answers import match_answer

    cards = read_answers()[1]
    asked = "서울 아파트 전세 끼고 갭투자 돼요?"
    assert match_answer(cards, [asked], date(2026, 12, 31)).id == "rtr-17-seoul-gap-no"
    later = match_answer(cards, [asked], date(2027, 1, 1))
    assert later is None or later.id != "rtr-17-seoul-gap-no"


def test_a_bound_said_is_not_the_users_own_raise(said):
    """"5% 이상 못 올리나요?" asks about the cap, not a raise of the user's: the raise card does not decide it."""
    got = said("등록임대인데 새 세입자 받을 때도 5% 넘게는 못 올리죠?")
    assert got is None or got.id != "prh-44-new-tenant-raise-pct", got and got.answer
