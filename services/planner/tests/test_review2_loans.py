"""Second expert review, loan and conversion findings (G02, G03, G05): the plan reads the figures
the way the user meant them."""
from __future__ import annotations

from holmes_kit.korean.extract import extract_entities
from holmes_planner.domain.asks import calculator_tools
from holmes_planner.domain.plan import make_plan


def test_g03_a_loan_limit_question_with_income_reads_the_home_as_a_price_and_is_a_loan_question():
    q = "연소득 8천만원이고 다른 대출 없어요. 서울 12억 아파트 무주택자면 최대 얼마 대출 돼요? 금리 4% 30년"
    d = make_plan(q)
    roles = {a.role: a.manwon for a in d.entities.amounts}
    assert roles == {"income": 8000, "price": 120000}  # the 대출 of the sentence before is not 12억's role
    assert d.entities.extra["existing_annual_debt_service"] == 0  # "다른 대출 없어요": a known zero
    assert d.intent == "대출상담"  # "최대 얼마 대출" asks the loan, not a market price
    assert any("loan_simulator" in s.tools for s in d.steps)
    assert not any("market_data" in s.tools for s in d.steps)


def test_g02_lowering_the_deposit_for_more_rent_is_a_conversion_not_a_5_percent_raise():
    q = "보증금 5천에 월세 50인데 보증금을 3천으로 낮추면 월세 얼마까지 올릴 수 있어?"
    assert calculator_tools(q, extract_entities(q)) == ["rent_conversion"]
    # the 5% cap is still asked in its own words
    q = "보증금 5천에 월세 50인데 갱신하면서 보증금을 3천으로 낮추고 월세 5% 올리면 돼?"
    assert "rent_increase_cap" in calculator_tools(q, extract_entities(q))


def test_g05_each_loan_is_read_with_its_own_rate_and_term_and_the_dsr_asked():
    e = extract_entities("연소득 5000만원, 기존 신용대출 3천만원(연 5%), 주담대 3억 30년 4.5% 받으면 DSR 몇 %야?")
    loans = e.extra["loans"]
    assert [(x["manwon"], x["kind"], x["rate_pct"], x["term_years"]) for x in loans] == [
        (3000, "신용대출", 5.0, None), (30000, "주담대", 4.5, 30)]
    assert loans[1]["new"] is True and loans[0]["existing"] is True
    assert extract_entities("연봉 6천인데 DSR 40%면 주담대 얼마까지 빌릴 수 있어? 30년 금리 4%").extra["dsr_pct"] == 40.0


def _tools(d) -> set[str]:
    return {t for s in d.steps for t in s.tools}


def test_g06_a_policy_loan_named_goes_to_the_loan_products_with_its_name_as_a_loan_word():
    for q, name in (("내집마련 디딤돌 받으려면 자격이 어떻게 돼요?", "디딤돌"), ("버팀목 전세대출 소득 기준이 뭐예요", "버팀목"),
                    ("신생아 특례 대출 금리랑 소득 기준", "신생아")):
        d = make_plan(q)
        assert d.intent == "대출상담" and "loan_data" in _tools(d)
        assert name in d.keyword_groups["loan"]  # loan_data is handed the name: it answers with that product


def test_g06_the_hug_guarantee_conditions_go_to_the_calculator_that_holds_them():
    d = make_plan("전세보증보험(HUG) 가입하려면 요건이랑 보증 한도가 어떻게 되나요")
    assert d.intent == "대출상담" and "jeonse_ratio" in _tools(d)
    # a house to judge keeps the risk check (the guarantee screened against its figures)
    assert make_plan("매매가 3억 빌라에 전세 2억7천이면 HUG 가입 요건 돼요?").intent == "리스크분석"


def test_g07_an_announcement_asked_about_goes_to_the_loan_simulator():
    for q in ("6.27 가계부채 대책 내용이 뭐였어?", "10월 15일 부동산 대책으로 대출 달라진 점", "9·7 대책 LTV 바뀐거 알려줘",
              "3단계 스트레스 DSR 언제 시행됐어"):
        d = make_plan(q)
        assert d.intent == "대출상담" and "loan_simulator" in _tools(d), q


def test_g07_an_announcement_named_beside_another_matter_leaves_that_matter_to_decide():
    d = make_plan("10·15 대책으로 서울 전세 계약갱신 달라진거 있어?")
    assert d.intent == "법률상담" and "loan_simulator" not in _tools(d)
    d = make_plan("10·15 대책 이후 토지거래허가구역에서 갭투자 되나요?")
    assert "legal_search" in _tools(d) and "loan_simulator" not in _tools(d)
    # …and asked about itself, with no loan word, it is still the loan rules' question
    assert "loan_simulator" in _tools(make_plan("9.7 대책 요약해줘"))
