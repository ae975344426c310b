"""What `holmes up`'s process supervisor knows about the services, shared through one
file in the state dir: the supervisor writes it, the gateway's /readyz reads it."""

from __future__ import annotations

import json
import os
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

STATE_FILE = "services.json"


@dataclass
class RestartBudget:
    """At most ``limit`` restarts in any ``window_s`` seconds, the first one quick.

    Over budget a service is *crashing*: it is still restarted, but only as the window
    frees a slot — never given up for good, never restarted in a tight loop."""

    limit: int = 5
    window_s: float = 60.0
    first_backoff_s: float = 0.5
    max_backoff_s: float = 8.0
    _starts: deque[float] = field(default_factory=deque)

    def _forget(self, now: float) -> None:
        while self._starts and now - self._starts[0] >= self.window_s:
            self._starts.popleft()

    def recent(self, now: float) -> int:
        self._forget(now)
        return len(self._starts)

    def crashing(self, now: float) -> bool:
        return self.recent(now) >= self.limit

    def next_start(self, now: float) -> float:
        """When the service that just exited may start again."""
        n = self.recent(now)
        if n >= self.limit:
            return max(self._starts[n - self.limit] + self.window_s, now + self.max_backoff_s)
        return now + min(self.first_backoff_s * 2 ** n, self.max_backoff_s)

    def started(self, now: float) -> None:
        self._starts.append(now)


def write_state(state_dir: Path, services: dict[str, dict]) -> None:
    """Atomically, so a reader never sees half a file."""
    path = Path(state_dir) / STATE_FILE
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(services, ensure_ascii=False, indent=1))
    os.replace(tmp, path)


def crashing_services(state_dir: Path) -> list[str]:
    """Services the supervisor reports as crashing (none without a supervisor)."""
    try:
        services = json.loads((Path(state_dir) / STATE_FILE).read_text())
    except (OSError, ValueError):
        return []
    return sorted(name for name, s in services.items() if s.get("state") == "crashing")
