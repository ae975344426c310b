"""Checks on what a client asks the gateway to store (titles, user ids, metadata).

Everything here runs before an event is built: an event the projector or PostgreSQL
cannot take (a NUL, a lone surrogate, NaN, a megabyte of metadata) would otherwise sit
in the log for ever. Messages are Korean and name the field.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

# Bounds documented in docs/protocol-additions.md ("What the gateway refuses").
MAX_METADATA_BYTES = 16 * 1024
MAX_METADATA_DEPTH = 8

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")  # newlines and tabs included: a title is one line
_CLIENT_ID = re.compile(r"[A-Za-z0-9_\-:.]{1,128}")


class InputError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field, self.message = field, message


def _encodable(value: str) -> bool:
    try:
        value.encode("utf-8")
        return True
    except UnicodeEncodeError:  # a lone surrogate ("\ud800"): no UTF-8 event can carry it
        return False


def check_text(value: str | None, field: str, *, label: str, controls: bool = False) -> str | None:
    """A client string: no NUL (PostgreSQL text refuses it), no lone surrogate, and no
    other control characters unless ``controls`` (free text may hold tabs and newlines)."""
    if value is None:
        return None
    if "\x00" in value:
        raise InputError(field, f"{label}에 NUL 문자(\\u0000)를 넣을 수 없습니다.")
    if not _encodable(value):
        raise InputError(field, f"{label}에 올바르지 않은 문자(짝이 없는 유니코드 서로게이트)가 있습니다.")
    if not controls and _CONTROL.search(value):
        raise InputError(field, f"{label}에 제어 문자를 넣을 수 없습니다.")
    return value


def check_metadata(metadata: dict[str, Any]) -> dict[str, Any]:
    def walk(value: Any, path: str, depth: int) -> None:
        if depth > MAX_METADATA_DEPTH:
            raise InputError(path, f"metadata의 중첩이 너무 깊습니다 (최대 {MAX_METADATA_DEPTH}단계).")
        if isinstance(value, dict):
            for key, item in value.items():
                check_text(key, path, label="metadata의 키", controls=True)
                walk(item, f"{path}.{key}", depth + 1)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]", depth + 1)
        elif isinstance(value, str):
            check_text(value, path, label="metadata의 값", controls=True)
        elif isinstance(value, float) and not math.isfinite(value):
            raise InputError(path, "metadata에 NaN이나 무한대 값은 넣을 수 없습니다.")

    walk(metadata, "metadata", 1)
    size = len(json.dumps(metadata, ensure_ascii=False).encode("utf-8"))
    if size > MAX_METADATA_BYTES:
        raise InputError("metadata", f"metadata가 너무 큽니다 ({size:,}바이트). "
                                     f"{MAX_METADATA_BYTES:,}바이트 이내로 줄여 주세요.")
    return metadata


def check_client_message_id(value: Any) -> str | None:
    """The client's idempotency key: absent, or 1-128 of ``A-Z a-z 0-9 _ - : .``."""
    if value is None:
        return None
    if not isinstance(value, str) or not _CLIENT_ID.fullmatch(value):
        raise InputError("client_message_id", "client_message_id는 영문·숫자·_-:. 로 된 1~128자여야 합니다 "
                                              "(예: UUID).")
    return value
