# -*- coding: utf-8 -*-
"""eval14 labelled queries over the nine intents (blind). Tuple: (kind, phrasing, q, intent, teams, extra);
extra may hold prev / intent_alt / teams_alt / law."""
S, AS, DS = ["search"], ["analysis", "search"], ["document", "search"]

ROWS = [
    # 시세조회 — market_price (6)
    ("market_price", "normal", "결혼을 앞두고 마포 쪽 신혼집을 보고 있어요. 마포래미안푸르지오 84㎡ 요즘 매매 실거래가가 얼마쯤 하나요?", "시세조회", S, {}),
    ("market_price", "colloquial", "회사가 판교로 옮겨서 분당 정자동 쪽 투룸 알아보는 중인데 전세 시세 대충 얼마해?", "시세조회", S, {}),
    ("market_price", "nospace", "송파구헬리오시티59제곱전세최근실거래가얼마예요", "시세조회", S, {}),
    ("market_price", "english", "I'm an exchange student arriving in March. What's the typical monthly rent for a studio near Hongik University station?", "시세조회", S, {}),
    ("market_price", "typo", "부모님 이사갈 집 알아보고잇어요 노원구 상계동 아파트 매매 시세 얼마정도 되나요", "시세조회", S, {}),
    ("market_price", "followup", "전세는요?", "시세조회", S, {"prev": "마포래미안푸르지오 84㎡ 요즘 매매 실거래가가 얼마쯤 하나요?"}),
    # 매물 — market_listing (5)
    ("market_listing", "normal", "아이가 둘이라 방 3개가 필요해요. 수원 영통구에서 보증금 3억 이하 아파트 전세 매물 있을까요?", "시세조회", S, {}),
    ("market_listing", "colloquial", "강남역 걸어서 10분 안쪽 원룸 월세, 보증금 1000에 월 70 이하 매물 찾아줘", "시세조회", S, {}),
    ("market_listing", "typo", "강아지 키워서 반려동물 되는 집 찾는중이에요 신림역 근처 투룸 전세 2억이하 매물잇나요", "시세조회", S, {}),
    ("market_listing", "normal", "외국인 동료랑 같이 살 집을 찾고 있어요. 이태원 근처 방 2개, 월세 150만원 이하 매물 있을까요?", "시세조회", S, {}),
    ("market_listing", "nospace", "성동구84제곱아파트매매12억이하매물보여줘", "시세조회", S, {}),
    # 비교 — market_compare (5)
    ("market_compare", "normal", "직장이 여의도라 영등포구와 동작구 중에서 고민 중이에요. 두 구의 아파트 전세 시세를 비교해 주세요.", "시세조회", AS, {}),
    ("market_compare", "colloquial", "마포랑 성동 중에 어디가 아파트 매매가 더 비싸? 비교 좀 해줘", "시세조회", AS, {}),
    ("market_compare", "normal", "용인 수지구, 성남 분당구, 수원 영통구 아파트 매매가를 비교해 줄 수 있나요? 학군 때문에 세 곳을 보고 있어요.", "시세조회", AS, {}),
    ("market_compare", "english", "We're relocating to Seoul. Can you compare average apartment jeonse prices in Gangnam-gu and Songpa-gu?", "시세조회", AS, {}),
    ("market_compare", "typo", "은평구랑 서대문구 빌라 전세 어디가 더 싼가요 비교해주세요", "시세조회", AS, {}),
    # 추이 — market_trend (5)
    ("market_trend", "normal", "3년 전에 잠실 아파트를 샀는데 그동안 가격이 어떻게 움직였는지 궁금합니다. 송파구 아파트 매매가 지난 3년 추이를 보여주세요.", "시세조회", AS, {}),
    ("market_trend", "colloquial", "요즘 서울 아파트 전세값 계속 오르는 중이야? 올해 추이 좀 보여줘", "시세조회", AS, {}),
    ("market_trend", "nospace", "강서구빌라전세가최근1년추이알려줘", "시세조회", AS, {}),
    ("market_trend", "normal", "세종시 아파트값이 2021년 고점 이후로 얼마나 떨어졌는지 차트로 보고 싶어요.", "시세조회", AS, {}),
    ("market_trend", "followup", "같은 기간 전세가는 어떻게 변했어요?", "시세조회", AS, {"prev": "송파구 아파트 매매가 지난 3년 추이 보여주세요."}),
    # 지역 전세가율 — market_jeonse_gap (4)
    ("market_jeonse_gap", "normal", "화곡동 빌라 전세를 알아보는데 강서구 빌라는 전세가율이 높다고 들었어요. 요즘 몇 % 정도예요?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "colloquial", "인천 미추홀구 빌라 전세가율 어때? 깡통전세 많다던데", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "normal", "동탄 아파트 매매가와 전세가 차이(갭)가 요즘 얼마나 되나요?", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    ("market_jeonse_gap", "typo", "갭투자 알아보는중인데 대구 수성구 아파트 전세가율 얼마쯤인가요", "시세조회", AS, {"intent_alt": ["리스크분석"]}),
    # 대출 상품 — loan_product (6)
    ("loan_product", "normal", "결혼을 앞두고 첫 집 장만을 준비하고 있어요. 신혼부부 디딤돌 대출 조건이 어떻게 되나요?", "대출상담", S, {}),
    ("loan_product", "colloquial", "버팀목 전세대출 금리 요즘 몇 %야?", "대출상담", S, {}),
    ("loan_product", "normal", "작년에 아이를 낳았어요. 신생아 특례 대출은 소득 기준이 어떻게 되나요?", "대출상담", S, {}),
    ("loan_product", "normal", "처음 집을 사려는 직장인이에요. 보금자리론이 뭐고 누가 받을 수 있는 건가요?", "대출상담", S, {}),
    ("loan_product", "nospace", "스트레스DSR이뭐예요이거때문에대출한도가줄어드는거에요", "대출상담", S, {}),
    ("loan_product", "typo", "HUG 전세보증금반환보증 가입조건이랑 보증료 얼마에요", "대출상담", S, {"intent_alt": ["리스크분석"]}),
    # 대출 자격 — loan_eligibility (5)
    ("loan_eligibility", "normal", "29살 사회초년생이고 연봉 3,200만원, 무주택이에요. 1억 5천짜리 전셋집을 보고 있는데 청년 버팀목 전세대출을 받을 수 있나요?", "대출상담", AS, {}),
    ("loan_eligibility", "colloquial", "맞벌이 합산 연봉 9천이고 결혼 2년 차야. 신혼 디딤돌 돼?", "대출상담", AS, {}),
    ("loan_eligibility", "normal", "연소득 6천이고 기존 신용대출이 3천 있어요. 5억 아파트를 살 때 주담대가 얼마나 나올지 판단해 주세요.", "대출상담", AS, {}),
    ("loan_eligibility", "english", "I'm a foreigner on an F-6 visa, married to a Korean citizen. Can we get a Didimdol home-purchase loan?", "대출상담", AS, {}),
    ("loan_eligibility", "followup", "내년에 아이 낳으면 신생아 특례로 갈아탈 수 있어?", "대출상담", AS, {"prev": "맞벌이 합산 연봉 9천이고 결혼 2년 차야. 신혼 디딤돌 돼?"}),
    # 리스크 판단 — risk_check (4, no figure)
    ("risk_check", "normal", "보고 있는 빌라 등기부에 가압류가 하나 있어요. 보증금 1억 8천 전세인데 들어가도 괜찮을까요?", "리스크분석", AS, {}),
    ("risk_check", "colloquial", "집주인이 법인이고 신탁등기 돼 있는 오피스텔 전세래. 괜찮은 거야?", "리스크분석", AS, {}),
    ("risk_check", "normal", "다가구주택 6가구 중 한 집에 전세로 들어가려는데, 중개사가 선순위 보증금이 얼마인지는 모른다고 해요. 위험한가요?", "리스크분석", AS, {}),
    ("risk_check", "typo", "집주인이 세금 체납잇는지 모르겠다고 하네요 이대로 전세 계약해도 괜찮을까요", "리스크분석", AS, {}),
    # 체크리스트 — risk_checklist (4)
    ("risk_checklist", "normal", "다음 주에 생애 첫 전세 계약을 해요. 계약 전에 꼭 확인해야 할 것들을 체크리스트로 정리해 주세요.", "리스크분석", AS, {}),
    ("risk_checklist", "colloquial", "등기부등본 처음 떼봤는데 어디어디 봐야 돼? 하나도 모르겠어", "리스크분석", AS, {}),
    ("risk_checklist", "english", "I'm a foreigner signing a lease next week. What should I check before I pay the deposit?", "리스크분석", AS, {}),
    ("risk_checklist", "nospace", "잔금날당일에세입자가확인해야할것들순서대로알려주세요", "리스크분석", AS, {}),
    # 계약서 작성 — contract_draft (4)
    ("contract_draft", "normal", "서울 마포구 망원동 123-4 OO빌라 302호, 보증금 2억, 2027년 1월 15일부터 2년 전세 계약서 초안을 써 주세요. 특약으로 잔금일 다음날까지 근저당 설정 금지를 넣어 주세요.", "계약서작성", DS, {}),
    ("contract_draft", "colloquial", "나 집주인인데 월세 계약서 좀 써줘. 보증금 1000 월세 55, 관리비 별도, 1년 계약이고 반려동물 금지 특약 넣어줘.", "계약서작성", DS, {}),
    ("contract_draft", "normal", "아파트 매매계약서에 넣을 특약 문구를 만들어 주세요. 매수인이 대출을 못 받으면 계약금을 돌려받고 해제한다는 내용이에요.", "계약서작성", DS, {}),
    ("contract_draft", "english", "Please draft a simple lease agreement: studio in Seoul, deposit 5 million won, rent 600,000 won a month, 12 months starting March 1, 2027.", "계약서작성", DS, {}),
    # 계약서 검토 — contract_review (4)
    ("contract_review", "normal", "지금 도장 찍기 직전이에요. [특약] 임차인은 퇴거 시 도배·장판 비용 전액을 부담한다. — 이 조항 괜찮은 건가요?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("contract_review", "colloquial", "[특약] 보증금은 새 임차인이 입주한 후 반환한다 — 집주인이 이거 넣자는데 사인해도 돼?", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("contract_review", "normal", "계약서에 '임대인은 잔금일까지 현 상태의 권리관계를 유지한다'는 특약이 있어요. 이걸로 충분한지 검토 부탁드려요.", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    ("contract_review", "typo", "[특약] 임차인은 계약후 3개월간 전입신고를 하지 않는다 이런 조항이 있는데 문제없나요", "계약서검토", DS, {"intent_alt": ["법률상담"]}),
    # 종합 — comprehensive (4)
    ("comprehensive", "normal", "40대 중반이고 무주택이에요. 지금 서울에 집을 사는 게 나을지 계속 전세로 사는 게 나을지 모르겠어요.", "종합분석", AS, {}),
    ("comprehensive", "colloquial", "판교 직장인데 동탄 아파트 사서 출퇴근하는 거랑 판교 근처 전세 사는 거 중에 뭐가 나아? 대출이랑 시세 다 따져서", "종합분석", AS, {}),
    ("comprehensive", "normal", "신혼부부이고 모은 돈이 1억이에요. 어디에 어떤 집을 사야 할지 시세, 대출, 세금까지 종합적으로 봐 주세요.", "종합분석", AS, {}),
    ("comprehensive", "vague", "집 살까요 말까요", "종합분석", AS, {}),
    # irrelevant (4)
    ("irrelevant", "normal", "오늘 저녁 뭐 먹지", "irrelevant", [], {}),
    ("irrelevant", "normal", "덕분에 많이 알았어요 감사합니다!", "irrelevant", [], {}),
    ("irrelevant", "normal", "삼성전자 주식 지금 사도 돼요?", "irrelevant", [], {}),
    ("irrelevant", "colloquial", "심심한데 끝말잇기 하자", "irrelevant", [], {}),
    # unclear (3)
    ("unclear", "vague", "이거 어떻게 해요?", "unclear", [], {}),
    ("unclear", "vague", "아까 그거요", "unclear", [], {}),
    ("unclear", "vague", "음… 그게 좀 애매해서요", "unclear", [], {}),
]
