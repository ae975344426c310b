"""Second expert review (docs/reviews/2026-11-26-expert-review-2.md), loan findings G03, G05 and
the conversion G02: what the user relies on is the figure asked for, with what it rests on."""
from __future__ import annotations

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolsSelected
from holmes_kit.team import ToolInputError

TOOLS = build_tools(AnalysisSettings())


def _call(tool: str, params: dict, query: str = "") -> tuple[ToolCall, ToolsSelected]:
    call = ToolCall(name=tool, params=params)
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent="대출상담", inputs=[])


async def test_g03_the_most_one_can_borrow_is_the_smaller_of_ltv_and_stressed_dsr_binding_first():
    # 서울 12억, 연소득 8천, 무주택, 4%·30년, as of 2026-11 (10·15 대책: 서울 규제지역 LTV 40%, 스트레스 3%p)
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {
        "region": "서울", "sido": "서울특별시", "amounts": {"income": 8000, "price": 120000}, "percentages": [4.0],
        "extra": {"homeless": True, "term_years": 30, "existing_annual_debt_service": 0, "as_of": "2026-11-26"}},
        "최대 얼마 대출 돼요"))
    # DSR: 3,200만/년 ÷ (7%·30년 연 원리금 per 원) = 4억 82만; LTV 12억 × 40% = 4.8억; 시가 15억 이하 cap 6억
    assert r.output.max_loan_manwon == 40082 and r.output.binding == "DSR"
    assert r.output.limits_manwon["LTV"] == 48000 and r.output.limits_manwon["CAP"] == 60000
    s = r.summary
    assert "최대 대출 가능액은 4억 82만원(DSR 기준)" in s
    assert "12억원을" not in s and "572만" not in s  # not the payment on a loan the size of the price
    dsr, ltv = s.index("DSR 40% 한도 4억 82만원"), s.index("LTV 40%(규제지역·무주택자) 한도 4억 8,000만원")
    assert dsr < ltv  # the binding limit first
    assert "스트레스 금리 3%p" in s and "연 7%" in s and "2025-10-16" in s
    assert "연 원리금 3,200만원 이내" in s and "스트레스 금리 없이는 5억 5,856만원" in s


async def test_g02_the_rent_after_lowering_the_deposit_is_the_current_rent_plus_the_converted_part():
    r = await TOOLS["rent_conversion"](*_call("rent_conversion", {"deposit": 5000, "new_deposit": 3000,
                                                                   "monthly_rent": 50, "as_of": "2025-06-01"}))
    f = r.output.figures
    # 2,000만원 × 4.5% ÷ 12 = 75,000원, + 500,000원 = 575,000원 (제7조의2, 시행령 제9조: min(10%, 2.5% + 2%p))
    assert (f["added_rent_won"], f["current_rent_won"], f["monthly_rent_won"]) == (75_000, 500_000, 575_000)
    assert "월세는 최대 57만 5,000원까지" in r.summary and "7만 5,000원을 현재 월세 50만원에 더한" in r.summary
    assert "줄인 보증금 2,000만원 × 전환율 상한 4.5% ÷ 12" in r.summary
    assert "월세는 최대 7만 5,000원" not in r.summary  # the added part is not the rent
    # without a current rent, the converted part is the whole rent, as before
    r = await TOOLS["rent_conversion"](*_call("rent_conversion", {"deposit": 20000, "new_deposit": 10000}))
    assert r.output.figures["monthly_rent_won"] == 375_000 and r.output.figures["added_rent_won"] is None


async def test_g05_dsr_ratio_counts_each_loan_by_its_own_terms_and_the_credit_loan_over_5_years():
    loans = [{"manwon": 3000, "kind": "신용대출", "rate_pct": 5.0, "term_years": None, "existing": True},
             {"manwon": 30000, "kind": "주담대", "rate_pct": 4.5, "term_years": 30, "new": True}]
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {
        "amounts": {"income": 5000, "loan": 3000}, "percentages": [5.0, 4.5],
        "extra": {"income_manwon": 5000, "loans": loans, "as_of": "2026-11-26"}},
        "연소득 5000만원, 기존 신용대출 3천만원(연 5%), 주담대 3억 30년 4.5% 받으면 DSR 몇 %야?"))
    f = r.output.figures
    # 주담대 1,520,056원 × 12 ≈ 1,824만; 신용대출 3,000만 ÷ 5년 + 150만 = 750만; 2,574만 ÷ 5,000만 = 51.5%
    assert f["dsr_pct"] == 51.5 and f["limit_pct"] == 40 and f["room_won"] < 0
    assert "DSR은 51.5%입니다" in r.summary and "신용대출 3,000만원 연 750만원" in r.summary
    assert "은행권 DSR 한도 40%" in r.summary and "넘어" in r.summary
    assert "16만 1,046원" not in r.summary  # the credit loan is not amortised over 30 years
    assert any("원금 ÷ 산정 만기 5년 600만원" in line for line in r.output.calculations)


async def test_g05_income_and_dsr_without_a_house_gives_the_dsr_limit_before_and_with_stress():
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {
        "amounts": {"income": 6000}, "percentages": [40.0, 4.0],
        "extra": {"income_manwon": 6000, "term_years": 30, "dsr_pct": 40.0, "as_of": "2026-11-26"}},
        "연봉 6천인데 DSR 40%면 주담대 얼마까지 빌릴 수 있어? 30년 금리 4%"))
    assert r.status == "ok" and r.output.binding == "DSR"
    # 2,400만/년 = 200만/월 ÷ 4,774.15원 per 100만 → 4억 1,892만; +3%p (7%) → 3억 61만
    assert r.output.max_loan_manwon == 41892
    assert "월 200만원" in r.summary and "최대 4억 1,892만원" in r.summary and "(+3%p) 3억 61만원" in r.summary
    assert "6억" not in r.summary and "2025-10-16" in r.summary


async def test_g05_a_jeonse_policy_loan_question_without_a_house_gets_no_mortgage_dsr_limit():
    r = TOOLS["loan_simulator"](*_call("loan_simulator", {"amounts": {"income": 4000}, "extra": {"income_manwon": 4000}},
                                       "연봉 4천 신혼부부 버팀목 대출 얼마까지 돼요"))
    try:
        out = await r
    except Exception as exc:  # the house price (or the deposit) is asked for instead
        assert "알려 주셔야" in str(exc)
    else:
        raise AssertionError(out.summary)


# G07: an announcement asked about ("what did it change?") is answered with its changes and dates,
# read off the dated rule tables — phrased unlike the review's questions.
async def test_g07_what_the_9_7_measures_changed_leads_with_its_date_and_changes_then_todays_rules():
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {"extra": {"as_of": "2026-11-26"}},
                                             "9.7 대책 이후에 주담대 규제가 어떻게 달라졌나요?"))
    s = r.summary
    assert s.startswith("9·7 대책은 2025-09-08부터 시행되었고, 바뀐 대출 규제는 규제지역 무주택자·")
    first = s.split("입니다.")[0]
    assert "LTV 50% → 40%" in first and "주택매매업자·주택임대사업자의 주택담보대출 금지 (LTV 0%)" in first
    assert "수도권·규제지역 1주택자 전세대출 보증 한도 2억원" in first  # jeonse_loan.ONE_HOUSE_CAPS of that day
    # a later set is in force today, and the answer says so
    assert "2026-11-26 현재는 주택시장 안정화 대책 (10·15 대책, 2025-10-16 시행)이 적용 중" in s
    assert "무주택자 40%" in s and "스트레스 가산금리 3%p" in s


async def test_g07_the_10_15_changes_are_the_areas_the_price_bands_and_the_stress_floor():
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {"extra": {"as_of": "2026-11-26"}},
                                             "10월 15일 부동산 대책 대출 관련 변경사항 정리해줘"))
    first = r.summary.split("입니다.")[0]
    assert first.startswith("10·15 대책은 2025-10-16부터 시행되었고")
    assert "서울 4개 구(강남구·서초구·송파구·용산구) → 서울 전역·경기 12곳" in first
    assert "시가 15억원 이하 6억원·시가 15억원 초과~25억원 이하 4억원·시가 25억원 초과 2억원" in first
    assert "수도권·규제지역 1.5%p → 3%p, 지방 0.75%p 유지" in first
    assert "전세대출 이자상환분도 DSR에 반영 (2025-10-29 신규 취급분부터)" in first
    assert "현재는" not in r.summary  # it is the set in force: nothing later to add


async def test_g07_when_stage_three_of_the_stress_dsr_began_and_what_it_added():
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {"extra": {"as_of": "2026-11-26"}},
                                             "스트레스DSR 3단계 시행일이랑 가산금리 몇 %p인지"))
    assert r.summary.startswith("스트레스 DSR 3단계는 2025-07-01부터 시행되었고, 바뀐 대출 규제는 스트레스 DSR 가산금리"
                                "(변동형 주담대) 수도권·규제지역 1.2%p → 1.5%p, 지방 0.75%p 유지")
    assert "현재는 주택시장 안정화 대책 (10·15 대책, 2025-10-16 시행)이 적용 중입니다(수도권·규제지역 스트레스 가산금리 3%p" \
        in r.summary


# G06 (the HUG guarantee): its conditions asked without a house to judge are the answer.
async def test_g06_the_hug_return_guarantee_conditions_without_figures():
    call = ToolCall(name="jeonse_ratio", params={})
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="허그 보증보험 들려면 요건이 뭐고 얼마까지 돼요",
                        intent="대출상담", inputs=[])
    r = await TOOLS["jeonse_ratio"](call, sel)
    assert r.status == "ok"
    assert r.summary.startswith("HUG 전세보증금반환보증 가입 조건은 보증금이 수도권 7억원·그 밖의 지역 5억원 이하이고, "
                                "보증금과 선순위 채권의 합이 주택가격의 90% 이내여야 하며")
    assert "사실상 공시가격의 126%까지, 2023-05-01 신규 가입분부터" in r.summary
    assert "1/2이 지나기 전에 신청" in r.summary


async def test_g06_a_ratio_asked_without_figures_still_asks_for_the_deposit():
    call = ToolCall(name="jeonse_ratio", params={})
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="전세가율 계산해줘", intent="리스크분석", inputs=[])
    with pytest.raises(ToolInputError, match="보증금을 알려 주세요"):
        await TOOLS["jeonse_ratio"](call, sel)


# G16 (Q31): a 전세대출 limit asked without a place is not the 지방 figure passed off as the answer.
async def test_g16_a_jeonse_loan_without_a_place_gives_both_areas_and_the_one_house_cap():
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {
        "amounts": {"deposit": 28000}, "deal_type": "JEONSE", "extra": {"as_of": "2026-11-26", "homeless": True}},
        "보증금 2억8천 전세 구하는데 대출 최대 얼마까지 받아요"))
    s = r.summary
    # 2억 8,000만원 × 80% = 2억 2,400만원: HF 2억 2,200만원 cap binds, HUG/SGI lend 2억 2,400만원 in either area
    assert s.startswith("전세 보증금 2억 8,000만원 기준 전세자금대출 한도는 지역과 관계없이 최대 2억 2,400만원")
    # 버팀목: 수도권 보증금 상한 3억 이내 (한도 1.2억, 소득 미확인), 그 밖의 지역 상한 2억 초과
    assert "수도권 확인 필요(한도 1억 2,000만원), 그 밖의 지역 불가(보증금 2억 8,000만원이 그 밖의 지역 상한 2억원을 넘습니다)" in s
    assert "지역을 알려 주시면" in s and "지역 미확인" not in s
    assert r.output.missing[0] == "region"


async def test_g16_a_jeonse_loan_without_a_place_or_houses_names_the_one_house_cap_of_9_7():
    r = await TOOLS["loan_simulator"](*_call("loan_simulator", {
        "amounts": {"deposit": 40000}, "deal_type": "JEONSE", "extra": {"as_of": "2026-11-26"}}, "전세자금 대출 한도"))
    assert "1주택자라면 수도권·규제지역 전세대출 보증 한도는 2억원입니다(2025-09-08 시행, 9·7 대책" in r.summary
    assert "이자상환분도 DSR에 반영 (2025-10-29 신규 취급분부터)" in r.summary
