"""Per-connection rate limiting (token bucket) and per-client connection counting."""

from __future__ import annotations

import time
from dataclasses import dataclass, field


@dataclass
class TokenBucket:
    rate: float          # tokens per second
    burst: float
    tokens: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def allow(self) -> bool:
        now = time.monotonic()
        if self.tokens < 0:
            self.tokens = self.burst
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass
class ConnectionCounter:
    limit: int
    counts: dict[str, int] = field(default_factory=dict)

    def acquire(self, owner: str) -> bool:
        if self.counts.get(owner, 0) >= self.limit:
            return False
        self.counts[owner] = self.counts.get(owner, 0) + 1
        return True

    def release(self, owner: str) -> None:
        left = self.counts.get(owner, 1) - 1
        if left <= 0:
            self.counts.pop(owner, None)
        else:
            self.counts[owner] = left

    @property
    def total(self) -> int:
        return sum(self.counts.values())
