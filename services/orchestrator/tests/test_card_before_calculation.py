"""A calculator's answer on the user's own figures leads, whatever the question's form; the reviewed card's
rule follows it as evidence, never before it (e2e: a raise judged against the user's rent, a refusal dated
from the user's move-in — a card's general yes/no before them read as the answer to his case)."""

from __future__ import annotations

from holmes_contracts import TeamCompleted

from .test_synthesis_answer_card import RAISE_CARD, _legal
from .test_synthesis_answer_first import ARTICLE_7, CAP, _steps, answer_for


def _lead(question: str) -> str:
    r = answer_for(question, [
        TeamCompleted(team="search", step_ids=["step-1"], status="success",
                      results=[_legal([ARTICLE_7], [RAISE_CARD])]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[CAP])], _steps(True))
    return r["answer"].split("\n\n")[0]


def test_is_it_allowed_is_answered_by_the_figure_on_the_users_case_first():
    answer = answer_for("보증금 3억인데 재계약하면서 주인이 8% 올리겠다네요 이거 응해야 되는 건가요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success",
                      results=[_legal([ARTICLE_7], [RAISE_CARD])]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[CAP])], _steps(True))["answer"]
    assert answer.startswith("현재 보증금 3억원은 최대 1,500만원")
    assert "20분의 1" in answer.split("\n\n", 1)[1]  # the rule follows, as evidence


def test_how_much_keeps_the_figure_first():
    lead = _lead("보증금 3억이면 재계약 때 얼마까지 올려 줘야 해요?")
    assert lead.startswith("현재 보증금 3억원은 최대 1,500만원")


def test_a_date_or_an_english_what_asked_keeps_the_figure_first():
    assert _lead("보증금 3억인데 갱신하면 올릴 수 있는 최대 금액은?").startswith("현재 보증금 3억원은 최대 1,500만원")


def test_a_figure_asked_beside_the_yes_no_keeps_the_figure_first():
    lead = _lead("보증금 3억인데 주인이 갱신하면서 2천 올린대요. 응해야 해요? 최대 얼마까지 올릴 수 있는지도 알려 주세요.")
    assert lead.startswith("현재 보증금 3억원은 최대 1,500만원")


def test_how_much_said_short_keeps_the_figure_first():
    assert _lead("보증금 3억이면 갱신 때 인상 한도 얼만가요?").startswith("현재 보증금 3억원은 최대 1,500만원")
