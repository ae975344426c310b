"""Second expert review (docs/reviews/2026-11-26-expert-review-2.md), loan findings G03, G05 and
the conversion G02: what the user relies on is the figure asked for, with what it rests on."""
from __future__ import annotations

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolsSelected

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
