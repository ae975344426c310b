# -*- coding: utf-8 -*-
"""Source of the eval4 blind set. Figures below are hand-entered (value next to the inputs);
check_figures.py recomputes each one independently from figure_checks.json.
Run: python3 build_questions.py  -> questions.jsonl, figure_checks.json, README.md (next to this file)."""
import collections, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
L_LEASE, L_CIVIL, L_PRIV, L_BROK = "주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법"
L_DEAL, L_REG, L_HA, L_APT = "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법", "공동주택관리법"
L_BSALE, L_PRICE, L_CAP, L_NOISE = "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙", "공동주택 층간소음의 범위와 기준에 관한 규칙"
L_FRAUD, L_LIT = "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"
AS, S, DS = ["analysis", "search"], ["search"], ["document", "search"]

HOW = {
    "cap_total": "주임법 §7② / §6조의3③ (2020-07-31 시행): 새 금액 ≤ 기존 × 1.05",
    "cap_total_won": "주임법 §7② / §6조의3③ (2020-07-31 시행): 새 금액 ≤ 기존 × 1.05 (원)",
    "cap_increase": "주임법 §7② / §6조의3③ (2020-07-31 시행): 증액분 ≤ 기존 × 5%",
    "priv_cap_increase": "민간임대주택법 §44② (2020-12-10 시행): 증액분 ≤ 기존 × 5%",
    "brok_sale": "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 매매 요율·한도",
    "brok_sale_won": "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 매매 요율·한도 (원)",
    "brok_sale_vat": "별표1 매매 상한 × 1.1 (질문이 부가세 10% 포함 총액을 물음)",
    "brok_sale_both": "별표1 매매 상한 × 2 (매도인·매수인 각각 상한까지, 합계를 물음)",
    "brok_lease": "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 임대차: 거래금액 = 보증금 + 월차임×100 (5천만원 미만이면 ×70)",
    "brok_lease_won": "별표1 임대차 (2021-10-19 시행), 환산 보증금+월차임×100(5천 미만이면 ×70), 원 단위",
    "conv": "주임법 §7조의2, 시행령 §9: min(10%, 기준금리 2.50% + 2%p) = 4.5% → 전환액 × 4.5% ÷ 12",
    "conv_won": "주임법 §7조의2, 시행령 §9: 4.5% → 전환액 × 4.5% ÷ 12 (원)",
    "conv_rate": "주임법 §7조의2, 시행령 §9: min(10%, 기준금리 2.50% + 2%p)",
    "prio2023": "주임법 §8, 시행령 §10·11 (2023-02-21 시행 표; 담보물권 설정일 기준) min(보증금, 한도), 주택가액 1/2 이내",
    "prio2021": "주임법 §8, 시행령 §10·11 (2021-05-11 시행 표; 담보물권 설정일 2021-05-11~2023-02-20) min(보증금, 한도)",
    "interest": "민법 §379 연 5% × 개월/12 (또는 소송촉진법 §3 연 12%, 소장 송달 다음날부터)",
    "interest_days": "원금 × 연이율 × 일수/365 (민법 §379 5% / 소송촉진법 12%)",
    "months_before": "주임법 §6①·§6조의3①: 만료 6개월 전 ~ 2개월 전 (말일 보정)",
    "months_after": "주임법 §6조의2: 묵시적 갱신 후 임차인 해지는 통지 후 3개월에 효력 (말일 보정)",
    "days_after": "신고·이의신청 기한 = 기산일 + 30일 (민법 §157 초일 불산입)",
    "ratio": "전세가율 = 전세금 ÷ 매매가 × 100",
    "pmt": "원리금균등 P·i·(1+i)^n/((1+i)^n−1), i = 연이율/12",
    "interest_only": "이자만: 대출금 × 연이율 ÷ 12",
    "ltv": "LTV 한도 = 주택가격 × LTV (질문에 주어진 비율)",
    "hug_max": "질문에 주어진 HUG 기준: 주택가격 = 공시가격×140%, 보증금+선순위 ≤ 주택가격×90% → 공시가격×1.26 − 선순위",
    "double": "민법 §565: 매도인 해제 시 계약금 배액 상환 → 계약금 × 2 (매수인이 받는 총액)",
}
rows, checks = [], {}


def F(spec, args, value, unit, tol=None, inputs=None):
    if tol is None:
        tol = {"만원": 1, "원": 10, "%": 0.1, "일": 0, "개월": 0, "date": 1}[unit]
    return {"spec": [spec] + list(args), "figure": {"value": value, "unit": unit, "tol": tol, "inputs": inputs or {}, "how": HOW[spec]}}


DEFAULTS = {
    "legal": ("법률상담", S, [AS]),
    "calc": ("법률상담", AS, None),
    "market_price": ("시세조회", S, None), "market_listing": ("시세조회", S, None),
    "market_compare": ("시세조회", AS, None), "market_trend": ("시세조회", AS, None), "market_jeonse_gap": ("시세조회", AS, [S]),
    "loan_product": ("대출상담", S, [AS]), "loan_eligibility": ("대출상담", AS, None),
    "risk_check": ("리스크분석", AS, None), "risk_checklist": ("리스크분석", AS, None),
    "contract_draft": ("계약서작성", DS, None), "contract_review": ("계약서검토", DS, None),
    "comprehensive": ("종합분석", AS, None), "irrelevant": ("irrelevant", [], None), "unclear": ("unclear", [], None),
}
KIND_LAW = {"legal_housing_lease": L_LEASE, "legal_civil": L_CIVIL, "legal_private_rental": L_PRIV, "legal_brokerage": L_BROK,
            "legal_deal_report": L_DEAL, "legal_registry": L_REG, "legal_housing_act": L_HA, "legal_apt_management": L_APT,
            "legal_building_sale": L_BSALE, "legal_price_disclosure": L_PRICE, "legal_price_cap_rule": L_CAP,
            "legal_floor_noise": L_NOISE, "legal_fraud_victim": L_FRAUD, "timeline_notice": L_LEASE,
            "calc_increase_cap": L_LEASE, "calc_brokerage_fee": L_BROK, "calc_conversion": L_LEASE, "calc_priority_repay": L_LEASE,
            "calc_late_interest": L_CIVIL, "calc_dates": L_LEASE}


def Q(kind, phr, q, prev=None, fig=None, verdict=None, missing=None, law="default", law_alt=None, intent=None,
      intent_alt=None, teams=None, teams_alt=None):
    if kind.startswith("legal_") or kind == "timeline_notice":
        d = DEFAULTS["legal"]
    elif kind.startswith("calc_"):
        d = DEFAULTS["calc"]
    else:
        d = DEFAULTS[kind]
    r = {"kind": kind, "phrasing": phr, "q": q}
    if prev:
        r["prev"] = prev
    r["intent"] = intent or d[0]
    if kind == "calc_jeonse_ratio" and intent is None:
        r["intent"] = "리스크분석"
        intent_alt = intent_alt or ["시세조회"]
    if kind == "calc_loan_payment" and intent is None:
        r["intent"] = "대출상담"
    if intent_alt:
        r["intent_alt"] = intent_alt
    r["teams"] = teams if teams is not None else d[1]
    ta = teams_alt if teams_alt is not None else d[2]
    if ta:
        r["teams_alt"] = ta
    if law == "default":
        law = KIND_LAW.get(kind)
    if law:
        r["law"] = law
    if law_alt:
        r["law_alt"] = law_alt
    if fig:
        r["figure"] = fig["figure"]
        r["_spec"] = fig["spec"]
    if verdict:
        r["verdict"] = verdict
    if missing:
        r["missing"] = missing
    rows.append(r)


# =====================================================================================
# A. Computations (~45%)
# =====================================================================================
K = "calc_increase_cap"
Q(K, "normal", "작년 3월에 2년 계약으로 들어왔고 보증금 2억이에요. 집주인이 갱신하면서 1,500만원 올려달라는데 이거 받아들여야 하나요? 저는 갱신요구권 쓸 생각이고요. 법적으로 올릴 수 있는 최대 인상액도 알려주세요.",
  fig=F("cap_increase", [20000], 1000, "만원", inputs={"보증금": 20000}), verdict="아니요 — 1,500만원 인상은 5% 상한 초과라 응할 의무 없음")
Q(K, "colloquial", "전세 3억5천 사는데 갱신요구권 쓰면 보증금 총액 최대 얼마까지 될 수 있어?", fig=F("cap_total", [35000], 36750, "만원", inputs={"보증금": 35000}))
Q(K, "nospace", "보증금1억2천5백월세없음갱신요구하면보증금최대몇까지올라가요", fig=F("cap_total", [12500], 13125, "만원", inputs={"보증금": 12500}))
Q(K, "english", "My jeonse deposit is 350,000,000 won. If I use my renewal right, what is the maximum new deposit in won?",
  fig=F("cap_total_won", [350000000], 367500000, "원", inputs={"보증금_원": 350000000}))
Q(K, "normal", "월세 65만원 내고 있어요. 갱신요구권 행사하고 보증금은 그대로 두면 월세는 최대 얼마까지 될 수 있나요?", fig=F("cap_total_won", [650000], 682500, "원", inputs={"월세_원": 650000}))
Q(K, "colloquial", "월세 72만인데 갱신요구권 써서 재계약하면 집주인이 월세를 최대 몇 원 더 올릴 수 있어? 오르는 금액만", fig=F("cap_increase", [720000], 36000, "원", inputs={"월세_원": 720000}))
Q(K, "typo", "전세 4억 2천인데 갱신요구 했더니 집주인이 4억 5천 달라네요 이거 되는거에요?? 안되면 보증금 총액 최대 얼마로 맞춰줘야 되요",
  fig=F("cap_total", [42000], 44100, "만원", inputs={"보증금": 42000}), verdict="불가 — 4억5천은 5% 상한(4억4,100만) 초과")
Q(K, "normal", "3.2억 전세인데 갱신요구권 쓰고 집주인이 5% 꽉 채워 올리면 보증금이 얼마 오르는 거예요? 오르는 금액만요.", fig=F("cap_increase", [32000], 1600, "만원", inputs={"보증금": 32000}))
Q(K, "colloquial", "보증금 35000만원이야. 갱신요구권 쓰면 올릴 수 있는 최대 금액, 차이만 알려줘", fig=F("cap_increase", [35000], 1750, "만원", inputs={"보증금": 35000}))
Q(K, "followup", "그럼 제 보증금 2억 8천이면 갱신 후 보증금 최대 얼마 돼요? 총액으로요", prev="갱신요구권 쓰면 5% 넘게 못 올리죠?",
  fig=F("cap_total", [28000], 29400, "만원", inputs={"보증금": 28000}))
Q(K, "normal", "보증금 5천에 월세 50 내는 중이고 갱신요구권 쓰려는데 집주인이 보증금은 그대로 두고 월세만 올린대요. 월세는 최대 얼마까지 가능해요? (원 단위로)",
  fig=F("cap_total_won", [500000], 525000, "원", inputs={"보증금": 5000, "월세_원": 500000}))
Q(K, "normal", "등록임대사업자 집에 보증금 2억4천으로 살고 있어요. 재계약 때 임대사업자가 올릴 수 있는 최대 증액분은 얼마인가요?",
  fig=F("priv_cap_increase", [24000], 1200, "만원", inputs={"보증금": 24000}), law=L_PRIV, law_alt=[L_LEASE])
Q(K, "english", "My rent is 1.2M won a month and the landlord wants 1.3M when I renew with my renewal right. Is that allowed, and what's the legal maximum monthly rent in won?",
  fig=F("cap_total_won", [1200000], 1260000, "원", inputs={"월세_원": 1200000}), verdict="불가 — 130만원은 상한 126만원 초과")
Q(K, "normal", "1억 9천 보증금인데요, 만료 5개월 전에 갱신요구 했어요. 집주인이 최대로 올리면 새 보증금은 총 얼마예요?", fig=F("cap_total", [19000], 19950, "만원", inputs={"보증금": 19000}))
Q(K, "colloquial", "우리집 전세 2억5천인데 또 올려달래 ㅡㅡ 갱신요구권 쓰면 인상액 한도 얼마임?", fig=F("cap_increase", [25000], 1250, "만원", inputs={"보증금": 25000}))
Q(K, "normal", "보증금 3억 5,000만 원에 살고 있고 갱신요구했는데 집주인이 2,000만 원 인상을 요구합니다. 법정 상한을 넘나요? 상한 인상액은 얼마죠?",
  fig=F("cap_increase", [35000], 1750, "만원", inputs={"보증금": 35000}), verdict="불가 — 2,000만원 인상은 상한(1,750만원) 초과")
Q(K, "followup", "Landlord asks for +1,300만. Is that within the cap? How much is the max increase?", prev="I'm renewing my jeonse with my renewal right. Deposit is 2.6억.",
  fig=F("cap_increase", [26000], 1300, "만원", inputs={"보증금": 26000}), verdict="가능 — 1,300만원은 정확히 5%")
Q(K, "followup", "그럼 집주인이 올릴 수 있는 최대 인상폭은 얼마예요?", prev="전세 4억에 살고 있고 이번에 갱신요구권 쓰려고요",
  fig=F("cap_increase", [40000], 2000, "만원", inputs={"보증금": 40000}))

K = "calc_brokerage_fee"
Q(K, "normal", "아파트 5억에 매수 계약하려고 하는데 제가 내는 복비 최대 얼마예요?", fig=F("brok_sale", [50000], 200, "만원", inputs={"매매가": 50000}))
Q(K, "colloquial", "3억5천짜리 아파트 사는데 중개수수료 상한 얼마야", fig=F("brok_sale", [35000], 140, "만원", inputs={"매매가": 35000}))
Q(K, "normal", "빌라를 1억5천에 매매하기로 했습니다. 매수인 입장에서 중개보수 최대 금액이 얼마인가요?", fig=F("brok_sale", [15000], 75, "만원", inputs={"매매가": 15000}))
Q(K, "nospace", "매매가9억5천아파트중개보수최대얼마", fig=F("brok_sale", [95000], 475, "만원", inputs={"매매가": 95000}))
Q(K, "followup", "저는 매도인이고 아파트를 12억에 팔아요. 제가 내는 중개보수 상한은 얼마인가요?", prev="집 팔 때 복비는 누가 내요?", fig=F("brok_sale", [120000], 720, "만원", inputs={"매매가": 120000}))
Q(K, "typo", "강남 아파트 18억 매매 복비 최대 얼마에여? 부가세는 빼구요", fig=F("brok_sale", [180000], 1260, "만원", inputs={"매매가": 180000}))
Q(K, "normal", "시골에 있는 단독주택을 4천만원에 사요. 주택 매매 중개보수 상한은 얼마예요?", fig=F("brok_sale", [4000], 24, "만원", inputs={"매매가": 4000}))
Q(K, "colloquial", "딱 9억짜리 아파트 사는데 복비 0.4%야 0.5%야? 최대 금액으로 알려줘", fig=F("brok_sale", [90000], 450, "만원", inputs={"매매가": 90000}))
Q(K, "english", "I'm buying an apartment for 780 million won. What's the maximum brokerage fee I pay, in won (excluding VAT)?",
  fig=F("brok_sale_won", [78000], 3120000, "원", inputs={"매매가": 78000}))
Q(K, "normal", "2억 원 딱 맞춰서 오피스텔 말고 아파트 매매했어요. 중개보수 최대 얼마 내면 돼요?", fig=F("brok_sale", [20000], 80, "만원", inputs={"매매가": 20000}))
Q(K, "normal", "매매가 6억 아파트입니다. 중개사가 일반과세자라 부가세 10%를 별도로 받겠다는데, 부가세까지 합친 최대 총액은 얼마인가요?",
  fig=F("brok_sale_vat", [60000], 264, "만원", inputs={"매매가": 60000}))
Q(K, "normal", "8억 아파트 매매에서 매도인과 매수인이 각자 법정 최대 중개보수를 내면, 중개사무소가 양쪽에서 받는 돈은 합쳐서 얼마예요?",
  fig=F("brok_sale_both", [80000], 640, "만원", inputs={"매매가": 80000}))
Q(K, "colloquial", "아파트 전세 3억 계약하는데 복비 최대 얼마 줘야 돼?", fig=F("brok_lease", [30000, 0], 90, "만원", inputs={"보증금": 30000}))
Q(K, "normal", "전세보증금 7억 아파트 임차인데요, 제가 내야 하는 중개보수 상한은요?", fig=F("brok_lease", [70000, 0], 280, "만원", inputs={"보증금": 70000}))
Q(K, "nospace", "빌라전세8천만원복비상한얼마예요", fig=F("brok_lease", [8000, 0], 30, "만원", inputs={"보증금": 8000}))
Q(K, "normal", "보증금 4천만원짜리 다가구 원룸 전세예요. 중개보수 최대 금액 알려주세요.", fig=F("brok_lease", [4000, 0], 20, "만원", inputs={"보증금": 4000}))
Q(K, "normal", "전세 6억 딱이에요. 0.3%인지 0.4%인지 헷갈리는데 중개보수 최대 얼마예요?", fig=F("brok_lease", [60000, 0], 240, "만원", inputs={"보증금": 60000}))
Q(K, "colloquial", "보증금 1000에 월세 50 원룸 복비 최대 얼마임?", fig=F("brok_lease", [1000, 50], 24, "만원", inputs={"보증금": 1000, "월세": 50}))
Q(K, "normal", "보증금 500만원에 월세 40만원짜리 원룸 계약했어요. 복비를 최대 얼마까지 받을 수 있는 건가요? 원 단위로 알려주세요.",
  fig=F("brok_lease_won", [500, 40], 165000, "원", inputs={"보증금": 500, "월세": 40}))
Q(K, "typo", "보증금 2천 월세 100 투룸인데 중개수수료 최대 얼마인가여", fig=F("brok_lease", [2000, 100], 36, "만원", inputs={"보증금": 2000, "월세": 100}))
Q(K, "normal", "보증금 5천에 월 150 오피스텔 말고 주택 월세입니다. 중개보수 상한이 얼마죠?", fig=F("brok_lease", [5000, 150], 60, "만원", inputs={"보증금": 5000, "월세": 150}))
Q(K, "nospace", "보증금300월세35원룸복비최대몇원", fig=F("brok_lease_won", [300, 35], 137500, "원", inputs={"보증금": 300, "월세": 35}))
Q(K, "english", "Monthly rent 1,000,000 won with a 10,000,000 won deposit (housing). What's the max brokerage fee in 만원?",
  fig=F("brok_lease", [1000, 100], 33, "만원", inputs={"보증금": 1000, "월세": 100}))
Q(K, "normal", "보증금 1억, 월세 30만원 아파트 반전세 계약입니다. 임차인 중개보수 최대 금액은?", fig=F("brok_lease", [10000, 30], 39, "만원", inputs={"보증금": 10000, "월세": 30}))
Q(K, "followup", "보증금 2천에 월세 60이면 최대 얼마예요?", prev="월세 복비는 어떻게 계산해요?", fig=F("brok_lease", [2000, 60], 30, "만원", inputs={"보증금": 2000, "월세": 60}))

K = "calc_conversion"
Q(K, "normal", "집주인이 보증금 1억을 월세로 돌리자고 해요. 법정 전환율 상한으로 하면 월세 최대 얼마예요?", fig=F("conv", [10000], 37.5, "만원", tol=0.1, inputs={"전환액": 10000}))
Q(K, "normal", "전세 3억에 사는데 보증금을 1억으로 낮추고 나머지를 월세로 바꾸재요. 이때 월세 상한은 얼마인가요?", fig=F("conv", [20000], 75, "만원", tol=0.1, inputs={"기존": 30000, "새 보증금": 10000}))
Q(K, "colloquial", "2억5천 전세를 보증금 1억으로 하고 나머진 월세로 돌리면 월세 최대 얼마까지 받을 수 있어?", fig=F("conv", [15000], 56.25, "만원", tol=0.1, inputs={"전환액": 15000}))
Q(K, "english", "My landlord wants to convert 80,000,000 won of my deposit into monthly rent. What's the legal maximum monthly rent for that, in won?",
  fig=F("conv_won", [8000], 300000, "원", inputs={"전환액": 8000}))
Q(K, "nospace", "보증금5천만원월세로전환하면상한월세얼마", fig=F("conv", [5000], 18.75, "만원", tol=0.1, inputs={"전환액": 5000}))
Q(K, "normal", "지금 기준으로 보증금을 월세로 바꿀 때 적용되는 전월세 전환율 상한이 몇 %예요?", fig=F("conv_rate", [], 4.5, "%", tol=0.01))
Q(K, "normal", "집주인이 보증금에서 4천만원 빼주는 대신 월세를 20만원 더 내라네요. 법정 상한 넘는 거 아닌가요? 상한으로 치면 월세 증가분은 얼마예요?",
  fig=F("conv", [4000], 15, "만원", tol=0.1, inputs={"전환액": 4000}), verdict="불가 — 20만원은 전환 상한(15만원) 초과")
Q(K, "normal", "3억 5천 전세를 보증금 1억5천 + 월세 구조로 바꾸려고 합니다. 월세를 최대 얼마까지 책정할 수 있나요?", fig=F("conv", [20000], 75, "만원", tol=0.1, inputs={"전환액": 20000}))
Q(K, "typo", "전세금 중에 6천만원 월새로 돌리면 월세 상한 얼마에여", fig=F("conv", [6000], 22.5, "만원", tol=0.1, inputs={"전환액": 6000}))
Q(K, "normal", "보증금 1억2천 중 7천을 월세로 전환한다면 월세 최대치는요?", fig=F("conv", [7000], 26.25, "만원", tol=0.1, inputs={"전환액": 7000}))
Q(K, "colloquial", "9000만원만 월세로 바꾸면 월세 최대 얼마냐", fig=F("conv", [9000], 33.75, "만원", tol=0.1, inputs={"전환액": 9000}))
Q(K, "followup", "그럼 보증금 2억 전환하면 월 얼마야 최대", prev="전월세 전환율 상한 4.5%라던데 맞아?", fig=F("conv", [20000], 75, "만원", tol=0.1, inputs={"전환액": 20000}))
Q(K, "followup", "If it's 150M won of the deposit, what's the legal max monthly rent for that part, in 만원?", prev="My landlord wants to switch part of my jeonse deposit to monthly rent.",
  fig=F("conv", [15000], 56.25, "만원", tol=0.1, inputs={"전환액": 15000}))

K = "calc_priority_repay"
Q(K, "normal", "서울 빌라에 보증금 1억5천으로 살아요. 등기부 보니까 근저당이 2023년 6월에 처음 설정됐던데, 경매 넘어가면 최우선변제로 받을 수 있는 최대 금액이 얼마예요?",
  fig=F("prio2023", ["seoul", 15000], 5500, "만원", inputs={"지역": "서울", "보증금": 15000, "최초근저당": "2023-06"}))
Q(K, "normal", "서울 다세대 보증금 1억7천이고 선순위 근저당은 2024년 3월 설정입니다. 경매 시 최우선변제 받을 수 있는 금액은요?",
  fig=F("prio2023", ["seoul", 17000], 0, "만원", tol=0, inputs={"지역": "서울", "보증금": 17000, "최초근저당": "2024-03"}), verdict="불가 — 보증금 1억6,500만원 초과로 소액임차인 아님")
Q(K, "colloquial", "수원 빌라 보증금 1억4천이고 근저당 2023년 8월꺼야. 경매되면 최우선변제 얼마 받아?",
  fig=F("prio2023", ["overcrowded", 14000], 4800, "만원", inputs={"지역": "수원(과밀억제권역)", "보증금": 14000, "최초근저당": "2023-08"}))
Q(K, "normal", "부산 해운대구 아파트 보증금 8천만원, 최초 근저당 설정 2023년 5월. 최우선변제금 최대 얼마인가요?",
  fig=F("prio2023", ["metro", 8000], 2800, "만원", inputs={"지역": "부산", "보증금": 8000, "최초근저당": "2023-05"}))
Q(K, "normal", "강원도 춘천 원룸 보증금 7,000만원이고 근저당은 2024년 1월 설정됐어요. 집이 경매로 넘어가면 최우선으로 얼마 받나요?",
  fig=F("prio2023", ["other", 7000], 2500, "만원", inputs={"지역": "춘천", "보증금": 7000, "최초근저당": "2024-01"}))
Q(K, "normal", "서울 원룸 보증금 4천만원이에요. 근저당은 2023년 9월에 잡혔고요. 경매되면 최우선변제 얼마까지?",
  fig=F("prio2023", ["seoul", 4000], 4000, "만원", inputs={"지역": "서울", "보증금": 4000, "최초근저당": "2023-09"}))
Q(K, "normal", "서울 보증금 1억4천인데 근저당이 2022년 7월에 설정된 집이에요. 이 경우 최우선변제 최대 금액은 얼마인가요?",
  fig=F("prio2021", ["seoul", 14000], 5000, "만원", inputs={"지역": "서울", "보증금": 14000, "최초근저당": "2022-07"}))
Q(K, "normal", "서울 보증금 1억6천, 근저당 최초 설정일 2022-01-15. 요즘 기준은 1억6,500만원이라던데 저도 최우선변제 받을 수 있나요? 받는다면 얼마?",
  fig=F("prio2021", ["seoul", 16000], 0, "만원", tol=0, inputs={"지역": "서울", "보증금": 16000, "최초근저당": "2022-01-15"}), verdict="불가 — 근저당 설정 당시(2021 표) 기준 1억5,000만원 초과")
Q(K, "normal", "서울 다가구 주택이 경매로 8천만원에 낙찰됐어요. 제 보증금은 1억이고 최초 근저당은 2023년 12월, 소액임차인은 저 혼자예요. 최우선변제로 받을 수 있는 최대 금액은?",
  fig=F("prio2023", ["seoul", 10000, 8000], 4000, "만원", inputs={"지역": "서울", "보증금": 10000, "주택가액": 8000, "최초근저당": "2023-12"}))
Q(K, "normal", "대구 보증금 6천5백 아파트, 근저당은 2022년 10월 설정이에요. 최우선변제 얼마예요?",
  fig=F("prio2021", ["metro", 6500], 2300, "만원", inputs={"지역": "대구", "보증금": 6500, "최초근저당": "2022-10"}))
Q(K, "colloquial", "용인 빌라 보증금 1.3억, 근저당 2023-03-02 설정. 최우선변제 얼마 나와?",
  fig=F("prio2023", ["overcrowded", 13000], 4800, "만원", inputs={"지역": "용인", "보증금": 13000, "최초근저당": "2023-03-02"}))
Q(K, "followup", "OK, mine is a Seoul villa, deposit 100M won, first mortgage registered in January 2024. What's the max I can get, in 만원?", prev="What is 최우선변제 (small-tenant priority repayment)?",
  fig=F("prio2023", ["seoul", 10000], 5500, "만원", inputs={"지역": "서울", "보증금": 10000, "최초근저당": "2024-01"}))
Q(K, "nospace", "성남보증금1억2천근저당2023년7월설정최우선변제얼마", fig=F("prio2023", ["overcrowded", 12000], 4800, "만원", inputs={"지역": "성남", "보증금": 12000, "최초근저당": "2023-07"}))
Q(K, "normal", "강원 원주 보증금 5,500만원이고 근저당은 2021년 12월 설정입니다. 최우선변제 한도로 받을 금액은?",
  fig=F("prio2021", ["other", 5500], 2000, "만원", inputs={"지역": "원주", "보증금": 5500, "최초근저당": "2021-12"}))
Q(K, "followup", "저는 서울 보증금 9천이고 근저당은 2023년 10월이에요. 제가 받을 수 있는 최대 금액은요?", prev="최우선변제 서울 기준이 얼마예요?",
  fig=F("prio2023", ["seoul", 9000], 5500, "만원", inputs={"지역": "서울", "보증금": 9000, "최초근저당": "2023-10"}))
Q(K, "typo", "광주광역시 보증금 9천 근저당 2023년4월 설정인데 최우선변제 대상 맞나여? 얼마 받아요",
  fig=F("prio2023", ["metro", 9000], 0, "만원", tol=0, inputs={"지역": "광주광역시", "보증금": 9000, "최초근저당": "2023-04"}), verdict="아니요 — 광역시 기준 8,500만원 초과로 대상 아님")

K = "calc_late_interest"
Q(K, "normal", "계약 끝난 지 3개월째인데 보증금 2억을 아직 못 받았어요. 민법상 연 5%로 치면 지연이자 얼마예요?", fig=F("interest", [20000, 0.05, 3], 250, "만원", inputs={"보증금": 20000, "이율": 0.05, "개월": 3}))
Q(K, "followup", "1억5천이고 만료 후 6개월째예요. 법정이율 연 5% 기준 지연손해금은 얼마인가요?", prev="계약 끝났는데 집주인이 보증금을 안 줘요", fig=F("interest", [15000, 0.05, 6], 375, "만원", inputs={"보증금": 15000, "이율": 0.05, "개월": 6}))
Q(K, "normal", "보증금 1억 반환이 만료일 다음날부터 73일 늦어졌어요. 연 5%로 하면 원 단위로 지연이자 얼마죠?", fig=F("interest_days", [10000, 0.05, 73], 1000000, "원", tol=5, inputs={"보증금": 10000, "이율": 0.05, "일수": 73}))
Q(K, "normal", "보증금 3억 반환 소송 냈고, 소장 송달 다음날부터 4개월 지났어요. 소송촉진법 연 12%로 그 4개월치 이자는 얼마예요?",
  fig=F("interest", [30000, 0.12, 4], 1200, "만원", inputs={"보증금": 30000, "이율": 0.12, "개월": 4}), law=L_LIT, law_alt=[L_CIVIL])
Q(K, "normal", "보증금 8천만원 소송 중인데 소장 송달 다음날부터 90일 지났어요. 연 12% 적용하면 원 단위로 얼마?",
  fig=F("interest_days", [8000, 0.12, 90], 2367123, "원", tol=5, inputs={"보증금": 8000, "이율": 0.12, "일수": 90}), law=L_LIT, law_alt=[L_CIVIL])
Q(K, "followup", "It's 250M won. At the statutory 5% per year, how much late interest is that for the 2 months, in 만원?", prev="The landlord hasn't returned my deposit since the lease ended 2 months ago.",
  fig=F("interest", [25000, 0.05, 2], 208.33, "만원", inputs={"보증금": 25000, "이율": 0.05, "개월": 2}))
Q(K, "colloquial", "보증금 4억 1년째 못 받음.. 연 5%면 이자 얼마 청구 가능해?", fig=F("interest", [40000, 0.05, 12], 2000, "만원", inputs={"보증금": 40000, "이율": 0.05, "개월": 12}))
Q(K, "typo", "보증금 1억2천 돌려받는게 5개월 늦어졌는데 민법상 지연이자 얼마에요", fig=F("interest", [12000, 0.05, 5], 250, "만원", inputs={"보증금": 12000, "이율": 0.05, "개월": 5}))
Q(K, "nospace", "보증금5억소장송달후3개월연12프로지연이자얼마", fig=F("interest", [50000, 0.12, 3], 1500, "만원", inputs={"보증금": 50000, "이율": 0.12, "개월": 3}), law=L_LIT, law_alt=[L_CIVIL])
Q(K, "normal", "전세금 2억 8천 반환이 45일 늦었어요. 연 5%로 원 단위까지 계산해 주세요.", fig=F("interest_days", [28000, 0.05, 45], 1726027, "원", tol=5, inputs={"보증금": 28000, "이율": 0.05, "일수": 45}))
Q(K, "followup", "1억 8천이고 4개월째예요. 연 5%면 얼마 정도예요?", prev="보증금 못 받으면 이자도 청구할 수 있어요?", fig=F("interest", [18000, 0.05, 4], 300, "만원", inputs={"보증금": 18000, "이율": 0.05, "개월": 4}))

K = "calc_dates"
Q(K, "normal", "전세 만료일이 2027-05-31이에요. 갱신요구권은 늦어도 언제까지 행사해야 하나요?", fig=F("months_before", ["2027-05-31", 2], "2027-03-31", "date", inputs={"만료일": "2027-05-31"}))
Q(K, "normal", "계약이 2027년 8월 31일에 끝나요. 갱신요구는 가장 빨리 언제부터 할 수 있어요?", fig=F("months_before", ["2027-08-31", 6], "2027-02-28", "date", inputs={"만료일": "2027-08-31"}))
Q(K, "colloquial", "계약 끝나는 날 2027.4.15야. 갱신요구 마감일 언제야?", fig=F("months_before", ["2027-04-15", 2], "2027-02-15", "date", inputs={"만료일": "2027-04-15"}))
Q(K, "normal", "2025년 1월에 들어왔고 계약 만료가 2027년 1월 20일이에요. 갱신요구 마감일이 언제였는지, 그리고 오늘 갱신요구해도 되는지 알려주세요.",
  fig=F("months_before", ["2027-01-20", 2], "2026-11-20", "date", inputs={"만료일": "2027-01-20", "오늘": "2026-11-26"}), verdict="불가 — 마감(2026-11-20)이 지나 갱신요구권 행사 못함")
Q(K, "followup", "My lease ends on 2027-10-31. What's the earliest date I can exercise it?", prev="When can I use my contract renewal right?", fig=F("months_before", ["2027-10-31", 6], "2027-04-30", "date", inputs={"만료일": "2027-10-31"}))
Q(K, "normal", "묵시적 갱신된 상태로 살고 있어요. 오늘 집주인한테 해지 통지하면 계약이 언제 끝나나요?", fig=F("months_after", ["2026-11-26", 3], "2027-02-26", "date", inputs={"통지일": "2026-11-26"}))
Q(K, "normal", "묵시적으로 갱신된 전세인데 2026년 12월 15일에 해지 통지를 보낼 예정이에요. 해지 효력은 언제 생기나요?", fig=F("months_after", ["2026-12-15", 3], "2027-03-15", "date", inputs={"통지일": "2026-12-15"}))
Q(K, "nospace", "묵시적갱신중인데2027년1월31일에해지통보하면계약언제끝나요", fig=F("months_after", ["2027-01-31", 3], "2027-04-30", "date", inputs={"통지일": "2027-01-31"}))
Q(K, "normal", "아파트 매매계약을 2026-11-20에 체결했어요. 실거래가 신고는 언제까지 해야 하나요?", fig=F("days_after", ["2026-11-20", 30], "2026-12-20", "date", inputs={"계약일": "2026-11-20"}), law=L_DEAL)
Q(K, "colloquial", "오늘 전월세 계약서 썼어. 보증금 1억이라 신고 대상이라는데 신고 마감 며칠이야?", fig=F("days_after", ["2026-11-26", 30], "2026-12-26", "date", inputs={"계약일": "2026-11-26"}), law=L_DEAL)
Q(K, "english", "I signed a monthly rent contract in Seoul on 2027-01-10 (deposit 20M won, rent 800k won). What's the deadline to file the rental contract report?",
  fig=F("days_after", ["2027-01-10", 30], "2027-02-09", "date", inputs={"계약일": "2027-01-10"}), law=L_DEAL)
Q(K, "normal", "공동주택 공시가격이 2027년 4월 29일에 공시되면 이의신청 마감일은 언제예요?", fig=F("days_after", ["2027-04-29", 30], "2027-05-29", "date", inputs={"공시일": "2027-04-29"}), law=L_PRICE)
Q(K, "normal", "만료일이 2027-03-10인 임대차예요. 집주인이 갱신거절 통지를 할 수 있는 마지막 날은 언제인가요?", fig=F("months_before", ["2027-03-10", 2], "2027-01-10", "date", inputs={"만료일": "2027-03-10"}))
Q(K, "typo", "계약만료 2027년 6월 30일인디 갱신요구권 언재까지 쓸수있나여", fig=F("months_before", ["2027-06-30", 2], "2027-04-30", "date", inputs={"만료일": "2027-06-30"}))
Q(K, "followup", "제 만료일이 2027-12-31인데 갱신요구 가능 시작일은요?", prev="갱신요구는 만료 6개월 전부터 2개월 전까지 맞죠?", fig=F("months_before", ["2027-12-31", 6], "2027-06-30", "date", inputs={"만료일": "2027-12-31"}))
Q(K, "normal", "매수인이랑 합의해서 매매계약 해제가 2026-12-03에 확정됐어요. 해제신고 기한이 언제까지죠?", fig=F("days_after", ["2026-12-03", 30], "2027-01-02", "date", inputs={"해제확정일": "2026-12-03"}), law=L_DEAL)

K = "calc_jeonse_ratio"
Q(K, "normal", "매매 3억2천 전세 2억8천이면 전세가율 몇 %예요?", fig=F("ratio", [28000, 32000], 87.5, "%", inputs={"전세": 28000, "매매": 32000}))
Q(K, "normal", "보러 간 빌라가 매매가 2억, 전세 1억7천이래요. 전세가율이 어떻게 돼요?", fig=F("ratio", [17000, 20000], 85, "%", inputs={"전세": 17000, "매매": 20000}))
Q(K, "english", "Sale price 450M won, jeonse 300M won. What's the jeonse ratio?", fig=F("ratio", [30000, 45000], 66.67, "%", inputs={"전세": 30000, "매매": 45000}))
Q(K, "nospace", "매매가4억전세3억2천전세가율", fig=F("ratio", [32000, 40000], 80, "%", inputs={"전세": 32000, "매매": 40000}))
Q(K, "followup", "시세 5억5천 아파트에 전세 3억3천이면 전세가율 몇 퍼센트인가요?", prev="전세가율이 정확히 뭐예요?", fig=F("ratio", [33000, 55000], 60, "%", inputs={"전세": 33000, "매매": 55000}))
Q(K, "typo", "매매 2억5천인대 전세 2억3천 전새가율 몇프로에요", fig=F("ratio", [23000, 25000], 92, "%", inputs={"전세": 23000, "매매": 25000}))
Q(K, "normal", "350,000,000원에 매매되는 집을 전세 2억8천에 들어가려고 해요. 전세가율 계산해 주세요.", fig=F("ratio", [28000, 35000], 80, "%", inputs={"전세": 28000, "매매": 35000}))
Q(K, "followup", "매매 3억에 전세 2억6천이면 몇 %예요?", prev="전세가율 80% 넘으면 위험하다던데", fig=F("ratio", [26000, 30000], 86.67, "%", inputs={"전세": 26000, "매매": 30000}))
Q(K, "colloquial", "오피스텔 매매 1억8천 전세 1억6천2백 ㅋㅋ 전세가율 몇이야", fig=F("ratio", [16200, 18000], 90, "%", inputs={"전세": 16200, "매매": 18000}))

K = "calc_loan_payment"
Q(K, "normal", "주담대 3억을 연 4%, 30년 원리금균등으로 받으면 매달 얼마 갚아요?", fig=F("pmt", [30000, 0.04, 360], 143.22, "만원", tol=0.1, inputs={"대출": 30000, "금리": 0.04, "개월": 360}), law=None)
Q(K, "normal", "2억 대출, 연 3.5%, 20년 원리금균등상환이면 월 상환액이 얼마인가요?", fig=F("pmt", [20000, 0.035, 240], 115.99, "만원", tol=0.1, inputs={"대출": 20000, "금리": 0.035, "개월": 240}), law=None)
Q(K, "colloquial", "1억 빌리는데 연 4.2% 이자만 내면 한 달에 얼마야?", fig=F("interest_only", [10000, 0.042], 35, "만원", tol=0.1, inputs={"대출": 10000, "금리": 0.042}), law=None)
Q(K, "normal", "6억짜리 아파트 사려는데 LTV 70% 적용되면 대출 최대 얼마까지 나와요?", fig=F("ltv", [60000, 0.7], 42000, "만원", inputs={"주택가격": 60000, "LTV": 0.7}), law=None)
Q(K, "english", "Loan of 250M won at 3.9% for 30 years, equal principal-and-interest. What's the monthly payment in won?",
  fig=F("pmt", [250000000, 0.039, 360], 1179171, "원", tol=10, inputs={"대출_원": 250000000, "금리": 0.039, "개월": 360}), law=None)
Q(K, "normal", "전세대출 2억, 금리 연 3.8%, 만기일시상환(이자만)이면 월 이자는?", fig=F("interest_only", [20000, 0.038], 63.33, "만원", tol=0.1, inputs={"대출": 20000, "금리": 0.038}), law=None)
Q(K, "normal", "5억 집인데 LTV 40%라고 하더라고요. 대출 한도가 얼마예요?", fig=F("ltv", [50000, 0.4], 20000, "만원", inputs={"주택가격": 50000, "LTV": 0.4}), law=None)
Q(K, "normal", "1억5천을 연 4.5%로 10년 동안 원리금균등으로 갚으면 한 달에 얼마 나가나요?", fig=F("pmt", [15000, 0.045, 120], 155.46, "만원", tol=0.1, inputs={"대출": 15000, "금리": 0.045, "개월": 120}), law=None)
Q(K, "nospace", "4억대출금리4.1프로30년원리금균등월상환액", fig=F("pmt", [40000, 0.041, 360], 193.28, "만원", tol=0.1, inputs={"대출": 40000, "금리": 0.041, "개월": 360}), law=None)
Q(K, "typo", "버팀목 1억2천 금리 2.3% 이자만 내면 한달에 얼마여", fig=F("interest_only", [12000, 0.023], 23, "만원", tol=0.1, inputs={"대출": 12000, "금리": 0.023}), law=None)
Q(K, "normal", "3억5천, 연 4.3%, 40년 원리금균등이면 월 납입액 얼마예요?", fig=F("pmt", [35000, 0.043, 480], 152.88, "만원", tol=0.1, inputs={"대출": 35000, "금리": 0.043, "개월": 480}), law=None)
Q(K, "followup", "금리 4.5%에 30년 원리금균등이면 월 얼마예요?", prev="주담대 3억 받으려고 하는데요", fig=F("pmt", [30000, 0.045, 360], 152.01, "만원", tol=0.1, inputs={"대출": 30000, "금리": 0.045, "개월": 360}), law=None)

K = "calc_missing_input"
Q(K, "normal", "갱신할 때 5% 올리면 보증금 얼마 돼요?", missing="기존 보증금", law=L_LEASE)
Q(K, "colloquial", "아파트 매매 복비 최대 얼마야?", missing="매매가", law=L_BROK)
Q(K, "normal", "보증금 일부를 월세로 돌리면 월세 최대 얼마 돼요?", missing="월세로 전환할 보증금 금액", law=L_LEASE)
Q(K, "normal", "서울 빌라 보증금 1억2천인데 경매 넘어가면 최우선변제 얼마 받아요?", missing="최초 근저당(담보물권) 설정일", law=L_LEASE)
Q(K, "colloquial", "전세 2억이야 전세가율 계산해줘", missing="매매가", intent="리스크분석", intent_alt=["시세조회"], law=None)
Q(K, "normal", "3억 대출 30년 원리금균등으로 월 상환액 알려주세요.", missing="금리", intent="대출상담", law=None)
Q(K, "normal", "전세 만료 전에 갱신요구해야 한다던데 제 마감일은 언제예요?", missing="계약 만료일", law=L_LEASE)
Q(K, "english", "What's the max brokerage fee for my monthly rent contract? Rent is 700k won a month.", missing="보증금", law=L_BROK)
Q(K, "normal", "보증금 2억인데 지연이자 얼마나 붙어요? 연 5%로요.", missing="지연 기간", law=L_CIVIL)
Q(K, "normal", "최우선변제 얼마 받아요? 근저당은 2024년 설정이고 보증금 9천이에요.", missing="지역(시·군)", law=L_LEASE)
Q(K, "nospace", "전세복비얼마예요", missing="전세보증금", law=L_BROK)
Q(K, "normal", "월세 갱신하면 최대 얼마까지 오를 수 있어요? 보증금은 그대로고요.", missing="현재 월세", law=L_LEASE)
Q(K, "colloquial", "LTV 70%면 대출 얼마 나와?", missing="주택가격", intent="대출상담", law=None)
Q(K, "english", "Loan 400M won at 4%, equal principal and interest — what's the monthly payment?", missing="대출기간", intent="대출상담", law=None)

# =====================================================================================
# B. Legal questions needing a verdict (~35%)
# =====================================================================================
K = "legal_housing_lease"
Q(K, "normal", "이사한 날 바로 전입신고했는데 같은 날 집주인이 은행 근저당을 설정했대요. 제 대항력이 은행보다 앞서는 건가요?", verdict="아니요 — 대항력은 전입 다음날 0시 발생, 같은 날 근저당이 앞섬")
Q(K, "normal", "계약서에 기간을 1년으로 썼는데 저는 2년 살고 싶어요. 2년 주장할 수 있나요?", verdict="가능 — 2년 미만 약정도 임차인은 2년 주장 가능")
Q(K, "normal", "집주인이 본인 실거주한다고 갱신 거절해서 나왔는데 두 달 뒤에 다른 사람한테 세를 놨더라고요. 손해배상 청구할 수 있나요?", verdict="가능 — 정당한 사유 없는 제3자 임대 시 손해배상 청구 가능")
Q(K, "colloquial", "갱신요구권 이미 한 번 썼는데 또 쓸 수 있어?", verdict="불가 — 갱신요구권은 1회뿐이라 또 못함")
Q(K, "english", "My landlord sold the apartment. Do I need to sign a new lease with the new owner to keep my deposit protected?", verdict="아니요 — 새 소유자가 임대인 지위 승계, 새 계약 필요 없음")
Q(K, "followup", "임차권등기명령 등기까지 된 다음에 이사 나가면 대항력 유지돼요?", prev="계약 끝났는데 보증금을 못 받았어요. 이사는 가야 하는데 어떡하죠?", verdict="네 — 임차권등기 후 이사해도 대항력·우선변제권 유지")
Q(K, "normal", "지난 1년 동안 월세를 두 달치 합쳐서 밀린 적이 있어요. 이 경우 집주인이 제 갱신요구를 거절할 수 있나요?", verdict="가능 — 2기 차임액 연체 사실이 있으면 갱신 거절 가능")
Q(K, "typo", "계약전에 집주인한테 국세 체납이랑 선순위 확정일자 보여달라니깐 거부하네여 집주인이 보여줄 의무 있나요?", verdict="있음 — 임대인은 계약 시 납세증명·선순위 확정일자 정보 제시해야 함")
Q(K, "colloquial", "확정일자 받으려면 집주인 동의 필요해?", verdict="아니요 — 임차인 혼자 받을 수 있고 동의 필요 없음")
Q(K, "nospace", "전입신고안하고확정일자만받으면우선변제되나요", verdict="아니요 — 대항요건(인도+전입) 없으면 우선변제권 없음")

K = "legal_civil"
Q(K, "normal", "아파트 매수 계약하고 계약금 3천만원 보냈는데 매도인이 집값 올랐다고 계약금 배액 돌려주고 해제하겠대요. 중도금은 아직 안 냈어요. 이게 가능한가요? 가능하면 제가 받는 돈은 총 얼마예요?",
  fig=F("double", [3000], 6000, "만원", inputs={"계약금": 3000}), verdict="가능 — 중도금 전이면 배액상환으로 해제 가능", teams=AS, teams_alt=[])
Q(K, "normal", "중도금까지 이미 냈는데 집주인이 계약금 두 배 줄 테니 해제하자고 합니다. 이렇게 일방적으로 해제할 수 있나요?", verdict="불가 — 이행에 착수(중도금 지급)한 뒤라 배액상환 해제 못함")
Q(K, "colloquial", "보일러 고장났는데 집주인이 나보고 고치래. 내가 내야 돼?", verdict="아니요 — 통상 수선의무는 임대인, 임차인 부담 없음")
Q(K, "normal", "4년 살다 나가는데 햇빛 때문에 벽지 색이 바랜 것까지 제가 물어내야 하나요?", verdict="아니요 — 통상 손모는 원상회복 대상 아님")
Q(K, "normal", "세입자가 월세를 두 달치 연속 안 냈어요. 집주인인 제가 계약 해지할 수 있나요?", verdict="가능 — 차임 연체액이 2기에 달하면 해지 가능")
Q(K, "colloquial", "집주인 몰래 방 하나 다른 사람한테 재임대 해도 됨?", verdict="불가 — 무단 전대는 안 됨, 해지 사유")
Q(K, "followup", "이거 집주인한테 청구할 수 있나요?", prev="수도관이 터져서 급하게 제 돈 80만원으로 고쳤어요.", verdict="가능 — 필요비는 즉시 상환 청구 가능")
Q(K, "english", "Can I end my 2-year lease early by just giving one month's notice, even though the contract has no early-termination clause?", verdict="아니요 — 약정 없으면 일방 중도해지 못함", law_alt=[L_LEASE])
Q(K, "normal", "가계약금 100만원만 보냈고 본계약서는 아직 안 썼어요. 제가 마음 바뀌어서 취소하면 100만원 돌려받을 수 있나요? 매매대금·날짜는 문자로 다 정했어요.", verdict="아니요 — 주요 내용 합의된 가계약이면 포기해야 하고 반환 청구 못함")

K = "legal_private_rental"
Q(K, "normal", "등록임대사업자 집에 살고 있는데 갱신 때 7% 올리겠대요. 가능한가요?", verdict="불가 — 등록임대는 5% 초과 증액 불가")
Q(K, "colloquial", "임대사업자 집인데 보증금 올린 지 10개월 만에 또 올린대. 이거 돼?", verdict="불가 — 증액 후 1년 이내 재증액 불가")
Q(K, "normal", "주택임대사업자로 등록하면 임대보증금 반환보증에 꼭 가입해야 하나요?", verdict="네 — 원칙적으로 임대보증금 보증 가입해야 함")
Q(K, "normal", "제가 사는 집 주인이 임대사업자인데 의무기간 중에 다른 임대사업자한테 집을 팔 수 있나요?", verdict="가능 — 다른 임대사업자에게 양도(지위 승계)는 가능")
Q(K, "normal", "임대사업자인데 세입자가 월세를 3개월 연속 안 내요. 의무기간 중에도 계약 해지할 수 있나요?", verdict="가능 — 월 임대료 3개월 이상 연속 연체는 해지 사유")
Q(K, "english", "My landlord is a registered rental business operator. Can they refuse to renew my lease just because they want a new tenant at a higher rent?", verdict="불가 — 정당한 사유 없이 재계약 거절 못함")
Q(K, "typo", "임대사업자 표준임대차계약서 안쓰고 그냥 일반 계약서 써도 돼나요", verdict="불가 — 등록임대는 표준임대차계약서 사용 의무")

K = "legal_brokerage"
Q(K, "normal", "중개사가 법정 한도보다 복비를 더 받아갔어요. 초과분 돌려받을 수 있나요?", verdict="가능 — 한도 초과분 반환 청구 가능")
Q(K, "normal", "중개사 과실로 계약이 해제됐는데 그래도 중개보수를 줘야 하나요?", verdict="아니요 — 중개사 고의·과실로 해제되면 보수 지급 의무 없음")
Q(K, "colloquial", "부동산 컨설팅이라는 데서 중개해줬는데 알고보니 무등록이래. 복비 줘야 돼?", verdict="아니요 — 무등록 중개의 보수 약정은 무효")
Q(K, "normal", "중개사가 중개대상물 확인·설명서를 안 줬어요. 원래 줘야 하는 건가요?", verdict="네 — 확인·설명서 작성·교부해야 함")
Q(K, "colloquial", "공인중개사가 자기 집을 나한테 직접 팔겠다는데 이거 괜찮은 거야?", verdict="불가 — 중개의뢰인과 직접거래 금지")
Q(K, "english", "Can a broker charge me a fee just for showing me apartments when no contract was signed?", verdict="아니요 — 계약 미성립이면 중개보수 청구 못함")
Q(K, "normal", "중개사가 근저당을 잘못 설명해서 손해를 봤어요. 공제나 보증보험으로 배상받을 수 있나요?", verdict="가능 — 손해배상책임 보장(공제·보증보험)으로 청구 가능")

K = "legal_deal_report"
Q(K, "colloquial", "매매 실거래 신고 60일 안에만 하면 되지?", verdict="아니요 — 계약일부터 30일 이내")
Q(K, "normal", "서울에서 보증금 7천, 월세 없는 전세 계약했어요. 전월세 신고 해야 하나요?", verdict="해야 함 — 보증금 6천만원 초과라 신고 대상")
Q(K, "normal", "경기도 시 지역 원룸 보증금 5천에 월세 25만원입니다. 임대차 신고 대상인가요?", verdict="아니요 — 보증금 6천 이하·월세 30만 이하라 대상 아님")
Q(K, "followup", "해제도 따로 신고해야 하나요?", prev="매매 실거래 신고까지 마쳤는데 계약이 깨졌어요", verdict="해야 함 — 해제 확정일부터 30일 이내 해제신고")
Q(K, "normal", "토지거래허가구역 안 아파트를 허가 안 받고 계약만 먼저 했어요. 이 계약 효력 있나요?", verdict="무효 — 허가 전에는 효력 발생 안 됨")
Q(K, "english", "Do I need to report my monthly rent contract in Seoul if the deposit is 10M won and rent is 500,000 won?", verdict="네 — 월세 30만원 초과라 신고해야 함")
Q(K, "nospace", "금액그대로갱신하는것도전월세신고해야돼요", verdict="아니요 — 금액 변동 없는 갱신은 신고 대상 아님")

K = "legal_registry"
Q(K, "normal", "등기필증을 잃어버렸어요. 재발급 받을 수 있나요?", verdict="불가 — 재발급 안 됨, 확인서면 등으로 대체")
Q(K, "colloquial", "법무사 안 쓰고 소유권이전등기 셀프로 해도 돼?", verdict="가능 — 당사자가 직접 신청 가능")
Q(K, "normal", "등기사항증명서 을구에 근저당 같은 게 나오는 거 맞나요?", verdict="네 — 을구에 근저당 등 소유권 외 권리 기재")
Q(K, "normal", "제 집 말고 전세 들어갈 집 등기부도 제가 떼볼 수 있나요? 집주인 허락 필요해요?", verdict="가능 — 누구나 열람·발급 가능")
Q(K, "normal", "신탁등기된 집인데 등기부 갑구만 보면 충분한가요?", verdict="아니요 — 갑구만으론 부족, 신탁원부도 봐야 함")
Q(K, "english", "Can a tenant register a jeonse right (전세권) alone without the landlord's cooperation?", verdict="아니요 — 공동신청이라 임대인 협조 없이는 못함", law_alt=[L_CIVIL])
Q(K, "typo", "소유권이전등기 신청할때 매도인 인감증명서 필요없죠??", verdict="아니요 — 매도인 인감증명서 필요")

K = "legal_housing_act"
Q(K, "normal", "분양가상한제 아파트 당첨됐는데 거주의무가 있대요. 입주 안 하고 바로 전세 줘도 되나요?", verdict="불가 — 거주의무기간 중 전세 놓으면 안 됨")
Q(K, "normal", "지역주택조합 가입하고 20일 지났는데 아무래도 불안해요. 지금 탈퇴하면 가입비 돌려받을 수 있나요?", verdict="가능 — 가입 후 30일 이내 청약철회 시 가입비 반환")
Q(K, "colloquial", "분양권 불법전매 걸리면 계약 취소될 수도 있어?", verdict="있음 — 사업주체가 공급계약 취소 가능")
Q(K, "english", "Is it legal to buy someone else's housing subscription account to apply for a new apartment?", verdict="아니요 — 청약통장 매매는 공급질서 교란 행위로 불법")
Q(K, "normal", "아파트 리모델링을 하려면 시장·군수·구청장 허가를 받아야 하나요?", verdict="네 — 리모델링 허가 받아야 함")
Q(K, "normal", "지역주택조합 설립인가 받으려면 토지 사용권원 80% 이상 확보해야 한다는 게 맞나요?", verdict="네 — 80% 이상 사용권원 확보해야 함")
Q(K, "nospace", "입주전사전방문안시켜줘도건설사한테문제없는거죠", verdict="아니요 — 사전방문 실시 의무 위반")

K = "legal_apt_management"
Q(K, "normal", "세입자인데 관리비에 장기수선충당금이 포함돼 있었어요. 이사 나갈 때 돌려받을 수 있나요?", verdict="가능 — 소유자에게 반환 청구 가능")
Q(K, "normal", "입주자대표회의 회의록 보여달라고 했더니 관리사무소가 거절했어요. 공개해야 하는 거 아닌가요?", verdict="네 — 입주자 요청 시 회의록 공개해야 함")
Q(K, "normal", "윗집 층간소음 때문에 관리사무소에 신고하면 관리주체가 조치할 수 있나요?", verdict="가능 — 관리주체는 사실조사·중단 권고 가능")
Q(K, "colloquial", "관리사무소가 관리비 내역 공개 안 하고 버텨도 괜찮은 거야?", verdict="불가 — 공개하지 않으면 과태료 대상")
Q(K, "normal", "아파트 하자 때문에 시공사와 다투는데 하자심사·분쟁조정위원회에 신청할 수 있나요?", verdict="가능 — 하자심사·분쟁조정 신청 가능")
Q(K, "english", "Can the apartment management office fine the upstairs neighbor for floor noise?", verdict="아니요 — 관리주체에게 벌금 부과 권한 없음")
Q(K, "typo", "관리사무소에서 층간소음 가해세대한테 과태료 물린다는데 이거 관리소가 할수있는거에요?", verdict="아니요 — 관리사무소는 과태료 부과 못함")

K = "legal_building_sale"
Q(K, "normal", "오피스텔 20실짜리 선분양하는데 건축물분양법상 분양신고 대상인가요?", verdict="아니요 — 오피스텔은 30실 이상부터 대상")
Q(K, "colloquial", "분양사업자가 착공신고도 안 했는데 오피스텔 분양 시작했어. 이거 돼?", verdict="불가 — 착공신고 전 분양 안 됨")
Q(K, "normal", "오피스텔 분양광고에 신탁계약이나 분양보증 여부를 표시해야 하나요?", verdict="네 — 분양광고에 표시해야 함")
Q(K, "normal", "분양보증 받은 오피스텔인데 분양사업자가 부도나면 분양대금 보호받을 수 있나요?", verdict="가능 — 분양보증으로 보호 가능")
Q(K, "normal", "오피스텔 분양 중도금을 분양사업자 대표 개인 계좌로 보내라는데 괜찮은가요?", verdict="불가 — 개인 계좌로 분양대금 받으면 안 됨")
Q(K, "english", "Can I resell my officetel pre-sale right in a speculation-overheated district before the building gets its use approval?", verdict="불가 — 사용승인 전 전매 제한")
Q(K, "nospace", "분양신고수리되기전에오피스텔분양계약해도되나요", verdict="불가 — 분양신고 수리 전 분양 안 됨")

K = "legal_price_disclosure"
Q(K, "normal", "공동주택 공시가격에 이의신청은 공시일부터 30일 안에 하는 거 맞죠?", verdict="네 — 공시일부터 30일 이내")
Q(K, "normal", "공시가격 열람 기간에 너무 높다고 의견 제출할 수 있나요?", verdict="가능 — 열람 기간 중 의견 제출 가능")
Q(K, "normal", "공시가격 이의신청 인터넷으로도 할 수 있어요?", verdict="가능 — 온라인(공시가격 알리미) 신청 가능")
Q(K, "colloquial", "공시가격이랑 실거래가 같은 거지?", verdict="아니요 — 공시가격은 실거래가와 다름")
Q(K, "normal", "우리 단독주택 공시가격도 국토교통부 장관이 직접 정하는 건가요?", verdict="아니요 — 개별주택가격은 시장·군수·구청장이 결정")
Q(K, "english", "Can I still file an objection to my apartment's official price 45 days after it was published?", verdict="불가 — 공시일부터 30일 지나 이의신청 못함")
Q(K, "nospace", "공시가격이의신청하면결과를서면으로알려줘야하는거죠", verdict="네 — 심사 결과 서면 통지해야 함")

K = "legal_price_cap_rule"
Q(K, "normal", "분양가상한제 아파트 분양가는 택지비 + 건축비로 정해지는 거 맞나요?", verdict="네 — 택지비와 건축비(기본형건축비+가산비) 합산")
Q(K, "colloquial", "기본형건축비 1년에 한 번만 고시하지?", verdict="아니요 — 매년 3월·9월 정기 고시(6개월마다)")
Q(K, "normal", "민간택지 분양가상한제에서 택지비는 시행사가 땅 산 가격 그대로 반영되나요?", verdict="아니요 — 감정평가액 기준")
Q(K, "normal", "공공택지 분양가상한제 택지비는 공급가격에 기간이자 같은 게 더해지는 건가요?", verdict="네 — 공급가격+기간이자+그 밖 비용")
Q(K, "english", "Under the apartment price cap, is there a separate add-on cost (가산비) allowed for things like basement construction?", verdict="있음 — 지하층 등 건축비 가산비 인정")
Q(K, "normal", "자재값이 폭등해도 기본형건축비는 무조건 다음 정기 고시까지 안 바뀌나요?", verdict="아니요 — 주요 자재 급등 시 비정기 조정되므로 무조건 기다리지 않음")
Q(K, "typo", "분상제 분양가는 주변시세 80%로 정해지는거 아니에여?", verdict="아니요 — 시세 비율이 아니라 택지비+건축비 산정")

K = "legal_floor_noise"
Q(K, "normal", "밤 11시에 윗집 뛰는 소리를 쟀더니 1분 등가소음도가 36dB이었어요. 층간소음 기준 초과인가요?", verdict="네 — 야간 직접충격 기준 34dB 초과")
Q(K, "normal", "오후 2시에 윗집 발소리가 1분 등가 37dB 나왔어요. 기준 넘은 건가요?", verdict="아니요 — 주간 기준 39dB 미만")
Q(K, "colloquial", "윗집 화장실 물 내리는 소리도 층간소음으로 따질 수 있어?", verdict="아니요 — 욕실·화장실 급배수 소음은 제외")
Q(K, "normal", "윗집 TV 소리가 크게 울리는데 이것도 층간소음에 들어가나요?", verdict="네 — 공기전달 소음에 포함")
Q(K, "normal", "새벽 1시에 최고소음도 55dB가 측정됐어요. 기준 초과예요?", verdict="네 — 야간 최고소음도 기준 52dB 초과")
Q(K, "english", "At 3 pm, piano sound from upstairs averaged 43 dB over 5 minutes. Does that exceed the standard?", verdict="아니요 — 주간 공기전달 기준 45dB 미만")
Q(K, "nospace", "층간소음야간기준은밤10시부터맞죠", verdict="네 — 야간은 22시~06시")

K = "legal_fraud_victim"
Q(K, "normal", "보증금이 8억인데 전세사기 피해자로 결정받을 수 있나요?", verdict="불가 — 보증금 요건(5억, 위원회 인정 시 최대 7억) 초과")
Q(K, "normal", "전입신고도 안 했고 확정일자도 임차권등기도 없어요. 전세사기 피해자 결정 받을 수 있나요?", verdict="불가 — 대항력·확정일자 요건 불충족")
Q(K, "normal", "전세사기 피해자로 결정되면 집이 경매될 때 제가 우선 매수할 수 있나요?", verdict="가능 — 우선매수권 행사 가능")
Q(K, "colloquial", "우선매수권 LH한테 넘길 수 있다던데 진짜야?", verdict="가능 — LH에 우선매수권 양도 가능")
Q(K, "normal", "전세사기 피해자 결정 신청을 국토부에 직접 해야 하나요?", verdict="아니요 — 관할 지자체(시·도)에 신청")
Q(K, "followup", "If I'm recognized as a victim, can I ask to postpone the auction of my house?", prev="I think I'm a victim of jeonse fraud.", verdict="가능 — 경매 유예·정지 신청 가능")
Q(K, "typo", "전세사기 피해자 결정 신청하려면 꼭 소송부터 해야되나여?", verdict="아니요 — 선행 소송 필요 없음")

K = "timeline_notice"
Q(K, "normal", "만료 한 달 전에 집주인이 갑자기 나가라고 하네요. 나가야 하나요?", verdict="아니요 — 2개월 전까지 통지 없으면 묵시적 갱신, 나갈 의무 없음")
Q(K, "normal", "묵시적 갱신된 상태인데 제가 나가고 싶으면 아무 때나 해지 통지해도 되나요?", verdict="가능 — 언제든 통지 가능, 3개월 후 효력")
Q(K, "colloquial", "묵시적 갱신됐는데 집주인이 3개월 뒤에 나가라고 해지 통보함. 이거 유효해?", verdict="무효 — 임대인은 묵시적 갱신 중 해지 못함")
Q(K, "followup", "근데 1년 만에 나가고 싶어요. 중간에 해지할 수 있나요?", prev="작년에 갱신요구권 써서 2년 연장했어요", verdict="가능 — 언제든 해지 통지, 3개월 후 효력")
Q(K, "normal", "만료 한 달 반 남았는데 지금 갱신요구하면 받아들여지나요?", verdict="불가 — 만료 2개월 전까지 해야 하며 기간 지남")
Q(K, "english", "My landlord told me 3 months before expiry that he won't renew. Is that valid notice?", verdict="유효 — 만료 6~2개월 전 통지")
Q(K, "nospace", "묵시적갱신되면계약기간2년으로되는거맞아요", verdict="네 — 묵시적 갱신 시 존속기간 2년")

# =====================================================================================
# C. Market / loans / risk / contracts / comprehensive / irrelevant / unclear
# =====================================================================================
Q("market_price", "normal", "마포구 마포래미안푸르지오 84㎡ 최근 매매 실거래가 얼마예요?")
Q("market_price", "colloquial", "성수동 투룸 월세 요즘 얼마 정도 해?")
Q("market_price", "english", "What's the typical jeonse price for a 59㎡ apartment in Songpa-gu these days?")
Q("market_price", "nospace", "분당정자동아파트전세시세")
Q("market_price", "typo", "노원구 빌라 매매 시세 알려쥬세요")
Q("market_compare", "normal", "강동구랑 송파구 아파트 전세 가격 비교해 주세요.")
Q("market_compare", "english", "Compare apartment sale prices in Mapo-gu and Yongsan-gu.")
Q("market_compare", "colloquial", "수원 영통이랑 용인 수지 34평 매매 어디가 더 싸?")
Q("market_trend", "normal", "지난 3년간 노원구 아파트 매매가 추이 보여주세요.")
Q("market_trend", "english", "Show me how jeonse prices in Gangseo-gu changed over the last year.")
Q("market_trend", "colloquial", "요즘 송도 집값 계속 떨어지는 중임?")
Q("market_jeonse_gap", "normal", "강서구 빌라 전세가율 요즘 얼마나 돼요?")
Q("market_jeonse_gap", "colloquial", "화곡동 빌라 매매랑 전세 갭 얼마 정도야?")
Q("market_jeonse_gap", "english", "What's the jeonse-to-sale price ratio for officetels in Guro-gu?")
Q("market_listing", "normal", "신림역 근처 원룸 보증금 1천에 월세 50 이하 매물 있어요?")
Q("market_listing", "normal", "판교 84㎡ 전세 7억 이하 매물 찾아주세요.")
Q("market_listing", "english", "Find two-room places near Hongik Univ. station with jeonse under 300M won.")
Q("market_listing", "nospace", "잠실역도보10분투룸전세매물")

Q("loan_product", "normal", "버팀목 전세자금대출 조건이 뭐예요?")
Q("loan_product", "normal", "신생아 특례 디딤돌 대출 소득 기준이 어떻게 돼요?")
Q("loan_product", "english", "What is stress DSR and how does it affect my mortgage limit?")
Q("loan_product", "colloquial", "HUG 안심전세대출이랑 그냥 은행 전세대출 뭐가 달라?")
Q("loan_product", "typo", "보금자리론 한도가 어케되요")
Q("loan_product", "followup", "그거 금리는 요즘 몇 %대예요?", prev="디딤돌 대출이 뭔지 알려주세요")
Q("loan_eligibility", "normal", "연봉 4천5백 외벌이 신혼부부인데 디딤돌 대출 받을 수 있을까요? 집은 4억짜리 보고 있어요.")
Q("loan_eligibility", "colloquial", "27살 무주택 연봉 3천인데 청년 버팀목 될까?")
Q("loan_eligibility", "english", "I'm 34, married, combined income 95M won, buying my first home for 500M won. Am I eligible for a 디딤돌 loan?")
Q("loan_eligibility", "normal", "지방에 집 한 채 있는 1주택자인데 서울에서 전세대출 받을 수 있나요?")
Q("loan_eligibility", "followup", "연봉 5천이고 다른 대출은 신용대출 2천 있어요. 그럼 한도 얼마나 나와요?", prev="주담대 받으려는데 DSR 때문에 한도 걱정돼요")

Q("risk_check", "normal", "공시가격 2억짜리 빌라에 선순위 근저당 5천이 있어요. HUG 반환보증 기준(주택가격 = 공시가격×140%, 보증금+선순위 ≤ 주택가격×90%)으로 보면 보증금 최대 얼마까지 보증 가입 가능해요?",
  fig=F("hug_max", [20000, 5000], 20200, "만원", inputs={"공시가격": 20000, "선순위": 5000}), law=None)
Q("risk_check", "english", "Official price 150M won, no senior debt. Using the HUG rule (house value = official price × 140%, deposit + senior debt ≤ 90% of that), what's the max deposit in 만원?",
  fig=F("hug_max", [15000, 0], 18900, "만원", inputs={"공시가격": 15000, "선순위": 0}), law=None)
Q("risk_check", "normal", "근저당 1억2천 잡힌 빌라인데 매매 시세는 3억이래요. 여기에 전세 2억으로 들어가도 괜찮을까요?")
Q("risk_check", "colloquial", "신탁등기 된 오피스텔인데 집주인(위탁자)이랑만 전세계약 해도 돼?", verdict="불가 — 신탁사(수탁자) 동의 없는 계약은 대항 못함", law=L_CIVIL, law_alt=[L_REG])
Q("risk_check", "normal", "계약하려는 집 집주인이 세금 체납이 있는지 걱정돼요. 어떻게 확인하고, 체납 있으면 얼마나 위험한가요?")
Q("risk_check", "normal", "다가구 주택 전세인데 선순위 임차인 보증금 합계가 꽤 된대요. 제 보증금 1억 안전할까요?")
Q("risk_check", "typo", "깡통전세 인지 어케 알아요 매매 2억 전세 1억9천 빌라에요")
Q("risk_check", "colloquial", "가압류 걸린 집 전세 들어가도 됨?")
Q("risk_check", "followup", "채권최고액 2억4천이고 집 시세 4억, 제 전세 1억5천이면 괜찮나요?", prev="전세 보러 간 집에 근저당이 있대요")
Q("risk_checklist", "normal", "전세 계약 전에 확인해야 할 것들 체크리스트로 정리해 주세요.")
Q("risk_checklist", "english", "What should I check on the property registry before signing a jeonse contract?")
Q("risk_checklist", "colloquial", "잔금 치르는 날 뭐뭐 확인해야 돼?")

Q("contract_draft", "normal", "망원동 한강빌라 302호 보증금 1억8천, 기간 2년 전세계약서 초안 써주세요.")
Q("contract_draft", "normal", "월세 계약서 특약 좀 넣어주세요. 반려동물 고양이 1마리 허용, 입주 전 도배 임대인 부담이요.")
Q("contract_draft", "english", "Draft a monthly rent lease for Seoul Mapo-gu: deposit 20M won, rent 900k won, 1 year, with a clause that the landlord fixes the boiler.")
Q("contract_draft", "colloquial", "매매계약서 특약 초안 써줘. 잔금 전에 근저당 말소 조건으로")
Q("contract_review", "normal", "특약에 '임차인은 퇴거 시 도배·장판을 전부 새로 한다'고 돼 있어요. 이거 서명해도 괜찮을까요?")
Q("contract_review", "normal", "'보증금은 신규 임차인이 입주한 후 반환한다'는 조항 괜찮은가요?")
Q("contract_review", "english", "My lease has a clause: 'The tenant waives the right to request renewal.' Is that clause enforceable?", verdict="무효 — 임차인에게 불리한 약정이라 효력 없음", law=L_LEASE)
Q("contract_review", "colloquial", "'관리비는 월 15만원 정액, 임대인이 필요시 변경 가능' 이 조항 괜찮아?")
Q("contract_review", "typo", "계약서에 '임대인은 잔금일 다음날까지 근저당을 말소한다' 라고 써있는데 이정도면 안전한가여?")

Q("comprehensive", "normal", "지금 전세 3억에 살고 있고 연봉은 6천이에요. 집 사는 게 나을까요, 계속 전세가 나을까요?", intent_alt=["대출상담"])
Q("comprehensive", "normal", "내년 결혼 앞두고 서울에서 전세로 시작할지 대출 받아서 작은 집 살지 고민이에요. 뭐부터 따져봐야 할까요?", intent_alt=["대출상담"])
Q("comprehensive", "english", "Should I buy an apartment in Seoul now or keep renting for a couple more years?", intent_alt=["시세조회"])
Q("comprehensive", "vague", "요즘 집 사는 거 어때요?", intent_alt=["시세조회"])

Q("irrelevant", "normal", "안녕하세요")
Q("irrelevant", "colloquial", "고마워 ㅎㅎ 덕분에 살았다")
Q("irrelevant", "normal", "오늘 서울 날씨 어때요?")
Q("irrelevant", "english", "Write me a Python function that sorts a list of numbers.")
Q("irrelevant", "colloquial", "삼성전자 주가 오를까?")
Q("unclear", "vague", "이거 어떻게 해요?")
Q("unclear", "vague", "음...")
Q("unclear", "vague", "그거 다시")
Q("unclear", "vague", "ㅇㅇ 그래서?")

# =====================================================================================
# assemble
# =====================================================================================
def build():
    out, spec = [], {}
    seen = collections.Counter()
    for n, r in enumerate(rows, 1):
        qid = f"H{n:03d}"
        k = r["kind"]
        split = "tune4" if seen[k] % 2 == 0 else "holdout4"
        seen[k] += 1
        o = {"id": qid, "split": split}
        o.update({k2: v for k2, v in r.items() if k2 != "_spec"})
        if "_spec" in r:
            spec[qid] = r["_spec"]
        out.append(o)
    return out, spec


def readme(out):
    kinds = list(dict.fromkeys(r["kind"] for r in out))
    lines = []
    lines.append("# eval4 — fourth blind evaluation set for 홈즈냥즈 (real-user style)\n")
    lines.append("""- **Author**: a blind helper session (Claude) started by the project. Written **blind**: no product code, rules, corpus, tests,
  docs or other sets' questions were read, and the product was not run. Files read under the project, and nothing else:
  `/work/brief/common.md` (house rules), `benchmarks/eval/TAXONOMY.md` (kinds, intents, teams, law names, labelling conventions, figure rules),
  `benchmarks/eval/check_figures.py` (computation conventions only), `benchmarks/eval3/README.md` (layout and extra conventions) and
  the first 3 lines of `benchmarks/eval3/questions.jsonl` (JSON line format only). Legal content is from public knowledge of Korean statutes.
- **Date / reference date**: 2026-11-26 (all date arithmetic and "오늘" refer to this date).
- **Purpose**: measure how the assistant answers questions the way REAL users write them (nobody on the team wrote these):
  context first and the ask last, numbers in many forms (3억5천, 3.5억, 350,000,000원, 35000만원, 3억 5,000만 원, 1억2천5백),
  반말/존댓말, long messages, no-space messages, typos, English, follow-ups with `prev`, vague ones. ~45% computations with a figure fixed by
  law or by the user's own numbers, ~35% legal questions needing a verdict across all 13 statutes, the rest market/loan/risk/contract/
  comprehensive/irrelevant/unclear.
- **Conventions**: identical to `../eval/TAXONOMY.md` and `../eval3/README.md` (fields, intents, teams, law names, figure rules, 2021/2023
  최우선변제 tables by first mortgage date, 전환율 4.5%, HUG rule stated in the question, 계약금 배액상환 as `legal_civil` with figure,
  loans without `law`, 지연이자 5% → 민법 / 12% → 소송촉진 등에 관한 특례법, date clamping to month end, tol 1 day), except
  `split` ∈ `tune4` | `holdout4`, alternating within each kind in file order (first = `tune4`), and ids `H001…`. Additions:
  - Every figure labels exactly what the question asks: a **difference** (인상액, 증액분, 월세 증가분) or a **total** (새 보증금, 총액, 합계).
  - 신고·이의신청 기한 (`calc_dates`, unit date): 기산일 + 30일 (민법 §157 초일 불산입) — 실거래·전월세·해제 신고 → 부동산 거래신고 등에 관한 법률,
    공시가격 이의신청 → 부동산 가격공시에 관한 법률.
  - 갱신거절 통지 마감 = 만료 2개월 전 (§6①), same clamping.
  - 월세 5% cap applies to the rent itself when the question says the deposit stays unchanged.
  - 부가세: only where the question says "부가세 10% 포함" (×1.1); "양쪽 합쳐서" = 2 × one side's cap.
  - `verdict` is written with explicit polarity words: negative verdicts contain one of 불가/안 됨/없음/무효/아니요/못함 and no positive word;
    positive ones contain 가능/있음/해야 함/유효/네 and no negative word (checked; "불가능" is never used).

Files: `questions.jsonl` (the set), `build_questions.py` (source; hand-entered figures; regenerates the jsonl, `figure_checks.json` and this README),
`figure_checks.json` (machine-readable spec per figure: calculator name + inputs), `check_figures.py` (recomputes every figure independently
from those specs, validates every line, conventions, verdict polarity and coverage; paths relative to itself; prints `OK` last).

Run: `python3 benchmarks/eval4/check_figures.py` → last line `OK`.

## Counts
""")
    lines.append("| kind | tune4 | holdout4 | total |\n|---|---|---|---|")
    tt = th = 0
    for k in kinds:
        t = sum(1 for r in out if r["kind"] == k and r["split"] == "tune4")
        h = sum(1 for r in out if r["kind"] == k and r["split"] == "holdout4")
        tt += t; th += h
        lines.append(f"| `{k}` | {t} | {h} | {t + h} |")
    lines.append(f"| **total** | **{tt}** | **{th}** | **{tt + th}** |\n")
    nf = sum(1 for r in out if "figure" in r)
    nv = [r for r in out if "verdict" in r]
    from check_figures import polarity  # same classifier the checker uses
    neg = sum(1 for r in nv if polarity(r["verdict"]) == "neg")
    lines.append(f"Questions with `figure`: {nf} ({round(100 * nf / len(out))}%); with `missing`: {sum(1 for r in out if 'missing' in r)}; "
                 f"with `verdict`: {len(nv)} (negative {neg}, positive {len(nv) - neg}); with `prev`: {sum(1 for r in out if 'prev' in r)}.\n")
    fk = collections.Counter(r["kind"] for r in out if "figure" in r)
    lines.append("Figures by kind: " + ", ".join(f"{k}: {v}" for k, v in fk.most_common()) + "\n")
    fu = collections.Counter(r["figure"]["unit"] for r in out if "figure" in r)
    lines.append("Figures by unit: " + ", ".join(f"{k}: {v}" for k, v in fu.most_common()) + "\n")
    ph = collections.Counter(r["phrasing"] for r in out)
    lines.append("Phrasings: " + ", ".join(f"{k}: {v}" for k, v in ph.most_common()) + "\n")
    lines.append("| phrasing | tune4 | holdout4 | total |\n|---|---|---|---|")
    for p, _ in ph.most_common():
        t = sum(1 for r in out if r["phrasing"] == p and r["split"] == "tune4")
        lines.append(f"| {p} | {t} | {ph[p] - t} | {ph[p]} |")
    lines.append("")
    it = collections.Counter(r["intent"] for r in out)
    lines.append("Intents: " + ", ".join(f"{k}: {v}" for k, v in it.most_common()) + "\n")
    lw = collections.Counter(r["law"] for r in out if "law" in r)
    lines.append("Questions by `law` (primary): " + ", ".join(f"{k}: {v}" for k, v in lw.most_common()) + "\n")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys
    sys.path.insert(0, HERE)
    out, spec = build()
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        json.dump(spec, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(out))
    print(len(out), "questions")
