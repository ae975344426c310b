"""contract_analysis called directly with a realistic ToolsSelected (no NATS)."""
import json

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import RegionRef, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import ToolInputError, _run_tool

TOOLS = build_tools(AnalysisSettings())
GANGNAM = RegionRef(name="강남구", code="1168000000", sido="서울특별시", sigungu="강남구")
MARKET = {
    "region": "강남구", "region_code": "11680", "property_type": "APARTMENT",
    "period": {"start": "2025-11", "end": "2026-10"},
    "stats": {"SALE": {"count": 120, "median_manwon": 60000}, "JEONSE": {"count": 80, "median_manwon": 36000}},
}
LEGAL = {"articles": [
    {"law": "주택임대차보호법", "number": "제3조의2", "title": "보증금의 회수", "body": "임차인은 보증금을 반환받을 때까지..."},
    {"law": "주택임대차보호법", "number": "제6조", "title": "계약의 갱신", "body": "임대인이 임대차기간이 끝나기..."},
]}


def _handed(**outputs: dict) -> list[ToolResult]:
    """Earlier teams' ok results as handed over: each tool's typed output from its fields."""
    return [ToolResult(tool=t, status="ok", output=output_for(t, fields)) for t, fields in outputs.items()]


def _sel(amounts: dict, extra: dict | None = None, regions=(GANGNAM,), inputs=None):
    extra = extra or {}
    place = regions[0].model_dump(exclude_none=True, exclude={"dong"}) if regions else {}
    place = {("region" if k == "name" else "region_code" if k == "code" else k): v for k, v in place.items()}
    call = ToolCall(name="contract_analysis", params={"amounts": amounts, "extra": extra, **place})
    sel = ToolsSelected(team="analysis", step_ids=["step-2"], tools=[call], query="전세 위험한가요?", intent="jeonse_risk",
                        inputs=_handed(market_data=MARKET, legal_search=LEGAL) if inputs is None else inputs)
    return call, sel


async def _run(amounts, **kw):
    call, sel = _sel(amounts, **kw)
    return await TOOLS["contract_analysis"](call, sel)


async def test_deposit_against_market_median_is_risky():
    r = await _run({"deposit": 48000})
    # 48,000 ÷ 60,000 (강남구 매매 중위가격, from market_data) = 80.0%; no debt known -> 부채비율 also 80.0%
    # 부채비율 ≥ 80% -> '위험' (not ≥ 100%, so not '매우위험')
    assert r.status == "ok"
    assert r.output.jeonse_ratio_pct == 80.0 and r.output.total_burden_pct == 80.0
    assert r.output.risk_level == "위험"
    assert r.output.price_source == "data"
    calc = r.output.calculations
    assert any("4억 8,000만원 ÷ 6억원 = 80.0%" in line for line in calc)
    assert any("주택 가격(시세): 6억원 (데이터" in line and "매매 중위가격" in line for line in calc)
    # senior debt unknown -> stated default -> lower quality, and the summary says so
    assert any("채권최고액: 0원 (기본값" in line for line in calc)
    assert r.quality == 0.5
    assert "80.0%" in r.summary and "'위험'" in r.summary and "등기부등본" in r.summary
    assert json.dumps(r.model_dump())  # JSON-safe without a custom encoder


async def test_user_price_and_debt_give_full_quality():
    r = await _run({"deposit": 30000, "price": 50000}, extra={"debt": 12000})
    # 선순위 = 채권최고액 1억 2,000만 (not ÷1.2); 전세가율 30,000 ÷ 50,000 = 60.0%
    # 부채비율 (12,000 + 30,000) ÷ 50,000 = 84.0% -> '위험'; HUG: 5억 × 90% = 4억 5,000만 ≥ 4억 2,000만 -> 충족
    assert r.output.jeonse_ratio_pct == 60.0 and r.output.total_burden_pct == 84.0
    assert r.output.risk_level == "위험" and r.output.hug_eligible is True
    assert r.output.price_source == "user" and r.output.senior_debt_manwon == 12000
    calc = r.output.calculations
    assert "선순위 근저당 = 채권최고액 1억 2,000만원 (경매 배당·HUG 심사 모두 채권최고액 기준)" in calc
    assert "부채비율 = (선순위 1억 2,000만원 + 보증금 3억원) ÷ 5억원 = 84.0%" in calc
    assert r.quality == 1.0


async def test_small_tenant_priority_repayment_in_seoul():
    r = await _run({"deposit": 15000, "price": 40000}, extra={"debt": 0})
    # 서울 기준 1억 6,500만 이하 -> 해당; 최우선변제 = min(5,500, 15,000, 40,000 ÷ 2 = 20,000) = 5,500만원
    assert r.output.small_tenant.eligible is True
    assert r.output.small_tenant.protected_manwon == 5500
    assert r.output.risk_level == "안전"  # 부채비율 15,000 ÷ 40,000 = 37.5% < 70%
    assert ("최우선변제액 = min(기준액 5,500만원, 보증금 1억 5,000만원, 주택가액의 1/2 2억원) = 5,500만원"
            in r.output.calculations)
    assert any("최대 5,500만원" in x for x in r.output.recommendations)


async def test_cites_only_legal_items_matching_the_reasons():
    r = await _run({"deposit": 48000})
    cited = [(a.law, a.number) for a in r.output.cited_articles]
    assert cited == [("주택임대차보호법", "제3조의2")]  # 제6조 (갱신) supports no reason
    laws = {s.title for s in r.sources if s.kind == "law"}
    assert {"주택임대차보호법 제3조의2", "민법 제357조"} <= laws
    assert any(s.kind == "analysis" for s in r.sources)
    assert "주택임대차보호법 제3조의2(보증금의 회수)" in r.output.markdown


async def test_gyeonggi_city_classified_from_gazetteer():
    r = await _run({"deposit": 14000, "price": 40000}, extra={"debt": 0}, regions=(RegionRef(name="수원시"),))
    # 수원 = 과밀억제권역 -> 기준 1억 4,500만 이하 해당, 최우선변제 min(4,800, 14,000, 20,000) = 4,800만원
    assert r.output.region.small_tenant_class == "overcrowded" and r.output.region.capital_area is True
    assert r.output.small_tenant.protected_manwon == 4800


async def test_unknown_region_uses_most_conservative_band_and_says_so():
    r = await _run({"deposit": 7000, "price": 20000}, extra={"debt": 0}, regions=())
    # 그 밖의 지역: 7,500만 이하 해당, min(2,500, 7,000, 10,000) = 2,500만원; 비수도권 HUG 한도 5억
    assert r.output.region.defaulted is True
    assert r.output.small_tenant.protected_manwon == 2500
    assert any("보수적" in a for a in r.output.assumptions)
    assert any("지역" in x for x in r.output.recommendations)
    assert r.quality == 0.5


async def test_monthly_rent_converted_at_configured_base_rate():
    cfg = AnalysisSettings.from_env({"HOLMES_BASE_RATE_PCT": "3.0", "HOLMES_BASE_RATE_AS_OF": "2025-01-16"})
    call, sel = _sel({"deposit": 20000, "monthly_rent": 50})
    r = await build_tools(cfg)["contract_analysis"](call, sel)
    # 전환율 상한 = min(10%, 3% + 2%p) = 5%; 50만원 × 12 ÷ 5% = 1억 2,000만원; 2억 + 1억 2,000만 = 3억 2,000만원
    calc = r.output.calculations
    assert "전환율 상한 = min(10%, 기준금리 3% + 2%p) = 5%" in calc
    assert "전세 환산 보증금 = 2억원 + 1억 2,000만원 = 3억 2,000만원" in calc
    assert any("2025-01-16" in line for line in calc)


async def test_a_rent_to_the_won_is_converted_exactly():
    cfg = AnalysisSettings.from_env({"HOLMES_BASE_RATE_PCT": "3.0", "HOLMES_BASE_RATE_AS_OF": "2025-01-16"})
    call, sel = _sel({"deposit": 20000, "monthly_rent": 52.5})  # "월세 52만 5천원", as the orchestrator hands it
    r = await build_tools(cfg)["contract_analysis"](call, sel)
    # 52만 5천원 × 12 ÷ 5% = 1억 2,600만원 (53만원 would give 1억 2,720만원)
    assert "전세 환산 보증금 = 2억원 + 1억 2,600만원 = 3억 2,600만원" in r.output.calculations


async def test_without_a_deposit_the_answer_is_the_dated_checklist_and_asks_for_the_deposit():
    """"전세사기 안 당하려면 뭘 봐야 해요?": nothing to compute with, so the tenant gets what to
    check (with the rule and its date) and is told which figures would let us compute the risk."""
    call, sel = _sel({"price": 50000})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "as_of": "2026-11-23"})
    r = await TOOLS["contract_analysis"](call, sel)
    assert r.status == "ok" and r.output.mode == "checklist" and r.output.missing == ["deposit"]
    text = r.output.markdown
    for needle in ("갑구", "신탁", "가압류", "을구", "채권최고액", "건축물대장", "위반건축물", "제3조의6",
                   "제3조의7", "전입신고", "확정일자", "HUG", "공인중개사"):
        assert needle in text, needle
    assert "2023-07-19 시행" in text  # a rule says when it took effect
    assert "보증금" in r.output.recommendations[0]


async def test_the_checklist_leaves_out_a_rule_not_yet_in_force() -> None:
    call, sel = _sel({"price": 50000})
    call = ToolCall(name=call.name, params={**call.params.as_dict(), "as_of": "2023-01-02"})  # before 제3조의6·제3조의7 (2023-07-19)
    r = await TOOLS["contract_analysis"](call, sel)
    assert "제3조의7" not in r.output.markdown and "갑구" in r.output.markdown


async def test_missing_price_without_market_data_names_the_field():
    call, sel = _sel({"deposit": 30000}, inputs=[])
    with pytest.raises(ToolInputError, match="매매가"):
        await TOOLS["contract_analysis"](call, sel)


async def test_negative_deposit_becomes_empty_result_naming_deposit():
    call, sel = _sel({"deposit": -1000})
    r = await _run_tool(TOOLS["contract_analysis"], call, sel)  # the path run_team takes
    assert r.status == "empty" and r.quality == 0.0
    assert "보증금" in r.summary and "음수" in r.summary


SEOCHO = RegionRef(name="서초구", code="1165000000", sido="서울특별시", sigungu="서초구")


def _listing(lid, name, deposit, area, per_m2, deal="JEONSE"):
    return {"id": lid, "name": name, "address": f"서울 서초구 반포동 {lid}", "deal_type": deal, "property_type": "APARTMENT",
            "price_manwon": deposit, "monthly_rent_manwon": 0, "price_text": f"전세 {deposit}", "area_m2": area, "floor": 5,
            "dong_sale": {"dong": "반포동", "region_code": "1165010700", "count": 40, "median_manwon": 250000,
                          "median_per_m2_manwon": per_m2, "period": {"start": "2025-11-02", "end": "2026-10-28"}}}


async def test_risk_question_about_found_listings_analyses_each_listing():
    search = {"listings": [
        _listing(1, "A아파트", 80000, 84, 1500),  # 추정 매매가 1,500 × 84 = 12억 6,000만; 8억 ÷ 12.6억 = 63.5%
        _listing(2, "B아파트", 60000, 59, 1200),  # 1,200 × 59 = 7억 800만; 6억 ÷ 7.08억 = 84.75%
        {**_listing(3, "매매 매물", 150000, 84, 1500), "deal_type": "SALE"},  # not a rent listing
    ]}
    call, sel = _sel({}, regions=(SEOCHO,), inputs=_handed(real_estate_search=search, legal_search=LEGAL))
    r = await TOOLS["contract_analysis"](call, sel)
    assert r.status == "ok" and r.output.mode == "listings"
    by = {x.name: x for x in r.output.listings}
    assert set(by) == {"A아파트", "B아파트"}
    assert by["A아파트"].estimated_price_manwon == 126000 and by["A아파트"].jeonse_ratio_pct == 63.49
    assert by["B아파트"].estimated_price_manwon == 70800 and by["B아파트"].jeonse_ratio_pct == 84.75
    assert r.output.listings[0].name == "B아파트"  # the riskier listing first
    assert "반포동 매매 ㎡당 중위 1,500만원 × 전용 84㎡" in by["A아파트"].price_basis
    assert "B아파트" in r.summary and "84.7%" in r.summary
    assert "보증금을 알려" not in r.summary and r.output.missing == ["mortgage_max_claim"]


async def test_a_users_own_deposit_still_wins_over_listings():
    search = {"listings": [_listing(1, "A아파트", 80000, 84, 1500)]}
    r = await TOOLS["contract_analysis"](*_sel({"deposit": 30000, "price": 60000},
                                               inputs=_handed(real_estate_search=search, legal_search=LEGAL)))
    assert r.output.deposit_manwon == 30000 and r.output.mode == "risk"


async def test_an_official_price_is_not_taken_for_the_market_price():
    # The user gave the 공시가격 (the planner files the figure as a price): the answer leads with
    # the HUG verdict on 공시가격 × 140% × 90%, not a 125% 전세가율 against the 공시가격.
    r = await _run({"deposit": 25000, "price": 20000}, extra={"official_price": 20000})
    assert r.output.hug_eligible is True
    assert r.summary.startswith("HUG 전세보증금반환보증 기준으로는 가입 가능 범위입니다")
    assert "2억 5,200만원" in r.summary and "2억 8,000만원" in r.summary and "2023-05-01" in r.summary
    assert "125.0%" not in r.summary
    assert not any("전세가율" in r.text for r in r.output.reasons)  # no 전세가율 against a 공시가격


async def test_the_debt_told_is_shown_in_the_lead_beside_its_ratio():
    """"근저당 4천 있는 2억 5천짜리에 전세 1억 8천": the 부채비율 names the debt and the figures it was taken of."""
    r = await _run({"deposit": 18000, "price": 25000}, extra={"mortgage_max_claim": 4000})
    assert r.output.total_burden_pct == 88.0
    first = r.summary.split("입니다.")[0]
    assert "72.0%(전세가율)" in first and "선순위 채무 4,000만원" in first and "88.0%" in first


async def test_a_multi_tenant_houses_ratio_shows_every_term_it_adds():
    """다가구: 근저당 2억 4천 + 선순위 보증금 3억 + 내 보증금 1억 ÷ 8억 = 80.0%. The lead's formula names all three
    terms, so the figures written produce the figure, and says later small tenants' 최우선변제 count as senior too."""
    r = await _run({"deposit": 10000, "price": 80000}, extra={"mortgage_max_claim": 24000, "senior_deposits": 30000})
    assert r.output.total_burden_pct == 80.0
    lead = r.summary.split("입니다.")[0]
    assert "(근저당 2억 4,000만원 + 선순위 보증금 3억원 + 내 보증금 1억원) ÷ 8억원" in lead and "80.0%" in lead
    assert "최우선변제" in r.summary and "제8조" in r.summary
    assert len(r.summary) <= 1200
    assert "부채비율 = (근저당 2억 4,000만원 + 선순위 보증금 3억원 + 보증금 1억원) ÷ 8억원 = 80.0%" in r.output.calculations


async def test_an_untold_region_leaves_the_hug_cap_conditional_and_out_of_the_grade():
    """보증금 5억 5천 / 매매가 10억, 근저당 없음, 지역 미입력: 55.0% and no debt is '안전'; the HUG cap (비수도권 5억,
    수도권 7억) turns only on the region, so it is said on both conditions and does not make the deal '위험'."""
    r = await _run({"deposit": 55000, "price": 100000}, extra={"debt": 0}, regions=())
    assert r.output.risk_level == "안전"
    assert r.output.hug_eligible is None
    assert r.summary.startswith("보증금 5억 5,000만원은 주택 가격 10억원") and "55.0%" in r.summary.split("입니다.")[0]
    assert "비수도권이라면" in r.summary and "수도권이면" in r.summary and "7억원 이내" in r.summary
    assert not any("HUG" in x.text for x in r.output.reasons)


async def test_an_untold_region_still_fails_a_deposit_over_both_caps():
    r = await _run({"deposit": 72000, "price": 100000}, extra={"debt": 0}, regions=())
    # 7억 2천 > 수도권 한도 7억 > 비수도권 5억: over either way, so the failure stands and grades
    assert r.output.hug_eligible is False and r.output.risk_level == "위험"
    assert any("수도권 한도 7억원도 넘습니다" in f for f in r.output.hug_failures)


BUSAN = RegionRef(name="해운대구", code="2635000000", sido="부산광역시", sigungu="해운대구")


async def test_a_told_region_keeps_its_own_hug_cap_verdict():
    r = await _run({"deposit": 55000, "price": 100000}, extra={"debt": 0}, regions=(BUSAN,))
    # 해운대구 = 비수도권: 5억 5천 > 5억 → 가입 어려움, graded
    assert r.output.hug_eligible is False and r.output.risk_level == "위험"
    assert "조건부" not in r.summary


async def test_the_70_80_bands_are_marked_as_rules_of_thumb_not_law():
    """전세 3억 4천 / 4억, 근저당 없음: 85.0% on both ratios. The bands are cited beside 제3조의2, which holds only that the
    deposit ranks after earlier 담보권 — each band reason must say the band itself is not a statutory standard."""
    r = await _run({"deposit": 34000, "price": 40000}, extra={"debt": 0})
    banded = [x.text for x in r.output.reasons if "80% 이상" in x.text]
    assert len(banded) == 2
    assert all("법정 기준 아" in t for t in banded)


async def test_without_a_price_the_debt_and_deposit_give_the_price_they_need():
    # expert review 11 (Y044): "근저당 2억 잡힌 빌라에 전세 1억" — no price, no place: (2억 + 1억) ÷ 80% = 3억 7,500만원
    call, sel = _sel({"deposit": 10000}, extra={"mortgage_max_claim": 20000}, regions=(), inputs=[])
    with pytest.raises(ToolInputError) as e:
        await TOOLS["contract_analysis"](call, sel)
    said = str(e.value)
    assert said.startswith("근저당(채권최고액) 2억원 + 보증금 1억원 = 3억원이라, 매매가가 3억 7,500만원 이상이어야 부채비율이 80% 아래")
    assert "4억 2,857만원 이상이어야 70% 아래" in said and "매매가를 알려 주시거나" in said


async def test_a_villa_passing_the_hug_test_on_its_market_price_is_told_the_official_price_it_needs():
    # expert review 12 (X031): "빌라 시세 3억 5천, 전세 3억" — HUG values a 연립·다세대 at 공시가격 × 140% first, so the
    # market price decides nothing; the 공시가격 it needs is 3억 ÷ 126% = 2억 3,810만원
    _, sel = _sel({"deposit": 30000, "price": 35000}, extra={"mortgage_max_claim": 0}, regions=(), inputs=[])
    call = ToolCall(name="contract_analysis", params={"amounts": {"deposit": 30000, "price": 35000},
                                                      "extra": {"mortgage_max_claim": 0}, "property_type": "VILLA"})
    r = await TOOLS["contract_analysis"](call, sel)
    assert "공시가격이 2억 3,810만원 이상일 때" in r.summary
    assert not any("HUG" in x.text and x.level == "안전" for x in r.output.reasons)
    assert "대출 원금은 약 0원" not in json.dumps(r.model_dump(), ensure_ascii=False)  # "근저당 없음" estimates no loan
    # an apartment keeps the verdict on its price
    call2, sel2 = _sel({"deposit": 30000, "price": 40000}, extra={"mortgage_max_claim": 0}, regions=(), inputs=[])
    r2 = await TOOLS["contract_analysis"](call2, sel2)
    assert "공시가격이" not in r2.summary
