"""Settings from the environment (12-factor). One object, built once per process."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore")

    # Without NATS_URL / DATABASE_URL, the servers `holmes up` embeds, on these ports: one
    # lookup, so every CLI command finds what `holmes up` started (see embedded_urls below).
    nats_port: int = Field(default=4322, alias="HOLMES_NATS_PORT")
    pg_port: int = Field(default=5442, alias="HOLMES_PG_PORT")
    nats_url: str = Field(default="", alias="NATS_URL")
    database_url: str = Field(default="", alias="DATABASE_URL")
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
    llm_max_retries: int = Field(default=1, alias="HOLMES_LLM_MAX_RETRIES")

    # Limits shown to users
    max_query_chars: int = Field(default=2000, alias="HOLMES_MAX_QUERY_CHARS")

    @model_validator(mode="after")
    def embedded_urls(self) -> Settings:
        self.nats_url = self.nats_url or f"nats://127.0.0.1:{self.nats_port}"
        self.database_url = self.database_url or f"postgresql://postgres@127.0.0.1:{self.pg_port}/holmes"
        return self

    @property
    def llm_enabled(self) -> bool:
        return bool(self.openai_api_key)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
