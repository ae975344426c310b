"""The planner's domain vocabulary is generated from the law corpus; it must match it."""

from __future__ import annotations

import json
from pathlib import Path

from holmes_planner import vocab_build

ROOT = Path(__file__).resolve().parents[2]
FIX = "python -m holmes_planner.vocab_build (from the workspace root)"


def test_planner_vocabulary_is_built_from_the_current_corpus():
    committed = json.loads(vocab_build.OUT.read_text(encoding="utf-8"))
    fresh = vocab_build.build(ROOT / vocab_build.CORPUS)
    assert committed["digest"] == fresh["digest"], f"the law corpus changed; rebuild the vocabulary: {FIX}"
    assert committed == fresh, f"holmes_planner/domain/vocab.json is stale; rebuild it: {FIX}"


def test_the_vocabulary_holds_every_law_and_the_glossary_terms():
    vocab = json.loads(vocab_build.OUT.read_text(encoding="utf-8"))
    names = {law["name"] for law in vocab["laws"]}
    assert {"주택임대차보호법", "공인중개사법", "부동산등기법", "부동산 가격공시에 관한 법률"} <= names
    assert {"임차권등기명령", "분양가상한제", "개별공시지가", "소유권이전등기"} <= set(vocab["terms"])
    assert "목적" not in vocab["terms"]  # a title word that names no topic
