# -*- coding: utf-8 -*-
"""eval8 — blind set of computations from the user's own numbers (reference date 2026-11-26).

Source of questions.jsonl, figure_checks.json and README.md.  Figures are computed here by a
table-driven implementation of the taxonomy rules; check_figures.py recomputes them with a separate
implementation.  Run: python3 benchmarks/eval8/build_questions.py
"""
import calendar
import collections
import datetime
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REF = datetime.date(2026, 11, 26)
RATE_CAP = 4.5  # 주임법 §7조의2, 시행령 §9: min(10%, 기준금리 2.50% + 2%p)

SALE = [(5000, 0.6, 25), (20000, 0.5, 80), (90000, 0.4, None), (120000, 0.5, None), (150000, 0.6, None), (None, 0.7, None)]
LEASE = [(5000, 0.5, 20), (10000, 0.4, 30), (60000, 0.3, None), (120000, 0.4, None), (150000, 0.5, None), (None, 0.6, None)]
PRIO = {"2023": {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)},
        "2021": {"seoul": (15000, 5000), "overcrowded": (13000, 4300), "metro": (7000, 2300), "other": (6000, 2000)}}


def _table(t, x):
    for upper, pct, cap in t:
        if upper is None or x < upper:
            v = x * pct / 100
            return min(v, cap) if cap else v


def _lease_amount(dep, rent):
    if not rent:
        return dep
    a = dep + 100 * rent
    return a if a >= 5000 else dep + 70 * rent


def _d(s):
    return datetime.date.fromisoformat(s)


def _shift(s, months):
    d = _d(s)
    k = d.year * 12 + d.month - 1 + months
    y, m = k // 12, k % 12 + 1
    return datetime.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


# name -> (function, how-template); amounts in 만원 unless the name ends in _won (result in 원)
CALC = {
    "cap_total": (lambda x: x * 1.05, "{0}만원 × 1.05 (주임법 §7② 5% 상한, §6조의3③ 준용)"),
    "cap_increase": (lambda x: x * 0.05, "{0}만원 × 5% = 최대 증액분 (주임법 §7②)"),
    "cap_total_won": (lambda x: x * 1.05, "{0}원 × 1.05 (주임법 §7② 5% 상한)"),
    "cap_increase_won": (lambda x: x * 0.05, "{0}원 × 5% (주임법 §7②)"),
    "brok_sale": (lambda p: _table(SALE, p), "매매 {0}만원 × 구간요율(한도) (공인중개사법 시행규칙 별표1, 2021-10-19)"),
    "brok_lease": (lambda d, r: _table(LEASE, _lease_amount(d, r)),
                   "임대차 거래금액 = 보증금 {0}만 + 월세 {1}만×100 (5천 미만이면 ×70) × 구간요율(한도) (공인중개사법 시행규칙 별표1)"),
    "brok_sale_vat": (lambda p: _table(SALE, p) * 1.1, "매매 {0}만원 중개보수 상한 × 1.1 (부가세 10% 별도, 일반과세자)"),
    "brok_lease_vat": (lambda d, r: _table(LEASE, _lease_amount(d, r)) * 1.1,
                       "임대차(보증금 {0}만, 월세 {1}만) 중개보수 상한 × 1.1 (부가세 10%)"),
    "conv_won": (lambda a: a * 10000 * RATE_CAP / 100 / 12, "전환액 {0}만원 × 4.5% ÷ 12 (주임법 §7조의2, 기준금리 2.50%+2%p)"),
    "conv_back": (lambda rent_won: rent_won * 12 / (RATE_CAP / 100) / 10000,
                  "월세 {0}원 × 12 ÷ 4.5% = 보증금 환산액(만원) (법정 전환율 4.5% 적용 가정)"),
    "conv_full_back": (lambda dep, rent_won: dep + rent_won * 12 / (RATE_CAP / 100) / 10000,
                       "보증금 {0}만 + 월세 {1}원 × 12 ÷ 4.5% (법정 전환율 4.5% 가정)"),
    "conv_rate": (lambda: RATE_CAP, "min(10%, 기준금리 2.50% + 2%p) = 4.5% (주임법 §7조의2, 시행령 §9)"),
    "months_before": (lambda s, m: _shift(s, -m).isoformat(), "{0} − {1}개월 (월말 보정)"),
    "months_after": (lambda s, m: _shift(s, m).isoformat(), "{0} + {1}개월 (월말 보정)"),
    "term_end": (lambda s, m: (_shift(s, m) - datetime.timedelta(days=1)).isoformat(),
                 "시작일 {0} + {1}개월 − 1일 (민법 §157 초일 불산입, §159)"),
    "days_until": (lambda s: (_d(s) - REF).days, "{0} − 2026-11-26 (일수)"),
    "days_until_before": (lambda s, m: (_shift(s, -m) - REF).days, "({0} − {1}개월) − 2026-11-26 (일수)"),
    "interest_m": (lambda p, r, m: p * r / 100 * m / 12, "{0}만원 × 연 {1}% × {2}/12"),
    "interest_d_won": (lambda p, r, d: p * 10000 * r / 100 * d / 365, "{0}만원 × 연 {1}% × {2}/365 (원)"),
    "interest_span_won": (lambda p, r, a, b: p * 10000 * r / 100 * (_d(b) - _d(a)).days / 365,
                          "{0}만원 × 연 {1}% × ({3} − {2})일/365 (반환기일 다음날부터)"),
    "interest_two_m": (lambda p, m5, m12: p * (0.05 * m5 + 0.12 * m12) / 12,
                       "{0}만원 × (5%×{1}개월 + 12%×{2}개월)/12 (민법 §379, 소장 송달 다음날부터 소송촉진법 §3)"),
    "interest_two_d_won": (lambda p, d5, d12: p * 10000 * (0.05 * d5 + 0.12 * d12) / 365,
                           "{0}만원 × (5%×{1}일 + 12%×{2}일)/365 (원)"),
    "pmt_won": (lambda P, r, y: P * 10000 * (r / 1200) * (1 + r / 1200) ** (12 * y) / ((1 + r / 1200) ** (12 * y) - 1),
                "원리금균등: P={0}만, 연 {1}%, {2}년 → P·i(1+i)^n/((1+i)^n−1), i=연이율/12"),
    "io_won": (lambda P, r: P * 10000 * r / 100 / 12, "이자만(만기일시): {0}만원 × 연 {1}% ÷ 12"),
    "total_interest_bullet": (lambda P, r, y: P * r / 100 * y, "만기일시 총이자: {0}만원 × 연 {1}% × {2}년"),
    "ltv": (lambda price, l: price * l / 100, "LTV 한도: {0}만원 × {1}%"),
    "ltv_pmt_won": (lambda price, l, r, y: (lambda P: P * 10000 * (r / 1200) * (1 + r / 1200) ** (12 * y) / ((1 + r / 1200) ** (12 * y) - 1))(price * l / 100),
                    "대출 = {0}만 × LTV {1}%, 연 {2}% {3}년 원리금균등 월상환액"),
    "ratio": (lambda dep, price: dep / price * 100, "전세가율 = {0} ÷ {1} × 100"),
    "debt_ratio": (lambda dep, senior, price: (dep + senior) / price * 100, "(보증금 {0} + 선순위 {1}) ÷ 집값 {2} × 100"),
    "hug_max": (lambda gongsi, senior: gongsi * 1.26 - senior,
                "HUG 반환보증(질문에 명시한 기준): 공시가격 {0} × 140% × 90% − 선순위 {1} = 공시가격 × 1.26 − 선순위"),
    "prio": (lambda region, dep, house, table: (lambda lim, amt: 0 if dep > lim else min(dep, amt, house / 2 if house else dep))(*PRIO[table][region]),
             "최우선변제(주임법 §8, 시행령 §10·11, {3} 표, 지역 {0}): 보증금 {1}만 → min(보증금, 한도), 주택가액 {2}의 1/2 이내"),
    "double_deposit": (lambda k: 2 * k, "민법 §565: 매도인 해제 시 계약금 {0}만원의 배액 = 2 × 계약금"),
}

LAW_OF = {"calc_conversion": "주택임대차보호법", "calc_dates": "주택임대차보호법", "calc_increase_cap": "주택임대차보호법",
          "calc_brokerage_fee": "공인중개사법", "calc_priority_repay": "주택임대차보호법", "legal_civil": "민법"}
INTENT_OF = {"calc_loan_payment": "대출상담", "calc_jeonse_ratio": "리스크분석", "risk_check": "리스크분석"}

rows = []


NAMES = {"cap_total": ["현재금액_만원"], "cap_increase": ["현재금액_만원"], "cap_total_won": ["현재금액_원"],
         "cap_increase_won": ["현재금액_원"], "brok_sale": ["매매가_만원"], "brok_sale_vat": ["매매가_만원"],
         "brok_lease": ["보증금_만원", "월세_만원"], "brok_lease_vat": ["보증금_만원", "월세_만원"],
         "conv_won": ["전환액_만원"], "conv_back": ["감액월세_원"], "conv_full_back": ["보증금_만원", "월세_원"], "conv_rate": [],
         "months_before": ["기준일", "개월"], "months_after": ["기준일", "개월"], "term_end": ["시작일", "개월"],
         "days_until": ["날짜"], "days_until_before": ["만료일", "개월"],
         "interest_m": ["원금_만원", "연이율_%", "개월"], "interest_d_won": ["원금_만원", "연이율_%", "일수"],
         "interest_span_won": ["원금_만원", "연이율_%", "반환기일", "기준일"], "interest_two_m": ["원금_만원", "5%개월", "12%개월"],
         "interest_two_d_won": ["원금_만원", "5%일수", "12%일수"], "pmt_won": ["대출금_만원", "연이율_%", "년"],
         "io_won": ["대출금_만원", "연이율_%"], "total_interest_bullet": ["대출금_만원", "연이율_%", "년"],
         "ltv": ["집값_만원", "LTV_%"], "ltv_pmt_won": ["집값_만원", "LTV_%", "연이율_%", "년"],
         "ratio": ["전세금_만원", "매매가_만원"], "debt_ratio": ["보증금_만원", "선순위_만원", "집값_만원"],
         "hug_max": ["공시가격_만원", "선순위_만원"], "prio": ["지역군", "보증금_만원", "주택가액_만원", "표"],
         "double_deposit": ["계약금_만원"]}


def _unit(calc):
    if calc.endswith("_won"):
        return "원"
    if calc in ("months_before", "months_after", "term_end"):
        return "date"
    if calc.startswith("days_until"):
        return "일"
    if calc in ("ratio", "debt_ratio", "conv_rate"):
        return "%"
    return "만원"


def _tol(calc, args, v):
    if calc == "interest_span_won":  # day count from dates: one day's interest (inclusive/exclusive counting)
        return float(math.ceil(args[0] * 10000 * args[1] / 100 / 365))
    if calc in ("interest_d_won", "interest_two_d_won"):  # days stated: display rounding only (0.1%)
        return float(round(v * 0.001))
    if calc in ("interest_m", "interest_two_m"):
        return max(1.0, round(v * 0.02, 2))
    if calc in ("pmt_won", "ltv_pmt_won"):
        return float(round(v * 0.002))
    return {"만원": 0.5, "원": 10, "%": 0.1, "date": 1, "일": 1}[_unit(calc)]


def Q(kind, phrasing, q, calc=None, args=(), unit=None, tol=None, inputs=None, prev=None, law=None, law_alt=None,
      verdict=None, missing=None, intent=None):
    r = {"id": None, "split": None, "kind": kind, "phrasing": phrasing, "q": q}
    if prev:
        r["prev"] = prev
    r["intent"] = intent or INTENT_OF.get(kind, "법률상담")
    if r["intent"] == "리스크분석":
        r["intent_alt"] = ["시세조회"] if kind == "calc_jeonse_ratio" else []
        if not r["intent_alt"]:
            del r["intent_alt"]
    r["teams"] = ["analysis", "search"]
    law = law or LAW_OF.get(kind)
    if law:
        r["law"] = law
    if law_alt:
        r["law_alt"] = law_alt
    if calc:
        fn, how = CALC[calc]
        v = fn(*args)
        if not isinstance(v, str):
            v = round(v, 2)
        unit = unit or _unit(calc)
        if tol is None:
            tol = _tol(calc, args, v)
        r["figure"] = {"value": v, "unit": unit, "tol": tol, "inputs": inputs or dict(zip(NAMES[calc], args)),
                       "how": how.format(*args)}
        r["_check"] = [calc] + list(args)
    if verdict:
        r["verdict"] = verdict
    if missing:
        r["missing"] = missing
    rows.append(r)
    return r


# ---------------------------------------------------------------------------------------------
K = "calc_conversion"
Q(K, "normal", "전세 보증금 3억에 살고 있는데 집주인이 1억을 월세로 돌리자고 하네요. 법정 상한으로 계산하면 월세 최대 얼마예요?", "conv_won", (10000,))
Q(K, "colloquial", "전세 2억인데 5천만 월세로 바꾸재. 최대 얼마까지 받을 수 있는거야?", "conv_won", (5000,))
Q(K, "nospace", "보증금2억5천중에1억5천을월세로전환하면월세상한얼마에요", "conv_won", (15000,))
Q(K, "typo", "젼세 4억짜리를 보증금 1억에 나머지 월세로 돌리면 월세 얼마까지 가능한가여?", "conv_won", (30000,))
Q(K, "english", "My landlord wants to convert 80 million won of my jeonse deposit into monthly rent. What's the maximum monthly rent allowed by law?", "conv_won", (8000,))
Q(K, "followup", "그럼 1억 말고 1억5천 돌리면?", "conv_won", (15000,), prev="전세 3억인데 1억 월세로 돌리면 월세 최대 얼마야?")
Q(K, "normal", "보증금 350,000,000원 중 120,000,000원을 월세로 전환하려고 합니다. 주임법상 월세 상한은 얼마인가요?", "conv_won", (12000,))
Q(K, "colloquial", "이억 칠천 전세인데 칠천만 빼서 월세로 하재 얼마 받을 수 있음?", "conv_won", (7000,))
Q(K, "normal", "전세 1억 2천5백 중에 2천5백만원만 월세로 돌리면 월세 얼마가 맞나요?", "conv_won", (2500,))
Q(K, "normal", "집주인이 전환율 6%로 계산해서 1억 빼주고 월 50만 달래요. 법정 상한 전환율로 다시 계산하면 월세 최대 얼마예요?", "conv_won", (10000,))
Q(K, "normal", "요즘 전월세 전환율 법정 상한 몇 %예요? 기준금리 2.5% 기준으로요", "conv_rate", ())
Q(K, "normal", "월세 30만원을 없애고 대신 보증금을 올리려면 보증금 얼마 더 내면 돼요? 법정 전환율 4.5%로 계산해주세요", "conv_back", (300000,))
Q(K, "colloquial", "보증금 1000에 월세 60인데 월세 15만 깎고 보증금 올리려면 얼마 올려야 돼? 4.5%로 쳐서", "conv_back", (150000,))
Q(K, "normal", "보증금 2천 월 80만 원룸인데 이걸 전세로 바꾸면 얼마 정도예요? 전환율 4.5%로 계산하면요", "conv_full_back", (2000, 800000))
Q(K, "normal", "다음달 갱신하는데 보증금 3억에서 5천만원만 월세로 돌리자고 해요. 갱신하면서 전환하는 월세 최대 얼마예요?", "conv_won", (5000,))
Q(K, "nospace", "3.5억전세 1.5억월세전환 월세상한", "conv_won", (15000,))
Q(K, "typo", "보증금 2억에서 8천 월새로 돌리면 월새 얼마에여", "conv_won", (8000,))
Q(K, "colloquial", "결혼하면서 들어온 신혼집인데 벌써 2년이 다 돼가요ㅠ 집주인 할머니가 요즘 은행이자가 안 나온다며 보증금 2억 4천 중에 6천을 월세로 받고 싶대요. 법대로면 한 달에 얼마까지 받을 수 있어요?", "conv_won", (6000,))
Q(K, "english", "Deposit 300 million, landlord wants 100 million converted to monthly rent at 6%. What's the legal maximum monthly rent instead?", "conv_won", (10000,))
Q(K, "followup", "월세 20만 줄이려면 보증금 얼마나 올려야돼? 4.5%로 계산해줘", "conv_back", (200000,), prev="보증금 5천에 월세 50인 원룸인데 월세 좀 줄이고 싶어요")
Q(K, "normal", "전세 1억8천을 보증금 3천에 월세로 바꾸면 월세 얼마가 상한인가요?", "conv_won", (15000,))
Q(K, "colloquial", "1억 2천5백 중에 5천 월세로 돌리면 몇만원이 맥스야?", "conv_won", (5000,))
Q(K, "nospace", "전세6억인데2억을월세로바꾸면월세최대얼마", "conv_won", (20000,))
Q(K, "followup", "그럼 올리지 말고 보증금을 2억으로 낮추고 나머지를 월세로 돌리면 월세는 최대 얼마야?", "conv_won", (15000,), prev="전세 3억5천 갱신하면 최대 얼마까지 올릴 수 있어?")
Q(K, "normal", "월세 45만원 내고 있는데 이걸 전부 보증금으로 돌리면 보증금 얼마 더 넣어야 해요? 법정 상한 4.5% 기준으로요", "conv_back", (450000,))
Q(K, "normal", "보증금 150,000,000원 → 100,000,000원으로 낮추고 월세를 받는다면 월세 상한은?", "conv_won", (5000,))
Q(K, "english", "My landlord offered 4%, but what is the legal maximum monthly rent for converting 50 million won of deposit under the conversion cap?", "conv_won", (5000,))
Q(K, "followup", "아 잘못말했다 1억 말고 7천이야", "conv_won", (7000,), prev="전세 2억에서 1억 월세로 바꾸면 월세 얼마?")
Q(K, "typo", "젼월세 전환율 상한으로 보증금 9천만원 월세로 돌리면 얼마임?", "conv_won", (9000,))
Q(K, "normal", "부동산에서 전환율 5.5%라고 하던데 그게 맞나요? 보증금 1억 2천 전환하면 법정 상한으로는 월세 얼마예요?", "conv_won", (12000,))
Q(K, "colloquial", "3억5천 전세인데 반전세로 보증금 1억5천 남기고 나머지 월세로 하면 월세 최대 얼마냐", "conv_won", (20000,))
Q(K, "nospace", "보증금올리고월세내리기 월세10만원깎으려면보증금얼마올려야함 4.5%기준", "conv_back", (100000,))
Q(K, "normal", "갱신하면서 전세 2억 중 4천을 월세로 돌리기로 했어요. 월세 얼마까지 합법이에요?", "conv_won", (4000,))
Q(K, "colloquial", "회사 근처로 이사 안 가고 그냥 눌러 살기로 했는데 집주인이 전세 1.8억에서 8천만 월세로 바꾸재요. 고양이 두 마리라 이사도 힘들고… 월세 최대 얼마예요?", "conv_won", (8000,))
Q(K, "english", "I pay 600,000 won monthly rent. If I replace 300,000 won of it with a bigger deposit at the legal 4.5% rate, how much deposit do I need to add?", "conv_back", (300000,))
Q(K, "normal", "전세 3억인데 1억 월세 전환하면 월세 얼마고, 전환율은 몇 %가 상한이에요?", "conv_won", (10000,))
Q(K, "colloquial", "보증금 칠천 중에 삼천 월세로 돌리는데 집주인은 4%만 받겠대. 근데 법으로 최대 받을 수 있는 건 월 얼마였어? (상한 기준)", "conv_won", (3000,))
Q(K, "followup", "그럼 5천 더 해서 1억5천 돌리면요?", "conv_won", (15000,), prev="보증금 2억 중 1억 월세로 돌리면 37만5천 맞죠?")
Q(K, "typo", "월세 25만원 보즘금으로 돌리면 보증금 얼마 늘어나요? 전환율 4.5%", "conv_back", (250000,))
Q(K, "normal", "보증금 5천에 월 100만원이면 전세로 환산하면 얼마예요? 법정 전환율 4.5%로요", "conv_full_back", (5000, 1000000))

K = "calc_dates"
Q(K, "normal", "계약 만료일이 2027년 5월 31일이에요. 갱신요구권 언제부터 쓸 수 있어요?", "months_before", ("2027-05-31", 6))
Q(K, "normal", "만료 2027.5.31이면 갱신요구 마감일은 언제예요?", "months_before", ("2027-05-31", 2))
Q(K, "colloquial", "27년 3월 말 만료인데 갱신요구 언제까지 해야돼?", "months_before", ("2027-03-31", 2))
Q(K, "nospace", "만료일2027.8.31갱신요구시작일", "months_before", ("2027-08-31", 6))
Q(K, "normal", "2025년 3월 15일부터 2년 계약했으면 만료일이 언제예요?", "term_end", ("2025-03-15", 24))
Q(K, "normal", "묵시적 갱신된 상태인데 오늘 집주인한테 해지 통보 문자 보냈어요. 계약 언제 끝나요?", "months_after", ("2026-11-26", 3))
Q(K, "english", "My lease ends on 2027-04-30. What's the last day I can exercise my renewal right?", "months_before", ("2027-04-30", 2))
Q(K, "typo", "계약 만료 내년 6월 10일인데 갱신요구 언제부터 가능한가여", "months_before", ("2027-06-10", 6))
Q(K, "followup", "그럼 언제부터 할 수 있어?", "months_before", ("2027-09-30", 6), prev="만료일이 2027년 9월 30일인데 갱신요구 언제까지?")
Q(K, "normal", "전세 만료가 2027년 1월 31일인데 오늘 기준 며칠 남았어요?", "days_until", ("2027-01-31",))
Q(K, "normal", "2년 계약이 2026년 10월 31일에 끝났는데 아무도 말 안 해서 묵시적 갱신됐어요. 새 계약은 언제까지예요?", "months_after", ("2026-10-31", 24))
Q(K, "normal", "집주인이 갱신거절하려면 늦어도 언제까지 통보해야 돼요? 만료일은 2027.7.20이에요", "months_before", ("2027-07-20", 2))
Q(K, "colloquial", "나 내년 3/31 만료야. 집주인한테 안 산다고 언제까지 말해야 묵시적갱신 안 돼?", "months_before", ("2027-03-31", 2))
Q(K, "normal", "2026년 4월 1일 입주했고 계약서엔 1년이라고 돼 있어요. 최단기간 2년으로 보면 만료일이 언제예요?", "term_end", ("2026-04-01", 24))
Q(K, "english", "My lease was tacitly renewed and I notified termination on Dec 15, 2026. When does the termination take effect?", "months_after", ("2026-12-15", 3))
Q(K, "nospace", "묵시적갱신상태인데내년1월10일에해지통보하면효력발생일", "months_after", ("2027-01-10", 3))
Q(K, "normal", "아이 학교 때문에 이사 계획이 있어서요. 만료가 2027년 6월 30일인데 갱신요구권 행사 가능한 첫날이 언제예요?", "months_before", ("2027-06-30", 6))
Q(K, "followup", "마지막 날은?", "months_before", ("2027-06-30", 2), prev="만료 2027-06-30이면 갱신요구 첫날 언제야?")
Q(K, "typo", "계약시작 2024년 12월 20일 2년계약이면 만료일 언제에요?", "term_end", ("2024-12-20", 24))
Q(K, "colloquial", "오늘 묵시적갱신된 집 나간다고 문자했어. 계약 끝나는 날이 정확히 언제야? 3개월 뒤지?", "months_after", ("2026-11-26", 3))
Q(K, "normal", "계약 기간이 2026.12.1~2028.11.30인데 갱신요구 가능한 기간 시작일은요?", "months_before", ("2028-11-30", 6))
Q(K, "english", "Lease started 2025-09-01 for 2 years. What is the expiry date?", "term_end", ("2025-09-01", 24))
Q(K, "normal", "만료 27년 10월 15일이에요. 집주인이 갱신 거절 통지할 수 있는 마지막 날이 언제예요?", "months_before", ("2027-10-15", 2))
Q(K, "nospace", "2년계약시작일2026년11월26일이면만료일", "term_end", ("2026-11-26", 24))
Q(K, "normal", "내년 5월 10일 만료인데 갱신요구 마감일까지 오늘부터 며칠 남았어요?", "days_until_before", ("2027-05-10", 2))
Q(K, "normal", "2025년 8월 31일 만료 후 아무 연락 없이 자동연장됐어요. 묵시적 갱신이면 언제까지 살 수 있어요?", "months_after", ("2025-08-31", 24))
Q(K, "colloquial", "묵시갱신인데 해지 통보 2월 3일에 하면 언제 계약 끝남?", "months_after", ("2027-02-03", 3))
Q(K, "typo", "만료일이 2027년 12월 31일인데 갱신요구권 언재부터 쓸수있어여?", "months_before", ("2027-12-31", 6))
Q(K, "followup", "그 만료일 기준으로 갱신요구 마감일은?", "months_before", ("2028-01-04", 2), prev="2026년 1월 5일 시작해서 2년 계약이면 만료일 언제야?")
Q(K, "english", "How many days from today until my lease expires on 2027-03-31?", "days_until", ("2027-03-31",))

K = "calc_late_interest"
M, S = "민법", "소송촉진 등에 관한 특례법"
Q(K, "normal", "전세 만료일이 2026년 8월 31일이었는데 아직 보증금 2억을 못 받았어요. 만료 다음날부터 오늘까지 민법상 지연이자(연 5%) 얼마예요?", "interest_span_won", (20000, 5, "2026-08-31", "2026-11-26"), law=M)
Q(K, "normal", "보증금 1억을 3개월째 못 받고 있어요. 민법상 지연이자 대략 얼마예요?", "interest_m", (10000, 5, 3), law=M)
Q(K, "normal", "보증금반환 소송 소장이 송달되고 2개월 지났어요. 보증금 3억이면 그 2개월 동안 소송촉진법 이율로 이자 얼마예요?", "interest_m", (30000, 12, 2), law=S, law_alt=[M])
Q(K, "colloquial", "보증금 2억, 만료 후 4개월은 그냥 기다렸고 소장 송달된 뒤로 3개월 지났어. 지연이자 합치면 얼마야? 앞은 5% 뒤는 12%로", "interest_two_m", (20000, 4, 3), law=S, law_alt=[M])
Q(K, "normal", "보증금 5천을 45일 늦게 받았는데 지연이자 청구하면 얼마예요? 연 5%로요", "interest_d_won", (5000, 5, 45), law=M)
Q(K, "normal", "보증금 1억 5천 중에 1억은 받고 5천은 2개월째 못 받았어요. 남은 돈 지연이자 얼마예요? (연 5%)", "interest_m", (5000, 5, 2), law=M)
Q(K, "english", "My landlord is 6 months late returning my 150 million won deposit. How much statutory late interest at 5%?", "interest_m", (15000, 5, 6), law=M)
Q(K, "colloquial", "보증금 8천 석달 늦게 준대. 이자 달라 해도 됨? 5%면 얼마야", "interest_m", (8000, 5, 3), law=M)
Q(K, "nospace", "보증금2억5천 100일연체 지연이자5%얼마", "interest_d_won", (25000, 5, 100), law=M)
Q(K, "typo", "소장송달 후 연 12%로 보증금 1억2천 30일치 이자 얼마인가여", "interest_d_won", (12000, 12, 30), law=S, law_alt=[M])
Q(K, "followup", "소송 걸어서 송달되면 12%라던데 그 3개월이 12%면 얼마야?", "interest_m", (20000, 12, 3), prev="보증금 2억 3개월 늦어지면 지연이자 얼마?", law=S, law_alt=[M])
Q(K, "normal", "만기가 2026년 9월 30일이었고 집주인은 새 세입자 구할 때까지 기다리래요. 보증금 1억 8천인데 오늘까지 연 5% 지연이자 계산해 주세요", "interest_span_won", (18000, 5, "2026-09-30", "2026-11-26"), law=M)
Q(K, "english", "60 days have passed since the complaint was served. Deposit is 200 million won. Late interest at 12%?", "interest_d_won", (20000, 12, 60), law=S, law_alt=[M])
Q(K, "colloquial", "이억 칠천 보증금 다섯달째 안 줌. 법정이자(5%)로 얼마냐", "interest_m", (27000, 5, 5), law=M)
Q(K, "normal", "보증금 1억, 만료 다음날부터 소장 송달일까지 90일(연 5%), 송달 다음날부터 오늘까지 40일(연 12%)이면 지연이자 총액은요?", "interest_two_d_won", (10000, 90, 40), law=S, law_alt=[M])
Q(K, "normal", "보증금 150,000,000원 중 30,000,000원이 미반환 상태로 4개월 지났습니다. 연 5% 지연손해금은 얼마입니까?", "interest_m", (3000, 5, 4), law=M)
Q(K, "nospace", "송달후6개월 보증금3억5천 12%이자얼마", "interest_m", (35000, 12, 6), law=S, law_alt=[M])
Q(K, "typo", "보증굼 6천 두달 늦게 받음 지연이자 연5%면 얼마에여", "interest_m", (6000, 5, 2), law=M)
Q(K, "normal", "계약 만료 2026-10-15, 보증금 2억3천 미반환. 오늘까지 지연이자(연 5%)는 얼마죠?", "interest_span_won", (23000, 5, "2026-10-15", "2026-11-26"), law=M)
Q(K, "followup", "아 1억 아니고 1억 5천이었어", "interest_m", (15000, 5, 2), prev="보증금 1억 두 달 늦게 받으면 지연이자 5%로 얼마?", law=M)
Q(K, "english", "Deposit 100 million won: 3 months late before I sued, then 5 months since the complaint was served. Total late interest (5% then 12%)?", "interest_two_m", (10000, 3, 5), law=S, law_alt=[M])
Q(K, "colloquial", "3.5억 중에 3억은 받았는데 나머지 5천은 한 달 반 지남. 5%로 이자 얼마 받을 수 있어", "interest_m", (5000, 5, 1.5), law=M)
Q(K, "normal", "보증금 4억을 120일 늦게 돌려받았습니다. 민법상 법정이율로 계산한 지연이자는 얼마인가요?", "interest_d_won", (40000, 5, 120), law=M)
Q(K, "colloquial", "이사 날짜 맞춰서 대출까지 받아놨는데 집주인이 돈 없다고 배째래요… 보증금은 1억 2천5백, 만기는 2026년 7월 31일. 오늘까지 연 5%면 지연이자 얼마나 돼요?", "interest_span_won", (12500, 5, "2026-07-31", "2026-11-26"), law=M)
Q(K, "nospace", "소장송달다음날부터오늘까지50일 보증금2억 연12% 지연이자", "interest_d_won", (20000, 12, 50), law=S, law_alt=[M])

K = "calc_loan_payment"
Q(K, "normal", "3억을 연 4%로 30년 원리금균등 상환하면 월 얼마예요?", "pmt_won", (30000, 4, 30))
Q(K, "colloquial", "2억 4.5% 30년 원리금균등 한 달에 얼마 나가?", "pmt_won", (20000, 4.5, 30))
Q(K, "normal", "전세대출 1억 5천, 금리 연 3.8%로 이자만 내면 월 얼마예요?", "io_won", (15000, 3.8))
Q(K, "normal", "집값 6억, LTV 70%면 대출 최대 얼마 나와요? (DSR은 빼고 LTV만 볼게요)", "ltv", (60000, 70))
Q(K, "nospace", "4억 연3.9% 40년 원리금균등 월상환액", "pmt_won", (40000, 3.9, 40))
Q(K, "english", "Loan 250 million won, 4.2% a year, 30-year equal principal-and-interest payments. What's the monthly payment?", "pmt_won", (25000, 4.2, 30))
Q(K, "normal", "만기일시상환으로 1억을 연 5%에 3년 빌리면 이자를 총 얼마 내요?", "total_interest_bullet", (10000, 5, 3))
Q(K, "normal", "5억짜리 아파트 LTV 60%로 대출받고 연 4% 30년 원리금균등이면 월 얼마예요?", "ltv_pmt_won", (50000, 60, 4, 30))
Q(K, "typo", "주담대 1억8천 연 4.3% 20년 원리금 균등 월 납입금 얼마에여", "pmt_won", (18000, 4.3, 20))
Q(K, "followup", "기간 40년으로 늘리면?", "pmt_won", (30000, 4, 40), prev="3억 4% 30년 원리금균등 월 얼마?")
Q(K, "colloquial", "2억 빌려서 이자만 4.1% 내면 한 달 얼마야", "io_won", (20000, 4.1))
Q(K, "normal", "매매가 3억5천, 생애최초라 LTV 80%면 대출 얼마까지예요? (LTV만 기준)", "ltv", (35000, 80))
Q(K, "english", "Jeonse loan of 200 million won at 3.5%, interest-only. Monthly interest?", "io_won", (20000, 3.5))
Q(K, "normal", "대출금 150,000,000원, 연 3.5%, 25년 원리금균등 월 상환액은 얼마입니까?", "pmt_won", (15000, 3.5, 25))
Q(K, "normal", "첫 집이라 떨리는데요ㅎㅎ 은행에서 2억 7천을 연 4.35%에 30년 원리금균등으로 해준대요. 월 얼마씩 갚는 거예요?", "pmt_won", (27000, 4.35, 30))
Q(K, "followup", "금리 3.5%로 내려가면 얼마로 줄어?", "pmt_won", (30000, 3.5, 30), prev="3억 4% 30년 원리금균등 월 얼마?")
Q(K, "normal", "1억2천 만기일시상환 연 4.8%면 매달 이자 얼마예요?", "io_won", (12000, 4.8))
Q(K, "nospace", "시세9억LTV50%대출한도얼마", "ltv", (90000, 50))
Q(K, "typo", "이억 오천 대출 연 4.5프로 30년 원리금 균등이면 월 얼마쯤임?", "pmt_won", (25000, 4.5, 30))
Q(K, "english", "House price 700 million won, LTV 70%. What's the max loan?", "ltv", (70000, 70))
Q(K, "followup", "그 금액을 연 4% 30년 원리금균등으로 갚으면 월 얼마야?", "ltv_pmt_won", (60000, 70, 4, 30), prev="집값 6억 LTV 70%면 대출 얼마?")
Q(K, "colloquial", "1억 3년 이자만 5.2%면 매달 얼마 나가냐", "io_won", (10000, 5.2))
Q(K, "normal", "4억 5천 연 3.7% 35년 원리금균등 월 상환액 계산해 주세요", "pmt_won", (45000, 3.7, 35))
Q(K, "normal", "8억 아파트 LTV 50%로 받아서 연 4.2% 30년 원리금균등이면 월 얼마예요? 한도도 같이 알려주세요", "ltv_pmt_won", (80000, 50, 4.2, 30))
Q(K, "nospace", "전세자금대출2억2천 연3.2% 이자만내면월얼마", "io_won", (22000, 3.2))

K = "calc_jeonse_ratio"
Q(K, "normal", "매매가 3억 2천에 전세 2억 8천이면 전세가율 몇 %예요?", "ratio", (28000, 32000))
Q(K, "colloquial", "빌라 매매 2억 전세 1억8천 전세가율 몇이야? 깡통임?", "ratio", (18000, 20000))
Q(K, "nospace", "매매4억전세2억8천전세가율", "ratio", (28000, 40000))
Q(K, "english", "Sale price 500 million, jeonse 400 million. What's the jeonse ratio?", "ratio", (40000, 50000))
Q(K, "typo", "매매 2억5천 젼세 2억3천이면 전세가율 얼마에요 위험한가여", "ratio", (23000, 25000))
Q(K, "followup", "전세가 2억7천이면?", "ratio", (27000, 30000), prev="매매 3억 전세 2억4천 전세가율 몇 %?")
Q(K, "normal", "매매 350,000,000원, 전세 245,000,000원인 집 전세가율은요?", "ratio", (24500, 35000))
Q(K, "colloquial", "삼억짜리 빌라에 이억 칠천 전세 들어가려는데 전세가율 몇 %임?", "ratio", (27000, 30000))
Q(K, "normal", "부동산 사장님이 이 집 괜찮다고 엄청 밀어요. 매매 시세 2억 9천이라고 하고 전세는 2억 6천이래요. 전세가율 계산해 주세요", "ratio", (26000, 29000))
Q(K, "normal", "매매 3.5억 전세 2.1억이면 전세가율은?", "ratio", (21000, 35000))
Q(K, "colloquial", "오피스텔 매매 1억6천 전세 1억5천 ㄷㄷ 전세가율 얼마냐", "ratio", (15000, 16000))
Q(K, "nospace", "아파트매매6억5천전세4억2천전세가율몇퍼", "ratio", (42000, 65000))
Q(K, "english", "Villa: market value 230 million won, jeonse 200 million. Jeonse-to-price ratio?", "ratio", (20000, 23000))
Q(K, "followup", "매매가가 3억6천으로 떨어지면?", "ratio", (32000, 36000), prev="매매 4억 전세 3억2천 전세가율 몇?")
Q(K, "normal", "1억 2천5백 전세인데 매매가는 1억 5천이래요. 전세가율이 어떻게 돼요?", "ratio", (12500, 15000))
Q(K, "typo", "매매가 5억 젼세 3억 5천 젼세가율", "ratio", (35000, 50000))
Q(K, "normal", "매매 2억 전세 1억7천 전세가율 몇 %고, 80% 넘으면 위험한 거 맞죠?", "ratio", (17000, 20000))
Q(K, "colloquial", "투룸 빌라 매가 1.8억 전세 1.65억. 전세가율?", "ratio", (16500, 18000))
Q(K, "followup", "집주인이 전세 5천 더 올려달래. 그럼 전세가율은?", "ratio", (38000, 44000), prev="실거래 기준 매매 4억 4천, 전세 3억 3천이면 전세가율 얼마예요?")
Q(K, "english", "Apartment: sale 900 million won, jeonse 540 million won. What's the ratio?", "ratio", (54000, 90000))

K = "risk_check"
Q(K, "normal", "공시가격 2억 빌라인데 근저당은 없어요. HUG 반환보증 기준(공시가격 140%의 90%)으로 보증금 최대 얼마까지 가입돼요?", "hug_max", (20000, 0))
Q(K, "normal", "공시가 1억 5천, 선순위 근저당 3천인 집이에요. HUG 기준 주택가격=공시가×140%, 보증금+선순위 ≤ 주택가격의 90%면 보증금 한도는요?", "hug_max", (15000, 3000))
Q(K, "colloquial", "공시가격 3억인 아파트 전세 들어갈 건데 근저당 5천 있어. 허그 보증 되려면 보증금 최대 얼마? (공시가 140%에 90% 룰로)", "hug_max", (30000, 5000))
Q(K, "english", "Official (gongsi) price 180 million won, no mortgage. Under the HUG rule (official price × 140% × 90%), what's the max deposit?", "hug_max", (18000, 0))
Q(K, "nospace", "공시가1억2천근저당2천 허그반환보증 보증금한도 (공시가x1.4x0.9-선순위)", "hug_max", (12000, 2000))
Q(K, "followup", "근데 근저당 4천 잡혀있으면?", "hug_max", (20000, 4000), prev="공시가 2억 빌라 HUG 보증 한도 얼마? 공시가 140%의 90% 기준으로")
Q(K, "typo", "공시가격 2억5천 선순위 1억 허그 가입가능 보증금 최대치? 공시가140%×90%로 계산해주세여", "hug_max", (25000, 10000))
Q(K, "normal", "매매 3억 빌라에 근저당 1억이 있고 제 보증금 1억 8천이 들어가면 (보증금+근저당)/집값이 몇 %예요? 깡통 위험한가요?", "debt_ratio", (18000, 10000, 30000))
Q(K, "colloquial", "집값 2억인데 근저당 6천 있고 내 전세 1억2천이면 합쳐서 집값의 몇 퍼야", "debt_ratio", (12000, 6000, 20000))
Q(K, "english", "House worth 400 million won, senior mortgage 150 million, my deposit 200 million. What's (deposit + mortgage) / price?", "debt_ratio", (20000, 15000, 40000))
Q(K, "normal", "공시가격 9천만원 다세대인데 HUG 전세보증금반환보증 되는 최대 보증금이 얼마예요? 공시가 140% × 90% 기준, 선순위 없음", "hug_max", (9000, 0))
Q(K, "normal", "부모님이 걱정이 많으셔서 꼭 보증보험 되는 집으로 하래요. 공시가격 1억 7천, 근저당 2,500만원이에요. 공시가×140%×90%에서 선순위 빼는 기준이면 보증금 얼마까지 돼요?", "hug_max", (17000, 2500))
Q(K, "nospace", "매매2억5천근저당8천보증금1억5천 합치면집값몇퍼", "debt_ratio", (15000, 8000, 25000))
Q(K, "typo", "공시까 2억 2천 선순위 없음 허그 보즘금 한도 (140%x90% 기준)", "hug_max", (22000, 0))
Q(K, "normal", "다가구 매매가 10억, 선순위 근저당 3억, 선순위 임차보증금 합계 4억, 제 보증금 1억이면 전부 합친 비율은 집값의 몇 %예요?", "debt_ratio", (10000, 70000, 100000))

K = "calc_increase_cap"
Q(K, "normal", "보증금 3억인데 갱신요구하면 최대 얼마까지 올릴 수 있어요?", "cap_total", (30000,))
Q(K, "normal", "월세 85만원인데 갱신 때 5% 올리면 최대 얼마예요?", "cap_total_won", (850000,))
Q(K, "nospace", "보증금2억5천갱신시최대인상액", "cap_increase", (25000,))
Q(K, "colloquial", "전세 3억5천인데 집주인이 4억 달래. 5% 상한이면 최대 얼마까지임?", "cap_total", (35000,))
Q(K, "english", "My deposit is 400 million won. What's the maximum on renewal under the 5% cap?", "cap_total", (40000,))
Q(K, "typo", "월새 60만원인데 갱신하면 최대 얼마까지 올릴수 있나여", "cap_total_won", (600000,))
Q(K, "followup", "그럼 월세 70만원은?", "cap_total_won", (700000,), prev="보증금 2억 갱신하면 최대 얼마?")
Q(K, "colloquial", "이억 칠천 전세 갱신하면 얼마까지 올라갈 수 있어?", "cap_total", (27000,))
Q(K, "normal", "보증금 180,000,000원 갱신 시 증액 상한 금액은 얼마인가요? (증액분만)", "cap_increase_won", (180000000,))
Q(K, "normal", "집주인이 갑자기 문자로 시세가 올랐다며 보증금 1억 2천5백을 1억 5천으로 올려달래요. 갱신요구권 쓰면 최대 얼마까지만 올려주면 되나요?", "cap_total", (12500,))
Q(K, "colloquial", "월 80 내는데 갱신하면 최대 얼마", "cap_total_won", (800000,))
Q(K, "normal", "80만/월 월세인데 5% 상한이면 인상분은 얼마예요?", "cap_increase_won", (800000,))
Q(K, "nospace", "보증금3.5억갱신요구최대금액", "cap_total", (35000,))
Q(K, "english", "Monthly rent is 1,200,000 won. What's the max rent after renewal with the 5% cap?", "cap_total_won", (1200000,))
Q(K, "followup", "3억 아니고 3억2천이었네", "cap_total", (32000,), prev="전세 3억 갱신하면 최대 얼마까지 올려?")
Q(K, "typo", "보증금 1억 8천 갱신때 최대 인상금액 얼마에요?", "cap_increase", (18000,))
Q(K, "colloquial", "보증금 5천에 월 50 사는데 월세만 올린대. 최대 얼마까지 가능?", "cap_total_won", (500000,))
Q(K, "normal", "재계약(갱신요구) 시 보증금이 4억 2천만원이면 상한 금액은요?", "cap_total", (42000,))
Q(K, "normal", "보증금 9천5백만원, 갱신할 때 5% 올리면 얼마예요?", "cap_total", (9500,))
Q(K, "english", "How much can the landlord raise a 250 million won deposit when I use my renewal right? Just the increase, please.", "cap_increase", (25000,))
Q(K, "normal", "보증금 2억에 월세 30만인데 갱신하면서 월세는 그대로, 보증금만 올린다면 보증금 최대 얼마까지예요?", "cap_total", (20000,))
Q(K, "followup", "그럼 인상분만 따지면 얼마야?", "cap_increase_won", (550000,), prev="월세 55만원 갱신 상한 얼마?")
Q(K, "nospace", "월세75만갱신5%상한", "cap_total_won", (750000,))
Q(K, "typo", "보즘금 1억 2천5백 갱신 최대 얼마까지 올릴수있나요", "cap_total", (12500,))
Q(K, "colloquial", "육억 전세인데 갱신하면 얼마까지 올릴 수 있냐", "cap_total", (60000,))

K = "calc_brokerage_fee"
Q(K, "normal", "아파트 5억에 사는데 복비 최대 얼마예요?", "brok_sale", (50000,))
Q(K, "normal", "전세 3억 중개보수 상한이 얼마예요?", "brok_lease", (30000, 0))
Q(K, "followup", "부가세 포함하면?", "brok_lease_vat", (30000, 0), prev="전세 3억 복비 최대 얼마?")
Q(K, "colloquial", "보증금 1000에 월세 50 원룸 복비 얼마야?", "brok_lease", (1000, 50))
Q(K, "normal", "보증금 500에 월 40짜리 원룸 계약했는데 중개수수료 최대 얼마예요?", "brok_lease", (500, 40))
Q(K, "normal", "매매가 딱 2억이면 복비 상한 얼마예요?", "brok_sale", (20000,))
Q(K, "normal", "9억 아파트 매매하면 중개보수 최대 얼마예요?", "brok_sale", (90000,))
Q(K, "colloquial", "12억짜리 아파트 사면 복비 얼마까지 줘야돼?", "brok_sale", (120000,))
Q(K, "normal", "15억 매매 중개보수 상한은요?", "brok_sale", (150000,))
Q(K, "followup", "그럼 같은 집 전세 6억으로 들어가면 복비는?", "brok_lease", (60000, 0), prev="매매 6억 아파트 복비 상한 얼마예요?")
Q(K, "nospace", "매매1억5천복비상한얼마", "brok_sale", (15000,))
Q(K, "typo", "땅 말고 주택 4천만원 매매 중개수수료 최대 얼마에여", "brok_sale", (4000,))
Q(K, "english", "Jeonse of 450 million won — what's the maximum brokerage fee?", "brok_lease", (45000, 0))
Q(K, "nospace", "매매8억5천복비상한", "brok_sale", (85000,))
Q(K, "typo", "젼세 2억 5천 복비 최대 얼마에여", "brok_lease", (25000, 0))
Q(K, "colloquial", "보증금 2천 월 70 투룸 복비 얼마냐", "brok_lease", (2000, 70))
Q(K, "followup", "부가세 10% 붙이면?", "brok_sale_vat", (60000,), prev="매매 6억 아파트 복비 얼마?")
Q(K, "normal", "매매가 1,300,000,000원 아파트 중개보수 상한은 얼마입니까?", "brok_sale", (130000,))
Q(K, "normal", "결혼 준비하면서 신혼집 구했어요. 전세 1억 2천5백짜리 빌라인데 중개사무소에서 60만원 달래요. 법정 상한은 얼마예요?", "brok_lease", (12500, 0))
Q(K, "normal", "전세 12억 중개보수 상한 얼마예요?", "brok_lease", (120000, 0))
Q(K, "english", "Deposit 30 million won, monthly rent 1.2 million won. What's the max brokerage fee?", "brok_lease", (3000, 120))
Q(K, "followup", "부가세포함하면얼마", "brok_lease_vat", (10000, 100), prev="보증금1억월세100만복비")
Q(K, "normal", "16억 아파트 매매 복비 상한 계산해주세요", "brok_sale", (160000,))
Q(K, "colloquial", "보증금 300 월세 35 원룸인데 복비 최대 얼마임?", "brok_lease", (300, 35))
Q(K, "normal", "보증금 8천만원 전세 빌라 중개보수 최대 얼마예요?", "brok_lease", (8000, 0))

K = "calc_priority_repay"
Q(K, "normal", "서울 빌라 보증금 1억 2천, 선순위 근저당은 2024년 3월 설정이에요. 경매되면 최우선변제 얼마 받아요?", "prio", ("seoul", 12000, None, "2023"))
Q(K, "normal", "인천(과밀억제권역) 보증금 1억인데 근저당이 2023년 5월에 잡혔어요. 최우선변제금은요?", "prio", ("overcrowded", 10000, None, "2023"))
Q(K, "colloquial", "부산 보증금 8천, 근저당 2023년 9월 설정. 경매 넘어가면 최우선변제 얼마 받냐", "prio", ("metro", 8000, None, "2023"))
Q(K, "normal", "충북 청주 원룸 보증금 5천, 근저당 2024년 설정이면 소액임차인 최우선변제액이 얼마예요?", "prio", ("other", 5000, None, "2023"))
Q(K, "normal", "서울 보증금 1억7천인데 근저당 2023년 10월 설정이에요. 최우선변제 받을 수 있는 금액은요?", "prio", ("seoul", 17000, None, "2023"))
Q(K, "normal", "서울 보증금 1억4천, 선순위 근저당은 2022년 6월 설정입니다. 최우선변제 얼마예요?", "prio", ("seoul", 14000, None, "2021"))
Q(K, "normal", "대구 원룸 보증금 7천, 근저당 2024년 1월 설정, 경매 주택가액(낙찰가) 4천만원이고 소액임차인은 저 혼자예요. 최우선변제 얼마 받아요?", "prio", ("metro", 7000, 4000, "2023"))
Q(K, "english", "Seoul, deposit 150 million won, first mortgage registered 2023-06-01. How much priority repayment do I get?", "prio", ("seoul", 15000, None, "2023"))
Q(K, "nospace", "수원보증금1억3천근저당2023년8월설정최우선변제얼마", "prio", ("overcrowded", 13000, None, "2023"))
Q(K, "typo", "세종 보즘금 1억 근저당 2024년 설정 최우선변재 얼마", "prio", ("overcrowded", 10000, None, "2023"))
Q(K, "colloquial", "대전광역시 보증금 6천, 근저당 2022년 1월이면 최우선변제 얼마냐", "prio", ("metro", 6000, None, "2021"))
Q(K, "followup", "근저당이 2022년 5월이었으면요?", "prio", ("seoul", 10000, None, "2021"), prev="서울 보증금 1억, 근저당 2024년 설정이면 최우선변제 얼마?")
Q(K, "normal", "안산 다세대 보증금 8천, 근저당 2023년 4월 설정이에요. 최우선변제액은요?", "prio", ("metro", 8000, None, "2023"))
Q(K, "normal", "강원 춘천 보증금 7천5백, 근저당 2025년 설정이면 최우선변제 얼마 받나요?", "prio", ("other", 7500, None, "2023"))
Q(K, "normal", "서울 보증금 6천, 근저당 2023.3.10 설정, 집 낙찰가 1억이고 소액임차인은 저 혼자예요. 최우선변제 얼마예요?", "prio", ("seoul", 6000, 10000, "2023"))

K = "legal_civil"
Q(K, "normal", "매매 계약금 5천 냈는데 매도인이 집값 올랐다고 계약 깨재요. 중도금 전이면 얼마 받을 수 있어요?", "double_deposit", (5000,),
  verdict="1억 — 중도금 등 이행 착수 전이면 매도인은 계약금의 배액(5천만×2)을 상환하고 해제할 수 있습니다(민법 §565).")
Q(K, "colloquial", "전세 계약금 2천 보냈는데 집주인이 다른 사람한테 준대. 배액배상이면 얼마 돌려받아?", "double_deposit", (2000,),
  verdict="4천만원 — 임대인이 해제하려면 받은 계약금의 배액을 상환해야 합니다(민법 §565, 임대차에도 준용).")
Q(K, "english", "I paid a 30 million won down payment and the seller wants to cancel before the middle payment. How much must he pay me?", "double_deposit", (3000,),
  verdict="6천만원 — 이행 착수 전 매도인 해제는 계약금 배액 상환(민법 §565).")
Q(K, "nospace", "계약금3천만원 매도인해제하면배액상환금액얼마", "double_deposit", (3000,),
  verdict="6천만원 — 매도인은 계약금의 배액을 상환하여 해제(민법 §565).")
Q(K, "followup", "집주인이 해약한다면 배액으로 얼마 받아요?", "double_deposit", (4000,), prev="매매 계약금 10%로 4천만원 넣었어요. 중도금은 아직이에요",
  verdict="8천만원 — 중도금 지급 전이므로 매도인은 계약금 배액을 상환해야 해제할 수 있습니다(민법 §565).")

K = "calc_missing_input"
H = "주택임대차보호법"
Q(K, "normal", "갱신할 때 5% 올리면 얼마예요?", missing="현재 보증금(또는 월세) 금액", law=H)
Q(K, "normal", "복비 최대 얼마예요? 아파트 매매요", missing="매매가(거래금액)", law="공인중개사법")
Q(K, "colloquial", "전세 일부를 월세로 돌리면 월세 얼마 받을 수 있음?", missing="월세로 전환할 보증금 액수", law=H)
Q(K, "normal", "보증금 못 받은 지 좀 됐는데 지연이자 얼마예요? 보증금은 2억이에요", missing="지연 기간(반환기일·만료일)", law="민법")
Q(K, "normal", "대출 3억 30년 원리금균등이면 월 얼마예요?", missing="대출 금리", intent="대출상담")
Q(K, "colloquial", "전세가 2억 8천인데 전세가율 몇이야?", missing="매매가(시세)", intent="리스크분석")
Q(K, "normal", "서울 빌라 최우선변제 얼마 받을 수 있어요? 근저당은 2024년에 잡혔어요", missing="보증금 액수", law=H)
Q(K, "normal", "갱신요구 언제까지 해야 돼요?", missing="계약 만료일", law=H)
Q(K, "english", "What's the max brokerage fee for my monthly-rent deal? The deposit is 10 million won.", missing="월세(월차임) 금액", law="공인중개사법")
Q(K, "nospace", "LTV70%면대출얼마나와", missing="집값(매매가)", intent="대출상담")
Q(K, "colloquial", "묵시적갱신인데 해지통보하면 언제 끝나?", missing="해지 통지일(통보한 날짜)", law=H)
Q(K, "typo", "보증금 1억 최우선변제 얼마 받나여? 근저당 2023년 설정", missing="주택 소재 지역", law=H)
Q(K, "followup", "매매 복비 상한 계산해줘요", missing="매매가(거래금액)", law="공인중개사법", prev="요즘 집 보러 다니는 중이에요")
Q(K, "normal", "2년 계약했는데 만료일이 언제예요?", missing="계약 시작일", law=H)
Q(K, "normal", "HUG 보증 되는 보증금 최대 얼마예요? 근저당은 없어요", missing="공시가격", intent="리스크분석")
Q(K, "normal", "원리금균등으로 연 4% 30년이면 월 얼마 내요?", missing="대출 원금", intent="대출상담")
Q(K, "colloquial", "월세 5% 올리면 얼마까지 되는지 알려줘", missing="현재 월세 금액", law=H)
Q(K, "english", "How much late interest can I claim? My landlord is 3 months late returning the deposit.", missing="보증금 액수", law="민법")
Q(K, "normal", "보증금 올리고 월세 낮추려면 보증금 얼마 더 내야 돼요? 전환율 4.5%로요", missing="줄이려는 월세 금액", law=H)
Q(K, "typo", "집주인이 계약 깼어요 계약금 배액 얼마 받을수 있어여?", missing="계약금 액수", law="민법")


# ---------------------------------------------------------------------------------------------
def main():
    seen = collections.Counter()
    checks = {}
    for n, r in enumerate(rows, 1):
        r["id"] = "P%03d" % n
        r["split"] = "tune8" if seen[r["kind"]] % 2 == 0 else "holdout8"
        seen[r["kind"]] += 1
        if "_check" in r:
            checks[r["id"]] = r.pop("_check")
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    write_readme(seen)
    print(len(rows), "questions,", len(checks), "figures")


README_HEAD = """# eval8 — eighth blind evaluation set for 홈즈냥즈: computations from the user's own numbers

- **Author**: a blind helper session (Claude) started by the project. Written **blind**: no product code, rules, corpus,
  tests, docs, other sets' questions or build scripts were read, and the product was not run. Files read under the
  project, and nothing else: `benchmarks/eval/TAXONOMY.md` (kinds, intents, teams, law names, labelling conventions,
  figure rules), `benchmarks/eval/check_figures.py` (computation conventions only), `benchmarks/eval7/README.md`
  (layout and conventions to mirror) and the first 3 lines of `benchmarks/eval7/questions.jsonl` (JSON line format
  only). Legal and financial content is from the author's own knowledge of Korean statutes in force on the reference date.
- **Reference date**: 2026-11-26 (all date arithmetic and "오늘" refer to this date).
- **Purpose**: measure whether the assistant gets the *number* right when a user gives their own figures — every row is
  a computation with an expected `figure`, except 20 `calc_missing_input` rows where one required input is absent and
  the assistant must ask for it (`missing`). Kinds: 전월세 전환 (both directions, partial conversion, conversion at
  renewal, a landlord's higher or lower rate vs the legal cap), 기간 날짜 (갱신요구 window start/end, 갱신거절 통지 마감,
  묵시적 갱신 후 해지 효력일·새 만료일, 만료일 from start + term, days left), 지연이자 (days or months, 5% vs 12% after
  service of the complaint, partial amounts), 대출 상환 (원리금균등, 이자만/만기일시, LTV 한도 given in the question),
  전세가율 and risk ratios / HUG 반환보증 max 보증금, 5% 증액 상한 (보증금·월세, 만원/원), 중개보수 (매매/전세/월세,
  boundaries, VAT follow-ups), 최우선변제 (first mortgage date always given), 계약금 배액상환.
- **Phrasing**: written like people type on a phone — 반말·구어, no spaces, typos, numbers every way (3억5천, 3.5억,
  350,000,000원, 이억 칠천, 1억 2천5백, 월 80, 80만/월), dates every way (2027.3.31, 27년 3월 말, 내년 5월 10일, 3/31),
  follow-ups with `prev` (a figure corrected or changed, the same home asked about under another rule), ~11% English,
  two facts in one message, and irrelevant story around the numbers.

## Conventions

Identical to `../eval/TAXONOMY.md` and `../eval7/README.md` (fields, intents, teams, law names, figure rules), except
`split` ∈ `tune8` | `holdout8`, alternating within each kind in file order (first = `tune8`), and ids `P001…`.
- Every row has `teams` `["analysis","search"]`. Intents: 5%·중개보수·전환·최우선변제·지연이자·날짜·배액상환 → 법률상담;
  전세가율 → 리스크분석 (alt 시세조회); risk ratios / HUG → 리스크분석; 대출 상환·LTV → 대출상담 (no `law`).
- 전월세 전환: cap = min(10%, 기준금리 2.50% + 2%p) = 4.5% (주임법 §7조의2, 시행령 §9); 월세 = 전환액 × 4.5% ÷ 12 (원).
  The reverse direction (월세 → 보증금, "보증금 올리고 월세 내리기") is not capped by the statute, so those questions
  state "4.5%로 계산" and the figure uses 4.5%. When the landlord names another rate (6%, 5.5%, 4%), the question asks
  for the legal maximum and the figure is at 4.5%.
- 최우선변제: the first 담보물권 date is always given; on/after 2023-02-21 → 2023 table, 2021-05-11…2023-02-20 → 2021
  table (as in eval7); ≤ 주택가액 1/2 only when the question says the user is the only 소액임차인.
- HUG 반환보증 (`risk_check`): the question states the rule — max 보증금 = 공시가격 × 140% × 90% − 선순위.
- 지연이자: 5% rows → `law` 민법 (§379); rows with any 12% part (소장 송달 다음날부터) → 소송촉진 등에 관한 특례법 (alt 민법).
- Dates: calendar-month arithmetic with the day clamped to month end; 만료일 = 시작일 + N개월 − 1일; tol 1 day.
- Tolerances: 만원 ±0.5; 원 ±10 (rents, increases); %, ±0.1; interest over "N개월" ±2% (month vs day counting);
  interest over stated days ±0.1%; interest between two dates ± one day's interest; 원리금균등 ±0.2%.

Files: `questions.jsonl` (the set), `build_questions.py` (source; regenerates the jsonl, `figure_checks.json` and this
README; figures computed by its table-driven calculators), `figure_checks.json` (per figure: calculator name + inputs),
`check_figures.py` (recomputes every figure with separately written calculators, validates every line, conventions,
split alternation and coverage; prints `OK` last).

Run: `python3 benchmarks/eval8/build_questions.py && python3 benchmarks/eval8/check_figures.py` → last line `OK`.

## Judgement calls (where a reasonable answer could differ)

- 갱신요구 마감 "만료 2개월 전까지": the figure is the same calendar date two months before (2027-05-31 → 2027-03-31);
  some count the day before — covered by tol 1 day. 6개월 전 start likewise.
- 묵시적 갱신: new term = 2 years from the old expiry (§6②, figure = old 만료일 + 24개월); tenant's termination takes effect
  3 months after the landlord receives the notice (§6조의2②) — the notice is assumed to arrive on the day it is sent.
- A month/day without a year ("2월 3일", "3/31") means its next occurrence after 2026-11-26 (i.e. 2027).
- "계약서엔 1년" row: the 2-year minimum (§4①) is asked for explicitly, so the figure is start + 24개월 − 1일.
- Conversion at renewal: only §7조의2 is applied (the total is not raised, so the 5% cap does not bind).
- 지연이자 uses the civil rate 5% even where the landlord might be a merchant (상법 6%); "N개월" is simple N/12.
- 중개보수 boundaries: the lower bound of each band is inclusive (매매 2억 → 0.4%, 9억 → 0.5%, 12억 → 0.6%,
  15억 → 0.7%; 임대차 6억 → 0.4%, 12억 → 0.5%); all rows are 주택, 주거용 오피스텔 rates avoided.
- Regions for 최우선변제: 인천 is labelled 과밀억제권역 in the question; 수원 과밀억제권역; 세종 with the 4,800 group;
  부산·대구·대전 광역시 (군 지역 아님 assumed); 안산 with the 광역시 group; 청주·춘천 그 밖의 지역.
- 계약금 배액상환 rows assume no 이행 착수 yet (stated for the 매매 rows); the lease row applies §565 by analogy.
- 전세가율 and debt-ratio rows carry a figure and no verdict (the risk threshold is a judgement, not law).
- `calc_missing_input` rows: `missing` names the single input to ask for; other facts in the question are complete.
"""


def write_readme(seen):
    tune = collections.Counter(r["kind"] for r in rows if r["split"] == "tune8")
    hold = collections.Counter(r["kind"] for r in rows if r["split"] == "holdout8")
    out = [README_HEAD, "## Counts", "", "| kind | tune8 | holdout8 | total |", "|---|---|---|---|"]
    for k in seen:
        out.append(f"| `{k}` | {tune[k]} | {hold[k]} | {seen[k]} |")
    out.append(f"| **total** | **{sum(tune.values())}** | **{sum(hold.values())}** | **{len(rows)}** |")
    out.append("")

    def line(title, c):
        return title + ": " + ", ".join(f"{k}: {v}" for k, v in c.most_common())

    out.append(f"Questions with `figure`: {sum(1 for r in rows if 'figure' in r)}; with `missing`: "
               f"{sum(1 for r in rows if 'missing' in r)}; with `prev`: {sum(1 for r in rows if 'prev' in r)}; "
               f"with `verdict`: {sum(1 for r in rows if 'verdict' in r)}.")
    out.append("")
    out.append(line("Phrasings", collections.Counter(r["phrasing"] for r in rows)))
    out.append("")
    out.append(line("Figure units", collections.Counter(r["figure"]["unit"] for r in rows if "figure" in r)))
    out.append("")
    out.append(line("Intents", collections.Counter(r["intent"] for r in rows)))
    out.append("")
    out.append(line("Questions by `law` (primary)", collections.Counter(r["law"] for r in rows if "law" in r)))
    out.append("")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
