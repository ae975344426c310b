"""Session ownership: a session belongs to the client token that started it.

Only the sha256 of a token is ever stored (in the SessionStarted event and the read
model), so neither the log nor the database can be used to impersonate a client.
"""

from __future__ import annotations

import hashlib
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(32)


def owner_of(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(header: str | None) -> str | None:
    if header and header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return None
