"""Figures computed from the user's own numbers, across the seams in process: the planner's plan ->
the orchestrator's tool params -> the analysis calculator's figure (no NATS in between). English
amounts ("M won", "k won"), a delay given as a duration, and a filing deadline given as a date."""
from datetime import date

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import PlanReady, ToolCall, ToolsSelected
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 26)
TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))


async def _figures(query: str, tool: str) -> dict:
    d = make_plan(query, today=TODAY)
    plan = PlanReady(**d.plan_fields())
    assert tool in {t for s in plan.steps for t in s.tools}, [s.tools for s in plan.steps]
    call = ToolCall(name=tool, params={**tool_params(tool, plan).as_dict(), "as_of": TODAY.isoformat()})
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent=plan.intent, inputs=[])
    r = await TOOLS[tool](call, sel)
    assert r.status == "ok", r.summary
    return r.output.model_dump()["figures"] if r.output is not None else {}


@pytest.mark.parametrize(("query", "interest"), [
    # 3억 × 5% × 8/12 — no contract end date needed when the delay is counted
    ("전세금 3억, 벌써 8개월째 못 돌려받고 있어요. 법정이자 얼마?", 10_000_000),
    # 1억 × 12% × 100/365 from the day after service, the rate the user named
    ("보증금1억소장송달후100일연12%지연이자얼마", 3_287_671),
])
async def test_a_delay_given_as_a_duration_is_computed(query, interest):
    assert (await _figures(query, "deposit_delay_interest"))["interest_won"] == interest


@pytest.mark.parametrize(("query", "deadline"), [
    ("빌라 매매계약을 2027-03-05에 체결했는데 실거래 신고 기한이 언제예요?", "2027-04-04"),
    ("We signed our jeonse lease on 2027-03-02. What's the deadline for the rental contract report?", "2027-04-01"),
    ("잔금 2027-01-15에 치렀어요. 소유권이전등기는 언제까지 해야 하나요?", "2027-03-16"),
])
async def test_a_filing_deadline_is_a_date(query, deadline):
    assert (await _figures(query, "statutory_deadline"))["deadline"] == deadline


async def test_english_millions_reach_the_conversion_calculator():
    # 9천만원 turned into rent at min(10%, 2.5% + 2%p) = 4.5%: 337,500원 a month
    f = await _figures("Suppose 90M won of the deposit — what's the most monthly rent the landlord may charge "
                       "for that part?", "rent_conversion")
    assert f["monthly_rent_won"] == 337_500
