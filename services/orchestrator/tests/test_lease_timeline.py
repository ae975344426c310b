"""Lease-timeline questions answered verdict first, with the periods the found articles state.

The articles are the search service's corpus (its JSON, not its code), so the periods the verdict
compares against are the words the search returns."""
from __future__ import annotations

import json
from pathlib import Path

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import LawArticle, output_for
from holmes_orchestrator.domain.lease_timeline import before_end, rules, timeline_verdict
from holmes_orchestrator.domain.synthesis import legal_lead

CORPUS = Path(__file__).resolve().parents[3] / "services" / "search" / "holmes_search" / "corpus" / "laws"
LEASE = "주택임대차보호법"


def _corpus() -> dict[tuple[str, str], LawArticle]:
    out = {}
    for path in CORPUS.glob("*.json"):
        law = json.loads(path.read_text(encoding="utf-8"))
        for a in law["articles"]:
            out[(law["name"], a["number"])] = LawArticle(law=law["name"], number=a["number"], title=a["title"],
                                                         body=a["body"], kind=law["kind"])
    return out


ARTICLES = _corpus()
RENEWAL = [ARTICLES[(LEASE, n)] for n in ("제6조", "제6조의2", "제6조의3")]


def _first(text: str) -> str:
    return text.split(". ")[0]


def test_a_landlord_who_says_leave_ten_days_before_the_end_is_too_late():
    said = timeline_verdict("계약 끝나기 열흘 전인데 임대인이 방 빼 달라고 하면 방 빼야 돼요?", RENEWAL) or \
        timeline_verdict("임대인이 만료 10일 전에 방 빼 달래요. 빼야 돼요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 나가지 않아도 됩니다")
    assert "6개월 전부터 2개월 전까지" in _first(said) and "효력이 없습니다" in _first(said)
    assert "묵시적으로 갱신되어 2년" in said and "집주인이 해지할 수 없습니다" in said
    assert "(주택임대차보호법 제6조·제6조의2)" in said


def test_a_landlord_who_says_so_four_months_before_the_end_is_in_time():
    said = timeline_verdict("주인이 만료 4개월 전에 재계약 안 한다고 통보했어요. 유효해요?", RENEWAL)
    assert said is not None and said.startswith("네, 기간 안의 통지입니다")
    assert "계약갱신요구권" in said  # the tenant can still demand a renewal in that window


def test_the_comparison_is_a_distance_before_the_end_not_an_amount_of_time():
    # "8주 전" is closer to the end than 2개월: too late; "9주 전" is further: in time.
    assert before_end("만기 8주 전에")[0].shorter_than(2) is True
    assert before_end("만기 9주 전에")[0].shorter_than(2) is False
    assert before_end("만료 두 달 전에")[0].shorter_than(2) is False  # the last day of the window is in time
    assert before_end("만료 60일 전에")[0].shorter_than(2) is None  # 59 to 62 days: the exact dates decide
    assert before_end("만료 며칠 전까지 해야 돼요?") is None  # asks the deadline; tells no notice


def test_a_landlord_cannot_end_a_lease_that_renewed_itself():
    said = timeline_verdict("아무 말 없이 자동으로 연장된 집인데 주인이 두 달 후에 비워 달라네요. 비워 줘야 해요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 나가지 않아도 됩니다")
    assert "집주인이 기간 중에 해지할 수 없습니다" in _first(said)
    assert "임차인뿐" in said and "3개월 뒤" in said and "제6조의2" in said


def test_a_tenant_leaving_a_lease_renewed_on_demand_gives_three_months_notice():
    said = timeline_verdict("계약갱신청구권 행사해서 2년 연장했는데 중도에 이사 가려면 몇 달 전에 말해야 하나요?", RENEWAL)
    assert said is not None and said.startswith("나가려는 날의 3개월 전까지 해지 통지가 집주인에게 도달해야 합니다")
    assert "제6조의3" in said  # the article that says so of a renewal on demand (제4항)


def test_a_tenant_who_says_so_three_weeks_before_the_end_does_not_leave_at_the_end():
    said = timeline_verdict("저는 세입자고 만기 3주 전에야 이사 간다고 집주인한테 말했어요. 만기에 보증금 받을 수 있어요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 만기에 바로 끝나지 않습니다")
    assert "2개월 전까지" in _first(said) and "3개월 뒤" in said


def test_the_landlords_deadline_is_the_window():
    said = timeline_verdict("집주인 입장에서 재계약 거절하려면 세입자한테 언제까지 통지해야 돼요?", RENEWAL)
    assert said is not None
    assert _first(said).startswith("집주인(임대인)의 갱신 거절 통지는 만료 6개월 전부터 2개월 전까지 임차인에게 도달해야 합니다")
    assert "2020-12-10" in said  # the date the 2-month deadline took effect


def test_the_periods_are_the_articles_own():
    # A window the article states otherwise is the one compared against: nothing is assumed here.
    one_month = LawArticle(law=LEASE, number="제6조", title="계약의 갱신",
                           body="임대인이 기간 만료 6개월 전부터 1개월 전까지 갱신 거절 통지를 하지 않으면 갱신된다.")
    said = timeline_verdict("임대인이 만료 6주 전에 나가래요. 나가야 돼요?", [one_month])
    assert said is not None and said.startswith("네,") and "1개월 전까지" in said
    # No article stating a period: no verdict.
    assert timeline_verdict("임대인이 만료 6주 전에 나가래요. 나가야 돼요?", [ARTICLES[(LEASE, "제4조")]]) is None
    # Another law citing the 3 months (민법 제636조) is not its source.
    assert rules([ARTICLES[("민법", "제636조")]]).after is None


def test_a_question_on_another_matter_gets_no_timeline_verdict():
    assert timeline_verdict("1년 계약했는데 집주인이 1년 끝나면 나가래요", RENEWAL) is None
    assert timeline_verdict("전세 보증금 5% 넘게 올려달라는데 가능한가요?", RENEWAL) is None


def test_the_legal_answer_leads_with_the_verdict():
    found = ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                       output=output_for("legal_search", {"articles": [
                           {f: v for f, v in a.model_dump().items() if f in LawArticle.model_fields}
                           for a in (ARTICLES[(LEASE, "제4조")], *RENEWAL)]}))
    lead = legal_lead("계약 만료 2주 전에 주인이 갑자기 집 빼라는데 따라야 하나요", found)
    assert lead.startswith("아니요, 나가지 않아도 됩니다") and "제4조" not in _first(lead)


def test_a_renewal_on_demand_found_only_through_article_6_2_names_the_article_that_applies_it():
    said = timeline_verdict("갱신청구권 써서 연장 중인데 중간에 나갈 때 석 달 전에만 말하면 되나요",
                            [ARTICLES[(LEASE, "제6조의2")]])
    assert said is not None and said.startswith("네, 그렇게 하면 됩니다")
    assert "제6조의2" in said and "제6조의3 제4항" in said


def test_a_demand_the_landlord_refuses_is_not_a_renewed_lease():
    # 실거주 is a ground to refuse a demand (제6조의3 제1항 제8호): no "you need not leave" here.
    assert timeline_verdict("갱신요구권 썼는데 집주인이 본인이 들어와 산다고 나가래요. 나가야 하나요?", RENEWAL) is None
    # whether a lease renews itself is asked, not said
    assert timeline_verdict("집주인이 나가라는 말이 없었는데 묵시적 갱신 되나요?", RENEWAL) is None


def test_a_landlords_notice_in_a_lease_renewed_by_silence_does_not_end_it():
    # expert review 3, H01: "…통보하면 나가야 하나요?" was answered with the tenant's 3-month rule
    said = timeline_verdict("자동으로 갱신된 상태인데 임대인이 석 달 뒤 계약 끝내자고 통지하면 나가야 돼요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 나가지 않아도 됩니다 — 묵시적으로 갱신된 계약은 집주인이")
    noticed = timeline_verdict("묵시적으로 연장된 계약인데 집주인이 두 달 전에 통지하면 나가야 하나요?", RENEWAL)
    assert noticed is not None and noticed.startswith("아니요, 나가지 않아도 됩니다")
    # the tenant's own notice stays the tenant's
    own = timeline_verdict("자동으로 갱신됐는데 제가 집주인한테 해지 통보하면 언제 나가야 하나요?", RENEWAL)
    assert own is None or not own.startswith("아니요, 나가지 않아도 됩니다")


# Expert review 3, H07/H09: notices told in months and days, too early, or on the rent.

def test_two_and_a_half_months_or_two_months_and_some_days_are_inside_the_window():
    for told in ("임대인이 계약 만료 2개월 반 전에 재계약 안 하겠다고 연락 왔어요. 유효한가요?",
                 "집주인이 만료 두 달하고 5일 전에 갱신 거절한다고 카톡 보냈어요. 효력 있어요?"):
        said = timeline_verdict(told, RENEWAL)
        assert said is not None and said.startswith("네, 기간 안의 통지입니다"), told
        assert "(주택임대차보호법 제6조)" in _first(said)  # the window's own article, not 제6조의3's repetition
    assert before_end("만기 한 달 반 전에")[0].shorter_than(2) is True  # 1 month and a half: too late


def test_a_notice_days_before_the_end_that_depends_on_the_month_asks_for_the_dates():
    said = timeline_verdict("임대인이 만료 61일 전에 계약 끝내자고 통지했어요. 비워줘야 해요?", RENEWAL)
    assert said is not None and said.startswith("만기 날짜에 따라 갈립니다")
    assert "만기일과 통지를 받은 날" in said


def test_a_refusal_told_before_the_window_opens_is_no_refusal():
    said = timeline_verdict("임대인이 계약 끝나기 8개월 전에 연장 안 한다고 미리 말했어요. 이거 유효해요?", RENEWAL)
    assert said is not None and said.startswith("아니요")
    assert "그보다 이릅니다" in said and "묵시적으로 갱신" in said
    assert before_end("만료 6개월 하고 10일 전")[0].longer_than(6) is True
    assert before_end("만료 6개월 전")[0].longer_than(6) is False  # the window's first day


def test_a_rent_rise_told_after_the_window_need_not_be_accepted():
    said = timeline_verdict("임대인이 계약 끝나기 3주 전에 보증금을 올려달라고 문자했어요. 응해야 하나요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 따르지 않아도 됩니다")
    assert "조건 변경" in said and "묵시적으로 갱신" in said
    inside = timeline_verdict("집주인이 만료 석 달 전에 월세 인상하겠다고 했어요. 무조건 따라야 해요?", RENEWAL)
    assert inside is not None and "5% 이내" in inside and not inside.startswith("아니요")


def test_a_one_year_lease_does_not_end_the_tenants_stay_after_one_year():
    articles = [ARTICLES[(LEASE, "제4조")], *RENEWAL]
    said = timeline_verdict("계약서에 1년짜리 계약으로 썼으면 1년 지나면 집 비워줘야 돼요?", articles)
    assert said is not None and said.startswith("아니요")
    assert "2년으로 보므로" in said and "(주택임대차보호법 제4조)" in said


def test_a_tenant_who_presumes_a_timely_refusal_void_is_told_it_holds():
    said = timeline_verdict("임대인이 만기 3개월 전에 연장 안 한다고 했는데 이거 무효죠?", RENEWAL)
    assert said is not None and said.startswith("아니요, 효력이 있습니다")


def test_a_timely_refusal_for_the_landlords_own_use_says_a_demand_does_not_stop_it():
    said = timeline_verdict("집주인 아들이 들어와 산다고 만기 4개월 전에 나가 달래요. 버틸 수 있어요?", RENEWAL)
    assert said is not None and said.startswith("네, 기간 안의 통지입니다")
    assert "거절 사유" in said and "2022다279795" in said and "손해배상" in said


def test_a_tenants_late_notice_cites_the_article_on_leases_renewed_by_silence():
    said = timeline_verdict("세입자인 제가 만료 3주 전에 이사 간다고 알렸어요. 만기에 나갈 수 있나요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 만기에 바로 끝나지 않습니다")
    assert "(주택임대차보호법 제6조의2)" in said


def test_a_late_rise_with_leave_otherwise_is_answered_as_the_late_refusal_it_also_is():
    said = timeline_verdict("임대인이 만기 3주 전에 월세 올려주든가 아니면 나가라고 하네요. 나가야 해요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 나가지 않아도 됩니다") and "묵시적으로 갱신" in said


def test_how_to_leave_a_renewed_lease_is_answered_by_the_rule_without_a_yes():
    # "어떻게 해요?" asks how: "네, 그렇게 하면 됩니다" answers nothing asked
    said = timeline_verdict("갱신청구권으로 연장했는데 중간에 이사 가려면 어떻게 해요?", [ARTICLES[(LEASE, "제6조의2")]])
    assert said is not None and not said.startswith("네") and "3개월" in said


def test_the_rest_of_a_renewed_terms_rent_is_not_owed():
    """X068 (eval14): "남은 기간 월세를 다 물어야 하나요?" asks a duty to pay, not leave to go — the rent ends three months
    after the notice, so the answer is 아니요 (a "네, 그렇게 하면 됩니다" would say yes to paying it all)."""
    said = timeline_verdict("계약이 묵시적으로 갱신된 지 5개월 됐어요. 갑자기 직장 때문에 이사를 가야 하는데 남은 기간 월세를 "
                            "다 물어야 하나요?", RENEWAL)
    assert said is not None and said.startswith("아니요, 남은 기간 월세를 다 낼 필요는 없습니다")
    assert "3개월 뒤" in said and "제6조의2" in said
    leave = timeline_verdict("묵시적으로 갱신된 계약인데 중간에 이사 가려고요. 통보하면 되나요?", RENEWAL)
    assert leave is not None and leave.startswith("네, 그렇게 하면 됩니다")
