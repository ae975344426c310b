"""Base class of every event payload."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict


class EventPayload(BaseModel):
    """Frozen payload; unknown fields are ignored so additive changes stay compatible."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    TYPE: ClassVar[str]
    VERSION: ClassVar[int] = 1
