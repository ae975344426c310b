"""The 문답 corpus, the pure part: a card (a question people ask about an article, its verdict first)
and which card, if any, answers a question.

A card applies when every one of its ``keys`` groups has a substring in the question (spaces removed)
and none of its ``unless`` substrings is there, on a day it is in force (effective ≤ day < until).
Among the cards that apply the most specific leads: the one whose law the search found or the question
names, then the most groups, then the longest matched substrings.  Two best cards that tie and disagree
give no card at all — saying nothing beats a wrong verdict.  Format: corpus/answers/README.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

VERDICTS = ("네", "아니요", "조건부")
ANSWER_CHARS = 160
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def squeeze(text: str) -> str:
    """The question as keys are matched against it: no whitespace at all, Latin letters lower-cased."""
    return re.sub(r"\s+", "", text).lower()


def _no_spaces(values: Iterable[str], what: str) -> None:
    for v in values:
        if not v or re.search(r"\s", v):
            raise ValueError(f"{what} {v!r}: a substring must be non-empty and have no spaces")


class AnswerCard(BaseModel):
    """One card of ``corpus/answers/<law file>.json`` (search-internal; LegalAnswer is its wire form)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    question: str = Field(min_length=1)
    verdict: Literal["네", "아니요", "조건부"]
    answer: str = Field(min_length=1, max_length=ANSWER_CHARS)
    article: str = Field(min_length=1)
    also: list[str] = Field(default_factory=list)
    effective: date
    until: date | None = None
    source: str = Field(min_length=1)
    keys: list[list[str]] = Field(min_length=2, max_length=4)
    unless: list[str] = Field(default_factory=list)
    # Filled from the file, not written per card.
    law: str = ""
    law_id: str = ""

    @field_validator("id")
    @classmethod
    def _ascii_id(cls, v: str) -> str:
        if not _ID.match(v):
            raise ValueError("id must be ascii letters, digits, '-', '_' or '.'")
        return v

    @field_validator("keys")
    @classmethod
    def _key_groups(cls, v: list[list[str]]) -> list[list[str]]:
        for group in v:
            if not group:
                raise ValueError("a keys group is empty")
            _no_spaces(group, "key")
        return v

    @field_validator("unless")
    @classmethod
    def _unless(cls, v: list[str]) -> list[str]:
        _no_spaces(v, "unless")
        return v

    @model_validator(mode="after")
    def _window(self) -> AnswerCard:
        if self.until is not None and self.until < self.effective:
            raise ValueError(f"until {self.until} is before effective {self.effective}")
        return self

    def in_force(self, day: date) -> bool:
        return self.effective <= day and (self.until is None or day < self.until)


@dataclass(frozen=True)
class _Fit:
    card: AnswerCard
    rank: tuple[bool, int, int]  # (its law found or named, groups, matched characters)


def _fit(card: AnswerCard, texts: list[str], day: date, preferred: set[tuple[str, str]],
         laws: set[str]) -> _Fit | None:
    if not card.in_force(day):
        return None
    best: _Fit | None = None
    for text in texts:  # the question as searched (Korean reading) and as the user wrote it
        if any(u.lower() in text for u in card.unless):
            return None  # the opposite case named in any reading: not this card's question
        matched = [max((len(k) for k in group if k.lower() in text), default=0) for group in card.keys]
        if not all(matched):
            continue
        near = (card.law, card.article) in preferred or card.law in laws
        fit = _Fit(card, (near, len(card.keys), sum(matched)))
        if best is None or fit.rank > best.rank:
            best = fit
    return best


def match_answer(cards: Iterable[AnswerCard], questions: Iterable[str], day: date, *,
                 found: Iterable[tuple[str, str]] = (), named_laws: Iterable[str] = ()) -> AnswerCard | None:
    """The one card that answers the question on ``day``, or None.

    ``questions``: the question's readings (the searched query — the Korean reading of an English
    question — and the user's own words); ``found``: (law, article) of the articles the search
    returned; ``named_laws``: laws the question names.
    """
    texts = list(dict.fromkeys(t for q in questions if (t := squeeze(q or ""))))
    preferred, laws = set(found), set(named_laws)
    fits = sorted((f for c in cards if (f := _fit(c, texts, day, preferred, laws))),
                  key=lambda f: (f.rank, f.card.id), reverse=True)
    if not fits:
        return None
    if len(fits) > 1 and fits[1].rank == fits[0].rank and fits[1].card.verdict != fits[0].card.verdict:
        return None
    return fits[0].card
