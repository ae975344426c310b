"""The 네/아니요 an answer opens with agrees with what its own rule says of the thing asked, and with who asks.

Precision first: when the matcher cannot tell, the rule is said without the word (verdict ''), never the wrong word.
"""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked", [
    # the card asks "확정일자를 받으면 전입신고는 안 해도 되나요?"; its rule says 우선변제권 does not arise
    "확정일자는 받았는데 전입신고를 안 하면 우선변제권 생기나요?",
    "확정일자만 받아 놓고 전입은 안 하면 우선변제 되나요?",
])
def test_a_yes_its_own_rule_denies_of_the_fact_asked_is_never_said(said, asked):
    got = said(asked)
    assert got is not None and got.id == "hla-3-2-fixed-date-not-instead", (asked, got and got.id)
    assert got.verdict in ("", "아니요"), got.answer
    assert not got.answer.startswith("네")


def test_a_corporation_asking_whether_it_has_no_opposability_gets_no_yes(said):
    got = said("우리 회사가 중소기업인데 직원 숙소로 빌린 집이라 법인은 대항력이 아예 없는 거죠?")
    assert got is None or not got.answer.startswith("네"), got and got.answer


def test_the_rule_agreeing_with_the_claim_keeps_its_word(said):
    # the lead's content and the word agree: nothing is taken away
    got = said("전입 안 하고 확정일자만 받아 두면 우선변제 되는 거죠?")
    assert got is not None and (got.id, got.verdict) == ("hla-3-2-fixed-date-not-instead", "아니요")
    got = said("확정일자 없으면 우선변제권은 안 생기는 거죠?")
    assert got is not None and got.verdict == "네", got and got.answer


@pytest.mark.parametrize("asked, verdict", [
    # the absence told as the case of a need: the need's own claim (확정일자 is no requirement of 최우선변제)
    ("확정일자 안 받으면 최우선변제도 못 받는 건가요?", "아니요"),
    ("처음 전세인데 확정일자 없으면 소액임차인 최우선변제 못 받아요?", "아니요"),
    # …and the need asked as it is
    ("최우선변제 받으려면 확정일자도 꼭 있어야 하나요?", "아니요"),
])
def test_a_need_asked_with_its_absence_as_the_case_keeps_the_cards_word(said, asked, verdict):
    got = said(asked)
    assert got is not None and got.id == "hla-8-no-fixed-date", (asked, got and got.id)
    assert got.verdict == verdict, got.answer


@pytest.mark.parametrize("asked, verdict", [
    ("세입자가 집주인 동의 없이 방을 다시 세 주면 문제 되나요?", "네"),  # a problem: subletting without consent
    ("집주인 허락 없이 빌린 집을 통째로 재임대하면 문제 생기나요?", "네"),
    ("집주인 동의 없이 전대해도 문제없나요?", "아니요"),
    ("집주인 동의 없이 전대해도 문제 안 되나요?", "아니요"),
])
def test_whether_it_is_a_problem_is_whether_it_is_not_allowed(said, asked, verdict):
    got = said(asked)
    assert got is not None and got.id == "civ-629-sublet", (asked, got and got.id)
    assert got.verdict == verdict, got.answer


def test_the_case_the_cards_question_does_without_named_as_had_gets_no_word(said):
    # the card is on subletting without consent; with consent its 네/아니요 answers nothing
    got = said("집주인 동의 받고 전대하면 문제 있나요?")
    assert got is None or got.verdict == "", got.answer


def test_a_management_office_asking_its_own_duty_gets_no_tenants_yes(said):
    got = said("관리소인데 이사 가는 세입자가 장충금을 우리보고 내놓으래요. 우리가 돌려줘야 돼요?")
    assert got is None or not got.answer.startswith("네"), got and got.answer
    # the tenant asking the same card keeps its 네
    got = said("세입자인데 이사 나갈 때 장기수선충당금 돌려받을 수 있어요?")
    assert got is not None and (got.id, got.verdict) == ("ama-30-tenant-refund", "네")


@pytest.mark.parametrize("asked", [
    "월세를 두 번 밀렸는데 묵시적 갱신이 되나요?",
    "차임 2번 연체한 세입자도 자동으로 갱신돼요?",
])
def test_a_tenant_in_arrears_asking_of_implied_renewal_gets_the_arrears_exception(said, asked):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == ("hla-6-arrears-no-implied", "아니요"), (asked, got and got.id)


def test_implied_renewal_repeating_still_gets_its_card(said):
    got = said("묵시적 갱신은 계속 반복될 수 있나요?")
    assert got is not None and (got.id, got.verdict) == ("hla-6-implied-repeat", "네")


def test_not_from_one_but_from_the_other_asks_the_other(said):
    # '…못 받고 전 주인한테 받아야' asks whether the old owner owes it: the card says the new one does
    got = said("집이 팔렸다는데 보증금은 새 집주인한테 못 받고 예전 집주인한테 받아야 하는 거죠?")
    assert got is not None and not got.answer.startswith("네"), got and got.answer
    got = said("집이 팔렸는데 전 집주인한테는 보증금 못 받는 거죠?")
    assert got is not None and (got.id, got.verdict) == ("hla-3-old-owner-liable", "네")


def test_using_another_form_if_it_does_not_matter_gets_no_yes_from_the_must_card(said):
    got = said("임대사업자인데 그냥 인터넷에서 받은 계약서 양식으로 쓰려는데 상관없죠?")
    assert got is None or not got.answer.startswith("네"), got and got.answer
    got = said("임대사업자는 표준임대차계약서 꼭 써야 해요?")
    assert got is not None and (got.id, got.verdict) == ("prh-47-standard-contract", "네")


@pytest.mark.parametrize("asked, verdict", [
    # a problem asked agrees with a fact or a duty the card asks ("…당첨되면 계약이 취소되나요?" — 네)
    ("청약 위장전입이 들통나면 당첨된 계약이 취소되나요?", "네"),
    ("위장전입해서 청약 당첨되면 문제 되나요?", "네"),
])
def test_a_problem_asked_turns_only_a_permission(said, asked, verdict):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == ("ha-65-fake-address", verdict), (asked, got and got.answer)


def test_a_need_of_what_the_cards_question_does_without_is_its_opposite(said):
    # the card asks "동의 없이 …할 수 있나요? 아니요": the consent needed is a 네
    got = said("전세권설정등기 하려면 집주인 동의가 꼭 필요한가요?")
    assert got is not None and got.verdict == "네", got and got.answer


def test_whose_money_it_was_is_not_whose_act_is_asked(said):
    # "세입자가 낸 장기수선충당금을 돌려줘야" is the landlord's duty asked, whatever the office or he calls it
    got = said("관리실에서 일해요. 세입자가 그동안 낸 장기수선충당금을 달라는데, 이건 집주인이 돌려줘야 하는 거 맞죠?")
    assert got is None or not got.answer.startswith("아니요"), got and got.answer
    got = said("집주인인데 세입자가 낸 장충금 제가 돌려줘야 해요?")
    assert got is not None and (got.id, got.verdict) == ("ama-30-landlord-refund", "네")


def test_an_only_question_restated_by_the_card_is_the_same_claim(said):
    # the card: "전월세 신고는 집주인만 하면 되고 세입자는 안 해도 되나요? 아니요" — its '안 해도' restates the 'only'
    got = said("전월세 신고는 집주인만 하면 되죠?")
    assert got is not None and (got.id, got.verdict) == ("rtr-6-2-both-parties", "아니요"), got and got.answer
