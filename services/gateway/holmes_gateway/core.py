"""The gateway's use cases, shared by the REST and WebSocket adapters."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import asyncpg

from holmes_contracts import (
    SESSION_TURN,
    Envelope,
    EventPayload,
    SessionDeleted,
    SessionRenamed,
    SessionStarted,
    is_valid_id,
    new_session_id,
)
from holmes_kit.bus import Bus, publish
from holmes_kit.docstore import DocStore, DocumentStore
from holmes_kit.events import emit

from .adapters.read_model import ReadModel
from .auth import owner_of
from .config import GatewaySettings
from .limits import ConnectionCounter


class AccessError(Exception):
    """status: 400 invalid id, 401 no/bad token, 404 unknown, 410 expired."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


@dataclass
class Gateway:
    bus: Bus
    model: ReadModel
    settings: GatewaySettings
    producer: str
    connections: ConnectionCounter = field(init=False)
    turns_started: int = 0
    docs: DocumentStore | None = None  # opened on first download (tests pass a fake)

    def __post_init__(self) -> None:
        self.connections = ConnectionCounter(self.settings.max_connections_per_client)

    async def append(self, payload: EventPayload, *, session_id: str, turn_id: str) -> tuple[int, Envelope]:
        env = emit(payload, producer=self.producer, session_id=session_id, turn_id=turn_id)
        return await publish(self.bus.js, env), env

    async def start_session(self, token: str, user_id: str | None, metadata: dict, title: str) -> asyncpg.Record:
        sid = new_session_id()
        expires = datetime.now(UTC) + timedelta(seconds=self.settings.session_ttl_s)
        seq, env = await self.append(SessionStarted(owner=owner_of(token), user_id=user_id, title=title,
                                                    expires_at=expires.isoformat(), metadata=metadata),
                                     session_id=sid, turn_id=SESSION_TURN)
        await self.model.apply(seq, env)  # read-your-writes; the projector's repeat is a no-op
        return await self.model.session(sid)

    async def authorize(self, session_id: str, token: str | None) -> asyncpg.Record:
        if not is_valid_id(session_id):
            raise AccessError(400, "세션 ID 형식이 올바르지 않습니다.")
        row = await self.model.session(session_id)
        if row is None:
            raise AccessError(404, "세션을 찾을 수 없습니다. 새 대화를 시작해 주세요.")
        if self.settings.require_token and (not token or owner_of(token) != row["owner"]):
            # Same answer as unknown: never confirm that someone else's session exists.
            raise AccessError(404, "세션을 찾을 수 없습니다. 새 대화를 시작해 주세요.")
        if row["expires_at"] < datetime.now(UTC):
            raise AccessError(410, "세션이 만료되었습니다. 새 대화를 시작해 주세요.")
        return row

    async def document_store(self) -> DocumentStore:
        if self.docs is None:
            self.docs = await DocStore.open(self.bus.js, replicas=self.settings.stream_replicas)
        return self.docs

    async def keep_alive(self, session_id: str) -> None:
        await self.model.touch(session_id, datetime.now(UTC) + timedelta(seconds=self.settings.session_ttl_s))

    async def rename(self, session_id: str, title: str) -> None:
        seq, env = await self.append(SessionRenamed(title=title), session_id=session_id, turn_id=SESSION_TURN)
        await self.model.apply(seq, env)

    async def delete(self, session_id: str, hard: bool) -> datetime:
        seq, env = await self.append(SessionDeleted(hard=hard), session_id=session_id, turn_id=SESSION_TURN)
        await self.model.apply(seq, env)
        return env.occurred_at
