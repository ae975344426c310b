"""Without explicit URLs every process looks for the servers where `holmes up` embeds them."""

from __future__ import annotations

from holmes_kit.settings import Settings


def test_embedded_ports_give_the_urls(monkeypatch, tmp_path):
    for name in ("NATS_URL", "DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOLMES_STATE_DIR", str(tmp_path))  # no generated credentials there
    monkeypatch.setenv("HOLMES_NATS_PORT", "4391")
    monkeypatch.setenv("HOLMES_PG_PORT", "5491")
    s = Settings()
    assert s.nats_url == "nats://127.0.0.1:4391"
    assert s.database_url == "postgresql://postgres@127.0.0.1:5491/holmes"


def test_explicit_urls_win(monkeypatch):
    monkeypatch.setenv("HOLMES_NATS_PORT", "4391")
    monkeypatch.setenv("NATS_URL", "nats://bus.example:4222")
    assert Settings().nats_url == "nats://bus.example:4222"


def test_unit_tests_run_without_an_llm_key():
    assert Settings().openai_api_key is None  # conftest.py drops OPENAI_API_KEY
