"""The planner's replayer (holmes_kit.replay.PlanReplayer): its rules, as `holmes replay`
re-runs them over a recorded session — registered as an entry point in pyproject.toml."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from holmes_contracts import REGISTRY, Envelope
from holmes_kit.bus import MemoryEventStore, Recorded
from holmes_kit.korean.extract import korean_date

from .domain.plan import PlanDraft, make_plan
from .handlers import previous_turn
from .routes import ROUTES


@dataclass(frozen=True)
class _Recording:
    """Stands in for a handler Context: its event store answers from the recording."""

    store: MemoryEventStore


class Replayer:
    receives = ROUTES.types()

    def plan(self, before: list[Recorded], query: Envelope) -> PlanDraft:
        ctx = _Recording(MemoryEventStore([r.envelope for r in before]))
        previous = asyncio.run(previous_turn(ctx, query))  # replay runs off the CLI's loop
        return make_plan(REGISTRY.parse(query).query, previous=previous, today=korean_date(query.occurred_at))


replayer = Replayer()
