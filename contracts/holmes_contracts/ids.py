"""Identifier rules shared by every service.

IDs end up inside NATS subjects (``holmes.evt.<session>.<turn>.<Type>``), so they must
never contain the subject separators ``.``, ``*`` or ``>`` or whitespace. One regex
guards them all; everything that builds a subject goes through :func:`check_id`.
"""

from __future__ import annotations

import re
import uuid

ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")  # used with fullmatch: "$" would allow a trailing newline


class InvalidIdError(ValueError):
    """An ID that could break a subject (or is empty / too long)."""


def check_id(value: str, what: str = "id") -> str:
    if not isinstance(value, str) or not ID_PATTERN.fullmatch(value):
        raise InvalidIdError(f"invalid {what}: {value!r} (allowed: 1-64 of A-Z a-z 0-9 _ -)")
    return value


def is_valid_id(value: object) -> bool:
    return isinstance(value, str) and bool(ID_PATTERN.fullmatch(value))


def new_session_id() -> str:
    return f"session-{uuid.uuid4()}"


def new_turn_id() -> str:
    return f"turn-{uuid.uuid4().hex[:16]}"
