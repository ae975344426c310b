"""Upcasters of published payload versions, vN -> vN+1, pure dict -> dict.

Each keeps the golden fixture of the old version in tests/contract/golden/v<N>/.
"""

from __future__ import annotations

from typing import Any

from .models import ToolResult
from .registry import EventRegistry
from .tools.outputs import OUTPUTS, output_for


def strategy_decided_v1_to_v2(data: dict) -> dict:
    """v2 adds ``tool_plan``: a v1 strategy decided no team's tools (each team's own
    ToolsSelected did), which is what an empty plan means."""
    return {**data, "tool_plan": list(data.get("tool_plan") or [])}


def tools_selected_v1_to_v2(data: dict) -> dict:
    """v2 drops the plan's ``entities``, ``keywords`` and ``keyword_groups``: the orchestrator
    recorded each call's params from them already (v1 params dicts load as they are, tagged
    with the call's name by ToolCall), and the orchestrator's fold reads the plan from PlanReady."""
    return {k: v for k, v in data.items() if k not in ("entities", "keywords", "keyword_groups")}


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


# --- v1 tool results (items + data) -> typed outputs ---------------------------------------

# Where each tool's v1 ``items`` went: its output's rows. The other tools repeated their data
# in items (market_data's stats, the limits of loan_simulator …), so those items are dropped.
_V1_ITEMS = {tool: model.ROWS for tool, model in OUTPUTS.items() if getattr(model, "ROWS", None)}


def _period(value: Any) -> Any:
    """v1 wrote periods as {"from", "to"}; the outputs' Period says start/end."""
    if isinstance(value, dict) and "from" in value:
        return {"start": value.get("from"), "end": value.get("to")}
    return value


def _v1_fields(tool: str, items: list[Any], data: dict[str, Any]) -> dict[str, Any]:
    out = dict(data)
    if tool in _V1_ITEMS:
        out[_V1_ITEMS[tool]] = items
    if "period" in out:
        out["period"] = _period(out["period"])
    if tool == "real_estate_search":
        out["listings"] = [{**it, "dong_sale": {**it["dong_sale"], "period": _period(it["dong_sale"].get("period"))}}
                           if isinstance(it, dict) and isinstance(it.get("dong_sale"), dict) else it
                           for it in items]
    if tool == "loan_simulator" and isinstance(out.get("figures"), dict):  # a user-named loan's plans
        figures = out["figures"]
        out.update({k: figures[k] for k in ("annuity", "equal_principal") if k in figures})
        out["figures"] = {k: v for k, v in figures.items() if k not in ("annuity", "equal_principal")}
    if tool == "contract_analysis":
        region = out.get("region")
        if isinstance(region, dict):
            out["region"] = {("small_tenant_class" if k == "class" else k): v for k, v in region.items()}
        out.setdefault("mode", "risk")
    return out


def tool_output_v1(tool: str, items: Any, data: Any) -> dict[str, Any] | None:
    """The typed output (as JSON) of a v1 result's ``items`` and ``data``; None when there was
    nothing, or the tool is unknown, or the old shape does not fit the model (an old log
    must still fold: the result keeps its summary, status and sources)."""
    model = OUTPUTS.get(tool)
    if model is None or (not items and not data):
        return None
    fields = _v1_fields(tool, list(items or []), dict(data or {}))
    known = {k: v for k, v in fields.items() if k in model.model_fields}  # keys v1 wrote that v2 does not keep
    try:
        return output_for(tool, known).model_dump(mode="json")
    except ValueError:
        return None


def tool_result_v1(result: dict[str, Any]) -> dict[str, Any]:
    """A v1 ToolResult dict as v2: ``items`` / ``data`` become ``output``."""
    rest = {k: v for k, v in result.items() if k not in ("items", "data")}
    return {**rest, "output": tool_output_v1(str(result.get("tool")), result.get("items"), result.get("data"))}


def team_completed_v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """v2 results carry a typed ``output``: each v1 result's items and data are mapped to it."""
    return {**data, "results": [tool_result_v1(r) for r in data.get("results") or []]}


def tools_selected_v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """v3 hands over the earlier results themselves. A v2 ``inputs`` entry was tool ->
    {summary, items, data} of an ok result; keys that were not a tool's (nothing wrote
    any) are dropped."""
    inputs = data.get("inputs") or {}
    handed = [ToolResult(tool=tool, status="ok", summary=str(v.get("summary") or ""),
                         output=tool_output_v1(tool, v.get("items"), v.get("data"))).model_dump(mode="json")
              for tool, v in inputs.items() if tool in OUTPUTS and isinstance(v, dict)]
    return {**data, "inputs": handed}


def install(registry: EventRegistry) -> None:
    """Register every upcaster with the registry (called once at import)."""
    registry.upcaster("StrategyDecided", 1)(strategy_decided_v1_to_v2)
    registry.upcaster("StrategyDecided", 2)(strategy_decided_v2_to_v3)
    registry.upcaster("ToolsSelected", 1)(tools_selected_v1_to_v2)
    registry.upcaster("ToolsSelected", 2)(tools_selected_v2_to_v3)
    registry.upcaster("TeamCompleted", 1)(team_completed_v1_to_v2)
    registry.upcaster("ResultAnalyzed", 1)(result_analyzed_v1_to_v2)
