"""Embedders for the legal index (DESIGN.md §5): a port and two adapters.

The embedder's ``name`` and ``dim`` are part of the index's identity (table
``law_embedding_meta``): query vectors are only compared with article vectors made by the
same embedder, and ``python -m holmes_search.embed.reembed`` rebuilds the index after a
change of embedder.
"""

from __future__ import annotations

import os
from typing import Protocol, runtime_checkable


@runtime_checkable
class Embedder(Protocol):
    name: str
    dim: int | None  # None until known (a remote model tells its size with its first answer)

    async def embed(self, texts: list[str]) -> list[list[float]]: ...


def default_embedder() -> Embedder:
    """OpenAI-compatible embeddings when OPENAI_API_KEY is set, else the offline hashing one."""
    if os.environ.get("OPENAI_API_KEY"):
        from .openai_embedder import OpenAIEmbedder

        return OpenAIEmbedder.from_env()
    from .hashing import HashingEmbedder

    return HashingEmbedder()


__all__ = ["Embedder", "default_embedder"]
