"""Connecting to NATS and making sure the event stream exists."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import nats
from nats.js import JetStreamContext
from nats.js.api import DiscardPolicy, RetentionPolicy, StorageType, StreamConfig
from nats.js.errors import NotFoundError

from holmes_contracts import STREAM_NAME, STREAM_SUBJECTS

from ..settings import Settings

log = logging.getLogger(__name__)


@dataclass
class Bus:
    nc: nats.NATS
    js: JetStreamContext

    async def close(self) -> None:
        if self.nc.is_closed:
            return
        try:
            await self.nc.drain()
        except Exception:  # server already gone or reconnecting: nothing left to flush
            await self.nc.close()


def stream_config(settings: Settings) -> StreamConfig:
    return StreamConfig(
        name=STREAM_NAME,
        subjects=[STREAM_SUBJECTS],
        storage=StorageType.FILE,
        retention=RetentionPolicy.LIMITS,
        discard=DiscardPolicy.OLD,
        num_replicas=settings.stream_replicas,
        # Long enough that a redelivered input re-emitting the same derived ids is
        # de-duplicated by the server, not only by our folds.
        duplicate_window=settings.duplicate_window_s,
        allow_direct=True,
    )


async def ensure_stream(js: JetStreamContext, settings: Settings) -> None:
    config = stream_config(settings)
    try:
        await js.stream_info(STREAM_NAME)
    except NotFoundError:
        await js.add_stream(config)
        log.info("created stream %s on %s", STREAM_NAME, STREAM_SUBJECTS)


async def connect(settings: Settings, name: str) -> Bus:
    async def on_error(exc: Exception) -> None:
        log.warning("nats error: %s", exc)

    # NATS_URL may list several seed servers (nats://a:4222,nats://b:4222): a replica then
    # starts even while one cluster node is down; the rest are learnt from the cluster.
    servers = [u.strip() for u in settings.nats_url.split(",") if u.strip()]
    nc = await nats.connect(servers, name=name, error_cb=on_error,
                            max_reconnect_attempts=-1, reconnect_time_wait=0.5, drain_timeout=5)
    js = nc.jetstream()
    await ensure_stream(js, settings)
    return Bus(nc=nc, js=js)
