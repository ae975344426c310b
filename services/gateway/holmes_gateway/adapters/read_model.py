"""The session list / messages read model in PostgreSQL, projected from events.

``apply`` is idempotent per (session, seq), so the projector may see an event twice
(redelivery, or the REST handler applying its own SessionStarted first) harmlessly.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import asyncpg

from holmes_contracts import Envelope

PROJECTED = ["SessionStarted", "SessionRenamed", "SessionDeleted", "QueryReceived", "ResponseReady", "TurnFailed"]


def _answer_text(response: dict[str, Any]) -> str:
    return response.get("answer") or response.get("message") or ""


class ReadModel:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def apply(self, seq: int, env: Envelope) -> None:
        p, t, sid, at = env.payload, env.type, env.session_id, env.occurred_at
        async with self.pool.acquire() as conn:
            if t == "SessionStarted":
                await conn.execute(
                    "INSERT INTO gw_sessions(session_id, owner, user_id, title, metadata, created_at, updated_at,"
                    " expires_at, last_seq) VALUES ($1,$2,$3,$4,$5::jsonb,$6,$6,$7::timestamptz,$8) "
                    "ON CONFLICT (session_id) DO NOTHING",
                    sid, p["owner"], p.get("user_id"), p.get("title", "새 대화"),
                    json.dumps(p.get("metadata", {})), at, datetime.fromisoformat(p["expires_at"]), seq)
            elif t == "SessionRenamed":
                await conn.execute("UPDATE gw_sessions SET title=$2, updated_at=$3, last_seq=$4 "
                                   "WHERE session_id=$1 AND last_seq < $4", sid, p["title"], at, seq)
            elif t == "SessionDeleted":
                if p.get("hard"):
                    await conn.execute("DELETE FROM gw_messages WHERE session_id=$1", sid)
                await conn.execute("UPDATE gw_sessions SET deleted_at=$2, last_seq=$3 WHERE session_id=$1",
                                   sid, at, seq)
            elif t in ("QueryReceived", "ResponseReady", "TurnFailed"):
                role = "user" if t == "QueryReceived" else "assistant"
                response = p.get("response") if t == "ResponseReady" else None
                content = p.get("query") if t == "QueryReceived" else (
                    _answer_text(response or {}) if t == "ResponseReady" else p.get("message", ""))
                inserted = await conn.execute(
                    "INSERT INTO gw_messages(session_id, seq, turn_id, role, content, response, created_at) "
                    "VALUES ($1,$2,$3,$4,$5,$6::jsonb,$7) ON CONFLICT DO NOTHING",
                    sid, seq, env.turn_id, role, content or "", json.dumps(response) if response else None, at)
                if inserted.endswith(" 1"):
                    title_sql = ("CASE WHEN message_count = 0 AND title = '새 대화' THEN left($2, 40) ELSE title END"
                                 if role == "user" else "title")
                    await conn.execute(
                        f"UPDATE gw_sessions SET last_message=left($2, 200), message_count=message_count+1, "
                        f"updated_at=$3, title={title_sql} WHERE session_id=$1", sid, content or "", at)

    async def session(self, session_id: str) -> asyncpg.Record | None:
        return await self.pool.fetchrow("SELECT * FROM gw_sessions WHERE session_id=$1 AND deleted_at IS NULL",
                                        session_id)

    async def sessions(self, owner: str, limit: int) -> list[asyncpg.Record]:
        return await self.pool.fetch(
            "SELECT * FROM gw_sessions WHERE owner=$1 AND deleted_at IS NULL ORDER BY updated_at DESC LIMIT $2",
            owner, limit)

    async def messages(self, session_id: str) -> list[asyncpg.Record]:
        return await self.pool.fetch("SELECT * FROM gw_messages WHERE session_id=$1 ORDER BY seq", session_id)

    async def touch(self, session_id: str, expires_at: datetime) -> None:
        await self.pool.execute("UPDATE gw_sessions SET expires_at=GREATEST(expires_at, $2) WHERE session_id=$1",
                                session_id, expires_at)

    async def counts(self) -> dict[str, int]:
        row = await self.pool.fetchrow(
            "SELECT count(*) FILTER (WHERE deleted_at IS NULL) AS active, count(*) AS total, "
            "count(*) FILTER (WHERE deleted_at IS NULL AND expires_at < now()) AS expired FROM gw_sessions")
        return dict(row)
