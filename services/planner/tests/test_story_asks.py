"""Messages told as a story: the figure asked keeps its intent, its team and its inputs, whatever
numbers and loans the story around it names."""
from datetime import date

import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.intent import asking_text
from holmes_planner.domain.plan import PreviousTurn, make_plan
from holmes_planner.domain.vocab import correct_typos

TODAY = date(2026, 11, 26)


def plan(query: str, previous: str | None = None):
    prev = None
    if previous:
        p = make_plan(previous, today=TODAY)
        prev = PreviousTurn(intent=p.intent, entities=p.entities, query=p.query, keywords=tuple(p.keywords))
    return make_plan(query, previous=prev, today=TODAY)


def tools(draft) -> list[str]:
    return [t for s in draft.steps for t in s.tools]


def teams(draft) -> set[str]:
    return {s.step_type for s in draft.steps}


@pytest.mark.parametrize("query, tool", [
    ("신혼이라 디딤돌 2.4%로 9천 빌린 상태고요, 전세금 2억 8천인데 재계약하면 새 전세금 최대 얼마인가요?",
     "rent_increase_cap"),
    ("보금자리론 3억 받아서 6억짜리 집 샀는데요, 중개보수 상한이 얼마예요?", "brokerage_fee"),
    ("보증금 1억 5천 못 돌려받은 지 두 달째예요. 전세대출 이자 4.2%는 제가 계속 내고 있어요. 지연이자 연 5%면 얼마죠?",
     "deposit_delay_interest"),
    ("전세 2억 중 5천을 월세로 전환하자네요 최대 월세 얼마예요? 제 신용대출 금리가 5.1%라서요", "rent_conversion"),
])
def test_a_loan_told_as_the_situation_leaves_the_laws_figure_asked(query, tool):
    d = plan(query)
    assert d.intent == "법률상담" and tool in tools(d) and "loan_simulator" not in tools(d)
    assert teams(d) == {"analysis", "search"}


def test_a_loan_asked_beside_the_figure_still_makes_it_a_loan_question():
    d = plan("전세 3억에서 1억을 월세로 돌리면 월세 얼마고, 그 1억 전세대출 받으면 한도 얼마까지 나와요?")
    assert "loan_simulator" in tools(d)


def test_the_asking_clause_is_told_apart_from_the_story():
    q = "작년에 버팀목 1억 받았는데요, 이번 갱신 때 얼마까지 올릴 수 있나요? 남편은 대출 갚자고 하네요ㅋㅋ"
    assert asking_text(q) == "이번 갱신 때 얼마까지 올릴 수 있나요"


def test_the_maintenance_fee_is_not_taken_for_the_rent():
    d = plan("관리비만 매달 월 31만원인데 보증금 1억 5천에서 갱신하면 얼마까지 올릴 수 있어요?")
    assert [(a.manwon, a.role) for a in d.entities.amounts] == [(31, "maintenance_fee"), (15000, "deposit")]


def test_a_loan_payment_asked_beside_the_house_price_stays_a_loan_question():
    d = plan("7억 아파트 사면서 주담대 4억을 연 3.8% 40년이면 월 상환액 얼마예요?")
    assert d.intent == "대출상담" and "loan_simulator" in tools(d)


def test_a_follow_up_figure_at_a_new_rate_replaces_the_principal_not_the_house():
    d = plan("그러면 3억 2천을 4.2%로 40년이면요?", previous="6억 집에 주담대 3억을 연 4% 30년이면 월 얼마예요?")
    assert [(a.role, a.manwon) for a in d.entities.amounts] == [("loan", 32000)]


def test_a_follow_up_with_a_figure_of_its_own_asks_the_previous_cap():
    # the previous turn asked no figure: the cap is asked in this turn's words ("얼마까지 올라가요")
    d = plan("그럼 저희는 1억 9천인데 최대 얼마까지 올라가요?", previous="집주인이 갱신 거절할 수 있는 경우가 뭐예요?")
    assert "rent_increase_cap" in tools(d) and [a.manwon for a in d.entities.amounts] == [19000]


def test_a_date_with_its_year_in_brackets_replaces_the_earlier_date():
    d = plan("그럼 3월 2일(2027년)에 통보하면요?", previous="묵시적 갱신 중인데 2026년 12월 20일에 나간다고 통지하면 언제 끝나요?")
    assert d.entities.dates == ["2027-03-02"] and "renewal_window" in tools(d)


def test_the_auction_price_is_the_house_price():
    d = plan("대구 빌라 보증금 4천인데 매각가 6천에 낙찰됐대요 최우선변제 얼마 받아요?")
    assert {a.role: a.manwon for a in d.entities.amounts} == {"deposit": 4000, "price": 6000}


@pytest.mark.parametrize("query, intent", [
    # an official valuation set against the market price: what the term means
    ("기준시가는 실거래가랑 다른 건가요?", "법률상담"),
    # a price rise told as the reason of what a party does
    ("시세가 갑자기 뛰어서 집주인이 계약금 배액 돌려주고 계약 깨겠대요 그래도 되나요?", "법률상담"),
    # whether a form may be used is the rule's question, not a draft asked
    ("등록임대주택인데 표준 양식 말고 부동산 서식 써도 되나요?", "법률상담"),
    # generic price words beside a risk asked, no place named
    ("근저당이 얼마 잡혀있는지 모르는데 계약해도 될까요", "리스크분석"),
])
def test_intent_of_story_questions(query, intent):
    assert plan(query).intent == intent


def test_a_slipped_money_word_is_put_right():
    assert correct_typos("보증긍 3억 계약굼 3천") == "보증금 3억 계약금 3천"


def test_english_dates_acts_and_own_dates():
    assert "2027-06-15" in gloss("Our lease expires June 15th, 2027 — what is the deadline to ask for renewal?")
    assert "2027-06-15" in gloss("It ends 15 June 2027.")
    d = plan("Our lease expires June 15th, 2027 — what is the deadline to ask for renewal?")
    assert d.entities.dates == ["2027-06-15"]
    d = plan("When should I send my renewal request to the landlord?")
    assert "renewal_window" in tools(d)
    d = plan("Does the Building Sale Act cover an office building of 4,000㎡ sold before construction?")
    assert d.intent == "법률상담" and "건축물의 분양에 관한 법률" in d.entities.law_names
    assert plan("Under the price-capped system, how is the land cost of a public land apartment set?").intent \
        == "법률상담"
    assert "오피스텔 아닌" in gloss("brokerage fee for a 3,000만 won deposit and 500,000 won rent, not an officetel")


# The ask decides the intent; prices, rents and loans told in the story before it are its facts.
@pytest.mark.parametrize("query", [
    # a rent and a deposit in the story, whether a report may be skipped asked
    "부산 투룸 보증금 3천 월세 55로 들어왔어요. 중개사가 이 금액이면 신고 안 해도 된다던데 맞아요?",
    # a market price in the story, whether the broker may buy it himself asked (no full stop before the ask)
    "부동산 사장님이 시세보다 싸게 자기한테 넘기라고 하시네요 중개사가 직접 매수해도 되는 건가요?",
    # a loan refused in the story, whether the cancellation must be reported asked
    "매매계약하고 신고까지 마쳤는데 매수인 대출이 안 나와서 계약이 깨졌어요 해제된 것도 신고해야 되나요",
    # the price rise told as the landlord's reason, whether the tenant must accept it asked
    "등록임대 주택에 살고 있어요. 집주인이 주변 시세가 올랐다고 보증금을 10% 올려 달래요. 그대로 올려줘야 하나요?",
])
def test_a_story_of_prices_and_loans_before_a_permission_asked_is_a_legal_question(query):
    draft = plan(query)
    assert draft.intent == "법률상담" and teams(draft) == {"search"}


def test_an_ask_naming_its_own_area_leaves_the_storys_market_words_to_the_story():
    draft = plan("전세 시세가 너무 떨어져서 걱정이에요. 확정일자는 전입신고한 날 같이 받아야 효력이 있나요?")
    assert draft.intent == "법률상담"


def test_a_price_asked_after_a_story_is_still_the_markets():
    # the ask itself names the market: the story's law words do not take it away
    draft = plan("작년에 갱신요구권 써서 5% 올려줬어요. 지금 마포구 아파트 전세 시세는 얼마예요?")
    assert draft.intent in ("시세조회", "종합분석") and "search" in teams(draft)


def test_a_form_already_used_is_no_template_asked():
    draft = plan("임대사업자 집인데 부동산 일반 양식으로 썼대요 이거 괜찮은 건가요")
    assert draft.intent == "법률상담" and "document" not in teams(draft)


def test_a_polite_ending_and_a_space_end_a_clause_only_before_an_ask():
    assert asking_text("집주인이 팔겠대요 저는 계속 살 수 있나요") == "저는 계속 살 수 있나요"
    # words that ask nothing after the 요 stay with it (an English question's Korean reading)
    assert asking_text("1주택자 가능한가요 전세 대출 부산") == "1주택자 가능한가요 전세 대출 부산"


def test_a_fee_the_broker_asks_of_a_deal_he_is_brokering_is_the_fee_calculator():
    draft = plan("중개사무소 운영 중입니다. 9억 아파트 매매를 중개하는데 매도인에게 받을 수 있는 보수 상한이 얼마죠?")
    assert "brokerage_fee" in tools(draft) and teams(draft) == {"analysis", "search"}


def test_what_a_loans_conditions_are_is_a_product_lookup_and_switching_is_the_simulators():
    # "조건이 어떻게 되나요" asks what they are, not whether the user gets it: no simulator
    assert teams(plan("곧 결혼해요. 신혼부부 버팀목 대출 조건이 어떻게 되나요?")) == {"search"}
    # whether one may switch to another loan is the user's eligibility: the simulator weighs it
    assert "analysis" in teams(plan("내년에 아이 낳으면 신생아 특례 대출로 갈아탈 수 있을까?"))
