"""Execution strategy by rules: team dependency layers from the plan's depends_on, and per
team what seed 000's execution_strategy asks for (priority, mode, failure impact, fallback)
with the risk that follows from the dependencies."""

from __future__ import annotations

from holmes_contracts import PlanStep, StrategyDecided, TeamPlan

from .tools import DEFAULT_TOOLS, REGISTRY


def team_dependencies(steps: list[PlanStep]) -> dict[str, set[str]]:
    """team -> teams it waits for: a step of it depends on a step of theirs, or one of its
    tools needs a tool of theirs (registry ``after``: contract analysis after legal search,
    market analysis after market data) even when the plan forgot to say so."""
    team_of = {s.step_id: s.team for s in steps}
    tool_team = {t: s.team for s in steps for t in (s.tools or DEFAULT_TOOLS[s.team])}
    deps: dict[str, set[str]] = {s.team: set() for s in steps}
    for s in steps:
        needed = [team_of.get(d) for d in s.depends_on]
        for t in s.tools or DEFAULT_TOOLS[s.team]:
            spec = REGISTRY.get(t)
            needed += [tool_team.get(a) for a in (spec.after if spec else ())]
        deps[s.team].update(o for o in needed if o and o != s.team)
    return deps


def layers(steps: list[PlanStep]) -> list[list[str]]:
    """Teams grouped into layers that may run concurrently, in dependency order."""
    deps = team_dependencies(steps)
    order = list(dict.fromkeys(s.team for s in steps))
    done: set[str] = set()
    out: list[list[str]] = []
    while len(done) < len(order):
        ready = [t for t in order if t not in done and deps[t] <= done]
        if not ready:  # a cycle in the plan: fall back to plan order, one by one
            ready = [next(t for t in order if t not in done)]
        out.append(ready)
        done.update(ready)
    return out


TEAM_NAMES = {"search": "검색팀", "analysis": "분석팀", "document": "문서팀"}


def team_plans(steps: list[PlanStep], team_layers: list[list[str]]) -> list[TeamPlan]:
    """Priority = its layer; a team others wait for has a high failure impact; an optional
    team is skipped when it fails, a required one is retried (then adjusted: recovery.py)."""
    deps = team_dependencies(steps)
    plans = []
    for priority, layer in enumerate(team_layers, 1):
        for team in layer:
            own = [s for s in steps if s.team == team]
            optional = all(s.optional for s in own)
            needed_by = any(team in d for t, d in deps.items() if t != team)
            impact = "low" if optional else "high" if needed_by else "medium"
            plans.append(TeamPlan(team=team, priority=priority, mode="optional" if optional else "required",
                                  failure_impact=impact, fallback="skip" if optional else "retry",
                                  estimated_time=max(s.estimated_time_s for s in own),
                                  depends_on=sorted(deps[team])))
    return plans


def risk_assessment(plans: list[TeamPlan]) -> str:
    lines = []
    for p in plans:
        waiting = [TEAM_NAMES.get(q.team, q.team) for q in plans if p.team in q.depends_on]
        name = TEAM_NAMES.get(p.team, p.team)
        if waiting:
            lines.append(f"{name}이 실패하면 {', '.join(waiting)}이 쓸 결과가 없습니다(영향 높음)")
        elif p.mode == "optional":
            lines.append(f"{name}은 선택 단계라 실패해도 건너뜁니다(영향 낮음)")
    if not lines:
        return "팀 사이에 의존이 없어 한 팀의 실패가 다른 팀을 막지 않습니다. 실패한 팀은 재시도합니다"
    return ". ".join(lines) + ". 필수 팀의 실패는 재시도한 뒤 대체 도구로 조정합니다"


def decide_strategy(steps: list[PlanStep]) -> StrategyDecided:
    team_layers = layers(steps)
    plans = team_plans(steps, team_layers)
    groups = [[s.step_id for s in steps if s.team in layer] for layer in team_layers]
    parallel = any(len(layer) > 1 for layer in team_layers)
    budgets = {s.step_id: max(10.0, s.estimated_time_s * 3) for s in steps}
    estimated = sum(max(s.estimated_time_s for s in steps if s.team in layer) for layer in team_layers)
    # the teams by their Korean names: the user reads this reasoning in the web UI (F46)
    names = " → ".join(" + ".join(TEAM_NAMES.get(t, t) for t in layer) for layer in team_layers)
    return StrategyDecided(
        strategy="parallel" if parallel else "sequential",
        groups=groups,
        estimated_time=round(estimated, 1),
        reasoning=f"의존 관계에 따라 {names} 순서로 실행합니다"
                  + (" (독립된 팀은 동시에 실행)" if parallel else ""),
        step_budgets_s=budgets,
        teams=plans,
        risk_assessment=risk_assessment(plans),
    )
