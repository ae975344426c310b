"""Generated documents (lease drafts …) in a NATS JetStream Object Store.

Why the object store: documents belong to a session like its events do, so they live on
the same NATS deployment (replicated with it, no extra infrastructure), and a put under an
existing name atomically replaces the object — a redelivered ToolsSelected that re-drafts
the same document overwrites it instead of leaving a second copy.

Object names are ``<session_id>/<doc_id>.<fmt>``; both ids pass ``check_id`` and the format
is one of FORMATS, so a name can never climb out of its session's "folder". The gateway
serves them at :func:`download_url` after checking that the caller owns the session.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass
from typing import Protocol

from nats.js import JetStreamContext
from nats.js.api import ObjectMeta, ObjectStoreConfig, StorageType
from nats.js.errors import BadRequestError, BucketNotFoundError, NotFoundError

from holmes_contracts import check_id

BUCKET = "HOLMES_DOCUMENTS"
CONTENT_TYPES: dict[str, str] = {
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "md": "text/markdown; charset=utf-8",
}
FORMATS = frozenset(CONTENT_TYPES)
MAX_BYTES = 16 * 1024 * 1024  # a drafted lease is ~40 KB; anything near this is a bug
MAX_TITLE_CHARS = 200
# Fixed forever: doc ids derived from an event must be the same in every process and release.
DOC_NAMESPACE = uuid.UUID("0c7f3b52-9a1e-4e0f-8d55-6b2f3c4a7e91")


class DocStoreError(ValueError):
    """A bad session id, doc id, format, title or size — never reaches the store."""


@dataclass(frozen=True)
class DocRef:
    """Where a stored document can be fetched; ``as_document`` is the ToolResult.data shape."""

    session_id: str
    doc_id: str
    format: str
    title: str
    size: int

    @property
    def url(self) -> str:
        return download_url(self.session_id, self.doc_id, self.format)

    def as_document(self) -> dict[str, str]:
        return {"title": self.title, "url": self.url, "format": self.format, "doc_id": self.doc_id}


@dataclass(frozen=True)
class DocMeta:
    title: str
    format: str
    size: int
    sha256: str

    @property
    def content_type(self) -> str:
        return CONTENT_TYPES[self.format]


class DocumentStore(Protocol):
    """The port: what the document service writes and the gateway reads."""

    async def put(self, session_id: str, doc_id: str, fmt: str, data: bytes, title: str) -> DocRef: ...

    async def get(self, session_id: str, doc_id: str, fmt: str) -> tuple[bytes, DocMeta] | None: ...


def doc_id_for(event_id: str, discriminator: str = "") -> str:
    """Deterministic id: the same event (and tool call) always names the same document."""
    return "doc-" + uuid.uuid5(DOC_NAMESPACE, f"{event_id}|{discriminator}").hex


def download_url(session_id: str, doc_id: str, fmt: str) -> str:
    return f"/api/v1/chat/sessions/{session_id}/documents/{doc_id}.{fmt}"


def object_name(session_id: str, doc_id: str, fmt: str) -> str:
    """Validated name; raises DocStoreError for anything that could escape the session."""
    try:
        check_id(session_id, "session_id")
        check_id(doc_id, "doc_id")
    except ValueError as exc:
        raise DocStoreError(str(exc)) from exc
    if fmt not in FORMATS:
        raise DocStoreError(f"invalid format: {fmt!r} (allowed: {', '.join(sorted(FORMATS))})")
    return f"{session_id}/{doc_id}.{fmt}"


def _check_payload(data: bytes, title: str) -> None:
    if not isinstance(data, (bytes, bytearray)):
        raise DocStoreError("document data must be bytes")
    if len(data) > MAX_BYTES:
        raise DocStoreError(f"document too large: {len(data)} bytes (max {MAX_BYTES})")
    if not isinstance(title, str) or not title.strip() or len(title) > MAX_TITLE_CHARS:
        raise DocStoreError(f"title must be 1-{MAX_TITLE_CHARS} characters")


class DocStore:
    """The JetStream Object Store adapter. Build it with :meth:`open`."""

    def __init__(self, store) -> None:  # nats.js.object_store.ObjectStore
        self._store = store

    @classmethod
    async def open(cls, js: JetStreamContext, *, bucket: str = BUCKET, replicas: int = 1) -> DocStore:
        """Open the bucket, creating it on first use. Two replicas starting together may both
        try to create it; the loser re-opens the winner's bucket."""
        try:
            return cls(await js.object_store(bucket))
        except BucketNotFoundError:
            pass
        config = ObjectStoreConfig(description="HolmesNyangz generated documents",
                                   storage=StorageType.FILE, replicas=replicas)
        try:
            return cls(await js.create_object_store(bucket, config=config))
        except BadRequestError:
            return cls(await js.object_store(bucket))

    async def put(self, session_id: str, doc_id: str, fmt: str, data: bytes, title: str) -> DocRef:
        name = object_name(session_id, doc_id, fmt)
        _check_payload(data, title)
        info = await self._store.put(name, bytes(data), meta=ObjectMeta(name=name, description=title))
        return DocRef(session_id, doc_id, fmt, title, info.size or 0)

    async def get(self, session_id: str, doc_id: str, fmt: str) -> tuple[bytes, DocMeta] | None:
        name = object_name(session_id, doc_id, fmt)
        try:
            result = await self._store.get(name)
        except NotFoundError:  # ObjectNotFoundError and ObjectDeletedError both derive from it
            return None
        data = bytes(result.data or b"")
        return data, DocMeta(title=result.info.description or "", format=fmt, size=len(data),
                             sha256=hashlib.sha256(data).hexdigest())


class InMemoryDocStore:
    """The fake for unit tests: same validation, same overwrite-on-re-put behaviour."""

    def __init__(self) -> None:
        self.objects: dict[str, tuple[bytes, str]] = {}
        self.puts = 0

    async def put(self, session_id: str, doc_id: str, fmt: str, data: bytes, title: str) -> DocRef:
        name = object_name(session_id, doc_id, fmt)
        _check_payload(data, title)
        self.objects[name] = (bytes(data), title)
        self.puts += 1
        return DocRef(session_id, doc_id, fmt, title, len(data))

    async def get(self, session_id: str, doc_id: str, fmt: str) -> tuple[bytes, DocMeta] | None:
        found = self.objects.get(object_name(session_id, doc_id, fmt))
        if found is None:
            return None
        data, title = found
        return data, DocMeta(title=title, format=fmt, size=len(data), sha256=hashlib.sha256(data).hexdigest())
