"""Pure legal-search logic: article references, law names, term refinement, RRF, re-ranking."""

from __future__ import annotations

import pytest

from holmes_search.domain.legal import (
    LegalHit,
    article_refs,
    expansions,
    fuse,
    law_mentions,
    order_exact,
    refine_terms,
    rerank,
    split_law_types,
)


def words(text: str) -> list[str]:
    """A stand-in analyser: whitespace words, so expected terms are easy to read."""
    return text.split()


def hit(law: str, number: str, kind: str = "법률", score: float = 1.0) -> LegalHit:
    return LegalHit(law, kind, number, "t", "b", False, score)


@pytest.mark.parametrize(("text", "expected"), [
    ("제7조 내용", ["제7조"]),
    ("주임법 6조의3 알려줘", ["제6조의3"]),
    ("제3조의2와 제 3 조 의 2, 제10조", ["제3조의2", "제10조"]),
    ("예산 3조원 규모", []),
    ("제3자에게 대항", []),
])
def test_article_refs(text, expected):
    assert article_refs(text) == expected


def test_law_mentions_prefers_the_longest_name():
    aliases = {"주택법": "주택법", "민간임대주택법": "민간임대주택에 관한 특별법", "주임법": "주택임대차보호법",
               "주임법 시행령": "주택임대차보호법 시행령"}
    assert law_mentions("민간임대주택법 제47조", aliases) == ["민간임대주택에 관한 특별법"]
    assert law_mentions("주임법 시행령 제9조", aliases) == ["주택임대차보호법 시행령"]
    assert law_mentions("주임법 6조의3", aliases) == ["주택임대차보호법"]
    assert law_mentions("전세금 올려도 되나요", aliases) == []


def test_thesaurus_maps_colloquial_words_to_legal_terms():
    assert "임대인" in expansions("집주인이")
    assert "임차인" in expansions("세입자 입장")
    assert "중개보수" in expansions("복비 얼마")
    assert "증액" in expansions("전세금 올려달래요")
    assert "전세가율" in expansions("깡통전세")


def test_refine_terms_keeps_planner_keywords_and_adds_legal_terms_at_lower_weight():
    terms = refine_terms(["전세금 인상"], "5% 올려도 되나요?", words)
    weights = dict(zip(terms.words, terms.weights, strict=True))
    assert weights["전세금"] == 1.0 and weights["인상"] == 1.0      # the planner's words, as given
    assert weights["보증금"] == 0.8 and weights["증액"] == 0.8       # thesaurus additions
    assert "되나요" in weights and "5" not in weights               # digits-only terms dropped
    assert "보증금" in terms.expansions


def test_refine_terms_drops_stopwords_and_operators():
    terms = refine_terms([], "뭐 가능 임대인&|!", words)
    assert terms.words == ("임대인",)


def test_rrf_fusion_arithmetic():
    a, b, c = hit("L", "제1조"), hit("L", "제2조"), hit("L", "제3조")
    fused = fuse([[a, b], [b, c]], k=60)
    scores = {h.number: h.score for h in fused}
    assert scores["제2조"] == pytest.approx(1 / 62 + 1 / 61)   # 2nd in one list, 1st in the other
    assert scores["제1조"] == pytest.approx(1 / 61)
    assert scores["제3조"] == pytest.approx(1 / 62)
    assert [h.number for h in fused] == ["제2조", "제1조", "제3조"]
    # relevance = score / best possible (first in both lists = 2/61)
    assert fused[0].relevance == pytest.approx((1 / 62 + 1 / 61) / (2 / 61))


def test_kind_rerank_breaks_near_ties_but_keeps_clear_leads():
    decree = hit("령", "제1조", "시행령", score=1 / 61)
    statute = hit("법", "제1조", "법률", score=1 / 62)   # one rank behind: within the 2% step
    assert [h.kind for h in rerank([decree, statute])] == ["법률", "시행령"]
    glossary = hit("용어", "대항력", "용어집", score=2 / 61)
    far_statute = hit("법", "제2조", "법률", score=1 / 70)
    assert rerank([far_statute, glossary])[0].kind == "용어집"


def test_named_law_comes_first():
    ranked = rerank([hit("A", "제1조", score=0.9), hit("B", "제1조", score=0.1)], named_laws=["B"])
    assert ranked[0].law == "B"


def test_exact_articles_ordered_by_named_law_then_retrieval_then_kind():
    exact = [hit("령", "제7조", "시행령"), hit("법A", "제7조"), hit("법B", "제7조")]
    ranked = [hit("법B", "제3조"), hit("법A", "제1조")]
    assert [h.law for h in order_exact(exact, ranked, [])] == ["법B", "법A", "령"]
    assert [h.law for h in order_exact(exact, ranked, ["법A"])][0] == "법A"


def test_split_law_types():
    assert split_law_types(["법률", "민법", "시행령"]) == (["법률", "시행령"], ["민법"])


@pytest.mark.parametrize("text,term", [
    ("관리비랑 월세가 석 달 밀렸어요", "연체"),        # arrears in everyday words
    ("월세가 밀려서 걱정이에요", "연체"),
    ("나갈 때 장판 찍힌 거 물어내래요", "원상회복"),    # charges on leaving: 원상회복's question
    ("벽지 색 바랜 걸로 돈 달래요", "원상회복"),
    ("새 집주인한테 연락해야 하나요", "양수인"),        # a new owner steps into the lease
    ("계약 중도에 빼도 되나요", "해지"),
    ("집주인이 다음달에 나가래요", "해지"),
    ("집주인이 갱신 안해준다고 하면 언제까지 알려야 돼요", "갱신거절 통지"),  # the landlord's notice
    ("보증금 2천 올려줬는데 뭐 해야 돼요", "증액"),
])
def test_everyday_words_of_arrears_wear_new_owners_and_leaving_find_the_laws_words(text, term):
    assert term in expansions(text)


def test_a_weaker_retriever_counts_less_in_the_fusion():
    """The offline hashing vectors count 0.6 of the full-text list: the article the full text ranks
    first ('전세사기피해자의 요건') beats one the vectors rank first and the full text third."""
    from holmes_search.embed.hashing import HashingEmbedder

    weight = HashingEmbedder().fusion_weight
    assert weight == pytest.approx(0.6)
    req, apply, x, y, z = (hit("L", n) for n in ("제3조", "제12조", "제2조", "제5조", "제6조"))
    fulltext, vector = [req, x, apply], [apply, y, z, req]
    assert fuse([fulltext, vector])[0].number == "제12조"  # equal weights: the vectors' favourite
    fused = fuse([fulltext, vector], weights=(1.0, weight))
    assert fused[0].number == "제3조"
    assert fused[0].relevance == pytest.approx((1 / 61 + weight / 64) / ((1 + weight) / 61))


def test_everyday_words_of_the_third_review_reach_the_laws_words():
    """'끝나기 전에 나가면' is 중도해지, '사기 같은데' the fraud steps, '자격' a 요건, '파는 사람' the 매도인."""
    assert "중도해지" in expansions("계약 끝나기 전에 나가면 복비 누가 내요?")
    assert "먼저 할 일" in expansions("전세 사기 같은데 어떻게 해야 하나요")
    assert "요건" in expansions("피해자 신청 자격이 어떻게 돼요")
    assert "매도인" in expansions("파는 사람이 등기서류를 안 줘요") and "동시이행" in expansions("등기서류를 안 줘요")


def test_everyday_words_reach_the_foreign_tenant_and_direct_dealing_rules():
    # review 3, H18: the rule that answers is searched for, not the words the user shares with another
    assert "외국인등록" in expansions("외국인 세입자는 확정일자 못 받나요?")
    assert "직접 거래" in expansions("중개사 사장님이 본인 자기 소유 오피스텔을 손님한테 팔겠다는데 괜찮아요?")


def test_words_of_what_a_question_asks_reach_the_law_that_answers_it():
    """How a capped 분양가 is made up is its 산정 규칙's; who files a 직거래's report, the parties; whether a
    sound counts as 층간소음, the noise rule's two kinds; money spent on a repair, 필요비."""
    assert "분양가격 산정 방법" in expansions("상한제 아파트 택지비는 어떻게 잡아요")
    assert "가산비용" in expansions("분양 건축비에 지하층 비용도 붙나요")
    assert "거래당사자" in expansions("중개 없이 직거래로 빌라 샀어요 신고는요?")
    assert "층간소음의 구분" in expansions("아래층 강아지 짖는 소리도 해당돼요?")
    assert "필요비" in expansions("전등 나가서 제가 고쳤는데 돈 받을 수 있어요?")
    assert "증액" in expansions("주인이 월세 올린대요")
    assert "손해배상책임" in expansions("중개사한테 물어내라고 할 수 있나요")
    assert "등기신청인" in expansions("법무사 없이 셀프로 이전등기 하려고요")
    # words that are not about these stay out of them
    assert "분양가격 산정 방법" not in expansions("분양가상한제 지역은 어디예요")
    assert "층간소음의 구분" not in expansions("층간소음 신고는 어디에 해요")


def test_a_leases_report_reaches_its_own_article_not_the_rents_conversion() -> None:
    # "월세" alone brings 월차임 전환; the report of a lease is 부동산거래신고법 제6조의2's
    assert "주택 임대차 계약의 신고" in expansions("월세 계약 임대차신고 꼭 둘이 같이 가야 해요?")
    assert "주택 임대차 계약의 신고" in expansions("전월세신고 집주인 없이 가능?")
    assert "주택 임대차 계약의 신고" not in expansions("월세를 보증금으로 돌리면 얼마예요")


def test_a_repair_demanded_and_a_delay_told_reach_the_law_that_answers() -> None:
    assert "수선" in expansions("보일러가 안 켜지는데 주인이 알아서 고치래요")
    assert "지연이자" in expansions("보증금 반환이 두 달 늦어졌어요")


def test_refine_terms_weighs_the_words_of_the_ask_above_the_storys():
    terms = refine_terms([], "부산 투룸 보증금 3천에 월세 55로 살아요. 집주인이 신고 안 해도 된다는데 맞아요?", words)
    weights = dict(zip(terms.words, terms.weights, strict=True))
    assert weights["신고"] == 1.0                                  # the matter asked
    assert weights["보증금"] == pytest.approx(0.6) and weights["월세"] == pytest.approx(0.6)  # the case told
    # a word both tell and ask keeps the ask's weight; a question with no story weighs all alike
    both = refine_terms([], "월세를 올린대요. 월세 5% 넘게 올려도 돼요?", words)
    assert dict(zip(both.words, both.weights, strict=True))["월세"] == 1.0
    alone = refine_terms([], "보증금 신고 안 해도 되나요?", words)
    plain = dict(zip(alone.words, alone.weights, strict=True))
    assert plain["보증금"] == 1.0 and plain["신고"] == 1.0


def test_decibels_said_in_words_search_the_rules_db():
    # the noise rule writes "34dB(A)" and "등가소음도"; users say 데시벨
    assert {"dB", "등가소음도"} <= set(expansions("층간소음 기준 데시벨이 몇이에요"))
