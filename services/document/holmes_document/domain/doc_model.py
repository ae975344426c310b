"""A tiny document model rendered to both Markdown and DOCX, so the two carry the same content."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 1  # 0 = document title


@dataclass(frozen=True)
class Para:
    text: str
    bold: bool = False


@dataclass(frozen=True)
class Table:
    rows: tuple[tuple[str, ...], ...]
    header: bool = False  # first row is a header row


Block = Heading | Para | Table


def checkbox(options: tuple[str, ...], chosen: str | None) -> str:
    """'☑ 신규 계약 ☐ 합의에 의한 재계약' — the form's tick boxes as text."""
    return "  ".join(("☑ " if o == chosen else "☐ ") + o for o in options)


def blank(value: object, width: int = 10) -> str:
    """A value, or an underline for the parties to fill in by hand."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return "_" * width
    return str(value)
