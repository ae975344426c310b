"""Review 2, G12/G13/G16, across the seams in process: the planner's plan -> the orchestrator's tool
params -> the analysis calculator's figure (what the answer leads with), no NATS in between."""
from datetime import date

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import PlanReady, ToolCall, ToolsSelected
from holmes_kit.team import ToolInputError
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 26)
TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))


async def _run(query: str, tool: str):
    plan = PlanReady(**make_plan(query, today=TODAY).plan_fields())
    assert tool in {t for s in plan.steps for t in s.tools}
    call = ToolCall(name=tool, params=tool_params(tool, plan).as_dict())
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent=plan.intent, inputs=[])
    return await TOOLS[tool](call, sel)


async def test_subscription_score_from_the_users_words_states_every_part_and_the_total():
    # G13 (Q50), worded otherwise: 무주택 12년 → 26점, 부양가족 2명 → 15점, 청약저축 6년 → 8점 = 49점
    r = await _run("무주택기간 12년이고 부양가족은 2명, 청약저축 가입 6년째인데 제 청약 가점 몇 점이에요?", "subscription_score")
    assert r.status == "ok"
    assert r.summary.startswith("청약 가점은 무주택기간 26점(12년) + 부양가족 15점(2명) + 청약통장 8점(6년) = 49점")
    assert "주택공급에 관한 규칙 별표 1" in r.summary and "2007-09-01" in r.summary
    assert "입력 — 부양가족 수: 2명 (사용자 입력)" in r.output.calculations


async def test_subscription_score_asks_for_exactly_what_is_missing():
    with pytest.raises(ToolInputError) as exc:
        await _run("부양가족 4명인데 청약 가점 계산 좀", "subscription_score")
    asked = str(exc.value).split(" — ")[0]
    assert asked == "청약 가점을 계산하려면 무주택기간(예: 무주택 8년), 청약통장 가입기간(예: 통장 가입 10년)을 알려 주세요"


async def test_acquisition_tax_of_a_house_is_the_won_amount_with_its_inputs():
    # G12 (Q47), worded otherwise: 5억 5천 빌라, 전용 59㎡ → 550만원 + 55만원 = 605만원
    r = await _run("전용 59㎡ 빌라를 5억5천에 사려는데 취득세 계산해 주세요", "acquisition_tax")
    assert r.status == "ok"
    assert r.summary.startswith("5억 5,000만원 주택(전용 59㎡)을 사면 취득세 550만원(1%) + 지방교육세 55만원 = 605만원입니다")
    assert "지방세법 제11조 제1항 제8호·제151조, 2020-01-01 시행 세율" in r.summary
    assert "입력 — 취득가액: 5억 5,000만원 (사용자 입력)" in r.output.calculations


async def test_delay_interest_on_a_named_deposit_states_the_rates_and_a_years_sum():
    # G16 (Q79), worded otherwise: 1억 5천 → 연 5% = 750만원 a year, 연 12% after service = 1,800만원
    r = await _run("집주인이 보증금 1억 5천을 안 돌려주는데 지연이자 청구 가능한가요?", "deposit_delay_interest")
    assert r.status == "ok"
    lead = r.summary.split(". ")[0]
    assert "연 5%의 지연이자" in lead and "보증금 1억 5,000만원이면 1년에 750만원" in lead and "민법 제379조" in lead
    assert "연 12%(소송촉진 등에 관한 특례법 제3조, 2019-06-01 시행)로 1년에 1,800만원" in r.summary


async def test_romanized_man_won_figures_in_english_are_read_as_the_lease():
    # G16 (Q90), worded otherwise: "70 manwon" rent on a "2000man won" deposit → 5% caps of each
    r = await _run("My wolse is 70 manwon on a 2000man won deposit. What is the max increase when I renew?",
                   "rent_increase_cap")
    assert r.status == "ok"
    assert "입력 — 현재 보증금: 2,000만원 (사용자 입력)" in r.output.calculations
    assert "입력 — 현재 월세: 70만원 (사용자 입력)" in r.output.calculations
    assert "73만 5,000원" in r.summary


async def test_a_second_home_in_a_designated_area_is_taxed_at_the_surcharge_without_being_asked():
    # expert review 3, H03: 서울 is an 조정대상지역 (10·15 대책, 2025-10-16) — a purchase that makes two
    # homes there is 8% (지방세법 제13조의2), read from the designation in force, and said so.
    r = await _run("서울 송파구 아파트 12억에 사면 2주택이 되는데 취득세 얼마 나와요? 전용 84㎡", "acquisition_tax")
    assert r.status == "ok" and "(8%)" in r.summary and "9,600만원" in r.summary
    assert any("서울 송파구는 2025-10-16 시행 지정 기준 조정대상지역입니다" in n for n in r.output.assumptions)
    # a place outside the designation keeps the general rate
    busan = await _run("부산 해운대구 아파트 12억에 사면 2주택이 되는데 취득세 얼마 나와요? 전용 84㎡", "acquisition_tax")
    assert "(8%)" not in busan.summary and "(3%)" in busan.summary


async def test_a_second_renewal_after_the_right_was_used_is_not_capped():
    # expert review 3, H02: the 갱신요구권 is used once (제6조의3 ②) — a tenant who says it was used
    # before is not told the 5% cap binds this renewal.
    r = await _run("전세 3억인데 2024년에 갱신요구권 이미 썼어요. 이번에 집주인이 3,300만원 올려달래요 5% 넘으면 안 되죠?",
                   "rent_increase_cap")
    assert r.status == "ok" and r.summary.startswith("갱신요구권은 한 번만 쓸 수 있어(주택임대차보호법 제6조의3 제2항)")
    assert r.output.verdict is None  # no "불가": the cap does not decide it
    # using it now is the capped case
    now = await _run("전세 3억인데 갱신요구권 쓰면 집주인이 3,300만원 올려달라는 거 5% 넘는 거죠?", "rent_increase_cap")
    assert now.summary.startswith("요구받은 보증금 3억 3,300만원은") and now.output.verdict == "불가"


async def test_an_objection_deadline_is_computed_when_the_day_of_publication_is_told_first():
    # expert review 3, H15: the date between "공시가격" and "이의신청" hid the filing named
    r = await _run("우리 아파트 공시가격이 2027년 4월 29일에 공시됐다는데 이의신청은 며칠까지 해야 돼요?",
                   "statutory_deadline")
    assert r.status == "ok" and "2027년 5월 29일" in r.summary


async def test_the_landlords_notice_window_is_given_as_dates_when_the_end_is_told():
    # expert review 3, H16: "언제까지 갱신 거절 통지" asked before the words, with the expiry date given
    r = await _run("계약이 2027년 6월 30일에 끝나는데 임대인은 언제까지 갱신 거절을 알려야 돼요?", "renewal_window")
    assert r.status == "ok" and "2027년 4월 29일" in r.summary
