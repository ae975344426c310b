"""loan_simulator: a house price told beside a named loan does not turn its payment into a limit."""
from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolsSelected

TOOL = build_tools(AnalysisSettings())["loan_simulator"]


def _sel(query: str, amounts: dict, extra: dict):
    call = ToolCall(name="loan_simulator", params={"region": "마포구", "sido": "서울특별시", "sigungu": "마포구",
                                                   "amounts": amounts, "extra": extra})
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent="loan", inputs=[])


async def test_the_payment_of_the_loan_named_is_computed_though_the_house_price_is_told():
    # 2억, 연 5%, 20년 원리금균등 = 1,319,911원 (P·i·(1+i)^n / ((1+i)^n − 1), i = 0.05/12, n = 240)
    q = "신용대출 말고 주담대 2억을 연 5% 20년으로 받을 건데 매달 얼마씩 나가요? 집은 4억짜리예요"
    r = await TOOL(*_sel(q, {"loan": 20000, "price": 40000}, {"rate_pct": 5.0, "term_years": 20}))
    assert r.output.figures["monthly_payment_won"] == 1319911


async def test_with_the_price_a_limit_asked_is_still_the_limit():
    q = "4억짜리 집인데 연 5% 20년이면 대출 2억까지 받을 수 있나요?"
    r = await TOOL(*_sel(q, {"loan": 20000, "price": 40000}, {"rate_pct": 5.0, "term_years": 20, "as_of": "2023-03-10"}))
    assert not (r.output.figures or {}).get("monthly_payment_won")
