"""OpenAI-compatible ``/embeddings`` (OpenAI, Azure, vLLM, Ollama …) via the openai SDK."""

from __future__ import annotations

import os


class OpenAIEmbedder:
    """Model from HOLMES_EMBEDDING_MODEL; the dimension is learnt from the first answer."""

    def __init__(self, client, model: str, batch: int = 64) -> None:
        self.client = client
        self.model = model
        self.batch = batch
        self.name = f"openai:{model}"
        self.dim: int | None = None

    @classmethod
    def from_env(cls) -> OpenAIEmbedder:
        from openai import AsyncOpenAI

        client = AsyncOpenAI(base_url=os.environ.get("OPENAI_BASE_URL") or None,
                             api_key=os.environ.get("OPENAI_API_KEY"))
        return cls(client, os.environ.get("HOLMES_EMBEDDING_MODEL") or "text-embedding-3-small")

    async def embed(self, texts: list[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for start in range(0, len(texts), self.batch):
            chunk = texts[start:start + self.batch]
            resp = await self.client.embeddings.create(model=self.model, input=chunk)
            # The API may answer out of order; ``index`` says which input each vector is for.
            out.extend(list(d.embedding) for d in sorted(resp.data, key=lambda d: d.index))
        if out and self.dim is None:
            self.dim = len(out[0])
        return out
