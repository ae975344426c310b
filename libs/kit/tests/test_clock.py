"""Tools judge rules and "오늘" on the turn's day in Korea, not on the machine's clock."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from pydantic import ValidationError

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_kit.clock import turn_at, turn_day
from holmes_kit.events import emit
from holmes_kit.team import run_team

from .test_team_progress import _Ctx


async def _days_seen(moment: datetime) -> list[date]:
    seen: list[date] = []

    async def tool(call: ToolCall, sel: ToolsSelected) -> ToolResult:
        seen.append(turn_day())
        return ToolResult(tool=call.name, status="ok", summary="ok")

    sel = ToolsSelected(team="analysis", step_ids=["step-1"], tools=[ToolCall(name="rent_conversion"), ToolCall(name="brokerage_fee")],
                        query="q", intent="법률상담")
    env = emit(sel, producer="orchestrator@test", session_id="s-1", turn_id="t-1").model_copy(
        update={"occurred_at": moment})
    await run_team(_Ctx(), env, sel, {"rent_conversion": tool, "brokerage_fee": tool})
    return seen


async def test_tools_run_on_the_dispatch_day_in_korea_even_when_utc_is_still_yesterday():
    # 2026-03-01 20:00 UTC is 2026-03-02 05:00 in Seoul: a rule in force from 3월 2일 applies.
    assert await _days_seen(datetime(2026, 3, 1, 20, 0, tzinfo=UTC)) == [date(2026, 3, 2)] * 2


async def test_a_replayed_dispatch_is_judged_on_its_own_day_not_today():
    assert await _days_seen(datetime(2024, 12, 31, 1, 0, tzinfo=UTC)) == [date(2024, 12, 31)] * 2
    assert turn_day() != date(2024, 12, 31)  # outside the turn the day is today's again


def test_outside_a_turn_the_day_is_today_in_korea():
    with turn_at(datetime(2025, 7, 1, 16, 0, tzinfo=UTC)) as day:
        assert day == turn_day() == date(2025, 7, 2)
    assert turn_day() >= date(2026, 1, 1)


async def test_a_pinned_day_judges_every_turn_on_it_whatever_the_event_time(monkeypatch):
    # HOLMES_TURN_DAY: a user's report reproduced on the day it was made, hours or days later
    from holmes_kit.settings import get_settings

    monkeypatch.setenv("HOLMES_TURN_DAY", "2026-11-27")
    get_settings.cache_clear()
    try:
        assert await _days_seen(datetime(2026, 11, 27, 17, 5, tzinfo=UTC)) == [date(2026, 11, 27)] * 2
        assert turn_day() == date(2026, 11, 27)
    finally:
        monkeypatch.delenv("HOLMES_TURN_DAY")
        get_settings.cache_clear()
    assert await _days_seen(datetime(2026, 11, 27, 17, 5, tzinfo=UTC)) == [date(2026, 11, 28)] * 2


def test_a_pinned_day_that_is_not_a_date_stops_the_service_at_start(monkeypatch):
    from holmes_kit.settings import Settings

    monkeypatch.setenv("HOLMES_TURN_DAY", "어제")
    with pytest.raises(ValidationError, match="HOLMES_TURN_DAY"):
        Settings()
