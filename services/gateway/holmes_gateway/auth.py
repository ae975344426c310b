"""Session ownership: a session belongs to the client token that started it.

Only the sha256 of a token is ever stored (in the SessionStarted event and the read
model), so neither the log nor the database can be used to impersonate a client.
"""

from __future__ import annotations

import hashlib
import re
import secrets

# What new_token() makes (43 url-safe chars) fits; short or odd tokens are refused so a
# client cannot pick a guessable owner identity such as "1234".
_TOKEN = re.compile(r"[A-Za-z0-9_\-]{32,128}")


def new_token() -> str:
    return secrets.token_urlsafe(32)


def owner_of(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def valid_token(token: str) -> bool:
    return bool(_TOKEN.fullmatch(token))


def bearer(header: str | None) -> str | None:
    if header and header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return None
