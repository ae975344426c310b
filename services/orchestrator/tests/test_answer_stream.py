"""The answer's draft (AnswerChunk) as the handler appends it: before the decisions it
belongs to, on the same conditional chain, joined equal to the text it drafts, never
repeated by a redelivered trigger. On the in-memory store, no server."""

from __future__ import annotations

from holmes_contracts import DecisionMeta, QueryReceived, TeamStarted
from holmes_kit.bus import MemoryEventStore, Recorded
from holmes_kit.events import emit
from holmes_orchestrator.adapters.answer_stream import sections
from holmes_orchestrator.adapters.llm_advisor import Advisor

from .test_decide import legal_result, plan, step
from .test_handler import PRODUCER, Given

LEGAL = plan([step("step-1", "search", ["legal_search"])])


async def legal_turn_until_search_done(given: Given):
    await given.add(QueryReceived(query=LEGAL.query))
    p = await given.add(LEGAL, producer="planner@test")
    await given.when(p)
    return await given.add(legal_result(), producer="search@test")


def chunks(store: MemoryEventStore) -> list[dict]:
    return [r.envelope.payload for r in store.records if r.envelope.type == "AnswerChunk"]


def response(store: MemoryEventStore) -> dict:
    return next(r.envelope.payload for r in store.records if r.envelope.type == "ResponseReady")


async def test_rules_mode_streams_the_answer_by_section_before_the_final_answer():
    given = Given()
    done = await legal_turn_until_search_done(given)

    appended = await given.when(done)

    n = len(chunks(given.store))
    answer = response(given.store)["response"]["answer"]
    assert n == len(sections(answer)) >= 2, "a sectioned answer goes out in several pieces"
    assert appended == ["AnswerChunk"] * n + ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert [c["index"] for c in chunks(given.store)] == list(range(n))
    assert "".join(c["text"] for c in chunks(given.store)) == answer
    assert not any(c["restart"] for c in chunks(given.store))
    assert await given.when(done) == []  # a redelivered trigger repeats no chunk


class WritingModel:
    """Streams its synthesis in three pieces; decides every other phase minimally."""

    turn_retries = 3

    def __init__(self, pieces: list[str]) -> None:
        self.pieces = pieces
        self.asked: list[str] = []

    async def structured(self, task, prompt_version, messages, model, retries_left=None, stream=None):
        self.asked.append(task)
        if task != "response_synthesis":
            from holmes_kit.llm.schema_instance import minimal_instance
            return model.model_validate(minimal_instance(model.model_json_schema())), DecisionMeta(decided_by="llm")
        for piece in self.pieces:
            if stream is not None:
                await stream.sink(piece)
        return model(answer="".join(self.pieces)), DecisionMeta(decided_by="llm", model="writer")


async def test_the_models_text_streams_while_it_writes_and_the_decisions_follow_it():
    given = Given()
    done = await legal_turn_until_search_done(given)
    model = WritingModel(["증액은 ", "5% 이내로 ", "제한됩니다."])

    appended = await given.when(done, Advisor(model))

    drafted = "".join(c["text"] for c in chunks(given.store))
    assert drafted == "증액은 5% 이내로 제한됩니다."
    assert appended[-3:] == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    assert set(appended[:-3]) == {"AnswerChunk"}
    assert response(given.store)["response"]["answer"].startswith(drafted)  # the final text replaces the draft
    assert model.asked.count("response_synthesis") == 1


async def test_another_writer_during_the_stream_makes_the_decisions_re_fold_not_duplicate():
    given = Given()
    done = await legal_turn_until_search_done(given)
    interfered = {"n": 1}

    async def hook(store: MemoryEventStore, rec: Recorded) -> None:
        if rec.envelope.type == "AnswerChunk" and interfered["n"]:
            interfered["n"] -= 1
            await store.append(emit(TeamStarted(team="search", step_ids=["step-1"], attempt=2),
                                    producer="search@test", cause=rec.envelope))
    given.store.on_append = hook

    await given.when(done)

    decided = given.decided(done)
    assert decided == ["ResultAnalyzed", "ReviewDone", "ResponseReady"]
    texts = [c["text"] for c in chunks(given.store)]
    assert "".join(texts) == response(given.store)["response"]["answer"], "the draft went out once, whole"
    assert all(r.envelope.producer == PRODUCER for r in given.store.records if r.envelope.type == "AnswerChunk")
