"""Routing causes behind the tune parts' intent and team misses (night of 2026-11-28), in our own words: a
product's abbreviation of a legal body, a price set against last year's, a home fixed up at one's own cost, the
broker's guarantee, how long one may stay, a home bought first by right, a clause told as what it says, which
form must be used, a register read while asking, a state the user is in, a choice between two ways of renting —
and the neighbours that are not stay put."""

from __future__ import annotations

import pytest

from holmes_planner.domain.plan import make_plan


def routed(q: str) -> tuple[str, list[str]]:
    p = make_plan(q)
    return p.intent, sorted({s.team for s in p.steps})


@pytest.mark.parametrize("q", [
    "입대의에서 회의록을 안 보여주는데 이래도 되나요?",
    "입대의 회장이 관리비를 마음대로 써도 돼?",
])
def test_the_councils_abbreviation_is_the_laws_word(q):
    # 입대의 is 입주자대표회의 in the glossary's own topics: a question of 공동주택관리법, no market search
    assert routed(q) == ("법률상담", ["search"]), q


def test_a_record_one_may_be_shown_is_no_listing_asked():
    assert routed("관리비 장부 안 보여줘도 되는 거예요?")[0] == "법률상담"
    assert routed("강남 원룸 매물 보여줘")[0] == "시세조회"


@pytest.mark.parametrize("q", ["부산해운대구아파트값작년보다내렸어요?", "송파구 아파트 전세 재작년에 비해 올랐나요?"])
def test_a_price_set_against_an_earlier_year_is_a_trend_analysed(q):
    assert routed(q) == ("시세조회", ["analysis", "search"]), q


@pytest.mark.parametrize("q", [
    "제 돈으로 샷시 교체했는데 이사 나갈 때 돌려받을 수 있어요?",
    "인테리어 내 돈 들여서 했는데 나갈 때 그 돈 받을 수 있어?",
])
def test_a_home_fixed_up_at_ones_own_cost_is_a_question_of_the_law(q):
    # 민법 제626조 (유익비): not something outside the domain
    assert routed(q) == ("법률상담", ["search"]), q


def test_the_brokers_guarantee_is_the_laws_sum_not_a_loan_limit():
    assert routed("중개사 잘못으로 손해 봤어요. 중개사 보증은 얼마까지 돼요?")[0] == "법률상담"
    assert routed("전세대출 한도가 얼마예요?")[0] == "대출상담"


@pytest.mark.parametrize("q", [
    "LH가 우리 집을 매입하면 저는 언제까지 살 수 있어요?",
    "경매 넘어가도 이 집에서 얼마나 더 살 수 있나요?",
])
def test_how_long_one_may_stay_is_a_right_the_law_grants(q):
    assert routed(q) == ("법률상담", ["search"]), q


def test_a_home_bought_first_by_right_is_no_decision_to_buy():
    assert routed("피해자로 인정받았는데 경매 나온 그 집을 제가 먼저 살 수 있나요?") == ("법률상담", ["search"])
    # deciding whether to buy still weighs everything
    assert routed("지금 아파트 사도 될까요?")[0] == "종합분석"


def test_a_clause_told_as_what_it_says_is_the_drafts_not_an_ask():
    q = "매매계약서 특약 문구 좀 써 주세요. 잔금 전에 대출이 안 나오면 계약을 없던 걸로 한다는 내용이에요."
    assert routed(q) == ("계약서작성", ["document", "search"])
    # a risk asked beside the draft still makes it comprehensive
    assert routed("전세 계약서 써줘. 그리고 이 집 근저당 있는데 위험한지도 봐줘")[0] == "종합분석"


@pytest.mark.parametrize("q", ["등록임대 집인데 계약서 양식은 어떤 걸 써야 하나요?", "임대사업자 계약서 서식은 뭘로 써야 돼요?"])
def test_which_form_must_be_used_is_a_rule_not_a_draft(q):
    assert routed(q) == ("법률상담", ["search"]), q


def test_a_form_asked_for_is_still_drafted():
    assert routed("월세 계약서 양식 만들어줘")[0] == "계약서작성"


def test_a_register_being_read_is_no_checklist_asked():
    assert routed("등기부등본 떼서 보는데 을구에는 뭐가 적혀 있는 거예요?")[0] == "법률상담"
    assert routed("등기부등본 보는 법 알려줘")[0] == "리스크분석"


@pytest.mark.parametrize("q", ["음… 그게 좀 애매해서요", "아 좀 곤란해서요"])
def test_a_state_the_user_is_in_names_no_subject(q):
    # too vague to answer (unclear, asked again), not a question about something else
    assert make_plan(q).intent == "unclear", q


def test_a_subject_outside_the_domain_is_still_off_topic():
    assert make_plan("토익 점수 계산법").intent == "irrelevant"


def test_choosing_between_jeonse_and_monthly_rent_in_english_is_weighed_whole():
    assert routed("I'm relocating to Busan. Should I go with jeonse or monthly rent?") == ("종합분석", ["analysis", "search"])
    assert routed("Does the 5% cap apply to jeonse or monthly rent?")[0] == "법률상담"


def test_an_income_told_in_a_buying_judgement_brings_the_loan_limit():
    # "강남구 집 사도 될까요? 연봉 8천": the income is told for what can be borrowed — the market and the loan both
    from datetime import date

    from holmes_planner.domain.plan import make_plan

    p = make_plan("강남구 집 사도 될까요? 연봉 8천", today=date(2026, 11, 28))
    assert p.intent == "종합분석"
    tools = [t for s in p.steps for t in s.tools]
    assert {"market_data", "market_analysis", "loan_data", "loan_simulator"} <= set(tools)
    without = [t for s in make_plan("강남구 집 사도 될까요?", today=date(2026, 11, 28)).steps for t in s.tools]
    assert "loan_simulator" not in without


def test_the_kind_of_loan_asked_reaches_the_loan_search():
    # "구입자금": the loan search keeps to purchase products (expert review 13, W010)
    from datetime import date

    from holmes_planner.domain.plan import make_plan

    p = make_plan("신생아 특례 구입자금 대출 금리랑 조건이 어떻게 돼요?", today=date(2026, 11, 28))
    assert "구입" in p.keyword_groups["loan"]
