"""Upcasters of published payload versions, vN -> vN+1, pure dict -> dict.

Each moved type keeps its old golden fixture under tests/contract/golden/v<N>/.
"""

from __future__ import annotations

from typing import Any

from .registry import EventRegistry


def result_analyzed_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """v2 added the ``add_team`` action with ``added_steps`` and ``substituted``; a v1
    verdict added no step and substituted nothing."""
    return {**data, "added_steps": data.get("added_steps", []), "substituted": data.get("substituted", {})}


def install(registry: EventRegistry) -> None:
    """Register every upcaster with the registry (called once at import)."""
    registry.upcaster("ResultAnalyzed", 1)(result_analyzed_v1_to_v2)
