# -*- coding: utf-8 -*-
"""eval15 computation rows (blind, reference date 2026-11-27).
ROWS: (kind, phrasing, q, spec, unit, tol, extra) — spec = (calculator name, *inputs), figure computed by the builder.
MISSING: (phrasing, q, missing, intent, intent_alt, law) — one required input absent; the assistant must ask for it."""
CAP, BRK, CONV, PRIO, LATE, DATE, RATIO, LOAN = ("calc_increase_cap", "calc_brokerage_fee", "calc_conversion",
    "calc_priority_repay", "calc_late_interest", "calc_dates", "calc_jeonse_ratio", "calc_loan_payment")

ROWS = [
    # 5% 상한 (6)
    (CAP, "normal", "전세 보증금 3억인데 갱신할 때 집주인이 최대 얼마까지 올릴 수 있어요?", ("cap_total", 30000), "만원", 1, {}),
    (CAP, "colloquial", "월세 80만원인데 갱신하면 집주인이 최대 얼마까지 올릴 수 있어?", ("cap_total_won", 800000), "원", 1, {}),
    (CAP, "english", "My deposit is 250 million won. What's the most the landlord can raise it to when I renew?", ("cap_total", 25000), "만원", 1, {}),
    (CAP, "nospace", "보증금2억4천갱신시최대인상액얼마", ("cap_increase", 24000), "만원", 1, {}),
    (CAP, "typo", "보증금 4억 5천인데 재계약때 5%올리면 얼마에여?", ("cap_total", 45000), "만원", 1, {}),
    (CAP, "followup", "그럼 월세 100만원짜리면 최대 얼마까지예요?", ("cap_total_won", 1000000), "원", 1,
     {"prev": "전세 보증금 3억인데 갱신할 때 집주인이 최대 얼마까지 올릴 수 있어요?"}),
    # 중개보수 (10)
    (BRK, "normal", "아파트 매매가 8억이면 중개보수 상한이 얼마예요?", ("brok_sale", 80000), "만원", 0.5, {}),
    (BRK, "colloquial", "집 5억에 사는데 복비 최대 얼마야?", ("brok_sale", 50000), "만원", 0.5, {}),
    (BRK, "normal", "빌라 매매 1억 5천이면 중개수수료 최대 얼마인가요?", ("brok_sale", 15000), "만원", 0.5, {}),
    (BRK, "english", "I'm buying an apartment for 1.3 billion won. What's the maximum brokerage fee?", ("brok_sale", 130000), "만원", 0.5, {}),
    (BRK, "normal", "전세 3억 계약하면 중개보수 얼마까지 낼 수 있어요?", ("brok_lease", 30000, 0), "만원", 0.5, {}),
    (BRK, "typo", "전세 7억 중개수수료 상한이 얼마에요?", ("brok_lease", 70000, 0), "만원", 0.5, {}),
    (BRK, "normal", "보증금 1천에 월세 50 원룸이면 복비 상한 얼마예요?", ("brok_lease", 1000, 50), "만원", 0.5, {}),
    (BRK, "colloquial", "보증금 500에 월세 40짜리 원룸 복비 최대 얼마야?", ("brok_lease", 500, 40), "만원", 0.5, {}),
    (BRK, "nospace", "보증금3000월세100중개보수상한얼마", ("brok_lease", 3000, 100), "만원", 0.5, {}),
    (BRK, "followup", "부가세까지 포함하면요? 중개사무소가 일반과세자래요.", ("brok_sale_vat", 80000), "만원", 0.5,
     {"prev": "아파트 매매가 8억이면 중개보수 상한이 얼마예요?"}),
    # 전월세 전환 (6)
    (CONV, "normal", "월세 전환 비교해줘. 전세 2억에서 보증금 1억으로 낮추면 월세 최대 얼마까지 받을 수 있어요?", ("conv", 10000), "원", 1, {}),
    (CONV, "colloquial", "보증금 5천만원을 월세로 돌리면 최대 얼마야?", ("conv", 5000), "원", 1, {}),
    (CONV, "english", "If 80 million won of my deposit is converted into monthly rent, what's the legal maximum rent?", ("conv", 8000), "원", 1, {}),
    (CONV, "normal", "전월세 전환율 상한이 지금 몇 %예요?", ("conv_rate",), "%", 0.01, {}),
    (CONV, "typo", "보증금 3억중 1억 5천을 월세로 바꾸면 월세 상한 얼마에요?", ("conv", 15000), "원", 1, {}),
    (CONV, "normal", "집주인이 보증금 1억 깎아 주는 대신 월세 50만원 올리자는데 이거 전환율 몇 %인 거예요?", ("conv_rate_of", 10000, 500000), "%", 0.01, {}),
    # 최우선변제 (6) — 근저당은 모두 2023-02-21 이후 설정
    (PRIO, "normal", "서울 빌라 보증금 1억 5천 세입자면 최우선변제금 얼마예요? 근저당은 2024년에 잡혔어요.", ("prio", "seoul", 15000, None), "만원", 1, {}),
    (PRIO, "colloquial", "인천 부평구 보증금 1억인데 경매 넘어가면 최우선으로 얼마 받아? 근저당 2023년 5월 설정", ("prio", "overcrowded", 10000, None), "만원", 1, {}),
    (PRIO, "normal", "대전 보증금 8천만원이면 최우선변제 얼마까지 받을 수 있나요? 담보는 2025년에 설정됐어요.", ("prio", "metro", 8000, None), "만원", 1, {}),
    (PRIO, "english", "Seoul, deposit 180 million won, mortgage set in 2024 — how much is protected as a small-sum tenant?", ("prio", "seoul", 18000, None), "만원", 1, {}),
    (PRIO, "typo", "강원도 춘천 보증금 5천인데 최우선변제 얼마에여? 근저당은 작년꺼에요", ("prio", "other", 5000, None), "만원", 1, {}),
    (PRIO, "nospace", "경기용인보증금1억2천최우선변제금액얼마(근저당2024년)", ("prio", "overcrowded", 12000, None), "만원", 1, {}),
    # 지연이자 (6)
    (LATE, "normal", "보증금 2억을 3개월째 못 돌려받고 있는데 연 5%로 지연이자 얼마 청구할 수 있어요?", ("interest", 20000, 0.05, 3), "만원", 2, {}),
    (LATE, "colloquial", "보증금 1억 2천 6개월 늦게 받으면 연 5%로 이자 얼마야?", ("interest", 12000, 0.05, 6), "만원", 2, {}),
    (LATE, "normal", "보증금 반환 소송 걸어서 소장 송달 다음날부터 연 12%라는데, 보증금 3억이면 4개월치 이자가 얼마예요?", ("interest", 30000, 0.12, 4), "만원", 5, {}),
    (LATE, "english", "My landlord is 45 days late returning my 150 million won deposit. At 5% a year, how much interest is that?", ("interest_days", 15000, 0.05, 45), "원", 10, {}),
    (LATE, "normal", "만료일이 2026년 9월 30일이었는데 아직 보증금 1억 5천을 못 받았어요. 오늘까지 연 5% 지연이자 얼마예요?", ("interest_between", 15000, 0.05, "2026-09-30", "2026-11-27"), "원", 20600, {}),
    (LATE, "typo", "보증금 2억 소장송달 전 60일은 5%, 송달 다음날부터 30일은 12%면 지연이자 총얼마에요?", ("interest_split", 20000, 60, 30), "원", 10, {}),
    # 날짜 (7)
    (DATE, "normal", "계약 만료일이 2027년 6월 30일이에요. 갱신요구는 언제까지 해야 하나요?", ("months_before", "2027-06-30", 2), "date", 1, {}),
    (DATE, "normal", "만료일이 2027-09-15면 갱신요구는 언제부터 할 수 있어요?", ("months_before", "2027-09-15", 6), "date", 1, {}),
    (DATE, "colloquial", "묵시적 갱신된 상태인데 오늘 집주인한테 나간다고 문자 보내면 언제 계약 끝나?", ("months_after", "2026-11-27", 3), "date", 1, {}),
    (DATE, "english", "My two-year lease started on 2025-03-01. On what date does it end?", ("end_from_start", "2025-03-01", 24), "date", 1, {}),
    (DATE, "typo", "만료일 27년 8월 31일인데 갱신요구 마감일이 언제에요?", ("months_before", "2027-08-31", 2), "date", 1, {}),
    (DATE, "normal", "2026년 12월 31일 만료인데 양쪽 다 아무 연락 없이 넘어가면 새 만료일은 언제예요?", ("months_after", "2026-12-31", 24), "date", 1, {}),
    (DATE, "nospace", "만료일2027년7월20일갱신요구가능기간시작일", ("months_before", "2027-07-20", 6), "date", 1, {}),
    # 전세가율 (4)
    (RATIO, "normal", "매매 3억 전세 2억 4천이면 전세가율 몇 %예요?", ("ratio", 24000, 30000), "%", 0.1, {}),
    (RATIO, "colloquial", "빌라 매매 2억에 전세 1억8천이면 전세가율 얼마야? 위험한 거야?", ("ratio", 18000, 20000), "%", 0.1, {}),
    (RATIO, "english", "Sale price 500 million, jeonse 350 million — what's the jeonse ratio?", ("ratio", 35000, 50000), "%", 0.1, {}),
    (RATIO, "nospace", "매매가4억5천전세3억전세가율", ("ratio", 30000, 45000), "%", 0.1, {}),
    # 대출 (5)
    (LOAN, "normal", "3억을 연 4%로 30년 원리금균등 상환하면 월 얼마예요?", ("pmt", 300000000, 0.04, 360), "원", 2900, {}),
    (LOAN, "colloquial", "2억 빌려서 연 3.5% 20년 원리금균등이면 한 달에 얼마 갚아?", ("pmt", 200000000, 0.035, 240), "원", 2300, {}),
    (LOAN, "english", "A 400 million won loan at 4.2% for 40 years with equal monthly installments — what's the monthly payment?", ("pmt", 400000000, 0.042, 480), "원", 3400, {}),
    (LOAN, "normal", "전세대출 1억 5천을 연 3.8%로 이자만 내면 월 얼마예요?", ("interest_only", 150000000, 0.038), "원", 1, {}),
    (LOAN, "typo", "집값 6억에 LTV 70% 적용되면 대출 최대 얼마에요?", ("mult", 60000, 0.7), "만원", 1, {}),
]

MISSING = [
    ("colloquial", "갱신할 때 5% 올리면 얼마야?", "현재 보증금(또는 월세) 금액", "법률상담", None, "주택임대차보호법"),
    ("normal", "아파트 사려고 하는데 복비 얼마 나와요?", "매매가", "법률상담", None, "공인중개사법"),
    ("normal", "보증금 일부를 월세로 돌리면 월세 최대 얼마 받을 수 있나요?", "전환할 보증금 금액", "법률상담", None, "주택임대차보호법"),
    ("english", "How much of my deposit is protected as a small-sum tenant in Seoul?", "보증금 금액", "법률상담", None, "주택임대차보호법"),
    ("normal", "매매계약 파기하면 위약금 계산해줘", "계약금 금액", "법률상담", None, "민법"),
    ("typo", "보증금 못받은지 두달짼데 지연이자 얼마에요?", "보증금 금액", "법률상담", None, "민법"),
    ("nospace", "원리금균등월상환액계산해줘연4%30년", "대출 원금", "대출상담", None, None),
    ("normal", "이 빌라 전세가율 계산해줘. 전세는 2억이에요", "매매가(시세)", "리스크분석", ["시세조회"], None),
]
