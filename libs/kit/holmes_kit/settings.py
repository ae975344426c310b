"""Settings from the environment (12-factor). One object, built once per process."""

from __future__ import annotations

from datetime import date
from functools import lru_cache
from pathlib import Path

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from .infra.secrets import embedded_database_url, embedded_nats_url


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore")

    nats_url: str = Field(default="nats://127.0.0.1:4322", alias="NATS_URL")
    database_url: str = Field(default="postgresql://postgres@127.0.0.1:5442/holmes", alias="DATABASE_URL")
    state_dir: Path = Field(default=Path(".holmes"), alias="HOLMES_STATE_DIR")

    gateway_host: str = Field(default="127.0.0.1", alias="GATEWAY_HOST")
    gateway_port: int = Field(default=8000, alias="GATEWAY_PORT")

    # JetStream consumer behaviour (DESIGN.md §4: bounded redelivery, ack after append)
    max_deliver: int = Field(default=4, alias="HOLMES_MAX_DELIVER")
    ack_wait_s: float = Field(default=60.0, alias="HOLMES_ACK_WAIT_S")
    max_in_flight: int = Field(default=8, alias="HOLMES_MAX_IN_FLIGHT")
    duplicate_window_s: float = Field(default=24 * 3600, alias="HOLMES_DUPLICATE_WINDOW_S")
    stream_replicas: int = Field(default=1, alias="HOLMES_STREAM_REPLICAS")
    # The embedded NATS server's JetStream fsync (`holmes up`): "always" (every write on
    # disk before its ack), or a duration like "2m" (the server's lazy default) to opt out.
    nats_sync: str = Field(default="always", alias="HOLMES_NATS_SYNC")

    # LLM (openai SDK; no key -> rules only)
    openai_api_key: str | None = Field(default=None, alias="OPENAI_API_KEY")
    openai_base_url: str | None = Field(default=None, alias="OPENAI_BASE_URL")
    llm_model: str = Field(default="gpt-4o-mini", alias="HOLMES_LLM_MODEL")
    llm_timeout_s: float = Field(default=20.0, alias="HOLMES_LLM_TIMEOUT_S")
    llm_max_retries: int = Field(default=1, alias="HOLMES_LLM_MAX_RETRIES")  # per call (429 / 5xx)
    llm_turn_retries: int = Field(default=3, alias="HOLMES_LLM_TURN_RETRIES")  # all calls of a turn together
    # Stream the answer's text (stream=True on the synthesis call); false for a provider without SSE
    llm_stream: bool = Field(default=True, alias="HOLMES_LLM_STREAM")

    # Every turn judged on this Korean day instead of its event's (kit clock): a user's report reproduced on
    # the day it was made, a benchmark set scored on the day its labels were written. Unset in production.
    turn_day: date | None = Field(default=None, alias="HOLMES_TURN_DAY")

    # Limits shown to users
    max_query_chars: int = Field(default=2000, alias="HOLMES_MAX_QUERY_CHARS")

    @model_validator(mode="after")
    def _embedded_servers(self) -> Settings:
        # No URL given: the embedded servers of `holmes up`, with the credentials it
        # generated in the state dir (so CLI commands connect like the services do).
        if "nats_url" not in self.model_fields_set:
            self.nats_url = embedded_nats_url(self.state_dir)
        if "database_url" not in self.model_fields_set:
            self.database_url = embedded_database_url(self.state_dir)
        return self

    @property
    def llm_enabled(self) -> bool:
        return bool(self.openai_api_key)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
