"""A question asking what a term means ("가등기가 뭐예요?"): the articles that define it, to lead the search.

Ranking by shared words finds the articles that *use* a term most (민법 제186조 for 가등기, the 오피스텔 entry for
준주택), not the one that says what it is. Here the definition is looked up instead: the glossary entry under
the term, the statute sentence whose subject it is ('준주택은 … 등이다', kit's ``defining_sentence``) and the
article the entry cites for it ('(부동산등기법 제88조)'). A law the question names ("건축물분양법에서 말하는
분양") defines first; then the glossary's plain words, then the statutes that define or ground it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from holmes_kit.korean.define import defining_sentence, squeeze

from .legal import KINDS, LegalHit

GLOSSARY = "용어집"


def _is_glossary(hit: LegalHit) -> bool:
    return hit.kind == GLOSSARY


def cited_article(body: str, aliases: dict[str, str], entries: Sequence[LegalHit]) -> LegalHit | None:
    """The article a glossary entry grounds its term in: the first law it names with an article ('민법 제303조',
    '주택임대차보호법 제3조에 근거하며'); a law named alone ('(부동산 가격공시에 관한 법률)') by the article where that
    law defines its words (제2조(정의)), if it has one."""
    names = sorted(aliases, key=len, reverse=True)
    if not names:
        return None
    law_re = "|".join(re.escape(n) for n in names if len(squeeze(n)) >= 2)
    by_key = {(h.law, h.number): h for h in entries if not _is_glossary(h)}
    first: LegalHit | None = None
    # a name is a law's own, not the tail of another law's ('상가건물 임대차보호법' is not 주택임대차보호법 by its alias
    # '임대차보호법'): it starts the text or follows punctuation, a particle or an ending ('부여기관은 주택임대차보호법 …')
    for m in re.finditer(rf"(?:^|(?<=[^가-힣\s])|(?<=[^가-힣\s]\s)|(?<=[은는이가을를에의와과도로며고서]\s))({law_re})"
                         r"(?:\s*(제\s*\d+\s*조(?:\s*의\s*\d+)?))?", body):
        law = aliases[m.group(1)]
        if m.group(2):
            number = re.sub(r"\s+", "", m.group(2))
            if hit := by_key.get((law, number)):
                return hit
        elif first is None:
            first = next((h for h in entries if h.law == law and not _is_glossary(h) and "정의" in h.title), None)
    return first


def definition_hits(terms: Sequence[str], entries: Sequence[LegalHit], *, named_laws: Sequence[str] = (),
                    aliases: dict[str, str] | None = None) -> list[LegalHit]:
    """The entries that say what the first defined term of ``terms`` is, in the order the answer should cite
    them (exact hits, relevance 1); [] when none of the terms is defined in the corpus."""
    aliases = aliases or {}
    named = list(named_laws)
    kind_rank = {k: i for i, k in enumerate(KINDS)}
    for term in terms:
        glossary = [h for h in entries if _is_glossary(h) and defining_sentence(term, h.title, h.body, glossary=True)]
        # an entry under the term itself first ('가등기'), then one defining it in passing
        glossary.sort(key=lambda h: squeeze(h.title) != squeeze(term))
        statutes = [h for h in entries if not _is_glossary(h) and defining_sentence(term, h.title, h.body)]
        if not glossary and not statutes:
            continue
        # the statute the law named defines it first; among the others a law before its decree
        statutes.sort(key=lambda h: (h.law not in named, kind_rank.get(h.kind, len(KINDS))))
        cited = cited_article(glossary[0].body, aliases, entries) if glossary else None
        if statutes and statutes[0].law in named:
            ordered = [statutes[0], *glossary[:1], *([cited] if cited else []), *statutes[1:]]
        else:
            ordered = [*glossary[:1], *([cited] if cited else []), *statutes]
        out: list[LegalHit] = []
        for h in ordered:
            if all(h.key != o.key for o in out):
                out.append(replace(h, relevance=1.0, exact=True))
        return out
    return []


def defined_term(terms: Sequence[str], hits: Sequence[LegalHit]) -> str:
    """The term of ``terms`` the first hit defines ('' when it defines none): what the answer leads with."""
    if not hits:
        return ""
    first = hits[0]
    return next((t for t in terms if defining_sentence(t, first.title, first.body, glossary=_is_glossary(first))), "")


def grounded(hits: Sequence[LegalHit], candidates: Sequence[LegalHit], entries: Sequence[LegalHit],
             aliases: dict[str, str], shown: int = 3) -> list[LegalHit]:
    """``hits`` with a statute among the first ``shown`` when they are all glossary entries ("을구", "등기부등본",
    "근저당권" for "근저당은 갑구예요 을구예요?"): an entry explains a word, an article decides, and the answer's 근거
    조문 should name one. The statute is the article an entry among them grounds its word in (`cited_article`:
    '(부동산등기법 제15조)'), else the best-ranked statute among the hits (one ranked below them all is no answer to
    promote); it takes the last of those places."""
    top = list(hits[:shown])
    if not top or not all(_is_glossary(h) for h in top):
        return list(hits)
    statute = next((c for h in top if (c := cited_article(h.body, aliases, entries))), None)
    if statute is not None:  # looked up by its number, it has no rank of its own: the citing entry's
        statute = next((c for c in candidates if c.key == statute.key), replace(statute, relevance=top[-1].relevance))
    else:
        statute = next((h for h in hits if not _is_glossary(h)), None)
    if statute is None:
        return list(hits)
    at = min(len(top), shown - 1)
    rest = [h for h in hits[at:] if h.key != statute.key]
    return [*hits[:at], statute, *rest][:max(len(hits), at + 1)]
