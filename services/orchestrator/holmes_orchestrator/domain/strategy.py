"""Execution strategy by rules: team dependency layers from the plan's depends_on."""

from __future__ import annotations

from holmes_contracts import PlanStep, StrategyDecided

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


def decide_strategy(steps: list[PlanStep]) -> StrategyDecided:
    team_layers = layers(steps)
    groups = [[s.step_id for s in steps if s.team in layer] for layer in team_layers]
    parallel = any(len(layer) > 1 for layer in team_layers)
    budgets = {s.step_id: max(10.0, s.estimated_time_s * 3) for s in steps}
    estimated = sum(max(s.estimated_time_s for s in steps if s.team in layer) for layer in team_layers)
    names = " → ".join(" + ".join(layer) for layer in team_layers)
    return StrategyDecided(
        strategy="parallel" if parallel else "sequential",
        groups=groups,
        estimated_time=round(estimated, 1),
        reasoning=f"의존 관계에 따라 {names} 순서로 실행합니다"
                  + (" (독립된 팀은 동시에 실행)" if parallel else ""),
        step_budgets_s=budgets,
    )
