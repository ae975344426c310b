from holmes_contracts.tools.outputs import Chart
from holmes_orchestrator.domain.synthesis import _distinct_charts


def test_the_same_series_is_charted_once():
    a = {"title": "강남구 아파트 월별 중위 가격", "x": ["2026-09", "2026-10"], "series": [{"name": "매매", "values": [1, 2]}]}
    b = {**a, "title": "강남구 아파트 월별 중위가격", "series": [{"name": "매매 ", "values": [1, 2]}]}
    c = {**a, "series": [{"name": "전세", "values": [1, 3]}]}
    charts = [Chart(**x) for x in (a, b, c)]
    assert _distinct_charts(charts) == [charts[0], charts[2]]


def test_the_llm_answer_writer_sees_what_the_analysis_team_computed_to_word_its_insights():
    """The analysis team makes no model call: the synthesis words its recommendations,
    assumptions and risk reasons, so it is shown them."""
    from holmes_contracts import TeamCompleted, ToolResult
    from holmes_contracts.tools.outputs import output_for
    from holmes_orchestrator.domain.llm_phases import result_summary

    r = ToolResult(tool="contract_analysis", status="ok", summary="위험도 주의",
                   output=output_for("contract_analysis", {
                       "risk_level": "주의", "assumptions": ["집값은 최근 실거래 중위값"],
                       "reasons": [{"level": "주의", "text": "전세가율 72%",
                                    "citations": [{"law": "주택임대차보호법", "article": "제3조의2"}]}],
                       "recommendations": ["등기부를 확인하세요"]}))
    summary = result_summary(TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[r]))
    assert summary[0]["recommendations"] == ["등기부를 확인하세요"]
    assert summary[0]["assumptions"] == ["집값은 최근 실거래 중위값"] and summary[0]["risk_level"] == "주의"
    assert summary[0]["risk_reasons"] == [{"level": "주의", "text": "전세가율 72%",
                                           "citations": ["주택임대차보호법 제3조의2"]}]


def test_market_data_fetches_a_13th_month_when_market_analysis_compares_years():
    from holmes_contracts import PlanReady, PlanStep
    from holmes_orchestrator.domain.tools import tool_params

    def plan(tools):
        return PlanReady(query="강남구 시세", intent="시세조회", confidence=0.9, steps=[
            PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="시세",
                     tools=tools)])

    assert tool_params("market_data", plan(["market_data"])).as_dict()["months"] == 12
    assert tool_params("market_data", plan(["market_data", "market_analysis"])).as_dict()["months"] == 13
