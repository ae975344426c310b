"""`holmes export <session>`: the session's events as JSON Lines, one envelope per line
with its stream sequence — the format `holmes import` and `holmes replay <file>` read."""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from argparse import Namespace
from pathlib import Path

from holmes_contracts import session_filter, turn_filter
from holmes_kit.bus import Bus, Recorded, connect, read_history
from holmes_kit.infra.secrets import redact
from holmes_kit.settings import Settings, get_settings

CONNECT_TIMEOUT_S = 10.0


class BusUnavailable(OSError):
    """NATS did not answer; the message is Korean and names the URL."""


async def open_bus(settings: Settings | None = None) -> Bus:
    """Connect for a CLI command; a missing server is a clear error, not a silent wait
    (the kit's connection retries forever, which suits services, not a command line)."""
    settings = settings or get_settings()
    logging.getLogger("holmes_kit.bus.connection").setLevel(logging.ERROR)  # one message below, not one per retry
    try:
        return await asyncio.wait_for(connect(settings, name="holmes-cli"), CONNECT_TIMEOUT_S)
    except (TimeoutError, OSError) as exc:
        raise BusUnavailable(f"NATS({redact(settings.nats_url)})에 연결할 수 없습니다 — `holmes up`이 실행 중인지, "
                             f"NATS_URL(또는 HOLMES_NATS_PORT)이 맞는지 확인하세요 ({type(exc).__name__})") from None


def envelope_line(rec: Recorded) -> str:
    return json.dumps({"seq": rec.seq, **rec.envelope.model_dump(mode="json")}, ensure_ascii=False)


def dump_lines(records: list[Recorded]) -> str:
    return "".join(envelope_line(r) + "\n" for r in records)


async def fetch_session(session_id: str, turn_id: str | None = None, *,
                        settings: Settings | None = None) -> list[Recorded]:
    """Everything the stream holds for a session (or one of its turns), oldest first."""
    subject = turn_filter(session_id, turn_id) if turn_id else session_filter(session_id)
    bus = await open_bus(settings)
    try:
        return await read_history(bus.js, subject)
    finally:
        await bus.close()


async def run_export(args: Namespace) -> int:
    records = await fetch_session(args.session_id, getattr(args, "turn", None))
    if not records:
        print(f"이벤트가 없습니다: 세션 {args.session_id}", file=sys.stderr)
        return 1
    text = dump_lines(records)
    if args.output and args.output != "-":
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"{len(records)}개 이벤트를 {args.output}에 저장했습니다", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
