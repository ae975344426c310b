"""Errors the document domain raises for bad input.

The message is Korean because it is shown to the user as-is; `field` names the LeaseFields
attribute so the caller can ask for exactly that value again.
"""
from __future__ import annotations


class DocumentInputError(ValueError):
    """An input value is missing, malformed or would make a wrong contract."""

    def __init__(self, field: str, message_ko: str) -> None:
        super().__init__(f"{field}: {message_ko}")
        self.field = field
        self.message_ko = message_ko
