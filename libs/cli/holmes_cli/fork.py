"""`holmes fork <session> <turn> --from <seq>`: copy a recorded turn up to a point into a
new turn of the same session and let the running services continue it with today's code.

Copied ids are re-derived the way the services derive them (uuid5 of the copied cause or
plan, same type and discriminator), so when a service re-reacts to a copied input its
output collides with our copy and JetStream keeps one; an id we cannot explain (a client's
random id) becomes uuid5 of the new turn and the old id.
"""

from __future__ import annotations

import asyncio
import itertools
import sys
from argparse import Namespace

from holmes_contracts import Envelope, derive_event_id, turn_filter, utcnow
from holmes_contracts.ids import new_turn_id
from holmes_kit.bus import Recorded, publish, read_history

from .export import open_bus
from .follow import follow_turn

_DISCRIMINATOR_FIELDS = ("team", "attempt", "step_id", "tool")


def _discriminators(env: Envelope, cause: dict) -> list[str]:
    # A team's progress key carries the attempt of the ToolsSelected it answers.
    merged = {**{k: v for k, v in cause.items() if k in ("team", "attempt")}, **env.payload}
    values = [str(merged[k]) for k in _DISCRIMINATOR_FIELDS if merged.get(k) not in (None, "")]
    out = [""]
    for n in range(1, len(values) + 1):
        out += [":".join(c) for c in itertools.combinations(values, n)]
    return out


def _how_derived(env: Envelope, anchors: list[str], cause: dict) -> tuple[str, str] | None:
    for anchor in anchors:
        for disc in _discriminators(env, cause):
            if derive_event_id(anchor, env.type, disc) == env.event_id:
                return anchor, disc
    return None


def fork_envelopes(turn: list[Recorded], until_seq: int, new_turn: str) -> list[Envelope]:
    """The turn's events with seq <= until_seq, re-addressed to ``new_turn``."""
    ids: dict[str, str] = {}
    payloads: dict[str, dict] = {}
    plan_id: str | None = None
    out: list[Envelope] = []
    now = utcnow()
    for r in turn:
        if r.seq > until_seq:
            break
        env = r.envelope
        anchors = [a for a in (env.causation_id, plan_id) if a and a in ids]
        how = _how_derived(env, anchors, payloads.get(env.causation_id or "", {}))
        new_id = (derive_event_id(ids[how[0]], env.type, how[1]) if how
                  else derive_event_id(new_turn, env.type, f"fork:{env.event_id}"))
        ids[env.event_id] = new_id
        payloads[env.event_id] = env.payload
        if env.type == "PlanReady" and plan_id is None:
            plan_id = env.event_id
        out.append(env.model_copy(update={
            "event_id": new_id, "turn_id": new_turn, "correlation_id": new_turn, "occurred_at": now,
            "causation_id": ids.get(env.causation_id, env.causation_id) if env.causation_id else None,
        }))
    return out


async def run_fork(args: Namespace) -> int:
    bus = await open_bus()
    try:
        turn = await read_history(bus.js, turn_filter(args.session_id, args.turn_id))
        if not turn:
            print(f"턴을 찾을 수 없습니다: {args.session_id} / {args.turn_id}", file=sys.stderr)
            return 2
        if not any(r.seq <= args.from_seq for r in turn):
            print(f"seq {args.from_seq} 이전에 이 턴의 이벤트가 없습니다 (첫 이벤트 seq {turn[0].seq})",
                  file=sys.stderr)
            return 2
        new_turn = new_turn_id()
        copies = fork_envelopes(turn, args.from_seq, new_turn)
        for env in copies:
            await publish(bus.js, env)
        print(f"새 턴 {new_turn} (세션 {args.session_id}): {args.turn_id}의 이벤트 {len(copies)}개를 "
              f"seq {args.from_seq}까지 복사했습니다", flush=True)
        try:
            return await asyncio.wait_for(follow_turn(bus.js, args.session_id, new_turn), args.timeout)
        except TimeoutError:
            print(f"⚠️  {args.timeout:.0f}초 안에 끝나지 않았습니다. "
                  f"`holmes events {args.session_id} --turn {new_turn}`로 확인하세요.")
            return 2
    finally:
        await bus.close()
