"""The offline embedder: feature hashing of Korean morphemes and character n-grams.

Needs no model download and is deterministic across processes (blake2b, not Python's
salted ``hash``).  Morphemes (kiwipiepy) carry the meaning; character 2-3-grams catch
what the analyser splits differently in question and statute ("갱신요구권" / "계약갱신").
Term frequency is sublinear (1 + ln tf) so a word repeated in a long article does not
drown the rest; a signed hash keeps collisions unbiased; the vector is L2-normalised so
cosine distance is meaningful.
"""

from __future__ import annotations

import asyncio
import hashlib
import math
import re
from collections import Counter

from holmes_kit.korean.morph import search_tokens

_WORD = re.compile(r"[0-9A-Za-z가-힣]+")


def _ngrams(text: str, sizes: tuple[int, ...] = (2, 3)) -> list[str]:
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        for n in sizes:
            out.extend(word[i:i + n] for i in range(len(word) - n + 1))
    return out


def features(text: str, ngram_weight: float = 0.5) -> dict[str, float]:
    """Weighted sparse features of ``text`` before hashing."""
    feats: dict[str, float] = {}
    for tok, tf in Counter(search_tokens(text)).items():
        feats["m:" + tok] = 1.0 + math.log(tf)
    for gram, tf in Counter(_ngrams(text)).items():
        feats["c:" + gram] = ngram_weight * (1.0 + math.log(tf))
    return feats


def _slot(feature: str, dim: int) -> tuple[int, float]:
    h = int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "big")
    return h % dim, (1.0 if (h >> 63) & 1 else -1.0)


def hash_vector(text: str, dim: int, ngram_weight: float = 0.5) -> list[float]:
    vec = [0.0] * dim
    for feat, weight in features(text, ngram_weight).items():
        i, sign = _slot(feat, dim)
        vec[i] += sign * weight
    norm = math.sqrt(sum(v * v for v in vec))
    return [v / norm for v in vec] if norm else vec


class HashingEmbedder:
    """Default embedder; ``name`` encodes the recipe so a change forces a re-embed."""

    def __init__(self, dim: int = 512, ngram_weight: float = 0.5) -> None:
        if dim < 16:
            raise ValueError("dim must be at least 16")
        self.dim: int | None = dim
        self.ngram_weight = ngram_weight
        self.name = f"hashing-kiwi-c23-v1:w{ngram_weight}"
        # Hashed n-grams see spelling, not meaning: in the hybrid fusion their list counts 0.6 of the
        # full-text list's (benchmarks/legal_retrieval.py, 2026-11-26: hybrid law@3 part1 0.962→0.981,
        # article@5 part2 0.909→0.927, part3 unchanged; a long article no longer loses to a short one
        # that merely repeats the law's name).
        self.fusion_weight = 0.6

    def embed_sync(self, texts: list[str]) -> list[list[float]]:
        assert self.dim is not None
        return [hash_vector(t, self.dim, self.ngram_weight) for t in texts]

    async def embed(self, texts: list[str]) -> list[list[float]]:
        if len(texts) <= 4:  # a query: cheaper than a thread hop
            return self.embed_sync(texts)
        return await asyncio.to_thread(self.embed_sync, texts)
