from decimal import Decimal

import pytest

from holmes_document.domain import DocumentInputError
from holmes_document.domain.required import manwon_field
from holmes_kit.korean.money import manwon_in_words, money_phrase, won_in_words


def parse_money_manwon(value, field="amount"):
    return manwon_field(value, field)


@pytest.mark.parametrize("won, words", [
    (120_000_000, "일억이천만"),
    (350_000_000, "삼억오천만"),
    (215_000_000, "이억일천오백만"),   # 2억 + 1,500만, banks write 일 before 천
    (305_000_000, "삼억오백만"),
    (1_500_000, "일백오십만"),
    (10_000, "일만"),
    (1_000_000_000_000, "일조"),
    (123_456_789, "일억이천삼백사십오만육천칠백팔십구"),
    (0, "영"),
])
def test_won_in_words(won, words):
    assert won_in_words(won) == words


def test_informal_words_drop_leading_il():
    assert won_in_words(1_500_000, formal=False) == "백오십만"
    assert won_in_words(120_000_000, formal=False) == "일억이천만"


def test_manwon_in_words():
    assert manwon_in_words(35000) == "삼억오천만"
    assert manwon_in_words(12000) == "일억이천만"


def test_money_phrase_matches_the_form():
    assert money_phrase(12000) == "금 일억이천만원정 (₩120,000,000)"
    assert money_phrase(50) == "금 오십만원정 (₩500,000)"


@pytest.mark.parametrize("text, manwon", [
    ("3억 5천", 35000), ("2억 5천만원", 25000), ("2,000만원", 2000), ("3.5억", 35000),
    ("120,000,000원", 12000), ("500", 500), ("5억", 50000), ("1억2천", 12000), ("3억 500", 30500),
    ("5천", 5000), ("금 1억원정", 10000), ("₩120,000,000", 12000), (35000, 35000), ("삼억", 30000),
    # exact to the 원: a contract states the user's figure, never a rounded one
    ("52만 5천원", 52.5), (52.5, 52.5), ("525,000원", 52.5), (12.5, 12.5), ("1,500원", Decimal("0.15")),
    ("1억 2,345만 6,789원", Decimal("12345.6789")),
])
def test_parse_money_manwon(text, manwon):
    assert parse_money_manwon(text) == manwon


@pytest.mark.parametrize("bad", ["3억 원 정도", True, None, "2027-01-15", 52.123456, float("nan"), float("inf")])
def test_parse_money_rejects_with_korean_message(bad):
    with pytest.raises(DocumentInputError) as err:
        parse_money_manwon(bad, "deposit_manwon")
    assert err.value.field == "deposit_manwon"
    assert err.value.message_ko
