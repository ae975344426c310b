# -*- coding: utf-8 -*-
"""eval11 other-intent rows (blind, reference date 2026-11-27): (kind, phrasing, q, intent, teams, extra)."""
S, AS, DS = ["search"], ["analysis", "search"], ["document", "search"]
ROWS = [
    ("market_price", "normal", "노원구 상계동 아파트 84㎡ 요즘 실거래가 얼마 정도예요?", "시세조회", S, {}),
    ("market_compare", "colloquial", "은평구랑 서대문구 빌라 전세 어디가 더 싸?", "시세조회", AS, {}),
    ("market_trend", "normal", "수원 영통구 아파트 매매가가 최근 1년 동안 어떻게 움직였는지 보여주세요.", "시세조회", AS, {}),
    ("market_jeonse_gap", "normal", "인천 미추홀구 빌라 전세가율이 요즘 어느 정도예요? 깡통전세 많다던데.", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_listing", "nospace", "건대입구역근처투룸월세보증금2천이하매물있어요", "시세조회", S, {}),
    ("loan_product", "normal", "신생아 특례 디딤돌 대출 금리랑 소득 조건이 어떻게 되나요?", "대출상담", S, {}),
    ("contract_review", "normal", "[계약서 특약] '임차인은 계약기간 중 전입신고를 하지 않는다.' 이 특약 넣어도 괜찮은 건가요?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("irrelevant", "colloquial", "오늘 저녁 뭐 먹지? 메뉴 추천 좀", "irrelevant", [], {}),
    ("market_price", "english", "What's the typical monthly rent for a studio near Hongik University these days?", "시세조회", S, {}),
    ("comprehensive", "normal", "결혼 앞두고 있는데 지금 전세로 갈지 대출 끼고 작은 집 살지 고민이에요. 어떻게 판단해야 할까요?", "종합분석", AS, {"intent_alt": ["대출상담"]}),
    ("loan_eligibility", "normal", "맞벌이 합산 연소득 8천, 무주택, 결혼 2년 차예요. 신혼부부 전용 전세대출 받을 수 있나요?", "대출상담", AS, {}),
    ("market_trend", "colloquial", "세종시 아파트값 요즘 다시 오르는 중이야? 최근 추이 좀", "시세조회", AS, {}),
    ("market_listing", "normal", "판교역 도보 10분 안, 전용 59㎡ 이상 아파트 전세 6억 이하 매물 찾아주세요.", "시세조회", S, {}),
    ("contract_review", "typo", "계약서에 '보증금은 다음 세입자 구해지면 반환한다'고 써잇는데 이대로 도장 찍어도 되나요?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("market_compare", "english", "Compare jeonse prices for 84㎡ apartments in Mapo-gu and Seongdong-gu.", "시세조회", AS, {}),
    ("market_price", "normal", "대전 유성구 도룡동 아파트 매매 시세 알려주세요.", "시세조회", S, {}),
    ("loan_product", "colloquial", "스트레스 DSR 3단계 되면 대출 한도 얼마나 줄어드는 거야?", "대출상담", S, {"teams_alt": [AS]}),
    ("market_jeonse_gap", "normal", "강서구 화곡동 빌라 매매가랑 전세가 차이(갭)가 요즘 얼마나 돼요?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("comprehensive", "vague", "서울에서 집 하나 사려는데 뭐부터 알아봐야 돼요?", "종합분석", AS, {}),
    ("irrelevant", "normal", "파이썬으로 리스트 정렬하는 방법 알려주세요.", "irrelevant", [], {}),
]
