"""The legal calculators against figures computed by hand from the cited tables."""
from datetime import date
from decimal import Decimal

import pytest

from holmes_analysis.domain import AnalysisInputError, classify_region, conversion_rate
from holmes_analysis.domain.brokerage import brokerage_fee
from holmes_analysis.domain.calc import MissingInput
from holmes_analysis.domain.conversion import rent_conversion
from holmes_analysis.domain.jeonse_ratio import jeonse_ratio
from holmes_analysis.domain.lease_calc import deposit_delay_interest, renewal_window, rent_increase_cap
from holmes_analysis.domain.priority import priority_repayment

TODAY = date(2026, 11, 23)


# --- 중개보수 (별표 1, 2021-10-19) ---------------------------------------------------

@pytest.mark.parametrize(("price", "fee"), [
    (90_000, 4_500_000),   # 9억은 '9억 이상 12억 미만' 0.5%
    (50_000, 2_000_000),   # 5억 × 0.4%
    (10_000, 500_000),     # 1억 × 0.5%, 한도 80만 미만
    (4_900, 250_000),      # 4,900만 × 0.6% = 29만 4천 → 한도 25만
    (200_000, 14_000_000),  # 20억 × 0.7%
])
def test_brokerage_sale_bands(price, fee):
    c = brokerage_fee("SALE", price=price, as_of=TODAY)
    assert c.figures["fee_won"] == fee
    assert c.effective == "2021-10-19 시행"


def test_brokerage_jeonse_and_cap():
    assert brokerage_fee("JEONSE", deposit=30_000, as_of=TODAY).figures["fee_won"] == 900_000
    assert brokerage_fee("JEONSE", deposit=7_000, as_of=TODAY).figures["fee_won"] == 280_000


def test_brokerage_monthly_converted_deposit_times_100_then_cap():
    c = brokerage_fee("MONTHLY", deposit=1_000, monthly_rent=80, as_of=TODAY)
    # 1,000만 + 80만×100 = 9,000만 → 0.4% = 36만 → 한도 30만
    assert c.figures["basis_manwon"] == 9_000
    assert c.figures["fee_won"] == 300_000
    assert "환산보증금 9,000만원" in c.headline and "30만원" in c.headline


def test_brokerage_monthly_below_50m_uses_times_70():
    c = brokerage_fee("MONTHLY", deposit=500, monthly_rent=40, as_of=TODAY)
    # 500 + 40×100 = 4,500만 < 5천만 → 500 + 40×70 = 3,300만 × 0.5% = 16만 5천
    assert c.figures["basis_manwon"] == 3_300
    assert c.figures["fee_won"] == 165_000


def test_brokerage_officetel_flat_rate():
    assert brokerage_fee("SALE", price=30_000, kind="OFFICETEL", as_of=TODAY).figures["fee_won"] == 1_500_000


def test_brokerage_officetel_rate_is_stated_with_its_condition_and_the_other_case():
    # expert review F52: 0.4% holds only for 전용 85㎡ 이하 + 부엌·화장실·목욕시설 (시행규칙 제20조 제4항
    # 제1호); otherwise 0.9% 이내 협의 (제2호). The tool is not told the area: it says what it assumed.
    c = brokerage_fee("MONTHLY", deposit=1_000, monthly_rent=80, kind="OFFICETEL", as_of=TODAY)
    assert c.figures["fee_won"] == 360_000
    assert c.headline.startswith("보증금 1,000만원·월세 80만원(환산보증금 9,000만원)의 중개보수 상한은 36만원입니다")
    assert "전용면적 85㎡ 이하" in c.headline and "부엌" in c.headline and "목욕시설" in c.headline
    assert "시행규칙 제20조 제4항 제1호" in c.headline and "보고 계산했습니다" in c.headline
    assert "0.9% 이내(최대 81만원)에서 중개사와 협의합니다(같은 항 제2호)" in c.headline
    housing = brokerage_fee("MONTHLY", deposit=1_000, monthly_rent=80, as_of=TODAY)
    assert "85㎡" not in housing.headline  # a 주택 has no such condition


def test_brokerage_asks_for_the_missing_rent_and_refuses_old_contracts():
    with pytest.raises(MissingInput, match="월세"):
        brokerage_fee("MONTHLY", deposit=1_000, as_of=TODAY)
    with pytest.raises(AnalysisInputError) as e:
        brokerage_fee("SALE", price=50_000, as_of=date(2021, 1, 1))
    assert e.value.field == "contract_date"


# --- 증액 한도 ------------------------------------------------------------------------

def test_increase_cap_in_won():
    c = rent_increase_cap(deposit=30_000)
    assert c.figures["deposit_increase_won"] == 15_000_000
    assert c.figures["deposit_max_won"] == 315_000_000
    assert c.headline.startswith("현재 보증금 3억원은 최대 1,500만원(5%)까지")


def test_increase_verdict_on_a_requested_figure():
    c = rent_increase_cap(deposit=30_000, requested_deposit=33_000)
    assert c.verdict == "불가"
    assert c.figures["requested_deposit_pct"] == Decimal(10)
    ok = rent_increase_cap(monthly_rent=100, requested_rent=105)
    assert ok.verdict == "가능" and ok.figures["monthly_rent_max_won"] == 1_050_000


def test_increase_bad_inputs_name_the_field():
    with pytest.raises(MissingInput) as e:
        rent_increase_cap()
    assert e.value.field == "deposit"
    with pytest.raises(AnalysisInputError) as e:
        rent_increase_cap(deposit=-100)
    assert e.value.field == "deposit"
    with pytest.raises(AnalysisInputError) as e:
        rent_increase_cap(deposit=30_000, requested_deposit=29_000)
    assert e.value.field == "requested_deposit"


# --- 전월세 전환 ------------------------------------------------------------------------

def test_conversion_both_directions_at_base_plus_two():
    rate = conversion_rate(2.5, "2025-05-29")
    assert rate.rate_pct == Decimal("4.5")
    lead, conv, w = rent_conversion(rate, deposit=30_000, new_deposit=20_000)
    assert conv.monthly_rent_won == 375_000  # 1억 × 4.5% ÷ 12
    assert "37만 5,000원" in lead
    lead, conv, w = rent_conversion(rate, deposit=10_000, monthly_rent_won=500_000)
    assert conv.jeonse_equivalent_manwon == 23_333  # 1억 + 50만×12÷4.5% = 1억 + 1억 3,333만
    lead, conv, w = rent_conversion(rate)
    assert conv is None and "3만 7,500원" in lead and "2,667만원" in lead
    assert "월세로 바꾸려는 보증금 액수를 알려 주시면" in lead  # the one input missing is asked for (review 12: P228, X084)


def test_conversion_cap_is_ten_percent_when_rates_are_high():
    assert conversion_rate(9, "2030-01-01").rate_pct == Decimal(10)


# --- 최우선변제 -------------------------------------------------------------------------

def test_priority_current_table_without_mortgage():
    c = priority_repayment(10_000, classify_region("서울"), as_of=TODAY)
    assert c.figures["protected_manwon"] == 5_500 and c.effective == "2023-02-21 시행"


@pytest.mark.parametrize(("mortgage", "protected", "table"), [
    ("2022-03-01", 5_000, "2021-05-11"),
    ("2019-01-01", 3_700, "2018-09-18"),
    ("2023-02-21", 5_500, "2023-02-21"),
])
def test_priority_table_by_mortgage_date(mortgage, protected, table):
    c = priority_repayment(10_000, classify_region("서울"), mortgage_date=mortgage, as_of=TODAY)
    assert c.figures["protected_manwon"] == protected
    assert c.figures["table_effective"] == table


def test_priority_not_eligible_above_threshold_and_half_value_cap():
    c = priority_repayment(12_000, classify_region("서울"), mortgage_date="2019-01-01", as_of=TODAY)
    assert c.verdict == "해당 없음" and c.figures["protected_manwon"] == 0
    c = priority_repayment(5_000, classify_region("경기", "김포시"), mortgage_date="2019-01-01",
                           house_value=3_000, as_of=TODAY)
    assert c.figures["threshold_manwon"] == 6_000  # 2018: 김포 = 광역시 구간
    assert c.figures["protected_manwon"] == 1_500  # 2,000만 → 주택가액 3,000만의 1/2


def test_priority_2018_icheon_is_other_band_and_old_dates_refused():
    c = priority_repayment(4_000, classify_region("경기", "이천시"), mortgage_date="2019-05-01", as_of=TODAY)
    assert c.figures["band_amount_manwon"] == 1_700
    with pytest.raises(AnalysisInputError) as e:
        priority_repayment(4_000, classify_region("서울"), mortgage_date="2009-01-01", as_of=TODAY)
    assert e.value.field == "mortgage_date"
    with pytest.raises(MissingInput) as e:
        priority_repayment(4_000, None, as_of=TODAY)
    assert e.value.field == "region"


# --- 지연이자 ---------------------------------------------------------------------------

def test_delay_interest_civil_rate():
    c = deposit_delay_interest(20_000, "2026-01-31", until="2026-03-02", today=TODAY)
    assert c.figures["civil_days"] == 30
    assert c.figures["interest_won"] == 821_917  # 2억 × 5% × 30/365


def test_delay_interest_switches_to_12_percent_after_service():
    c = deposit_delay_interest(20_000, "2026-01-31", until="2026-03-02", served="2026-02-15", today=TODAY)
    assert (c.figures["civil_won"], c.figures["litigation_won"]) == (410_958, 986_301)
    assert c.figures["interest_won"] == 1_397_259


def test_delay_interest_defaults_to_today_and_says_so():
    c = deposit_delay_interest(10_000, "2026-11-13", today=TODAY)
    assert c.figures["civil_days"] == 10
    assert any("오늘 날짜" in i.note for i in c.workings.inputs)


def test_delay_interest_for_a_counted_delay():
    c = deposit_delay_interest(12_000, None, late_months=6, today=TODAY)
    assert c.figures["interest_won"] == 3_000_000  # 1억 2천 × 5% × 6/12
    assert "300만원" in c.headline and "6개월" in c.headline
    c = deposit_delay_interest(7_300, None, late_days=20, today=TODAY)
    assert c.figures["interest_won"] == 200_000  # 7,300만 × 5% × 20/365
    with pytest.raises(AnalysisInputError) as e:
        deposit_delay_interest(7_300, None, late_days=40_000, today=TODAY)
    assert e.value.field == "late_period"


def test_conversion_of_a_part_names_the_part():
    lead, conv, _ = rent_conversion(conversion_rate(2.5, "2025-05-29"), deposit=4_000, new_deposit=0)
    assert conv.monthly_rent_won == 150_000 and lead.startswith("보증금 4,000만원을 월세로 바꾸면")


def test_delay_interest_contradictory_dates():
    with pytest.raises(AnalysisInputError) as e:
        deposit_delay_interest(10_000, "2026-12-01", until="2026-11-01", today=TODAY)
    assert e.value.field == "due_date"


def test_delay_interest_without_a_due_date_states_the_rates_and_a_years_interest():
    # Review 2 G16 (Q79): the deposit alone → 연 5% and 연 12% stated with what they come to
    c = deposit_delay_interest(30_000, None, today=TODAY)
    assert c.headline.startswith("네, 집을 비워 주었는데도 보증금을 돌려받지 못하면 반환일 다음 날부터 연 5%의 지연이자")
    assert "보증금 3억원이면 1년에 1,500만원(하루 4만 1,095원)" in c.headline
    assert "연 12%(소송촉진 등에 관한 특례법 제3조, 2019-06-01 시행)로 1년에 3,600만원" in c.headline
    assert "계약 종료일(반환일)을 알려 주시면" in c.headline


# --- 갱신요구 기간 ----------------------------------------------------------------------

def test_renewal_window_six_to_two_months_before():
    c = renewal_window("2022-08-31", as_of=date(2022, 1, 1))
    assert (c.figures["window_start"], c.figures["window_end"]) == ("2022-03-01", "2022-06-29")
    c = renewal_window("2027-03-31", as_of=TODAY)
    assert (c.figures["window_start"], c.figures["window_end"]) == ("2026-10-01", "2027-01-30")
    assert "68일 남았습니다" in c.headline


def test_renewal_termination_after_implied_renewal_and_bad_dates():
    c = renewal_window(None, notice_date="2026-11-23", as_of=TODAY)
    assert c.figures["termination_effective"] == "2027-02-23"
    with pytest.raises(AnalysisInputError) as e:
        renewal_window("2025-01-01", start="2026-01-01", as_of=TODAY)
    assert e.value.field == "contract_end"


# --- 전세가율·HUG -----------------------------------------------------------------------

def test_jeonse_ratio_and_hug_screen():
    c = jeonse_ratio(40_000, 50_000)
    assert c.figures["jeonse_ratio_pct"] == Decimal(80)
    assert c.figures["hug_limit_manwon"] == 45_000 and c.figures["hug_ok"] is True
    assert c.headline.startswith("전세가율은 80.0%로 높은 편")
    assert "(보증금 4억원 ÷ 매매가 5억원)" in c.headline
    assert "2023-05-01" in c.headline and "최종 판단은 HUG" in c.headline


def test_hug_by_official_price_times_140_times_90():
    ok = jeonse_ratio(25_000, None, official_price=20_000)
    assert ok.figures["hug_limit_manwon"] == 25_200  # 2억 × 140% × 90%
    assert ok.verdict == "가능성 있음"
    # the figures the verdict rests on are in the sentence that gives it (expert review F18)
    assert ok.headline.startswith("HUG 전세보증금반환보증은 가입 요건을 충족할 가능성이 있습니다 — 보증금 2억 5,000만원이 "
                                  "공시가격×140%의 90%인 2억 5,200만원 이내입니다")
    no = jeonse_ratio(26_000, None, official_price=20_000, capital_area=True)
    assert no.verdict == "어려움"
    assert no.headline.startswith("HUG 전세보증금반환보증은 가입이 어려울 가능성이 큽니다 — 보증금 2억 6,000만원이 "
                                  "공시가격×140%의 90%인 2억 5,200만원을 넘습니다")


def test_jeonse_ratio_rejects_absurd_price():
    with pytest.raises(AnalysisInputError) as e:
        jeonse_ratio(40_000, 1)
    assert e.value.field == "price"


def test_increase_requested_as_a_rate():
    c = rent_increase_cap(deposit=30_000, requested_pct=10)
    assert c.verdict == "불가"
    assert c.headline.startswith("보증금 3억원을 10% 올린 3억 3,000만원은 5% 한도를 넘습니다")  # with its input
    assert rent_increase_cap(monthly_rent=100, requested_pct=10).headline.startswith("월세 100만원을 10% 올린 110만원은")


def test_a_raise_within_the_cap_asked_as_a_rate_says_the_sum_it_adds():
    # "보증금 1억8천인데 4%면 얼마 올라요?": the sum the raise adds is in the first sentence beside the total
    c = rent_increase_cap(deposit=18_000, requested_pct=4)
    assert c.verdict == "가능"
    assert c.headline.split("(")[0] == "보증금 1억 8,000만원을 4% 올린 1억 8,720만원은 5% 한도 안입니다 — 720만원 오릅니다"


def test_renewal_end_from_the_start_and_a_stated_term():
    c = renewal_window(None, start="2025-04-01", term_years=2, as_of=TODAY)
    # 2025-04-01부터 2년 → 2027-03-31 종료 → 2026-10-01 ~ 2027-01-30 (2개월 전의 전날, 민법 제157조)
    assert (c.figures["window_start"], c.figures["window_end"]) == ("2026-10-01", "2027-01-30")
    # No term said: 2 years (제4조 제1항), shown as an assumption, and the exact end date asked for.
    c = renewal_window(None, start="2025-04-01", as_of=TODAY)
    assert c.figures["window_end"] == "2027-01-30"
    assert any(i.source == "default" and "제4조 제1항" in i.note for i in c.workings.inputs)
    assert "정확한 종료일" in c.headline


def test_landlord_refusal_window_passed_from_a_month_of_moving_in():
    """Expert review F16: '2024년 12월에 들어왔는데 집주인이 실거주한다고 나가래, 거절 가능해?' on
    2026-11-26 — whatever day of December, a 2-year lease's 통지 window closed by 2026-10-29: the
    answer says it has passed, that without a notice in it the lease renewed itself for 2 years and
    the landlord cannot end it for 실거주 (제6조, 제6조의2), what a timely 실거주 notice allows, and
    asks for the exact dates."""
    c = renewal_window(None, start="2024-12", as_of=date(2026, 11, 26), party="landlord", own_use=True)
    assert c.figures["timing"] == "passed" and c.figures["window_end_latest"] == "2026-10-29"
    h = c.headline
    assert "2년 계약으로 본 날짜" in h and "이미 지났습니다" in h
    assert "묵시적으로 갱신" in h and "제6조 제1항" in h and "제6조의2" in h and "실거주를 이유로도" in h
    assert "제6조의3 제1항 제8호" in h and "제5항" in h
    assert "정확한 종료일과 집주인이 갱신 거절을 처음 알린 날" in h


def test_a_month_straddling_today_gives_no_verdict():
    c = renewal_window("2027-02", as_of=date(2026, 12, 27), party="landlord")
    assert c.figures["timing"] == "unsure" and "정확한 종료일에 달려" in c.headline


def test_landlord_notice_deadline_is_answered_for_the_landlord():
    """Expert review F30: '만기 2027-02-28, 집주인이 갱신 안 한다는 통보를 언제까지': the landlord's
    notice must reach the tenant by 2026-12-27 (제6조 제1항; counted back from the day before the end), else 묵시적 갱신 — not the tenant's
    갱신요구 period."""
    c = renewal_window("2027-02-28", as_of=date(2026, 11, 26), party="landlord")
    assert c.headline.startswith("계약 종료일이 2027년 2월 28일이면 집주인(임대인)의 갱신거절")
    assert "2026년 12월 27일까지 임차인에게 도달해야" in c.headline and "계약갱신요구는" not in c.headline
    assert "묵시적으로 갱신되어 2년" in c.headline and "마감까지 31일" in c.headline


def test_implied_renewal_leaving_without_a_date_counts_from_today_and_asks():
    """Expert review F51: '묵시적 갱신인데 언제 나갈 수 있어요?' — notice today ends it in 3 months,
    and the day the notice is sent is asked for."""
    c = renewal_window(None, as_of=date(2026, 11, 26), implied=True)
    assert c.figures["termination_effective"] == "2027-02-26" and c.figures["notice_assumed"] is True
    assert "제6조의2" in c.headline and "보낼 날을 알려 주시면" in c.headline


def test_priority_mortgage_month_alone_picks_the_table_of_that_month():
    """"근저당 2019년 5월": the whole month lies under the 2018-09-18 table (경기 수원 =
    과밀억제권역: 보증금 1억 이하, 3,400만원), not today's 4,800만원."""
    c = priority_repayment(8_000, classify_region("경기", "수원시"), mortgage_date="2019-05", as_of=TODAY)
    assert c.figures["protected_manwon"] == 3_400 and c.figures["table_effective"] == "2018-09-18"
    assert "2019년 5월" in str(c.workings)


def test_priority_mortgage_month_in_which_the_table_changed_asks_for_the_day():
    with pytest.raises(MissingInput) as err:
        priority_repayment(8_000, classify_region("경기", "수원시"), mortgage_date="2023-02", as_of=TODAY)
    assert err.value.field == "mortgage_date" and "날짜까지" in err.value.message_ko


def test_priority_a_mortgage_year_is_enough_unless_the_table_changed_that_year():
    c = priority_repayment(10_000, classify_region("서울"), mortgage_date="2019", as_of=TODAY)
    assert c.figures["protected_manwon"] == 3_700 and c.figures["table_effective"] == "2018-09-18"
    with pytest.raises(MissingInput) as e:
        priority_repayment(10_000, classify_region("서울"), mortgage_date="2021", as_of=TODAY)
    assert e.value.field == "mortgage_date"


def test_delay_interest_counted_after_the_complaint_was_served_is_12_percent():
    from holmes_analysis.domain.lease_calc import deposit_delay_interest
    c = deposit_delay_interest(30_000, None, late_months=6, after_service=True, today=TODAY)
    assert c.figures["interest_won"] == 18_000_000  # 3억 × 12% × 6/12
    # the 12% is a decree's rate that has changed (15% before): the answer says since when (review 7 M13)
    assert "연 12%, 소송촉진 등에 관한 특례법 제3조, 2019-06-01 시행" in c.headline


def test_every_mention_of_the_12_percent_rate_carries_its_date():
    from holmes_analysis.domain.lease_calc import deposit_delay_interest
    # 1억5천 won a suit: a month after service; the same deposit before any suit (the 12% named as what comes next)
    for c in (deposit_delay_interest(15_000, None, late_months=1, after_service=True, today=TODAY),
              deposit_delay_interest(15_000, None, late_days=40, today=TODAY)):
        said = " ".join([c.headline, *c.workings.notes])
        assert "12%" in said and "2019-06-01 시행" in said, said


# --- 증액: 한쪽만 오르는 갱신 조건, 인상폭으로 말한 요구 (expert review F01) ---------------

def test_increase_only_the_rent_rises_while_the_deposit_stays():
    # 5천/80 -> 5천/84: the unchanged deposit is no reason to refuse; the rent rise is judged.
    c = rent_increase_cap(deposit=5_000, monthly_rent=80, requested_deposit=5_000, requested_rent=84)
    assert c.verdict == "가능"
    assert c.headline.startswith("요구받은 월세 84만원은 현재 80만원보다 5.00% 올린 금액이라 5% 한도 안입니다")
    assert "한도는 4만원 올린 84만원" in c.headline  # the bound, as the increase and the total
    assert "보증금 5,000만원은 그대로" in c.headline
    assert c.figures["requested_monthly_rent_pct"] == Decimal(5)


def test_increase_over_the_cap_leads_with_the_verdict_and_the_largest_legal_rent():
    c = rent_increase_cap(deposit=5_000, monthly_rent=80, requested_rent=90)
    assert c.verdict == "불가"
    assert c.headline.startswith("요구받은 월세 90만원은 현재 80만원보다 12.50% 올린 금액이라 5% 한도를 넘습니다 — "
                                 "최대 4만원 올린 84만원까지만")


def test_increase_nothing_raised_is_still_named_an_error():
    with pytest.raises(AnalysisInputError) as e:
        rent_increase_cap(deposit=5_000, monthly_rent=80, requested_deposit=5_000, requested_rent=80)
    assert e.value.field == "requested_deposit"


# --- 최우선변제: 소액임차인 여럿 (expert review F19) ------------------------------------

def test_several_small_tenants_share_half_the_house_value_pro_rata():
    # 서울, 낙찰가 1억, 소액임차인 3명 각 보증금 1억: 1명 기준액 5,500만원 × 3 = 1억 6,500만원이
    # 1/2 한도 5,000만원을 넘어 일정액 비율로 나눔 → 1명당 5,000만 × 5,500/16,500 = 16,666,666원.
    c = priority_repayment(10_000, classify_region("서울"), house_value=10_000, tenant_count=3, as_of=TODAY)
    assert c.figures["protected_won"] == 16_666_666
    assert c.figures["tenants_total_manwon"] == 16_500
    assert c.headline.startswith("서울에서 소액임차인 3명이 각 보증금 1억원이면 1명당 최우선변제금은 1,666만 6,666원입니다")
    assert "시행령 제10조 제3항" in c.headline
    assert any("5,000만원 × 5,500만원 ÷ 1억 6,500만원" in line for line in c.workings.lines)


def test_several_small_tenants_within_half_keep_their_own_amount():
    c = priority_repayment(3_000, classify_region("서울"), house_value=30_000, tenant_count=3, as_of=TODAY)
    assert c.figures["protected_won"] == 30_000_000  # 3,000만 × 3 = 9,000만 ≤ 1억 5,000만


def test_a_tenant_count_of_zero_is_refused():
    with pytest.raises(AnalysisInputError) as e:
        priority_repayment(3_000, classify_region("서울"), house_value=30_000, tenant_count=0, as_of=TODAY)
    assert e.value.field == "tenant_count"


# --- 전월세 전환: 방향과 기준금리의 기준일 (expert review F02, F41) -----------------------

def test_rent_into_deposit_has_no_legal_rate_and_says_the_figure_is_a_reference():
    # 월세 60만원을 보증금으로: 제7조의2의 상한은 보증금→월세 전환에만 적용된다.
    rate = conversion_rate(2.5, "2025-05-29")
    lead, conv, _ = rent_conversion(rate, deposit=0, monthly_rent_won=600_000)
    assert conv.jeonse_equivalent_manwon == 16_000  # 60만 × 12 ÷ 4.5%
    assert lead.startswith("월세 60만원을 보증금으로 돌리면 전환율 4.5%로 환산해 보증금 1억 6,000만원에 해당합니다")
    assert "법으로 정한 비율이 없어" in lead


def test_an_old_base_rate_is_flagged_with_its_date():
    rate = conversion_rate(2.5, "2025-05-29")
    lead, _, _ = rent_conversion(rate, deposit=20_000, new_deposit=5_000, today=date(2026, 11, 26))
    assert lead.startswith("보증금 2억원을 5,000만원으로 낮추면 받을 수 있는 월세는 최대 56만 2,500원입니다")
    assert "기준금리 2.5%는 2025-05-29 기준" in lead and "한국은행" in lead
    fresh, _, _ = rent_conversion(rate, deposit=20_000, new_deposit=5_000, today=date(2025, 6, 30))
    assert "한국은행" not in fresh


# --- 최우선변제: 2018-09-18 이전에 설정된 근저당 (expert review F39) ------------------------

@pytest.mark.parametrize(("region", "deposit", "mortgage", "threshold", "amount", "table"), [
    (("광주",), 5_000, "2015", 6_000, 2_000, "2014-01-01"),  # 광역시, 2014-01-01 시행분
    (("서울",), 9_000, "2015-06-01", 9_500, 3_200, "2014-01-01"),
    (("서울",), 10_000, "2017-01-01", 10_000, 3_400, "2016-03-31"),
    (("경기", "수원시"), 8_000, "2017-01-01", 8_000, 2_700, "2016-03-31"),  # 과밀억제권역
    (("경기", "용인시"), 5_500, "2015-06-01", 6_000, 2_000, "2014-01-01"),  # 용인: 그때는 광역시 구간
    (("경기", "화성시"), 4_500, "2017-01-01", 5_000, 1_700, "2016-03-31"),  # 화성: 그때는 그 밖의 지역
    (("세종",), 4_500, "2015-06-01", 4_500, 1_500, "2014-01-01"),  # 세종: 2016 전에는 그 밖의 지역
    (("세종",), 6_000, "2017-01-01", 6_000, 2_000, "2016-03-31"),  # 2016부터 광역시 구간
    (("서울",), 7_000, "2012-01-01", 7_500, 2_500, "2010-07-26"),
])
def test_priority_older_tables_by_mortgage_date(region, deposit, mortgage, threshold, amount, table):
    c = priority_repayment(deposit, classify_region(*region), mortgage_date=mortgage, as_of=TODAY)
    assert (c.figures["threshold_manwon"], c.figures["band_amount_manwon"]) == (threshold, amount)
    assert c.figures["table_effective"] == table and c.verdict == "해당"
    assert c.figures["protected_manwon"] == min(amount, deposit)


def test_priority_not_eligible_does_not_promise_a_fixed_date_ranking():
    # 서울 보증금 1억 5천, 2019년 근저당: 최우선변제 대상 아님. 확정일자 우선변제는 확정일자를 받았을
    # 때만이고, 순위는 그 날짜로 정해져 먼저 설정된 근저당 뒤입니다 (expert review F47).
    c = priority_repayment(15_000, classify_region("서울"), mortgage_date="2019-03-01", as_of=TODAY)
    assert c.verdict == "해당 없음"
    assert "확정일자를 받았다면" in c.headline and "근저당(2019-03-01)보다 뒤" in c.headline
    assert "우선변제 순위로 배당받습니다" not in c.headline


# --- 지연이자: 아직 그 집에 사는 임차인 (expert review F38) ---------------------------------

def test_no_delay_interest_while_the_tenant_still_lives_there():
    # 보증금 반환과 집 인도는 동시이행: 인도(또는 그 제공) 전에는 집주인의 이행지체가 아니다.
    c = deposit_delay_interest(15_000, "2026-08-31", occupying=True, today=date(2026, 11, 26))
    assert c.verdict == "어려움"
    assert c.headline.startswith("아직 그 집에 살고 계시면 지연이자는 원칙적으로 청구하기 어렵습니다")
    assert "민법 제536조" in c.headline and "임차권등기명령" in c.headline
    assert c.figures["interest_won"] == 0
    assert c.figures["monthly_after_handover_won"] == 625_000  # 1억 5천 × 5% ÷ 12, 인도 다음 날부터
    assert "62만 5,000원" in c.headline
    # no figure given: still the verdict, not a question
    assert deposit_delay_interest(None, None, occupying=True).headline.startswith("아직 그 집에 살고 계시면")


# --- HUG 전세보증금반환보증 가입 기한 (expert review F40) ----------------------------------------

def test_hug_deadline_from_a_year_gone_of_two_is_urgent_and_asks_the_start():
    """'계약한지 1년 됐어요 2년계약': half the term is gone — today may be the last day."""
    from holmes_analysis.domain.jeonse_ratio import guarantee_deadline
    c = guarantee_deadline(elapsed_months=12, term_years=2, as_of=date(2026, 11, 26))
    assert c.headline.startswith("HUG 전세보증금반환보증은 전세계약 기간의 1/2이 지나기 전에 신청해야 합니다")
    assert "오늘이 마감일일 수 있으니 지금 바로" in c.headline and "계약 시작일(잔금·전입일)을 알려 주시면" in c.headline


def test_hug_deadline_from_the_start_date():
    from holmes_analysis.domain.jeonse_ratio import guarantee_deadline
    c = guarantee_deadline("2025-12-20", as_of=date(2026, 11, 26))  # 2 years assumed → half on 2026-12-19
    assert c.figures == {"deadline": "2026-12-19", "days_left": 23} and "지금 바로 신청하세요" in c.headline
    assert any(i.source == "default" for i in c.workings.inputs)
    c = guarantee_deadline("2024-12-01", term_years=2, as_of=date(2026, 11, 26))
    assert c.figures["deadline"] == "2025-11-30" and c.verdict == "불가" and "가입할 수 없으니" in c.headline
    with pytest.raises(MissingInput) as err:
        guarantee_deadline(as_of=date(2026, 11, 26))
    assert err.value.field == "contract_start" and "1/2" in err.value.message_ko


def test_not_eligible_says_the_protected_amount_is_nothing():
    c = priority_repayment(20_000, classify_region("서울"), mortgage_date="2024-01-01", as_of=TODAY)
    assert "최우선변제금 0원" in c.headline.split(".")[0]


def test_hug_most_deposit_on_an_official_price():
    # no deposit to judge: the limit itself is the answer (공시가격 × 140% × 90% − 선순위)
    c = jeonse_ratio(None, None, official_price=18_000, senior_debt=3_000)
    assert c.figures["max_deposit_manwon"] == 18_000 * 14 * 9 // 100 - 3_000  # 19,680만원
    assert "1억 9,680만원" in c.headline.split(").")[0]
    # the area's 보증금 한도 caps it
    c = jeonse_ratio(None, None, official_price=80_000, capital_area=True)
    assert c.figures["max_deposit_manwon"] == 70_000
    # a senior debt above the limit leaves no room
    c = jeonse_ratio(None, None, official_price=10_000, senior_debt=20_000)
    assert c.figures["max_deposit_manwon"] == 0 and c.verdict == "어려움"
    with pytest.raises(MissingInput):
        jeonse_ratio(None, 30_000)  # a price alone still asks for the deposit (its 전세가율 is asked)


def test_a_rent_added_to_a_jeonse_is_measured_as_the_deposit_it_equals():
    """G10 (Q80): 보증금 4억 + 월세 15만원 added at renewal = 15만 × 12 ÷ 4.5% = 4,000만원 = 10% of 4억
    > 5%; the 5% (2,000만원) allows at most 2,000만 × 4.5% ÷ 12 = 75,000원 a month."""
    rate = conversion_rate(2.5, date(2025, 5, 29))  # 기준금리 2.5% → 전환율 상한 4.5%
    c = rent_increase_cap(deposit=40_000, requested_rent=15, rate=rate)
    assert c.verdict == "불가" and c.figures["deposit_equivalent_manwon"] == 4_000
    assert c.figures["rent_max_won"] == 75_000
    assert c.headline.startswith("보증금 4억원은 그대로 두고 월세 15만원을 새로 내면 5% 한도를 넘습니다")
    assert "4,000만원(15만원 × 12 ÷ 4.5%)" in c.headline and "최대 7만 5,000원" in c.headline
    small = rent_increase_cap(deposit=40_000, requested_rent=5, rate=rate)  # 1,333만원 = 3.33%
    assert small.verdict == "가능" and "5% 한도 안입니다" in small.headline
    # without a rate the rent alone is not judged (no current rent to compare): the deposit's cap is given
    assert rent_increase_cap(deposit=40_000, requested_rent=15).verdict is None
    # a 기준금리 decided long before today is named as possibly out of date (the figure rests on it)
    assert "한국은행 기준금리를 확인해 주세요" in rent_increase_cap(deposit=40_000, requested_rent=15, rate=rate,
                                                              today=date(2026, 11, 26)).headline
    assert "확인해 주세요" not in rent_increase_cap(deposit=40_000, requested_rent=15, rate=rate,
                                                today=date(2025, 6, 30)).headline


def test_a_filing_deadline_is_the_start_day_plus_its_period_first_day_not_counted():
    from holmes_analysis.domain.deadlines import DEADLINES, statutory_deadline
    # 전월세 신고 from a lease signed on a Wednesday: 30 days later is a Friday
    c = statutory_deadline("lease_report", "2027-03-03")
    assert c.figures["deadline"] == "2027-04-02" and "deadline_next_weekday" not in c.figures
    assert "2027년 4월 2일까지" in c.headline and "제6조의2" in c.headline
    # 소유권이전등기 and 취득세 run 60 days from the balance payment
    assert statutory_deadline("ownership_registration", "2027-01-29").figures["deadline"] == "2027-03-30"
    assert statutory_deadline("acquisition_tax", "2027-01-29").figures["deadline"] == "2027-03-30"
    # every row cites its law and the date its period took effect
    assert all(r.law.law and r.law.article.startswith("제") and len(r.effective) == 10 for r in DEADLINES.values())


def test_a_filing_deadline_on_a_weekend_moves_to_the_next_weekday():
    from holmes_analysis.domain.deadlines import statutory_deadline
    c = statutory_deadline("sale_report", "2027-05-06")  # + 30 = 2027-06-05, a Saturday
    assert c.figures["deadline"] == "2027-06-05" and c.figures["deadline_next_weekday"] == "2027-06-07"
    assert "민법 제161조" in c.headline


def test_a_filing_deadline_asks_for_the_day_it_counts_from():
    from holmes_analysis.domain.calc import MissingInput
    from holmes_analysis.domain.deadlines import statutory_deadline
    with pytest.raises(MissingInput) as e:
        statutory_deadline("price_objection", None)
    assert e.value.field == "start_date" and "공시일" in str(e.value)


def test_two_filings_from_the_same_balance_day_are_both_answered():
    # review 3, H22: 등기 (부동산등기 특별조치법 제2조) and 취득세 (지방세법 제20조) both run 60 days from the 잔금일
    from holmes_analysis.domain.deadlines import statutory_deadline
    c = statutory_deadline("ownership_registration", "2027-03-05", also="acquisition_tax")
    assert "소유권이전등기 신청은 2027년 5월 4일까지" in c.headline and "취득세 신고·납부는 2027년 5월 4일까지" in c.headline
    assert c.figures["also_deadline"] == "2027-05-04"
    # a filing counted from another day is not joined to it
    alone = statutory_deadline("ownership_registration", "2027-03-05", also="price_objection")
    assert "이의신청" not in alone.headline


def test_presale_right_fee_is_on_paid_plus_premium_not_the_sale_price():
    # Review 5 K10: 분양권 — 거래금액 = 낸 금액 + 프리미엄 (대법원 2004도62). 2억 4천 paid + 6천 premium
    # = 3억 → 0.4% = 120만원, not the fee on a 7억 분양가.
    c = brokerage_fee("SALE", price=70_000, presale_paid=24_000, presale_premium=6_000, as_of=TODAY)
    assert c.figures["fee_won"] == 1_200_000 and c.figures["basis_manwon"] == 30_000
    assert "2004도62" in c.headline
    with pytest.raises(MissingInput):  # the premium alone does not make the amount dealt in
        brokerage_fee("SALE", presale_premium=6_000, as_of=TODAY)


def test_interest_on_rents_in_arrears_runs_from_each_due_date():
    # Review 5 K18: 60만원 × 4 months unpaid, 연 5%: (3+2+1+0) months → 60만 × 5% × 6/12 = 15,000원.
    from holmes_analysis.domain.lease_calc import rent_arrears_interest
    c = rent_arrears_interest(60, 4)
    assert c.figures["interest_won"] == 15_000 and "제397조" in c.headline
    # an agreed 연 30% is void above 이자제한법's 연 20%: 60만 × 20% × 6/12 = 60,000원
    assert rent_arrears_interest(60, 4, rate_pct=30).figures["interest_won"] == 60_000
    assert rent_arrears_interest(None).figures["rate_pct"] == 5.0  # the rule, asked without figures


def test_a_notice_day_without_its_year_is_the_one_nearest_today():
    # Review 5 K16: 1월 10일 said on 2026-11-23 is 2027-01-10 (48 days ahead), not 2026-01-10 → ends 2027-04-10.
    c = renewal_window(None, notice_date="--01-10", as_of=TODAY, implied=True)
    assert c.figures["termination_effective"] == "2027-04-10" and "2027년 1월 10일" in c.headline
    # a day just past is that day: 11월 2일 → 2026-11-02 → 2027-02-02
    assert renewal_window(None, notice_date="--11-02", as_of=TODAY, implied=True).figures["termination_effective"] == "2027-02-02"


def test_the_raise_asked_as_rent_leads_at_the_conversion_cap():
    # Review 5 K27 (F02): 2억 → 5% = 1,000만원; as rent at 4.5% (기준금리 2.5% + 2%p) = 37,500원 a month.
    c = rent_increase_cap(20_000, rate=conversion_rate(2.5, "2025-05-29"), raise_as_rent=True)
    assert c.figures["raise_as_rent_won"] == 37_500 and c.headline.startswith("보증금 증액 한도 1,000만원을 월세로")


def test_delay_interest_counted_in_two_parts():
    from holmes_analysis.domain.lease_calc import deposit_delay_interest

    c = deposit_delay_interest(10000, None, late_days=60, served_days=30)
    # 1억 × 5% × 60/365 = 821,917원; 1억 × 12% × 30/365 = 986,301원
    assert c.figures["civil_won"] == 821917 and c.figures["litigation_won"] == 986301
    assert c.figures["interest_won"] == 821917 + 986301
    assert "180만 8,218원" in c.headline or "1,808,218" in c.headline


def test_renewal_window_a_term_in_months_gives_the_end_and_the_two_years_the_tenant_may_hold_to():
    c = renewal_window(None, start="2026-01-05", term_months=18, as_of=date(2026, 11, 27))
    assert c.headline.startswith("계약 만료일은 2027년 7월 4일입니다(2026년 1월 5일부터 1년 6개월")
    assert "2028년 1월 4일까지" in c.headline  # 제4조 제1항: 2년 미만이면 임차인은 2년을 주장할 수 있다
    c = renewal_window(None, start="2025-04-01", term_months=30, as_of=date(2026, 11, 27))
    assert c.headline.startswith("계약 만료일은 2027년 9월 30일입니다")
    with pytest.raises(AnalysisInputError):
        renewal_window(None, start="2025-04-01", term_months=0)


def test_a_rent_turned_into_deposit_names_the_deposit_it_adds():
    # "보증금 1억 월세 40 … 월세 없애면 보증금 얼마 올려야?": the sum added (40만 × 12 ÷ 4.5%) is said, not only the total
    rate = conversion_rate(2.5, "2025-05-29")
    lead, conv, _ = rent_conversion(rate, deposit=10_000, monthly_rent_won=400_000)
    assert conv.jeonse_equivalent_manwon == 20_667
    assert "전세 보증금 2억 667만원" in lead and "보증금이 1억 667만원 늘어납니다" in lead
