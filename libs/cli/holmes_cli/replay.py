"""`holmes replay <session|file> --check | --until <seq>` — offline, no LLM, no services."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from argparse import Namespace
from datetime import datetime
from pathlib import Path
from typing import Any

from holmes_contracts import SESSION_TURN
from holmes_contracts.ids import is_valid_id
from holmes_kit.bus import Recorded
from holmes_kit.replay import TurnReplayer, replayers

from .export import fetch_session
from .importer import LogFormatError, load_file
from .replay_check import Outcome, check_session


async def load_source(source: str) -> list[Recorded]:
    """A file path if one exists (or it looks like one), else a session id on the bus."""
    if Path(source).exists() or not is_valid_id(source):
        return load_file(source)
    return await fetch_session(source)


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {":".join(map(str, k)) if isinstance(k, tuple) else str(k): to_jsonable(v)
                for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def states_until(records: list[Recorded], until: int) -> dict[str, Any]:
    """Each turn's folded state over its events with seq <= until (the TurnReplayer's fold)."""
    folders = [r for r in replayers().values() if isinstance(r, TurnReplayer)]
    if len(folders) != 1:
        raise RuntimeError(f"한 개의 턴 재생기(TurnReplayer)가 필요합니다: {len(folders)}개 설치됨")
    turns: dict[str, list[Recorded]] = {}
    for r in records:
        if r.seq <= until and r.envelope.turn_id != SESSION_TURN:
            turns.setdefault(r.envelope.turn_id, []).append(r)
    out = {}
    for turn_id, recs in turns.items():
        state = folders[0].fold([(r.seq, r.envelope) for r in recs])
        out[turn_id] = {**to_jsonable(state), "finished": bool(getattr(state, "finished", False))}
    return out


def render_report(outcomes: list[Outcome]) -> str:
    lines, turn = [], None
    for o in outcomes:
        if o.turn_id != turn:
            turn = o.turn_id
            lines.append(f"턴 {turn}")
        mark = "✓" if o.ok else "✗"
        lines.append(f"  {mark} seq {o.seq:>4} {o.trigger:<22} [{o.service}] {o.summary}")
        lines += [f"      {d}" for d in o.details]
    bad = sum(not o.ok for o in outcomes)
    lines.append(f"\n{len(outcomes)}개 결정 재실행: {len(outcomes) - bad}개 일치, {bad}개 차이")
    return "\n".join(lines)


async def run_replay(args: Namespace) -> int:
    try:
        records = await load_source(args.source)
    except LogFormatError as exc:
        print(f"재생할 수 없습니다 — {exc}", file=sys.stderr)
        return 2
    if not records:
        print(f"이벤트가 없습니다: {args.source}", file=sys.stderr)
        return 2
    if args.until is not None:
        states = await asyncio.to_thread(states_until, records, args.until)
        print(json.dumps(states, ensure_ascii=False, indent=2))
        return 0
    # The services' code may run its own event loop (async helpers): keep it off ours.
    outcomes = await asyncio.to_thread(check_session, records)
    print(render_report(outcomes))
    return 1 if any(not o.ok for o in outcomes) else 0
