"""A question that asks for a figure the law fixes, with its figures, gets the calculator."""
import pytest

from holmes_kit.korean.extract import extract_entities
from holmes_planner.domain.asks import calculator_tools
from holmes_planner.domain.plan import make_plan


@pytest.mark.parametrize(("query", "tools"), [
    ("보증금 3억인데 집주인이 3억 5천으로 올려달래요 가능한가요?", ["rent_increase_cap"]),
    ("월세 보증금 1000에 월세 80이면 복비 얼마", ["brokerage_fee"]),
    ("보증금 3억에서 2억으로 낮추고 월세로 전환하면 월세 얼마", ["rent_conversion"]),
    ("보증금 1억에 월세 50만원이면 전세로 환산하면 얼마예요?", ["rent_conversion"]),
    ("인천 보증금 8천 소액임차인 최우선변제 얼마", ["priority_repayment"]),
    ("보증금 2억을 2026-01-31에 못 돌려받았어요 지연이자 계산해줘", ["deposit_delay_interest"]),
    ("계약 만료일 2027-03-31인데 갱신요구 언제까지 해야 하나요", ["renewal_window"]),
    ("매매가 5억 전세 4억 전세가율", ["jeonse_ratio"]),
    ("마포구 아파트 전세가율 얼마예요", ["jeonse_ratio"]),
])
def test_asked_figure_with_its_inputs(query, tools):
    assert calculator_tools(query, extract_entities(query)) == tools


@pytest.mark.parametrize("query", [
    "전세금 5% 인상이 가능한가요?",          # no figure to compute on: the law answers
    "중개보수는 누가 내나요?",
    "갱신요구권은 몇 번 쓸 수 있나요",
])
def test_no_figures_no_calculator(query):
    assert calculator_tools(query, extract_entities(query)) == []


def test_the_calculator_runs_after_the_law_search_of_a_legal_question():
    plan = make_plan("보증금 3억인데 집주인이 3억 5천으로 올려달래요 가능한가요?")
    assert plan.intent == "법률상담"
    search, calc = plan.steps
    assert search.tools == ["legal_search"]
    assert calc.team == "analysis" and calc.tools == ["rent_increase_cap"] and calc.depends_on == [search.step_id]
    assert calc.task == "증액 한도 계산"


def test_a_risk_analysis_is_not_doubled_by_the_ratio_calculator():
    plan = make_plan("강남구 아파트 전세 5억인데 깡통전세 위험 있을까요?")
    assert not any("jeonse_ratio" in s.tools for s in plan.steps)


def test_calculator_asks_in_english_and_counted_delays():
    from holmes_planner.domain.plan import make_plan

    def calcs(q: str) -> list[str]:
        return [t for s in make_plan(q).steps for t in s.tools if t != "legal_search" and s.team == "analysis"]

    assert calcs("I pay 650,000 won a month in rent. How much can the landlord raise it when I renew?") == ["rent_increase_cap"]
    assert calcs("My deposit of 200 million won came back 2 months late. What interest can I ask for?") == ["deposit_delay_interest"]
    assert calcs("My lease ends on 2027-09-30. When can I ask to renew?") == ["renewal_window"]
    assert calcs("월세 70만원 재계약하면서 5% 인상하면 얼마예요") == ["rent_increase_cap"]
    assert calcs("보증금 9천 반환이 2달째 밀리고 있는데 이자 얼마 받을 수 있나요") == ["deposit_delay_interest"]


def test_rent_turned_into_deposit_is_a_conversion_not_an_increase():
    # "보증금 얼마 올려야돼" here asks how much deposit replaces the rent, not the 5% cap (expert review F41)
    q = "월세 60을 보증금으로 돌리면 보증금 얼마 올려야돼"
    assert calculator_tools(q, extract_entities(q)) == ["rent_conversion"]


def test_delay_interest_asked_by_a_tenant_still_living_there_gets_the_calculator():
    q = "만기 지났는데 보증금 못받아서 아직 그집에 살고있어요. 지연이자 청구할수있나요? 보증금 1억5천, 만기 8월31일"
    assert calculator_tools(q, extract_entities(q)) == ["deposit_delay_interest"]


def test_a_seller_cancelling_with_the_earnest_money_gets_the_calculator():
    q = "매매 계약금 10% 넣었는데 매도인이 집값 올랐다고 계약 해제하겠다네요. 얼마 받을수 있나요? 매매가 8억"
    assert calculator_tools(q, extract_entities(q)) == ["earnest_money"]
    # a provisional deposit (가계약금) is another question: whether a contract was made at all
    q = "가계약금 50만원 보냈는데 마음 바뀌어서 취소하면 돌려받을수 있나요"
    assert "earnest_money" not in calculator_tools(q, extract_entities(q))


@pytest.mark.parametrize("q", ["계약금 5천 넣고 매도인이 계약 해제했는데 복비는 줘야 하나요?",
                               "매매가 5억 계약금 10% 냈는데 계약 해제되면 중개수수료 돌려받나요"])
def test_a_brokerage_question_about_a_cancelled_deal_is_not_an_earnest_money_question(q):
    assert "earnest_money" not in calculator_tools(q, extract_entities(q))


def test_renewal_window_from_a_month_and_for_leaving_after_implied_renewal():
    """F16: a month of moving in is enough to date the window; F51: 'when can I leave' after a
    묵시적 갱신 is answered from a notice sent today (and the day asked for)."""
    q16 = "나 2024년 12월에 전세 들어왔는데 집주인이 내년에 본인이 들어와서 산다고 나가래. 갱신요구 거절 가능해?"
    assert calculator_tools(q16, extract_entities(q16)) == ["renewal_window"]
    q51 = "묵시적갱신 된 상태인데 이사가고 싶어요 언제 나갈수있어요? 보증금은 언제 받나요"
    assert calculator_tools(q51, extract_entities(q51)) == ["renewal_window"]
    q = "2020년 12월 이전 계약도 갱신요구 가능한가요?"  # a month that dates no lease of the user's: the law
    assert calculator_tools(q, extract_entities(q)) == []
    q = "갱신요구 언제까지 해야 하나요"  # no date, no 묵시적 갱신: answered from the law
    assert calculator_tools(q, extract_entities(q)) == []



def test_hug_guarantee_deadline_is_a_calculator_question():
    """F40: 'hug 반환보증 언제까지 가입해야돼요? 계약한지 1년 됐어요' gets the deadline, not the checklist."""
    q = "hug 반환보증 언제까지 가입해야돼요? 계약한지 1년 됐어요 2년계약"
    assert calculator_tools(q, extract_entities(q)) == ["guarantee_deadline"]
    assert make_plan(q).intent == "법률상담"


def test_a_subscription_score_asked_with_its_inputs_runs_the_score_calculator():
    # Review 2 G13 (Q50): the score is computed, not answered from an unrelated article
    plan = make_plan("통장 가입 4년, 무주택 6년, 부양가족 1명이면 청약 가점이 몇 점인가요")
    assert "subscription_score" in {t for s in plan.steps for t in s.tools}


def test_a_tax_amount_asked_with_the_price_runs_the_acquisition_tax_calculator():
    # Review 2 G12 (Q47): the 취득세 in won, not the rate table alone
    assert "acquisition_tax" in {t for s in make_plan("7억짜리 빌라 사면 취득세 얼마 내요?").steps for t in s.tools}
    # the deadline of the tax is the law's (지방세법 제20조): no calculator
    assert "acquisition_tax" not in {t for s in make_plan("취득세는 언제까지 신고해야 돼요?").steps for t in s.tools}


def test_a_rent_added_to_a_jeonse_at_renewal_asks_the_increase_cap():
    q = "지금 전세금 4억인데 재계약 조건으로 월세 15만원 붙이자고 하네요. 상한 넘는 거 아닌가요?"
    assert calculator_tools(q, extract_entities(q)) == ["rent_increase_cap"]


def test_a_filing_deadline_with_its_start_day_is_a_calculator_question():
    from holmes_kit.korean.extract import extract_entities
    from holmes_planner.domain.asks import calculator_tools
    q = "잔금 치른 날이 2027년 6월 30일이에요. 취득세 신고 마감이 언제인가요?"
    assert calculator_tools(q, extract_entities(q)) == ["statutory_deadline"]
    # without a day to count from, the period is the law's answer (30일 이내), not a form to fill in
    q = "전월세 신고는 언제까지 하면 돼요?"
    assert calculator_tools(q, extract_entities(q)) == []
    q = "빌라 샀는데 거래신고는 며칠 이내에 하는 거예요?"  # the period asked, not a day
    assert calculator_tools(q, extract_entities(q)) == []
    # an objection to something other than the 공시가격 is not this calculator's
    q = "토지거래허가 불허가 처분을 2027-03-02에 받았는데 이의신청 언제까지?"
    assert "statutory_deadline" not in calculator_tools(q, extract_entities(q))


@pytest.mark.parametrize(("query", "tools"), [
    # the raise told first, a bare "how far" asked last with other numbers between
    ("갱신하면서 올려달라고 하네요. 보증금 4억, 관리비는 18만원이에요. 최대 얼마까지요?", ["rent_increase_cap"]),
    # the verb conjugated for what one will do ("돌릴", "바꿀")
    ("보증금 1억 월세로 바꿀 건데 월세 얼마 받을 수 있어?", ["rent_conversion"]),
])
def test_an_ask_split_from_its_verb_or_conjugated_still_asks(query, tools):
    assert calculator_tools(query, extract_entities(query)) == tools


def test_a_bare_how_far_without_a_raise_is_not_the_cap():
    q = "대출 받으려고요. 연봉 5천, 관리비 20만원이에요. 최대 얼마까지?"
    assert "rent_increase_cap" not in calculator_tools(q, extract_entities(q))


@pytest.mark.parametrize("query", [
    "보증금 중 7천만원을 월차임으로 전환하면 한 달 얼마",   # the statute's word for rent
    "1.5억 월세 전환 시 상한",                              # a noun phrase, no role word
    "보증금 500 월세 70인데 전세로 바꾸면 전세금 얼마",       # rent into a deposit
    "보증금 2천 더 낼 테니 월세 깎아 달라면 얼마나 깎아야 돼요",  # a deposit raised to cut the rent
    "전세 3억 → 보증금 1억 + 월세, 월세는 최대 얼마",          # the lower deposit with rent, however it ends
])
def test_conversion_asked_in_everyday_words(query):
    assert calculator_tools(query, extract_entities(query)) == ["rent_conversion"]


@pytest.mark.parametrize("query", [
    "월세를 5만원 올리는 대신 보증금 2천 빼준대요 괜찮은 거예요?",   # a trade, not a raise
    "전환율 6%로 계산해서 월세 30만원을 보증금으로 돌리면 얼마예요",  # the conversion's own rate, not a raise %
    "보증금 1억 빼고 월세 40 올린대요 법정 상한 넘나요",             # 상한 of the conversion
])
def test_a_conversion_is_not_taken_for_a_raise(query):
    assert calculator_tools(query, extract_entities(query)) == ["rent_conversion"]


@pytest.mark.parametrize(("query", "asked"), [
    ("차임 두 달 밀렸더니 집주인이 이자까지 내래요. 얼마예요?", True),
    ("밀린 월세에도 이자가 붙나요? 몇 프로예요?", True),
    ("월세 2기 연체하면 계약 해지돼요?", False),  # the termination asked, no interest
    ("주담대 연체이자 얼마나 돼요?", False),  # a loan's arrears
])
def test_interest_on_rent_paid_late_gets_the_delay_calculator(query, asked):
    # review 5, K18
    assert ("deposit_delay_interest" in calculator_tools(query, extract_entities(query))) is asked


def test_the_raise_asked_as_rent_in_a_follow_up_is_the_cap_calculators():
    # review 5, K27: "그 증액분을 월세로 받으면" after a 5% question repeated the cap; the raise is what is turned into rent
    from holmes_planner.domain.plan import PreviousTurn
    first = make_plan("전세 4억 재계약 때 최대 얼마까지 올려줘야 해요?")
    prev = PreviousTurn(intent=first.intent, entities=first.entities, query=first.query, keywords=tuple(first.keywords))
    follow = make_plan("올린 만큼을 월세로 돌리면 매달 얼마 내요?", previous=prev)
    tools = [t for s in follow.steps for t in s.tools]
    assert "rent_increase_cap" in tools and "rent_conversion" not in tools
