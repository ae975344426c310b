"""Given events / when event / then events — recovery policy: alternatives, changed
parameters, skipping optional steps, dependency order and early exit."""

from __future__ import annotations

import sys
from pathlib import Path

from holmes_contracts import (
    Amount,
    Entities,
    QueryReceived,
    RegionRef,
    Source,
    TeamCompleted,
    ToolCall,
    ToolResult,
)

sys.path.insert(0, str(Path(__file__).parent))
from test_decide import Turn, plan, step, types  # noqa: E402

from holmes_contracts.tools.outputs import output_for  # noqa: E402
from holmes_orchestrator.domain.recovery import EARLY_EXIT_REASON, UPSTREAM_MISSING, relax  # noqa: E402


def ok(tool: str, quality: float = 0.9, summary: str = "", articles: list[dict] | None = None, **kw) -> ToolResult:
    """An ok result; legal_search's with the articles given."""
    output = output_for(tool, {"articles": articles}) if articles is not None else None
    return ToolResult(tool=tool, status="ok", quality=quality, summary=summary or f"{tool} 결과", output=output, **kw)


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
    assert "### 대신 보완한 정보\n\n- 매물 정보: " in answer and "real_estate_search" not in answer
    assert "대신 시세 정보로 보완" in answer and "확인하지 못한 정보" not in answer
    assert "market_data" not in answer  # the user reads titles, never the tool names (F46)


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


def test_empty_result_without_wider_parameters_or_alternative_adds_the_team_that_can_stand_in():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search", "loan_data"])], intent="대출상담"))
    out = turn.when(done("search", [ok("legal_search"), empty("loan_data")]))
    assert types(out) == ["ResultAnalyzed", "ToolsSelected.analysis"]
    verdict = out[0].payload
    assert verdict["action"] == "add_team" and "대출 상품(loan_data)" in verdict["missing"]
    assert [s["step_id"] for s in verdict["added_steps"]] == ["recover-loan_data"]
    # the step the web UI lists reads in titles, never tool names (expert review F46)
    assert (verdict["added_steps"][0]["task"], verdict["added_steps"][0]["description"]) == (
        "대출 상품 대신 대출 한도·상환액 계산", "대출 상품 정보를 얻지 못해 대출 한도·상환액 계산으로 보완합니다")
    assert verdict["substituted"] == {"loan_data": "loan_simulator"}
    assert {"type": "add_team", "target": "analysis"}.items() <= verdict["plan_adjustments"][0].items()
    assert [c["name"] for c in out[1].payload["tools"]] == ["loan_simulator"]
    assert out[1].payload["step_ids"] == ["recover-loan_data"]
    out = turn.when(done("analysis", [ok("loan_simulator", summary="대출 한도 4억 2천만원")], steps=("recover-loan_data",)))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    review, answer = out[1].payload, out[-1].payload["response"]["answer"]
    assert review["missing_information"] == []
    assert review["substituted"] == ["대출 상품: 조건에 맞는 결과가 없습니다 — 대신 대출 한도·상환액 계산으로 보완했습니다"]
    assert "### 대신 보완한 정보" in answer and "대출 한도 4억 2천만원" in answer


def test_a_stand_in_that_fails_too_ends_with_both_named_missing():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    turn.when(plan([step("step-1", "search", ["legal_search", "loan_data"])], intent="대출상담"))
    turn.when(done("search", [ok("legal_search"), empty("loan_data")]))
    out = turn.when(done("analysis", [error("loan_simulator", "주택 가격을 알려 주세요")], steps=("recover-loan_data",)))
    assert out[0].payload["action"] == "retry"  # an error may be transient: once more after a backoff
    assert types(turn.later(5)) == ["ToolsSelected.analysis"]
    out = turn.when(done("analysis", [error("loan_simulator", "주택 가격을 알려 주세요")], attempt=2,
                         steps=("recover-loan_data",)))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert out[0].payload["action"] == "continue"  # loan_data is no stand-in any more: recovery ends
    missing = out[1].payload["missing_information"]
    assert any(m.startswith("대출 상품: ") for m in missing) and any(m.startswith("대출 한도·상환액 계산: ") for m in missing)
    assert out[1].payload["substituted"] == []
    assert "- 대출 상품: " in out[-1].payload["response"]["answer"] and "loan_data" not in out[-1].payload["response"]["answer"]


def test_no_team_is_added_where_the_stand_in_does_not_answer_the_question():
    turn = Turn()
    turn.add(QueryReceived(query="전세금 5% 인상이 가능한가요?"))
    turn.when(plan([step("step-1", "search", ["legal_search"])], intent="법률상담"))
    turn.when(done("search", [error("legal_search")]))
    turn.later(5)
    out = turn.when(done("search", [error("legal_search")], attempt=2))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]  # a checklist is no answer here
    assert "- 관련 법령: " in out[-1].payload["response"]["answer"]


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
    assert [r["tool"] for r in out[1].payload["inputs"]] == ["market_data"]


def test_contract_analysis_waits_for_legal_search():
    turn = Turn()
    turn.add(QueryReceived(query="q"))
    out = turn.when(plan([step("step-1", "analysis", ["contract_analysis"]),
                          step("step-2", "search", ["legal_search"])], intent="리스크분석"))
    assert types(out) == ["StrategyDecided", "ToolsSelected.search"]


def exact_article() -> ToolResult:
    return ok("legal_search", quality=1.0, summary="주택임대차보호법 제7조",
              articles=[{"law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권",
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


def test_a_legal_question_the_search_answers_skips_the_planned_analysis():
    """Seed 000 scenario 1: "전세금 5% 인상이 가능한가요?" — the law search finds 제7조 at the
    top (quality 1.0, no article named by the user): the planned risk analysis adds nothing."""
    turn = Turn()
    turn.add(QueryReceived(query="전세금 5% 인상이 가능한가요?"))
    turn.when(plan([step("step-1", "search", ["legal_search"]),
                    step("step-2", "analysis", ["contract_analysis"], ["step-1"])], intent="법률상담"))
    top = ok("legal_search", quality=1.0, summary="주택임대차보호법 제7조",
             articles=[{"law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권",
                        "body": "증액은 20분의 1을 넘지 못한다.", "exact": False}])
    out = turn.when(done("search", [top]))
    assert types(out) == ["ResultAnalyzed", "StepSkipped", "ReviewDone", "ResponseReady"]
    verdict = out[0].payload
    assert verdict["action"] == "early_exit"
    assert verdict["plan_adjustments"] == [{"type": "skip_team", "target": "analysis", "reason": verdict["reason"]}]
    assert out[1].payload == {"step_id": "step-2", "reason": EARLY_EXIT_REASON}
    assert out[2].payload["missing_information"] == []
    assert "제7조" in out[3].payload["response"]["answer"]


def test_a_legal_question_keeps_a_calculation_and_a_weak_search_keeps_the_analysis():
    def turn_with(second: list[str], quality: float):
        turn = Turn()
        turn.add(QueryReceived(query="전세금 5% 인상이 가능한가요?"))
        turn.when(plan([step("step-1", "search", ["legal_search"]),
                        step("step-2", "analysis", second, ["step-1"])], intent="법률상담"))
        return turn.when(done("search", [ok("legal_search", quality=quality, summary="주택임대차보호법 제7조",
                                            articles=[{"law": "주택임대차보호법", "number": "제7조"}])]))

    # the user's own figure is computed: the calculation is the answer, not context
    assert turn_with(["rent_increase_cap"], 1.0)[0].payload["action"] == "continue"
    # the search is not sure enough: the analysis runs
    assert turn_with(["contract_analysis"], 0.8)[0].payload["action"] == "continue"


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
    # the 동 is dropped for its 구 first (by code: '중구' alone would be ambiguous)
    assert relax(call("real_estate_search", region="역삼동", region_code="1168010100", limit=10)) == {
        "region": "강남구", "region_code": "1168000000", "limit": 10}
    assert relax(call("real_estate_search", region="강남구", region_code="1168000000")) is None
    # with a narrow area band widened to ±30% and the price ceiling +20%; then the filters go
    band = call("real_estate_search", region="역삼동", region_code="1168010100", min_area_m2=75.6, max_area_m2=92.4,
                max_price_manwon=100000)
    assert relax(band) == {"region": "강남구", "region_code": "1168000000", "min_area_m2": 58.8, "max_area_m2": 109.2,
                           "max_price_manwon": 120000}
    assert relax(call("real_estate_search", **relax(band))) == {"region": "강남구", "region_code": "1168000000"}


def yeoksam_listing_turn() -> tuple[Turn, dict]:
    """"역삼동 84㎡ 10억 이하 매물" planned; the turn and the listing call it was first dispatched with."""
    turn = Turn()
    turn.add(QueryReceived(query="역삼동 84㎡ 10억 이하 매물"))
    entities = Entities(regions=[RegionRef(name="역삼동", code="1168010100")], deal_types=["SALE"], area_m2=84.0,
                        amounts=[Amount(manwon=100000, role="price", text="10억")])
    turn.when(plan([step("step-1", "search", ["real_estate_search"])], intent="시세조회",
                   query="역삼동 84㎡ 10억 이하 매물", entities=entities))
    first = turn.of("ToolsSelected")[-1].payload["tools"][0]
    return turn, first


def test_a_persistent_empty_listing_walks_the_ladder_relax_then_alternative_then_stands_in():
    turn, first = yeoksam_listing_turn()
    out = turn.when(done("search", [empty("real_estate_search", first["params"])]))
    assert out[0].payload["action"] == "adjust" and out[0].payload["plan_adjustments"][0]["type"] == "modify_parameters"
    assert out[1].payload["tools"][0]["params"] == {
        **first["params"], "region": "강남구", "region_code": "1168000000", "min_area_m2": 58.8, "max_area_m2": 109.2,
        "max_price_manwon": 120000}
    out = turn.when(done("search", [empty("real_estate_search")], attempt=2))
    assert out[0].payload["action"] == "adjust"
    assert [c["name"] for c in out[1].payload["tools"]] == ["market_data"]  # the alternative
    out = turn.when(done("search", [ok("market_data", summary="강남구 평균 매매가 25억")], attempt=3))
    assert types(out) == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert out[1].payload["missing_information"] == []
    assert out[1].payload["substituted"][0].startswith("매물 정보: ")


def test_a_failed_tool_waits_for_a_stand_in_another_team_is_still_to_run():
    turn = Turn()
    turn.add(QueryReceived(query="강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘"))
    turn.when(plan([step("step-1", "search", ["market_data", "loan_data"]),
                    step("step-2", "analysis", ["loan_simulator"], ["step-1"])], intent="종합분석"))
    out = turn.when(done("search", [ok("market_data"), error("loan_data")]))
    assert out[0].payload["action"] == "retry"  # an error may be transient: once more first
    turn.later(5)
    out = turn.when(done("search", [error("loan_data")], attempt=2))
    verdict = out[0].payload
    assert verdict["action"] == "continue" and verdict["added_steps"] == []  # the planned analysis stands in
    assert verdict["substituted"] == {"loan_data": "loan_simulator"}
    assert types(out)[1:] == ["ToolsSelected.analysis"]
    out = turn.when(done("analysis", [ok("loan_simulator", summary="최대 대출 6억원")], steps=("step-2",)))
    review = out[-2].payload
    assert review["missing_information"] == [] and review["substituted"][0].startswith("대출 상품: ")
    assert review["goal_achieved"] is False  # a stand-in is not what was asked for: met in part
    assert review["consistency"] == "일부 정보는 다른 결과로 대신했습니다"
    assert "최대 대출 6억원" in out[-1].payload["response"]["answer"]


def test_a_team_silent_twice_is_retried_as_it_was_then_its_tool_gets_the_alternative():
    from holmes_orchestrator.domain.timers import grace_s

    turn = Turn()
    turn.add(QueryReceived(query="마포구 아파트 전세 시세 알려줘"))
    turn.when(plan([step("step-1", "search", ["market_data"])], intent="시세조회"))
    budget = turn.of("ToolsSelected")[-1].payload["deadline_s"]
    out = turn.later(budget + grace_s(budget))
    assert types(out)[:2] == ["TeamTimedOut", "ResultAnalyzed"] and out[1].payload["action"] == "retry"
    assert types(turn.later(5)) == ["ToolsSelected.search"]
    again = turn.of("ToolsSelected")[-1].payload
    assert [c["name"] for c in again["tools"]] == ["market_data"] and again["attempt"] == 2  # as it was
    out = turn.later(again["deadline_s"] + grace_s(again["deadline_s"]))
    assert out[1].payload["action"] == "adjust"
    third = turn.of("ToolsSelected")[-1].payload
    assert [c["name"] for c in third["tools"]] == ["real_estate_search"] and third["attempt"] == 3


def test_a_market_question_without_a_place_asks_for_it_instead_of_listing_the_whole_country():
    # "추이 보여줘": the market figures need a place only the user can name; no wider search or other
    # tool can supply it, so no stand-in is run and the request is the answer's first sentence.
    ask = "어느 지역의 시세를 볼까요? 지역을 알려 주세요. 예: 강남구, 분당구, 역삼동"
    turn = Turn()
    turn.add(QueryReceived(query="집값 추이 보여줘"))
    turn.when(plan([step("step-1", "search", ["market_data", "real_estate_search"])], intent="시세조회",
                   query="집값 추이 보여줘"))
    out = turn.when(done("search", [ToolResult(tool="market_data", status="empty", summary=ask),
                                    ok("real_estate_search", summary="주택 매물 9,738건, 가격 낮은 순 1~10번째")]))
    assert "ToolsSelected.search" not in types(out)  # nothing re-run, nothing substituted
    answer = out[-1].payload["response"]["answer"]
    assert answer.startswith(ask)
    assert "대신 보완한 정보" not in answer  # a listing of the whole country stands in for no place
    assert answer.count("어느 지역의 시세를 볼까요?") == 1  # asked once, not again among what is missing


def test_a_listing_found_only_after_its_conditions_were_widened_says_so():
    # "역삼동 84㎡ 10억 이하": nothing there; the 구 with a wider band and ceiling has listings — the answer
    # says the list is not the one asked for and what was widened, instead of passing it off as a match.
    turn, first = yeoksam_listing_turn()
    out = turn.when(done("search", [empty("real_estate_search", first["params"])]))
    wider = out[1].payload["tools"][0]["params"]
    out = turn.when(done("search", [ok("real_estate_search", summary="강남구 아파트 매매 매물 3건", params=wider)],
                         attempt=2))
    answer = out[-1].payload["response"]["answer"]
    assert "매물 정보: 처음 조건으로는 충분한 결과가 없어 지역·가격 상한·면적 조건을 넓혀 찾았습니다" in answer


def test_a_rent_named_in_a_listing_search_is_its_ceiling():
    from holmes_orchestrator.domain.tools import tool_params
    entities = Entities(regions=[RegionRef(name="마포구", code="1144000000")], deal_types=["MONTHLY"],
                        amounts=[Amount(manwon=1000, role="deposit", text="1000"),
                                 Amount(manwon=50, role="monthly_rent", text="50")])
    p = tool_params("real_estate_search", plan([], intent="시세조회", query="마포구 보증금 1000 월세 50 이하 매물",
                                               entities=entities)).as_dict()
    assert p["max_price_manwon"] == 1000 and p["max_monthly_rent_manwon"] == 50
