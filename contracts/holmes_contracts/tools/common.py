"""Enums every tool shares: the property type and the deal type, each with its Korean label.

The codes are the ones the planner's entities and the tools' params already carry
("APARTMENT", "JEONSE"), so a ``StrEnum`` member compares equal to the plain string and no
payload changes shape.  ``.ko`` is the one label table: services show ``PropertyType(code).ko``
instead of keeping their own dicts.
"""

from __future__ import annotations

from enum import StrEnum


class PropertyType(StrEnum):
    """주택 유형."""

    APARTMENT = "APARTMENT"
    OFFICETEL = "OFFICETEL"
    VILLA = "VILLA"
    ONEROOM = "ONEROOM"
    HOUSE = "HOUSE"

    @property
    def ko(self) -> str:
        return _PROPERTY_KO[self]

    @classmethod
    def label(cls, code: object, default: str = "") -> str:
        """The Korean label of a code, ``default`` for an unknown or missing one."""
        try:
            return cls(str(code)).ko
        except ValueError:
            return default


class DealType(StrEnum):
    """거래 유형."""

    SALE = "SALE"
    JEONSE = "JEONSE"
    MONTHLY = "MONTHLY"

    @property
    def ko(self) -> str:
        return _DEAL_KO[self]

    @classmethod
    def label(cls, code: object, default: str = "") -> str:
        try:
            return cls(str(code)).ko
        except ValueError:
            return default


_PROPERTY_KO = {PropertyType.APARTMENT: "아파트", PropertyType.OFFICETEL: "오피스텔", PropertyType.VILLA: "빌라",
                PropertyType.ONEROOM: "원룸", PropertyType.HOUSE: "단독주택"}
_DEAL_KO = {DealType.SALE: "매매", DealType.JEONSE: "전세", DealType.MONTHLY: "월세"}
