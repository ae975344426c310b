"""The seam between `holmes replay` and the services whose decisions it re-runs.

A service that can re-decide offline (pure code, no LLM, no I/O: DESIGN.md §4) provides
an object implementing one of the protocols below and registers it as an entry point
in its pyproject::

    [project.entry-points."holmes.replayers"]
    planner = "holmes_planner.replay:replayer"

The CLI finds them with :func:`replayers` and never imports a service by name, so a
service changing its function signatures adapts its own replayer, where the change is.
"""

from __future__ import annotations

from datetime import datetime
from importlib.metadata import entry_points
from typing import Any, Protocol, runtime_checkable

from holmes_contracts import Envelope

from .bus import Recorded

GROUP = "holmes.replayers"


@runtime_checkable
class PlanReplayer(Protocol):
    """Re-makes a plan by rules for a recorded query."""

    receives: frozenset[str]

    def plan(self, before: list[Recorded], query: Envelope) -> Any:
        """The rule-made plan (with ``intent``, ``steps``, ``keywords``) for ``query``,
        given the session as it was recorded before the plan (follow-ups read it)."""
        ...


@runtime_checkable
class TurnReplayer(Protocol):
    """Re-folds a turn and re-decides on a trigger."""

    receives: frozenset[str]

    def fold(self, history: list[tuple[int, Envelope]]) -> Any:
        """The turn's state over (seq, envelope) pairs; it has ``event_ids`` and ``finished``."""
        ...

    def decide(self, state: Any, trigger: Envelope, producer: str, now: datetime) -> list[Envelope]:
        ...


def replayers() -> dict[str, PlanReplayer | TurnReplayer]:
    """Service name -> its replayer, for every installed package that registered one."""
    found: dict[str, Any] = {}
    for ep in entry_points(group=GROUP):
        obj = ep.load()
        if not isinstance(obj, PlanReplayer | TurnReplayer):
            raise TypeError(f"entry point {ep.name} = {ep.value} is neither a PlanReplayer nor a TurnReplayer")
        found[ep.name] = obj
    return dict(sorted(found.items()))
