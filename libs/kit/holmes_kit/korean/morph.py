"""Korean morphemes via kiwipiepy: nouns and full-text search tokens.

The model ships in the ``kiwipiepy-model`` wheel, so nothing is downloaded at run time.
Building a ``Kiwi`` takes about a second and a few hundred MB, so one instance is shared
per process and created on first use.  ``Kiwi.tokenize`` holds no per-call state we rely
on, but the library does not promise thread safety, so calls are serialised with a lock;
an asyncio service calls these from the event loop (or one worker thread) and a call on a
short query takes well under a millisecond.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - import only for type checkers
    from kiwipiepy import Kiwi, Token

_lock = threading.Lock()
_kiwi: Kiwi | None = None

# Content morphemes for search: common/proper nouns, foreign words, numbers, roots.
_CONTENT_TAGS = frozenset({"NNG", "NNP", "SL", "SN", "XR"})
# Verb and adjective stems count too ("돌려주", "위험하" -> stem); kiwi marks irregular
# conjugations with a suffix such as "VV-R" / "VA-I", so the tag is compared by prefix.
_STEM_TAGS = ("VV", "VA")
_NOUN_TAGS = frozenset({"NNG", "NNP"})
# Stems so generic that they match almost every document ("있다", "하다", "되다" …).
_GENERIC_STEMS = frozenset({"있", "없", "하", "되", "않", "같", "싶", "이"})


def kiwi() -> Kiwi:
    """The shared analyser, created on first use."""
    global _kiwi
    if _kiwi is None:
        with _lock:
            if _kiwi is None:
                from kiwipiepy import Kiwi

                _kiwi = Kiwi()
    return _kiwi


def tokenize(text: str) -> list[Token]:
    """Kiwi tokens of ``text`` (empty for blank input)."""
    if not text or not text.strip():
        return []
    analyser = kiwi()
    with _lock:
        return list(analyser.tokenize(text))


def _base_tag(tag: str) -> str:
    return tag.split("-", 1)[0]


def _dedupe(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for item in items:
        if item and item not in seen:
            seen.add(item)
            out.append(item)
    return out


def nouns(text: str) -> list[str]:
    """Common and proper nouns in order of appearance, without duplicates."""
    return _dedupe([t.form for t in tokenize(text) if _base_tag(t.tag) in _NOUN_TAGS])


def search_tokens(text: str) -> list[str]:
    """Content morphemes for full-text search, in order, without duplicates.

    Nouns, foreign words (``LTV``), numbers, roots and verb/adjective stems; particles,
    endings and punctuation are dropped.  Latin words are lower-cased so ``LTV`` and
    ``ltv`` index alike.
    """
    out: list[str] = []
    for tok in tokenize(text):
        tag = _base_tag(tok.tag)
        if tag in _STEM_TAGS and tok.form in _GENERIC_STEMS:
            continue
        if tag in _CONTENT_TAGS or tag in _STEM_TAGS:
            out.append(tok.form.lower() if tag == "SL" else tok.form)
    return _dedupe(out)
