"""make_plan: fast path, team selection, task names, dependencies, follow-ups."""

from __future__ import annotations

import pytest

from holmes_contracts import PlanReady
from holmes_planner.domain.plan import PreviousTurn, is_follow_up, make_plan


@pytest.mark.parametrize("query", ["안녕", "안녕하세요!", "ㅎㅇ"])
def test_greeting_is_answered_without_steps(query: str) -> None:
    d = make_plan(query)
    assert (d.intent, d.fast_path, d.steps, d.parallel_groups) == ("irrelevant", "greeting", [], [])
    assert d.guidance is not None and "홈즈냥즈" in d.guidance.message
    assert d.guidance.original_query == query and d.estimated_total_time == 0.0


def test_thanks_gets_a_thanks_reply() -> None:
    d = make_plan("고마워")
    assert d.fast_path == "greeting" and "천만에요" in d.guidance.message


@pytest.mark.parametrize("query", ["오늘 날씨 어때?", "파이썬 코드 짜줘", "비트코인 시세 알려줘"])
def test_off_topic_is_irrelevant(query: str) -> None:
    d = make_plan(query)
    assert d.intent == "irrelevant" and d.fast_path == "irrelevant" and d.steps == []
    assert "부동산" in d.guidance.message


@pytest.mark.parametrize("query", ["음", "그거", "", "   "])
def test_vague_query_gets_a_clarifying_question(query: str) -> None:
    d = make_plan(query)
    assert d.intent == "unclear" and d.steps == []
    assert d.guidance.message.endswith("도와드릴게요.")


def test_clarifying_question_names_the_region_it_understood() -> None:
    d = make_plan("강남구")
    assert d.intent == "unclear" and d.guidance.message.startswith("강남구에 대해")


def test_market_lookup_is_one_search_step_named_after_region_and_type() -> None:
    d = make_plan("강남구 아파트 시세 알려줘")
    [step] = d.steps
    assert (d.intent, step.step_id, step.team, step.task) == ("시세조회", "step-1", "search", "강남구 아파트 시세 조회")
    assert step.tools == ["market_data"] and d.parallel_groups == [["step-1"]]
    assert d.estimated_total_time == 3.0  # search base 2 s + 1 s per tool


def test_legal_question_keywords_follow_seed_003() -> None:
    d = make_plan("전세금 5% 인상이 가능한가요?")
    assert d.intent == "법률상담" and [s.tools for s in d.steps] == [["legal_search"]]
    assert {"전세금", "인상", "5%"} <= set(d.keywords)
    assert {"전세금", "인상"} <= set(d.keyword_groups["legal"]) and "5%" in d.keyword_groups["general"]
    assert d.entities.percentages == [5.0]
    assert d.steps[0].task == "차임·보증금 증액 관련 법률 조항 검색"


@pytest.mark.parametrize(("query", "task"), [
    ("계약갱신청구권은 몇 번 쓸 수 있어?", "계약갱신요구권 관련 법률 조항 검색"),
    ("주택임대차보호법 제7조 내용 알려줘", "주택임대차보호법 제7조 조항 검색"),
    ("확정일자 받으면 뭐가 좋은가요?", "확정일자 관련 법률 조항 검색"),
])
def test_legal_step_names_the_topic(query: str, task: str) -> None:
    assert make_plan(query).steps[0].task == task


def test_compound_question_runs_searches_in_parallel_then_analysis() -> None:
    d = make_plan("강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘")
    assert d.intent == "종합분석"
    assert [(s.step_id, s.team, s.task) for s in d.steps] == [
        ("step-1", "search", "강남구 아파트 시세 조회"),
        ("step-2", "search", "대출 상품 검색"),
        ("step-3", "analysis", "강남구 아파트 시세·대출 종합 분석"),
    ]
    assert d.steps[2].depends_on == ["step-1", "step-2"]
    assert d.parallel_groups == [["step-1", "step-2"], ["step-3"]]
    assert d.estimated_total_time == 7.0  # max(3, 3) for the searches + 4 for analysis


def test_risk_analysis_depends_on_search() -> None:
    d = make_plan("서초구 빌라 전세 위험도 분석해줘")
    assert d.intent == "리스크분석"
    search, analysis = d.steps
    assert analysis.depends_on == [search.step_id] and analysis.task == "서초구 빌라 전세 위험도 분석"
    assert "contract_analysis" in analysis.tools and "legal_search" in search.tools


def test_contract_drafting_searches_law_then_writes() -> None:
    d = make_plan("임대차계약서 작성해주세요")
    search, doc = d.steps
    assert d.intent == "계약서작성" and search.optional and search.tools == ["legal_search"]
    assert (doc.team, doc.task, doc.tools, doc.depends_on) == ("document", "임대차계약서 작성", ["lease_contract"], ["step-1"])


def test_contract_review_uses_the_review_tool() -> None:
    d = make_plan("이 계약서 검토해 주세요")
    assert d.intent == "계약서검토" and d.steps[-1].tools == ["contract_review"]


def test_loan_with_personal_figures_adds_the_simulator() -> None:
    d = make_plan("연봉 5천인데 주택담보대출 얼마까지 받을 수 있어?")
    assert d.intent == "대출상담" and [s.team for s in d.steps] == ["search", "analysis"]
    assert d.steps[1].tools[0] == "loan_simulator" and d.entities.extra["income_manwon"] == 5000
    assert [s.team for s in make_plan("버팀목 대출 조건 알려줘").steps] == ["search"]


def test_plan_fields_build_a_valid_plan_ready() -> None:
    event = PlanReady(**make_plan("서초구 매물 검색하고 리스크 분석해줘").plan_fields())
    assert event.intent == "종합분석" and 0 < event.confidence <= 1 and event.steps


def _previous(query: str, turn_id: str = "turn-1") -> PreviousTurn:
    d = make_plan(query)
    return PreviousTurn(intent=d.intent, entities=d.entities, query=query,
                        keywords=tuple(d.keywords), turn_id=turn_id)


def test_follow_up_with_new_region_reuses_intent_and_replaces_region() -> None:
    d = make_plan("그럼 서초구는?", previous=_previous("강남구 아파트 전세 시세 알려줘"))
    assert d.intent == "시세조회" and d.context_turn_id == "turn-1"
    assert [r.name for r in d.entities.regions] == ["서초구"]
    assert d.steps[0].task == "서초구 아파트 전세 시세 조회"
    assert "강남구" not in d.keywords


def test_follow_up_with_new_deal_type_keeps_the_region() -> None:
    d = make_plan("월세는요?", previous=_previous("강남구 아파트 전세 시세 알려줘"))
    assert d.intent == "시세조회" and d.entities.deal_types == ["MONTHLY"]
    assert [r.name for r in d.entities.regions] == ["강남구"] and "전세" not in d.keywords


def test_follow_up_may_change_the_topic() -> None:
    d = make_plan("그럼 대출은?", previous=_previous("강남구 아파트 전세 시세 알려줘"))
    assert d.intent == "대출상담" and [r.name for r in d.entities.regions] == ["강남구"]


def test_without_previous_turn_a_follow_up_is_unclear() -> None:
    assert make_plan("월세는요?").intent == "unclear"
    assert is_follow_up("그럼 서초구는?") and not is_follow_up("강남구 아파트 시세와 대출 한도를 알려주세요")


def test_thanks_after_a_turn_stays_on_the_fast_path() -> None:
    d = make_plan("고마워", previous=_previous("강남구 아파트 시세 알려줘"))
    assert d.intent == "irrelevant" and d.context_turn_id is None


def test_non_string_query_is_rejected_with_korean_message() -> None:
    with pytest.raises(TypeError, match="문자열"):
        make_plan(123)  # type: ignore[arg-type]


@pytest.mark.parametrize("query", [
    "전월세 전환율 지금 몇 %예요?",
    "법정 전환율 얼마야",
    "기준금리 몇 프로에 맞춰서 전환율 계산하는 거예요?",
])
def test_a_conversion_rate_question_is_answered_by_the_conversion_calculator(query: str) -> None:
    """'전환율' contains '환율' (exchange rate, off-topic) and '기준금리' contains '금리' (a loan
    word): neither may turn the statutory 전월세 conversion rate into a refusal or a loan plan."""
    plan = make_plan(query)
    assert plan.intent != "irrelevant" and plan.fast_path is None
    tools = [t for s in plan.steps for t in s.tools]
    assert "rent_conversion" in tools and "loan_simulator" not in tools


def test_the_exchange_rate_is_still_off_topic() -> None:
    assert make_plan("오늘 원달러 환율 얼마야").intent == "irrelevant"


@pytest.mark.parametrize("query", ["전세 계약 전에 뭘 체크해야 하나요", "전세사기 안 당하려면 뭐 확인해야 돼요"])
def test_what_to_check_before_a_jeonse_goes_to_the_risk_check(query: str) -> None:
    """The risk tool answers these with its dated checklist; a bare legal search gave titles."""
    tools = [t for s in make_plan(query).steps for t in s.tools]
    assert "contract_analysis" in tools


@pytest.mark.parametrize("query", ["시세 5억 아파트에 전세 4억 들어가는데 HUG 반환보증 돼요?",
                                   "보증금 얼마까지 허그 보증보험 받아줘요? 빌라 공시가 1억 8천"])
def test_a_deposit_guarantee_question_is_a_risk_check_not_a_purchase_loan(query: str) -> None:
    """HUG/SGI 반환보증 insures the tenant's deposit; a purchase-loan LTV simulation answers nothing
    the tenant asked."""
    tools = [t for s in make_plan(query).steps for t in s.tools]
    assert "contract_analysis" in tools and "loan_simulator" not in tools


def test_a_jeonse_loan_with_a_guarantee_is_still_a_loan_question() -> None:
    assert make_plan("전세대출 HUG 보증으로 얼마까지 나와요?").intent == "대출상담"


def test_a_pasted_clause_about_a_mortgage_is_a_review_not_a_market_analysis() -> None:
    plan = make_plan("특약: 임대인은 잔금 후 담보대출을 받을 수 있다. 이거 사인해도 돼요?")
    assert plan.intent == "계약서검토"
    assert [t for s in plan.steps for t in s.tools] == ["legal_search", "contract_review"]


@pytest.mark.parametrize("query", ["스트레스 DSR이 뭐야? 지금 수도권 적용되는 가산금리 얼마야", "지금 서울 LTV 몇프로야"])
def test_asking_about_the_loan_rules_in_force_runs_the_simulator(query: str) -> None:
    # The product list cannot say what the regulation is; the simulator reads its dated rule sets.
    d = make_plan(query)
    assert any("loan_simulator" in s.tools and not s.optional for s in d.steps)
