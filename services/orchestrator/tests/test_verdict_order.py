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
