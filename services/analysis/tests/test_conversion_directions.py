"""전월세 전환 the ways users ask it: a deposit raised to take rent off, and a rate they name."""
from holmes_analysis.domain import conversion_rate
from holmes_analysis.domain.conversion import rent_conversion

RATE = conversion_rate(2.5, "2025-05-29")  # 4.5% cap


def test_a_raised_deposit_takes_rent_off_at_the_same_rate():
    # 보증금 2천 → 6천 (4천 더): 4,000만 × 4.5% ÷ 12 = 150,000원 off a 550,000원 rent
    lead, conv, _ = rent_conversion(RATE, deposit=2_000, new_deposit=6_000, monthly_rent_won=550_000)
    assert conv is not None and conv.monthly_rent_won == 400_000 and conv.added_rent_won == -150_000
    assert "15만원" in lead and "40만원" in lead and "합의" in lead


def test_a_raise_alone_gives_the_cut_and_never_a_negative_rent():
    lead, conv, _ = rent_conversion(RATE, deposit=0, new_deposit=2_000)
    assert conv is not None and conv.added_rent_won == -75_000 and lead.startswith("보증금을 2,000만원 더 올리면")
    _, conv, _ = rent_conversion(RATE, deposit=0, new_deposit=50_000, monthly_rent_won=100_000)
    assert conv is not None and conv.monthly_rent_won == 0


def test_a_rate_under_the_cap_is_used_and_one_over_it_is_not():
    # 6,000만 at 3%: 150,000원; at 8% the landlord's rate is over the cap → 4.5%: 225,000원
    lead, conv, _ = rent_conversion(RATE, deposit=6_000, new_deposit=0, rate_pct=3.0)
    assert conv is not None and conv.monthly_rent_won == 150_000 and "3%" in lead
    lead, conv, _ = rent_conversion(RATE, deposit=6_000, new_deposit=0, rate_pct=8.0)
    assert conv is not None and conv.monthly_rent_won == 225_000 and "8%" in lead and "넘어" in lead


def test_rent_into_deposit_takes_the_named_rate_since_no_statute_caps_it():
    _, conv, _ = rent_conversion(RATE, deposit=0, monthly_rent_won=300_000, rate_pct=6.0)
    assert conv is not None and conv.jeonse_equivalent_manwon == 6_000  # 30만 × 12 ÷ 6%


def test_without_figures_the_cap_stays_and_only_an_excess_is_remarked():
    lead, _, _ = rent_conversion(RATE, rate_pct=3.0)
    assert "4.5%" in lead and "3%" not in lead
    lead, _, _ = rent_conversion(RATE, rate_pct=9.0)
    assert "9%는 법정 상한 4.5%를 넘어" in lead
