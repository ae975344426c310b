"""The one fetch loop every durable pull consumer of the project runs."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from nats.aio.msg import Msg
from nats.errors import TimeoutError as NatsTimeout
from nats.js import JetStreamContext

log = logging.getLogger(__name__)


async def pull_loop(js: JetStreamContext, stream: str, durable: str, process: Callable[[Msg], Awaitable[None]],
                    stopping: asyncio.Event, *, max_in_flight: int) -> None:
    """Fetch from the bound durable consumer and run ``process`` on each message as its own
    task, at most ``max_in_flight`` at once, until ``stopping`` is set; then wait for the
    tasks and unsubscribe (else draining the connection waits for this pull subscription)."""
    sub = await js.pull_subscribe_bind(durable, stream=stream)
    tasks: set[asyncio.Task] = set()
    try:
        while not stopping.is_set():
            if len(tasks) >= max_in_flight:
                await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                continue
            try:
                # One at a time: nats-py's fetch(n) with a lingering pull waits for all n
                # (up to its timeout) once the first message arrives, which would hold a
                # lone message for up to a second. Messages already waiting still come
                # back at once, one request each.
                msgs = await sub.fetch(1, timeout=1.0)
            except NatsTimeout:
                continue
            except Exception as exc:  # connection blips: keep the loop alive
                if stopping.is_set():
                    break
                log.warning("%s: fetch failed: %s", durable, exc)
                await asyncio.sleep(0.5)
                continue
            for msg in msgs:
                task = asyncio.create_task(process(msg))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
        if tasks:
            await asyncio.wait(tasks)
    finally:
        with contextlib.suppress(Exception):
            await sub.unsubscribe()
