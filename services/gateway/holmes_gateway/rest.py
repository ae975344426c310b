"""REST adapter (PROTOCOL.md, prefix /api/v1/chat)."""

from __future__ import annotations

import contextlib
import uuid
from typing import Any

from fastapi import APIRouter, Header, Query, Request
from pydantic import BaseModel, Field

from . import documents
from .auth import bearer, owner_of
from .core import AccessError, Gateway
from .domain.inputs import InputError, check_client_message_id, check_metadata, check_text

router = APIRouter(prefix="/api/v1/chat")


class StartBody(BaseModel):
    user_id: str | None = Field(default=None, max_length=128)
    metadata: dict[str, Any] = Field(default_factory=dict)
    title: str = Field(default="새 대화", max_length=100)
    client_message_id: Any = None  # checked by check_client_message_id, with a Korean message

    def checked(self) -> StartBody:
        """Refuse (400) what no event may carry, before anything is stored."""
        with _as_400():
            check_text(self.user_id, "user_id", label="user_id")
            check_text(self.title, "title", label="제목")
            check_metadata(self.metadata)
            check_client_message_id(self.client_message_id)
        return self


class TitleBody(BaseModel):
    title: str = Field(min_length=1, max_length=100)

    def checked(self) -> TitleBody:
        with _as_400():
            check_text(self.title, "title", label="제목")
        return self


@contextlib.contextmanager
def _as_400():
    try:
        yield
    except InputError as exc:
        raise AccessError(400, exc.message, field=exc.field) from None


def _gw(request: Request) -> Gateway:
    return request.app.state.gateway


def _info(row) -> dict[str, Any]:
    return {"session_id": row["session_id"], "user_id": row["user_id"], "title": row["title"],
            "created_at": row["created_at"].isoformat(), "updated_at": row["updated_at"].isoformat(),
            "expires_at": row["expires_at"].isoformat(), "last_activity": row["updated_at"].isoformat(),
            "last_message": row["last_message"], "message_count": row["message_count"],
            "metadata": row["metadata"]}


def client_token(request: Request, authorization: str | None) -> str | None:
    """The caller's client token, None when absent; one this gateway did not mint is refused (401)."""
    token = bearer(authorization)
    if token is not None and not _gw(request).tokens.valid(token):
        raise AccessError(401, "인증 토큰이 올바르지 않습니다 (이 서버가 발급한 토큰만 쓸 수 있습니다). "
                               "토큰 없이 /start를 호출해 새 토큰을 받아 주세요.")
    return token


async def _start(request: Request, body: StartBody, authorization: str | None) -> dict[str, Any]:
    body.checked()
    gw = _gw(request)
    # One token per client: a client that already holds one keeps it, so every session it
    # starts has the same owner and shows up in its GET /sessions.
    token = client_token(request, authorization) or gw.tokens.new()
    cmid = body.client_message_id or uuid.uuid4().hex
    row, new = await gw.start_session(token, body.user_id, body.metadata, body.title, cmid)
    return {**_info(row), "message": "세션이 시작되었습니다" if new else "이미 시작된 세션입니다",
            "token": token, "client_message_id": cmid, "duplicate": not new}


@router.post("/start")
async def start(request: Request, body: StartBody | None = None,
                authorization: str | None = Header(default=None)) -> dict[str, Any]:
    return await _start(request, body or StartBody(), authorization)


@router.get("/sessions")
async def list_sessions(request: Request, limit: int = Query(default=50, ge=1, le=200),
                        authorization: str | None = Header(default=None)) -> list[dict[str, Any]]:
    token = client_token(request, authorization)
    if not token:
        raise AccessError(401, "인증 토큰이 필요합니다 (Authorization: Bearer <token>).")
    rows = await _gw(request).model.sessions(owner_of(token), limit)
    return [_info(r) for r in rows]


@router.post("/sessions")
async def create_session(request: Request, body: TitleBody,
                         authorization: str | None = Header(default=None)) -> dict[str, Any]:
    return await _start(request, StartBody(title=body.checked().title), authorization)


@router.patch("/sessions/{session_id}")
async def rename_session(request: Request, session_id: str, body: TitleBody,
                         authorization: str | None = Header(default=None)) -> dict[str, Any]:
    gw = _gw(request)
    body.checked()
    await gw.authorize(session_id, bearer(authorization))
    await gw.rename(session_id, body.title)
    return _info(await gw.model.session(session_id))


@router.delete("/sessions/{session_id}")
async def delete_session(request: Request, session_id: str, hard_delete: bool = False,
                         authorization: str | None = Header(default=None)) -> dict[str, Any]:
    gw = _gw(request)
    await gw.authorize(session_id, bearer(authorization))
    deleted_at = await gw.delete(session_id, hard_delete)
    return {"session_id": session_id, "deleted_at": deleted_at.isoformat(), "hard_delete": hard_delete,
            "message": "세션이 삭제되었습니다"}


@router.get("/sessions/{session_id}/messages")
async def session_messages(request: Request, session_id: str,
                           authorization: str | None = Header(default=None)) -> list[dict[str, Any]]:
    gw = _gw(request)
    await gw.authorize(session_id, bearer(authorization))
    return [{"role": m["role"], "content": m["content"], "response": m["response"], "turn_id": m["turn_id"],
             "seq": m["seq"], "created_at": m["created_at"].isoformat()}
            for m in await gw.model.messages(session_id)]


@router.get("/stats/sessions")
async def stats_sessions(request: Request, authorization: str | None = Header(default=None)) -> dict[str, Any]:
    _gw(request).check_operator(bearer(authorization))
    return await _gw(request).model.counts()


@router.get("/stats/websockets")
async def stats_websockets(request: Request, authorization: str | None = Header(default=None)) -> dict[str, Any]:
    _gw(request).check_operator(bearer(authorization))
    counter = _gw(request).connections
    return {"active_connections": counter.total, "clients": len(counter.counts)}


@router.get("/{session_id}")
async def session_info(request: Request, session_id: str,
                       authorization: str | None = Header(default=None)) -> dict[str, Any]:
    return _info(await _gw(request).authorize(session_id, bearer(authorization)))


@router.delete("/{session_id}")
async def end_session(request: Request, session_id: str,
                      authorization: str | None = Header(default=None)) -> dict[str, Any]:
    return await delete_session(request, session_id, False, authorization)


# Registered after the routes above; "/{session_id}" cannot shadow it (it has slashes).
router.include_router(documents.router)
