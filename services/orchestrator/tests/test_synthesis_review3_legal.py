"""Legal leads of the second expert review's G11, G14 and G15, chosen from the real law corpus.

Each test hands legal_lead the articles the running system's search returned (in its order) for a
paraphrase of the reviewer's question, and checks what the user reads first."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from holmes_orchestrator.domain.synthesis import asks_verdict, legal_lead

# the corpus readers of the first review's tests (one place for reading the corpus JSON)
_spec = importlib.util.spec_from_file_location(
    "expert_legal", Path(__file__).with_name("test_synthesis_expert_legal.py"))
_helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_helpers)
ARTICLES, _found = _helpers.ARTICLES, _helpers._found

FRAUD = "전세사기피해자 지원 및 주거안정에 관한 특별법"
GLOSSARY = "부동산 용어집"


def _first(lead: str) -> str:
    return lead.split("). ")[0]


# --- G14: 전세사기 ----------------------------------------------------------------------------

def test_the_fraud_victim_requirements_are_the_four_of_article_3():
    """G14 (Q25): what it takes to be recognised as a victim is 제3조's list, not how to apply (제12조)."""
    found = _found((FRAUD, "제3조"), (FRAUD, "제12조"), (FRAUD, "제6조"), (FRAUD, "제2조"),
                   (GLOSSARY, "전세사기피해자"), expansions=("요건", "전세사기피해자"))
    lead = legal_lead("전세사기 피해자 결정 받으려면 어떤 조건을 갖춰야 해?", found)
    first = _first(lead)
    assert first.startswith("전세사기피해자로 결정(인정)받으려면")
    assert "대항력" in first and "확정일자" in first and "임차권등기" in first
    assert "5억원 이하" in first and "2억원 범위" in first
    assert "여러 임차인" in first and "돌려주지 않을 의도" in first
    assert lead.rstrip().endswith(f"({FRAUD} 제3조).")


def test_suspecting_fraud_is_answered_with_the_first_steps():
    """G14 (Q62): keep 대항력 (no 전출), check the register, 임차권등기명령, the 전세피해지원센터
    (☎1533-8119), apply to the 시·도, claim on the 반환보증 — not how the ministry decides (제14조)."""
    found = _found((FRAUD, "제12조"), (FRAUD, "제2조"), (FRAUD, "제6조"), (GLOSSARY, "전세사기"),
                   (FRAUD, "제3조"), expansions=("전세사기", "먼저 할 일", "임차권등기명령", "전세피해지원센터"))
    lead = legal_lead("아무래도 전세 사기 당한 듯한데 제일 먼저 뭘 해야 하죠", found)
    first = _first(lead)
    assert first.startswith("전세사기를 당한 것 같으면 먼저 할 일은")
    for step in ("전출하지 말고", "등기부등본", "임차권등기명령", "1533-8119", "시·도", "보증이행 청구"):
        assert step in lead, step
    assert "30일 이내" not in first  # 제14조's decision period is not a first step


# --- G11: 매매계약 practice ---------------------------------------------------------------------

def test_a_holding_deposit_after_the_terms_were_agreed_is_not_returned():
    """G11 (Q42): 계약금 액수 and the like agreed -> the contract stands; the 가계약금 is not returned and
    the 해약금 is reckoned on the agreed 계약금 (대법원 2014다231378)."""
    found = _found((GLOSSARY, "가계약금"), ("민법", "제565조"), (GLOSSARY, "계약금"))
    lead = legal_lead("가계약금 300만원 넣고 계약금 3천, 잔금일까지 정했는데 계약 안 하면 그 돈 돌려받나요?", found)
    first = _first(lead)
    assert "돌려받을 수 없습니다" in first and "계약은 성립" in first
    assert not first.startswith("목적물·금액·잔금일 등 계약의 주요 내용이 합의되지 않았다면")
    body = ARTICLES[(GLOSSARY, "가계약금")]["body"]
    assert "약정한 계약금" in body and "2014다231378" in body and "2015. 4. 23." in body


def test_no_terms_agreed_still_gets_the_money_back():
    """The other case stays right: nothing but the house was talked about -> no contract, money back."""
    found = _found((GLOSSARY, "가계약금"), ("민법", "제565조"), (GLOSSARY, "계약금"))
    lead = legal_lead("집만 보고 가계약금 보냈는데 아직 금액이나 날짜는 아무것도 안 정했어요. 돌려받을 수 있나요?", found)
    assert "전액을 돌려받을 수 있습니다" in _first(lead)


def test_a_seller_withholding_the_transfer_papers_gets_the_remedies():
    """G11 (Q43): 동시이행 (제536조) — tender the balance, set a period, then 해제 (제544조) with damages or the
    agreed penalty (제551조·제398조), or sue for the transfer — not the 60-day registration duty."""
    found = _found(("부동산등기 특별조치법", "제2조"), ("민법", "제544조"), ("민법", "제536조"),
                   (GLOSSARY, "소유권이전등기"), ("부동산등기 특별조치법", "제11조"),
                   expansions=("매도인", "소유권이전등기 서류", "동시이행", "이행지체", "해제"))
    lead = legal_lead("잔금 치르는 날 파는 사람이 이전등기 서류를 안 넘겨주면 어쩌죠?", found)
    first = _first(lead)
    assert "해제" in first and "최고" in first and "이행을 제공" in first
    assert "손해배상" in lead and "제551조·제398조" in lead and "소송" in lead
    assert "60일" not in first


def test_the_new_tenants_broker_is_paid_by_the_landlord_by_law():
    """G11 (Q93): by law the client (the landlord of the new lease) pays (공인중개사법 제32조); the leaving
    tenant paying is an agreed practice."""
    found = _found(("주택임대차보호법", "제6조의2"), ("민법", "제636조"), ("주택임대차보호법", "제6조의3"),
                   expansions=("임차인", "중개보수", "한도"))
    lead = legal_lead("계약 중간에 나가는데 다음 세입자 복비를 제가 부담해야 하나요?", found)
    first = _first(lead)
    assert "새 계약의 임대인이 부담해야 하고" in first and "공인중개사법 제32조" in first
    assert "합의했을 때뿐입니다" in first


# --- G15: boilerplate answers -----------------------------------------------------------------

def test_what_to_look_at_in_the_register_is_the_owner_and_the_mortgages():
    """G15 (Q48): 갑구 — owner, 신탁·압류·가처분·경매개시; 을구 — 채권최고액, 전세권·임차권등기."""
    found = _found(("부동산등기법", "제19조"), (GLOSSARY, "등기부등본"), ("부동산등기법", "제75조"),
                   (GLOSSARY, "근저당권"), ("부동산등기법", "제15조"), expansions=("등기사항증명서", "등기부"))
    query = "등기부등본 떼면 갑구랑 을구에서 뭘 확인해야 돼?"
    assert not asks_verdict(query)  # 'what to check' is no yes/no question
    first = _first(legal_lead(query, found))
    assert first.startswith("계약 전에 갑구와 을구에서 확인할 것은")
    for point in ("소유자", "신탁등기", "압류", "가처분", "경매개시결정", "채권최고액", "임차권등기"):
        assert point in first, point


def test_the_owner_bears_the_long_term_repair_reserve():
    """G15 (Q94): of the 관리비 the owner bears the 장기수선충당금 (공동주택관리법 제30조, 시행령 제31조)."""
    found = _found(("공동주택관리법", "제30조"), ("공동주택관리법", "제23조"), (GLOSSARY, "관리비"))
    lead = legal_lead("아파트 관리비 항목 중 세입자 말고 집주인 몫은 어떤 거예요?", found)
    assert "장기수선충당금" in _first(lead) and "공동주택관리법 제30조" in _first(lead)
    assert "시행령 제31조" in ARTICLES[("공동주택관리법", "제30조")]["body"]


def test_a_remedy_for_a_thing_not_done_is_not_called_an_unmet_requirement():
    """'서류 안 주면' is met by the rule's own condition ('서류를 안 주면'), not failed: no '요건을 갖추지 못한' opener."""
    found = _found(("민법", "제536조"), ("민법", "제544조"), ("부동산등기 특별조치법", "제2조"),
                   expansions=("매도인", "소유권이전등기 서류", "동시이행", "이행지체", "해제"))
    lead = legal_lead("잔금 날 매도인이 등기 서류 안 주면 어떡해요?", found)
    assert not lead.startswith("말씀하신 경우는")
    assert "해제" in _first(lead)


# --- F44 (first review): evidence next to a calculator's figure ---------------------------------

def test_a_fee_figure_is_not_shown_with_articles_it_does_not_rest_on():
    """F44: next to a 중개보수 figure, '중개사무소등록증 등의 게시' and '중개대상물의 확인·설명' say nothing of
    the fee; the article on 중개보수 (제32조) and the calculator's own table stay."""
    from holmes_contracts import PlanStep, Source, TeamCompleted, ToolResult
    from holmes_contracts.tools.outputs import output_for

    spec = importlib.util.spec_from_file_location(
        "answer_first", Path(__file__).with_name("test_synthesis_answer_first.py"))
    answer_first = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(answer_first)
    realtors = "공인중개사법"
    legal = _found((realtors, "제17조"), (realtors, "제25조"), (realtors, "제32조"))
    legal = legal.model_copy(update={"sources": [Source(kind="law", title=f"{realtors} {n}", ref=f"{realtors} {n}")
                                                 for n in ("제17조", "제25조", "제32조")]})
    fee = ToolResult(tool="brokerage_fee", status="ok", quality=1.0,
                     summary="매매가 8억원의 중개보수 상한은 320만원입니다(부가가치세 별도, 상한요율 0.4%).",
                     output=output_for("brokerage_fee", {"calculations": ["중개보수 상한 = 8억원 × 0.4% = 320만원"]}),
                     sources=[Source(kind="analysis", title="중개보수 계산 — 2021-10-19 시행 기준"),
                              Source(kind="law", title="공인중개사법 시행규칙 제20조")])
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="법령",
                      tools=["legal_search"]),
             PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                      task="중개보수", tools=["brokerage_fee"], depends_on=["step-1"])]
    answer = answer_first.answer_for("8억 집 사는데 부동산 복비 최대 얼마까지 줘야 돼요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[legal]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[fee])], steps)["answer"]
    assert answer.startswith("매매가 8억원의 중개보수 상한은 320만원입니다")
    assert "제17조" not in answer and "제25조" not in answer
    assert f"{realtors} 제32조" in answer and "공인중개사법 시행규칙 제20조" in answer


# --- F14 (first review): a region with no market data -------------------------------------------

def test_a_region_without_data_says_so_first_and_where_to_look():
    """F14: nothing was found for 부산 — the first sentence says the data have no such region and names
    rt.molit.go.kr and R-ONE, once; not a bare '찾지 못했습니다'."""
    from holmes_contracts import PlanStep, TeamCompleted, ToolResult

    spec = importlib.util.spec_from_file_location(
        "answer_first", Path(__file__).with_name("test_synthesis_answer_first.py"))
    answer_first = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(answer_first)
    hint = ("대구광역시 아파트 거래 데이터가 없습니다. 이 서비스의 거래 데이터에는 이 지역이 없으니, 국토교통부 실거래가 "
            "공개시스템(rt.molit.go.kr)이나 한국부동산원 부동산통계(R-ONE)에서 확인하세요.")
    market = ToolResult(tool="market_data", status="empty", summary=hint)
    listings = ToolResult(tool="real_estate_search", status="empty",
                          summary="조건에 맞는 대구광역시 아파트 매매 매물이 없습니다. 가격·면적 조건을 넓혀 보세요.")
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="시세",
                      tools=["market_data", "real_estate_search"])]
    found = [TeamCompleted(team="search", step_ids=["step-1"], attempt=n, status="success", results=[market, listings])
             for n in (1, 2)]  # the orchestrator searches once more with wider conditions: still no such region
    answer = answer_first.answer_for("대구 수성구 아파트 요즘 얼마 해요?", found, steps, intent="시세조회")["answer"]
    assert answer.startswith("대구광역시 아파트 거래 데이터가 없습니다.")
    assert answer.count("rt.molit.go.kr") == 1
    assert "요청하신 정보를 찾지 못했습니다" not in answer


def test_a_suspicion_of_fraud_asked_how_to_act_gets_the_steps_too():
    """G14, said another way ('같은데 어떻게 해야'): the steps lead, not the committee (제6조)."""
    found = _found((FRAUD, "제6조"), (FRAUD, "제12조"), (GLOSSARY, "전세사기"), (FRAUD, "제2조"),
                   expansions=("전세사기", "먼저 할 일", "임차권등기명령", "전세피해지원센터"))
    lead = legal_lead("전세 사기 같은데 어떻게 해야 하나요", found)
    assert lead.startswith("전세사기를 당한 것 같으면 먼저 할 일은") and "1533-8119" in lead


def test_who_pays_the_broker_when_leaving_early_is_the_landlord_by_law():
    """G11 (Q93) without the word 중도해지: '끝나기 전에 나가면 복비 누가 내요' — the same answer."""
    query = "계약 끝나기 전에 나가면 복비 누가 내요?"
    # the search's thesaurus reads '끝나기 전' as 중도해지 and '복비' as 중개보수 (search service tests)
    found = _found(("공인중개사법", "제32조"), ("민법", "제636조"), expansions=("중도해지", "해지", "중개보수", "한도"))
    first = _first(legal_lead(query, found))
    assert "임대인" in first and "합의" in first and "제32조" in first
