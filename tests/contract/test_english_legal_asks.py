"""English legal questions reach the same team and the same reviewed 문답 card as the Korean phrasing of them.

The planner glosses the English into the Korean words its rules read (holmes_planner.domain.english) and the
search service matches its cards on that reading and the user's own words — both are run here as the services
run them: make_plan for the plan, the corpus's own cards with search's matcher for the card."""
from __future__ import annotations

from datetime import date

import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import make_plan
from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answers

TODAY = date(2026, 11, 26)
_, CARDS = read_answers()


def _teams(q: str) -> tuple[str, list[str]]:
    plan = make_plan(q, today=TODAY)
    return plan.intent, sorted({s.team for s in plan.steps})


def _card(q: str) -> str | None:
    reading = gloss(q, sentences=True) if q.isascii() else q
    cards = match_answers(CARDS, [reading, q], TODAY)
    return cards[0].id if cards else None


@pytest.mark.parametrize(("english", "korean"), [
    # a fraud victim asks what the fraud victims' act gives: the law's desk, not the checklist before signing
    ("The LH bought our jeonse-fraud villa at auction. Can my family keep living there?",
     "LH가 전세사기 피해주택을 사면 저희가 계속 살 수 있나요?"),
    # a housing association recruiting before it reports (주택법 제11조의3)
    ("May a local housing association recruit members without reporting to the ward office?",
     "지역주택조합이 구청에 신고 안 하고 조합원 모집해도 되나요?"),
    # the repair reserve spent on something else (공동주택관리법 제30조)
    ("The management office wants to spend the long-term repair fund on new benches for the park. Allowed?",
     "관리사무소가 장기수선충당금으로 벤치를 산대요. 써도 되나요?"),
    # a claim the landlord makes, checked ("…한대요. 맞나요?"): the card turned to the claim
    ("Our boiler broke down last week and the landlord told me I have to pay for it. Is that true?",
     "보일러가 고장났는데 집주인이 제가 내야 한대요. 맞나요?"),
])
def test_an_english_legal_ask_gets_the_korean_phrasings_team_and_card(english, korean):
    assert _teams(english) == _teams(korean) == ("법률상담", ["search"])
    assert _card(english) is not None and _card(english) == _card(korean)


@pytest.mark.parametrize("q", [
    "I lost my whole deposit to a rental scam. Can I get recognised as a victim?",
    "We are victims of jeonse fraud. What support can we get?",
    "Because of the jeonse fraud our house goes to auction. Can I apply for victim status?",
])
def test_a_fraud_victims_question_goes_to_the_law_not_the_risk_check(q):
    assert "전세사기" in gloss(q)
    assert _teams(q) == ("법률상담", ["search"])


def test_avoiding_a_fraud_is_still_the_checklist_before_signing():
    # the prevention ask keeps its own reading ("avoid" holds no "void": no 유효 is read into it)
    assert "전세사기 예방 체크리스트" in gloss("How can I avoid a jeonse scam when I rent?")
    assert _teams("How can I avoid a jeonse scam when I rent?")[0] == "리스크분석"
    assert "유효" not in gloss("How do I avoid fraud?")


def test_where_a_filing_is_made_is_asked_as_where():
    # "Where do I …?" asks the office (어디서): the card on where to file, not the one on who must
    assert gloss("Where should we submit the rent contract report?").startswith("어디서")
    assert _card("Where should we submit the rent contract report?") == _card("전월세 신고는 어디서 해요?")


def test_a_guarantees_cost_is_asked_at_the_loan_desk():
    # the premium of HUG's deposit return guarantee is a product's price (보증료), not a risk to weigh
    for q in ("How much does HUG's deposit return guarantee cost per year?",
              "What's the premium for the jeonse return guarantee?"):
        assert "보증료" in gloss(q)
        assert _teams(q) == ("대출상담", ["search"])


def test_the_minimum_term_of_a_homes_lease_is_read_as_the_lease_acts_not_a_jeonse_rights():
    said = gloss("What is the shortest lease period the law allows for a flat?")
    assert "주택 임대차 최소 기간" in said and "존속기간" not in said


def test_a_foreigner_is_the_person_and_his_report_is_read_from_its_own_words():
    assert gloss("I'm a foreigner. Can I register ownership of the flat I bought?").startswith("외국인 ")
    assert "취득 신고" not in gloss("I'm a foreigner. Can I register ownership of the flat I bought?")
    bought = gloss("As a foreigner I just bought a villa. Do I need to file anything?")
    assert "외국인" in bought and "신고" in bought
