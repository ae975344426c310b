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


def ro(word: str) -> str:
    """The particle 로/으로 for ``word``: 으로 after a final consonant other than ㄹ
    (계산으로, 정보로, 서울로). Decided by the last Hangul syllable; 로 when there is none."""
    last = next((c for c in reversed(word) if "가" <= c <= "힣"), None)
    if last is None:
        return "로"
    final = (ord(last) - 0xAC00) % 28
    return "으로" if final not in (0, 8) else "로"
