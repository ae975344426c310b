"""Figures the law fixes, computed on the user's own numbers, end to end over the WebSocket:
the answer's first two sentences state the figure (or verdict) with its inputs; a missing
input is asked for by name."""

from __future__ import annotations

import re

import pytest

from .client import ask, ask_in_session

pytestmark = pytest.mark.e2e


def first_two_sentences(answer: str) -> str:
    lead = answer.split("\n\n", 1)[0]
    return " ".join(re.split(r"(?<=[.?!])\s+", lead)[:2])


async def test_a_requested_increase_over_five_percent_gets_the_verdict_and_the_cap_in_won(system):
    _, msgs = await ask(system.url, "보증금 3억인데 집주인이 3억 5천으로 올려달래요 가능한가요?")
    answer = msgs[-1]["response"]["answer"]
    lead = first_two_sentences(answer)
    # 3억 × 5% = 1,500만원 → 상한 3억 1,500만원; 요구 3억 5,000만원 = +16.67%
    assert "5% 한도를 넘습니다" in lead and "3억 1,500만원" in lead and "3억원" in lead and "16.67%" in lead
    assert "보증금 증액 한도 = 3억원 × 5% = 1,500만원 → 최대 3억 1,500만원" in answer
    assert "주택임대차보호법 제7조" in lead
    assert answer.count("### 출처") == 1 and "시세 정보" not in answer


async def test_brokerage_fee_for_a_sale_uses_the_2021_table(system):
    _, msgs = await ask(system.url, "매매가 9억 아파트 사면 복비 얼마예요?")
    answer = msgs[-1]["response"]["answer"]
    # 9억은 '9억 이상 12억 미만' 구간: 9억 × 0.5% = 450만원
    assert "중개보수 상한은 450만원" in first_two_sentences(answer)
    assert "2021-10-19" in answer


async def test_a_missing_input_is_asked_for_by_name(system):
    _, msgs = await ask(system.url, "월세 보증금 1,000만원인데 중개수수료 얼마예요?")
    lead = msgs[-1]["response"]["answer"].split("\n\n", 1)[0]
    assert "월세(월차임)를 알려 주세요" in lead
    assert not re.search(r"중개보수 상한은 \d", lead)  # nothing computed on a guessed rent


async def test_priority_repayment_by_region(system):
    _, msgs = await ask(system.url, "마포구 보증금 1억 5천만원 소액임차인 최우선변제 얼마 받아요?")
    lead = first_two_sentences(msgs[-1]["response"]["answer"])
    # 서울 2023-02-21 기준(담보물권 설정일 미입력): 1억 6,500만원 이하 → 5,500만원
    assert "최우선변제금 5,500만원" in lead and "보증금 1억 5,000만원" in lead and "2023-02-21" in lead


async def test_contradictory_dates_are_named_not_computed(system):
    _, msgs = await ask(system.url, "계약 시작 2027-03-31, 만료 2025-01-01인데 갱신요구 언제까지 해야 돼요?")
    lead = msgs[-1]["response"]["answer"].split("\n\n", 1)[0]
    assert "계산할 수 없습니다 — 계약 종료일 2025-01-01이 시작일 2027-03-31보다 늦어야 합니다" in lead


async def test_a_delay_counted_in_months_is_computed_and_an_english_question_leads_in_english(system):
    _, msgs = await ask(system.url, "보증금 1억 2천, 만기 지나고 벌써 2개월째 못 받고 있어요 지연이자 얼마예요?")
    lead = first_two_sentences(msgs[-1]["response"]["answer"])
    assert "100만원" in lead and "2개월" in lead  # 1억 2천 × 5% × 2/12
    _, msgs = await ask(system.url, "My landlord returned my 120 million won deposit 2 months late. How much interest can I claim?")
    answer = msgs[-1]["response"]["answer"]
    assert answer.startswith("The late-payment interest you can claim is 1,000,000 won")
    assert "100만원" in first_two_sentences(answer)


async def test_a_comparison_of_two_districts_shows_both(system):
    _, msgs = await ask(system.url, "마포구랑 성동구 아파트 매매 시세 비교해줘")
    answer = msgs[-1]["response"]["answer"]
    assert "마포구" in answer and "성동구" in answer and "매매 중위 비교: 마포구" in answer


# --- expert review F01, F18, F19, F38: the verdict on the user's own figures leads --------------

async def test_a_rent_raise_named_as_an_amount_is_judged_against_the_current_rent(system):
    _, msgs = await ask(system.url, "보증금 5천에 월세 80인데 집주인이 갱신때 월세 10만원 올려달래요 이거 5% 넘는거 아닌가요?")
    lead = first_two_sentences(msgs[-1]["response"]["answer"])
    # 80만 × 5% = 4만 → 상한 84만원; 요구 90만원 = +12.50%
    assert lead.startswith("요구받은 월세 90만원은 현재 80만원보다 12.50% 올린 금액이라 5% 한도를 넘습니다")
    assert "84만원" in lead and "증액이 아닙니다" not in lead


async def test_hug_screen_on_an_official_price_uses_140_percent(system):
    _, msgs = await ask(system.url, "공시가격 2억 빌라에 전세 2억5천 들어가려는데 HUG 전세보증보험 가입 가능해요?")
    answer = msgs[-1]["response"]["answer"]
    lead = first_two_sentences(answer)
    # 2억 × 140% = 2억 8,000만 × 90% = 2억 5,200만 ≥ 2억 5,000만 → 가입 가능 범위
    assert "가입 가능 범위" in lead and "2억 5,200만원" in lead
    assert "125.0%" not in answer


async def test_several_small_tenants_share_half_of_the_auction_price(system):
    _, msgs = await ask(system.url, "서울 다세대 경매 낙찰가 1억인데 소액임차인 3명 보증금 각 1억이면 얼마씩 받아?")
    lead = first_two_sentences(msgs[-1]["response"]["answer"])
    # 5,500만 × 3 = 1억 6,500만 > 5,000만 → 5,000만 × 5,500/16,500
    assert "1명당 최우선변제금은 1,666만 6,666원" in lead


async def test_no_delay_interest_while_still_living_there(system):
    _, msgs = await ask(system.url, "만기 지났는데 보증금 못받아서 아직 그집에 살고있어요. 지연이자 청구할수있나요? "
                                    "보증금 1억5천, 만기 8월31일")
    lead = first_two_sentences(msgs[-1]["response"]["answer"])
    assert lead.startswith("아직 그 집에 살고 계시면 지연이자는 원칙적으로 청구하기 어렵습니다")
    assert "전세가율" not in lead


async def test_a_seller_cancelling_pays_back_double_the_earnest_money(system):
    _, msgs = await ask(system.url, "매매 계약금 10% 넣었는데 매도인이 집값 올랐다고 계약 해제하겠다네요. 얼마 받을수 있나요? 매매가 8억")
    lead = first_two_sentences(msgs[-1]["response"]["answer"])
    # 8억 × 10% = 8,000만원 → 배액 1억 6,000만원 (민법 제565조)
    assert "1억 6,000만원" in lead and "8,000만원" in lead and "민법 제565조" in lead


async def test_a_landlords_refusal_is_dated_from_the_month_moved_in(system):
    """Expert review F16: the dates the user gives are used — a 2-year lease from 2024-12 (assumed and
    said), the landlord's 통지 window (제6조 제1항), the 묵시적 갱신 if none came, and the exact dates asked."""
    _, msgs = await ask(system.url, "나 2024년 12월에 전세 들어왔는데 집주인이 내년에 본인이 들어와서 산다고 나가래. "
                                    "갱신요구 거절 가능해?")
    lead = msgs[-1]["response"]["answer"].split("\n\n", 1)[0]
    assert lead.startswith("계약 종료일이 2026년 11월 30일~12월 30일 무렵(2024년 12월 시작, 2년 계약으로 본 날짜)")
    assert "집주인(임대인)의 갱신거절" in lead and "제6조 제1항" in lead and "묵시적으로 갱신" in lead
    assert "제6조의3 제1항 제8호" in lead and "정확한 종료일과 집주인이 갱신 거절을 처음 알린 날" in lead


async def test_the_landlords_notice_deadline_is_the_landlords(system):
    """Expert review F30."""
    _, msgs = await ask(system.url, "전세 만기 2027년 2월 28일인데 집주인이 갱신 안해준다는 통보를 언제까지 해야 하나요")
    lead = msgs[-1]["response"]["answer"].split("\n\n", 1)[0]
    assert "2026년 12월 27일까지 임차인에게 도달해야" in lead and "계약갱신요구는" not in lead
    assert "묵시적으로 갱신되어 2년" in lead


async def test_hug_guarantee_deadline_half_gone_is_urgent(system):
    """Expert review F40: not the 9-item checklist — the 1/2 deadline and 'apply now'."""
    _, msgs = await ask(system.url, "hug 반환보증 언제까지 가입해야돼요? 계약한지 1년 됐어요 2년계약")
    lead = msgs[-1]["response"]["answer"].split("\n\n", 1)[0]
    assert lead.startswith("HUG 전세보증금반환보증은 전세계약 기간의 1/2이 지나기 전에 신청해야 합니다")
    assert "지금 바로" in lead and "9가지" not in lead


async def test_a_follow_up_keeps_the_previous_deposit_and_place(system):
    # Review 2 G08: the mortgage date given as a follow-up is judged on the deposit and place just given.
    first, follow = await ask_in_session(system.url, [
        "서울에 보증금 1억 6천만원 월세 없는 집인데 최우선변제 받을 수 있나요? 얼마까지요?",
        "근데 그 집 근저당이 2022년 5월에 설정됐으면요?"])
    assert first[-1]["type"] == "final_response" and follow[-1]["type"] == "final_response"
    answer = follow[-1]["response"]["answer"]
    lead = first_two_sentences(answer)
    # 근저당 2022-05 → 시행령 2021-05-11 기준 서울 1억 5,000만원 이하만 대상: 1억 6천은 대상 아님
    assert "보증금을 알려 주세요" not in answer
    assert "1억 5,000만원" in lead and "최우선변제금 5,500만원" not in lead
    assert "보증금: 1억 6,000만원 (사용자 입력 — 이전 질문에서 말씀하신 값)" in answer
