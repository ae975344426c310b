"""The one 중개보수 table (공인중개사법 시행규칙 별표 1) that the analysis and document teams read."""
from datetime import date

import pytest

from holmes_kit.rules.brokerage import housing_lease_fee_cap, lease_amount_manwon, lease_amount_won, table_for


@pytest.mark.parametrize("deposit, rent, cap", [
    (120_000_000, 0, 360_000),          # 1억2천 × 0.3%
    (10_000_000, 500_000, 240_000),     # 1천만 + 50만×100 = 6천만, × 0.4% (한도 30만 미만)
    (5_000_000, 400_000, 165_000),      # 500만 + 40만×100 < 5천만 → 500만 + 40만×70 = 3,300만, × 0.5%
    (45_000_000, 0, 200_000),           # 4,500만 × 0.5% = 225,000 → 한도 20만
    (700_000_000, 0, 2_800_000),        # 7억 × 0.4%
    (1_600_000_000, 0, 9_600_000),      # 16억 × 0.6%
])
def test_housing_lease_fee_cap(deposit, rent, cap):
    assert housing_lease_fee_cap(deposit, rent, date(2026, 11, 26)).cap_won == cap


def test_lease_amount_uses_70_below_50m():
    assert lease_amount_won(5_000_000, 400_000) == 33_000_000
    assert lease_amount_won(10_000_000, 500_000) == 60_000_000
    assert lease_amount_manwon(500, 40) == 3_300
    assert lease_amount_manwon(30_000, 0) == 30_000


def test_no_table_before_the_2021_amendment():
    assert table_for(date(2021, 10, 18)) is None
    assert table_for(date(2021, 10, 19)).effective == date(2021, 10, 19)
