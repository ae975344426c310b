"""Expert review 5, K28 and K25: an English question's number words and 'how long' reach the Korean reading
the 문답 cards are matched on."""

from __future__ import annotations

from holmes_planner.domain.english import gloss


def test_a_number_word_before_a_period_is_read_as_a_figure():
    assert "3개월" in gloss("Is it okay if my rent is three months late, or can the owner end the contract?")
    assert "2년" in gloss("We agreed on two years, right?")
    # 'one day' is a time, not a period of one day
    assert "1일" not in gloss("One day I want to buy a flat in Seoul")


def test_how_long_asks_a_length_of_time():
    assert "얼마동안" in gloss("How long does the renewal right extend my jeonse?")
    assert "얼마동안" not in gloss("How long before the lease ends must I ask?")


def test_the_landlord_selling_the_home_is_a_lease_law_question():
    # K25: "…팔았어요. 제 계약은?" was 'unclear'; what becomes of the lease is 주택임대차보호법 제3조 ④
    from holmes_planner.domain.plan import make_plan
    assert make_plan("건물주가 이 집을 팔았대요. 저 전세 계약은요?").intent == "법률상담"
    assert make_plan("아파트 팔았는데 시세보다 싸게 판 건가요?").intent != "법률상담"
