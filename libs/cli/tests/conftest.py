from __future__ import annotations

import json
from pathlib import Path

import pytest

SESSIONS = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "sessions"


@pytest.fixture
def golden_lines():
    def read(name: str) -> list[dict]:
        return [json.loads(line) for line in (SESSIONS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()]
    return read


@pytest.fixture
def write_lines(tmp_path):
    def write(rows: list[dict], name: str = "session.jsonl") -> Path:
        path = tmp_path / name
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
        return path
    return write
