"""real_estate_search: current listings by region, type, deal, price, area, year and floor.

Counts and price ranges cover every matching listing; items are one page of them, with
the complex's nearby facilities and its recent deals when asked for.
"""

from __future__ import annotations

import json
from typing import Any

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.common import DealType, PropertyType
from holmes_contracts.tools.outputs import DealCount, Listing, RealEstateSearchOutput

from ..adapters.market_repo import MarketRepository
from . import fmt
from .queries import ListingQuery, listing_query

TOOL = "real_estate_search"
SORT_KO = {"price_asc": "가격 낮은 순", "price_desc": "가격 높은 순", "area_desc": "면적 넓은 순",
           "area_asc": "면적 좁은 순", "newest": "최신 등록 순"}


def price_text(deal: str, price: float, rent: float) -> str:
    if deal == "MONTHLY":
        return f"보증금 {fmt.manwon(price)} / 월 {fmt.manwon(rent)}"
    return f"{DealType(deal).ko} {fmt.manwon(price)}"


def listing_item(row: dict[str, Any], q: ListingQuery, deals: list[dict[str, Any]]) -> dict[str, Any]:
    item = {
        "id": row["id"], "property_id": row["property_id"], "name": row["name"], "address": row["address"],
        "property_type": row["property_type"], "deal_type": row["deal_type"],
        "price_manwon": row["price_manwon"], "monthly_rent_manwon": row["monthly_rent_manwon"],
        "price_text": price_text(row["deal_type"], row["price_manwon"], row["monthly_rent_manwon"]),
        "area_m2": row["area_m2"], "area_pyeong": round(row["area_m2"] / fmt.PYEONG_M2, 1),
        "floor": row["floor"], "build_year": row["build_year"], "households": row["households"],
        "listed_at": row["listed_at"].isoformat(), "description": row["description"],
    }
    if q.include_nearby:
        item["nearby"] = {k: v for k, v in json.loads(row["nearby"]).items() if k != "generated"}
    if q.include_transactions:
        item["recent_transactions"] = [
            {"deal_type": t["deal_type"], "price_manwon": t["price_manwon"],
             "monthly_rent_manwon": t["monthly_rent_manwon"], "area_m2": t["area_m2"], "floor": t["floor"],
             "contract_date": t["contract_date"].isoformat()} for t in deals]
    if q.include_agent:
        item["agent"] = {"name": row["agent_name"], "phone": row["agent_phone"]}
    return item


def dong_sale(m: dict[str, Any]) -> dict[str, Any]:
    """The 동's 매매 figures handed to analysis with their provenance."""
    return {"dong": m["dong"], "region_code": m["region_code"].strip(), "count": m["n"],
            "median_manwon": round(m["median"], 1), "median_per_m2_manwon": round(m["median_per_m2"], 1),
            "period": {"start": m["first_date"].isoformat(), "end": m["last_date"].isoformat()}}


def _place(q: ListingQuery) -> str:
    r = q.region
    return "" if r is None else (r.dong or "") if r.level == "dong" else (r.sigungu or r.sido)


def _where_text(q: ListingQuery) -> str:
    place = _place(q) + " " if q.region else ""
    kind = PropertyType(q.property_type).ko if q.property_type else "주택"
    deals = "·".join(DealType(d).ko for d in q.deal_types)
    return f"{place}{kind}{' ' + deals if deals else ''} 매물"


def _range(lo: float | None, hi: float | None, unit=fmt.manwon) -> str:
    return f"{unit(lo)}~{unit(hi)}" if lo is not None and hi is not None else \
        f"{unit(hi)} 이하" if hi is not None else f"{unit(lo)} 이상" if lo is not None else ""


def _conditions_text(q: ListingQuery) -> str:
    """The price, rent and area the list was searched with, as the user reads them ("보증금 1,000만원 이하·월세
    50만원 이하"): a list searched wider than asked (recovery) shows by its own words what it holds."""
    price = "보증금" if q.deal_types and "SALE" not in q.deal_types else "가격"
    parts = [f"{price} {r}" if (r := _range(q.min_price, q.max_price)) else "",
             f"월세 {fmt.manwon(q.max_rent)} 이하" if q.max_rent is not None else "",
             f"전용 {r}" if (r := _range(q.min_area, q.max_area, lambda v: f"{v:g}㎡")) else ""]
    return "·".join(p for p in parts if p)


def summarize(q: ListingQuery, counts: list[dict[str, Any]], items: list[dict[str, Any]]) -> str:
    total = sum(c["n"] for c in counts)
    what = _where_text(q)
    cond = _conditions_text(q)
    if not total:
        return f"조건({cond})에 맞는 {what}이 없습니다. 가격·면적 조건을 넓혀 보세요." if cond \
            else f"조건에 맞는 {what}이 없습니다. 가격·면적 조건을 넓혀 보세요."
    ranges = ", ".join(f"{DealType(c['deal_type']).ko} {fmt.count(c['n'])}건 "
                       f"{fmt.manwon(c['min'])}~{fmt.manwon(c['max'])}" for c in counts)
    first = (q.page - 1) * q.page_size + 1
    text = f"{what}{f' 중 {cond}' if cond else ''} {fmt.count(total)}건({ranges})."
    if not items:
        return text + f" {q.page}페이지에는 매물이 없습니다."
    top = "; ".join(f"{it['name']} {it['area_m2']:g}㎡ {it['floor']}층 {it['price_text']}" for it in items[:3])
    return text + f" {SORT_KO[q.sort]} {first}~{first + len(items) - 1}번째: {top}"


class RealEstateSearch:
    """The real_estate_search tool (a holmes_kit.team Tool)."""

    def __init__(self, repo: MarketRepository) -> None:
        self.repo = repo

    async def _dong_sales(self, rows: list[dict[str, Any]], items: list[dict[str, Any]]) -> None:
        """Each rent listing gets its 동's 매매 median, so analysis can judge 전세가율 per listing."""
        rent = [(r["region_code"].strip(), r["property_type"]) for r in rows if r["deal_type"] != "SALE"]
        if not rent:
            return
        medians = {(m["region_code"].strip(), m["property_type"]): m for m in await self.repo.dong_sale_medians(rent)}
        for r, it in zip(rows, items, strict=True):
            m = medians.get((r["region_code"].strip(), r["property_type"])) if r["deal_type"] != "SALE" else None
            if m is not None:
                it["dong_sale"] = dong_sale(m)

    async def __call__(self, call: ToolCall, sel: ToolsSelected) -> ToolResult:
        q = listing_query(call.params.as_dict())
        counts = await self.repo.listing_counts(q)
        total = sum(c["n"] for c in counts)
        rows = await self.repo.listings(q) if total else []
        deals: dict[int, list[dict[str, Any]]] = {}
        if q.include_transactions and rows:
            for t in await self.repo.recent_transactions([r["property_id"] for r in rows]):
                deals.setdefault(t["property_id"], []).append(t)
        items = [listing_item(r, q, deals.get(r["property_id"], [])) for r in rows]
        await self._dong_sales(rows, items)
        region = region_code = markdown = None
        if q.region is not None:
            region = _place(q)
            region_code = q.region.sigungu_code if q.region.level == "sigungu" else q.region.code
        sources = []
        if rows:
            latest = max(r["listed_at"] for r in rows)
            sources = [Source(kind="listing", title="매물 (생성 데이터)", ref=_where_text(q),
                              as_of=latest.isoformat())]
            # Listings have no import path: every one is the demo's generated data, said once.
            markdown = "※ 위 매물과 가격은 데모용 생성 데이터이며 실제 매물이 아닙니다."
        output = RealEstateSearchOutput(
            listings=[Listing(**it) for it in items],
            counts={c["deal_type"]: DealCount(count=c["n"], min_manwon=c["min"], max_manwon=c["max"]) for c in counts},
            page=q.page, page_size=q.page_size, total_pages=-(-total // q.page_size), sort=q.sort,
            region=region, region_code=region_code, markdown=markdown)
        return ToolResult(tool=TOOL, status="ok" if items else "empty", summary=summarize(q, counts, items),
                          output=output, total_count=total, quality=1.0 if items else 0.0,
                          params=call.params.as_dict(), sources=sources)
