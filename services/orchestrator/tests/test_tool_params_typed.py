"""The orchestrator's tool planning is the one place the plan's entities become tool params
(issue 12): every team reads the same figure from its typed params."""
from holmes_contracts import PlanReady, PlanStep, ToolsSelected
from holmes_contracts.tools.params import LoanDataParams, LoanSimulatorParams
from holmes_kit.korean.extract import extract_entities
from holmes_orchestrator.domain.tools import REGISTRY, select_tools

QUERY = "매매가 5억이랑 매매가 7억 아파트 사면 대출 얼마나 돼?"


def _plan(query: str) -> PlanReady:
    return PlanReady(query=query, intent="대출상담", confidence=0.9, entities=extract_entities(query), steps=[
        PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="대출 상품",
                 tools=["loan_data"]),
        PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                 task="대출 한도", tools=["loan_simulator"], depends_on=["step-1"])])


def test_two_prices_give_the_search_and_the_analysis_team_the_same_one():
    plan = _plan(QUERY)
    assert [a.manwon for a in plan.entities.amounts if a.role == "price"] == [50000, 70000]
    (loan_data,) = select_tools(plan, plan.steps[:1], "search", set())
    (simulator,) = select_tools(plan, plan.steps[1:], "analysis", set())
    assert isinstance(loan_data.params, LoanDataParams) and isinstance(simulator.params, LoanSimulatorParams)
    # The first price named, for both teams (search once took the last, analysis the first).
    assert loan_data.params.house_price_manwon == simulator.params.amounts["price"] == 50000
    assert loan_data.params.deal_type == "SALE"  # a price without a deal type is a purchase


def test_every_registry_tool_gets_its_own_typed_params_and_they_survive_the_wire():
    plan = _plan("강남구 전세 3억 아파트 2025-05-01부터 2027-04-30까지 계약서랑 대출, 시세 분석 해줘")
    for team in ("search", "analysis", "document"):
        steps = [PlanStep(step_id="s", step_type=team, team=team, agent_name=f"{team}_team", task="t",
                          tools=[n for n, s in REGISTRY.items() if s.team == team])]
        calls = select_tools(plan, steps, team, set())
        assert {c.name for c in calls} == {n for n, s in REGISTRY.items() if s.team == team}
        for c in calls:
            assert c.params.tool == c.name  # type: ignore[union-attr]
        sel = ToolsSelected(team=team, step_ids=["s"], tools=calls, query=plan.query, intent=plan.intent)
        assert ToolsSelected.model_validate_json(sel.model_dump_json()) == sel


def test_the_document_team_gets_the_lease_dates_and_the_analysis_team_the_resolved_place():
    plan = _plan("강남구 아파트 전세 3억, 2025-05-01부터 2027-04-30까지 계약서 써줘")
    steps = [PlanStep(step_id="s", step_type="document", team="document", agent_name="document_team", task="t",
                      tools=["lease_contract"])]
    (lease,) = select_tools(plan, steps, "document", set())
    assert lease.params.dates == ["2025-05-01", "2027-04-30"] and lease.params.amounts["deposit"] == 30000
    assert lease.params.property_type == "APARTMENT" and lease.params.deal_type == "JEONSE"
    (sim,) = select_tools(plan, plan.steps[1:], "analysis", set())
    assert (sim.params.region, sim.params.sido) == ("강남구", "서울특별시")


def test_a_model_written_value_of_the_wrong_shape_does_not_break_the_dispatch():
    from holmes_contracts import Entities, RegionRef
    plan = _plan(QUERY).model_copy(update={"entities": Entities(
        regions=[RegionRef(name="강남구", code="강남")], extra={"age": [30], "marital": "newlywed"})})
    steps = [PlanStep(step_id="s", step_type="search", team="search", agent_name="search_team", task="t",
                      tools=["loan_data", "market_data"])]
    loan, market = select_tools(plan, steps, "search", set())
    assert loan.params.age is None and loan.params.marital == "newlywed"
    assert market.params.region == "강남구" and market.params.region_code is None


def test_the_lease_gets_the_users_rent_to_the_won():
    plan = _plan("보증금 1000만원에 월세 52만 5천원으로 원룸 월세 계약서 써줘")
    steps = [PlanStep(step_id="s", step_type="document", team="document", agent_name="document_team", task="t",
                      tools=["lease_contract"])]
    (lease,) = select_tools(plan, steps, "document", set())
    # The contract the user signs says 52만 5천원, not 53만원.
    assert lease.params.amounts == {"deposit": 1000, "monthly_rent": 52.5}


def test_a_deposit_to_the_won_reaches_the_lease_exact_and_the_analysis_in_whole_manwon():
    plan = _plan("보증금 1억 2,345만 6,789원에 월세 52만 5천원 원룸, 계약서 쓰고 수익률도 봐줘")
    lease_step = [PlanStep(step_id="s", step_type="document", team="document", agent_name="document_team",
                           task="t", tools=["lease_contract"])]
    (lease,) = select_tools(plan, lease_step, "document", set())
    assert lease.params.amounts == {"deposit": 12345.6789, "monthly_rent": 52.5}
    roi_step = [PlanStep(step_id="s", step_type="analysis", team="analysis", agent_name="analysis_team", task="t",
                         tools=["roi_calculator", "contract_analysis"])]
    for call in select_tools(plan, roi_step, "analysis", set()):
        # the rent to the 원 (counted in 원 there); the deposit in the whole 만원 the analysis domain takes
        assert call.params.amounts == {"deposit": 12346, "monthly_rent": 52.5}, call.name
