"""Verdict questions asked in our own words pick the shipped card that decides them, with the user's polarity.

Written for these tests; the blind sets are scored by benchmarks/answer_eval.py and never copied here.
"""
from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answer

DAY = date(2026, 11, 26)


@pytest.mark.parametrize("asked, card_id, verdict", [
    # a lease renewed by demand may be ended early: the two years need not be served out
    ("2+2로 갱신했는데 이직 때문에 중도에 이사 가야 해요. 남은 기간 다 채워야 되나요?", "hla-6-3-no-need-to-finish", "아니요"),
    # a raise asked mid-lease is a claim, not a duty to agree
    ("살고 있는 중에 주인이 월세 인상해 달라는데 무조건 들어줘야 돼요?", "hla-7-raise-must-accept", "아니요"),
    # handing over the keys is handing over the home: 동시이행 with the deposit
    ("집주인이 전세금을 안 주는데 현관 열쇠는 반납해야 하나요?", "civ-536-stay-until-deposit", "아니요"),
    # a tenant who leaves early under a two-year lease has no right to end it by finding a successor
    ("2년 계약인데 반년 만에 나가게 됐어요. 다음 세입자 구해 놓으면 주인이 무조건 중도해지 해줘야 하죠?",
     "civ-636-find-replacement", "아니요"),
    # arrears come out of the deposit when it is returned
    ("월세 석 달 밀린 채로 나가는데 집주인이 그만큼 보증금에서 공제한다네요 그래도 되나요?", "civ-618-deduct-arrears", "네"),
    # a 6-month notice for a non-residential lease of no term (민법 제635조)
    ("기한 없이 세 들어 쓰는 창고인데 주인이 비워 달라고 통보하면 효력은 언제 생겨요?", "civ-635-no-term-notice", "네"),
    # a foreigner's purchase is reported as any purchase, within 30 days
    ("외국 국적인데 서울 집 매수 계약했어요 신고할 게 있나요?", "rtr-3-foreigner-buy-report", "네"),
    # …but no separate 외국인 취득신고 on top of it
    ("외국인이 집을 사면 외국인 취득신고를 별도로 또 해야 하나요?", "rtr-8-foreigner-buy", "아니요"),
    # a raise past the 5% of a registered rental may be refused
    ("등록임대 주택인데 임대인이 7% 올려 달래요. 거절해도 괜찮아요?", "prh-44-refuse-over-5pct", "네"),
    ("등록임대 집주인이 8% 인상을 통보했는데 거절할 수 있나요?", "prh-44-refuse-over-5pct", "네"),
    # …and "must I go along with it" is the cap's own question: no
    ("임대사업자 집인데 주인이 5% 넘게 올려 달래요 꼭 따라야 하나요?", "prh-44-5pct-cap", "아니요"),
    # a repair the tenant paid for is claimed at once ('수도배관' holds the letters of 도배, no wallpaper)
    ("욕실 수도배관 터진 걸 제 돈으로 고쳤는데 주인한테 그 비용 청구할 수 있어요?", "civ-626-necessary", "네"),
    # the dispute committee for an apartment's management
    ("관리비 문제로 동대표들이랑 다툼이 있는데 소송 말고 분쟁조정 받을 데가 있나요?", "ama-71-management-dispute", "네"),
    # more than the owner may claim a defect's repair
    ("신축 아파트 하자는 집주인만 청구할 수 있는 건가요?", "ama-37-who-claims", "아니요"),
    # the management office does not repay the 장기수선충당금 in the owner's place
    ("주인이 장충금을 안 돌려주면 관리소에서 대신 돌려주나요?", "ama-30-office-pays-instead", "아니요"),
    # a registration is filed where the land lies (or online)
    ("등기는 집 근처 등기소 아무데서나 접수해도 되죠?", "rra-7-any-office", "아니요"),
    # an officetel has no 공동주택가격
    ("오피스텔도 공동주택가격으로 공시되나요?", "repd-18-officetel", "아니요"),
    # the 개별주택가격 is the 시장·군수·구청장's, not the ministry's
    ("단독주택 개별주택가격 발표는 국토교통부 몫인가요?", "repd-17-not-ministry", "아니요"),
])
def test_a_verdict_question_gets_its_card_and_polarity(asked, card_id, verdict):
    said = match_answer(read_answers()[1], [asked], DAY)
    assert said is not None and (said.id, said.verdict) == (card_id, verdict), said


@pytest.mark.parametrize("asked, not_card", [
    # a lease agreed for two years is not the one-year lease the 2-year floor lengthens
    ("2년 계약인데 1년만 살고 나가면 보증금 바로 받을 수 있나요?", "hla-4-tenant-1year"),
    # a registered landlord's raise asked about, without a refusal: the cap card, not the refusal one
    ("임대사업자 집인데 재계약 때 5% 넘게 올릴 수 있나요?", "prh-44-refuse-over-5pct"),
    # the 30-day report of a purchase is no answer to a foreigner's inheritance
    ("외국인인데 한국 집을 상속받았어요 신고해야 하나요?", "rtr-3-foreigner-buy-report"),
])
def test_the_neighbours_of_a_new_card_are_left_to_their_own(asked, not_card):
    said = match_answer(read_answers()[1], [asked], DAY)
    assert said is None or said.id != not_card, said


def test_the_users_own_measure_told_in_the_story_is_no_rule_figure_asked():
    cards = read_answers()[1]
    # his own 38dB is not "is the night standard still 38dB?": no card on the old standard answers it
    got = match_answer(cards, ["밤 11시쯤 윗집 아이가 뛰어요. 재보니 38dB 나옵니다. 이게 기준을 넘은 건가요?"], DAY)
    assert got is None or got.id != "fnr-3-night"
    # (the orchestrator's rule then measures 38dB against the night 34dB(A): over)
    # asked as the rule, the same figure still finds that card
    got = match_answer(cards, ["밤에 윗집 뛰는 소리, 야간 층간소음 기준이 아직 38dB인가요?"], DAY)
    assert got is not None and got.id == "fnr-3-night"


@pytest.mark.parametrize("asked, card_id, verdict", [
    # '안 가도' is an 'even if' clause however the verb contracts: the heir files alone — 네
    ("어머니 집을 상속받기로 했어요. 누나들이 등기소에 같이 안 가도 저 혼자 상속등기 신청할 수 있나요?",
     "rra-23-inherit-alone", "네"),
    # what the landlord says he won't do, then an ask of the user's own: the story, not the claim — 아니요
    ("전세권설정등기 하고 싶은데 집주인이 바쁘다고 안 해준다는데 저 혼자 신청해도 되나요?",
     "rra-72-jeonse-right-needs-landlord", "아니요"),
])
def test_a_negation_in_the_story_does_not_turn_the_claim(asked, card_id, verdict):
    got = match_answer(read_answers()[1], [asked], DAY)
    assert got is not None and (got.id, got.verdict) == (card_id, verdict)


def test_a_figure_heard_and_checked_with_a_bare_tag_is_the_claim():
    # the story's sentence is the claim a bare "맞아요?" asks about: its figure is the rule's figure asked
    got = match_answer(read_answers()[1], ["중개사님이 그러는데 아파트 매매 실거래 신고는 60일 안에만 하면 된대요. 맞아요?"], DAY)
    assert got is not None and got.verdict == "아니요"


def test_a_measure_told_before_an_ask_typed_without_a_full_stop_is_the_storys():
    # "도보 5분 … 걸어보니 20분이에요 이런 광고도 …?": the minutes are the story's, not a noise standard's 5분 asked
    got = match_answer(read_answers()[1], ["오피스텔 분양광고에 역까지 도보 5분이라고 돼 있었는데 실제로 걸어보니 20분이에요 "
                                           "이런 광고도 법으로 규제되나요?"], DAY)
    assert got is None or not got.id.startswith("fnr-")
