from decimal import Decimal

import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.money import check_amount, check_rate, format_manwon, format_pct, format_won


@pytest.mark.parametrize(
    "amount, text",
    [
        (48000, "4억 8,000만원"),  # 4*10000 + 8000
        (60000, "6억원"),
        (5500, "5,500만원"),
        (0, "0원"),
        (10_000_000, "1,000억원"),  # 1,000 * 10,000
        (-2500, "-2,500만원"),  # 가격 변동(하락)에 쓰임
        (123456, "12억 3,456만원"),
    ],
)
def test_format_manwon(amount, text):
    assert format_manwon(amount) == text


@pytest.mark.parametrize(
    "won, text",
    [
        (1_432_246, "143만 2,246원"),
        (2_500_000, "250만원"),
        (100_000_000, "1억원"),
        (123_456_789, "1억 2,345만 6,789원"),
        (500, "500원"),
    ],
)
def test_format_won(won, text):
    assert format_won(won) == text


def test_format_pct_rounds_half_up():
    # 96.666… → 96.7, and 0.125 → 0.13 at two digits (banker's rounding would give 0.12)
    assert format_pct(Decimal(58000) * 100 / 60000) == "96.7%"
    assert format_pct(Decimal("0.125"), 2) == "0.13%"


@pytest.mark.parametrize("bad", [-1, 10_000_001, "5억", 3.5, True])
def test_check_amount_rejects_bad_values_naming_the_field(bad):
    with pytest.raises(AnalysisInputError) as e:
        check_amount("deposit", bad, label="보증금")
    assert e.value.field == "deposit"
    assert "보증금" in e.value.message_ko


def test_check_rate_band():
    assert check_rate("rate", 4.5) == Decimal("4.5")
    with pytest.raises(AnalysisInputError) as e:
        check_rate("rate", -0.1, label="금리")
    assert e.value.to_dict()["field"] == "rate"
