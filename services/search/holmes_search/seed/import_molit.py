"""Import MOLIT 실거래가 API responses into ``transactions`` (source='molit').

    python -m holmes_search.seed.import_molit [--type APARTMENT] [--database-url URL] FILE...

Idempotent: a row's id is derived from its content (and its position among identical
rows of the same file), so importing a file again inserts nothing new.  Ids live above
2**62, far from the generator's ids.  The property type comes from --type, else from the
response's name field (aptNm / offiNm / mhouseNm / houseType), else from the file name.
Bad rows are reported and skipped; an unusable file is reported and the others go on.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from holmes_search.seed.load import _REBUILD_MONTHLY, apply_schema
from holmes_search.seed.molit import MolitDeal, MolitFormatError, parse_molit, region_code_for
from holmes_search.seed.rows import COLUMNS, TransactionRow

ID_BASE = 2 ** 62
_TEXT_TYPES = (("offiNm", "OFFICETEL"), ("mhouseNm", "VILLA"), ("houseType", "HOUSE"), ("aptNm", "APARTMENT"))
_NAME_TYPES = ((r"offi", "OFFICETEL"), (r"(?:^|_)(?:rh|villa|mhouse)", "VILLA"),
               (r"(?:^|_)(?:sh|house)", "HOUSE"), (r"apt", "APARTMENT"))
TYPES = ("APARTMENT", "OFFICETEL", "VILLA", "ONEROOM", "HOUSE")


@dataclass
class FileReport:
    path: str
    parsed: int = 0
    inserted: int = 0
    cancelled: int = 0
    errors: list[str] = field(default_factory=list)
    fatal: str | None = None

    def line(self) -> str:
        if self.fatal:
            return f"{self.path}: 읽지 못했습니다 — {self.fatal}"
        return (f"{self.path}: 거래 {self.parsed}건 중 새로 {self.inserted}건 저장, "
                f"취소 {self.cancelled}건 건너뜀, 오류 {len(self.errors)}건")


def property_type_of(text: str, filename: str) -> str | None:
    """The housing type a response is about, from its fields, else its file name."""
    for key, ptype in _TEXT_TYPES:
        if f"<{key}>" in text or f'"{key}"' in text:
            return ptype
    name = Path(filename).name.lower()
    return next((t for pattern, t in _NAME_TYPES if re.search(pattern, name)), None)


def molit_id(deal: MolitDeal, ptype: str, occurrence: int) -> int:
    """Stable id of a deal: same content and position among its twins -> same id."""
    key = "|".join(str(v) for v in (
        ptype, deal.sigungu_code, deal.dong, deal.name, deal.deal_type, deal.price_manwon,
        deal.monthly_rent_manwon, deal.area_m2, deal.floor, deal.build_year, deal.contract_date, occurrence))
    return ID_BASE + int(hashlib.sha1(key.encode("utf-8")).hexdigest()[:15], 16)


def rows_of(deals: list[MolitDeal], ptype: str) -> list[TransactionRow]:
    seen: Counter[MolitDeal] = Counter()
    rows = []
    for d in deals:
        seen[d] += 1
        rows.append(TransactionRow(molit_id(d, ptype, seen[d]), None, region_code_for(d.sigungu_code, d.dong),
                                   d.sigungu_code, ptype, d.deal_type, d.price_manwon, d.monthly_rent_manwon,
                                   d.area_m2, d.floor, d.build_year, d.contract_date, "molit"))
    return rows


async def _insert(conn: Any, rows: list[TransactionRow]) -> int:
    """Insert rows whose id is new; returns how many were new."""
    await conn.execute("CREATE TEMP TABLE IF NOT EXISTS molit_in (LIKE transactions) ON COMMIT DELETE ROWS")
    await conn.copy_records_to_table("molit_in", records=rows, columns=COLUMNS["transactions"])
    status = await conn.execute("INSERT INTO transactions SELECT * FROM molit_in ON CONFLICT (id) DO NOTHING")
    return int(status.split()[-1])


async def import_files(conn: Any, paths: list[str], ptype: str | None = None) -> list[FileReport]:
    """Import each file in its own transaction; rebuild the monthly table if anything changed."""
    await apply_schema(conn)
    reports = []
    for path in paths:
        report = FileReport(path)
        reports.append(report)
        try:
            text = Path(path).read_text(encoding="utf-8")
            result = parse_molit(text)
        except (OSError, UnicodeDecodeError, MolitFormatError) as exc:
            report.fatal = str(exc)
            continue
        kind = ptype or property_type_of(text, path)
        if kind is None:
            report.fatal = "주택 유형을 알 수 없습니다. --type APARTMENT 처럼 지정하세요"
            continue
        report.parsed, report.cancelled = len(result.deals), result.skipped_cancelled
        report.errors = [str(e) for e in result.errors]
        if result.deals:
            async with conn.transaction():
                report.inserted = await _insert(conn, rows_of(result.deals, kind))
    if any(r.inserted for r in reports):
        async with conn.transaction():
            await conn.execute(_REBUILD_MONTHLY)
        await conn.execute("ANALYZE transactions")
    return reports


def _args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m holmes_search.seed.import_molit",
                                 description="MOLIT 실거래가 응답(XML/JSON)을 transactions에 넣습니다.")
    ap.add_argument("files", nargs="+", help="API 응답 파일")
    ap.add_argument("--type", choices=TYPES, help="주택 유형 (기본: 응답 필드나 파일 이름으로 판단)")
    ap.add_argument("--database-url", default=os.environ.get("DATABASE_URL"),
                    help="PostgreSQL URL (기본: DATABASE_URL 또는 서비스 설정)")
    return ap.parse_args(argv)


async def _run(ns: argparse.Namespace) -> int:
    import asyncpg

    url = ns.database_url
    if not url:
        from holmes_kit.settings import get_settings

        url = get_settings().database_url
    conn = await asyncpg.connect(url)
    try:
        reports = await import_files(conn, ns.files, ns.type)
    finally:
        await conn.close()
    for r in reports:
        print(r.line())
        for e in r.errors:
            print(f"  - {e}")
    return 1 if any(r.fatal for r in reports) else 0


def main(argv: list[str] | None = None) -> int:
    return asyncio.run(_run(_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
