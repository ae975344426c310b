"""A question of meaning leads the search with the articles that define the term (domain.definitions): the
glossary entry under it, the article it cites, a statute whose sentence says what it is — and a law the user
names defines first. Through LegalSearch, they lead the hits and the sources, no 문답 card answers."""

from __future__ import annotations

from holmes_contracts import ToolCall, ToolsSelected
from holmes_contracts.tools.outputs import LegalSearchOutput
from holmes_search.domain.definitions import cited_article, defined_term, definition_hits
from holmes_search.domain.legal import LegalHit
from holmes_search.embed.hashing import HashingEmbedder
from holmes_search.legal_tool import LegalSearch

from .test_answers import card
from .test_legal_tool import FakeRepo, hit


def entry(law: str, number: str, title: str, body: str, kind: str = "법률") -> LegalHit:
    return LegalHit(law, kind, number, title, body, True, 0.0)


REGISTRY_88 = entry("부동산등기법", "제88조", "가등기의 대상", "가등기는 권리의 설정·이전 등의 청구권을 보전하려 할 때 한다.")
REGISTRY_2 = entry("부동산등기법", "제2조", "정의", "등기기록은 1필의 토지 또는 1개의 건물에 관한 등기정보자료를 말한다.")
GLOSSARY_PROVISIONAL = entry("부동산 용어집", "가등기", "가등기",
                             "본등기에 대비해 순위를 미리 확보해 두는 등기(부동산등기법 제88조). 가등기 뒤의 권리는 말소될 수 있다.",
                             "용어집")
GLOSSARY_OFFICETEL = entry("부동산 용어집", "오피스텔", "오피스텔", "업무시설로, 주택법상 준주택이다.", "용어집")
HOUSING_2 = entry("주택법", "제2조", "정의", "주택은 주거용 건축물이다. 준주택은 주택 외 건축물로서 주거시설로 이용 가능한 시설 등이다.")
SALE_2 = entry("건축물의 분양에 관한 법률", "제2조", "정의", "분양은 건축물의 전부 또는 일부를 2인 이상에게 판매하는 것을 말한다.")
GLOSSARY_SALE = entry("부동산 용어집", "분양", "분양", "주택이나 건축물을 지어 파는 것.", "용어집")
ALIASES = {"부동산등기법": "부동산등기법", "등기법": "부동산등기법", "주택법": "주택법",
           "건축물의 분양에 관한 법률": "건축물의 분양에 관한 법률", "건축물분양법": "건축물의 분양에 관한 법률"}
ENTRIES = [REGISTRY_2, REGISTRY_88, GLOSSARY_PROVISIONAL, GLOSSARY_OFFICETEL, HOUSING_2, SALE_2, GLOSSARY_SALE]


def keys(hits):
    return [(h.law, h.number) for h in hits]


def test_the_glossary_entry_then_the_article_it_cites_lead():
    hits = definition_hits(["가등기"], ENTRIES, aliases=ALIASES)
    assert keys(hits)[:2] == [("부동산 용어집", "가등기"), ("부동산등기법", "제88조")]
    assert all(h.exact and h.relevance == 1.0 for h in hits)
    assert defined_term(["가등기"], hits) == "가등기"


def test_a_term_only_a_statute_defines_is_led_by_that_statute_not_by_an_entry_that_uses_it():
    hits = definition_hits(["준주택"], ENTRIES, aliases=ALIASES)
    assert keys(hits) == [("주택법", "제2조")]  # the 오피스텔 entry only calls itself one


def test_the_law_the_user_names_defines_before_the_glossary():
    hits = definition_hits(["분양"], ENTRIES, named_laws=["건축물의 분양에 관한 법률"], aliases=ALIASES)
    assert keys(hits)[0] == ("건축물의 분양에 관한 법률", "제2조")
    assert keys(definition_hits(["분양"], ENTRIES, aliases=ALIASES))[0] == ("부동산 용어집", "분양")


def test_an_undefined_term_finds_nothing_and_the_next_candidate_is_tried():
    assert definition_hits(["등기권리증"], ENTRIES, aliases=ALIASES) == []
    assert keys(definition_hits(["아파트 가등기", "가등기"], ENTRIES, aliases=ALIASES))[0] == ("부동산 용어집", "가등기")


def test_a_law_cited_without_an_article_is_grounded_in_its_definitions_article():
    assert cited_article("… 과세 기준이 된다(부동산등기법).", ALIASES, ENTRIES) == REGISTRY_2
    assert cited_article("… (등기법 제88조)", ALIASES, ENTRIES) == REGISTRY_88
    assert cited_article("법을 말하지 않는 풀이.", ALIASES, ENTRIES) is None
    # another law whose name ends in an alias ('상가건물 임대차보호법' and 주택임대차보호법's '임대차보호법') is not that law
    lease = entry("주택임대차보호법", "제2조", "적용 범위", "주거용 건물의 임대차에 적용한다.")
    aliases = {"주택임대차보호법": "주택임대차보호법", "임대차보호법": "주택임대차보호법"}
    assert cited_article("보증금에 월차임의 100배를 더한 금액(상가건물 임대차보호법 제2조).", aliases, [lease]) is None
    assert cited_article("부여기관은 주택임대차보호법 제2조에 따른다.", aliases, [lease]) == lease


class DefiningRepo(FakeRepo):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.entries_asked = 0

    async def law_aliases(self):
        return ALIASES

    async def entries(self):
        self.entries_asked += 1
        return ENTRIES


def _ask(query: str) -> tuple[ToolCall, ToolsSelected]:
    c = ToolCall(name="legal_search", params={"query": query})
    return c, ToolsSelected(team="search", step_ids=["s1"], tools=[c], query=query, intent="LEGAL_CONSULT")


async def test_through_the_tool_the_definitions_lead_hits_and_sources_and_no_card_answers():
    # a card on the same words would answer a claim's 네/아니요 ("가등기 있는 집 위험한가요?"): not asked here
    warning = card("reg-provisional", "네", keys=(("가등기",), ("뜻", "위험")), article="제88조", law="부동산등기법")
    repo = DefiningRepo(ft=[hit("민법", "제186조"), hit("민법", "제187조")], cards=[warning])
    result = await LegalSearch(repo, HashingEmbedder())(*_ask("가등기란 무슨 뜻이에요?"))
    out = result.out(LegalSearchOutput)
    assert [(a.law, a.number) for a in out.articles][:3] == [("부동산 용어집", "가등기"), ("부동산등기법", "제88조"),
                                                            ("민법", "제186조")]
    assert out.defines == "가등기" and out.answers == []
    assert [s.title for s in result.sources][:2] == ["부동산 용어집 가등기", "부동산등기법 제88조"]


async def test_through_the_tool_other_questions_do_not_look_definitions_up():
    warning = card("reg-provisional", "네", keys=(("가등기",), ("뜻", "위험")), article="제88조", law="부동산등기법")
    repo = DefiningRepo(ft=[hit("민법", "제186조")], cards=[warning])
    result = await LegalSearch(repo, HashingEmbedder())(*_ask("가등기 있는 집 위험한가요?"))
    out = result.out(LegalSearchOutput)
    assert repo.entries_asked == 0 and out.defines == "" and [a.id for a in out.answers] == ["reg-provisional"]
