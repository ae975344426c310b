"""Per-deployment secrets kept in the state dir (HOLMES_STATE_DIR), made on first use.

One file per secret, mode 0600, created with O_EXCL so two processes starting together
(gateway replicas, `holmes up` and a CLI command) end up with the same value.
"""

from __future__ import annotations

import os
import re
import secrets
import time
from pathlib import Path


def state_secret(state_dir: Path, name: str) -> str:
    path = Path(state_dir) / "secrets" / name
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _read(path)
    with os.fdopen(fd, "w") as f:
        f.write(secrets.token_urlsafe(32))
    return _read(path)


def _read(path: Path) -> str:
    for _ in range(50):  # the creator may not have written it yet
        value = path.read_text().strip()
        if value:
            return value
        time.sleep(0.02)
    raise RuntimeError(f"empty secret file {path}: delete it to make a new one")


# The embedded servers of `holmes up` (HOLMES_NATS_PORT / HOLMES_PG_PORT) and their
# generated credentials: every process that finds the state dir finds both.
EMBEDDED_NATS_PORT = 4322
EMBEDDED_PG_PORT = 5442
NATS_USER = "holmes"
PG_USER = "postgres"


def embedded_port(kind: str) -> int:
    default = EMBEDDED_NATS_PORT if kind == "nats" else EMBEDDED_PG_PORT
    return int(os.environ.get(f"HOLMES_{kind.upper()}_PORT", default))


def _existing(state_dir: Path, name: str) -> str | None:
    path = Path(state_dir) / "secrets" / name
    return _read(path) if path.exists() else None


def embedded_nats_url(state_dir: Path, port: int | None = None) -> str:
    password = _existing(state_dir, "nats-password")
    auth = f"{NATS_USER}:{password}@" if password else ""
    return f"nats://{auth}127.0.0.1:{port or embedded_port('nats')}"


def embedded_database_url(state_dir: Path, port: int | None = None) -> str:
    password = _existing(state_dir, "pg-password")
    auth = f"{PG_USER}:{password}" if password else PG_USER
    return f"postgresql://{auth}@127.0.0.1:{port or embedded_port('pg')}/holmes"


def redact(url: str) -> str:
    """A URL for logs: any password replaced by ***."""
    return re.sub(r"(//[^:/@,]+:)[^@/,]+@", r"\1***@", url)
