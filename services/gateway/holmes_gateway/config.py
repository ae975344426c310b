"""Gateway settings (on top of the shared ones)."""

from __future__ import annotations

from pydantic import Field

from holmes_kit.settings import Settings


class GatewaySettings(Settings):
    session_ttl_s: float = Field(default=24 * 3600, alias="GATEWAY_SESSION_TTL_S")
    max_frame_bytes: int = Field(default=16 * 1024, alias="GATEWAY_MAX_FRAME_BYTES")
    messages_per_second: float = Field(default=5.0, alias="GATEWAY_MESSAGES_PER_SECOND")
    message_burst: float = Field(default=10.0, alias="GATEWAY_MESSAGE_BURST")
    max_connections_per_client: int = Field(default=20, alias="GATEWAY_MAX_CONNECTIONS_PER_CLIENT")
    # Original front ends send no token; set false only to serve such legacy clients.
    require_token: bool = Field(default=True, alias="GATEWAY_REQUIRE_TOKEN")
    # A turn that has not finished after this long no longer blocks a new query.
    turn_stale_s: float = Field(default=300.0, alias="GATEWAY_TURN_STALE_S")
    # Tokens are HMAC-signed with this secret; unset, one is generated in the state dir
    # (HOLMES_STATE_DIR/secrets/gateway-token). Gateway replicas must share it.
    token_secret: str | None = Field(default=None, alias="GATEWAY_TOKEN_SECRET")
    # /metrics, /api/v1/chat/stats/*, /docs and /openapi.json need
    # "Authorization: Bearer <operator token>": this value, else the one generated in
    # HOLMES_STATE_DIR/secrets/operator-token. True opens them to anyone (trusted networks).
    operator_token: str | None = Field(default=None, alias="GATEWAY_OPERATOR_TOKEN")
    open_operator_endpoints: bool = Field(default=False, alias="GATEWAY_OPEN_OPERATOR_ENDPOINTS")
