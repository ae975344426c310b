"""Reading a turn's or a session's history from the stream, in order."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

from holmes_contracts import STREAM_NAME, Envelope

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Recorded:
    """An event as stored: its stream sequence is the order."""

    seq: int
    subject: str
    envelope: Envelope


async def read_history(js: JetStreamContext, filter_subject: str, *, until_seq: int | None = None,
                       batch: int = 256, timeout: float = 5.0) -> list[Recorded]:
    """All events on ``filter_subject`` (a wildcard), oldest first.

    An ephemeral pull consumer tells exactly how many messages match at creation
    (num_pending), so we read precisely that many and never wait on an empty tail.
    """
    sub = await js.pull_subscribe(
        filter_subject, stream=STREAM_NAME,
        config=ConsumerConfig(ack_policy=AckPolicy.NONE, deliver_policy=DeliverPolicy.ALL,
                              inactive_threshold=5.0, mem_storage=True),
    )
    name = None
    try:
        info = await sub.consumer_info()
        name = info.name
        remaining = info.num_pending
        out: list[Recorded] = []
        while remaining > 0:
            msgs = await sub.fetch(min(batch, remaining), timeout=timeout)
            for msg in msgs:
                seq = msg.metadata.sequence.stream
                if until_seq is not None and seq > until_seq:
                    continue
                try:
                    out.append(Recorded(seq, msg.subject, Envelope.from_json(msg.data)))
                except ValueError:
                    # A poison message must not make the whole history unreadable; the
                    # consumer that met it has already recorded a TurnFailed.
                    log.warning("skipping unreadable event at seq %d on %s", seq, msg.subject)
            remaining -= len(msgs)
            await asyncio.sleep(0)
        return out
    finally:
        # Delete the consumer now rather than after its inactivity threshold: under load,
        # lingering ephemeral consumers would pile up to the server's consumer limit.
        with contextlib.suppress(Exception):
            await sub.unsubscribe()
        if name:
            with contextlib.suppress(Exception):
                await js.delete_consumer(STREAM_NAME, name)
