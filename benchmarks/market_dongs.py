"""동-level medians of the generated market against the calibration targets.

    .venv/bin/python benchmarks/market_dongs.py [--write-readme]

Starts its own embedded PostgreSQL, applies the migrations, loads the reference data
(timed: the same load `holmes up` does) and computes, in SQL over the loaded tables, per
calibrated 동: deals, deals per 1,000 households, the median apartment sale price per ㎡
(all 26 months) against the 2025 target of holmes_search.seed.calibration, and the median
asking price of apartment listings; then per 구 the officetel vs apartment 전세 per ㎡.
``--write-readme`` puts the tables into benchmarks/README.md ("Market data by 동").
"""

from __future__ import annotations

import asyncio
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

import asyncpg

from holmes_kit.db import migrate
from holmes_kit.infra.ports import free_port
from holmes_kit.infra.postgres_server import EmbeddedPostgres
from holmes_kit.korean.regions import REGIONS
from holmes_search.seed import calibration as cal
from holmes_search.seed.load import load_reference_data

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "benchmarks" / "README.md"
START, END = "<!-- market-dongs:start -->", "<!-- market-dongs:end -->"
DISTRICTS = {"11680": "강남구", "11650": "서초구", "11710": "송파구", "11170": "용산구", "11470": "양천구",
             "11560": "영등포구", "11350": "노원구"}

DEALS_SQL = """
SELECT region_code, count(*) AS n,
       count(*) FILTER (WHERE property_type = 'APARTMENT' AND deal_type = 'SALE') AS n_sale,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon / area_m2)
           FILTER (WHERE property_type = 'APARTMENT' AND deal_type = 'SALE') AS sale_m2
FROM transactions WHERE source = 'generated' AND left(region_code, 5) = ANY($1::text[])
GROUP BY region_code"""
LISTINGS_SQL = """
SELECT region_code, count(*) AS n,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon / area_m2) AS sale_m2
FROM listings WHERE property_type = 'APARTMENT' AND deal_type = 'SALE' AND left(region_code, 5) = ANY($1::text[])
GROUP BY region_code"""
JEONSE_SQL = """
SELECT sigungu_code, property_type, count(*) AS n,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon / area_m2) AS m2
FROM transactions WHERE source = 'generated' AND deal_type = 'JEONSE'
  AND property_type IN ('APARTMENT', 'OFFICETEL') AND sigungu_code = ANY($1::text[])
GROUP BY sigungu_code, property_type"""


async def measure(url: str) -> list[str]:
    await migrate(url, ROOT / "infra" / "sql")
    conn = await asyncpg.connect(url)
    t0 = time.perf_counter()
    written = await load_reference_data(conn)
    load_s = time.perf_counter() - t0
    codes = list(DISTRICTS)
    deals = {r["region_code"]: r for r in await conn.fetch(DEALS_SQL, codes)}
    asks = {r["region_code"]: r for r in await conn.fetch(LISTINGS_SQL, codes)}
    jeonse = {(r["sigungu_code"], r["property_type"]): r for r in await conn.fetch(JEONSE_SQL, codes)}
    await conn.close()
    names = {r.code: r.dong for r in REGIONS if r.level == "dong"}
    lines = [f"Reference data loaded in {load_s:.1f} s ({written.get('transactions', 0):,} deals, "
             f"{written.get('properties', 0):,} complexes). Targets: `DONG_CALIBRATION` (approximate 2025 "
             "levels, source note in `holmes_search/seed/calibration.py`). Sale medians are over all 26 "
             "months (the trend origin, 2025-07, is their middle); asking prices are 2026-08..10 listings.", "",
             "| 구 | 동 | 세대수 | 거래 | 거래/천세대 | 아파트 매매 ㎡당 중위 (건수) | 목표 ㎡당 | 중위/목표 | 매물 호가 ㎡당 중위 (건수) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for code, (name, stock, target) in cal.DONG_CALIBRATION.items():
        d, a = deals.get(code), asks.get(code)
        n = d["n"] if d else 0
        sale = f"{d['sale_m2']:,.0f}만원 ({d['n_sale']})" if d and d["sale_m2"] else "—"
        ratio = f"{float(d['sale_m2']) / target:.2f}" if d and d["sale_m2"] else "—"
        ask = f"{a['sale_m2']:,.0f}만원 ({a['n']})" if a else "—"
        lines.append(f"| {DISTRICTS[code[:5]]} | {names.get(code, name)} | {stock:,} | {n:,} | {n / stock * 1000:.1f} "
                     f"| {sale} | {target:,}만원 | {ratio} | {ask} |")
    lines += ["", "전세 ㎡당 중위 (26개월):", "", "| 구 | 아파트 | 오피스텔 | 오피스텔/아파트 |", "|---|---|---|---|"]
    for sgg, name in DISTRICTS.items():
        apt, off = jeonse.get((sgg, "APARTMENT")), jeonse.get((sgg, "OFFICETEL"))
        if apt and off:
            lines.append(f"| {name} | {apt['m2']:,.0f}만원 ({apt['n']:,}) | {off['m2']:,.0f}만원 ({off['n']:,}) "
                         f"| {float(off['m2']) / float(apt['m2']):.2f} |")
    return lines


def write_readme(lines: list[str]) -> None:
    section = f"{START}\n" + "\n".join(lines) + f"\n{END}"
    text = README.read_text(encoding="utf-8")
    if START in text and END in text:
        text = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
    else:
        text = text.rstrip() + "\n\n## Market data by 동\n\n" + section + "\n"
    README.write_text(text, encoding="utf-8")


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="holmes-bench-"))
    server = EmbeddedPostgres(tmp / "data", free_port(), durable=False, database="bench").start()
    try:
        lines = asyncio.run(measure(server.url))
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    print("\n".join(lines))
    if "--write-readme" in sys.argv:
        write_readme(lines)


if __name__ == "__main__":
    main()
