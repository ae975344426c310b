"""Yes/no legal questions as people post them — the ask followed by a plea or backstory, a bare "맞죠?"
after a claim heard, the other side refusing its duty, an act the law forbids — open with the verdict;
each near miss (another thing, another act, the case inside the bound) gets none."""
from __future__ import annotations

import pytest

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import output_for
from holmes_orchestrator.domain.lease_timeline import timeline_verdict
from holmes_orchestrator.domain.synthesis import legal_lead
from holmes_orchestrator.domain.verdict import (
    asking,
    decide,
    echo,
    forbidden,
    other_party,
    presupposition,
    refused_duty,
    verdict_sentence,
)

REPORT = "거래당사자는 매매계약을 체결하면 실제 거래가격 등을 계약 체결일부터 30일 이내에 시장·군수·구청장에게 신고해야 한다."
ARISES = "대항력은 전입신고 당일이 아니라 다음 날 0시에 생기고, 같은 날 설정된 근저당이 임차인보다 앞선다."
CEILING = "임대사업자는 임대기간 중 임대료를 올려 달라고 할 때 5퍼센트 범위에서 대통령령으로 정한 비율을 넘을 수 없다."
REPAIR = "보일러 고장 같은 큰 수선은 임대인(집주인)이 해야 하고 수리비도 임대인이 부담한다."
SHOW = "임대인은 임대차계약을 맺을 때 임차인에게 국세·지방세 납세증명서를 보여 주어야 한다."
STATUS = ("누구든지 주택을 공급받을 수 있는 지위(주택조합원 지위, 입주자저축 증서, 철거민 입주권 등)를 양도·양수하거나 "
          "알선·광고해서는 안 된다.")
SAVINGS = "주택청약종합저축. 공공·민영주택 청약에 필요한 입주자저축으로 1인 1계좌만 가능하다."


def _legal(*articles: dict) -> ToolResult:
    return ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": list(articles)}))


def _law(law: str, number: str, body: str, kind: str = "법률") -> dict:
    return {"law": law, "number": number, "title": "", "body": body, "kind": kind}


@pytest.mark.parametrize("query, want", [
    ("분양권 넘겨도 되나요? 돈이 좀 급해서요ㅠ", "분양권 넘겨도 되나요?"),
    ("세입자 나가라고 해도 돼? 진짜 미치겠다", "세입자 나가라고 해도 돼?"),
    # a bare confirmation asks of the claim before it
    ("확정일자는 한 달 안에만 받으면 된다던데. 맞죠?", "확정일자는 한 달 안에만 받으면 된다던데 맞죠?"),
    # the last question is the ask, even with a question before it
    ("이게 맞아? 그럼 나가야 되나요", "그럼 나가야 되나요"),
])
def test_the_asking_sentence_is_the_last_question_not_the_plea_after_it(query, want):
    assert asking(query) == want


def test_echo_confirms_or_denies_a_claim_heard_and_a_law_applying():
    assert echo("그렇게 들었는데 맞나요?", False) == "아니요, 그렇지 않습니다."
    assert echo("그렇게 들었는데 맞나요?", True) == "네, 맞습니다."
    assert echo("주택법 적용받나요?", False) == "아니요, 적용받지 않습니다."
    assert echo("이거 되는 거예요?", False) == "아니요, 안 됩니다."


def test_a_deadline_heard_wrong_and_confirmed_with_a_bare_question_is_a_no():
    opening, basis = verdict_sentence("빌라 사고 거래 신고는 45일 안에만 하면 된다고 하더라고요. 맞죠?", [REPORT])
    assert opening.startswith("아니요, 그렇지 않습니다 — 45일") and "30일 이내" in opening and basis == REPORT
    # inside the rule's period, or asking when: no "아니요"
    assert decide("거래 신고는 20일 안에만 하면 된다고 하더라고요. 맞죠?", [REPORT]) is None or \
        decide("거래 신고는 20일 안에만 하면 된다고 하더라고요. 맞죠?", [REPORT]).yes
    assert verdict_sentence("거래 신고는 언제까지 하면 된다고요? 맞죠?", [REPORT]) is None


def test_a_fact_the_rule_sets_aside_is_a_no_even_said_in_everyday_words():
    for q in ("이사 오늘 했고 전입도 오늘 했는데 대항력 바로 생기는 거죠? 불안해서 잠이 안 와요",
              "전입신고 당일에 대항력이 생기나요?"):
        assert presupposition(q, [ARISES]) is not None, q
    # the rule's own point named, or a rule of "not only … but also": no verdict
    assert presupposition("전입신고 다음 날 0시에 대항력이 생기나요?", [ARISES]) is None
    assert presupposition("임차인에게 대항력이 생기나요?", ["대항력은 임차인뿐 아니라 전차인에게도 생긴다."]) is None


def test_a_raise_past_the_ceiling_a_prohibition_draws_is_a_no():
    opening, _ = verdict_sentence("등록임대라는데 집주인이 8% 올리겠대요. 이거 되는 거예요?", [CEILING])
    assert opening.startswith("아니요, 안 됩니다 — 8%") and "5퍼센트 범위" in opening
    # inside the ceiling this rule forbids nothing; a rule heard ("5% 넘게 못 올린다던데") is not the ask "넘었나요?"
    assert decide("등록임대라는데 집주인이 3% 올리겠대요. 이거 되는 거예요?", [CEILING]) is None
    v = decide("임대료 5% 넘게 못 올린다던데 집주인이 8% 올리겠대요. 이거 되는 거예요?", [CEILING])
    assert v is not None and not v.yes


def test_the_asker_told_by_the_landlord_to_pay_is_the_tenant_and_the_rule_says_no():
    q = "집주인이 세입자가 알아서 고치라는데 제가 수리비 내야 해요? 억울하네요"
    assert other_party(q, [REPAIR]) is not None
    # the tenant told first, or the asker saying he is the landlord: the rule is on the asker — no "아니요"
    assert other_party("세입자가 보일러 고쳐달라는데 제가 수리비 내야 해요?", [REPAIR]) is None
    assert other_party("제가(집주인) 세입자한테 고치라고 했는데 제가 내야 하나요?", [REPAIR]) is None


def test_the_other_side_may_not_refuse_its_duty():
    q = "임대인한테 국세 납세증명서 보여달라고 했더니 싫대요. 거절할 수 있는 건가요?"
    assert refused_duty(q, [SHOW]) is not None
    # another thing asked for, or no refusal asked: no verdict
    assert refused_duty("임대인한테 통장 사본 보여달라고 했더니 싫대요. 거절할 수 있는 건가요?", [SHOW]) is None
    assert refused_duty("임대인한테 국세 납세증명서 보여달라고 해도 되나요?", [SHOW]) is None


def test_an_act_the_law_forbids_on_the_thing_named_is_a_no():
    assert forbidden("청약통장 사겠다는 사람한테 넘겨도 돼요? 급해서요", [STATUS], [SAVINGS]) is not None
    assert forbidden("주택조합원 지위 팔아도 되나요?", [STATUS]) is not None
    # a thing the rule names only as part of another's name, the home itself, or another act: no verdict
    assert forbidden("재개발 입주권 팔아도 되나요?", [STATUS]) is None
    assert forbidden("주택 팔아도 되나요?", [STATUS]) is None
    assert forbidden("청약통장 해지해도 되나요?", [STATUS], [SAVINGS]) is None


def test_legal_lead_says_no_to_skipping_a_plain_duty():
    duty = _law("공동주택관리법", "제23조", "관리주체는 관리비 등의 항목별 산출내역을 다음 달 말일까지 공개해야 한다.")
    lead = legal_lead("관리주체가 관리비 산출내역 공개 안 해도 되나요?", _legal(duty))
    assert lead.startswith("아니요 — "), lead
    # a duty on a thing the rule qualifies ('지적된 하자') may not be the user's case
    fix = _law("주택법", "제48조의2", "사업주체는 지적된 하자를 보수해야 한다.")
    assert not legal_lead("하자 보수 안 해도 되나요?", _legal(fix)).startswith("아니요")


def test_a_landlord_who_would_send_the_tenant_out_of_a_renewed_lease_cannot():
    body = ("제6조에 따라 묵시적으로 갱신된 경우 임차인은 언제든지 임대인에게 해지를 통지할 수 있고, 해지는 임대인이 "
            "통지를 받은 날부터 3개월이 지나면 효력이 생긴다.")
    arts = [output_for("legal_search", {"articles": [_law("주택임대차보호법", "제6조의2", body)]}).articles[0]]
    said = timeline_verdict("자동으로 연장된 상태예요. 집주인이 두 달 뒤에 저를 내보낼 수 있나요?", arts) or ""
    assert said.startswith("아니요"), said
    # the tenant leaving a renewed lease is not the landlord sending him out
    assert not (timeline_verdict("자동으로 연장된 상태예요. 제가 중간에 나가도 되나요?", arts) or "").startswith("아니요")


def test_a_law_asked_of_a_thing_it_leaves_out_is_a_no():
    from holmes_orchestrator.domain.verdict import not_applied
    scope = ["이 법은 30실 이상인 오피스텔 등에 적용된다.", "주택법에 따라 공급하는 주택, 관광숙박시설 등에는 적용하지 않는다."]
    assert not_applied("빌라 분양할 때도 건축물분양법 적용받나요?", scope) is not None
    # a thing the law does not leave out, a building of two uses, or no law asked of: no verdict
    assert not_applied("오피스텔 분양도 건축물분양법 적용받나요?", scope) is None
    assert not_applied("주상복합 아파트 상가 분양도 건축물분양법 적용되나요?", scope) is None
    assert not_applied("빌라 분양할 때도 건축물분양법 적용받나요?", []) is None


def test_the_lead_names_the_law_asked_of_only_when_the_question_names_it():
    from holmes_orchestrator.domain.synthesis import _law_named
    assert _law_named("아파트도건축물분양법적용되나요", "건축물의 분양에 관한 법률")
    assert not _law_named("아파트 분양 적용되나요", "건축물의 분양에 관한 법률")
    assert not _law_named("주택 임대차 신고 대상인가요?", "주택법")


def test_a_thing_asked_of_one_part_the_rule_lists_under_another_is_a_no():
    from holmes_orchestrator.domain.verdict import placed_elsewhere
    rule = ("등기부에서 확인할 것은 다음과 같다: ① 갑구 — 소유자, 압류·가압류·가등기가 있는지, "
            "② 을구 — 근저당권 채권최고액과 전세권·임차권등기.")
    assert placed_elsewhere("전세권은 갑구에 나와요? 아무리 봐도 없어서요", [rule]) is not None
    # listed under the part asked, not listed at all, or the part not one the rule names: no verdict
    assert placed_elsewhere("가압류는 갑구에 나와요?", [rule]) is None
    assert placed_elsewhere("예고등기는 갑구에 나와요?", [rule]) is None
    assert placed_elsewhere("근저당은 표제부에 나와요?", [rule]) is None


def test_a_thing_alone_the_rule_says_does_not_suffice_is_a_no():
    from holmes_orchestrator.domain.verdict import not_alone
    rule = "가등기만으로는 소유권이 넘어가지 않으며, 본등기를 해야 비로소 소유권이 옮겨진다."
    assert not_alone("매수인이 가등기만 해도 그 사람이 소유권을 가지는 건가요?", [rule]) is not None
    # what the thing alone would do is another matter ('위험'), or another thing is asked: no verdict
    assert not_alone("가등기만 있어도 위험한 건가요?", [rule]) is None
    assert not_alone("본등기만 해도 소유권이 넘어간 건가요?", [rule]) is None


def test_a_word_inside_the_laws_own_name_is_no_thing_it_leaves_out():
    from holmes_orchestrator.domain.verdict import not_applied
    scope = ["주택법에 따른 주택, 관광진흥법상 관광숙박시설, 공공기관이 매입하는 업무용 건축물에는 적용하지 않는다."]
    # '건축물' of '건축물분양법' is the law named, not the 업무용 건축물 it leaves out
    assert not_applied("레지던스(생활숙박시설) 40실 분양하면 건축물분양법 적용받나요?", scope) is None
    assert not_applied("관광숙박시설 분양에도 건축물분양법 적용되나요?", scope) is not None


def test_a_question_about_the_tenants_own_notice_is_answered_by_the_tenants_rule_alone():
    body = ("임대인이 만료 6개월 전부터 2개월 전까지 갱신 거절을 통지하지 않으면 계약은 같은 조건으로 갱신된다. "
            "임차인은 만료 2개월 전까지 갱신하지 않겠다고 통지하면 계약을 끝낼 수 있다.")
    r = ToolResult(tool="legal_search", status="ok",
                   output=output_for("legal_search", {"articles": [_law("주택임대차보호법", "제6조", body)]}))
    lead = legal_lead("이번 만기에 나가려는데 집주인한테 세입자는 언제까지 말해야 돼요?", r)
    # the landlord's deadline is another side's rule: it does not join the answer to the tenant's question
    assert lead.startswith("임차인은 만료 2개월 전까지") and "임대인이" not in lead, lead
