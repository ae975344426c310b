"""A listing's summary says what it was searched with: a user reads whether the list is the one he asked for."""
from holmes_search.data_tools.queries import listing_query
from holmes_search.data_tools.real_estate_search import summarize


def test_the_summary_names_the_ceilings_and_area_searched():
    q = listing_query({"region": "마포구", "deal_type": "MONTHLY", "max_price_manwon": 1000,
                       "max_monthly_rent_manwon": 50, "min_area_m2": 30, "max_area_m2": 40})
    text = summarize(q, [{"deal_type": "MONTHLY", "n": 3, "min": 500, "max": 1000}], [])
    assert text.startswith("마포구 주택 월세 매물 중 보증금 1,000만원 이하·월세 50만원 이하·전용 30㎡~40㎡ 3건")
    assert summarize(q, [], []).startswith("조건(보증금 1,000만원 이하·월세 50만원 이하·전용 30㎡~40㎡)에 맞는")


def test_a_search_without_conditions_says_none():
    q = listing_query({"region": "강남구", "deal_type": "SALE"})
    assert summarize(q, [{"deal_type": "SALE", "n": 2, "min": 50000, "max": 90000}], []).startswith(
        "강남구 주택 매매 매물 2건")
