# -*- coding: utf-8 -*-
"""eval13 computation rows (blind, 2026-11-27): (kind, phrasing, q, spec, unit, tol, extra); spec = (calculator, *args)
in build_questions.CALC. Amounts in 만원 unless the calculator says 원. MISSING rows: (phrasing, q, missing, intent,
intent_alt, law). Reference date 2026-11-27."""

ROWS = [
    # ---- 5% 증액 상한
    ("calc_increase_cap", "colloquial", "전세 3억 사는데 갱신요구권 쓰면 집주인이 보증금 최대 얼마까지 올릴 수 있어?", ("cap_total", 30000), "만원", 0.5, {}),
    ("calc_increase_cap", "normal", "월세 80만원인데 갱신요구하면 월세 최대 얼마까지 오를 수 있나요?", ("cap_total", 80), "만원", 0.05, {}),
    ("calc_increase_cap", "nospace", "전세2억4천인데5%면얼마올라요", ("cap_increase", 24000), "만원", 0.5, {}),
    ("calc_increase_cap", "normal", "집주인인데 지금 월세 65만원 받고 있어요. 갱신 때 법적으로 최대 얼마 받을 수 있죠? 원 단위로요.", ("cap_total_won", 650000), "원", 1, {}),
    ("calc_increase_cap", "english", "My jeonse deposit is 250 million won. If I use my renewal right, what's the most the landlord can raise it to?", ("cap_total", 25000), "만원", 0.5, {}),
    ("calc_increase_cap", "typo", "보증금 1억8천인데 갱신요구권 쓰면 최대 얼마까지 올려줘야되요?", ("cap_total", 18000), "만원", 0.5, {}),
    # ---- 중개보수 상한
    ("calc_brokerage_fee", "colloquial", "아파트 5억에 사는데 복비 최대 얼마야?", ("brok_sale", 50000), "만원", 0.5, {}),
    ("calc_brokerage_fee", "normal", "10억짜리 아파트 매매 중개보수 상한이 얼마예요?", ("brok_sale", 100000), "만원", 0.5, {}),
    ("calc_brokerage_fee", "normal", "빌라 1억 5천에 매수하는데 중개수수료 최대 얼마예요?", ("brok_sale", 15000), "만원", 0.5, {}),
    ("calc_brokerage_fee", "nospace", "전세3억복비얼마에요", ("brok_lease", 30000, 0), "만원", 0.5, {}),
    ("calc_brokerage_fee", "normal", "전세 8천만원 원룸 중개보수 상한 얼마인가요?", ("brok_lease", 8000, 0), "만원", 0.5, {}),
    ("calc_brokerage_fee", "colloquial", "보증금 1000에 월세 50 원룸 복비 얼마까지 줘야 돼?", ("brok_lease", 1000, 50), "만원", 0.5, {}),
    ("calc_brokerage_fee", "typo", "보증금 500 월세 40짜리 방 중개수수료 최대 얼마에여?", ("brok_lease", 500, 40), "만원", 0.5, {}),
    ("calc_brokerage_fee", "normal", "중개사인데 13억 아파트 매매면 법정 최고 보수가 얼마죠?", ("brok_sale", 130000), "만원", 0.5, {}),
    ("calc_brokerage_fee", "english", "I'm renting an apartment with a 700 million won jeonse deposit. What's the maximum agent fee?", ("brok_lease", 70000, 0), "만원", 0.5, {}),
    ("calc_brokerage_fee", "followup", "부가세 포함하면 얼마예요?", ("brok_sale_vat", 60000), "만원", 0.5,
     {"prev": "6억 아파트 매매 복비 최대 얼마예요?"}),
    # ---- 전월세 전환
    ("calc_conversion", "normal", "월세 전환 비교해줘. 보증금 1억을 월세로 돌리면 법정 상한으로 월 얼마예요?", ("conv", 10000), "원", 100, {}),
    ("calc_conversion", "colloquial", "보증금 5천 빼고 월세로 받겠다는데 최대 얼마까지 받을 수 있어?", ("conv", 5000), "원", 100, {}),
    ("calc_conversion", "normal", "월세 30만원을 없애고 보증금으로 올리면 4.5%로 계산해서 보증금 얼마 더 내야 해요?", ("conv_rev", 300000), "만원", 1, {}),
    ("calc_conversion", "normal", "집주인이 보증금 1억 낮추는 대신 월세 50만원 더 달래요. 이거 연 몇 %로 전환한 거예요?", ("conv_rate_of", 10000, 500000), "%", 0.05, {}),
    ("calc_conversion", "nospace", "전월세전환율상한지금몇프로에요", ("conv_rate",), "%", 0.05, {}),
    ("calc_conversion", "english", "My landlord wants to convert 200 million won of my deposit into monthly rent. What's the legal maximum monthly rent for that?", ("conv", 20000), "원", 100, {}),
    # ---- 최우선변제
    ("calc_priority_repay", "normal", "서울 보증금 1억 원룸인데 경매 넘어가면 최우선변제 얼마 받아요?", ("prio", "seoul", 10000), "만원", 0.5, {}),
    ("calc_priority_repay", "colloquial", "서울 보증금 1억8천 빌라인데 최우선변제 얼마 돼?", ("prio", "seoul", 18000), "만원", 0.5, {}),
    ("calc_priority_repay", "normal", "수원 보증금 9천만원인데 소액임차인 최우선변제 금액이 얼마예요?", ("prio", "overcrowded", 9000), "만원", 0.5, {}),
    ("calc_priority_repay", "typo", "부산 보증금 7천 다가구인데 최우선변제 얼마바다요?", ("prio", "metro", 7000), "만원", 0.5, {}),
    ("calc_priority_repay", "normal", "춘천 원룸 보증금 3천만원이면 최우선변제로 얼마 보호돼요?", ("prio", "other", 3000), "만원", 0.5, {}),
    ("calc_priority_repay", "normal", "대구 보증금 2천만원 월세방인데 최우선변제 얼마예요?", ("prio", "metro", 2000), "만원", 0.5, {}),
    # ---- 지연이자
    ("calc_late_interest", "colloquial", "보증금 2억 3개월째 못 받았는데 지연이자 연 5%면 얼마야?", ("interest", 20000, 0.05, 3), "만원", 2, {}),
    ("calc_late_interest", "normal", "보증금 1억을 만료 후 100일째 못 받고 있어요. 법정이율 연 5%로 지연이자가 몇 원이에요?", ("interest_days", 10000, 0.05, 100), "원", 10, {}),
    ("calc_late_interest", "normal", "보증금반환소송 소장 송달된 다음 날부터 6개월 지났어요. 보증금 3억이면 연 12%로 지연이자 얼마예요?", ("interest", 30000, 0.12, 6), "만원", 2, {}),
    ("calc_late_interest", "normal", "전세 1억5천 계약이 2026년 8월 31일 끝났는데 오늘까지 못 받았어요. 연 5%로 지연이자 얼마예요?", ("interest_between", 15000, 0.05, "2026-08-31", "2026-11-27"), "원", 20548, {}),
    # ---- 날짜
    ("calc_dates", "normal", "계약 만료일이 2027-05-31인데 갱신요구 언제까지 해야 돼요?", ("months_before", "2027-05-31", 2), "date", 1, {}),
    ("calc_dates", "colloquial", "만료 27년 6월 30일인데 갱신요구 언제부터 할 수 있어?", ("months_before", "2027-06-30", 6), "date", 1, {}),
    ("calc_dates", "normal", "묵시적 갱신된 집인데 오늘 집주인한테 나간다고 문자 보내면 계약은 언제 끝나요?", ("months_after", "2026-11-27", 3), "date", 1, {}),
    ("calc_dates", "normal", "2026년 12월 15일부터 2년 전세 계약하면 만료일이 언제예요?", ("end_from_start", "2026-12-15", 24), "date", 1, {}),
    ("calc_dates", "english", "My lease ends on August 31, 2027. From what date can I exercise my renewal right?", ("months_before", "2027-08-31", 6), "date", 1, {}),
    # ---- 전세가율
    ("calc_jeonse_ratio", "colloquial", "매매 3억2천 전세 2억8천이면 전세가율 몇 %야? 깡통 아냐?", ("ratio", 28000, 32000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "normal", "매매가 5억 아파트에 전세 3억5천이면 전세가율이 얼마예요?", ("ratio", 35000, 50000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "nospace", "빌라매매2억전세1억9천전세가율", ("ratio", 19000, 20000), "%", 0.1, {}),
    ("calc_jeonse_ratio", "english", "The apartment sells for 400 million won and the jeonse is 260 million. What's the jeonse-to-price ratio?", ("ratio", 26000, 40000), "%", 0.1, {}),
    # ---- HUG / 위험 비율 (risk_check with figure)
    ("risk_check", "normal", "공시가격 2억 빌라예요. HUG 반환보증이 공시가격×140%×90%까지라던데 선순위 없으면 보증금 최대 얼마까지 가입돼요?", ("hug_max", 20000, 0), "만원", 1, {}),
    ("risk_check", "colloquial", "매매 4억 집에 근저당 1억 있고 내 보증금 2억이면 합쳐서 집값의 몇 %야?", ("debt_ratio", 10000, 20000, 40000), "%", 0.1, {}),
    ("risk_check", "normal", "등기부에 채권최고액 1억2천이라고 돼 있는데 120%로 잡는다 치면 실제 빚은 얼마예요?", ("real_debt", 12000), "만원", 1, {}),
    # ---- 대출
    ("calc_loan_payment", "normal", "3억을 연 4%로 30년 원리금균등 상환하면 월 얼마 내요?", ("pmt", 300000000, 0.04, 360), "원", 3000, {}),
    ("calc_loan_payment", "colloquial", "2억 대출 연 3.5% 20년 원리금균등이면 한 달에 얼마씩 갚아?", ("pmt", 200000000, 0.035, 240), "원", 2500, {}),
    ("calc_loan_payment", "normal", "전세대출 1억 연 3% 이자만 내면 월 이자가 얼마예요?", ("interest_only", 100000000, 0.03), "원", 1, {}),
    ("calc_loan_payment", "normal", "6억 아파트 사는데 LTV 70%면 대출 최대 얼마까지 나와요?", ("mult", 60000, 0.7), "만원", 1, {}),
    ("calc_loan_payment", "english", "If I borrow 150 million won at 4.2% a year for 10 years with equal monthly payments, how much is each payment?", ("pmt", 150000000, 0.042, 120), "원", 3100, {}),
]

MISSING = [
    ("colloquial", "갱신하면 5%까지라던데 그럼 얼마까지 올라?", "현재 보증금 또는 월세 금액", "법률상담", None, "주택임대차보호법"),
    ("normal", "전세 계약인데 복비 얼마 내야 해요?", "전세 보증금 금액", "법률상담", None, "공인중개사법"),
    ("normal", "보증금 일부를 월세로 돌리려는데 월세 얼마가 적당해요?", "월세로 전환할 보증금 금액", "법률상담", None, "주택임대차보호법"),
    ("normal", "보증금 7천만원인데 최우선변제 얼마 받아요?", "주택 소재 지역", "법률상담", None, "주택임대차보호법"),
    ("colloquial", "보증금 2억 아직도 못 받았는데 지연이자 얼마나 쌓였어?", "계약 만료일(지연 기간)", "법률상담", None, "민법"),
    ("nospace", "갱신요구언제까지해야돼요", "계약 만료일", "법률상담", None, "주택임대차보호법"),
    ("normal", "전세 2억5천이면 전세가율 괜찮은 편이에요?", "매매가", "리스크분석", ["시세조회"], None),
    ("english", "I'm taking a 300 million won mortgage over 30 years with equal payments. How much will I pay each month?", "대출 금리", "대출상담", None, None),
]
