"""run_team reports each tool's progress under the step the orchestrator named for it."""

from __future__ import annotations

from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_kit.events import emit
from holmes_kit.team import run_team


class _Ctx:
    def __init__(self) -> None:
        self.published = []

    async def publish(self, envelope):
        self.published.append(envelope)
        return len(self.published)

    def emit(self, payload, cause, discriminator=""):
        return emit(payload, producer="search@test", cause=cause, discriminator=discriminator)


async def _ok(call: ToolCall, sel: ToolsSelected) -> ToolResult:
    return ToolResult(tool=call.name, status="ok", summary="1건")


async def progress_of(calls: list[ToolCall]) -> dict[str, tuple[str, int]]:
    sel = ToolsSelected(team="search", step_ids=["step-1", "step-2"], tools=calls, query="q", intent="종합분석")
    env = emit(sel, producer="orchestrator@test", session_id="s-1", turn_id="t-1")
    ctx = _Ctx()
    await run_team(ctx, env, sel, {c.name: _ok for c in calls})
    return {e.payload["tool"]: (e.payload["step_id"], e.payload["progress_percentage"])
            for e in ctx.published if e.type == "TeamProgress"}


async def test_each_tool_reports_under_its_own_step():
    got = await progress_of([ToolCall(name="legal_search", step_id="step-1"),
                             ToolCall(name="market_data", step_id="step-2"),
                             ToolCall(name="loan_data", step_id="step-2")])
    assert got["legal_search"] == ("step-1", 99)  # its step's only tool
    assert got["market_data"][0] == got["loan_data"][0] == "step-2"
    assert sorted([got["market_data"][1], got["loan_data"][1]]) == [50, 99]  # half, then all of step-2


async def test_a_call_without_a_step_or_with_a_foreign_one_reports_under_the_first_step():
    got = await progress_of([ToolCall(name="legal_search"), ToolCall(name="market_data", step_id="step-9")])
    assert {s for s, _ in got.values()} == {"step-1"}


async def test_a_tool_bug_reaches_the_user_as_a_korean_sentence_not_a_python_repr():
    from decimal import Decimal

    from holmes_kit.team import _call_tool

    async def _bug(call: ToolCall, sel: ToolsSelected) -> ToolResult:
        Decimal("not a number")  # raises decimal.InvalidOperation, whose str() is "[<class 'decimal.ConversionSyntax'>]"
        raise AssertionError("unreachable")

    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[ToolCall(name="loan_simulator")], query="q", intent="대출상담")
    r = await _call_tool(_bug, ToolCall(name="loan_simulator"), sel)
    assert r.status == "error" and r.error == "내부 오류로 처리하지 못했습니다(InvalidOperation)"
