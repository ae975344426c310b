"""Special clauses (특약사항) drawn from legal search results."""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict

from .clause_catalog import CATALOG, PARTY_TOPICS, Cite, ClauseTemplate
from .fields import LeaseFields


class LegalBasis(BaseModel):
    model_config = ConfigDict(frozen=True)

    law: str
    article: str
    title: str = ""

    def cite(self) -> str:
        title = f"({self.title})" if self.title else ""
        return f"「{self.law}」 {self.article}{title}"


class Clause(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    title: str
    text: str
    basis: LegalBasis | None = None  # None for a party's term on no topic we know
    also: tuple[LegalBasis, ...] = ()  # further articles the clause rests on
    searched: bool = False  # backed by a legal search result (not only by the catalogue's own articles)

    @property
    def is_party_term(self) -> bool:
        return self.key.startswith("party_")

    @property
    def bases(self) -> tuple[LegalBasis, ...]:
        return ((self.basis,) if self.basis else ()) + self.also

    def cite(self) -> str:
        return ", ".join(b.cite() for b in self.bases)


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text or "")


def _article_key(article: str) -> str:
    """'제3조의2 제1항' / '3조의2' -> '제3조의2', so refs match anchors whatever their spelling."""
    m = re.search(r"제?\s*(\d+)\s*조(?:\s*의\s*(\d+))?", article or "")
    if not m:
        return ""
    return f"제{m.group(1)}조" + (f"의{m.group(2)}" if m.group(2) else "")


def _ref_basis(ref: Any) -> LegalBasis | None:
    """Tolerates the key spellings search results use; a malformed ref is skipped, not fatal."""
    if not isinstance(ref, dict):
        return None
    law = ref.get("law") or ref.get("law_title") or ref.get("document") or ""
    article = ref.get("article") or ref.get("article_number") or ""
    title = ref.get("title") or ref.get("article_title") or ""
    if not (isinstance(law, str) and isinstance(article, str) and law.strip() and _article_key(article)):
        return None
    return LegalBasis(law=law.strip(), article=_article_key(article), title=str(title).strip())


def _supports(template: ClauseTemplate, basis: LegalBasis) -> bool:
    # 시행령 articles are numbered apart from the act, so the law name must match exactly.
    law = _squash(basis.law)
    if any(_squash(a_law) == law and a_art == basis.article for a_law, a_art in template.anchors):
        return True
    title = _squash(basis.title)
    # A title keyword counts only within the template's own laws or the housing lease act
    # (and its decree) — '계약갱신' in the commercial lease act must not support a housing clause.
    known_law = any(_squash(a_law) == law for a_law, _ in template.anchors) or law.startswith("주택임대차보호법")
    return known_law and any(_squash(k) in title for k in template.keywords)


def special_clauses(legal_refs: Iterable[Any], fields: LeaseFields, *, min_score: float | None = None,
                    limit: int | None = None) -> list[Clause]:
    """Clauses supported by the search results, in the order of the first supporting result.

    Each template is used at most once and cites the best-ranked result that supports it.
    `min_score` drops results whose `relevance_score` is below it (results without a score stay).
    """
    chosen: dict[str, Clause] = {}
    for ref in legal_refs or ():
        score = ref.get("relevance_score") if isinstance(ref, dict) else None
        if min_score is not None and isinstance(score, (int, float)) and score < min_score:
            continue
        basis = _ref_basis(ref)
        if basis is None:
            continue
        for template in CATALOG:
            if template.key in chosen or not template.applies(fields) or not _supports(template, basis):
                continue
            first, *rest = _bases(template.cites)
            chosen[template.key] = Clause(key=template.key, title=template.title, text=template.text(fields),
                                          basis=first, also=tuple(rest), searched=True)
    clauses = list(chosen.values())
    return clauses[:limit] if limit is not None else clauses


def essential_clauses(fields: LeaseFields, already: Iterable[Clause] = ()) -> list[Clause]:
    """The deposit-protecting templates a draft carries even when no search result backed them;
    each cites its own articles. Those already chosen are not repeated."""
    have = {c.key for c in already}
    out = []
    for template in CATALOG:
        if template.essential and template.key not in have and template.applies(fields):
            first, *rest = _bases(template.cites)
            out.append(Clause(key=template.key, title=template.title, text=template.text(fields),
                              basis=first, also=tuple(rest)))
    return out


def _bases(cites: tuple[Cite, ...]) -> list[LegalBasis]:
    return [LegalBasis(law=law, article=article, title=title) for law, article, title in cites]


def party_terms(fields: LeaseFields) -> list[Clause]:
    """The parties' own special terms, kept verbatim, each with the articles of its topic."""
    out = []
    for i, text in enumerate(fields.special_terms, 1):
        topic = next((t for t in PARTY_TOPICS if t.words.search(_squash(text)) and t.applies(fields)), None)
        bases = _bases(topic.cites) if topic else []
        out.append(Clause(key=f"party_{i}", title="당사자 특약", text=text,
                          basis=bases[0] if bases else None, also=tuple(bases[1:])))
    return out
