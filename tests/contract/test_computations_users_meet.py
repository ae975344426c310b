"""Computations as users put them, from the plan to the calculator's figure (no NATS in between): the stay a
renewal by 계약갱신요구권 gives, a delay told in two parts without punctuation, a deposit returned in part,
a part of the rent turned into deposit, and the interest of a loan repaid at maturity over its term.
The phrasings are our own."""
from datetime import date

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import PlanReady, ToolCall, ToolsSelected
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import PreviousTurn, make_plan

TODAY = date(2026, 11, 27)
TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))


async def _run(query: str, tool: str) -> tuple[str, dict]:
    d = make_plan(query, today=TODAY)
    plan = PlanReady(**d.plan_fields())
    assert tool in {t for s in plan.steps for t in s.tools}, [s.tools for s in plan.steps]
    call = ToolCall(name=tool, params={**tool_params(tool, plan).as_dict(), "as_of": TODAY.isoformat()})
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent=plan.intent, inputs=[])
    r = await TOOLS[tool](call, sel)
    assert r.status == "ok", r.summary
    return r.summary, (r.output.model_dump()["figures"] if r.output is not None else {})


def _first_two(summary: str) -> str:
    return " ".join(summary.split(". ")[:2])


@pytest.mark.parametrize(("query", "end"), [
    # from the start and the term: ends 2027-04-30, renewed 2027-05-01 ~ 2029-04-30
    ("2025년 5월 1일 입주해서 2년 계약인데 계약갱신요구권 행사하면 언제까지 거주 가능해요?", "2029년 4월 30일"),
    # from the end: a renewed term that starts on 03-01 of a leap year's run ends on 02-29
    ("만기가 2027년 2월 28일이에요. 갱신요구권 쓰면 계약이 언제 끝나요?", "2029년 2월 28일"),
    ("전세 만료일 2026년 2월 28일인데 갱신 요구하면 만기가 언제예요?", "2028년 2월 29일"),
    # a renewal asked without the right's name is the one the tenant can claim (2년 either way)
    ("2025년 9월 1일에 2년 계약으로 들어왔는데 갱신하면 언제까지 살 수 있어요?", "2029년 8월 31일"),
    ("만기 2027년 10월 31일인데 한 번 더 연장하면 언제까지 살 수 있어?", "2029년 10월 31일"),
])
async def test_the_stay_a_renewal_demand_gives_is_computed(query, end):
    summary, figures = await _run(query, "renewal_window")
    assert end in _first_two(summary)
    assert figures["renewed_end"] == "-".join(f"{int(x):02d}" for x in end.replace("년", "").replace("월", "")
                                              .replace("일", "").split())


async def test_a_renewal_demand_asked_by_when_to_make_it_is_the_window():
    summary, figures = await _run("만기 2027년 6월 30일인데 갱신요구권 쓰려면 언제까지 말해야 돼요?", "renewal_window")
    assert "renewed_end" not in figures and figures["window_end"] == "2027-04-29"


def test_a_renewal_by_itself_or_a_right_used_before_is_no_demand():
    for query in ("만기 2027년 4월 30일인데 묵시적 갱신되면 언제까지 살 수 있어?",
                  "2023년에 갱신요구권 이미 썼어요. 만기 2027년 4월 30일인데 갱신하면 언제까지 살 수 있어요?"):
        p = tool_params("renewal_window", PlanReady(**make_plan(query, today=TODAY).plan_fields())).as_dict()
        assert "demanded" not in p, query


async def test_a_delay_in_two_parts_told_without_punctuation():
    # 1억 × 5% × 20/365 = 273,972원 + 1억 × 12% × 45/365 = 1,479,452원 (each part to the 원 below)
    summary, figures = await _run("보증금 1억 송달 전 20일은 연5% 송달 후 45일은 연12% 지연이자 합치면?",
                                  "deposit_delay_interest")
    assert figures["interest_won"] == 1_753_424


@pytest.mark.parametrize(("query", "interest"), [
    # only the 4천 not returned bears interest: 4천만원 × 5% × 3/12 = 50만원
    ("보증금 1억 중에 6천은 받았는데 나머지 4천은 3개월째 못 받았어요. 지연이자 얼마?", 500_000),
    # the part returned told, the rest withheld: (2억 − 1억5천) × 5% × 6/12 = 125만원
    ("보증금 2억인데 1억5천만 돌려받고 6개월째 나머지를 못 받고 있어요 법정이자 얼마예요?", 1_250_000),
])
async def test_only_the_part_withheld_bears_interest(query, interest):
    assert (await _run(query, "deposit_delay_interest"))[1]["interest_won"] == interest


async def test_money_received_that_is_no_part_of_the_deposit_leaves_it_whole():
    # the 200만원 이사비 is not a part of the deposit returned: 1억 × 5% × 3/12 = 125만원
    summary, figures = await _run("보증금 1억 3개월째 못 받았는데 이사비 200만원 받고 나왔어요. 지연이자 얼마?",
                                  "deposit_delay_interest")
    assert figures["interest_won"] == 1_250_000


async def test_a_deposit_not_returned_with_a_rate_and_days_is_computed():
    # 8천만원 × 5% × 40/365 = 438,356원
    summary, figures = await _run("전세금 8천 40일째 안 줌 5%로 치면 얼마", "deposit_delay_interest")
    assert figures["interest_won"] == 438_356


async def test_a_part_of_the_rent_turned_into_deposit():
    # 월세 20만원 × 12 ÷ 4.5% = 5,333만원 (the rest of the rent stays)
    summary, figures = await _run("월세 70만원 중에 20만원을 보증금으로 돌리면 보증금 얼마 더 내야 해요?", "rent_conversion")
    assert figures["jeonse_equivalent_manwon"] == 5_333


# --- amounts below 만원: "52만 5천원" is 525,000원 in every figure computed from it ---------------------------

async def test_a_rent_with_won_below_manwon_is_raised_from_its_exact_amount():
    # 525,000 × 5% = 26,250원 → 551,250원 (not 52만원 × 5%)
    summary, figures = await _run("월세 52만 5천원 내는데 집주인이 5% 올린대요. 최대 얼마까지예요?", "rent_increase_cap")
    assert (figures["monthly_rent_increase_won"], figures["monthly_rent_max_won"]) == (26_250, 551_250)
    assert "52만 5,000원" in _first_two(summary)


async def test_a_requested_rent_with_won_below_manwon_is_judged_exactly():
    # 50만원 → 52만 5천원 is exactly 5%: within the cap (52만원 or 53만원 would judge another figure)
    summary, figures = await _run("보증금 1000에 월세 50만원인데 재계약 때 52만5천원으로 올려달래요 가능해요?", "rent_increase_cap")
    assert figures["requested_monthly_rent_pct"] == 5 and "한도 안" in summary


async def test_the_brokerage_fee_of_a_rent_with_won_below_manwon():
    # 환산보증금 = 1,000만원 + 42만 5천원 × 100 = 5,250만원 (≥ 5천만원: × 100) → × 0.4% = 210,000원
    summary, figures = await _run("보증금 1000만원 월세 42만 5천원 원룸 중개보수 얼마예요?", "brokerage_fee")
    assert figures["fee_won"] == 210_000 and figures["basis_manwon"] == 5_250


async def test_a_rent_with_won_below_manwon_turned_into_deposit():
    # 225,000원 × 12 ÷ 4.5% = 6,000만원
    summary, figures = await _run("월세 22만5천원을 보증금으로 돌리면 보증금 얼마예요?", "rent_conversion")
    assert figures["jeonse_equivalent_manwon"] == 6_000
    assert "22만 5,000원" in summary


async def test_rent_in_arrears_with_won_below_manwon():
    # 3달 밀린 월세 45만 5천원: 455,000 × 5% × (2 + 1 + 0) ÷ 12 = 5,687.5 → 5,687원
    summary, figures = await _run("월세 45만5천원 3달 밀렸는데 연체이자 얼마예요?", "deposit_delay_interest")
    assert figures["interest_won"] == 5_687


def test_a_follow_up_rent_with_won_below_manwon_replaces_the_rent_exactly():
    first = make_plan("보증금 1000에 월세 50인데 전세로 바꾸면 얼마예요?", today=TODAY)
    prev = PreviousTurn(intent=first.intent, entities=first.entities, query=first.query, keywords=tuple(first.keywords))
    then = make_plan("월세 52만5천원이면요?", previous=prev, today=TODAY)
    p = tool_params("rent_conversion", PlanReady(**then.plan_fields())).as_dict()
    assert (p["deposit"], p["monthly_rent"]) == (1000, 52.5)
