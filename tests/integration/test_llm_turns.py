"""Whole turns with the LLM on: planner + orchestrator handlers on real NATS, the fake
OpenAI-compatible model over real HTTP, the analysis service's real tools, and search
tools stubbed in-process (their data is not under test here). LLM calls per turn are
read off the DecisionMeta recorded in the log, as a user of the log would."""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid

import pytest
from nats.js.api import DeliverPolicy

from benchmarks.llm_calls import execution_plan_answer
from holmes_analysis.routes import ROUTES as ANALYSIS_ROUTES
from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import REGISTRY, QueryReceived, Source, ToolResult, turn_filter
from holmes_contracts.tools.outputs import output_for
from holmes_kit.bus import ServiceConsumer, connect, publish, read_history
from holmes_kit.events import emit
from holmes_kit.llm import KvDecisionCache
from holmes_kit.llm.fake_server import FakeModel, FakeModelServer
from holmes_kit.settings import Settings
from holmes_kit.team import run_team
from holmes_orchestrator.adapters.llm_advisor import Advisor
from holmes_orchestrator.adapters.timeouts import DeadlineWatch
from holmes_orchestrator.handlers import make_advance_turn
from holmes_orchestrator.routes import ROUTES as ORCHESTRATOR_ROUTES
from holmes_planner.domain.plan import make_plan
from holmes_planner.routes import ROUTES as PLANNER_ROUTES

pytestmark = pytest.mark.integration

SIMPLE = "전세금 5% 인상이 가능한가요?"
MARKET_LOAN = "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘"
LISTING_RISK = "서초구 매물 검색하고 리스크 분석해줘"


class NewOnly(ServiceConsumer):
    """Only events published after the test starts (the stream holds other tests' turns)."""

    def consumer_config(self):
        cfg = super().consumer_config()
        cfg.deliver_policy = DeliverPolicy.NEW
        return cfg


def search_stub(failing: set[str]):
    async def tool(call, sel):
        if call.name in failing:
            raise ConnectionError(f"{call.name} 저장소에 연결할 수 없습니다")
        region = getattr(call.params, "region", None) or "전국"
        if call.name == "legal_search":
            item = {"law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권",
                    "body": "증액 청구는 약정한 차임이나 보증금의 20분의 1의 금액을 초과하지 못한다."}
            return ToolResult(tool=call.name, status="ok", summary="관련 조항 1건", total_count=1,
                              output=output_for("legal_search", {"articles": [item]}),
                              quality=0.9, sources=[Source(kind="law", title="주택임대차보호법 제7조")])
        return ToolResult(tool=call.name, status="ok", summary=f"{region} {call.name} 결과 3건",
                          total_count=3, quality=0.9,
                          sources=[Source(kind="market" if call.name != "loan_data" else "loan", title=call.name)])
    return tool


def plan_answer(request):
    """The fake model's planner: the three scenarios' plans, as a good model would give."""
    query = request["prompt"].rsplit("# 사용자 질문", 1)[-1]
    step = lambda team, task, tools, deps=(): {"team": team, "task": task, "tools": tools,  # noqa: E731
                                               "depends_on": list(deps), "optional": False}
    base = {"confidence": 0.93, "keywords": [], "property_types": [], "deal_types": [], "reasoning": "질문 분석"}
    if "인상" in query:
        return {**base, "intent": "법률상담", "keywords": ["차임증액"],
                "steps": [step("search", "차임·보증금 증액 한도 조항 검색", ["legal_search"])]}
    if "대출" in query:
        return {**base, "intent": "종합분석", "property_types": ["APARTMENT"],
                "steps": [step("search", "강남구 아파트 시세 조회", ["market_data"]),
                          step("search", "주택담보대출 상품 검색", ["loan_data"]),
                          step("analysis", "대출 가능 금액 계산", ["market_analysis", "loan_simulator"], (1, 2))]}
    return {**base, "intent": "리스크분석",
            "steps": [step("search", "서초구 매물·시세·법률 정보 수집",
                           ["real_estate_search", "market_data", "legal_search"]),
                      step("analysis", "서초구 전세 위험도 분석", ["contract_analysis", "market_analysis"], (1,))]}


@pytest.fixture(scope="module")
def fake():
    model = FakeModel()
    with FakeModelServer(model) as server:
        yield server


@pytest.fixture
async def system(nats_url, migrated_db, fake):
    """planner, orchestrator, search (stub tools), analysis (real tools) as in-process consumers."""
    make_plan("강남구 전세 시세")  # load the morpheme model before the first turn (as main does)
    fake.model.reset()
    fake.model.script("plan", plan_answer)
    fake.model.script("execution_plan", execution_plan_answer)
    fake.model.script("response_synthesis", {"answer": "찾은 결과를 근거와 함께 정리했습니다."})
    settings = Settings(NATS_URL=nats_url, HOLMES_MAX_DELIVER=2, HOLMES_ACK_WAIT_S=10)
    bus = await connect(settings, name="llm-turns")
    cache = await KvDecisionCache.open(bus.js, bucket=f"LLMTEST_{uuid.uuid4().hex[:8]}", ttl_s=600)
    llm = fake.llm(timeout_s=2.0, cache=cache)
    failing: set[str] = set()
    tag = uuid.uuid4().hex[:6]
    consumers = [
        NewOnly(bus, settings, service=f"planner-{tag}", producer="planner@test", routes=PLANNER_ROUTES.bind(llm)),
        NewOnly(bus, settings, service=f"orchestrator-{tag}", producer="orchestrator@test",
                routes=ORCHESTRATOR_ROUTES.bind(Advisor(llm))),
        NewOnly(bus, settings, service=f"search-{tag}", producer="search@test", team="search",
                routes={"ToolsSelected": lambda ctx, env, sel: run_team(ctx, env, sel, _stubs(failing))}),
        NewOnly(bus, settings, service=f"analysis-{tag}", producer="analysis@test", team="analysis",
                routes=ANALYSIS_ROUTES.bind(build_tools(AnalysisSettings.from_env()))),
    ]
    tasks = [asyncio.create_task(c.run()) for c in consumers]
    # Retry backoffs and team deadlines wake turns through the orchestrator's watcher.
    watch = DeadlineWatch(bus, settings, "orchestrator@test", make_advance_turn(Advisor(llm)),
                          durable=f"deadlines-{tag}")
    watch.start()
    await asyncio.sleep(0.5)  # consumers created before the first turn
    yield bus, fake.model, failing
    await watch.stop()
    for c in consumers:
        c.stop()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(asyncio.gather(*tasks), 15)
    await bus.close()


def _stubs(failing):
    tool = search_stub(failing)
    return {n: tool for n in ("legal_search", "market_data", "real_estate_search", "loan_data")}


async def ask(bus, query: str, timeout: float = 30.0):
    sid, tid = f"s-{uuid.uuid4().hex[:8]}", f"t-{uuid.uuid4().hex[:8]}"
    await publish(bus.js, emit(QueryReceived(query=query), producer="test@1", session_id=sid, turn_id=tid))
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        history = [r.envelope for r in await read_history(bus.js, turn_filter(sid, tid))]
        if any(e.type in ("ResponseReady", "TurnFailed") for e in history):
            return history
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"turn did not finish: {[e.type for e in history]}")
        await asyncio.sleep(0.1)


def decisions(history) -> list[tuple[str, str, str | None]]:
    """(event type [.team], decided_by, fallback_reason) of every decided event."""
    out = []
    for e in history:
        d = e.payload.get("decision")
        if d is not None:
            out.append((e.type + (f".{e.payload['team']}" if "team" in e.payload else ""),
                        d["decided_by"], d.get("fallback_reason")))
    return out


def llm_calls(history) -> int:
    """Model requests the log records: a decision sharing an earlier one's request is not one."""
    return sum(1 for e in history if (d := e.payload.get("decision")) and d["decided_by"] == "llm"
               and not d.get("shared_from"))


def flow(history) -> list[str]:
    keep = ("PlanReady", "StrategyDecided", "ToolsSelected", "TeamCompleted", "ResultAnalyzed", "ReviewDone",
            "ResponseReady")
    return [e.type + (f".{e.team or e.payload.get('team')}" if e.type in ("ToolsSelected", "TeamCompleted",
                                                                           "ResultAnalyzed") else "")
            for e in history if e.type in keep]


def response(history) -> dict:
    return REGISTRY.parse(next(e for e in history if e.type == "ResponseReady"))


async def test_greeting_makes_no_llm_call(system):
    bus, model, _ = system
    history = await ask(bus, "안녕하세요")
    assert llm_calls(history) == 0 and "plan" not in model.tasks()
    assert response(history).response["type"] == "guidance"


async def test_simple_legal_question(system):
    bus, model, _ = system
    history = await ask(bus, SIMPLE)
    assert flow(history) == ["PlanReady", "StrategyDecided", "ToolsSelected.search", "TeamCompleted.search",
                             "ResultAnalyzed.search", "ReviewDone", "ResponseReady"]
    by = dict((t, b) for t, b, _ in decisions(history))
    assert by["PlanReady"] == "llm" and by["ResponseReady"] == "llm"
    assert by["StrategyDecided"] == by["ToolsSelected.search"] == "rules"  # one team, one tool
    assert llm_calls(history) <= 3 and response(history).llm_calls == llm_calls(history)
    plan = REGISTRY.parse(history[[e.type for e in history].index("PlanReady")])
    assert plan.steps[0].task == "차임·보증금 증액 한도 조항 검색" and plan.decision.prompt_version == "plan.v1"
    answer = response(history).response["answer"]
    assert answer.startswith("찾은 결과를 근거와 함께") and "주택임대차보호법 제7조" in answer  # sources kept


async def test_market_and_loan_question(system):
    bus, model, _ = system
    history = await ask(bus, MARKET_LOAN)
    assert flow(history) == ["PlanReady", "StrategyDecided", "ToolsSelected.search", "TeamCompleted.search",
                             "ResultAnalyzed.search", "ToolsSelected.analysis", "TeamCompleted.analysis",
                             "ResultAnalyzed.analysis", "ReviewDone", "ResponseReady"]
    by = dict((t, b) for t, b, _ in decisions(history))
    # one execution_plan request: the strategy (forced here) and both teams' tools
    assert by["StrategyDecided"] == by["ToolsSelected.search"] == by["ToolsSelected.analysis"] == "llm"
    assert by["ReviewDone"] == "llm"
    assert llm_calls(history) <= 4 and response(history).llm_calls == llm_calls(history)
    strategy = next(e for e in history if e.type == "StrategyDecided")
    sels = [REGISTRY.parse(e) for e in history if e.type == "ToolsSelected"]
    assert [s.decision.shared_from for s in sels] == [strategy.event_id] * 2
    assert [c.name for c in sels[0].tools] == ["market_data", "loan_data"] and sels[0].tools[0].reason == "필요"


async def test_listing_risk_with_failing_listing_search_recovers(system):
    bus, model, failing = system
    failing.add("real_estate_search")
    history = await ask(bus, LISTING_RISK)
    types = flow(history)
    assert types[:4] == ["PlanReady", "StrategyDecided", "ToolsSelected.search", "TeamCompleted.search"]
    assert types[-2:] == ["ReviewDone", "ResponseReady"] and "TeamCompleted.analysis" in types
    search = REGISTRY.parse(next(e for e in history if e.type == "TeamCompleted" and e.payload["team"] == "search"))
    assert search.status == "partial"
    review = REGISTRY.parse(next(e for e in history if e.type == "ReviewDone"))
    # named as missing, or as what the market data stood in for ('대신 보완한 정보')
    assert any("real_estate_search" in m or "매물" in m for m in review.missing_information + review.substituted)
    # A retry is decided by the recovery rules: it must not carry the first dispatch's "llm".
    retries = [e for e in history if e.type == "ToolsSelected" and e.payload["attempt"] > 1]
    assert retries and all(e.payload["decision"]["decided_by"] == "rules" for e in retries)
    assert llm_calls(history) <= 6, decisions(history)
    assert response(history).response["type"] == "answer"


async def test_a_failing_model_never_blocks_a_turn(system):
    bus, model, _ = system
    for task in ("plan", "execution_plan", "result_analysis", "execution_review"):
        model.fail(task, "500")
    model.fail("response_synthesis", "timeout")
    history = await ask(bus, MARKET_LOAN + " 지금")
    assert llm_calls(history) == 0 and response(history).response["type"] == "answer"
    reasons = {t: r for t, b, r in decisions(history) if b == "rules" and r}
    assert reasons["PlanReady"].startswith("unavailable") and reasons["ResponseReady"].startswith("timeout")


async def test_repeated_question_is_served_from_the_cache(system):
    bus, model, _ = system
    await ask(bus, SIMPLE)
    again = await ask(bus, SIMPLE)
    by = dict((t, b) for t, b, _ in decisions(again))
    assert by["PlanReady"] == "cache" and llm_calls(again) == 0
    assert json.dumps(response(again).response, ensure_ascii=False)


def plan_with_params(request: dict) -> dict:
    """A good execution plan, except for its search team's tool settings: one parameter the
    tool takes within bounds (months), one figure the user never gave (an income), and an
    alternative tool that does not exist."""
    answer = execution_plan_answer(request)
    for team in answer.get("tools", []):
        for c in team["selected"]:
            if c["tool"] == "market_data":
                c.update(params=[{"name": "months", "value": "24"}], fallback_tool="web_search")
            if c["tool"] == "loan_data":
                c.update(params=[{"name": "income_manwon", "value": "9억"}])
    return answer


async def test_the_models_tool_parameters_are_validated_one_by_one(system):
    """Issue 10 item 2 and its Bad input: the valid parameter reaches the team, the invented
    figure and the unknown tool are refused alone (the rules' values kept), each with its
    reason in the events, and the plan is still the model's."""
    bus, model, _ = system
    model.script("execution_plan", plan_with_params)
    history = await ask(bus, MARKET_LOAN + " 연봉 6000만원")
    strategy = REGISTRY.parse(next(e for e in history if e.type == "StrategyDecided"))
    sel = REGISTRY.parse(next(e for e in history if e.type == "ToolsSelected" and e.payload["team"] == "search"))
    refused = ["market_data.fallback_tool=web_search: 알 수 없는 도구입니다",
               "loan_data.income_manwon=9억: 사용자가 말하지 않은 금액입니다"]
    assert strategy.decision.decided_by == "llm" and sel.decision.shared_from is not None
    search_plan = next(p for p in strategy.tool_plan if p.team == "search")
    assert sorted(search_plan.rejected) == sorted(refused) and sorted(sel.decision.rejected) == sorted(refused)
    market, loan = (next(c for c in sel.tools if c.name == n) for n in ("market_data", "loan_data"))
    assert market.params.months == 24 and market.params.region == "강남구"
    assert market.fallback == "real_estate_search"  # the registry's, not the unknown one
    assert loan.params.income_manwon == 6000  # the user's own figure, never 9억
    # requests = recorded = reported
    assert len(model.tasks()) == llm_calls(history) == response(history).llm_calls
