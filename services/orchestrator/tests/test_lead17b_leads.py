"""Round-2 lead fixes: a card's 네 stays when the question it answers is a yes or no though an open one follows;
a who-question is led by the body the rule gives the act asked."""

from __future__ import annotations

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import output_for
from holmes_orchestrator.domain.synthesis import legal_lead

RULE = "공동주택 분양가격의 산정 등에 관한 규칙"
ARTICLE_7 = {"law": RULE, "number": "제7조", "title": "분양가격 산정방식",
             "body": "분양가상한제 적용주택의 분양가격은 '기본형건축비 + 건축비 가산비용 + 택지비'로 산정한다."}
TWO_PARTS = {"id": "t-two-parts", "question": "분양가상한제 분양가는 땅값이랑 건축비 두 가지로만 구성되나요?", "verdict": "네",
             "answer": "네, 분양가상한제 분양가격은 택지비와 건축비로 나누어 각각 산정해 더하며, 건축비는 기본형건축비에 가산비용을 "
                       "더한 금액입니다.", "law": RULE, "article": "제7조", "effective": "2007-09-01", "source": f"{RULE} 제7조"}
HOUSING_57 = {"law": "주택법", "number": "제57조", "title": "주택의 분양가격 제한 등",
              "body": "사업주체가 일반인에게 공급하는 공동주택 중 공공택지에서 공급하는 주택과 분양가상한제 적용지역으로 지정된 공공택지 "
                      "외 택지에서 공급하는 주택은 정해진 기준에 따라 산정한 분양가격 이하로 공급해야 한다(분양가상한제). 분양가격은 택지비와 "
                      "건축비로 구성되며, 건축비는 국토교통부장관이 고시하는 기본형건축비에 가산비용을 더해 산정한다. 분양가상한제 주택을 "
                      "공급할 때는 입주자모집 공고에 택지비·공사비·간접비 등 분양가격 산정 항목을 공시해야 한다."}
HOUSING_58 = {"law": "주택법", "number": "제58조", "title": "분양가상한제 적용 지역의 지정 및 해제",
              "body": "국토교통부장관은 투기과열지구 중 주택가격 상승률이 물가상승률보다 현저히 높은 지역으로서 주택가격이 급등하거나 "
                      "급등할 우려가 있는 지역을 주거정책심의위원회 심의를 거쳐 분양가상한제 적용 지역으로 지정할 수 있다. 지정 사유가 "
                      "없어지면 지체 없이 해제해야 하고, 시·도지사나 시장 등은 해제를 요청할 수 있다."}
HOUSING_59 = {"law": "주택법", "number": "제59조", "title": "분양가심사위원회의 운영 등",
              "body": "시장·군수·구청장은 분양가상한제 적용주택의 분양가격 등을 심의하기 위해 분양가심사위원회를 설치·운영해야 한다. "
                      "사업주체가 입주자모집 승인을 신청하면 시장 등은 분양가심사위원회 심사를 거쳐 승인 여부를 결정한다."}


def _legal(articles: list[dict], cards: list[dict] | None = None) -> ToolResult:
    return ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                      output=output_for("legal_search", {"articles": articles, "answers": cards or []}))


def test_a_cards_yes_stays_when_the_question_it_answers_is_yes_or_no_and_an_open_one_follows():
    lead = legal_lead("분양가상한제 분양가격은 택지비랑 건축비로만 구성되나요? 건축비엔 뭐가 들어가요?",
                      _legal([ARTICLE_7], [TWO_PARTS]))
    assert lead.startswith("네, 분양가상한제 분양가격은 택지비와 건축비로")


def test_a_card_answering_an_open_question_still_goes_without_its_yes():
    lead = legal_lead("분양가는 택지비랑 땅값으로만 나눠요? 그럼 건축비엔 뭐가 들어가요?",
                      _legal([ARTICLE_7], [{**TWO_PARTS, "question": "건축비에는 뭐가 들어가요?"}]))
    assert lead.startswith("분양가상한제 분양가격은")


def test_who_approves_is_led_by_the_body_the_rule_gives_the_approval_not_a_duty_sentence_ranked_first():
    for q in ("누가 분양가를 최종 승인하나요?", "누가 승인 분양가상한제 아파트"):  # the second: an English question's gloss
        lead = legal_lead(q, _legal([HOUSING_57, HOUSING_58, HOUSING_59]))
        assert lead.startswith("사업주체가 입주자모집 승인을 신청하면 시장 등은"), (q, lead)


def test_an_open_question_followed_by_the_answer_it_proposes_keeps_the_cards_no():
    card = {**TWO_PARTS, "question": "개별주택가격은 국토부가 공시하나요?", "verdict": "아니요",
            "answer": "아니요, 개별주택가격은 시장·군수·구청장이 결정·공시합니다."}
    lead = legal_lead("개별주택가격은 누가 공시하는거에여? 국토부?", _legal([ARTICLE_7], [card]))
    assert lead.startswith("아니요, 개별주택가격은")
