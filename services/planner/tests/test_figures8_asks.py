"""Computations asked in words that reached no calculator or the wrong one (tune8 misses), tested in
phrasings of our own: the debts' share of the price, a broker's demand, a 배액 asked after the 계약금 was
told, a slipped vowel in 전세, a 경기 시 with no 시군구 rows."""
from datetime import date

import pytest

from holmes_contracts import PlanReady
from holmes_kit.korean.extract import extract_entities, find_regions
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import PreviousTurn, make_plan
from holmes_planner.domain.vocab import correct_typos

TODAY = date(2026, 11, 26)


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def _follow(first: str, then: str):
    p = make_plan(first, today=TODAY)
    prev = PreviousTurn(intent=p.intent, entities=p.entities, query=p.query, keywords=tuple(p.keywords))
    return make_plan(then, previous=prev, today=TODAY)


def _params(draft, tool: str) -> dict:
    plan = PlanReady(query=draft.query, intent=draft.intent, confidence=draft.confidence,
                     entities=draft.entities, steps=draft.steps)
    return tool_params(tool, plan).as_dict()


def test_the_debts_and_deposit_added_up_as_a_share_of_the_price_is_the_risk_check():
    for q in ("시세 3억짜리 빌라에 대출 근저당 9천이 잡혀있고 제 보증금이 1억5천이에요. 둘이 합하면 시세의 몇 프로죠?",
              "집값4억근저당1억전세2억5천 다더하면 매매가대비 몇%임"):
        p = make_plan(q, today=TODAY)
        assert p.intent == "리스크분석" and "contract_analysis" in _tools(p), q
    # the same words without a sum asked stay what they were: a price asked of a place
    assert make_plan("강남구 아파트 집값 몇 % 올랐어?", today=TODAY).intent != "리스크분석"


def test_the_deposits_of_tenants_ahead_are_senior_claims_not_the_users_deposit():
    e = extract_entities("다가구 시세 12억에 근저당 4억, 선순위보증금 합계 3억이고 제 보증금은 1억 2천인데 위험할까요?")
    assert [a.role for a in e.amounts] == ["price", "debt", "senior_deposit", "deposit"]
    assert e.extra["senior_deposits"] == 30000 and e.extra["mortgage_max_claim"] == 40000


def test_a_sum_the_broker_demands_asks_the_fee_cap():
    p = make_plan("전세 9천 원룸 계약하는데 부동산에서 50만원 내래요. 법정 최대치가 얼마예요?", today=TODAY)
    assert p.intent == "법률상담" and "brokerage_fee" in _tools(p)
    assert _params(p, "brokerage_fee")["deposit"] == 9000


def test_vat_asked_with_its_rate_is_the_fee_with_vat():
    p = _follow("매매 4억 빌라 중개보수 최대 얼마?", "부가세 10프로 붙으면 총 얼마예요?")
    assert _params(p, "brokerage_fee").get("with_vat") is True


def test_a_vowel_slipped_to_its_glide_is_put_right_in_the_lease_words():
    assert correct_typos("젼세 3억 중개수수료 상한 알려줘").startswith("전세 3억")
    assert correct_typos("반젼세로 바꾸면") == "반전세로 바꾸면"
    assert correct_typos("견적 받아봤어요") == "견적 받아봤어요"  # a word of its own is no slip


def test_double_the_earnest_asked_after_it_was_told_takes_the_told_amount():
    p = _follow("아파트 매매하면서 계약금 5천만원 보냈어요. 아직 중도금 전이에요", "매도인이 계약 깨면 배액으로 얼마 돌려받아요?")
    assert "earnest_money" in _tools(p)
    assert _params(p, "earnest_money") == {"earnest": 5000, "by": "seller"}
    # the share said before the amount ("10%로 3천만원") leaves the amount the 계약금
    p = _follow("빌라 사면서 계약금 10%로 3천만원 걸었어요", "파는 사람이 해약하면 배액으로 얼마죠?")
    assert _params(p, "earnest_money")["earnest"] == 3000


def test_gyeonggi_cities_without_district_rows_are_places_of_their_band():
    (ref,) = find_regions("안산 단원구 다세대 전세")
    assert (ref.sido, ref.sigungu) == ("경기도", "안산시")
    p = make_plan("이천 빌라 보증금 6천, 근저당 2024년 3월 설정인데 최우선변제 얼마예요?", today=TODAY)
    assert "priority_repayment" in _tools(p) and p.entities.regions[0].sigungu == "이천시"


def test_a_ratio_asked_after_a_raise_is_the_ratio_of_the_raised_deposit():
    p = _follow("매매 3억 빌라 전세 2억이면 전세가율?", "집주인이 2천 더 받겠대요. 그럼 몇 %예요?")
    assert p.intent == "리스크분석" and "rent_increase_cap" not in _tools(p)
    assert [(a.role, a.manwon) for a in p.entities.amounts] == [("price", 30000), ("deposit", 22000)]
    # the same raise asked against the 5% cap stays the cap's question, the raise beside the deposit
    cap = _follow("전세 2억4천 갱신하면 최대 얼마까지 올릴수있어?", "집주인이 1,500만원 더 올려달래요, 증액 비율 5% 넘어요?")
    assert _params(cap, "rent_increase_cap")["requested_deposit"] == 25500


def test_the_lease_end_asked_from_its_start_and_term_is_computed():
    p = make_plan("2026년 1월 10일부터 2년 계약으로 살고 있는데 만료일이 며칠이에요?", today=TODAY)
    assert "renewal_window" in _tools(p)
    # the 부터 beside the date makes it the start, though the clause also names the 만료 asked
    assert _params(p, "renewal_window") == {"contract_start": "2026-01-10", "term_years": 2}
    p = make_plan("입주일 2025년 9월 1일, 2년 계약이면 계약 끝나는 날 언제야?", today=TODAY)
    assert _params(p, "renewal_window")["contract_start"] == "2025-09-01"
    # an end date said as one keeps its role
    p = make_plan("만기 2027년 3월 31일인데 갱신요구 언제까지 해요?", today=TODAY)
    assert _params(p, "renewal_window") == {"contract_end": "2027-03-31"}
    # how to find one's end date is a question about the law, with nothing to compute
    assert "renewal_window" not in _tools(make_plan("전세 만기가 언제인지 어떻게 확인해요?", today=TODAY))


@pytest.mark.parametrize("query", ["LTV 70%면 6억 아파트 대출 최대 얼마?", "5억 빌라 사려는데 대출 얼마 나와요?",
                                   "7억짜리 아파트면 주담대 한도 얼마야"])
def test_the_sum_a_loan_lends_asked_of_a_priced_home_is_a_loan_question(query):
    # the price is a fact told, the sum lent the ask: no market lookup beside the loan
    plan = make_plan(query)
    assert plan.intent == "대출상담" and "market_data" not in [t for s in plan.steps for t in s.tools]


@pytest.mark.parametrize("query", ["월 45만 내는 걸 전세로 바꾸면 보증금 얼마?", "월 60만원씩 내는데 전세로 하면 얼마",
                                   "지금 월 50만 내고 있는 집을 보증금으로 돌리면?"])
def test_a_rent_said_as_what_is_paid_a_month_turned_into_a_deposit_is_a_conversion(query):
    assert "rent_conversion" in [t for s in make_plan(query).steps for t in s.tools]
    assert make_plan("월 80만원 내는데 전세 시세 어때요?").intent == "시세조회"  # a price asked, not a conversion
