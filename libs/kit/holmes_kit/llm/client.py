"""One structured LLM call: the answer as a pydantic instance plus its DecisionMeta, or a
typed ``LLMError`` the caller turns into a rule-based decision (DESIGN.md §6).

The task name travels as the json_schema ``name`` of the request, so an OpenAI-compatible
server (and our fake) can tell the calls apart without extra request fields. The schema is
``strict.strict_schema`` of the output model (fit for OpenAI's strict mode).

Retries are ours, not the SDK's: a 429, 408/409 or 5xx answer or a lost connection is asked
again after the provider's ``Retry-After`` (``retry-after-ms`` first) or a short backoff,
at most ``max_retries`` times per call (fewer when the caller passes what is left of the
turn's ``turn_retries``), and never past the call's time budget: a provider asking to wait
longer than the budget has left is given up on at once. A timeout is not asked again (the
answer would come as late, and the turn waits on it). The repeats are recorded in
``DecisionMeta.retries``; tokens and the estimated cost (``prices``) in the same meta.

``stream=StreamOption(sink)`` asks the same one request with ``stream=True`` and hands the
text of one field to ``sink`` as it arrives (``streaming.py``); the answer is validated
whole at the end as without streaming. A failure after text was handed on is not retried
(the reader already saw it; the caller's rule decision replaces the draft).
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import logging
import os
import time
from typing import Any, TypeVar

import openai
from openai import AsyncOpenAI
from pydantic import BaseModel, ValidationError

from holmes_contracts import DecisionMeta

from ..telemetry import llm_span
from .cache import DEFAULT_TTL_S, DecisionCache, KvDecisionCache, cache_key
from .prices import price_of
from .streaming import PartialField, StreamOption
from .strict import strict_schema

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)
RETRY_SLACK_S = 2.0  # the backoff between attempts, on top of the per-attempt timeout
RETRYABLE = (408, 409, 429)  # and every 5xx
BACKOFF_S = (0.5, 1.0, 2.0)


def call_budget_s(timeout_s: float, max_retries: int) -> float:
    """The longest one model call may take, every retry included."""
    return timeout_s * (max_retries + 1) + RETRY_SLACK_S * max_retries


class LLMError(Exception):
    """The LLM gave no usable answer; ``reason`` goes into DecisionMeta.fallback_reason."""

    reason = "llm_error"

    def __init__(self, detail: str = "", *, retries: int = 0) -> None:
        super().__init__(detail or self.reason)
        self.detail, self.retries = detail, retries

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
               prompt_version: str | None = None, spent: DecisionMeta | None = None) -> DecisionMeta:
    """DecisionMeta of a rule-based decision; ``error`` says why the LLM answer was not used.
    ``spent``: the meta of an answer that came and was rejected — its tokens and cost were paid."""
    reason = error.fallback_reason if isinstance(error, LLMError) else error
    latency = round((time.perf_counter() - started) * 1000, 2) if started is not None else 0.0
    meta = DecisionMeta(decided_by="rules", latency_ms=latency, fallback_reason=reason,
                        prompt_version=prompt_version if reason else None,
                        retries=error.retries if isinstance(error, LLMError) else 0)
    if spent is None or spent.decided_by != "llm":
        return meta
    return meta.model_copy(update={k: getattr(spent, k) for k in
                                   ("model", "tokens_in", "tokens_out", "cost_usd", "price", "retries")})


def response_format(task: str, output_model: type[BaseModel]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {
        "name": task, "strict": True, "schema": strict_schema(output_model)}}


def retry_after_s(response: Any) -> float | None:
    """The wait a provider asked for: ``retry-after-ms``, else ``Retry-After`` (seconds or a date)."""
    headers = getattr(response, "headers", None) or {}
    try:
        if headers.get("retry-after-ms"):
            return max(float(headers["retry-after-ms"]) / 1000, 0.0)
        value = headers.get("retry-after")
        if not value:
            return None
        try:
            return max(float(value), 0.0)
        except ValueError:
            when = email.utils.parsedate_to_datetime(value)
            return max(when.timestamp() - time.time(), 0.0)
    except (TypeError, ValueError):
        return None


def metered(meta: DecisionMeta) -> DecisionMeta:
    """``meta`` with the estimated cost of its tokens (no price: no cost)."""
    found = price_of(meta.model)
    if found is None or meta.decided_by != "llm":
        return meta
    name, price = found
    return meta.model_copy(update={"cost_usd": price.cost_usd(meta.tokens_in, meta.tokens_out),
                                   "price": f"{name}@{price.as_of}"})


class LLM:
    def __init__(self, client: AsyncOpenAI, model: str, *, timeout_s: float, max_retries: int,
                 cache: DecisionCache | None = None, turn_retries: int = 3, stream: bool = True) -> None:
        self.client = client.with_options(max_retries=0)  # retried here, within our budget
        self.stream = stream  # False: a provider without SSE; a stream option then gets the text at the end
        self.model, self.cache = model, cache
        self.timeout_s, self.max_retries, self.turn_retries = timeout_s, max_retries, turn_retries

    @classmethod
    async def from_settings(cls, settings: Any, *, js: Any = None) -> LLM | None:
        """None when no key is configured: the service then runs on rules alone."""
        if not settings.llm_enabled:
            return None
        client = AsyncOpenAI(api_key=settings.openai_api_key, base_url=settings.openai_base_url,
                             timeout=settings.llm_timeout_s, max_retries=0)
        ttl = float(os.environ.get("HOLMES_LLM_CACHE_TTL_S", DEFAULT_TTL_S))
        cache = None
        if js is not None and ttl > 0:
            try:
                cache = await KvDecisionCache.open(js, ttl_s=ttl)
            except Exception as exc:  # no KV: decide without a cache
                log.warning("llm cache unavailable: %s", exc)
        return cls(client, settings.llm_model, timeout_s=settings.llm_timeout_s,
                   max_retries=settings.llm_max_retries, cache=cache, turn_retries=settings.llm_turn_retries,
                   stream=settings.llm_stream)

    async def structured(self, task: str, prompt_version: str, messages: list[dict[str, str]],
                         output_model: type[M], *, retries_left: int | None = None,
                         stream: StreamOption | None = None) -> tuple[M, DecisionMeta]:
        """``retries_left``: what the turn's retry budget still allows (None: this call's own limit).
        ``stream``: hand the text of ``stream.field`` to ``stream.sink`` while it is generated."""
        t0 = time.perf_counter()
        key = cache_key(prompt_version, self.model, {"task": task, "messages": messages,
                                                     "schema": output_model.model_json_schema()})
        if self.cache is not None:
            hit = await self.cache.get(key)
            if hit is not None:
                try:
                    out = output_model.model_validate(hit["output"])
                    if stream is not None and isinstance(hit["output"].get(stream.field), str):
                        await _send(stream, hit["output"][stream.field])  # all at once: nothing to wait for
                    return out, DecisionMeta(decided_by="cache", model=hit.get("model"),
                                             prompt_version=prompt_version, latency_ms=_ms(t0))
                except (ValidationError, KeyError, TypeError):
                    pass  # a stale entry from an older schema: ask again
        with llm_span(task, model=self.model) as span:  # a child of the deciding handler's span
            retries = self.max_retries if retries_left is None else max(0, min(self.max_retries, retries_left))
            out, meta = await self._ask(task, prompt_version, messages, output_model, t0, retries,
                                        stream if self.stream else None)
            span.set_attribute("gen_ai.usage.input_tokens", meta.tokens_in)
            span.set_attribute("gen_ai.usage.output_tokens", meta.tokens_out)
        if stream is not None and not self.stream and isinstance(getattr(out, stream.field, None), str):
            await _send(stream, getattr(out, stream.field))  # not streamed: the whole text at once
        if self.cache is not None:
            await self.cache.put(key, {"output": out.model_dump(mode="json"), "model": meta.model})
        return out, meta

    async def _ask(self, task: str, prompt_version: str, messages: list[dict[str, str]],
                   output_model: type[M], t0: float, retries: int,
                   stream: StreamOption | None = None) -> tuple[M, DecisionMeta]:
        # Each attempt is bounded by timeout_s; the whole call, waits included, by the budget.
        deadline = t0 + call_budget_s(self.timeout_s, self.max_retries)
        attempt = 0
        while True:
            left = deadline - time.perf_counter()
            try:
                request = dict(model=self.model, messages=messages, temperature=0.1,
                               timeout=min(self.timeout_s, left), response_format=response_format(task, output_model))
                if stream is None:
                    resp = await asyncio.wait_for(self.client.chat.completions.create(**request),
                                                  timeout=max(left, 0.0))
                    content, usage, model = _content(resp)
                else:
                    content, usage, model = await asyncio.wait_for(
                        self._streamed(request, stream), timeout=max(min(self.timeout_s, left), 0.0))
                break
            except (TimeoutError, openai.APITimeoutError) as exc:
                raise LLMTimeout(f"{task}: no answer within {self.timeout_s:g}s", retries=attempt) from exc
            except openai.APIStatusError as exc:
                code = exc.status_code
                if code not in RETRYABLE and code < 500:
                    detail = f"{task}: HTTP {code}" + (f" {_message(exc)}" if code == 400 else "")
                    raise LLMUnavailable(detail, retries=attempt) from exc
                wait, why = retry_after_s(exc.response), f"HTTP {code}"
            except openai.APIError as exc:  # connection lost or refused
                wait, why = None, type(exc).__name__
            wait = BACKOFF_S[min(attempt, len(BACKOFF_S) - 1)] if wait is None else wait
            if stream is not None and stream.sent:
                raise LLMUnavailable(f"{task}: {why} after {stream.sent} streamed characters", retries=attempt)
            if attempt >= retries:
                raise LLMUnavailable(f"{task}: {why}" + (f" after {attempt} retries" if attempt else ""),
                                     retries=attempt)
            if time.perf_counter() + wait >= deadline:
                raise LLMUnavailable(f"{task}: {why}, retry after {wait:g}s is past the call's budget",
                                     retries=attempt)
            log.info("%s: %s, retrying in %.2fs", task, why, wait)
            await asyncio.sleep(wait)
            attempt += 1
        if not content:
            raise LLMInvalidOutput(f"{task}: empty answer{' (refused)' if content is None else ''}", retries=attempt)
        try:
            out = output_model.model_validate_json(content)
        except ValidationError as exc:
            raise LLMInvalidOutput(f"{task}: {exc.error_count()} schema errors ({_first_error(exc)})",
                                   retries=attempt) from exc
        return out, metered(DecisionMeta(
            decided_by="llm", model=model or self.model, prompt_version=prompt_version,
            latency_ms=_ms(t0), tokens_in=usage.prompt_tokens if usage else 0,
            tokens_out=usage.completion_tokens if usage else 0, retries=attempt))

    async def _streamed(self, request: dict[str, Any], stream: StreamOption) -> tuple[str | None, Any, str | None]:
        """One streamed request: the whole content, its usage (the last chunk, asked for with
        ``include_usage``) and the model; the field's text goes to the sink on the way."""
        chunks = await self.client.chat.completions.create(
            **request, stream=True, stream_options={"include_usage": True})
        field, parts, usage, model, refused = PartialField(stream.field), [], None, None, False
        try:
            async for chunk in _wrapped(chunks):
                model = model or getattr(chunk, "model", None)
                usage = getattr(chunk, "usage", None) or usage
                for choice in chunk.choices or []:
                    delta = choice.delta
                    refused = refused or bool(getattr(delta, "refusal", None))
                    if delta.content:
                        parts.append(delta.content)
                        text = field.feed(delta.content)
                        if text:
                            await _send(stream, text)
        finally:  # a timeout cancels us mid-stream: let the connection go, not linger open
            with contextlib.suppress(Exception):
                await chunks.close()
        content = "".join(parts)
        return (None if refused and not content else content), usage, model


async def _wrapped(chunks: Any):
    """The SDK passes transport errors of a broken stream through unwrapped (httpx's); they
    are a lost connection like any other, so the retry rules above apply to them too."""
    it = chunks.__aiter__()
    while True:
        try:
            chunk = await it.__anext__()
        except StopAsyncIteration:
            return
        except (openai.APIError, TimeoutError):
            raise
        except Exception as exc:
            raise openai.APIConnectionError(request=chunks.response.request) from exc
        yield chunk


async def _send(stream: StreamOption, text: str) -> None:
    stream.sent += len(text)
    await stream.sink(text)


def _content(resp: Any) -> tuple[str | None, Any, str | None]:
    """A whole answer's content (None: refused, "": empty), usage and model."""
    choice = resp.choices[0] if resp.choices else None
    content = choice.message.content if choice else ""
    if not content:
        content = None if choice is not None and getattr(choice.message, "refusal", None) else ""
    return content, resp.usage, resp.model


def _message(exc: openai.APIStatusError) -> str:
    body = exc.body if isinstance(exc.body, dict) else {}
    return str((body.get("error") or body).get("message") or "")[:200] if body else ""


def _ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 2)


def _first_error(exc: ValidationError) -> str:
    """Where the answer broke the schema and with what (bounded), so the event that falls
    back to the rules says why — e.g. a tool name that is no candidate."""
    e = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in e.get("loc", ())) or "answer"
    return f"{where}: {e.get('msg', '')[:120]}, got {str(e.get('input'))[:60]!r}"
