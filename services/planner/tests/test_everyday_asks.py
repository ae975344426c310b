"""Asks in everyday words, slips and English still reach the intent and the teams they need.

Every question here is written for these tests in our own words; the blind evaluation sets are
scored by benchmarks/answer_eval.py and never copied.
"""
import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import PreviousTurn, make_plan
from holmes_planner.domain.vocab import correct_typos


def _teams(plan) -> set[str]:
    return {s.team for s in plan.steps}


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


# --- spelling -----------------------------------------------------------------------------

def test_a_domain_word_with_its_particle_is_not_rewritten_into_a_longer_term():
    # "중개사가" is 중개사 + 가, not a slipped "중개사고"; "계약을" is 계약 + 을
    assert correct_typos("중개사가 설명을 안 해줬어요") == "중개사가 설명을 안 해줬어요"
    assert correct_typos("최우선벼제 대상인가요") == "최우선변제 대상인가요"  # a real slip is still put right


@pytest.mark.parametrize("slip, meant", [
    ("반전새로 바꾸면", "반전세로 바꾸면"), ("게약서에 넣을 특약", "계약서에 넣을 특약"),
    ("새입자 보증금", "세입자 보증금"), ("데출 한도", "대출 한도"),
])
def test_short_words_written_as_they_sound_are_put_right(slip, meant):
    assert correct_typos(slip) == meant


def test_a_sound_alike_inside_another_word_is_left_alone():
    assert correct_typos("완전새집으로 이사") == "완전새집으로 이사"
    assert correct_typos("새로 지은 집") == "새로 지은 집"


def test_a_conversion_written_with_a_slip_still_computes_the_rent():
    plan = make_plan("보증금 가운데 4천만원을 월새로 바꾸면 월 얼마까지 받을 수 있나요")
    assert plan.intent == "법률상담"
    assert "rent_conversion" in _tools(plan)
    # the reading put right travels with the plan (the calculators read it); the user's text stays
    assert plan.query.count("월새") == 1
    assert "월세로 바꾸면" in plan.entities.extra["query_ko"]
    assert "query_ko" not in make_plan("보증금 4천만원을 월세로 바꾸면 얼마").entities.extra


# --- calculations -----------------------------------------------------------------------------

def test_the_brokers_charge_on_a_given_price_is_the_fee_calculator_not_a_price_lookup():
    plan = make_plan("8억짜리 집 사는데 중개인이 부가가치세 따로 달래요. 다 합치면 최대 얼마 줘야 해요?")
    assert plan.intent == "법률상담", plan.reasoning
    assert "brokerage_fee" in _tools(plan)
    assert "market_data" not in _tools(plan)


def test_a_figure_the_landlord_demands_at_renewal_asks_the_increase_cap():
    plan = make_plan("월세 보증금 5천에 재계약하자니까 주인이 6천 요구하네요 법적으로 어디까지 맞춰줘야 하죠")
    assert plan.intent == "법률상담"
    assert "rent_increase_cap" in _tools(plan)


def test_a_demand_without_renewal_is_no_cap_question():
    plan = make_plan("이사 나가는데 집주인이 청소비 30만원 달라네요")
    assert "rent_increase_cap" not in _tools(plan)


def test_my_own_renewal_deadline_without_dates_asks_the_calculator_for_them():
    plan = make_plan("갱신청구는 기간 안에 해야 된다고 들었는데 저의 기한은 언제죠?")
    assert plan.intent == "법률상담"
    assert "renewal_window" in _tools(plan)
    # the law's window in general is the law's answer, no calculator
    assert "renewal_window" not in _tools(make_plan("갱신요구권은 언제까지 행사할 수 있나요"))


# --- law, not a risk check -------------------------------------------------------------------

@pytest.mark.parametrize("query", [
    "집주인이 보증보험 안 들어서 사고 났는데 손해배상 청구할 수 있나요",    # a remedy asked
    "임대사업자면 보증보험 가입이 의무인가요",                             # an obligation asked
    "사용승인 나기 전에 입주해도 되나요",                                   # permission before a step
    "시행사 직원이 계약금을 현금으로 달라는데 괜찮나요",                    # someone's demand judged
])
def test_what_the_law_requires_or_allows_is_the_laws_even_with_risk_words(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담", plan.reasoning
    assert _teams(plan) == {"search"}


def test_a_demand_beside_the_facts_of_a_home_is_still_a_risk_check():
    plan = make_plan("근저당 2억 있는 집인데 중개사가 그냥 계약하라는데 괜찮나요")
    assert plan.intent == "리스크분석", plan.reasoning
    assert "analysis" in _teams(plan)


def test_a_price_told_with_its_particle_is_the_risk_checks_fact_not_a_market_ask():
    plan = make_plan("선순위 대출 9천 있는 다세대인데 시세는 2억5천이래요. 보증금 1억6천으로 계약해도 될까요?")
    assert plan.intent == "리스크분석", plan.reasoning
    assert "contract_analysis" in _tools(plan)


def test_what_to_check_on_the_day_is_a_checklist():
    plan = make_plan("이삿날 집주인 만나면 뭘 확인해야 하나요?")
    assert plan.intent == "리스크분석", plan.reasoning
    assert "analysis" in _teams(plan)


# --- market ---------------------------------------------------------------------------------

def test_a_movement_that_goes_on_is_a_trend_analysed():
    plan = make_plan("마포 전셋값 계속 오르고 있나요?")
    assert plan.intent == "시세조회"
    assert _teams(plan) == {"search", "analysis"}


# --- English --------------------------------------------------------------------------------

def test_an_english_find_is_a_listing_search():
    plan = make_plan("Find a one-room studio in Mapo under 1 billion won jeonse.")
    assert plan.intent == "시세조회", plan.reasoning
    assert "real_estate_search" in _tools(plan)


def test_english_asks_for_the_maximum_and_for_eligibility():
    assert "얼마" in gloss("After renewing, what is the maximum rent the landlord can charge?")
    plan = make_plan("Married couple, income 80 million won a year. Do we qualify for a Bogeumjari loan?")
    assert plan.intent == "대출상담"
    assert "loan_simulator" in _tools(plan)


def test_english_exercising_the_right_before_the_lease_ends_is_the_renewal_window():
    plan = make_plan("The lease expires 2028-02-29. By what last date must I exercise my right?")
    assert "renewal_window" in _tools(plan)


def test_english_rent_for_part_of_the_deposit_is_a_conversion():
    assert "월세로 전환" in gloss("I pay a 300 million won deposit. What rent could a portion of the deposit become?")


def test_a_followup_keeps_working_with_the_slip_corrected():
    first = make_plan("전세 3억 살고 있어요")
    plan = make_plan("그 중 1억을 월새로 돌리면 얼마예요?",
                     previous=PreviousTurn(intent=first.intent, entities=first.entities, query=first.query,
                                           keywords=tuple(first.keywords)))
    assert "rent_conversion" in _tools(plan)
    assert plan.entities.extra["query_ko"].startswith("그 중 1억을 월세로")
    # the next turn, written right, is read as written, not by the reading of the turn before
    again = make_plan("그럼 5천만원이면요?", previous=PreviousTurn(intent=plan.intent, entities=plan.entities,
                                                          query=plan.query, keywords=tuple(plan.keywords)))
    assert "query_ko" not in again.entities.extra


# --- the older sets' remaining causes ---------------------------------------------------------

def test_whether_one_has_a_right_at_an_auction_is_the_laws():
    plan = make_plan("살고 있는 빌라가 공매로 넘어가면 세입자한테 우선해서 살 권리가 있어요?")
    assert plan.intent == "법률상담", plan.reasoning
    assert _teams(plan) == {"search"}


def test_a_checklist_before_signing_is_no_contract_review():
    plan = make_plan("월세 계약서 도장 찍기 전에 확인사항 정리해 주세요")
    assert plan.intent == "리스크분석", plan.reasoning
    assert "document" not in _teams(plan)
    # a clause to look over is still a review
    assert make_plan("계약서 특약 '반려동물 금지' 검토해 주세요").intent == "계약서검토"


def test_a_loan_told_with_when_it_was_taken_is_the_houses_lien():
    plan = make_plan("보증금 9천 원룸인데 경매 넘어가면 얼마 먼저 받아요? 집주인 대출은 작년에 잡혔대요")
    assert plan.intent == "법률상담", plan.reasoning
    assert "priority_repayment" in _tools(plan)
    assert "loan_data" not in _tools(plan)


def test_how_a_price_is_set_by_rule_is_no_market_lookup():
    plan = make_plan("민간택지 분양가 산정할 때 건축비는 어떤 기준으로 넣어요?")
    assert plan.intent == "법률상담", plan.reasoning
    assert "market_data" not in _tools(plan)


@pytest.mark.parametrize("query", [
    "임대차 계약서 작성하기 전에 체크할 게 뭐가 있죠",
    "매매 계약서 도장 찍기 직전 주의사항 있나요",
])
def test_the_time_before_the_contract_asks_a_checklist_not_a_draft(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석", plan.reasoning
    assert "document" not in _teams(plan)


def test_a_draft_asked_before_the_contract_is_still_drafted():
    plan = make_plan("계약서 쓰기 전에 반려동물 특약 초안 만들어 주세요")
    assert plan.intent == "계약서작성"
    assert "lease_contract" in _tools(plan)


def test_standing_told_after_a_loan_question_answers_it_even_with_glossary_words():
    first = make_plan("생애최초 구입자금 대출 한도 알려주세요")
    assert first.intent == "대출상담"
    previous = PreviousTurn(intent=first.intent, entities=first.entities, query=first.query,
                            keywords=tuple(first.keywords))
    plan = make_plan("외벌이 연봉 5천에 생애최초인데 저도 되나요?", previous=previous)
    assert plan.intent == "대출상담", plan.reasoning
    assert "loan_simulator" in _tools(plan)
    # the law asked in its own words after the loan question is still the law's
    assert make_plan("생애최초면 취득세 법적으로 감면되나요?", previous=previous).intent == "법률상담"


def test_a_subject_outside_the_domain_first_is_off_topic_even_beside_a_corpus_noun():
    assert make_plan("한국사 점수 잘 받는 법").intent == "irrelevant"
    assert make_plan("점수 계산 어떻게 해요").intent == "unclear"  # too vague, not another subject
