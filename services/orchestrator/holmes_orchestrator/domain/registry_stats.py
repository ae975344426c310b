"""The global tool registry as seed 000 keeps it — quality_score, max_concurrent,
usage_count, avg_execution_time, last_used — folded from the event log.

Pure: ``fold_tool_stats(events)`` reads the tool results the teams reported (each
TeamCompleted carries one ToolResult per tool run) and nothing else, so the registry can be
rebuilt from the log at any time and two readers of the same log agree. The static facts
(team, cost, max_concurrent, the seed's prior quality) come from ``tools.REGISTRY``; an
adapter (``adapters/tool_stats.py``) reads the events from JetStream.

quality_score is the mean quality of the tool's runs with the seed's prior counted as one
run, so a tool seen once is not judged on that run alone; an error counts as quality 0.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime

from holmes_contracts import REGISTRY as EVENTS
from holmes_contracts import Envelope

from .tools import REGISTRY, ToolSpec

PRIOR_WEIGHT = 1  # the seed's quality_score counts as this many runs


@dataclass(frozen=True)
class ToolStats:
    name: str
    team: str
    cost: str
    can_parallel: bool
    max_concurrent: int
    quality_score: float
    avg_execution_time_s: float
    usage_count: int = 0
    error_count: int = 0
    last_used: datetime | None = None
    quality_sum: float = 0.0  # of the observed runs (the fold's accumulator)
    elapsed_sum_ms: float = 0.0

    @classmethod
    def prior(cls, spec: ToolSpec) -> ToolStats:
        return cls(name=spec.name, team=spec.team, cost=spec.cost, can_parallel=spec.can_parallel,
                   max_concurrent=spec.max_concurrent, quality_score=spec.quality_score,
                   avg_execution_time_s=spec.typical_s)


def _observe(s: ToolStats, prior: float, typical_s: float, quality: float, error: bool, elapsed_ms: float,
             at: datetime) -> ToolStats:
    n = s.usage_count + 1
    q_sum, e_sum = s.quality_sum + quality, s.elapsed_sum_ms + elapsed_ms
    return replace(s, usage_count=n, error_count=s.error_count + error, quality_sum=q_sum, elapsed_sum_ms=e_sum,
                   quality_score=round((prior * PRIOR_WEIGHT + q_sum) / (PRIOR_WEIGHT + n), 3),
                   avg_execution_time_s=round(e_sum / n / 1000, 3) if e_sum > 0 else typical_s,
                   last_used=at if s.last_used is None or at > s.last_used else s.last_used)


def fold_tool_stats(events: Iterable[Envelope], specs: dict[str, ToolSpec] = REGISTRY) -> dict[str, ToolStats]:
    """Every registered tool's stats after ``events`` (other event types are ignored; a tool
    the registry does not know is counted under its name with neutral priors)."""
    stats = {name: ToolStats.prior(spec) for name, spec in specs.items()}
    for env in events:
        if env.type != "TeamCompleted":
            continue
        done = EVENTS.parse(env)
        for r in done.results:
            spec = specs.get(r.tool) or ToolSpec(r.tool, done.team, "medium", 0.0, True, quality_score=0.5)
            current = stats.get(r.tool) or ToolStats.prior(spec)
            stats[r.tool] = _observe(current, spec.quality_score, spec.typical_s,
                                     0.0 if r.status == "error" else r.quality, r.status == "error",
                                     r.elapsed_ms, env.occurred_at)
    return stats
