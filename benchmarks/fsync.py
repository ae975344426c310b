"""What fsync-on-every-write costs: JetStream publish rate with ``sync_interval: always``
(the embedded server's default, infra/nats/single.conf) and with the server's lazy default.

    .venv/bin/python benchmarks/fsync.py [--events 2000] [--rounds 3]

For each setting a fresh embedded server (its store in a temp dir on this machine's disk)
gets the project's event stream; then real events (QueryReceived envelopes, ~400 bytes)
are appended through the project's ``publish``: one at a time (each awaits its ack, as a
handler does) and 32 in flight (many turns at once). The figure is the median of the
rounds, in events per second.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
import uuid
from pathlib import Path

from holmes_contracts import QueryReceived
from holmes_kit.bus import connect, publish
from holmes_kit.events import emit
from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.settings import Settings

SETTINGS = {"always": "always", "lazy (server default, 2m)": None}


def events(n: int) -> list:
    sid = f"s-{uuid.uuid4().hex[:12]}"
    return [emit(QueryReceived(query=f"강남구 아파트 전세 시세 알려줘 {i}"), producer="bench@1", session_id=sid,
                 turn_id=f"t-{uuid.uuid4().hex[:12]}") for i in range(n)]


async def rate(url: str, n: int, in_flight: int) -> float:
    bus = await connect(Settings(NATS_URL=url), name="fsync-bench")
    batch = events(n)
    slots = asyncio.Semaphore(in_flight)

    async def one(env) -> None:
        async with slots:
            await publish(bus.js, env)
    t0 = time.perf_counter()
    await asyncio.gather(*(one(e) for e in batch))
    took = time.perf_counter() - t0
    await bus.close()
    return n / took


async def measure(sync: str | None, n: int, rounds: int) -> dict[int, float]:
    with tempfile.TemporaryDirectory(prefix="holmes-fsync-") as tmp:
        server = EmbeddedNats(Path(tmp) / "js", free_port(), sync_interval=sync).start()
        try:
            await rate(server.url, 50, 1)  # warm-up: stream created, files open
            return {k: statistics.median([await rate(server.url, n, k) for _ in range(rounds)]) for k in (1, 32)}
        finally:
            server.stop()


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    results = {label: await measure(sync, args.events, args.rounds) for label, sync in SETTINGS.items()}
    print(f"{args.events} events per round, median of {args.rounds} rounds (events/s)")
    print("| sync_interval | 1 in flight | 32 in flight |")
    print("|---|---|---|")
    for label, r in results.items():
        print(f"| {label} | {r[1]:.0f} | {r[32]:.0f} |")
    lazy, always = results["lazy (server default, 2m)"], results["always"]
    print(f"cost of always: {100 * (1 - always[1] / lazy[1]):.0f}% (1 in flight), "
          f"{100 * (1 - always[32] / lazy[32]):.0f}% (32 in flight)")


if __name__ == "__main__":
    asyncio.run(main())
