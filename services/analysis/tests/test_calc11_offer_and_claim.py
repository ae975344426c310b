"""The rate a landlord's offer implies, the loan behind a 채권최고액, and a lease's end from its start and term."""
from datetime import date
from decimal import Decimal

import pytest

from holmes_analysis.domain.calc import MissingInput
from holmes_analysis.domain.conversion import conversion_rate, offer_conversion
from holmes_analysis.domain.jeonse_ratio import jeonse_ratio
from holmes_analysis.domain.lease_calc import renewal_window
from holmes_analysis.domain.workings import Given

RATE = conversion_rate(2.5, "2025-05-29")  # cap 4.5%


def test_an_offer_above_the_cap_leads_with_its_rate_and_the_capped_rent():
    lead, pct, capped, w = offer_conversion(RATE, 4_000, 0, 200_000, today=date(2025, 6, 1))
    assert pct == Decimal(6)  # 20만원 × 12 ÷ 4,000만원
    assert capped == 150_000  # 4,000만원 × 4.5% ÷ 12
    first = lead.split(". ")[0]
    assert "연 6%" in first and "넘습니다" in first and "제7조의2" in first
    assert "15만원" in lead


def test_an_offer_within_the_cap_says_so():
    lead, pct, _, _ = offer_conversion(RATE, 30_000, 10_000, 600_000, today=date(2025, 6, 1))
    assert pct == Decimal("3.6")  # 60만원 × 12 ÷ 2억원
    assert "넘지 않습니다" in lead and "2억원" in lead


def test_an_offer_that_lowers_nothing_is_refused():
    from holmes_analysis.domain.errors import AnalysisInputError
    with pytest.raises(AnalysisInputError):
        offer_conversion(RATE, 5_000, 5_000, 100_000)


def test_the_loan_behind_a_max_claim_at_the_share_told():
    c = jeonse_ratio(None, None, senior_debt=15_600, claim_pct=130)
    assert c.figures["principal_manwon"] == 12_000
    assert c.headline.startswith("채권최고액 1억 5,600만원") and "1억 2,000만원" in c.headline.split(". ")[0]
    assert "민법 제357조" in c.headline


def test_the_usual_share_is_said_as_assumed():
    c = jeonse_ratio(None, None, senior_debt=9_600, claim_pct=Given.default(120, "은행 관행"))
    assert c.figures["principal_manwon"] == 8_000 and "관행" in c.headline


def test_the_loan_asked_without_the_max_claim_asks_for_it():
    with pytest.raises(MissingInput) as e:
        jeonse_ratio(None, None, claim_pct=120)
    assert e.value.field == "senior_debt"


def test_a_lease_end_from_a_told_start_and_term_leads():
    c = renewal_window(None, start="2026-03-02", term_years=2, as_of=date(2026, 11, 27))
    first = c.headline.split(". ")[0]
    assert "2028년 3월 1일" in first and "만료일" in first
    assert "알려 주시면" not in c.headline  # nothing left to ask
    short = renewal_window(None, start="2027-05-20", term_years=1, as_of=date(2026, 11, 27))
    assert "2028년 5월 19일" in short.headline.split(". ")[0] and "제4조 제1항" in short.headline


# Through the tools, as the orchestrator calls them.
from holmes_analysis.tools import AnalysisSettings, build_tools  # noqa: E402
from holmes_contracts import ToolCall, ToolsSelected  # noqa: E402
from holmes_kit.team import ToolInputError  # noqa: E402

TOOLS = build_tools(AnalysisSettings())


def _sel(call: ToolCall, query: str) -> ToolsSelected:
    return ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent="법률상담", inputs=[])


async def test_the_offer_tool_leads_with_the_rate_and_shows_its_inputs():
    call = ToolCall(name="rent_conversion", params={"deposit": 4000, "new_deposit": 0, "offered_rent": 20})
    r = await TOOLS["rent_conversion"](call, _sel(call, "보증금 4천 깎고 월세 20만원 더, 몇 프로?"))
    assert r.status == "ok"
    assert "연 6%로 전환한 셈" in r.summary.split(". ")[0]
    assert any("20만원" in line for line in r.output.calculations)


async def test_the_principal_asked_without_the_max_claim_asks_for_exactly_it():
    call = ToolCall(name="jeonse_ratio", params={"claim_pct": "usual"})
    with pytest.raises(ToolInputError, match="채권최고액을 알려 주세요"):
        await TOOLS["jeonse_ratio"](call, _sel(call, "실제 대출 원금 얼마예요"))


async def test_the_principal_at_the_usual_share_says_it_was_assumed():
    call = ToolCall(name="jeonse_ratio", params={"senior_debt": 9600, "claim_pct": "usual"})
    r = await TOOLS["jeonse_ratio"](call, _sel(call, "채권최고액 9천6백이면 실제 대출 얼마"))
    assert "약 8,000만원" in r.summary and "은행 관행상" in r.summary
