# -*- coding: utf-8 -*-
"""eval13 labelled queries over all nine intents (blind, 2026-11-27): (kind, phrasing, q, intent, teams, extra).
Asks to 비교 / 계산 / 판단 / 추이 / 체크리스트 as outsiders test an assistant."""

S = ["search"]; AS = ["analysis", "search"]; DS = ["document", "search"]

ROWS = [
    # 시세조회
    ("market_price", "normal", "강남구 아파트 매매 시세 얼마예요?", "시세조회", S, {}),
    ("market_price", "normal", "잠실 리센츠 84㎡ 최근 실거래가 알려줘", "시세조회", S, {}),
    ("market_price", "english", "What's the average monthly rent for a one-room studio near Sinchon?", "시세조회", S, {}),
    ("market_price", "nospace", "마포구빌라전세얼마해요", "시세조회", S, {}),
    ("market_compare", "normal", "강남구랑 송파구 전세가 비교해줘", "시세조회", AS, {}),
    ("market_compare", "colloquial", "성동구 vs 광진구 아파트 매매가 비교 ㄱㄱ", "시세조회", AS, {}),
    ("market_compare", "normal", "노원구, 도봉구, 강북구 전세 시세 비교해 주세요", "시세조회", AS, {}),
    ("market_compare", "english", "Compare jeonse prices in Mapo-gu and Yongsan-gu.", "시세조회", AS, {}),
    ("market_compare", "normal", "분당이랑 판교 아파트 평당가 비교하면 어디가 비싸요?", "시세조회", AS, {}),
    ("market_trend", "followup", "추이 보여줘", "시세조회", AS, {"prev": "송파구 아파트 전세 시세 얼마야?"}),
    ("market_trend", "normal", "서울 아파트 매매가격 최근 1년 추이 알려주세요", "시세조회", AS, {}),
    ("market_trend", "typo", "용인 수지 아파트값 3년동안 어떻게 변햇어요?", "시세조회", AS, {}),
    ("market_trend", "colloquial", "요즘 전세값 계속 오르는 중이야? 작년이랑 비교해서", "시세조회", AS, {}),
    ("market_jeonse_gap", "normal", "강서구 빌라 전세가율 얼마나 돼요?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "normal", "인천 미추홀구 전세가율 높은 편인가요?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "colloquial", "서울에서 매매랑 전세 갭 제일 작은 동네 어디야?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_listing", "normal", "신림역 투룸 보증금 1000 이하 월세 매물 있어요?", "시세조회", S, {}),
    ("market_listing", "english", "Find me two-room jeonse apartments near Gangnam Station under 300 million won.", "시세조회", S, {}),
    ("market_listing", "nospace", "판교84제곱매매매물", "시세조회", S, {}),
    # 대출상담
    ("loan_product", "colloquial", "주담대 금리 비교해줘 은행별로", "대출상담", S, {"teams_alt": [AS]}),
    ("loan_product", "normal", "버팀목 전세대출이랑 중기청 대출 차이가 뭐예요?", "대출상담", S, {"teams_alt": [AS]}),
    ("loan_product", "normal", "신생아 특례 디딤돌 대출 금리 몇 %예요?", "대출상담", S, {}),
    ("loan_product", "colloquial", "스트레스 DSR이 뭐야?", "대출상담", S, {}),
    ("loan_product", "english", "What is the HUG jeonse deposit return guarantee and how much does it cost?", "대출상담", S, {"intent_alt": ["리스크분석"]}),
    ("loan_eligibility", "normal", "연봉 합산 5천인 신혼부부인데 디딤돌 대출 받을 수 있어요?", "대출상담", AS, {}),
    ("loan_eligibility", "colloquial", "무주택 청년 연봉 3200인데 버팀목 한도 얼마까지 나와?", "대출상담", AS, {}),
    ("loan_eligibility", "normal", "연봉 6천에 다른 빚 없으면 DSR 40% 기준으로 주담대 얼마까지 돼요?", "대출상담", AS, {}),
    ("loan_eligibility", "followup", "저 작년 12월에 애 낳았는데 적용 가능 여부 판단해줘", "대출상담", AS, {"prev": "신생아 특례 대출 조건 알려줘"}),
    # 리스크분석
    ("risk_check", "normal", "근저당 잡힌 다가구주택 전세 들어가도 괜찮을까요?", "리스크분석", AS, {}),
    ("risk_check", "colloquial", "신탁등기 된 오피스텔 전세 계약해도 돼?", "리스크분석", AS, {}),
    ("risk_check", "english", "The landlord has unpaid national taxes. Is it risky to rent his place on jeonse?", "리스크분석", AS, {}),
    ("risk_checklist", "normal", "전세 계약 전에 확인할 것 체크리스트 만들어줘", "리스크분석", AS, {}),
    ("risk_checklist", "normal", "등기부등본 보는 법 알려주세요", "리스크분석", AS, {"intent_alt": ["법률상담"], "teams_alt": [S]}),
    ("risk_checklist", "english", "What should I check before signing a jeonse contract in Korea?", "리스크분석", AS, {}),
    ("risk_checklist", "colloquial", "잔금날 뭐뭐 확인해야 돼? 체크리스트로", "리스크분석", AS, {}),
    # 계약서작성 / 계약서검토
    ("contract_draft", "normal", "월세 계약서 써줘. 망원동 한빛빌라 202호, 보증금 1000만원, 월세 60만원, 1년", "계약서작성", DS, {}),
    ("contract_draft", "normal", "전세 특약 초안 만들어줘. 잔금일까지 근저당 말소 조건으로", "계약서작성", DS, {}),
    ("contract_draft", "colloquial", "아파트 매매계약서 초안 좀 뽑아줘 5억 계약금 10%", "계약서작성", DS, {}),
    ("contract_review", "normal", "계약서에 '중도 해지 시 잔여 기간 월세 3개월분을 위약금으로 한다'고 돼 있어요. 월세 70이면 위약금 계산해줘, 이 조항 괜찮아요?", "계약서검토", DS, {"intent_alt": ["법률상담"], "teams_alt": [["analysis", "document", "search"]]}),
    ("contract_review", "normal", "특약에 '퇴실 시 도배·장판은 임차인 부담'이라고 있는데 괜찮은 조항인가요?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("contract_review", "english", "My lease says the landlord may keep part of the deposit as a 'cleaning fee'. Is this clause fair?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("contract_review", "colloquial", "'임대인은 보증금을 새 임차인이 들어온 후 반환한다' 이 특약 사인해도 돼?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    # 종합분석
    ("comprehensive", "vague", "집 사도 될까요?", "종합분석", AS, {"intent_alt": ["시세조회"]}),
    ("comprehensive", "normal", "신혼부부인데 서울에서 전세랑 매매 중 뭐가 나을지 대출까지 같이 봐줘", "종합분석", AS, {"intent_alt": ["대출상담"]}),
    ("comprehensive", "colloquial", "지금 갭투자 해도 되냐?", "종합분석", AS, {"intent_alt": ["시세조회", "리스크분석"]}),
    ("comprehensive", "normal", "은퇴했는데 집 팔고 전세로 옮기는 게 나을까요? 70대예요", "종합분석", AS, {}),
    # irrelevant / unclear
    ("irrelevant", "colloquial", "고마워 도움 많이 됐어", "irrelevant", [], {}),
    ("irrelevant", "normal", "오늘 서울 날씨 어때요?", "irrelevant", [], {}),
    ("irrelevant", "english", "How do I sort a list in Python?", "irrelevant", [], {}),
    ("unclear", "vague", "이거 어떻게 해요?", "unclear", [], {}),
    ("unclear", "vague", "ㅇㅇ 그거 말고", "unclear", [], {}),
]
