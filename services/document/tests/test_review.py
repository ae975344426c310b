import pytest

from holmes_document.domain import DocumentInputError, build_lease_fields, draft_lease, review_contract

SAFE = """주택임대차계약서
보증금: 금 3억원
임대차기간은 2025년 3월 1일부터 2027년 2월 28일까지로 한다.
임대인은 잔금 지급일에 임차인이 전입신고와 확정일자를 받을 수 있도록 협조한다.
임차인은 반려동물을 기를 수 있다.
"""
BAD = [
    "임차인은 계약갱신요구권을 포기한다.",
    "임대인은 필요한 경우 언제든지 계약을 해지할 수 있다.",
    "임대인은 1년 후 보증금을 10% 인상할 수 있다.",
]


def rule_ids(text):
    return [f.rule_id for f in review_contract(text).findings]


def test_sample_with_three_bad_clauses_flags_exactly_those():
    result = review_contract(SAFE + "\n".join(BAD))
    assert [(f.rule_id, f.severity, f.article) for f in result.findings] == [
        ("waive_renewal", "high", "제10조"),
        ("landlord_terminate_anytime", "high", "제10조"),
        ("increase_over_5pct", "high", "제7조"),
    ]
    assert [f.excerpt for f in result.findings] == BAD
    assert result.risk_level == "high" and result.counts == {"high": 3, "medium": 0, "low": 0}


def test_safe_contract_has_no_findings():
    assert rule_ids(SAFE) == []


@pytest.mark.parametrize("sentence", ["갱신 요구권을 포기 한다.", "갱신요구권을포기한다.", "계약 갱신 을 요구하지 않기로 한다.",
                                      "임차인은 계약갱신요구권을 행사할 수 없다."])
def test_waiver_is_found_whatever_the_spacing(sentence):
    assert rule_ids(SAFE + sentence) == ["waive_renewal"]


@pytest.mark.parametrize("sentence", ["임대인은 임차인의 갱신요구권 행사를 거절할 수 없다.",
                                      "임차인의 갱신요구권은 포기할 수 없다.",
                                      "임대차기간이 끝나기 6개월 전부터 2개월 전까지 갱신을 요구할 수 있다."])
def test_protective_sentences_are_not_flagged(sentence):
    assert rule_ids(SAFE + sentence) == []


@pytest.mark.parametrize("sentence, rule", [
    ("임차인은 대항력을 포기한다.", "waive_opposability"),
    ("임차인은 보증금 반환 청구를 포기한다.", "waive_deposit_return"),
    ("임차인은 전입 신고를 하지 않는다.", "no_move_in_report"),
    ("원상복구 비용은 전부 임차인이 부담한다.", "restoration_all_tenant"),
    ("보증금은 새 임차인이 입주한 후에 반환한다.", "deposit_after_new_tenant"),
    ("임대인은 6개월마다 차임을 3% 인상할 수 있다.", "increase_within_1y"),
    ("계약기간은 12개월로 한다.", "term_under_2y"),
    ("임차인은 권리금 500만원을 지급한다.", "key_money"),
])
def test_single_rule_cases(sentence, rule):
    assert rule_ids(SAFE + sentence) == [rule]


def test_term_from_dates_under_two_years():
    text = SAFE.replace("2027년 2월 28일", "2026년 2월 28일")
    [finding] = review_contract(text).findings
    assert finding.rule_id == "term_under_2y" and finding.severity == "medium"
    assert "2027년 2월 28일까지" in finding.message_ko   # 2025-03-01 + 2년 - 1일


def test_increase_percentage_is_computed_from_amounts():
    [finding] = review_contract(SAFE + "보증금을 3억에서 3억 5천만원으로 증액한다.").findings
    assert "16.7%" in finding.message_ko   # (35,000 - 30,000) / 30,000
    assert rule_ids(SAFE + "보증금을 3억에서 3억 1천5백만원으로 증액한다.") == []   # exactly 5%


def test_brokerage_fee_over_cap_uses_the_deposit_in_the_text():
    # 보증금 3억 × 0.3% = 900,000원
    assert rule_ids(SAFE + "중개보수는 금 900,000원으로 한다.") == []
    [finding] = review_contract(SAFE + "중개보수는 금 2,000,000원으로 한다.").findings
    assert finding.rule_id == "brokerage_over_cap" and "900,000원" in finding.message_ko


def test_missing_registration_clause_is_a_low_finding():
    text = "보증금: 금 3억원\n임대차기간은 2025년 3월 1일부터 2027년 2월 28일까지로 한다."
    [finding] = review_contract(text).findings
    assert (finding.rule_id, finding.severity) == ("missing_registration_clause", "low")


def test_our_own_draft_passes_review(full_partial, legal_refs):
    fields = build_lease_fields({**full_partial, "brokerage_fee_won": 1_000_000})
    refs = legal_refs + [{"law": "주택임대차보호법", "article": a, "title": ""} for a in
                         ("제3조", "제3조의3", "제4조", "제6조의3", "제3조의7")] + [
        {"law": "민법", "article": "제654조", "title": ""}]
    assert review_contract(draft_lease(fields, refs).markdown).findings == ()


@pytest.mark.parametrize("bad", ["", "   ", None, "가" * 200_001])
def test_bad_review_input_is_a_clear_error(bad):
    with pytest.raises(DocumentInputError):
        review_contract(bad)


def test_a_pasted_clause_with_the_users_question_reviews_the_clause_only():
    """'…근저당 잡아도 된다. 이거 사인해도 돼요?': the question is not a clause to call safe, and a
    landlord allowed to take a mortgage after the balance is a 위험 clause (제3조 제1항 timing)."""
    r = review_contract("특약: 잔금 치르고 나면 집주인이 근저당 잡아도 된다. 이거 도장 찍어도 되나요?")
    assert [c.verdict for c in r.clauses] == ["위험"]
    assert all("도장" not in f.excerpt for f in r.findings)


def test_only_a_question_is_nothing_to_review():
    with pytest.raises(DocumentInputError):
        review_contract("이 계약서 서명해도 되나요?")


@pytest.mark.parametrize("clause, shown", [
    ("임대인은 1년 후 차임을 7프로 올릴 수 있다.", "7.0%"),
    ("임대인은 1년 후 보증금을 칠 퍼센트 인상할 수 있다.", "7.0%"),   # spoken, as a landlord's draft may put it
    ("임대인은 1년 후 보증금을 6.5% 인상할 수 있다.", "6.5%"),
])
def test_increase_rate_written_any_way_is_read_as_a_percentage(clause, shown):
    [finding] = review_contract(SAFE + clause).findings
    assert finding.rule_id == "increase_over_5pct" and shown in finding.message_ko


def test_brokerage_rate_over_the_cap_names_both_rates():
    # 보증금 3억 전세: 상한 요율 0.3% (시행규칙 별표 1)
    [finding] = review_contract(SAFE + "중개보수는 거래금액의 0.5프로로 한다.").findings
    assert finding.rule_id == "brokerage_over_cap"
    assert "0.5%" in finding.message_ko and "0.3%" in finding.message_ko
