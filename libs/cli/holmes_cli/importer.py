"""Reading exported JSON Lines back, and `holmes import <file>`.

A file is checked whole before anything is published: one malformed line refuses the
import with a message naming that line, so a half-imported session never happens.
"""

from __future__ import annotations

import json
import sys
from argparse import Namespace
from collections.abc import Iterable
from pathlib import Path

from pydantic import ValidationError

from holmes_contracts import REGISTRY, Envelope, event_subject, session_filter
from holmes_kit.bus import Recorded, publish, read_history

from .export import open_bus


class LogFormatError(ValueError):
    """A recorded-session file that cannot be read; the message is Korean and names the line."""


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "(전체)"
    return f"{where}: {err.get('msg', '')}"


def parse_line(line: str, where: str, position: int) -> Recorded:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise LogFormatError(f"{where}: JSON이 아닙니다 ({exc.msg}, {exc.colno}번째 글자)") from None
    if not isinstance(data, dict):
        raise LogFormatError(f"{where}: 이벤트 객체({{...}})가 아닙니다")
    seq = data.pop("seq", position)
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
        raise LogFormatError(f"{where}: seq는 1 이상의 정수여야 합니다 (받은 값 {seq!r})")
    try:
        env = Envelope.model_validate(data)
        REGISTRY.parse(env)  # unknown type or a payload its model rejects
        subject = event_subject(env.session_id, env.turn_id, env.type, env.team)
    except ValidationError as exc:
        raise LogFormatError(f"{where}: 이벤트 형식이 잘못되었습니다 — {_first_error(exc)}") from None
    except ValueError as exc:
        raise LogFormatError(f"{where}: 읽을 수 없는 이벤트입니다 — {exc}") from None
    return Recorded(seq, subject, env)


def parse_lines(lines: Iterable[str], source: str = "입력") -> list[Recorded]:
    out: list[Recorded] = []
    seen: dict[int, int] = {}
    for no, line in enumerate(lines, 1):
        if not line.strip():
            continue
        rec = parse_line(line, f"{source} {no}번째 줄", len(out) + 1)
        if rec.seq in seen:
            raise LogFormatError(f"{source} {no}번째 줄: seq {rec.seq}가 {seen[rec.seq]}번째 줄과 겹칩니다")
        seen[rec.seq] = no
        out.append(rec)
    if not out:
        raise LogFormatError(f"{source}: 이벤트가 한 줄도 없습니다")
    return sorted(out, key=lambda r: r.seq)


def load_file(path: str | Path) -> list[Recorded]:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LogFormatError(f"파일이 없습니다: {p}") from None
    except UnicodeDecodeError:
        raise LogFormatError(f"{p}: UTF-8 텍스트가 아닙니다") from None
    except OSError as exc:
        raise LogFormatError(f"{p}: 읽을 수 없습니다 ({exc.strerror})") from None
    return parse_lines(text.splitlines(), p.name)


async def publish_records(js, records: list[Recorded]) -> tuple[int, int]:
    """Publish in recorded order, keeping event ids. Events already in the stream are
    skipped (looked up, not only left to the server's de-duplication window)."""
    existing: set[str] = set()
    for session_id in dict.fromkeys(r.envelope.session_id for r in records):
        existing |= {r.envelope.event_id for r in await read_history(js, session_filter(session_id))}
    published = 0
    for rec in records:
        if rec.envelope.event_id in existing:
            continue
        await publish(js, rec.envelope)
        existing.add(rec.envelope.event_id)
        published += 1
    return published, len(records) - published


async def run_import(args: Namespace) -> int:
    try:
        records = load_file(args.file)
    except LogFormatError as exc:
        print(f"가져오기를 거부했습니다 — {exc}", file=sys.stderr)
        return 2
    bus = await open_bus()
    try:
        published, skipped = await publish_records(bus.js, records)
    finally:
        await bus.close()
    sessions = ", ".join(dict.fromkeys(r.envelope.session_id for r in records))
    print(f"{published}개 이벤트를 게시했습니다 ({skipped}개는 이미 있음) — 세션 {sessions}")
    return 0
