"""Given events / when event / then events — recovery policy: alternatives, changed
parameters, skipping optional steps, dependency order and early exit."""

from __future__ import annotations

import sys
from pathlib import Path

from holmes_contracts import Entities, QueryReceived, Source, TeamCompleted, ToolCall, ToolResult

sys.path.insert(0, str(Path(__file__).parent))
from test_decide import Turn, plan, step, types  # noqa: E402

from holmes_orchestrator.domain.recovery import EARLY_EXIT_REASON, UPSTREAM_MISSING, relax  # noqa: E402


def ok(tool: str, quality: float = 0.9, summary: str = "", **kw) -> ToolResult:
    return ToolResult(tool=tool, status="ok", quality=quality, summary=summary or f"{tool} 결과",
                      items=kw.pop("items", [{"name": tool}]), **kw)


def error(tool: str, why: str = "connection refused") -> ToolResult:
    return ToolResult(tool=tool, status="error", error=why)


def empty(tool: str, params: dict | None = None) -> ToolResult:
    return ToolResult(tool=tool, status="empty", summary="조건에 맞는 결과가 없습니다", params=params or {})


def done(team: str, results: list[ToolResult], attempt: int = 1, steps=("step-1",)) -> TeamCompleted:
    oks = [r for r in results if r.status != "error"]
    status = "success" if len(oks) == len(results) else ("partial" if oks else "failed")
    return TeamCompleted(team=team, step_ids=list(steps), attempt=attempt, status=status, results=results)


def listing_turn() -> Turn:
    turn = Turn()
    turn.add(QueryReceived(query="강남구 아파트 매물"))
    turn.when(plan([step("step-1", "search", ["real_estate_search"])], intent="시세조회", query="강남구 아파트 매물"))
    return turn


def test_failed_tool_is_replaced_by_its_alternative_at_once_and_both_results_count():
    turn = listing_turn()
    out = turn.when(done("search", [error("real_estate_search")]))
    assert types(out) == ["ResultAnalyzed", "ToolsSelected.search"]
    assert out[0].payload["action"] == "adjust" and out[0].payload["retry_after_s"] == 0
    assert [c["name"] for c in out[1].payload["tools"]] == ["market_data"] and out[1].payload["attempt"] == 2
    out = turn.when(done("search", [ok("market_data", summary="강남구 평균 매매가 25억")], attempt=2))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    answer = out[-1].payload["response"]["answer"]
    assert "강남구 평균 매매가 25억" in answer
    assert "real_estate_search" in answer and "대신 시세 정보로 보완" in answer


def test_failed_tool_whose_alternative_already_ran_is_retried_once_after_a_backoff():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["market_data", "real_estate_search"])], intent="시세조회"))
    out = turn.when(done("search", [ok("market_data"), error("real_estate_search")]))
    assert types(out) == ["ResultAnalyzed"]
    assert out[0].payload["action"] == "retry" and out[0].payload["retry_after_s"] == 1.0
    assert [c["name"] for c in out[0].payload["next_tools"]] == ["real_estate_search"]
    out = turn.later(1.0)
    assert [c["name"] for c in out[0].payload["tools"]] == ["real_estate_search"]  # market_data not run twice


def test_low_quality_result_is_rerun_once_with_changed_parameters():
    turn = Turn()
    turn.add(QueryReceived(query="주택임대차보호법 제99조"))
    turn.when(plan([step("step-1", "search", ["legal_search"])], entities=Entities(articles=["제99조"])))
    first = turn.of("ToolsSelected")[0].payload["tools"][0]["params"]
    assert first["articles"] == ["제99조"]
    out = turn.when(done("search", [ok("legal_search", quality=0.1)]))
    assert types(out) == ["ResultAnalyzed", "ToolsSelected.search"]
    assert out[0].payload["action"] == "adjust"
    rerun = out[1].payload["tools"][0]
    assert rerun["name"] == "legal_search" and "articles" not in rerun["params"]
    out = turn.when(done("search", [ok("legal_search", quality=0.05)], attempt=2))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]  # no third attempt
    assert out[0].payload["action"] == "continue"


def test_empty_result_without_wider_parameters_or_alternative_continues_and_names_it():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search", "loan_data"])], intent="대출상담"))
    out = turn.when(done("search", [ok("legal_search"), empty("loan_data")]))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert out[0].payload["action"] == "continue" and "대출 상품(loan_data)" in out[0].payload["missing"]
    assert "loan_data" in out[-1].payload["response"]["answer"]


def test_an_optional_step_whose_inputs_failed_for_good_is_skipped():
    turn = Turn()
    turn.add(QueryReceived(query="버팀목 대출"))
    turn.when(plan([step("step-1", "search", ["loan_data"]),
                    step("step-2", "analysis", ["loan_simulator"], ["step-1"], optional=True)], intent="대출상담"))
    turn.when(done("search", [error("loan_data")]))
    turn.later(1.0)
    out = turn.when(done("search", [error("loan_data")], attempt=2))
    assert types(out) == ["ResultAnalyzed", "StepSkipped", "ReviewDone", "ResponseReady"]
    assert out[1].payload == {"step_id": "step-2", "reason": UPSTREAM_MISSING}
    assert not turn.of("ToolsSelected")[-1].payload["team"] == "analysis"


def test_a_required_step_still_runs_on_what_there_is():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["loan_data"]),
                    step("step-2", "analysis", ["loan_simulator"], ["step-1"])], intent="대출상담"))
    turn.when(done("search", [error("loan_data")]))
    turn.later(1.0)
    out = turn.when(done("search", [error("loan_data")], attempt=2))
    assert types(out) == ["ResultAnalyzed", "ToolsSelected.analysis"]


def test_market_analysis_waits_for_market_data_even_if_the_plan_forgot_the_dependency():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    out = turn.when(plan([step("step-1", "search", ["market_data"]),
                          step("step-2", "analysis", ["market_analysis"])], intent="시세조회"))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search"]
    assert out[0].payload["strategy"] == "sequential"
    out = turn.when(done("search", [ok("market_data")]))
    assert types(out) == ["ResultAnalyzed", "ToolsSelected.analysis"]
    assert "market_data" in out[1].payload["inputs"]


def test_contract_analysis_waits_for_legal_search():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    out = turn.when(plan([step("step-1", "analysis", ["contract_analysis"]),
                          step("step-2", "search", ["legal_search"])], intent="리스크분석"))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search"]


def exact_article() -> ToolResult:
    return ok("legal_search", quality=1.0, summary="주택임대차보호법 제7조",
              items=[{"law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권",
                      "body": "증액은 20분의 1을 넘지 못한다.", "exact": True}],
              sources=[Source(kind="law", title="주택임대차보호법 제7조")])


def test_exact_article_ends_the_turn_early_when_the_rest_is_optional():
    turn = Turn()
    turn.add(QueryReceived(query="주택임대차보호법 제7조 내용"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "analysis", ["contract_analysis"], ["step-1"], optional=True)]))
    out = turn.when(done("search", [exact_article()]))
    assert types(out) == ["ResultAnalyzed", "StepSkipped", "ReviewDone", "ResponseReady"]
    assert out[0].payload["action"] == "early_exit"
    assert out[1].payload == {"step_id": "step-2", "reason": EARLY_EXIT_REASON}
    assert out[2].payload["missing_information"] == [] and out[2].payload["goal_achieved"] is True
    assert "제7조" in out[3].payload["response"]["answer"]


def test_no_early_exit_while_a_required_step_remains():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "document", ["lease_contract"], ["step-1"])], intent="법률상담"))
    out = turn.when(done("search", [exact_article()]))
    assert out[0].payload["action"] == "continue" and types(out)[1] == "ToolsSelected.document"


def test_relax_widens_only_what_can_be_widened():
    call = lambda name, **p: ToolCall(name=name, params=p)  # noqa: E731
    assert relax(call("legal_search", query="q", articles=["제7조"], limit=5)) == {"query": "q", "limit": 5}
    assert relax(call("legal_search", query="q", articles=[], limit=5)) is None
    assert relax(call("market_data", region="강남구", months=12))["months"] == 36
    assert relax(call("market_data", months=36, deal_type="JEONSE")) == {"months": 36}
    assert relax(call("real_estate_search", region="강남구", max_price_manwon=50000)) == {"region": "강남구"}
    assert relax(call("real_estate_search", region="강남구", deal_type="SALE")) == {"region": "강남구"}
    assert relax(call("loan_simulator", amounts={})) is None
