"""Is a model's wording grounded in the computed figures? (pure checks, no LLM here)

The LLM may rephrase and prioritise the rule results, never compute: every number in
its text must be one the tools computed (or the user gave), and a risk level it names
must be the computed one. Numbers are compared by value, so "85.70" matches 85.7 and
"2,000" matches 2000; a number written differently ("1.2억" for "1억 2,000만원") is a
new number and fails — the prompt asks for the input's own notation.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from typing import Any

from .risk import LEVELS

# Thousands groups only with exactly three digits after each comma ("1,2항" is two numbers).
_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
_LEVEL_WORDS = "|".join(sorted({*LEVELS, "매우 위험"}, key=len, reverse=True))
# "위험도는 '주의'", "위험 등급이 매우 위험", "등급: 안전" — a claim about *the* level.
_LEVEL_CLAIM = re.compile(rf"(?:위험도|위험\s*등급|등급)\s*(?:은|는|이|가|을|를|:|=)?\s*['\"‘’“”「」]?\s*({_LEVEL_WORDS})")


def numbers_in(text: str) -> set[Decimal]:
    out: set[Decimal] = set()
    for token in _NUMBER.findall(text):
        try:
            out.add(Decimal(token.replace(",", "")))
        except InvalidOperation:  # pragma: no cover - the pattern only matches digits
            continue
    return out


def numbers_of(value: Any) -> set[Decimal]:
    """Every number in a JSON-like value: numeric fields and digits inside its strings."""
    return numbers_in(json.dumps(value, ensure_ascii=False, default=str))


def invented_numbers(texts: Iterable[str], allowed: set[Decimal]) -> list[str]:
    """Numbers in ``texts`` that are not among ``allowed`` (as written, in order, once each)."""
    out: list[str] = []
    for text in texts:
        for token in _NUMBER.findall(text):
            if Decimal(token.replace(",", "")) not in allowed and token not in out:
                out.append(token)
    return out


def level_claims(text: str) -> list[str]:
    """Risk levels the text states as *the* level ('위험도는 주의'), normalised."""
    return [m.replace(" ", "") for m in _LEVEL_CLAIM.findall(text)]
