"""The plan's entities -> the legal calculators' params (entities as the shared extractor finds them)."""
import pytest

from holmes_contracts import PlanReady, PlanStep
from holmes_kit.korean.extract import extract_entities
from holmes_orchestrator.domain.tools import REGISTRY, select_tools, tool_params


def _plan(query: str, tool: str) -> PlanReady:
    return PlanReady(query=query, intent="법률상담", confidence=0.9, entities=extract_entities(query), steps=[
        PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team", task="계산",
                 tools=[tool])])


def params(query: str, tool: str) -> dict:
    return tool_params(tool, _plan(query, tool)).as_dict()


def test_every_calculator_is_an_analysis_tool():
    names = {"rent_increase_cap", "brokerage_fee", "rent_conversion", "priority_repayment",
             "deposit_delay_interest", "renewal_window", "jeonse_ratio"}
    assert {n for n, s in REGISTRY.items() if s.team == "analysis"} >= names
    plan = _plan("보증금 3억 증액 한도", "rent_increase_cap")
    assert [c.name for c in select_tools(plan, plan.steps, "analysis", set())] == ["rent_increase_cap"]


def test_increase_current_and_requested_in_the_order_written():
    p = params("보증금 3억인데 집주인이 3억 5천으로 올려달래요", "rent_increase_cap")
    assert (p["deposit"], p["requested_deposit"]) == (30000, 35000)
    assert params("월세 100만원인데 10% 올려달래요", "rent_increase_cap") == {"monthly_rent": 100, "requested_pct": 10.0}


@pytest.mark.parametrize(("query", "expected"), [
    ("보증금 1000에 월세 80 중개수수료 얼마", {"deal_type": "MONTHLY", "deposit": 1000, "monthly_rent": 80}),
    ("강남구 아파트 매매 10억 복비", {"deal_type": "SALE", "price": 100000, "property_type": "APARTMENT"}),
    ("전세 3억 중개보수", {"deal_type": "JEONSE", "deposit": 30000}),
    ("월세 보증금 1,000만원인데 중개수수료 얼마", {"deal_type": "MONTHLY", "deposit": 1000}),
])
def test_brokerage_deal_from_the_figures(query, expected):
    p = params(query, "brokerage_fee")
    assert {k: p[k] for k in expected} == expected


def test_a_fee_asked_for_a_sale_and_for_a_lease_passes_both_deals():
    """G15 (Q81): '매매 … 복비하고 전세 … 복비' asks two fees; one fee with a price and a deposit is one 전세 deal."""
    p = params("13억짜리 집 살 때 복비하고 7억 전세 얻을 때 복비 각각 얼마야? 매매 13억 전세보증금 7억", "brokerage_fee")
    assert p.get("deal_type") is None and (p["price"], p["deposit"]) == (130000, 70000)
    one = params("매매가 9억 빌라 전세 6억이면 중개보수 얼마", "brokerage_fee")
    assert one["deal_type"] == "JEONSE" and one["deposit"] == 60000


def test_conversion_lower_deposit_is_the_new_one():
    p = params("보증금 3억에서 2억으로 낮추고 월세로 전환하면 월세 얼마", "rent_conversion")
    assert (p["deposit"], p["new_deposit"]) == (30000, 20000)


def test_dates_get_their_role_from_their_clause():
    p = params("서울 보증금 1억, 근저당 2022-03-01 설정, 최우선변제 얼마", "priority_repayment")
    assert p["mortgage_date"] == "2022-03-01" and p["deposit"] == 10000 and p["region"] == "서울"
    p = params("보증금 2억을 계약 종료일 2026-01-31에 못 받았고, 소장은 2026-02-15에 송달됐어요 지연이자", "deposit_delay_interest")
    assert (p["due_date"], p["served_date"]) == ("2026-01-31", "2026-02-15")
    p = params("계약 2025-04-01 시작, 2027-03-31 만료인데 갱신요구 언제까지", "renewal_window")
    assert (p["contract_start"], p["contract_end"]) == ("2025-04-01", "2027-03-31")
    p = params("묵시적 갱신됐는데 2026-12-01에 해지 통보하면 언제 나가나요", "renewal_window")
    assert p == {"notice_date": "2026-12-01"}


def test_official_price_is_not_taken_for_the_sale_price():
    p = params("빌라 공시가격 2억, 전세 2억 5천 HUG 가입 되나요", "jeonse_ratio")
    assert p["official_price"] == 20000 and "price" not in p and p["deposit"] == 25000


def test_nothing_invented_when_the_plan_holds_no_figure():
    assert params("중개보수 얼마예요", "brokerage_fee") == {}


def test_a_single_start_date_with_its_term():
    p = params("2025년 4월 1일에 계약해서 2년 계약인데 갱신요구 언제까지 해야 돼요?", "renewal_window")
    assert p == {"contract_start": "2025-04-01", "term_years": 2}
    assert params("2027년 3월 31일 계약인데 갱신요구 언제까지?", "renewal_window") == {"contract_end": "2027-03-31"}


@pytest.mark.parametrize(("query", "expected"), [
    ("보증금 1억 5천, 계약 끝나고 두 번째 달인데 벌써 2개월째 못 받았어요 지연이자 얼마", {"late_months": 2}),
    ("보증금 7천만원 돌려받는 게 45일 늦어졌어요 이자 계산", {"late_days": 45}),
    ("The landlord paid back my deposit of 90 million won 5 months late. Interest?", {"late_months": 5}),
])
def test_delay_counted_by_the_user_is_the_period(query, expected):
    p = params(query, "deposit_delay_interest")
    assert "due_date" not in p
    assert {k: v for k, v in p.items() if k.startswith("late_")} == expected


def test_delay_with_a_due_date_uses_the_date_not_a_count():
    p = params("보증금 1억, 만기 2026-08-31인데 2개월째 못 받았어요", "deposit_delay_interest")
    assert p["due_date"] == "2026-08-31" and "late_months" not in p


@pytest.mark.parametrize(("query", "expected"), [
    # the part taken off the deposit, with and without the deposit itself
    ("집주인이 보증금 5천 빼주고 그만큼 월세로 달래요 얼마까지 돼요", {"deposit": 5000, "new_deposit": 0}),
    ("전세 2억 가운데 6천만원을 월세로 돌리면 월세 상한은", {"deposit": 20000, "new_deposit": 14000}),
    # a lowered deposit stays the new deposit
    ("보증금 4억을 3억으로 낮추고 나머지를 월세로 받으면", {"deposit": 40000, "new_deposit": 30000}),
])
def test_conversion_reads_the_part_converted(query, expected):
    assert params(query, "rent_conversion") == expected


def test_implied_renewal_then_leaving_is_a_notice():
    p = params("묵시적으로 갱신됐는데 2026-12-01에 집주인한테 나간다고 했어요 언제 나가요", "renewal_window")
    assert p == {"notice_date": "2026-12-01"}


def test_english_question_searches_the_law_by_its_korean_reading():
    query = "My landlord returned my 80 million won deposit 2 months late. How much interest can I claim?"
    plan = _plan(query, "deposit_delay_interest")
    ko = "집주인 보증금 돌려받 8000만원 2개월 지연이자 얼마"  # the planner's reading, as it puts it in the plan
    plan = plan.model_copy(update={"entities": plan.entities.model_copy(update={
        "extra": {"language": "en", "query_ko": ko}, "amounts": extract_entities(ko).amounts})})
    assert tool_params("legal_search", plan).as_dict()["query"] == ko
    assert tool_params("deposit_delay_interest", plan).as_dict() == {"deposit": 8000, "late_months": 2}


def test_a_korean_question_with_a_slip_is_read_as_the_planner_put_it_right():
    query = "보증금 중에 4천만원 월새로 바꾸면 월세 얼마까지 받아요"
    read = "보증금 중에 4천만원 월세로 바꾸면 월세 얼마까지 받아요"  # the planner's reading (entities.extra)
    plan = _plan(query, "rent_conversion")
    plan = plan.model_copy(update={"entities": plan.entities.model_copy(update={"extra": {"query_ko": read}})})
    assert tool_params("legal_search", plan).as_dict()["query"] == read
    p = tool_params("rent_conversion", plan).as_dict()
    assert (p["deposit"], p["new_deposit"]) == (4000, 0)  # the figure named is the part converted


def test_a_comparison_of_districts_asks_market_data_for_each():
    plan = _plan("마포구랑 성동구 아파트 전세 시세 비교", "market_data")
    p = tool_params("market_data", plan).as_dict()
    assert [r["name"] for r in p["compare_regions"]] == [r.name for r in plan.entities.regions]
    assert len(p["compare_regions"]) == 2 and p["region"] == plan.entities.regions[0].name


def test_a_smaller_figure_asked_on_top_is_the_increase():
    p = params("전세 4억인데 집주인이 2천 더 올려달래요 되나요", "rent_increase_cap")
    assert (p["deposit"], p["requested_deposit"]) == (40000, 42000)


def test_a_term_contract_date_is_the_start():
    p = params("2025년 9월 1일에 2년 계약했는데 갱신요구 언제까지", "renewal_window")
    assert p == {"contract_start": "2025-09-01", "term_years": 2}


def test_a_deposit_named_with_the_rent_is_the_new_deposit_not_the_part():
    assert params("전세 3억을 보증금 1억 월세로 바꾸면 월세 얼마까지", "rent_conversion") == \
        {"deposit": 30000, "new_deposit": 10000}


def test_a_mortgage_month_without_a_day_reaches_the_calculator() -> None:
    p = params("수원 보증금 8천만원인데 근저당이 2019년 5월에 설정됐으면 최우선변제 받나요", "priority_repayment")
    assert p["mortgage_date"] == "2019-05"


@pytest.mark.parametrize(("query", "tool", "expected"), [
    # a raise no larger than the rent is a rent raise
    ("월세 보증금 2천에 월 80인데 10만원 올려달래요 가능?", "rent_increase_cap",
     {"deposit": 2000, "monthly_rent": 80, "requested_rent": 90}),
    ("월세를 70에서 80으로 올려달래요 가능한가요", "rent_increase_cap", {"monthly_rent": 70, "requested_rent": 80}),
    # "2024. 6. 15 계약했고": the spaced dots stay one date in one clause, so 계약했 makes it the start
    ("2024. 6. 15 계약했고 2년 계약인데 갱신 요구 언제까지?", "renewal_window",
     {"contract_start": "2024-06-15", "term_years": 2}),
    ("26년 5월 31일에 계약 끝나는데 갱신청구는 언제부터 가능?", "renewal_window", {"contract_end": "2026-05-31"}),
    ("집주인이 보증금 1억5천을 두달째 안줘요 이자 받을수있나", "deposit_delay_interest",
     {"deposit": 15000, "late_months": 2}),
    ("전세금 3억 계약끝난지 45일 됐는데 못받았어요 지연손해금?", "deposit_delay_interest",
     {"deposit": 30000, "late_days": 45}),
    ("보증금 5000/50 원룸 복비 얼마", "brokerage_fee",
     {"deal_type": "MONTHLY", "deposit": 5000, "monthly_rent": 50, "property_type": "ONEROOM"}),
])
def test_the_users_figures_reach_the_calculator_however_phrased(query: str, tool: str, expected: dict) -> None:
    assert params(query, tool) == expected


def test_a_mortgage_year_alone_reaches_the_priority_calculator():
    assert params("서울 보증금 1억, 근저당은 2019년에 설정됐어요 최우선변제 얼마", "priority_repayment") == {
        "deposit": 10000, "mortgage_date": "2019", "region": "서울", "region_code": "1100000000",
        "sido": "서울특별시"}  # the planner resolved 시/도: the team classifies the band without a lookup
    assert params("보증금3억2천인데4억으로올려달래요", "rent_increase_cap") == {
        "deposit": 32000, "requested_deposit": 40000}


def test_the_whole_deposit_converted_and_a_figure_repaid_over_years():
    assert params("전세금 1억 5천만원을 전부 월세로 바꾸면 월세 상한", "rent_conversion") == {
        "deposit": 15000, "new_deposit": 0}
    assert params("집주인이 월세 10% 올린다는데 지금 70만원이에요. 법적으로 얼마까지?", "rent_increase_cap") == {
        "monthly_rent": 70, "requested_pct": 10.0}


def test_a_rent_turned_into_deposit_starts_from_no_deposit():
    assert params("월세 60만원을 보증금으로 돌리면 보증금 얼마", "rent_conversion") == {"deposit": 0, "monthly_rent": 60}


def test_an_unnamed_figure_a_little_above_the_rent_is_the_rent_asked_for():
    assert params("월세 100만원인데 110만원 달래요 가능해요?", "rent_increase_cap") == {
        "monthly_rent": 100, "requested_rent": 110}


@pytest.mark.parametrize(("query", "tool", "expected"), [
    ("시골 단독주택을 4천만원에 매매하는데 중개보수 상한은 얼마인가요?", "brokerage_fee",
     {"deal_type": "SALE", "price": 4000, "property_type": "HOUSE"}),
    ("보증금4천만원월세로바꾸면월세상한", "rent_conversion", {"deposit": 4000, "new_deposit": 0}),
    ("보증금 3억 소송 걸었는데 소장 송달 다음날부터 6개월 지나면 지연이자 얼마 연12%로요", "deposit_delay_interest",
     {"deposit": 30000, "late_months": 6, "after_service": True}),
    # a follow-up that names the period without "늦어" ("같은 3개월에")
    ("소송 걸어서 연 12%가 적용되면 보증금 1억, 같은 두 달에 얼마예요?", "deposit_delay_interest",
     {"deposit": 10000, "late_months": 2, "after_service": True}),
])
def test_a_deals_own_figure_a_whole_conversion_and_interest_after_service(query: str, tool: str, expected: dict):
    assert params(query, tool) == expected


@pytest.mark.parametrize(("query", "expected"), [
    # "월세 10만원 올려달래요": 10만원 is the raise on top of 80, not a new rent of 10 (expert review F01)
    ("보증금 5천에 월세 80인데 집주인이 갱신때 월세 10만원 올려달래요 이거 5% 넘는거 아닌가요?",
     {"deposit": 5000, "monthly_rent": 80, "requested_rent": 90}),
    # both items restated, only the rent changes
    ("집주인이 갱신하면서 보증금 5천/월세 80을 보증금 5천/월세 84로 올린대요 괜찮은거에요?",
     {"deposit": 5000, "requested_deposit": 5000, "monthly_rent": 80, "requested_rent": 84}),
])
def test_a_rent_raise_named_as_rent_is_added_to_the_current_rent(query, expected):
    assert params(query, "rent_increase_cap") == expected


def test_the_number_of_small_tenants_reaches_the_priority_calculator():
    p = params("서울 다세대 경매 낙찰가 1억인데 소액임차인 3명 보증금 각 1억이면 얼마씩 받아?", "priority_repayment")
    assert (p["deposit"], p["house_value"], p["tenant_count"]) == (10000, 10000, 3)


def test_the_deposit_kept_after_converting_is_the_new_deposit():
    # "전세 2억 … 보증금 5천 남기면": 5천 stays as deposit, the rest (1억 5천) becomes rent (expert review F02)
    assert params("전세 2억을 월세로 돌리려는데 보증금 5천 남기면 월세 최대 얼마까지 받을수있어?", "rent_conversion") == {
        "deposit": 20000, "new_deposit": 5000}


def test_a_tenant_still_living_there_is_told_to_the_delay_calculator():
    p = params("만기 지났는데 보증금 못받아서 아직 그집에 살고있어요. 지연이자 청구할수있나요? 보증금 1억5천, 만기 8월31일",
               "deposit_delay_interest")
    assert p["deposit"] == 15000 and p["occupying"] is True
    assert "occupying" not in params("보증금 1억 이사 나왔는데 45일째 못 받았어요 지연이자", "deposit_delay_interest")


def test_the_earnest_money_and_who_cancels_reach_the_calculator():
    assert params("매매 계약금 10% 넣었는데 매도인이 집값 올랐다고 계약 해제하겠다네요. 얼마 받을수 있나요? 매매가 8억",
                  "earnest_money") == {"price": 80000, "earnest_pct": 10.0, "by": "seller"}
    assert params("계약금 5천 냈는데 제가 해제하면 어떻게 돼요? 매수인입니다", "earnest_money") == {
        "earnest": 5000, "by": "buyer"}


def test_a_second_filing_asked_in_the_same_question_is_passed_on():
    p = params("2027년 3월 5일 잔금인데 이전등기 기한이랑 취득세 기한 각각 알려주세요", "statutory_deadline")
    assert (p["kind"], p["start_date"], p["also_kind"]) == ("ownership_registration", "2027-03-05", "acquisition_tax")


def test_the_part_of_the_earnest_paid_so_far_is_read_beside_the_agreed_one():
    p = params("계약금 2천 중에 200만원만 입금했는데 파는 사람이 400 돌려주고 계약 깰 수 있어요?", "earnest_money")
    assert (p["earnest"], p["paid"], p["by"]) == (2000, 200, "seller")


def test_renewal_params_for_the_party_asked_about():
    """F16/F30/F51: the landlord's refusal ('집주인이 … 나가래', '갱신 안 해준다는 통보'), a month of moving
    in, 실거주, and a 묵시적 갱신 question without a notice date reach the calculator."""
    q16 = "나 2024년 12월에 전세 들어왔는데 집주인이 내년에 본인이 들어와서 산다고 나가래. 갱신요구 거절 가능해?"
    assert params(q16, "renewal_window") == {"contract_start": "2024-12", "party": "landlord", "own_use": True}
    q30 = "전세 만기 2027년 2월 28일인데 집주인이 갱신 안해준다는 통보를 언제까지 해야 하나요"
    assert params(q30, "renewal_window") == {"contract_end": "2027-02-28", "party": "landlord"}
    assert params("묵시적갱신 된 상태인데 이사가고 싶어요 언제 나갈수있어요?", "renewal_window") == {"implied": True}
    assert params("집주인한테 갱신요구 언제까지 해야 돼요? 만기 2027년 3월", "renewal_window") == {"contract_end": "2027-03"}



def test_hug_deadline_params_from_the_time_gone_and_the_term():
    assert params("hug 반환보증 언제까지 가입해야돼요? 계약한지 1년 됐어요 2년계약", "guarantee_deadline") == \
        {"term_years": 2, "elapsed_months": 12}
    assert params("전세보증보험 언제까지 들어야 돼요? 2025년 12월 20일 입주", "guarantee_deadline") == \
        {"contract_start": "2025-12-20"}


@pytest.mark.parametrize(("query", "expected"), [
    # a delay counted in years is that many twelve-month periods
    ("보증금 2억을 만기보다 2년 늦게 돌려받았어요 법정이자 얼마", {"deposit": 20000, "late_months": 24}),
    # …and a year's worth after the complaint was served runs at the litigation rate
    ("보증금 1억 소송 중이에요. 소장 송달 다음 날부터 2년치 지연손해금은?",
     {"deposit": 10000, "late_months": 24, "after_service": True}),
])
def test_a_delay_counted_in_years_reaches_the_interest_calculator(query, expected):
    assert params(query, "deposit_delay_interest") == expected


def test_a_notice_date_asked_for_the_end_it_brings_is_a_notice():
    # the question names no 묵시적 갱신 (it was asked the turn before): the date is still the notice
    assert params("2028년 3월 2일에 해지 통보하면 계약은 언제 종료되나요?", "renewal_window") == {
        "notice_date": "2028-03-02"}
    # a notice received of the lease's end, asked about, keeps the date as the end
    assert params("만기 2028-05-31이라고 통보 받았는데 계약은 언제 끝나나요?", "renewal_window") == {
        "contract_end": "2028-05-31"}
    # a refusal deadline asked from the lease's end keeps the date as the end
    assert params("임대인이 갱신거절 통보하려면 만기 2028-02-10 기준 언제까지인가요", "renewal_window") == {
        "contract_end": "2028-02-10", "party": "landlord"}  # and it is the landlord's deadline asked


def test_an_official_price_alone_reaches_the_ratio_calculator_without_a_deposit():
    assert params("공시가격 1억 8천 다세대인데 근저당 3천, HUG 보증 되는 보증금 한도는?", "jeonse_ratio") == {
        "official_price": 18000, "senior_debt": 3000}


def test_follow_up_other_side_cancelling_reads_the_earnest_share_from_the_previous_question():
    # Review 2 G08: "반대로 매도인이 해제하겠다면 저는 얼마 받아요?" after "8억 … 계약금 10% … 제가 해제하면":
    # the planner carries 8억 and 10 % and the earlier question's text; the new turn names the seller.
    first = "8억 아파트 매매 계약금 10% 냈는데 제가 해제하면 어떻게 돼요?"
    follow = "반대로 매도인이 해제하겠다면 저는 얼마 받아요?"
    carried = extract_entities(first)
    entities = carried.model_copy(update={"extra": {**carried.extra, "previous_query": first}})
    plan = _plan(follow, "earnest_money").model_copy(update={"entities": entities})
    p = tool_params("earnest_money", plan).as_dict()
    assert p["price"] == 80000 and p["earnest_pct"] == 10.0
    assert p["by"] == "seller"  # the follow-up's own word wins over the earlier "제가 해제"


@pytest.mark.parametrize(("query", "houses"), [
    ("4억 빌라 사면 2주택이 되는데 취득세는?", 2),     # the count after buying, said as such
    ("2주택자가 비조정지역 아파트 하나 더 사면 취득세", 3),  # owned now: one more after buying
    ("집이 두 채 있는데 6억 아파트 사면 취득세", 3),
    ("5억 아파트 취득세 얼마", None),
])
def test_acquisition_tax_counts_the_houses_after_the_purchase(query, houses):
    assert params(query, "acquisition_tax").get("house_count") == houses


def test_acquisition_tax_takes_the_regulated_area_only_as_said():
    assert params("조정대상지역 3주택째 9억 아파트 취득세", "acquisition_tax")["regulated"] is True
    assert params("비조정지역에서 3주택 되는 9억 아파트 취득세", "acquisition_tax")["regulated"] is False
    assert "regulated" not in params("서울 9억 아파트 취득세", "acquisition_tax")


def test_subscription_score_inputs_from_the_users_words():
    p = params("무주택 3년 6개월째, 부양가족은 없고 청약저축 가입기간 18개월인데 가점 몇 점?", "subscription_score")
    assert (p["homeless_months"], p["dependents"], p["account_months"]) == (42, 0, 18)
    assert params("1주택자인데 부양가족 2명 통장 5년이면 청약 가점", "subscription_score")["owns_house"] is True


def test_acquisition_tax_hears_a_first_home_in_everyday_words():
    assert params("생애 처음 사는 내 집 5억 빌라 취득세", "acquisition_tax")["first_home"] is True
    assert "first_home" not in params("5억 빌라 두 번째 집 취득세", "acquisition_tax")


def test_subscription_score_takes_the_age_of_a_single_applicant_who_gives_no_homeless_period():
    p = params("싱글이고 나이는 41세, 집 없고 통장 3년, 부양가족 1명이면 가점은?", "subscription_score")
    assert p["age"] == 41 and p["single"] is True and "homeless_months" not in p


def test_a_rent_added_to_a_jeonse_is_the_rent_asked_for_not_a_current_rent():
    """G10 (Q80): '전세 … 월세 N 추가' — the lease has no rent yet; the added one is what is asked."""
    assert params("지금 전세금 4억인데 재계약 조건으로 월세 15만원 붙이자고 하네요. 상한 넘는 거 아닌가요?",
                  "rent_increase_cap") == {"deposit": 40000, "requested_rent": 15}
    # a rent already paid stays the current one
    assert params("보증금 5천에 월세 50인데 월세 5만원 더 내래요 가능?", "rent_increase_cap")["monthly_rent"] == 50


@pytest.mark.parametrize(("query", "expected"), [
    # a running count is the delay itself: no contract end date is needed
    ("전세금 3억을 2년째 돌려받지 못하고 있어요. 이자 얼마나 받을 수 있죠", {"deposit": 30000, "late_months": 24}),
    ("보증금 6천, 벌써 5개월째네요. 법정이자 계산해 주세요", {"deposit": 6000, "late_months": 5}),
    # the period after the lawsuit, written without spaces, at the rate the user names
    ("보증금2억소송제기후120일연12%이자얼마", {"deposit": 20000, "late_days": 120, "after_service": True}),
    ("보증금 2억 지급명령 송달 후 6개월, 12프로로 계산하면 이자가 얼마죠", {"deposit": 20000, "late_months": 6,
                                                            "after_service": True}),
    # a 5% the user names is the civil rate even with a lawsuit in the sentence
    ("보증금 1억 소송 준비 중인데 송달 후 두 달, 연 5%로만 치면 얼마", {"deposit": 10000, "late_months": 2}),
    # the one figure without a role, in a delay question, is the deposit withheld
    ("2억 5천이고 7개월째 못 받았어요 이자 얼마예요", {"deposit": 25000, "late_months": 7}),
])
def test_a_delay_counted_as_a_duration_is_enough_for_the_interest(query, expected):
    assert params(query, "deposit_delay_interest") == expected


@pytest.mark.parametrize(("query", "expected"), [
    ("빌라 매매계약을 2027-08-09에 맺었어요. 거래신고 마감은요?",
     {"kind": "sale_report", "start_date": "2027-08-09"}),
    ("월세 계약 2027.2.14 체결, 임대차 신고 기한 알려줘", {"kind": "lease_report", "start_date": "2027-02-14"}),
    # two dates: the one its clause names as the day the period counts from
    ("계약은 2027-01-05, 잔금은 2027-03-20에 치렀어요. 이전등기 마감일이 언제죠?",
     {"kind": "ownership_registration", "start_date": "2027-03-20"}),
    ("계약일 2027-01-05, 잔금일 2027-03-20 이면 취득세는 언제까지 신고해요?",
     {"kind": "acquisition_tax", "start_date": "2027-03-20"}),
    ("공동주택 공시가격이 2027-04-30에 나왔는데 이의신청 기한은", {"kind": "price_objection", "start_date": "2027-04-30"}),
])
def test_a_filing_deadline_reads_the_filing_and_the_day_it_counts_from(query, expected):
    assert params(query, "statutory_deadline") == expected


@pytest.mark.parametrize(("query", "with_vat"), [
    ("매매 7억 아파트 중개보수에 부가세까지 합친 총액은요?", True),
    ("중개사가 부가세 별도래요. 부가세 다 해서 얼마 내면 돼요? 매매가 5억", True),
    ("What is the brokerage fee including VAT on a 500M won sale?", True),
    ("전세 2억 복비 부가세까지 치면 얼마예요?", True),
    ("반전세 보증금 1억 중개보수 부가세도 하면 얼마 나와요?", True),  # review 4, J17: "…까지 하면?"
    ("전세 4억 복비는 부가세 별도로 하면 얼마예요?", None),  # VAT kept apart, not added
    ("매매 7억 아파트 중개보수 얼마예요? 부가세는 별도죠?", None),  # the VAT asked about, not the total
    ("월세 보증금 2천에 60 중개수수료 부가세까지요", True),  # review 5, K15: "…부가세까지" ends the question
    ("매매 3억 중개보수 부가세까지 얼마 들어요?", True),
    ("중개보수에 부가세까지 내야 하나요? 매매 3억", None),  # whether VAT is owed, not the total
])
def test_the_total_with_vat_is_asked_however_it_is_put(query, with_vat):
    assert params(query, "brokerage_fee").get("with_vat") is with_vat


def test_a_lone_unnamed_figure_in_a_conversion_question_is_the_part_converted():
    p = params("전월세 전환 8천5백이면 월 얼마 받을 수 있어요?", "rent_conversion")
    assert (p["deposit"], p["new_deposit"]) == (8500, 0)


def test_official_price_named_in_a_jeonse_sentence_is_not_the_deposit():
    # Review 5 K09: the 공시가격 was read as the deposit and the user's larger deposit dropped.
    p = params("다세대 공시가 1억2천이고 전세금 1억9천 HUG 반환보증 들 수 있나요?", "jeonse_ratio")
    assert p["official_price"] == 12000 and p["deposit"] == 19000


@pytest.mark.parametrize(("query", "paid", "premium"), [
    ("분양권 매수하려는데 분양가 6억이고 계약금 6천, 중도금 1억2천 넣었고 피 3천 붙었어요. 복비 얼마 줘야돼요?", 18000, 3000),
    ("분양가 4억짜리 분양권 파는데 지금까지 8천만원 냈고 프리미엄 2천이면 중개수수료는?", 8000, 2000),
])
def test_presale_fee_is_on_the_sum_paid_and_the_premium(query, paid, premium):
    # Review 5 K10: a 분양권's fee was computed on the whole 분양가.
    p = params(query, "brokerage_fee")
    assert (p["presale_paid"], p["presale_premium"], p["deal_type"]) == (paid, premium, "SALE")
    assert "price" not in p


def test_rent_paid_late_is_the_sum_its_interest_runs_on():
    # Review 5 K18: the rent in arrears, not a deposit withheld; its agreed rate when one is told.
    assert params("월세 65만원 두 달 치 못 냈는데 계약서에 연체이율 연 10%라고 돼 있어요. 이자 얼마 줘야 해요?",
                  "deposit_delay_interest") == {"rent_arrears": True, "monthly_rent": 65, "missed_rents": 2, "rate_pct": 10.0}
    assert "rent_arrears" not in params("보증금 1억 3개월째 못 받았어요 지연이자 얼마", "deposit_delay_interest")


def test_a_gyeonggi_city_without_dong_rows_reaches_the_small_tenant_calculator():
    # Review 5 K22: 이천시 was 「찾을 수 없는 지역」; the 매각가 caps the share at its half.
    p = params("경기 이천 빌라 보증금 6천, 경매 낙찰가 3천만원, 근저당 2024년 설정이면 최우선변제 얼마?", "priority_repayment")
    assert (p["sido"], p["sigungu"], p["deposit"], p["house_value"]) == ("경기도", "이천시", 6000, 3000)


@pytest.mark.parametrize("query", [
    "전세금 2억 돌려달라는 소송에서 승소했는데 그 뒤로도 4개월째 안 줘요. 지연이자 얼마예요?",
    "보증금 반환 판결 확정 후 3달째 못 받고 있어요 이자 계산해 주세요 보증금 8천",
])
def test_a_delay_after_a_won_lawsuit_runs_at_the_litigation_rate(query):
    # Review 5 K07: after a judgment the complaint was served long since — 연 12% (소송촉진법 제3조), not 5%.
    assert params(query, "deposit_delay_interest").get("after_service") is True


def test_a_delay_before_any_lawsuit_stays_at_the_civil_rate():
    assert "after_service" not in params("보증금 1억 석 달째 못 받았어요, 소송하면 이자 얼마나 받아요?", "deposit_delay_interest")


def test_a_notice_day_told_without_its_year_reaches_the_calculator():
    # Review 5 K16: "12월 1일에 … 문자 보냈어요" was dropped and today's date used instead.
    assert params("자동연장된 집인데 3월 2일에 이사 나간다고 집주인한테 통보했어요. 보증금은 언제 받을 수 있어요?",
                  "renewal_window") == {"notice_date": "--03-02"}


def test_the_raise_asked_as_rent_is_flagged_for_the_cap_calculator():
    # Review 5 K27 (F02)
    assert params("보증금 2억5천 갱신할 때 인상분을 월세로 받으면 한 달 얼마예요?", "rent_increase_cap") == {
        "deposit": 25000, "raise_as_rent": True}


def test_the_rent_paid_now_is_kept_when_only_the_part_taken_off_the_deposit_is_told():
    # Review 5 K14: "…에서 5천만원 빼고" — the new deposit is not written, so the rent paid now was dropped
    # and the answer gave the added rent as the whole rent.
    assert params("지금 보증금 1억에 월 40 내는데 집주인이 보증금 3천 빼주고 그만큼 월세 올리재요. 월세 총 얼마돼요?",
                  "rent_conversion") == {"deposit": 10000, "new_deposit": 7000, "monthly_rent": 40}


def test_the_share_the_planner_read_is_the_ratio_calculators_target():
    """"집값 4억, 전세가율 60% 밑으로 하려면 보증금 얼마까지": the planner's target share reaches the calculator;
    with a deposit told the ratio of it is asked, so no target is passed."""
    plan = _plan("집값 4억, 전세가율 60% 밑으로 하려면 보증금 얼마까지", "jeonse_ratio")
    plan = plan.model_copy(update={"entities": plan.entities.model_copy(
        update={"extra": {**plan.entities.extra, "target_ratio_pct": 60.0}})})
    p = tool_params("jeonse_ratio", plan).as_dict()
    assert p["target_pct"] == 60.0 and p["price"] == 40000 and "deposit" not in p
    told = _plan("집값 4억 전세 2억 5천 전세가율", "jeonse_ratio")
    told = told.model_copy(update={"entities": told.entities.model_copy(
        update={"extra": {**told.entities.extra, "target_ratio_pct": 60.0}})})
    assert "target_pct" not in tool_params("jeonse_ratio", told).as_dict()


@pytest.mark.parametrize(("query", "expected"), [
    # V186: the day right before its term and the contract made is the lease's start, whatever the question asks
    ("2026년 12월 15일에 2년 계약으로 입주하면 만료일이 언제예요?", {"contract_start": "2026-12-15", "term_years": 2}),
    ("2025년 3월 2일에 2년 계약해서 들어왔는데 만기가 언제죠?", {"contract_start": "2025-03-02", "term_years": 2}),
    # …but a term before the end's own word keeps the day the end
    ("2027년 3월 31일에 2년 계약 끝나는데 갱신요구 언제까지?", {"contract_end": "2027-03-31", "term_years": 2}),
])
def test_a_day_before_its_term_and_contract_made_is_the_start(query, expected):
    p = params(query, "renewal_window")
    assert {k: p.get(k) for k in expected} == expected, p
