"""Questions people actually ask reach the team that can answer them (issue 9, item 1).

The questions here are written for these tests; the blind evaluation set is scored by
benchmarks/answer_eval.py, never copied into a rule or a test.
"""
import pytest

from holmes_planner.domain.intent import classify
from holmes_planner.domain.plan import PreviousTurn, make_plan
from holmes_planner.domain.vocab import law_terms


def _teams(plan) -> set[str]:
    return {s.team for s in plan.steps}


@pytest.mark.parametrize("query", [
    "표준지공시지가 이의신청은 어디에 내요",        # 가격공시법: words of its article titles
    "중개사무소 개설등록 하려면 실무교육 받아야 하나",  # 공인중개사법
    "소유권보존등기는 누가 신청하는 거예요",          # 부동산등기법
    "지역주택조합 가입했다가 철회할 수 있나",          # 주택법
    "관리규약 바꾸려면 어떻게 해",                    # 공동주택관리법
])
def test_law_words_from_the_corpus_search_the_laws(query):
    plan = make_plan(query)
    assert plan.intent == "법률상담", plan.reasoning
    assert [s.tools for s in plan.steps] == [["legal_search"]]


def test_corpus_terms_are_found_longest_first():
    assert law_terms("개별공시지가이의신청기한") [:1] == ["개별공시지가이의신청"]


@pytest.mark.parametrize("query", [
    "우리집 주인이 집을 판대요 저는 어떻게 되나요",
    "집주인이랑 연락이 안 되는데 어떡하죠",
])
def test_a_real_estate_question_without_a_clear_ask_is_never_unclear(query):
    plan = make_plan(query)
    assert plan.intent != "unclear" and plan.steps


@pytest.mark.parametrize("query", ["요즘 아파트 사도 괜찮을까요?", "전세로 살까 집을 살까 고민돼요"])
def test_a_vague_judgement_is_triaged_over_the_areas(query):
    plan = make_plan(query)
    assert plan.intent == "종합분석" and _teams(plan) == {"search", "analysis"}


def test_off_topic_stays_off_topic():
    assert make_plan("저녁 뭐 먹을까").intent == "irrelevant"


@pytest.mark.parametrize("query", [
    "강동구하고 광진구 빌라 월세 비교 좀",
    "성북구 아파트 전세 지난 2년 변화 그래프로",
    "관악구 오피스텔 전세가율 어때",
])
def test_comparisons_trends_and_ratios_of_districts_bring_the_analysis(query):
    plan = make_plan(query)
    assert plan.intent == "시세조회"
    assert _teams(plan) == {"search", "analysis"}
    assert any("market_analysis" in s.tools for s in plan.steps)


def test_every_district_of_a_comparison_is_kept():
    plan = make_plan("은평구랑 서대문구 아파트 매매 비교해줘")
    assert [r.name for r in plan.entities.regions] == ["은평구", "서대문구"]
    plan = make_plan("광명이랑 안양 아파트 매매가 비교")
    assert len(plan.entities.regions) == 2


def test_a_pre_contract_checklist_goes_to_the_risk_team():
    plan = make_plan("빌라 월세 계약 전에 확인사항 알려줘")
    assert plan.intent == "리스크분석" and _teams(plan) == {"search", "analysis"}


def test_no_spaces_reads_like_spaced():
    spaced, glued = make_plan("집주인이 보증금을 안 돌려줘요"), make_plan("집주인이보증금을안돌려줘요")
    assert spaced.intent == glued.intent == "법률상담"


def _after(first: str, then: str):
    p = make_plan(first)
    prev = PreviousTurn(intent=p.intent, entities=p.entities, query=p.query, keywords=tuple(p.keywords))
    return make_plan(then, previous=prev)


def test_a_follow_up_with_do_keeps_the_previous_ask_for_the_new_district():
    plan = _after("마포구 아파트 매매 시세 알려줘", "은평구도 알려줘")
    assert plan.intent == "시세조회"
    assert [r.name for r in plan.entities.regions] == ["은평구"]


def test_a_follow_up_with_a_new_figure_recomputes_the_same_figure():
    plan = _after("매매 6억 아파트 중개보수 얼마예요", "9억이면?")
    assert plan.intent == "법률상담"
    calc = next(s for s in plan.steps if s.team == "analysis")
    assert calc.tools == ["brokerage_fee"]
    assert [(a.manwon, a.role) for a in plan.entities.amounts] == [(90000, "price")]  # the role it replaces


@pytest.mark.parametrize(("query", "tool"), [
    ("월세 계약 복비 얼마 나와요", "brokerage_fee"),              # no figures: the calculator asks for them
    ("보증금 1억 중 4천을 빼고 월세로 받겠대요 얼마까지 가능해요", "rent_conversion"),
    ("보증금 7천 원룸인데 경매 넘어가면 얼마 먼저 받나요", "priority_repayment"),
])
def test_an_asked_figure_brings_its_calculator_to_a_legal_answer(query, tool):
    plan = make_plan(query)
    assert plan.intent == "법률상담"
    assert any(tool in s.tools for s in plan.steps if s.team == "analysis")


def test_a_ratio_with_the_users_figures_is_a_risk_question():
    plan = make_plan("매매 2억5천 빌라 전세 2억2천이면 전세가율 괜찮나요")
    assert plan.intent == "리스크분석"


def test_an_english_question_is_understood_and_marked_english():
    plan = make_plan("How much is the agent fee on a 600 million won apartment purchase?")
    assert plan.intent == "법률상담"
    assert plan.entities.extra["language"] == "en"
    assert [a.manwon for a in plan.entities.amounts] == [60000]
    assert any("brokerage_fee" in s.tools for s in plan.steps)
    assert plan.query.startswith("How much")  # the user's own words are kept


def test_an_english_loan_question_goes_to_the_loan_team():
    plan = make_plan("Can I get a loan of 200 million won at 3.5% for 30 years? What is the monthly payment?")
    assert plan.intent == "대출상담" and _teams(plan) == {"search", "analysis"}


def test_a_korean_question_has_no_language_hint():
    assert "language" not in make_plan("강남구 아파트 시세").entities.extra


def test_legal_words_inside_a_question_keep_their_group():
    plan = make_plan("이 특약 조항 법적으로 효력 있는지도 봐줘")
    assert "지도" not in plan.keywords
    assert plan.keyword_groups["legal"]


def test_listing_conditions_are_search_keywords():
    plan = make_plan("송파구 쓰리룸 59㎡ 전세 4억 이하 매물 찾아줘")
    assert {"쓰리룸", "59㎡"} <= set(plan.keyword_groups["real_estate"])
    assert plan.entities.extra["rooms"] == 3


def test_the_market_words_inside_a_law_term_are_not_a_market_ask():
    assert classify("단독주택 공시가격 정정 신청은 언제 돼요").intent == "법률상담"


@pytest.mark.parametrize(("query", "intent"), [
    ("Can I file an objection to the official assessed price of my house?", "법률상담"),
    ("How long is the resale restriction on a pre-sale right?", "법률상담"),
    ("Could you draft a jeonse contract with a 300 million won deposit?", "계약서작성"),
    ("What should I check before signing a monthly rent contract?", "리스크분석"),
    ("Compare apartment prices between Songpa and Gangnam.", "시세조회"),
    ("Is it a good time to buy a home now?", "종합분석"),
])
def test_english_questions_of_each_kind(query, intent):
    assert make_plan(query).intent == intent


def test_an_english_date_reaches_the_renewal_calculator():
    plan = make_plan("My lease ends on 2027-09-30. By when must I ask to renew?")
    assert plan.entities.dates == ["2027-09-30"]
    assert any("renewal_window" in s.tools for s in plan.steps)


def test_a_quoted_clause_asked_about_is_a_contract_review():
    assert make_plan("'관리비는 임차인이 전액 부담한다' 이 문구 괜찮나요?").intent == "계약서검토"


@pytest.mark.parametrize("query", ["된장찌개 끓이는 법 알려줘", "오늘 점심 메뉴 추천"])
def test_cooking_is_off_topic(query):
    assert make_plan(query).intent == "irrelevant"


def test_guarantee_product_conditions_are_a_loan_question():
    plan = make_plan("HF 전세보증 가입하려면 조건이 어떻게 돼요")
    assert plan.intent == "대출상담" and _teams(plan) == {"search"}


def test_a_guarantee_with_the_users_figures_is_a_risk_question():
    assert make_plan("전세 1억8천 매매가 2억 HUG 반환보증 가입 되는지 봐줘").intent == "리스크분석"


def test_a_deposit_word_is_no_guarantee_product():
    plan = make_plan("전세보증금 3억 계약서 작성해줘")
    assert plan.intent == "계약서작성"


def test_a_districts_ratio_asks_the_market_not_the_user():
    plan = make_plan("은평구 빌라 전세가율 얼마쯤 돼요")
    assert plan.intent == "시세조회"
    assert any("market_data" in s.tools for s in plan.steps if s.team == "search")
    assert any("market_analysis" in s.tools for s in plan.steps if s.team == "analysis")


def test_a_fraud_victim_asking_what_to_do_gets_the_law():
    assert make_plan("전세사기 당했는데 어디에 신고하고 뭘 해야 해요").intent == "법률상담"


def test_a_vague_follow_up_keeps_the_previous_ask():
    assert _after("보증금 반환 안 해주면 어떻게 해요", "그럼 월세는 어때요?").intent == "법률상담"


@pytest.mark.parametrize(("query", "intent"), [
    ("My neighbour upstairs is noisy every night. What are my options?", "법률상담"),
    ("Do foreigners have to report buying a house?", "법률상담"),
    ("Is now a good moment to buy or rent?", "종합분석"),
    ("Thank you!", "irrelevant"),
    ("Who won the football game yesterday?", "irrelevant"),     # English, no word of the domain
    ("The lease says I pay every repair. Should I sign it?", "계약서검토"),
])
def test_more_english_phrasings(query, intent):
    assert make_plan(query).intent == intent


@pytest.mark.parametrize("query", ["확정일짜는 어디서 받나요", "임차권등기명녕 신청 방법", "중게수수료 부가세 포함이에요"])
def test_a_law_word_with_one_syllable_wrong_is_still_understood(query):
    assert make_plan(query).intent == "법률상담"


def test_a_content_free_question_stays_unclear():
    assert make_plan("이거 어떻게 하는 거예요?").intent == "unclear"


@pytest.mark.parametrize("query", ["아랫집에서 누수 때문에 천장이 젖었대요", "보일러가 또 고장났어요 누가 고쳐줘야 해요"])
def test_everyday_home_troubles_are_real_estate_questions(query):
    assert make_plan(query).intent == "법률상담"


@pytest.mark.parametrize("query", ["6억 아파트 1주택 취득세 얼마예요? 전용 84㎡", "강남 아파트 재산세 얼마 나와요?"])
def test_a_tax_on_a_home_asks_the_law_not_the_market(query):
    """Review 2 G12 (Q47): the 얼마 of a named tax is the tax (지방세법), not the home's price."""
    assert classify(query).intent == "법률상담"


def test_a_price_alone_still_asks_the_market():
    assert classify("마포구 아파트 얼마예요?").intent == "시세조회"


@pytest.mark.parametrize("query", ["부산 아파트 청약 2순위 자격이 어떻게 돼요?", "경기도 신혼 특공 맞벌이 소득 기준 알려줘",
                                   "청약 가점제는 무주택자만 되나요", "대구 민영주택 예치금 얼마 넣어둬야 해요"])
def test_who_may_apply_for_a_new_flat_asks_the_supply_rule_not_the_market(query):
    """Review 2 G13 (Q49, Q88): 1순위·특별공급·가점 are set by 주택공급에 관한 규칙 — a place and a
    home type beside them do not make a market question."""
    plan = make_plan(query)
    assert plan.intent == "법률상담"
    assert [t for s in plan.steps for t in s.tools] == ["legal_search"]


def test_a_savings_account_beside_a_loan_is_still_a_loan_question():
    assert make_plan("청약저축 통장 있으면 버팀목 금리 우대 있어요?").intent == "대출상담"


def test_a_ranking_of_places_is_still_a_market_question():
    assert make_plan("마포 전세 싼 순위 보여줘").intent == "시세조회"


def test_an_income_in_jo_is_flagged_as_absurd_like_one_in_eok():
    """Review 2 G16 (Q68): a yearly income of trillions is questioned, not searched as article 30."""
    plan = make_plan("제 연소득이 30조원인데 주담대 한도 얼마예요?")
    assert plan.fast_path == "invalid" and plan.steps == []
    assert plan.guidance.message.startswith("소득 30조원은 비정상적으로 큰 금액입니다")


@pytest.mark.parametrize(("query", "intent"), [
    ("대구 수성구 빌라 실거래가 좀 보여줘", "시세조회"),        # a place's 실거래가: the market's figure (F14)
    ("송파구 아파트 실거래가 얼마 나왔어?", "시세조회"),
    ("아파트 팔았는데 실거래가 신고는 며칠 안에 해요?", "법률상담"),  # '실거래가 신고' is the law's
    ("실거래가라는 게 정확히 뭐예요?", "법률상담"),            # the word itself: the glossary
])
def test_the_transaction_price_of_a_place_is_a_market_lookup(query, intent):
    assert make_plan(query).intent == intent


def test_a_question_pointing_at_the_story_just_told_reads_it_with_the_story():
    """'이거' after a turn that only told what happened (planned as nothing of the domain): the story is
    what the question is about, read as one message."""
    story = make_plan("전등이 나가서 제가 5만원 주고 새로 달았어요.")
    prev = PreviousTurn(intent=story.intent, entities=story.entities, query=story.query, keywords=tuple(story.keywords))
    plan = make_plan("이거 집주인한테 돈 달라고 해도 되나요?", previous=prev)
    assert plan.intent == "법률상담"
    assert plan.entities.extra["query_ko"].startswith("전등이 나가서")
    assert plan.query == "이거 집주인한테 돈 달라고 해도 되나요?"  # the user's own words stay the question
