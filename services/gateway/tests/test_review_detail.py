"""The web UI keeps the review's scores out of the answer's words: they sit in a folded
'검토 정보' detail built from structured_data.review_scores (expert review F46)."""
from __future__ import annotations

import json

SCRIPT = """
import { reviewFacts } from './response.js';
console.log(JSON.stringify([
  reviewFacts({ confidence: 0.372, review_scores: { quality: 0.365, confidence: 0.372, goal_achieved: false } }),
  reviewFacts({ confidence: 0.9 }),
  reviewFacts({}),
]));
"""


def test_review_scores_are_facts_for_the_folded_detail(ui_module):
    out = ui_module(SCRIPT)
    full, older, none = json.loads(out)
    assert full == [["목표", "일부 미달"], ["품질", "37%"], ["신뢰도", "37%"]]
    assert older == [["신뢰도", "90%"]]  # an answer recorded before review_scores
    assert none == []


# A DOM just big enough for dom.js's h(): elements with children, text and attributes.
FAKE_DOM = """
class El { constructor(tag) { this.tag = tag; this.children = []; this.attrs = {}; this.text = ''; this.innerHTML = '';
    this.hidden = false; this.classList = { add() {}, contains() { return false; } }; }
  setAttribute(k, v) { this.attrs[k] = v; } addEventListener() {} append(...cs) { this.children.push(...cs); }
  replaceChildren(...cs) { this.children = cs.flat(); }
  set textContent(v) { this.text = v; } get textContent() { return this.text; }
  querySelector() { return null; } querySelectorAll() { return []; } get childElementCount() { return this.children.length; } }
class Txt { constructor(t) { this.text = t; } }
globalThis.Node = El;
globalThis.document = { createElement: (t) => new El(t), createTextNode: (t) => new Txt(t), activeElement: null };
// what a reader sees without opening a <details>, and what a folded detail holds
const seen = (n) => n.tag === 'details' ? '' : [n.text, n.innerHTML || '', ...(n.children || []).map(seen)].join(' ');
const all = (n) => [n.text, n.innerHTML || '', ...(n.children || []).map(all)].join(' ');
const find = (n, id) => n.attrs?.['data-testid'] === id ? n : (n.children || []).map((c) => find(c, id)).find(Boolean);
"""
RENDER = FAKE_DOM + """
const { renderResponse } = await import('./response.js');
const { TurnView } = await import('./turn.js');
const box = renderResponse({ type: 'answer', answer: '답입니다.', llm_calls: 0, elapsed_ms: 1200,
  structured_data: { confidence: 0.372, review_scores: { quality: 0.365, confidence: 0.372, goal_achieved: true } } });
const turn = new TurnView({ send() {}, announce() {} });
turn.showReview({ quality: 0.365, confidence: 0.372, goal_achieved: false, suggestions: [] });
turn.showStrategy({ strategy: 'sequential', estimated_time: 3, reasoning: '검색팀 순서로 실행합니다' });
console.log(JSON.stringify({ answer: seen(box), detail: all(find(box, 'answer-review')),
                             review: seen(turn.review), scores: all(find(turn.review, 'review-scores')),
                             strategy: all(turn.strategy) }));
"""


def test_the_answer_and_the_review_panel_show_scores_only_when_unfolded(ui_module):
    out = ui_module(RENDER)
    got = json.loads(out)
    for shown in (got["answer"], got["review"]):
        assert "%" not in shown and "품질" not in shown and "신뢰도" not in shown, shown
    assert "답입니다." in got["answer"] and "LLM 호출 0회" in got["answer"]
    assert " ".join(got["detail"].split()) == "검토 정보 목표 달성 품질 37% 신뢰도 37%"
    assert "일부 정보를 확인하지 못했습니다." in got["review"]
    assert " ".join(got["scores"].split()) == "점수 품질 37% 신뢰도 37%"
    assert "순차 실행" in got["strategy"] and "sequential" not in got["strategy"]
