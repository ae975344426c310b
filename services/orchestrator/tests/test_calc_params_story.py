"""The calculators take the figure asked about, not the figures of the story told around it."""
from holmes_contracts import PlanReady, PlanStep
from holmes_kit.korean.extract import extract_entities
from holmes_orchestrator.domain.tools import tool_params


def params(query: str, tool: str) -> dict:
    plan = PlanReady(query=query, intent="법률상담", confidence=0.9, entities=extract_entities(query), steps=[
        PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team", task="계산",
                 tools=[tool])])
    return tool_params(tool, plan).as_dict()


def test_a_loan_rate_told_beside_the_raise_is_not_the_raise_asked():
    p = params("디딤돌 2.4%로 9천 빌린 상태고요, 전세금 2억 8천인데 재계약하면 새 전세금 최대 얼마인가요?",
               "rent_increase_cap")
    assert p["deposit"] == 28000 and "requested_pct" not in p
    # the raise's own percentage is still read
    p = params("주담대 이자 4%도 버거운데 전세금 2억에서 7% 올리겠대요", "rent_increase_cap")
    assert p.get("requested_pct") == 7.0


def test_the_maintenance_fee_is_not_the_rent():
    p = params("관리비도 매달 월 31만원씩 나가는데 보증금 1억 5천 갱신하면 얼마까지 올릴 수 있어요?",
               "rent_increase_cap")
    assert p["deposit"] == 15000 and "monthly_rent" not in p


def test_a_figure_without_a_role_before_wolse_ro_is_the_part_converted():
    p = params("9천 정도를 월세로 바꾸자고 하는데 법정 최대치가 얼마예요?", "rent_conversion")
    assert (p["deposit"], p["new_deposit"]) == (9000, 0)


def test_the_lone_unnamed_figure_is_the_deposit_raised():
    assert params("저희는 1억 9천이에요 최대 얼마까지 올라가나요", "rent_increase_cap")["deposit"] == 19000


def test_the_auction_sale_price_is_the_house_value_the_share_is_capped_by():
    p = params("부산 다세대 보증금 5천, 경매가 7천에 끝났대요. 근저당은 2023년 설정. 최우선변제 얼마?",
               "priority_repayment")
    assert (p["deposit"], p["house_value"]) == (5000, 7000)


def test_an_earnest_written_in_words_is_still_the_earnest():
    p = params("매수인이 계약금 이천만원 걸었는데 제가 팔기로 한 걸 취소하면 얼마 물어줘야 하나요", "earnest_money")
    assert p["earnest"] == 2000


def test_the_registration_after_the_balance_counts_from_the_balance_day():
    p = params("2027년 4월 2일에 잔금 내고 나서 등기는 언제까지 마쳐야 하죠?", "statutory_deadline")
    assert p == {"kind": "ownership_registration", "start_date": "2027-04-02"}


def test_an_english_question_s_dates_and_term_are_read_in_its_korean_reading():
    reading = "전세 계약 시작 2026-09-14 2년 계약 언제 갱신요구"
    entities = extract_entities(reading)
    entities = entities.model_copy(update={"extra": {**entities.extra, "language": "en", "query_ko": reading}})
    query = "Our jeonse began on September 14, 2026, for two years. When may I ask to renew?"
    plan = PlanReady(query=query, intent="법률상담", confidence=0.9, entities=entities, steps=[
        PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team", task="계산",
                 tools=["renewal_window"])])
    p = tool_params("renewal_window", plan).as_dict()
    assert p["contract_start"] == "2026-09-14" and p["term_years"] == 2 and "contract_end" not in p


def test_spoken_spans_and_shares_reach_the_calculators():
    p = params("청약 가점 계산해 주세요. 무주택 칠년, 부양가족 2명, 통장 가입 십이년", "subscription_score")
    assert (p["homeless_months"], p["dependents"], p["account_months"]) == (84, 2, 144)
    p = params("8억 집 계약금 십프로 걸었는데 매수인이 해제하면?", "earnest_money")
    assert (p["price"], p["earnest_pct"]) == (80000, 10.0)
