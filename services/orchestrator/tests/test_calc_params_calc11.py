"""Params of the computations eval11's tune part missed, read from our own phrasings."""
import pytest

from holmes_contracts import PlanReady
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import make_plan


def _params(query: str, tool: str) -> dict:
    p = make_plan(query)
    plan = PlanReady(query=p.query, intent=p.intent, confidence=0.9, entities=p.entities, steps=p.steps)
    out = tool_params(tool, plan).as_dict()
    out.pop("carried", None)
    return out


@pytest.mark.parametrize(("query", "expected"), [
    # the part taken off and the rent asked for it: the rate of the offer
    ("집주인이 보증금 4천 깎아주는 대신 월세를 20만원 더 받겠대요. 연 몇 프로로 바꾼 거죠?",
     {"deposit": 4_000, "new_deposit": 0, "offered_rent": 20}),
    ("전세 3억을 보증금 1억에 월세 90만원으로 하자는데 전환율 몇 %인 거예요?",
     {"deposit": 30_000, "new_deposit": 10_000, "offered_rent": 90}),
    ("주인이 보증금 2천을 월세 10만원으로 돌리자는데 몇 퍼센트야?", {"deposit": 2_000, "new_deposit": 0, "offered_rent": 10}),
    # a form pasted as label and value: the labelled figure is the part converted
    ("현재 보증금 3억\n전환할 금액: 1억\n월세 상한은?", {"deposit": 30_000, "new_deposit": 20_000}),
    ("보증금: 1억5천\n월세로 돌릴 금액: 5천\n월세 얼마까지 받을 수 있나요?", {"deposit": 15_000, "new_deposit": 10_000}),
])
def test_conversion_offers_and_labelled_parts(query, expected):
    assert _params(query, "rent_conversion") == expected


def test_a_rent_paid_now_is_no_offer_even_when_a_rate_is_asked():
    p = _params("보증금 1억에 월세 30만원 내는데 보증금을 5천으로 낮추면 월세 상한 몇 %로 계산해요?", "rent_conversion")
    assert "offered_rent" not in p


def test_the_old_end_of_a_tacit_renewal_asks_the_new_end_even_when_leaving_is_asked():
    p = _params("만기가 2027.3.15였는데 아무도 연락 안 해서 묵시적 갱신됐어요. 새 만기는 언제이고 도중에 이사 나갈 수 있어요?",
                "renewal_window")
    assert p == {"contract_end": "2027-03-15", "renewed": True}


def test_a_term_said_as_how_long_one_lives_there():
    p = _params("2027.5.20부터 1년 살기로 계약했어요. 만료일은요?", "renewal_window")
    assert p == {"contract_start": "2027-05-20", "term_years": 1}


@pytest.mark.parametrize(("query", "pct"), [
    ("근저당 채권최고액 9천6백이면 실제 빌린 돈은 얼마쯤?", "usual"),
    ("채권최고액 1억 5천6백, 최고액을 대출의 130%로 잡으면 대출 원금은 얼마예요?", 130.0),
])
def test_the_loan_behind_a_max_claim(query, pct):
    p = _params(query, "jeonse_ratio")
    assert p["claim_pct"] == pct and "senior_debt" in p and "deposit" not in p


def test_the_loan_behind_a_max_claim_without_the_figure_leaves_it_to_be_asked():
    p = _params("근저당 설정된 집인데 최고액 기준으로 실제 대출 원금이 얼마인지 계산해 주세요", "jeonse_ratio")
    assert p == {"claim_pct": "usual"}


@pytest.mark.parametrize(("query", "expected"), [
    # the part labelled with the deposit's own word, and a deposit lowered by a figure for more rent
    ("전환할 보증금: 6천만원 / 월세 최대?", {"deposit": 6_000, "new_deposit": 0}),
    ("보증금 4천 내리는 대신 월세 15만원 올린대요. 전환율 얼마로 친 거예요?",
     {"deposit": 4_000, "new_deposit": 0, "offered_rent": 15}),
])
def test_more_ways_of_naming_the_part_converted(query, expected):
    assert _params(query, "rent_conversion") == expected


@pytest.mark.parametrize(("query", "expected"), [
    # a pasted list's "기간 2년" is the term
    ("계약 시작 2025.11.1 / 기간 2년 / 만료일?", {"contract_start": "2025-11-01", "term_years": 2}),
    # a tacit renewal asked as a case, the only date the old end
    ("만기 2027-04-30인데 묵시적으로 연장되면 언제까지?", {"contract_end": "2027-04-30", "renewed": True}),
    ("묵시적 갱신되면 중간에 나갈 수 있나요? 2027.1.31 만기예요", {"contract_end": "2027-01-31", "renewed": True}),
    # …but a notice told beside the old end is the notice, and its end is asked
    ("2027.1.31 만기인데 묵시적 갱신됐고 2027.3.1에 해지 통보했어요. 언제 끝나요?", {"notice_date": "2027-03-01"}),
])
def test_lease_dates_in_their_roles(query, expected):
    assert _params(query, "renewal_window") == expected


def test_a_rent_raised_beside_the_lowered_deposit_offers_the_difference():
    p = _params("보증금 5천/월세 40에서 보증금 3천/월세 50으로 바꾸재요 몇 프로로 계산한 거예요", "rent_conversion")
    assert p == {"deposit": 5_000, "new_deposit": 3_000, "offered_rent": 10}
    # without the rate asked it stays the capped conversion on top of the rent paid now
    p = _params("보증금 5천에 월세 40인데 보증금 3천으로 낮추면 월세 얼마까지 올릴 수 있어요?", "rent_conversion")
    assert p == {"deposit": 5_000, "new_deposit": 3_000, "monthly_rent": 40}


def test_a_share_named_as_the_standard_bounds_the_deposit():
    p = _params("시세 6억에 선순위 2억, 80% 기준으로 보증금 얼마까지 안전해요?", "jeonse_ratio")
    assert p == {"price": 60_000, "senior_debt": 20_000, "target_pct": 80.0}


def test_a_term_said_with_its_particle():
    # "1년으로 계약": the term is the lease's, however the particle falls
    p = _params("2027.3.1부터 1년으로 계약하려는데 끝나는 날이 언제예요?", "renewal_window")
    assert p == {"contract_start": "2027-03-01", "term_years": 1}


def test_a_lease_extended_automatically_said_with_its_particle():
    # "자동으로 연장됐어요" is 묵시적 갱신 done: the renewed term's end is asked, not the old demand window
    p = _params("2026년 9월 30일이 만기였는데 서로 말 없이 자동으로 연장됐어요. 이제 언제 끝나요?", "renewal_window")
    assert p == {"contract_end": "2026-09-30", "renewed": True}


def test_a_tacit_renewal_said_with_its_adverb():
    # "묵시적으로 갱신됐어요": the renewed term's end is asked, not the old demand window
    p = _params("만기가 2025년 6월 30일이었는데 아무도 연락을 안 해서 묵시적으로 갱신됐어요. 그럼 지금 계약은 언제 끝나요?",
                "renewal_window")
    assert p == {"contract_end": "2025-06-30", "renewed": True}
