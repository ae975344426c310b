"""Latency of the search team's data tools on the full reference data set.

    python benchmarks/search_tools.py [N] [--write-readme]

Starts its own embedded PostgreSQL (holmes_kit.infra.postgres_server), applies the
migrations, loads the reference data, then calls market_data, real_estate_search and
loan_data N times each (default 200) with varied, realistic parameters drawn from the
gazetteer with a fixed seed, after a short warm-up.  Prints p50/p95/max per tool, plus
multi-district market queries separately (서울/경기 전체, with and without an area band,
and 시 with several 구), since they aggregate up to ~20k deals (packed-columns path).
``--write-readme`` puts the table into benchmarks/README.md ("Search tool latency").
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import asyncpg

from holmes_contracts import ToolCall, ToolsSelected
from holmes_kit.db import migrate
from holmes_kit.infra.ports import free_port
from holmes_kit.infra.postgres_server import EmbeddedPostgres
from holmes_kit.korean.regions import REGIONS, find_region
from holmes_search.data_tools import build_data_tools
from holmes_search.seed.load import load_reference_data

ROOT = Path(__file__).resolve().parents[1]
SEL = ToolsSelected(team="search", step_ids=["bench"], tools=[], query="bench", intent="MARKET_INQUIRY")
TYPES = ["APARTMENT"] * 6 + ["OFFICETEL", "VILLA", "ONEROOM", "HOUSE", "아파트", "오피스텔"]
DEALS = [None, None, "SALE", "JEONSE", "MONTHLY", "전세", "매매"]


def _regions() -> tuple[list[str], list[str]]:
    """Unambiguous 시군구 and 동 names (what users and the planner pass)."""
    sgg = [r.sigungu.split()[-1] for r in REGIONS if r.level == "sigungu"]
    dongs = [f"{r.sigungu.split()[-1]} {r.dong}" for r in REGIONS if r.level == "dong"]
    return [n for n in sgg if find_region(n)], [n for n in dongs if find_region(n)]


def market_params(rng: random.Random, sgg: list[str], dongs: list[str]) -> dict:
    p: dict = {"region": rng.choice(dongs) if rng.random() < 0.25 else rng.choice(sgg),
               "property_type": rng.choice(TYPES), "deal_type": rng.choice(DEALS)}
    if rng.random() < 0.5:
        p["months"] = rng.choice([3, 6, 12, 24])
    else:
        p["time_range"] = rng.choice(["1year", "6months", "2years"])
    if rng.random() < 0.25:
        p["area_band"] = rng.choice(["소형", "중소형", "중대형"])
    return p


def listing_params(rng: random.Random, sgg: list[str], dongs: list[str]) -> dict:
    p: dict = {"region": rng.choice(dongs) if rng.random() < 0.2 else rng.choice(sgg),
               "property_type": rng.choice(TYPES + [None]), "deal_type": rng.choice(DEALS),
               "sort": rng.choice(["price", "price_desc", "area", "newest"]),
               "page": rng.choice([1, 1, 1, 2, 3]), "page_size": rng.choice([10, 10, 20, 50]),
               "include_transactions": rng.random() < 0.5}
    if rng.random() < 0.6:
        lo = rng.choice([0, 10_000, 30_000, 50_000])
        p["min_price_manwon"], p["max_price_manwon"] = lo, lo + rng.choice([20_000, 50_000, 150_000])
    if rng.random() < 0.4:
        a = rng.choice([40, 60, 85])
        p["min_area_m2"], p["max_area_m2"] = a * 0.9, a * 1.2
    if rng.random() < 0.2:
        p["min_build_year"] = rng.choice([1995, 2005, 2015])
    return p


def loan_params(rng: random.Random) -> dict:
    p: dict = {"loan_type": rng.choice([None, "전세자금대출", "주택담보대출", "구입자금대출", "월세자금대출"]),
               "deal_type": rng.choice(DEALS)}
    for key, values in (("income_manwon", [3000, 5000, 7000, 12000]), ("age", [25, 31, 38, 45]),
                        ("homeless", [True, False]), ("marital", ["single", "newlywed", "married"]),
                        ("max_rate", [3.0, 4.0, 5.0]), ("deposit_manwon", [10000, 30000, 50000])):
        if rng.random() < 0.5:
            p[key] = rng.choice(values)
    return p


async def timed(tool, name: str, params: dict) -> float:
    t0 = time.perf_counter()
    await tool(ToolCall(name=name, params=params), SEL)
    return (time.perf_counter() - t0) * 1000


README = ROOT / "benchmarks" / "README.md"
START, END = "<!-- search-tools:start -->", "<!-- search-tools:end -->"
LINES: list[str] = []


def report(label: str, ms: list[float]) -> None:
    q = statistics.quantiles(ms, n=100, method="inclusive")
    print(f"{label:<28} n={len(ms):<4} p50={q[49]:6.1f} ms  p95={q[94]:6.1f} ms  max={max(ms):6.1f} ms")
    LINES.append(f"| {label} | {len(ms)} | {q[49]:.1f} | {q[94]:.1f} | {max(ms):.1f} |")


def write_readme() -> None:
    table = "\n".join([f"Measured on {os.cpu_count()} cores, full reference data, times per tool call (ms).", "",
                       "| tool | calls | p50 | p95 | max |", "|---|---|---|---|---|", *LINES])
    section = f"{START}\n{table}\n{END}"
    text = README.read_text(encoding="utf-8")
    if START in text and END in text:
        text = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
    else:
        text = text.rstrip() + "\n\n## Search tool latency\n\n" + section + "\n"
    README.write_text(text, encoding="utf-8")


async def bench(url: str, n: int) -> None:
    await migrate(url, ROOT / "infra" / "sql")
    pool = await asyncpg.create_pool(url, min_size=2, max_size=4)
    t0 = time.perf_counter()
    written = await load_reference_data(pool)
    print(f"reference data loaded in {time.perf_counter() - t0:.1f}s: {written}")
    tools = build_data_tools(pool)
    rng = random.Random(20261031)
    sgg, dongs = _regions()
    cases = {
        "market_data": [market_params(rng, sgg, dongs) for _ in range(n)],
        "real_estate_search": [listing_params(rng, sgg, dongs) for _ in range(n)],
        "loan_data": [loan_params(rng) for _ in range(n)],
    }
    for name, params in cases.items():
        for p in params[:10]:  # warm-up: connections, plans, caches
            await timed(tools[name], name, p)
        report(name, [await timed(tools[name], name, p) for p in params])
    multi = {
        # 아파트 (the default type): the largest groups, ~20k deals for 서울 over 12 months
        "market_data (시도 전체)": [{"region": rng.choice(["서울", "경기"]), "deal_type": rng.choice(DEALS)}
                                for _ in range(n // 2)],
        "market_data (시도 + 면적대)": [{"region": rng.choice(["서울", "경기"]), "area_band": rng.choice(["소형", "중소형"]),
                                    "months": rng.choice([6, 12, 24])} for _ in range(n // 4)],
        "market_data (구가 있는 시)": [{"region": rng.choice(["수원시", "성남시", "고양시", "용인시"]),
                                   "property_type": rng.choice(TYPES)} for _ in range(n // 4)],
    }
    for label, params in multi.items():
        for p in params[:5]:
            await timed(tools["market_data"], "market_data", p)
        report(label, [await timed(tools["market_data"], "market_data", p) for p in params])
    await pool.close()


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--write-readme"]
    n = int(args[0]) if args else 200
    tmp = Path(tempfile.mkdtemp(prefix="holmes-bench-"))
    server = EmbeddedPostgres(tmp / "data", free_port(), durable=False, database="bench").start()
    try:
        asyncio.run(bench(server.url, n))
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    if "--write-readme" in sys.argv:
        write_readme()


if __name__ == "__main__":
    main()
