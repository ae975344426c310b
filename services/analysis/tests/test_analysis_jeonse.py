
import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.jeonse import JeonseInput, analyse_jeonse
from holmes_analysis.domain.regions import classify_region
from holmes_analysis.domain.workings import Given

SEOUL = classify_region("서울", "강남구")
BUSAN = classify_region("부산", "해운대구")


def test_jeonse_ratio_senior_debt_and_burden_with_workings():
    m = analyse_jeonse(JeonseInput(48000, Given.data(60000, "강남구 아파트 2025-01 중위 매매가"), SEOUL, 12000))
    assert m.jeonse_ratio_pct == 80  # 48000 ÷ 60000 = 0.8
    assert m.senior_debt_manwon == 12000  # the 채권최고액 itself is the senior claim
    assert m.total_burden_pct == 100  # (12000 + 48000) ÷ 60000
    assert "전세가율 = 4억 8,000만원 ÷ 6억원 = 80.0%" in m.workings.lines
    assert "선순위 근저당 = 채권최고액 1억 2,000만원 (경매 배당·HUG 심사 모두 채권최고액 기준)" in m.workings.lines
    assert any("약 1억원(= 1억 2,000만원 ÷ 1.2)" in n for n in m.workings.notes)  # the loan, as a note only
    price_input = next(i for i in m.workings.inputs if i.name.startswith("주택 가격"))
    assert price_input.source == "data" and "강남구" in price_input.note


def test_hug_counts_the_maximum_claim_not_the_estimated_loan():
    """시세 7억, 채권최고액 1억 5,000만, 보증금 4억 9,000만: ÷1.2 would give 1억 2,500만 + 4억 9,000만
    = 6억 1,500만 ≤ 6억 3,000만 (90%) and call it insurable; with the 채권최고액 it is 6억 4,000만 —
    over the line, as HUG judges it."""
    m = analyse_jeonse(JeonseInput(49000, 70000, SEOUL, 15000))
    assert m.senior_debt_manwon == 15000
    assert m.hug_eligible is False
    assert any("6억 4,000만원" in f for f in m.hug_failures)


def test_unknown_mortgage_is_stated_default_not_silent():
    m = analyse_jeonse(JeonseInput(30000, 60000, SEOUL))
    assert m.senior_debt_known is False
    inp = next(i for i in m.workings.inputs if "채권최고액" in i.name)
    assert inp.source == "default" and "확인 필요" in inp.note


def test_hug_fails_on_90_percent_rule():
    # 90% 기준 = 60000 × 0.9 = 54000; 선순위 10000 + 보증금 48000 = 58000 > 54000
    m = analyse_jeonse(JeonseInput(48000, 60000, SEOUL, 12000))
    assert m.hug_eligible is False
    assert "5억 4,000만원" in m.hug_failures[0]


def test_hug_passes_exactly_at_90_percent():
    # 선순위 0 + 보증금 54000 = 60000 × 90% → 충족(이하)
    m = analyse_jeonse(JeonseInput(54000, 60000, SEOUL, 0))
    assert m.hug_eligible is True


def test_hug_deposit_cap_outside_capital_area():
    # 비수도권 한도 5억: 보증금 55000 > 50000. 90% 기준 = 80000×0.9 = 72000 ≥ 55000 → 그 요건만 충족
    m = analyse_jeonse(JeonseInput(55000, 80000, BUSAN, 0))
    assert m.hug_eligible is False
    assert len(m.hug_failures) == 1 and "5억원" in m.hug_failures[0]


def test_hug_capital_area_cap_is_7eok():
    m = analyse_jeonse(JeonseInput(55000, 80000, SEOUL, 0))
    assert m.hug_eligible is True  # 55000 ≤ 70000 and 55000 ≤ 72000


@pytest.mark.parametrize(
    "region, deposit, price, eligible, protected",
    [
        (SEOUL, 16500, 30000, True, 5500),  # 기준 1억6,500 이하 → min(5500, 16500, 15000) = 5500
        (SEOUL, 16501, 30000, False, 0),
        (SEOUL, 3000, 30000, True, 3000),  # 보증금 자체가 더 작음 → 3000
        (SEOUL, 12000, 9000, True, 4500),  # 집값의 1/2 = 4500 < 5500
        (classify_region("경기", "수원시"), 14500, 40000, True, 4800),
        (BUSAN, 8500, 40000, True, 2800),
        (classify_region("강원", "춘천시"), 7500, 40000, True, 2500),
        (classify_region("강원", "춘천시"), 8500, 40000, False, 0),
    ],
)
def test_small_tenant_bands(region, deposit, price, eligible, protected):
    st = analyse_jeonse(JeonseInput(deposit, price, region, 0)).small_tenant
    assert (st.eligible, st.protected_manwon) == (eligible, protected)


def test_small_tenant_workings_show_the_min():
    m = analyse_jeonse(JeonseInput(12000, 9000, SEOUL, 0))
    assert "최우선변제액 = min(기준액 5,500만원, 보증금 1억 2,000만원, 주택가액의 1/2 4,500만원) = 4,500만원" in m.workings.lines


@pytest.mark.parametrize(
    "kwargs, field",
    [
        (dict(deposit=-1, market_price=60000), "deposit"),
        (dict(deposit=10_000_001, market_price=60000), "deposit"),  # 1,000억 초과
        (dict(deposit=30000, market_price=0), "market_price"),
        (dict(deposit=30000, market_price=60000, mortgage_max_claim=-5), "mortgage_max_claim"),
    ],
)
def test_bad_jeonse_input_names_field(kwargs, field):
    with pytest.raises(AnalysisInputError) as e:
        analyse_jeonse(JeonseInput(region=SEOUL, **kwargs))
    assert e.value.field == field
