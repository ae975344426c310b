from datetime import date

import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.jeonse import JeonseInput, analyse_jeonse
from holmes_analysis.domain.regions import classify_region
from holmes_analysis.domain.risk import assess_risk
from holmes_analysis.domain.tenancy import TenancyDates, check_tenancy

SEOUL = classify_region("서울", "마포구")


def test_opposability_is_next_day_after_later_of_move_in_and_handover():
    t = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-02"))
    assert t.opposability_from == date(2025, 3, 3)  # max(3/1, 3/2) + 1일


def test_priority_starts_at_later_of_opposability_and_fixed_date():
    early = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-01", fixed_date="2025-02-20"))
    late = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-01", fixed_date="2025-03-10"))
    assert early.priority_from == date(2025, 3, 2)  # 대항력 3/2 0시가 더 늦음
    assert late.priority_from == date(2025, 3, 10)


def test_same_day_mortgage_ranks_ahead_of_tenant():
    # 전입·인도 3/1 → 대항력 3/2 0시. 3/1 접수 근저당이 앞서고, 3/2 접수 근저당은 뒤선다.
    same = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-01", mortgage_registered="2025-03-01"))
    next_day = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-01", mortgage_registered="2025-03-02"))
    assert same.mortgage_ahead is True
    assert next_day.mortgage_ahead is False


def test_missing_fixed_date_is_flagged_with_article():
    t = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-01"))
    item = next(i for i in t.items if i.key == "fixed_date")
    assert item.status == "주의"
    assert item.law.to_dict() == {"law": "주택임대차보호법", "article": "제3조의6"}


def test_unknown_move_in_needs_confirmation():
    t = check_tenancy(TenancyDates(contract_start="2025-03-01"))
    assert t.opposability_from is None
    assert next(i for i in t.items if i.key == "opposability").status == "확인 필요"


def test_short_term_lease_flags_two_year_rule_but_full_term_does_not():
    # 2025-03-01 시작 → 2년 만료일 2027-02-28
    short = check_tenancy(TenancyDates("2025-03-01", "2026-02-28"))
    full = check_tenancy(TenancyDates("2025-03-01", "2027-02-28"))
    assert any(i.key == "term" and i.law.article == "제4조" for i in short.items)
    assert not any(i.key == "term" for i in full.items)


@pytest.mark.parametrize("start, end", [("2025-03-01", "2024-03-01"), ("2025-03-01", "2025-03-01")])
def test_end_not_after_start_raises(start, end):
    with pytest.raises(AnalysisInputError) as e:
        check_tenancy(TenancyDates(start, end))
    assert e.value.field == "contract_end"


def test_bad_date_string_names_field():
    with pytest.raises(AnalysisInputError) as e:
        check_tenancy(TenancyDates(fixed_date="2025/03/01"))
    assert e.value.field == "fixed_date"


def test_risk_safe():
    # 부채비율 = (0 + 30000) ÷ 60000 = 50% < 70%, HUG 충족
    r = assess_risk(analyse_jeonse(JeonseInput(30000, 60000, SEOUL, 0)))
    assert r.level == "안전"


def test_risk_caution_at_exactly_70_percent():
    # 채권최고액 6000 counts whole: (6000 + 36000) ÷ 60000 = 70%
    r = assess_risk(analyse_jeonse(JeonseInput(36000, 60000, SEOUL, 6000)))
    assert r.level == "주의"


def test_risk_high_ratio_cites_priority_repayment_article():
    r = assess_risk(analyse_jeonse(JeonseInput(48000, 60000, SEOUL, 0)))  # 전세가율 80%
    assert r.level == "위험"
    texts = [x.to_dict() for x in r.reasons if x.level == "위험"]
    assert any({"law": "주택임대차보호법", "article": "제3조의2"} in t["citations"] and "80.0%" in t["text"] for t in texts)


def test_risk_critical_when_debt_plus_deposit_exceeds_price():
    # 채권최고액 12000 counts whole: (12000 + 50000) ÷ 55000 = 112.7%
    r = assess_risk(analyse_jeonse(JeonseInput(50000, 55000, SEOUL, 12000)))
    assert r.level == "매우위험"
    assert "112.7%" in r.reasons[0].text
    assert {"law": "민법", "article": "제357조"} in r.reasons[0].to_dict()["citations"]


def test_risk_includes_tenancy_and_small_tenant_reasons():
    money = analyse_jeonse(JeonseInput(10000, 60000, SEOUL, 0))  # 서울 소액임차인, 부채비율 16.7%
    tenancy = check_tenancy(TenancyDates(move_in_report="2025-03-01", handover="2025-03-01", mortgage_registered="2025-03-01"))
    r = assess_risk(money, tenancy)
    assert r.level == "주의"  # 근저당이 같은 날 → 선순위
    articles = {c.article for x in r.reasons for c in x.citations}
    assert {"제8조", "제10조", "제3조"} <= articles
    assert any("대항력 발생" in line for line in r.workings.lines)


def test_unknown_mortgage_is_at_least_caution():
    r = assess_risk(analyse_jeonse(JeonseInput(20000, 60000, SEOUL)))
    assert r.level == "주의"


def test_hug_values_a_house_known_by_its_official_price_at_140_percent():
    # 공시가격 2억 빌라, 보증금 2억 5천: HUG 주택가격 2억 × 140% = 2억 8,000만, × 90% = 2억 5,200만
    # (= 공시가격의 126%) ≥ 2억 5,000만 → 가입 요건 충족 (HUG 2023-05-01 시행 기준).
    m = analyse_jeonse(JeonseInput(25000, None, SEOUL, official_price=20000))
    assert m.hug_eligible and m.hug_failures == ()
    assert m.market_price_manwon == 28000  # the house value, stated as 공시가격 × 140%
    lines = m.workings.lines
    assert any("공시가격 2억원 × 140% = 2억 8,000만원" in line for line in lines)
    assert any("2억 5,200만원" in line for line in lines)
    over = analyse_jeonse(JeonseInput(26000, None, SEOUL, official_price=20000))
    assert not over.hug_eligible and "2억 5,200만원" in over.hug_failures[0]
