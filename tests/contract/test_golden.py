"""Every published event version stays loadable forever (DESIGN.md §3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from holmes_contracts import REGISTRY, Envelope, EventRegistry, QueryReceived

GOLDEN = Path(__file__).parent / "golden"
FIXTURES = sorted(GOLDEN.glob("v*/*.json"))


def test_every_current_type_has_a_golden_fixture():
    published = {p.stem for p in (GOLDEN / "v1").glob("*.json")}
    assert set(REGISTRY.types()) <= published, "add a golden fixture for each new event type"


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_fixture_loads_into_current_model(path: Path):
    envelope = Envelope.model_validate(json.loads(path.read_text(encoding="utf-8")))
    payload = REGISTRY.parse(envelope)
    assert payload.TYPE == envelope.type
    # Round trip: what the current model writes, it reads back identically.
    again = REGISTRY.model(envelope.type).model_validate(payload.model_dump(mode="json"))
    assert again == payload


class QueryReceivedV2(QueryReceived):
    """A made-up next version: approval became a mode with three values."""

    VERSION = 2
    approval_mode: str


def test_old_version_is_upcast_on_read():
    registry = EventRegistry()
    registry.register(QueryReceivedV2)

    @registry.upcaster("QueryReceived", 1)
    def v1_to_v2(data: dict) -> dict:
        data = dict(data)
        data["approval_mode"] = "ask" if data.pop("approval_required", False) else "auto"
        return data

    v1 = Envelope.model_validate(json.loads((GOLDEN / "v1" / "QueryReceived.json").read_text(encoding="utf-8")))
    upgraded = registry.upcast(v1)
    assert upgraded.version == 2
    payload = registry.parse(v1)
    assert isinstance(payload, QueryReceivedV2)
    assert payload.approval_mode == "auto" and payload.query == "전세금 5% 인상이 가능한가요?"


def test_missing_upcaster_and_future_versions_are_refused():
    registry = EventRegistry()
    registry.register(QueryReceivedV2)
    v1 = Envelope.model_validate(json.loads((GOLDEN / "v1" / "QueryReceived.json").read_text(encoding="utf-8")))
    with pytest.raises(ValueError, match="no upcaster"):
        registry.parse(v1)
    future = v1.model_copy(update={"version": 3})
    with pytest.raises(ValueError, match="newer than this reader"):
        registry.parse(future)


def test_every_current_version_has_a_golden_fixture():
    for name in REGISTRY.types():
        version = REGISTRY.model(name).VERSION
        assert (GOLDEN / f"v{version}" / f"{name}.json").exists(), f"golden/v{version}/{name}.json"


def test_a_v1_strategy_reads_as_a_v2_strategy_that_planned_no_tools():
    v1 = Envelope.model_validate(json.loads((GOLDEN / "v1" / "StrategyDecided.seed.json").read_text(encoding="utf-8")))
    payload = REGISTRY.parse(v1)
    assert REGISTRY.upcast(v1).version == REGISTRY.model("StrategyDecided").VERSION  # v1 -> v2 -> v3
    assert payload.tool_plan == [] and payload.teams[0].team == "search" and payload.strategy == "sequential"


def test_a_v2_strategy_reads_as_a_v3_plan_whose_tools_ran_with_the_rules_params():
    v2 = Envelope.model_validate(json.loads((GOLDEN / "v2" / "StrategyDecided.json").read_text(encoding="utf-8")))
    payload = REGISTRY.parse(v2)
    assert REGISTRY.upcast(v2).version == 3
    assert [(t.name, t.params, t.fallback) for p in payload.tool_plan for t in p.selected] == [
        ("market_data", {}, None), ("loan_data", {}, None), ("loan_simulator", {}, None)]
    assert [(p.quality_threshold, p.rejected) for p in payload.tool_plan] == [(None, [])] * 2
    assert payload.tool_plan[1].skipped[0].name == "market_analysis"  # v2 content kept


def test_a_v3_plan_carries_the_models_params_and_what_was_refused():
    v3 = Envelope.model_validate(json.loads((GOLDEN / "v3" / "StrategyDecided.json").read_text(encoding="utf-8")))
    search = REGISTRY.parse(v3).tool_plan[0]
    assert search.selected[0].params == {"months": 24} and search.selected[1].fallback == "market_data"
    assert search.quality_threshold == 0.6 and len(search.rejected) == 2


def test_result_analyzed_v1_is_upcast_to_v2_with_nothing_added_or_substituted():
    v1 = Envelope.model_validate(json.loads((GOLDEN / "v1" / "ResultAnalyzed.seed.json").read_text(encoding="utf-8")))
    payload = REGISTRY.parse(v1)
    assert REGISTRY.upcast(v1).version == 2
    assert payload.action == "continue" and payload.added_steps == [] and payload.substituted == {}
    assert payload.plan_adjustments[0].target == "real_estate_search"  # v1 content kept


def test_result_analyzed_v2_add_team_carries_the_step_and_the_substitution():
    v2 = Envelope.model_validate(json.loads((GOLDEN / "v2" / "ResultAnalyzed.json").read_text(encoding="utf-8")))
    payload = REGISTRY.parse(v2)
    assert payload.action == "add_team"
    assert [s.tools for s in payload.added_steps] == [["loan_simulator"]]
    assert payload.substituted == {"loan_data": "loan_simulator"}
