"""roi_calculator called directly (no NATS)."""
import json

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import ToolInputError

TOOL = build_tools(AnalysisSettings())["roi_calculator"]
MARKET = {"region": "마포구", "stats": {
    "SALE": {"count": 90, "median_manwon": 60000},
    "MONTHLY": {"count": 40, "median_manwon": 5000, "median_monthly_rent_manwon": 150},
}}


def _handed(**outputs: dict) -> list[ToolResult]:
    """Earlier teams' ok results as handed over: each tool's typed output from its fields."""
    return [ToolResult(tool=t, status="ok", output=output_for(t, fields)) for t, fields in outputs.items()]


def _sel(amounts: dict, extra: dict | None = None, inputs=None):
    call = ToolCall(name="roi_calculator", params={"amounts": amounts, "extra": extra or {}, "area_m2": 84.9})
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="수익률", intent="investment",
                               inputs=_handed(market_data=MARKET) if inputs is None else inputs)


async def test_yields_from_user_figures():
    r = await TOOL(*_sel({"price": 60000, "monthly_rent": 150, "deposit": 5000}))
    # 총수익률 150 × 12 = 1,800 ÷ 60,000 = 3.00%
    # 취득세 6억 × 1% = 600만 + 지방교육세 60만 (84.9㎡ ≤ 85㎡ -> 농특세 0); 중개보수 6억 × 0.4% = 240만
    # 실투자금 60,000 + 900 − 5,000 = 55,900만; 순수익률 1,800 ÷ 55,900 = 3.22%
    assert r.status == "ok" and r.quality == 1.0
    assert r.output.gross_yield_pct == 3.0 and r.output.net_yield_pct == 3.22
    assert r.output.equity_manwon == 55900.0
    calc = r.output.calculations
    assert "총수익률 = 1,800만원 ÷ 6억원 = 3.00%" in calc
    assert "실투자금 = 6억원 + 세금·중개보수 900만원 − 보증금 5,000만원 − 대출 0원 = 5억 5,900만원" in calc
    assert "3.00%" in r.summary and "3.22%" in r.summary
    assert json.dumps(r.model_dump())


async def test_a_rent_with_won_below_the_manwon_is_counted_exactly():
    """'월세 52만 5천원' comes as 52.5 (the orchestrator hands a month's rent to the 원): 630만원 a year,
    not an error and not 53만원 × 12 = 636만원."""
    r = await TOOL(*_sel({"price": 60000, "monthly_rent": 52.5, "deposit": 5000}))
    assert r.status == "ok" and r.output.annual_rent_manwon == 630
    assert "연 임대료 = 52만 5,000원 × 12 = 630만원" in r.output.calculations
    assert "총수익률 = 630만원 ÷ 6억원 = 1.05%" in r.output.calculations  # 630 ÷ 60,000
    assert "월세 52만 5,000원" in r.summary


async def test_loan_interest_at_user_rate_cuts_net_yield():
    r = await TOOL(*_sel({"price": 60000, "monthly_rent": 150, "deposit": 5000, "loan": 20000}, extra={"rate_pct": 4.0}))
    # 이자 20,000 × 4% = 800만; 순수익 1,800 − 800 = 1,000만; 실투자금 55,900 − 20,000 = 35,900만
    # 순수익률 1,000 ÷ 35,900 = 2.785% -> 2.79%, below the 4% loan rate -> warning
    assert r.output.net_yield_pct == 2.79
    assert any("대출금리 4%보다 낮습니다" in x for x in r.output.recommendations)


async def test_rent_and_deposit_from_market_data():
    r = await TOOL(*_sel({}))
    # same figures as above, but each from market_data medians (data, not defaults)
    assert r.output.gross_yield_pct == 3.0 and r.output.net_yield_pct == 3.22
    calc = r.output.calculations
    assert any(line.startswith("입력 — 월세: 150만원 (데이터") for line in calc)
    assert any(line.startswith("입력 — 임대보증금: 5,000만원 (데이터") for line in calc)


async def test_user_rent_without_deposit_assumes_zero_and_lowers_quality():
    r = await TOOL(*_sel({"price": 60000, "monthly_rent": 150}))
    assert any(line.startswith("입력 — 임대보증금: 0원 (기본값") for line in r.output.calculations)
    assert r.quality == 0.5


async def test_missing_rent_names_the_field():
    with pytest.raises(ToolInputError, match="월세"):
        await TOOL(*_sel({"price": 60000}, inputs=[]))


async def test_officetel_roi_uses_46pct_tax_and_officetel_fee():
    call, sel = _sel({"price": 30000, "monthly_rent": 100, "deposit": 1000})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "property_type": "OFFICETEL", "area_m2": 30})
    r = await TOOL(call, sel)
    assert r.output.property_class == "officetel" and r.output.acquisition_tax_rate_pct == 4.6
    assert r.output.acquisition_tax_won == 13_800_000 and r.output.brokerage_fee_won == 1_500_000
    assert any("오피스텔" in line and "4%" in line for line in r.output.calculations)


async def test_second_home_in_seoul_pays_the_surcharge_of_todays_regulated_area():
    call, sel = _sel({"price": 80000, "monthly_rent": 200, "deposit": 5000}, extra={"house_count": 1})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "region": "마포구", "sido": "서울특별시",
                                            "sigungu": "마포구"})
    r = await TOOL(call, sel)
    # 마포구 = 조정대상지역 (2025-10-16~); 취득 후 2주택 → 8%: 8억 × 8% = 6,400만 + 지방교육세 0.4% 320만 (84.9㎡ 농특세 0)
    assert r.output.acquisition_tax_won == 67_200_000 and r.output.acquisition_tax_rate_pct == 8
