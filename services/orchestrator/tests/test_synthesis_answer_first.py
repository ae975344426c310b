"""Answers lead with the answer: the figure or the article's rule first, workings, law, sources once."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from holmes_contracts import Entities, PlanReady, PlanStep, QueryReceived, Source, TeamCompleted, ToolResult
from holmes_contracts.tools.outputs import LawArticle, output_for
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
                   output=output_for("legal_search", {"articles": [ARTICLE_7]}), quality=0.9,
                   sources=[Source(kind="law", title="주택임대차보호법 제7조", ref="주택임대차보호법 제7조(차임 등의 증감청구권)")])
MARKET = ToolResult(tool="market_data", status="ok", summary="강남구 아파트 매매 중위 26억원", quality=0.9,
                    sources=[Source(kind="market", title="실거래가")])
CAP = ToolResult(
    tool="rent_increase_cap", status="ok", quality=1.0,
    summary="현재 보증금 3억원은 최대 1,500만원(5%)까지 올릴 수 있어 3억 1,500만원이 상한입니다(주택임대차보호법 제7조, 시행령 제8조).",
    output=output_for("rent_increase_cap", {"calculations": ["입력 — 현재 보증금: 3억원 (사용자 입력)",
                                                            "보증금 증액 한도 = 3억원 × 5% = 1,500만원 → 최대 3억 1,500만원"],
                                           "assumptions": ["증액한 날부터 1년 안에는 다시 올릴 수 없습니다(제7조 제2항)."]}),
    sources=[Source(kind="analysis", title="증액 한도 계산 — 2020-07-31 시행 기준"),
             Source(kind="law", title="주택임대차보호법 제7조", ref="주택임대차보호법 제7조")])


def answer_for(query: str, teams: list[TeamCompleted], steps: list[PlanStep], intent: str = "법률상담",
               entities: Entities | None = None, keywords: tuple[str, ...] = ("보증금",)) -> dict:
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
    step_out(add(PlanReady(query=query, intent=intent, confidence=0.9, keywords=list(keywords), steps=steps,
                           entities=entities or extract_entities(query))))
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
    assert article_answer("1년 안에 또 올릴 수 있나요", LawArticle(**ARTICLE_7)) == \
        "증액 청구는 계약 체결이나 직전 증액 후 1년 이내에는 할 수 없습니다(주택임대차보호법 제7조)."


def test_a_two_part_question_answers_both_parts_first_and_shows_a_workings_line_once():
    market = ToolResult(tool="market_analysis", status="ok", quality=0.9, summary="강남구 매매 중위가격은 26억원입니다.",
                        output=output_for("market_analysis", {"region": "강남구", "deal_type": "SALE", "calculations": [
                            "입력 — 주택 가격: 26억원 (데이터)", "전년 대비 +5.00%"]}))
    loan = ToolResult(tool="loan_simulator", status="ok", quality=0.9, summary="LTV 기준 최대 13억원까지 빌릴 수 있습니다.",
                      output=output_for("loan_simulator", {"calculations": [
                          "입력 — 주택 가격: 26억원 (데이터)", "LTV 한도 = 26억원 × 50% = 13억원"]}))
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
    assert article_answer("최우선변제 얼마", LawArticle(**item)) == \
        "소액임차인은 보증금 중 일정액을 다른 담보물권자보다 먼저 배당받습니다(최우선변제권, 주택임대차보호법 제8조)."


def test_a_qualifying_sentence_does_not_lead():
    item = {"law": "주택임대차보호법", "number": "제4조",
            "body": "기간을 정하지 않거나 2년 미만으로 정한 임대차는 그 기간을 2년으로 본다. "
                    "다만 임차인은 2년 미만으로 정한 기간이 유효함을 주장할 수 있다."}
    assert article_answer("계약기간 중에 나가라고 하면 나가야 하나요", LawArticle(**item)).startswith("기간을 정하지 않거나")


def test_an_llm_answer_must_keep_the_calculators_figures():
    from holmes_contracts import DecisionMeta, ResponseReady
    from holmes_kit.llm.prompts import load_prompt
    from holmes_orchestrator.adapters.llm_advisor import PROMPTS
    from holmes_orchestrator.domain import llm_phases as ph

    assert load_prompt(PROMPTS, "response_synthesis").version == "response_synthesis.v4"
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
    bad = ToolResult(tool="rent_increase_cap", status="empty", summary="현재 보증금이 음수입니다: -3억원.")
    r = answer_for("보증금 올려달래요", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[LEGAL]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[bad])], _steps(True))
    assert "계산할 수 없습니다 — 현재 보증금이 음수입니다" in r["answer"].split("\n\n")[0]


def test_the_lead_cites_a_law_rather_than_a_glossary_entry():
    glossary = {"law": "부동산 용어집", "number": "계약갱신요구권", "kind": "용어집", "title": "계약갱신요구권",
                "body": "임차인이 갱신을 요구하면 임대인이 정당한 사유 없이 거절할 수 없는 권리이다."}
    legal = LEGAL.model_copy(update={"output": output_for("legal_search", {"articles": [glossary, {**ARTICLE_7, "kind": "법률"}]})})
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
    legal = _legal(report, repair)
    # asked whether: the sentence that says what may be done wins, from the second law if need be
    assert legal_lead("제가 고친 수리비 집주인한테 청구할 수 있어요?", legal) == \
        "임차인이 임차물의 보존에 관한 필요비를 지출한 때에는 임대인에게 그 상환을 청구할 수 있습니다(민법 제626조)."
    # asked what: the top law's most relevant sentence, as before
    assert legal_lead("매매 신고 기한 며칠", legal).startswith("거래당사자는 매매계약을 체결하면")


def test_an_english_question_gets_an_english_lead_with_the_calculators_figure():
    from holmes_orchestrator.domain.synthesis import english_lead
    delay = ToolResult(tool="deposit_delay_interest", status="ok", quality=1.0,
                       summary="보증금 1억원의 반환이 2개월 늦어졌다면 청구할 수 있는 지연이자는 83만 3,333원입니다(연 5%, 민법 제379조).",
                       output=output_for("deposit_delay_interest", {"figures": {"interest_won": 833_333}}))
    assert english_lead([delay], []).startswith("The late-payment interest you can claim is 833,333 won")
    assert english_lead([LEGAL], []) == "The answer, in Korean:"
    # still living there: no "0 won of interest", but why none runs yet and what it will be
    living = delay.model_copy(update={"output": output_for("deposit_delay_interest", {"figures": {
        "interest_won": 0, "monthly_after_handover_won": 625_000}})})
    assert english_lead([living], []).startswith("No late-payment interest runs while you still live there")


# --- the lead rules: the question's kind picks the sentence that answers it --------------------

def _legal(*items: dict) -> ToolResult:
    return ToolResult(tool="legal_search", status="ok", summary=f"관련 조항 {len(items)}건", quality=0.9,
                      output=output_for("legal_search", {"articles": list(items)}))


REGISTRY_74 = {"law": "부동산등기법", "number": "제74조", "title": "임차권 등의 등기사항", "kind": "법률",
               "body": "임차권설정이나 임차물 전대 등기에는 차임과 범위를 반드시 기록한다. 주택임대차보호법 제3조의3의 "
                       "임차권등기명령에 따른 임차권등기도 을구에 임차권으로 기록되며 주민등록일·점유개시일·확정일자도 함께 기록된다."}
LEASE_3_3 = {"law": "주택임대차보호법", "number": "제3조의3", "title": "임차권등기명령", "kind": "법률",
             "body": "임대차가 끝났는데 보증금을 돌려받지 못한 임차인은 지방법원에 혼자서 임차권등기명령을 신청할 수 있다. "
                     "신청만으로는 보호되지 않고, 임차권등기를 마친 때(등기부 을구에 임차권이 기입된 때)부터 대항력과 "
                     "우선변제권을 얻거나 이미 가진 것이 유지된다(제5항). 그러므로 신청 직후가 아니라 을구에 임차권등기가 "
                     "기입된 것을 확인한 뒤에 이사·전출해야 하며, 그 전에 이사하면 대항력과 우선변제권을 잃어 보증금을 "
                     "돌려받지 못할 수 있다."}


def test_a_may_i_question_leads_with_the_articles_conclusion_for_it_not_the_top_hits_recording_rule():
    from holmes_orchestrator.domain.synthesis import legal_lead
    lead = legal_lead("임차권등기명령 신청했는데 이사 가도 되나요?", _legal(REGISTRY_74, LEASE_3_3),
                      ["임차권", "등기", "명령", "신청", "이사"])
    first = lead.split("). ")[0]
    assert first.startswith("신청 직후가 아니라 을구에 임차권등기가 기입된 것을 확인한 뒤에 이사·전출해야 하며")
    assert first.endswith("(주택임대차보호법 제3조의3")  # the verdict's own article is cited
    assert "그러므로" not in lead  # its link to a sentence not shown is dropped


def test_a_when_question_leads_with_the_sentence_that_holds_the_period():
    from holmes_orchestrator.domain.synthesis import legal_lead
    purpose = {"law": "부동산 거래신고 등에 관한 법률", "number": "제1조", "title": "목적", "kind": "법률",
               "body": "이 법은 부동산 거래 신고와 허가에 관한 사항을 정해 건전하고 투명한 부동산 거래질서를 확립한다."}
    report = {"law": "부동산 거래신고 등에 관한 법률", "number": "제3조", "title": "부동산 거래의 신고", "kind": "법률",
              "body": "신고 대상은 매매계약과 공급계약이다. 거래당사자는 매매계약을 체결하면 실제 거래가격 등을 계약 체결일부터 "
                      "30일 이내에 공동으로 신고해야 한다."}
    lead = legal_lead("매매 계약하고 신고는 언제까지 해야 돼요?", _legal(purpose, report))
    assert lead.startswith("거래당사자는 매매계약을 체결하면") and "30일 이내" in lead.split("). ")[0]


def test_a_how_many_question_leads_with_a_number_of_the_unit_asked():
    from holmes_orchestrator.domain.synthesis import legal_lead
    timing = {"law": "주택법", "number": "제16조", "title": "사업계획의 이행 및 취소 등", "kind": "법률",
              "body": "사업주체는 사업계획승인을 받은 날부터 5년 이내에 공사를 시작해야 한다."}
    approval = {"law": "주택법", "number": "제15조", "title": "사업계획의 승인", "kind": "법률",
                "body": "공동주택 30세대 이상의 주택건설사업을 시행하려는 자는 사업계획승인을 받아야 한다."}
    lead = legal_lead("공동주택 사업계획승인은 몇 세대부터 받아야 돼요?", _legal(timing, approval))
    assert lead.startswith("공동주택 30세대 이상의 주택건설사업을") and "(주택법 제15조)" in lead


def test_a_follow_up_is_answered_on_the_topic_its_plan_carries():
    from holmes_orchestrator.domain.synthesis import legal_lead
    escrow = {"law": "공인중개사법", "number": "제31조", "title": "계약금등의 반환채무이행의 보장", "kind": "법률",
              "body": "개업공인중개사는 거래 안전을 위해 필요하면 거래계약 이행이 끝날 때까지 계약금·중도금·잔금을 "
                      "개업공인중개사나 은행 등 금융기관, 공제사업자, 신탁업자 명의로 예치하도록 거래당사자에게 권고할 수 있다."}
    earnest = {"law": "민법", "number": "제565조", "title": "해약금", "kind": "법률",
               "body": "매매 당사자 일방이 계약 당시 계약금, 보증금 등 명목으로 금전을 교부한 경우 다른 약정이 없으면, 당사자 "
                       "일방이 이행에 착수할 때까지 교부자는 계약금을 포기하고, 수령자는 그 배액을 상환하여 계약을 해제할 수 있다. "
                       "상대방이 중도금 지급 등 이행에 착수한 뒤에는 이 방식으로 해제할 수 없다. "
                       "임대차 계약금에도 같은 법리가 준용된다(제567조)."}
    lead = legal_lead("중도금까지 냈으면요?", _legal(escrow, earnest), ["중도금", "매매", "계약금", "매도인", "해약"])
    assert lead.startswith("상대방이 중도금 지급 등 이행에 착수한 뒤에는 이 방식으로 해제할 수 없습니다(민법 제565조).")


def test_a_glossary_entry_the_question_names_may_answer_it():
    from holmes_orchestrator.domain.synthesis import legal_lead
    unrelated = {"law": "주택임대차보호법", "number": "제12조", "title": "미등기 전세에의 준용", "kind": "법률",
                 "body": "전세권 등기를 하지 않은 채전세(미등기 전세) 계약에도 이 법이 준용되며, 이때 전세금은 임대차 보증금으로 "
                         "본다. 따라서 등기 없는 전세 임차인도 전입신고와 확정일자로 대항력과 우선변제권을 얻을 수 있다."}
    trust = {"law": "부동산 용어집", "number": "신탁등기", "title": "신탁등기", "kind": "용어집",
             "body": "부동산 소유권을 신탁회사에 넘겨 관리하게 하는 등기. 신탁된 집은 신탁회사 동의 없이 임대차계약을 하면 "
                     "임차인이 보호받지 못할 수 있어 신탁원부를 확인해야 한다."}
    lead = legal_lead("신탁등기된집전세계약해도돼요", _legal(unrelated, trust))
    assert lead.startswith("신탁된 집은 신탁회사 동의 없이 임대차계약을 하면 임차인이 보호받지 못할 수 있어")


CHECKLIST = ToolResult(
    tool="contract_analysis", status="ok", quality=0.8, summary="전세 계약 전·당일에 확인할 9가지입니다.",
    output=output_for("contract_analysis", {"mode": "checklist",
          "checklist": ["[계약 전] **등기부등본 을구 — 근저당 채권최고액** — 근저당 채권최고액 합계 + 내 보증금이 시세의 "
                        "70~80%를 넘으면 위험합니다. (근거: 민법 제357조(근저당))",
                        "[잔금·입주 당일] **등기부 재확인, 전입신고·확정일자** — 잔금 직전에 등기부를 다시 떼어 새 근저당·압류가 "
                        "없는지 보고, 입주 당일 전입신고와 확정일자를 받습니다. (근거: 주택임대차보호법 제3조)"],
          "markdown": "**전세사기 예방 체크리스트**\n- [계약 전] 등기부등본"}))
RISK_STEPS = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="법령",
                       tools=["legal_search"]),
              PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                       task="위험", tools=["contract_analysis"], depends_on=["step-1"])]


def _risk_answer(query: str, legal: ToolResult) -> dict:
    return answer_for(query, [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[legal]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[CHECKLIST])], RISK_STEPS,
        intent="리스크분석")


def test_a_verdict_question_is_not_answered_by_the_checklist_for_every_contract():
    legal = _legal({"law": "부동산 용어집", "number": "신탁등기", "title": "신탁등기", "kind": "용어집",
                    "body": "신탁된 집은 신탁회사 동의 없이 임대차계약을 하면 임차인이 보호받지 못할 수 있다."})
    r = _risk_answer("신탁등기된 집 전세 계약해도 돼요?", legal)
    assert r["answer"].startswith("신탁된 집은 신탁회사 동의 없이")
    assert "전세사기 예방 체크리스트" in r["answer"]  # the checklist follows as a section


def test_the_checklist_item_on_the_matter_asked_may_answer_a_verdict_question():
    r = _risk_answer("잔금일에 등기부등본 다시 떼봐야 하나요?", _legal(REGISTRY_74))
    assert r["answer"].startswith("등기부 재확인, 전입신고·확정일자 — 잔금 직전에 등기부를 다시 떼어")
    assert "(주택임대차보호법 제3조)" in r["answer"].split("\n\n")[0]


def test_a_question_asking_for_the_checklist_is_answered_by_it():
    r = _risk_answer("전세 계약 전에 뭘 확인해야 돼요?", _legal(REGISTRY_74))
    assert r["answer"].startswith("전세 계약 전·당일에 확인할 9가지입니다.")


def test_when_the_finding_asked_for_needs_an_input_that_request_leads_once():
    review = ToolResult(tool="contract_review", status="empty",
                        summary="검토할 계약서 내용(조항 문장)을 질문에 붙여 넣어 주세요.")
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="법령",
                      tools=["legal_search"]),
             PlanStep(step_id="step-2", step_type="document", team="document", agent_name="document_team",
                      task="검토", tools=["contract_review"], depends_on=["step-1"])]
    r = answer_for("그럼 어떻게 고쳐달라고 해야 돼요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_legal(LEASE_3_3)]),
        TeamCompleted(team="document", step_ids=["step-2"], status="partial", results=[review])], steps,
        intent="계약서검토")
    assert r["answer"].startswith(review.summary)
    assert r["answer"].count("붙여 넣어 주세요") == 1


def test_any_plain_ending_is_spoken_politely():
    from holmes_orchestrator.domain.synthesis import _polite
    assert _polite("대항요건과 함께 갖추면 우선변제권이 생긴다.") == "대항요건과 함께 갖추면 우선변제권이 생깁니다"
    assert _polite("임차인이 통지하지 않은 경우도 같다.") == "임차인이 통지하지 않은 경우도 같습니다"



def test_a_sentence_two_articles_share_is_said_once_in_the_lead():
    from holmes_orchestrator.domain.synthesis import legal_lead
    same = "증액 청구는 약정한 보증금의 20분의 1(5%)을 넘지 못한다."
    lead = legal_lead("보증금 5% 넘게 올릴 수 있나요?", _legal({**ARTICLE_7, "body": same},
                                                            {**ARTICLE_7, "number": "제7조의2", "body": same}))
    assert lead.count("20분의 1") == 1


def test_the_evidence_starts_with_the_answers_article_and_does_not_restate_the_lead():
    r = answer_for("임차권등기명령 신청했는데 이사 가도 되나요?",
                   [TeamCompleted(team="search", step_ids=["step-1"], status="success",
                                  results=[_legal(REGISTRY_74, LEASE_3_3), MARKET])], _steps(False))
    answer = r["answer"]
    evidence = answer.split("### 근거 조문")[1].split("### 출처")[0]
    assert evidence.strip().startswith("**주택임대차보호법 제3조의3(임차권등기명령)**")
    assert answer.count("을구에 임차권등기가 기입된 것을 확인한 뒤에 이사") == 1  # said in the lead, not again


def test_a_what_is_question_leads_with_the_named_terms_definition_as_a_sentence():
    from holmes_orchestrator.domain.synthesis import legal_lead
    unrelated = {"law": "주택임대차보호법", "number": "제12조", "title": "미등기 전세에의 준용", "kind": "법률",
                 "body": "전세권 등기를 하지 않은 채전세(미등기 전세) 계약에도 이 법이 준용되며, 이때 전세금은 임대차 보증금으로 "
                         "본다. 따라서 등기 없는 전세 임차인도 전입신고와 확정일자로 대항력과 우선변제권을 얻을 수 있다."}
    trust = {"law": "부동산 용어집", "number": "신탁등기", "title": "신탁등기", "kind": "용어집",
             "body": "부동산 소유권을 신탁회사에 넘겨 관리하게 하는 등기. 신탁된 집은 신탁회사 동의 없이 임대차계약을 하면 "
                     "임차인이 보호받지 못할 수 있어 신탁원부를 확인해야 한다."}
    lead = legal_lead("신탁등기가 뭐예요?", _legal(unrelated, trust))
    assert lead.startswith("신탁등기는 부동산 소유권을 신탁회사에 넘겨 관리하게 하는 등기입니다(부동산 용어집 신탁등기).")


def test_the_everyday_word_a_glossary_entry_defines_finds_the_laws_word_and_a_likewise_sentence_keeps_its_antecedent():
    from holmes_orchestrator.domain.synthesis import legal_lead
    renewal = {"law": "주택임대차보호법", "number": "제6조", "title": "계약의 갱신", "kind": "법률",
               "body": "임대인이 기간 만료 6개월 전부터 2개월 전까지 갱신 거절 통지를 하지 않으면 같은 조건으로 다시 계약한 것으로 "
                       "본다(묵시적 갱신). 임차인이 만료 2개월 전까지 아무 통지를 하지 않은 경우도 같다."}
    tenant = {"law": "부동산 용어집", "number": "임차인", "title": "임차인", "kind": "용어집",
              "body": "세입자. 임대차계약에서 목적물을 빌려 쓰고 차임·보증금을 내는 사람."}
    lead = legal_lead("계약만료전에세입자는언제까지나간다고말해야돼요", _legal(renewal, tenant))
    assert lead == ("임대인이 기간 만료 6개월 전부터 2개월 전까지 갱신 거절 통지를 하지 않으면 같은 조건으로 다시 계약한 것으로 "
                    "봅니다(묵시적 갱신). 임차인이 만료 2개월 전까지 아무 통지를 하지 않은 경우도 같습니다(주택임대차보호법 제6조).")


def test_what_the_user_says_was_not_done_against_the_rule_is_the_verdict_said_first():
    from holmes_orchestrator.domain.synthesis import legal_lead
    explain = {"law": "공인중개사법", "number": "제25조", "title": "중개대상물의 확인·설명", "kind": "법률",
               "body": "중개가 완성되어 거래계약서를 쓸 때는 확인·설명서를 작성해 서명·날인한 뒤 거래당사자에게 주고 "
                       "3년간 보존해야 한다."}
    lead = legal_lead("중개사가 확인설명서를 안 주고 계약 진행했는데 문제 되나요?", _legal(explain))
    assert lead.startswith("말씀하신 경우는 확인설명서에 관해 법이 정한 의무를 지키지 않은 것입니다. 중개가 완성되어")
    # nothing said not done: the rule alone
    assert legal_lead("확인설명서는 언제 줘야 하나요?", _legal(explain)).startswith("중개가 완성되어")


def test_a_condition_the_users_situation_meets_is_not_called_a_requirement_they_failed():
    from holmes_orchestrator.domain.synthesis import legal_lead
    order = {"law": "주택임대차보호법", "number": "제3조의3", "title": "임차권등기명령", "kind": "법률",
             "body": "임대차가 끝났는데 보증금을 돌려받지 못한 임차인은 법원에 임차권등기명령을 신청할 수 있다. "
                     "그러므로 신청 직후가 아니라 을구에 임차권등기가 기입된 것을 확인한 뒤에 이사해야 하며, "
                     "그 전에 이사하면 대항력을 잃어 보증금을 돌려받지 못할 수 있다."}
    # the deposit not returned is what entitles the tenant to the order: nothing unmet to announce
    lead = legal_lead("집주인이 보증금을 안 돌려줘서 등기명령 신청했는데 바로 이사 나가도 되나요?", _legal(order))
    assert not lead.startswith("말씀하신 경우는")
    assert "을구에 임차권등기가 기입된 것을 확인한 뒤에 이사해야" in lead


def test_a_sanctioned_act_not_done_is_not_a_failed_requirement():
    from holmes_orchestrator.domain.synthesis import legal_lead
    fine = {"law": "부동산 거래신고 등에 관한 법률", "number": "제28조", "title": "과태료", "kind": "법률",
            "body": "실제 가격을 거짓으로 신고한 경우에는 취득가액의 100분의 10 이하의 과태료를 부과하며, "
                    "주택 임대차계약 신고를 하지 않은 경우에도 과태료 대상이다."}
    lead = legal_lead("임대차 신고 안 하면 과태료 나오나요?", _legal(fine))
    assert "요건을 갖추지 못한" not in lead
    assert "과태료" in lead.split("). ")[0]


def test_a_requirement_of_a_right_the_user_did_not_meet_is_still_said_first():
    from holmes_orchestrator.domain.synthesis import legal_lead
    priority = {"law": "주택임대차보호법", "number": "제3조의2", "title": "보증금의 회수", "kind": "법률",
                "body": "대항요건과 확정일자를 갖춘 경우에는 임차인은 경매 때 후순위권리자보다 우선하여 보증금을 변제받을 권리가 있다."}
    lead = legal_lead("확정일자를 안 받았는데 경매되면 보증금 먼저 받을 수 있나요?", _legal(priority))
    assert lead.startswith("말씀하신 경우는 확정일자에 관해 법이 정한 요건을 갖추지 못한 것입니다.")


def test_the_laws_words_the_search_put_for_everyday_ones_find_the_sentence_that_answers():
    from holmes_orchestrator.domain.synthesis import legal_lead
    renewal = {"law": "주택임대차보호법", "number": "제6조", "title": "계약의 갱신", "kind": "법률",
               "body": "임대인이 기간 만료 6개월 전부터 2개월 전까지 갱신 거절 통지를 하지 않으면 같은 조건으로 다시 "
                       "계약한 것으로 본다(묵시적 갱신). 다만 2기의 차임액에 이르도록 월세를 연체한 임차인에게는 인정되지 않는다."}
    arrears = {"law": "민법", "number": "제640조", "title": "차임연체와 해지", "kind": "법률",
               "body": "건물 임대차에서 임차인의 차임 연체액이 2기의 차임액에 달하면 임대인은 계약을 해지할 수 있다."}
    found = ToolResult(tool="legal_search", status="ok", summary="관련 조항 2건", quality=0.9,
                       output=output_for("legal_search", {"articles": [renewal, arrears],
                                                          "expansions": ["연체", "차임연체", "해지", "임대차기간"]}))
    # the user says 밀렸다 / 나가래요, the law says 연체 / 해지: the search's words for them decide the lead
    lead = legal_lead("월세를 석 달째 못 냈더니 집주인이 나가래요 당장 비워야 하나요?", found)
    assert lead.startswith("건물 임대차에서 임차인의 차임 연체액이 2기의 차임액에 달하면 임대인은 계약을 해지할 수 있습니다(민법 제640조)")


def test_a_sentence_about_a_party_the_question_never_brings_in_does_not_lead():
    from holmes_orchestrator.domain.synthesis import legal_lead
    demand = {"law": "주택임대차보호법", "number": "제6조의3", "title": "계약갱신 요구 등", "kind": "법률",
              "body": "임차인이 만료 6개월 전부터 2개월 전 사이에 갱신을 요구하면 임대인은 정당한 사유 없이 거절하지 못한다. "
                      "임차인이 갱신을 요구한 뒤에 집을 사서 임대인 지위를 승계한 매수인(양수인)도 갱신요구 기간 안이면 "
                      "자기 실거주를 이유로 갱신을 거절할 수 있다."}
    found = ToolResult(tool="legal_search", status="ok", summary="관련 조항 1건", quality=0.9,
                       output=output_for("legal_search", {"articles": [demand],
                                                          "expansions": ["실제 거주", "갱신 거절", "계약갱신 요구"]}))
    lead = legal_lead("집주인이 본인이 실거주한다며 갱신요구를 거절한대요 이거 거절 가능한가요?", found)
    assert lead.startswith("임차인이 만료 6개월 전부터 2개월 전 사이에 갱신을 요구하면")
    # the buyer who asks is answered by the buyer's rule
    bought = legal_lead("세입자 있는 집을 샀는데 잔금 전에 세입자가 갱신요구하면 제가 실거주로 거절 못하나요?", _legal(demand))
    assert "매수인(양수인)도 갱신요구 기간 안이면" in bought.split("). ")[0]


def test_a_lease_renewed_on_the_tenants_demand_is_not_answered_by_the_rule_for_one_renewed_by_silence():
    from holmes_orchestrator.domain.synthesis import legal_lead
    silent = {"law": "주택임대차보호법", "number": "제6조의2", "title": "묵시적 갱신의 경우 계약의 해지", "kind": "법률",
              "body": "제6조에 따라 묵시적으로 갱신된 경우 임차인은 언제든지 임대인에게 해지를 통지할 수 있다. "
                      "묵시적으로 갱신된 계약에서 임대인에게는 이런 중도 해지권이 없다. 임대인이 실거주를 이유로 들더라도 "
                      "묵시적으로 갱신된 계약을 기간 중에 해지할 수 없으므로, 임차인은 나가지 않고 갱신된 2년 동안 살 수 있다."}
    demand = {"law": "주택임대차보호법", "number": "제6조의3", "title": "계약갱신 요구 등", "kind": "법률",
              "body": "갱신요구권은 1회만 쓸 수 있다. 갱신요구권으로 갱신된 계약도 임차인은 언제든 해지 통지할 수 있고 "
                      "임대인이 통지를 받은 날부터 3개월 뒤 효력이 생긴다(제4항, 제6조의2 준용)."}
    lead = legal_lead("갱신요구해서 2년 더 살기로 했는데 1년 만에 중도에 나가도 되나요?", _legal(silent, demand))
    assert "묵시적" not in lead and lead.startswith("갱신요구권")
    # the tenant whose lease renewed itself is answered by its own rule
    lead = legal_lead("아무 연락 없이 자동 연장됐는데 중간에 해지할 수 있나요?", _legal(silent, demand))
    assert lead.split("). ")[0].count("묵시적") >= 1


def test_why_a_rule_exists_is_not_the_answer_of_what_to_do():
    from holmes_orchestrator.domain.synthesis import legal_lead
    disclose = {"law": "주택임대차보호법", "number": "제3조의7", "title": "임대인의 정보 제시 의무", "kind": "법률",
                "body": "임대인은 임대차계약을 맺을 때 임차인에게 선순위 임대차 정보와 납세증명서를 보여 주어야 한다. "
                        "체납 세금과 선순위 보증금을 미리 확인해 전세사기를 막으려는 취지다."}
    lead = legal_lead("선순위 보증금 얼마나 있는지 확인하려면 어떻게 해요?", _legal(disclose))
    assert lead == "임대인은 임대차계약을 맺을 때 임차인에게 선순위 임대차 정보와 납세증명서를 보여 주어야 합니다(주택임대차보호법 제3조의7)."


def test_the_matter_the_question_names_keeps_the_lead_from_a_checklist_line_about_the_kind_of_home():
    from holmes_orchestrator.domain.synthesis import _checklist_item, legal_lead
    trust = {"law": "부동산 용어집", "number": "신탁등기", "title": "신탁등기", "kind": "용어집",
             "body": "부동산 소유권을 신탁회사에 넘겨 관리하게 하는 등기. 신탁된 집은 신탁회사 동의 없이 임대차계약을 하면 "
                     "임차인이 보호받지 못할 수 있어 신탁원부를 확인해야 한다."}
    officetel = {"law": "부동산 용어집", "number": "오피스텔", "title": "오피스텔", "kind": "용어집",
                 "body": "업무를 주로 하되 일부 숙식을 할 수 있는 건축물. 주거용으로 쓰면 주택임대차보호법의 보호를 받는다."}
    ledger = _checklist_item("[계약 전] **건축물대장 — 용도·위반건축물** — 용도가 주택(또는 주거용 오피스텔)인지, "
                             "'위반건축물' 표시가 없는지 확인합니다. 위반건축물·근린생활시설은 전세대출과 HUG 반환보증이 "
                             "거절될 수 있습니다. (근거: 건축법 제38조(건축물대장), 세움터 열람)")
    owner = _checklist_item("[계약 전] **등기부등본 갑구 — 소유자·신탁·압류** — 계약하는 사람이 등기상 소유자인지, "
                            "신탁등기(신탁회사 동의 없으면 임대 권한 없음)나 가압류·압류·경매개시결정이 있는지 확인합니다. "
                            "(근거: 부동산등기법 제48조(등기사항), 인터넷등기소 열람)")
    unregistered = {"law": "주택임대차보호법", "number": "제12조", "title": "미등기 전세에의 준용", "kind": "법률",
                    "body": "전세권 등기를 하지 않은 채전세 계약에도 이 법이 준용되며, 이때 전세금은 임대차 보증금으로 본다."}
    scope = {"law": "주택임대차보호법", "number": "제2조", "title": "적용 범위", "kind": "법률",
             "body": "주거용인지는 건축물대장상 용도가 아니라 실제 사용 현황으로 판단하므로 주거용으로 쓰는 오피스텔도 대상이 될 수 있다."}
    lead = legal_lead("신탁등기 된 오피스텔 전세 계약해도 될까요?", _legal(trust, unregistered, scope, officetel),
                      extra=[ledger, owner])
    assert "신탁" in lead.split("). ")[0]


def test_a_risk_analysis_of_the_users_figures_cites_its_articles_before_the_search_hits():
    law = lambda name: Source(kind="law", title=name, ref=name)  # noqa: E731
    legal = ToolResult(tool="legal_search", status="ok", summary="관련 조항 3건", quality=0.9,
                       output=output_for("legal_search", {"articles": [REGISTRY_74]}),
                       sources=[law("부동산등기법 제74조"), law("부동산등기법 제75조"), law("민법 제356조")])
    risk = ToolResult(tool="contract_analysis", status="ok", quality=0.9,
                      summary="보증금 2억원은 주택 가격 4억원의 50.0%(전세가율)이고, 부채비율은 95.0%로 위험도는 '위험'입니다.",
                      output=output_for("contract_analysis", {"risk_level": "위험"}),
                      sources=[Source(kind="analysis", title="전세 위험도 분석"), law("주택임대차보호법 제3조의2")])
    r = answer_for("근저당 1억8천 매매 4억 집 전세 2억 괜찮아요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[legal]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[risk])], RISK_STEPS,
        intent="리스크분석")
    laws = [s["title"] for s in r["structured_data"]["sources"] if s["kind"] == "law"]
    assert laws[0] == "주택임대차보호법 제3조의2"
    # a checklist for any contract cites nothing of the user's: the search hits keep the lead
    r = _risk_answer("잔금일에 등기부등본 다시 떼봐야 하나요?", ToolResult(
        tool="legal_search", status="ok", summary="1건", quality=0.9,
        output=output_for("legal_search", {"articles": [REGISTRY_74]}),
        sources=[law("부동산등기법 제74조")]))
    assert [s["title"] for s in r["structured_data"]["sources"] if s["kind"] == "law"][0] == "부동산등기법 제74조"


def test_a_how_many_in_a_unit_of_letters_or_symbols_leads_with_a_number_of_that_unit():
    from holmes_orchestrator.domain.synthesis import legal_lead
    noise = {"law": "공동주택 층간소음의 범위와 기준에 관한 규칙", "number": "제3조", "title": "층간소음의 기준", "kind": "법률",
             "body": "층간소음 기준은 주간(06시~22시)과 야간(22시~06시)으로 나누어 정한다. 직접충격 소음은 1분간 "
                     "등가소음도가 주간 39dB(A), 야간 34dB(A)이고 최고소음도가 주간 57dB(A), 야간 52dB(A)이다."}
    # '데시벨' spelled out and 'dB' in letters are the same unit the rule writes as 'dB(A)'
    for q in ("밤에 아랫집 쿵쿵 소리, 몇 데시벨을 넘어야 기준 위반인가요?", "새벽 발소리 몇dB 이상이면 신고 대상이야?"):
        assert "34dB(A)" in legal_lead(q, _legal(noise)).split("). ")[0], q
    fee = {"law": "공인중개사법 시행규칙", "number": "제20조", "title": "중개보수 및 실비의 한도 등", "kind": "법률",
           "body": "주택의 중개보수는 시·도 조례로 정한다. 주택 외 중개대상물의 중개보수는 거래금액의 0.9% 이내에서 "
                   "중개의뢰인과 개업공인중개사가 협의하여 정한다."}
    assert "0.9%" in legal_lead("상가 중개수수료는 최대 몇 퍼센트까지 받을 수 있나요?", _legal(fee)).split("). ")[0]


def test_a_where_question_leads_with_the_sentence_naming_the_body_it_goes_to():
    from holmes_orchestrator.domain.synthesis import legal_lead
    dispute = {"law": "민간임대주택에 관한 특별법", "number": "제56조", "title": "분쟁의 조정신청", "kind": "법률",
               "body": "임대료 증액이나 관리비에 관한 분쟁은 당사자 사이의 협의로 해결하는 것이 원칙이다. "
                       "협의가 안 되면 임대사업자나 임차인은 시·군·구에 두는 임대주택분쟁조정위원회에 조정을 신청할 수 있다."}
    lead = legal_lead("임대료 올리는 문제로 다투는데 조정은 어느 기관에 신청하나요?", _legal(dispute))
    assert lead.startswith("협의가 안 되면") and "임대주택분쟁조정위원회에" in lead.split("). ")[0]
    # 'how far' is no place: the same rule is not picked for naming a body
    assert _legal_where_is_not_extent()


def _legal_where_is_not_extent() -> bool:
    from holmes_orchestrator.domain.synthesis import _ASKS_WHERE
    return not _ASKS_WHERE.search("보증금 어디까지 보호받아요?") and bool(_ASKS_WHERE.search("어디서 신청해?"))


def test_a_how_many_years_question_leads_with_the_period_of_the_kind_named_even_from_a_lower_ranked_decree():
    from holmes_orchestrator.domain.synthesis import legal_lead
    repair = {"law": "공동주택관리법", "number": "제37조", "title": "하자보수 등", "kind": "법률",
              "body": "사업주체는 담보책임기간 안에 입주자가 하자보수를 청구하면 보수해야 한다. 사업주체는 청구를 받은 날부터 "
                      "15일 이내에 하자를 보수하거나 보수계획을 알려야 한다."}
    periods = {"law": "공동주택관리법 시행령", "number": "제36조", "title": "담보책임기간", "kind": "시행령",
               "body": "내력구조부별 하자의 담보책임기간은 10년이다. 마감공사(도배·타일공사 등)의 하자담보책임기간은 2년이다. "
                       "창호공사(창문틀·문짝·유리)의 하자담보책임기간은 3년이다. 지붕공사, 방수공사의 하자담보책임기간은 5년이다."}
    # '15일' is a period, but no number of years; the decree's sentence for the work named answers
    lead = legal_lead("욕실 벽 타일이 떨어지는데 하자보수 몇 년까지 해줘요?", _legal(repair, repair | {"number": "제38조"}, periods))
    assert lead.startswith("마감공사(도배·타일공사 등)의 하자담보책임기간은 2년입니다")
    lead = legal_lead("옥상 방수층에서 물이 새면 건설사가 몇 년간 책임져요?", _legal(repair, periods))
    assert lead.startswith("지붕공사, 방수공사의 하자담보책임기간은 5년입니다")
    assert "3년" not in lead  # one answer: another kind's period does not join it


def test_a_where_question_is_not_answered_by_a_body_for_a_registered_landlords_tenants():
    from holmes_orchestrator.domain.synthesis import legal_lead
    defects = {"law": "공동주택관리법", "number": "제39조", "title": "하자심사·분쟁조정위원회의 설치 등", "kind": "법률",
               "body": "하자담보책임과 하자보수 등에 관한 사무를 심사·조정하기 위해 국토교통부에 하자심사·분쟁조정위원회를 둔다."}
    rental = {"law": "민간임대주택에 관한 특별법", "number": "제56조", "title": "분쟁의 조정신청", "kind": "법률",
              "body": "임대사업자나 임차인은 임대료 증액, 하자보수, 관리비 등에 관한 분쟁이 생기면 임대주택분쟁조정위원회에 "
                      "조정을 신청할 수 있다."}
    noise = {"law": "공동주택관리법", "number": "제20조", "title": "층간소음의 방지 등", "kind": "법률",
             "body": "층간소음 피해를 입은 입주자는 관리주체에게 사실을 알릴 수 있다. 그래도 해결되지 않으면 공동주택관리 "
                     "분쟁조정위원회나 환경분쟁조정위원회에 조정을 신청할 수 있다."}
    for found in ((defects, rental), (defects, noise, rental)):  # a body for another matter (noise) does not answer
        lead = legal_lead("새로 산 아파트 누수 하자로 건설사랑 다투는데 조정은 어디서 받아요?", _legal(*found))
        assert "하자심사·분쟁조정위원회" in lead.split("). ")[0]
    # a tenant of a registered landlord is that case: the rental body is the answer
    lead = legal_lead("임대사업자 집 세입자인데 하자보수 분쟁 조정은 어디에 신청해요?", _legal(defects, rental))
    assert lead.startswith("임대사업자나 임차인은")


def test_an_english_open_question_gets_the_figure_the_korean_rule_states():
    # "What's the shortest term …?" is answered by a period, not a yes or a no
    from holmes_orchestrator.domain.synthesis import english_lead
    korean = "기간을 정하지 않았거나 2년보다 짧게 정한 주택 임대차는 기간을 2년으로 봅니다(주택임대차보호법 제4조)."
    assert english_lead([LEGAL], [], "What is the shortest term a flat's lease can have?", korean) \
        .startswith("2 years. ")
    assert english_lead([LEGAL], [], "How long do I have to report it?", "계약일부터 30일 안에 신고해야 합니다.") \
        .startswith("30 days. ")
    # a figure no open question asked is no lead of its own
    assert english_lead([LEGAL], [], "Is my lease two years?", korean) == "The answer, in Korean:"


def test_an_english_can_question_gets_the_korean_rules_can_or_cannot():
    from holmes_orchestrator.domain.synthesis import english_lead
    cannot = "1년으로 계약했더라도 임대인은 1년 만에 나가라고 할 수 없고, 임차인은 원하면 2년까지 살 수 있습니다."
    assert english_lead([LEGAL], [], "The owner is selling. Could he end my lease after a year?", cannot) \
        .startswith("No. ")
    can = "보증금을 못 받았다면 임차권등기명령을 신청할 수 있습니다(주택임대차보호법 제3조의3)."
    assert english_lead([LEGAL], [], "Can I register my lease on my own?", can).startswith("Yes. ")
    # what a condition says is not the verdict: "돌려주지 못해도 …받을 수 있습니다" is a yes
    despite = "집주인이 돌려주지 못해도 경매에서 먼저 받을 수 있습니다."
    assert english_lead([LEGAL], [], "Can I still get paid first at auction?", despite).startswith("Yes. ")
    # a question that is no "can" keeps the plain lead
    assert english_lead([LEGAL], [], "Is that notice valid?", cannot) == "The answer, in Korean:"


def test_a_how_much_question_gets_the_calculators_figure_without_its_yes():
    from holmes_orchestrator.domain.synthesis import _lead
    delay = ToolResult(tool="deposit_delay_interest", status="ok", quality=1.0,
                       summary="네, 집을 비워 주었는데도 보증금을 돌려받지 못하면 연 5%의 지연이자를 청구할 수 있어(민법 제379조), "
                               "보증금 2억원이면 1년에 1,000만원입니다.")
    how_much = PlanReady(query="보증금 2억 아직 못 받았는데 지연이자 얼마나 붙어요?", intent="법률상담", confidence=0.9)
    assert _lead(how_much, [delay], []).startswith("집을 비워 주었는데도")
    can_i = PlanReady(query="보증금 2억 못 받았는데 지연이자 청구할 수 있나요?", intent="법률상담", confidence=0.9)
    assert _lead(can_i, [delay], []).startswith("네, 집을 비워")


def test_a_can_that_describes_a_thing_is_no_yes():
    from holmes_orchestrator.domain.synthesis import english_lead
    # the Korean lead defines the right ("…입주할 수 있는 권리입니다"): no "Yes." to "Can I resell it now?"
    korean = "분양권은 청약 당첨으로 공급계약을 맺어 완공 후 입주할 수 있는 권리입니다(부동산 용어집 분양권)."
    assert not english_lead([LEGAL], [], "Can I resell my pre-sale right right away?", korean).startswith("Yes")
    # nor does the can of an exception ("…부득이한 경우에는 예외적으로 전매할 수 있습니다"): the rule is a cannot
    exception = "전매제한기간은 지역별로 다르며, 해외 이주·상속 등 부득이한 경우에는 예외적으로 전매할 수 있습니다(주택법 제64조)."
    assert not english_lead([LEGAL], [], "Can I resell the right to buy it now?", exception).startswith("Yes")
    # the rule's own can still answers
    assert english_lead([LEGAL], [], "Can I register the lease on my own?",
                        "임차인은 임대인의 협조 없이 임차권등기명령을 신청할 수 있습니다.").startswith("Yes")


def test_an_english_ask_for_the_cap_gets_the_cap_first_when_the_users_own_figure_is_missing():
    from holmes_orchestrator.domain.synthesis import english_lead

    korean = "정확히 계산하려면 — 지금 계약의 보증금(또는 월세)을 알려 주세요 — 5% 증액 한도를 원 단위로 계산해 드립니다."
    missing = ToolResult(tool="rent_increase_cap", status="empty", summary=korean)
    lead = english_lead([], [missing], "How much can my landlord raise the rent when I renew?", korean)
    assert lead.startswith("5%. One figure of yours is missing")
    assert english_lead([], [missing], "Is my rent raise legal?", korean).startswith("One figure is missing")
