"""Intent accuracy and team selection on the labelled dev set (tests/data/planner_devset.jsonl).

Labelling policy (written before the rules): 법률상담/시세조회/대출상담 -> search, plus
analysis when the user asks for analysis/forecast (시세) or loan arithmetic / gives personal
figures (대출); 리스크분석 and 종합분석 -> search + analysis (+ document when a contract is
also asked); 계약서작성/계약서검토 -> search + document; unclear/irrelevant -> [].
The held-out file under tests/data was written at the same time and never used for tuning.
"""

from __future__ import annotations

import json
from pathlib import Path

from holmes_planner.domain.plan import make_plan

ROOT = Path(__file__).resolve().parents[3]
DEVSET = ROOT / "tests" / "data" / "planner_devset.jsonl"
HOLDOUT = Path(__file__).parent / "data" / "planner_holdout.jsonl"


def _evaluate(path: Path) -> tuple[float, float, list[str]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    intent_ok = teams_ok = 0
    misses: list[str] = []
    for row in rows:
        draft = make_plan(row["q"])
        teams = {s.team for s in draft.steps}
        intent_ok += draft.intent == row["intent"]
        teams_ok += teams == set(row["teams"])
        if draft.intent != row["intent"] or teams != set(row["teams"]):
            misses.append(f"{row['q']!r}: {draft.intent} {sorted(teams)} (want {row['intent']} "
                          f"{sorted(row['teams'])})")
    return intent_ok / len(rows), teams_ok / len(rows), misses


def test_devset_has_enough_labelled_queries() -> None:
    rows = [json.loads(line) for line in DEVSET.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) >= 130
    assert {r["intent"] for r in rows} == {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토",
                                          "종합분석", "리스크분석", "unclear", "irrelevant"}


def test_devset_accuracy() -> None:
    intent_acc, team_acc, misses = _evaluate(DEVSET)
    print(f"\ndevset: intent accuracy {intent_acc:.3f}, team-set exact match {team_acc:.3f}")
    print("\n".join(misses))
    assert intent_acc >= 0.9
    assert team_acc >= 0.85


def test_holdout_accuracy() -> None:
    intent_acc, team_acc, misses = _evaluate(HOLDOUT)
    print(f"\nholdout: intent accuracy {intent_acc:.3f}, team-set exact match {team_acc:.3f}")
    print("\n".join(misses))
    # Never tuned on, so a lower bar than the dev set; the report quotes the real figures.
    assert intent_acc >= 0.75
    assert team_acc >= 0.7
