from decimal import Decimal

import pytest

from holmes_analysis.domain.costs import acquisition_tax, brokerage_fee_sale
from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.roi import RoiInput, analyse_roi


def test_acquisition_tax_up_to_6eok_is_1pct():
    t = acquisition_tax(60000, 84)
    # 6억 × 1% = 6,000,000; 지방교육세 = 10% = 600,000; 85㎡ 이하 농특세 0
    assert (t.acquisition_tax_won, t.education_tax_won, t.rural_tax_won) == (6_000_000, 600_000, 0)


def test_acquisition_tax_linear_band():
    t = acquisition_tax(70000, 84.9)
    # 세율 = 7 × 2/3 − 3 = 1.66666… → 1.6667%; 7억 × 1.6667% = 11,666,900
    assert t.rate_pct == Decimal("1.6667")
    assert t.acquisition_tax_won == 11_666_900
    assert t.education_tax_won == 1_166_690
    assert acquisition_tax(80000).rate_pct == Decimal("2.3333")  # 8 × 2/3 − 3 = 2.3333


def test_acquisition_tax_over_9eok_with_rural_tax():
    t = acquisition_tax(100000, 100)
    # 10억 × 3% = 30,000,000; 교육세 3,000,000; 농특세 10억 × 0.2% = 2,000,000
    assert (t.acquisition_tax_won, t.education_tax_won, t.rural_tax_won, t.total_won) == (
        30_000_000, 3_000_000, 2_000_000, 35_000_000)


def test_unknown_area_excludes_rural_tax_and_says_so():
    t = acquisition_tax(100000)
    assert t.rural_tax_known is False and t.rural_tax_won == 0
    assert any("농어촌특별세" in n for n in t.workings.notes)


@pytest.mark.parametrize(
    "price, fee",
    [
        (4000, 240_000),  # 4천만 × 0.6% = 240,000 (< 한도 25만)
        (4900, 250_000),  # 4,900만 × 0.6% = 294,000 → 한도 250,000
        (15000, 750_000),  # 1.5억 × 0.5% = 750,000
        (19000, 800_000),  # 1.9억 × 0.5% = 950,000 → 한도 800,000
        (20000, 800_000),  # 2억 × 0.4% (2억 이상 구간)
        (100000, 5_000_000),  # 10억 × 0.5%
        (150000, 10_500_000),  # 15억 × 0.7%
    ],
)
def test_brokerage_fee_sale_table(price, fee):
    assert brokerage_fee_sale(price).fee_won == fee


def test_roi_yields():
    r = analyse_roi(RoiInput(70000, 150, 10000, 30000, 4.0, area_m2=84.9))
    # 세금 11,666,900 + 1,166,690 = 12,833,590; 중개보수 7억 × 0.4% = 2,800,000 → 부대비용 15,633,590원
    # 실투자금 = 70000 + 1563.359 − 10000 − 30000 = 31563.359만원
    assert r.equity_manwon == Decimal("31563.3590")
    assert r.annual_rent_manwon == 1800  # 150 × 12
    assert round(r.gross_yield_pct, 2) == Decimal("2.57")  # 1800 ÷ 70000 = 2.5714%
    assert r.annual_interest_manwon == 1200  # 30000 × 4%
    assert r.net_income_manwon == 600  # 1800 − 1200 − 0
    assert round(r.net_yield_pct, 2) == Decimal("1.90")  # 600 ÷ 31563.359 = 1.9009%
    cost = next(i for i in r.workings.inputs if i.name == "연 비용")
    assert cost.source == "default"


def test_roi_net_yield_undefined_when_no_equity():
    # 매매 2억, 보증금 1억 + 대출 1.2억 ≥ 2억 + 부대비용 → 실투자금 ≤ 0
    r = analyse_roi(RoiInput(20000, 50, 10000, 12000, 4.0))
    assert r.net_yield_pct is None
    assert any("계산할 수 없습니다" in line for line in r.workings.lines)


def test_roi_bad_input():
    with pytest.raises(AnalysisInputError) as e:
        analyse_roi(RoiInput(70000, -10))
    assert e.value.field == "monthly_rent"
    with pytest.raises(AnalysisInputError) as e2:
        acquisition_tax(70000, -3)
    assert e2.value.field == "area_m2"
