from __future__ import annotations

import pytest

from holmes_contracts import (
    REGISTRY,
    InvalidIdError,
    derive_event_id,
    event_subject,
    parse_subject,
    session_filter,
    turn_filter,
    type_filters,
)


def test_subject_layout_and_team_suffix():
    assert event_subject("s-1", "t-1", "PlanReady") == "holmes.evt.s-1.t-1.PlanReady"
    assert event_subject("s-1", "t-1", "ToolsSelected", "search") == "holmes.evt.s-1.t-1.ToolsSelected.search"
    parts = parse_subject("holmes.evt.s-1.t-1.ToolsSelected.analysis")
    assert (parts.session_id, parts.turn_id, parts.event_type, parts.team) == ("s-1", "t-1", "ToolsSelected", "analysis")
    assert turn_filter("s", "t") == "holmes.evt.s.t.>" and session_filter("s") == "holmes.evt.s.>"
    assert type_filters(["ToolsSelected"], "search") == ["holmes.evt.*.*.ToolsSelected.search"]


@pytest.mark.parametrize("bad", ["a.b", "a*", "a>", "", "a b", "x" * 65, "세션", "abc\n"])
def test_ids_that_could_break_subjects_are_rejected(bad):
    with pytest.raises(InvalidIdError):
        event_subject(bad, "t", "PlanReady")
    with pytest.raises(InvalidIdError):
        event_subject("s", bad, "PlanReady")


def test_unknown_team_is_rejected():
    with pytest.raises(ValueError):
        event_subject("s", "t", "ToolsSelected", "marketing")


def test_derived_ids_are_deterministic_and_distinct():
    a = derive_event_id("cause", "PlanReady")
    assert a == derive_event_id("cause", "PlanReady")
    assert a != derive_event_id("cause", "PlanningStarted")
    assert a != derive_event_id("cause", "PlanReady", "x")
    assert a != derive_event_id("other", "PlanReady")


def test_catalog_covers_design_doc():
    design = ("QueryReceived PlanningStarted PlanReady PlanApprovalRequested PlanApproved PlanModified "
              "StrategyDecided ToolsSelected TeamStarted TeamProgress TeamCompleted ResultAnalyzed "
              "StepSkipRequested StepSkipped ReviewDone ResponseReady TurnFailed TurnCancelled").split()
    assert set(design) <= set(REGISTRY.types())


def test_an_amount_written_before_won_existed_still_reads_exact():
    """`Amount.won` is additive: an amount stored without it (every event before 2026-11-27) loads, and its
    whole 만원 is its exact value."""
    from holmes_contracts.models import Amount

    old = Amount.model_validate({"text": "3억 5천", "manwon": 35000, "role": "deposit"})
    assert old.won is None and old.exact_manwon == 35000
    new = Amount(text="52만 5천원", manwon=53, won=525_000, role="monthly_rent")
    assert new.exact_manwon == 52.5
