"""Review 2, G08, across the seams in process: the planner's follow-up plan -> the orchestrator's
tool params -> the analysis calculator's answer (what the user reads), no NATS in between."""
from datetime import date

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import PlanReady, ToolCall, ToolsSelected
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import PreviousTurn, make_plan

TODAY = date(2026, 11, 26)
TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))


async def _answer(first: str, follow: str, tool: str):
    d1 = make_plan(first, today=TODAY)
    prev = PreviousTurn(intent=d1.intent, entities=d1.entities, query=first, keywords=tuple(d1.keywords),
                        turn_id="turn-1")
    d2 = make_plan(follow, previous=prev, today=TODAY)
    plan = PlanReady(**d2.plan_fields())
    assert tool in {t for s in plan.steps for t in s.tools}
    params = {**tool_params(tool, plan).as_dict(), "as_of": TODAY.isoformat()}
    call = ToolCall(name=tool, params=params)
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=follow, intent=plan.intent, inputs=[])
    return await TOOLS[tool](call, sel)


async def test_mortgage_date_follow_up_judges_the_previous_deposit_by_the_older_band():
    r = await _answer("서울에 보증금 1억 6천만원 월세 없는 집인데 최우선변제 받을 수 있나요? 얼마까지요?",
                      "근데 그 집 근저당이 2022년 5월에 설정됐으면요?", "priority_repayment")
    assert r.status == "ok"
    # 근저당 2022-05: 시행령 2021-05-11 기준 서울 1억 5,000만원 이하 → 1억 6천은 대상 아님
    assert "1억 5,000만원" in r.summary and "5,500만원" not in r.summary
    assert "입력 — 보증금: 1억 6,000만원 (사용자 입력 — 이전 질문에서 말씀하신 값)" in r.output.calculations


async def test_seller_cancelling_follow_up_returns_double_the_earnest():
    r = await _answer("8억 아파트 매매 계약금 10% 냈는데 제가 해제하면 어떻게 돼요?",
                      "반대로 매도인이 해제하겠다면 저는 얼마 받아요?", "earnest_money")
    assert r.status == "ok" and "1억 6,000만원" in r.summary and r.summary.startswith("매도인")


async def test_vat_follow_up_leads_with_the_total():
    # Review 2 G08 (Q18): "그럼 부가세 포함하면요?" after a 9억 매매 fee must answer with the VAT in.
    r = await _answer("매매 9억 아파트 중개보수 얼마에요?", "그럼 부가세 포함하면요?", "brokerage_fee")
    assert r.status == "ok" and r.summary.startswith("부가가치세를 포함하면") and "495만원" in r.summary
    assert "입력 — 매매가: 9억원 (사용자 입력 — 이전 질문에서 말씀하신 값)" in r.output.calculations


async def test_own_use_refusal_follow_up_answers_for_the_lease_just_given():
    # Review 2 G08 (Q02): after the renewal window of a lease ending 2027-03-31, "집주인이 실거주한다고
    # 갱신 거절하면?" is answered for that lease: a lawful ground (제6조의3 ① 8호) and the damages if
    # the landlord lets to someone else instead (⑤·⑥).
    r = await _answer("전세 만기가 2027년 3월 31일이에요. 계약갱신요구권은 언제부터 언제까지 써야 하나요?",
                      "집주인이 본인이 실거주한다고 갱신 거절하면 어떻게 되나요?", "renewal_window")
    assert r.status == "ok"
    assert "2027년 1월 30일까지" in r.summary
    assert "제6조의3 제1항 제8호" in r.summary and "제5항·제6항" in r.summary
    assert "입력 — 계약 종료일: 2027-03-31 (사용자 입력 — 이전 질문에서 말씀하신 값)" in r.output.calculations


async def test_a_raise_asked_in_a_follow_up_is_judged_against_the_deposit_just_given():
    # "그럼 2천 올려달라고 하면?" after the cap of a 2억4천 deposit: 2천 is the raise asked for, not a new
    # deposit — 2억 6,000만원 is 8.33% over 2억 4,000만원, the cap is 1,200만원.
    r = await _answer("전세 2억4천인데 갱신요구권 쓰면 보증금 최대 얼마까지 올릴 수 있어요?",
                      "그럼 2천 올려달라고 하면 초과인가요?", "rent_increase_cap")
    assert r.status == "ok" and r.summary.startswith("요구받은 보증금 2억 6,000만원은 현재 2억 4,000만원보다")
    assert "최대 1,200만원 올린 2억 5,200만원까지만" in r.summary


async def test_an_english_raise_follow_up_keeps_the_deposit_of_the_turn_before():
    r = await _answer("My jeonse deposit is 240M won and I will use my renewal right. What is the legal maximum?",
                      "The landlord asks for +1,500만. Is that within the cap?", "rent_increase_cap")
    assert r.status == "ok" and "1,200만원" in r.summary and "2억 4,000만원" in r.summary


async def test_a_figure_put_right_is_the_one_the_cap_is_worked_on():
    # "X 아니고 Y": the user takes back the deposit told before; the same question is answered for Y.
    r = await _answer("월세 없이 보증금 4억인데 이번 갱신 때 얼마까지 올려줘야 하나요?",
                      "아 죄송해요 4억이 아니라 4억5천이에요 다시 계산해 주세요", "rent_increase_cap")
    assert r.status == "ok" and "4억 7,250만원" in r.summary  # 45,000 × 1.05


async def test_a_deposit_lowered_to_is_converted_from_the_one_told_before():
    r = await _answer("보증금 3억 전세인데 주인이 일부를 월세로 돌리고 싶대요",
                      "보증금을 2억으로 낮추면 월세는 최대 얼마까지 돼요?", "rent_conversion")
    # 1억 turned into rent at the cap 4.5% (기준금리 2.5% + 2%p): 10,000 × 0.045 ÷ 12 = 37.5만원
    assert r.status == "ok" and "37만 5,000원" in r.summary


async def test_an_ltv_assumed_in_a_follow_up_is_applied_to_the_price_told_before():
    r = await _answer("8억짜리 아파트 살 건데 주택담보대출 얼마 받을 수 있어요?",
                      "LTV 50%로 잡으면 한도 얼마예요?", "loan_simulator")
    assert r.status == "ok" and "4억원" in r.summary


async def test_a_figure_not_told_before_is_no_correction():
    # "5천 말고 6천 더" names no figure of the previous turn: nothing is taken back from it.
    d1 = make_plan("보증금 2억 전세 갱신하면 최대 얼마까지 올릴 수 있어요?", today=TODAY)
    prev = PreviousTurn(intent=d1.intent, entities=d1.entities, query=d1.query, keywords=tuple(d1.keywords))
    d2 = make_plan("5천 아니고 6천 올려달래요", previous=prev, today=TODAY)
    assert [a.manwon for a in d2.entities.amounts if a.role == "deposit"][:1] == [20000]


def _earnest_params(question: str) -> dict:
    p = make_plan(question, today=TODAY)
    assert "earnest_money" in {t for s in p.steps for t in s.tools}
    return tool_params("earnest_money", PlanReady(**p.plan_fields())).as_dict()


def test_an_english_party_backing_out_of_a_sale_is_read_with_its_earnest():
    seller = _earnest_params("We put down a 50M won down payment for a house; now the seller backed out. "
                             "How much does he owe us?")
    assert seller["earnest"] == 5000 and seller["by"] == "seller"
    buyer = _earnest_params("I paid 20M won earnest money but as the buyer I want to cancel. How much do I lose?")
    assert buyer["earnest"] == 2000 and buyer["by"] == "buyer"


async def test_vat_asked_as_an_addition_after_a_lease_fee_adds_it():
    # Review 4 J17: "부가세까지 하면?" after a 전세 fee — 4억 × 0.3% = 120만원, with 10% VAT 132만원
    r = await _answer("전세 4억 중개보수 얼마예요?", "부가세까지 하면?", "brokerage_fee")
    assert r.status == "ok" and r.summary.startswith("부가가치세를 포함하면") and "132만원" in r.summary
