"""A 문답 card whose rule is a threshold on the user's own figure decides on the figures he gives:
the verdict, with the figures it rests on; a figure the rule needs and he did not give leaves it open."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from holmes_search.corpus.answers import AnswerCorpusError, read_answers
from holmes_search.domain.answers import match_answer
from holmes_search.domain.conditions import Condition, decide, user_value

from .test_answers import GOOD, write

# A lease over either bound must be reported: the card's question asks whether it must be.
LEASE_REPORT = Condition.model_validate({"combine": "any", "met": "네", "unmet": "아니요", "terms": [
    {"quantity": "deposit", "compare": ">", "bound": 6000, "unit": "만원"},
    {"quantity": "monthly_rent", "compare": ">", "bound": 30, "unit": "만원"}]})


def test_both_figures_within_the_bounds_answer_no_and_show_both():
    d = decide(LEASE_REPORT, "보증금 4천만원에 월 20만원 내는 원룸 계약했는데 이것도 신고 대상이에요?")
    assert d.verdict == "아니요"
    assert d.inputs == ("보증금 4,000만원 ≤ 6,000만원", "월세 20만원 ≤ 30만원")


def test_one_figure_past_its_bound_is_enough_and_only_it_is_shown():
    d = decide(LEASE_REPORT, "보증금은 3천인데 월세가 45만원이면 신고해야 하나")
    assert d.verdict == "네" and d.inputs == ("월세 45만원 > 30만원",)


def test_a_deposit_in_eok_past_the_bound_decides_without_the_rent():
    d = decide(LEASE_REPORT, "보증금 1억 2천 오피스텔 반전세면 신고하나요?")
    assert d.verdict == "네" and d.inputs == ("보증금 1억 2,000만원 > 6,000만원",)


def test_a_deposit_exactly_at_the_bound_is_not_past_it():
    d = decide(LEASE_REPORT, "보증금 6천만 월세 30만원짜리도 신고하나요?")
    assert d.verdict == "아니요"


def test_a_missing_figure_the_rule_needs_leaves_it_open():
    # the deposit is under its bound, the rent not given: either way is possible
    assert decide(LEASE_REPORT, "보증금 2천 넣었는데 신고해야 해요?") is None


def test_a_jeonse_pays_no_rent():
    d = decide(LEASE_REPORT, "전세 보증금 5,500만원인데 신고해야 해요?")
    assert d.verdict == "아니요" and d.inputs[-1] == "월세 0원 ≤ 30만원"


def test_a_bound_the_user_quotes_is_not_his_own_figure():
    # "6천만원 넘으면" repeats the rule; only his rent is his case
    d = decide(LEASE_REPORT, "보증금 6천만원 넘으면 신고라던데 저는 월세 35만원이에요. 신고해요?")
    assert d.verdict == "네" and d.inputs == ("월세 35만원 > 30만원",)


def test_a_noise_ceiling_decides_on_the_measured_decibels():
    night = Condition.model_validate({"met": "네", "unmet": "아니요", "terms": [
        {"quantity": "dB", "compare": ">", "bound": 34, "unit": "dB", "label": "야간 등가소음도"}]})
    assert decide(night, "새벽에 재 보니 36데시벨 나왔어요. 기준 넘은 거죠?").inputs == ("야간 등가소음도 36dB > 34dB",)
    assert decide(night, "밤에 측정했더니 31dB였는데 기준 초과인가요?").verdict == "아니요"


def test_a_household_count_decides_only_the_side_the_rule_answers():
    big = Condition.model_validate({"met": "네", "terms": [
        {"quantity": "households", "compare": ">=", "bound": 300, "unit": "세대"}]})
    assert decide(big, "저희 단지가 420세대예요").verdict == "네"
    assert decide(big, "저희 단지는 120세대") is None  # below: other criteria may still apply


def test_a_period_bound_in_years_compares_in_days():
    wed = Condition.model_validate({"met": "네", "unmet": "아니요", "terms": [
        {"quantity": "days", "compare": "<=", "bound": 7, "unit": "년", "label": "혼인기간"}]})
    assert decide(wed, "혼인신고한 지 18개월 됐어요").inputs == ("혼인기간 18개월 ≤ 7년",)
    assert decide(wed, "결혼 9년 차예요").verdict == "아니요"


# --- matched on the shipped corpus ------------------------------------------------------------------
def _card(question: str):
    _, cards = read_answers()
    return match_answer(cards, [question], date(2026, 11, 26))


def test_the_lease_report_card_gives_the_verdict_on_the_users_lease():
    c = _card("원룸 보증금 3천에 월세 28만원으로 계약했는데 전월세 신고 해야 되나요?")
    assert c.verdict == "조건부" and c.decided == "아니요" and "월세 28만원 ≤ 30만원" in c.inputs


def test_asking_whether_it_may_be_skipped_turns_the_verdict_on_the_figures():
    assert _card("보증금 8천에 월세 10만원이면 전월세 신고 안 해도 되죠?").decided == "아니요"
    assert _card("보증금 2천에 월세 15만원이면 전월세 신고 안 해도 되나요?").decided == "네"


def test_without_figures_the_card_stays_conditional():
    c = _card("전월세 계약도 신고해야 하나요?")
    assert c.verdict == "조건부" and c.decided is None and c.inputs == ()


# --- validation --------------------------------------------------------------------------------------
def _refused(tmp_path: Path, condition: dict, **more) -> str:
    first = {**GOOD["answers"][0], "condition": condition, **more}
    write(tmp_path, "housing_lease_act.json", {**GOOD, "answers": [first, *GOOD["answers"][1:]]})
    with pytest.raises(AnswerCorpusError) as e:
        read_answers(tmp_path)
    return str(e.value)


@pytest.mark.parametrize("condition, why", [
    ({"met": "네", "terms": [{"quantity": "deposit", "compare": ">", "bound": 6000, "unit": "dB"}]}, "만원"),
    ({"met": "네", "terms": [{"quantity": "floors", "compare": ">", "bound": 3, "unit": "층"}]}, "quantity"),
    ({"met": "네", "terms": [{"quantity": "dB", "compare": "=>", "bound": 34, "unit": "dB"}]}, "compare"),
    ({"met": "네", "unmet": "네", "terms": [{"quantity": "dB", "compare": ">", "bound": 34, "unit": "dB"}]}, "decide"),
    ({"met": "네", "terms": []}, "terms"),
])
def test_a_bad_condition_is_refused_naming_file_and_card(tmp_path, condition, why):
    message = _refused(tmp_path, condition)
    assert "housing_lease_act.json" in message and "fixture-hla-tacit-landlord-ends" in message and why in message


def test_a_verdict_written_where_the_matcher_fills_it_is_refused(tmp_path):
    ok = {"met": "네", "terms": [{"quantity": "dB", "compare": ">", "bound": 34, "unit": "dB"}]}
    message = _refused(tmp_path, ok, decided="네")
    assert "fixture-hla-tacit-landlord-ends" in message and "decided" in message


def test_every_shipped_condition_reads_back_from_its_stored_form():
    from holmes_search.corpus.answers import COLUMNS, _row, card_of
    _, cards = read_answers()
    conditioned = [c for c in cards if c.condition]
    assert len(conditioned) >= 10
    for c in conditioned:
        row = dict(zip(COLUMNS, _row(c), strict=True))
        row["keys"] = json.loads(row["keys"])
        assert card_of(row).condition == c.condition


def test_two_cards_on_one_bound_agree_on_the_users_figures_and_one_leads():
    # '7천 넘으면 못 받나요?' (아니요) and '8천 넘으면 못 받나요?' (네) are both about the 8천 bound: on the
    # user's own 7천5백 they give the same answer, so tying on the rest does not silence them
    from holmes_search.domain.answers import AnswerCard

    cap = {"met": "네", "unmet": "아니요", "terms": [{"quantity": "income", "compare": ">", "bound": 8000, "unit": "만원"}]}
    base = {"article": "제95조의2", "effective": "2024-01-01", "source": "조세특례제한법 제95조의2",
            "keys": [["월세"], ["공제"]], "condition": cap}
    low = AnswerCard.model_validate({**base, "id": "t-7k", "verdict": "아니요", "question": "7천 넘으면 못 받나요?",
                                     "answer": "아니요, 8천만원 이하면 받습니다."})
    high = AnswerCard.model_validate({**base, "id": "t-8k", "verdict": "네", "question": "8천 넘으면 못 받나요?",
                                      "answer": "네, 8천만원을 넘으면 못 받습니다."})
    got = match_answer([low, high], ["총급여 7,500만원이에요. 월세 공제 못 받나요?"], date(2026, 11, 26))
    assert got is not None and got.decided == "아니요" and got.inputs == ("소득 7,500만원 ≤ 8,000만원",)


@pytest.mark.parametrize("asked, verdict", [
    # a class the user names by a bound decides when every member lies on one side (review 6, N3): a 전세 has
    # no 월세, and every deposit of "6천 이하" fails "> 6천"
    ("전세인데 보증금이 5천만원 이하예요. 신고 대상인가요?", "아니요"),
    # every deposit "over 8천" is past 6천: reported whatever the rent
    ("보증금 8천만원 넘는 반전세도 신고 대상이에요?", "네"),
])
def test_a_class_of_deposit_decides_when_it_lies_wholly_on_one_side(asked, verdict):
    d = decide(LEASE_REPORT, asked)
    assert d is not None and d.verdict == verdict, d


def test_a_class_that_straddles_the_bound_decides_nothing():
    # "1억 이하" holds deposits both over and under 6천
    assert decide(LEASE_REPORT, "전세 보증금 1억 이하인데 신고 대상인가요?") is None


# The sale act applies from 30 rooms or 3,000㎡: a building told by one of them all but settles the other.
SALE_ACT = Condition.model_validate({"combine": "any", "met": "네", "unmet": "아니요", "terms": [
    {"quantity": "rooms", "compare": ">=", "bound": 30, "unit": "실", "label": "실 수", "presumed": True},
    {"quantity": "area", "compare": ">=", "bound": 3000, "unit": "㎡", "label": "분양 바닥면적", "presumed": True}]})


def test_a_presumed_figure_not_given_is_said_as_the_assumption_the_verdict_rests_on():
    d = decide(SALE_ACT, "오피스텔 18실 분양하는데 신고 대상이야?")
    assert d.verdict == "아니요" and d.inputs == ("실 수 18실 < 30실 (분양 바닥면적 3,000㎡ 미만이라면)",)


def test_a_figure_past_its_bound_needs_no_presumption():
    d = decide(SALE_ACT, "오피스텔 45실 분양하는데 신고 대상이야?")
    assert d.verdict == "네" and d.inputs == ("실 수 45실 ≥ 30실",)


def test_nothing_given_is_nothing_presumed():
    assert decide(SALE_ACT, "오피스텔 분양하는데 신고 대상이야?") is None


def test_a_lease_report_asked_as_the_name_of_the_report_is_still_a_jeonse():
    # '전월세 신고' names the report: the user's lease is the 전세 he told, and a 전세 pays no rent
    d = decide(LEASE_REPORT, "보증금 4천 전세 계약했는데 전월세 신고 해야 돼요?")
    assert d.verdict == "아니요" and d.inputs[-1] == "월세 0원 ≤ 30만원"


@pytest.mark.parametrize("asked", [
    "등록임대주택인데 연체한 적 없어요. 임대사업자가 계약 해지할 수 있나요?",
    "임대사업자 집인데 월세 밀린 적 한 번도 없거든요. 그래도 집주인이 나가라면 나가야 돼요?",
    # the fact told after the question: its '없어요' is the fact weighed, not the claim turned
    "임대사업자 집인데 만기 되면 꼭 나가야 하나요 저 연체 한 번도 없어요",
])
def test_rent_never_in_arrears_is_a_figure_the_arrears_rule_decides(said, asked):
    # "밀린 적 없어요" is zero months in arrears: the termination the landlord may make from three is not his
    got = said(asked)
    assert got is not None and got.decided == "아니요", (asked, got and (got.id, got.decided))
    assert got.inputs == ("연체 0기 < 3기",)


def test_arrears_said_as_periods_past_the_bound_decide_yes(said):
    got = said("임대사업자 집이고 월세 3기 밀렸어요. 해지될 수 있나요?")
    assert got is not None and got.decided == "네" and got.inputs == ("연체 3기 ≥ 3기",)


@pytest.mark.parametrize("asked, verdict, inputs", [
    ("새벽 2시쯤 윗집 쿵 소리 최고소음도가 56dB 찍혔어요. 기준 넘은 건가요?", "네",
     ("야간 최고소음도 56dB > 52dB (1시간에 3회 이상이라면)",)),
    ("밤에 잰 최고소음도가 49dB이면 기준 초과예요?", "아니요", ("야간 최고소음도 49dB ≤ 52dB",)),
    ("오후에 최고소음도 61dB 나왔어요 기준 위반이에요?", "네", ("주간 최고소음도 61dB > 57dB (1시간에 3회 이상이라면)",)),
])
def test_a_peak_level_the_user_measured_is_weighed_against_the_peak_bound_of_its_hour(said, asked, verdict, inputs):
    # the user's figure is weighed first; a peak past the bound is a breach only 3 times an hour — said with the 네
    got = said(asked)
    assert got is not None and got.decided == verdict and got.inputs == inputs, (asked, got and (got.id, got.decided))
    assert "3회" in got.answer


@pytest.mark.parametrize("asked, verdict, inputs", [
    ("입주 6개월 된 집 벽지 하자 보수받을 수 있나요?", "네", ("인도 후 6개월 ≤ 2년",)),
    ("타일 하자 입주 6개월째인데 보수 기간 안이에요?", "네", ("인도 후 6개월 ≤ 2년",)),  # 안이에요: within
    ("벽지 하자 입주 2년 지났는데 보수돼요?", "아니요", ("인도 후 2년 넘음 > 2년",)),
    ("철근콘크리트 하자인데 사용검사 후 4년 지났어요. 하자보수 받을 수 있나요?", "네", ("사용검사 후 4년 넘음 ≤ 5년",)),
])
def test_the_time_since_handover_the_user_gives_decides_the_defect_period(said, asked, verdict, inputs):
    # a length told as past ("2년 지났는데") is just over it: at the bound it is past the bound
    got = said(asked)
    assert got is not None and got.decided == verdict and got.inputs == inputs, (asked, got and (got.id, got.decided))


def test_a_length_the_card_weighs_that_decides_nothing_leaves_its_word_unsaid(said):
    # "1년 지났는데" of a card asking "2년이 지나도 보수받을 수 있나요? 아니요": that 아니요 is not his case
    got = said("도배 하자 입주 1년 지났는데 보수되나요?")
    assert got is not None and got.id == "amd-36-finish-2y"
    assert got.decided == "네" or (got.verdict == "" and not got.answer.startswith("아니요")), (got.decided, got.answer)
    assert said("도배 하자 2년 지나도 보수되나요?").verdict == "아니요"  # the card's own question: its word


def test_a_residential_officetel_lease_under_both_bounds_need_not_be_reported(said):
    got = said("주거용 오피스텔 월세 계약했어요. 보증금 3천에 월세 20만원이면 이것도 신고 대상인가요?")
    assert got is not None and got.decided == "아니요", got and (got.id, got.decided)


def test_an_old_building_named_is_not_weighed_against_the_new_buildings_bounds(said):
    # approved before 2005-07: +2dB from 2025 (규칙 별표 비고) — 53dB at night is within its 54dB
    got = said("2002년에 지은 아파트인데 밤에 최고소음도 53dB 나왔어요. 기준 초과예요?")
    assert got is None or not got.decided, got and (got.id, got.decided)


@pytest.mark.parametrize("asked, card, verdict", [
    ("오피스텔 20실 분양하는데 분양신고 대상이에요?", "bsa-3-officetel-rooms", "아니요"),
    ("바닥면적 2천㎡ 상가 분양하는데 분양신고 해야 해요?", "bsa-3-size-threshold", "아니요"),
])
def test_the_room_rule_is_an_officetels_and_the_area_rule_any_buildings(said, asked, card, verdict):
    got = said(asked)
    assert got is not None and got.id == card and got.decided == verdict, got and (got.id, got.decided)
    # a shop counted in rooms is not weighed by the officetel's 30 rooms
    other = said("상가 40실 분양하려는데 분양신고 해야 하나요?")
    assert other is None or not other.decided


# 단독주택 are counted in 호 ('20채', '30호'), 공동주택 in 세대: one threshold of each (주택법 시행령 제27조)
PLAN_APPROVAL = Condition.model_validate({"combine": "any", "met": "네", "unmet": "아니요", "terms": [
    {"quantity": "houses", "compare": ">=", "bound": 30, "unit": "호", "label": "단독주택", "presumed": True},
    {"quantity": "households", "compare": ">=", "bound": 30, "unit": "세대", "label": "공동주택", "presumed": True}]})


@pytest.mark.parametrize("asked, verdict, shown", [
    ("단독주택 20채 짓는 사업인데 승인 받아야 돼?", "아니요", "단독주택 20호 < 30호 (공동주택 30세대 미만이라면)"),
    ("전원주택 35호 단지 짓는데 승인 대상이에요?", "네", "단독주택 35호 ≥ 30호"),
    ("다세대 20세대 짓는데 승인 받아야 하나요?", "아니요", "공동주택 20세대 < 30세대 (단독주택 30호 미만이라면)"),
])
def test_houses_are_counted_in_ho_or_chae_and_apart_from_households(asked, verdict, shown):
    d = decide(PLAN_APPROVAL, asked)
    assert d is not None and d.verdict == verdict and d.inputs == (shown,), d


def test_houses_said_as_a_bound_are_no_count_of_the_users():
    assert decide(PLAN_APPROVAL, "단독주택 30호 이상이면 승인 대상이라던데 맞나요?") is None


SINCE_A_YEAR = Condition.model_validate({"met": "네", "unmet": "아니요", "terms": [
    {"quantity": "days", "compare": ">=", "bound": 1, "unit": "년", "label": "계약 후"}]})


@pytest.mark.parametrize("asked, verdict, shown", [
    ("계약한 지 1년도 안 됐는데 올려 달래요", "아니요", "계약 후 1년 미만 < 1년"),
    ("계약한 지 1년이 안 됐는데 증액 되나요?", "아니요", "계약 후 1년 미만 < 1년"),
    ("입주한 지 석 달 됐는데 올릴 수 있나요?", None, None),  # '석' is no figure kit reads: nothing decided
    ("6개월밖에 안 됐는데 또 올린대요", "아니요", "계약 후 6개월 < 1년"),  # '…밖에 안 됐' is 6 months itself
])
def test_a_length_the_user_is_short_of_is_less_than_it(asked, verdict, shown):
    d = decide(SINCE_A_YEAR, asked)
    assert (d and (d.verdict, d.inputs)) == ((verdict, (shown,)) if verdict else None), d


def test_short_of_a_length_past_a_shorter_bound_is_not_known():
    # "1년도 안 됐어요" may be a month or eleven: against 3 months it decides nothing
    three_months = Condition.model_validate({"met": "네", "unmet": "아니요", "terms": [
        {"quantity": "days", "compare": ">=", "bound": 3, "unit": "개월"}]})
    assert decide(three_months, "이사 온 지 1년도 안 됐는데 출마할 수 있나요?") is None


def test_months_of_fees_in_arrears_are_no_length_of_time():
    # "관리비 두 달 밀렸는데": two months unpaid (3기 of 시행령 제11조), not two months of residence
    assert user_value("관리비를 두 달 밀렸는데 동대표가 될 수 있나요?", "days") is None
    assert user_value("관리비를 두 달 밀렸는데 동대표가 될 수 있나요?", "arrears") == 2
    assert user_value("이사 온 지 5개월인데 관리비를 한 달 밀렸어요", "days") == 150


def test_a_rentless_lease_is_a_rent_of_zero_and_not_paying_asked_is_not():
    from holmes_search.domain.conditions import NO_RENT, user_value

    assert user_value("보증금 5천에 월세 없이 전세 계약했어요", "monthly_rent") == 0.0
    assert user_value("보증금 5천인데 월세는 안 내는 전세예요", "monthly_rent") == 0.0
    # a question about not paying ("안 내도 되죠?", "안 내면 어떻게 돼요?") tells no rent of the lease
    assert not NO_RENT.search("통지했으면 월세는 안 내도 되죠?") and not NO_RENT.search("월세 안 내면 어떻게 돼요?")
