"""A question of meaning is answered with the definition first: the sentence the search's first articles give for
the term it marked (`defines`), cited — a glossary entry's noun phrase said as a sentence about its term, with the
law it cites — never another sentence that merely uses the word."""

from __future__ import annotations

from holmes_contracts import Source, ToolResult
from holmes_contracts.tools.outputs import output_for
from holmes_orchestrator.domain.synthesis import definition_lead, legal_lead

GLOSSARY_LIEN = {"law": "부동산 용어집", "number": "근저당권", "title": "근저당권", "kind": "용어집",
                 "body": "계속적 거래에서 생길 채무를 채권최고액 한도에서 담보하는 저당권(민법 제357조). "
                         "근저당이 많이 잡힌 집은 경매 때 보증금을 돌려받지 못할 위험이 크다."}
CIVIL_357 = {"law": "민법", "number": "제357조", "title": "근저당", "kind": "법률",
             "body": "저당권은 그 담보할 채무의 최고액만을 정하고 채무의 확정을 장래에 보류하여 설정할 수 있다."}
REALTORS_2 = {"law": "공인중개사법", "number": "제2조", "title": "정의", "kind": "법률",
              "body": "'중개'는 중개대상물의 거래를 알선하는 것이다. '중개업'은 보수를 받고 중개를 업으로 하는 것이고, "
                      "'중개보조원'은 공인중개사가 아니면서 개업공인중개사에 소속되어 단순 업무를 보조하는 사람이다. "
                      "중개보조원은 고용관계 종료 신고 대상이다."}
REALTORS_18_4 = {"law": "공인중개사법", "number": "제18조의4", "title": "중개보조원의 고지의무", "kind": "법률",
                 "body": "중개보조원은 현장안내 등 중개업무를 보조하는 경우 중개의뢰인에게 중개보조원이라는 사실을 미리 알려야 한다."}


def _legal(articles: list[dict], defines: str = "", cards: list[dict] | None = None) -> ToolResult:
    return ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                      output=output_for("legal_search", {"articles": articles, "answers": cards or [],
                                                         "defines": defines}),
                      sources=[Source(kind="law", title=f"{a['law']} {a['number']}") for a in articles])


def test_a_glossary_definition_leads_as_a_sentence_on_its_term_citing_the_law_it_names():
    lead = legal_lead("근저당권이 무슨 뜻이에요?", _legal([GLOSSARY_LIEN, CIVIL_357], "근저당권"))
    first, _, rest = lead.partition("). ")
    assert first == "근저당권은 계속적 거래에서 생길 채무를 채권최고액 한도에서 담보하는 저당권입니다(민법 제357조, 부동산 용어집 근저당권"
    assert rest.startswith("근저당이 많이 잡힌 집은")  # the entry goes on about its term: its next sentence follows


def test_a_statutes_definition_leads_alone_without_the_next_term_of_its_list():
    lead = legal_lead("중개보조원이 뭐예요?", _legal([REALTORS_2, REALTORS_18_4], "중개보조원"))
    assert lead.startswith("'중개보조원'은 공인중개사가 아니면서 개업공인중개사에 소속되어")
    assert "(공인중개사법 제2조)" in lead.split(". ")[0] and "'중개업'" not in lead
    assert "고용관계 종료 신고" in lead  # the article's next sentence names the term again: it follows


def test_a_statutes_next_sentence_defining_another_word_made_of_the_term_is_not_said():
    lead = legal_lead("중개가 뭐예요?", _legal([REALTORS_2], "중개"))
    assert lead == "'중개'는 중개대상물의 거래를 알선하는 것입니다(공인중개사법 제2조)."


def test_without_the_search_marking_a_definition_the_usual_lead_stands():
    assert definition_lead(_legal([REALTORS_18_4, REALTORS_2])) == ""
    lead = legal_lead("중개보조원이 현장안내하면 신분을 밝혀야 하나요?", _legal([REALTORS_18_4, REALTORS_2]))
    assert "미리 알려야 합니다(공인중개사법 제18조의4)" in lead


def test_a_marked_term_no_top_article_defines_falls_back_to_the_usual_lead():
    assert definition_lead(_legal([REALTORS_18_4], "중개보조원")) == ""
