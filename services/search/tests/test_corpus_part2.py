"""Validates the part-2 law corpus files and their retrieval devset.

Only reads JSON: checks shape, article-number format, uniqueness, and that every
devset question points at an article that exists, so the search service and its
evaluation never load a broken corpus.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
LAWS_DIR = HERE.parent / "holmes_search" / "corpus" / "laws"
DEVSET = HERE.parents[2] / "tests" / "data" / "legal_devset_part2.jsonl"

# file slug -> minimum article count we promise for that law
PART2_FILES: dict[str, int] = {
    "private_rental_housing_act": 25,
    "real_estate_transaction_report_act": 25,
    "real_estate_registration_act": 35,
    "housing_act": 35,
    "apartment_management_act": 30,
    "building_sale_act": 8,
    "real_estate_price_disclosure_act": 20,
    "apartment_sale_price_rule": 3,
    "floor_noise_rule": 3,
    "glossary": 120,
}
KINDS = {"법률", "시행령", "시행규칙", "용어집"}
ARTICLE_RE = re.compile(r"^제\d+조(의\d+)?$")
DOC_KEYS = {"law_id", "name", "kind", "parent_law", "aliases", "as_of", "articles"}
ART_KEYS = {"number", "title", "chapter", "body", "tenant_protection", "topics"}


def _load(slug: str) -> dict:
    return json.loads((LAWS_DIR / f"{slug}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def docs() -> dict[str, dict]:
    return {slug: _load(slug) for slug in PART2_FILES}


@pytest.mark.parametrize("slug", sorted(PART2_FILES))
def test_document_shape(slug: str) -> None:
    doc = _load(slug)
    assert set(doc) == DOC_KEYS
    assert doc["law_id"] == slug
    assert doc["kind"] in KINDS
    assert doc["as_of"].startswith("2025")
    assert isinstance(doc["aliases"], list)
    if doc["kind"] in {"시행령", "시행규칙"}:
        assert doc["parent_law"], "시행령/시행규칙 must name its parent 법률"
    else:
        assert doc["parent_law"] is None
    assert len(doc["articles"]) >= PART2_FILES[slug]


@pytest.mark.parametrize("slug", sorted(PART2_FILES))
def test_articles_well_formed_and_unique(slug: str) -> None:
    doc = _load(slug)
    numbers = [a["number"] for a in doc["articles"]]
    assert len(numbers) == len(set(numbers)), "duplicate article numbers"
    for art in doc["articles"]:
        assert set(art) == ART_KEYS, art.get("number")
        if doc["kind"] != "용어집":
            assert ARTICLE_RE.match(art["number"]), art["number"]
        assert art["title"].strip()
        assert len(art["body"]) >= 30, art["number"]
        assert isinstance(art["tenant_protection"], bool)
        assert 1 <= len(art["topics"]) <= 6


def test_key_facts_present(docs: dict[str, dict]) -> None:
    """The numbers people ask about most must be stated in the right article."""
    def body(slug: str, number: str) -> str:
        return next(a["body"] for a in docs[slug]["articles"] if a["number"] == number)

    assert "5퍼센트" in body("private_rental_housing_act", "제44조")
    assert "6천만원" in body("real_estate_transaction_report_act", "제6조의2")
    assert "30만원" in body("real_estate_transaction_report_act", "제6조의2")
    assert "30일" in body("real_estate_transaction_report_act", "제3조")
    noise = body("floor_noise_rule", "제3조")
    for value in ("39", "34", "57", "52"):
        assert f"{value}dB(A)" in noise


def test_devset_points_at_existing_articles(docs: dict[str, dict]) -> None:
    by_name = {d["name"]: {a["number"] for a in d["articles"]} for d in docs.values()}
    lines = [json.loads(x) for x in DEVSET.read_text(encoding="utf-8").splitlines() if x.strip()]
    assert len(lines) >= 90
    assert sum(1 for x in lines if x["law"] == "부동산 용어집") >= 15
    for row in lines:
        assert set(row) == {"q", "law", "article"}
        assert row["law"] in by_name, row
        assert row["article"] in by_name[row["law"]], row
    # every part-2 law is exercised by at least one question
    assert {row["law"] for row in lines} == set(by_name)
