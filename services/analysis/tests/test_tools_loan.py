"""loan_simulator called directly (no NATS)."""
import json

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import ToolInputError

TOOL = build_tools(AnalysisSettings())["loan_simulator"]
MARKET = {"region": "강남구", "stats": {"SALE": {"count": 120, "median_manwon": 60000}}}


def _handed(**outputs: dict) -> list[ToolResult]:
    """Earlier teams' ok results as handed over: each tool's typed output from its fields."""
    return [ToolResult(tool=t, status="ok", output=output_for(t, fields)) for t, fields in outputs.items()]


def _sel(amounts: dict, extra: dict | None = None, region="강남구", inputs=None):
    extra = extra or {}
    call = ToolCall(name="loan_simulator", params={"region": region, "sido": "서울특별시", "sigungu": region,
                                                   "amounts": amounts, "extra": extra})
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="대출 얼마나", intent="loan",
                               inputs=_handed(market_data=MARKET) if inputs is None else inputs)


async def test_ltv_binds_in_regulated_gangnam_with_default_rate():
    r = await TOOL(*_sel({"price": 60000, "income": 8000}, extra={"as_of": "2023-03-10"}))
    # 강남구 = 규제지역 (2023 rules) -> 무주택 LTV 50%: 6억 × 50% = 3억; DSR 8,000 × 40% = 3,200만/년 allows more
    # 3억, 연 4% (기본값), 30년 원리금균등: 300,000,000 × 0.00333…×1.00333^360 ÷ (1.00333^360 − 1) = 1,432,246원
    assert r.status == "ok"
    assert r.output.max_loan_manwon == 30000 and r.output.binding == "LTV"
    assert r.output.annuity.first_payment_won == 1432246
    calc = r.output.calculations
    assert "LTV 한도 = 6억원 × 50% (규제지역, 무주택자) = 3억원" in calc
    assert any(line.startswith("입력 — 금리: 연 4% (기본값") for line in calc)
    assert any(line.startswith("입력 — 대출 기간: 30년 (기본값") for line in calc)
    assert r.quality == 0.5  # rate and term were assumptions
    assert "3억원" in r.summary and "143만 2,246원" in r.summary
    assert json.dumps(r.model_dump())


async def test_dsr_binds_with_user_terms_outside_regulated_area():
    extra = {"rate_pct": 4.0, "term_years": 30, "regulated_area": False, "homeless": True, "as_of": "2023-03-10"}
    r = await TOOL(*_sel({"price": 60000, "income": 5000}, extra=extra))
    # LTV 6억 × 70% = 4억 2,000만; DSR room 5,000 × 40% = 2,000만/년;
    # annual payment per 1원 at 4%/30y = 1,432,246 ÷ 300,000,000 × 12 = 0.05729 -> 2,000만 ÷ 0.05729 = 3억 4,910만 (floor)
    assert r.output.limits_manwon["LTV"] == 42000
    assert r.output.limits_manwon["DSR"] == 34910
    assert r.output.max_loan_manwon == 34910 and r.output.binding == "DSR"
    assert r.quality == 1.0
    assert "최대 대출 = min(LTV 4억 2,000만원, DTI 5억 2,365만원, DSR 3억 4,910만원) = 3억 4,910만원 (DSR 기준)" \
        in r.output.calculations


async def test_missing_income_answers_ltv_only_and_asks_for_income():
    r = await TOOL(*_sel({}, extra={"as_of": "2023-03-10"}))  # price from market_data: 강남구 매매 중위 6억원
    assert r.status == "ok" and r.quality == 0.5
    assert r.output.max_loan_manwon is None and r.output.ltv_max_manwon == 30000
    assert r.output.missing == ["annual_income"]
    assert "연소득을 알려 주시면" in r.summary
    assert any("주택 가격: 6억원 (데이터" in line for line in r.output.calculations)
    assert r.output.annuity.first_payment_won == 1432246


async def test_missing_price_and_income_names_both():
    with pytest.raises(ToolInputError, match="주택 가격.*연소득"):
        await TOOL(*_sel({}, inputs=[]))


async def test_bad_term_names_the_field():
    from holmes_kit.team import _run_tool
    r = await _run_tool(TOOL, *_sel({"price": 60000, "income": 8000}, extra={"term_years": 80}))
    assert r.status == "empty" and "대출 기간" in r.summary


async def test_26eok_gangnam_today_states_rules_and_cap():
    r = await TOOL(*_sel({"price": 260000, "income": 20000}, extra={"as_of": "2026-11-23"}))
    assert r.output.max_loan_manwon == 20000 and r.output.binding == "CAP"
    assert "13억원" not in r.summary and "LTV 40%" in r.summary and "LTV 50%" not in r.summary  # not the old 50%
    assert "10·15 대책" in r.summary and "2025-10-16" in r.summary and "주택가격별 주담대 한도 기준" in r.summary
    assert r.output.rules.as_of == "2025-10-16" and r.output.stress_add_pct == 3.0


async def test_default_rules_are_todays():
    r = await TOOL(*_sel({"price": 60000}))  # no as_of → today (2026-11), 강남 규제지역 LTV 40%
    assert r.output.ltv_max_manwon == 24000
    assert r.output.rules.as_of == "2025-10-16"


async def test_bad_as_of_names_the_field():
    with pytest.raises(ToolInputError, match="기준일\\(as_of\\)"):
        await TOOL(*_sel({"price": 60000}, extra={"as_of": "30000"}))


async def test_jeonse_loan_uses_deposit_not_sale_price():
    call, sel = _sel({"deposit": 30000}, extra={"homeless": True}, inputs=[])
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "deal_type": "JEONSE"})
    r = await TOOL(call, sel)
    assert r.output.loan_purpose == "전세자금" and r.output.max_loan_manwon == 24000
    assert "매매가" not in r.summary
    assert r.output.missing == ["연소득"] and "연소득" in r.output.recommendations[0]


async def test_jeonse_loan_without_deposit_asks_for_it():
    call, sel = _sel({}, inputs=[])
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "deal_type": "JEONSE"})
    with pytest.raises(ToolInputError, match="전세 보증금"):
        await TOOL(call, sel)


@pytest.mark.parametrize("debt", ["없음", "0원", 0])
async def test_no_debt_words_read_as_zero(debt):
    r = await TOOL(*_sel({"price": 60000, "income": 6000}, extra={"existing_annual_debt_service": debt}))
    assert r.status == "ok"
    assert any(line.startswith("입력 — 기존 대출 연 원리금: 0원 (사용자 입력") for line in r.output.calculations)


async def test_a_date_where_the_price_belongs_names_the_field():
    from holmes_kit.team import _run_tool
    call, sel = _sel({"income": 6000})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "amounts": {"price": "2025-10-16", "income": 6000}})
    r = await _run_tool(TOOL, call, sel)
    assert r.status == "empty" and "주택 가격" in r.summary and "2025-10-16" in r.summary


async def test_a_named_policy_product_bounds_the_headline_by_its_own_cap():
    didim = {"id": "didim", "name": "내집마련 디딤돌대출", "loan_type": "구입자금대출", "rate_min": 2.85, "rate_max": 4.15,
             "limit_manwon": 25000, "ltv_max": 70, "as_of": "2025-10-01"}
    variant = {**didim, "name": "내집마련 디딤돌대출(생애최초)", "limit_manwon": 30000, "ltv_max": 80}
    call, sel = _sel({"price": 50000, "income": 20000}, extra={"regulated_area": False},
                     region="부산", inputs=_handed(loan_data={"products": [variant, didim]}))
    sel = sel.model_copy(update={"query": "5억 아파트 디딤돌대출 얼마나 나와요?"})
    r = await TOOL(call, sel)
    # 규제 한도: 5억 × 70% = 3억 5,000만 (비규제); 디딤돌: min(2억 5,000만, 5억 × 70% = 3억 5,000만) = 2억 5,000만
    assert r.output.limits_manwon["LTV"] == 35000
    assert r.output.max_loan_manwon == 25000 and r.output.binding == "PRODUCT"
    assert "최대 대출 가능액은 2억 5,000만원(내집마련 디딤돌대출 상품 한도 기준)" in r.summary
    assert "3억 5,000만원(" not in r.summary
    assert r.output.recommendations[0].startswith("최대 대출 가능액은 2억 5,000만원이며 내집마련 디딤돌대출 상품 한도")


_BOGEUM = {"id": "hf", "name": "보금자리론", "category": "정책", "loan_type": "주택담보대출", "rate_min": 3.95, "rate_max": 4.25,
           "limit_manwon": 36000, "ltv_max": 70, "dti_max": 60, "dsr_max": None, "as_of": "2025-10-01"}
_BOGEUM_FIRST = {**_BOGEUM, "id": "hf-first", "name": "보금자리론(생애최초)", "limit_manwon": 42000, "ltv_max": 80}


async def test_a_policy_mortgage_is_judged_by_its_own_cap_ltv_and_dti_not_the_banks_stress_dsr():
    # expert review 13 (W170): 보금자리론 for a 5억 home, 생애최초, 연소득 6천, region unknown (→ 규제지역, LTV 70%).
    # The banks' DSR 40% at 4% + 3%p stress gave 3억 61만원; a 정책모기지 is outside it: min(생애최초 상품 한도 4.2억,
    # 5억 × min(80%, 규제 70%) = 3.5억, DTI 60%: 연 3,600만원 at 4%·30년 = 6억 2,838만원) = 3억 5,000만원 (LTV)
    call, sel = _sel({"price": 50000, "income": 6000}, extra={"first_home": True}, region="",
                     inputs=_handed(loan_data={"products": [_BOGEUM, _BOGEUM_FIRST]}))
    sel = sel.model_copy(update={"query": "집값 5억 생애최초인데 보금자리론으로 얼마까지 빌릴 수 있어요? 연소득 6천"})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "sido": None, "sigungu": None, "region": None})
    r = await TOOL(call, sel)
    assert r.output.max_loan_manwon == 35000 and r.output.binding == "LTV" and r.output.product == "보금자리론(생애최초)"
    assert r.output.limits_manwon == {"CAP": 42000, "LTV": 35000, "DTI": 62838}
    assert r.summary.startswith("주택 가격 5억원·연소득 6,000만원·생애최초 구입자 기준 보금자리론(생애최초)으로 빌릴 수 있는 "
                                "최대 금액은 3억 5,000만원(LTV 기준)입니다")
    assert "DSR 40%·스트레스 DSR이 아니라" in r.summary and "지역을 몰라 규제지역 LTV로" in r.summary
    assert "DSR 기준" not in r.summary and "스트레스 금리 3%p" not in r.summary


async def test_a_policy_mortgage_without_a_price_gives_its_cap_and_dti_and_asks_for_the_house():
    call, sel = _sel({"income": 5000}, region="", inputs=_handed(loan_data={"products": [_BOGEUM]}))
    sel = sel.model_copy(update={"query": "연봉 5천인데 보금자리론 받을 수 있나요?"})
    r = await TOOL(call, sel)
    # min(상품 한도 3.6억, DTI 60%: 연 3,000만원 at 4%·30년 = 5억 2,365만원) = 3억 6,000만원, then the house's LTV
    assert r.output.max_loan_manwon == 36000 and "LTV" not in r.output.limits_manwon
    # the region unknown, the strictest zone's LTV (규제지역 무주택 40%, 10·15) — and said
    assert "집값의 LTV 40%가 더해 적용" in r.summary and "집값을 알려 주시면" in r.summary
    assert "지역을 몰라 규제지역 LTV로" in r.summary
    assert "DSR 40%이면" not in r.summary


async def test_a_purchase_with_a_jeonse_tenant_is_still_a_mortgage_question():
    call, sel = _sel({"price": 100000, "deposit": 50000, "income": 8000})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "deal_type": "JEONSE"})
    r = await TOOL(call, sel)
    assert r.output.loan_purpose == "주택담보"


async def test_the_loan_the_user_names_gives_its_monthly_payment():
    # 3억, 연 4%, 30년 원리금균등 = 1,432,246원 (P·i·(1+i)^n / ((1+i)^n − 1), i = 0.04/12, n = 360)
    r = await TOOL(*_sel({"loan": 30000}, extra={"rate_pct": 4.0, "term_years": 30, "repayment_method": "annuity"}))
    assert r.output.figures["monthly_payment_won"] == 1432246
    assert "143만 2,246원" in r.summary and r.quality == 1.0
    # 1억, 연 4.5%, 20년 = 632,649원
    r = await TOOL(*_sel({"loan": 10000}, extra={"rate_pct": 4.5, "term_years": 20}))
    assert r.output.figures["monthly_payment_won"] == 632649
    assert "원금균등이면 첫 달" in r.summary  # no method named: both are shown


async def test_interest_only_needs_no_term_and_an_unnamed_rate_is_said_to_be_assumed():
    r = await TOOL(*_sel({"loan": 10000}, extra={"rate_pct": 2.0, "repayment_method": "interest_only"}))
    assert r.output.figures["monthly_payment_won"] == 166667  # 1억 × 2% ÷ 12
    assert "이자만" in r.summary and "16만 6,667원" in r.summary
    r = await TOOL(*_sel({"loan": 10000}, extra={"term_years": 10}))
    assert r.quality < 1.0 and any("금리" in line and "기본" in line for line in r.output.calculations)


async def test_a_loan_amount_with_a_house_price_is_still_a_limit_question():
    r = await TOOL(*_sel({"loan": 30000, "price": 60000, "income": 8000}, extra={"as_of": "2023-03-10", "term_years": 30}))
    assert r.output.max_loan_manwon == 30000


async def test_the_ltv_the_user_names_is_the_one_computed_with_the_rules_beside_it():
    r = await TOOL(*_sel({"price": 50000}, extra={"ltv_pct": 70.0, "as_of": "2023-03-10"}))
    assert r.output.figures["limit_manwon"] == 35000  # 5억 × 70%
    assert "3억 5,000만원" in r.summary and "현행 규제" in r.summary


async def test_existing_loan_repayments_shrink_the_dsr_limit_and_are_shown_first():
    # 서울 마포구 (10·15 규제지역), 10억, 연소득 6,000만원, 다른 대출 연 원리금 700만원, 무주택:
    # DSR 여유 6,000만 × 40% − 700만 = 1,700만원/년 ÷ (연 7% = 4% + 스트레스 3%p, 30년 원금 1원당 연 0.079836)
    # = 2억 1,293만원 < LTV 4억 < 6억 band.
    extra = {"as_of": "2025-11-01", "homeless": True, "existing_annual_debt_service": 700}
    r = await TOOL(*_sel({"price": 100000, "income": 6000}, extra=extra, region="마포구"))
    assert r.output.binding == "DSR"
    assert r.output.max_loan_manwon == 21293
    assert r.summary.startswith("주택 가격 10억원·연소득 6,000만원·기존 대출 연 원리금 700만원·무주택자 기준 최대 대출 가능액은 2억 1,293만원(DSR 기준)")
    assert "다른 대출이 없다고" not in r.summary


async def test_unknown_existing_loans_are_said_to_be_assumed_none_and_asked_for():
    r = await TOOL(*_sel({"price": 100000, "income": 6000}, extra={"as_of": "2025-11-01", "homeless": True},
                         region="마포구"))
    assert r.output.max_loan_manwon == 30061  # same inputs without the 700만원: 2,400만 ÷ 0.079836
    assert "다른 대출이 없다고 보고 계산했습니다" in r.summary
    assert any("연 원리금을 알려 주세요" in rec for rec in r.output.recommendations)


async def test_one_house_owner_jeonse_loan_is_the_2eok_cap_not_the_homeless_4eok():
    call, sel = _sel({"deposit": 50000}, extra={"house_count": 1}, region="서울", inputs=[])
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "deal_type": "JEONSE"})
    r = await TOOL(call, sel)
    assert r.output.max_loan_manwon == 20000
    assert r.summary.startswith("1주택자·전세 보증금 5억원 기준 전세자금대출 한도는 최대 2억원")
    assert "4억" not in r.summary
    assert "무주택 여부" not in " ".join(r.output.recommendations)  # the user already said 1주택자
    assert any("보유 주택" in rec for rec in r.output.recommendations)


def _sel_at(amounts: dict, extra: dict, sido: str, sigungu: str, name: str):
    call = ToolCall(name="loan_simulator", params={"region": name, "sido": sido, "sigungu": sigungu,
                                                   "amounts": amounts, "extra": extra})
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="주담대 얼마", intent="loan",
                               inputs=[])


@pytest.mark.parametrize("sido, sigungu, name, price, income, zone, limit, binding", [
    # 용인 수지 (10·15 규제지역): LTV 9억 × 40% = 3억 6,000만; DSR 7,000만 × 40% = 2,800만 ÷ 0.079836 = 3억 5,071만 (만원 미만 버림)
    ("경기도", "용인시 수지구", "수지구", 90000, 7000, "regulated", 35071, "DSR"),
    # 김포 (수도권 비규제): LTV 6억 × 70% = 4억 2,000만; DSR 5,000만 × 40% = 2,000만 ÷ 0.079836 = 2억 5,051만
    ("경기도", "김포시", "김포시", 60000, 5000, "capital", 25051, "DSR"),
    # 서울 25억 초과: 주택가격별 한도 2억 (LTV 40% = 10억 4,000만보다 먼저 걸림)
    ("서울특별시", None, "서울", 260000, 20000, "regulated", 20000, "CAP"),
])
async def test_mortgage_limits_under_the_rules_in_force_by_area(sido, sigungu, name, price, income, zone, limit, binding):
    extra = {"as_of": "2025-11-01", "homeless": True, "existing_annual_debt_service": 0}
    r = await TOOL(*_sel_at({"price": price, "income": income}, extra, sido, sigungu, name))
    assert (r.output.zone, r.output.max_loan_manwon, r.output.binding) == (zone, limit, binding)


async def test_one_house_owner_is_told_the_sale_promise_the_limit_depends_on():
    # 강남 30억, 1주택자, 2025-11: 규제지역 1주택(처분조건) LTV 40% = 12억, 25억 초과 → 한도 2억.
    call, sel = _sel({"price": 300000}, extra={"house_count": 1, "as_of": "2025-11-01"}, inputs=[])
    sel = sel.model_copy(update={"query": "강남 30억 아파트 1주택자인데 갈아타기 대출 가능?"})
    r = await TOOL(call, sel)
    assert r.output.buyer == "one_house" and r.output.ltv_max_manwon == 20000
    assert "무주택자로 가정" not in " ".join(r.output.calculations)
    assert "기존 주택을 6개월 안에 처분하겠다고 약정해야만" in r.summary and "2025-06-28 시행" in r.summary
    assert "대환" in r.summary


async def test_homeless_buyer_gets_no_sale_promise_text():
    r = await TOOL(*_sel({"price": 100000, "income": 8000}, extra={"homeless": True, "as_of": "2025-11-01"}))
    assert "처분하겠다고" not in r.summary and "대환" not in r.summary


async def test_asking_what_stress_dsr_is_gets_the_add_on_in_force_not_an_error():
    call, sel = _sel({}, extra={"as_of": "2025-11-01"}, inputs=[])
    sel = sel.model_copy(update={"query": "스트레스 DSR이 뭐야? 지금 수도권 적용되는 가산금리 얼마야"})
    r = await TOOL(call, sel)
    # 10·15 대책 (2025-10-16~): 수도권·규제지역 주담대 스트레스 금리 하한 3.0%p, 지방 0.75%p
    assert r.summary.startswith("2025-11-01 기준 수도권·규제지역 주택담보대출의 스트레스 가산금리는 3%p")
    assert "10·15" in r.summary and "실제 금리에 앞으로 오를 수 있는 금리" in r.summary
    before = await TOOL(ToolCall(name=call.name, params={**call.params.as_dict(), "extra": {"as_of": "2025-08-01"}}),
                        sel)
    assert "가산금리는 1.5%p" in before.summary  # 3단계 (2025-07-01~)


async def test_a_home_over_25eok_gets_the_2eok_band_not_the_4eok_one():
    # "25억 넘는 아파트": 25억 itself sits in the 15억 초과~25억 이하 band (4억); above it the cap is 2억.
    extra = {"as_of": "2025-11-01", "homeless": True, "price_above": True}
    r = await TOOL(*_sel({"price": 250000}, extra=extra, inputs=[]))
    assert r.output.ltv_max_manwon == 20000
    assert "2억원" in r.summary
    exact = await TOOL(*_sel({"price": 250000}, extra={"as_of": "2025-11-01", "homeless": True}, inputs=[]))
    assert exact.output.ltv_max_manwon == 40000


async def test_a_jeonse_loan_answer_reads_as_korean():
    # expert review F45 (q24, q61): "지역: 서울 서울 (수도권)", "정책상품 버팀목 전세자금대출는",
    # "무주택 여부(집이 있는지)을(를)": the region once, the particle by the word's last sound.
    call, sel = _sel({"deposit": 40000}, region="서울", inputs=[])
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "deal_type": "JEONSE"})
    r = await TOOL(call, sel)
    said = " ".join([r.summary, *r.output.calculations, *r.output.recommendations])
    assert "서울 서울" not in said and any(line.startswith("입력 — 지역: 서울 (수도권)") for line in r.output.calculations)
    assert "정책상품 버팀목 전세자금대출은 " in r.summary
    assert "(이)" not in said and "을(를)" not in said and "은(는)" not in said
    assert any(rec.startswith("연소득·무주택 여부(집이 있는지)를 알려 주시면") for rec in r.output.recommendations), \
        r.output.recommendations


def _asked(query: str, extra: dict | None = None, inputs=None):
    call = ToolCall(name="loan_simulator", params={"amounts": {}, "extra": extra or {}})
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent="loan",
                               inputs=inputs or [])


async def test_a_payment_asked_without_the_principal_asks_for_the_principal():
    # expert review 11 (Y215): "원리금균등월상환액계산해줘연4%30년" was asked for a house price and an income
    with pytest.raises(ToolInputError) as e:
        await TOOL(*_asked("원리금균등 월 상환액 계산해줘 연 4% 30년", {"rate_pct": 4.0, "term_years": 30}))
    assert "대출 원금" in str(e.value) and "연 4%·30년" in str(e.value) and "주택 가격" not in str(e.value)


PRODUCTS = {"products": [
    {"id": 1, "name": "은행 주담대 A", "category": "은행", "rate_min": 3.9, "rate_max": 5.1, "as_of": "2025-10-01"},
    {"id": 2, "name": "디딤돌", "category": "정책", "rate_min": 2.35, "rate_max": 3.95, "as_of": "2025-10-01"},
    {"id": 3, "name": "은행 주담대 B", "category": "은행", "rate_min": 3.7, "rate_max": 5.0, "as_of": "2025-10-01"}]}


async def test_a_rate_comparison_lists_the_rates_found_lowest_first_without_asking_a_house_price():
    r = await TOOL(*_asked("금리 비교해줘", inputs=_handed(loan_data=PRODUCTS)))
    assert r.status == "ok"
    assert r.summary.startswith("금리가 낮은 순으로 정책상품은 디딤돌 연 2.35%~3.95%; 은행상품은 은행 주담대 B 연 3.7%~5%, "
                                "은행 주담대 A 연 3.9%~5.1%입니다(금리 기준일 2025-10-01)")
    assert "주택 가격(매매가)을 알려" not in r.summary
