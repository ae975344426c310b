"""Recovery policy by rules: what to do after a team's attempt came back (or never did).

Pure functions of the folded TurnState. For each team attempt:
1. the team answered the question already and everything still to run is unnecessary →
   ``early_exit`` (decide.py: skip the rest);
2. the *team* failed (timed out, or failed without any tool result) the first time → ``retry``
   the same calls once after a backoff (``retry_after_s``): nothing says which tool hung;
3. otherwise each tool without a usable result walks the seed's ladder (``next_move``), one
   rung per attempt — unless it came back asking the user for an input only he can give (the
   place of a market question): no rung can supply that, so it gives up at once and the answer
   asks for it:
   a. ``relax`` its parameters (empty / weak result: wider area band and price range, the 동
      dropped for its 구, the whole law corpus, …) → ``adjust``;
   b. the registry's alternative tool of the same team → ``adjust``;
   c. an error: the same call once more after a backoff (a transient fault) → ``retry``;
   d. a substitute result already in hand (the alternative's or a registry ``substitutes``
      tool's) → nothing to run; the review says what stands in for what;
   e. a substitute still planned or running → wait for it;
   f. a substitute of another team not in the turn → ``add_team``: a new optional step
      ``recover-<tool>`` for that team (``added_steps``);
   g. give up: the review and the answer name what is missing and why.
4. otherwise ``continue`` with what there is. A team gets at most ``MAX_ATTEMPTS`` attempts
   and each substitute is added once per turn, so recovery always ends.

A failed run (error or no answer) does not count as "ran": retrying it is not a duplicate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from holmes_contracts import PlanStep, ResultAnalyzed, TeamCompleted, TeamTimedOut, ToolCall, ToolResult
from holmes_contracts.tools.outputs import LegalSearchOutput
from holmes_contracts.tools.params import params_for as typed_params
from holmes_kit.korean.regions import region_by_code
from holmes_kit.korean.text import josa

from .calc_params import CALCULATORS
from .state import TurnState, step_tools
from .synthesis import LEAD_TOOL, OFF_TOPIC, TOOL_TITLES, asks_user, user_title
from .tools import REGISTRY

MAX_ATTEMPTS = 3
LOW_QUALITY = 0.3
EARLY_EXIT_QUALITY = 0.95
BACKOFF_S = 1.0
EARLY_EXIT_REASON = "앞선 결과로 질문에 답할 수 있어 생략했습니다"
UPSTREAM_MISSING = "앞 단계의 결과가 없어 생략했습니다"
NO_TOOLS_LEFT = "필요한 도구가 이미 다른 단계에서 실행되었습니다"
NOT_MISSING = {EARLY_EXIT_REASON, NO_TOOLS_LEFT}  # skips that lose no information
RECOVER_PREFIX = "recover-"


def backoff_s(attempt: int) -> float:
    return BACKOFF_S * 2 ** (attempt - 1)


def classify(r: ToolResult | None, threshold: float | None = None) -> str:
    """ok | low | empty | error (no result at all counts as error). ``threshold``: the
    dispatch's own (the orchestrating model may raise it), else LOW_QUALITY."""
    if r is None or r.status == "error":
        return "error"
    if r.status == "empty":
        return "empty"
    return "ok" if r.quality >= (LOW_QUALITY if threshold is None else threshold) else "low"


def title(tool: str) -> str:
    return f"{TOOL_TITLES.get(tool, tool)}({tool})"


def _widen_area(p: dict[str, Any]) -> bool:
    """An area band of ±10% becomes ±30% around the same centre."""
    lo, hi = p.get("min_area_m2"), p.get("max_area_m2")
    if lo is None or hi is None or hi <= lo:
        return False
    centre, half = (lo + hi) / 2, (hi - lo) / 2
    if half >= centre * 0.3 - 1e-9:
        return False
    p["min_area_m2"], p["max_area_m2"] = round(centre * 0.7, 1), round(centre * 1.3, 1)
    return True


def _district_of(p: dict[str, Any]) -> bool:
    """A 동 dropped for its 구: region_code 1168010100 (역삼동) → 1168000000 (강남구)."""
    code = str(p.get("region_code") or "")
    if len(code) != 10 or not code.isdigit() or code.endswith("00000"):
        return False
    district = region_by_code(code[:5])
    if district is None:
        return False
    p["region_code"], p["region"] = district.code, district.sigungu
    return True


def relax(call: ToolCall) -> dict[str, Any] | None:
    """Wider parameters for a re-run after an empty / weak result; None if nothing to widen.

    One pure function; everything that can be widened is widened at once (the 동 → its 구,
    a narrow area band ±10% → ±30% with the price ceiling +20%, 12 → 36 months of market
    data); only a call with nothing left to widen loses its filters."""
    p = call.params.as_dict()
    widened = call.name != "legal_search" and _district_of(p)
    if call.name == "real_estate_search" and _widen_area(p):  # the price range widens with the band
        if isinstance(p.get("max_price_manwon"), int):
            p["max_price_manwon"] = int(p["max_price_manwon"] * 1.2)
        widened = True
    if call.name == "market_data" and int(p.get("months") or 12) < 36:
        p["months"] = 36
        widened = True
    if widened:
        return p
    drop: tuple[str, ...] = ()
    if call.name == "legal_search":
        drop = ("articles", "law_names")
    elif call.name == "real_estate_search":
        drop = ("max_price_manwon", "max_monthly_rent_manwon", "min_area_m2", "max_area_m2")
        if not any(p.get(k) is not None for k in drop):
            drop = ("deal_type", "property_type")
    elif call.name == "market_data":
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


def _alternative(tool: str, state: TurnState, team: str, chosen: str | None = None) -> str | None:
    """``chosen``: the dispatch's fallback (the orchestrating model's, validated), before the registry's."""
    alt = chosen if chosen in REGISTRY else (REGISTRY[tool].fallback if tool in REGISTRY else None)
    if alt and REGISTRY[alt].team == team and alt not in tools_in_turn(state):
        return alt
    return None


def _stand_ins(tool: str) -> list[str]:
    spec = REGISTRY.get(tool)
    if spec is None:
        return []
    return list(dict.fromkeys(([spec.fallback] if spec.fallback else []) + list(spec.substitutes)))


def substitute_in_hand(state: TurnState, tool: str) -> str | None:
    """The first tool whose usable result stands in for ``tool``'s missing information."""
    return next((s for s in _stand_ins(tool) if classify(state.results.get(s)) == "ok"), None)


def _pending_substitute(state: TurnState, tool: str, team: str) -> str | None:
    """A stand-in another team is still to run (planned, or dispatched and not back yet).
    A tool of this team's own attempt is not pending: that attempt is over."""
    coming = {t for s in state.steps if s.step_id not in state.skipped and s.team != team
              and not state.team_done(s.team) for t in step_tools(s)}
    coming |= {c.name for t in state.active_teams() if t != team and state.awaiting(t) for c in state.latest(t).tools}
    return next((s for s in _stand_ins(tool) if s in coming and s not in state.results), None)


def recovery_step(tool: str, sub: str) -> PlanStep:
    team = REGISTRY[sub].team
    return PlanStep(step_id=f"{RECOVER_PREFIX}{tool}", step_type=team, team=team, agent_name=f"{team}_team",
                    task=f"{user_title(tool)} 대신 {user_title(sub)}",
                    description=f"{user_title(tool)} 정보를 얻지 못해 {josa(user_title(sub), '으로')} 보완합니다",
                    optional=True, tools=[sub],
                    estimated_time_s=REGISTRY[sub].typical_s)


@dataclass(frozen=True)
class Move:
    """One rung of the ladder for one tool (``kind``: relax | alternative | retry | in_hand |
    wait | add_team | give_up)."""

    kind: str
    call: ToolCall | None = None
    substitute: str | None = None
    step: PlanStep | None = None
    note: str = ""


def _tried(state: TurnState, team: str, name: str) -> list[dict[str, Any]]:
    return [c.params.as_dict() for sel in state.dispatched.get(team, []) for c in sel.tools if c.name == name]


def next_move(state: TurnState, team: str, call: ToolCall, kind: str, can_retry: bool, params_for) -> Move:
    """The next rung for a tool whose result is not usable (see the module docstring)."""
    name = call.name
    if asks_user(state.results.get(name)):
        # An input only the user can give is missing (the place, the clause): no wider search, other tool or
        # stand-in can supply it — the answer asks for it (synthesis), nothing is guessed.
        return Move("give_up")
    tried = _tried(state, team, name)
    relaxed = any(p != tried[0] for p in tried[1:])  # one relaxation per tool: then the next rung
    if can_retry and kind in ("low", "empty") and not relaxed:
        wider = relax(call)
        if wider is not None and wider not in tried:
            return Move("relax", call.model_copy(update={"params": typed_params(call.name, wider), "reason": "결과가 부족해 조건을 넓혀 다시 검색"}),
                        note=f"{title(name)} 조건 완화 재실행")
    if can_retry and (alt := _alternative(name, state, team, call.fallback)) is not None:
        return Move("alternative", ToolCall(name=alt, params=params_for(alt), fallback=None,
                                            reason=f"{name} 대신 사용하는 대체 도구", step_id=call.step_id),
                    note=f"{title(name)} 대신 {title(alt)}")
    if kind == "low":
        return Move("give_up")  # a weak result is still used; nothing stands in for it
    if can_retry and kind == "error" and tried.count(call.params.as_dict()) < 2:
        return Move("retry", call, note=f"{title(name)} 재시도")
    if (sub := substitute_in_hand(state, name)) is not None:
        return Move("in_hand", substitute=sub, note=f"{title(name)} 대신 이미 얻은 {title(sub)}")
    if (sub := _pending_substitute(state, name, team)) is not None:
        return Move("wait", substitute=sub, note=f"{title(name)} 대신 {title(sub)} 결과를 기다립니다")
    spec = REGISTRY.get(name)
    intent = state.plan.intent if state.plan else ""
    if spec is not None and intent not in spec.substitute_unless:
        planned = tools_in_turn(state)
        for sub in spec.substitutes:
            if sub in planned or sub not in REGISTRY:
                continue
            if REGISTRY[sub].team == team:
                if can_retry:
                    return Move("alternative", ToolCall(name=sub, params=params_for(sub),
                                                        reason=f"{name} 대신 사용하는 대체 도구", step_id=call.step_id),
                                note=f"{title(name)} 대신 {title(sub)}")
                continue
            return Move("add_team", substitute=sub, step=recovery_step(name, sub),
                        note=f"{title(name)} 대신 {REGISTRY[sub].team} 팀의 {title(sub)} 추가")
    return Move("give_up")


def _team_failed(outcome: TeamCompleted | TeamTimedOut) -> bool:
    return isinstance(outcome, TeamTimedOut) or (outcome.status == "failed" and not outcome.results)


def assess(state: TurnState, team: str, outcome: TeamCompleted | TeamTimedOut,
           params_for) -> ResultAnalyzed:
    """The analysis of one attempt. ``params_for(tool)`` gives an alternative tool's params."""
    sel = state.latest(team)
    dropped = state.dropped_tools(team)
    calls = [c for c in sel.tools if c.name not in dropped]
    merged = {c.name: state.results.get(c.name) for c in calls}
    kinds = {name: classify(r, sel.quality_threshold) for name, r in merged.items()}
    quality = round(sum(r.quality for r in merged.values() if r) / len(calls), 3) if calls else 0.0
    missing = [title(n) for n, k in kinds.items() if k != "ok"]
    base = dict(team=team, attempt=outcome.attempt, quality=min(quality, 1.0), missing=missing)
    can_retry = outcome.attempt < MAX_ATTEMPTS

    why = ""
    if _team_failed(outcome):
        why = ("제한 시간 안에 응답하지 않았습니다" if isinstance(outcome, TeamTimedOut)
               else f"실패했습니다: {outcome.error or '원인 불명'}")
        # The first failure of the whole team is retried as it was: nothing says which tool hung.
        if can_retry and all(_tried(state, team, c.name).count(c.params.as_dict()) < 2 for c in calls):
            wait = backoff_s(outcome.attempt)
            return ResultAnalyzed(**base, action="retry", retry_after_s=wait, next_tools=calls,
                                  reason=f"{team} 팀이 {why} — {wait:g}초 뒤 한 번 더 시도합니다")

    moves = [next_move(state, team, c, kinds[c.name], can_retry, params_for)
             for c in calls if kinds[c.name] != "ok"]
    next_calls = [m.call for m in moves if m.call is not None]
    added = [m.step for m in moves if m.step is not None]
    substituted = {c.name: m.substitute for c, m in zip([c for c in calls if kinds[c.name] != "ok"], moves, strict=True)
                   if m.kind in ("in_hand", "add_team", "wait") and m.substitute}
    notes = [m.note for m in moves if m.note]
    extra = dict(added_steps=added, substituted={k: v for k, v in substituted.items() if k})
    if next_calls:
        same_again = all(m.kind == "retry" for m in moves if m.call is not None)
        wait = backoff_s(outcome.attempt) if any(m.kind == "retry" for m in moves) else 0.0
        return ResultAnalyzed(**base, **extra, action="retry" if same_again else "adjust", retry_after_s=wait,
                              next_tools=next_calls, reason="부족한 결과를 보완합니다: " + ", ".join(notes))
    if added:
        return ResultAnalyzed(**base, **extra, action="add_team",
                              reason="다른 팀으로 빠진 정보를 보완합니다: " + ", ".join(notes))
    if not missing:
        reason = "결과가 충분합니다"
    elif notes:
        reason = "대신 보완한 정보로 계속합니다: " + ", ".join(notes)
    else:
        lead = f"{team} 팀이 다시 {why} — " if why else ""
        reason = lead + "보완할 방법이 없어 가진 정보로 계속합니다 (빠진 정보: " + ", ".join(missing) + ")"
    return ResultAnalyzed(**base, **extra, action="continue", reason=reason)


def answers_question(state: TurnState) -> bool:
    """The intent's lead tool already holds a (near) certain answer: an exact article, or the
    law search's own relevance at the top (its quality is the best hit's relevance)."""
    lead = (LEAD_TOOL.get(state.plan.intent) or [None])[0]
    r = state.results.get(lead) if lead else None
    if r is None or r.status != "ok" or r.quality < EARLY_EXIT_QUALITY:
        return False
    if lead == "legal_search":
        found = r.out(LegalSearchOutput)
        return found is not None and bool(found.articles) and bool(found.articles[0].number)
    return True


def unnecessary(state: TurnState, step: PlanStep) -> bool:
    """A step the answer does not need once the lead tool answered: an optional one; for a
    legal question also one whose every tool only adds context — an analysis that is no
    calculation of the user's figures (the calculators compute what was asked) or a section
    the answer to that intent would not show (synthesis.OFF_TOPIC)."""
    if step.optional:
        return True
    intent = state.plan.intent if state.plan else ""
    if intent != "법률상담":
        return False
    tools = set(step_tools(step))
    context = OFF_TOPIC.get(intent, frozenset()) | {
        t for t in tools if t in REGISTRY and REGISTRY[t].team == "analysis" and t not in CALCULATORS}
    return tools <= context


def early_exit_steps(state: TurnState, team: str) -> list[PlanStep]:
    """Steps still to come (other teams, not settled); returned only if none is needed."""
    rest = [s for s in state.steps if s.step_id not in state.skipped and s.team != team
            and not state.team_done(s.team)]
    return rest if rest and all(unnecessary(state, s) for s in rest) else []


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
