"""market_analysis called directly with a market_data handover (no NATS)."""
import json
import re

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import Amount, Entities, RegionRef, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import ToolInputError

TOOL = build_tools(AnalysisSettings())["market_analysis"]
MONTHLY = [
    {"month": "2025-10", "deal_type": "SALE", "median_manwon": 55000, "count": 9},
    {"month": "2026-09", "deal_type": "SALE", "median_manwon": 58000, "count": 10},
    {"month": "2026-10", "deal_type": "SALE", "median_manwon": 60000, "count": 12},
    {"month": "2026-09", "deal_type": "JEONSE", "median_manwon": 35000.5, "count": 6},  # even-count median
    {"month": "2026-10", "deal_type": "JEONSE", "median_manwon": 36000, "count": 7},
]
DATA = {"region": "강남구", "region_code": "11680", "period": {"start": "2025-11", "end": "2026-10"},
        "stats": {"SALE": {"count": 120, "median_manwon": 60000}, "JEONSE": {"count": 80, "median_manwon": 36000}},
        "jeonse_ratio_pct": 60.0, "monthly": MONTHLY}
# The listings the search team found: the individual prices a percentile is taken over.
DEALS = [{"id": i, "name": f"매물{i}", "property_type": "APARTMENT", "deal_type": "SALE", "price_manwon": p, "area_m2": 84}
         for i, p in enumerate((50000, 55000, 60000, 62000, 65000, 70000))]


def _sel(data=DATA, items=DEALS, amounts=None, deal_type="SALE"):
    amounts = amounts or {}
    call = ToolCall(name="market_analysis", params={"region": "강남구", "deal_type": deal_type, "amounts": amounts})
    ents = Entities(regions=[RegionRef(name="강남구", sido="서울특별시")],
                    amounts=[Amount(text=str(v), manwon=v, role=k) for k, v in amounts.items()])
    inputs = [ToolResult(tool="market_data", status="ok", output=output_for("market_data", data)),
              ToolResult(tool="real_estate_search", status="ok",
                         output=output_for("real_estate_search", {"listings": items}))] if data is not None else []
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="강남 시세", intent="market",
                               entities=ents, inputs=inputs)


async def test_trend_mom_yoy_and_jeonse_ratio():
    r = await TOOL(*_sel())
    # MoM (60,000 − 58,000) ÷ 58,000 = +3.448% -> +3.45%; YoY (60,000 − 55,000) ÷ 55,000 = +9.09%
    # 전세가율 36,000 ÷ 60,000 = 60.0%
    assert r.status == "ok" and r.quality == 1.0
    t = r.output.trends["SALE"]
    assert (t.mom_pct, t.yoy_pct, t.median_manwon) == (3.45, 9.09, 60000)
    assert r.output.jeonse_ratio_pct == 60.0
    calc = r.output.calculations
    assert "전월 대비 = (6억원 − 5억 8,000만원) ÷ 5억 8,000만원 = +3.45% (2026-09 → 2026-10)" in calc
    assert "지역 전세가율 = 전세 중위 3억 6,000만원 ÷ 매매 중위 6억원 = 60.0%" in calc
    assert "+3.45%" in r.summary and "+9.09%" in r.summary and "60.0%" in r.summary
    assert re.search(r"중위가격은 6억원\(거래 [\d,]+건\)으로 전월 대비", r.summary), r.summary  # 원…으로 (F45)
    # 전세 2026-09 median 35,000.5 rounds half-up to 35,001 -> MoM (36,000 − 35,001) ÷ 35,001 = +2.85%
    assert r.output.trends["JEONSE"].mom_pct == 2.85
    assert json.dumps(r.model_dump(mode="json"))


async def test_chart_has_monthly_medians_per_deal_type():
    r = await TOOL(*_sel())
    chart = r.output.charts[0]
    assert chart.kind == "line" and chart.unit == "만원"
    assert chart.x == ["2025-10", "2026-09", "2026-10"]
    series = {s.name: s.values for s in chart.series}
    assert series == {"매매": [55000, 58000, 60000], "전세": [None, 35001, 36000]}


async def test_percentile_and_gap_of_users_price():
    r = await TOOL(*_sel(amounts={"price": 62000}))
    # 6 deals: 3 lower, 1 equal -> (3 + 1 ÷ 2) ÷ 6 × 100 = 58.3%; gap to median (62,000 − 60,000) ÷ 60,000 = +3.33%
    assert r.output.percentile.model_dump() == {"price_manwon": 62000, "percentile": 58.33, "total": 6}
    calc = r.output.calculations
    assert "백분위 = (3 + 1 ÷ 2) ÷ 6 × 100 = 58.3%" in calc
    assert "중위가격 대비 = (6억 2,000만원 − 6억원) ÷ 6억원 = +3.33%" in calc


async def test_too_few_deals_skip_percentile():
    r = await TOOL(*_sel(items=DEALS[:3], amounts={"price": 62000}))
    assert r.output.percentile is None


async def test_single_month_cannot_compare_and_lowers_quality():
    data = {**DATA, "monthly": [MONTHLY[2]]}
    r = await TOOL(*_sel(data=data))
    assert r.output.trends["SALE"].mom_pct is None
    assert "전월 대비: 비교할 달의 거래 데이터가 없어 계산하지 않음" in r.output.calculations
    assert "비교 불가" in r.summary and r.quality == 0.5


async def test_no_market_data_is_an_empty_result():
    with pytest.raises(ToolInputError, match="시세 데이터"):
        await TOOL(*_sel(data=None))


async def test_negative_user_price_names_the_field():
    from holmes_kit.team import _run_tool
    r = await _run_tool(TOOL, *_sel(amounts={"price": -5}))
    assert r.status == "empty" and "매매가" in r.summary


async def test_the_market_data_note_on_generated_figures_is_carried_into_the_analysis() -> None:
    note = "※ 위 시세 수치는 데모용 생성 데이터(2025년 시세 수준에 맞춰 만든 합성 거래)로 계산했으며, 국토교통부 실거래가가 아닙니다."
    r = await TOOL(*_sel(data={**DATA, "data_note": note}))
    assert r.output.markdown == note and "생성 데이터" in r.sources[0].title
    real = await TOOL(*_sel())
    assert real.output.markdown is None and "생성" not in real.sources[0].title
