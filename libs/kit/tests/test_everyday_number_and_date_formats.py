"""Amounts, dates and rates in the forms a fuzz of user questions showed the readers missed — phrasings
of our own, written while fixing (2026-11-27)."""
from datetime import date

import pytest

from holmes_kit.korean.extract import (
    extract_entities,
    find_dates,
    find_delay,
    find_month_days,
    find_percentages,
)
from holmes_kit.korean.money import find_amounts

TODAY = date(2026, 11, 27)


def _read(text: str) -> list[tuple[int, str | None]]:
    return [(a.manwon, a.role) for a in find_amounts(text)]


@pytest.mark.parametrize(("text", "expected"), [
    # 살 followed by an ending of 살다 is living there, not an age
    ("월세 50 살고 있는데 재계약하면", [(50, "monthly_rent")]),
    ("보증금 5천/월 45 살아요", [(5000, "deposit"), (45, "monthly_rent")]),
    ("보증금 3천 월세 40 살면서", [(3000, "deposit"), (40, "monthly_rent")]),
    # a count of months or weeks after a money word is a period, not 만원
    ("2억 보증금 3달 못 받았어요", [(20000, "deposit")]),
    ("보증금 2주째 못 받음", []),
    # the listing's "deposit 에 rent" with 월세 said after
    ("3천에 40 월세 원룸", [(3000, "deposit"), (40, "monthly_rent")]),
    ("500에 35짜리 월세 구했는데", [(500, "deposit"), (35, "monthly_rent")]),
    # a bare or worded figure after 전세 is its deposit
    ("전세 23000 갱신하면", [(23000, "deposit")]),
    ("전세 사천오백 재계약", [(4500, "deposit")]),
    # a bare part taken out of a figure is in the same 만원
    ("보증금 2억 3000 중에 3000을 월세로", [(23000, "deposit"), (3000, None)]),
    ("보증금 1억 중 2000 돌려받았어", [(10000, "deposit"), (2000, None)]),
    # 월 right after the deposit's unit, written without spaces
    ("보증금3천월40재계약", [(3000, "deposit"), (40, "monthly_rent")]),
    ("보증금 2천만원월 35", [(2000, "deposit"), (35, "monthly_rent")]),
])
def test_amounts_and_their_roles(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("전세가율 80이면 위험해?", []),            # 전세 inside 전세가율 names no deposit
    ("3억 중 5 정도만", [(30000, None)]),        # a part too small to be 만원 of it
    ("전세 2년 살았어", []),
    ("전세 30살 직장인", []),
])
def test_what_stays_no_amount(text, expected):
    assert _read(text) == expected


def test_an_age_is_still_an_age():
    assert extract_entities("저 32살 직장인이고 연봉 4천이에요").extra.get("age") == 32
    assert extract_entities("월세 60 살고 있어요").extra.get("age") is None


@pytest.mark.parametrize(("text", "expected"), [
    ("만기 20280115 갱신요구", ["2028-01-15"]),           # yyyymmdd
    ("만기 28/1/15 갱신요구", ["2028-01-15"]),            # two-digit year with slashes
    ("만료일 1/15 갱신요구 언제까지", ["2027-01-15"]),      # month/day after the word naming the day
    ("만기 1.15 갱신 요구", ["2027-01-15"]),
    ("묵시적 갱신 2/3 해지통보", ["2027-02-03"]),           # month/day before 해지통보
    ("계약 만료가 다음 달 말일", ["2026-12-31"]),           # a month counted from the day of the turn
    ("이번달 30일에 해지 통지", ["2026-11-30"]),
    ("만료 2028년 이월 말", ["2028-02-29"]),               # digit year, month in words
    ("28.2월말 만기", ["2028-02-29"]),                    # year with a dot, month with 월
])
def test_dates_written_in_other_ways(text, expected):
    assert find_dates(text, TODAY) == expected


@pytest.mark.parametrize("text", ["보증금 20000000원", "등기번호 20270331번", "금리 3.5% 만기", "계약기간 1/2 경과",
                                  "이월 잔액"])
def test_what_stays_no_date(text):
    assert find_dates(text, TODAY) == []


def test_yearless_day_after_its_word_is_a_month_day():
    assert find_month_days("만기 3/31 갱신") == [(3, 31)]


@pytest.mark.parametrize(("text", "expected"), [
    ("대출 3억 금리 4.2 30년", [4.2]),
    ("이율 3.9로 20년이면", [3.9]),
    ("금리 연 5 적용", [5.0]),
    ("금리 3.5% 30년", [3.5]),
    ("금리 4년 고정", []),
])
def test_a_named_rate_without_its_percent_sign(text, expected):
    assert find_percentages(text) == expected


def test_a_loan_reads_the_rate_without_its_sign():
    loans = extract_entities("주담대 2억 금리 4.1 30년 받으면 월 얼마").extra.get("loans") or []
    assert [(x["manwon"], x["rate_pct"]) for x in loans] == [(20000, 4.1)]


@pytest.mark.parametrize(("text", "expected"), [
    ("보증금을 두 달(61일) 동안 안 줬어요", {"late_days": 61}),     # the exact count in brackets is read
    ("3개월(92일)째 못 받음", {"late_days": 92}),
    ("45일째 안 줬어", {"late_days": 45}),                          # 안 줬 is a delay as 안 줘 is
    ("만기 후 한달 지났는데 40일치 이자 얼마", {"late_days": 40}),   # the span asked for (치) wins
])
def test_the_delay_counted(text, expected):
    assert find_delay(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("어머니가 빌라를 2억 8천에 사신대요", [(28000, "price")]),     # the honorific of 사다; 을/를 after the home
    ("원룸 300에 40 살아요", [(300, "deposit"), (40, "monthly_rent")]),
    ("오피스텔 2000에 65 계약", [(2000, "deposit"), (65, "monthly_rent")]),
    ("빌라 2억에 3년", [(20000, "price")]),                          # a count of years is no rent
])
def test_the_home_and_the_room_name_the_figures(text, expected):
    assert _read(text) == expected
