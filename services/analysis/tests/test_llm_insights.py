"""The analysis team's LLM wording against the fake model server: real HTTP through the
openai SDK, the real tools, one call per team run, the rule results on every failure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from holmes_analysis.adapters import llm_insights
from holmes_analysis.domain.grounding import invented_numbers, level_claims, numbers_in
from holmes_analysis.routes import ROUTES
from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import Entities, RegionRef, TeamCompleted, ToolCall, ToolsSelected
from holmes_kit.events import emit
from holmes_kit.llm import LLM, MemoryDecisionCache
from holmes_kit.llm.fake_server import FakeModel, FakeModelServer
from holmes_kit.settings import Settings

pytestmark = pytest.mark.network  # a local fake model server over TCP (conftest.py)

TOOLS = build_tools(AnalysisSettings())
LEGAL = {"items": [{"law": "주택임대차보호법", "number": "제3조의2", "title": "보증금의 회수",
                    "body": "임차인은 경매 시 환가대금에서 후순위권리자보다 우선하여 보증금을 변제받을 권리가 있다."}]}
# 보증금 4억 8천, 집값 6억, 강남구: 위험 (부채비율 80.0%, 전세가율 80.0%), 근저당 미확인 (주의), HUG 충족 (안전)
CALLS = [ToolCall(name="contract_analysis", params={"amounts": {"deposit": 48000, "price": 60000}}),
         ToolCall(name="loan_simulator", params={"amounts": {"price": 60000},
                                                         "extra": {"as_of": "2023-03-10"}})]  # 2023 rules: LTV 3억
LEVELS = ["위험", "위험", "주의", "안전"]


def good_answer() -> dict:
    return {
        "risk_narratives": [
            {"reason": 1, "level": "위험", "narrative": "빚과 보증금을 합친 부채비율이 80.0%라 경매로 넘어가면 보증금 일부를 잃을 수 있어요."},
            {"reason": 2, "level": "위험", "narrative": "전세가율 80.0%는 깡통전세로 보는 선입니다."},
            {"reason": 3, "level": "주의", "narrative": "근저당이 있는지 아직 모릅니다. 등기부등본 을구를 먼저 보세요."},
            {"reason": 4, "level": "안전", "narrative": "HUG 보증 가입 요건은 충족하니 보증보험으로 대비할 수 있어요."}],
        "insights": [
            {"tool": "contract_analysis", "priority": 1,
             "insight": "보증금 4억 8,000만원이 집값 6억원의 80.0%로, 위험도는 '위험'입니다.",
             "recommendation": "계약 전에 전세보증보험 가입부터 확인하세요."},
            {"tool": "loan_simulator", "priority": 2, "insight": "연소득 없이 LTV만 보면 최대 3억원까지 빌릴 수 있습니다.",
             "recommendation": "연소득을 알려 주시면 DTI·DSR 한도까지 계산해 드립니다."}]}


class _Ctx:
    """Stands in for holmes_kit.bus.Context (run_team publishes its progress here)."""

    async def publish(self, envelope):
        return 1

    def emit(self, payload, cause, discriminator=""):
        return emit(payload, producer="analysis@test", cause=cause, discriminator=discriminator)


def selection(calls=CALLS, *, dispatched_ago_s: float = 0.0) -> tuple:
    sel = ToolsSelected(team="analysis", step_ids=["step-2"], tools=calls, query="강남구 전세 4억 8천 위험한가요?",
                        intent="리스크분석", inputs={"legal_search": LEGAL},
                        entities=Entities(regions=[RegionRef(name="강남구", sido="서울특별시")]))
    env = emit(sel, producer="orchestrator@test", session_id="s-1", turn_id="t-1")
    if dispatched_ago_s:
        env = env.model_copy(update={"occurred_at": datetime.now(UTC) - timedelta(seconds=dispatched_ago_s)})
    return env, sel


async def run(llm: LLM | None, calls=CALLS, **kw) -> TeamCompleted:
    env, sel = selection(calls, **kw)
    out = await ROUTES.bind(TOOLS, llm)["ToolsSelected"](_Ctx(), env, sel)
    assert [e.type for e in out] == ["TeamCompleted"]
    assert out[0].event_id == (await ROUTES.bind(TOOLS, None)["ToolsSelected"](_Ctx(), env, sel))[0].event_id  # derived id kept
    return TeamCompleted.model_validate(out[0].payload)


def comparable(done: TeamCompleted) -> list[dict]:
    return [r.model_dump(exclude={"elapsed_ms"}) for r in done.results]


@pytest.fixture(scope="module")
def server():
    with FakeModelServer(FakeModel()) as s:
        yield s


@pytest.fixture
def fake(server):
    server.model.reset()
    return server.model


def make_llm(server, *, timeout_s: float = 5.0, cache=None) -> LLM:
    return server.llm(timeout_s=timeout_s, cache=cache)


async def test_one_call_words_the_computed_results(server, fake):
    fake.script("insight_generation", good_answer())
    rules = await run(None)
    done = await run(make_llm(server))
    assert fake.tasks() == ["insight_generation"]  # one call for the whole team run, not one per tool
    d = done.decision
    assert (d.decided_by, d.model, d.prompt_version) == ("llm", "gpt-4o-mini", "contract_analysis.v1+insight_generation.v1")
    assert d.tokens_in > 0 and d.tokens_out > 0 and d.fallback_reason is None
    contract, loan = done.results
    rule_contract, rule_loan = rules.results
    # contract_analysis: the narratives replace the reason lines, citations and figures stay
    md = contract.data["markdown"]
    assert md.startswith("**핵심 인사이트**\n- 보증금 4억 8,000만원이 집값 6억원의 80.0%로")
    assert "[위험] 빚과 보증금을 합친 부채비율이 80.0%라" in md and "(주택임대차보호법 제3조의2)" in md
    assert "**관련 조문**" in md and [n["level"] for n in contract.data["risk_narratives"]] == LEVELS
    assert contract.data["recommendations"] == ["계약 전에 전세보증보험 가입부터 확인하세요."]
    assert contract.data["recommendations_rules"] == rule_contract.data["recommendations"]
    assert contract.data["risk_level"] == "위험" and contract.summary == rule_contract.summary
    assert contract.data["calculations"] == rule_contract.data["calculations"]
    assert loan.data["recommendations"] == ["연소득을 알려 주시면 DTI·DSR 한도까지 계산해 드립니다."]
    assert loan.data["insights_llm"][0]["priority"] == 2 and loan.data["markdown"].startswith("**핵심 인사이트**")


async def test_only_the_tool_results_are_shown_and_only_they_may_be_quoted(server, fake):
    fake.script("insight_generation", good_answer())
    await run(make_llm(server))
    prompt = fake.calls[0]["prompt"]
    assert "강남구 전세 4억 8천 위험한가요?" in prompt and "주택임대차보호법 제3조의2(보증금의 회수)" in prompt
    assert "elapsed_ms" not in prompt  # no timings: the same inputs give the same cache key


@pytest.mark.parametrize("how, reason", [("timeout", "timeout"), ("500", "unavailable: insight_generation: HTTP 500"),
                                         ("malformed", "invalid_output")])
async def test_a_failing_model_leaves_the_rule_results(server, fake, how, reason):
    fake.fail("insight_generation", how)
    rules = await run(None)
    done = await run(make_llm(server, timeout_s=0.5))
    assert comparable(done) == comparable(rules)
    assert done.decision.decided_by == "rules" and done.decision.fallback_reason.startswith(reason)
    assert done.decision.prompt_version == "contract_analysis.v1+insight_generation.v1"
    assert done.status == "success"


async def test_an_invented_number_is_rejected(server, fake):
    answer = good_answer()
    answer["insights"][1]["insight"] = "최대 3억 7,500만원까지 빌릴 수 있습니다."  # 7,500 was never computed
    fake.script("insight_generation", answer)
    rules = await run(None)
    done = await run(make_llm(server))
    assert comparable(done) == comparable(rules)
    assert done.decision.decided_by == "rules"
    assert done.decision.fallback_reason == "rejected: 계산 결과에 없는 숫자: 7,500"


@pytest.mark.parametrize("change", ["narrative_level", "claim_in_text", "missing_reason"])
async def test_an_answer_changing_the_risk_level_is_rejected(server, fake, change):
    answer = good_answer()
    if change == "narrative_level":
        answer["risk_narratives"][0]["level"] = "주의"
    elif change == "claim_in_text":
        answer["insights"][0]["insight"] = "전세가율이 80.0%지만 위험도는 '안전'에 가깝습니다."
    else:
        answer["risk_narratives"].pop()
    fake.script("insight_generation", answer)
    done = await run(make_llm(server))
    assert done.decision.decided_by == "rules" and done.decision.fallback_reason.startswith("rejected: ")
    assert "risk_narratives" not in done.results[0].data and "insights_llm" not in done.results[1].data


async def test_a_repeated_team_run_is_served_from_the_cache(server, fake):
    fake.script("insight_generation", good_answer())
    llm = make_llm(server, cache=MemoryDecisionCache())
    first = await run(llm)
    again = await run(llm)
    assert fake.tasks() == ["insight_generation"]
    assert (first.decision.decided_by, again.decision.decided_by) == ("llm", "cache")
    assert again.decision.prompt_version == first.decision.prompt_version and again.decision.tokens_in == 0
    assert comparable(again) == comparable(first)


async def test_without_a_key_there_is_no_call_and_no_change(server, fake, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    llm = await LLM.from_settings(Settings())
    assert llm is None
    done = await run(llm)
    assert fake.tasks() == [] and done.decision.decided_by == "rules" and done.decision.fallback_reason is None
    assert "insights_llm" not in done.results[0].data and "risk_narratives" not in done.results[0].data


async def test_nothing_computed_means_no_call(server, fake):
    empty = [ToolCall(name="loan_simulator", params={"amounts": {"price": -1}})]  # a Korean input error, 'empty'
    done = await run(make_llm(server), calls=empty)
    assert fake.tasks() == [] and done.results[0].status == "empty"
    assert done.decision.decided_by == "rules" and done.decision.fallback_reason is None


async def test_no_call_once_the_team_deadline_has_passed(server, fake):
    fake.script("insight_generation", good_answer())
    done = await run(make_llm(server), dispatched_ago_s=60)  # a redelivery long after dispatch
    assert fake.tasks() == [] and done.decision.fallback_reason.startswith("no_time")


async def test_without_contract_analysis_only_insights_are_asked(server, fake):
    fake.script("insight_generation", {"insights": [
        {"tool": "loan_simulator", "priority": 1, "insight": "LTV 한도는 3억원입니다.", "recommendation": "연소득을 알려 주세요."},
        {"tool": "loan_simulator", "priority": 2, "insight": "연 4%·30년이면 월 143만 2,246원입니다.",
         "recommendation": "금리를 확인하세요."}]})
    done = await run(make_llm(server), calls=CALLS[1:])
    assert done.decision.decided_by == "llm" and done.decision.prompt_version == "insight_generation.v1"
    assert "risk_narratives" not in fake.calls[0]["prompt"] and "위험 사유" not in fake.calls[0]["prompt"]
    assert done.results[0].data["recommendations"] == ["연소득을 알려 주세요.", "금리를 확인하세요."]


def test_grounding_compares_numbers_by_value_and_reads_level_claims():
    allowed = numbers_in("보증금 4억 8,000만원, 전세가율 80.0%, 2025-05-29")
    assert invented_numbers(["4억 8,000만원은 80%입니다", "2025년 5월 29일"], allowed) == []
    assert invented_numbers(["1.2억", "1,2항"], allowed) == ["1.2", "1", "2"]
    assert level_claims("위험도는 '매우 위험'입니다. 등급: 주의") == ["매우위험", "주의"]
    assert level_claims("위험한 계약이지만 주의하면 됩니다") == []


def test_remaining_budget_counts_from_dispatch():
    env, sel = selection(dispatched_ago_s=12)
    assert 17 < llm_insights.remaining_s(env, sel.deadline_s) <= 18
