"""NATS JetStream plumbing: stream, publishing, durable consumers, history reads."""

from .connection import Bus, connect
from .consumer import Context, Handler, ServiceConsumer
from .history import Recorded, read_history
from .publish import ConcurrencyConflict, publish

__all__ = ["Bus", "connect", "Context", "Handler", "ServiceConsumer", "Recorded",
           "read_history", "ConcurrencyConflict", "publish"]
