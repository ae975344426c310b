"""Kiwi wrapper: nouns and search tokens for full-text search."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from holmes_kit.korean.morph import nouns, search_tokens


def test_nouns_in_order_without_duplicates() -> None:
    assert nouns("강남구 아파트 시세와 강남구 아파트 전세") == ["강남구", "아파트", "시세", "전세"]


def test_search_tokens_keep_content_morphemes_only() -> None:
    tokens = search_tokens("집주인이 보증금을 안 돌려줘요")
    assert tokens == ["집주인", "보증금", "돌려주"]       # particles and endings dropped
    assert search_tokens("LTV 규제") == ["ltv", "규제"]    # foreign words lower-cased
    assert "5" in search_tokens("전세금 5% 인상")          # numbers kept


def test_blank_text() -> None:
    assert nouns("") == [] and search_tokens("   ") == []


def test_shared_instance_is_safe_across_threads() -> None:
    queries = ["전세금 인상 기준", "강남구 아파트 시세", "버팀목 대출 금리"] * 10
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(search_tokens, queries))
    assert results == [search_tokens(q) for q in queries]
