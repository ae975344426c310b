"""Computations asked in words the earlier rules missed (own phrasings): a deadline asked before the
word 갱신, a delay's deposit written as a bare figure, English conversions, a loan's term changed alone."""
from holmes_kit.korean.extract import extract_entities
from holmes_planner.domain.asks import calculator_tools
from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import PreviousTurn, make_plan


def _tools(q: str) -> list[str]:
    return calculator_tools(q, extract_entities(q))


def test_a_deadline_asked_before_the_word_renewal_is_the_window():
    assert _tools("2028년 1월 말에 계약 끝나요. 늦어도 언제까지 갱신 말해야 되나요") == ["renewal_window"]
    assert _tools("언제까지 갱신 요구해야 하는지 궁금해요") == []  # no date of the user's: the law answers


def test_a_bare_figure_in_a_delay_question_is_the_deposit_withheld():
    assert _tools("120,000,000원 돌려받는 게 3개월 늦어졌는데 지연손해금 얼마") == ["deposit_delay_interest"]


def test_english_lowering_the_deposit_for_rent_or_turning_rent_into_deposit_is_a_conversion():
    plan = make_plan("Landlord says he will reduce my 250 million deposit to 150 million and ask monthly rent "
                     "for the difference. How much can the rent be at most?")
    assert "rent_conversion" in [t for s in plan.steps for t in (s.tools or [])]
    assert "보증금으로 전환" in gloss("Can I turn my 400,000 won monthly rent into deposit? How much more deposit?")


def test_a_follow_up_naming_only_years_changes_the_loan_term():
    first = make_plan("2억5천 대출 연 3.9% 30년 원리금균등이면 한 달에 얼마예요")
    previous = PreviousTurn(intent=first.intent, entities=first.entities, query=first.query,
                            keywords=tuple(first.keywords))
    plan = make_plan("그럼 15년이면요?", previous=previous)
    assert plan.entities.extra["term_years"] == 15
    assert all(loan["term_years"] == 15 for loan in plan.entities.extra.get("loans") or [])


def test_more_ways_to_ask_a_conversion():
    for q in ("보증금 3억 -> 2억, 월세 최대 얼마예요",          # an arrow between the deposits
              "전세 2억5천인데 보증금 1억 하고 차액은 월세로 하재요",  # the rest as rent
              "보증금 9천을 월세로 환산하면",                   # 환산
              "전세 1억5천 월세로 다 바꾸면 얼마"):              # 다 between
        assert _tools(q) == ["rent_conversion"], q
    assert "반전세" in gloss("The landlord wants a 100 million deposit plus monthly rent instead of jeonse.")
