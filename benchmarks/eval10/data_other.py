# -*- coding: utf-8 -*-
"""eval10 other-intent rows, mixed in at regular intervals. Tuple: (kind, phrasing, q, intent, teams, extra)."""
S = ["search"]; AS = ["analysis", "search"]; DS = ["document", "search"]
ROWS = [
("market_price", "colloquial", "마포구 84㎡ 아파트 요즘 전세 시세 얼마야?", "시세조회", S, {}),
("loan_product", "normal", "신생아 특례 디딤돌 대출 조건이 어떻게 되나요?", "대출상담", S, {}),
("contract_review", "normal", "특약에 '임차인은 퇴거 후 3개월 이내에 보증금을 반환받는다'라고 돼 있는데 이 조항 괜찮아요?", "계약서검토", DS, {"law": "주택임대차보호법"}),
("irrelevant", "colloquial", "오늘 저녁 뭐 먹지? 추천 좀", "irrelevant", [], {}),
("market_compare", "normal", "성동구랑 광진구 아파트 매매가 비교해 주세요.", "시세조회", AS, {}),
("loan_eligibility", "normal", "연봉 5천 맞벌이 합산 8천, 무주택인데 버팀목 전세대출 받을 수 있나요?", "대출상담", AS, {}),
("market_trend", "english", "Show me how Songpa-gu apartment sale prices changed over the last 2 years.", "시세조회", AS, {}),
("comprehensive", "vague", "내년에 결혼하는데 전세로 갈지 집을 살지 모르겠어요. 뭐부터 봐야 해요?", "종합분석", AS, {"intent_alt": ["대출상담"]}),
("contract_review", "colloquial", "[계약서 특약] '임대인은 잔금일 다음날까지 근저당을 말소하지 않을 수 있다' ← 이거 도장 찍어도 돼?", "계약서검토", DS, {"teams_alt": [["analysis", "document", "search"]]}),
("market_price", "nospace", "수원영통구빌라월세시세", "시세조회", S, {}),
("loan_product", "english", "What's the difference between 보금자리론 and 디딤돌 loans?", "대출상담", S, {}),
("irrelevant", "normal", "고마워요 덕분에 잘 해결됐어요!", "irrelevant", [], {}),
("market_trend", "normal", "노원구 아파트 전세가 최근 1년 동안 오르고 있나요?", "시세조회", AS, {}),
("loan_eligibility", "followup", "그럼 저 같은 경우 한도는 얼마까지 나와요?", "대출상담", AS, {"prev": "연봉 5천 맞벌이 합산 8천, 무주택인데 버팀목 전세대출 받을 수 있나요?"}),
("market_compare", "colloquial", "강서구랑 양천구 빌라 전세 어디가 더 싸?", "시세조회", AS, {}),
("contract_review", "typo", "계약서에 '수리비는 금액 상관없이 전부 임차인 부담'이라고 되있는데 이거 유효한가요?", "계약서검토", DS, {"law": "민법"}),
("loan_product", "colloquial", "스트레스 DSR 3단계 되면 대출 한도 얼마나 줄어?", "대출상담", S, {"teams_alt": [["analysis", "search"]]}),
("comprehensive", "followup", "그럼 대출이랑 시세 다 고려하면 지금 사는 게 나을까요?", "종합분석", AS, {"prev": "내년에 결혼하는데 전세로 갈지 집을 살지 모르겠어요. 뭐부터 봐야 해요?"}),
("market_price", "english", "What's the average jeonse price for a one-room near Sinchon station?", "시세조회", S, {}),
("irrelevant", "english", "Can you write me a Python script to sort a list?", "irrelevant", [], {}),
]
