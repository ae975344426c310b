"""Client tokens: minted by the gateway only, and session ownership.

A token is a random nonce plus its HMAC under the deployment's secret
(GATEWAY_TOKEN_SECRET, else a file in the state dir), so the gateway can tell its own
tokens from ones a client made up ("Bearer aaaa…") without storing any. Only the sha256
of a token is ever stored (in the SessionStarted event and the read model), so neither
the log nor the database can be used to impersonate a client.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

_NONCE_BYTES = _MAC_BYTES = 16


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


class TokenMint:
    def __init__(self, secret: str) -> None:
        self._key = hashlib.sha256(f"holmes-client-token|{secret}".encode()).digest()

    def _mac(self, nonce: str) -> str:
        return _b64(hmac.new(self._key, nonce.encode(), hashlib.sha256).digest()[:_MAC_BYTES])

    def new(self) -> str:
        nonce = _b64(secrets.token_bytes(_NONCE_BYTES))
        return nonce + self._mac(nonce)

    def valid(self, token: str) -> bool:
        n = len(_b64(bytes(_NONCE_BYTES)))
        if len(token) != n + len(_b64(bytes(_MAC_BYTES))):
            return False
        return hmac.compare_digest(self._mac(token[:n]), token[n:])


def owner_of(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(header: str | None) -> str | None:
    if header and header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return None


def same_secret(given: str | None, expected: str) -> bool:
    return given is not None and hmac.compare_digest(given.encode(), expected.encode())
