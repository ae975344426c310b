"""DocStore against a real NATS JetStream Object Store, and the in-memory fake against the
same assertions (DESIGN.md §8.4: a port's fake passes the real adapter's test suite)."""

from __future__ import annotations

import asyncio
import hashlib
import uuid

import nats
import pytest

from holmes_kit.docstore import (
    BUCKET,
    CONTENT_TYPES,
    DocStore,
    DocStoreError,
    InMemoryDocStore,
    doc_id_for,
    download_url,
)

pytestmark = pytest.mark.integration

SESSION = "session-7f3a"


@pytest.fixture
async def js(nats_url):
    nc = await nats.connect(nats_url)
    try:
        yield nc.jetstream()
    finally:
        await nc.drain()


@pytest.fixture(params=["nats", "memory"])
async def store(request, js):
    if request.param == "memory":
        return InMemoryDocStore()
    # A bucket of its own per test, so tests never see each other's objects.
    return await DocStore.open(js, bucket=f"T_{uuid.uuid4().hex[:12]}")


async def test_put_then_get_returns_the_same_bytes_and_meta(store):
    data = "# 주택임대차표준계약서\n보증금 금 삼억오천만원정\n".encode()
    ref = await store.put(SESSION, "doc-1", "md", data, "임대차계약서 초안")
    assert ref.as_document() == {"title": "임대차계약서 초안", "format": "md", "doc_id": "doc-1",
                                 "url": f"/api/v1/chat/sessions/{SESSION}/documents/doc-1.md"}
    assert ref.size == len(data)
    got = await store.get(SESSION, "doc-1", "md")
    assert got is not None
    body, meta = got
    assert body == data
    assert (meta.title, meta.format, meta.size) == ("임대차계약서 초안", "md", len(data))
    assert meta.sha256 == hashlib.sha256(data).hexdigest()
    assert meta.content_type == CONTENT_TYPES["md"]


async def test_re_put_overwrites_the_same_object(store):
    await store.put(SESSION, "doc-2", "docx", b"first draft", "초안 1")
    await store.put(SESSION, "doc-2", "docx", b"second", "초안 2")
    body, meta = await store.get(SESSION, "doc-2", "docx")
    assert body == b"second"
    assert (meta.title, meta.size) == ("초안 2", 6)


async def test_formats_and_sessions_are_separate_objects(store):
    await store.put(SESSION, "doc-3", "docx", b"docx bytes", "t")
    await store.put(SESSION, "doc-3", "md", b"md text", "t")
    assert (await store.get(SESSION, "doc-3", "docx"))[0] == b"docx bytes"
    assert (await store.get(SESSION, "doc-3", "md"))[0] == b"md text"
    # another session cannot read it by guessing the doc id
    assert await store.get("session-other", "doc-3", "md") is None


async def test_unknown_document_is_none(store):
    assert await store.get(SESSION, "doc-missing", "docx") is None


async def test_large_document_survives_chunking(store):
    data = bytes(range(256)) * 1200  # 307,200 bytes: more than two 128 KiB chunks
    await store.put(SESSION, "doc-big", "docx", data, "큰 문서")
    body, meta = await store.get(SESSION, "doc-big", "docx")
    assert body == data and meta.size == 307_200


@pytest.mark.parametrize("session_id, doc_id, fmt", [
    ("../etc", "doc-1", "md"),
    (SESSION, "../../passwd", "md"),
    (SESSION, "a/b", "md"),
    (SESSION, "doc.1", "md"),
    ("", "doc-1", "md"),
    (SESSION, "doc-1", "exe"),
    (SESSION, "doc-1", "md/../x"),
    (SESSION, "x" * 65, "md"),
])
async def test_bad_ids_and_formats_are_rejected(store, session_id, doc_id, fmt):
    with pytest.raises(DocStoreError):
        await store.put(session_id, doc_id, fmt, b"x", "t")
    with pytest.raises(DocStoreError):
        await store.get(session_id, doc_id, fmt)


@pytest.mark.parametrize("data, title", [("not bytes", "t"), (b"x", ""), (b"x", "   "), (b"x", "가" * 201)])
async def test_bad_payload_is_rejected(store, data, title):
    with pytest.raises(DocStoreError):
        await store.put(SESSION, "doc-1", "md", data, title)
    assert await store.get(SESSION, "doc-1", "md") is None


async def test_objects_outlive_the_connection_that_wrote_them(nats_url):
    bucket = f"T_{uuid.uuid4().hex[:12]}"
    nc = await nats.connect(nats_url)
    await (await DocStore.open(nc.jetstream(), bucket=bucket)).put(SESSION, "doc-9", "md", b"kept", "t")
    await nc.drain()
    nc = await nats.connect(nats_url)
    try:
        body, _ = await (await DocStore.open(nc.jetstream(), bucket=bucket)).get(SESSION, "doc-9", "md")
        assert body == b"kept"
    finally:
        await nc.drain()


async def test_replicas_opening_the_default_bucket_together_share_it(js):
    first, second = await asyncio.gather(DocStore.open(js), DocStore.open(js))
    doc_id = doc_id_for(str(uuid.uuid4()))
    await first.put(SESSION, doc_id, "md", b"shared", "t")
    assert (await second.get(SESSION, doc_id, "md"))[0] == b"shared"
    assert (await js.object_store(BUCKET)) is not None


def test_doc_id_is_deterministic_and_a_valid_id():
    event = "0b8f1c9e-3d2a-4f5b-9c1d-2e3f4a5b6c7d"
    assert doc_id_for(event, "lease_contract") == doc_id_for(event, "lease_contract")
    assert doc_id_for(event, "lease_contract") != doc_id_for(event, "contract_review")
    assert doc_id_for(event) != doc_id_for("another-event")
    doc_id = doc_id_for(event, "lease_contract")
    assert doc_id.startswith("doc-") and len(doc_id) == 36
    assert download_url(SESSION, doc_id, "docx") == f"/api/v1/chat/sessions/{SESSION}/documents/{doc_id}.docx"


async def test_document_service_stores_a_lease_docx_in_nats(nats_url):
    """The composition root on a real bus: a ToolsSelected drafts a lease whose DOCX is then
    read back from the object store and opened with python-docx."""
    import io

    import docx

    from holmes_contracts import TeamCompleted, ToolCall, ToolsSelected
    from holmes_document.main import build
    from holmes_kit.bus import connect
    from holmes_kit.events import emit
    from holmes_kit.settings import Settings

    settings = Settings(NATS_URL=nats_url)
    bus = await connect(settings, name="document-test")
    try:
        handler = (await build(bus, settings))["ToolsSelected"]
        params = {  # as the orchestrator's tool planning fills them from the plan
            "amounts": {"deposit": 25000}, "area_m2": 59.9, "property_type": "VILLA", "deal_type": "JEONSE",
            "dates": ["2026-03-01", "2028-02-29"],
            "extra": {"address": "서울특별시 관악구 봉천로 1, 2층 201호", "landlord_name": "박집주", "tenant_name": "최세입",
                      "계약금": "2,500만원", "balance_date": "2026-03-01", "특약": ["도배는 임대인이 입주 전에 새로 한다."]}}
        sel = ToolsSelected(team="document", step_ids=["step-1"], tools=[ToolCall(name="lease_contract", params=params)],
                            query="임대차계약서 작성해 주세요", intent="계약서작성")
        env = emit(sel, producer="orchestrator@test", session_id=SESSION, turn_id="turn-9", team="document")

        class Ctx:
            async def publish(self, envelope):
                return 1

            def emit(self, payload, cause, discriminator=""):
                return emit(payload, producer="document@test", cause=cause, discriminator=discriminator)

        [out] = await handler(Ctx(), env, sel)
        [result] = TeamCompleted.model_validate(out.payload).results
        assert result.status == "ok", result
        doc = result.output.documents[0]
        data, meta = await (await DocStore.open(bus.js)).get(SESSION, doc.doc_id, "docx")
        document = docx.Document(io.BytesIO(data))
        text = "\n".join([p.text for p in document.paragraphs]
                         + [c.text for t in document.tables for r in t.rows for c in r.cells])
        for piece in ["서울특별시 관악구 봉천로 1, 2층 201호",
                      "금 이억오천만원정 (₩250,000,000)",     # 보증금 2억 5천만원
                      "금 이억이천오백만원정 (₩225,000,000)",  # 잔금 = 25,000 − 2,500 = 22,500만원
                      "2026년 3월 1일", "2028년 2월 29일", "성명: 박집주", "성명: 최세입",
                      "도배는 임대인이 입주 전에 새로 한다."]:
            assert piece in text, piece
        assert meta.title == doc.title
    finally:
        await bus.close()
