"""The domain vocabulary generated from the law corpus (vocab.json, see vocab_build).

A question that uses the words of the laws — an article title ("개별공시지가에 대한
이의신청"), a glossary term ("전세권", "분양가상한제"), a law's name or alias — is a
question those laws answer, even when no hand-written rule names it.  Words that are the
market's, the loan's or the risk area's own ("시세", "LTV", "깡통전세") stay with their
area's rules so they do not pull market questions to the law.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from . import rules

VOCAB = Path(__file__).resolve().parent / "vocab.json"
# Nouns of the product's other areas: a question about these is no law question by itself.
_OTHER_AREAS = "|".join(p for table in (rules.MARKET, rules.LOAN, rules.RISK) for p, w in table if w >= 3)


@cache
def _vocab() -> dict:
    return json.loads(VOCAB.read_text(encoding="utf-8"))


@cache
def _terms() -> tuple[str, ...]:
    other = re.compile(rf"^(?:{_OTHER_AREAS})$", re.I)
    terms = {t.lower() for t in _vocab()["terms"] if not other.match(t.lower())}
    for law in _vocab()["laws"]:
        terms |= {"".join(n.split()).lower() for n in (law["name"], *law["aliases"])}
    # longest first, then in letter order: a set's order changes with the process's hash seed, and two terms
    # of one length that overlap in a question ("등록번호" beside another) must be taken the same way every run —
    # a replayed turn is planned as it was
    return tuple(sorted(terms, key=lambda t: (-len(t), t)))


@cache
def corpus_nouns() -> frozenset[str]:
    """The nouns the corpus terms are made of ("갱신", "등기", "보증금"): words of the domain."""
    return frozenset(_vocab().get("nouns", ()))


def law_terms(compact_text: str) -> list[str]:
    """Corpus terms in a compact (spaceless, lower-case) query, longest match first, no overlaps."""
    found: list[str] = []
    taken = [False] * len(compact_text)
    for term in _terms():
        start = compact_text.find(term)
        while start >= 0:
            end = start + len(term)
            if not any(taken[start:end]):
                taken[start:end] = [True] * len(term)
                found.append(term)
                break
            start = compact_text.find(term, start + 1)
    return found


def law_score(compact_text: str) -> float:
    """Legal evidence from the corpus words: 3 for one specific term, 4 at most."""
    terms = law_terms(compact_text)
    if not terms:
        return 0.0
    score = sum(3.0 if len(t) >= 4 else 2.0 for t in terms)
    return min(4.0, score)


@cache
def _one_off() -> dict[str, str]:
    """Every corpus term (and plain word of the rules) of 4+ syllables, one syllable blanked -> it."""
    index: dict[str, str] = {}
    rule_words = {w for table in (rules.LEGAL, rules.MARKET, rules.LOAN, rules.RISK) for p, weight in table
                  if weight >= 2 for w in p.split("|") if re.fullmatch(r"[가-힣]{4,}", w)}
    for term in (*_terms(), *sorted(rule_words)):
        if len(term) >= 4:
            for i in range(len(term)):
                index.setdefault(term[:i] + "?" + term[i + 1:], term)
    return index


@cache
def _one_off_short() -> dict[str, str]:
    """Corpus terms of 3 syllables, one syllable blanked -> it (only a slip of one 자모 counts)."""
    index: dict[str, str] = {}
    for term in _terms():
        if len(term) == 3 and re.fullmatch(r"[가-힣]{3}", term):
            for i in range(3):
                index.setdefault(term[:i] + "?" + term[i + 1:], term)
    return index


def misspelt_terms(compact_text: str) -> list[str]:
    """Corpus terms written with one syllable wrong ("확정일짜", "임차권등기명녕"); of three
    syllables only with one 자모 slipped ("대항녁").  Evidence of the domain, never a rewrite:
    a short word one letter off is often another word ("계약시" is no "계약서")."""
    index = _one_off()
    short = _one_off_short()
    found: list[str] = []
    for n in sorted({len(k) for k in index} | {3}, reverse=True):
        for start in range(len(compact_text) - n + 1):
            window = compact_text[start:start + n]
            for i in range(n):
                key = window[:i] + "?" + window[i + 1:]
                term = index.get(key) if n >= 4 else short.get(key)
                if term and term not in found \
                        and (n >= 4 or (term != window and _one_jamo_off(window[i], term[i]))):
                    found.append(term)
    return found


def _jamo(syllable: str) -> tuple[int, int, int] | None:
    code = ord(syllable) - 0xAC00
    if not 0 <= code < 11172:
        return None
    return code // 588, (code % 588) // 28, code % 28


def _one_jamo_off(a: str, b: str) -> bool:
    """Two syllables that differ in one of initial, vowel or final: a slip of one key."""
    ja, jb = _jamo(a), _jamo(b)
    return ja is not None and jb is not None and sum(x != y for x, y in zip(ja, jb, strict=True)) == 1


# Rule words that are pieces of a sentence ("확인해야", "피하려면"), not nouns: their endings vary
# as people speak ("확인해여"), which is no slip to correct.
_VERBAL = re.compile(r"(해야|하지않|않|려면|는법|할거|할것|할점|해야할|^누가)$")
# A particle after a word of the domain ("중개사가", "계약을"): the word and its particle, spelt right,
# not a slip in the last syllable of a longer term ("중개사가" is no misspelt 중개사고).
_PARTICLE = frozenset("가이은는을를도에의와과로만")


# The days of a lease users name ("만기일이 언제야" is no slip of 만기일시): nouns the law corpus spells
# otherwise (만료일, 기간의 말일), so the corpus cannot vouch for them.
_DAYS = frozenset({"만기일", "만료일", "계약일", "입주일", "잔금일", "이사일", "시작일", "종료일", "해지일", "통보일"})


def _word_with_particle(window: str, slipped: int) -> bool:
    prefix = window[:-1]
    return slipped == len(window) - 1 and window[-1] in _PARTICLE \
        and (prefix in corpus_nouns() or prefix in _terms() or prefix in _DAYS)


# The everyday words of renting and buying, too short for the one-slip index above: spelt with the
# vowels Korean speech no longer tells apart (ㅐ/ㅔ, ㅖ/ㅔ — "월새로 돌리면", "게약서", "새입자").
_SHORT_WORDS = ("월세", "전세", "반전세", "시세", "세입자", "계약", "재계약", "갱신", "대출", "매매", "매물",
                "세금", "재건축", "재개발")
# ㅐ→ㅔ, ㅔ→ㅐ, ㅖ→ㅔ (vowel indices of the syllable); ㅓ→ㅕ is the glide a phone keypad adds with one
# tap too many ("젼세 2억 복비").
_SAME_SOUND = {1: (5,), 5: (1,), 7: (5,), 4: (6,)}


@cache
def _misheard() -> dict[str, str]:
    """Each short word with one vowel written as it sounds -> the word; never a form that is a
    word of its own (a corpus noun or term)."""
    words = corpus_nouns() | set(_terms())
    index: dict[str, str] = {}
    for word in _SHORT_WORDS:
        for i, syllable in enumerate(word):
            jamo = _jamo(syllable)
            if jamo is None:
                continue
            for vowel in _SAME_SOUND.get(jamo[1], ()):
                slip = word[:i] + chr(0xAC00 + jamo[0] * 588 + vowel * 28 + jamo[2]) + word[i + 1:]
                if slip not in words and slip not in _SHORT_WORDS:
                    index[slip] = word
    return index


# The money words every lease question names, slipped in their last letter as a phone keyboard slips
# ("보증굼 2.3억", "계약긍"): put right at the start of a word, where no other word is meant.
_MONEY_NOUNS = ("보증금", "전세금", "계약금", "중도금")


def _put_short_words_right(token: str) -> str:
    # Only at the start of a word: inside one the letters belong to something else ("완전새집").
    for slip in sorted(_misheard(), key=len, reverse=True):
        if token.startswith(slip):
            return _misheard()[slip] + token[len(slip):]
    for word in _MONEY_NOUNS:
        head = token[:len(word)]
        # one syllable slipped by one letter, wherever it is ("보증굼", "보즘금")
        off = [i for i in range(len(head)) if head[i] != word[i]] if len(head) == len(word) else []
        if len(off) == 1 and _one_jamo_off(head[off[0]], word[off[0]]) \
                and head not in corpus_nouns() and head not in _terms():
            return word + token[len(word):]
    return token


def correct_typos(text: str) -> str:
    """The text with corpus and rule words of 4+ syllables put right where one key slipped
    ("최우선벼제" -> 최우선변제, "깡통잔세" -> 깡통전세), so every rule reads the word meant; the
    short everyday words are put right where written as they sound ("월새" -> 월세).

    Only a slip of one letter (자모) in one syllable is corrected — "월세대출" is no misspelling
    of "전세대출" — and a word already spelt as a term is left alone.
    """
    index = {k: t for k, t in _one_off().items() if not _VERBAL.search(t)}
    known = set(_terms()) | set(_one_off().values())
    lengths = sorted({len(k) for k in index}, reverse=True)
    out: list[str] = []
    for token in re.split(r"(\s+)", text):
        token = _put_short_words_right(token)
        low = token.lower()
        for n in lengths:
            start = 0
            while start + n <= len(low):
                window = low[start:start + n]
                fixed = None
                if window not in known:
                    for i in range(n):
                        term = index.get(window[:i] + "?" + window[i + 1:])
                        if term and _one_jamo_off(window[i], term[i]) and not _word_with_particle(window, i):
                            fixed = term
                            break
                if fixed:
                    token = token[:start] + fixed + token[start + n:]
                    low = token.lower()
                    start += n
                else:
                    start += 1
        out.append(token)
    return "".join(out)
