"""legal_search: exact articles first, then full-text and vector lists fused by RRF.

Parameters (seed 002): query, keywords (from the planner, refined not re-extracted),
articles, law_names / law_types (names or kinds), is_tenant_protection, min_relevance
(0..1, see domain.legal.fuse), limit (1..50), mode ('hybrid' | 'fulltext' | 'vector').
The 문답 card that answers the question, if one does (domain.answers), rides along in ``answers``.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable
from datetime import date
from typing import cast

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import LawArticle, LegalAnswer, LegalSearchOutput
from holmes_contracts.tools.params import LegalSearchParams
from holmes_kit.clock import turn_day
from holmes_kit.korean.define import definition_terms
from holmes_kit.korean.morph import search_tokens
from holmes_kit.team import ToolInputError

from .adapters.law_repo import Filters, LawRepository, SearchLists, SearchRequest
from .domain.answers import AnswerCard, match_answers
from .domain.definitions import defined_term, definition_hits, grounded
from .domain.legal import (
    LegalHit,
    Terms,
    article_refs,
    fuse,
    law_mentions,
    order_exact,
    refine_terms,
    rerank,
    single,
    split_law_types,
    summarize,
)
from .embed import Embedder, default_embedder
from .embed.store import IndexIdentity

log = logging.getLogger(__name__)
MODES = ("hybrid", "fulltext", "vector")
# A question with no content morpheme ("84제곱미터는 몇 평이야" - units are not content
# morphemes) can still be matched by the vector side; only text with no word at all
# ("ㅋㅋ?!", "!!!") is refused.
HANGUL_OR_LATIN_WORD = re.compile(r"[가-힣]{2,}|[A-Za-z]{2,}")


@functools.lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[str, ...]:
    """search_tokens, memoised: thesaurus phrases and planner keywords recur in most calls,
    and the analyser is the largest CPU cost of a search (~0.5 ms a call)."""
    return tuple(search_tokens(text))


def _words(values: list[str]) -> list[str]:
    return [v for v in values if v.strip()]


def planner_keywords(p: LegalSearchParams) -> list[str]:
    """The planner's legal keywords (the orchestrator put its legal group, else all, in params)."""
    return _words(p.keywords)


class LegalSearch:
    """Build with ``LegalSearch(LawRepository(pool))``; the embedder defaults to the
    configured one (OpenAI-compatible when OPENAI_API_KEY is set, else offline hashing)."""

    def __init__(self, repo: LawRepository, embedder: Embedder | None = None, *, candidates: int = 30,
                 today: Callable[[], date] | None = None) -> None:
        self.repo = repo
        # The day a card must be in force on: the turn's, in Korea (cards carry Korean 시행일); kit's
        # run_team sets it from the dispatch event, so a replay matches the card it matched then.
        self.today = today or turn_day
        self.embedder = embedder or default_embedder()
        self.candidates = candidates
        self._index_mismatch = False  # the last answer said the stored vectors are not ours
        # How much the vector list counts in the fusion, the embedder's own (a weak offline one
        # counts less than the full-text list; a model's embeddings count the same).
        self.vector_weight = float(getattr(self.embedder, "fusion_weight", 1.0))

    async def __call__(self, call: ToolCall, sel: ToolsSelected) -> ToolResult:
        p = cast(LegalSearchParams, call.params)  # ToolCall typed the params by the call's name
        query = str(p.query or sel.query or "").strip()
        if not query:
            raise ToolInputError("법률 검색에 쓸 질문(query)이 비어 있습니다.")
        limit = p.limit or 5
        min_rel = p.min_relevance or 0.0
        mode = p.mode or "hybrid"
        if mode not in MODES:
            raise ToolInputError("legal_search의 mode는 hybrid, fulltext, vector 중 하나여야 합니다.")
        kinds, type_names = split_law_types(_words(p.law_types))
        names = _words(p.law_names) + type_names
        filters = Filters(names or None, kinds or None, bool(p.is_tenant_protection))

        aliases = await self.repo.law_aliases()
        named = law_mentions(query, aliases) or [aliases.get(n, n) for n in p.law_names]
        refs = _words(p.articles) or article_refs(query)
        terms = refine_terms(planner_keywords(p), query, _tokens)
        if not terms and not refs and not HANGUL_OR_LATIN_WORD.search(query):
            raise ToolInputError("검색할 낱말을 찾지 못했습니다. 질문을 조금 더 구체적으로 써 주세요.")

        exact_filters = Filters(filters.law_names or (named or None), filters.kinds, filters.tenant_only)
        lists = await self._search(mode, query, terms, refs, filters, exact_filters)
        ranked = fuse([lists.fulltext, lists.vector], weights=(1.0, self.vector_weight)) if mode == "hybrid" else \
            single(lists.fulltext if mode == "fulltext" else lists.vector)
        ranked = rerank([h for h in ranked if h.relevance >= min_rel], named)
        exact = order_exact(lists.exact, ranked, named) if refs else []
        seen = {h.key for h in exact}
        hits = (exact + [h for h in ranked if h.key not in seen])[:limit]
        # "가등기가 뭐예요?": the articles that say what it is lead, not those that use the word most; a card
        # answers a claim's 네/아니요, which a question of meaning does not ask.
        if defs := await self._definitions(sel.query or query, query, named, aliases):
            shown = {h.key for h in defs}
            hits = (defs + [h for h in hits if h.key not in shown])[:limit]
            term = defined_term(definition_terms(sel.query or query, query), hits)
            return self._result(hits, p, terms, mode, named, [], term)
        hits = grounded(hits, ranked, await self.repo.entries(), aliases) if hits and hits[0].kind == "용어집" else hits
        # Matched on the searched query (an English question's Korean reading) and the user's own words.
        # One card for each thing the message asks ("…살아도 되죠? 그리고 임차권등기도 할 수 있어요?").
        cards = match_answers(await self.repo.answer_cards(), [query, sel.query], self.today(),
                              found=[(h.law, h.number) for h in hits], named_laws=named)
        return self._result(hits, p, terms, mode, named, cards)

    async def _definitions(self, text: str, query: str, named: list[str], aliases: dict[str, str]) -> list[LegalHit]:
        """The articles defining the term a question of meaning asks (domain.definitions), [] for any other."""
        asked = definition_terms(text, query)
        if not asked:
            return []
        return definition_hits(asked, await self.repo.entries(), named_laws=named, aliases=aliases)

    async def _search(self, mode: str, query: str, terms: Terms, refs: list[str], filters: Filters,
                      exact_filters: Filters) -> SearchLists:
        """Every list the mode needs (and the exact articles) in one repository call."""
        text, vector = mode != "vector", mode != "fulltext"
        lists = await self.repo.search(SearchRequest(
            words=terms.words if text else (), weights=terms.weights if text else (),
            vector=await self._query_vector(query, terms) if vector else None, embedder=self.embedder.name,
            refs=tuple(refs), filters=filters, exact_filters=exact_filters, limit=max(self.candidates, 1)))
        if vector:
            self._note_index(lists.index)
        return lists

    async def _query_vector(self, query: str, terms: Terms) -> list[float] | None:
        """The query's vector, unless the index is known to be another embedder's.

        The search statement checks the index's identity itself (a mismatch just leaves the
        vector list empty); once an answer showed a mismatch, the identity is re-read before
        each call rather than paying for embeddings nobody can compare.
        """
        if self._index_mismatch:
            if not self._matches(await self.repo.index_identity()):
                return None
            self._index_mismatch = False
        [vector] = await self.embedder.embed([" ".join([query, *terms.expansions])])
        return vector

    def _matches(self, ident: IndexIdentity | None) -> bool:
        dim = self.embedder.dim
        return ident is not None and ident.embedder == self.embedder.name and (dim is None or ident.dim == dim)

    def _note_index(self, ident: IndexIdentity | None) -> None:
        matches = self._matches(ident)
        if not matches and not self._index_mismatch:
            log.warning("law embeddings were made by %s, not %s: vector search skipped "
                        "(run python -m holmes_search.embed.reembed)", ident and ident.embedder, self.embedder.name)
        self._index_mismatch = not matches

    @staticmethod
    def _result(hits: list[LegalHit], p: LegalSearchParams, terms: Terms, mode: str, named: list[str],
                cards: list[AnswerCard] | None = None, defines: str = "") -> ToolResult:
        output = LegalSearchOutput(articles=[LawArticle(**h.as_item()) for h in hits], terms=list(terms.words),
                                   expansions=list(terms.expansions), mode=mode, named_laws=named,
                                   answers=[legal_answer(card) for card in cards or []], defines=defines[:60])
        if not hits:
            return ToolResult(tool="legal_search", status="empty", summary=summarize(hits), params=p.as_dict(),
                              output=output)
        quality = 1.0 if hits[0].exact else max(h.relevance for h in hits)
        return ToolResult(
            tool="legal_search", status="ok", summary=summarize(hits), params=p.as_dict(), output=output,
            total_count=len(hits), quality=round(min(1.0, quality), 3),
            sources=_sources(hits, cards[0] if cards else None),
        )


def _sources(hits: list[LegalHit], card: AnswerCard | None) -> list[Source]:
    """The three best articles — led by the card's own when the answer leads with a card: the article the
    first sentence cites is the first source, even when the ranking put it lower or left it out."""
    found = [Source(kind="law", title=f"{h.law} {h.number}", ref=f"{h.law} {h.number}({h.title})") for h in hits]
    if card is None:
        return found[:3]
    cited = f"{card.law} {card.article}"
    own = next((s for s in found if s.title == cited), Source(kind="law", title=cited, ref=cited))
    return [own, *[s for s in found if s.title != cited]][:3]


def legal_answer(card: AnswerCard) -> LegalAnswer:
    """A card in its wire form (what the orchestrator's synthesis leads with)."""
    return LegalAnswer(id=card.id, question=card.question, verdict=card.verdict, answer=card.answer, law=card.law,
                       article=card.article, effective=card.effective.isoformat(),
                       until=card.until.isoformat() if card.until else None, source=card.source,
                       decided=card.decided, inputs=list(card.inputs))
