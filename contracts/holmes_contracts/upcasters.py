"""Upcasters of published payload versions, vN -> vN+1, pure dict -> dict.

Each keeps the golden fixture of the old version in tests/contract/golden/v<N>/.
"""

from __future__ import annotations

from typing import Any

from .registry import EventRegistry


def strategy_decided_v1_to_v2(data: dict) -> dict:
    """v2 adds ``tool_plan``: a v1 strategy decided no team's tools (each team's own
    ToolsSelected did), which is what an empty plan means."""
    return {**data, "tool_plan": list(data.get("tool_plan") or [])}


def strategy_decided_v2_to_v3(data: dict) -> dict:
    """v3 lets the model set tool parameters, fallbacks and a quality threshold per team: a
    v2 plan set none of them (its tools ran with the rules' params), which is what the
    empty defaults mean."""
    plan = [{**t, "quality_threshold": t.get("quality_threshold"), "rejected": list(t.get("rejected") or []),
             "selected": [{**c, "params": dict(c.get("params") or {}), "fallback": c.get("fallback")}
                          for c in t.get("selected") or []]}
            for t in data.get("tool_plan") or []]
    return {**data, "tool_plan": plan}


def result_analyzed_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """v2 added the ``add_team`` action with ``added_steps`` and ``substituted``; a v1
    verdict added no step and substituted nothing."""
    return {**data, "added_steps": data.get("added_steps", []), "substituted": data.get("substituted", {})}


def install(registry: EventRegistry) -> None:
    """Register every upcaster with the registry (called once at import)."""
    registry.upcaster("StrategyDecided", 1)(strategy_decided_v1_to_v2)
    registry.upcaster("StrategyDecided", 2)(strategy_decided_v2_to_v3)
    registry.upcaster("ResultAnalyzed", 1)(result_analyzed_v1_to_v2)
