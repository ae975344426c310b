"""The gateway's use cases, shared by the REST and WebSocket adapters."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import asyncpg
import nats.errors

from holmes_contracts import (
    SESSION_TURN,
    STREAM_NAME,
    Envelope,
    EventPayload,
    SessionDeleted,
    SessionRenamed,
    SessionStarted,
    derive_event_id,
    is_valid_id,
)
from holmes_kit.bus import Bus, publish
from holmes_kit.docstore import DocStore, DocumentStore
from holmes_kit.events import emit
from holmes_kit.infra.secrets import state_secret

from .adapters.read_model import ReadModel
from .auth import TokenMint, owner_of, same_secret
from .config import GatewaySettings
from .limits import ConnectionCounter

# Fixed namespace: a session id derived from (owner, client_message_id) never changes.
SESSION_NAMESPACE = uuid.UUID("9f1c2a57-3b6e-4d0a-8f5e-2c7b1d4e6a90")


class AccessError(Exception):
    """status: 400 invalid input, 401 no/bad token, 404 unknown, 409 repeat of a deleted session,
    410 expired, 503 bus down (retry later with the same client_message_id)."""

    def __init__(self, status: int, message: str, **details) -> None:
        super().__init__(message)
        self.status, self.message, self.details = status, message, details


def unavailable() -> AccessError:
    return AccessError(503, "지금은 요청을 저장할 수 없습니다 (메시지 버스 연결 끊김). "
                            "잠시 후 다시 시도해 주세요.",
                       code="unavailable", retry_after_s=5)


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
        s = self.settings
        self.tokens = TokenMint(s.token_secret or state_secret(s.state_dir, "gateway-token"))
        self._operator_token = None if s.open_operator_endpoints else (
            s.operator_token or state_secret(s.state_dir, "operator-token"))

    def check_operator(self, token: str | None) -> None:
        if self._operator_token is not None and not same_secret(token, self._operator_token):
            raise AccessError(401, "운영자 토큰이 필요합니다 (Authorization: Bearer <운영자 토큰>). "
                                   "docs/protocol-additions.md의 '운영 엔드포인트'를 보세요.")

    async def append(self, payload: EventPayload, *, session_id: str, turn_id: str,
                     event_id: str | None = None) -> tuple[int, Envelope]:
        """Store a client's action, or raise AccessError(503) while NATS is unreachable.

        Never handed to the client library while disconnected: it would buffer the
        publish and store it on reconnect, long after the client was told it failed.
        """
        env = emit(payload, producer=self.producer, session_id=session_id, turn_id=turn_id)
        if event_id:
            env = env.model_copy(update={"event_id": event_id})
        if not self.bus.nc.is_connected:
            raise unavailable()
        try:
            return await publish(self.bus.js, env), env
        except (TimeoutError, nats.errors.Error) as exc:
            raise unavailable() from exc

    async def start_session(self, token: str, user_id: str | None, metadata: dict, title: str,
                            client_message_id: str) -> tuple[asyncpg.Record, bool]:
        """The session, and whether it is new. A repeat of ``client_message_id`` by the same
        token gets the first one: the id and the event id are derived from both, so even a
        repeat the read model has not seen yet is dropped by JetStream's duplicate window."""
        owner = owner_of(token)
        key = f"{owner}|{client_message_id}"
        sid = f"session-{uuid.uuid5(SESSION_NAMESPACE, key)}"
        row = await self.model.session(sid)
        if row is not None:
            return row, False
        expires = datetime.now(UTC) + timedelta(seconds=self.settings.session_ttl_s)
        seq, env = await self.append(SessionStarted(owner=owner, user_id=user_id, title=title,
                                                    expires_at=expires.isoformat(), metadata=metadata,
                                                    client_message_id=client_message_id),
                                     session_id=sid, turn_id=SESSION_TURN,
                                     event_id=derive_event_id(key, "SessionStarted"))
        first = await self.stored(seq)
        await self.model.apply(seq, first)  # read-your-writes; the projector's repeat is a no-op
        row = await self.model.session(sid)
        if row is None:  # the first one was started and deleted since
            raise AccessError(409, "이 client_message_id로 시작한 세션은 이미 삭제되었습니다. 새 ID로 시작해 주세요.")
        return row, first.event_id == env.event_id and first.occurred_at == env.occurred_at

    async def stored(self, seq: int) -> Envelope:
        msg = await self.bus.js.get_msg(STREAM_NAME, seq)
        return Envelope.from_json(msg.data)

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
