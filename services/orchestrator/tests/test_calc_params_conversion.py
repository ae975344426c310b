"""Conversion params read from the ways people phrase it (own wording, not the eval sets')."""
import pytest

from holmes_contracts import PlanReady, PlanStep
from holmes_kit.korean.extract import extract_entities
from holmes_orchestrator.domain.tools import tool_params


def _params(query: str, previous: str | None = None) -> dict:
    entities = extract_entities(query)
    if previous:  # a follow-up: the planner carries the earlier text beside this turn's figures
        entities = entities.model_copy(update={"extra": {**entities.extra, "previous_query": previous}})
    plan = PlanReady(query=query, intent="법률상담", confidence=0.9, entities=entities, steps=[
        PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team", task="계산",
                 tools=["rent_conversion"])])
    p = tool_params("rent_conversion", plan).as_dict()
    p.pop("carried", None)
    return p


@pytest.mark.parametrize(("query", "expected"), [
    # the whole deposit, said as 전부/전액
    ("지금 전세금 1억8천 전액 월세로 하면 얼마 내요", {"deposit": 18_000, "new_deposit": 0}),
    # the part converted said as a noun phrase, the deposit without a role word
    ("4억 중 0.8억 월세 전환하면 상한?", {"deposit": 40_000, "new_deposit": 32_000}),
    # a deposit raised by an amount, or to an amount, with the rent paid now
    ("보증금 3천 더 넣을 테니 월세 좀 깎아줄 수 있냐고 물어보려고요", {"deposit": 0, "new_deposit": 3_000}),
    ("보증금 500에 월세 65인데 보증금을 2천으로 올리면 월세는?",
     {"deposit": 500, "new_deposit": 2_000, "monthly_rent": 65}),
    # a figure the landlord proposes rent for: the part converted; the rent named is the proposal
    ("주인이 7천에 월세 35 달라는데 상한 넘지 않나요", {"deposit": 7_000, "new_deposit": 0}),
    # a deposit given back in trade for a raise
    ("월세 5만원 더 내는 대신 보증금 2천 돌려준다네요", {"deposit": 2_000, "new_deposit": 0}),
])
def test_conversion_figures_in_their_roles(query, expected):
    assert _params(query) == expected


def test_a_rate_the_user_names_is_passed_but_not_a_loan_rate_beside_it():
    assert _params("연 5%로 쳐서 보증금 4천을 월세로 돌리면?")["rate_pct"] == 5.0
    assert _params("전환율은 3.5%로 계산해서 보증금 1억 월세로 바꾸면")["rate_pct"] == 3.5
    assert "rate_pct" not in _params("전세대출 금리 3.9%인데 보증금 1억을 월세로 돌리면 얼마예요")


@pytest.mark.parametrize(("previous", "query", "expected"), [
    # the part converted changes
    ("전세 2억5천에서 5천만원을 월세로 바꾸면 얼마예요", "8천이면요?", {"deposit": 25_000, "new_deposit": 17_000}),
    # the deposit kept changes
    ("저 전세 2억 살아요", "보증금 1억2천으로 낮추면 월세 얼마까지?", {"deposit": 20_000, "new_deposit": 12_000}),
    # the rent turned into deposit changes
    ("월세 35만원 보증금으로 돌리면 얼마예요?", "월세 50이면?", {"deposit": 0, "monthly_rent": 50}),
    # a raise on the lease told before, its rent kept
    ("보증금 2천 월세 60만원 살고 있어요", "보증금 2천 더 올리면 월세 얼마로 내려가요?",
     {"deposit": 2_000, "new_deposit": 4_000, "monthly_rent": 60}),
])
def test_a_follow_up_changes_one_figure_of_the_conversion_before(previous, query, expected):
    assert _params(query, previous) == expected


def _delay(query: str, previous: str | None = None) -> dict:
    entities = extract_entities(query)
    if previous:
        entities = entities.model_copy(update={"extra": {**entities.extra, "previous_query": previous}})
    plan = PlanReady(query=query, intent="법률상담", confidence=0.9, entities=entities, steps=[
        PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team", task="계산",
                 tools=["deposit_delay_interest"])])
    return tool_params("deposit_delay_interest", plan).as_dict()


def test_a_delay_counted_after_service_said_in_two_clauses_runs_at_the_litigation_rate():
    p = _delay("소장이 송달됐고요 그 뒤로 3개월 더 지나서 보증금 1억을 받았어요 이자 얼마")
    assert p.get("after_service") is True and p.get("late_months") == 3


def test_a_follow_up_keeps_the_delay_the_question_before_counted():
    p = _delay("소장 송달 뒤 기준이면요?", previous="보증금 1억5천을 5개월 늦게 받았는데 지연이자 얼마예요")
    assert p.get("late_months") == 5 and p.get("after_service") is True


def test_an_official_price_the_planner_read_from_english_is_the_guarantees_base():
    entities = extract_entities("공시가격 1억8천, 근저당 2천")
    entities = entities.model_copy(update={"extra": {**entities.extra, "official_price": 18_000}})
    plan = PlanReady(query="official price 180 million, mortgage 20 million, HUG max deposit?", intent="리스크분석",
                     confidence=0.9, entities=entities, steps=[
                         PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team",
                                  task="계산", tools=["jeonse_ratio"])])
    assert tool_params("jeonse_ratio", plan).as_dict().get("official_price") == 18_000


@pytest.mark.parametrize(("query", "expected"), [
    # the part converted said with a topic particle and "받고"
    ("전세 1억8천인데 4천 정도는 월세로 받고 싶다네요", {"deposit": 18_000, "new_deposit": 14_000}),
    # a rent cut bought with a deposit: the cut is the rent turned into deposit
    ("월세를 10만원 줄이려면 보증금을 얼마나 더 넣어야 하죠", {"deposit": 0, "monthly_rent": 10}),
    ("월세 8만원 깎아주는 대신 보증금 더 내라는데 얼마가 맞아요", {"deposit": 0, "monthly_rent": 8}),
    # a raise said without 더, where the rent comes down
    ("보증금 2천만원 올리면 월세가 얼마나 빠지나요", {"deposit": 0, "new_deposit": 2_000}),
    # a larger deposit for no rent at all
    ("보증금 5천 월세 40인데 보증금 1억5천으로 하면 월세 안 받겠대요",
     {"deposit": 5_000, "new_deposit": 15_000, "monthly_rent": 40}),
])
def test_more_everyday_conversions(query, expected):
    assert _params(query) == expected


def test_a_deposit_figure_misread_as_a_rent_is_the_part_converted():
    # a month's rent of thousands of 만원 is no rent: whatever the role reader said, it is the part
    from holmes_contracts.models import Amount
    query = "빼주는 돈 6천, 월세 상한?"
    entities = extract_entities(query).model_copy(update={"amounts": [Amount(text="6천", manwon=6_000,
                                                                             role="monthly_rent")]})
    plan = PlanReady(query=query, intent="법률상담", confidence=0.9, entities=entities, steps=[
        PlanStep(step_id="step-1", step_type="analysis", team="analysis", agent_name="analysis_team", task="계산",
                 tools=["rent_conversion"])])
    assert tool_params("rent_conversion", plan).as_dict() == {"deposit": 6_000, "new_deposit": 0}


def test_more_taken_off_in_a_follow_up_adds_to_the_part_converted():
    p = _params("3천 더 빼면요?", previous="전세 2억 중 5천을 월세로 돌리면 얼마예요")
    assert p == {"deposit": 20_000, "new_deposit": 12_000}


def test_the_part_converted_written_as_the_tail_of_the_deposit_is_found_where_it_stands_alone():
    # "3억 5천 중에 5천을": the first "5천" is the deposit's tail; the part is the one said on its own
    assert _params("전세 3억 5천 중에 5천을 월세로 돌리면 상한이 얼마죠") == {"deposit": 35_000, "new_deposit": 30_000}
