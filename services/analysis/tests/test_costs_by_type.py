"""취득세 and 중개보수 by property type (hand-computed from 지방세법 and 공인중개사법 시행규칙 별표 1)."""
import pytest

from holmes_analysis.domain.costs import (
    BROKERAGE_AS_OF,
    acquisition_tax,
    brokerage_fee,
    property_class,
)
from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.roi import RoiInput, analyse_roi


def test_officetel_3eok_is_46pct_not_housing_rate():
    t = acquisition_tax(30000, 30, kind="officetel")
    # 3억 × 4% = 1,200만; 지방교육세 0.4% = 120만; 농특세 0.2% = 60만 → 1,380만 (4.6%)
    assert (t.acquisition_tax_won, t.education_tax_won, t.rural_tax_won) == (12_000_000, 1_200_000, 600_000)
    assert t.total_won == 13_800_000 and str(t.rate_pct) == "4.6"


def test_housing_3eok_is_1pct():
    t = acquisition_tax(30000, 59)
    assert t.total_won == 3_300_000  # 300만 + 지방교육세 30만, 85㎡ 이하 농특세 없음


def test_commercial_5eok():
    assert acquisition_tax(50000, kind="commercial").total_won == 23_000_000  # 5억 × 4.6%


def test_multi_house_surcharge_in_regulated_area():
    t = acquisition_tax(80000, 84, house_count=2, regulated=True)
    # 조정대상지역 2주택: 8% → 6,400만; 지방교육세 0.4% → 320만; 84㎡ 농특세 0
    assert (t.acquisition_tax_won, t.education_tax_won, t.total_won) == (64_000_000, 3_200_000, 67_200_000)


def test_second_house_outside_regulated_area_pays_the_ordinary_rate():
    t = acquisition_tax(80000, 84, house_count=2, regulated=False)
    # (8 × 2/3 − 3)% = 2.3333% → 8억 × 2.3333% = 1,866만 6,400원
    assert t.acquisition_tax_won == 18_666_400


@pytest.mark.parametrize("kind, deal, amount, area, fee", [
    ("housing", "sale", 30000, None, 1_200_000),  # 2억~9억 0.4%
    ("housing", "lease", 30000, None, 900_000),  # 임대차 1억~6억 0.3%
    ("housing", "lease", 4000, None, 200_000),  # 5천 미만 0.5%, 한도 20만
    ("housing", "lease", 8000, None, 300_000),  # 0.4% = 32만 → 한도 30만
    ("officetel", "sale", 30000, 30, 1_500_000),  # 0.5%
    ("officetel", "lease", 20000, 30, 800_000),  # 0.4%
    ("officetel", "sale", 30000, 100, 2_700_000),  # 85㎡ 초과 → 0.9%
    ("commercial", "sale", 50000, None, 4_500_000),  # 0.9%
])
def test_brokerage_tables(kind, deal, amount, area, fee):
    f = brokerage_fee(amount, kind, deal, area)
    assert f.fee_won == fee
    assert any(BROKERAGE_AS_OF in n for n in f.workings.notes)


def test_officetel_roi_uses_officetel_tables():
    r = analyse_roi(RoiInput(price=30000, monthly_rent=100, deposit=1000, area_m2=30, property_class="officetel"))
    # 세금 1,380만 + 중개보수 150만 = 1,530만; 실투자금 30,000 + 1,530 − 1,000 = 30,530만
    assert r.tax.total_won == 13_800_000 and r.brokerage.fee_won == 1_500_000
    assert r.equity_manwon == 30530


@pytest.mark.parametrize("raw, cls", [("OFFICETEL", "officetel"), ("오피스텔", "officetel"), ("APARTMENT", "housing"),
                                      ("상가", "commercial"), (None, "housing")])
def test_property_class(raw, cls):
    assert property_class(raw) == cls


def test_unknown_property_type_names_the_field():
    with pytest.raises(AnalysisInputError) as e:
        property_class("우주정거장")
    assert e.value.field == "property_type"


def test_bad_house_count_names_the_field():
    with pytest.raises(AnalysisInputError) as e:
        acquisition_tax(30000, house_count=0)
    assert e.value.field == "house_count"
