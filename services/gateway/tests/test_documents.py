"""Document downloads: name rules (pure) and the route over a fake store and read model."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from urllib.parse import quote, unquote

import pytest
from fastapi import FastAPI
from fastapi.responses import JSONResponse
from fastapi.testclient import TestClient

from holmes_gateway import rest
from holmes_gateway.auth import TokenMint, owner_of
from holmes_gateway.config import GatewaySettings
from holmes_gateway.core import AccessError, Gateway
from holmes_gateway.domain.downloads import BadDocumentName, content_disposition, filename, parse_name
from holmes_kit.docstore import InMemoryDocStore

SID = "session-11111111-2222-3333-4444-555555555555"
TITLE = "주택임대차표준계약서 초안 (김철수·이영희)"


@pytest.mark.parametrize("name, reason", [
    ("../../etc/passwd", "path"), ("a/b.md", "path"), ("doc..md", "path"), ("x\\y.md", "path"),
    ("doc-1", "name"), (".md", "name"), ("doc-1.exe", "format"), ("doc-1.MD", "format"),
    ("doc 1.md", "doc_id"), ("doc-1\n.md", "doc_id"), ("문서.md", "doc_id"), ("d" * 65 + ".md", "doc_id"),
])
def test_bad_names_are_refused_with_a_reason(name, reason):
    with pytest.raises(BadDocumentName) as exc:
        parse_name(name)
    assert exc.value.reason == reason and exc.value.message


def test_good_name():
    assert parse_name("doc-0f3a.docx") == ("doc-0f3a", "docx")


def test_filename_keeps_korean_and_drops_what_file_systems_refuse():
    assert filename(TITLE, "doc-1", "md") == f"{TITLE}.md"
    assert filename('a/b\\c:"d"\r\n', "doc-1", "docx") == "a b c d.docx"
    assert filename("  ", "doc-1", "md") == "doc-1.md"


def test_content_disposition_has_an_ascii_fallback_and_rfc5987_utf8():
    cd = content_disposition(f"{TITLE}.md", "doc-1")
    assert cd.startswith('attachment; filename="doc-1.md"; ')
    encoded = cd.split("filename*=UTF-8''", 1)[1]
    assert unquote(encoded) == f"{TITLE}.md" and encoded.isascii() and " " not in encoded
    assert content_disposition("plain.md", "doc-1").startswith('attachment; filename="plain.md"')


MINT = TokenMint("test-secret")
new_token = MINT.new


def test_only_tokens_we_minted_are_valid():
    token = new_token()
    assert MINT.valid(token) and token != new_token()
    assert not TokenMint("another deployment").valid(token)
    forged = token[:-1] + ("A" if token[-1] != "A" else "B")
    for bad in ("", "1234", "a" * 31, "a" * 44, "a" * 129, "x" * 40 + " ", "한" * 40, forged):
        assert not MINT.valid(bad)


class FakeModel:
    def __init__(self, owner: str, expires: datetime) -> None:
        self.row = {"session_id": SID, "owner": owner, "expires_at": expires}

    async def session(self, sid):
        return self.row if sid == SID else None


class CountingStore(InMemoryDocStore):
    def __init__(self) -> None:
        super().__init__()
        self.gets = 0

    async def get(self, *args):
        self.gets += 1
        return await super().get(*args)


@pytest.fixture
def world():
    token = new_token()
    settings = GatewaySettings(GATEWAY_TOKEN_SECRET="test-secret", GATEWAY_OPEN_OPERATOR_ENDPOINTS=True)
    gw = Gateway(bus=None, model=FakeModel(owner_of(token), datetime.now(UTC) + timedelta(hours=1)),
                 settings=settings, producer="test")
    gw.docs = CountingStore()
    app = FastAPI()  # the REST router alone, with the same AccessError -> JSON shape as app.py
    app.include_router(rest.router)
    app.add_exception_handler(AccessError, lambda _r, exc: JSONResponse(
        {"error": exc.message, "details": {"status": exc.status}}, status_code=exc.status))
    app.state.gateway = gw
    return TestClient(app), gw, token


async def _put(gw: Gateway, doc_id: str, fmt: str, data: bytes) -> None:
    await gw.docs.put(SID, doc_id, fmt, data, TITLE)


def url(name: str, sid: str = SID) -> str:
    return f"/api/v1/chat/sessions/{sid}/documents/{name}"


async def test_owner_downloads_with_type_and_korean_filename(world):
    client, gw, token = world
    await _put(gw, "doc-1", "md", "# 계약서\n".encode())
    r = client.get(url("doc-1.md"), headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200 and r.content == "# 계약서\n".encode()
    assert r.headers["content-type"] == "text/markdown; charset=utf-8"
    assert quote(f"{TITLE}.md", safe="") in r.headers["content-disposition"]
    assert r.headers["cache-control"] == "private, no-store" and r.headers["x-content-type-options"] == "nosniff"


async def test_others_and_unknowns_get_the_same_404(world):
    client, gw, _token = world
    await _put(gw, "doc-1", "md", b"x")
    for headers in ({}, {"Authorization": f"Bearer {new_token()}"}):
        r = client.get(url("doc-1.md"), headers=headers)
        assert r.status_code == 404 and r.json()["error"] == "세션을 찾을 수 없습니다. 새 대화를 시작해 주세요."
    unknown = client.get(url("doc-1.md", "session-00000000-0000-0000-0000-000000000000"),
                         headers={"Authorization": f"Bearer {new_token()}"})
    assert unknown.status_code == 404 and unknown.json()["error"] == r.json()["error"]


async def test_bad_names_never_reach_the_store(world):
    client, gw, token = world
    for name in ("..%2F..%2Fsecret.md", "doc-1.exe", "doc-1%0A.md", "", "a%2Fb.md"):
        r = client.get(url(name), headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 400, (name, r.text)
        assert any("\uac00" <= ch <= "\ud7a3" for ch in r.json()["error"])
    assert client.get(url("x.md", "bad.id"), headers={"Authorization": f"Bearer {token}"}).status_code == 400
    assert gw.docs.gets == 0


async def test_missing_document_is_404(world):
    client, _gw, token = world
    r = client.get(url("doc-none.docx"), headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 404 and "문서" in r.json()["error"]


def test_access_error_is_the_json_shape_clients_know(world):
    client, _gw, _token = world
    r = client.post("/api/v1/chat/start", json={}, headers={"Authorization": "Bearer short"})
    assert r.status_code == 401 and "토큰" in r.json()["error"]
