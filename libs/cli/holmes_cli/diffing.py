"""Comparing a recorded event with the one the current code produces, readably."""

from __future__ import annotations

import json
from typing import Any

from holmes_contracts import REGISTRY, Envelope, UnknownEventError

# Wall-clock facts differ on every run and say nothing about the decision.
IGNORED_KEYS = frozenset({"occurred_at", "elapsed_ms", "latency_ms"})
MAX_LINES = 12
# Model fields added after sessions were recorded (see newer_fields_dropped): ToolCall.step_id,
# ReviewDone.substituted (what stood in for a failed tool; an older review named none),
# the answer's structured_data.review_scores (the review's scores as metadata, not answer text).
ADDED_FIELDS = frozenset({"step_id", "substituted", "review_scores"})


def strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in IGNORED_KEYS}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value


def comparable(env: Envelope, *, with_cause: bool = True) -> dict[str, Any]:
    """What must match: type, id, addressed team, cause and payload (timing removed).
    The producer is left out on purpose — a new service version must replay old logs —
    and of the decision record only who decided: model, prompt, tokens and a fallback
    reason describe how an LLM call went, not what was decided.

    A recorded event of an older payload version is compared as the current code reads
    it (upcast), so a version bump alone is no difference."""
    try:
        env = REGISTRY.upcast(env)
    except UnknownEventError:
        pass  # an unknown type or a newer version: compared as recorded
    payload = dict(env.payload)
    if isinstance(payload.get("decision"), dict):
        payload["decision"] = {"decided_by": payload["decision"].get("decided_by", "rules")}
    data = {"type": env.type, "event_id": env.event_id, "team": env.team,
            "version": env.version, "payload": payload}
    if with_cause:
        data["causation_id"] = env.causation_id
    return strip(json.loads(json.dumps(data, default=str)))


def newer_fields_dropped(recorded: Any, replayed: Any) -> Any:
    """``replayed`` without the ADDED_FIELDS the recorded object does not have at all.

    A recorded event was written whole by its model (defaults included), so a model field it
    lacks did not exist when it was recorded: the old log cannot say what it would have held,
    and it stays clean. Only the listed fields (not any key: free-form dicts such as a tool's
    params must still show a new key); a recording that has the field is compared on it."""
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        return {k: newer_fields_dropped(recorded[k], v) if k in recorded else v
                for k, v in replayed.items() if k in recorded or k not in ADDED_FIELDS}
    if isinstance(recorded, list) and isinstance(replayed, list):
        return [newer_fields_dropped(recorded[i], v) if i < len(recorded) else v for i, v in enumerate(replayed)]
    return replayed


def _flatten(value: Any, path: str, out: dict[str, Any]) -> None:
    if isinstance(value, dict) and value:
        for k, v in value.items():
            _flatten(v, f"{path}.{k}" if path else str(k), out)
    elif isinstance(value, list) and value:
        for i, v in enumerate(value):
            _flatten(v, f"{path}[{i}]", out)
    else:
        out[path] = value


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "…"


def diff_lines(recorded: Any, replayed: Any) -> list[str]:
    """``path: 기록 X ≠ 재실행 Y`` for every leaf that differs (bounded)."""
    a: dict[str, Any] = {}
    b: dict[str, Any] = {}
    _flatten(recorded, "", a)
    _flatten(newer_fields_dropped(recorded, replayed), "", b)
    lines = []
    for path in dict.fromkeys([*a, *b]):
        if a.get(path, "∅") != b.get(path, "∅"):
            left = _show(a[path]) if path in a else "(없음)"
            right = _show(b[path]) if path in b else "(없음)"
            lines.append(f"{path}: 기록 {left} ≠ 재실행 {right}")
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES] + [f"… 외 {len(lines) - MAX_LINES}곳"]
    return lines
