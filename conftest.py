"""Fixtures shared by every test: unit-test isolation, and for integration and end-to-end
tests real NATS and PostgreSQL."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from holmes_kit import testing
from holmes_kit.db import migrate

ROOT = Path(__file__).resolve().parent
SQL_DIR = ROOT / "infra" / "sql"

# Markers that let a test reach the network (pyproject.toml documents them).
NETWORK_MARKERS = ("integration", "e2e", "network")


class NetworkBlocked(RuntimeError):
    """A unit test tried to open a network connection."""


@pytest.fixture(autouse=True)
def _isolation(request, monkeypatch):
    """Unit tests neither reach the network nor an LLM: without this, a developer's
    OPENAI_API_KEY or a running `holmes up` would silently change what they test.
    Tests marked integration, e2e or network opt in; AF_UNIX sockets (the event loop's
    self-pipe on some platforms) stay allowed."""
    from holmes_kit.settings import get_settings

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    get_settings.cache_clear()  # settings cached by an earlier test may still hold a key
    if not any(request.node.get_closest_marker(m) for m in NETWORK_MARKERS):
        def refuse(connect):
            def guarded(sock, address, *args):
                if sock.family != socket.AF_UNIX:
                    raise NetworkBlocked(f"unit test connects to {address!r}: mark it "
                                         f"@pytest.mark.network (a local fake) or integration")
                return connect(sock, address, *args)
            return guarded
        monkeypatch.setattr(socket.socket, "connect", refuse(socket.socket.connect))
        monkeypatch.setattr(socket.socket, "connect_ex", refuse(socket.socket.connect_ex))
    yield
    get_settings.cache_clear()


@pytest.fixture(scope="session")
def nats_url():
    with testing.nats_server() as url:
        yield url


@pytest.fixture(scope="session")
def database_url():
    with testing.postgres_server() as url:
        yield url


@pytest.fixture(scope="session")
async def migrated_db(database_url):
    await migrate(database_url, SQL_DIR)
    return database_url


def pytest_collection_modifyitems(config, items):
    """End-to-end tests last: their running system reacts to every event on the shared
    bus, so integration tests that assert exact logs run before it starts."""
    items.sort(key=lambda item: item.get_closest_marker("e2e") is not None)
