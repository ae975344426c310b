"""청약 가점 (주택공급에 관한 규칙 별표 1) and 취득세 (지방세법 제11조·제151조) as calculators:
the figure with its inputs, the dated rule, and exactly the missing input asked for."""
import pytest

from holmes_analysis.domain.acquisition import acquisition_tax_answer
from holmes_analysis.domain.calc import MissingInput
from holmes_analysis.domain.subscription import (
    account_points,
    dependents_points,
    homeless_points,
    subscription_score,
)


@pytest.mark.parametrize(("months", "points"), [(0, 2), (11, 2), (12, 4), (23, 4), (60, 12), (96, 18), (179, 30),
                                                (180, 32), (300, 32)])
def test_homeless_period_bands_step_two_points_a_year_up_to_32(months, points):
    assert homeless_points(months)[0] == points


@pytest.mark.parametrize(("count", "points"), [(0, 5), (1, 10), (3, 20), (5, 30), (6, 35), (9, 35)])
def test_dependents_bands_step_five_points_a_person_up_to_35(count, points):
    assert dependents_points(count)[0] == points


@pytest.mark.parametrize(("months", "points"), [(0, 1), (5, 1), (6, 2), (11, 2), (12, 3), (24, 4), (120, 12),
                                                (179, 16), (180, 17), (400, 17)])
def test_account_bands_start_with_two_half_years_then_a_point_a_year_up_to_17(months, points):
    assert account_points(months)[0] == points


def test_score_states_each_part_with_its_input_and_the_total_of_84():
    c = subscription_score(5 * 12 + 3, 2, 7 * 12)
    # 무주택 5년 3개월 → 12점, 부양가족 2명 → 15점, 통장 7년 → 9점
    assert c.headline.startswith("청약 가점은 무주택기간 12점(5년 3개월) + 부양가족 15점(2명) + 청약통장 9점(7년) = 36점")
    assert "84점 만점" in c.headline and "별표 1" in c.headline and "2007-09-01" in c.effective
    assert "청약 가점 = 12 + 15 + 9 = 36점 / 84점" in c.workings.lines
    assert c.figures["total_points"] == 36


def test_a_house_owner_scores_no_homeless_points():
    c = subscription_score(None, 1, 30, owns_house=True)
    assert c.figures["homeless_points"] == 0 and c.figures["total_points"] == 0 + 10 + 4


def test_a_single_applicants_homeless_period_counts_from_age_thirty():
    # 별표 1 비고: never married → from 만 30세; 만 38세 → 8년 이상 9년 미만 = 18점
    c = subscription_score(None, 2, 4 * 12, age=38, single=True)
    assert c.figures["homeless_points"] == 18 and c.figures["total_points"] == 18 + 15 + 6
    assert "만 38세 미혼 → 만 30세부터 8년" in c.headline
    assert any("만 나이" in line for line in c.workings.lines)
    # a married applicant's period starts at the 혼인신고일 if earlier: the age alone does not give it
    with pytest.raises(MissingInput):
        subscription_score(None, 2, 48, age=38, single=False)
    with pytest.raises(MissingInput):  # under 30 and single: nothing counted yet, ask rather than guess
        subscription_score(None, 0, 48, age=27, single=True)


def test_missing_inputs_are_asked_for_by_name_in_one_question():
    with pytest.raises(MissingInput) as exc:
        subscription_score(None, 4, None)
    asked = exc.value.message_ko.split(" — ")[0]
    assert asked == "청약 가점을 계산하려면 무주택기간(예: 무주택 8년), 청약통장 가입기간(예: 통장 가입 10년)을 알려 주세요"


def test_acquisition_tax_of_a_small_house_below_six_eok_is_one_percent_plus_education_tax():
    c = acquisition_tax_answer(45_000, area_m2=59.9)
    # 4억 5천 × 1% = 450만원, 지방교육세 45만원, 85㎡ 이하 농특세 없음 → 495만원
    assert c.headline.startswith("4억 5,000만원 주택(전용 59.9㎡)을 사면 취득세 450만원(1%) + 지방교육세 45만원 = 495만원입니다")
    assert "2020-01-01" in c.headline and "농어촌특별세는 없습니다" in c.headline
    assert "입력 — " not in c.headline and c.figures["total_won"] == 4_950_000


def test_acquisition_tax_between_six_and_nine_eok_uses_the_progressive_rate():
    c = acquisition_tax_answer(75_000, area_m2=101.0)
    # (7.5 × 2/3 − 3)% = 2% → 1,500만원, 지방교육세 150만원, 85㎡ 초과 농특세 0.2% = 150만원
    assert "취득세 1,500만원(2%)" in c.headline and "농어촌특별세 150만원" in c.headline and "1,800만원" in c.headline


def test_acquisition_tax_without_a_price_asks_for_it():
    with pytest.raises(MissingInput) as exc:
        acquisition_tax_answer(None, area_m2=84)
    assert "취득가액" in exc.value.message_ko


def test_a_second_house_without_the_region_s_status_is_taxed_at_the_ordinary_rate_and_says_so():
    c = acquisition_tax_answer(50_000, house_count=2)
    assert "취득세 500만원(1%)" in c.headline
    assert any("조정대상지역인지 알려 주시면" in n for n in c.workings.notes)


def test_a_first_home_names_the_relief_and_what_keeps_it():
    # 지방세특례제한법 제36조의3: 12억원 이하, 200만원 한도 — 4억 → 취득세 400만원 − 200만원 = 200만원
    c = acquisition_tax_answer(40_000, area_m2=49, first_home=True)
    assert "취득세가 200만원 줄어 200만원이 됩니다" in c.headline and "제36조의3" in c.headline
    assert c.figures["first_home_relief_won"] == 2_000_000
    assert not any("생애최초 감면 미반영" in n for n in c.workings.notes)
    small = acquisition_tax_answer(15_000, area_m2=40, first_home=True)  # 150만원 ≤ 한도: 전액
    assert "취득세가 150만원 줄어 0원이 됩니다" in small.headline
    dear = acquisition_tax_answer(130_000, area_m2=84, first_home=True)
    assert "적용되지 않습니다" in dear.headline and dear.figures["first_home_relief_won"] == 0
