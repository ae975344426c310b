"""Loan terms, rates and yearless days in the forms a fuzz of our own (benchmarks/calcfuzz/dates_loans.jsonl)
showed the readers missed."""
from datetime import date

import pytest

from holmes_kit.korean.extract import extract_entities, find_dates, find_percentages

TODAY = date(2026, 11, 27)


@pytest.mark.parametrize(("text", "years"), [
    ("주담대 3억 연 4% 360개월 원리금균등 월 상환액", 30),
    ("1억5천 대출 금리 연 4.2% 180개월 원리금균등이면 월 얼마?", 15),
    # a year term told as well wins; months that are no whole years, a grace period or a span are no term
    ("대출 2억 30년(360개월) 원리금균등", 30),
    ("대출 1억 18개월 원리금균등", None),
    ("대출 2억 거치 12개월 원리금균등 연 4%", None),
    ("대출 2억 금리가 12개월마다 바뀌는 변동금리", None),
    ("대출 받은 지 24개월 뒤에 중도상환하면", None),
])
def test_a_loan_term_in_months(text, years):
    assert extract_entities(text, today=TODAY).extra.get("term_years") == years


def test_a_named_rate_without_its_sign_before_a_comma():
    assert find_percentages("대출 2억, 금리 4.2, 30년 원리금균등") == [4.2]
    assert find_percentages("금리 4,200만원") == []  # a figure with a thousands comma is no rate


def test_a_yearless_notice_day_with_the_notice_words_before_a_past_verb():
    assert find_dates("11/20에 해지 통보 보냈어요", TODAY) == ["2026-11-20"]
    assert find_dates("12월 5일에 해지 통지했어요", TODAY) == ["2025-12-05"]
    assert find_dates("11/20에 해지 통보 보내면 언제 끝나요", TODAY) == ["2027-11-20"]
    # only the notice's words may stand between: another word keeps the day ahead
    assert find_dates("3/31 만료인데 작년에 계약했어요", TODAY) == ["2027-03-31"]
