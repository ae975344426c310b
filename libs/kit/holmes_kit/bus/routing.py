"""The one routing convention (DESIGN.md §8): every service's ``routes.py`` holds one
``ROUTES = RoutingTable(...)``.

For each durable consumer of the service, the table maps the event types it receives to
the factory of their handler; the composition root (main.py) builds the handlers from the
service's dependencies with ``ROUTES.bind(*deps)``. The table is static, so AsyncAPI
(`holmes asyncapi`) and replay read what a service receives and emits without building it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .consumer import Handler

Factory = Callable[..., Handler]


@dataclass(frozen=True)
class RoutingTable:
    service: str
    # durable consumer name -> event type -> handler factory; the service's own consumer
    # (named like the service) first, then any others (a deadline watcher, a projector).
    consumers: Mapping[str, Mapping[str, Factory]]
    emits: tuple[str, ...]  # what its handlers publish
    team: str | None = None  # a team service receives only the ToolsSelected addressed to it
    # Gateway: client command (PROTOCOL.md message type) -> the events it may append.
    commands: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def receives(self) -> frozenset[str]:
        """Every event type any of its consumers receives."""
        return frozenset(t for types in self.consumers.values() for t in types)

    def types(self, consumer: str | None = None) -> frozenset[str]:
        return frozenset(self.consumers[consumer or self.service])

    def bind(self, *deps, consumer: str | None = None) -> dict[str, Handler]:
        """One consumer's handlers over ``deps``; a factory shared by several types makes
        one handler (so state it keeps, like a cache, is shared too)."""
        made: dict[Factory, Handler] = {}
        out: dict[str, Handler] = {}
        for event_type, factory in self.consumers[consumer or self.service].items():
            if factory not in made:
                made[factory] = factory(*deps)
            out[event_type] = made[factory]
        return out
