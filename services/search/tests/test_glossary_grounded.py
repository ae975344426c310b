"""A search whose first three hits are all glossary entries ("을구", "등기부등본", "근저당권" for "근저당은 갑구예요
을구예요?") shows no law in the answer's 근거 조문: an entry explains a word, an article decides. A statute then takes
the third place — the article an entry among them cites for its word, else the best statute the search ranked.
Also: a place the user says is no home takes 주택임대차보호법's cards out, and a 전세권 set up is searched as the
민법's real right (its holder's remedies), not as a lease."""

from __future__ import annotations

from holmes_contracts.tools.outputs import LegalSearchOutput
from holmes_search.corpus.answers import read_answers
from holmes_search.domain.answers import match_answer
from holmes_search.domain.definitions import grounded
from holmes_search.domain.legal import expansions
from holmes_search.embed.hashing import HashingEmbedder
from holmes_search.legal_tool import LegalSearch

from .conftest import DAY
from .test_definitions import ALIASES, REGISTRY_2, REGISTRY_88, DefiningRepo, _ask, entry, keys
from .test_legal_tool import hit

EULGU = entry("부동산 용어집", "을구", "을구", "소유권 외의 권리를 기록하는 부분(부동산등기법 제88조).", "용어집")
REGISTER = entry("부동산 용어집", "등기부등본", "등기부등본", "등기사항증명서의 옛 이름.", "용어집")
MORTGAGE = entry("부동산 용어집", "근저당권", "근저당권", "채권최고액 한도에서 담보하는 저당권.", "용어집")
ENTRIES = [REGISTRY_2, REGISTRY_88, EULGU, REGISTER, MORTGAGE]


def test_the_article_a_glossary_entry_cites_takes_the_third_place():
    got = grounded([REGISTER, EULGU, MORTGAGE, REGISTRY_2], [], ENTRIES, ALIASES)
    assert keys(got) == [("부동산 용어집", "등기부등본"), ("부동산 용어집", "을구"), ("부동산등기법", "제88조"),
                         ("부동산 용어집", "근저당권")]


def test_without_a_citation_the_best_statute_among_the_hits_moves_up():
    statute = hit("주택임대차보호법 시행령", "제10조", kind="시행령")
    got = grounded([REGISTER, MORTGAGE, REGISTER, MORTGAGE, statute], [], ENTRIES, ALIASES)
    assert keys(got)[2] == ("주택임대차보호법 시행령", "제10조") and len(got) == 5


def test_a_statute_already_in_the_top_three_or_none_at_all_leaves_the_hits_alone():
    mixed = [EULGU, REGISTRY_2, MORTGAGE]
    assert grounded(mixed, [], ENTRIES, ALIASES) == mixed
    only_words = [REGISTER, MORTGAGE]  # no citation, no statute found: nothing to put forward
    assert grounded(only_words, [], ENTRIES, ALIASES) == only_words


async def test_through_the_tool_the_cited_statute_is_a_source():
    repo = DefiningRepo(ft=[EULGU, REGISTER, MORTGAGE])
    result = await LegalSearch(repo, HashingEmbedder())(*_ask("근저당은 갑구에 나와요 을구에 나와요?"))
    out = result.out(LegalSearchOutput)
    assert ("부동산등기법", "제88조") in [(a.law, a.number) for a in out.articles][:3]
    assert "부동산등기법 제88조" in [s.title for s in result.sources]


def test_a_place_said_to_be_no_home_is_answered_by_the_civil_law_not_the_lease_act():
    cards = read_answers()[1]
    for asked in ("집 옆 창고(주거용 아님)를 기간 약정 없이 월세로 빌려 쓰는데, 주인이 나가라고 통보하면 언제부터 효력이 생기나요?",
                  "주거용이 아닌 창고를 기간 약정 없이 빌렸는데 주인이 나가라고 통보하면 언제 효력이 생겨요?"):
        # even when the search ranked the lease act's renewal article first (as the words 통보·나가라 make it)
        got = match_answer(cards, [asked], DAY, found=[("주택임대차보호법", "제6조")])
        assert got is not None and got.law == "민법" and got.article == "제635조", (asked, got)


def test_a_jeonse_right_set_up_is_searched_for_its_holders_remedies():
    assert {"전세금 반환", "경매청구"} <= set(expansions("전세권설정 해놨는데 만기에 보증금 안주면 어떻게 해요?"))
    assert "경매청구" not in expansions("전세 만기에 보증금 안주면 어떻게 해요?")  # a lease is not a 전세권
