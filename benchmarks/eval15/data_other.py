# -*- coding: utf-8 -*-
"""eval15 labelled routing queries over all nine intents (blind, reference date 2026-11-27).
Tuple: (kind, phrasing, q, intent, teams, extra) — extra may hold prev, intent_alt, teams_alt, law."""
S, AS, DS = ["search"], ["analysis", "search"], ["document", "search"]

ROWS = [
    # 시세 (18)
    ("market_price", "normal", "강남구 아파트 시세 알려줘", "시세조회", S, {}),
    ("market_price", "colloquial", "잠실 엘스 84 요즘 얼마야?", "시세조회", S, {}),
    ("market_price", "english", "What's the going monthly rent for a studio near Hongdae?", "시세조회", S, {}),
    ("market_price", "nospace", "마포구오피스텔월세시세", "시세조회", S, {}),
    ("market_compare", "normal", "마포구랑 성동구 아파트 전세 비교해줘", "시세조회", AS, {}),
    ("market_compare", "normal", "강동구, 송파구, 광진구 아파트 매매가 비교", "시세조회", AS, {}),
    ("market_compare", "typo", "노원구랑 도봉구 집값 비교해쥬세요", "시세조회", AS, {}),
    ("market_compare", "english", "Compare jeonse prices in Yongsan and Seongdong.", "시세조회", AS, {}),
    ("market_trend", "normal", "송파구 아파트 매매가 최근 1년 추이 보여줘", "시세조회", AS, {}),
    ("market_trend", "colloquial", "분당 전세가 요즘 어떻게 변했어? 작년부터 변화 좀 보여줘", "시세조회", AS, {}),
    ("market_trend", "normal", "서울 아파트 실거래가 차트로 보여줘", "시세조회", AS, {}),
    ("market_trend", "nospace", "수원영통구전세가격추이3년", "시세조회", AS, {}),
    ("market_jeonse_gap", "normal", "강서구 빌라 전세가율 얼마나 돼요?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "colloquial", "인천 미추홀구 아파트 갭 얼마나 돼?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "normal", "동탄 아파트 매매가랑 전세가 차이(갭) 알려줘", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_listing", "normal", "신림역 근처 투룸 전세 2억 이하 매물 찾아줘", "시세조회", S, {}),
    ("market_listing", "colloquial", "성수동 역세권 원룸 월세 매물 있어?", "시세조회", S, {}),
    ("market_listing", "english", "Any 84㎡ apartments for sale in Mapo under 1.2 billion won?", "시세조회", S, {}),
    # 대출 (7)
    ("loan_product", "normal", "금리 비교해줘", "대출상담", S, {"teams_alt": [AS]}),
    ("loan_product", "normal", "버팀목 전세자금대출 조건이 뭐예요?", "대출상담", S, {}),
    ("loan_product", "normal", "HUG 전세보증금반환보증 가입 조건 알려줘", "대출상담", S, {"intent_alt": ["리스크분석"]}),
    ("loan_product", "english", "What is the interest rate range of the newborn special mortgage (신생아 특례대출)?", "대출상담", S, {}),
    ("loan_eligibility", "normal", "신생아 특례대출 적용 가능 여부 판단해줘. 부부합산 연소득 1억 5천, 작년 12월 출산, 무주택이에요", "대출상담", AS, {}),
    ("loan_eligibility", "colloquial", "연봉 4천 외벌이 무주택인데 디딤돌 돼?", "대출상담", AS, {}),
    ("loan_eligibility", "typo", "스트레스 DSR 적용되면 제 대출한도 얼마나 줄어드나여? 연봉 6천이에요", "대출상담", AS, {}),
    # 리스크 (6)
    ("risk_check", "normal", "근저당 2억 잡힌 빌라에 전세 1억으로 들어가도 괜찮을까요?", "리스크분석", AS, {}),
    ("risk_check", "colloquial", "신탁회사 소유로 돼 있는 집인데 집주인이랑 전세 계약해도 돼?", "리스크분석", AS, {}),
    ("risk_check", "normal", "이 다가구 주택 HUG 반환보증 가입 가능한지 판단해줘. 선순위 보증금이 많대요", "리스크분석", AS, {"intent_alt": ["대출상담"]}),
    ("risk_checklist", "normal", "전세 계약 전에 확인할 것 체크리스트 만들어줘", "리스크분석", AS, {}),
    ("risk_checklist", "english", "What should I check on the property register before signing a lease?", "리스크분석", AS, {}),
    ("risk_checklist", "nospace", "등기부등본보는법알려줘", "리스크분석", AS, {"intent_alt": ["법률상담"], "teams_alt": [S]}),
    # 계약서 (6)
    ("contract_draft", "normal", "전세 계약서 써줘. 서울 마포구 망원동 빌라 201호, 보증금 2억 3천, 2027년 1월부터 2년", "계약서작성", DS, {}),
    ("contract_draft", "colloquial", "월세 계약서 특약 좀 써줘. 반려동물 키우는 거랑 원상복구 관련해서", "계약서작성", DS, {}),
    ("contract_draft", "normal", "아파트 매매계약서 초안 작성해줘. 매매가 5억, 계약금 10%, 잔금은 3개월 뒤", "계약서작성", DS, {}),
    ("contract_review", "normal", "특약에 '임차인은 퇴거 시 도배·장판 비용 전액 부담'이라고 돼 있는데 괜찮은 조항인가요?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("contract_review", "followup", "그 조항 빼 달라고 하려면 어떻게 고쳐 쓰면 돼요?", "계약서검토", DS,
     {"prev": "특약에 '임차인은 퇴거 시 도배·장판 비용 전액 부담'이라고 돼 있는데 괜찮은 조항인가요?", "intent_alt": ["계약서작성"]}),
    ("contract_review", "english", "Can you review this clause: 'The tenant shall not file a move-in report (전입신고) during the lease.'", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    # 종합 (3)
    ("comprehensive", "normal", "지금 집 사는 게 나을까요, 전세 사는 게 나을까요?", "종합분석", AS, {}),
    ("comprehensive", "colloquial", "신혼부부인데 5억으로 서울에 집 어떻게 구하지? 대출이랑 다 고려해서 알려줘", "종합분석", AS, {"intent_alt": ["대출상담"]}),
    ("comprehensive", "normal", "성동구 아파트 사려는데 시세, 대출, 세금까지 종합적으로 분석해줘", "종합분석", AS, {}),
    # irrelevant (3) / unclear (2)
    ("irrelevant", "normal", "안녕하세요", "irrelevant", [], {}),
    ("irrelevant", "colloquial", "오늘 날씨 어때?", "irrelevant", [], {}),
    ("irrelevant", "english", "Write me a Python function to sort a list.", "irrelevant", [], {}),
    ("unclear", "normal", "이거 어떻게 해요?", "unclear", [], {}),
    ("unclear", "colloquial", "그거 알려줘", "unclear", [], {}),
]
