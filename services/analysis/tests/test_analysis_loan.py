import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.loan import LoanInput
from holmes_analysis.domain.loan import max_loan as _max_loan
from holmes_analysis.domain.loan_rules import RULES_2023_03 as CURRENT_RULES
from holmes_analysis.domain.repayment import repayment


def max_loan(inp):
    """These hand-computed cases are for the 2023-03-02 set (no stress DSR, no price caps)."""
    return _max_loan(inp, CURRENT_RULES)


def test_annuity_3eok_4pct_30y():
    p = repayment(30000, 4.0, 30, "annuity")
    # r = 0.04/12, n = 360: M = 3억 × r(1+r)^360 / ((1+r)^360 − 1) = 1,432,245.89 → 1,432,246원
    assert p.first_payment_won == 1_432_246
    assert p.first_interest_won == 1_000_000  # 3억 × 0.04 ÷ 12
    # 총 이자 = 1,432,245.886 × 360 − 300,000,000 = 215,608,519.1
    assert p.total_interest_won == 215_608_560  # 1,432,246 × 360 − 3억, as the workings line shows it


def test_equal_principal_3eok_4pct_30y():
    p = repayment(30000, 4.0, 30, "equal_principal")
    # 월 원금 = 3억 ÷ 360 = 833,333.33; 첫 달 = 833,333.33 + 1,000,000 = 1,833,333.33
    assert p.first_payment_won == 1_833_333
    # 마지막 달 = 833,333.33 + 833,333.33 × 0.04/12 (= 2,777.78) = 836,111.11
    assert p.last_payment_won == 836_111
    # 총 이자 = 3억 × 0.04/12 × 361 ÷ 2 = 1,000,000 × 180.5
    assert p.total_interest_won == 180_500_000


def test_zero_rate_repayment():
    p = repayment(1200, 0, 1)  # 1,200만원 ÷ 12개월
    assert (p.first_payment_won, p.total_interest_won) == (1_000_000, 0)


def test_repayment_records_user_inputs():
    p = repayment(30000, 4.0, 30)
    assert {i.name for i in p.workings.inputs} == {"대출 원금", "금리", "대출 기간"}


def test_dsr_binds_with_stress_rate():
    base = max_loan(LoanInput(6000, 60000, 4.0, 30, False, "homeless"))
    # LTV = 60000 × 70% = 42000
    # DSR 여유 = 6000 × 40% = 2400만원/년; 4%·30년 원금 1원당 연 상환액 = 0.00477415 × 12 = 0.0572899
    # 24,000,000 ÷ 0.0572899 = 418,922,480원 → 41892만원
    assert base.ltv_max_manwon == 42000
    assert base.dsr_max_manwon == 41892
    assert base.binding == "DSR" and base.max_loan_manwon == 41892
    stressed = max_loan(LoanInput(6000, 60000, 4.0, 30, False, "homeless", 0, 1.5))
    assert stressed.dsr_max_manwon < base.dsr_max_manwon  # 5.5%로 심사하면 한도가 줄어든다
    assert stressed.dti_max_manwon == base.dti_max_manwon  # DTI에는 스트레스 금리를 적용하지 않음
    # repayment shown at the real 4%, not the stress rate
    assert stressed.annuity.rate_pct == 4


def test_ltv_binds_for_high_income():
    r = max_loan(LoanInput(20000, 50000, 4.0, 30, True, "homeless"))
    # 규제지역 무주택 LTV 50% → 25000; DSR 여유 8000만원/년이면 훨씬 큼
    assert (r.binding, r.max_loan_manwon) == ("LTV", 25000)


def test_first_home_ltv_80_with_cap():
    r = max_loan(LoanInput(30000, 90000, 4.0, 30, True, "first_home"))
    # 90000 × 80% = 72000 → 생애최초 한도 60000
    assert r.ltv_max_manwon == CURRENT_RULES.first_home_max_manwon == 60000
    assert any("생애최초 한도" in line for line in r.workings.lines)


def test_existing_debt_eats_all_room():
    r = max_loan(LoanInput(5000, 50000, 4.0, 30, False, "homeless", 2000))
    # DSR 여유 = 5000 × 40% − 2000 = 0 → 한도 0, 상환표 없음
    assert r.dsr_max_manwon == 0 and r.max_loan_manwon == 0 and r.annuity is None


def test_rules_as_of_and_sources_are_stated():
    r = max_loan(LoanInput(6000, 60000, 4.0, 30, False))
    assert any(CURRENT_RULES.as_of in n and "은행업감독규정" in n for n in r.workings.notes)


@pytest.mark.parametrize(
    "kwargs, field",
    [
        (dict(buyer="alien"), "buyer"),
        (dict(term_years=0), "term_years"),
        (dict(rate_pct=40), "rate"),
        (dict(price=-1), "price"),
        (dict(stress_add_pct=-1), "stress_add_pct"),
    ],
)
def test_loan_bad_input(kwargs, field):
    base = dict(annual_income=6000, price=60000, rate_pct=4.0, term_years=30, regulated_area=False)
    base.update(kwargs)
    with pytest.raises(AnalysisInputError) as e:
        max_loan(LoanInput(**base))
    assert e.value.field == field
