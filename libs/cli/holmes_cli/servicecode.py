"""The services' public pure functions, called the way their handlers call them.

Replay must survive other engineers adding parameters: we pass what we know by name
(or by position for the leading ones), leave parameters with defaults alone — a default
is the rule-based path, never an LLM — and say clearly when a new required one appears.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from typing import Any

from holmes_kit.bus import MemoryEventStore, Recorded


class IncompatibleCode(RuntimeError):
    """The service's function asks for something replay cannot supply."""


def call_compat(fn: Callable, known: dict[str, Any], leading: list[Any] | None = None) -> Any:
    kwargs: dict[str, Any] = {}
    leading = leading or []
    for i, p in enumerate(inspect.signature(fn).parameters.values()):
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.name in known:
            kwargs[p.name] = known[p.name]
        elif i < len(leading) and p.default is p.empty:
            kwargs[p.name] = leading[i]
        elif p.default is p.empty:
            raise IncompatibleCode(f"{fn.__module__}.{fn.__name__}()에 replay가 모르는 필수 인자 "
                                   f"'{p.name}'가 생겼습니다 — holmes_cli/servicecode.py를 갱신하세요")
    result = fn(**kwargs)
    if inspect.isawaitable(result):  # a decider that became async still replays offline
        result = _run(result)
    return result


def _run(awaitable):
    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(awaitable)
    finally:
        loop.close()


def orchestrator_routes() -> set[str]:
    from holmes_orchestrator.routes import ROUTES
    return set(ROUTES)


def planner_routes() -> set[str]:
    from holmes_planner.routes import ROUTES
    return set(ROUTES)


def fold(history: list[tuple[int, Any]]):
    from holmes_orchestrator.domain.state import fold as _fold
    return call_compat(_fold, {"history": history}, [history])


def decide(state, trigger, producer: str, now) -> list:
    from holmes_orchestrator.domain.decide import decide as _decide
    known = {"state": state, "trigger": trigger, "producer": producer, "now": now}
    return list(call_compat(_decide, known, [state, trigger, producer, now]))


class _RecordedHistory:
    """Stands in for a handler Context: reads answer from the recording (the event-store
    port in memory; ``history`` for handlers written before the port)."""

    def __init__(self, records: list[Recorded]) -> None:
        self.records = records
        self.store = MemoryEventStore([r.envelope for r in records])

    async def history(self, filter_subject: str) -> list[Recorded]:
        prefix = filter_subject.rstrip(">").rstrip(".")
        return [r for r in self.records if r.subject.startswith(prefix + ".")]


def previous_turn(session_records: list[Recorded], trigger):
    """The planner's own follow-up lookup, over the session as recorded before the plan."""
    from holmes_planner import handlers
    fn = getattr(handlers, "previous_turn", None)
    if fn is None:
        return None
    return _run(fn(_RecordedHistory(session_records), trigger))


def make_plan(query: str, previous):
    from holmes_planner.domain.plan import make_plan as _make_plan
    return call_compat(_make_plan, {"query": query, "previous": previous}, [query])
