"""What the gateway refuses before storing (pure checks; the stored-nothing proof against
a real gateway is tests/integration/test_gateway_guards.py)."""

from __future__ import annotations

import pytest

from holmes_gateway.domain.inputs import (
    MAX_METADATA_BYTES,
    InputError,
    check_client_message_id,
    check_metadata,
    check_text,
)
from holmes_gateway.domain.messages import ClientError, parse_client_message


def nested(depth: int) -> dict:
    node: dict = {}
    for _ in range(depth - 1):
        node = {"a": node}
    return node


@pytest.mark.parametrize("metadata, field", [
    ({"k\x00": 1}, "metadata"),
    ({"k": "v\x00"}, "metadata.k"),
    ({"k": ["ok", "\ud800"]}, "metadata.k[1]"),
    ({"x": float("nan")}, "metadata.x"),
    ({"blob": "가" * (MAX_METADATA_BYTES // 3 + 1)}, "metadata"),
    (nested(9), "metadata" + ".a" * 8),
])
def test_bad_metadata_is_named_in_korean(metadata, field):
    with pytest.raises(InputError) as exc:
        check_metadata(metadata)
    assert exc.value.field == field and any("\uac00" <= c <= "\ud7a3" for c in exc.value.message)


def test_good_metadata_passes_unchanged():
    ok = {"client": "webui", "tags": ["전세", 1, 2.5, None, True], "deep": nested(7)}  # 8 levels with metadata itself
    assert check_metadata(ok) is ok


def test_titles_refuse_nul_surrogates_and_controls_but_keep_korean():
    assert check_text("강남 전세 상담", "title", label="제목") == "강남 전세 상담"
    for bad in ("a\x00b", "\udfff", "줄\n바꿈"):
        with pytest.raises(InputError):
            check_text(bad, "title", label="제목")


def test_client_message_ids():
    assert check_client_message_id(None) is None
    assert check_client_message_id("3f2a-9c:1.x_y") == "3f2a-9c:1.x_y"
    for bad in ("", "a b", "한글", "x" * 129, 12):
        with pytest.raises(InputError):
            check_client_message_id(bad)


def test_a_query_carries_its_client_message_id_or_is_refused():
    msg = parse_client_message('{"type": "query", "query": "전세", "client_message_id": "q-1"}',
                               max_bytes=16384, max_query_chars=2000)
    assert msg.client_message_id == "q-1"
    with pytest.raises(ClientError) as exc:
        parse_client_message('{"type": "query", "query": "전세", "client_message_id": "a b"}',
                             max_bytes=16384, max_query_chars=2000)
    assert exc.value.details["field"] == "client_message_id"
