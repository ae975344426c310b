"""policy_matcher called directly with a loan_data handover shaped like the loan catalogue."""
import json

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import ToolInputError

TOOL = build_tools(AnalysisSettings())["policy_matcher"]
BASE = dict(category="정책", provider="주택도시기금", ltv_max=None, dti_max=None, dsr_max=None, age_max=None,
            deposit_max_manwon=None, house_price_max_manwon=None, active=True, as_of="2025-10-01")
PRODUCTS = [
    {**BASE, "id": "beotimmok", "name": "버팀목 전세자금대출", "loan_type": "전세자금대출", "rate_min": 2.5, "rate_max": 3.1,
     "limit_manwon": 12000, "income_max_manwon": 5000, "age_min": 19, "requires_homeless": True, "marital": "any",
     "deposit_max_manwon": 30000},
    {**BASE, "id": "didim-newlywed", "name": "신혼부부 디딤돌", "loan_type": "구입자금대출", "rate_min": 2.45, "rate_max": 3.55,
     "limit_manwon": 32000, "income_max_manwon": 8500, "age_min": None, "requires_homeless": True,
     "marital": "newlywed", "house_price_max_manwon": 60000},
    # the catalogue writes newborn-only products as marital='newborn'
    {**BASE, "id": "newborn", "name": "신생아 특례 구입", "loan_type": "구입자금대출", "rate_min": 1.6, "rate_max": 3.3,
     "limit_manwon": 50000, "income_max_manwon": 13000, "age_min": None, "requires_homeless": True,
     "marital": "newborn", "house_price_max_manwon": 90000},
    {**BASE, "id": "ended", "name": "종료된 상품", "loan_type": "전세자금대출", "rate_min": 1.0, "rate_max": 1.0, "limit_manwon": 1000,
     "income_max_manwon": None, "age_min": None, "requires_homeless": False, "marital": "any", "active": False},
]


def _handed(**outputs: dict) -> list[ToolResult]:
    """Earlier teams' ok results as handed over: each tool's typed output from its fields."""
    return [ToolResult(tool=t, status="ok", output=output_for(t, fields)) for t, fields in outputs.items()]


def _sel(extra: dict, amounts: dict, items=PRODUCTS):
    call = ToolCall(name="policy_matcher", params={"amounts": amounts, "extra": extra})
    inputs = _handed(loan_data={"products": items}) if items is not None else []
    return call, ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query="대출 받을 수 있나",
                               intent="loan", inputs=inputs)


PROFILE = {"age": 32, "newlywed": True, "married": True, "homeless": True}
MONEY = {"income": 7000, "price": 50000}


async def test_verdicts_with_reasons_and_request_for_unknown_fields():
    r = await TOOL(*_sel(PROFILE, MONEY))
    by = {i.name: i for i in r.output.matches}
    assert "종료된 상품" not in by  # inactive rows are not offered
    assert by["신혼부부 디딤돌"].verdict == "가능"  # 7,000 ≤ 8,500; 5억 ≤ 6억; 신혼·무주택
    assert "버팀목 전세자금대출" not in by  # a price without a deposit is a purchase question: no jeonse products
    assert r.output.loan_purpose == "purchase"
    assert by["신생아 특례 구입"].verdict == "확인 필요"
    assert by["신생아 특례 구입"].reasons == ["2년 내 출산 여부 확인 필요"]
    assert r.output.counts == {"가능": 1, "확인 필요": 1, "불가": 0}
    assert "신혼부부 디딤돌(연 2.45%~3.55%, 한도 3억 2,000만원)" in r.summary
    assert any("2년 내 출산" in x for x in r.output.recommendations)
    assert r.quality == 0.5
    assert any(s.kind == "loan" and s.title == "신혼부부 디딤돌" for s in r.sources)
    assert json.dumps(r.model_dump())


async def test_complete_profile_gives_full_quality():
    r = await TOOL(*_sel({**PROFILE, "newborn": False}, MONEY))
    by = {i.name: i for i in r.output.matches}
    assert by["신생아 특례 구입"].verdict == "불가"
    assert r.output.unknown_profile_fields == [] and r.quality == 1.0


async def test_malformed_product_is_skipped_not_fatal():
    # A row the seam accepts (a typed product) but the domain cannot read: skipped, and said so.
    bad = {**PRODUCTS[1], "id": "odd", "name": "이상한 상품", "marital": "sometimes"}
    r = await TOOL(*_sel(PROFILE, MONEY, items=[*PRODUCTS, bad]))
    assert r.status == "ok" and len(r.output.matches) == 2  # the two purchase products; the bad row is skipped
    assert any("이상한 상품" in s for s in r.output.skipped)


async def test_no_loan_data_is_empty():
    with pytest.raises(ToolInputError, match="대출 상품"):
        await TOOL(*_sel(PROFILE, MONEY, items=None))


async def test_bad_age_names_the_field():
    from holmes_kit.team import _run_tool
    r = await _run_tool(TOOL, *_sel({**PROFILE, "age": 200}, MONEY))
    assert r.status == "empty" and "나이" in r.summary


CATALOGUE_JEONSE = [
    {**BASE, "id": "migrant", "name": "비정상거처 이주지원 버팀목 전세자금대출", "loan_type": "전세자금대출", "rate_min": 0.0, "rate_max": 0.0,
     "limit_manwon": 5000, "income_max_manwon": None, "age_min": 19, "requires_homeless": True, "marital": "any"},
    PRODUCTS[0],
    {**BASE, "id": "kb-jeonse", "category": "은행", "name": "KB 전세자금대출", "loan_type": "전세자금대출", "rate_min": 3.45, "rate_max": 4.5,
     "limit_manwon": 22200, "income_max_manwon": None, "age_min": 19, "requires_homeless": False, "marital": "any",
     "deposit_max_manwon": 70000},
    PRODUCTS[1],
]


async def test_jeonse_question_ranks_fitting_products_and_bounds_limits_by_deposit():
    call, sel = _sel({"age": 30, "homeless": True}, {"income": 4000, "deposit": 20000}, items=CATALOGUE_JEONSE)
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "deal_type": "JEONSE"})
    r = await TOOL(call, sel)
    names = [i.name for i in r.output.matches]
    assert "신혼부부 디딤돌" not in names  # a purchase product is not offered for a jeonse question
    assert names[0] == "버팀목 전세자금대출"  # 비정상거처 (0%) is for a target group and does not lead
    by = {i.name: i for i in r.output.matches}
    # 버팀목: min(상품 한도 1억 2,000만, 보증금 2억 × 80% = 1억 6,000만) = 1억 2,000만
    assert by["버팀목 전세자금대출"].limit_manwon == 12000 and by["버팀목 전세자금대출"].verdict == "가능"
    # KB: min(2억 2,200만, 1억 6,000만) = 1억 6,000만
    assert by["KB 전세자금대출"].limit_manwon == 16000
    assert by["비정상거처 이주지원 버팀목 전세자금대출"].verdict == "확인 필요"
    assert "나이" not in " ".join(r.output.unknown_profile_fields) and "대상" not in r.output.unknown_profile_fields


async def test_policy_cap_bounds_the_headline():
    # 디딤돌-like product: 한도 2억 5,000만, LTV 70%; 5억 × 70% = 3억 5,000만 → 2억 5,000만 is the headline
    didim = {**BASE, "id": "didim", "name": "내집마련 디딤돌대출", "loan_type": "구입자금대출", "rate_min": 2.85, "rate_max": 4.15,
             "limit_manwon": 25000, "ltv_max": 70, "income_max_manwon": 6000, "age_min": 19, "requires_homeless": True,
             "marital": "any", "house_price_max_manwon": 50000}
    r = await TOOL(*_sel({"homeless": True}, {"income": 5000, "price": 50000}, items=[didim]))
    assert r.output.matches[0].limit_manwon == 25000 and r.output.matches[0].verdict == "가능"
    assert "한도 2억 5,000만원" in r.summary and "3억 5,000만원" not in r.summary
    assert not r.output.unknown_profile_fields  # 나이 (성년 요건) is not asked


async def test_extractor_marital_word_is_understood():
    r = await TOOL(*_sel({"marital": "newlywed", "homeless": True, "newborn": False}, MONEY))
    assert {i.name: i for i in r.output.matches}["신혼부부 디딤돌"].verdict == "가능"


BANK = {**BASE, "id": "kakao", "category": "은행", "provider": "카카오뱅크", "name": "카카오뱅크 주택담보대출(혼합형)",
        "loan_type": "주택담보대출", "rate_min": 3.9, "rate_max": 5.0, "limit_manwon": 60000, "ltv_max": 70,
        "income_max_manwon": None, "age_min": 19, "requires_homeless": False, "marital": "any"}


async def test_a_bank_mortgage_row_is_bounded_by_the_regulation_in_force():
    # 서울 마포구 20억, 무주택, 2025-11 (10·15 대책): 규제 LTV 40% = 8억, 15억 초과~25억 이하 한도 4억.
    # The bank's own 'LTV 70% (14억), 한도 6억' must not show 6억.
    extra = {"homeless": True, "as_of": "2025-11-01"}
    call, sel = _sel(extra, {"price": 200000, "income": 10000}, items=[BANK])
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "region": "마포구", "sido": "서울특별시",
                                            "sigungu": "마포구"})
    r = await TOOL(call, sel)
    row = r.output.matches[0]
    assert row.limit_manwon == 40000
    assert "6억" not in r.summary and "한도 4억원" in r.summary
    assert any("규제 한도 4억원" in line and "10·15" in line for line in r.output.calculations)
    assert any("현행 규제" in rec and "LTV 40%" in rec for rec in r.output.recommendations)


async def test_a_multi_house_buyer_in_a_regulated_area_gets_no_bank_mortgage():
    extra = {"house_count": 2, "as_of": "2025-11-01"}
    call, sel = _sel(extra, {"price": 100000}, items=[BANK])
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "region": "강남구", "sido": "서울특별시",
                                            "sigungu": "강남구"})
    r = await TOOL(call, sel)
    assert r.output.matches[0].verdict == "불가" and "LTV 0%" in r.output.matches[0].reasons[0]


async def test_the_cheapest_product_is_flagged_when_its_rates_are_old():
    fresh = await TOOL(*_sel({**PROFILE, "as_of": "2025-11-01"}, MONEY))
    old = await TOOL(*_sel({**PROFILE, "as_of": "2026-11-26"}, MONEY))
    assert "지금과 다를 수 있으니" not in fresh.summary
    assert "금리·한도는 2025-10-01 기준 자료라 지금과 다를 수 있으니" in old.summary


async def test_a_named_product_is_judged_on_the_users_own_facts_first():
    # expert review 11 (Y038): "신생아 특례 … 가능 여부 판단해줘. 부부합산 1억 5천, 작년 12월 출산, 무주택" got the
    # product's conditions read out and "신청 가능 0개" — what his facts already meet, and what is left, leads
    r = await TOOL(*_sel({"homeless": True, "newborn_within_2y": True}, {"income": 12000}, items=[PRODUCTS[2]]))
    assert r.summary.startswith("신생아 특례 구입: 확인 필요 — 말씀하신 연소득 1억 2,000만원 ≤ 한도 1억 3,000만원")
    assert "주택가격 확인 필요 (상품 한도 9억원)만 남았습니다." in r.summary and "미입력" not in r.summary.split("만 남았")[0]
