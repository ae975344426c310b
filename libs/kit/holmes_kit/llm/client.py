"""One structured LLM call: the answer as a pydantic instance plus its DecisionMeta, or a
typed ``LLMError`` the caller turns into a rule-based decision (DESIGN.md §6).

The task name travels as the json_schema ``name`` of the request, so an OpenAI-compatible
server (and our fake) can tell the calls apart without extra request fields.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from typing import Any, TypeVar

import openai
from openai import AsyncOpenAI
from openai.lib._pydantic import to_strict_json_schema
from pydantic import BaseModel, ValidationError

from holmes_contracts import DecisionMeta

from ..telemetry import llm_span
from .cache import DEFAULT_TTL_S, DecisionCache, KvDecisionCache, cache_key

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)
RETRY_SLACK_S = 2.0  # the SDK's backoff between attempts, on top of the per-attempt timeout


def call_budget_s(timeout_s: float, max_retries: int) -> float:
    """The longest one model call may take, every retry included."""
    return timeout_s * (max_retries + 1) + RETRY_SLACK_S * max_retries


class LLMError(Exception):
    """The LLM gave no usable answer; ``reason`` goes into DecisionMeta.fallback_reason."""

    reason = "llm_error"

    def __init__(self, detail: str = "") -> None:
        super().__init__(detail or self.reason)
        self.detail = detail

    @property
    def fallback_reason(self) -> str:
        return f"{self.reason}: {self.detail}"[:300] if self.detail else self.reason


class LLMTimeout(LLMError):
    reason = "timeout"


class LLMUnavailable(LLMError):
    reason = "unavailable"


class LLMInvalidOutput(LLMError):
    reason = "invalid_output"


def rules_meta(started: float | None = None, *, error: LLMError | str | None = None,
               prompt_version: str | None = None) -> DecisionMeta:
    """DecisionMeta of a rule-based decision; ``error`` says why the LLM answer was not used."""
    reason = error.fallback_reason if isinstance(error, LLMError) else error
    latency = round((time.perf_counter() - started) * 1000, 2) if started is not None else 0.0
    return DecisionMeta(decided_by="rules", latency_ms=latency, fallback_reason=reason,
                        prompt_version=prompt_version if reason else None)


def response_format(task: str, output_model: type[BaseModel]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {
        "name": task, "strict": True, "schema": to_strict_json_schema(output_model)}}


class LLM:
    def __init__(self, client: AsyncOpenAI, model: str, *, timeout_s: float, max_retries: int,
                 cache: DecisionCache | None = None) -> None:
        self.client, self.model, self.cache = client, model, cache
        self.timeout_s, self.max_retries = timeout_s, max_retries

    @classmethod
    async def from_settings(cls, settings: Any, *, js: Any = None) -> LLM | None:
        """None when no key is configured: the service then runs on rules alone."""
        if not settings.llm_enabled:
            return None
        client = AsyncOpenAI(api_key=settings.openai_api_key, base_url=settings.openai_base_url,
                             timeout=settings.llm_timeout_s, max_retries=settings.llm_max_retries)
        ttl = float(os.environ.get("HOLMES_LLM_CACHE_TTL_S", DEFAULT_TTL_S))
        cache = None
        if js is not None and ttl > 0:
            try:
                cache = await KvDecisionCache.open(js, ttl_s=ttl)
            except Exception as exc:  # no KV: decide without a cache
                log.warning("llm cache unavailable: %s", exc)
        return cls(client, settings.llm_model, timeout_s=settings.llm_timeout_s,
                   max_retries=settings.llm_max_retries, cache=cache)

    async def structured(self, task: str, prompt_version: str, messages: list[dict[str, str]],
                         output_model: type[M]) -> tuple[M, DecisionMeta]:
        t0 = time.perf_counter()
        key = cache_key(prompt_version, self.model, {"task": task, "messages": messages,
                                                     "schema": output_model.model_json_schema()})
        if self.cache is not None:
            hit = await self.cache.get(key)
            if hit is not None:
                try:
                    out = output_model.model_validate(hit["output"])
                    return out, DecisionMeta(decided_by="cache", model=hit.get("model"),
                                             prompt_version=prompt_version, latency_ms=_ms(t0))
                except (ValidationError, KeyError, TypeError):
                    pass  # a stale entry from an older schema: ask again
        with llm_span(task, model=self.model) as span:  # a child of the deciding handler's span
            out, meta = await self._ask(task, prompt_version, messages, output_model, t0)
            span.set_attribute("gen_ai.usage.input_tokens", meta.tokens_in)
            span.set_attribute("gen_ai.usage.output_tokens", meta.tokens_out)
        if self.cache is not None:
            await self.cache.put(key, {"output": out.model_dump(mode="json"), "model": meta.model})
        return out, meta

    async def _ask(self, task: str, prompt_version: str, messages: list[dict[str, str]],
                   output_model: type[M], t0: float) -> tuple[M, DecisionMeta]:
        # The SDK bounds each attempt; this bounds the whole call including retries.
        budget = call_budget_s(self.timeout_s, self.max_retries)
        try:
            resp = await asyncio.wait_for(self.client.chat.completions.create(
                model=self.model, messages=messages, temperature=0.1,
                response_format=response_format(task, output_model)), timeout=budget)
        except (TimeoutError, openai.APITimeoutError) as exc:
            raise LLMTimeout(f"{task}: no answer within {self.timeout_s:g}s") from exc
        except openai.APIStatusError as exc:
            raise LLMUnavailable(f"{task}: HTTP {exc.status_code}") from exc
        except openai.APIError as exc:
            raise LLMUnavailable(f"{task}: {type(exc).__name__}") from exc
        choice = resp.choices[0] if resp.choices else None
        content = choice.message.content if choice else None
        if not content:
            refusal = getattr(choice.message, "refusal", None) if choice else None
            raise LLMInvalidOutput(f"{task}: empty answer{' (refused)' if refusal else ''}")
        try:
            out = output_model.model_validate_json(content)
        except ValidationError as exc:
            raise LLMInvalidOutput(f"{task}: {exc.error_count()} schema errors") from exc
        usage = resp.usage
        return out, DecisionMeta(
            decided_by="llm", model=resp.model or self.model, prompt_version=prompt_version,
            latency_ms=_ms(t0), tokens_in=usage.prompt_tokens if usage else 0,
            tokens_out=usage.completion_tokens if usage else 0)


def _ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 2)
