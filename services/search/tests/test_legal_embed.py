"""Embedders: the offline hashing one and the OpenAI-compatible adapter (fake client)."""

from __future__ import annotations

import math
from types import SimpleNamespace

from holmes_search.embed import Embedder, default_embedder
from holmes_search.embed.hashing import HashingEmbedder
from holmes_search.embed.openai_embedder import OpenAIEmbedder
from holmes_search.embed.store import article_text, vector_literal


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


async def test_hashing_embedder_is_deterministic_normalised_and_sized():
    emb = HashingEmbedder(dim=256)
    [v1, v2] = await emb.embed(["임차인의 보증금 반환", "임차인의 보증금 반환"])
    assert len(v1) == 256 and v1 == v2
    assert math.isclose(math.sqrt(sum(x * x for x in v1)), 1.0, rel_tol=1e-9)
    assert isinstance(emb, Embedder)


async def test_hashing_embedder_puts_related_text_closer():
    emb = HashingEmbedder()
    q, near, far = await emb.embed(["전세 보증금을 돌려받지 못했어요", "임대인은 보증금을 반환해야 한다",
                                    "층간소음 기준 데시벨"])
    assert cosine(q, near) > cosine(q, far)


async def test_blank_text_gives_a_zero_vector_not_a_crash():
    [v] = await HashingEmbedder(dim=32).embed([""])
    assert v == [0.0] * 32


class FakeEmbeddings:
    def __init__(self) -> None:
        self.calls: list[dict] = []

    async def create(self, model: str, input: list[str]):
        self.calls.append({"model": model, "input": input})
        data = [SimpleNamespace(index=i, embedding=[float(len(t)), 1.0, 0.0]) for i, t in enumerate(input)]
        return SimpleNamespace(data=list(reversed(data)))  # out of order on purpose


async def test_openai_embedder_orders_by_index_batches_and_learns_dim():
    fake = FakeEmbeddings()
    emb = OpenAIEmbedder(SimpleNamespace(embeddings=fake), "m-small", batch=2)
    assert emb.dim is None and emb.name == "openai:m-small"
    out = await emb.embed(["a", "bb", "ccc"])
    assert [v[0] for v in out] == [1.0, 2.0, 3.0]
    assert [len(c["input"]) for c in fake.calls] == [2, 1]
    assert emb.dim == 3


def test_default_embedder_follows_the_api_key(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert isinstance(default_embedder(), HashingEmbedder)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("HOLMES_EMBEDDING_MODEL", "bge-m3")
    emb = default_embedder()
    assert isinstance(emb, OpenAIEmbedder) and emb.name == "openai:bge-m3"


def test_vector_literal_and_article_text():
    assert vector_literal([0.5, -1.0, 0.0]) == "[0.5,-1,0]"
    assert article_text("주택임대차보호법", "제7조", "차임 등의 증감청구권", ["증액"], "본문") == \
        "주택임대차보호법 제7조 차임 등의 증감청구권. 증액. 본문"
