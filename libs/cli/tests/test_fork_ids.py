"""`holmes fork`: copies get new, distinct ids derived the way the services derive them,
so a service re-reacting to a copied input collides with the copy (one event kept)."""

from __future__ import annotations

from pathlib import Path

from holmes_cli.fork import fork_envelopes
from holmes_cli.importer import load_file
from holmes_contracts import derive_event_id

SESSIONS = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "sessions"


def turn_of(name: str):
    return [r for r in load_file(SESSIONS / f"{name}.jsonl") if r.envelope.turn_id != "_session"]


def test_fork_copies_up_to_seq_into_a_new_turn():
    turn = turn_of("legal")
    completed = next(r for r in turn if r.envelope.type == "TeamCompleted")
    copies = fork_envelopes(turn, completed.seq, "turn-fork1")
    assert [c.type for c in copies] == [r.envelope.type for r in turn if r.seq <= completed.seq]
    assert {c.turn_id for c in copies} == {"turn-fork1"} == {c.correlation_id for c in copies}
    assert {c.session_id for c in copies} == {turn[0].envelope.session_id}
    assert not {c.event_id for c in copies} & {r.envelope.event_id for r in turn}
    assert copies[-1].payload == completed.envelope.payload


def test_copied_ids_follow_the_services_derivations():
    turn = turn_of("failed_tool")
    # keyed by team too: the recorded turn dispatches search twice, then analysis (add_team)
    copies = {c.type + (c.payload.get("team") or "") + str(c.payload.get("attempt", "")) + (c.payload.get("tool") or ""): c
              for c in fork_envelopes(turn, turn[-1].seq, "turn-fork2")}
    query, plan = copies["QueryReceived"], copies["PlanReady"]
    assert plan.event_id == derive_event_id(query.event_id, "PlanReady")            # planner: ctx.emit
    assert copies["StrategyDecided"].event_id == derive_event_id(plan.event_id, "StrategyDecided")
    first, retry = copies["ToolsSelectedsearch1"], copies["ToolsSelectedsearch2"]
    assert first.event_id == derive_event_id(plan.event_id, "ToolsSelected", "search:1")  # orchestrator
    assert retry.event_id == derive_event_id(plan.event_id, "ToolsSelected", "search:2")
    assert copies["TeamCompletedsearch2"].event_id == derive_event_id(retry.event_id, "TeamCompleted", "search:2")
    progress = next(c for c in copies.values() if c.type == "TeamProgress" and c.causation_id == retry.event_id)
    assert progress.event_id == derive_event_id(
        retry.event_id, "TeamProgress", f"search:2:{progress.payload['tool']}")      # team runner
    assert retry.causation_id == copies["ResultAnalyzedsearch1"].event_id
    recover = copies["ToolsSelectedanalysis1"]
    assert recover.event_id == derive_event_id(plan.event_id, "ToolsSelected", "analysis:1")


def test_two_forks_of_one_turn_are_distinct():
    turn = turn_of("legal")
    a = fork_envelopes(turn, turn[-1].seq, "turn-a")
    b = fork_envelopes(turn, turn[-1].seq, "turn-b")
    assert not {e.event_id for e in a} & {e.event_id for e in b}
