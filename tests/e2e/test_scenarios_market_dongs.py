"""Market data that looks like the market (issue 11), over the real WebSocket and checked
against the loaded database: the 동 mix of a 구, 동 price levels, officetel vs apartment
전세 per ㎡, listings priced from their 동, and trends that state their sample size."""

from __future__ import annotations

import re

import asyncpg
import pytest

from .client import ask

pytestmark = pytest.mark.e2e

DAECHI, YULHYEON, APGUJEONG = "1168010600", "1168011300", "1168011000"


def manwon(text: str) -> int:
    """'3억 5,000만원' / '1,793만원' / '5억원' -> 만원."""
    m = re.fullmatch(r"(?:([\d,]+)억)?\s*(?:([\d,]+)만)?원", text.strip())
    assert m and (m.group(1) or m.group(2)), text
    return int((m.group(1) or "0").replace(",", "")) * 10_000 + int((m.group(2) or "0").replace(",", ""))


def sale_line(answer: str) -> tuple[int, int]:
    """(deal count, median per ㎡ in 만원) of the 매매 sentence of market_data's summary."""
    m = re.search(r"매매 거래 ([\d,]+)건: 중위 [^(]+\(㎡당 ([^)]+)\)", answer)
    assert m, answer[:600]
    return int(m.group(1).replace(",", "")), manwon(m.group(2))


async def test_a_dongs_deals_and_price_level_are_its_own(system):
    answers = {}
    for name, code in (("대치동", DAECHI), ("율현동", YULHYEON)):
        _, msgs = await ask(system.url, f"강남구 {name} 아파트 매매 시세 알려줘")
        response = msgs[-1]["response"]
        assert response["type"] == "answer", response
        answers[code] = sale_line(response["answer"])
    (daechi_n, daechi_m2), (yulhyeon_n, yulhyeon_m2) = answers[DAECHI], answers[YULHYEON]
    assert daechi_m2 > 1.5 * yulhyeon_m2      # 대치 is priced like 대치, 율현 like 율현
    assert daechi_n > 4 * yulhyeon_n          # and 대치 (≈30,000 households) trades far more than 율현 (≈2,500)


async def test_deal_counts_follow_housing_stock_and_listings_their_dong(system):
    conn = await asyncpg.connect(system.database_url)
    try:
        counts = {r["region_code"]: r["n"] for r in await conn.fetch(
            "SELECT region_code, count(*) AS n FROM transactions WHERE sigungu_code = '11680' GROUP BY 1")}
        asking = {r["region_code"]: float(r["m2"]) for r in await conn.fetch(
            """SELECT region_code, percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon / area_m2) AS m2
               FROM listings WHERE property_type = 'APARTMENT' AND deal_type = 'SALE'
                 AND region_code IN ($1, $2, '1168011500', '1168011100') GROUP BY 1""", APGUJEONG, YULHYEON)}
    finally:
        await conn.close()
    assert max(counts, key=counts.get) == "1168010100"          # 역삼동: the largest housing stock
    assert counts[APGUJEONG] > 100 and counts["1168010400"] > 100  # 압구정·청담 trade
    cheap = [v for c, v in asking.items() if c != APGUJEONG]
    assert asking[APGUJEONG] > 1.6 * max(cheap)  # 압구정 (target 4,900) asks far above 율현·수서·세곡 (≤2,300)


async def test_officetel_jeonse_per_m2_is_below_apartments(system):
    per_m2 = {}
    for kind in ("아파트", "오피스텔"):
        _, msgs = await ask(system.url, f"서초구 {kind} 전세 시세 알려줘")
        answer = msgs[-1]["response"]["answer"]
        m = re.search(r"전세 거래 [\d,]+건: 중위 [^(]+\(㎡당 ([^)]+)\)", answer)
        assert m, answer[:600]
        per_m2[kind] = manwon(m.group(1))
    assert per_m2["오피스텔"] < per_m2["아파트"]


async def test_a_yearly_change_states_both_months_deal_counts(system):
    _, msgs = await ask(system.url, "강남구 아파트 매매 시세 추이 분석해줘")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    found = re.search(r"전년 동월 대비 [+-]?[\d.]+%\((\d{4}-\d{2}) ([\d,]+)건 · (\d{4}-\d{2}) ([\d,]+)건(, 거래가 적어 참고용)?\)",
                      response["answer"])
    assert found, response["answer"][:1200]
    latest, year_ago = int(found.group(2).replace(",", "")), int(found.group(4).replace(",", ""))
    assert bool(found.group(5)) == (min(latest, year_ago) < 30)
    conn = await asyncpg.connect(system.database_url)
    try:
        n = await conn.fetchval(
            """SELECT count(*) FROM transactions WHERE sigungu_code = '11680' AND property_type = 'APARTMENT'
               AND deal_type = 'SALE' AND to_char(contract_date, 'YYYY-MM') = $1""", found.group(1))
    finally:
        await conn.close()
    assert n == latest  # the count stated is the count in the database
