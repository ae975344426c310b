"""An OpenAI-compatible fake model server for tests and benchmarks (real HTTP, real SDK).

POST /v1/chat/completions answers the requested json_schema with a scripted answer for
the task (the schema's ``name``) or a generated minimal valid instance; POST
/v1/embeddings returns deterministic vectors; GET /calls lists the calls made.
Per task it can fail: ``timeout`` (sleeps past any sane client timeout), ``500``,
``429`` (rate limited, with a ``Retry-After`` header), ``malformed`` (not JSON) — always,
or only the first ``times`` requests (a provider that recovers). Latency applies to every
chat call; ``stream=True`` is answered with server-sent events (chunks of the same content, the
first after a tenth of the latency, usage last when ``stream_options.include_usage``). A strict json_schema OpenAI would refuse (``strict.violations``) is answered
400, as OpenAI does. Each recorded call carries ``done`` (False while its answer is pending), so a
caller can tell when the requests a turn caused have all been answered.

    python -m holmes_kit.llm.fake_server --port 8931 --latency-ms 300 --script script.json

A script file maps task -> {"answer": {...}} | {"fail": "timeout|500|malformed"}.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import threading
import time
from collections.abc import Callable
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, StreamingResponse
from starlette.routing import Route

from ..infra.ports import free_port
from .client import LLM
from .schema_instance import minimal_instance
from .strict import violations

TIMEOUT_SLEEP_S = 3600.0
FAILURES = ("timeout", "500", "429", "malformed")
Answer = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


def _tokens(text: str) -> int:
    return max(1, len(text) // 2)  # rough: Korean runs near 1-2 characters per token


class FakeModel:
    """The server's behaviour; usable directly (in-process list of calls) or over HTTP."""

    def __init__(self, *, latency_ms: float = 0.0, script: dict[str, Any] | None = None) -> None:
        self.latency_ms = latency_ms
        self.answers: dict[str, Answer] = {}
        self.failures: dict[str, str] = {}
        self.fail_times: dict[str, int] = {}  # task -> requests still to fail (absent: all)
        self.retry_after_s = 0.2
        # Streamed answers (stream=True): the first piece after this share of the latency,
        # then pieces of this many characters at a steady pace until the latency is spent.
        self.first_token_share = 0.1
        self.stream_piece_chars = 24
        self.calls: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        for task, spec in (script or {}).items():
            if "fail" in spec:
                self.failures[task] = str(spec["fail"])
            elif "answer" in spec:
                self.answers[task] = spec["answer"]

    def script(self, task: str, answer: Answer) -> None:
        self.answers[task] = answer
        self.failures.pop(task, None)

    def fail(self, task: str, how: str, *, times: int | None = None) -> None:
        """``task`` fails ``how`` on every request, or on the next ``times`` requests only."""
        if how not in FAILURES:
            raise ValueError(f"unknown failure {how!r}")
        self.failures[task] = how
        if times is None:
            self.fail_times.pop(task, None)
        else:
            self.fail_times[task] = times

    def _failure(self, task: str) -> str | None:
        how = self.failures.get(task)
        if how is not None and task in self.fail_times:
            self.fail_times[task] -= 1
            if self.fail_times[task] <= 0:
                del self.failures[task], self.fail_times[task]
        return how

    def reset(self) -> None:
        with self._lock:
            self.calls.clear()
        self.answers.clear()
        self.failures.clear()
        self.fail_times.clear()

    def tasks(self) -> list[str]:
        with self._lock:
            return [c["task"] for c in self.calls]

    def pending(self) -> int:
        """Requests received and not yet answered."""
        with self._lock:
            return sum(1 for c in self.calls if not c["done"])

    async def chat(self, request: Request) -> Any:
        body = await request.json()
        fmt = (body.get("response_format") or {}).get("json_schema") or {}
        task = fmt.get("name") or "chat"
        prompt = "\n".join(str(m.get("content", "")) for m in body.get("messages", []))
        record = {"task": task, "model": body.get("model"), "t": time.time(), "failure": None,
                  "tokens_in": _tokens(prompt), "tokens_out": 0, "prompt": prompt, "done": False,
                  "stream": bool(body.get("stream"))}
        with self._lock:
            record["failure"] = failure = self._failure(task)
            self.calls.append(record)
        if record["stream"]:
            return await self._stream(body, fmt, task, prompt, failure, record)
        try:
            outcome = await self._outcome(fmt, task, prompt, failure, record, self.latency_ms / 1000)
            if not isinstance(outcome, str):
                return outcome
            return JSONResponse({
                "id": f"fake-{len(self.calls)}", "object": "chat.completion", "created": int(time.time()),
                "model": body.get("model") or "fake-model",
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": outcome, "refusal": None}}],
                "usage": _usage(record)})
        finally:
            record["t_end"], record["done"] = time.time(), True

    async def _outcome(self, fmt: dict, task: str, prompt: str, failure: str | None,
                       record: dict[str, Any], delay_s: float) -> Any:
        """The answer's content after ``delay_s``, or the error response to send instead."""
        await asyncio.sleep(delay_s)
        refused = violations(fmt.get("schema") or {}) if fmt.get("strict") else []
        if refused:  # as OpenAI answers a schema its strict mode cannot take
            return JSONResponse({"error": {"message": f"Invalid schema for response_format '{task}': "
                                           + "; ".join(refused[:3]), "type": "invalid_request_error"}}, 400)
        if failure == "timeout":
            await asyncio.sleep(TIMEOUT_SLEEP_S)
        if failure == "500":
            return JSONResponse({"error": {"message": "injected failure", "type": "server_error"}}, 500)
        if failure == "429":
            return JSONResponse({"error": {"message": "rate limited", "type": "rate_limit_exceeded"}}, 429,
                                headers={"Retry-After": f"{self.retry_after_s:g}"})
        if failure == "malformed":
            content = '{"this is": not json'
        else:
            answer = self.answers.get(task)
            if callable(answer):
                answer = answer({"task": task, "prompt": prompt, "schema": fmt.get("schema", {})})
            if answer is None:
                answer = minimal_instance(fmt.get("schema") or {"type": "object"})
            content = json.dumps(answer, ensure_ascii=False)
        record["tokens_out"] = _tokens(content)
        return content

    async def _stream(self, body: dict, fmt: dict, task: str, prompt: str, failure: str | None,
                      record: dict[str, Any]) -> Any:
        """``stream=True``: server-sent events as OpenAI sends them. The call takes the same
        ``latency_ms`` as an unstreamed one; the first piece comes after ``first_token_share``
        of it and the rest is spread over the pieces (a model writing at a steady pace)."""
        total = self.latency_ms / 1000
        first = total * self.first_token_share
        try:
            outcome = await self._outcome(fmt, task, prompt, failure, record, first)
        except BaseException:
            record["t_end"], record["done"] = time.time(), True
            raise
        if not isinstance(outcome, str):
            record["t_end"], record["done"] = time.time(), True
            return outcome
        pieces = [outcome[i:i + self.stream_piece_chars] for i in range(0, len(outcome), self.stream_piece_chars)]
        pause = (total - first) / max(len(pieces) - 1, 1)
        base = {"id": f"fake-{len(self.calls)}", "object": "chat.completion.chunk", "created": int(time.time()),
                "model": body.get("model") or "fake-model"}
        with_usage = bool((body.get("stream_options") or {}).get("include_usage"))

        def event(data: Any) -> str:
            return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"

        async def events():
            try:
                for i, piece in enumerate(pieces):
                    if i:
                        await asyncio.sleep(pause)
                    delta = {"role": "assistant", "content": piece} if i == 0 else {"content": piece}
                    yield event({**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
                yield event({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
                if with_usage:
                    yield event({**base, "choices": [], "usage": _usage(record)})
                yield "data: [DONE]\n\n"
            finally:
                record["t_end"], record["done"] = time.time(), True
        return StreamingResponse(events(), media_type="text/event-stream")

    async def embeddings(self, request: Request) -> JSONResponse:
        body = await request.json()
        texts = body.get("input")
        texts = [texts] if isinstance(texts, str) else list(texts or [])
        dims = int(body.get("dimensions") or 64)
        data = [{"object": "embedding", "index": i, "embedding": _vector(str(t), dims)}
                for i, t in enumerate(texts)]
        used = sum(_tokens(str(t)) for t in texts)
        return JSONResponse({"object": "list", "data": data, "model": body.get("model") or "fake-embed",
                             "usage": {"prompt_tokens": used, "total_tokens": used}})

    async def list_calls(self, _request: Request) -> JSONResponse:
        with self._lock:
            calls = [{k: v for k, v in c.items() if k != "prompt"} for c in self.calls]
        return JSONResponse(calls)

    def app(self) -> Starlette:
        async def health(_r: Request) -> PlainTextResponse:
            return PlainTextResponse("ok")
        return Starlette(routes=[
            Route("/v1/chat/completions", self.chat, methods=["POST"]),
            Route("/v1/embeddings", self.embeddings, methods=["POST"]),
            Route("/calls", self.list_calls, methods=["GET"]),
            Route("/healthz", health, methods=["GET"]),
        ])


def _usage(record: dict[str, Any]) -> dict[str, int]:
    return {"prompt_tokens": record["tokens_in"], "completion_tokens": record["tokens_out"],
            "total_tokens": record["tokens_in"] + record["tokens_out"]}


def sequential_requests(calls: list[dict[str, Any]]) -> int:
    """The requests on the critical path, measured at the server: the longest chain of
    requests each received after the previous one was answered (calls whose time windows
    overlap ran concurrently). Greedy by earliest answer gives the longest such chain."""
    count, free_at = 0, float("-inf")
    for c in sorted(calls, key=lambda c: c.get("t_end", float("inf"))):
        if c["t"] >= free_at:
            count, free_at = count + 1, c.get("t_end", float("inf"))
    return count


def _vector(text: str, dims: int) -> list[float]:
    raw = b"".join(hashlib.sha256(f"{text}:{i}".encode()).digest() for i in range(dims // 32 + 1))
    values = [(b - 127.5) / 127.5 for b in raw[:dims]]
    norm = sum(v * v for v in values) ** 0.5 or 1.0
    return [round(v / norm, 6) for v in values]


class FakeModelServer:
    """Runs a FakeModel on 127.0.0.1:<free port> in a background thread (its own loop),
    so a test's event loop and the server never block each other."""

    def __init__(self, model: FakeModel | None = None, *, port: int | None = None) -> None:
        self.model = model or FakeModel()
        self.port = port or free_port()
        self._server = uvicorn.Server(uvicorn.Config(self.model.app(), host="127.0.0.1", port=self.port,
                                                     log_level="warning", lifespan="off"))
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def llm(self, *, timeout_s: float = 5.0, retries: int = 0, cache: Any = None) -> LLM:
        """The project's LLM client, wired to this server through the real openai SDK."""
        from openai import AsyncOpenAI

        client = AsyncOpenAI(api_key="test", base_url=self.base_url, timeout=timeout_s, max_retries=retries)
        return LLM(client, "gpt-4o-mini", timeout_s=timeout_s, max_retries=retries, cache=cache)

    def __enter__(self) -> FakeModelServer:
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("fake model server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._server.force_exit = True  # requests parked in an injected timeout
        self._thread.join(5)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, default=8931)
    ap.add_argument("--latency-ms", type=float, default=0.0)
    ap.add_argument("--script", help="JSON file: task -> {answer: {...}} | {fail: timeout|500|malformed}")
    args = ap.parse_args()
    script = json.loads(open(args.script, encoding="utf-8").read()) if args.script else None
    model = FakeModel(latency_ms=args.latency_ms, script=script)
    uvicorn.run(model.app(), host="127.0.0.1", port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
