"""NATS JetStream plumbing: stream, publishing, durable consumers, history reads."""

from .connection import Bus, connect
from .consumer import Context, Handler, ServiceConsumer
from .history import Recorded, read_history
from .publish import ConcurrencyConflict, publish
from .routing import RoutingTable
from .store import EventStore, MemoryEventStore, NatsEventStore

__all__ = ["Bus", "connect", "Context", "Handler", "ServiceConsumer", "Recorded",
           "read_history", "ConcurrencyConflict", "publish", "EventStore", "MemoryEventStore",
           "NatsEventStore", "RoutingTable"]
