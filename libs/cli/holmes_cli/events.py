"""`holmes events <session>`: the session's timeline straight from the stream."""

from __future__ import annotations

from argparse import Namespace
from datetime import datetime

from holmes_contracts import session_filter, turn_filter
from holmes_kit.bus import read_history
from holmes_kit.settings import get_settings

from .export import envelope_line, open_bus


def timeline_rows(records, prev: datetime | None = None) -> list[dict]:
    """``prev``: time of the event before the first one given (for Δ of a live follow)."""
    rows = []
    for r in records:
        env = r.envelope
        decision = env.payload.get("decision") or {}
        rows.append({
            "seq": r.seq, "time": env.occurred_at.isoformat(timespec="milliseconds"), "type": env.type,
            "producer": env.producer, "turn_id": env.turn_id, "team": env.team,
            "decided_by": decision.get("decided_by"), "llm_ms": decision.get("latency_ms") if decision.get("decided_by") == "llm" else None,
            "delta_ms": round((env.occurred_at - prev).total_seconds() * 1000, 1) if prev else 0.0,
            "event_id": env.event_id, "causation_id": env.causation_id,
        })
        prev = env.occurred_at
    return rows


async def run_events(args: Namespace) -> int:
    settings = get_settings()
    bus = await open_bus(settings)
    try:
        subject = turn_filter(args.session_id, args.turn) if args.turn else session_filter(args.session_id)
        records = await read_history(bus.js, subject)
    finally:
        await bus.close()
    if not records:
        print(f"이벤트가 없습니다: {subject}")
        return 1
    if args.json:
        for r in records:
            print(envelope_line(r))
        return 0
    print(f"{'seq':>6}  {'time':<29} {'Δms':>8}  {'type':<22} {'producer':<20} {'decided':<7} {'llm ms':>7}  {'event':<8} {'cause':<8}")
    for row in timeline_rows(records):
        team = f".{row['team']}" if row["team"] else ""
        print(f"{row['seq']:>6}  {row['time']:<29} {row['delta_ms']:>8.1f}  {row['type'] + team:<22} "
              f"{row['producer']:<20} {row['decided_by'] or '':<7} {row['llm_ms'] or '':>7}  "
              f"{row['event_id'][:8]:<8} {(row['causation_id'] or '')[:8]:<8}")
    return 0
