"""Seed scenarios that need the analysis team, over the real WebSocket (seed 000 test plan).

Every figure the user sees is checked against the data it claims to come from: the house
price behind 전세가율 is recomputed here with one SQL median over the same rows and period.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import asyncpg
import pytest

from .client import ask

pytestmark = pytest.mark.e2e

GANGNAM, SEOCHO = "11680", "11650"


def won(manwon: int) -> str:
    """The answers' notation: 265550 -> '26억 5,550만원', 50000 -> '5억원'."""
    eok, man = divmod(manwon, 10_000)
    return " ".join(([f"{eok:,}억"] if eok else []) + ([f"{man:,}만"] if man else [])) + "원"


def plan_of(msgs: list[dict]) -> dict:
    return next(m for m in msgs if m["type"] == "plan_ready")


def reported_months(answer: str) -> int:
    """The period market_data says it used ("최근 13개월(…)"): 12, or 13 when market analysis
    needs the same month a year earlier."""
    found = re.search(r"최근 (\d+)개월", answer)
    assert found, "the answer states its data period"
    return int(found.group(1))


async def sale_median(database_url: str, sigungu: str, ptype: str = "APARTMENT", months: int = 12) -> tuple[int, int]:
    """(median 매매 price in whole 만원, deal count) over the ``months`` months ending with the
    region's last month of deals — the period market_data reports."""
    conn = await asyncpg.connect(database_url)
    try:
        row = await conn.fetchrow(
            """WITH last AS (SELECT date_trunc('month', max(contract_date))::date AS m FROM transactions
                             WHERE sigungu_code = $1 AND property_type = $2)
               SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY price_manwon) AS median, count(*) AS n
               FROM transactions, last
               WHERE sigungu_code = $1 AND property_type = $2 AND deal_type = 'SALE'
                 AND contract_date >= (last.m - make_interval(months => $3 - 1))::date
                 AND contract_date < (last.m + interval '1 month')::date""", sigungu, ptype, months)
    finally:
        await conn.close()
    median = int(Decimal(str(row["median"])).to_integral_value(ROUND_HALF_UP))
    return median, row["n"]


async def test_jeonse_risk_gives_a_level_with_cited_reasons_and_the_ratio_from_the_data(system):
    _, msgs = await ask(system.url, "강남구 아파트 전세 5억인데 깡통전세 위험 있을까요?")
    assert plan_of(msgs)["intent"] == "리스크분석"
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]

    median, count = await sale_median(system.database_url, GANGNAM, months=reported_months(answer))
    ratio = Decimal(50_000 * 100) / Decimal(median)
    shown = f"{ratio.quantize(Decimal('0.1'), ROUND_HALF_UP)}%"
    # The arithmetic is shown with its inputs, and the price is the SQL median of the same deals.
    assert f"전세가율 = 5억원 ÷ {won(median)} = {shown}" in answer
    assert f"주택 가격(시세): {won(median)} (데이터 — 실거래 강남구 매매 중위가격" in answer
    assert f"거래 {count:,}건" in answer
    assert "보증금: 5억원 (사용자 입력)" in answer

    level = re.search(r"위험도는 '(\S+?)'", answer)
    assert level and level.group(1) in {"안전", "주의", "위험", "매우 위험"}
    reasons = re.findall(r"- \[(\S+?)\] (.+?) \(((?:[^()]|\([^()]*\))+)\)\n", answer)
    assert len(reasons) >= 2
    assert all(re.search(r"제\d+조|규정", cited) for _, _, cited in reasons)
    assert any("주택임대차보호법 제" in cited for _, _, cited in reasons)
    assert "선순위 근저당" in answer and "등기부등본" in answer  # the unknown input is said, not invented
    kinds = {s["kind"] for s in response["structured_data"]["sources"]}
    assert {"market", "analysis"} <= kinds


async def test_loan_question_shows_ltv_dti_dsr_with_the_users_figures(system):
    _, msgs = await ask(system.url, "연봉 6천만원인데 강남구 10억 아파트 사면 대출 얼마나 나와요?")
    assert plan_of(msgs)["intent"] == "대출상담"
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    assert "연소득: 6,000만원 (사용자 입력)" in answer and "주택 가격: 10억원 (사용자 입력)" in answer

    ltv = re.search(r"LTV 한도 = 10억원 × (\d+)% .*?= (.+)\n", answer)
    assert ltv, answer
    assert ltv.group(2) == won(100_000 * int(ltv.group(1)) // 100)
    dti = re.search(r"DTI 여유 = 6,000만원 × (\d+)% − 기존 0원 = (.+?)/년", answer)
    assert dti and dti.group(2) == won(6000 * int(dti.group(1)) // 100)
    assert re.search(r"DSR 한도 = .+ = .+원", answer)
    # Today's rules (10·15 대책): 강남 규제지역, 10억 ≤ 15억 → 주담대 한도 6억 beside LTV/DTI/DSR.
    best = re.search(r"최대 대출 = min\(LTV (.+?), 주택가격별 주담대 한도 (.+?), DTI (.+?), DSR (.+?)\) = (.+?) \(", answer)
    assert best and best.group(2) == "6억원" and best.group(5) in best.group(1, 2, 3, 4)
    assert "2025-10-16" in answer
    assert "원리금균등 월 상환액" in answer
    # A purchase question gets purchase loans, not jeonse loans.
    loan_section = answer.split("### 대출 상품", 1)[1].split("###", 1)[0]
    assert "전세자금대출" not in loan_section


async def test_seocho_listing_search_and_risk_analysis(system):
    _, msgs = await ask(system.url, "서초구 매물 검색하고 리스크 분석해줘")
    plan = plan_of(msgs)
    assert plan["intent"] == "종합분석"
    assert {s["team"] for s in plan["execution_steps"]} == {"search", "analysis"}
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]

    conn = await asyncpg.connect(system.database_url)
    try:
        listings = await conn.fetchval("SELECT count(*) FROM listings WHERE sigungu_code = $1", SEOCHO)
    finally:
        await conn.close()
    assert f"서초구 주택 매물 {listings:,}건" in answer
    median, _ = await sale_median(system.database_url, SEOCHO, months=reported_months(answer))
    assert f"매매 중위 {won(median)}" in answer  # the region's 전세가율 rests on the SQL median
    assert re.search(r"전세가율 = 전세 중위 .+ ÷ 매매 중위 .+ = \d+\.\d%", answer)
    # No deposit was given: the risk analysis uses the deposits of the listings just found, each
    # against its 동's 매매 ㎡당 중위가, and asks only for the 근저당 no result holds.
    assert "전세 보증금을 알려 주셔야" not in answer
    assert re.search(r"검색된 전·월세 매물 \d+건을 각 매물의 보증금과 그 동의 매매 시세로 분석했습니다", answer), answer
    assert re.search(r"입력 — 추정 매매가: .+ \(데이터 — \S+동 매매 ㎡당 중위 [\d,.]+만원 × 전용 [\d.]+㎡", answer)
    assert re.search(r"전세가율 = .+ ÷ .+ = \d+(\.\d+)?%", answer)
    assert "근저당" in answer
    steps = [m for m in msgs if m["type"] == "todo_updated"][-1]["execution_steps"]
    assert all(s["status"] in ("completed", "failed", "skipped") for s in steps)


async def test_26eok_gangnam_apartment_gets_todays_price_band_cap(system):
    _, msgs = await ask(system.url, "연봉 2억원인데 강남구 26억 아파트 사면 대출 얼마나 나와요?")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    assert "13억원(LTV 기준)" not in answer
    # 26억 × 40% = 10억 4,000만 (규제지역 LTV), but 25억 초과 → 주담대 한도 2억
    assert "LTV 한도 = 26억원 × 40% (규제지역, 무주택자) = 10억 4,000만원" in answer
    assert "최대 대출 가능액은 2억원(주택가격별 주담대 한도 기준)" in answer
    assert "10·15 대책" in answer and "2025-10-16" in answer


async def test_jeonse_loan_is_limited_by_the_deposit_not_a_sale_price(system):
    _, msgs = await ask(system.url, "마포구 전세 3억 전세자금대출 얼마나 받을 수 있어요? 무주택이고 연봉 4천만원이에요")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    assert "매매가를 알려" not in answer and "주택 가격(매매가)을 알려" not in answer
    # 버팀목: min(3억 × 80% = 2억 4,000만, 수도권 1억 2,000만)
    assert "버팀목 전세자금대출 한도 = min(보증금 3억원 × 80% = 2억 4,000만원, 수도권 한도 1억 2,000만원)" in answer


async def test_officetel_roi_uses_the_officetel_tax_and_fee(system):
    _, msgs = await ask(system.url, "강남구 오피스텔 매매가 3억, 월세 100만원이면 수익률 얼마나 돼요?")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    # 3억 × 4.6% = 1,380만원; 오피스텔 매매 중개보수 0.5% = 150만원
    assert "취득 관련 세금 합계 = 1,380만원 (4.6%)" in answer
    assert "중개보수 상한 (오피스텔 매매·교환) = 3억원 × 0.5% = 150만원" in answer


async def test_jeonse_products_fit_the_question_and_the_users_facts(system):
    _, msgs = await ask(system.url, "30살 무주택 연봉 4천만원인데 서울 전세 2억 전세자금대출 상품 추천해줘")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    assert "나이 확인 필요" not in answer  # 30세 was given
    assert "구입자금대출" not in answer and "디딤돌" not in answer  # a jeonse question gets jeonse loans
    verdicts = re.findall(r"^- (.+?) — (가능|확인 필요|불가) ", answer, re.M)
    assert verdicts, answer
    assert "비정상거처" not in verdicts[0][0]  # a target-group product never leads


async def test_didimdol_headline_is_bounded_by_its_own_cap(system):
    _, msgs = await ask(system.url, "무주택 연봉 5천만원인데 5억 아파트 디딤돌대출 받을 수 있어요?")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    # 내집마련 디딤돌대출: 상품 한도 2억 5,000만 < 5억 × LTV 70% = 3억 5,000만
    assert "내집마련 디딤돌대출: 가능" in answer or "내집마련 디딤돌대출 — 가능" in answer, answer
    assert "min(상품 한도 2억 5,000만원, 주택가격 5억원 × LTV 70% = 3억 5,000만원) = 2억 5,000만원" in answer
    # The loan simulator's headline, if shown, never exceeds the named product's cap.
    for shown in re.findall(r"최대 대출 가능액은 ([\d억,만 ]+원)", answer):
        assert to_manwon(shown) <= 25_000, shown


def to_manwon(text: str) -> int:
    """'2억 5,000만원' -> 25000 (the inverse of won())."""
    m = re.fullmatch(r"(?:([\d,]+)억)?\s*(?:([\d,]+)만)?원", text.strip())
    assert m, text
    return int((m.group(1) or "0").replace(",", "")) * 10_000 + int((m.group(2) or "0").replace(",", ""))


async def test_existing_loan_repayments_lower_the_mortgage_headline(system):
    _, msgs = await ask(system.url, "연봉 6천 신용대출 3천(연 원리금 700만원) 있는데 서울 10억 아파트 무주택 주담대 얼마 나와")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    # DSR 여유 6,000만 × 40% − 700만 = 1,700만원/년 at 연 7% (4% + 스트레스 3%p), 30년 → 2억 1,293만원
    assert "기존 대출 연 원리금 700만원" in answer
    assert "최대 대출 가능액은 2억 1,293만원(DSR 기준)" in answer
    assert "기존 대출 미입력" not in answer


async def test_bank_product_rows_never_exceed_the_regulation_in_the_same_answer(system):
    _, msgs = await ask(system.url, "서울 마포구 아파트 20억짜리 무주택자가 사려면 주담대 최대 얼마 나와요? 연봉 1억")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    # 10·15 대책: 20억 × 40% = 8억, 15억 초과~25억 이하 → 4억 (DSR 5억 102만) → headline 4억
    assert "최대 대출 가능액은 4억원" in answer
    assert "× LTV 70% = 14억원" not in answer, answer
    assert not re.search(r"주택담보대출\(혼합형\)[^\n]*= 6억원", answer), answer


async def test_one_house_owner_jeonse_loan_shows_the_2eok_cap(system):
    _, msgs = await ask(system.url, "1주택자인데 서울에서 전세대출 받을수있어? 보증금 5억 집 들어가려고")
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    answer = response["answer"]
    assert "최대 2억원" in answer and "최대 4억원" not in answer, answer
