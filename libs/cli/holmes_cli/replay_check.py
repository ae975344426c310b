"""`holmes replay --check`: re-run each service's pure decision code over a recorded
session and compare with what was recorded (DESIGN.md §4: replay never calls an LLM).

The services' code is reached through their replayers (holmes_kit.replay, found by entry
point), never imported by name:
- a PlanReplayer (the planner): a rule plan for every query it receives, against the
  recorded PlanReady's intent, steps and keywords (an LLM- or cache-made plan is the
  recorded decision itself);
- a TurnReplayer (the orchestrator): for every event it consumes, fold the turn as the
  handler saw it, decide, and diff the produced events against those recorded right after.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from holmes_contracts import OUTPUT_ONLY, REGISTRY, SESSION_TURN, Envelope
from holmes_kit.bus import Recorded
from holmes_kit.replay import PlanReplayer, TurnReplayer, replayers

from .diffing import comparable, diff_lines, strip

# TurnFailed written by the consumer runner (retries exhausted, poison), not by decide().
RUNNER_FAILURES = frozenset({"handler_error", "poison_message"})
MACHINE_DECIDERS = frozenset({"llm", "cache"})


@dataclass
class Outcome:
    seq: int
    turn_id: str
    trigger: str
    service: str
    ok: bool
    summary: str
    details: list[str] = field(default_factory=list)


def label(env: Envelope) -> str:
    return f"{env.type}.{env.team}" if env.team else env.type


def decided_by(env: Envelope) -> str | None:
    return (env.payload.get("decision") or {}).get("decided_by")


def check_session(records: list[Recorded], found: dict | None = None) -> list[Outcome]:
    """``found``: service name -> replayer (default: every installed one)."""
    found = replayers() if found is None else found
    turns: dict[str, list[Recorded]] = defaultdict(list)
    for r in records:
        if r.envelope.turn_id != SESSION_TURN:
            turns[r.envelope.turn_id].append(r)
    out: list[Outcome] = []
    for turn in turns.values():
        for name, replayer in found.items():
            if isinstance(replayer, PlanReplayer):
                out += [check_plan(replayer, name, records, turn, r) for r in turn
                        if r.envelope.type in replayer.receives and r.envelope.type == "QueryReceived"]
            if isinstance(replayer, TurnReplayer):
                # Besides its routes, a service may be woken by a timer on a recorded event
                # (the orchestrator's due retry, overdue team): whatever caused its decisions.
                causes = {r.envelope.causation_id for r in turn if _is_decision(r.envelope, name)}
                for r in turn:
                    if r.envelope.type in replayer.receives or r.envelope.event_id in causes:
                        out.extend(check_orchestration(replayer, name, turn, r))
    return sorted(out, key=lambda o: o.seq)


def check_plan(replayer: PlanReplayer, name: str, session: list[Recorded], turn: list[Recorded],
               trigger: Recorded) -> Outcome:
    q = trigger.envelope
    recorded = next((r for r in turn if r.envelope.type == "PlanReady"
                     and r.envelope.causation_id == q.event_id), None)
    base = dict(seq=trigger.seq, turn_id=q.turn_id, trigger=label(q), service=name)
    if recorded is None:
        return Outcome(**base, ok=True, summary="기록된 PlanReady 없음 — 비교하지 않음")
    if decided_by(recorded.envelope) in MACHINE_DECIDERS:
        return Outcome(**base, ok=True, summary=f"PlanReady는 {decided_by(recorded.envelope)} 결정 — 기록을 그대로 사용")
    before = [r for r in session if r.seq < recorded.seq]
    try:
        draft = replayer.plan(before, q)
    except Exception as exc:  # the current code crashes where it once produced a plan
        return Outcome(**base, ok=False, summary="make_plan이 실패했습니다", details=[f"{type(exc).__name__}: {exc}"])
    plan = REGISTRY.parse(recorded.envelope)
    fields = ("intent", "steps", "keywords")
    want = strip({f: _jsonable(getattr(plan, f)) for f in fields})
    got = strip({f: _jsonable(getattr(draft, f)) for f in fields})
    lines = diff_lines(want, got)
    summary = f"PlanReady {recorded.envelope.event_id[:8]} (make_plan: {'·'.join(fields)})"
    return Outcome(**base, ok=not lines, summary=summary, details=lines)


def _jsonable(value):
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


def _is_decision(env: Envelope, service: str) -> bool:
    # An AnswerChunk is the answer's draft on its way out, not a decision: nothing to re-derive.
    if not env.producer.startswith(f"{service}@") or env.type in OUTPUT_ONLY:
        return False
    return not (env.type == "TurnFailed" and env.payload.get("code") in RUNNER_FAILURES)


def _batches(turn: list[Recorded], outputs: list[Recorded]) -> list[list[Recorded]]:
    """Runs of outputs with nothing else of the turn between them: one append each."""
    ids = {r.envelope.event_id for r in outputs}
    runs: list[list[Recorded]] = []
    current: list[Recorded] = []
    for r in turn:
        if r.envelope.event_id in ids:
            current.append(r)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def check_orchestration(replayer: TurnReplayer, name: str, turn: list[Recorded],
                        trigger: Recorded) -> list[Outcome]:
    t = trigger.envelope
    outputs = [r for r in turn if r.envelope.causation_id == t.event_id and _is_decision(r.envelope, name)]
    base = dict(seq=trigger.seq, turn_id=t.turn_id, trigger=label(t), service=name)
    try:
        if not outputs:
            return [_check_no_output(replayer, turn, trigger, base)]
        batches = _batches(turn, outputs)
        return [_check_batch(replayer, turn, trigger, b, [r for r in turn if r.seq > b[-1].seq], base)
                for b in batches]
    except Exception as exc:
        return [Outcome(**base, ok=False, summary="fold/decide가 실패했습니다",
                        details=[f"{type(exc).__name__}: {exc}"])]


def _decide_on(replayer: TurnReplayer, history: list[Recorded], trigger: Envelope, producer: str,
               now) -> tuple[object, list[Envelope]]:
    state = replayer.fold([(r.seq, r.envelope) for r in history])
    produced = [o for o in replayer.decide(state, trigger, producer, now) if o.event_id not in state.event_ids]
    return state, produced


def _check_batch(replayer: TurnReplayer, turn, trigger: Recorded, batch: list[Recorded], later: list[Recorded], base) -> Outcome:
    first = batch[0]
    # An LLM's (or the cache's) answer is not re-derived: it joins the history as
    # recorded, and the rules must reproduce everything else of the same decision.
    machine = [r for r in batch if decided_by(r.envelope) in MACHINE_DECIDERS]
    history = [r for r in turn if r.seq < first.seq] + machine
    _, produced = _decide_on(replayer, history, trigger.envelope, first.envelope.producer, first.envelope.occurred_at)
    expected = [r.envelope for r in batch if r not in machine]
    later_ids = {r.envelope.event_id for r in later}
    details: list[str] = []
    for i in range(max(len(expected), len(produced))):
        rec = expected[i] if i < len(expected) else None
        new = produced[i] if i < len(produced) else None
        if rec is None:
            # An interrupted append (the handler died between two appends of one decision)
            # leaves the rest to whichever trigger comes next — its redelivery, or another
            # trigger that folds first; the id is the same on every path, and the check of
            # the trigger that recorded it compares its content.
            if new.event_id not in later_ids:
                details.append(f"+ 기록에 없는 {label(new)} {new.event_id[:8]}")
            continue
        if new is None:
            details.append(f"- 재실행이 만들지 않은 {label(rec)} {rec.event_id[:8]}")
            continue
        lines = diff_lines(comparable(rec), comparable(new))
        if lines:
            details.append(f"≠ {label(rec)} {rec.event_id[:8]} (seq {batch[i].seq if i < len(batch) else '?'})")
            details += [f"    {line}" for line in lines]
    names = ", ".join(label(r.envelope) for r in batch)
    note = f" (LLM 결정 {len(machine)}개는 기록 사용)" if machine else ""
    return Outcome(**base, ok=not details, summary=f"→ {names}{note}", details=details)


def _check_no_output(replayer: TurnReplayer, turn, trigger: Recorded, base) -> Outcome:
    """The handler decided nothing new: whatever decide() yields here must already be in
    the log (another trigger got there first)."""
    history = [r for r in turn if r.seq <= trigger.seq]
    _, produced = _decide_on(replayer, history, trigger.envelope, "replay", trigger.envelope.occurred_at)
    by_id = {r.envelope.event_id: r for r in turn}
    details: list[str] = []
    for new in produced:
        rec = by_id.get(new.event_id)
        if rec is None:
            details.append(f"+ 기록에 없는 {label(new)} {new.event_id[:8]}")
            continue
        lines = diff_lines(comparable(rec.envelope, with_cause=False), comparable(new, with_cause=False))
        if lines:
            details.append(f"≠ {label(new)} {new.event_id[:8]} (seq {rec.seq})")
            details += [f"    {line}" for line in lines]
    summary = "→ 새 결정 없음" + (f" (이미 기록된 {len(produced)}개와 같음)" if produced and not details else "")
    return Outcome(**base, ok=not details, summary=summary, details=details)
