"""The execution review at the end of a turn, by rules: quality, and plainly what is missing,
with what seed 000's execution_review asks for besides: goal achievement (the share of the
wanted tools that produced a usable result), quality per team, and planned against actual
team time."""

from __future__ import annotations

from holmes_contracts import ExecutionEfficiency, ReviewDone, TeamCompleted
from holmes_kit.korean.text import josa

from .recovery import LOW_QUALITY, NOT_MISSING, classify, substitute_in_hand
from .state import TurnState
from .synthesis import asks_user, user_title

TEAM_NAMES = {"search": "검색팀", "analysis": "분석팀", "document": "문서팀"}


def team_quality(result: TeamCompleted) -> float:
    if not result.results:
        return 0.0
    return round(sum(r.quality for r in result.results) / len(result.results), 3)


def _wanted_tools(state: TurnState) -> list[str]:
    """Every tool a still-wanted step was served by, in dispatch order."""
    out: list[str] = []
    for team, sels in state.dispatched.items():
        if not state.team_steps(team):
            continue
        dropped = state.dropped_tools(team)
        out += [c.name for s in sels for c in s.tools if c.name not in dropped]
    return list(dict.fromkeys(out))


def _why_missing(state: TurnState, tool: str, team: str) -> str:
    latest = state.latest(team)
    timeout = state.timed_out.get((team, latest.attempt)) if latest else None
    if timeout is not None:
        return f"{TEAM_NAMES.get(team, team)}이 제한 시간({timeout.deadline_s:.0f}초) 안에 응답하지 않았습니다"
    done = state.completed.get(team)
    if done is not None and done.status == "failed" and not done.results:
        return done.error or "실패"
    return "응답 없음"


def _failures(state: TurnState) -> list[tuple[str, str, str | None]]:
    """(tool, why, stand-in) for every wanted tool without a usable result; the stand-in is
    the tool whose usable result covers the same need (recovery.substitute_in_hand)."""
    out = []
    team_of = {c.name: t for t, sels in state.dispatched.items() for s in sels for c in s.tools}
    for tool in _wanted_tools(state):
        r = state.results.get(tool)
        kind = classify(r)
        if kind in ("ok", "low"):
            continue
        if r is None:
            why = _why_missing(state, tool, team_of.get(tool, ""))
        elif r.status == "error":
            why = r.error or "오류"
        else:
            why = r.summary or "결과 없음"
        # An input only the user can give (the place of a market question) is missing, not stood in for:
        # a listing of the whole country is no market figure for a place never named.
        out.append((tool, why, None if asks_user(r) else substitute_in_hand(state, tool)))
    return out


def substituted_information(state: TurnState) -> list[str]:
    """대신 보완한 정보: what could not be had, why, and what the answer gives instead."""
    return [f"{user_title(tool)}: {why} — 대신 {josa(user_title(sub), '으로')} 보완했습니다"
            for tool, why, sub in _failures(state) if sub is not None]


def missing_information(state: TurnState) -> list[str]:
    lines = [f"{user_title(tool)}: {why}" for tool, why, sub in _failures(state) if sub is None]
    for step in state.steps:
        reason = state.skipped.get(step.step_id)
        if reason is not None and reason not in NOT_MISSING:
            lines.append(f"{step.task}: 건너뜀 ({reason})")
    return lines


def efficiency(state: TurnState) -> ExecutionEfficiency | None:
    """Actual = per strategy group, the longest team's duration (all its attempts), summed."""
    strategy = state.strategy
    if strategy is None or not state.completed:
        return None
    team_of = {s.step_id: s.team for s in state.steps}
    seconds = {t: ms / 1000 for t, ms in state.team_ms.items()}
    actual = 0.0
    for group in strategy.groups:
        teams = {team_of[s] for s in group if s in team_of}
        actual += max((seconds[t] for t in teams if t in seconds), default=0.0)
    planned = strategy.estimated_time
    slow = [p.team for p in strategy.teams if seconds.get(p.team, 0.0) > p.estimated_time > 0]
    score = 1.0 if actual <= planned or actual == 0 else planned / actual
    return ExecutionEfficiency(planned_s=round(planned, 1), actual_s=round(actual, 2),
                               efficiency_score=round(min(max(score, 0.0), 1.0), 3),
                               bottlenecks=[f"{TEAM_NAMES.get(t, t)}이 예상보다 오래 걸렸습니다" for t in slow])


def quality_breakdown(state: TurnState, wanted: list[str]) -> dict[str, float]:
    """Per team, the mean quality of the best result of each tool it was wanted for (0 if none)."""
    team_of = {c.name: t for t, sels in state.dispatched.items() for s in sels for c in s.tools}
    scores: dict[str, list[float]] = {}
    for tool in wanted:
        r = state.results.get(tool)
        scores.setdefault(team_of[tool], []).append(r.quality if r is not None else 0.0)
    return {t: round(sum(q) / len(q), 3) for t, q in scores.items()}


def review_turn(state: TurnState) -> ReviewDone:
    wanted = _wanted_tools(state)
    scores = [state.results[t].quality if t in state.results else 0.0 for t in wanted]
    quality = round(sum(scores) / len(scores), 3) if scores else 0.0
    missing, substituted = missing_information(state), substituted_information(state)
    # A stand-in is not what was asked for: the goal is met only in part (seed 000 scenario 3).
    achieved = quality >= LOW_QUALITY and not missing and not substituted
    suggestions = ["빠진 정보를 구체적으로(지역, 금액 등) 알려주시면 더 정확히 답할 수 있습니다"] if missing else []
    usable = [t for t in wanted if classify(state.results.get(t)) in ("ok", "low")]
    return ReviewDone(goal_achieved=achieved, quality=min(quality, 1.0),
                      goal_achievement=round(len(usable) / len(wanted), 3) if wanted else None,
                      quality_breakdown=quality_breakdown(state, wanted),
                      efficiency=efficiency(state),
                      confidence=round(min(1.0, quality + 0.1) * (1.0 if achieved else 0.8), 3),
                      missing_information=missing, substituted=substituted,
                      consistency=("팀 결과 사이에 충돌이 없습니다" if achieved
                                   else "일부 정보는 다른 결과로 대신했습니다" if not missing else "일부 결과가 부족합니다"),
                      suggestions=suggestions)
