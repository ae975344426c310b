"""Second expert review, G02/G05: the user's figures reach the calculators with the meaning they had."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from test_calc_params import params  # noqa: E402


def test_g02_a_rent_paid_now_travels_with_the_lowered_deposit_a_proposed_one_does_not():
    p = params("보증금 5천에 월세 50인데 보증금을 3천으로 낮추면 월세 얼마까지 올릴 수 있어?", "rent_conversion")
    assert p == {"deposit": 5000, "new_deposit": 3000, "monthly_rent": 50}
    # the rent named after the new deposit is the landlord's proposal, not a rent to add to
    p = params("보증금 3억에서 2억으로 낮추고 월세 50 받으면 월세 상한 넘어요?", "rent_conversion")
    assert p == {"deposit": 30000, "new_deposit": 20000}
