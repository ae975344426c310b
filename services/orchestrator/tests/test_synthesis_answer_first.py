"""Answers lead with the answer: the figure or the article's rule first, workings, law, sources once."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from holmes_contracts import PlanReady, PlanStep, QueryReceived, Source, TeamCompleted, ToolResult
from holmes_kit.events import emit
from holmes_kit.korean.extract import extract_entities
from holmes_orchestrator.domain.decide import decide
from holmes_orchestrator.domain.state import fold
from holmes_orchestrator.domain.synthesis import ANSWER_BUDGET, article_answer

ARTICLE_7 = {"law": "주택임대차보호법", "number": "제7조", "title": "차임 등의 증감청구권",
             "body": "약정한 월세(차임)나 보증금이 경제사정 변동으로 적절하지 않게 되면 당사자는 장래를 향해 "
                     "올리거나 내려 달라고 청구할 수 있다. 증액 청구는 계약 체결이나 직전 증액 후 1년 이내에는 할 수 없다. "
                     "증액 청구 한도는 약정한 차임이나 보증금의 20분의 1(5%)이며, 시·도는 조례로 상한을 더 낮게 정할 수 있다."}
LEGAL = ToolResult(tool="legal_search", status="ok", summary="관련 조항 1건을 찾았습니다: 주택임대차보호법 제7조",
                   items=[ARTICLE_7], quality=0.9,
                   sources=[Source(kind="law", title="주택임대차보호법 제7조", ref="주택임대차보호법 제7조(차임 등의 증감청구권)")])
MARKET = ToolResult(tool="market_data", status="ok", summary="강남구 아파트 매매 중위 26억원", quality=0.9,
                    sources=[Source(kind="market", title="실거래가")])
CAP = ToolResult(
    tool="rent_increase_cap", status="ok", quality=1.0,
    summary="현재 보증금 3억원은 최대 1,500만원(5%)까지 올릴 수 있어 3억 1,500만원이 상한입니다(주택임대차보호법 제7조, 시행령 제8조).",
    data={"calculator": True, "calculations": ["입력 — 현재 보증금: 3억원 (사용자 입력)",
                                               "보증금 증액 한도 = 3억원 × 5% = 1,500만원 → 최대 3억 1,500만원"],
          "assumptions": ["증액한 날부터 1년 안에는 다시 올릴 수 없습니다(제7조 제2항)."]},
    sources=[Source(kind="analysis", title="증액 한도 계산 — 2020-07-31 시행 기준"),
             Source(kind="law", title="주택임대차보호법 제7조", ref="주택임대차보호법 제7조")])


def answer_for(query: str, teams: list[TeamCompleted], steps: list[PlanStep], intent: str = "법률상담") -> dict:
    t0 = datetime(2026, 11, 23, tzinfo=UTC)
    log = []

    def add(payload):
        env = emit(payload, producer="test@1", cause=log[-1] if log else None, session_id="s", turn_id="t",
                   discriminator=str(len(log)))
        log.append(env.model_copy(update={"occurred_at": t0 + timedelta(seconds=len(log))}))
        return log[-1]

    def step_out(trigger):
        out = decide(fold(list(enumerate(log, 1))), trigger, "orchestrator@test", t0 + timedelta(seconds=len(log)))
        log.extend(out)
        return out

    add(QueryReceived(query=query))
    step_out(add(PlanReady(query=query, intent=intent, confidence=0.9, keywords=["보증금"], steps=steps,
                           entities=extract_entities(query))))
    out = []
    for team in teams:
        out = step_out(add(team))
    return next(e for e in out if e.type == "ResponseReady").payload["response"]


def _steps(with_calc: bool) -> list[PlanStep]:
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="법령",
                      tools=["legal_search"] if with_calc else ["legal_search", "market_data"])]
    if with_calc:
        steps.append(PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                              task="증액 한도", tools=["rent_increase_cap"], depends_on=["step-1"]))
    return steps


def test_a_legal_question_leads_with_the_rule_for_the_users_situation():
    r = answer_for("전세금 5% 넘게 올려달라는데 가능한가요?",
                   [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL, MARKET])],
                   _steps(False))
    answer = r["answer"]
    assert answer.startswith("증액 청구 한도는 약정한 차임이나 보증금의 20분의 1(5%)이며")
    assert answer.split("\n\n")[0].endswith("정할 수 있습니다(주택임대차보호법 제7조).")
    assert "가장 관련 있는 조항" not in answer
    assert "시세 정보" not in answer and "26억" not in answer  # no market section on a legal question
    assert answer.count("### 출처") == 1 and answer.count("주택임대차보호법 제7조(차임 등의 증감청구권)") == 2
    assert len(answer.split("### 출처")[0]) <= ANSWER_BUDGET


def test_a_calculator_figure_leads_then_workings_then_law_then_sources():
    r = answer_for("보증금 3억인데 얼마까지 올릴 수 있나요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[CAP])], _steps(True))
    answer = r["answer"]
    first_two = " ".join(answer.split("\n\n")[0].split(". ")[:2])
    assert "3억 1,500만원" in first_two and "3억원" in first_two
    order = [answer.index(h) for h in ("### 계산 과정 — 증액 한도", "### 근거 조문", "### 출처")]
    assert order == sorted(order)
    assert answer.count(CAP.summary) == 1  # the figure is said once, not restated in a section
    assert r["structured_data"]["answer"] == CAP.summary
    assert len(answer.split("### 출처")[0]) <= ANSWER_BUDGET


def test_a_missing_input_is_asked_for_in_the_lead():
    ask = ToolResult(tool="rent_increase_cap", status="empty",
                     summary="지금 계약의 보증금(또는 월세)을 알려 주세요 — 5% 증액 한도를 원 단위로 계산해 드립니다.")
    r = answer_for("집주인이 보증금 올려달래요 얼마까지 돼요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[ask])], _steps(True))
    lead = r["answer"].split("\n\n")[0]
    assert "(주택임대차보호법 제7조)" in lead and "보증금(또는 월세)을 알려 주세요" in lead
    assert "확인하지 못한 정보" not in r["answer"]  # the question is asked once, in the lead


def test_article_answer_speaks_politely_and_cites():
    assert article_answer("1년 안에 또 올릴 수 있나요", ARTICLE_7) == \
        "증액 청구는 계약 체결이나 직전 증액 후 1년 이내에는 할 수 없습니다(주택임대차보호법 제7조)."


def test_a_two_part_question_answers_both_parts_first_and_shows_a_workings_line_once():
    market = ToolResult(tool="market_analysis", status="ok", quality=0.9, summary="강남구 매매 중위가격은 26억원입니다.",
                        data={"calculations": ["입력 — 주택 가격: 26억원 (데이터)", "전년 대비 +5.00%"]})
    loan = ToolResult(tool="loan_simulator", status="ok", quality=0.9, summary="LTV 기준 최대 13억원까지 빌릴 수 있습니다.",
                      data={"calculations": ["입력 — 주택 가격: 26억원 (데이터)", "LTV 한도 = 26억원 × 50% = 13억원"]})
    steps = [PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team",
                      task="종합 분석", tools=["market_analysis", "loan_simulator"])]
    r = answer_for("강남구 시세랑 대출 얼마나 나와요", [
        TeamCompleted(team="analysis", step_ids=["step-1"], status="success", results=[market, loan])], steps,
        intent="종합분석")
    answer = r["answer"]
    assert answer.split("\n\n")[0] == f"{market.summary} {loan.summary}"
    assert answer.count(market.summary) == 1 and answer.count(loan.summary) == 1
    assert answer.count("입력 — 주택 가격: 26억원 (데이터)") == 1
    assert "LTV 한도 = 26억원 × 50% = 13억원" in answer


def test_article_answer_keeps_a_closing_parenthesis_in_one_pair():
    item = {"law": "주택임대차보호법", "number": "제8조", "body": "소액임차인은 보증금 중 일정액을 다른 담보물권자보다 먼저 배당받는다(최우선변제권)."}
    assert article_answer("최우선변제 얼마", item) == \
        "소액임차인은 보증금 중 일정액을 다른 담보물권자보다 먼저 배당받습니다(최우선변제권, 주택임대차보호법 제8조)."


def test_a_qualifying_sentence_does_not_lead():
    item = {"law": "주택임대차보호법", "number": "제4조",
            "body": "기간을 정하지 않거나 2년 미만으로 정한 임대차는 그 기간을 2년으로 본다. "
                    "다만 임차인은 2년 미만으로 정한 기간이 유효함을 주장할 수 있다."}
    assert article_answer("계약기간 중에 나가라고 하면 나가야 하나요", item).startswith("기간을 정하지 않거나")


def test_an_llm_answer_must_keep_the_calculators_figures():
    from holmes_contracts import DecisionMeta, ResponseReady
    from holmes_kit.llm.prompts import load_prompt
    from holmes_orchestrator.adapters.llm_advisor import PROMPTS
    from holmes_orchestrator.domain import llm_phases as ph

    assert load_prompt(PROMPTS, "response_synthesis").version == "response_synthesis.v3"
    rules = answer_for("보증금 3억인데 얼마까지 올릴 수 있나요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[CAP])], _steps(True))
    ready = ResponseReady(response=rules)
    meta = DecisionMeta(decided_by="llm")
    kept = ph.merge_synthesis(ready, ph.SynthesisAnswer(answer="최대 3억 1,500만원까지입니다(5%)."), meta, rules["answer"])
    assert kept.response["answer"].startswith("최대 3억 1,500만원")
    with pytest.raises(ph.Rejected):
        ph.merge_synthesis(ready, ph.SynthesisAnswer(answer="최대 3억 1,800만원까지입니다."), meta, rules["answer"])


def test_a_figure_that_cannot_be_right_is_named_not_asked_for():
    bad = ToolResult(tool="rent_increase_cap", status="empty", summary="현재 보증금이(가) 음수입니다: -30,000만원.")
    r = answer_for("보증금 올려달래요", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[bad])], _steps(True))
    assert "계산할 수 없습니다 — 현재 보증금이(가) 음수입니다" in r["answer"].split("\n\n")[0]


def test_the_lead_cites_a_law_rather_than_a_glossary_entry():
    glossary = {"law": "부동산 용어집", "number": "계약갱신요구권", "kind": "용어집", "title": "계약갱신요구권",
                "body": "임차인이 갱신을 요구하면 임대인이 정당한 사유 없이 거절할 수 없는 권리이다."}
    legal = LEGAL.model_copy(update={"items": [glossary, {**ARTICLE_7, "kind": "법률"}]})
    r = answer_for("1년 안에 또 올릴 수 있나요", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[legal, MARKET])], _steps(False))
    assert r["answer"].split("\n\n")[0].endswith("(주택임대차보호법 제7조).")


def test_a_yes_no_question_leads_with_the_sentence_that_decides_it_among_the_top_laws():
    from holmes_orchestrator.domain.synthesis import legal_lead
    report = {"law": "부동산 거래신고 등에 관한 법률", "number": "제3조",
              "body": "거래당사자는 매매계약을 체결하면 실제 거래가격 등을 30일 이내에 공동으로 신고해야 한다. "
                      "신고 대상은 대통령령으로 정한다."}
    repair = {"law": "민법", "number": "제626조",
              "body": "임차인이 임차물의 보존에 관한 필요비를 지출한 때에는 임대인에게 그 상환을 청구할 수 있다."}
    legal = ToolResult(tool="legal_search", status="ok", summary="관련 조항 2건", items=[report, repair], quality=0.9)
    # asked whether: the sentence that says what may be done wins, from the second law if need be
    assert legal_lead("제가 고친 수리비 집주인한테 청구할 수 있어요?", legal) == \
        "임차인이 임차물의 보존에 관한 필요비를 지출한 때에는 임대인에게 그 상환을 청구할 수 있습니다(민법 제626조)."
    # asked what: the top law's most relevant sentence, as before
    assert legal_lead("매매 신고 기한 며칠", legal).startswith("거래당사자는 매매계약을 체결하면")


def test_an_english_question_gets_an_english_lead_with_the_calculators_figure():
    from holmes_orchestrator.domain.synthesis import english_lead
    delay = ToolResult(tool="deposit_delay_interest", status="ok", quality=1.0,
                       summary="보증금 1억원의 반환이 2개월 늦어졌다면 청구할 수 있는 지연이자는 83만 3,333원입니다(연 5%, 민법 제379조).",
                       data={"calculator": True, "figures": {"interest_won": 833_333}})
    assert english_lead([delay], []).startswith("The late-payment interest you can claim is 833,333 won")
    assert english_lead([LEGAL], []) == "The answer, in Korean:"
