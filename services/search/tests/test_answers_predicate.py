"""The opening 네/아니요 answers the predicate the USER asked, not the one the matched card asks (review 6,
L01–L06): must I pay / may it be done / can I get it back / does X alone do — a card deciding one of them
does not decide another. Asked in our own words against the shipped corpus; the review's sentences are not
copied here.
"""

from __future__ import annotations

from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import AnswerCard, match_answer, predicate

DAY = date(2026, 11, 27)


@pytest.mark.parametrize(
    "text, kind",
    [
        ("수수료를더줘야하나요", "duty"),
        ("세입자가고쳐야돼요", "duty"),
        ("보증금에서빼도되나요", "may"),
        ("이거되는거야", "may"),
        ("해제할수있나요", "may"),
        ("초과분돌려받을수있나요", "may"),
        ("계약금만돌려주면계약을없던일로할수있나요", "only"),
        ("받은돈만돌려주면끝나는거죠", "only"),
        ("벌금만내면되는거아냐", "only"),
        ("천만원이면되나요", ""),  # '천만원' is money, not 'only'
        ("과태료가나오나요", ""),
    ],
)
def test_the_predicate_asked_is_read(text, kind):
    assert predicate(text) == kind


@pytest.mark.parametrize(
    "asked, card_id, verdict",
    [
        # must I hand over more than the legal broker fee? — the extra-money card (아니요), not the refund one
        (
            "중개사무소가 복비를 한도보다 더 달라고 하네요. 달라는 대로 줘야 돼요?",
            "lra-33-extra-money-request",
            "아니요",
        ),
        # …and the refund itself is still the refund card's yes
        ("복비를 상한보다 더 줬어요. 초과분 돌려받을 수 있을까요?", "lra-33-excess-fee-refund", "네"),
        # the buyer already paid the 중도금: the seller may no longer walk away with the double deposit
        (
            "중도금 입금했는데 매도인이 계약금 배액 주고 해약한다네요. 그게 가능해?",
            "civ-565-after-midpayment",
            "아니요",
        ),
        # "twice what was actually received is enough" is the partial-deposit card's claim: no
        (
            "계약금 중 일부만 넣었는데 주인이 받은 돈의 2배만 돌려주면 해제된다는데 사실인가요?",
            "civ-565-partial-deposit",
            "아니요",
        ),
    ],
)
def test_the_card_of_the_predicate_asked_answers(said, asked, card_id, verdict):
    answer = said(asked)
    assert answer is not None and answer.id == card_id, answer
    assert answer.verdict == verdict, answer.answer


@pytest.mark.parametrize(
    "asked, verdict",
    [
        # the card puts the repair on the landlord; a tenant asking whether HE pays gets 아니요 …
        ("월세 살고 있는데 난방 보일러가 고장 났어요. 수리비 제가 부담해야 하나요?", "아니요"),
        ("세입자인데 보일러 고장 수리비 제가 내야 돼요?", "아니요"),
        # … and asking whether the landlord must gets 네
        ("온수 보일러가 고장 났는데 수리비는 주인이 부담해야죠?", "네"),
    ],
)
def test_whose_duty_is_read_from_the_side_the_user_lives_on(said, asked, verdict):
    answer = said(asked)
    assert answer is not None and answer.id == "civ-623-boiler", answer
    assert answer.verdict == verdict, answer.answer


def test_self_without_a_known_side_gets_the_rule_without_a_verdict_word(said):
    # "제가" with no side told: a landlord asking would be answered 네, a tenant 아니요 — say the rule only
    answer = said("보일러가 고장 나면 수리비는 제가 내야 하나요?")
    assert answer is not None and answer.id == "civ-623-boiler"
    assert answer.verdict == "" and not answer.answer.startswith(("네", "아니요")), answer.answer
    assert "집주인이 부담" in answer.answer


@pytest.mark.parametrize(
    "asked, card_id",
    [
        # the converse of the partial-deposit card ("must the whole agreed deposit be doubled?"): its 아니요 is not
        # the answer to that — the rule is said without 네/아니요
        (
            "계약금을 절반만 받은 집주인이 해제하려면 원래 계약금 전액의 두 배를 줘야 하나요?",
            "civ-565-partial-deposit",
        ),
        # "only the fine?" against the card "is there a fine?": its 네 is not the answer to "only" — the rule
        ("다운계약 했다가 걸려도 과태료만 물면 끝이죠?", "rtr-28-down-contract-fine"),
    ],
)
def test_another_predicate_gets_the_cards_rule_without_its_verdict_word(said, asked, card_id):
    answer = said(asked)
    assert answer is not None and answer.id == card_id, answer
    assert answer.verdict == "" and not answer.answer.startswith(("네", "아니요")), answer.answer


@pytest.mark.parametrize(
    "asked",
    [
        "등록임대 주택으로 세 줄 때도 표준임대차계약서를 써야 하나요?",
        "민간임대로 등록한 집 계약인데 표준계약서 꼭 써야 해?",
    ],
)
def test_a_registered_rental_asks_the_special_laws_card(said, asked):
    answer = said(asked)
    assert answer is not None and answer.law == "민간임대주택에 관한 특별법" and answer.verdict == "네", (
        answer
    )


def test_a_plain_lease_still_gets_the_lease_acts_card(said):
    answer = said("전세 계약할 때 표준계약서 꼭 써야 돼요?")
    assert answer is not None and answer.id == "hla-30-standard-form" and answer.verdict == "아니요"


def _card(question: str, verdict: str, answer: str) -> AnswerCard:
    return AnswerCard(
        id="t",
        question=question,
        verdict=verdict,
        answer=answer,
        article="제1조",
        effective=date(2020, 1, 1),
        source="test",
        keys=[["계약서"], ["표준"]],
    )


def test_may_i_against_must_i_is_not_read_as_the_same_claim():
    # "써도 되나요?" is not answered by "써야 하나요? 아니요" — but "안 써도 되나요?" is (its opposite: 네)
    card = _card("표준계약서를 꼭 써야 하나요?", "아니요", "아니요, 합의하면 다른 서식도 됩니다.")
    assert match_answer([card], ["표준계약서 안 써도 되나요?"], DAY).verdict == "네"
    plain = match_answer([card], ["표준계약서 말고 우리가 만든 계약서 써도 되나요?"], DAY)
    assert plain is not None and plain.verdict == ""


def test_a_landlord_speaking_of_the_tenant_who_rents_is_not_the_tenant(said):
    # "월세 사는 세입자가 …" names the tenant as another person: the speaker is the landlord, whose the repair is
    answer = said("월세 사는 세입자가 보일러 고장 났다고 연락 왔어요. 수리비 제가 내야 하나요?")
    assert answer is None or answer.verdict in ("네", ""), answer


@pytest.mark.parametrize(
    "asked",
    [
        # "may the landlord do what he just did?" is "must I go along with it?" put from his side: the same 아니요
        "집주인이 계약 만료 한 달 전에 집 비워 달래요. 그래도 돼요?",
        "임대인이 만기 한 달 전에 나가 달라는데 이래도 되나요?",
    ],
)
def test_whether_the_act_told_is_allowed_is_the_duty_to_go_along_turned_round(said, asked):
    answer = said(asked)
    assert answer is not None and answer.id == "hla-6-landlord-1month" and answer.verdict == "아니요", answer


def test_the_partys_act_told_in_a_sentence_before_the_question_counts(said):
    # "…나가라고 했어요. 제가 나가야 해요?" against "집주인도 … 해지할 수 있나요?" — must I go along with it: 아니요
    answer = said("묵시적 갱신으로 살고 있는데 주인이 석 달 뒤에 나가라고 하네요. 나가야 하나요?")
    assert answer is None or answer.verdict in ("아니요", ""), answer


def test_an_open_question_keeps_the_card_of_its_matter(said):
    # "언제까지 …해야 돼요?" asks when, not must: the window card answers it, whatever predicate either is put in
    answer = said("계약갱신요구권은 언제까지 집주인한테 말해야 돼요?")
    assert answer is not None and answer.id == "hla-6-3-window-6months", answer


def test_a_duty_in_the_backstory_after_the_question_is_not_the_predicate_asked():
    assert predicate("등기권리증다시받을수있나요곧매도해야하는데") == "may"


def test_the_special_law_leads_even_when_the_search_found_the_general_laws_article():
    answer = match_answer(
        read_answers()[1],
        ["임대사업자 등록한 집 세입자인데 표준임대차계약서로 써야 돼요?"],
        DAY,
        found=[("주택임대차보호법", "제30조")],
    )
    assert answer is not None and answer.law == "민간임대주택에 관한 특별법" and answer.verdict == "네", (
        answer
    )
