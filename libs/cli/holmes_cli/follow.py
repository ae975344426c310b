"""Following one turn on the bus until it ends, printed like `holmes ask` prints."""

from __future__ import annotations

import json

from holmes_contracts import Envelope, turn_filter

from .events import timeline_rows

ENDINGS = {"ResponseReady": 0, "TurnFailed": 1, "TurnCancelled": 1}


def describe(env: Envelope) -> str:
    p = env.payload
    match env.type:
        case "PlanReady":
            return f"의도 {p.get('intent')} · 단계 {len(p.get('steps', []))}개 · 키워드 {', '.join(p.get('keywords', []))}"
        case "TeamProgress":
            return f"{p.get('tool')}: {str(p.get('message', ''))[:80]}"
        case "TeamCompleted":
            return f"{p.get('status')} {p.get('error') or ''}".strip()
        case "ResultAnalyzed":
            return f"{p.get('action')} (품질 {p.get('quality')})"
        case "TurnFailed":
            return f"{p.get('code')}: {p.get('message')}"
    return ""


def answer_text(env: Envelope) -> str:
    resp = env.payload.get("response") or {}
    text = resp.get("answer") or resp.get("message") or json.dumps(resp, ensure_ascii=False)[:500]
    return f"\n{text}\n\n(LLM 호출 {env.payload.get('llm_calls', 0)}회)"


async def follow_turn(js, session_id: str, turn_id: str) -> int:
    """Print the turn's events from its start as they arrive; 0 on an answer."""
    sub = await js.subscribe(turn_filter(session_id, turn_id), ordered_consumer=True)
    prev = None
    try:
        async for msg in sub.messages:
            try:
                env = Envelope.from_json(msg.data)
            except ValueError:
                continue
            rec = _Rec(msg.metadata.sequence.stream, env)
            row = timeline_rows([rec], prev)[0]
            prev = env.occurred_at
            print(f"{row['seq']:>6} {row['delta_ms']:>8.1f}ms  {row['type'] + (f'.{env.team}' if env.team else ''):<22} "
                  f"{row['producer']:<20} {describe(env)}", flush=True)
            if env.type in ENDINGS:
                if env.type == "ResponseReady":
                    print(answer_text(env), flush=True)
                return ENDINGS[env.type]
    finally:
        await sub.unsubscribe()
    return 1


class _Rec:
    def __init__(self, seq: int, envelope: Envelope) -> None:
        self.seq, self.envelope = seq, envelope
