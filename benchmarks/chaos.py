"""The chaos suite (`make chaos`): kill -9 of every service and a NATS restart at random
moments of compound turns; fails unless every turn answers with no duplicated effect
and no `holmes replay --check` difference.

    .venv/bin/python benchmarks/chaos.py [--rounds 3] [--seed 13] [--write-readme]

Starts `holmes up` (rules only) against an embedded PostgreSQL and a NATS the harness
owns (tests/e2e/chaos.py), then runs ``rounds`` × every victim (planner, orchestrator,
search, analysis, document, gateway, nats), one trial at a time, the question cycling
through three compound queries. A trial kills its victim at a random point of the turn
(after the k-th of its messages to the client, k in 1..12, plus 0–0.3 s); recovery = from the kill to the answer reaching the client (trials whose
answer came before the kill count for correctness, not for recovery).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from holmes_kit import testing  # noqa: E402
from tests.e2e.chaos import (  # noqa: E402
    ACK_WAIT_S,
    QUERIES,
    VICTIMS,
    ChaosSystem,
    Trial,
    pct,
    run_trial,
    verify,
    wait_recovered,
)

README = ROOT / "benchmarks" / "README.md"
START, END = "<!-- chaos:start -->", "<!-- chaos:end -->"


async def run(system: ChaosSystem, rounds: int, seed: int) -> list[Trial]:
    rng = random.Random(seed)
    trials: list[Trial] = []
    for r in range(rounds):
        for i, victim in enumerate(VICTIMS):
            t = await run_trial(system, Trial(victim, QUERIES[(r * len(VICTIMS) + i) % len(QUERIES)]), rng)
            await wait_recovered(system, victim)
            rec = f"{t.recovery_s:.1f}s" if t.recovery_s is not None else "answered before the kill"
            print(f"round {r + 1} {victim:>12}: kill after message {t.at_message} +{t.delay_s:.2f}s, {rec}"
                  + (f" — {t.error}" if t.error else ""), flush=True)
            trials.append(t)
    await verify(system.nats_url, trials)
    return trials


def report(trials: list[Trial]) -> str:
    rec = [t.recovery_s for t in trials if t.recovery_s is not None]
    bad = [t for t in trials if t.problems]
    lines = [f"{len(trials)} trials ({len(trials) // len(VICTIMS)} rounds × {len(VICTIMS)} victims: "
             f"{', '.join(VICTIMS)}), ack wait {ACK_WAIT_S} s, rules only.", "",
             "| victim | trials | killed mid-turn | recovery p50 | recovery max |", "|---|---|---|---|---|"]
    for v in VICTIMS:
        mine = [t for t in trials if t.victim == v]
        r = [t.recovery_s for t in mine if t.recovery_s is not None]
        lines.append(f"| {v} | {len(mine)} | {len(r)} | {statistics.median(r):.1f} s | {max(r):.1f} s |" if r
                     else f"| {v} | {len(mine)} | 0 | – | – |")
    lines += ["", f"All: answered {sum(t.answered_at is not None and not t.error for t in trials)}/{len(trials)}, "
              f"duplicated effects {sum(any(p.startswith('duplicated') for p in t.problems) for t in trials)}, "
              f"replay diffs {sum(any(p.startswith('replay diff') for p in t.problems) for t in trials)}; "
              + (f"recovery p50 {pct(rec, 50):.1f} s, max {max(rec):.1f} s over {len(rec)} mid-turn kills."
                 if rec else "no mid-turn kill.")]
    for t in bad:
        lines.append(f"- {t.victim} / {t.query} / {t.session_id}: " + "; ".join(t.problems)[:500])
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--write-readme", action="store_true")
    args = ap.parse_args()
    with testing.postgres_server() as database_url:
        system = ChaosSystem(database_url).start()
        trials: list[Trial] = []
        try:
            trials = asyncio.run(run(system, args.rounds, args.seed))
        finally:
            failed = not trials or any(t.problems for t in trials)
            system.stop(keep_state=failed)
            if failed:
                print(f"logs and event store kept in {system.state}")
    text = report(trials)
    print(text)
    if args.write_readme:
        block = f"{START}\n{text}\n{END}"
        body = README.read_text()
        README.write_text(re.sub(re.escape(START) + ".*?" + re.escape(END), block, body, flags=re.S)
                          if START in body else body.rstrip() + "\n\n" + block + "\n")
    return 1 if any(t.problems for t in trials) else 0


if __name__ == "__main__":
    sys.exit(main())
