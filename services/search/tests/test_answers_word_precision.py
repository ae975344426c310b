"""Five ways a card's word went wrong on a question it fits:
- what someone reportedly did ("보증보험 가입 안 했다는데 …", "안 들었다던데") is the story told, not the claim asked
  — unlike hearsay of a rule ("안 들어도 된다는데 맞나요?"), which is the claim;
- an open question ("어떻게 되나요?") followed by a yes/no one ("…만 내면 되는 거 아니에요?") asks the last one
  too: its predicate decides whether the card's word answers it;
- whether what was done holds ("효력 있어요?", "유효한가요?") is not answered by a card's word on a duty ("…2개월
  전까지 통지해야 하나요? 네"): the rule is said without it;
- a card doing without a thing ("5% 제한 없이 올릴 수 있나요? 아니요") is asked the opposite by a fact of that thing
  ("5% 제한 적용돼요?");
- a quoted term ("특약에 '…행사하지 않는다'고 써 있는데") is the thing asked about: its negation is not the claim's."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("asked, verdict", [
    ("임대사업자가 보증보험 가입 안했다는데 이거 의무아닌가요?", "네"),
    ("우리 집주인 임대사업자인데 보증보험 안 들었다던데 원래 들어야 하는 거죠?", "네"),
    ("임대사업자는 보증보험 안 들어도 된다는데 맞나요?", "아니요"),  # hearsay of the rule: the claim itself
])
def test_a_reported_past_is_the_story_and_hearsay_of_a_rule_is_the_claim(said, asked, verdict):
    got = said(asked)
    assert got is not None and got.id == "prh-49-not-optional", (asked, got and got.id)
    assert got.verdict == verdict, (asked, got.answer)


@pytest.mark.parametrize("asked", [
    "위장전입으로 당첨된 게 드러나면 계약은 어떻게 되나요? 그냥 벌금만 내면 되는 거 아니에요?",
    "청약 위장전입 걸리면 어떻게 돼요? 과태료만 내면 끝나나요?",
])
def test_an_only_question_after_an_open_one_gets_the_rule_without_the_cards_word(said, asked):
    got = said(asked)
    assert got is not None and got.id == "ha-65-fake-address", asked
    assert got.verdict == "", got.answer  # the card's 네 ("문제가 되나요?") is no answer to "…만 내면 되나"


def test_the_cards_own_question_keeps_its_word(said):
    got = said("위장전입해서 당첨되면 문제 되나요?")
    assert got is not None and (got.id, got.verdict) == ("ha-65-fake-address", "네")


@pytest.mark.parametrize("asked", [
    "집주인이 만기 한 달 남기고 집 비워달래요. 이거 지금 말해도 효력 있어요?",
    "만기 3주 전에 나가라는 통보 받았는데 유효한가요?",
])
def test_validity_asked_of_a_duty_card_gets_its_rule_without_the_word(said, asked):
    got = said(asked)
    assert got is not None and got.verdict == "", (asked, got and got.answer)
    assert "2개월" in got.answer


def test_the_duty_asked_keeps_its_word(said):
    got = said("집주인이 만기 2개월 전까지는 갱신 거절 통지해야 하나요?")
    assert got is not None and got.verdict == "네"


@pytest.mark.parametrize("asked, verdict", [
    ("임대사업자등록된집은새로들어가는세입자한테도5프로제한적용돼요?", "네"),
    ("등록임대 새 세입자한테도 5% 상한 제한이 있나요?", "네"),
    ("등록임대 집인데 새로 들어오는 세입자한테도 5프로 제한이 적용돼요?", "네"),
    ("임대사업자 집 세입자 바뀌면 5% 제한 없이 올려도 돼요?", "아니요"),
])
def test_a_fact_of_what_the_card_does_without_is_its_opposite(said, asked, verdict):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == ("prh-44-new-tenant-still-capped", verdict), \
        (asked, got and got.answer)


@pytest.mark.parametrize("asked", [
    "계약서 특약에 '임차인은 갱신요구권을 행사하지 않는다'고 써 있는데 이거 효력 있나요?",
    "특약에 “갱신 요구 안 한다”라고 적었는데 그 특약 유효해요?",
    "갱신요구권 포기 특약은 효력이 있나요?",
])
def test_a_quoted_terms_negation_does_not_turn_the_word(said, asked):
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == ("hla-10-waive-renewal", "아니요"), (asked, got and got.answer)


@pytest.mark.parametrize("asked, card, verdict", [
    # refusing what a duty card says must be done: the duty's 네 is the refusal's 아니요
    ("집주인입니다. 세입자가 본인이 낸 장기수선충당금을 달라는데 거부할 수 있나요?", "ama-30-landlord-refund", "아니요"),
    ("집주인이 납세증명서 보여주는 걸 거절할 수 있어요?", "hla-3-7-tax-cert", "아니요"),
    # a card asking of the refusal itself is asked alike, the refusal told or not
    ("잔금 전에 근저당 말소 안 해주면 잔금 지급 거절할 수 있나요?", "civ-568-mortgage-withhold", "네"),
])
def test_a_refusal_asked_is_the_claim_negated(said, asked, card, verdict):
    got = said(asked)
    assert got is not None and got.id == card, (asked, got and got.id)
    assert got.verdict == verdict, (asked, got.answer)


def test_a_card_asking_whether_what_was_left_undone_is_all_right_asks_whether_it_may_be_left_undone(said):
    # "…안 알려줬는데 괜찮나요? 아니요" is "…말 안 해도 되나요? 아니요": the act told is the card's claim, negation and all
    got = said("중개보조원은 집 보여줄 때 보조원이라고 안 밝혀도 되나요?")
    assert got is not None and got.id == "lra-18-4-assistant-must-disclose", got and got.id
    assert got.verdict == "아니요", got.answer


def _card(question: str, verdict: str, answer: str):
    from holmes_search.domain.answers import AnswerCard
    return AnswerCard.model_validate({
        "id": "t-card", "question": question, "verdict": verdict, "answer": answer, "article": "제37조", "also": [],
        "effective": "2021-01-01", "until": None, "source": "공동주택관리법 제37조", "keys": [["하자"], ["청구"]],
        "unless": [], "law": "공동주택관리법", "law_id": "apartment_management_act"})


def test_a_cards_no_to_only_x_is_no_no_to_x():
    # "소유자만 청구할 수 있나요? 아니요 — 입주자대표회의도…" says the owner may, among others: no 아니요 to "제가 청구할 수
    # 있나요?" — while its 아니요 still answers "only the owner?" and "…만으로 바꿀 수 있나요?" stays the card's own kind
    from holmes_search.domain.answers import sound_word
    only = _card("하자보수는 소유자만 청구할 수 있나요?", "아니요", "아니요, 입주자대표회의와 관리주체도 청구할 수 있습니다.")
    assert not sound_word("새 아파트 하자 생겼는데 사업주체에 하자 청구할 수 있나요?", only)
    assert sound_word("하자보수 청구는 소유자만 하는 거죠?", only)
    enough = _card("하자는 관리규약만으로 청구할 수 있나요?", "아니요", "아니요, 절차가 따로 있습니다.")
    assert sound_word("하자 청구할 수 있나요?", enough)


def test_an_act_told_undone_then_asked_despite_is_asked_without_it(said):
    # "확정일자를 못 받았어요. 그래도 인정되나요?" asks "확정일자 없이 인정되나요?" — the opposite of "꼭 있어야 하나요? 네"
    got = said("전입은 했는데 확정일자는 못 받았어요. 그래도 전세사기 피해자로 인정되나요?")
    assert got is not None and got.id == "jfv-3-fixed-date-required"
    assert got.verdict == "아니요", got.answer


def test_the_side_said_before_my_own_duty_is_mine(said):
    # "세입자인 제가 고쳐야 하나요?": the speaker is the tenant; a card on the landlord's duty answers him 아니요
    got = said("보일러가 오래돼서 고장 났어요. 세입자인 제가 고쳐야 하나요?")
    assert got is not None and got.verdict == "아니요", got and (got.id, got.answer)


def test_a_level_measured_in_the_story_is_not_answered_by_a_card_on_another_level(said):
    # "낮 최고소음도 기준은 57dB인가요? 네" says nothing of the user's 36dB and 48dB
    got = said("오후 3시에 1분 등가소음도 36dB, 최고소음도 48dB 나왔어요. 직접충격 소음 기준 넘은 건가요?")
    assert got is None or got.verdict == "" or got.decided, got and (got.id, got.verdict)


@pytest.mark.parametrize("asked", ["옆집 TV 소리나 음악 소리는 층간소음 아니지?", "TV 소리는 층간소음 아니죠?"])
def test_it_isnt_x_right_gets_the_rule_without_a_word(said, asked):
    # "…아니지?" reads "it isn't, right?" to some and "isn't it?" to others: either word is read backwards by half
    got = said(asked)
    assert got is not None and got.id == "fnr-3-airborne" and got.verdict == "", (asked, got and got.answer)
    assert "층간소음" in got.answer


@pytest.mark.parametrize("asked", ["생활숙박시설도 건축물분양법 적용되나요?", "생활숙박시설은 건축물분양법 적용 안 받는 거 아닌가요?"])
def test_a_card_on_all_of_a_kind_does_not_answer_whether_one_is_covered(said, asked):
    # bsa-3-scope's 아니요 answers "regardless of size, all?"; whether a 생숙 is covered depends on its size
    got = said(asked)
    assert got is not None and (got.id, got.verdict) == ("bsa-3-covered", "조건부"), (asked, got and got.id)
    assert "30실" in got.answer


@pytest.mark.parametrize("asked, word", [
    ("서울에서 보증금 5천만원에 월세 없이 전세 계약하면 전월세 신고해야 해요?", "아니요"),
    ("보증금 5천에 월세 없는 전세인데 신고 안 해도 되죠?", "네"),
    ("보증금 5천에 월세 40인데 신고해야 해요?", "네"),
])
def test_a_lease_with_no_rent_is_decided_on_a_rent_of_zero(said, asked, word):
    # "월세 없이" is the lease's rent (0), not the claim negated: the report threshold decides on 5천 and 0
    got = said(asked)
    assert got is not None and got.decided == word, (asked, got and (got.id, got.decided))


def test_a_report_asked_beside_the_balance_and_the_registration_is_the_reports_deadline(said):
    # eval14 tune X004: "실거래 신고는 잔금 치르고 등기할 때 같이 하면 되나요?" got the 잔금·등기서류 exchange card's 네
    got = said("잔금은 내년 2월인데, 실거래 신고는 잔금 치르고 등기할 때 같이 하면 되나요?")
    assert got is not None and (got.id, got.verdict) == ("rtr-3-from-contract-not-balance", "아니요")
    assert said("매매에서 잔금이랑 등기서류는 같이 주고받나요?").id == "civ-568-same-time"


def test_never_living_there_is_not_the_delay_the_2024_change_allows(said):
    # eval14 tune X012: "한 번도 안 들어가 살아도 되나요?" got the 입주 유예 card's 네 (3년 안에 입주하면 된다)
    got = said("분양가상한제 아파트 당첨됐는데 계속 전세 주고 저는 한 번도 안 들어가 살아도 되나요?")
    assert got is not None and (got.id, got.verdict) == ("ha-57-2-never-live", "아니요")
    assert said("분양가상한제 아파트 당첨됐는데 입주 전에 전세 한 번 놓아도 되나요?").verdict == "네"
