"""Shared plumbing of the three team services (search, analysis, document).

A team receives ToolsSelected, says TeamStarted, runs its tools concurrently (each
reporting TeamProgress as it finishes), and answers with one TeamCompleted. A tool that
raises or overruns its time budget becomes an error result, never a lost turn.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping

from opentelemetry.trace import StatusCode

from holmes_contracts import (
    Envelope,
    TeamCompleted,
    TeamProgress,
    TeamStarted,
    ToolCall,
    ToolResult,
    ToolsSelected,
)

from .bus import Context
from .clock import turn_at
from .tracing import tracer

log = logging.getLogger(__name__)
_tracer = tracer("holmes_kit.team")

Tool = Callable[[ToolCall, ToolsSelected], Awaitable[ToolResult]]


class ToolInputError(ValueError):
    """Bad parameters; ``message`` is Korean and shown to the user as is."""


async def run_team(ctx: Context, env: Envelope, sel: ToolsSelected, tools: Mapping[str, Tool]) -> list[Envelope]:
    key = f"{sel.team}:{sel.attempt}"
    await ctx.publish(ctx.emit(TeamStarted(team=sel.team, step_ids=sel.step_ids, attempt=sel.attempt,
                                           tools=[c.name for c in sel.tools]), env, key))
    started = time.perf_counter()
    first = sel.step_ids[0] if sel.step_ids else "step-0"

    def step_of(call: ToolCall) -> str:
        # The orchestrator names each call's step; older ToolsSelected (and a step id that is
        # not one of this dispatch's) report under the team's first step, as before.
        return call.step_id if call.step_id in sel.step_ids else first

    total = {s: sum(1 for c in sel.tools if step_of(c) == s) for s in {step_of(c) for c in sel.tools}}
    done = dict.fromkeys(total, 0)

    async def one(call: ToolCall) -> ToolResult:
        result = await _run_tool(tools.get(call.name), call, sel)
        step_id = step_of(call)
        done[step_id] += 1
        progress = TeamProgress(team=sel.team, step_id=step_id, tool=call.name,
                                status="completed" if result.status != "error" else "failed",
                                progress_percentage=min(99, int(done[step_id] / total[step_id] * 100)),
                                message=result.summary[:200] or (result.error or ""))
        await ctx.publish(ctx.emit(progress, env, f"{key}:{call.name}"))
        return result

    # The tools judge rules and "오늘" on the dispatch's day in Korea (a redelivery or replay: the same day).
    with turn_at(env.occurred_at):
        results = list(await asyncio.gather(*(one(c) for c in sel.tools)))
    oks = [r for r in results if r.status != "error"]
    status = "success" if len(oks) == len(results) and results else ("partial" if oks else "failed")
    error = "; ".join(f"{r.tool}: {r.error}" for r in results if r.error) or None
    if not results:
        status, error = "failed", "실행할 도구가 없습니다"
    completed = TeamCompleted(team=sel.team, step_ids=sel.step_ids, attempt=sel.attempt, status=status,
                              results=results, duration_ms=round((time.perf_counter() - started) * 1000, 1),
                              error=error)
    return [ctx.emit(completed, env, key)]


async def _run_tool(tool: Tool | None, call: ToolCall, sel: ToolsSelected) -> ToolResult:
    # A child of the team's handler span (gather's tasks copy the context); its database
    # queries nest under it (db.TracedConnection).
    with _tracer.start_as_current_span(f"tool {call.name}", attributes={
            "holmes.tool": call.name, "holmes.team": sel.team, "holmes.attempt": sel.attempt}) as span:
        result = await _call_tool(tool, call, sel)
        span.set_attribute("holmes.tool.status", result.status)
        if result.status == "error":
            span.set_status(StatusCode.ERROR, (result.error or "")[:200])
        return result


async def _call_tool(tool: Tool | None, call: ToolCall, sel: ToolsSelected) -> ToolResult:
    t0 = time.perf_counter()
    if tool is None:
        return ToolResult(tool=call.name, status="error", params=call.params.as_dict(),
                          error=f"'{call.name}' 도구는 이 팀에 없습니다")
    try:
        result = await asyncio.wait_for(tool(call, sel), timeout=max(sel.deadline_s, 1.0))
    except ToolInputError as exc:
        result = ToolResult(tool=call.name, status="empty", summary=str(exc), params=call.params.as_dict())
    except TimeoutError:
        result = ToolResult(tool=call.name, status="error", params=call.params.as_dict(),
                            error=f"제한 시간({sel.deadline_s:.0f}초) 안에 끝나지 않았습니다")
    except Exception as exc:  # a tool bug must not lose the turn: report it as a failed tool
        log.exception("tool %s failed", call.name)
        # the user reads this line ("대출 한도 계산: …"): a Korean sentence, the exception's kind for whoever replays
        # the log (its text and traceback are in the service's log) — never a Python repr on screen
        result = ToolResult(tool=call.name, status="error", params=call.params.as_dict(),
                            error=f"내부 오류로 처리하지 못했습니다({type(exc).__name__})")
    return result.model_copy(update={"elapsed_ms": round((time.perf_counter() - t0) * 1000, 1)})
