"""Dated loan rule sets: the set in force by date, zones, price-band caps and stress add-ons (hand-computed)."""
from datetime import date

import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.jeonse_loan import jeonse_loan
from holmes_analysis.domain.loan import LoanInput, max_loan
from holmes_analysis.domain.loan_rules import (
    RULES_2023_03,
    RULES_2025_06,
    RULES_2025_07,
    RULES_2025_09,
    RULES_2025_10,
    rules_as_of,
)

TODAY = date(2026, 11, 23)


@pytest.mark.parametrize("day, rules", [
    (date(2023, 3, 2), RULES_2023_03),
    (date(2025, 6, 27), RULES_2023_03),  # 6.27 방안은 다음 날(6-28)부터 시행
    (date(2025, 6, 28), RULES_2025_06),
    (date(2025, 7, 1), RULES_2025_07),
    (date(2025, 9, 7), RULES_2025_07),  # 9·7 대책 발표일 — 대출 규제 시행은 9-08
    (date(2025, 9, 8), RULES_2025_09),
    (date(2025, 10, 15), RULES_2025_09),  # 10·15 대책 발표일 — 시행은 10-16
    (date(2025, 10, 16), RULES_2025_10),
    (TODAY, RULES_2025_10),
])
def test_rule_set_in_force_by_date(day, rules):
    assert rules_as_of(day) is rules


def test_no_rules_before_the_first_set():
    with pytest.raises(AnalysisInputError) as e:
        rules_as_of(date(2023, 3, 1))
    assert e.value.field == "as_of" and "2023-03-02" in e.value.message_ko


def test_every_set_states_date_notice_areas_and_stress():
    for r in (RULES_2023_03, RULES_2025_06, RULES_2025_07, RULES_2025_09, RULES_2025_10):
        assert r.as_of and r.notice and r.regulated_areas and r.stress_stage and r.sources


@pytest.mark.parametrize("sido, sigungu, zone_2023, zone_today", [
    ("서울", "강남구", "regulated", "regulated"),
    ("서울", "마포구", "capital", "regulated"),  # 10·15: 서울 전역
    ("경기", "성남시 분당구", "capital", "regulated"),
    ("경기", "분당구", "capital", "regulated"),
    ("경기", "과천시", "capital", "regulated"),
    ("경기", "수원시 권선구", "capital", "capital"),  # 수원은 영통·장안·팔달만
    ("부산", "해운대구", "other", "other"),
])
def test_zones(sido, sigungu, zone_2023, zone_today):
    assert RULES_2023_03.zone(sido, sigungu) == zone_2023
    assert rules_as_of(TODAY).zone(sido, sigungu) == zone_today


def test_26eok_gangnam_today_is_capped_at_2eok_not_ltv():
    r = max_loan(LoanInput(20000, 260000, 4.0, 30, True, "homeless", capital_area=True), rules_as_of(TODAY))
    # LTV 26억 × 40% = 10억 4,000만; 25억 초과 → 주담대 한도 2억
    assert r.ltv_max_manwon == 104000 and r.cap_manwon == 20000
    assert (r.max_loan_manwon, r.binding, r.binding_ko) == (20000, "CAP", "주택가격별 주담대 한도")
    # DSR at 4% + 스트레스 3%p (수도권·규제지역 default of the 10·15 set)
    assert r.stress_pct == 3.0


def test_same_gangnam_home_under_2023_rules_was_ltv_50pct():
    r = max_loan(LoanInput(20000, 260000, 4.0, 30, True, "homeless"), RULES_2023_03)
    assert (r.max_loan_manwon, r.binding) == (130000, "LTV")  # 26억 × 50% = 13억 — the tester's outdated figure


@pytest.mark.parametrize("price, cap", [(150000, 60000), (150001, 40000), (250000, 40000), (250001, 20000)])
def test_price_band_edges(price, cap):
    assert RULES_2025_10.price_cap("regulated", price).cap_manwon == cap


def test_mapo_12eok_across_the_three_sets():
    inp = dict(annual_income=20000, price=120000, rate_pct=4.0, term_years=30, buyer="homeless")
    # 2023: 마포 비규제 → 12억 × 70% = 8억 4,000만, 가격 한도 없음
    r23 = max_loan(LoanInput(**inp, regulated_area=False, capital_area=True), RULES_2023_03)
    assert (r23.max_loan_manwon, r23.binding) == (84000, "LTV")
    # 2025-07: 수도권 6억 한도 → 6억 (LTV 8억 4,000만보다 작음)
    r07 = max_loan(LoanInput(**inp, regulated_area=False, capital_area=True), RULES_2025_07)
    assert (r07.max_loan_manwon, r07.binding) == (60000, "CAP")
    # 2025-10-16~: 마포 규제지역 LTV 40% → 4억 8,000만 (< 6억 한도)
    r10 = max_loan(LoanInput(**inp, regulated_area=True, capital_area=True), RULES_2025_10)
    assert (r10.max_loan_manwon, r10.binding) == (48000, "LTV")


def test_15eok_regulated_ltv_ties_with_cap():
    r = max_loan(LoanInput(30000, 150000, 4.0, 30, True, "homeless"), RULES_2025_10)
    assert r.ltv_max_manwon == 60000 and r.cap_manwon == 60000 and r.max_loan_manwon == 60000


def test_multi_house_in_regulated_area_gets_nothing_today():
    r = max_loan(LoanInput(20000, 100000, 4.0, 30, True, "multi_house"), RULES_2025_10)
    assert r.max_loan_manwon == 0 and r.annuity is None


def test_first_home_regulated_today_is_70pct():
    r = max_loan(LoanInput(20000, 80000, 4.0, 30, True, "first_home"), RULES_2025_10)
    assert r.ltv_max_manwon == 56000  # 8억 × 70%


def test_stress_default_outside_capital_is_075():
    # 부산 5억, 연소득 6,000만: DSR is judged at 4% + 0.75%p
    r = max_loan(LoanInput(6000, 50000, 4.0, 30, False, "homeless"), RULES_2025_10)
    assert r.stress_pct == 0.75
    assert any("연 4.75% (금리 4% + 스트레스 0.75%p)" in line for line in r.workings.lines)
    assert any(i.name == "스트레스 금리 가산" and i.source == "default" for i in r.workings.inputs)


def test_user_stress_overrides_the_default():
    r = max_loan(LoanInput(6000, 50000, 4.0, 30, False, "homeless", 0, 0.0), RULES_2025_10)
    assert r.stress_pct == 0.0


# --- 전세자금대출: deposit and guarantor caps, never a sale price -------------------------------

def test_jeonse_3eok_capital_beotimmok_eligible():
    r = jeonse_loan(30000, True, annual_income_manwon=4000, homeless=True)
    by = {o.name: o for o in r.options}
    # 버팀목: min(3억 × 80% = 2억 4,000만, 수도권 1억 2,000만) = 1억 2,000만, 보증금 3억 ≤ 3억 → 가능
    assert (by["버팀목 전세자금대출"].limit_manwon, by["버팀목 전세자금대출"].eligible) == (12000, "가능")
    assert by["HF 주택금융공사 전세자금보증"].limit_manwon == 22200  # min(2억 4,000만, 2억 2,200만)
    assert by["HUG 전세자금대출 특약보증"].limit_manwon == 24000
    assert r.best.limit_manwon == 24000 and r.missing == ()


def test_jeonse_7eok_is_bounded_by_sgi_cap():
    r = jeonse_loan(70000, True, annual_income_manwon=9000, homeless=True)
    by = {o.name: o for o in r.options}
    assert by["버팀목 전세자금대출"].eligible == "불가"  # 보증금 상한 3억, 소득 5천 초과
    assert by["HUG 전세자금대출 특약보증"].limit_manwon == 40000  # min(5억 6,000만, 4억)
    assert r.best.name == "SGI 서울보증 전세자금보증" and r.best.limit_manwon == 50000


def test_jeonse_unknown_facts_are_asked_not_assumed():
    r = jeonse_loan(20000, False)
    b = r.options[0]
    # 지방: min(2억 × 80% = 1억 6,000만, 8,000만) = 8,000만; 소득·무주택 미입력 → 확인 필요
    assert (b.limit_manwon, b.eligible) == (8000, "확인 필요")
    assert r.missing == ("연소득", "무주택 여부")


def test_jeonse_bad_deposit_names_the_field():
    with pytest.raises(AnalysisInputError) as e:
        jeonse_loan(0, True)
    assert e.value.field == "deposit"


def test_one_house_owner_in_capital_area_is_capped_at_2eok_from_sept_2025():
    from datetime import date
    r = jeonse_loan(50000, True, houses=1, as_of=date(2025, 11, 1))
    by = {o.name: o for o in r.options}
    # 9·7 대책 (2025-09-08~): 수도권 1주택자 보증 한도 2억 — HF·HUG·SGI 모두. 버팀목은 무주택만.
    assert by["버팀목 전세자금대출"].eligible == "불가"
    for name in ("HF 주택금융공사 전세자금보증", "HUG 전세자금대출 특약보증", "SGI 서울보증 전세자금보증"):
        assert by[name].limit_manwon == 20000 and by[name].eligible == "확인 필요"
    assert r.best.limit_manwon == 20000
    assert "보유 주택의 위치·시가" in r.missing
    assert any("2025-09-08 시행" in n for n in r.workings.notes)
    assert any("DSR에 반영" in n for n in r.workings.notes)


def test_one_house_cap_is_not_applied_before_it_took_effect_or_outside_the_capital_area():
    from datetime import date
    before = jeonse_loan(50000, True, houses=1, as_of=date(2025, 9, 1))
    assert {o.name: o.limit_manwon for o in before.options}["HUG 전세자금대출 특약보증"] == 40000
    busan = jeonse_loan(30000, False, houses=1, as_of=date(2025, 11, 1))
    assert {o.name: o.limit_manwon for o in busan.options}["HUG 전세자금대출 특약보증"] == 24000


def test_multi_house_owner_gets_no_public_guarantee_and_no_sure_limit():
    r = jeonse_loan(50000, True, houses=2)
    by = {o.name: o for o in r.options}
    assert by["HF 주택금융공사 전세자금보증"].eligible == "불가" and by["HUG 전세자금대출 특약보증"].eligible == "불가"
    assert r.best is None


def test_a_price_given_as_a_floor_takes_the_band_above():
    at = max_loan(LoanInput(30000, 250000, 4.0, 30, True, "homeless", 0), RULES_2025_10)
    above = max_loan(LoanInput(30000, 250000, 4.0, 30, True, "homeless", 0, price_above=True), RULES_2025_10)
    assert (at.cap_manwon, above.cap_manwon) == (40000, 20000)
    assert above.max_loan_manwon == 20000 and above.binding == "CAP"
