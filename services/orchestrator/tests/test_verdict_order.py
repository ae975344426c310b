"""A question whether one act may come before another the rule puts first is answered no — and only then."""
from __future__ import annotations

import pytest

from holmes_orchestrator.domain.verdict import out_of_order, verdict_sentence

AFTER = "분양사업자는 분양 광고 전에 허가권자에게 분양신고를 하고, 신고가 수리된 뒤에 광고하고 분양받을 자를 모집해야 한다."
ONLY_AFTER = "분양 광고는 이 수리 통보를 받은 뒤에야 할 수 있다."
EVEN_AFTER = "임차인은 임차권등기를 마친 뒤에도 대항력과 우선변제권을 잃지 않는다."


@pytest.mark.parametrize("query, rule", [
    ("분양신고수리전에분양광고부터내도되나요", AFTER),
    ("분양신고 수리 전에 광고해도 되나요?", AFTER),
    ("신고 수리 전에 분양 광고 먼저 할 수 있나요?", ONLY_AFTER),
])
def test_an_act_asked_before_the_one_the_rule_puts_first_is_a_no(query, rule):
    said = verdict_sentence(query, [rule])
    assert said is not None and said[0] == "아니요 —", (query, said)


@pytest.mark.parametrize("query, rule", [
    ("분양신고 수리 뒤에 광고해도 되나요?", AFTER),  # the rule's own order
    ("분양 광고 전에 모델하우스 열어도 되나요?", AFTER),  # an act the rule does not order
    ("임차권등기 전에 이사해도 되나요?", EVEN_AFTER),  # '뒤에도' keeps a right, orders nothing
    ("분양신고 수리 전에 광고 안 해도 되나요?", AFTER),  # a negated ask turns yes and no around
    ("수리 전에 광고하면 어떻게 되나요?", AFTER),  # no yes/no asked
])
def test_no_order_verdict_without_both_acts_in_the_rules_order(query, rule):
    assert out_of_order(query, [rule]) is None


def test_a_card_whose_word_answered_another_predicate_is_led_by_the_rules_own_verdict():
    # "분양신고는 광고 전에 해야 하나요? 네" matched without its word to "수리 전에 광고부터 내도 되나요?": the rule
    # found (광고는 수리 통보를 받은 뒤에야) answers this one — no
    from holmes_contracts import Source, ToolResult
    from holmes_contracts.tools.outputs import output_for
    from holmes_orchestrator.domain.synthesis import legal_lead

    law = "건축물의 분양에 관한 법률"
    article = {"law": law, "number": "제5조", "title": "분양신고",
               "body": "분양사업자는 건축물을 분양하려면 허가권자에게 분양신고를 해야 한다. " + ONLY_AFTER.replace(
                   "분양 광고는", "허가권자는 신고를 수리하고 통보하며, 분양 광고는")}
    card = {"id": "t-before-ad", "question": "분양신고는 분양 광고를 하기 전에 해야 하나요?", "verdict": "",
            "answer": "분양사업자는 분양 광고 전에 분양신고를 하고, 신고가 수리된 뒤에 광고해야 합니다.",
            "law": law, "article": "제5조", "effective": "2005-04-23", "source": f"{law} 제5조"}
    r = ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                   output=output_for("legal_search", {"articles": [article], "answers": [card]}),
                   sources=[Source(kind="law", title=f"{law} 제5조")])
    lead = legal_lead("분양신고수리전에분양광고부터내도되나요", r)
    assert lead.startswith("아니요 — 분양사업자는 분양 광고 전에"), lead
    # the same card on a question the rule does not order keeps its rule alone
    assert not legal_lead("분양신고는 어디에 하나요?", r).startswith(("네", "아니요"))
