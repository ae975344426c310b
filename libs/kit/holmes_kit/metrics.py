"""Prometheus metrics every service shares: what its consumer handled, and how far each
durable consumer lags behind the stream.

The handler metrics live in the process-wide default registry. The gateway serves them
at /metrics next to its own; another service exposes them only when
``HOLMES_METRICS_PORT`` is set (``start_metrics_server``) — otherwise nothing listens.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass

from nats.js import JetStreamContext
from prometheus_client import Counter, Histogram, start_http_server

from holmes_contracts import STREAM_NAME

log = logging.getLogger(__name__)

HANDLED = Counter("holmes_events_handled_total", "Events a service's consumer finished with, by outcome "
                  "(ok | retry | failed | poison)", ["service", "event_type", "outcome"])
HANDLER_SECONDS = Histogram("holmes_handler_duration_seconds", "Time from fetch to ack of one event",
                            ["service", "event_type"],
                            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60))


PAGE = 256


@dataclass(frozen=True)
class ConsumerLag:
    durable: str
    pending: int  # stored, matching its filter, not yet delivered
    ack_pending: int  # delivered, not yet acked (in flight)
    redelivered: int


async def consumer_lag(js: JetStreamContext, stream: str = STREAM_NAME) -> list[ConsumerLag]:
    """One JetStream request per scrape; ordered (ephemeral) consumers of WebSocket
    connections and replay tools are left out — they have no durable name."""
    infos: list = []
    while True:  # the server pages the list (256 a page); open WebSockets add consumers
        page = await js.consumers_info(stream, offset=len(infos) or None)
        infos.extend(page)
        if len(page) < PAGE:
            break
    return sorted((ConsumerLag(i.config.durable_name, i.num_pending or 0, i.num_ack_pending or 0,
                               i.num_redelivered or 0)
                   for i in infos if i.config.durable_name), key=lambda c: c.durable)


def start_metrics_server(service: str) -> int | None:
    port = os.environ.get("HOLMES_METRICS_PORT")
    if not port:
        return None
    start_http_server(int(port))
    log.info("%s metrics on :%s/metrics", service, port)
    return int(port)
