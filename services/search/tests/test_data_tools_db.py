"""The data tools against PostgreSQL with the full reference data: figures equal direct SQL."""

from datetime import date
from pathlib import Path

import asyncpg
import pytest

from holmes_contracts import ToolCall, ToolsSelected
from holmes_kit.team import ToolInputError
from holmes_search.data_tools import build_data_tools
from holmes_search.seed.import_molit import import_files
from holmes_search.seed.load import _REBUILD_MONTHLY, load_reference_data

pytestmark = pytest.mark.integration
FIXTURES = Path(__file__).resolve().parents[3] / "infra" / "fixtures" / "molit"
SEL = ToolsSelected(team="search", step_ids=["s1"], tools=[], query="시세", intent="MARKET_INQUIRY")


@pytest.fixture(scope="module")
async def pool(migrated_db):
    p = await asyncpg.create_pool(migrated_db, min_size=1, max_size=4)
    await load_reference_data(p)
    yield p
    await p.close()


async def call(pool, tool: str, **params):
    return await build_data_tools(pool)[tool](ToolCall(name=tool, params=params), SEL)


def _data(r) -> dict:
    """The result's typed output as JSON, unset figures left out."""
    return r.output.model_dump(mode="json", exclude_none=True)


def _items(r) -> list[dict]:
    """The listings or loan products of a result, as JSON."""
    return _data(r).get("listings") or _data(r).get("products") or []


async def test_market_figures_equal_direct_sql(pool) -> None:
    r = await call(pool, "market_data", region="강남구", property_type="아파트", deal_type="JEONSE")
    last = await pool.fetchval("SELECT max(contract_date) FROM transactions "
                               "WHERE sigungu_code = '11680' AND property_type = 'APARTMENT'")
    end = date(last.year, last.month, 1)
    start = date(end.year - 1, end.month + 1, 1) if end.month < 12 else date(end.year, 1, 1)
    row = await pool.fetchrow(
        """SELECT count(*) n, percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) med,
                  avg(price_manwon)::float8 mean, min(price_manwon) lo, max(price_manwon) hi,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon / area_m2) per_m2
           FROM transactions WHERE sigungu_code = '11680' AND property_type = 'APARTMENT'
             AND deal_type = 'JEONSE' AND contract_date >= $1 AND contract_date <= $2""",
        start, last)
    s = _data(r)["stats"]["JEONSE"]
    assert r.status == "ok" and row["n"] > 100
    assert _data(r)["period"] == {"start": f"{start:%Y-%m}", "end": f"{end:%Y-%m}"}
    assert (s["count"], s["min_manwon"], s["max_manwon"]) == (row["n"], row["lo"], row["hi"])
    assert s["median_manwon"] == round(row["med"], 1) and s["mean_manwon"] == round(row["mean"], 1)
    assert s["median_per_m2_manwon"] == round(float(row["per_m2"]), 1)
    assert sum(m["count"] for m in _data(r)["monthly"]) == row["n"]
    assert f"전세 거래 {row['n']:,}건" in r.summary and r.sources[0].as_of <= last.isoformat()


async def test_jeonse_ratio_and_dong_filter(pool) -> None:
    r = await call(pool, "market_data", region="역삼동", months=24)
    start = date(2024, 11, 1)
    meds = {d: m for d, m in await pool.fetch(
        """SELECT deal_type, percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) FROM transactions
           WHERE region_code = '1168010100' AND property_type = 'APARTMENT' AND contract_date >= $1
           GROUP BY 1""", start)}
    assert _data(r)["region_code"] == "1168010100" and _data(r)["period"]["start"] == "2024-11"
    assert _data(r)["jeonse_ratio_pct"] == round(round(meds["JEONSE"], 1) / round(meds["SALE"], 1) * 100, 1)


async def test_listing_filters_sort_and_pages(pool) -> None:
    params = dict(region="서초구", property_type="APARTMENT", deal_type="SALE", min_price=1_000_000_000,
                  max_price_manwon=300_000, min_area=60, max_area_m2=100, min_build_year=1995,
                  sort="price_desc", page_size=5)
    first = await call(pool, "real_estate_search", **params)
    second = await call(pool, "real_estate_search", **params, page=2)
    n = await pool.fetchval(
        """SELECT count(*) FROM listings l JOIN properties p ON p.id = l.property_id
           WHERE l.sigungu_code = '11650' AND l.property_type = 'APARTMENT' AND l.deal_type = 'SALE'
             AND l.price_manwon BETWEEN 100000 AND 300000 AND l.area_m2 BETWEEN 60 AND 100
             AND p.build_year >= 1995""")
    assert first.total_count == n > 5 and _data(first)["total_pages"] == -(-n // 5)
    items = _items(first) + _items(second)
    assert len(_items(first)) == 5 and {i["id"] for i in _items(first)}.isdisjoint(i["id"] for i in _items(second))
    for it in items:
        assert it["address"].startswith("서울특별시 서초구") and it["deal_type"] == "SALE"
        assert 100_000 <= it["price_manwon"] <= 300_000 and 60 <= it["area_m2"] <= 100
        assert it["build_year"] >= 1995 and "subway_walk_min" in it["nearby"]
    prices = [it["price_manwon"] for it in items]
    assert prices == sorted(prices, reverse=True)
    assert f"{n:,}건" in first.summary
    assert "데모용 생성 데이터" in _data(first)["markdown"]  # generated listings never read as real ones


async def test_listing_recent_transactions_are_the_complexs_latest(pool) -> None:
    r = await call(pool, "real_estate_search", region="강남구", property_type="APARTMENT",
                   include_transactions=True, include_nearby=False, page_size=3)
    for it in _items(r):
        want = await pool.fetch("SELECT contract_date FROM transactions WHERE property_id = $1 "
                                "ORDER BY contract_date DESC LIMIT 5", it["property_id"])
        assert [t["contract_date"] for t in it["recent_transactions"]] == [w[0].isoformat() for w in want]
        assert "nearby" not in it


async def test_loan_eligibility_filters(pool) -> None:
    r = await call(pool, "loan_data", loan_type="전세자금대출", income_manwon=9000, age=40, homeless=False)
    want = await pool.fetchval(
        """SELECT count(*) FROM loan_products WHERE active AND loan_type = '전세자금대출'
             AND (income_max_manwon IS NULL OR income_max_manwon >= 9000)
             AND (age_min IS NULL OR age_min <= 40) AND (age_max IS NULL OR age_max >= 40)
             AND NOT requires_homeless""")
    assert r.total_count == want > 0
    for it in _items(r):
        assert not it["requires_homeless"] and (it.get("age_max") or 99) >= 40
        assert (it.get("income_max_manwon") or 10**9) >= 9000 and it["as_of"].startswith("20")
    rates = [it["rate_min"] for it in _items(r)]
    assert rates == sorted(rates) and "기준일 " in r.summary
    capped = await call(pool, "loan_data", loan_type="주택담보대출", max_rate=4.0)
    assert _items(capped) and all(it["rate_min"] <= 4.0 for it in _items(capped))


async def test_a_groups_higher_cap_comes_from_its_column_in_the_database(pool) -> None:
    # 보금자리론: 연소득 7천만원 이하, 신혼 8,500만원 — stored in group_caps (jsonb), not read from the notes
    cap = await pool.fetchval("SELECT (group_caps->'newlywed'->>'income_max_manwon')::int FROM loan_products"
                              " WHERE id = 'hf-bogeumjari'")
    assert cap == 8500
    names = lambda r: {it["name"] for it in _items(r)}  # noqa: E731
    newlywed = await call(pool, "loan_data", loan_type="주택담보대출", income_manwon=8000, marital="newlywed", limit=50)
    single = await call(pool, "loan_data", loan_type="주택담보대출", income_manwon=8000, marital="single", limit=50)
    assert "보금자리론" in names(newlywed) and "보금자리론" not in names(single)


async def test_bad_input_is_a_korean_tool_input_error(pool) -> None:
    with pytest.raises(ToolInputError, match="'XX구'를 찾지 못했습니다"):
        await call(pool, "market_data", region="XX구")
    with pytest.raises(ToolInputError, match="page_size"):
        await call(pool, "real_estate_search", region="강남구", page_size=500)
    empty = await call(pool, "market_data", region="강남구", property_type="HOUSE", deal_type="SALE",
                       **{"from": "2024-09", "to": "2024-09"})
    assert empty.status in ("ok", "empty")  # a thin month is an answer, never a crash


async def test_molit_import_is_idempotent_and_changes_the_source(pool) -> None:
    files = [str(FIXTURES / "apt_trade_11680_202509.xml"), str(FIXTURES / "apt_rent_41192_202509.json")]
    before = await call(pool, "market_data", region="강남구", deal_type="SALE", **{"from": "2025-09", "to": "2025-09"})
    async with pool.acquire() as conn:
        first = await import_files(conn, files)
        again = await import_files(conn, files)
    try:
        assert [r.inserted for r in first] == [3, 2] and [r.inserted for r in again] == [0, 0]
        after = await call(pool, "market_data", region="강남구", deal_type="SALE",
                           **{"from": "2025-09", "to": "2025-09"})
        assert after.total_count == before.total_count + 3
        assert {s.title for s in after.sources} == {"MOLIT 실거래가", "실거래가 (생성 데이터)"}
        assert await pool.fetchval("SELECT count(*) FROM transactions WHERE source = 'molit' "
                                   "AND contract_date = '2025-09-03' AND price_manwon = 245000") == 1
    finally:
        await pool.execute("DELETE FROM transactions WHERE source = 'molit'")
        await pool.execute(_REBUILD_MONTHLY)


@pytest.mark.parametrize(("region", "codes_like", "extra"), [
    ("서울", "11%", {}), ("경기", "41%", {"area_band": "중소형", "deal_type": "SALE"}),
    ("수원시", "4111%", {"property_type": "OFFICETEL", "months": 24})])
async def test_multi_district_figures_equal_direct_sql(pool, region, codes_like, extra) -> None:
    """A 시도 or a 시 with 구 is served from packed columns; the figures must be SQL's exactly."""
    from holmes_kit.korean.regions import find_region
    from holmes_search.adapters.market_repo import sigungu_codes

    params = {"region": region, "property_type": "APARTMENT", **extra}
    r = await call(pool, "market_data", **params)
    codes = list(sigungu_codes(find_region(region)))
    assert len(codes) > 1 and all(c.startswith(codes_like.rstrip("%")) for c in codes)
    lo, hi = {"중소형": (60, 85)}.get(extra.get("area_band"), (None, None))
    start = date.fromisoformat(_data(r)["period"]["start"] + "-01")
    rows = await pool.fetch(
        """SELECT deal_type, count(*) n, percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) med,
                  avg(price_manwon)::float8 mean, min(price_manwon) lo, max(price_manwon) hi,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon / area_m2) per_m2,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY monthly_rent_manwon) rent
           FROM transactions WHERE sigungu_code = ANY($1::char(5)[]) AND property_type = $2
             AND contract_date >= $3 AND ($4::numeric IS NULL OR area_m2 >= $4)
             AND ($5::numeric IS NULL OR area_m2 <= $5) AND deal_type = ANY($6::text[])
           GROUP BY 1""",
        codes, params["property_type"], start, lo, hi, [extra["deal_type"]] if "deal_type" in extra else
        ["SALE", "JEONSE", "MONTHLY"])
    assert r.status == "ok" and sum(row["n"] for row in rows) == r.total_count > 50
    for row in rows:
        s = _data(r)["stats"][row["deal_type"]]
        assert (s["count"], s["min_manwon"], s["max_manwon"]) == (row["n"], row["lo"], row["hi"])
        assert s["median_manwon"] == round(row["med"], 1) and s["mean_manwon"] == round(row["mean"], 1)
        assert s["median_per_m2_manwon"] == round(float(row["per_m2"]), 1)
        if row["deal_type"] == "MONTHLY":
            assert s["median_monthly_rent_manwon"] == round(row["rent"], 1)
    months = await pool.fetch(
        """SELECT deal_type, to_char(contract_date, 'YYYY-MM') m, count(*) n,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) med
           FROM transactions WHERE sigungu_code = ANY($1::char(5)[]) AND property_type = $2
             AND contract_date >= $3 AND ($4::numeric IS NULL OR area_m2 >= $4)
             AND ($5::numeric IS NULL OR area_m2 <= $5) AND deal_type = ANY($6::text[])
           GROUP BY 1, 2 ORDER BY 1, 2""",
        codes, params["property_type"], start, lo, hi, list(_data(r)["stats"]))
    assert [(m["deal_type"], m["month"], m["median_manwon"], m["count"]) for m in _data(r)["monthly"]] == \
        [(m["deal_type"], m["m"], round(m["med"], 1), m["n"]) for m in months]


async def test_rent_listings_carry_their_dong_sale_median(pool) -> None:
    r = await call(pool, "real_estate_search", region="서초구", property_type="아파트", deal_type="JEONSE", limit=5)
    assert _items(r)
    for it in _items(r):
        d = it["dong_sale"]
        prop_region = await pool.fetchval("SELECT region_code FROM listings WHERE id = $1", it["id"])
        assert d["region_code"] == prop_region.strip()
        med = await pool.fetchval(
            """SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) FROM transactions
               WHERE region_code = $1 AND property_type = 'APARTMENT' AND deal_type = 'SALE'
                 AND contract_date > $2::date - interval '12 months' AND contract_date <= $2::date""",
            prop_region, date.fromisoformat(d["period"]["end"]))
        assert d["median_manwon"] == round(med, 1) and d["count"] > 0 and d["dong"]


async def test_a_comparison_shows_each_region_side_by_side(pool) -> None:
    one = await call(pool, "market_data", region="강남구", deal_type="SALE")
    two = await call(pool, "market_data", region="송파구", deal_type="SALE")
    both = await call(pool, "market_data", region="강남구", deal_type="SALE",
                      compare_regions=[{"name": "강남구"}, {"name": "송파구"}])
    assert [c["region"] for c in _data(both)["compared"]] == ["강남구", "송파구"]
    assert both.summary.startswith(one.summary) and two.summary in both.summary
    assert "매매 중위 비교: 강남구" in both.summary
    assert _data(both)["stats"] == _data(one)["stats"]  # what analysis reads stays the first region's
    assert both.total_count == one.total_count + two.total_count
