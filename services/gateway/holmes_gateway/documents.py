"""Document downloads: GET /api/v1/chat/sessions/{session_id}/documents/{doc_id}.{fmt}.

The order of checks is the point: the name is validated first (400, the store is never
asked), then ownership (404 for someone else's session, exactly as for an unknown one),
and only then is the object read from the DocStore.
"""

from __future__ import annotations

from fastapi import APIRouter, Header, Request
from fastapi.responses import Response
from starlette.convertors import Convertor, register_url_convertor

from holmes_contracts import is_valid_id

from .auth import bearer
from .core import AccessError, Gateway
from .domain.downloads import BadDocumentName, content_disposition, content_type, filename, parse_name


class _AnyText(Convertor):
    """Like ``path`` but also matching control characters ("%0A"), so that every name
    reaches our validation and gets its clear 400 instead of a bare routing 404."""

    regex = r"[\s\S]*"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("anytext", _AnyText())
router = APIRouter()

NOT_FOUND = "문서를 찾을 수 없습니다."


@router.get("/sessions/{session_id}/documents/{name:anytext}")
async def download(request: Request, session_id: str, name: str,
                   authorization: str | None = Header(default=None)) -> Response:
    gw: Gateway = request.app.state.gateway
    if not is_valid_id(session_id):
        raise AccessError(400, "세션 ID 형식이 올바르지 않습니다.")
    try:
        doc_id, fmt = parse_name(name)
    except BadDocumentName as exc:
        raise AccessError(400, exc.message) from None
    await gw.authorize(session_id, bearer(authorization))
    found = await (await gw.document_store()).get(session_id, doc_id, fmt)
    if found is None:
        raise AccessError(404, NOT_FOUND)
    data, meta = found
    headers = {
        "Content-Disposition": content_disposition(filename(meta.title, doc_id, fmt), doc_id),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "ETag": f'"{meta.sha256}"',
    }
    return Response(data, media_type=content_type(fmt), headers=headers)
