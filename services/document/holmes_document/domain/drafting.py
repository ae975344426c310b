"""Draft a lease: validate, assemble the standard layout, render Markdown and DOCX."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict

from .clauses import Clause, essential_clauses, party_terms, special_clauses
from .doc_model import Block
from .fields import LeaseFields
from .lease_articles import body_articles, signature_section, special_terms_section
from .lease_sections import header, payment_article, property_section
from .render import to_docx, to_markdown
from .validation import DraftWarning, validate_lease

TEMPLATE_VERSION = "주택임대차표준계약서-layout/holmes-v1"


class LeaseDraft(BaseModel):
    model_config = ConfigDict(frozen=True)

    markdown: str
    docx: bytes
    warnings: tuple[DraftWarning, ...]
    clauses: tuple[Clause, ...]
    template_version: str = TEMPLATE_VERSION


def lease_blocks(fields: LeaseFields, clauses: list[Clause]) -> list[Block]:
    return (header(fields) + property_section(fields) + payment_article(fields) + body_articles(fields)
            + special_terms_section(clauses) + signature_section(fields))


def draft_lease(fields: LeaseFields, legal_refs: Iterable[Any] = (), *, min_score: float | None = None,
                max_clauses: int | None = None) -> LeaseDraft:
    """Validate (raises DocumentInputError), then draft. Clauses from `legal_refs` come first, then
    the deposit-protecting ones they did not cover, then the parties' own terms, kept verbatim."""
    warnings = validate_lease(fields)
    searched = special_clauses(legal_refs, fields, min_score=min_score, limit=max_clauses)
    clauses = searched + essential_clauses(fields, searched) + party_terms(fields)
    blocks = lease_blocks(fields, clauses)
    return LeaseDraft(markdown=to_markdown(blocks), docx=to_docx(blocks),
                      warnings=tuple(warnings), clauses=tuple(clauses))
