"""The fast part of the chaos suite (`make chaos` runs all of it, benchmarks/chaos.py):
kill -9 of a service and a NATS restart in the middle of compound turns; every turn
still answers, with no duplicated effect and no replay difference."""

from __future__ import annotations

import asyncio
import random
import time
import urllib.error
import urllib.request

import pytest

from .chaos import QUERIES, ChaosSystem, Trial, run_trial, verify, wait_recovered

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def chaos(database_url):
    system = ChaosSystem(database_url).start()
    yield system
    system.stop()


@pytest.mark.parametrize(("victim", "query"), [("orchestrator", QUERIES[2]), ("search", QUERIES[0]),
                                               ("nats", QUERIES[1])])
async def test_a_turn_survives_a_kill_exactly_once(chaos, victim, query):
    # A team is killed as the query goes out: its work is then certain to find it down. Other
    # victims are killed at an early message of the turn; a rules-mode turn can finish before
    # that kill lands, so such a trial is run again (at most three times) until a kill did
    # strike mid-turn. Every trial, disturbed or not, must be answered exactly once.
    trials: list = []
    for attempt in range(3):
        trial = await run_trial(chaos, Trial(victim, query), random.Random(f"{victim}:{query}:{attempt}"),
                                max_messages=6, kill_at_query=victim in ("search", "analysis", "document"))
        await wait_recovered(chaos, victim)
        trials.append(trial)
        if trial.recovery_s is not None:
            break
    await verify(chaos.nats_url, trials)
    assert all(t.problems == [] and t.killed_at is not None for t in trials)
    assert trials[-1].recovery_s is not None, "every kill came after the answer: nothing was disturbed"


def readyz(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"{url}/readyz", timeout=5) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


async def test_a_service_that_keeps_crashing_shows_in_readyz(chaos):
    """Last in this module: it leaves document crash-looping for a minute."""
    killed: set[int] = set()
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        status = chaos.services().get("document", {})
        if status.get("state") == "crashing":
            break
        pid = chaos.pid("document")
        if pid and pid not in killed:
            killed.add(pid)
            chaos.kill("document")
        await asyncio.sleep(0.1)
    code, body = readyz(chaos.url)
    assert code == 503 and '"crashing":["document"]' in body.replace(" ", "")
    assert len(killed) >= 5
