"""Text helpers shared by the extractors: one normal form and word→code vocabularies."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

Vocab = tuple[re.Pattern[str], dict[str, str]]


def normalize(text: str) -> str:
    """NFKC (㎡ -> m2, full-width digits -> ASCII) and single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text or "").split())


def vocab(pairs: Sequence[tuple[str, str]]) -> Vocab:
    """A longest-first alternation of the words and the table mapping each to its code."""
    table = {word: code for word, code in pairs}
    return re.compile("|".join(sorted(map(re.escape, table), key=len, reverse=True))), table
