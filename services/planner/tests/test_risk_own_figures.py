"""A risk check, a 전세가율 or the deposit a share allows, asked of the user's own figures (eval10 tune misses).

Every question is written here in our own words, none copied from an evaluation set: the
causes are the planner's (intent, team, calculator chosen, an English amount's role, a
follow-up that adds only a debt), not single questions.
"""
import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import PreviousTurn, make_plan


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def _teams(plan) -> set[str]:
    return {s.team for s in plan.steps}


def _after(previous_query: str, query: str):
    p = make_plan(previous_query)
    return make_plan(query, previous=PreviousTurn(intent=p.intent, entities=p.entities, query=p.query,
                                                  keywords=tuple(p.keywords)))


def _roles(plan) -> dict[str, int]:
    return {a.role: a.manwon for a in plan.entities.amounts if a.role}


@pytest.mark.parametrize("query", [
    # the facts told as a story, the debt last, the ask a judgement
    "신혼집 구하는 중인데 시세 2억 8천 빌라를 전세 2억 3천에 들어가려고요. 등기부에 근저당 4천 있던데 괜찮은 집일까요?",
    # the price and deposit without the word 전세가율, a share asked
    "집값 3억 5천에 보증금 2억 8천이면 몇 프로예요?",
    "매매는 2억 1천이라는데 전세를 1억 9천 달래요, 깡통 아닌가",
])
def test_a_danger_or_share_of_ones_own_figures_is_a_risk_check(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석", plan.reasoning
    assert _teams(plan) == {"analysis", "search"}


@pytest.mark.parametrize("query", [
    "The villa is valued at 220 million won and my jeonse deposit would be 180 million. What percentage is that?",
    "Flat worth 600 million, 150 million won mortgage on it, I'd put down a 350 million deposit. Debt ratio?",
])
def test_english_own_figures_are_a_risk_check_with_the_price_read(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석", plan.reasoning
    assert _teams(plan) == {"analysis", "search"}
    assert "price" in _roles(plan) and "deposit" in _roles(plan)


def test_english_worth_and_a_debt_ratio_are_glossed():
    g = gloss("House worth 450 million won with a 90 million won mortgage; (mortgage + deposit) / price for a 200M deposit?")
    assert "매매가 4억5000만원" in g and "근저당 9000만원" in g and "부채비율" in g


@pytest.mark.parametrize(("query", "share"), [
    ("매매 5억 아파트, 전세가율 65% 이하로 하려면 보증금 최대 얼마까지?", 65.0),
    ("시세 2억 4천 빌라에 근저당 3천이 있는데 근저당이랑 합쳐서 75% 안 넘기려면 전세금 얼마까지 넣어요?", 75.0),
])
def test_the_deposit_a_share_allows_is_the_ratio_calculators(query, share):
    plan = make_plan(query)
    assert plan.intent == "리스크분석", plan.reasoning
    assert "jeonse_ratio" in _tools(plan)
    assert plan.entities.extra["target_ratio_pct"] == share


def test_the_deposit_at_a_share_given_is_asked_too():
    plan = make_plan("집값 2억 4천이면 보증금을 75%로 하면 얼마예요?")
    assert plan.entities.extra.get("target_ratio_pct") == 75.0 and "jeonse_ratio" in _tools(plan)


@pytest.mark.parametrize("query", [
    "매매가 4억 아파트 LTV 60%면 전세대출 얼마까지 나와요?",   # a loan's share
    "매매가 6억인데 중개보수 0.4%면 얼마?",                    # a fee's share
])
def test_a_loans_or_a_fees_share_is_no_deposit_target(query):
    plan = make_plan(query)
    assert "target_ratio_pct" not in plan.entities.extra and "jeonse_ratio" not in _tools(plan)


def test_a_share_told_beside_a_deposit_is_no_target():
    """The deposit is given: the ratio of it is asked, not the deposit a share allows."""
    plan = make_plan("매매 4억에 전세 3억이면 80% 넘어요?")
    assert "target_ratio_pct" not in plan.entities.extra


def test_a_debt_added_after_a_hug_question_keeps_the_house():
    plan = _after("공시가격 1억 2천 다세대 HUG 반환보증 되는 최대 보증금?", "근저당 1천5백 잡혀 있으면요?")
    assert plan.intent == "리스크분석", plan.reasoning
    assert "jeonse_ratio" in _tools(plan)
    assert plan.entities.extra.get("official_price") == 12000 and _roles(plan).get("debt") == 1500


def test_a_debt_added_after_a_ratio_keeps_price_and_deposit():
    plan = _after("집값 3억 2천 전세 2억 4천이면 전세가율 몇이에요?", "선순위 채권 5천이 있다면?")
    assert plan.intent == "리스크분석", plan.reasoning
    assert {k: _roles(plan).get(k) for k in ("price", "deposit", "debt")} == {"price": 32000, "deposit": 24000, "debt": 5000}


@pytest.mark.parametrize("query", [
    "보증금 2억 2천 전세가율 계산해줘",        # the price missing: asked for
    "시세 3억 5천 아파트 전세가율 얼마예요?",   # the deposit missing: asked for
])
def test_a_ratio_asked_with_one_figure_runs_the_analysis_that_asks_the_other(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석", plan.reasoning
    assert "analysis" in _teams(plan)


def test_a_districts_ratio_stays_a_market_question():
    plan = make_plan("마포구 아파트 전세가율 몇 %예요?")
    assert "target_ratio_pct" not in plan.entities.extra
    assert "market_data" in _tools(plan)


def test_my_own_deadline_in_english_asks_the_lease_dates():
    plan = make_plan("What's my last day to send the owner a renewal request?")
    assert "renewal_window" in _tools(plan)


def test_the_raise_alone_asked_after_the_cap_keeps_the_rent():
    plan = _after("월세 80만원인데 갱신 때 최대 얼마까지 올릴 수 있어요?", "올릴 수 있는 금액만 치면요?")
    assert "rent_increase_cap" in _tools(plan)
    assert _roles(plan).get("monthly_rent") == 80


@pytest.mark.parametrize("query", [
    "건물주 대출 1억 2천 있다던데 시세 4억 빌라 전세 2억 5천 위험할까요",
    "집주인이 대출 7천 받았대요, 매매 3억 집 전세 2억이면 괜찮아요?",
])
def test_the_landlords_loan_in_a_risk_check_is_the_debt_ahead(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석"
    assert "debt" in _roles(plan) and "loan" not in _roles(plan)


def test_the_tenants_own_loan_stays_a_loan():
    plan = make_plan("전세대출 1억 받아서 전세 2억 들어가요, 매매 3억이면 위험해요?")
    assert "debt" not in _roles(plan)
