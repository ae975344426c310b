"""The orchestrating model's tool parameters: what is accepted, what is refused and why
(issue 10 item 2 and its Bad-input clause), and how the accepted ones reach the team."""

from __future__ import annotations

import pytest

from holmes_contracts import Amount, DecisionMeta, Entities, PlanReady, RegionRef, ToolsSelected
from holmes_kit.korean.regions import resolve_region
from holmes_orchestrator.domain import llm_phases as ph
from holmes_orchestrator.domain.param_check import accept_params
from holmes_orchestrator.domain.recovery import LOW_QUALITY
from holmes_orchestrator.domain.state import TurnState
from holmes_orchestrator.domain.strategy import decide_strategy
from holmes_orchestrator.domain.tools import select_tools, tool_params

from .test_decide import step

LLM = DecisionMeta(decided_by="llm", model="m", prompt_version="execution_plan.v2")
GANGNAM = resolve_region("강남구")[0]


def plan_(query="강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘 연봉 6000만원", steps=()) -> PlanReady:
    return PlanReady(query=query, intent="종합분석", confidence=0.9, keywords=["시세", "대출"], steps=list(steps),
                     entities=Entities(regions=[RegionRef(name="강남구", code=GANGNAM.code)],
                                       property_types=["APARTMENT"],
                                       amounts=[Amount(text="6000만원", manwon=6000, role="income")]))


def accept(tool, *pairs, plan=None):
    plan = plan or plan_()
    return accept_params(tool, tool_params(tool, plan).as_dict(), list(pairs), plan)


def test_a_bounded_count_and_a_known_enum_are_accepted_as_the_rule_values_kind():
    params, refused = accept("market_data", ("months", "24"), ("deal_type", "jeonse"))
    assert params == {"months": 24, "deal_type": "JEONSE"} and refused == []


def test_the_value_the_rules_already_chose_is_no_change():
    assert accept("market_data", ("property_type", "APARTMENT"), ("region", "서울 강남구")) == ({}, [])


def test_out_of_bounds_unparsable_and_unknown_values_are_refused_with_their_reason():
    params, refused = accept("market_data", ("months", "600"), ("months", "x"), ("deal_type", "LEASE"),
                             ("property_type", "castle"))
    assert params == {}
    assert refused == ["market_data.months=600: 허용 범위 1–36 밖입니다",
                       "market_data.months=x: 같은 파라미터를 두 번 정했습니다",
                       "market_data.deal_type=LEASE: 알 수 없는 값 (허용: SALE, JEONSE, MONTHLY)",
                       "market_data.property_type=castle: 알 수 없는 값 (허용: APARTMENT, OFFICETEL, VILLA, ONEROOM, HOUSE)"]


def test_one_deal_type_never_contradicts_the_several_the_rules_fetch():
    plan = plan_(query="강남구 아파트 전세가율 알려줘", steps=[step("step-1", "search", ["market_data"]),
                                                   step("step-2", "analysis", ["jeonse_ratio"], ["step-1"])])
    plan = plan.model_copy(update={"entities": plan.entities.model_copy(update={"deal_types": ["JEONSE"]})})
    assert "deal_types" in tool_params("market_data", plan).as_dict()  # 매매 beside the deal, for the ratio
    assert accept("market_data", ("deal_type", "JEONSE"), plan=plan)[1] == [
        "market_data.deal_type=JEONSE: 여러 거래 유형을 함께 조회하는 계획입니다"]


def test_a_parameter_the_tool_does_not_take_or_the_rules_own_is_refused():
    _, refused = accept("legal_search", ("is_tenant_protection", "true"), ("query", "다른 질문"), ("limit", "10"))
    assert refused == ["legal_search.is_tenant_protection=true: 이 도구가 받지 않는 파라미터입니다",
                       "legal_search.query=다른 질문: 규칙이 정하는 파라미터입니다"]
    assert accept("legal_search", ("limit", "10"))[0] == {"limit": 10}


def test_a_region_must_resolve_unambiguously_and_be_one_the_user_named():
    assert accept("market_data", ("region", "서초구"))[1] == ["market_data.region=서초구: 사용자가 말하지 않은 지역입니다"]
    assert accept("market_data", ("region", "어딘가구"))[1] == ["market_data.region=어딘가구: 알 수 없는 지역입니다"]
    assert accept("market_data", ("region", "신사동"))[1] == ["market_data.region=신사동: 여러 지역으로 읽히는 이름입니다"]
    # a place the user wrote that the planner did not keep: said precisely, with its code
    plan = plan_(query="역삼동 아파트 시세")
    params, refused = accept("market_data", ("region", "역삼동"), plan=plan)
    yeoksam = resolve_region("역삼동")[0]
    assert refused == [] and params == {"region": "역삼동", "region_code": yeoksam.code}


def test_the_users_own_figures_are_never_a_number_the_user_did_not_give():
    _, refused = accept("loan_data", ("income_manwon", "9000만원"))
    assert refused == ["loan_data.income_manwon=9000만원: 사용자가 말하지 않은 금액입니다"]
    assert accept("loan_data", ("income_manwon", "6천만원")) == ({}, [])  # the user's, read by the kit's parser
    assert accept("real_estate_search", ("max_price_manwon", "6000"))[0] == {"max_price_manwon": 6000}
    assert accept("real_estate_search", ("max_price_manwon", "많이"))[1] == [
        "real_estate_search.max_price_manwon=많이: 금액으로 읽을 수 없습니다"]


def search_state() -> TurnState:
    steps = [step("step-1", "search", ["market_data", "loan_data"]),
             step("step-2", "analysis", ["loan_simulator"], ["step-1"])]
    s = TurnState()
    s.plan, s.steps = plan_(steps=steps), steps
    return s


def execution_plan(state, tools):
    model = ph.plan_answer_model(ph.tool_candidates(state))
    answer = model.model_validate({"strategy": "sequential", "estimated_time": 5, "reasoning": "의존",
                                   "risk_assessment": "검색 실패 시 계산 불가", "teams": None, "tools": tools})
    return ph.merge_plan(decide_strategy(state.steps), answer, LLM, ph.tool_candidates(state), state.plan)


def test_the_plan_keeps_valid_parameters_and_refuses_the_rest_without_losing_the_plan():
    state = search_state()
    merged = execution_plan(state, [{
        "team": "search", "notes": "", "skipped": [], "quality_threshold": 0.6,
        "selected": [{"tool": "market_data", "reason": "시세", "expected_quality": 0.8, "fallback_tool": "web_search",
                      "params": [{"name": "months", "value": "24"}, {"name": "limit", "value": "5000"}]},
                     {"tool": "loan_data", "reason": "대출", "expected_quality": None, "fallback_tool": None,
                      "params": [{"name": "limit", "value": "5"}]}]}])
    (search,) = merged.tool_plan
    assert [(t.name, t.params, t.fallback) for t in search.selected] == [
        ("market_data", {"months": 24}, None), ("loan_data", {"limit": 5}, None)]
    assert search.quality_threshold == 0.6
    assert search.rejected == ["market_data.limit=5000: 이 도구가 받지 않는 파라미터입니다",
                               "market_data.fallback_tool=web_search: 알 수 없는 도구입니다"]

    # the team's dispatch: the rules' params with the accepted ones over them, refusals recorded
    state.strategy = merged
    rules = ToolsSelected(team="search", step_ids=["step-1"], query=state.plan.query, intent="종합분석",
                          tools=select_tools(state.plan, state.steps[:1], "search", set()), quality_threshold=LOW_QUALITY)
    sel = ph.merge_tools(rules, ph.planned_tools(state, rules), ph.shared_meta(state))
    market, loan = sel.tools
    assert market.params.as_dict() == {**tool_params("market_data", state.plan).as_dict(), "months": 24}
    assert market.fallback == "real_estate_search"  # the registry's: the model's was refused
    assert loan.params.limit == 5 and loan.params.income_manwon == 6000
    assert sel.quality_threshold == 0.6 and sel.decision.rejected == search.rejected


def test_a_threshold_out_of_bounds_and_a_fallback_of_another_team_are_refused_alone():
    merged = execution_plan(search_state(), [{
        "team": "search", "notes": "", "skipped": [], "quality_threshold": 0.99,
        "selected": [{"tool": "market_data", "reason": "시세", "expected_quality": 0.8,
                      "fallback_tool": "market_analysis", "params": []},
                     {"tool": "loan_data", "reason": "대출", "expected_quality": 0.7,
                      "fallback_tool": "market_data", "params": []}]}])
    (search,) = merged.tool_plan
    assert search.quality_threshold is None and [t.fallback for t in search.selected] == [None, "market_data"]
    assert search.rejected == ["market_data.fallback_tool=market_analysis: 같은 팀의 다른 도구가 아닙니다",
                               "search.quality_threshold=0.99: 허용 범위 0.3–0.9 밖입니다"]


@pytest.mark.network
async def test_an_unknown_selected_tool_leaves_the_whole_phase_to_the_rules_with_the_reason():
    """Bad input: a tool that is no candidate cannot be refused alone (what would the team
    run instead?), so the strategy and every team's tools are the rules', and the event
    says why."""
    from holmes_kit.events import emit
    from holmes_kit.llm.fake_server import FakeModelServer
    from holmes_orchestrator.adapters.llm_advisor import Advisor

    state = search_state()
    answer = {"strategy": "adaptive", "estimated_time": 5, "reasoning": "r", "risk_assessment": "k", "teams": None,
              "tools": [{"team": "search", "notes": "", "skipped": [], "quality_threshold": None,
                         "selected": [{"tool": "web_search", "reason": "웹", "expected_quality": None,
                                       "fallback_tool": None, "params": []}]}]}
    with FakeModelServer() as fake:
        fake.model.script("execution_plan", answer)
        proposal = emit(decide_strategy(state.steps), producer="orchestrator@test", session_id="s-1", turn_id="t-1")
        [advised] = await Advisor(fake.llm(timeout_s=5.0)).advise(state, [proposal])
        assert fake.model.tasks() == ["execution_plan"]
    decision = advised.payload["decision"]
    assert decision["decided_by"] == "rules" and advised.payload["tool_plan"] == []
    assert decision["fallback_reason"].startswith("invalid_output: execution_plan") and "'web_search'" in decision["fallback_reason"]


def test_a_value_its_reader_accepts_but_the_tools_typed_params_do_not_is_refused(monkeypatch):
    # The typed params (contracts) are the last word: a reader too lenient for them cannot
    # make a dispatch invalid; the proposal is refused naming the field, the rule value stands.
    from holmes_orchestrator.domain import param_check
    monkeypatch.setitem(param_check.TUNABLE, "legal_search", {"limit": lambda value, plan, rules: 0})
    accepted, refused = accept("legal_search", ("limit", "0"))
    assert accepted == {} and len(refused) == 1 and "형식" in refused[0] and "limit" in refused[0]


def test_the_period_and_the_size_asked_reach_the_market_data():
    # review 13 (W050, W005): "최근 2년 동안 어떻게 변했는지" was shown 13 months; "84㎡" all sizes
    from holmes_contracts import PlanStep

    trend = PlanStep(step_id="s2", step_type="analysis", team="analysis", agent_name="analysis_team", task="동향",
                     tools=["market_analysis"])
    p = plan_("성동구 아파트 매매가 최근 2년 동안 어떻게 변했는지 보여줘", steps=[trend])
    assert tool_params("market_data", p).as_dict()["months"] == 25  # 24 months, and one for year over year
    assert tool_params("market_data", plan_("송파구 아파트 지난 6개월 실거래가")).as_dict()["months"] == 6
    assert tool_params("market_data", plan_("2년 계약한 아파트 시세")).as_dict()["months"] == 12  # a lease's term
    sized = plan_("상계동 아파트 84㎡ 매매 얼마").model_copy(
        update={"entities": Entities(regions=[RegionRef(name="강남구", code=GANGNAM.code)], area_m2=84.0)})
    d = tool_params("market_data", sized).as_dict()
    assert (d["min_area_m2"], d["max_area_m2"]) == (75.6, 92.4)
