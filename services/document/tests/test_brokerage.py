import pytest

from holmes_document.domain.brokerage import fee_cap_won, transaction_amount_won


@pytest.mark.parametrize("deposit, rent, cap", [
    (120_000_000, 0, 360_000),          # 1억2천 × 0.3%
    (10_000_000, 500_000, 240_000),     # 1천만 + 50만×100 = 6천만, × 0.4% (한도 30만 미만)
    (5_000_000, 400_000, 165_000),      # 500만 + 40만×100 < 5천만 → 500만 + 40만×70 = 3,300만, × 0.5%
    (45_000_000, 0, 200_000),           # 4,500만 × 0.5% = 225,000 → 한도 20만
    (700_000_000, 0, 2_800_000),        # 7억 × 0.4%
    (1_600_000_000, 0, 9_600_000),      # 16억 × 0.6%
])
def test_fee_cap(deposit, rent, cap):
    assert fee_cap_won(deposit, rent)[0] == cap


def test_transaction_amount_uses_70_below_50m():
    assert transaction_amount_won(5_000_000, 400_000) == 33_000_000
    assert transaction_amount_won(10_000_000, 500_000) == 60_000_000
