"""Event type registry with version upcasting.

Readers always upcast an old payload step by step (v1 -> v2 -> ...) with pure
dict -> dict functions before validating it against the current model, so logs
written by any earlier version stay replayable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .envelope import Envelope
from .payload import EventPayload

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]
P = TypeVar("P", bound=EventPayload)


class UnknownEventError(ValueError):
    pass


class EventRegistry:
    def __init__(self) -> None:
        self._models: dict[str, type[EventPayload]] = {}
        self._upcasters: dict[tuple[str, int], Upcaster] = {}

    def register(self, model: type[P]) -> type[P]:
        self._models[model.TYPE] = model
        return model

    def upcaster(self, event_type: str, from_version: int) -> Callable[[Upcaster], Upcaster]:
        def deco(fn: Upcaster) -> Upcaster:
            self._upcasters[(event_type, from_version)] = fn
            return fn
        return deco

    def model(self, event_type: str) -> type[EventPayload]:
        try:
            return self._models[event_type]
        except KeyError:
            raise UnknownEventError(f"unknown event type {event_type!r}") from None

    def types(self) -> list[str]:
        return sorted(self._models)

    def upcast(self, envelope: Envelope) -> Envelope:
        """The envelope with its payload raised to the current version."""
        model = self.model(envelope.type)
        data, version = dict(envelope.payload), envelope.version
        if version > model.VERSION:
            raise UnknownEventError(
                f"{envelope.type} v{version} is newer than this reader (v{model.VERSION})")
        while version < model.VERSION:
            step = self._upcasters.get((envelope.type, version))
            if step is None:
                raise UnknownEventError(f"no upcaster for {envelope.type} v{version}")
            data, version = step(data), version + 1
        return envelope.model_copy(update={"payload": data, "version": version})

    def parse(self, envelope: Envelope) -> EventPayload:
        current = self.upcast(envelope)
        return self.model(current.type).model_validate(current.payload)
