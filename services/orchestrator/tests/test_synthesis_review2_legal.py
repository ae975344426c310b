"""Legal leads of the second expert review (G01, G04, G09, G12), chosen from the real law corpus.

Each test hands legal_lead the articles the running system's search returned for the reviewer's
question (or a paraphrase of it) and checks what the user relies on in the answer's first sentence."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from holmes_orchestrator.domain.synthesis import legal_lead

# the corpus readers of the first review's tests (one place for reading the corpus JSON)
_spec = importlib.util.spec_from_file_location(
    "expert_legal", Path(__file__).with_name("test_synthesis_expert_legal.py"))
_helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_helpers)
ARTICLES, _found = _helpers.ARTICLES, _helpers._found

LEASE = "주택임대차보호법"
REPORT = "부동산 거래신고 등에 관한 법률"


def _first(lead: str) -> str:
    return lead.split("). ")[0]


# --- G01: leaving an ordinary fixed-term lease early -----------------------------------------

def test_leaving_in_the_first_term_is_no_unilateral_right_and_says_what_to_do():
    """G01 (Q06): in the first, agreed term the tenant has no right to give 3 months' notice
    (제6조의2 is for a lease renewed by silence, 제6조의3 ④ for one renewed on demand); he must agree
    with the landlord (민법 제636조)."""
    found = _found((LEASE, "제6조의2"), ("민법", "제636조"), ("민법", "제635조"))
    lead = legal_lead("계약기간 중간에 이사가야 되는데 중도해지 가능한가요? 보증금 2억이에요", found)
    first = _first(lead)
    assert "처음 약정한 계약기간" in first and "합의" in first
    assert "묵시적 갱신" in first and "갱신요구권" in first  # where the 3-month notice does apply
    assert not first.startswith(("해지는 임대인이 통지를 받은 날부터 3개월", "묵시적으로 갱신된 계약의 해지는"))


def test_leaving_mid_term_without_the_civil_act_found_is_still_not_the_renewal_rule():
    """G01 (reproduction): the search found 제6조의2, 제6조의3 and 제635조 only — the lead must not be
    the landlord-side sentence of a lease renewed by silence."""
    found = _found((LEASE, "제6조의2"), (LEASE, "제6조의3"), ("민법", "제635조"))
    lead = legal_lead("전세 계약 기간 중에 중도 해지하고 나가도 되나요?", found)
    first = _first(lead)
    assert "일방적으로 중도 해지할 수 없" in first and "합의" in first
    assert not first.startswith("임대인에게는 중도 해지권이 없어서")


def test_the_civil_act_names_the_ways_out_of_the_first_term():
    """G01: agree with the landlord, find a new tenant, bear the costs agreed — and a tenant who
    moves out before the deposit is back risks his 대항력."""
    body = ARTICLES[("민법", "제636조")]["body"]
    assert "합의" in body and "새 임차인" in body and "중개보수" in body and "대항력" in body
    assert "제6조의3 제4항" in body and "2020-07-31" in body


def test_a_lease_renewed_on_demand_is_not_answered_by_the_first_term_rule():
    """G01 must not break F22: after a 갱신요구권 renewal the tenant may leave on 3 months' notice."""
    found = _found((LEASE, "제6조의3"), (LEASE, "제6조의2"), ("민법", "제636조"))
    lead = legal_lead("갱신요구권 써서 연장했는데 1년만에 이사가야 돼요. 중도에 나가도 되나요? 복비는 누가 내요?", found)
    assert lead.startswith("네, 그렇게 하면 됩니다. 갱신요구권으로 갱신된 계약도 임차인은 기간 중에 언제든 해지를 통지하고 "
                           "중도에 나갈 수 있으며")
    assert "처음 약정한" not in _first(lead)


# --- G04: the sale report deadline ------------------------------------------------------------

def test_the_sale_report_deadline_is_30_days_from_the_contract_not_the_foreigner_rule():
    """G04 (Q44): 매매 거래신고 = 계약 체결일부터 30일 (제3조, 60일→30일 2020-02-21); the 60일/6개월
    of 외국인등 (제8조) is another question."""
    found = _found(("부동산 용어집", "거래신고"), (REPORT, "제25조"), (REPORT, "제8조"))
    lead = legal_lead("부동산 매매 거래신고 기한이 언제까지예요?", found)
    first = _first(lead)
    assert "30일" in first and "계약 체결일" in first
    assert "외국인" not in first and "60일 이내에 신고" not in first
    assert "2020-02-21" in lead


def test_how_many_days_to_report_a_sale_is_answered_by_the_deadline():
    """G04 (reproduction): '며칠 안에' asks a number of days — not the year since which the register
    shows the price (부동산등기법 제68조, '2006년 이후')."""
    found = _found((REPORT, "제3조"), ("부동산등기법", "제68조"), (REPORT, "제25조"))
    lead = legal_lead("아파트 매매하면 실거래 신고 며칠 안에 해야 돼요?", found)
    first = _first(lead)
    assert "계약 체결일부터 30일" in first and "2020-02-21" in first and "2006년" not in first


def test_a_foreigner_still_gets_the_foreigner_rule():
    found = _found((REPORT, "제3조"), (REPORT, "제8조"))
    lead = legal_lead("외국인인데 한국 아파트를 상속받으면 언제까지 신고해야 하나요?", found)
    assert "6개월" in _first(lead) and "제8조" in _first(lead)


# --- G09: the right article for the lease question --------------------------------------------

def test_a_one_year_lease_lets_the_tenant_stay_two_years():
    """G09 (Q84): 제4조 ① — a term under 2 years counts as 2 years; only the tenant may hold to 1."""
    found = _found((LEASE, "제4조"), (LEASE, "제6조의2"), ("부동산 용어집", "임대인"))
    lead = legal_lead("1년 계약했는데 집주인이 1년 끝나면 나가래요. 저는 더 살고 싶은데요", found)
    first = _first(lead)
    assert "2년까지 살 수 있" in first and "제4조" in first


def test_the_requirements_of_priority_cite_article_3_2_not_3_6():
    """G09 (Q09): 우선변제권 요건 = 인도 + 전입 + 확정일자 (제3조의2 제2항); 제3조의6 only says who
    gives the 확정일자."""
    found = _found((LEASE, "제3조의2"), ("부동산 용어집", "우선변제권"), ("부동산 용어집", "확정일자"))
    lead = legal_lead("확정일자 받았는데 우선변제권 요건이 뭐에요?", found)
    first = _first(lead)
    assert "제3조의6" not in first
    assert "확정일자" in first and ("전입" in first)
    assert "제3조의2" in ARTICLES[("부동산 용어집", "확정일자")]["body"]


def test_a_lease_registration_order_is_answered_with_its_effect():
    """G09 (Q07): 요건 and 효과 — the effect (대항력·우선변제권 from the registration) is said."""
    found = _found(("부동산등기법", "제66조"), ("부동산등기법", "제74조"), (LEASE, "제3조의3"))
    lead = legal_lead("임차권등기명령 요건이랑 효과", found)
    assert "효과" in lead and "대항력과 우선변제권" in lead and "제3조의3" in lead


def test_an_auction_says_what_a_tenant_with_standing_keeps():
    """G09 (Q71): 대항력 ahead of the 말소기준권리 — the buyer takes over the deposit."""
    found = _found((LEASE, "제3조의5"), (LEASE, "제3조의3"), ("부동산 용어집", "우선변제권"))
    lead = legal_lead("대항력 있는 세입자인데 집이 경매로 넘어가면 어떻게 돼요?", found)
    assert "소멸하지 않" in _first(lead) and "매수인" in _first(lead)
    assert "말소기준권리" in ARTICLES[(LEASE, "제3조의5")]["body"]


# --- G12: registration and tax deadlines and amounts -------------------------------------------

def test_the_transfer_registration_is_due_60_days_after_the_balance():
    """G12 (Q46): 잔금일부터 60일 이내 (부동산등기 특별조치법 제2조 ①)."""
    found = _found(("부동산등기 특별조치법", "제2조"), ("민법", "제186조"), ("부동산 용어집", "소유권이전등기"))
    lead = legal_lead("소유권이전등기는 잔금 후 언제까지 해야 돼?", found)
    first = _first(lead)
    assert "잔금일부터 60일" in first and "부동산등기 특별조치법 제2조" in first


def test_the_acquisition_tax_of_a_home_is_stated_with_its_rate_and_source():
    """G12 (Q47): 6억원 이하 1주택 1% + 지방교육세 0.1% (85㎡ 이하 농특세 없음) (지방세법 제11조, 제151조)."""
    found = _found(("지방세법", "제11조"), ("지방세법", "제151조"), ("부동산 용어집", "취득세"))
    lead = legal_lead("6억 아파트 1주택 취득세 얼마예요? 전용 84㎡", found)
    first = _first(lead)
    assert "6억원 이하" in first and "1%" in first and "1.1%" in first and "지방세법 제11조" in first
    body = ARTICLES[("지방세법", "제11조")]["body"]
    assert "2020-01-01" in body and "9억원 초과 3%" in body
    assert "2020-08-12" in ARTICLES[("지방세법", "제13조의2")]["body"]
    assert "60일" in ARTICLES[("지방세법", "제20조")]["body"]


def test_the_rent_tax_credit_states_its_rate_conditions_and_dates():
    """G12 (Q85): 조특법 제95조의2 — 총급여 5,500만원 이하 17 %, else 15 %; 무주택 세대주, 총급여
    8,000만원 이하; 연 1,000만원 한도 — not 민법 제628조's rent increase."""
    found = _found(("조세특례제한법", "제95조의2"), ("민법", "제636조"), ("부동산 용어집", "월세"))
    lead = legal_lead("월세 세액공제 조건이랑 공제율 알려줘 총급여 5천, 월세 60만원", found)
    assert "17%" in _first(lead) and "1,000만원" in _first(lead) and "제95조의2" in _first(lead)
    assert "8,000만원 이하" in lead and "무주택" in lead
    body = ARTICLES[("조세특례제한법", "제95조의2")]["body"]
    assert "2024-01-01" in body and "2023-01-01" in body


# --- G13: 청약 1순위 and 신혼부부 특별공급 from 주택공급에 관한 규칙 ---------------------------------

SUPPLY = "주택공급에 관한 규칙"


def test_first_rank_conditions_in_a_regulated_area_lead_with_the_conditions_and_dates():
    """G13 (Q49), worded otherwise: in 서울 (규제지역 since 2025-10-16) 1순위 needs 2 years in the
    account, 세대주 and no win within 5 years — not the 주택법 article that points to the rule."""
    found = _found((SUPPLY, "제28조"), ("주택법", "제56조"), (SUPPLY, "제27조"))
    first = _first(legal_lead("서울에서 민영 아파트 청약하려면 1순위 요건이 뭐예요?", found))
    assert "가입 2년" in first and "세대주" in first and "5년 이내" in first and "수도권 1년" in first
    assert "2025-10-16" in first and "주택공급에 관한 규칙 제28조" in first


def test_newlywed_income_limits_lead_with_the_percentages_and_their_date():
    """G13 (Q88), worded otherwise: the 도시근로자 월평균소득 percentages by 단계, not a 민간임대 article."""
    found = _found(("민간임대주택에 관한 특별법", "제42조"), (SUPPLY, "제41조"), ("주택법", "제56조"))
    first = _first(legal_lead("맞벌이 신혼부부인데 특공 소득 요건 얼마나 돼요?", found))
    assert "100%(맞벌이 120%) 이하면 우선공급" in first and "140%(맞벌이 160%) 이하면 일반공급" in first
    assert "3억 3,100만원" in first and "2021-11-16" in first
