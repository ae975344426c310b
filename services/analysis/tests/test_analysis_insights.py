from holmes_analysis.domain.insights import jeonse_insights, loan_insights, market_insights, roi_insights
from holmes_analysis.domain.jeonse import JeonseInput, analyse_jeonse
from holmes_analysis.domain.loan import LoanInput, max_loan
from holmes_analysis.domain.loan_rules import RULES_2023_03
from holmes_analysis.domain.market import price_percentile, trend
from holmes_analysis.domain.regions import classify_region
from holmes_analysis.domain.roi import RoiInput, analyse_roi

SEOUL = classify_region("서울", "강서구")


def test_high_jeonse_ratio_warns_of_kkangtong_with_figure():
    ins = jeonse_insights(analyse_jeonse(JeonseInput(48000, 60000, SEOUL, 0)))  # 80.0%
    danger = [i for i in ins if i.severity == "danger"]
    assert any("80.0%" in i.text and "깡통전세" in i.text for i in danger)


def test_watch_band_is_warning_not_danger():
    ins = jeonse_insights(analyse_jeonse(JeonseInput(45000, 60000, SEOUL, 0)))  # 75.0%
    assert [i.severity for i in ins if "전세가율" in i.text] == ["warning"]


def test_small_tenant_insight_quotes_amount():
    ins = jeonse_insights(analyse_jeonse(JeonseInput(10000, 60000, SEOUL, 0)))
    assert any("5,500만원" in i.text for i in ins)  # min(5500, 10000, 30000)


def test_market_insights_yoy_drop_and_high_percentile():
    t = trend([("2024-03", 50000, 10), ("2025-03", 47000, 10)])  # (47000−50000)/50000 = −6%
    p = price_percentile(90000, [50000] * 9 + [90000])  # (9 + 0.5)/10 = 95%
    texts = [i.text for i in market_insights(t, p)]
    assert any("-6.0% 하락" in x for x in texts)
    assert any("상위 5.0%" in x for x in texts)


def test_loan_insight_names_binding_rule_and_burden():
    limit = max_loan(LoanInput(6000, 60000, 4.0, 30, False), RULES_2023_03)
    ins = loan_insights(limit, monthly_income_manwon=300)
    assert "DSR" in ins[0].text and "4억 1,892만원" in ins[0].text
    # 41892만원 4%·30년 월 상환 ≈ 200만원 → 월소득 300만원의 66.7% ≥ 40%
    assert any(i.severity == "warning" for i in ins)


def test_roi_insight_loss():
    r = analyse_roi(RoiInput(70000, 50, 10000, 40000, 5.0))  # 600 − 2000 = −1400만원/년
    assert any(i.severity == "danger" and "적자" in i.text for i in roi_insights(r, 5.0))
