"""Reading the official statute XML of the 국가법령정보센터 open API
(lawService.do?target=law&type=XML) into the corpus format of laws/*.json.

Users who have the official texts get full fidelity: an imported law replaces our
paraphrased version of the same law (see import_official.py). Chapter headings
(조문여부 = 전문) set the chapter of the articles after them; repealed articles
("삭제") are skipped.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

KIND_BY_NAME = (("시행규칙", "시행규칙"), ("규칙", "시행규칙"), ("시행령", "시행령"))
_REPEALED = re.compile(r"^제\d+조(의\d+)?\s*삭제")
_HEAD = re.compile(r"^제\d+조(의\d+)?\s*(\([^)]*\))?\s*")


class OfficialXmlError(ValueError):
    """The file is not a statute in the open-API layout; the message says what is missing."""


def _text(el: ET.Element | None, path: str) -> str:
    found = el.find(path) if el is not None else None
    return (found.text or "").strip() if found is not None and found.text else ""


def _kind(name: str, declared: str) -> str:
    if declared in ("법률", "시행령", "시행규칙"):
        return declared
    for suffix, kind in KIND_BY_NAME:
        if name.endswith(suffix):
            return kind
    return "법률"


def _body(unit: ET.Element) -> str:
    """The article's own text without its '제N조(제목)' head, then 항 and 호 in order."""
    parts = [_HEAD.sub("", _text(unit, "조문내용"))]
    for hang in unit.findall("항"):
        parts.append(_text(hang, "항내용"))
        parts.extend(_text(ho, "호내용") for ho in hang.findall("호"))
    return " ".join(p for p in parts if p)


def parse_law_xml(data: bytes | str) -> dict[str, Any]:
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise OfficialXmlError(f"XML을 읽을 수 없습니다: {exc}") from None
    info = root.find("기본정보")
    name = _text(info, "법령명_한글")
    if root.tag != "법령" or not name:
        raise OfficialXmlError("법령 XML이 아닙니다 (<법령><기본정보><법령명_한글>이 필요합니다).")
    law_id = "official_" + (_text(info, "법령ID") or re.sub(r"\W", "", name))
    effective = _text(info, "시행일자") or _text(info, "공포일자")
    as_of = f"{effective[:4]}-{effective[4:6]}-{effective[6:8]}" if len(effective) == 8 else None
    alias = _text(info, "법령명약칭")
    articles, chapter = [], ""
    for unit in root.iter("조문단위"):
        if _text(unit, "조문여부") == "전문":
            chapter = _text(unit, "조문내용")
            continue
        num, branch = _text(unit, "조문번호"), _text(unit, "조문가지번호")
        if not num.isdigit():
            continue
        content = _text(unit, "조문내용")
        if _REPEALED.match(content):
            continue
        number = f"제{int(num)}조" + (f"의{int(branch)}" if branch.isdigit() and int(branch) > 0 else "")
        articles.append({"number": number, "title": _text(unit, "조문제목") or number, "chapter": chapter,
                         "body": _body(unit), "tenant_protection": False, "topics": []})
    if not articles:
        raise OfficialXmlError(f"'{name}'에서 조문을 찾지 못했습니다.")
    return {"law_id": law_id, "name": name, "kind": _kind(name, _text(info, "법종구분")), "parent_law": None,
            "aliases": [alias] if alias else [], "as_of": as_of, "articles": articles}
