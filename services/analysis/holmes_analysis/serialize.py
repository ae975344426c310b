"""Domain values -> JSON-safe values for ToolResult.items / data.

The domain keeps exact ``Decimal`` arithmetic and ``date`` objects; events travel as
JSON, so everything crossing the service boundary goes through :func:`jsonable`.
Percentages are shown to users already formatted in the calculation lines; the
numbers here are for machines (charts, the reviewer) and are rounded to 2 decimals.
"""
from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any


def num(value: Decimal | float | int | None, digits: int = 2) -> float | int | None:
    """A number for JSON: ints stay ints, Decimals/floats are rounded half-up."""
    if value is None or isinstance(value, bool):
        return value  # type: ignore[return-value]
    if isinstance(value, int):
        return value
    d = value if isinstance(value, Decimal) else Decimal(str(value))
    if not d.is_finite():
        return None
    return float(d.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))


def jsonable(value: Any) -> Any:
    """Recursively convert Decimal, date, dataclasses, tuples and sets to JSON types."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Decimal):
        return num(value, 4)
    if isinstance(value, (date, datetime)):
        return value.isoformat()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(v) for v in value]
    if hasattr(value, "model_dump"):  # pydantic models
        return jsonable(value.model_dump(mode="json"))
    return str(value)
