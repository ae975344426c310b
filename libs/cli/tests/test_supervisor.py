"""`holmes up`'s supervisor: a restart budget per time window, quick first restarts,
and a service that keeps crashing reported where the gateway's /readyz reads it."""

from __future__ import annotations

import sys

from holmes_cli.up import Supervisor
from holmes_kit.supervision import RestartBudget, crashing_services


def test_first_restarts_are_quick_and_grow():
    budget, now, waits = RestartBudget(limit=5, window_s=60), 0.0, []
    for _ in range(5):
        at = budget.next_start(now)
        waits.append(at - now)
        budget.started(at)
        now = at
    assert waits == [0.5, 1.0, 2.0, 4.0, 8.0]
    assert budget.crashing(now)


def test_over_budget_waits_for_the_window_then_the_budget_is_whole_again():
    budget = RestartBudget(limit=3, window_s=60)
    for t in (0.0, 1.0, 2.0):
        budget.started(t)
    assert budget.crashing(3.0)
    assert budget.next_start(3.0) == 60.0  # when the oldest restart leaves the window
    assert not budget.crashing(200.0)
    assert budget.next_start(200.0) == 200.5  # quick again after a quiet minute


def test_a_service_that_keeps_crashing_is_reported_then_still_restarted(tmp_path):
    (tmp_path / "logs").mkdir()
    sup = Supervisor({}, tmp_path / "logs", tmp_path, budget=lambda: RestartBudget(limit=2, window_s=60),
                     command=lambda name: [sys.executable, "-c", "raise SystemExit(3)"])
    sup.start("search")
    starts, reported = [0.0], []
    now = 0.0
    while now < 130:
        sup.procs["search"].wait(10)  # it exits at once
        before = sup.procs["search"]
        sup.tick(now)
        if sup.procs["search"] is not before:
            starts.append(now)
        reported.append((now, crashing_services(tmp_path)))
        now += 1.0
    # two quick restarts, then one per window: never given up, never a tight loop
    assert starts == [0.0, 1.0, 3.0, 61.0, 70.0, 121.0]
    crashing_at = [t for t, names in reported if names == ["search"]]
    assert crashing_at and crashing_at[0] == 4.0
    assert sup.status["search"]["exit_code"] == 3
