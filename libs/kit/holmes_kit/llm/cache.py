"""Decision cache (the seeds' strategy cache) in a NATS KV bucket.

Keyed by sha256(prompt version + normalised inputs): the same question asked with the
same prompt gets the recorded answer back, ``decided_by='cache'``. Entries expire by the
bucket's TTL. A cache that fails is a cache miss, never a failed turn.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from typing import Any, Protocol

log = logging.getLogger(__name__)

BUCKET = "HOLMES_LLM_CACHE"
DEFAULT_TTL_S = 24 * 3600


def _normalise(value: Any) -> Any:
    if isinstance(value, str):
        return " ".join(value.split())
    if isinstance(value, dict):
        return {k: _normalise(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_normalise(v) for v in value]
    return value


def cache_key(prompt_version: str, model: str, inputs: Any) -> str:
    blob = json.dumps(_normalise(inputs), ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(f"{prompt_version}\n{model}\n{blob}".encode()).hexdigest()


class DecisionCache(Protocol):
    async def get(self, key: str) -> dict | None: ...
    async def put(self, key: str, value: dict) -> None: ...


class MemoryDecisionCache:
    """In-process cache with the same contract (tests, single-process tools)."""

    def __init__(self, ttl_s: float = DEFAULT_TTL_S) -> None:
        self.ttl_s, self._data = ttl_s, {}

    async def get(self, key: str) -> dict | None:
        hit = self._data.get(key)
        if hit is None or hit[0] < time.monotonic():
            return None
        return hit[1]

    async def put(self, key: str, value: dict) -> None:
        self._data[key] = (time.monotonic() + self.ttl_s, value)


class KvDecisionCache:
    def __init__(self, kv: Any) -> None:
        self._kv = kv

    @classmethod
    async def open(cls, js: Any, *, bucket: str = BUCKET, ttl_s: float = DEFAULT_TTL_S) -> KvDecisionCache:
        from nats.js.api import KeyValueConfig

        try:
            kv = await js.key_value(bucket)
        except Exception:
            kv = await js.create_key_value(config=KeyValueConfig(bucket=bucket, ttl=ttl_s, history=1))
        return cls(kv)

    async def get(self, key: str) -> dict | None:
        try:
            entry = await self._kv.get(key)
        except Exception:  # KeyNotFound, deleted, or the bucket is unreachable: a miss
            return None
        try:
            return json.loads(entry.value) if entry.value else None
        except ValueError:
            return None

    async def put(self, key: str, value: dict) -> None:
        try:
            await self._kv.put(key, json.dumps(value, ensure_ascii=False).encode())
        except Exception as exc:
            log.warning("llm cache put failed: %s", exc)
