"""The planner's understanding generalizes: behaviours, not questions (issue 9, item 1).

Every question here is written for these tests in our own words; the blind evaluation sets
(benchmarks/eval, benchmarks/eval2) are scored by benchmarks/answer_eval.py and never copied.
"""
import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import PreviousTurn, make_plan
from holmes_planner.domain.romanize import find_places, romanize
from holmes_planner.domain.vocab import correct_typos


def _teams(plan) -> set[str]:
    return {s.team for s in plan.steps}


def _tools(plan) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def _after(previous_query: str, query: str):
    p = make_plan(previous_query)
    return make_plan(query, previous=PreviousTurn(intent=p.intent, entities=p.entities, query=p.query,
                                                  keywords=tuple(p.keywords)))


@pytest.mark.parametrize("query", [
    "관리비를 현금으로만 내라는데 불법 아닌가요",        # whether it is lawful asks the law
    "경매 넘어간 집에서 임차인이 배당요구 할 수 있나요",  # an auction named, the law asked
    "사기 친 중개사 등록 취소시킬 수 있나요",
    "보증금 못 받고 이사 나왔어요 어떻게 해야 돼요",       # a deposit already withheld: remedies
])
def test_a_law_question_about_another_areas_subject_is_the_laws(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담", plan.reasoning
    assert _teams(plan) == {"search"}


@pytest.mark.parametrize("query", [
    "경매 나온 빌라 전세로 들어가도 위험하지 않을까요",
    "보증금 떼일까 봐 걱정돼요 이 집 괜찮을까요",
    "전세가율 90% 넘는 집은 위험한가요",  # the ratio is the risk check's fact, not a market lookup
])
def test_a_danger_asked_stays_the_risk_checks(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석", plan.reasoning
    assert _teams(plan) == {"search", "analysis"}


def test_a_price_named_as_a_loans_condition_is_no_market_question():
    plan = make_plan("디딤돌 대출 주택가격 기준이 어떻게 돼요")
    assert plan.intent == "대출상담" and _teams(plan) == {"search"}


def test_repayment_arithmetic_is_the_loans():
    plan = make_plan("1억 5천을 연 3.5%로 20년 원리금균등이면 매달 얼마")
    assert plan.intent == "대출상담"
    assert "loan_simulator" in _tools(plan)


@pytest.mark.parametrize("query", ["프리랜서 3년차인데 버팀목 나올까요", "다주택자도 주담대 받을 수 있나요"])
def test_a_loan_asked_against_the_users_own_standing_is_judged(query):
    plan = make_plan(query)
    assert plan.intent == "대출상담" and "loan_simulator" in _tools(plan)


def test_a_loan_product_described_needs_no_simulator():
    plan = make_plan("보금자리론 금리 알려줘")
    assert plan.intent == "대출상담" and _teams(plan) == {"search"}


@pytest.mark.parametrize("query, intent", [
    ("SGI 보증보험 보증료는 얼마나 해요", "대출상담"),        # the guarantee product itself
    ("매매 3억 전세 2억5천인데 HUG 가입 될까요", "리스크분석"),  # a home to judge against it
])
def test_a_deposit_guarantee_is_a_product_or_a_judgement(query, intent):
    assert make_plan(query).intent == intent


@pytest.mark.parametrize("query", ["오피스텔 계약 전에 꼭 살펴야 할 점", "원룸 입주 전에 뭐 체크해야 돼요",
                                   "깡통전세 안 당하려면 어떻게 해요"])
def test_checklists_however_asked_go_to_the_risk_team(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석" and _teams(plan) == {"search", "analysis"}


@pytest.mark.parametrize("query", ["'관리비는 임차인이 모두 부담한다' 이런 특약이요",
                                   "계약서에 '수선비는 임차인 부담'이라고 적혀 있는데 서명해도 될까"])
def test_a_quoted_clause_is_reviewed(query):
    plan = make_plan(query)
    assert plan.intent == "계약서검토" and _teams(plan) == {"document", "search"}


@pytest.mark.parametrize("query", ["월세로 살지 전세로 갈지 고민이에요", "아파트 지금 사야 할까요"])
def test_a_choice_of_how_to_hold_a_home_weighs_every_area(query):
    plan = make_plan(query)
    assert plan.intent == "종합분석" and _teams(plan) == {"search", "analysis"}


@pytest.mark.parametrize("query", ["영어 회화 학원 추천해줘", "수능 수학 공부법"])
def test_a_subject_outside_the_domain_is_off_topic(query):
    plan = make_plan(query)
    assert plan.intent == "irrelevant" and plan.steps == []


@pytest.mark.parametrize("query", ["이거 어떻게 해요", "송도는?"])
def test_a_content_free_or_elliptic_question_stays_unclear(query):
    assert make_plan(query).intent == "unclear"


def test_a_word_the_corpus_terms_are_made_of_is_never_off_topic():
    # "갱신" is no rule word here, but 갱신요구권, 갱신거절 … are made of it.
    assert make_plan("갱신 관련해서 하나만요").intent != "irrelevant"


@pytest.mark.parametrize("query, tool", [
    ("갱신거절 통지 마감이 언제예요? 만료가 2027-10-31이에요", "renewal_window"),
    ("정확히 며칠까지 갱신요구해야 해요?", "renewal_window"),  # a date to the day: the input is asked for
    ("소송하면 연 12% 붙는다던데 보증금 1억 4개월이면 얼마예요", "deposit_delay_interest"),
    ("최우선변제 받을 수 있을까요", "priority_repayment"),        # whether, so how much: needs the deposit
    ("반전세를 월세로 돌리면 얼마 내야 돼요", "rent_conversion"),  # either way round
])
def test_calculators_are_asked_for_as_people_ask(query, tool):
    plan = make_plan(query)
    assert plan.intent == "법률상담"
    assert tool in _tools(plan)


def test_a_slipped_key_in_a_domain_word_is_put_right():
    assert correct_typos("임차권등기명녕 신청") == "임차권등기명령 신청"
    assert correct_typos("월세대출 되나요") == "월세대출 되나요"  # a different word, not a slip
    plan = make_plan("확정일짜 받으면 대항력 생겨요?")
    assert plan.intent == "법률상담"
    # a short domain word one letter off is evidence of the domain, not rewritten
    assert make_plan("대항녁 언제 생겨요").intent == "법률상담"
    assert correct_typos("계약시 주의할 점") == "계약시 주의할 점"


def test_english_places_come_from_the_gazetteer():
    assert romanize("마포") == "mapo"
    assert [name for _, name in find_places("a two-room in Seodaemun-gu")] == ["서대문구"]
    assert [name for _, name in find_places("near Jongno")] == ["종로구"]  # the sound change folded
    assert find_places("What is the capital of Australia?") == []
    assert "동작구" in gloss("average jeonse in Dongjak District")
    plan = make_plan("What's the average jeonse price in Dongjak District?")
    assert plan.intent == "시세조회" and [r.name for r in plan.entities.regions] == ["동작구"]


@pytest.mark.parametrize("query, intent", [
    ("Should I be worried if the owner has a big mortgage on the house?", "리스크분석"),
    ("What's the broker fee on a 400 million won sale?", "법률상담"),
    ("I make 50 million won a year. How much mortgage can I get?", "대출상담"),
])
def test_english_questions_reach_their_team(query, intent):
    assert make_plan(query).intent == intent


def test_a_changed_condition_continues_the_previous_calculation():
    plan = _after("매매 6억 아파트 중개보수 얼마예요", "월세면 얼마예요?")
    assert plan.intent == "법률상담" and "brokerage_fee" in _tools(plan)


def test_a_short_turn_asking_nothing_of_its_own_continues_the_conversation():
    assert _after("확정일자 어디서 받아요", "온라인으로도 돼?").intent == "법률상담"


def test_a_date_is_not_arithmetic():
    plan = _after("만료일 2027-03-31이면 갱신요구 언제까지 해요?", "2027-09-30이면요?")
    assert plan.intent == "법률상담" and "renewal_window" in _tools(plan)


@pytest.mark.parametrize("query", ["마포구 전세 작년 대비 얼마나 올랐어요", "경기도에서 아파트 제일 싼 곳 어디예요",
                                   "요즘 하락장 언제 끝날까요"])
def test_changes_over_time_rankings_and_the_markets_state_are_analysed(query):
    plan = make_plan(query)
    assert plan.intent == "시세조회" and _teams(plan) == {"search", "analysis"}


@pytest.mark.parametrize("query", ["연봉 5천인데 집 살 수 있을까요", "집 사고 싶은데 어디서부터 해야 할지 모르겠어요",
                                   "경기도에 집 사려면 돈 얼마나 모아야 돼요"])
def test_whether_one_can_buy_a_home_weighs_every_area(query):
    plan = make_plan(query)
    assert plan.intent == "종합분석" and _teams(plan) == {"search", "analysis"}


def test_a_home_bought_under_a_legal_condition_is_a_legal_question():
    assert make_plan("투기과열지구에서 아파트 사려면 자금조달계획서 내야 하나요").intent == "법률상담"


def test_the_words_inside_a_quoted_clause_ask_nothing():
    plan = make_plan("특약에 '임대인은 임차인의 전세대출 심사에 협조한다' 넣어줘")
    assert plan.intent == "계약서작성" and _teams(plan) == {"document", "search"}


def test_a_follow_up_giving_only_figures_continues_the_previous_ask():
    plan = _after("선순위 보증금 많은 다가구 전세 위험할까요?", "선순위가 3억이고 집값 6억이면요?")
    assert plan.intent == "리스크분석" and _teams(plan) == {"search", "analysis"}


def test_what_a_follow_up_asks_for_still_counts():
    plan = _after("성북구 빌라 월세 시세 알려줘", "그럼 재작년이랑 비교하면?")
    assert plan.intent == "시세조회" and _teams(plan) == {"search", "analysis"}


def test_renewal_asked_in_a_word_is_a_legal_question():
    assert make_plan("한 번 갱신했는데 또 갱신 가능한가요").intent == "법률상담"


@pytest.mark.parametrize("query", ["건축물대장에 위반건축물이라고 나오는데 전세 들어가도 돼요",
                                   "대출 많이 낀 빌라인데 월세 계약해도 될까요",
                                   "노원구 아파트 전세 3억인데 매매가 3억3천이래요 괜찮을까요"])
def test_whether_to_enter_a_deal_is_judged_by_the_risk_check(query):
    plan = make_plan(query)
    assert plan.intent == "리스크분석" and _teams(plan) == {"search", "analysis"}


def test_repayment_terms_are_the_loans():
    assert make_plan("중도상환수수료 면제 조건 알려줘").intent == "대출상담"


@pytest.mark.parametrize("query", [
    "임대인이 잔금날 대출을 받아 근저당을 잡았는데 제 보증금 순위가 밀리나요",   # the landlord's loan is a lien
    "건물주가 제 전입 다음날 대출 받았다는데 제가 먼저 배당받나요",
    "집주인이 입주 당일 은행 대출을 냈다는데 대항력 있나요",
])
def test_a_loan_the_landlord_takes_is_a_lien_ranked_against_the_tenant_not_a_loan_asked(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담"
    assert _tools(plan) == {"legal_search"}


@pytest.mark.parametrize("query", [
    "이사 나가는데 장판 찍힌 거 장판비 30만원 공제한대요 맞아요?",   # wear and tear on leaving
    "퇴실할 때 청소비 15만원 보증금에서 뺀다는데 내야 하나요",
    "집주인이 도배비를 보증금에서 떼겠다고 하는데 이거 정당해요?",
])
def test_money_deducted_from_the_deposit_on_leaving_asks_the_law_not_a_price(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담"
    assert "market_data" not in _tools(plan)


def test_a_risk_question_about_no_place_looks_up_no_prices_and_one_about_a_place_does():
    # with no place the market tools could only ask "어느 지역?" under the checklist's answer
    unnamed = make_plan("신탁 걸린 빌라 전세 들어가도 괜찮을까요?")
    assert unnamed.intent == "리스크분석"
    assert _tools(unnamed) == {"legal_search", "contract_analysis"}
    named = make_plan("마포구 빌라 전세 들어가도 괜찮을까요? 깡통전세 위험 있나요")
    assert named.intent == "리스크분석"
    assert {"market_data", "market_analysis", "contract_analysis"} <= _tools(named)
