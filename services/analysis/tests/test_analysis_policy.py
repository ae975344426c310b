import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.policy import Profile, match_products, rate_text

PRODUCTS = [
    dict(name="버팀목 전세자금", category="정책", loan_type="전세자금", rate_min=2.3, rate_max=3.3, limit_manwon=12000,
         income_max_manwon=5000, age_min=19, age_max=None, requires_homeless=True, marital="any",
         newborn_required=False, house_price_max_manwon=None, deposit_max_manwon=30000, as_of="2025-01-01"),
    dict(name="신혼부부 디딤돌", category="정책", loan_type="주택구입", rate_min=2.45, rate_max=3.55, limit_manwon=32000,
         income_max_manwon=8500, age_min=None, age_max=None, requires_homeless=True, marital="newlywed",
         newborn_required=False, house_price_max_manwon=60000, deposit_max_manwon=None, as_of="2025-01-01"),
    dict(name="신생아 특례 구입", category="정책", loan_type="주택구입", rate_min=1.6, rate_max=3.3, limit_manwon=50000,
         income_max_manwon=13000, age_min=None, age_max=None, requires_homeless=True, marital="any",
         newborn_required=True, house_price_max_manwon=90000, deposit_max_manwon=None, as_of="2025-01-01"),
]
PROFILE = Profile(age=32, annual_income_manwon=7000, married=True, newlywed=True, newborn_within_2y=None,
                  homeless=True, house_price_manwon=50000)


def _by_name(report):
    return {m.name: m for m in report.matches}


def test_income_over_limit_gives_exact_reason():
    m = _by_name(match_products(PROFILE, PRODUCTS))["버팀목 전세자금"]
    assert m.verdict == "불가"
    assert "연소득 7,000만원이 한도 5,000만원을 넘습니다" in m.reasons


def test_qualifying_product():
    m = _by_name(match_products(PROFILE, PRODUCTS))["신혼부부 디딤돌"]
    assert m.verdict == "가능" and m.reasons == ()


def test_unknown_profile_field_is_confirmation_not_guess():
    m = _by_name(match_products(PROFILE, PRODUCTS))["신생아 특례 구입"]
    assert m.verdict == "확인 필요"
    assert m.reasons == ("2년 내 출산 여부 확인 필요",)


def test_buttmok_deposit_unknown_would_be_confirmation_if_income_fit():
    p = Profile(age=30, annual_income_manwon=4000, homeless=True)
    m = _by_name(match_products(p, PRODUCTS[:1]))["버팀목 전세자금"]
    assert m.verdict == "확인 필요" and m.reasons == ("보증금 확인 필요 (상품 한도 3억원)",)


def test_age_and_homeless_and_marital_failures():
    p = Profile(age=17, annual_income_manwon=3000, married=False, newlywed=False, homeless=False,
                deposit_manwon=10000, house_price_manwon=40000)
    r = _by_name(match_products(p, PRODUCTS))
    assert "나이 만 17세가 최소 19세보다 적습니다" in r["버팀목 전세자금"].reasons
    assert "무주택자만 신청할 수 있습니다" in r["버팀목 전세자금"].reasons
    assert "신혼부부만 신청할 수 있습니다" in r["신혼부부 디딤돌"].reasons


def test_house_price_over_limit():
    p = Profile(annual_income_manwon=7000, newlywed=True, homeless=True, house_price_manwon=70000)
    m = _by_name(match_products(p, PRODUCTS))["신혼부부 디딤돌"]
    assert m.reasons == ("주택가격 7억원이 한도 6억원을 넘습니다",)


def test_order_puts_qualifying_first_then_confirm_then_no():
    r = match_products(PROFILE, PRODUCTS)
    assert [m.verdict for m in r.matches] == ["가능", "확인 필요", "불가"]
    assert r.workings.lines[-1] == "상품 3개 중 가능 1개, 확인 필요 1개, 불가 1개"


def test_rate_text():
    m = _by_name(match_products(PROFILE, PRODUCTS))["신혼부부 디딤돌"]
    assert rate_text(m) == "연 2.45%~3.55%"


def test_bad_product_or_profile_raises():
    with pytest.raises(AnalysisInputError) as e:
        match_products(PROFILE, [dict(PRODUCTS[0], marital="single")])
    assert e.value.field == "products[0].marital"
    with pytest.raises(AnalysisInputError) as e2:
        match_products(Profile(age=-1), PRODUCTS)
    assert e2.value.field == "age"
