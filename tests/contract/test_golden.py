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


def test_a_v1_tools_selected_reads_as_v2_with_typed_params_and_no_plan_entities():
    v1 = Envelope.model_validate(json.loads((GOLDEN / "v1" / "ToolsSelected.json").read_text(encoding="utf-8")))
    assert "entities" in v1.payload
    payload = REGISTRY.parse(v1)
    assert REGISTRY.upcast(v1).version == 3 and "entities" not in REGISTRY.upcast(v1).payload
    # The recorded params dict is kept as it was, now as the tool's typed params.
    assert [type(c.params).__name__ for c in payload.tools] == [
        f"{''.join(w.title() for w in c.name.split('_'))}Params" for c in payload.tools]
    assert [c.params.as_dict() for c in payload.tools] == [c["params"] for c in v1.payload["tools"]]


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


# --- typed tool outputs (TeamCompleted v2, ToolsSelected v3) ------------------------------------

V1_RESULTS = sorted((GOLDEN / "v1").glob("TeamCompleted.*.json"))


def _v1_result(path: Path) -> tuple[dict, object]:
    v1 = Envelope.model_validate(json.loads(path.read_text(encoding="utf-8")))
    [old] = v1.payload["results"]
    [new] = REGISTRY.parse(v1).results
    return old, new


def _scalars(value: object, at: str = "") -> dict[str, object]:
    """Every leaf value of a JSON tree by its path, with keys sorted: what a figure is, whatever the nesting."""
    if isinstance(value, dict):
        return {k: v for key in sorted(value) for k, v in _scalars(value[key], f"{at}.{key}").items()}
    if isinstance(value, list):
        return {k: v for i, x in enumerate(value) for k, v in _scalars(x, f"{at}[{i}]").items()}
    return {at: value}


def test_every_producer_kind_has_a_v1_result_golden():
    from holmes_contracts.tools.outputs import OUTPUTS, CalculationOutput

    kinds = {p.stem.split(".", 1)[1] for p in V1_RESULTS}
    calculators = {t for t in OUTPUTS if issubclass(OUTPUTS[t], CalculationOutput)}
    # The calculators share one shape: some of them stand for all.
    assert set(OUTPUTS) - calculators <= kinds and kinds & calculators


@pytest.mark.parametrize("path", V1_RESULTS, ids=lambda p: p.stem.split(".", 1)[1])
def test_a_v1_result_upcasts_to_its_typed_output_with_the_same_figures(path: Path):
    from holmes_contracts.tools.outputs import OUTPUTS

    old, new = _v1_result(path)
    assert type(new.output) is OUTPUTS[old["tool"]]
    assert (new.summary, new.status, new.total_count, len(new.sources)) == (
        old["summary"], old["status"], old["total_count"], len(old["sources"]))
    out = new.output.model_dump(mode="json")
    # Every number of the old data is in the new output (keys renamed are v1's "from"/"to" and
    # contract_analysis's region "class"; items moved under their field).
    figures = {v for k, v in _scalars(old["data"]).items() if isinstance(v, (int, float)) and not isinstance(v, bool)
               and not k.endswith(".calculator")}
    kept = {v for v in _scalars(out).values() if isinstance(v, (int, float)) and not isinstance(v, bool)}
    assert figures <= kept, figures - kept
    lists = {"legal_search": "articles", "real_estate_search": "listings", "loan_data": "products",
             "policy_matcher": "matches", "contract_review": "findings"}
    if old["tool"] in lists:
        assert len(out[lists[old["tool"]]]) == len(old["items"]) > 0
        assert {v for v in _scalars(old["items"]).values()
                if isinstance(v, (int, float)) and not isinstance(v, bool)} <= kept


def test_an_old_result_that_does_not_fit_its_model_loads_without_output():
    v1 = json.loads((GOLDEN / "v1" / "TeamCompleted.json").read_text(encoding="utf-8"))
    v1["payload"]["results"][0]["items"] = [{"law": "주택임대차보호법", "number": {"not": "a number"}}]
    [r] = REGISTRY.parse(Envelope.model_validate(v1)).results
    assert r.output is None and r.summary == "관련 조항 1건" and r.status == "ok"


def test_a_v2_tools_selected_hands_over_typed_results():
    from holmes_contracts.tools.outputs import LegalSearchOutput, MarketDataOutput

    v2 = json.loads((GOLDEN / "v2" / "ToolsSelected.json").read_text(encoding="utf-8"))
    market = json.loads((GOLDEN / "v1" / "TeamCompleted.market_data.json").read_text(encoding="utf-8"))
    [r] = market["payload"]["results"]
    v2["payload"]["inputs"] = {"market_data": {"summary": r["summary"], "items": r["items"][:10], "data": r["data"]},
                               "lease_fields": {"deposit": 1}}
    sel = REGISTRY.parse(Envelope.model_validate(v2))
    assert [i.tool for i in sel.inputs] == ["market_data"]  # a key that was no tool's is dropped
    mkt = sel.handed(MarketDataOutput)
    assert mkt is not None and mkt.stats["SALE"].median_manwon == r["data"]["stats"]["SALE"]["median_manwon"]
    assert mkt.period is not None and (mkt.period.start, mkt.period.end) == (
        r["data"]["period"]["from"], r["data"]["period"]["to"])
    assert sel.handed(LegalSearchOutput) is None


def test_a_result_carries_only_its_own_tools_output():
    from holmes_contracts import ToolResult
    from holmes_contracts.tools.outputs import LegalSearchOutput

    with pytest.raises(ValueError, match="carries a legal_search output"):
        ToolResult(tool="market_data", status="ok", output=LegalSearchOutput())


def test_analysis_params_written_before_the_offer_rate_and_lien_share_load_without_them():
    # ToolsSelected v1 as recorded before `offered_rent` (rent_conversion) and `claim_pct` (jeonse_ratio) existed,
    # with amounts in whole 만원: the fields are additive — an old event loads, the new ones absent, the figures as written
    path = GOLDEN / "v1" / "ToolsSelected.analysis_params.json"
    payload = REGISTRY.parse(Envelope.model_validate(json.loads(path.read_text(encoding="utf-8"))))
    calls = {c.name: c.params for c in payload.tools}
    assert calls["rent_conversion"].offered_rent is None and calls["rent_conversion"].new_deposit == 20000
    assert calls["jeonse_ratio"].claim_pct is None and calls["jeonse_ratio"].target_pct == 80
    assert calls["lease_contract"].amounts == {"deposit": 5000, "monthly_rent": 53}


def test_a_legal_search_result_recorded_before_defines_loads_with_no_term_defined():
    # `LegalSearchOutput.defines` (the term a "…이 뭐예요?" asked, 2026-11-27) is additive: a result recorded
    # before it loads, its articles as they were, no term said to be defined — so the answer leads as it did
    old, new = _v1_result(GOLDEN / "v1" / "TeamCompleted.legal_search.json")
    assert new.output.defines == "" and len(new.output.articles) == len(old["items"]) > 0


def test_a_renewal_window_call_recorded_before_term_months_loads_without_it():
    # `RenewalWindowParams.term_months` (a term of "1년 6개월", 2026-11-27) is additive, no version bump: a call
    # recorded before it loads with its whole-year term as written and no months
    path = GOLDEN / "v1" / "ToolsSelected.renewal_window.json"
    payload = REGISTRY.parse(Envelope.model_validate(json.loads(path.read_text(encoding="utf-8"))))
    (call,) = payload.tools
    assert call.params.term_months is None and call.params.term_years == 2 and call.params.contract_start == "2025-04-01"
