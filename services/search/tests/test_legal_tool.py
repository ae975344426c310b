"""LegalSearch with an in-memory repository: parameters, keyword sources, exact path, modes."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from holmes_contracts import ToolCall, ToolsSelected
from holmes_kit.team import ToolInputError
from holmes_search.adapters.law_repo import Filters, SearchLists, SearchRequest
from holmes_search.domain.legal import LegalHit
from holmes_search.embed.hashing import HashingEmbedder
from holmes_search.embed.store import IndexIdentity
from holmes_search.legal_tool import LegalSearch

NO_FILTERS = Filters()
HASHING_512 = IndexIdentity(HashingEmbedder().name, 512)


def hit(law: str, number: str, kind: str = "법률", exact: bool = False) -> LegalHit:
    return LegalHit(law, kind, number, "제목", "본문", True, 1.0, relevance=1.0 if exact else 0.0, exact=exact)


class FakeRepo:
    """Returns fixed lists and records what the tool asked for (LawRepository's interface)."""

    def __init__(self, ft=(), nn=(), arts=(), ident=HASHING_512, cards=()):
        self.ft, self.nn, self.arts, self.ident, self.cards = list(ft), list(nn), list(arts), ident, list(cards)
        self.asked: dict = {}
        self.searches = 0

    async def law_aliases(self):
        return {"주택임대차보호법": "주택임대차보호법", "주임법": "주택임대차보호법", "민법": "민법"}

    async def answer_cards(self):
        return self.cards

    async def index_identity(self):
        self.asked["identity"] = self.asked.get("identity", 0) + 1
        return self.ident

    async def search(self, req: SearchRequest) -> SearchLists:
        self.searches += 1
        out = SearchLists(index=self.ident)
        if req.words:
            self.asked["ft"] = (list(req.words), req.filters)
            out.fulltext = self.ft
        if req.vector is not None:
            self.asked["nn"] = len(req.vector)
            # like the SQL: only vectors of the index's own embedder and dimension are compared
            if self.ident == IndexIdentity(req.embedder, len(req.vector)):
                out.vector = self.nn
        if req.refs:
            self.asked["articles"] = (list(req.refs), req.exact_filters)
            out.exact = [h for h in self.arts if h.number in req.refs
                         and (not req.exact_filters.law_names or h.law in req.exact_filters.law_names)]
        return out


def call(sel_kwargs: dict | None = None, **params) -> tuple[ToolCall, ToolsSelected]:
    c = ToolCall(name="legal_search", params=params)
    kw = {"team": "search", "step_ids": ["s1"], "tools": [c], "query": params.get("query", ""),
          "intent": "LEGAL_CONSULT", **(sel_kwargs or {})}
    return c, ToolsSelected(**kw)


@pytest.fixture
def tool():
    repo = FakeRepo(ft=[hit("주택임대차보호법", "제7조"), hit("민법", "제628조")],
                    nn=[hit("민법", "제628조"), hit("주택임대차보호법 시행령", "제8조", "시행령")],
                    arts=[hit("주택임대차보호법", "제6조의3", exact=True), hit("민법", "제6조의3", exact=True)])
    return LegalSearch(repo, HashingEmbedder())


@pytest.mark.parametrize(("params", "needle"), [
    ({"query": "   "}, "비어"),
    ({"query": "ㅋㅋ?!"}, "낱말"),
    ({"query": "전세금", "mode": "magic"}, "mode"),
])
async def test_bad_input_is_a_korean_tool_input_error(tool, params, needle):
    c, sel = call(**params)
    with pytest.raises(ToolInputError, match=needle):
        await tool(c, sel)


@pytest.mark.parametrize(("params", "field"), [
    ({"query": "전세금", "limit": 0}, "limit"),
    ({"query": "전세금", "limit": "many"}, "limit"),
    ({"query": "전세금", "min_relevance": 2}, "min_relevance"),
    ({"query": "전세금", "law_names": 3}, "law_names"),
    ({"query": "전세금", "law_name": ["민법"]}, "law_name"),
])
def test_malformed_params_are_refused_at_the_seam_naming_the_field(params, field):
    # The typed params (contracts) refuse them before the team runs: no call with a
    # misspelt or mistyped parameter reaches the tool.
    with pytest.raises(ValidationError, match=field):
        ToolCall(name="legal_search", params=params)


async def test_hybrid_fuses_both_lists(tool):
    c, sel = call(query="전세금 올려달래요")
    result = await tool(c, sel)
    # 민법 제628조: 2nd in full-text, 1st in vector -> highest fused score
    assert [(i.law, i.number) for i in result.output.articles][:2] == [("민법", "제628조"), ("주택임대차보호법", "제7조")]
    assert result.status == "ok" and result.output.mode == "hybrid"
    assert "보증금" in result.output.terms and "증액" in result.output.terms
    assert tool.repo.asked["nn"] == 512


async def test_fulltext_mode_skips_the_vector_side(tool):
    c, sel = call(query="전세금 인상", mode="fulltext")
    result = await tool(c, sel)
    assert "nn" not in tool.repo.asked
    assert result.output.articles[0].number == "제7조"


async def test_vector_side_skipped_when_the_index_has_another_embedder():
    repo = FakeRepo(ft=[hit("민법", "제1조")], nn=[hit("민법", "제2조")], ident=IndexIdentity("openai:x", 1536))
    tool = LegalSearch(repo, HashingEmbedder())
    result = await tool(*call(query="임대인 의무"))
    assert [i.number for i in result.output.articles] == ["제1조"] and repo.searches == 1
    # known mismatch: the next call re-reads the identity instead of embedding for nothing
    result = await tool(*call(query="임대인 의무"))
    assert [i.number for i in result.output.articles] == ["제1조"] and repo.asked["identity"] == 1
    repo.asked.pop("nn")
    await tool(*call(query="임대인 의무"))
    assert "nn" not in repo.asked
    # re-embedded with our embedder: the vector side comes back at once
    repo.ident = HASHING_512
    result = await tool(*call(query="임대인 의무"))
    assert repo.asked["nn"] == 512 and [i.number for i in result.output.articles][:2] == ["제1조", "제2조"]


async def test_one_repository_round_trip_per_call(tool):
    await tool(*call(query="주임법 6조의3 보증금 올려달래요"))
    assert tool.repo.searches == 1 and {"ft", "nn", "articles"} <= set(tool.repo.asked)


async def test_planner_keywords_in_params_are_refined(tool):
    # Which of the planner's keyword groups a call gets is the orchestrator's choice
    # (tool planning); the team refines the keywords of its params.
    c, sel = call(query="이거 되나요", keywords=["전세금 인상"])
    await tool(c, sel)
    words, _ = tool.repo.asked["ft"]
    assert "전세금" in words and "증액" in words
    c, sel = call(query="이거 되나요", keywords=["복비"])
    await tool(c, sel)
    words, _ = tool.repo.asked["ft"]
    assert {"복비", "중개", "보수"} <= set(words) and "그룹" not in words  # 중개보수 as the index spells it


async def test_exact_article_with_named_law_comes_first(tool):
    result = await tool(*call(query="주임법 6조의3 내용 알려줘"))
    assert (result.output.articles[0].law, result.output.articles[0].number) == ("주택임대차보호법", "제6조의3")
    assert result.output.articles[0].exact and result.quality == 1.0
    numbers, filters = tool.repo.asked["articles"]
    assert numbers == ["제6조의3"] and filters.law_names == ["주택임대차보호법"]


async def test_params_supply_articles_and_law_names(tool):
    c, sel = call(query="이 조항 설명", articles=["제6조의3"], law_names=["민법"])
    result = await tool(c, sel)
    assert (result.output.articles[0].law, result.output.articles[0].number) == ("민법", "제6조의3")


async def test_filters_reach_the_repository(tool):
    c, sel = call(query="보증금 반환", law_types=["시행령", "민법"], law_names=["주택임대차보호법"],
                  is_tenant_protection=True)
    await tool(c, sel)
    _, filters = tool.repo.asked["ft"]
    assert filters == Filters(["주택임대차보호법", "민법"], ["시행령"], True)


async def test_min_relevance_and_limit(tool):
    # fused relevance: 제628조 (1/62+1/61)/(2/61) ≈ 0.992; the others 0.5 or less
    result = await tool(*call(query="보증금 반환", min_relevance=0.9))
    assert [i.number for i in result.output.articles] == ["제628조"]
    result = await tool(*call(query="보증금 반환", limit=1))
    assert result.total_count == 1


async def test_no_hits_is_an_empty_result_with_a_korean_summary():
    result = await LegalSearch(FakeRepo(), HashingEmbedder())(*call(query="보증금 반환"))
    assert result.status == "empty" and result.summary == "관련 법 조항을 찾지 못했습니다."
