"""Figures computed from the user's own numbers survive the way people write them: amounts as 2억3천 / 2.3억 /
230,000,000원 / 23000만원 / 이억 삼천 / 3억5 / 오천만원, dates as 2027.3.15 / 27년 3월 15일 / 내년 3월 15일 / 3/15 with
the year said elsewhere, backstory with other numbers (관리비, 평, 층) before or after the ask, 반말, typos
(보증굼, 중게수수료, 월새) and no spaces. In process: planner -> tool_params -> calculator (no NATS). Each
expected figure is computed here from the law, not read from the code."""
from datetime import date

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import PlanReady, ToolCall, ToolsSelected
from holmes_kit.korean.money import format_won
from holmes_orchestrator.domain.tools import tool_params
from holmes_planner.domain.plan import make_plan

TODAY = date(2026, 11, 26)
TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))


async def _run(query: str, tool: str):
    plan = PlanReady(**make_plan(query, today=TODAY).plan_fields())
    assert tool in {t for s in plan.steps for t in s.tools}, [s.tools for s in plan.steps]
    call = ToolCall(name=tool, params={**tool_params(tool, plan).as_dict(), "as_of": TODAY.isoformat()})
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=query, intent=plan.intent, inputs=[])
    r = await TOOLS[tool](call, sel)
    assert r.status == "ok", r.summary
    return r


def _said(value: int | str) -> str:
    """How the answer writes the figure: 원 amounts as 2억 4,150만원, days as 2027년 1월 15일."""
    if isinstance(value, int):
        return format_won(value)
    d = date.fromisoformat(value)
    return f"{d.year}년 {d.month}월 {d.day}일"


CASES = [
    # 주택임대차보호법 제7조 ②·시행령 제8조 (2020-07-31 시행): a raise is at most 5% — 2억3천 → 2억 4,150만원,
    # 3억5천 → 3억 6,750만원, 1억2천5백 → 1억 3,125만원; 월세 50만 → 52만 5,000원, 60만 → 63만원
    ("rent_increase_cap", "전세 2억3천인데 갱신할 때 최대 얼마까지 올릴 수 있어요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "전세 2.3억 갱신하면 보증금 최대 얼마까지 올려줘야 돼?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "보증금 230,000,000원인데 재계약 때 5% 상한이면 얼마까지 올라가나요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "전세보증금 23000만원, 갱신 시 인상 상한 얼마예요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "전세 2억 3,000만 원 살고 있는데 계약갱신하면 얼마까지 올릴 수 있나요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "전세 이억 삼천인데 갱신할 때 얼마까지 올릴 수 있어?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "관리비 15만원 내고 24평 12층 사는데요, 전세 2억3천 갱신하면 최대 얼마까지 올릴 수 있어요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "갱신할 때 최대 얼마까지 올릴 수 있어요? 전세 3억5 이고 관리비는 20만원이에요", "deposit_max_won", 367_500_000),
    ("rent_increase_cap", "보증굼 3.5억원 전세인데 갱신 때 얼마까지 올릴 수 있나요", "deposit_max_won", 367_500_000),
    ("rent_increase_cap", "전세3억5천갱신하면최대얼마까지올릴수있어", "deposit_max_won", 367_500_000),
    ("rent_increase_cap", "보증금 1억2천5백 전세 재계약 인상 한도 얼마?", "deposit_max_won", 131_250_000),
    ("rent_increase_cap", "월새 보증금 5천에 월세 50인데 갱신하면 월세 얼마까지 올라?", "monthly_rent_max_won", 525_000),
    ("rent_increase_cap", "보증금 오천만원 월세 60만원인데 재계약하면 월세 최대 얼마까지 올릴 수 있나요?", "monthly_rent_max_won", 630_000),
    ("rent_increase_cap", "집주인이 갱신 때 올려달래요. 전세 2억 3천이고 다른 대출 금리가 4.2%라 부담돼요. 최대 얼마까지예요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "집주인이 갱신 때 올려달래요. 전세 2억 3천이고 관리비가 15만원이라 부담돼요. 최대 얼마까지예요?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "재계약 때 전세금 2억 삼천 얼마까지 올릴수있음?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "전세금이 2억3천만원이에요. 갱신하면 집주인이 최대로 올릴 수 있는 금액은?", "deposit_max_won", 241_500_000),
    ("rent_increase_cap", "18평 3층 빌라 전세 1.5억인데 갱신 때 5% 상한이면 얼마?", "deposit_max_won", 157_500_000),
    ("rent_increase_cap", "증액 한도 알려줘 보증금 3억5", "deposit_max_won", 367_500_000),
    ("rent_increase_cap", "안녕하세요! 32평 아파트 7층에 살고 관리비는 월 22만원 정도 나와요. 전세 4억인데 이번 갱신 때 집주인이 얼마까지 올릴 수 있는지 궁금해요", "deposit_max_won", 420_000_000),
    ("rent_increase_cap", "전세 4억원, 주담대 금리 3.9%로 다른 집 대출도 있는데 갱신 시 증액 한도가 어떻게 되나요?", "deposit_max_won", 420_000_000),
    ("rent_increase_cap", "전세보증금삼억인데갱신하면얼마까지올려", "deposit_max_won", 315_000_000),
    ("rent_increase_cap", "보증금 2억 5천만 원 전세 재계약 최대 인상액?", "deposit_max_won", 262_500_000),
    ("rent_increase_cap", "월새 보증금 1천에 월세 55만원인데 갱신하면 얼마까지 올릴 수 있어요?", "monthly_rent_max_won", 577_500),
    ("rent_increase_cap", "전세 3억 5,000만 원 갱신 인상 상한은?", "deposit_max_won", 367_500_000),
    # 공인중개사법 시행규칙 별표 1 (2021-10-19 시행): 매매 5천~2억 0.5%(한도 80만), 2억~9억 0.4%, 9억~12억 0.5%;
    # 5천 미만 0.6%(한도 25만). 임대 5천 미만 0.5%(한도 20만), 5천~1억 0.4%(한도 30만), 1억~6억 0.3%.
    # 월세는 보증금 + 월세×100, 그 합이 5천 미만이면 ×70: 1000+50×100 = 6천 → 24만; 500+40×70 = 3,300만 → 16만 5천;
    # 2천+30×100 = 꼭 5천, 미만이 아니라 ×100 그대로 → 20만
    ("brokerage_fee", "매매 5억 중개수수료 얼마?", "fee_won", 2_000_000),
    ("brokerage_fee", "아파트 5억원에 사는데 중게수수료 얼마 나와요?", "fee_won", 2_000_000),
    ("brokerage_fee", "매매가 500,000,000원 복비 상한이 얼마인가요", "fee_won", 2_000_000),
    ("brokerage_fee", "매매 1억2천5백 중개보수 얼마야?", "fee_won", 625_000),
    ("brokerage_fee", "전세 2억3천 계약하는데 복비 얼마예요?", "fee_won", 690_000),
    ("brokerage_fee", "전세 2.3억 중개수수료 상한 알려주세요", "fee_won", 690_000),
    ("brokerage_fee", "보증금 1000만원 월세 50만원 원룸 중개수수료 얼마예요?", "fee_won", 240_000),
    ("brokerage_fee", "보증금 500만원에 월세 40만원이면 복비 얼마야", "fee_won", 165_000),
    ("brokerage_fee", "30평 아파트 12층인데 관리비 25만원이고요, 매매 9억5천에 사면 중개수수료 얼마예요?", "fee_won", 4_750_000),
    ("brokerage_fee", "중개수수료얼마예요매매3억", "fee_won", 1_200_000),
    ("brokerage_fee", "매매 오천만원 빌라 중개보수는?", "fee_won", 250_000),
    ("brokerage_fee", "전세 5천 중개수수료 얼마예요?", "fee_won", 200_000),
    ("brokerage_fee", "복비 얼마야? 전세 3.5억원이고 25평 8층이야", "fee_won", 1_050_000),
    ("brokerage_fee", "매매 2억 3,000만 원 아파트 중개보수 상한?", "fee_won", 920_000),
    ("brokerage_fee", "중게수수료 얼마예요 매매 12억5천", "fee_won", 7_500_000),
    ("brokerage_fee", "월새 보증금 2천 월세 30 복비 얼마", "fee_won", 200_000),
    ("brokerage_fee", "보증금 3천만원에 월세 100만원 중개수수료는요?", "fee_won", 390_000),
    ("brokerage_fee", "34평 12층 아파트 매매가 8억 9천 중개수수료 얼마 나오나요? 관리비는 30만원", "fee_won", 3_560_000),
    ("brokerage_fee", "복비계산좀 전세2억", "fee_won", 600_000),
    ("brokerage_fee", "전세 4천만원 원룸 복비 얼마예요", "fee_won", 200_000),
    ("brokerage_fee", "매매 4천만원 중개보수", "fee_won", 240_000),
    ("brokerage_fee", "중개 수수료 매매가 2억3천만원 얼마?", "fee_won", 920_000),
    # 주택임대차보호법 제7조의2·시행령 제9조 (2021-01-01 시행): min(10%, 기준금리 2.5% + 2%p) = 4.5% a year
    # on the part converted, /12: 1억 → 37만 5,000원, 2억3천 → 86만 2,500원, 5천 → 18만 7,500원
    ("rent_conversion", "보증금 1억을 월세로 돌리면 월세 얼마?", "monthly_rent_won", 375_000),
    ("rent_conversion", "보증금 중 2억3천을 월세로 전환하면 월세 최대 얼마까지 받을 수 있나요?", "monthly_rent_won", 862_500),
    ("rent_conversion", "보증금 2.3억 월세로 바꾸면 한달에 얼마야?", "monthly_rent_won", 862_500),
    ("rent_conversion", "보증금에서 5천만원을 월세로 전환하면 얼마예요", "monthly_rent_won", 187_500),
    ("rent_conversion", "전월세전환 1억2천5백이면 월 얼마까지 가능해요?", "monthly_rent_won", 468_750),
    ("rent_conversion", "보증금 이억을 월새로 돌리면 월세 얼마까지?", "monthly_rent_won", 750_000),
    ("rent_conversion", "관리비 10만원 따로 있고요, 보증금 중 1억을 월세로 돌리면 월세 상한이 얼마인가요?", "monthly_rent_won", 375_000),
    ("rent_conversion", "전월세전환 1억2천5백이면 월 얼마까지 가능해요?", "monthly_rent_won", 468_750),
    ("rent_conversion", "월세로 돌릴 건데 보증금 오천만원이면 월세 얼마까지 받을 수 있어?", "monthly_rent_won", 187_500),
    ("rent_conversion", "보증금 3억에서 2억으로 낮추고 나머지를 월세로 돌리면 월세 얼마까지 받을 수 있나요?", "monthly_rent_won", 375_000),
    ("rent_conversion", "전세 2억3천을 보증금 3천으로 낮추고 월세로 전환하면 최대 월세는?", "monthly_rent_won", 750_000),
    ("rent_conversion", "전세 3억을 반전세로 바꾸려는데 보증금 1억 남기면 월세 얼마까지 돼요?", "monthly_rent_won", 750_000),
    ("rent_conversion", "보증금 일억 월세로 전환하면 얼마야", "monthly_rent_won", 375_000),
    # 주택임대차보호법 시행령 제10·11조, 2023-02-21 시행 표 (근저당이 그 뒤): 서울 1억6,500만 이하 5,500만;
    # 과밀억제권역(수원) 1억4,500만 이하 4,800만; 광역시(부산) 8,500만 이하 2,800만 — 보증금보다 많지는 않다
    ("priority_repayment", "서울 보증금 1억5천 2024년 근저당 최우선변제 받을 수 있나요?", "protected_won", 55_000_000),
    ("priority_repayment", "서울 마포구 보증금 1.5억인데 근저당이 2023년 3월에 잡혔어요. 최우선변제 얼마 받아요?", "protected_won", 55_000_000),
    ("priority_repayment", "서울 전세 150,000,000원, 근저당 설정 2024.5.1 최우선변제금?", "protected_won", 55_000_000),
    ("priority_repayment", "부산 보증금 8천만원 근저당 2024년 설정 최우선변제 얼마?", "protected_won", 28_000_000),
    ("priority_repayment", "보증굼 5천 서울 빌라 근저당 2025년 소액임차인 최우선변제 되나요?", "protected_won", 50_000_000),
    ("priority_repayment", "경기 수원 보증금 1억2천 근저당 2023년 5월 최우선변제 금액은?", "protected_won", 48_000_000),
    ("priority_repayment", "근저당 2023년 6월, 서울 보증금 1억2천5백, 최우선변제 얼마까지 받나요?", "protected_won", 55_000_000),
    ("priority_repayment", "인천 보증금 1억4천 근저당 2024년 최우선변제 얼마?", "protected_won", 48_000_000),
    ("priority_repayment", "대전 보증금 7천 근저당 2023.3.1 최우선변제 금액 알려주세요", "protected_won", 28_000_000),
    ("priority_repayment", "강원도 춘천 보증금 6천만원 근저당 2024년 소액임차인 최우선변제?", "protected_won", 25_000_000),
    ("priority_repayment", "최우선변제 얼마 받을 수 있나요? 서울 관악구 보증금 1억6천, 근저당은 2023년 10월", "protected_won", 55_000_000),
    ("priority_repayment", "세종시 보증금 1억 근저당 2024년 최우선변제", "protected_won", 48_000_000),
    ("priority_repayment", "서울 보증금 1억6천5백 근저당 2024년 최우선변제 되나요", "protected_won", 55_000_000),
    # 민법 제379조 연 5% (and 소송촉진 등에 관한 특례법 제3조 연 12% after service), a year's sum on the deposit
    ("deposit_delay_interest", "보증금 2억 안돌려줘요 지연이자?", "civil_year_won", 10_000_000),
    ("deposit_delay_interest", "보증금 2억3천 이사 나갔는데 못 받았어요 지연이자 얼마나 청구할 수 있어요?", "civil_year_won", 11_500_000),
    ("deposit_delay_interest", "전세금 2.3억 집주인이 안 돌려줘 지연이자 얼마야", "civil_year_won", 11_500_000),
    ("deposit_delay_interest", "보증금 230,000,000원 반환 지연 이자 청구 가능한가요?", "civil_year_won", 11_500_000),
    ("deposit_delay_interest", "보증굼 3억5천 못받고있는데 지연이자 얼마", "civil_year_won", 17_500_000),
    ("deposit_delay_interest", "관리비 정산도 안해주고 보증금 1억2천5백도 안돌려줘요. 지연이자 청구하면 얼마예요?", "civil_year_won", 6_250_000),
    ("deposit_delay_interest", "보증금 오천만원 못 돌려받고 있어요 지연손해금 얼마나 받을 수 있나요", "civil_year_won", 2_500_000),
    ("deposit_delay_interest", "보증금 2억 3,000만 원 못 받았는데 소송하면 지연이자 연 얼마예요?", "litigation_year_won", 27_600_000),
    ("deposit_delay_interest", "지연이자 얼마 받을 수 있어요? 보증금은 230,000,000원이에요", "civil_year_won", 11_500_000),
    ("deposit_delay_interest", "이사나간지 한참인데 보증금 1억 안줌 지연이자 얼마", "civil_year_won", 5_000_000),
    ("deposit_delay_interest", "전세금 3억5천 안 돌려주는데 소송하면 이자 연 12% 맞나요 얼마예요", "litigation_year_won", 42_000_000),
    ("deposit_delay_interest", "보증금 4억 반환 안해줌. 지연손해금 계산해줘", "civil_year_won", 20_000_000),
    ("deposit_delay_interest", "지연이자 청구할게요 보증금 2.5억", "civil_year_won", 12_500_000),
    # 주택임대차보호법 제6조의3 ①·제6조 ①: 종료 6개월 전부터 2개월 전까지 — 2027-03-15 → 2026-09-16 ~ 2027-01-14 (2개월 전의 전날, 민법 제157조)
    ("renewal_window", "계약 만료 2027.3.15인데 갱신요구 언제부터 언제까지?", "window_end", "2027-01-14"),
    ("renewal_window", "계약이 27년 3월 15일에 끝나요. 갱신요구권 언제까지 써야 해?", "window_end", "2027-01-14"),
    ("renewal_window", "임대차 만료일 2027년 3월 15일, 계약갱신요구 기간이 언제예요?", "window_end", "2027-01-14"),
    ("renewal_window", "내년 3월 15일에 계약 끝나는데 갱신 요구 언제까지 해야 돼요?", "window_end", "2027-01-14"),
    ("renewal_window", "계약 종료일 2027-03-15 갱신요구 기간 알려줘", "window_end", "2027-01-14"),
    ("renewal_window", "2027년 계약인데 만기가 3/15예요. 갱신요구는 언제부터 할 수 있나요?", "window_start", "2026-09-16"),
    ("renewal_window", "관리비 12만원 24평 사는데 계약만료 2027.3.15 이에요 갱신요구 언제부터 가능해요?", "window_start", "2026-09-16"),
    ("renewal_window", "계약만료2027년3월15일갱신요구언제까지", "window_end", "2027-01-14"),
    ("renewal_window", "집주인이 갱신 거절 통지 언제까지 해야 돼요? 계약 끝나는 날은 2027년 3월 15일이에요", "window_end", "2027-01-14"),
    ("renewal_window", "계약 끝나는 날이 27년 3월 15일이에요 갱신 요구 마감이 언제야?", "window_end", "2027-01-14"),
    ("renewal_window", "만기 2027. 3. 15. 갱신요구권 행사 기간?", "window_end", "2027-01-14"),
    ("renewal_window", "내년 3월 15일 만료예요 갱신 청구 언제까지 가능?", "window_end", "2027-01-14"),
    ("renewal_window", "계약갱신요구 언제부터 할수있어 만기 27.3.15", "window_start", "2026-09-16"),
    ("renewal_window", "계약 만료 예정일: 2027년 3월 15일 / 갱신요구 가능 기간은?", "window_end", "2027-01-14"),
    ("renewal_window", "27.03.15 만료 갱신요구권 언제까지 행사해야 하나요", "window_end", "2027-01-14"),
    ("renewal_window", "만기 내년 4월 30일, 갱신 거절 통지 기한은?", "window_end", "2027-02-27"),
    ("renewal_window", "계약만료일 2027/3/15 갱신요구 언제까지?", "window_end", "2027-01-14"),
    ("renewal_window", "2027년 3월15일 만기인데 갱신요구권 언제부터 쓸 수 있나요", "window_start", "2026-09-16"),
    ("renewal_window", "만기일은 내년 3월 15일이고 관리비 10만원, 21평 5층이에요. 갱신요구 언제까지 해야 해요?", "window_end", "2027-01-14"),
    ("renewal_window", "갱신요구 기간 궁금함. 계약 종료 2027.03.15", "window_end", "2027-01-14"),
    # 부동산 거래신고법 제3조·제6조의2: 계약일부터 30일; 부동산등기특별조치법 제2조·지방세법 제20조: 잔금일부터 60일;
    # 첫날은 세지 않는다(민법 제157조) — 2027-03-15 → 2027-04-14 / 2027-05-14
    ("statutory_deadline", "2027년 3월 15일 매매계약 실거래 신고 기한?", "deadline", "2027-04-14"),
    ("statutory_deadline", "매매계약 2027.3.15에 했어요 실거래가 신고 언제까지예요?", "deadline", "2027-04-14"),
    ("statutory_deadline", "27년 3월 15일에 전세 계약했는데 임대차 신고 언제까지 해야 돼?", "deadline", "2027-04-14"),
    ("statutory_deadline", "내년 3월 15일에 매매 계약하면 부동산 거래신고는 언제까지?", "deadline", "2027-04-14"),
    ("statutory_deadline", "전월세 신고 기한 알려주세요. 계약일은 2027-03-15 이에요", "deadline", "2027-04-14"),
    ("statutory_deadline", "잔금 2027.3.15에 치렀어요 소유권이전등기 언제까지 해야 하나요?", "deadline", "2027-05-14"),
    ("statutory_deadline", "잔금일 2027년 3월 15일인데 취득세 신고 기한은?", "deadline", "2027-05-14"),
    ("statutory_deadline", "관리비 30만원 34평 아파트 매매계약 2027년3월15일 실거래신고기한", "deadline", "2027-04-14"),
    ("statutory_deadline", "계약일이 내년 3월 15일인데 전월세 신고 언제까지 해야 돼?", "deadline", "2027-04-14"),
    ("statutory_deadline", "2027.3.15 임대차계약 했는데 임대차 신고 기한 언제예요", "deadline", "2027-04-14"),
    ("statutory_deadline", "잔금 27년 3월 15일 치렀는데 이전등기 기한 언제까지야?", "deadline", "2027-05-14"),
    ("statutory_deadline", "매매계약일 27.3.15 실거래신고 기한", "deadline", "2027-04-14"),
    ("statutory_deadline", "3월 15일(2027년)에 매매계약 체결, 거래신고 언제까지?", "deadline", "2027-04-14"),
    ("statutory_deadline", "임대차 신고 언제까지예요? 계약은 2027년 3월 15일에 했고 보증금 2억3천, 관리비 8만원", "deadline", "2027-04-14"),
    ("statutory_deadline", "2027/03/15 매매 계약 실거래가 신고 마감 언제야", "deadline", "2027-04-14"),
    # 지방세법 제11조 ① 8호·제151조 (2020-01-01 시행): 6억 이하 1주택 1%, 9억 3%; 지방교육세는 세율×50%×20%
    # (1% → 0.1%, 3% → 0.3%); 전용 85㎡ 초과면 농어촌특별세 0.2%(농특세법 제5조)
    ("acquisition_tax", "6억 아파트 전용 84㎡ 취득세 1주택", "total_won", 6_600_000),
    ("acquisition_tax", "전용 59㎡ 아파트 2억3천에 사면 취득세 얼마예요?", "total_won", 2_530_000),
    ("acquisition_tax", "2.3억 빌라 전용 40㎡ 첫 집 취득세 얼마야", "total_won", 2_530_000),
    ("acquisition_tax", "전용 84㎡ 아파트 600,000,000원 매수 취득세 1주택", "total_won", 6_600_000),
    ("acquisition_tax", "관리비 20만원 15층 아파트 전용84㎡를 6억원에 사려는데 취득세 얼마 나와요?", "total_won", 6_600_000),
    ("acquisition_tax", "취득세 얼마예요? 전용 59㎡ 빌라 3.5억원 1주택", "total_won", 3_850_000),
    ("acquisition_tax", "전용59㎡빌라1억2천5백취득세얼마", "total_won", 1_375_000),
    ("acquisition_tax", "취득세 계산 좀 해줘 전용 84㎡ 아파트 오억 1주택", "total_won", 5_500_000),
    ("acquisition_tax", "아파트 매매 3억5천 전용 84 취득세 얼마에요", "total_won", 3_850_000),
    ("acquisition_tax", "첫 집이에요 빌라 2억 3,000만 원 전용 45㎡ 취득세 나와요?", "total_won", 2_530_000),
    ("acquisition_tax", "아파트 9억 전용 84㎡ 1주택 취득세", "total_won", 29_700_000),
    ("acquisition_tax", "오피스텔 아닌 아파트 5억원 전용 102㎡ 1주택 취득세 얼마", "total_won", 6_500_000),
    ("acquisition_tax", "취득세 얼마? 아파트 6억원 전용 59제곱 1주택", "total_won", 6_600_000),
    # 원리금균등: P·r/(1−(1+r)^−n), r = 4%/12, n = 360 — 3억 → 143만 2,246원, 2억3천 → 109만 8,055원
    ("loan_simulator", "3억 대출 30년 연 4퍼센트 원리금균등 월 상환액?", "monthly_payment_won", 1_432_246),
    ("loan_simulator", "주담대 3억원 금리 4% 30년 원리금균등 한달에 얼마 갚아요?", "monthly_payment_won", 1_432_246),
    ("loan_simulator", "대출 300,000,000원 연 4% 30년 원리금균등상환 월 납입금은?", "monthly_payment_won", 1_432_246),
    ("loan_simulator", "관리비 20만원 32평인데 3억 대출 금리 4% 30년 원리금균등이면 월 얼마?", "monthly_payment_won", 1_432_246),
    ("loan_simulator", "대출 2억3천 연 4% 30년 원리금균등 월 상환액 얼마예요?", "monthly_payment_won", 1_098_055),
    ("loan_simulator", "월 상환액 얼마예요? 대출 3억, 금리 4%, 30년 원리금균등", "monthly_payment_won", 1_432_246),
    ("loan_simulator", "3억원 빌리면 연4% 30년 원리금균등으로 매달 얼마", "monthly_payment_won", 1_432_246),
    ("loan_simulator", "대출 2억 금리 3.5% 20년 원리금균등 월 상환금", "monthly_payment_won", 1_159_919),
]


@pytest.mark.parametrize(("tool", "query", "figure", "expected"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
async def test_the_users_figure_is_computed_however_it_is_written(tool, query, figure, expected):
    r = await _run(query, tool)
    assert r.output is not None and r.output.model_dump()["figures"][figure] == expected
    assert _said(expected) in r.summary  # the headline states it, as the user will read it
