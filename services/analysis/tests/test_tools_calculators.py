"""The calculator tools called as the team runs them: params in, the answer's figure and workings out."""
import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import ToolInputError

TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))


def _handed(**outputs: dict) -> list[ToolResult]:
    """Earlier teams' ok results as handed over: each tool's typed output from its fields."""
    return [ToolResult(tool=t, status="ok", output=output_for(t, fields)) for t, fields in outputs.items()]


def _sel(name: str, params: dict, *, inputs=None):
    call = ToolCall(name=name, params={"as_of": "2026-11-23", **params})
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="q", intent="법률상담",
                               inputs=inputs or [])


async def test_increase_cap_result_leads_with_the_figure_and_cites_the_article():
    r = await TOOLS["rent_increase_cap"](*_sel("rent_increase_cap", {"deposit": 30000, "requested_deposit": 33000}))
    assert r.status == "ok" and r.output.verdict == "불가"
    assert r.summary.startswith("요구받은 보증금 3억 3,000만원은 현재 3억원보다 10.00% 올린 금액이라 5% 한도를 넘습니다")
    assert "주택임대차보호법 제7조" in r.output.laws
    assert "입력 — 현재 보증금: 3억원 (사용자 입력)" in r.output.calculations
    assert {s.ref for s in r.sources if s.kind == "law"} >= {"주택임대차보호법 제7조", "주택임대차보호법 시행령 제8조"}


async def test_brokerage_monthly_rent_in_manwon():
    r = await TOOLS["brokerage_fee"](*_sel("brokerage_fee", {"deal_type": "MONTHLY", "deposit": 1000, "monthly_rent": 80}))
    assert r.output.figures["fee_won"] == 300_000
    assert r.output.effective == "2021-10-19 시행"


async def test_a_sale_and_a_lease_fee_asked_together_are_both_computed():
    """G15 (Q81): a 매매 price and a 임대차 deposit with no single deal type — both fees, none dropped."""
    r = await TOOLS["brokerage_fee"](*_sel("brokerage_fee", {"price": 130000, "deposit": 70000, "as_of": "2026-11-26"}))
    assert r.summary == ("매매가 13억원의 중개보수 상한은 780만원입니다(부가가치세 별도, 상한요율 0.6%). "
                         "전세 보증금 7억원의 중개보수 상한은 280만원입니다(부가가치세 별도, 상한요율 0.4%).")
    lines = r.output.calculations
    assert "중개보수 상한 = 13억원 × 0.6% = 780만원" in lines and "중개보수 상한 = 7억원 × 0.4% = 280만원" in lines
    assert r.output.figures["fee_won"] == 7_800_000 and r.output.figures["lease_fee_won"] == 2_800_000


async def test_missing_input_is_a_korean_question_naming_it():
    with pytest.raises(ToolInputError, match="월세\\(월차임\\)를 알려 주세요"):
        await TOOLS["brokerage_fee"](*_sel("brokerage_fee", {"deal_type": "MONTHLY", "deposit": 1000}))
    with pytest.raises(ToolInputError, match="지역"):
        await TOOLS["priority_repayment"](*_sel("priority_repayment", {"deposit": 10000}))


async def test_bad_figures_name_the_field():
    # the field named in plain Korean (F45): "보증금이", never the template's "보증금이(가)";
    # the amount as Koreans write it (-5,000만원), not a raw number
    with pytest.raises(ToolInputError, match="^현재 보증금이 음수입니다: -5,000만원\\.$"):
        await TOOLS["rent_increase_cap"](*_sel("rent_increase_cap", {"deposit": -5000}))
    with pytest.raises(ToolInputError, match="계약 종료일"):
        await TOOLS["renewal_window"](*_sel("renewal_window", {"contract_end": "2025-01-01",
                                                               "contract_start": "2026-01-01"}))


async def test_conversion_uses_the_base_rate_setting_with_its_date():
    r = await TOOLS["rent_conversion"](*_sel("rent_conversion", {"deposit": 30000, "new_deposit": 20000}))
    assert r.output.figures["monthly_rent_won"] == 375_000
    assert "2025-05-29" in r.summary and "4.5%" in r.summary
    # the input is named in the user's words, not by the variable that sets it (expert review F46)
    said = " ".join([r.summary, *r.output.calculations])
    assert "HOLMES_" not in said and "한국은행 기준금리(2025-05-29 결정), 이 서비스에 설정된 값" in said


async def test_priority_by_region_params_and_mortgage_date():
    r = await TOOLS["priority_repayment"](*_sel("priority_repayment", {"deposit": 10000, "mortgage_date": "2022-03-01",
                                                                       "region": "서울", "sido": "서울특별시"}))
    assert r.output.figures["protected_manwon"] == 5000
    assert r.summary.startswith("서울에서 보증금 1억원이면 소액임차인으로 최우선변제금 5,000만원까지")


async def test_jeonse_ratio_from_market_data_says_so():
    market = _handed(market_data={"region": "마포구", "stats": {
        "SALE": {"count": 90, "median_manwon": 100000}, "JEONSE": {"count": 50, "median_manwon": 60000}}})
    r = await TOOLS["jeonse_ratio"](*_sel("jeonse_ratio", {}, inputs=market))
    assert r.output.figures["jeonse_ratio_pct"] == 60.0
    assert "실거래 마포구 매매 중위가격" in r.summary
    assert any("(데이터" in line for line in r.output.calculations)


async def test_delay_interest_tool():
    r = await TOOLS["deposit_delay_interest"](*_sel("deposit_delay_interest", {
        "deposit": 20000, "due_date": "2026-01-31", "until": "2026-03-02"}))
    assert r.output.figures["interest_won"] == 821_917
    assert "민법 제379조" in r.output.laws


async def test_increase_with_the_deposit_kept_answers_on_the_rent():
    # 갱신 조건 "보증금 5천/월세 80 → 보증금 5천/월세 84": the answer is a verdict, not an error.
    r = await TOOLS["rent_increase_cap"](*_sel("rent_increase_cap", {
        "deposit": 5000, "requested_deposit": 5000, "monthly_rent": 80, "requested_rent": 84}))
    assert r.status == "ok" and r.output.verdict == "가능"
    assert r.summary.startswith("요구받은 월세 84만원은 현재 80만원보다 5.00% 올린 금액이라 5% 한도 안입니다")


async def test_priority_for_several_small_tenants_gives_each_ones_share():
    r = await TOOLS["priority_repayment"](*_sel("priority_repayment", {
        "deposit": 10000, "house_value": 10000, "tenant_count": 3, "region": "서울"}))
    assert r.output.figures["protected_won"] == 16_666_666
    assert r.summary.startswith("서울에서 소액임차인 3명이 각 보증금 1억원이면 1명당 최우선변제금은 1,666만 6,666원입니다")


async def test_delay_interest_for_a_tenant_still_living_there_leads_with_the_verdict():
    r = await TOOLS["deposit_delay_interest"](*_sel("deposit_delay_interest", {"deposit": 15000, "occupying": True}))
    assert r.status == "ok" and r.output.verdict == "어려움"
    assert r.summary.startswith("아직 그 집에 살고 계시면 지연이자는 원칙적으로 청구하기 어렵습니다")
    assert "민법 제536조" in r.output.laws


async def test_earnest_money_cancelled_by_the_seller_leads_with_the_double():
    r = await TOOLS["earnest_money"](*_sel("earnest_money", {"price": 80000, "earnest_pct": 10.0, "by": "seller"}))
    assert r.status == "ok" and r.output.figures["repay_won"] == 160_000_000
    assert r.summary.startswith("매도인이 계약금으로 계약을 해제하려면")
    assert "민법 제565조" in r.output.laws


async def test_a_follow_ups_carried_figures_are_said_to_come_from_the_previous_question():
    # Review 2 G08: "반대로 매도인이 해제하겠다면?" after "8억 … 계약금 10%": the calculator uses the
    # earlier 8억 and 10 % and says where they came from.
    r = await TOOLS["earnest_money"](*_sel("earnest_money", {"price": 80000, "earnest_pct": 10.0, "by": "seller",
                                                             "carried": ["price", "earnest_pct"]}))
    assert r.status == "ok"
    assert "1억 6,000만원" in r.summary
    assert "입력 — 매매가: 8억원 (사용자 입력 — 이전 질문에서 말씀하신 값)" in r.output.calculations
    assert "입력 — 계약금 비율: 10% (사용자 입력 — 이전 질문에서 말씀하신 값)" in r.output.calculations


async def test_the_deposit_a_share_of_the_price_allows():
    """"매매 2억 5천, 전세가율 75% 안 넘으려면 보증금 최대?": price × share, the figure first, inputs shown."""
    r = await TOOLS["jeonse_ratio"](*_sel("jeonse_ratio", {"price": 25000, "target_pct": 75}))
    assert r.output.figures["max_deposit_manwon"] == 18750
    assert r.summary.startswith("매매가 2억 5,000만원에서 전세가율 75%를 넘지 않으려면 전세금은 최대 1억 8,750만원입니다")
    assert "입력 — 기준 비율: 75% (사용자 입력)" in r.output.calculations


async def test_the_deposit_a_share_allows_leaves_room_for_the_debt_ahead():
    r = await TOOLS["jeonse_ratio"](*_sel("jeonse_ratio", {"price": 25000, "target_pct": "75", "senior_debt": 3000}))
    assert r.output.figures["max_deposit_manwon"] == 15750
    assert "최대 1억 5,750만원" in r.summary.split(".")[0]
    # a debt that alone fills the share leaves no deposit, said as a risk
    r = await TOOLS["jeonse_ratio"](*_sel("jeonse_ratio", {"price": 25000, "target_pct": 60, "senior_debt": 16000}))
    assert r.output.figures["max_deposit_manwon"] == 0 and r.output.verdict == "어려움"


async def test_a_share_out_of_range_is_refused():
    with pytest.raises(ToolInputError):
        await TOOLS["jeonse_ratio"](*_sel("jeonse_ratio", {"price": 25000, "target_pct": 140}))
