"""Reading exported sessions: malformed lines are refused, naming the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from holmes_cli.export import dump_lines
from holmes_cli.importer import LogFormatError, load_file, parse_lines

LEGAL = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "sessions" / "legal.jsonl"


def lines() -> list[str]:
    return LEGAL.read_text(encoding="utf-8").splitlines()


def test_export_format_round_trips():
    records = load_file(LEGAL)
    assert dump_lines(records).splitlines() == lines()
    assert [r.seq for r in records] == sorted(r.seq for r in records)
    assert records[0].subject.startswith(f"holmes.evt.{records[0].envelope.session_id}.")


@pytest.mark.parametrize("bad, message", [
    ("not json", "3번째 줄: JSON이 아닙니다"),
    ("[1, 2]", "3번째 줄: 이벤트 객체"),
    ('{"seq": "x"}', "3번째 줄: seq는 1 이상의 정수"),
])
def test_malformed_line_is_named(bad, message):
    text = lines()
    text[2] = bad
    with pytest.raises(LogFormatError, match=message):
        parse_lines(text, "legal.jsonl")


def test_invalid_envelope_names_the_field():
    text = lines()
    row = json.loads(text[4])
    row["session_id"] = "a.b"
    text[4] = json.dumps(row)
    with pytest.raises(LogFormatError, match=r"5번째 줄: 이벤트 형식이 잘못되었습니다 — session_id"):
        parse_lines(text, "legal.jsonl")


def test_unknown_type_and_bad_payload_are_refused():
    text = lines()
    row = json.loads(text[1])
    text[1] = json.dumps({**row, "type": "NoSuchEvent"})
    with pytest.raises(LogFormatError, match="2번째 줄: 읽을 수 없는 이벤트.*NoSuchEvent"):
        parse_lines(text)
    text[1] = json.dumps({**row, "payload": {"query": 5}})
    with pytest.raises(LogFormatError, match="2번째 줄"):
        parse_lines(text)


def test_duplicate_seq_and_empty_file_are_refused():
    text = lines()
    with pytest.raises(LogFormatError, match="4번째 줄: seq .*3번째 줄과 겹칩니다"):
        parse_lines([text[0], text[1], text[2], text[2]])
    with pytest.raises(LogFormatError, match="한 줄도 없습니다"):
        parse_lines(["", "  "])


def test_missing_and_binary_files(tmp_path):
    with pytest.raises(LogFormatError, match="파일이 없습니다"):
        load_file(tmp_path / "nope.jsonl")
    (tmp_path / "bin.jsonl").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(LogFormatError, match="UTF-8"):
        load_file(tmp_path / "bin.jsonl")
