"""The official statute XML layout (국가법령정보센터 open API) read into corpus form."""

from __future__ import annotations

from pathlib import Path

import pytest

from holmes_search.corpus.official_xml import OfficialXmlError, parse_law_xml

FIXTURE = Path(__file__).resolve().parents[3] / "infra" / "fixtures" / "law_xml" / "housing_lease_act_sample.xml"


def test_articles_numbers_chapters_and_paragraphs():
    law = parse_law_xml(FIXTURE.read_bytes())
    assert (law["name"], law["kind"], law["as_of"], law["aliases"]) == \
        ("주택임대차보호법", "법률", "2023-09-26", ["주택임대차법"])
    numbers = [a["number"] for a in law["articles"]]
    assert numbers == ["제1조", "제3조의2", "제7조"]  # 제5조 is repealed (삭제) and left out
    art = law["articles"][1]
    assert art["title"] == "보증금의 회수" and art["chapter"] == "제1장 총칙"
    assert art["body"].startswith("① 시험용 문장") and "1. 임차주택을 인도하지 아니한 경우" in art["body"]
    assert not law["articles"][2]["body"].startswith("제7조")  # the head is not repeated in the body


@pytest.mark.parametrize("data, needle", [
    (b"<not xml", "XML"),
    ("<법령><기본정보></기본정보></법령>".encode(), "법령명_한글"),
    ("<법령><기본정보><법령명_한글>빈법</법령명_한글></기본정보><조문/></법령>".encode(), "조문"),
])
def test_bad_files_are_refused_with_a_reason(data, needle):
    with pytest.raises(OfficialXmlError) as exc:
        parse_law_xml(data)
    assert needle in str(exc.value)
