"""Upcasters of published payload versions, vN -> vN+1, pure dict -> dict.

None yet: every type is at v1. When a type moves to v2, add here e.g.

    @registry.upcaster("PlanReady", 1)
    def plan_ready_v1_to_v2(data): ...

and keep the v1 golden fixture in tests/contract/golden/.
"""

from __future__ import annotations

from .registry import EventRegistry


def install(registry: EventRegistry) -> None:
    """Register every upcaster with the registry (called once at import)."""
    del registry  # nothing to register while all types are at v1
