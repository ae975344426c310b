"""Pure rules for document downloads: which names are acceptable, and how to name the file.

A download name is ``<doc_id>.<fmt>``, checked as strictly as the DocStore checks its object
names (kit ``object_name``), so a bad name is refused before the store is touched.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote

from holmes_contracts import is_valid_id
from holmes_kit.docstore import CONTENT_TYPES, FORMATS


class BadDocumentName(ValueError):
    """The requested name can never denote a stored document (answered with 400)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.message, self.reason = message, reason


_UNSAFE = re.compile(r'[\x00-\x1f\x7f"\\/:*?<>|;]+')


def parse_name(name: str) -> tuple[str, str]:
    """``doc-….md`` -> (doc_id, fmt); raises BadDocumentName with a Korean message."""
    if "/" in name or "\\" in name or ".." in name or "\x00" in name:
        raise BadDocumentName("문서 경로가 올바르지 않습니다. 상위 경로나 하위 경로는 쓸 수 없습니다.", "path")
    doc_id, dot, fmt = name.rpartition(".")
    if not dot or not doc_id:
        raise BadDocumentName(f"문서 이름은 <문서ID>.<형식> 이어야 합니다 (형식: {', '.join(sorted(FORMATS))}).",
                              "name")
    if fmt not in FORMATS:
        raise BadDocumentName(f"지원하지 않는 문서 형식입니다: {fmt[:20]} (지원: {', '.join(sorted(FORMATS))}).",
                              "format")
    if not is_valid_id(doc_id):
        raise BadDocumentName("문서 ID 형식이 올바르지 않습니다.", "doc_id")
    return doc_id, fmt


def filename(title: str, doc_id: str, fmt: str) -> str:
    """The user-facing file name: the document's (Korean) title, made safe for any OS."""
    clean = _UNSAFE.sub(" ", unicodedata.normalize("NFC", title or "")).strip(" .")
    clean = re.sub(r"\s+", " ", clean)[:120].strip()
    return f"{clean or doc_id}.{fmt}"


def content_disposition(name: str, fallback_stem: str) -> str:
    """RFC 6266 + RFC 5987: an ASCII ``filename`` for old clients, ``filename*`` in UTF-8."""
    ext = name.rsplit(".", 1)[-1]
    ascii_name = name if name.isascii() else f"{fallback_stem}.{ext}"
    return f"attachment; filename=\"{ascii_name}\"; filename*=UTF-8''{quote(name, safe='')}"


def content_type(fmt: str) -> str:
    return CONTENT_TYPES[fmt]
