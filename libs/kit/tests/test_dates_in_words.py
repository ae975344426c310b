"""A date written in words, as a formal letter writes it, is the same date as in digits."""

from __future__ import annotations

import pytest

from holmes_kit.korean.extract import find_dates


@pytest.mark.parametrize("text,expected", [
    ("임대차 종료일은 이천이십팔년 삼월 십오일입니다", ["2028-03-15"]),
    ("이천이십육년 시월 삼십일일까지 살기로 했어요", ["2026-10-31"]),   # 시월 is 10월 spoken
    ("입주는 이천이십칠년 유월쯤이에요", ["2027-06"]),                  # 유월 is 6월, no day: a month
    ("잔금 이천이십칠년 일월 오일, 만기 2029년 1월 4일", ["2027-01-05", "2029-01-04"]),
])
def test_a_date_in_words_reads_as_its_digits(text: str, expected: list[str]) -> None:
    assert find_dates(text) == expected


@pytest.mark.parametrize("text", [
    "이천 년 된 절이 있는 동네예요",          # a count of years, not a date
    "이천이십칠년 이월 삼십일일",             # no such day
    "삼십년 된 아파트 십이월에 팔렸어요",       # no year of four digits
])
def test_words_that_name_no_date_give_none(text: str) -> None:
    assert find_dates(text) == []
