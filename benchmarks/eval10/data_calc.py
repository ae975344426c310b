# -*- coding: utf-8 -*-
"""eval10 computation rows. Written blind on 2026-11-26 (reference date = 오늘).
Tuple: (kind, phrasing, q, spec, unit, tol, extra). spec = (calculator, *args); amounts in 만원 unless the unit is 원.
The builder computes the figure from spec with its own calculators; check_figures.py recomputes independently."""

P1 = "만료일 2027.5.31인데 갱신요구 언제까지 해야 돼?"
PJ = "매매 3억2천 전세 2억8천이면 전세가율 몇 %예요?"
PH = "공시가격 2억 빌라, 선순위 없음. HUG 반환보증 되려면 보증금 최대 얼마예요? (공시가격×140%×90% 기준이라던데)"
PC1 = "전세 3억에서 1억을 월세로 돌리자는데, 법정 상한으로 월세 최대 얼마예요?"
PI1 = "보증금 3억인데 갱신요구하면 최대 얼마까지 올릴 수 있어요?"
PB1 = "아파트 5억에 사는데 복비 최대 얼마예요?"
PL1 = "보증금 2억을 만료 후 3개월째 못 받고 있어요. 연 5%로 지연이자 얼마예요?"
PD4 = "묵시적 갱신된 상태인데 오늘(11/26) 집주인한테 해지 통보 문자 보냈어요. 언제 계약이 끝나요?"

ROWS = [
# ---------------- calc_dates (20)
("calc_dates", "colloquial", P1, ("months_before", "2027-05-31", 2), "date", 1, {}),
("calc_dates", "normal", "계약 만료가 내년 8월 말이에요. 갱신요구는 언제부터 할 수 있나요?", ("months_before", "2027-08-31", 6), "date", 1, {}),
("calc_dates", "nospace", "만료6/30인데갱신요구마지막날짜가언제예요", ("months_before", "2027-06-30", 2), "date", 1, {}),
("calc_dates", "normal", PD4, ("months_after", "2026-11-26", 3), "date", 1, {}),
("calc_dates", "colloquial", "묵시적 갱신된 집인데 12월 15일에 나간다고 통보하면 언제 빠질 수 있어?", ("months_after", "2026-12-15", 3), "date", 1, {}),
("calc_dates", "typo", "묵시적갱신 상태에서 2027년 1월 31일에 해지통보하면 계약 끝나는 날이 언제에요?", ("months_after", "2027-01-31", 3), "date", 1, {}),
("calc_dates", "normal", "전 계약 만료일이 2026.10.31이었는데 둘 다 아무 말 안 해서 묵시적 갱신됐어요. 새 만료일은 언제예요?", ("months_after", "2026-10-31", 24), "date", 1, {}),
("calc_dates", "normal", "2025년 3월 15일에 입주했고 2년 계약이에요. 만료일이 정확히 언제예요?", ("end_from_start", "2025-03-15", 24), "date", 1, {}),
("calc_dates", "normal", "집주인입니다. 만료가 2027-09-30인 세입자에게 갱신거절 통지는 늦어도 언제까지 해야 하나요?", ("months_before", "2027-09-30", 2), "date", 1, {}),
("calc_dates", "colloquial", "임대인인데 만료 27년 12월 20일이야. 갱신거절 통지 언제부터 할 수 있어?", ("months_before", "2027-12-20", 6), "date", 1, {}),
("calc_dates", "english", "My lease ends on 31 August 2027. What is the last day I can demand renewal?", ("months_before", "2027-08-31", 2), "date", 1, {}),
("calc_dates", "nospace", "만료일2027년4월30일갱신요구권행사가능한첫날", ("months_before", "2027-04-30", 6), "date", 1, {}),
("calc_dates", "typo", "계약만료 28년 1월 31일인데 갱신요구 마감일이 언제에여", ("months_before", "2028-01-31", 2), "date", 1, {}),
("calc_dates", "followup", "그럼 언제부터 할 수 있어?", ("months_before", "2027-05-31", 6), "date", 1, {"prev": P1}),
("calc_dates", "normal", "갱신요구권 써서 연장된 계약인데, 내년 2월 28일에 해지 통보하면 언제 효력이 생기나요?", ("months_after", "2027-02-28", 3), "date", 1, {}),
("calc_dates", "normal", "만료가 2027.3.31이에요. 오늘부터 갱신요구 마감일까지 며칠 남았어요?", ("days_between", "2026-11-26", "2027-01-31"), "일", 1, {}),
("calc_dates", "colloquial", "나 계약 2027년 2월 14일에 끝나는데, 집주인이 갱신 거절하려면 언제까지 말해야 돼?", ("months_before", "2027-02-14", 2), "date", 1, {}),
("calc_dates", "normal", "[문자] 집주인: 계약 만료(2026.9.30) 지났는데 따로 얘기 안 했으니 그대로 가시죠  ← 그럼 새 만료일은 언제로 봐야 하나요?", ("months_after", "2026-09-30", 24), "date", 1, {}),
("calc_dates", "normal", "묵시적 갱신된 계약이에요. 내년 3월 31일에 해지 통지하면 계약이 끝나는 날은요?", ("months_after", "2027-03-31", 3), "date", 1, {}),
("calc_dates", "followup", "아 잘못 말했어요, 통보를 1월 5일에 보내면요?", ("months_after", "2027-01-05", 3), "date", 1, {"prev": PD4}),

# ---------------- calc_late_interest (16)
("calc_late_interest", "normal", PL1, ("interest", 20000, 0.05, 3), "만원", 5.0, {}),
("calc_late_interest", "colloquial", "보증금 1억5천 반년째 안 돌려줌. 5%로 이자 얼마 받을 수 있어?", ("interest", 15000, 0.05, 6), "만원", 7.5, {}),
("calc_late_interest", "normal", "보증금 3억인데 만료 후 90일 지났어요. 연 5% 지연이자 원 단위로 얼마예요?", ("interest_days", 30000, 0.05, 90), "원", 10, {}),
("calc_late_interest", "normal", "소송 걸었고 소장 송달 다음날부터 판결까지 120일이에요. 보증금 1억이면 12%로 지연이자 얼마예요?", ("interest_days", 10000, 0.12, 120), "원", 10, {}),
("calc_late_interest", "normal", "보증금 2억, 만료 후 소장 송달일까지 60일, 송달 다음날부터 지금까지 100일이에요. 앞은 5%, 뒤는 12%로 지연이자 합계는요?", ("interest_split", 20000, 60, 100), "원", 10, {}),
("calc_late_interest", "colloquial", "보증금 5천 소장 송달된 뒤로 6개월째야. 12%면 이자 얼마야?", ("interest", 5000, 0.12, 6), "만원", 6.0, {}),
("calc_late_interest", "english", "Deposit of 250 million won is 4 months overdue. Late interest at the 5% civil rate?", ("interest", 25000, 0.05, 4), "만원", 8.3, {}),
("calc_late_interest", "nospace", "보증금8천만원1년째못받음지연이자5%얼마", ("interest", 8000, 0.05, 12), "만원", 8.0, {}),
("calc_late_interest", "colloquial", "전세금 1억2천 두 달(60일) 넘게 안 줌. 5%로 60일치 얼마?", ("interest_days", 12000, 0.05, 60), "원", 10, {}),
("calc_late_interest", "typo", "보증금 3억5천 반환 45일 지연 연5프로 이자 얼마에여", ("interest_days", 35000, 0.05, 45), "원", 10, {}),
("calc_late_interest", "normal", "만료일이 2026-08-31이었고 보증금 2억을 아직 못 받았어요. 만료 다음날부터 오늘까지 5%로 지연이자 얼마예요?", ("interest_between", 20000, 0.05, "2026-08-31", "2026-11-26"), "원", 27397, {}),
("calc_late_interest", "followup", "소송 걸어서 송달되면 그 다음부턴 12%라던데, 12%로 3개월이면요?", ("interest", 20000, 0.12, 3), "만원", 12.0, {"prev": PL1}),
("calc_late_interest", "normal", "보증금 2억 중 1억5천은 받았고 나머지 5천을 2개월째 못 받고 있어요. 5%로 이자는요?", ("interest", 5000, 0.05, 2), "만원", 1.0, {}),
("calc_late_interest", "english", "200 days have passed since the complaint was served. Deposit 150 million won at 12%. How much interest?", ("interest_days", 15000, 0.12, 200), "원", 10, {}),
("calc_late_interest", "nospace", "보증금1억송달전30일은5%송달후60일은12%지연이자합계", ("interest_split", 10000, 30, 60), "원", 10, {}),
("calc_late_interest", "normal", "보증금 4천만원이 3개월 늦게 들어왔어요. 연 5%면 지연이자 얼마 청구할 수 있나요?", ("interest", 4000, 0.05, 3), "만원", 1.0, {}),

# ---------------- calc_jeonse_ratio (14)
("calc_jeonse_ratio", "normal", PJ, ("ratio", 28000, 32000), "%", 0.1, {}),
("calc_jeonse_ratio", "normal", "빌라 매매가 2억, 전세 1억7천이면 전세가율이 어떻게 돼요?", ("ratio", 17000, 20000), "%", 0.1, {}),
("calc_jeonse_ratio", "colloquial", "매매 4억5천에 전세 3억이면 전세가율 몇이야?", ("ratio", 30000, 45000), "%", 0.1, {}),
("calc_jeonse_ratio", "nospace", "매매5억전세3억5천전세가율몇프로", ("ratio", 35000, 50000), "%", 0.1, {}),
("calc_jeonse_ratio", "colloquial", "깡통인지 봐줘. 매매 1억8천인데 전세 1억6천 달래", ("ratio", 16000, 18000), "%", 0.1, {}),
("calc_jeonse_ratio", "typo", "오피스텔 매매 2억5천 전세 2억2천이면 전세가율 알려주세여", ("ratio", 22000, 25000), "%", 0.1, {}),
("calc_jeonse_ratio", "normal", "매매가 3억인 집이에요. 전세가율 70%를 넘지 않으려면 전세금은 최대 얼마여야 해요?", ("mult", 30000, 0.70), "만원", 0.5, {}),
("calc_jeonse_ratio", "followup", "근데 실거래 보니 매매가가 실제론 3억이래요. 그럼 전세가율은요?", ("ratio", 28000, 30000), "%", 0.1, {"prev": PJ}),
("calc_jeonse_ratio", "normal", "아파트 매매 9억, 전세 5억4천이면 전세가율은?", ("ratio", 54000, 90000), "%", 0.1, {}),
("calc_jeonse_ratio", "english", "I want to keep the jeonse ratio under 80%. The sale price is 250 million won. Max jeonse?", ("mult", 25000, 0.80), "만원", 0.5, {}),
("calc_jeonse_ratio", "normal", "시세 1억 9천5백 빌라에 전세 1억 5천이면 전세가율 몇 %예요?", ("ratio", 15000, 19500), "%", 0.1, {}),
("calc_jeonse_ratio", "nospace", "3.5억매매2.9억전세면전세가율", ("ratio", 29000, 35000), "%", 0.1, {}),
("calc_jeonse_ratio", "colloquial", "집값 육억에 전세 사억 이천이면 몇 퍼야?", ("ratio", 42000, 60000), "%", 0.1, {}),
("calc_jeonse_ratio", "normal", "매매 12억 전세 7억2천 단지인데 전세가율 계산해 주세요.", ("ratio", 72000, 120000), "%", 0.1, {}),

# ---------------- risk_check (14)
("risk_check", "normal", "근저당 채권최고액 1억2천 있는 빌라(매매 3억)에 전세 1억8천으로 들어가면 위험한가요? (근저당+보증금)/매매가 비율로 봐주세요.", ("debt_ratio", 12000, 18000, 30000), "%", 0.1, {}),
("risk_check", "normal", "매매 4억, 근저당 1억, 전세 2억이면 (근저당+전세)/매매가 비율이 얼마예요?", ("debt_ratio", 10000, 20000, 40000), "%", 0.1, {}),
("risk_check", "english", "House worth 500 million won, mortgage max claim 150 million, my deposit 300 million. What is (mortgage+deposit)/price?", ("debt_ratio", 15000, 30000, 50000), "%", 0.1, {}),
("risk_check", "normal", PH, ("hug_max", 20000, 0), "만원", 0.5, {}),
("risk_check", "normal", "공시가격 1억8천, 선순위 근저당 3천 있는 집이에요. HUG 반환보증(공시가격×140%×90% − 선순위) 기준 보증금 최대는요?", ("hug_max", 18000, 3000), "만원", 0.5, {}),
("risk_check", "colloquial", "채권최고액 2억4천이면 실제 대출은 얼마 정도야? 보통 120%로 잡는다던데", ("real_debt", 24000), "만원", 0.5, {}),
("risk_check", "normal", "매매가 3억 빌라에 근저당 6천이 있어요. 전세금+근저당이 매매가 70%를 안 넘게 하려면 전세 최대 얼마까지 괜찮아요?", ("safe_dep", 30000, 0.70, 6000), "만원", 0.5, {}),
("risk_check", "colloquial", "다가구 매매 10억, 선순위 보증금 합 5억, 근저당 2억, 내 보증금 1억이면 (선순위+근저당+내 보증금)/매매가 몇 %야?", ("debt_ratio", 70000, 10000, 100000), "%", 0.1, {}),
("risk_check", "nospace", "공시가격1억5천선순위없음hug보증금한도얼마(공시가격x140%x90%)", ("hug_max", 15000, 0), "만원", 0.5, {}),
("risk_check", "typo", "매매 2억5천 근저당 채권최고액 9천6백 전세 1억2천 위험도 비율 계산해주세여", ("debt_ratio", 9600, 12000, 25000), "%", 0.1, {}),
("risk_check", "followup", "선순위 근저당이 5천 있으면 얼마까지예요?", ("hug_max", 20000, 5000), "만원", 0.5, {"prev": PH}),
("risk_check", "english", "The mortgage's max claim amount is 120 million won. Using the usual 120% rule, what's the actual loan?", ("real_debt", 12000), "만원", 0.5, {}),
("risk_check", "normal", "아파트 시세 6억, 채권최고액 3억6천, 제 전세 2억5천이면 위험 비율이 얼마예요? 100% 넘나요?", ("debt_ratio", 36000, 25000, 60000), "%", 0.1, {}),
("risk_check", "normal", "매매가 2억2천, 근저당 4천인 빌라. 근저당+보증금 80% 기준으로 전세 최대 얼마까지 들어가도 돼요?", ("safe_dep", 22000, 0.80, 4000), "만원", 0.5, {}),

# ---------------- calc_conversion (14)
("calc_conversion", "normal", PC1, ("conv", 10000), "원", 10, {}),
("calc_conversion", "normal", "보증금 2억5천을 보증금 1억 + 월세로 바꾸자고 해요. 월세 최대 얼마까지 받을 수 있나요?", ("conv", 15000), "원", 10, {}),
("calc_conversion", "english", "My landlord wants to convert 50 million won of my deposit into monthly rent. What's the legal maximum rent?", ("conv", 5000), "원", 10, {}),
("calc_conversion", "nospace", "보증금4억중2억월세전환하면월세상한얼마", ("conv", 20000), "원", 10, {}),
("calc_conversion", "normal", "월세를 30만원 줄이는 대신 보증금을 올리려고 해요. 4.5%로 계산하면 보증금을 얼마 올려야 해요?", ("conv_rev", 300000), "만원", 0.5, {}),
("calc_conversion", "colloquial", "집주인이 보증금 1억 내리고 월세 50만원 더 달래. 이거 전환율 몇 %야? 법정 상한 넘어?", ("conv_rate_of", 10000, 500000), "%", 0.1, {}),
("calc_conversion", "colloquial", "보증금 8천 빼고 월세로 돌리재. 최대 얼마까지 받을 수 있는 거야?", ("conv", 8000), "원", 10, {}),
("calc_conversion", "typo", "전세 1억 8천중 6천을 월세로 전환하면 최대 월세 얼마에여", ("conv", 6000), "원", 10, {}),
("calc_conversion", "normal", "월세 50만원을 전부 보증금으로 돌리면 보증금이 얼마 늘어나요? 4.5% 기준으로요.", ("conv_rev", 500000), "만원", 0.5, {}),
("calc_conversion", "english", "The landlord will lower the deposit by 30 million won and add 150,000 won monthly rent. What conversion rate is that?", ("conv_rate_of", 3000, 150000), "%", 0.1, {}),
("calc_conversion", "followup", "그럼 1억5천을 돌리면요?", ("conv", 15000), "원", 10, {"prev": PC1}),
("calc_conversion", "normal", "지금 전월세 전환율 법정 상한이 몇 %예요?", ("conv_rate",), "%", 0.1, {}),
("calc_conversion", "normal", "보증금 3억 계약을 갱신하면서 5천만원만 월세로 돌리기로 했어요. 월세 상한은요?", ("conv", 5000), "원", 10, {}),
("calc_conversion", "typo", "월세 20만원 만큼을 보증금으로 바꾸면 얼마에여? 4.5%로 계산해주세요", ("conv_rev", 200000), "만원", 0.5, {}),

# ---------------- calc_increase_cap (8)
("calc_increase_cap", "normal", PI1, ("cap_total", 30000), "만원", 0.5, {}),
("calc_increase_cap", "colloquial", "월세 80만원인데 갱신 때 최대 얼마까지 올릴 수 있어?", ("cap_total_won", 800000), "원", 10, {}),
("calc_increase_cap", "english", "My deposit is 250 million won. By how much can the landlord raise it at renewal?", ("cap_increase", 25000), "만원", 0.5, {}),
("calc_increase_cap", "nospace", "보증금2억4천갱신5프로상한이면얼마", ("cap_total", 24000), "만원", 0.5, {}),
("calc_increase_cap", "colloquial", "집주인이 보증금 2억에서 2억2천으로 올리재. 갱신요구하면 최대 얼마까지야?", ("cap_total", 20000), "만원", 0.5, {}),
("calc_increase_cap", "typo", "월세 65만원 5%올리면 얼마에여", ("cap_total_won", 650000), "원", 10, {}),
("calc_increase_cap", "followup", "올릴 수 있는 금액만 따지면 얼마예요?", ("cap_increase", 30000), "만원", 0.5, {"prev": PI1}),
("calc_increase_cap", "normal", "전세 4억5천 갱신할 때 5% 상한이면 최대 얼마예요?", ("cap_total", 45000), "만원", 0.5, {}),

# ---------------- calc_brokerage_fee (8)
("calc_brokerage_fee", "normal", PB1, ("brok_sale", 50000), "만원", 0.5, {}),
("calc_brokerage_fee", "normal", "전세 3억 아파트 계약하면 중개보수 상한이 얼마예요?", ("brok_lease", 30000, 0), "만원", 0.5, {}),
("calc_brokerage_fee", "colloquial", "보증금 1000에 월세 50 원룸 복비 최대 얼마야?", ("brok_lease", 1000, 50), "만원", 0.5, {}),
("calc_brokerage_fee", "english", "I'm buying an apartment for 1 billion won. What's the maximum brokerage fee?", ("brok_sale", 100000), "만원", 0.5, {}),
("calc_brokerage_fee", "nospace", "전세7억아파트중개보수상한", ("brok_lease", 70000, 0), "만원", 0.5, {}),
("calc_brokerage_fee", "colloquial", "빌라 1억5천에 사는데 복비 얼마까지 줘야 돼?", ("brok_sale", 15000), "만원", 0.5, {}),
("calc_brokerage_fee", "typo", "보증금 500 월세 40 원룸 중개수수료 최대 얼마에여", ("brok_lease", 500, 40), "만원", 0.5, {}),
("calc_brokerage_fee", "followup", "중개사가 일반과세자라는데 부가세 10% 포함하면 얼마예요?", ("brok_sale_vat", 50000), "만원", 0.5, {"prev": PB1}),

# ---------------- calc_priority_repay (6)
("calc_priority_repay", "normal", "서울 빌라 보증금 1억이에요. 첫 근저당은 2024년 3월 설정이고 경매되면 최우선변제 얼마 받아요?", ("prio", "seoul", 10000), "만원", 0.5, {}),
("calc_priority_repay", "normal", "인천(과밀억제권역) 보증금 1억2천, 근저당 설정 2023년 5월이에요. 최우선변제액은?", ("prio", "overcrowded", 12000), "만원", 0.5, {}),
("calc_priority_repay", "colloquial", "대전(광역시) 원룸 보증금 8천, 근저당 2024년에 잡혔어. 최우선변제 얼마야?", ("prio", "metro", 8000), "만원", 0.5, {}),
("calc_priority_repay", "normal", "서울 보증금 1억8천인데, 근저당이 2025년에 설정됐어요. 최우선변제 받을 수 있는 금액은요?", ("prio", "seoul", 18000), "만원", 0.5, {}),
("calc_priority_repay", "english", "Suwon (overcrowding-control area), deposit 40 million won, first mortgage set in 2024. Top-priority repayment amount?", ("prio", "overcrowded", 4000), "만원", 0.5, {}),
("calc_priority_repay", "normal", "청주 단독주택 보증금 7천, 근저당 2023년 6월 설정, 경매 낙찰가(주택가액) 4천만원이고 소액임차인은 저 혼자예요. 최우선변제 얼마예요?", ("prio", "other", 7000, 4000), "만원", 0.5, {}),

# ---------------- calc_loan_payment (4)
("calc_loan_payment", "normal", "3억을 연 4%, 30년 원리금균등으로 빌리면 월 상환액이 얼마예요?", ("pmt", 300000000, 0.04, 360), "원", 2800, {}),
("calc_loan_payment", "colloquial", "전세대출 2억 연 3.5% 이자만 내면 한 달에 얼마야?", ("interest_only", 200000000, 0.035), "원", 10, {}),
("calc_loan_payment", "english", "400 million won mortgage, 4.2% a year, 30 years, equal payments. Monthly payment?", ("pmt", 400000000, 0.042, 360), "원", 3900, {}),
("calc_loan_payment", "normal", "집값 6억이고 LTV 70%라고 하면 주담대 최대 얼마까지 나와요?", ("mult", 60000, 0.70), "만원", 0.5, {}),
]

# calc_missing_input: (phrasing, q, missing, intent, intent_alt, law)
MISSING = [
("normal", "갱신할 때 5% 올리면 얼마까지 올릴 수 있어요?", "현재 보증금(또는 월세) 금액", "법률상담", None, "주택임대차보호법"),
("colloquial", "아파트 사려는데 복비 최대 얼마야?", "매매가격", "법률상담", None, "공인중개사법"),
("normal", "전세 2억에 들어가려는데 전세가율 계산해 주세요.", "매매가격(시세)", "리스크분석", ["시세조회"], None),
("nospace", "보증금3억인데월세로바꾸면얼마내야돼요", "월세로 전환할 금액(전환 후 보증금)", "법률상담", None, "주택임대차보호법"),
("english", "When is my deadline to ask my landlord for a lease renewal?", "계약 만료일", "법률상담", None, "주택임대차보호법"),
("typo", "보증금 2억 못받고 잇는데 지연이자 얼마나 붙어요?", "지연 기간(만료일 또는 며칠·몇 개월)", "법률상담", None, "민법"),
]
