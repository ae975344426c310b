"""Comparing a recorded event with the one the current code produces, readably."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from holmes_contracts import REGISTRY, Envelope, UnknownEventError

# Wall-clock facts differ on every run and say nothing about the decision.
IGNORED_KEYS = frozenset({"occurred_at", "elapsed_ms", "latency_ms"})
MAX_LINES = 12


def strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in IGNORED_KEYS}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value


def _current(env: Envelope) -> Envelope:
    """The envelope as today's reader sees it: upcast to the current version, the payload
    through the current model (a field a recording predates reads as its default). So a
    recording of an older version compares by what it decided, not by its shape."""
    try:
        up = REGISTRY.upcast(env)
        payload = REGISTRY.model(up.type).model_validate(up.payload).model_dump(mode="json")
    except (UnknownEventError, ValidationError):
        return env  # not readable as today's type: compared as recorded, so the difference shows
    return up.model_copy(update={"payload": payload})


def comparable(env: Envelope, *, with_cause: bool = True) -> dict[str, Any]:
    """What must match: type, id, addressed team, cause and payload (timing removed), both
    sides read as the current version (``_current``).
    The producer is left out on purpose — a new service version must replay old logs —
    and of the decision record only who decided: model, prompt, tokens and a fallback
    reason describe how an LLM call went, not what was decided.

    A recorded event of an older payload version is compared as the current code reads
    it (upcast, defaults filled), so a version bump or a field added since is no difference."""
    env = _current(env)
    payload = dict(env.payload)
    if isinstance(payload.get("decision"), dict):
        payload["decision"] = {"decided_by": payload["decision"].get("decided_by", "rules")}
    data = {"type": env.type, "event_id": env.event_id, "team": env.team,
            "version": env.version, "payload": payload}
    if with_cause:
        data["causation_id"] = env.causation_id
    return strip(json.loads(json.dumps(data, default=str)))


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
    _flatten(replayed, "", b)
    lines = []
    for path in dict.fromkeys([*a, *b]):
        if a.get(path, "∅") != b.get(path, "∅"):
            left = _show(a[path]) if path in a else "(없음)"
            right = _show(b[path]) if path in b else "(없음)"
            lines.append(f"{path}: 기록 {left} ≠ 재실행 {right}")
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES] + [f"… 외 {len(lines) - MAX_LINES}곳"]
    return lines
