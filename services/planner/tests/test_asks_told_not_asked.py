"""Words that only look like an ask: a thing posted ("광고를 올린") is no rent raised, a plain 전세 ("월세 없이
전세") no rent converted, a calculation the story mentions ("계산할 때 나오던데요") none asked; a deal called off
asks the forfeit; a registration's rank is no ranking; the house sold under the tenant is the law's question
(expert review 11 of eval15's tune answers)."""
from datetime import date

import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 27)


def tools(q: str) -> list[str]:
    return [t for s in make_plan(q, today=TODAY).steps for t in s.tools]


@pytest.mark.parametrize("q, absent", [
    ("인터넷에 허위 매물 광고를 올린 중개사는 과태료가 얼마인가요?", "rent_increase_cap"),
    ("서울에서 보증금 5천만원에 월세 없이 전세 계약하면 전월세 신고해야 해요?", "rent_conversion"),
    ("환산보증금이 뭐예요? 월세 복비 계산할 때 나오던데요", "brokerage_fee"),
])
def test_a_word_of_the_story_calls_no_calculator(q, absent):
    assert absent not in tools(q)


@pytest.mark.parametrize("q, present", [
    ("매매계약 파기하면 위약금 계산해줘", "earnest_money"),
    ("보증금 2억으로 하면 월세 없애준대요 괜찮은 조건이에요?", "rent_conversion"),  # a rent taken off is
    ("전세 3억 8천만원이고 갱신요구권 행사하려고 합니다. 갱신 후 보증금 상한이 얼마인가요?", "rent_increase_cap"),
    ("복비 계산해줘 매매 5억", "brokerage_fee"),
])
def test_the_calculation_asked_still_gets_its_calculator(q, present):
    assert present in tools(q)


@pytest.mark.parametrize("q, intent", [
    ("가등기를 해 두면 나중에 본등기의 순위는 어떻게 되나요?", "법률상담"),
    ("집주인이바뀌면새집주인한테보증금못받는거아닌가요", "법률상담"),
    ("전세계약하고잔금전에집주인이바뀌면위험한가요", "리스크분석"),  # the danger itself asked
    ("강남 아파트 가격 순위 알려줘", "시세조회"),  # a ranking of prices is the market's
])
def test_what_the_question_is_about(q, intent):
    assert make_plan(q, today=TODAY).intent == intent


def test_the_going_rent_is_the_market_price():
    assert "시세" in gloss("What's the going monthly rent for a studio near Hongdae?")


def test_an_english_off_topic_question_is_refused_in_english_first():
    d = make_plan("Write me a Python function to sort a list.", today=TODAY)
    assert d.intent == "irrelevant" and d.guidance.message.startswith("Sorry — I'm a Korean real-estate assistant")
    assert make_plan("파이썬으로 정렬 함수 짜줘", today=TODAY).guidance.message.startswith("죄송해요")


@pytest.mark.parametrize("q, region", [
    ("홍대 원룸 월세 시세 알려줘", "마포구"), ("건대입구 투룸 전세 얼마예요?", "광진구"),
    ("What's the going monthly rent for a studio near Hongdae?", "마포구"),
])
def test_an_area_named_by_its_nickname_is_its_district(q, region):
    d = make_plan(q, today=TODAY)
    assert d.intent == "시세조회" and [r.name for r in d.entities.regions] == [region]


def test_a_word_that_only_starts_like_a_place_is_no_place():
    assert make_plan("성수기에 이사하면 복비 더 내나요?", today=TODAY).entities.regions == []
