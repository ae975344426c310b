"""Shared by the 문답 tests: what the shipped corpus answers a question with, on the day the tests are set."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import AnswerCard, match_answer

DAY = date(2026, 11, 27)


@pytest.fixture(scope="session")
def said() -> Callable[[str], AnswerCard | None]:
    """The card (or None) the shipped corpus answers ``asked`` with on ``DAY``, read once."""
    cards = read_answers()[1]
    return lambda asked: match_answer(cards, [asked], DAY)
