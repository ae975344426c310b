"""The web UI keeps the review's scores out of the answer's words: they sit in a folded
'검토 정보' detail built from structured_data.review_scores (expert review F46)."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[1] / "holmes_gateway" / "static"
SCRIPT = """
import { reviewFacts } from './response.js';
console.log(JSON.stringify([
  reviewFacts({ confidence: 0.372, review_scores: { quality: 0.365, confidence: 0.372, goal_achieved: false } }),
  reviewFacts({ confidence: 0.9 }),
  reviewFacts({}),
]));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is needed to run the UI module")
def test_review_scores_are_facts_for_the_folded_detail():
    out = subprocess.run(["node", "--input-type=module", "-e", SCRIPT], cwd=STATIC, capture_output=True,
                         text=True, check=True, timeout=30).stdout
    full, older, none = json.loads(out)
    assert full == [["목표", "일부 미달"], ["품질", "37%"], ["신뢰도", "37%"]]
    assert older == [["신뢰도", "90%"]]  # an answer recorded before review_scores
    assert none == []


def test_the_answer_meta_line_carries_no_score():
    source = (STATIC / "response.js").read_text(encoding="utf-8")
    meta = source.split("const meta = [", 1)[1].split("];", 1)[0]
    assert "신뢰도" not in meta and "confidence" not in meta
    assert "reviewDetail(sd)" in source  # the scores go to the folded detail instead
