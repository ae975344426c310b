"""The blind sets' scorer reads a labelled verdict by its first clause, and a lead by its words.

A misread label moves answer-first for the wrong reason: "아니요 — 감정평가액 기준" was read as a
yes (the old list lacked 아니요/아님/없음), "가능 — 초과분은 무효, 반환청구" as a no (무효 later on).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from answer_eval import negative_label, verdict_first, wrong_word  # noqa: E402


def test_a_label_is_read_by_its_first_clause():
    assert negative_label("아니요 — 감정평가액 기준")
    assert negative_label("대상 아님 — 오피스텔 30실 이상이 적용 대상")
    assert negative_label("불필요 — 금액 변동 없는 갱신은 신고 대상 아님")
    assert not negative_label("가능 — 한도 초과분은 무효, 반환청구")
    assert not negative_label("필요 — 공동주택 30세대 이상은 사업계획승인 대상")


def test_a_label_without_a_verdict_word_first_is_read_whole():
    assert negative_label("선분양 요건 미충족 가능성(위험)")  # "가능성" is no "가능"
    assert negative_label("이행 착수 후라 계약금 해제 불가")
    assert not negative_label("잔금일부터 60일 이내")


def test_a_lead_answers_by_its_words():
    assert verdict_first("아니요 — 신고는 계약일부터 30일 이내에 해야 합니다.", "아니요 — 계약일부터 30일")
    assert verdict_first("네, 사업계획승인을 받아야 합니다.", "필요 — 승인 대상")
    assert not verdict_first("신고는 계약일부터 30일 이내에 합니다.", "아니요 — 계약일부터 30일")


def test_an_opening_word_against_the_label_is_a_wrong_word():
    # answer-first alone passes this one: '없습니다' in the second sentence reads as the no asked
    answer = "네, 집주인은 갱신을 거절할 수 있습니다. 다만 정당한 사유가 없으면 거절할 수 없습니다."
    assert verdict_first(answer, "아니요 — 정당한 사유 없이 거절 불가")
    assert wrong_word(answer, "아니요 — 정당한 사유 없이 거절 불가")
    assert wrong_word("No. The landlord may raise it by 5%.", "네 — 5% 이내")
    assert not wrong_word("아니요 — 계약일부터 30일 이내에 신고해야 합니다.", "아니요 — 계약일부터 30일")
    assert not wrong_word("### 결론\n아니요, 신고 대상이 아닙니다.", "아니요 — 대상 아님")


def test_an_answer_without_an_opening_word_or_a_label_without_a_side_is_no_wrong_word():
    assert wrong_word("신고는 계약일부터 30일 이내에 합니다.", "아니요 — 계약일부터 30일") is False
    assert wrong_word("예를 들어 보증금이 3억이면 …", "네 — 승인 대상") is False  # '예를' is no 예
    assert wrong_word("네, 가능합니다.", "잔금일부터 60일 이내") is None  # a deadline label, neither yes nor no
    # a rule labelled as the rule: "신고 안 해도 되죠?" is rightly answered 네 by a 불필요
    assert wrong_word("네, 금액이 같으면 신고하지 않아도 됩니다.", "불필요 — 금액 변동 없는 갱신") is None


def test_a_label_naming_the_thing_asked_wants_it_named_in_the_lead():
    # "who announces it?" is not answered by a lead that only sounds positive
    office = "시장·군수·구청장 — 개별주택가격은 시장·군수·구청장이 공시합니다(§17①)."
    assert verdict_first("개별주택가격은 시장·군수·구청장이 결정·공시합니다(제17조).", office)
    assert not verdict_first("이의신청은 공시일부터 30일 안에 할 수 있습니다(제11조).", office)
    # a count or deadline: every number with its unit, however a date or a fraction is written
    assert verdict_first("최고소음도는 1시간에 3회 이상 넘으면 기준 초과입니다.", "1시간에 3회 이상 — 별표 비고")
    assert not verdict_first("최고소음도 기준은 주간 57dB입니다. 넘으면 초과입니다.", "1시간에 3회 이상 — 별표 비고")
    assert verdict_first("유효기간은 2027-05-31까지입니다.", "2027년 5월 31일까지 — 부칙")
    assert verdict_first("각 3분의 2 이상의 결의가 필요합니다.", "2/3 이상 — 주택법 제11조")
    # a conditional label keeps the polarity reading
    assert verdict_first("약정이 있으면 그에 따라야 합니다.", "조건부 — 약정 여부")


def test_a_lead_saying_it_does_not_happen_is_a_negative_verdict():
    # "…우선변제권도 생기지 않습니다" answers "우선변제 되나요?" with a no
    assert verdict_first("확정일자만으로는 우선변제권이 생기지 않습니다.", "아니요 — 대항요건과 확정일자 모두 필요")


def test_a_figure_labelled_in_words_is_the_figure_in_its_unit():
    label = "5분 등가소음도 주간 45데시벨·야간 40데시벨 — 공기전달 소음의 기준(dB(A))입니다(§3, 별표)."
    assert verdict_first("공기전달 소음 기준은 5분간 등가소음도 주간 45dB(A), 야간 40dB(A)입니다.", label)
    assert not verdict_first("공기전달 소음 기준은 주간 43dB(A), 야간 38dB(A)입니다.", label)
    # the law's "100분의 10" is the answer's "10%" (and a different share is not)
    fine = "취득가액의 100분의 10 이하 — 거래가격 거짓 신고(§28③)."
    assert verdict_first("거짓으로 신고하면 취득가액의 10% 이하 과태료 대상입니다.", fine)
    assert not verdict_first("거짓으로 신고하면 취득가액의 5% 이하 과태료 대상입니다.", fine)


def test_every_blind_set_is_scored_on_the_day_its_author_wrote_it():
    # a date answer ("오늘 기준 갱신요구 가능?") judged a day after its label was written scores a miss it is not
    from datetime import date

    from answer_eval import SETS, reference_day

    days = {name: reference_day(path) for name, path in SETS.items() if path.exists()}
    assert len(days) == len(SETS)
    assert days["eval"] == date(2026, 11, 23) and days["eval8"] == date(2026, 11, 26)
    assert days["eval16"] == date(2026, 11, 27) and days["eval17"] == date(2026, 11, 28)


def test_a_conditional_label_is_answered_by_a_lead_that_says_it_depends():
    label = "조건부 — 유익비는 가액 증가가 남아 있으면 청구할 수 있지만, 원상복구 특약이 있으면 어렵습니다(§626②)."
    assert verdict_first("조건부로 가능합니다 — 가치 증가가 남아 있으면 청구할 수 있습니다(민법 제626조).", label)
    # without saying so, it is read by the label's polarity as before
    assert not verdict_first("청구할 수 있습니다(민법 제626조).", label)
