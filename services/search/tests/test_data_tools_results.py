"""Result building of the data tools from hand-made aggregate rows (pure: no database)."""

from datetime import date

from holmes_search.data_tools.loan_data import build_result as loan_result
from holmes_search.data_tools.loan_data import ineligible
from holmes_search.data_tools.market_data import build_result as market_result
from holmes_search.data_tools.queries import loan_query, market_query


def _row(deal: str, month: date | None, n: int, median: float, mean: float = 0.0, lo: int = 0, hi: int = 0,
         per_m2: float = 0.0, rent: float = 0.0, molit: int = 0) -> dict:
    return {"deal_type": deal, "month": month, "n": n, "median": median, "mean": mean, "min": lo, "max": hi,
            "median_per_m2": per_m2, "median_rent": rent, "last_date": date(2026, 10, 28), "molit": molit}


ROWS = [
    _row("SALE", None, 3, 200_000, 210_000.4, 150_000, 280_000, per_m2=2_400.04),
    _row("SALE", date(2026, 9, 1), 2, 190_000),
    _row("SALE", date(2026, 10, 1), 1, 280_000),
    _row("JEONSE", None, 2, 95_000, 95_000, 90_000, 100_000, per_m2=1_130),
    _row("JEONSE", date(2026, 10, 1), 2, 95_000),
]


def test_market_figures_ratio_and_summary() -> None:
    q = market_query({"region": "강남구", "deal_type": ["SALE", "JEONSE"], "months": 2})
    r = market_result(q, date(2026, 9, 1), date(2026, 10, 1), ROWS, {"region": "강남구"})
    d = r.output.model_dump(mode="json", exclude_none=True)
    assert (d["region"], d["region_code"], d["period"]) == ("강남구", "11680", {"start": "2026-09", "end": "2026-10"})
    sale = d["stats"]["SALE"]
    assert sale == {"count": 3, "median_manwon": 200_000, "mean_manwon": 210_000.4, "min_manwon": 150_000,
                    "max_manwon": 280_000, "median_per_m2_manwon": 2_400.0,
                    "median_per_pyeong_manwon": 7_933.9}  # 2,400.0 × 3.3058 = 7,933.92
    assert d["jeonse_ratio_pct"] == 47.5  # 95,000 ÷ 200,000
    assert d["transaction_count"] == r.total_count == 5
    assert d["monthly"][0] == {"month": "2026-09", "deal_type": "SALE", "median_manwon": 190_000, "count": 2}
    chart = d["charts"][0]
    assert chart["x"] == ["2026-09", "2026-10"] and chart["unit"] == "만원"
    assert chart["series"] == [{"name": "매매", "values": [190_000, 280_000]},
                               {"name": "전세", "values": [None, 95_000]}]
    assert r.summary.startswith("[데모용 합성 데이터] 강남구 아파트 최근 2개월(2026-09~2026-10) 매매 거래 3건: 중위 20억원 (㎡당 2,400만원)")
    assert "전세 거래 2건: 중위 9억 5,000만원 (㎡당 1,130만원)" in r.summary
    assert r.summary.endswith("전세가율 47.5%.")
    assert "전세가율 = 전세 중위 9억 5,000만원 ÷ 매매 중위 20억원 × 100 = 47.5%" in d["calculations"]
    assert [(s.kind, s.title, s.as_of) for s in r.sources] == [("market", "실거래가 (생성 데이터)", "2026-10-28")]


def test_market_source_follows_the_rows_origin() -> None:
    q = market_query({"region": "강남구", "deal_type": "SALE"})
    rows = [_row("SALE", None, 3, 1, molit=3), _row("SALE", date(2026, 10, 1), 3, 1)]
    titles = [s.title for s in market_result(q, date(2025, 11, 1), date(2026, 10, 1), rows, {}).sources]
    assert titles == ["MOLIT 실거래가"]
    rows[0]["molit"] = 1
    titles = [s.title for s in market_result(q, date(2025, 11, 1), date(2026, 10, 1), rows, {}).sources]
    assert titles == ["MOLIT 실거래가", "실거래가 (생성 데이터)"]


def test_market_without_deals_is_empty_not_an_error() -> None:
    q = market_query({"region": "강남구", "property_type": "HOUSE", "deal_type": "SALE"})
    r = market_result(q, date(2025, 11, 1), date(2026, 10, 1), [], {})
    assert r.status == "empty" and "거래가 없습니다" in r.summary and r.output.jeonse_ratio_pct is None


PRODUCT = {"income_max_manwon": 5000, "age_min": 19, "age_max": 34, "requires_homeless": True,
           "marital": "any", "house_price_max_manwon": None, "deposit_max_manwon": 30000}


def test_eligibility_uses_only_known_facts() -> None:
    assert ineligible(PRODUCT, loan_query({})) is None
    assert ineligible(PRODUCT, loan_query({"income_manwon": 5000, "age": 34, "deposit_manwon": 30000})) is None
    assert ineligible(PRODUCT, loan_query({"income_manwon": 5001})) == "소득"
    assert ineligible(PRODUCT, loan_query({"age": 35})) == "나이"
    assert ineligible(PRODUCT, loan_query({"age": 18})) == "나이"
    assert ineligible(PRODUCT, loan_query({"homeless": False})) == "무주택"
    assert ineligible(PRODUCT, loan_query({"deposit_manwon": 30001})) == "보증금"
    newlywed = {**PRODUCT, "marital": "newlywed"}
    assert ineligible(newlywed, loan_query({"marital": "single"})) == "혼인·자녀"
    assert ineligible(newlywed, loan_query({"marital": "신혼"})) is None
    newborn = {**PRODUCT, "marital": "newborn"}
    assert ineligible(newborn, loan_query({"newborn": False})) == "혼인·자녀"
    assert ineligible(newborn, loan_query({"newborn": True})) is None


def test_loan_result_keeps_order_dates_and_counts_exclusions() -> None:
    base = {"id": "x", "provider": "기금", "category": "정책", "loan_type": "전세자금대출", "limit_manwon": 12000,
            "ltv_max": None, "dti_max": None, "dsr_max": None, "area_max_m2": 85.0, "region_scope": "전국",
            "term_max_years": 10, "active": True, "notes": "", "source": "", "as_of": date(2025, 10, 1)}
    products = [{**base, **PRODUCT, "name": "A", "rate_min": 2.2, "rate_max": 3.3},
                {**base, **PRODUCT, "name": "B", "rate_min": 2.5, "rate_max": 2.5, "income_max_manwon": 3000},
                {**base, **PRODUCT, "name": "C", "rate_min": 3.0, "rate_max": 4.0, "as_of": date(2025, 7, 1)}]
    r = loan_result(loan_query({"loan_type": "전세", "income_manwon": 4000}), products, {}, today=date(2025, 9, 15))
    assert [i.name for i in r.output.products] == ["A", "C"] and r.total_count == 2
    assert r.output.excluded_by == {"소득": 1}
    assert r.output.as_of == ["2025-07-01", "2025-10-01"]
    assert r.output.products[1].as_of == "2025-07-01"
    assert r.summary == ("조건에 맞는 전세자금대출 상품(연소득 4,000만원 기준) 2개. 금리 낮은 순: "
                         "1) A(정책) 연 2.2~3.3%, 한도 1억 2,000만원, 기준일 2025-10-01; "
                         "2) C(정책) 연 3~4%, 한도 1억 2,000만원, 기준일 2025-07-01.")


def test_old_loan_terms_are_said_to_be_old_and_bank_mortgage_caps_are_not_a_limit() -> None:
    base = {"id": "x", "provider": "은행", "category": "은행", "loan_type": "주택담보대출", "limit_manwon": 60000,
            "ltv_max": 70, "dti_max": None, "dsr_max": None, "area_max_m2": None, "region_scope": "전국",
            "term_max_years": 40, "active": True, "notes": "", "source": "", "as_of": date(2025, 10, 1)}
    products = [{**base, **PRODUCT, "name": "K은행 주담대", "rate_min": 3.9, "rate_max": 5.0,
                 "requires_homeless": False}]
    old = loan_result(loan_query({"loan_type": "주택담보대출"}), products, {}, today=date(2026, 11, 26))
    assert "상품 최대 한도 6억원(규제·DSR 적용 전)" in old.summary
    assert "2025-10-01 기준(약 13개월 전) 자료라 지금과 다를 수 있으니" in old.summary
    fresh = loan_result(loan_query({"loan_type": "주택담보대출"}), products, {}, today=date(2025, 11, 1))
    assert "지금과 다를 수 있으니" not in fresh.summary


def test_generated_market_figures_say_so_once_and_real_ones_do_not() -> None:
    """The demo's generated deals look like 실거래가; the answer section must say what they are,
    read from the rows' origin (a MOLIT import changes it), not from a fixed string."""
    q = market_query({"region": "강남구", "deal_type": "SALE"})
    rows = [_row("SALE", None, 3, 1, molit=0), _row("SALE", date(2026, 10, 1), 3, 1)]
    generated = market_result(q, date(2025, 11, 1), date(2026, 10, 1), rows, {})
    note = generated.output.markdown
    assert "생성 데이터" in note and "국토교통부 실거래가가 아닙니다" in note and "2025년" in note
    assert note not in generated.summary  # once: the section adds it, the summary does not repeat it
    assert generated.summary.startswith("[데모용 합성 데이터] ")  # the lead never reads as real deals
    rows[0]["molit"] = 1
    mixed = market_result(q, date(2025, 11, 1), date(2026, 10, 1), rows, {})
    assert "3건 중 1건만 국토교통부 실거래가" in mixed.output.markdown
    assert mixed.summary.startswith("[일부 합성 데이터] ")
    rows[0]["molit"] = 3
    real = market_result(q, date(2025, 11, 1), date(2026, 10, 1), rows, {})
    assert real.output.markdown is None and real.output.data_note is None
    assert not real.summary.startswith("[")
