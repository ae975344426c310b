"""Fixtures shared by integration and end-to-end tests: real NATS and PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from holmes_kit import testing
from holmes_kit.db import migrate

ROOT = Path(__file__).resolve().parent
SQL_DIR = ROOT / "infra" / "sql"


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
