"""Second expert review, G02/G05: the user's figures reach the calculators with the meaning they had;
G16: a loan answer about no product carries no product list."""
from __future__ import annotations

import sys
from pathlib import Path

from holmes_contracts import PlanStep, TeamCompleted, ToolResult
from holmes_contracts.tools.outputs import output_for

sys.path.insert(0, str(Path(__file__).parent))
from test_calc_params import params  # noqa: E402
from test_synthesis_answer_first import answer_for  # noqa: E402


def test_g02_a_rent_paid_now_travels_with_the_lowered_deposit_a_proposed_one_does_not():
    p = params("보증금 5천에 월세 50인데 보증금을 3천으로 낮추면 월세 얼마까지 올릴 수 있어?", "rent_conversion")
    assert p == {"deposit": 5000, "new_deposit": 3000, "monthly_rent": 50}
    # the rent named after the new deposit is the landlord's proposal, not a rent to add to
    p = params("보증금 3억에서 2억으로 낮추고 월세 50 받으면 월세 상한 넘어요?", "rent_conversion")
    assert p == {"deposit": 30000, "new_deposit": 20000}


# --- G16 (Q30): a payment on a loan the user named is answered without a product list under it ----

_PRODUCTS = ToolResult(tool="loan_data", status="ok", quality=1.0,
                       summary="조건에 맞는 대출 상품 53개. 금리 낮은 순: 1) 청년전용 보증부월세대출(정책) 연 0~1.3%",
                       output=output_for("loan_data", {"products": []}))
_PAYMENT = ToolResult(tool="loan_simulator", status="ok", quality=1.0,
                      summary="대출 3억원을 연 4.5%·20년 원리금균등으로 갚으면 매달 189만 7,948원을 냅니다.",
                      output=output_for("loan_simulator", {"loan_purpose": "사용자 지정 대출",
                                                           "calculations": ["입력 — 대출 원금: 3억원 (사용자 입력)"]}))
_STEPS = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="대출 상품 검색",
                   tools=["loan_data"]),
          PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                   task="대출 한도·상환액 계산", tools=["loan_simulator"], depends_on=["step-1"])]


def _loan_answer(query: str) -> str:
    return answer_for(query, [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_PRODUCTS]),
                              TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[_PAYMENT])],
                      _STEPS, intent="대출상담", keywords=("대출",))["answer"]


def test_g16_the_payment_on_a_named_loan_is_not_followed_by_a_list_of_unrelated_products():
    a = _loan_answer("주담대 3억 20년 4.5%로 받으면 매달 얼마씩 갚아요?")
    assert a.startswith("대출 3억원을 연 4.5%·20년 원리금균등으로 갚으면 매달 189만 7,948원")
    assert "보증부월세" not in a and "상품 53개" not in a
    # the workings of a payment are titled as what they are, not as a loan limit
    assert "### 계산 과정 — 대출 한도·상환액 계산" in a


def test_g16_products_asked_beside_the_payment_are_still_listed():
    a = _loan_answer("대출 3억 20년 4.5%면 월 얼마고 어느 은행 상품이 좋아요?")
    assert a.startswith("대출 3억원을") and "상품 53개" in a


# --- review 3, H05: whether a named policy loan fits is answered by its conditions, not by a bank LTV
# computed for a place the user never named ---------------------------------------------------------

_NAMED = ToolResult(tool="loan_data", status="ok", quality=1.0,
                    summary="내집마련 디딤돌대출의 조건(기준일 2025-10-01)은 무주택 세대주, 주택가격 5억원 이하(신혼·2자녀 이상 "
                            "6억원)이며, 금리 연 2.85~4.15%입니다(주택도시기금).",
                    output=output_for("loan_data", {"products": []}))
_LTV = ToolResult(tool="loan_simulator", status="ok", quality=1.0,
                  summary="LTV 기준 최대 2억 2,000만원까지 빌릴 수 있습니다 — 10·15 대책 적용.",
                  output=output_for("loan_simulator", {"loan_purpose": "주택 구입",
                                                       "calculations": ["입력 — 지역 규제: 규제지역 (기본값)"]}))


def _named_answer(query: str, intent: str = "대출상담") -> str:
    return answer_for(query, [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_NAMED]),
                              TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[_LTV])],
                      _STEPS, intent=intent, keywords=("디딤돌",))["answer"]


def test_a_named_policy_loan_asked_whether_it_fits_leads_with_its_conditions():
    assert _named_answer("결혼 1년차인데 5억 5천 빌라 사는데 디딤돌 신청 가능해요?").startswith("내집마련 디딤돌대출의 조건")
    # how much is asked: the computed figure still leads
    assert _named_answer("결혼 1년차인데 5억 5천 빌라 디딤돌로 얼마 나와요?").startswith("LTV 기준 최대")
    # read as a compound question (a house and a loan), the loan part leads the same way
    assert _named_answer("결혼 1년차인데 5억 5천 빌라 디딤돌로 살 수 있어요?", "종합분석").startswith("내집마련 디딤돌대출의 조건")


def test_a_figure_computed_on_the_named_products_own_limit_still_leads():
    on_product = ToolResult(tool="loan_simulator", status="ok", quality=1.0,
                            summary="최대 대출 가능액은 2억 5,000만원(내집마련 디딤돌대출 상품 한도 기준)입니다.",
                            output=output_for("loan_simulator", {"loan_purpose": "주택 구입", "product": "내집마련 디딤돌대출"}))
    a = answer_for("연봉 5천 무주택인데 4억 집 디딤돌 가능할까요?",
                   [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_NAMED]),
                    TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[on_product])],
                   _STEPS, intent="대출상담", keywords=("디딤돌",))["answer"]
    assert a.startswith("최대 대출 가능액은 2억 5,000만원")


# --- review 11 (Y038): whether he qualifies for a named policy loan is answered by the products judged on his facts

_JUDGED = ToolResult(tool="policy_matcher", status="ok", quality=1.0,
                     summary="신생아 특례 디딤돌대출: 확인 필요 — 말씀하신 연소득 1억 5,000만원 ≤ 한도 2억원, 무주택 요건 충족은 맞고, "
                             "주택가격 확인 필요 (상품 한도 9억원)만 남았습니다.",
                     output=output_for("policy_matcher", {"matches": []}))


def _eligibility_answer(query: str) -> str:
    steps = [*_STEPS[:1], PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                                   task="대출 자격 판단", tools=["loan_simulator", "policy_matcher"], depends_on=["step-1"])]
    named = _PRODUCTS.model_copy(update={"summary": "신생아 특례 디딤돌대출의 조건(기준일 2025-10-01)은 …"})
    sim = _PAYMENT.model_copy(update={"summary": "연소득 1억 5,000만원에 DSR 40%이면 … 최대 10억 4,730만원입니다.",
                                      "output": output_for("loan_simulator", {})})
    return answer_for(query, [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[named]),
                              TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[sim, _JUDGED])],
                      steps, intent="대출상담", keywords=("대출",))["answer"]


def test_whether_he_qualifies_is_led_by_the_products_judged_on_his_facts():
    a = _eligibility_answer("신생아 특례대출 적용 가능 여부 판단해줘. 부부합산 연소득 1억 5천, 작년 12월 출산, 무주택이에요")
    assert a.startswith("신생아 특례 디딤돌대출: 확인 필요 — 말씀하신 연소득"), a[:120]
    # "…돼요?" asks the same whether (expert review 13, W055)
    assert _eligibility_answer("부부합산 1억 5천, 작년에 애 낳았고 무주택인데 신생아 특례 돼요?").startswith("신생아 특례 디딤돌대출: 확인 필요")
    # how much he could borrow is still led by the figure
    assert _eligibility_answer("신생아 특례대출 연소득 1억 5천이면 최대 얼마까지 돼요?").startswith("연소득 1억 5,000만원에 DSR")


# --- issue 9: a judgement asked with no place gets a triage, not a bare "어느 지역?" --------------------------------

def test_a_vague_buying_question_gets_what_it_rests_on_and_the_inputs_asked_once():
    ask = ToolResult(tool="market_data", status="empty",
                     summary="어느 지역의 시세를 볼까요? 지역을 알려 주세요. 예: 강남구, 분당구, 역삼동")
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="시세 조회",
                      tools=["market_data"]),
             PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                      task="시세 종합 분석", tools=["market_analysis"], depends_on=["step-1"])]
    no_data = ToolResult(tool="market_analysis", status="empty",
                         summary="이 지역의 월별 실거래 시세 데이터가 없어 시장 분석을 할 수 없습니다. 지역(시/군/구)을 알려 주세요.")
    a = answer_for("집 사도 될까요?", [TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[ask]),
                                     TeamCompleted(team="analysis", step_ids=["step-2"], status="success",
                                                   results=[no_data])],
                   steps, intent="종합분석", keywords=("집",))["answer"]
    assert a.startswith("사도 될지는 그 지역의 시세 흐름과 전세가율, 대출로 마련할 수 있는 금액")
    assert "어느 지역(구·동)인지" in a and "연소득" in a
    assert "확인하지 못한 정보" not in a and a.count("지역을 알려") == 0
