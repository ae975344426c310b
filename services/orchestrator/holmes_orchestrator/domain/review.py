"""Result analysis after each team and the execution review at the end, by rules."""

from __future__ import annotations

from holmes_contracts import ResultAnalyzed, ReviewDone, TeamCompleted

from .state import TurnState

LOW_QUALITY = 0.3


def team_quality(result: TeamCompleted) -> float:
    if not result.results:
        return 0.0
    return round(sum(r.quality for r in result.results) / len(result.results), 3)


def analyze_team(result: TeamCompleted, *, can_retry: bool) -> ResultAnalyzed:
    quality = team_quality(result)
    missing = [r.tool for r in result.results if r.status != "ok"]
    if result.status == "failed" and can_retry:
        return ResultAnalyzed(team=result.team, attempt=result.attempt, quality=quality, action="retry",
                              reason=f"{result.team} 팀이 실패해 다시 시도합니다: {result.error or ''}".strip(),
                              missing=missing)
    reason = "결과가 충분합니다" if quality >= LOW_QUALITY else "결과 품질이 낮지만 가진 정보로 계속합니다"
    return ResultAnalyzed(team=result.team, attempt=result.attempt, quality=quality, action="continue",
                          reason=reason, missing=missing)


def review_turn(state: TurnState) -> ReviewDone:
    missing: list[str] = []
    qualities: list[float] = []
    for team, result in state.completed.items():
        qualities.append(team_quality(result))
        for r in result.results:
            if r.status == "error":
                missing.append(f"{r.tool}: {r.error or '실패'}")
            elif r.status == "empty":
                missing.append(f"{r.tool}: {r.summary or '결과 없음'}")
        if result.status == "failed" and not result.results:
            missing.append(f"{team}: {result.error or '실패'}")
    for step_id in state.skipped:
        missing.append(f"{step_id}: 건너뜀")
    quality = round(sum(qualities) / len(qualities), 3) if qualities else 0.0
    achieved = quality >= LOW_QUALITY and not any(r.status == "failed" for r in state.completed.values())
    suggestions = ["빠진 정보를 구체적으로(지역, 금액 등) 알려주시면 더 정확히 답할 수 있습니다"] if missing else []
    return ReviewDone(goal_achieved=achieved, quality=quality, confidence=round(min(1.0, quality + 0.1), 3),
                      missing_information=missing,
                      consistency="팀 결과 사이에 충돌이 없습니다" if achieved else "일부 결과가 부족합니다",
                      suggestions=suggestions)
