"""A yes/no legal question the rule decides on the user's own figure leads with the verdict."""
from __future__ import annotations

import pytest

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import output_for
from holmes_orchestrator.domain.synthesis import legal_lead
from holmes_orchestrator.domain.verdict import (
    bounds,
    decide,
    echo,
    figures,
    restates,
    verdict_sentence,
    yes_no,
)

OBJECTION = "공시된 공동주택가격에 이의가 있으면 공시일부터 30일 이내에 국토교통부장관에게 이의를 신청할 수 있다."
REPEAT_RAISE = "증액 청구는 임대차계약이나 약정한 증액이 있은 뒤 1년 이내에는 할 수 없다."
SCOPE = ("이 법은 분양하는 부분의 바닥면적 합계가 3천㎡ 이상인 건축물, 30실 이상인 오피스텔, "
         "30실 이상인 생활숙박시설 등에 적용된다.")
NOISE = ("직접충격 소음은 1분간 등가소음도가 주간 39dB(A), 야간 34dB(A)이고 최고소음도가 주간 57dB(A), "
         "야간 52dB(A)이며, 최고소음도는 1시간에 3회 이상 넘으면 기준을 초과한 것으로 본다.")
VICTIM = "피해자로 결정받으려는 임차인은 다음을 갖추어야 한다: 임차보증금이 5억원 이하일 것(위원회가 2억원 범위에서 조정)."
ARREARS = "다만 2기의 차임액에 이르도록 월세를 연체한 임차인에게는 묵시적 갱신이 인정되지 않는다."


def test_figures_read_units_and_korean_number_words():
    got = [(f.value, f.unit) for f in figures("보증금 1억7천, 석 달 전, 세달치 아니고 두달치, 4주 뒤, 2024년까지")]
    assert (1.7e8, "원") in got and (2, "기") in got and (28, "day") in got
    assert all(u != "day" or v < 1000 for v, u in got)  # a calendar year is no period


@pytest.mark.parametrize("query, want", [
    ("잔금 치르기 전에 계약 해제할 수 있어요?", True),
    ("이 특약 유효한가요?", True),
    ("보증금 언제까지 돌려받을 수 있나요?", False),  # a 'when' question wants the date
    ("누가 수리비를 내야 하나요?", False),
])
def test_yes_no(query, want):
    assert yes_no(query) is want


def test_a_deadline_passed_is_a_no_and_the_rule_follows():
    opening, basis = verdict_sentence("공시가격 나온 지 45일째인데 아직 이의 신청 할 수 있을까요?", [OBJECTION])
    assert opening.startswith("아니요, 신청할 수 없습니다") and "45일" in opening and "30일 이내" in opening
    assert basis == OBJECTION


def test_within_a_deadline_is_a_yes():
    v = decide("공시일로부터 2주 지났어요. 지금 이의를 신청할 수 있나요?", [OBJECTION])
    assert v is not None and v.yes


def test_inside_a_prohibitions_bound_is_a_no():
    v = decide("임대사업자가 작년 증액하고 10개월 됐는데 다시 올려 달래요. 가능한가요?", [REPEAT_RAISE])
    assert v is not None and not v.yes
    assert echo("다시 올려 달래요. 가능한가요?", False) == "아니요, 불가능합니다."


def test_outside_a_prohibitions_bound_gives_no_verdict():
    # 1년이 지났다고 얼마든지 올릴 수 있는 것은 아니다(5% 상한): this rule alone does not say yes.
    assert decide("증액하고 14개월 지났는데 또 올린대요. 가능한가요?", [REPEAT_RAISE]) is None


def test_a_scope_threshold_decides_whether_a_law_applies():
    no = decide("오피스텔 20실 규모인데 이 법 적용 대상인가요?", [SCOPE])
    yes = decide("생활숙박시설 40실을 분양할 건데 적용되나요?", [SCOPE])
    assert no is not None and not no.yes and yes is not None and yes.yes


def test_noise_is_measured_against_the_part_of_day_and_the_measure_named():
    night = decide("새벽 1시에 등가소음도 35dB 측정됐는데 기준 넘나요?", [NOISE])
    day = decide("오후 3시에 등가소음도 35dB 측정됐는데 기준 넘나요?", [NOISE])
    peak = decide("밤에 최고소음도 50dB가 나왔는데 기준 초과인가요?", [NOISE])
    assert night is not None and night.yes  # 야간 34
    assert day is not None and not day.yes  # 주간 39
    assert peak is not None and not peak.yes  # 야간 최고 52, not 등가 34


def test_money_over_a_cap_is_a_no():
    v = decide("전세 보증금 6억 5천인데 피해자 결정 신청할 수 있나요?", [VICTIM])
    assert v is not None and not v.yes


def test_rent_arrears_counted_in_months_meet_a_bound_in_periods_of_rent():
    v = decide("월세를 세 달치 못 냈는데 그래도 자동으로 갱신되나요?", [ARREARS])
    assert v is not None and not v.yes
    assert echo("그래도 자동으로 갱신되나요?", False) == "아니요, 갱신이 안 됩니다."


def test_a_figure_of_another_matter_decides_nothing():
    # '3년 살았다' is no quantity of the 30일 objection period's kind of thing: no shared words, no verdict.
    assert decide("3년 살았는데 강아지 키워도 되나요?", [OBJECTION]) is None


def test_restates_finds_the_sentence_saying_the_asked_predicate():
    assert restates("허가 안 받고 한 계약도 효력이 있나요?", "허가를 받지 않고 체결한 토지거래계약은 효력이 없다.")
    assert restates("분실한 권리증 재발급받을 수 있어요?", "등기필정보는 잃어버려도 재발급받을 수 없다.")
    assert not restates("분실한 권리증 재발급받을 수 있어요?", "등기관은 등기필정보를 작성해 통지해야 한다.")


def _law(body: str, number: str = "제18조") -> dict:
    return {"law": "부동산 가격공시에 관한 법률", "number": number, "title": "공동주택가격", "body": body, "kind": "법률"}


def test_legal_lead_opens_with_the_verdict_and_cites_the_rule():
    r = ToolResult(tool="legal_search", status="ok",
                   output=output_for("legal_search", {"articles": [_law("국토교통부장관은 공동주택가격을 공시한다. " + OBJECTION)]}))
    lead = legal_lead("아파트 공시가격 나오고 두 달(60일) 지났는데 이의신청 할 수 있나요?", r)
    assert lead.startswith("아니요, 이의신청할 수 없습니다")
    assert "(부동산 가격공시에 관한 법률 제18조)" in lead


def test_legal_lead_without_a_figure_is_unchanged_by_the_verdict():
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [_law(OBJECTION)]}))
    assert not legal_lead("아파트 공시가격에 이의신청 할 수 있나요?", r).startswith(("네", "아니요"))


def test_echo_answers_plainly_when_the_predicate_is_no_noun():
    assert echo("1년 뒤에 나가라고 하면 나가야 돼요?", False) == "아니요, 그렇지 않습니다."
    assert echo("관리비를 돌려 달라고 해도 돼요?", False) == "아니요, 그렇게 하면 안 됩니다."
    assert echo("그 계약 효력 있나요?", False) == "아니요, 효력이 없습니다."


def test_a_bound_of_a_prohibition_the_case_is_outside_decides_nothing():
    # 50실 is outside the 100실 resale ban: that ban says nothing about whether selling may start.
    ban = ("조정대상지역 등에서 분양되는 일정 규모 이상(예: 100실 이상) 오피스텔을 분양받은 자는 "
           "사용승인 전(또는 정해진 기간 동안) 분양받은 자의 지위를 전매할 수 없다.")
    assert decide("오피스텔 60실 사업인데 지금 분양 시작해도 되나요?", [ban]) is None


def test_a_met_bound_decides_only_what_the_rules_predicate_says():
    # '1년 미만이면 1년으로 본다' meets the 8-month term but says it is not kept as set: no bare "네".
    rule = "건물 전세권은 1년 미만으로 정하면 1년으로 본다."
    assert decide("건물 전세권 존속기간을 10개월로 했는데 그대로 인정되는 건가요?", [rule]) is None


def test_a_point_in_time_is_not_measured_against_a_length_of_time():
    # "만기 3주 전에" counts from the lease's end; "2년까지 살 수 있다" is how long a lease runs. Read
    # as 3주 ≤ 2년 it said "네, 그렇게 해도 됩니다" to a landlord's late eviction notice (eval3 tune3).
    term = ("1년으로 계약했더라도 임대인은 1년 만에 나가라고 할 수 없고, 임차인은 원하면 2년까지 살 수 있으며, "
            "2년이 끝날 때 제6조의3의 갱신요구권도 따로 쓸 수 있다.")
    for q in ("집주인이 만기 3주 전에 갑자기 나가라는데 이래도 돼?", "계약 끝나기 한 달 전에 비워 달래요 이래도 되나요?"):
        assert decide(q, [term]) is None, q
    # an amount of time still is: 8개월 against a 1-year bar
    assert decide("증액하고 8개월 만에 또 올려 달래요 이래도 돼요?",
                  ["증액이 있은 후 1년 이내에는 다시 증액 청구를 할 수 없다."]).yes is False


DEMANDED_RAISE = "갱신요구권을 쓰면 갱신된 임대차는 2년이며 차임·보증금은 5% 이내에서 조정할 수 있다."


def test_a_bound_said_of_a_case_the_user_says_is_not_his_decides_nothing():
    """G10 (Q77): a raise agreed without the 갱신요구권 is not measured against the cap of a renewal on
    demand — '8% 올려도' is no 'no' when the user says he does not use the right."""
    assert decide("계약갱신요구권은 안 쓰고 주인하고 협의해서 새 계약서 쓰면 8% 인상도 되나요?", [DEMANDED_RAISE]) is None
    said = decide("계약갱신요구권 써서 연장하는데 8% 인상도 되나요?", [DEMANDED_RAISE])
    assert said is not None and said.yes is False  # the user's own case: the cap decides


APPROVAL = ("단독주택 30호, 공동주택 30세대(일정한 경우 50세대) 이상의 주택건설사업을 시행하려는 자는 "
            "사업계획승인을 받아야 한다.")
REPORT = "매매 거래신고는 잔금일이 아니라 계약 체결일부터 30일 이내에 해야 한다."


def test_a_class_the_rule_covers_whole_is_a_yes_and_one_reaching_past_it_gets_none():
    # '45세대 이상' lies wholly inside '30세대 이상' (the aside's 50세대 is an exception, not the bound)
    assert verdict_sentence("아파트를 45세대 이상 지을 때 사업계획승인 받아야 하죠?", [APPROVAL]) == ("네 —", APPROVAL)
    # '20세대 이상' reaches below the bound, '30세대 이하' lies on the other side, '안 받아도' turns the question
    for q in ("20세대 이상이면 사업계획승인 받아야 하죠?", "30세대 이하면 사업계획승인 안 받아도 되죠?",
              "30세대 이상이면 감리자를 둬야 하죠?"):  # the rule says nothing of a 감리자
        assert verdict_sentence(q, [APPROVAL]) is None, q
    # a rule drawing the same bound for several kinds ('30실 이상인 오피스텔, 30실 이상인 생활숙박시설') still decides
    opening, _ = verdict_sentence("오피스텔 50실 이상 분양하면 이 법 적용되나요?", [SCOPE])
    assert opening == "네 —"
    # a case (no direction) is measured as before, and the duty asked is echoed
    opening, _ = verdict_sentence("36세대 공동주택 짓는데 사업계획승인 받아야 하나요?", [APPROVAL])
    assert opening.startswith("네, 받아야 합니다 — 36세대")


def test_a_question_resting_on_what_the_rule_sets_aside_is_a_no():
    assert verdict_sentence("거래신고 잔금 치른 다음에 해도 되나요?", [REPORT]) == ("아니요 —", REPORT)
    # both named (a choice between them), another act (등기), or a negated question: no verdict
    for q in ("거래신고는 계약일 기준이에요 잔금일 기준이에요?", "잔금 치르고 소유권 등기하면 되죠?",
              "잔금 날 거래신고 안 해도 되죠?"):
        assert verdict_sentence(q, [REPORT]) is None, q
    # a rule whose modality is not plain decides nothing ('…아니라 …로 본다' is a deeming, not a duty)
    assert verdict_sentence("잔금 치르고 신고하면 되나요?", ["신고일은 잔금일이 아니라 접수일로 본다."]) is None


def test_a_negated_question_on_an_unmet_duty_opens_with_yes():
    rule = {"law": "주택임대차보호법", "number": "제3조의7", "title": "임대인의 정보 제시 의무", "kind": "법률",
            "body": "납세증명서는 임대인의 체납 여부를 보여 준다. 임대인은 임대차계약을 체결할 때 국세·지방세 "
                    "납세증명서를 임차인에게 제시해야 한다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [rule]}))
    lead = legal_lead("계약 전에 집주인이 납세증명서를 안 보여줬는데 원래 보여줘야 하는 거 아니에요?", r)
    assert lead.startswith("네, 납세증명서에 관해 법이 정한 의무가 있고") and "제시해야 합니다" in lead
    # put plainly, the same report is not answered with a bare "네"
    assert not legal_lead("계약 전에 집주인이 납세증명서를 안 보여줬어요.", r).startswith("네")


def test_a_question_put_in_the_negative_gets_no_verdict_from_a_figure():
    cap = "증액 청구 한도는 약정한 차임이나 보증금의 5% 이내다."
    # "6% 올렸는데 불법 아냐?": a bare '아니요' would read as 'not illegal' — no verdict is safer than a backwards one
    assert decide("집주인이 보증금 6% 올렸는데 이거 위법 아니야?", [cap]) is None
    assert decide("보증금 6% 올린 거 한도 넘은 거 아닌가요?", [cap]) is None


def test_the_duty_to_do_what_the_user_says_was_not_done_leads_over_a_definition_of_it():
    term = {"law": "부동산 용어집", "number": "관리비 내역서", "title": "관리비 내역서", "kind": "용어집",
            "body": "관리사무소가 관리비 항목별 금액을 적어 입주자에게 주는 문서."}
    duty = {"law": "공동주택관리법", "number": "제23조", "title": "관리비 등의 납부 및 공개 등", "kind": "법률",
            "body": "입주자등은 관리비를 관리주체에게 내야 한다. 관리주체는 관리비 내역서를 항목별로 작성해 "
                    "입주자등에게 공개하고 교부해야 한다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [term, duty]}))
    lead = legal_lead("관리사무소가 관리비 내역서를 안 줬어요. 원래 줘야 하는 거 아니에요?", r)
    assert lead.startswith("네, 내역서에 관해 법이 정한 의무가 있고"), lead
    assert "공개하고 교부해야 합니다(공동주택관리법 제23조)" in lead


def test_a_remedy_asked_is_not_answered_by_the_duty_the_user_says_was_broken():
    duty = {"law": "공인중개사법", "number": "제25조", "title": "중개대상물의 확인·설명", "kind": "법률",
            "body": "개업공인중개사는 권리관계를 확인해 의뢰인에게 성실하게 설명해야 한다."}
    damages = {"law": "공인중개사법", "number": "제30조", "title": "손해배상책임의 보장", "kind": "법률",
               "body": "개업공인중개사는 고의나 과실로 거래당사자에게 재산상 손해를 입히면 그 손해를 배상할 책임이 있다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [duty, damages]}))
    lead = legal_lead("중개인이 근저당 설명 안 해줘서 손해 봤는데 손해배상 청구할 수 있어요?", r)
    assert lead.startswith("개업공인중개사는 고의나 과실로"), lead


REPAIR = ("그래서 천장 누수, 보일러 고장처럼 사용에 지장을 주는 큰 수선은 원칙적으로 임대인(집주인)이 해야 하고 "
          "수리비도 임대인이 부담한다.")
SMALL_REPAIR = "전구 교체 같은 소규모 수선은 임차인이 하는 것이 일반적이다."


def test_a_duty_the_rule_puts_on_the_other_side_is_a_no_for_the_asker():
    # the landlord is named as another person: the asker ('제가') is the tenant, the rule names the landlord
    q = "천장에서 물이 새는데 집주인이 저더러 고치라네요. 수리비 제가 부담해야 하나요?"
    assert verdict_sentence(q, [REPAIR]) == ("아니요 —", REPAIR)
    assert verdict_sentence("세입자가 보일러 수리비 물어야 돼요?", [REPAIR]) == ("아니요 —", REPAIR)
    for q, rules in (("천장 누수 수리비 집주인이 내야 하나요?", [REPAIR]),  # the side asked is the rule's own
                     ("전구 나갔는데 집주인이 저보고 갈래요. 제가 해야 돼요?", [SMALL_REPAIR, REPAIR]),  # the rule names the asker
                     ("집주인이 저보고 도배비 내래요. 제가 내야 돼요?", [REPAIR]),  # the other side's duty is of another matter
                     ("보일러 고장인데 집주인이 저한테 고치래요. 제가 해야 돼요?",  # both sides in one rule
                      [REPAIR.replace("부담한다.", "부담하고, 소모품 교체는 임차인이 한다.")]),
                     ("세입자랑 집주인 중에 제가 수리비 내야 돼요?", [REPAIR]),  # whose side '제가' is, is not plain
                     ("누수 수리비 제가 내야 하는 거 아닌가요?", [REPAIR])):  # a question put in the negative
        assert verdict_sentence(q, rules) is None, q


BATHROOM = "욕실·화장실·다용도실 등에서 급수·배수로 생기는 소음은 층간소음에서 제외된다."
SAME_RENEWAL = "보증금이나 차임을 올리지 않는 단순 갱신계약은 신고 대상이 아니며, 한쪽이 서명한 계약서를 제출하면 공동 신고로 본다."
OFFICE = "업무용 오피스텔은 주택에 해당하지 않는다."


def test_a_thing_the_rule_leaves_out_is_a_no_when_asked_to_count():
    assert verdict_sentence("위층 욕실 샤워 소리도 층간소음에 해당돼요?", [BATHROOM]) == ("아니요 —", BATHROOM)
    assert verdict_sentence("월세 변동 없이 갱신하면 그것도 신고해야 하나요?", [SAME_RENEWAL]) == ("아니요 —", SAME_RENEWAL)
    assert verdict_sentence("업무용 오피스텔도 주택에 해당하나요?", [OFFICE]) == ("아니요 —", OFFICE)
    for q, rule in (("윗집에서 뛰는 소리도 층간소음에 해당돼요?", BATHROOM),  # a thing the rule does not name
                    ("거실 TV에서 생기는 소리도 층간소음으로 보나요?", BATHROOM),  # only a verb of the rule's is said
                    ("이웃집 소음도 층간소음인가요?", BATHROOM),  # only the class's own word
                    ("욕실 물소리는 층간소음에서 제외되나요?", BATHROOM),  # asks whether it is left out: that is a yes
                    ("월세 올려서 갱신해도 신고해야 하나요?", SAME_RENEWAL),  # a raise: not the case left out
                    ("오피스텔도 주택으로 보나요?", OFFICE),  # the use it is left out for is not said
                    ("욕실 소음은 층간소음 아닌가요?", BATHROOM)):
        assert verdict_sentence(q, [rule]) is None, q


PRIORITY = ("대항력은 전입신고 다음 날 0시에 생기므로, 전입신고와 같은 날 설정된 근저당이 임차인보다 앞선다"
            "(임차인은 그 근저당보다 후순위).")


def test_an_order_the_rule_reverses_is_a_no():
    q = "전입신고한 날 같은 날에 근저당도 설정됐어요. 제가 은행보다 우선인가요?"
    assert verdict_sentence(q, [PRIORITY]) == ("아니요 —", PRIORITY)
    for q in ("전입신고 같은 날 근저당이 설정됐는데 은행이 저보다 먼저인가요?",  # the order agrees with the rule
              "전입신고 다음 날 근저당이 설정됐어요. 제가 은행보다 우선인가요?",  # not the rule's same-day case
              "같은 날 전입신고하고 근저당 설정됐는데 세금이 은행보다 먼저인가요?"):  # parties the rule does not rank
        assert verdict_sentence(q, [PRIORITY]) is None, q
    # a ranking said as a condition ('…보다 앞서면') is not the rule's ranking; the house's own tax is not 'taxes'
    cond = "확정일자가 국세 법정기일보다 앞서면 임차인이 먼저 배당받는다."
    assert verdict_sentence("국세 법정기일이 제 확정일자보다 먼저인가요?", [cond]) is None
    house = "당해세는 확정일자를 갖춘 임차인보다 먼저 배당받는다."
    assert verdict_sentence("확정일자 받았는데 제가 세금보다 먼저인가요?", [house]) is None


def test_a_period_the_user_takes_for_the_deadline_is_measured_against_it():
    opening, basis = verdict_sentence("매매 거래신고 45일 안에만 하면 되죠?", [REPORT])
    assert opening.startswith("아니요, 그렇게 하면 안 됩니다 — 45일") and "30일 이내" in opening and basis == REPORT
    v = verdict_sentence("매매 거래신고 2주 안에만 하면 되죠?", [REPORT])
    assert v is None or not v[0].startswith("아니요")


def test_fine_asked_of_an_unmet_duty_opens_with_no():
    duty = {"law": "주택법", "number": "제48조의2", "title": "사전방문 등", "kind": "법률",
            "body": "사업주체는 입주예정자가 사용검사 전에 사전방문을 할 수 있게 해야 하고 지적된 하자를 보수해야 한다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [duty]}))
    lead = legal_lead("시공사가 입주자사전방문 안 해준대요. 괜찮은 거예요?", r)
    assert lead.startswith("아니요 — 말씀하신 경우는 사전방문에 관해 법이 정한 의무를 지키지 않은 것입니다"), lead
    # the duty met, or the ask not whether it is fine: no "아니요"
    for q in ("사전방문은 했는데 하자 보수 안 해줘도 되나요?", "사전방문 했는데 괜찮은 거예요?", "사전방문 안 해주면 어디에 신고해요?"):
        assert not legal_lead(q, r).startswith("아니요"), q
    # unspaced, '구역안' is 'inside the zone', not a thing not done
    zone = {"law": "부동산 거래신고 등에 관한 법률", "number": "제11조", "title": "허가구역 내 토지거래에 대한 허가",
            "kind": "법률", "body": "토지거래허가구역에서 기준면적을 넘는 토지를 사려면 시장·군수·구청장의 허가를 받아야 한다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [zone]}))
    assert not legal_lead("토지거래허가구역안농지를사려는데허가받으면괜찮나요", r).startswith(("아니요", "말씀하신"))


def test_doing_it_without_a_duty_is_a_no_unless_the_duty_has_a_bound():
    std = {"law": "민간임대주택에 관한 특별법", "number": "제47조", "title": "표준임대차계약서", "kind": "법률",
           "body": "임대사업자는 민간임대주택 임대차계약을 맺을 때 표준임대차계약서를 사용해야 한다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [std]}))
    lead = legal_lead("등록 임대사업자인데 표준임대차계약서 안 쓰고 제가 만든 양식으로 계약해도 되나요?", r)
    assert lead.startswith("아니요 — 말씀하신 경우는 표준임대차계약서에 관해 법이 정한 의무를"), lead
    # a duty drawn with a bound may not be the user's (5천 is under the 6천만원 of the report duty): no bare 아니요
    report = {"law": "부동산 거래신고 등에 관한 법률", "number": "제6조의2", "title": "주택 임대차 계약의 신고", "kind": "법률",
              "body": "임대차계약당사자는 보증금 6천만원 초과 또는 월차임 30만원 초과 주택 임대차계약을 체결하면 30일 이내에 신고해야 한다."}
    r = ToolResult(tool="legal_search", status="ok", output=output_for("legal_search", {"articles": [report]}))
    assert not legal_lead("보증금 5천 월세 없이 계약했는데 임대차 신고 안 해도 되나요?", r).startswith("아니요")


def test_the_ceiling_of_a_sanction_is_no_bound_on_the_users_figure():
    # expert review 3, H04: "월세 30만원이면 신고 대상?" was answered "네 — 30만원은 '500만원 이하'에
    # 해당" from the 과태료 article; a fine's maximum decides nothing about the user's rent
    fine = "거래신고를 계약 체결일부터 30일 안에 하지 않으면 500만원 이하의 과태료 대상이다."
    assert verdict_sentence("보증금 800에 월세 25만원인데 신고 대상인가요?", [fine]) is None
    assert bounds("3년 이하의 징역 또는 3천만원 이하의 벌금에 처한다.") == []
    # a real threshold still decides
    rule = "보증금 6천만원 초과 또는 월차임 30만원 초과 계약은 신고해야 한다."
    assert bounds(rule) and bounds(rule)[0].direction == "gt"


# "A 초과이거나 B 초과": a figure that passes no bound of its own leaves the other alternative open.
_EITHER_RULE = "보증금 6천만원 초과 또는 월차임 30만원 초과인 주택 임대차계약은 신고해야 한다."


def test_a_rent_under_one_of_two_alternative_bounds_gives_no_verdict():
    # the deposit (8천, not read as a figure here) may still be over its bound: no '아니요' from the rent
    assert verdict_sentence("보증금 8천에 월 20만원 내는데 신고해야 하나요?", [_EITHER_RULE]) is None


def test_a_figure_past_an_alternative_bound_still_decides_yes():
    said, _ = verdict_sentence("보증금 9천만원에 월세 5만원인데 신고해야 하나요?", [_EITHER_RULE])
    assert said.startswith("네")


MOVED = "개업공인중개사가 중개사무소를 옮기면 이전한 날부터 10일 이내에 등록관청에 신고해야 합니다."


def test_a_length_of_something_else_is_not_measured_against_a_deadline_counted_from_an_event_untold():
    # how long the office will stay shut is no time since it moved: no 아니요 from '10일 이내'
    assert decide("사무실을 두 달 반 정도 닫으려는데 등록관청에 신고해야 하나요?", [MOVED]) is None
    assert decide("중개사무소 5개월 휴업 예정인데 따로 신고할 게 있나요?", [MOVED]) is None
    # the event told: the time since it is measured
    v = decide("사무소 이전한 지 보름, 20일 지났는데 지금 신고해도 되나요?", [MOVED])
    assert v is not None and not v.yes and "10일 이내" in v.reason
