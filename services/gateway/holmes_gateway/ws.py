"""WebSocket adapter: WS /api/v1/chat/ws/{session_id} (PROTOCOL.md).

Per connection, an ordered consumer reads *all* of the session's events (the fold needs
them to keep step lists whole) and forwards only those after the connection's cursor:
the stream position at connect time, or the client's ``resume.last_seq``. The cursor
filters a subject that is already limited to this session, so no sequence number a
client sends can reveal another session's events.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from datetime import UTC, datetime
from typing import Any

import nats.errors
from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from nats.js.api import DeliverPolicy

from holmes_contracts import STREAM_NAME, Envelope, QueryReceived, derive_event_id, session_filter

from .auth import owner_of
from .core import AccessError, Gateway, unavailable
from .domain.commands import Reject, decide_command, decide_query
from .domain.messages import (
    CancelMsg,
    ClientError,
    InterruptMsg,
    QueryMsg,
    ResumeMsg,
    SkipMsg,
    SubscribeEventsMsg,
    parse_client_message,
)
from .domain.protocol import SessionView
from .limits import TokenBucket

log = logging.getLogger(__name__)
router = APIRouter()

CLOSE_UNKNOWN_SESSION = 4004
CLOSE_TOO_MANY = 4029
CLOSE_TRY_AGAIN = 1013  # RFC 6455: NATS is unreachable, reconnect later
# Fixed namespace: derived turn ids must be the same in every gateway process, for ever.
TURN_NAMESPACE = uuid.UUID("d3b8e2a4-6f1c-4b7e-9a25-7c0e5f3d8b61")


def query_ids(session_id: str, client_message_id: str) -> tuple[str, str]:
    """(turn id, event id) of a query: the same for every repeat of a client_message_id."""
    key = f"{session_id}|{client_message_id}"
    return f"turn-{uuid.uuid5(TURN_NAMESPACE, key).hex[:16]}", derive_event_id(key, "QueryReceived")


def _now() -> str:
    return datetime.now(UTC).isoformat()


class Connection:
    def __init__(self, ws: WebSocket, gw: Gateway, session_id: str, token: str | None) -> None:
        self.ws, self.gw, self.session_id, self.token = ws, gw, session_id, token
        self.view = SessionView()
        self.cursor = 0
        self.skip: tuple[int, int] | None = None
        # (lo, hi]: the seqs this connection has sent in full, so a resume re-sends none of them.
        self.sent_lo = self.sent_hi = 0
        self.raw_events = False
        self._send_lock = asyncio.Lock()
        self._pump: asyncio.Task | None = None
        self._stop: asyncio.Event | None = None
        self._queue: asyncio.Queue | None = None
        self._sub = None

    async def send(self, message: dict[str, Any]) -> None:
        message.setdefault("timestamp", _now())
        async with self._send_lock:
            await self.ws.send_json(message)

    async def error(self, error: str, **details: Any) -> None:
        metrics = getattr(self.ws.app.state, "metrics", None)
        if metrics is not None:  # client errors by kind, for operators
            metrics.client_error(details.get("code") or details.get("field") or "invalid_message")
        await self.send({"type": "error", "error": error, "details": details})

    async def follow(self, cursor: int) -> None:
        """Start forwarding the session's events after ``cursor`` (on connect)."""
        self.sent_lo = self.sent_hi = cursor
        await self._subscribe(cursor, None)

    async def resume(self, last_seq: int) -> None:
        """Replay after ``last_seq``, minus what this connection already sent: exactly once."""
        if self.sent_hi <= self.sent_lo or last_seq >= self.sent_hi:
            self.sent_lo = self.sent_hi = last_seq
            await self._subscribe(last_seq, None)
        else:
            skip = (self.sent_lo, self.sent_hi)
            self.sent_lo = min(last_seq, self.sent_lo)
            await self._subscribe(last_seq, skip)

    async def _subscribe(self, cursor: int, skip: tuple[int, int] | None) -> None:
        await self.stop_following()
        self.view, self.cursor, self.skip = SessionView(), cursor, skip
        queue: asyncio.Queue = asyncio.Queue()
        stop = asyncio.Event()

        async def on_msg(msg) -> None:
            await queue.put(msg)

        self._sub = await self.gw.bus.js.subscribe(
            session_filter(self.session_id), stream=STREAM_NAME, cb=on_msg, ordered_consumer=True,
            deliver_policy=DeliverPolicy.ALL)
        self._queue, self._stop = queue, stop
        self._pump = asyncio.create_task(self._forward(queue, stop))

    def _wanted(self, seq: int) -> bool:
        if seq <= self.cursor:
            return False
        return self.skip is None or not self.skip[0] < seq <= self.skip[1]

    async def _forward(self, queue: asyncio.Queue, stop: asyncio.Event) -> None:
        while not stop.is_set():
            msg = await queue.get()
            if msg is None:
                return
            seq = msg.metadata.sequence.stream
            try:
                env = Envelope.from_json(msg.data)
            except Exception:  # unreadable event: skip it, the rest of the session still flows
                log.warning("unreadable event at seq %s", seq)
                continue
            out = self.view.apply(seq, env)
            if not self._wanted(seq):
                continue
            if self.raw_events:
                out.append({"type": "event", "event": env.model_dump(mode="json"), "seq": seq})
            # All parts of one event go out together: stop_following waits, never cuts in between.
            for i, m in enumerate(out, 1):
                await self.send({**m, "part": i, "parts": len(out)})
            self.sent_hi = max(self.sent_hi, seq)

    async def stop_following(self) -> None:
        if self._sub is not None:
            with contextlib.suppress(Exception):
                await self._sub.unsubscribe()
            self._sub = None
        if self._pump is not None:
            self._stop.set()
            self._queue.put_nowait(None)
            try:  # a client that stopped reading must not hold the connection forever
                await asyncio.wait_for(asyncio.shield(self._pump), 5)
            except Exception:  # TimeoutError included
                self._pump.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await self._pump
            self._pump = None

    def _active_turn(self) -> str | None:
        turn, since = self.view.active_turn, self.view.active_since
        if turn and since and (datetime.now(UTC) - since).total_seconds() > self.gw.settings.turn_stale_s:
            return None
        return turn

    async def query(self, msg: QueryMsg) -> None:
        """Start a turn, once per client_message_id: its turn id and event id are derived
        from (session, client_message_id), so a retry — on this socket, a new one, or
        after a gateway restart — finds the same turn, and JetStream's duplicate window
        drops a second QueryReceived the view has not seen yet."""
        gw, sid = self.gw, self.session_id
        cmid = msg.client_message_id or uuid.uuid4().hex
        turn_id, event_id = query_ids(sid, cmid)
        decided = decide_query(self.view, turn_id, self._active_turn())
        if decided == "duplicate":
            await self.accepted(cmid, turn_id, duplicate=True)
            return
        if isinstance(decided, Reject):
            await self.error(decided.error, **decided.details)
            return
        await gw.authorize(sid, self.token)  # expiry and deletion are checked per query
        self.view.active_turn, self.view.active_since = turn_id, datetime.now(UTC)
        try:
            seq, env = await gw.append(QueryReceived(query=msg.query, approval_required=msg.approval_required,
                                                     client_message_id=cmid),
                                       session_id=sid, turn_id=turn_id, event_id=event_id)
        except AccessError as exc:
            self.view.active_turn = self.view.active_since = None
            if exc.status == 503:
                await self.error(exc.message, client_message_id=cmid, **exc.details)
                return
            raise
        duplicate = (await gw.stored(seq)).occurred_at != env.occurred_at
        if msg.client_message_id:  # only clients that send an id expect the answer (PROTOCOL.md ones do not)
            await self.accepted(cmid, turn_id, duplicate=duplicate, seq=seq)
        if not duplicate:
            gw.turns_started += 1
        await gw.keep_alive(sid)

    async def accepted(self, cmid: str, turn_id: str, *, duplicate: bool, seq: int | None = None) -> None:
        await self.send({"type": "query_accepted", "client_message_id": cmid, "turn_id": turn_id,
                         "duplicate": duplicate, **({"event_seq": seq} if seq else {})})

    async def command(self, msg: InterruptMsg | SkipMsg | CancelMsg) -> None:
        decided = decide_command(msg, self.view, self._active_turn())
        if isinstance(decided, Reject):
            await self.error(decided.error, **decided.details)
            return
        await self.gw.append(decided.payload, session_id=self.session_id, turn_id=decided.turn_id)

    async def resume_from(self, msg: ResumeMsg) -> None:
        await self.resume(msg.last_seq)

    async def subscribe_events(self, msg: SubscribeEventsMsg) -> None:
        self.raw_events = msg.enabled

    async def handle(self, msg) -> None:
        await COMMANDS[type(msg)](self, msg)


# The gateway's client commands (routes.py lists what each may append).
COMMANDS = {QueryMsg: Connection.query, InterruptMsg: Connection.command, SkipMsg: Connection.command,
            CancelMsg: Connection.command, ResumeMsg: Connection.resume_from,
            SubscribeEventsMsg: Connection.subscribe_events}


async def _stream_last_seq(gw: Gateway) -> int:
    info = await gw.bus.js.stream_info(STREAM_NAME)
    return info.state.last_seq


@router.websocket("/api/v1/chat/ws/{session_id}")
async def chat_ws(ws: WebSocket, session_id: str) -> None:
    gw: Gateway = ws.app.state.gateway
    token = ws.query_params.get("token")
    await ws.accept()
    try:
        await gw.authorize(session_id, token)
    except AccessError as exc:
        await ws.send_json({"type": "error", "error": exc.message, "details": {"status": exc.status},
                            "timestamp": _now()})
        await ws.close(code=CLOSE_UNKNOWN_SESSION, reason="unknown session")
        return
    owner = owner_of(token) if token else session_id
    if not gw.connections.acquire(owner):
        await ws.send_json({"type": "error", "error": "동시에 열 수 있는 연결 수를 넘었습니다.",
                            "details": {"limit": gw.settings.max_connections_per_client}, "timestamp": _now()})
        await ws.close(code=CLOSE_TOO_MANY)
        return
    conn = Connection(ws, gw, session_id, token)
    bucket = TokenBucket(gw.settings.messages_per_second, gw.settings.message_burst)
    try:
        try:
            cursor = await _stream_last_seq(gw)
            # `connected` goes out once the session is followed (events wait for the lock),
            # so a client that saw it knows no event of its session can slip by unseen.
            async with conn._send_lock:
                await conn.follow(cursor)
                await ws.send_json({"type": "connected", "session_id": session_id, "seq": cursor,
                                    "timestamp": _now()})
        except (nats.errors.Error, TimeoutError):
            exc = unavailable()
            await ws.send_json({"type": "error", "error": exc.message, "details": exc.details, "timestamp": _now()})
            await ws.close(code=CLOSE_TRY_AGAIN)
            return
        while True:
            raw = await ws.receive()
            if raw["type"] == "websocket.disconnect":
                break
            data = raw.get("text") if raw.get("text") is not None else raw.get("bytes") or b""
            if not bucket.allow():
                await conn.error("메시지를 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해 주세요.",
                                 code="rate_limited")
                continue
            try:
                msg = parse_client_message(data, max_bytes=gw.settings.max_frame_bytes,
                                           max_query_chars=gw.settings.max_query_chars)
                await conn.handle(msg)
            except ClientError as exc:
                await conn.error(exc.error, **exc.details)
            except AccessError as exc:
                await conn.error(exc.message, status=exc.status, **exc.details)
    except WebSocketDisconnect:
        pass
    finally:
        await conn.stop_following()
        gw.connections.release(owner)
