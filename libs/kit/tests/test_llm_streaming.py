"""structured(..., stream=...) against the fake model server's SSE: one request, the
answer field's text handed on while it arrives, the whole answer validated at the end."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from holmes_kit.llm import LLMInvalidOutput, LLMUnavailable, MemoryDecisionCache, StreamOption
from holmes_kit.llm.fake_server import FakeModel, FakeModelServer
from holmes_kit.llm.streaming import PartialField

pytestmark = pytest.mark.network  # a local fake model server over TCP (conftest.py)

MESSAGES = [{"role": "user", "content": "답변을 쓰세요"}]
TEXT = '전세금 5% 인상은 "갱신" 때 가능합니다.\n\n근거: 주택임대차보호법 제7조 😀 끝'


class Synthesis(BaseModel):
    answer: str


@pytest.fixture(scope="module")
def server():
    with FakeModelServer(FakeModel(latency_ms=200)) as s:
        yield s


@pytest.fixture
def fake(server):
    server.model.reset()
    server.model.stream_piece_chars = 7  # cuts escapes and the emoji's surrogate pair apart
    return server.model


class Collect:
    def __init__(self) -> None:
        self.pieces: list[str] = []

    async def __call__(self, text: str) -> None:
        self.pieces.append(text)


async def test_streamed_answer_arrives_in_pieces_from_one_request(server, fake):
    fake.script("response_synthesis", {"answer": TEXT})
    sink = Collect()
    out, meta = await server.llm().structured("response_synthesis", "v1", MESSAGES, Synthesis,
                                              stream=StreamOption(sink))
    assert out.answer == TEXT and "".join(sink.pieces) == TEXT
    assert len(sink.pieces) > 3, "the text came in several pieces, not at the end"
    assert fake.tasks() == ["response_synthesis"] and fake.calls[0]["stream"]
    assert meta.decided_by == "llm" and meta.tokens_out > 0  # usage from the stream's last chunk


async def test_a_malformed_streamed_answer_is_invalid_output(server, fake):
    fake.fail("response_synthesis", "malformed")
    with pytest.raises(LLMInvalidOutput):
        await server.llm().structured("response_synthesis", "v1", MESSAGES, Synthesis, stream=StreamOption(Collect()))


async def test_an_error_before_any_text_is_retried_once_within_the_budget(server, fake):
    fake.script("response_synthesis", {"answer": TEXT})
    fake.fail("response_synthesis", "500", times=1)
    sink = Collect()
    out, meta = await server.llm(retries=1).structured("response_synthesis", "v1", MESSAGES, Synthesis,
                                                       stream=StreamOption(sink))
    assert out.answer == TEXT and "".join(sink.pieces) == TEXT and meta.retries == 1
    fake.fail("response_synthesis", "500")
    with pytest.raises(LLMUnavailable):
        await server.llm().structured("response_synthesis", "v1", MESSAGES, Synthesis, stream=StreamOption(Collect()))


async def test_a_cached_answer_is_handed_on_at_once(server, fake):
    fake.script("response_synthesis", {"answer": TEXT})
    llm = server.llm(cache=MemoryDecisionCache())
    await llm.structured("response_synthesis", "v1", MESSAGES, Synthesis)
    sink = Collect()
    _, meta = await llm.structured("response_synthesis", "v1", MESSAGES, Synthesis, stream=StreamOption(sink))
    assert meta.decided_by == "cache" and sink.pieces == [TEXT] and len(fake.calls) == 1


@pytest.mark.parametrize("size", [1, 2, 3, 5, 11])
def test_partial_field_decodes_any_cut_of_the_json(size):
    raw = json.dumps({"answer": TEXT + "\t\\ \u00e9"})
    field = PartialField("answer")
    got = "".join(field.feed(raw[i:i + size]) for i in range(0, len(raw), size))
    assert got == TEXT + "\t\\ \u00e9" and field.closed


async def test_a_stream_slower_than_the_timeout_is_cut_off_mid_answer(server, fake):
    from holmes_kit.llm import LLMTimeout

    fake.script("response_synthesis", {"answer": TEXT * 4})
    sink = Collect()
    with pytest.raises(LLMTimeout):
        await server.llm(timeout_s=0.1).structured("response_synthesis", "v1", MESSAGES, Synthesis,
                                                   stream=StreamOption(sink))
    assert sink.pieces and len("".join(sink.pieces)) < len(TEXT * 4)  # the draft stopped where the time ran out


async def test_with_streaming_off_the_request_is_plain_and_the_text_comes_at_the_end(server, fake):
    fake.script("response_synthesis", {"answer": TEXT})
    llm = server.llm()
    llm.stream = False  # HOLMES_LLM_STREAM=false: a provider without server-sent events
    sink = Collect()
    out, _ = await llm.structured("response_synthesis", "v1", MESSAGES, Synthesis, stream=StreamOption(sink))
    assert sink.pieces == [TEXT] and out.answer == TEXT and not fake.calls[0]["stream"]
