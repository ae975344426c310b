"""Recovery policy by rules: what to do after a team's attempt came back (or never did).

Pure functions of the folded TurnState. For each team attempt, in this order:
1. the team answered the question already (the intent's lead tool is exact / near
   perfect) and everything still to run is optional → ``early_exit``: skip the rest;
2. the *team* failed (timed out, or failed without any tool result) → ``retry`` the same
   calls once, after a backoff (the backoff is recorded in ``retry_after_s``);
3. a *tool* failed → ``adjust`` to the registry's alternative tool (real_estate_search ↔
   market_data) when it has not run in this turn, else ``retry`` it once after a backoff;
4. a tool came back empty or of low quality → ``adjust``: re-run it once with relaxed
   parameters (the only way a tool may produce results twice in a turn), else its
   alternative;
5. otherwise ``continue`` with what there is; the review and the answer name what is
   missing. A team gets at most ``MAX_ATTEMPTS`` attempts, so recovery always ends.

A failed run (error or no answer) does not count as "ran": retrying it is not a duplicate.
"""

from __future__ import annotations

from typing import Any

from holmes_contracts import PlanStep, ResultAnalyzed, TeamCompleted, TeamTimedOut, ToolCall, ToolResult

from .state import TurnState, step_tools
from .synthesis import LEAD_TOOL, TOOL_TITLES
from .tools import REGISTRY

MAX_ATTEMPTS = 2
LOW_QUALITY = 0.3
EARLY_EXIT_QUALITY = 0.95
BACKOFF_S = 1.0
EARLY_EXIT_REASON = "앞선 결과로 질문에 답할 수 있어 생략했습니다"
UPSTREAM_MISSING = "앞 단계의 결과가 없어 생략했습니다"
NO_TOOLS_LEFT = "필요한 도구가 이미 다른 단계에서 실행되었습니다"
NOT_MISSING = {EARLY_EXIT_REASON, NO_TOOLS_LEFT}  # skips that lose no information


def backoff_s(attempt: int) -> float:
    return BACKOFF_S * 2 ** (attempt - 1)


def classify(r: ToolResult | None) -> str:
    """ok | low | empty | error (no result at all counts as error)."""
    if r is None or r.status == "error":
        return "error"
    if r.status == "empty":
        return "empty"
    return "ok" if r.quality >= LOW_QUALITY else "low"


def title(tool: str) -> str:
    return f"{TOOL_TITLES.get(tool, tool)}({tool})"


def relax(call: ToolCall) -> dict[str, Any] | None:
    """Wider parameters for a re-run after an empty / weak result; None if nothing to widen."""
    p = dict(call.params)
    drop: tuple[str, ...] = ()
    if call.name == "legal_search":
        drop = ("articles", "law_names")
    elif call.name == "real_estate_search":
        drop = ("max_price_manwon", "min_area_m2", "max_area_m2")
        if not any(p.get(k) is not None for k in drop):
            drop = ("deal_type", "property_type")
    elif call.name == "market_data":
        if (p.get("months") or 12) < 36:
            p["months"] = 36
            return p
        drop = ("deal_type",)
    elif call.name == "loan_data":
        drop = ("income_manwon", "deal_type")
    changed = [k for k in drop if p.get(k) not in (None, [], "")]
    if not changed:
        return None
    for k in changed:
        p.pop(k)
    return p


def tools_in_turn(state: TurnState) -> set[str]:
    """Tools dispatched or still planned anywhere in the turn (an alternative must be new)."""
    sent = {c.name for sels in state.dispatched.values() for s in sels for c in s.tools}
    planned = {t for s in state.steps if s.step_id not in state.skipped for t in step_tools(s)}
    return sent | planned


def _alternative(tool: str, state: TurnState, team: str) -> str | None:
    alt = REGISTRY[tool].fallback if tool in REGISTRY else None
    if alt and REGISTRY[alt].team == team and alt not in tools_in_turn(state):
        return alt
    return None


def _team_failed(outcome: TeamCompleted | TeamTimedOut) -> bool:
    return isinstance(outcome, TeamTimedOut) or (outcome.status == "failed" and not outcome.results)


def assess(state: TurnState, team: str, outcome: TeamCompleted | TeamTimedOut,
           params_for) -> ResultAnalyzed:
    """The analysis of one attempt. ``params_for(tool)`` gives an alternative tool's params."""
    sel = state.latest(team)
    dropped = state.dropped_tools(team)
    calls = [c for c in sel.tools if c.name not in dropped]
    merged = {c.name: state.results.get(c.name) for c in calls}
    kinds = {name: classify(r) for name, r in merged.items()}
    quality = round(sum(r.quality for r in merged.values() if r) / len(calls), 3) if calls else 0.0
    missing = [title(n) for n, k in kinds.items() if k != "ok"]
    base = dict(team=team, attempt=outcome.attempt, quality=min(quality, 1.0), missing=missing)
    can_retry = outcome.attempt < MAX_ATTEMPTS

    if _team_failed(outcome):
        why = ("제한 시간 안에 응답하지 않았습니다" if isinstance(outcome, TeamTimedOut)
               else f"실패했습니다: {outcome.error or '원인 불명'}")
        if can_retry:
            wait = backoff_s(outcome.attempt)
            return ResultAnalyzed(**base, action="retry", retry_after_s=wait, next_tools=calls,
                                  reason=f"{team} 팀이 {why} — {wait:g}초 뒤 한 번 더 시도합니다")
        return ResultAnalyzed(**base, action="continue", reason=f"{team} 팀이 다시 {why} — 빠진 정보를 밝히고 계속합니다")

    next_calls: list[ToolCall] = []
    notes: list[str] = []
    same_again = False
    for call in calls:
        kind = kinds[call.name]
        if kind == "ok" or not can_retry:
            continue
        alt = _alternative(call.name, state, team)
        wider = relax(call) if kind in ("low", "empty") else None
        if wider is not None:
            next_calls.append(call.model_copy(update={"params": wider, "reason": "결과가 부족해 조건을 넓혀 다시 검색"}))
            notes.append(f"{title(call.name)} 조건 완화 재실행")
        elif alt is not None:
            next_calls.append(ToolCall(name=alt, params=params_for(alt), fallback=None,
                                       reason=f"{call.name} 대신 사용하는 대체 도구", step_id=call.step_id))
            notes.append(f"{title(call.name)} 대신 {title(alt)}")
        elif kind == "error":
            next_calls.append(call)
            same_again = True
            notes.append(f"{title(call.name)} 재시도")
    if next_calls:
        wait = backoff_s(outcome.attempt) if same_again else 0.0
        return ResultAnalyzed(**base, action="retry" if same_again else "adjust", retry_after_s=wait,
                              next_tools=next_calls, reason="부족한 결과를 보완합니다: " + ", ".join(notes))
    reason = ("결과가 충분합니다" if not missing
              else "보완할 방법이 없어 가진 정보로 계속합니다 (빠진 정보: " + ", ".join(missing) + ")")
    return ResultAnalyzed(**base, action="continue", reason=reason)


def answers_question(state: TurnState) -> bool:
    """The intent's lead tool already holds a (near) certain answer."""
    lead = (LEAD_TOOL.get(state.plan.intent) or [None])[0]
    r = state.results.get(lead) if lead else None
    if r is None or r.status != "ok" or r.quality < EARLY_EXIT_QUALITY:
        return False
    if lead == "legal_search":
        return bool(r.items) and bool(r.items[0].get("exact"))
    return True


def early_exit_steps(state: TurnState, team: str) -> list[PlanStep]:
    """Steps still to come (other teams, not settled); returned only if all are optional."""
    rest = [s for s in state.steps if s.step_id not in state.skipped and s.team != team
            and not state.team_done(s.team)]
    return rest if rest and all(s.optional for s in rest) else []


def upstream_missing(state: TurnState, step: PlanStep) -> bool:
    """An optional step whose every prerequisite step ended without a usable result."""
    if not step.optional or not step.depends_on:
        return False
    by_id = {s.step_id: s for s in state.steps}
    for dep in step.depends_on:
        s = by_id.get(dep)
        if s is None or s.step_id in state.skipped:
            continue
        if any(classify(state.results.get(t)) in ("ok", "low") for t in step_tools(s)):
            return False
    return True
