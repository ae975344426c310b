"""Enums every tool shares: the property type and the deal type, each with its Korean label.

The codes are the ones the planner's entities and the tools' params already carry
("APARTMENT", "JEONSE"), so a ``StrEnum`` member compares equal to the plain string and no
payload changes shape.  ``.ko`` is the one label table: services show ``PropertyType(code).ko``
instead of keeping their own dicts.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints


class _Labelled(StrEnum):
    """A code with its Korean label (one table per enum, below)."""

    @property
    def ko(self) -> str:
        return _KO[type(self)][self.value]

    @classmethod
    def label(cls, code: object, default: str = "") -> str:
        """The Korean label of a code, ``default`` for an unknown or missing one."""
        try:
            return cls(str(code)).ko
        except ValueError:
            return default


class PropertyType(_Labelled):
    """주택 유형."""

    APARTMENT = "APARTMENT"
    OFFICETEL = "OFFICETEL"
    VILLA = "VILLA"
    ONEROOM = "ONEROOM"
    HOUSE = "HOUSE"


class DealType(_Labelled):
    """거래 유형."""

    SALE = "SALE"
    JEONSE = "JEONSE"
    MONTHLY = "MONTHLY"


_KO: dict[type[_Labelled], dict[str, str]] = {
    PropertyType: {"APARTMENT": "아파트", "OFFICETEL": "오피스텔", "VILLA": "빌라", "ONEROOM": "원룸",
                   "HOUSE": "단독주택"},
    DealType: {"SALE": "매매", "JEONSE": "전세", "MONTHLY": "월세"},
}


# --- typed handover (issue 12 item 1) -------------------------------------------------------

SidoCode = Annotated[str, StringConstraints(pattern=r"^\d{2}$")]
"""The 2-digit 시/도 part of a 법정동 code ("11" 서울)."""
RegionCode = Annotated[str, StringConstraints(pattern=r"^\d{5}(?:\d{5})?$")]
"""A 법정동 code: 5 digits (시/군/구) or 10 digits (읍/면/동)."""

MAX_ITEMS = 20
"""Bound on every result list a team hands back (events stay small; the top items are kept)."""


class Place(BaseModel):
    """A place the user named, as the planner resolved it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(description="as written or its short canonical name, e.g. 강남구")
    code: RegionCode | None = Field(default=None, description="법정동 code when known")
    level: str | None = Field(default=None, description="sido | sigungu | dong, when known")
    sido: str | None = Field(default=None, description="its 시/도 when the planner resolved it")
    sigungu: str | None = Field(default=None, description="its 시/군/구 when the planner resolved it")


class ToolParams(BaseModel):
    """Base of every tool's params: frozen, described, unknown keys refused (a misspelt
    parameter is an error at the seam, not a value silently ignored by the team)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    def as_dict(self) -> dict[str, Any]:
        """The keys that were set (the wire shape, without the ``tool`` tag), JSON values."""
        return self.model_dump(mode="json", exclude_unset=True, exclude={"tool"}, by_alias=True)


class ToolOutput(BaseModel):
    """Base of every tool's output and its parts (``tools/outputs.py``): frozen, unknown keys
    refused, every list bounded (MAX_ITEMS, or the tool's own limit)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
