"""Per-deployment secrets kept in the state dir (HOLMES_STATE_DIR), made on first use.

One file per secret, mode 0600, created with O_EXCL so two processes starting together
(gateway replicas, `holmes up` and a CLI command) end up with the same value.
"""

from __future__ import annotations

import os
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
