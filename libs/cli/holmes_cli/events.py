"""`holmes events <session>`: the session's timeline straight from the stream, with each
decision's model tokens and estimated cost, and per turn the LLM requests, tokens and cost
added up from the log (DecisionMeta of every phase: planner, orchestrator, analysis)."""

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
            # a decision sharing an earlier one's request shows as "llm=" and is no call of its own
            "decided_by": (decision.get("decided_by") or "") + ("=" if decision.get("shared_from") else "") or None,
            "llm_ms": decision.get("latency_ms") if decision.get("decided_by") == "llm" else None,
            "tokens_in": decision.get("tokens_in") or 0, "tokens_out": decision.get("tokens_out") or 0,
            "cost_usd": decision.get("cost_usd"), "retries": decision.get("retries") or 0,
            "delta_ms": round((env.occurred_at - prev).total_seconds() * 1000, 1) if prev else 0.0,
            "event_id": env.event_id, "causation_id": env.causation_id,
        })
        prev = env.occurred_at
    return rows


def turn_totals(rows: list[dict]) -> dict[str, dict]:
    """Per turn (in order of appearance): LLM calls, retries, tokens and estimated cost."""
    totals: dict[str, dict] = {}
    for row in rows:
        t = totals.setdefault(row["turn_id"] or "-", {"llm_calls": 0, "retries": 0, "tokens_in": 0,
                                                       "tokens_out": 0, "cost_usd": 0.0, "unpriced": 0})
        t["llm_calls"] += row["decided_by"] == "llm"
        t["retries"] += row["retries"]
        t["tokens_in"] += row["tokens_in"]
        t["tokens_out"] += row["tokens_out"]
        if row["cost_usd"] is not None:
            t["cost_usd"] += row["cost_usd"]
        elif row["tokens_in"] or row["tokens_out"]:
            t["unpriced"] += 1  # tokens of a model with no price: the total is a lower bound
    return totals


def _cost(usd: float | None) -> str:
    return "" if usd is None else f"${usd:.6f}"


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
    rows = timeline_rows(records)
    print(f"{'seq':>6}  {'time':<29} {'Δms':>8}  {'type':<22} {'producer':<20} {'decided':<7} {'llm ms':>7} "
          f"{'tokens in/out':>13} {'cost':>10}  {'event':<8} {'cause':<8}")
    for row in rows:
        team = f".{row['team']}" if row["team"] else ""
        tokens = f"{row['tokens_in']}/{row['tokens_out']}" if row["tokens_in"] or row["tokens_out"] else ""
        print(f"{row['seq']:>6}  {row['time']:<29} {row['delta_ms']:>8.1f}  {row['type'] + team:<22} "
              f"{row['producer']:<20} {row['decided_by'] or '':<7} {row['llm_ms'] or '':>7} "
              f"{tokens:>13} {_cost(row['cost_usd']):>10}  "
              f"{row['event_id'][:8]:<8} {(row['causation_id'] or '')[:8]:<8}")
    for turn, t in turn_totals(rows).items():
        if t["llm_calls"] or t["tokens_in"] or t["tokens_out"]:
            unpriced = f" (가격 없는 모델 {t['unpriced']}건 제외)" if t["unpriced"] else ""
            print(f"턴 {turn}: LLM 호출 {t['llm_calls']}회 · 재시도 {t['retries']}회 · 토큰 {t['tokens_in']}/"
                  f"{t['tokens_out']} · 추정 비용 {_cost(t['cost_usd'])}{unpriced}")
    return 0
