# -*- coding: utf-8 -*-
"""eval16 computation rows (blind, 2026-11-27): (kind, phrasing, q, spec, unit, tol, extra); MISSING rows:
(phrasing, q, missing, intent, intent_alt, law)."""
H = "주택임대차보호법"; B = "공인중개사법"
ROWS = [
    # 5% 상한 (6)
    ("calc_increase_cap", "normal", "보증금 3억에 살고 있는데 갱신요구하면 집주인이 최대 얼마까지 올릴 수 있어요?", ("cap_total", 30000), "만원", 1, {}),
    ("calc_increase_cap", "colloquial", "월세 80만원인데 재계약 때 최대 얼마까지 받을 수 있는 거야?", ("cap_total_won", 800000), "원", 10, {}),
    ("calc_increase_cap", "normal", "전세 2억5천인데 갱신할 때 최대 인상액은 얼마예요?", ("cap_increase", 25000), "만원", 1, {}),
    ("calc_increase_cap", "english", "My deposit is 120 million won. What's the maximum new deposit on renewal?", ("cap_total", 12000), "만원", 1, {}),
    ("calc_increase_cap", "nospace", "보증금4억5천갱신하면최대얼마까지올려요?", ("cap_total", 45000), "만원", 1, {}),
    ("calc_increase_cap", "typo", "월세 115만원인데 갱신때 최대 얼마까지 올릴수 잇나요?", ("cap_total_won", 1150000), "원", 10, {}),
    # 중개보수 (9)
    ("calc_brokerage_fee", "normal", "아파트 5억에 사려고 하는데 중개보수 최대 얼마예요?", ("brok_sale", 50000), "만원", 1, {}),
    ("calc_brokerage_fee", "colloquial", "10억짜리 아파트 사면 복비 상한 얼마야?", ("brok_sale", 100000), "만원", 1, {}),
    ("calc_brokerage_fee", "normal", "시골 땅 말고 주택인데 3천만원짜리 매매하면 복비 최대 얼마예요?", ("brok_sale", 3000), "만원", 0.5, {}),
    ("calc_brokerage_fee", "normal", "13억 아파트 매매 중개보수 상한에 부가세 10%까지 붙이면 얼마예요? 중개사가 일반과세자래요.", ("brok_sale_vat", 130000), "만원", 1, {}),
    ("calc_brokerage_fee", "normal", "전세 3억 계약하면 복비 최대 얼마 내요?", ("brok_lease", 30000, 0), "만원", 1, {}),
    ("calc_brokerage_fee", "typo", "보증금 1000에 월세 50 원룸 복비 최대 얼마에요?", ("brok_lease", 1000, 50), "만원", 0.5, {}),
    ("calc_brokerage_fee", "colloquial", "보증금 500 월세 40짜리 원룸인데 복비 최대 얼마야?", ("brok_lease", 500, 40), "만원", 0.5, {}),
    ("calc_brokerage_fee", "english", "What is the maximum brokerage fee for a 700 million won jeonse lease?", ("brok_lease", 70000, 0), "만원", 1, {}),
    ("calc_brokerage_fee", "nospace", "1억8천빌라매매복비상한얼마예요?", ("brok_sale", 18000), "만원", 0.5, {}),
    # 전월세 전환 (6)
    ("calc_conversion", "normal", "보증금 중 1억을 월세로 돌리면 법정 상한으로 월세 최대 얼마예요?", ("conv", 10000), "원", 100, {}),
    ("calc_conversion", "colloquial", "보증금 5천 빼고 월세로 돌린다는데 최대 얼마까지 받을 수 있어?", ("conv", 5000), "원", 100, {}),
    ("calc_conversion", "normal", "월세 30만원을 없애고 보증금으로 돌리면 4.5%로 계산해서 보증금 얼마 올리면 돼요?", ("conv_rev", 300000), "만원", 1, {}),
    ("calc_conversion", "normal", "집주인이 보증금 1억 대신 월세 50만원 더 달래요. 이거 전환율 몇 %예요?", ("conv_rate_of", 10000, 500000), "%", 0.01, {}),
    ("calc_conversion", "normal", "지금 전월세 전환율 법정 상한이 몇 %예요?", ("conv_rate",), "%", 0.01, {}),
    ("calc_conversion", "english", "If 200 million won of my deposit is converted to monthly rent, what is the maximum monthly rent?", ("conv", 20000), "원", 100, {}),
    # 최우선변제 (6)
    ("calc_priority_repay", "normal", "서울 빌라 보증금 1억2천인데 경매되면 최우선변제로 얼마 받을 수 있어요? 근저당은 2024년에 잡혔어요.", ("prio", "seoul", 12000), "만원", 1, {}),
    ("calc_priority_repay", "normal", "수원 아파트 보증금 9천이에요. 경매 넘어가면 최우선변제 얼마예요? 선순위 근저당은 작년 설정이에요.", ("prio", "overcrowded", 9000), "만원", 1, {}),
    ("calc_priority_repay", "colloquial", "부산 해운대구 원룸 보증금 6천인데 경매 들어가면 최우선으로 얼마 받아?", ("prio", "metro", 6000), "만원", 1, {}),
    ("calc_priority_repay", "normal", "청주 투룸 보증금 3천이에요. 최우선변제 받으면 얼마예요?", ("prio", "other", 3000), "만원", 1, {}),
    ("calc_priority_repay", "typo", "서울 보증금 1억8천인데 최우선변제 얼마 받을수있어요?", ("prio", "seoul", 18000), "만원", 1, {}),
    ("calc_priority_repay", "normal", "인천 부평구 단독주택에 저 혼자 세입자고 보증금 4천이에요. 집값이 6천밖에 안 되는데 최우선변제 얼마 받나요?", ("prio", "overcrowded", 4000, 6000), "만원", 1, {}),
    # 지연이자 (6)
    ("calc_late_interest", "normal", "보증금 2억을 만료 후 3개월째 못 받고 있어요. 민법상 지연이자 얼마예요?", ("interest", 20000, 0.05, 3), "만원", 5, {}),
    ("calc_late_interest", "colloquial", "보증금 3억 6개월째 안 줘. 연 5%로 지연이자 얼마야?", ("interest", 30000, 0.05, 6), "만원", 15, {}),
    ("calc_late_interest", "normal", "보증금 1억을 45일 늦게 받았어요. 연 5%면 지연이자 몇 원이에요?", ("interest_days", 10000, 0.05, 45), "원", 10, {}),
    ("calc_late_interest", "normal", "보증금 반환 소송 소장이 송달된 다음 날부터 2개월 지났어요. 보증금 1억5천에 연 12%면 지연손해금 얼마예요?", ("interest", 15000, 0.12, 2), "만원", 6, {}),
    ("calc_late_interest", "normal", "보증금 2억인데 소장 송달 전까지 60일은 연 5%, 송달 다음날부터 30일은 연 12%로 계산하면 지연이자 합계 얼마예요?", ("interest_split", 20000, 60, 30), "원", 10, {}),
    ("calc_late_interest", "followup", "만료일이 2026-09-30이었고 오늘까지 연 5%로 치면 얼마예요?", ("interest_between", 25000, 0.05, "2026-09-30", "2026-11-27"), "원", 34247, {"prev": "보증금 2억5천을 아직 못 돌려받았어요."}),
    # 날짜 (7)
    ("calc_dates", "normal", "계약 만료일이 2027년 5월 31일이에요. 갱신요구는 늦어도 언제까지 해야 해요?", ("window_end", "2027-05-31"), "date", 1, {}),
    ("calc_dates", "normal", "만료일이 2027-08-20인데 갱신요구는 언제부터 할 수 있어요?", ("window_start", "2027-08-20"), "date", 1, {}),
    ("calc_dates", "nospace", "만료일2027년4월30일이면갱신요구마지막날이언제예요?", ("window_end", "2027-04-30"), "date", 1, {}),
    ("calc_dates", "english", "My lease ends on 2027-12-31. From what date can I exercise my renewal right?", ("window_start", "2027-12-31"), "date", 1, {}),
    ("calc_dates", "normal", "2026년 12월 15일에 2년 계약으로 입주하면 만료일이 언제예요?", ("end_from_start", "2026-12-15", 24), "date", 1, {}),
    ("calc_dates", "colloquial", "묵시적 갱신된 상태인데 오늘 집주인한테 나간다고 문자 보냈어. 그럼 언제 계약 끝나?", ("months_after", "2026-11-27", 3), "date", 1, {}),
    ("calc_dates", "followup", "2년 계약이면 만료일은요?", ("end_from_start", "2027-03-01", 24), "date", 1, {"prev": "2027년 3월 1일에 입주해요."}),
    # 전세가율 (5)
    ("calc_jeonse_ratio", "normal", "매매 3억2천, 전세 2억8천이면 전세가율 몇 %예요? 이 정도면 위험한가요?", ("ratio", 28000, 32000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "colloquial", "매매가 3억인데 전세 1억8천이면 전세가율 얼마야?", ("ratio", 18000, 30000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "normal", "시세 6억 아파트에 전세 4억2천이면 전세가율 몇 퍼센트인가요? 들어가도 괜찮은 수준이에요?", ("ratio", 42000, 60000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "typo", "빌라 매매 2억5천 전세 2억2천이면 전세가율 몇프로에요? 위험한가요", ("ratio", 22000, 25000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "english", "Sale price 500 million, jeonse 350 million. What's the jeonse-to-price ratio?", ("ratio", 35000, 50000), "%", 0.1, {}),
    # 대출 (6)
    ("calc_loan_payment", "normal", "3억을 연 4%, 30년 원리금균등으로 빌리면 한 달에 얼마씩 갚아요?", ("pmt", 300000000, 0.04, 360), "원", 2900, {}),
    ("calc_loan_payment", "colloquial", "2억 대출 연 3.5% 30년 원리금균등이면 월 얼마야?", ("pmt", 200000000, 0.035, 360), "원", 1800, {}),
    ("calc_loan_payment", "followup", "그럼 20년 원리금균등으로 하면 월 상환액은 얼마예요?", ("pmt", 100000000, 0.045, 240), "원", 1300, {"prev": "1억을 연 4.5%로 대출받으려고 해요."}),
    ("calc_loan_payment", "nospace", "1억5천연3.9%10년원리금균등월상환액얼마예요?", ("pmt", 150000000, 0.039, 120), "원", 3100, {}),
    ("calc_loan_payment", "normal", "전세대출 2억 연 3.8%인데 이자만 내면 한 달 이자 얼마예요?", ("interest_only", 200000000, 0.038), "원", 100, {}),
    ("calc_loan_payment", "typo", "4억 대출 연 4.2% 40년 원리금균등으로 하면 매달 얼마 내야되요?", ("pmt", 400000000, 0.042, 480), "원", 3500, {}),
]
MISSING = [
    ("normal", "갱신할 때 집주인이 5%까지 올릴 수 있다던데 그럼 최대 얼마가 되는 거예요?", "현재 보증금(또는 월세) 금액", "법률상담", None, H),
    ("colloquial", "아파트 매매하면 복비 최대 얼마야?", "매매가격", "법률상담", None, B),
    ("normal", "지금 보증금 3억인데 일부를 월세로 돌리면 월세가 얼마 돼요?", "월세로 전환할 보증금 액수", "법률상담", None, H),
    ("normal", "3억을 연 4%로 원리금균등 대출받으면 매달 얼마 갚아요?", "대출기간(상환 개월 수)", "대출상담", None, None),
    ("typo", "보증금 9천인데 경매되면 최우선변제 얼마 받을수 있나요?", "주택 소재 지역", "법률상담", None, H),
    ("english", "When is the last day I can ask my landlord to renew my lease?", "임대차 만료일", "법률상담", None, H),
]
