# -*- coding: utf-8 -*-
"""eval6 source: hand-entered questions and figures. Regenerates questions.jsonl, figure_checks.json, README.md.
Figures below are typed by hand; check_figures.py recomputes them independently from figure_checks.json."""
import json, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
AS = ["analysis", "search"]; S = ["search"]; DS = ["document", "search"]
JU = "주택임대차보호법"; MB = "민법"; MI = "민간임대주택에 관한 특별법"; GJ = "공인중개사법"; GS = "부동산 거래신고 등에 관한 법률"
DG = "부동산등기법"; JB = "주택법"; GG = "공동주택관리법"; BS = "건축물의 분양에 관한 법률"; GP = "부동산 가격공시에 관한 법률"
BG = "공동주택 분양가격의 산정 등에 관한 규칙"; CN = "공동주택 층간소음의 범위와 기준에 관한 규칙"; JS = "전세사기피해자 지원 및 주거안정에 관한 특별법"
SC = "소송촉진 등에 관한 특례법"; DGT = "부동산등기 특별조치법"

Q = []  # (row, spec)
def q(kind, phr, text, intent, teams, law=None, fig=None, spec=None, verdict=None, missing=None, prev=None,
      intent_alt=None, teams_alt=None, law_alt=None):
    r = {"kind": kind, "phrasing": phr, "q": text}
    if prev: r["prev"] = prev
    r["intent"] = intent
    if intent_alt: r["intent_alt"] = intent_alt
    r["teams"] = teams
    if teams_alt: r["teams_alt"] = teams_alt
    if law: r["law"] = law
    if law_alt: r["law_alt"] = law_alt
    if fig: r["figure"] = fig
    if verdict: r["verdict"] = verdict
    if missing: r["missing"] = missing
    Q.append((r, spec))
def F(value, unit, tol, inputs, how): return {"value": value, "unit": unit, "tol": tol, "inputs": inputs, "how": how}
CAP = "주임법 §7② / §6조의3③ (2020-07-31 시행): 증액 ≤ 기존 × 5%"
BRS = "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 매매 상한, 부가세 별도"
BRL = "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 임대차 상한, 부가세 별도"
CONV = "주임법 §7조의2·시행령 §9: min(10%, 기준금리 2.50% + 2%p) = 4.5%; 월세 = 전환액 × 4.5% ÷ 12"
PR23 = "주임법 §8·시행령 §10·11, 2023-02-21 시행 표 (최초 담보물권 설정일 기준)"
PR21 = "주임법 §8·시행령 §10·11, 2021-05-11 시행 표 (담보물권 설정일 2021-05-11~2023-02-20)"
L5 = "민법 §379 법정이율 연 5% (소송 전)"; L12 = "소송촉진법 §3·시행령 (2019-06-01~) 연 12%, 소장 송달 다음날부터"
RN = "주임법 §6조의3① (§6① 기간): 만료 6개월 전 ~ 2개월 전, 일자는 월말 보정"
IMP = "주임법 §6조의2: 묵시적 갱신 후 임차인 해지 통지 → 3개월 후 효력"
RATIO = "전세가율 = 전세금 ÷ 매매가 × 100"
PMT = "원리금균등 P·i·(1+i)^n/((1+i)^n−1), i = 연이율/12"

# ===================== calc_increase_cap =====================
k = "calc_increase_cap"
q(k, "normal", "실례지만 여쭤보겠습니다. 제가 보증금 3억 원에 전세로 살고 있사온데, 이번에 계약갱신요구권을 행사하면 집주인께서 보증금을 최대 얼마까지 올리실 수 있는지 알려주시면 감사하겠습니다.",
  "법률상담", AS, JU, F(31500, "만원", 1, {"보증금": 30000}, CAP + " → 30,000×1.05"), ["cap_total", 30000])
q(k, "colloquial", "전세4억 갱신 최대?", "법률상담", AS, JU, F(42000, "만원", 1, {"보증금": 40000}, CAP + " → 40,000×1.05"), ["cap_total", 40000])
q(k, "colloquial", "부동산에서 그러는데 갱신요구해도 보증금 2억8천에서 1,500만원까지는 올릴 수 있대요. 맞아요? 법으로 최대 인상액이 얼마예요?",
  "법률상담", AS, JU, F(1400, "만원", 1, {"보증금": 28000}, CAP + " → 28,000×0.05"), ["cap_increase", 28000],
  verdict="아니요, 5% 상한이라 최대 1,400만원까지만 가능")
q(k, "normal", "제가 집주인인데요, 세입자가 갱신요구권을 쓰겠다고 합니다. 지금 월세가 120만원이면 최대 월 몇 원으로 올릴 수 있나요? (보증금은 그대로 둡니다)",
  "법률상담", AS, JU, F(1260000, "원", 1, {"월세_원": 1200000}, CAP + " → 1,200,000×1.05"), ["cap_total_won", 1200000])
q(k, "english", "My jeonse deposit is 250 million won. The landlord wants to raise it when I use my renewal right (계약갱신요구권). What is the maximum new deposit?",
  "법률상담", AS, JU, F(26250, "만원", 1, {"보증금": 25000}, CAP + " → 25,000×1.05"), ["cap_total", 25000])
q(k, "followup", "그럼 최대로 올릴 수 있는 금액은 얼마예요?", "법률상담", AS, JU,
  F(1600, "만원", 1, {"보증금": 32000}, CAP + " → 32,000×0.05"), ["cap_increase", 32000],
  prev="전세 보증금 3억2천인데 처음 갱신이라 갱신요구권 쓸 수 있죠?")
q(k, "typo", "갱신요구권 쓰면 보즘금 1억9천 최대 얼마까지 오르나요", "법률상담", AS, JU,
  F(19950, "만원", 1, {"보증금": 19000}, CAP + " → 19,000×1.05"), ["cap_total", 19000])
q(k, "normal", "어머니가 세를 놓으신 아파트가 보증금 5억 2천만 원인데 세입자가 갱신을 요구했답니다. 어머니가 받으실 수 있는 새 보증금은 최대 얼마인가요?",
  "법률상담", AS, JU, F(54600, "만원", 1, {"보증금": 52000}, CAP + " → 52,000×1.05"), ["cap_total", 52000])
q(k, "colloquial", "보증금 ₩350,000,000 전세, 갱신요구 시 최대 증액분?", "법률상담", AS, JU,
  F(1750, "만원", 1, {"보증금": 35000}, CAP + " → 35,000×0.05"), ["cap_increase", 35000])
q(k, "nospace", "월세65만갱신요구최대월세얼마원단위로", "법률상담", AS, JU,
  F(682500, "원", 1, {"월세_원": 650000}, CAP + " → 650,000×1.05"), ["cap_total_won", 650000])
q(k, "typo", "갱신요구권 썻는데 월세 90만원이면 최대 몇원 올릴수 잇나요? 보증금은 그대로에요",
  "법률상담", AS, JU, F(45000, "원", 1, {"월세_원": 900000}, CAP + " → 900,000×0.05"), ["cap_increase_won", 900000])
q(k, "normal", "안녕하십니까. 삼억 칠천만 원 전세 계약을 갱신하려 합니다. 임대인이 요구할 수 있는 보증금의 법정 최고액이 얼마인지 여쭙니다.",
  "법률상담", AS, JU, F(38850, "만원", 1, {"보증금": 37000}, CAP + " → 37,000×1.05"), ["cap_total", 37000])

# ===================== calc_brokerage_fee =====================
k = "calc_brokerage_fee"
def bs(ph, text, price, val, verdict=None, prev=None):
    q(k, ph, text, "법률상담", AS, GJ, F(val, "만원", 1, {"매매가": price}, BRS), ["brok_sale", price], verdict=verdict, prev=prev)
def bl(ph, text, dep, rent, val, verdict=None, prev=None, won=False):
    if won:
        q(k, ph, text, "법률상담", AS, GJ, F(val, "원", 10, {"보증금": dep, "월세": rent}, BRL), ["brok_lease_won", dep, rent], verdict=verdict, prev=prev)
    else:
        q(k, ph, text, "법률상담", AS, GJ, F(val, "만원", 1, {"보증금": dep, "월세": rent}, BRL), ["brok_lease", dep, rent], verdict=verdict, prev=prev)
bs("colloquial", "복비 7.5억 매매", 75000, 300)
bs("normal", "실례지만 여쭤보겠습니다. 아파트를 10억 원에 매수하려고 하는데, 중개보수 법정 상한이 얼마인지요? 부가세는 빼고 알려주십시오.", 100000, 500)
bs("colloquial", "부동산에서 그러는데 13억 아파트 매매면 복비가 0.9%라서 1,170만원 줘야 한대요. 맞아요? 법정 상한은 얼마예요?", 130000, 780,
   verdict="아니요, 13억은 상한요율 0.6%라 최대 780만원")
bs("normal", "저희 아버지가 주택을 1억8천만 원에 파시는데, 아버지가 중개사에게 드릴 복비는 최대 얼마인가요?", 18000, 80)
bs("english", "I'm buying an apartment for 1.6 billion won (16억). What is the maximum 중개보수 I can be charged, excluding VAT?", 160000, 1120)
bs("normal", "빌라를 4,000만 원에 매매하는데 중개수수료 상한이 얼마예요?", 4000, 24)
bs("typo", "매매가 3억 5천 아파트 중게수수료 최대 얼마에요", 35000, 140)
bs("nospace", "9억매매복비상한", 90000, 450)
bl("colloquial", "전세 3억 복비 최대?", 30000, 0, 90)
bl("normal", "선생님 실례합니다. 전세 보증금 7억 원짜리 아파트에 들어가려 하는데 중개보수 한도가 얼마인지 여쭙겠습니다.", 70000, 0, 280)
bl("colloquial", "보증금 1000에 월세 50 복비 몇원?", 1000, 50, 240000, won=True)
bl("typo", "보증금 500 월세40 원룸 중개수수로 최대 몇원인가여", 500, 40, 165000, won=True)
bl("english", "Wolse contract: deposit 20 million won, monthly rent 1.2 million won. What's the legal maximum broker fee (복비)?", 2000, 120, 42)
bl("normal", "제가 집주인입니다. 전세 1억 2천만 원으로 세입자를 구했는데 제가 부담할 중개보수 상한이 얼마입니까?", 12000, 0, 36)
bl("followup", "그럼 같은 집을 전세 6억으로 놓으면 복비 상한은요?", 60000, 0, 240, prev="전세 보증금 5억이면 복비 얼마예요?")
bl("colloquial", "중개사가 전세 2억5천이면 복비 100만원 받아도 된대요. 맞나요?", 25000, 0, 75, verdict="아니요, 2억5천 전세 상한은 75만원")
bl("nospace", "14억전세복비얼마까지", 140000, 0, 700)
bs("nospace", "매매가20억복비상한얼마", 200000, 1400)

# ===================== calc_conversion =====================
k = "calc_conversion"
def cv(ph, text, amt, val, won=False, verdict=None, prev=None):
    if won:
        q(k, ph, text, "법률상담", AS, JU, F(val, "원", 10, {"전환액": amt}, CONV), ["conv_won", amt], verdict=verdict, prev=prev)
    else:
        q(k, ph, text, "법률상담", AS, JU, F(val, "만원", 0.1, {"전환액": amt}, CONV), ["conv", amt], verdict=verdict, prev=prev)
cv("normal", "실례지만 여쭤보겠습니다. 계약 기간 중에 보증금 중 1억 원을 월세로 돌리자고 집주인께서 말씀하시는데, 법정 상한으로 월세가 최대 얼마가 되는지요?", 10000, 37.5)
cv("nospace", "전세→월세전환5천월세상한몇원?", 5000, 187500, won=True)
cv("colloquial", "집주인이 갱신하면서 보증금 2억 중 1억을 월세로 돌리고 월 50만원 달래요. 이거 법정 상한 안이에요? 상한은 얼마?", 10000, 37.5,
   verdict="아니요, 1억 전환 시 상한 월 37.5만원이라 50만원은 초과")
cv("normal", "제가 임대인인데 갱신 때 보증금 3천만 원을 월세로 바꾸려 합니다. 월 몇 원까지 받을 수 있나요?", 3000, 112500, won=True)
cv("english", "My landlord wants to convert 80 million won of my deposit into monthly rent (월세 전환). What's the legal max monthly rent for that part?", 8000, 30)
q(k, "normal", "기준금리가 2.5%일 때 전월세 전환율 상한이 몇 %입니까?", "법률상담", AS, JU,
  F(4.5, "%", 0.01, {"기준금리": 2.5}, "주임법 §7조의2·시행령 §9: min(10%, 기준금리 + 2%p)"), ["conv_rate"], teams_alt=[S])
cv("typo", "보즘금 6천을 월세로 전환하면 한달 최대 얼마 받을수 있나요", 6000, 22.5)
cv("followup", "그럼 1억5천 전환하면 월세 상한 얼마예요?", 15000, 56.25, prev="전월세 전환율 상한이 지금 4.5%라던데 맞아요?")
cv("normal", "딸이 사는 전셋집 집주인이 보증금 4천만 원을 월세로 돌리자고 한답니다. 딸이 낼 월세 상한이 얼마인가요?", 4000, 15)
cv("nospace", "보증금2억5천월세로전환시월세상한", 25000, 93.75)

# ===================== calc_priority_repay =====================
k = "calc_priority_repay"
def pr(ph, text, tab, region, dep, val, house=None, verdict=None, prev=None, law_alt=None):
    inp = {"지역": region, "보증금": dep, "표": tab}
    spec = ["prio", tab, region, dep]
    if house is not None: inp["주택가액"] = house; spec.append(house)
    how = (PR23 if tab == "2023" else PR21) + (", 주택가액 1/2 이내" if house is not None else "")
    q(k, ph, text, "법률상담", AS, JU, F(val, "만원", 1, inp, how), spec, verdict=verdict, prev=prev)
pr("normal", "실례지만 여쭤보겠습니다. 서울 빌라에 보증금 1억 원으로 살고 있고, 집에 근저당은 2024년 3월에 처음 설정되었습니다. 경매에 넘어가면 최우선변제로 얼마를 받을 수 있는지요?", "2023", "seoul", 10000, 5500)
pr("colloquial", "서울 전세 1.5억 최우선변제 얼마? 선순위 근저당 2023.5.2 설정", "2023", "seoul", 15000, 5500)
pr("colloquial", "부동산에서 그러는데 수원 빌라 보증금 1억4천이면 경매 가도 최우선변제 4,800만원은 나온대요. 근저당은 2023-08-10에 처음 잡혔어요. 맞아요?", "2023", "overcrowded", 14000, 4800,
   verdict="네, 4,800만원 (과밀억제권역 1억4,500만원 이하)")
pr("normal", "부산 해운대구 아파트 보증금 7천만 원, 최초 근저당 2024년 1월 설정입니다. 최우선변제금이 얼마죠?", "2023", "metro", 7000, 2800)
pr("typo", "부산 동래구 보증금 9천 근저당 2024년 6월인데 최우선변재 받을수있나요 얼마요?", "2023", "metro", 9000, 0,
   verdict="아니요, 광역시 기준 8,500만원 초과라 대상 아님 (0원)")
pr("normal", "서울 다세대 보증금 1억5천만 원인데, 첫 근저당이 2022년 6월 15일에 설정되어 있습니다. 최우선변제액은 얼마입니까?", "2021", "seoul", 15000, 5000)
pr("colloquial", "서울 보증금 1억6천, 근저당 2022-11-01 설정된 집이면 최우선변제 받아요? 받으면 얼마?", "2021", "seoul", 16000, 0,
   verdict="아니요, 그 근저당 기준(2021년 표) 서울 1억5,000만원 초과라 없음")
pr("normal", "충북 청주 주택에 보증금 6천만 원, 임차인은 저 혼자이고 근저당은 2023년 9월 설정, 경매 매각대금이 4천만 원이면 최우선변제로 얼마 받나요?", "2023", "other", 6000, 2000, house=4000)
pr("english", "Seoul villa, my deposit is 130 million won and the first mortgage (근저당) was registered in May 2024. How much 최우선변제 do I get if it goes to auction?", "2023", "seoul", 13000, 5500)
pr("followup", "세종시이고 근저당은 2023년 12월에 처음 설정됐어요. 보증금 1억2천이면 얼마예요?", "2023", "overcrowded", 12000, 4800,
   prev="최우선변제 금액이 지역마다 달라요?")
pr("normal", "제 건물 세입자 문의입니다. 대구 수성구 주택, 보증금 8천만 원, 최초 근저당 2023년 3월 10일 설정이면 세입자의 최우선변제액이 얼마인가요?", "2023", "metro", 8000, 2800)
pr("nospace", "전주보증금5천근저당2022년1월20일최우선변제얼마", "2021", "other", 5000, 2000)

# ===================== calc_late_interest =====================
k = "calc_late_interest"
q(k, "colloquial", "보증금 2억 만기 지나고 3개월째 못받음. 소송은 아직 안함. 민법 법정이자로 지연이자 얼마?", "법률상담", AS, MB,
  F(250, "만원", 1, {"보증금": 20000, "이율": 0.05, "개월": 3}, L5), ["interest", 20000, 0.05, 3], law_alt=[JU])
q(k, "normal", "보증금 1억 원 반환 소송을 냈고 소장이 송달된 다음날부터 6개월이 지났습니다. 소송촉진법 이율로 지연손해금이 얼마인지요?", "법률상담", AS, SC,
  F(600, "만원", 1, {"보증금": 10000, "이율": 0.12, "개월": 6}, L12), ["interest", 10000, 0.12, 6], law_alt=[MB])
q(k, "normal", "보증금 3억 원 반환이 73일 늦어졌습니다. 소송 전이고 연 5%로 하루 단위로 계산하면 몇 원입니까?", "법률상담", AS, MB,
  F(3000000, "원", 5, {"보증금": 30000, "이율": 0.05, "일수": 73}, L5 + ", 일할 ÷365"), ["interest_days", 30000, 0.05, 73])
q(k, "english", "My landlord is 4 months late returning my 150 million won deposit. No lawsuit yet. How much delay interest at the civil statutory rate (5%)?", "법률상담", AS, MB,
  F(250, "만원", 1, {"보증금": 15000, "이율": 0.05, "개월": 4}, L5), ["interest", 15000, 0.05, 4])
q(k, "normal", "제가 집주인인데 보증금 1억 2천만 원을 2개월 늦게 돌려드리게 되었습니다. 소송은 없었고요, 민법상 지연이자를 얼마 얹어 드려야 하나요?", "법률상담", AS, MB,
  F(100, "만원", 1, {"보증금": 12000, "이율": 0.05, "개월": 2}, L5), ["interest", 12000, 0.05, 2])
q(k, "colloquial", "친구가 그러는데 소송 걸면 지연이자가 연 20%래요. 보증금 5천이고 소장 송달 다음날부터 딱 1년 지났으면 얼마예요?", "법률상담", AS, SC,
  F(600, "만원", 1, {"보증금": 5000, "이율": 0.12, "개월": 12}, L12), ["interest", 5000, 0.12, 12], law_alt=[MB],
  verdict="아니요, 20%가 아니라 연 12% → 600만원")
q(k, "typo", "보증금 8천 반환 지연 6개월 연5프로 이자 얼마에여", "법률상담", AS, MB,
  F(200, "만원", 1, {"보증금": 8000, "이율": 0.05, "개월": 6}, L5), ["interest", 8000, 0.05, 6])
q(k, "followup", "2억5천이고 소송 없이 5개월째면 민법 기준으로 얼마예요?", "법률상담", AS, MB,
  F(520.83, "만원", 1, {"보증금": 25000, "이율": 0.05, "개월": 5}, L5), ["interest", 25000, 0.05, 5],
  prev="보증금 못 받으면 지연이자도 받을 수 있어요?")

# ===================== calc_dates =====================
k = "calc_dates"
def dt(ph, text, fn, iso, m, val, how, verdict=None, prev=None):
    q(k, ph, text, "법률상담", AS, JU, F(val, "date", 1, {"기준일": iso, "개월": m}, how), [fn, iso, m], verdict=verdict, prev=prev)
dt("colloquial", "만료일 2027-05-31인데 갱신요구 언제까지 해야 돼요?", "months_before", "2027-05-31", 2, "2027-03-31", RN)
dt("normal", "임대차 계약 만료가 2027년 8월 31일입니다. 계약갱신요구는 언제부터 할 수 있나요?", "months_before", "2027-08-31", 6, "2027-02-28", RN)
dt("normal", "묵시적으로 갱신된 상태인데, 제가 2026년 12월 10일에 집주인께 해지 통지를 하면 계약이 언제 끝나나요?", "months_after", "2026-12-10", 3, "2027-03-10", IMP)
dt("english", "My lease ends on 2027.4.15. What is the last day I can send my renewal request (계약갱신요구)?", "months_before", "2027-04-15", 2, "2027-02-15", RN)
dt("normal", "실례지만 여쭤보겠습니다. 이천이십칠년 칠월 이십일에 계약이 만료되는데, 갱신요구를 할 수 있는 첫날이 언제인지요?", "months_before", "2027-07-20", 6, "2027-01-20", RN)
dt("colloquial", "부동산에서 그러는데 만료 1개월 전까지만 갱신요구하면 된대요. 만료가 2027-09-30이면 진짜 마감일은 언제예요?", "months_before", "2027-09-30", 2, "2027-07-30", RN,
   verdict="아니요, 1개월 전이 아니라 2개월 전까지 → 2027-07-30")
dt("colloquial", "묵시적 갱신된 집인데 오늘 해지 통보하면 언제 계약 끝나요?", "months_after", "2026-11-26", 3, "2027-02-26", IMP + " (오늘 = 2026-11-26)")
dt("normal", "집주인입니다. 세입자 계약이 2027년 3월 31일 만료인데, 세입자가 갱신요구를 할 수 있는 마지막 날이 언제입니까?", "months_before", "2027-03-31", 2, "2027-01-31", RN)
dt("nospace", "만료2027.12.31집주인갱신거절통지언제까지", "months_before", "2027-12-31", 2, "2027-10-31", "주임법 §6①: 임대인 갱신거절 통지 만료 6개월 전 ~ 2개월 전")
dt("followup", "2027년 1월 5일에 통지하면 언제 계약 끝나요?", "months_after", "2027-01-05", 3, "2027-04-05", IMP,
   prev="묵시적 갱신되면 세입자는 언제든 나갈 수 있다던데 맞아요?")

# ===================== calc_jeonse_ratio =====================
k = "calc_jeonse_ratio"
def jr(ph, text, dep, price, val, verdict=None, prev=None):
    q(k, ph, text, "리스크분석", AS, None, F(val, "%", 0.1, {"전세금": dep, "매매가": price}, RATIO), ["ratio", dep, price],
      verdict=verdict, prev=prev, intent_alt=["시세조회"])
jr("colloquial", "매매 3억 전세 2억7천 전세가율?", 27000, 30000, 90)
jr("normal", "제가 집주인인데 매매가 5억 원짜리 집을 전세 3억 5천만 원에 내놓으려 합니다. 전세가율이 몇 %인가요?", 35000, 50000, 70)
jr("normal", "실례합니다. 매매가 이억 오천만 원, 전세 이억 원인 아파트의 전세가율이 얼마인지요?", 20000, 25000, 80)
jr("colloquial", "중개사가 매매 4억에 전세 3억4천이면 전세가율 80%라 안전하대요. 진짜 80%예요?", 34000, 40000, 85,
   verdict="아니요, 80%가 아니라 85%")
jr("nospace", "매매2억4천전세2억1천6백전세가율", 21600, 24000, 90)
jr("followup", "매매는 1억6천이래요. 그럼 전세가율 몇 %예요?", 12000, 16000, 75, prev="아들이 들어갈 빌라가 전세 1억2천인데 괜찮은 건지 모르겠어요")

# ===================== calc_loan_payment =====================
k = "calc_loan_payment"
q(k, "colloquial", "3억 연4% 30년 원리금균등 월 얼마?", "대출상담", AS, None, F(143.22, "만원", 0.1, {"원금": 30000, "연이율": 0.04, "개월": 360}, PMT), ["pmt", 30000, 0.04, 360])
q(k, "colloquial", "전세대출 2억 연 3.6% 이자만 내면 월 얼마", "대출상담", AS, None, F(60, "만원", 0.1, {"원금": 20000, "연이율": 0.036}, "이자만: P × 연이율 ÷ 12"), ["interest_only", 20000, 0.036])
q(k, "english", "Mortgage of 400 million won at 4.5% a year over 40 years, equal monthly payments (원리금균등). Monthly payment?", "대출상담", AS, None,
  F(179.83, "만원", 0.1, {"원금": 40000, "연이율": 0.045, "개월": 480}, PMT), ["pmt", 40000, 0.045, 480])
q(k, "normal", "집값이 6억 원이고 LTV 70%가 적용된다고 하면 대출 한도가 최대 얼마인지요?", "대출상담", AS, None,
  F(42000, "만원", 1, {"주택가격": 60000, "LTV": 0.7}, "한도 = 주택가격 × LTV (질문에 주어진 LTV)"), ["ltv", 60000, 0.7])
q(k, "normal", "실례지만 여쭤보겠습니다. 1억 5천만 원을 연 3.5%, 20년 원리금균등상환으로 빌리면 매달 얼마씩 갚게 되는지요?", "대출상담", AS, None,
  F(86.99, "만원", 0.1, {"원금": 15000, "연이율": 0.035, "개월": 240}, PMT), ["pmt", 15000, 0.035, 240])
q(k, "followup", "그럼 원금은 안 갚고 이자만 내면 월 얼마예요?", "대출상담", AS, None,
  F(66.67, "만원", 0.1, {"원금": 20000, "연이율": 0.04}, "이자만: P × 연이율 ÷ 12"), ["interest_only", 20000, 0.04],
  prev="2억 연 4% 30년 원리금균등이면 월 얼마예요?")

# ===================== calc_missing_input =====================
k = "calc_missing_input"
q(k, "colloquial", "갱신할 때 집주인이 최대 얼마까지 올릴 수 있어요?", "법률상담", AS, JU, missing="현재 보증금(또는 월세) 금액")
q(k, "nospace", "아파트사는데복비얼마예요", "법률상담", AS, GJ, missing="매매가격")
q(k, "english", "How much 최우선변제 can I get? Seoul, deposit 100 million won.", "법률상담", AS, JU, missing="최초 담보물권(근저당) 설정일")
q(k, "normal", "보증금 일부를 월세로 돌리면 월세 상한이 얼마인가요?", "법률상담", AS, JU, missing="월세로 전환할 보증금 금액")
q(k, "normal", "집주인께 보증금 2억 원을 아직 못 돌려받았습니다. 소송은 하지 않았고요, 민법상 지연이자를 얼마나 받을 수 있을까요?", "법률상담", AS, MB, missing="반환이 지연된 기간")
q(k, "typo", "2년 계약인데 갱신요구 언제까지 해야되요? 만료일은 잘 기억이 안나요", "법률상담", AS, JU, missing="계약 만료일")
q(k, "colloquial", "전세 2억인데 전세가율 알려줘", "리스크분석", AS, None, missing="매매가격", intent_alt=["시세조회"])
q(k, "colloquial", "월세 60 원룸 복비 상한 얼마?", "법률상담", AS, GJ, missing="보증금")

# ===================== legal kinds =====================
def lg(kind, ph, text, law, verdict, prev=None, law_alt=None, teams=S, teams_alt=None, fig=None, spec=None):
    if teams_alt is None and fig is None: teams_alt = [AS]
    q(kind, ph, text, "법률상담", teams, law, fig=fig, spec=spec, verdict=verdict, prev=prev, law_alt=law_alt, teams_alt=teams_alt)

k = "legal_housing_lease"
lg(k, "normal", "실례지만 여쭤보겠습니다. 오늘 전입신고와 확정일자를 함께 받으면 대항력이 오늘 바로 생기는 것인지요?", JU, "아니요, 대항력은 전입신고 다음날 0시부터 생김")
lg(k, "nospace", "갱신요구권2번쓸수있음?", JU, "아니요, 갱신요구권은 1회만 행사 가능")
lg(k, "colloquial", "집주인이 그러는데 본인이 실거주하겠다고 하면 갱신요구 거절할 수 있대요. 맞아요?", JU, "네, 임대인(직계존비속 포함) 실거주 사유면 거절 가능")
lg(k, "normal", "집주인입니다. 세입자와 1년으로 계약했는데 세입자가 2년 살겠다고 하면 제가 거절할 수 있나요?", JU, "못함 — 1년 약정이어도 임차인은 2년을 주장할 수 있음")
lg(k, "english", "My lease ended and the landlord hasn't returned my deposit. Can I apply for 임차권등기명령 so I can move out without losing my 대항력?", JU, "네, 종료 후 보증금 미반환 시 신청 가능")
lg(k, "followup", "그럼 새 집주인한테 보증금 돌려달라고 하면 되나요?", JU, "네, 대항력 있으면 새 소유자가 임대인 지위 승계 → 청구 가능",
   prev="전입신고하고 살고 있는데 집주인이 집을 팔아서 주인이 바뀌었대요")

k = "legal_civil"
lg(k, "colloquial", "부동산에서 그러는데 제 잘못 없이 보일러 고장난 것도 세입자가 고쳐야 한대요. 맞아요?", MB, "아니요, 노후·고장 보일러 같은 주요 설비 수선은 임대인 의무 (민법 §623)")
lg(k, "colloquial", "월세 2달 밀림 집주인이 계약 해지 가능?", MB, "네, 차임 2기 연체 시 해지 가능 (민법 §640)")
lg(k, "normal", "실례지만 여쭤보겠습니다. 집주인 동의 없이 방 하나를 지인에게 다시 세를 주었는데, 이것 때문에 집주인이 계약을 해지할 수 있는지요?", MB, "네, 무단전대는 해지 사유 (민법 §629)")
lg(k, "normal", "집주인이 2년 살면서 자연스럽게 누렇게 변한 벽지까지 새로 해놓고 나가라고 하십니다. 해야 하는지요?", MB, "아니요, 통상적 사용에 따른 손모는 원상회복 대상 아님")
lg(k, "normal", "아버지가 집을 팔기로 하고 중도금까지 받으셨는데, 이제라도 계약금 배액을 주고 해제하실 수 있나요?", MB, "불가 — 중도금 지급(이행 착수) 후에는 배액상환 해제 못함 (민법 §565)")
lg(k, "followup", "그럼 매도인이 해제하려면 저한테 총 얼마 줘야 돼요?", MB, "네, 배액상환 해제 가능 — 계약금의 2배 6,000만원을 줘야 함",
   prev="아파트 매매 계약금 3천만원 냈고 중도금 전이에요. 매도인이 갑자기 안 판대요",
   teams=AS, fig=F(6000, "만원", 1, {"계약금": 3000}, "민법 §565: 매도인은 계약금 배액 상환으로 해제 (이행 착수 전)"), spec=["double", 3000])

k = "legal_private_rental"
lg(k, "colloquial", "임대사업자 집인데 갱신 때 7% 올린대요. 되는 거예요?", MI, "아니요, 등록임대는 5% 초과 증액 불가")
lg(k, "normal", "등록임대주택에 살고 있습니다. 보증금을 올린 지 8개월 됐는데 또 올릴 수 있는지요?", MI, "불가 — 증액 후 1년 이내 재증액 못함")
lg(k, "english", "My landlord is a registered rental business operator (임대사업자). Is he required to get 임대보증금 보증 (deposit guarantee insurance)?", MI, "네, 임대보증금 보증 가입 의무 있음")
lg(k, "normal", "임대사업자로 등록한 집주인입니다. 의무임대기간 중인데 집을 비우고 싶어서 세입자에게 나가 달라고 계약 해지할 수 있나요? 세입자 잘못은 없습니다.", MI, "아니요, 임차인 귀책 등 법정 사유 없이 해지 불가")
lg(k, "colloquial", "중개사가 그러는데 임대사업자 집이라도 표준임대차계약서 안 써도 된대요. 진짜예요?", MI, "아니요, 등록임대는 표준임대차계약서 사용 의무")
lg(k, "followup", "장기일반 의무임대기간 10년 맞나용?", MI, "네, 2020-08-18 이후 등록한 장기일반민간임대는 10년",
   prev="집주인이 민간임대 장기일반으로 등록했다는데 뭐예요?")

k = "legal_brokerage"
lg(k, "normal", "중개보수를 계약서 쓰는 날 다 드려야 하는지요, 잔금 날 드려도 되는지요? 따로 약속한 건 없습니다.", GJ, "네, 잔금일에 줘도 됨 — 약정 없으면 거래대금 지급 완료일에 지급")
lg(k, "colloquial", "부동산에서 그러는데 확인설명서는 안 줘도 된대요. 괜찮은 거예요?", GJ, "아니요, 중개사는 확인·설명서 작성·교부 의무 있음 (§25)")
lg(k, "english", "A guy without a broker license (무등록) offers to find me a room for a fee. Is that legal?", GJ, "아니요, 무등록 중개는 불법이고 처벌 대상")
lg(k, "nospace", "복비부가세따로내야됨?", GJ, "네, 법정 상한은 부가세 별도라 과세사업자면 부가세 추가 가능")
lg(k, "normal", "집주인입니다. 중개사가 확인을 소홀히 해서 제가 손해를 봤으면 배상을 받을 수 있나요?", GJ, "네, 고의·과실로 손해 입히면 중개사 배상책임 있음 (§30)")
lg(k, "typo", "중개사가 법정한도 넘게 복비 받앗으면 돌려받을수 잇나요", GJ, "네, 한도 초과분은 무효라 반환 청구 가능")

k = "legal_deal_report"
lg(k, "colloquial", "부동산에서 그러는데 아파트 매매 실거래 신고는 60일 안에만 하면 된대요. 맞아요?", GS, "아니요, 계약일부터 30일 이내 신고")
lg(k, "nospace", "전월세신고보증금5천월세20대상임?", GS, "아니요, 보증금 6천만원 초과 또는 월세 30만원 초과가 아니라 대상 아님")
lg(k, "english", "I'm a foreigner and I inherited an apartment in Seoul. Do I have to report the acquisition (외국인 부동산 취득신고) within 6 months?", GS, "네, 상속 취득일부터 6개월 이내 신고해야 함")
lg(k, "normal", "임대인입니다. 세입자가 계약서를 붙여 전월세 신고를 했다면 저는 따로 안 해도 되는지요?", GS, "네, 한쪽이 계약서를 제출해 신고하면 공동신고로 봄")
lg(k, "followup", "계약이 해제되면 해제 신고도 해야 돼요?", GS, "네, 해제 확정 후 30일 이내 해제 신고해야 함", prev="아파트 매매 신고는 이미 했어요")
lg(k, "typo", "토지거래허가구역 아파트 허가 안받고 계약하면 유효한가여", GS, "무효 — 허가 받기 전에는 효력 없음 (유동적 무효)")

k = "legal_registry"
lg(k, "colloquial", "등기필증 잃어버렸는데 재발급돼요?", DG, "아니요, 재발급 불가 — 확인서면·확인조서 등으로 대체")
lg(k, "english", "Can I view the 등기부등본 of the house I'm about to rent without the owner's consent?", DG, "네, 누구나 열람·발급 가능, 소유자 동의 불필요")
lg(k, "colloquial", "부동산에서 그러는데 전세권설정등기는 집주인 동의 없이 세입자 혼자 할 수 있대요. 맞나요?", DG, "아니요, 임대인과 공동신청(협력) 필요")
lg(k, "nospace", "매매셀프등기가능?", DG, "네, 당사자 본인이 직접 신청 가능")
lg(k, "normal", "매매 잔금을 치르고 60일이 넘도록 소유권 이전등기를 신청하지 않으면 과태료가 있는지요?", DG, "네, 잔금일부터 60일 내 신청 의무, 어기면 과태료 있음", law_alt=[DGT])
lg(k, "normal", "어머니가 전세로 들어가실 집이 신탁등기가 되어 있답니다. 등기사항증명서만 보면 충분한가요?", DG, "아니요, 신탁원부를 따로 발급받아 수탁자 동의 등 확인해야 함")

k = "legal_housing_act"
lg(k, "colloquial", "분양가상한제 아파트 거주의무 기간 중인데 전세 놔도 돼요?", JB, "아니요, 거주의무 기간 중 임대 불가")
lg(k, "english", "Someone wants to buy my 청약통장 (housing subscription account) for cash. Is that legal?", JB, "아니요, 청약통장 매매는 공급질서 교란행위로 불법")
lg(k, "normal", "지역주택조합에 가입한 지 20일 되었습니다. 지금 철회하면 가입비를 돌려받을 수 있는지요?", JB, "네, 가입비 납부일부터 30일 이내 청약철회 가능, 반환받음")
lg(k, "colloquial", "부정청약(위장전입)으로 당첨된 거 걸리면 계약 취소될 수 있어요?", JB, "네, 공급질서 교란 시 계약 취소 가능")
lg(k, "typo", "사용검사 받기전에 입주해도 되나여", JB, "아니요, 사용검사 전 사용·입주 불가 (임시사용승인 예외)")
lg(k, "normal", "아들이 분양가상한제 아파트 거주의무 기간 중인데, 법에서 정한 예외 사유 없이 개인 사정으로 이사하며 집을 팔려고 합니다. 아무에게나 팔 수 있나요?", JB, "아니요, LH에 매입 신청해야 함")

k = "legal_apt_management"
lg(k, "colloquial", "세입자인데 이사 갈 때 장기수선충당금 돌려받을 수 있어요?", GG, "네, 소유자에게 반환 청구 가능")
lg(k, "normal", "집주인입니다. 관리사무소에서 장기수선충당금은 세입자에게 안 돌려줘도 된다고 하던데 맞는지요?", GG, "아니요, 소유자가 부담할 몫이라 세입자에게 반환해야 함")
lg(k, "normal", "새 아파트에 입주한 지 1년이 안 되었는데 벽에 금이 갔습니다. 사업주체에게 하자보수를 청구할 수 있는지요?", GG, "네, 하자담보책임기간 내 하자보수 청구 가능")
lg(k, "colloquial", "관리소장이 그러는데 관리비 세부 내역은 공개 안 해도 된대요", GG, "아니요, 관리비 등 내역 공개 의무 있음")
lg(k, "normal", "입주자대표회의와 분쟁이 생기면 공동주택관리 분쟁조정위원회에 조정을 신청할 수 있는지요?", GG, "네, 분쟁조정위원회에 조정 신청 가능")
lg(k, "typo", "입주한지 12년 지났는데 내력벽 균열 하자보수 청구 되나여", GG, "아니요, 내력구조부 담보책임기간 10년 경과로 청구 불가")

k = "legal_building_sale"
lg(k, "normal", "오피스텔 20실을 분양하려고 하는데 건축물분양법상 분양신고를 해야 합니까?", BS, "아니요, 오피스텔은 30실 이상만 적용 대상")
lg(k, "colloquial", "오피스텔 50실 선분양도 건축물분양법 적용돼요?", BS, "네, 30실 이상 오피스텔은 적용")
lg(k, "colloquial", "분양업자가 그러는데 착공신고 전에도 오피스텔 선분양 할 수 있대요", BS, "아니요, 착공신고 후 신탁·보증 요건 갖춰야 분양 가능")
lg(k, "normal", "분양광고에 분양가격과 신탁회사 또는 보증기관을 적어야 하는지요?", BS, "네, 분양광고에 기재해야 함")
lg(k, "nospace", "생활숙박시설40실분양도건축물분양법적용?", BS, "네, 30실 이상 생활숙박시설은 적용")
lg(k, "colloquial", "분양사업자가 분양신고 안 하고 오피스텔 분양하면 처벌 안 받아요?", BS, "아니요, 처벌 대상 (분양신고 없이 분양 금지)")

k = "legal_price_disclosure"
lg(k, "colloquial", "공시가격 이의신청 60일 안에만 하면 된대요. 맞아요?", GP, "아니요, 공시일부터 30일 이내")
lg(k, "english", "Can I file an objection (이의신청) to my apartment's 공시가격 after it's published?", GP, "네, 공시일부터 30일 이내 이의신청 가능")
lg(k, "nospace", "공시가격발표전에의견제출가능?", GP, "네, 열람 기간에 의견제출 가능")
lg(k, "normal", "집주인입니다. 공시가격 공시일로부터 40일이 지났는데 지금 이의신청해도 되는지요?", GP, "아니요, 30일이 지나 이의신청 불가")
lg(k, "colloquial", "아파트 공시가격은 구청장이 정하는 거 맞죠?", GP, "아니요, 공동주택가격은 국토교통부장관이 공시")
lg(k, "normal", "단독주택 개별주택가격은 시장·군수·구청장이 공시하는 것이 맞는지요?", GP, "네, 시장·군수·구청장이 공시")

k = "legal_price_cap_rule"
lg(k, "normal", "분양가상한제 아파트의 분양가격은 택지비와 건축비를 합해서 정하는 것이 맞는지요?", BG, "네, 택지비 + 건축비(기본형건축비 + 가산비)")
lg(k, "colloquial", "시행사가 상한제 아파트 분양가에 이윤을 자기 마음대로 얹어도 된다던데요", BG, "아니요, 규칙에 정한 항목·기준으로만 산정")
lg(k, "typo", "분양가상한제 기본형건축비 1년에 두번 고시하는거 맞나여?", BG, "네, 매년 3월·9월 정기 고시")
lg(k, "nospace", "기본형건축비1년에1번만고시?", BG, "아니요, 연 2회(3월·9월) 고시")
lg(k, "normal", "공공택지 아파트도 택지비를 감정평가액으로 산정하는지요?", BG, "아니요, 공공택지는 공급가격 기준 (감정평가는 민간택지)")
lg(k, "typo", "상한제 아파트 분양가 공시 항목 공개 의무 잇나요", BG, "네, 택지비·공사비 등 공시 의무 있음", law_alt=[JB])

k = "legal_floor_noise"
lg(k, "normal", "밤 11시에 윗집 발소리가 1분 등가소음도 36dB로 측정되었습니다. 층간소음 기준을 넘은 것인지요?", CN, "네, 야간 직접충격 기준 34dB 초과")
lg(k, "colloquial", "낮에 윗집 쿵쿵 1분 등가 37dB 나왔어요. 기준 넘은 거예요?", CN, "아니요, 주간 기준 39dB 미만")
lg(k, "english", "Does noise from water pipes (급배수 소음) count as 층간소음 under the rule?", CN, "아니요, 욕실·화장실 급배수 소음은 제외")
lg(k, "colloquial", "관리소에서 그러는데 윗집 TV 소리는 층간소음 아니래요", CN, "아니요, TV·음향 소리는 공기전달 소음으로 포함")
lg(k, "followup", "밤에 최고소음도 55dB 찍혔대요. 이건 기준 초과예요?", CN, "네, 야간 최고소음도 기준 52dB 초과",
   prev="어머니 집 윗층이 밤마다 뛰어서 측정을 했어요")
lg(k, "nospace", "층간소음주간기준이06시부터22시까지맞나요", CN, "네, 주간 06:00~22:00, 야간 22:00~06:00")

k = "legal_fraud_victim"
lg(k, "colloquial", "보증금 8억이면 전세사기 피해자 결정 받을 수 있어요?", JS, "아니요, 보증금 요건(5억, 최대 7억) 초과")
lg(k, "english", "To be recognized as a 전세사기 피해자, do I need 대항력 (move-in report) and 확정일자?", JS, "네, 대항력·확정일자(또는 임차권등기) 필요")
lg(k, "normal", "전세사기 피해자로 결정되면 집이 경매될 때 우선매수권이 있는지요?", JS, "네, 우선매수권 있음")
lg(k, "colloquial", "피해자로 인정만 받으면 나라가 보증금 전액 돌려준다던데 맞아요?", JS, "아니요, 국가가 보증금을 직접 전액 보전해 주지 않음 (LH 매입·금융·주거 지원)")
lg(k, "followup", "그럼 신청은 시청이나 도청에 하면 되나요?", JS, "네, 임차주택 소재 시·도에 신청",
   prev="전세사기 피해자 결정 신청하려고요")
lg(k, "typo", "전세사기 피해자인데 경매 유예 신청 할수 있나여", JS, "네, 경매·공매 유예·정지 신청 가능")

k = "timeline_notice"
lg(k, "colloquial", "집주인이 만료 한 달 전에 갑자기 나가래요. 이래도 돼요?", JU, "아니요, 2개월 전까지 통지 없으면 묵시적 갱신")
lg(k, "english", "Neither my landlord nor I said anything about renewal before the lease ended. Is my lease automatically renewed (묵시적 갱신)?", JU, "네, 묵시적 갱신되어 2년 연장")
lg(k, "normal", "묵시적 갱신이 되면 집주인도 3개월 전에 통보하고 해지할 수 있는지요?", JU, "아니요, 3개월 해지는 임차인만 가능")
lg(k, "colloquial", "부동산에서 그러는데 묵시적 갱신 후 나갈 때 1개월 전에만 말하면 된대요", JU, "아니요, 통지 후 3개월이 지나야 효력")

# ===================== market / loan / risk / contract / other =====================
q("market_price", "colloquial", "마포래미안푸르지오 84 전세 요즘 얼마예요?", "시세조회", S)
q("market_price", "english", "How much is monthly rent (월세) for a one-room near 홍대입구역 these days?", "시세조회", S)
q("market_compare", "normal", "송파구와 강동구 아파트 매매 시세를 비교해 주시면 감사하겠습니다.", "시세조회", AS)
q("market_trend", "followup", "지난 2년 추이도 보여줘", "시세조회", AS, prev="노원구 아파트 매매가 요즘 얼마야?")
q("market_jeonse_gap", "typo", "화곡동 빌라 전세가율 요즘 어떤가여", "시세조회", AS, intent_alt=["리스크분석"])
q("market_listing", "nospace", "잠실역투룸월세보증금2천이하매물", "시세조회", S)
q("loan_product", "normal", "실례지만 여쭤보겠습니다. 버팀목 전세자금대출은 어떤 조건이어야 받을 수 있는지요?", "대출상담", S)
q("loan_product", "english", "What is the 신생아 특례 대출 and who qualifies?", "대출상담", S)
q("loan_product", "colloquial", "스트레스 DSR 뭐임?", "대출상담", S)
q("loan_eligibility", "normal", "결혼 2년 차 맞벌이이고 합산 연소득 7천만 원입니다. 디딤돌 대출이 가능한지요?", "대출상담", AS)
q("loan_eligibility", "followup", "아들이 29살이고 연봉 3천이에요. 아들 명의로 청년 전용 버팀목 되나요?", "대출상담", AS, prev="아들 전세 얻어주려고 하는데 대출 알아보고 있어요")
q("risk_check", "colloquial", "빌라 시세 3억인데 근저당 2억 잡혀있고 전세 1억5천이래요. 위험해요?", "리스크분석", AS)
q("risk_check", "colloquial", "중개사가 신탁등기된 집인데 전세 들어가도 괜찮대요. 진짜 괜찮아요?", "리스크분석", AS, intent_alt=["법률상담"])
q("risk_check", "english", "The 다가구 house I'm looking at has 8 other tenants with earlier move-in dates. Is my jeonse risky?", "리스크분석", AS)
q("risk_checklist", "normal", "전세 계약하기 전에 무엇을 확인해야 하는지 차례대로 알려주시면 감사하겠습니다.", "리스크분석", AS)
q("risk_checklist", "nospace", "등기부등본보는법", "리스크분석", AS, intent_alt=["법률상담"])
q("contract_draft", "colloquial", "망원동 OO빌라 301호 보증금 2억 2년 전세 계약서 써주고 특약에 전세대출 안 나오면 해제 넣어줘", "계약서작성", DS)
q("contract_draft", "normal", "제가 집주인입니다. 성산동 OO아파트 102동 1203호를 보증금 3천, 월세 90만 원, 1년 계약으로 놓으려는데 계약서를 써 주실 수 있는지요?", "계약서작성", DS)
q("contract_review", "colloquial", "'임차인은 퇴거 후 3개월 이내에 보증금을 반환받는다' 이 조항 괜찮아요?", "계약서검토", DS)
q("contract_review", "english", "My contract says '임차인은 어떠한 경우에도 중도해지 시 위약금 월세 6개월분을 지급한다'. Is this clause OK?", "계약서검토", DS)
q("comprehensive", "vague", "지금 집 사도 될까요?", "종합분석", AS, intent_alt=["시세조회"])
q("comprehensive", "normal", "부모님께서 은퇴하시고 지금 사시는 아파트를 팔아 전세로 옮기실까 고민 중이십니다. 어떻게 하시는 게 나을지요?", "종합분석", AS, intent_alt=["시세조회"])
q("irrelevant", "normal", "안녕하세요 처음 뵙겠습니다", "irrelevant", [])
q("irrelevant", "colloquial", "오늘 서울 날씨 어때?", "irrelevant", [])
q("irrelevant", "followup", "고마워요!", "irrelevant", [], prev="전세 3억 복비 최대?")
q("irrelevant", "english", "Can you recommend a good kimchi jjigae recipe?", "irrelevant", [])
q("unclear", "vague", "이거 어떻게 해요?", "unclear", [])
q("unclear", "vague", "ㅇㅇ 그거", "unclear", [])

# ===================== emit =====================
def main():
    seen = collections.Counter(); rows = []; checks = {}
    for n, (r, spec) in enumerate(Q, 1):
        kd = r["kind"]; split = "tune6" if seen[kd] % 2 == 0 else "holdout6"; seen[kd] += 1
        row = {"id": f"M{n:03d}", "split": split}; row.update(r)
        rows.append(row)
        if "figure" in row: checks[row["id"]] = spec
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for row in rows: f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    write_readme(rows)

def write_readme(rows):
    kinds = list(dict.fromkeys(r["kind"] for r in rows))
    ct = collections.Counter((r["kind"], r["split"]) for r in rows)
    lines = ["| kind | tune6 | holdout6 | total |", "|---|---|---|---|"]
    for kd in kinds:
        lines.append(f"| `{kd}` | {ct[(kd,'tune6')]} | {ct[(kd,'holdout6')]} | {ct[(kd,'tune6')]+ct[(kd,'holdout6')]} |")
    t = sum(1 for r in rows if r["split"] == "tune6"); h = len(rows) - t
    lines.append(f"| **total** | **{t}** | **{h}** | **{len(rows)}** |")
    nfig = sum(1 for r in rows if "figure" in r); nmis = sum(1 for r in rows if "missing" in r)
    legal = [r for r in rows if r["kind"].startswith("legal_") or r["kind"] == "timeline_notice"]
    neg = sum(1 for r in legal if r["verdict"].startswith(NEG)); pos = len(legal) - neg
    phr = collections.Counter(r["phrasing"] for r in rows).most_common()
    ints = collections.Counter(r["intent"] for r in rows).most_common()
    laws = collections.Counter(r["law"] for r in rows if "law" in r).most_common()
    calc = sum(1 for r in rows if r["kind"].startswith("calc_"))
    txt = README_HEAD + "\n## Counts\n\n" + "\n".join(lines) + "\n\n" + \
        f"Computation kinds (calc_*, incl. missing-input): {calc} ({calc*100//len(rows)}%); questions with `figure`: {nfig}; with `missing`: {nmis}.\n\n" + \
        f"Legal kinds (13 statutes + timeline_notice): {len(legal)} ({len(legal)*100//len(rows)}%), every one with a `verdict`: {neg} negative, {pos} positive.\n\n" + \
        "Phrasings: " + ", ".join(f"{a}: {b}" for a, b in phr) + "\n\n" + \
        "Intents: " + ", ".join(f"{a}: {b}" for a, b in ints) + "\n\n" + \
        "Questions by `law` (primary): " + ", ".join(f"{a}: {b}" for a, b in laws) + "\n"
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f: f.write(txt)

NEG = ("아니요", "불가", "안 됨", "없음", "무효", "못함")
README_HEAD = """# eval6 — sixth blind evaluation set for 홈즈냥즈

- **Author**: a blind helper session (Claude) started by the project. Written **blind**: no product code, rules, corpus, tests,
  docs or other sets' questions were read, and the product was not run. Files read under /work, and nothing else:
  `/work/brief/common.md` (house rules), `benchmarks/eval/TAXONOMY.md` (kinds, intents, teams, law names, labelling conventions,
  figure rules), `benchmarks/eval/check_figures.py` (computation conventions only), `benchmarks/eval3/README.md` (layout and extra
  conventions) and the first 3 lines of `benchmarks/eval3/questions.jsonl` (JSON line format only). Legal content is from public
  knowledge of Korean statutes.
- **Reference date**: 2026-11-26 ("오늘" in any question means this date).
- **Purpose**: measure the assistant on a different user population than the textbook and forum-style sets: older users writing
  slowly and formally ("실례지만 여쭤보겠습니다"), busy users typing one terse line ("전세4억 갱신 최대?", "복비 7.5억 매매"), users quoting what a
  broker/landlord/friend told them ("부동산에서 그러는데 … 맞아요?"), users asking on behalf of the other party (landlord, seller, parent),
  foreigners writing English with Korean terms mixed in, follow-ups with `prev`, typos and no-space messages. Amounts and dates appear
  in every form (3억, 1.5억, 4,000만 원, ₩350,000,000, 삼억 칠천만 원, 2027.4.15, 이천이십칠년 칠월 이십일, "오늘").
  Weight: ~45% computations (calc_* incl. missing input), ~40% legal verdicts across all 13 statutes (about half answered NO), the rest
  market/loan/risk/contract/comprehensive/irrelevant/unclear.
- **Conventions**: identical to `../eval/TAXONOMY.md` (fields, intents, teams, law names, figure rules) and the additions in
  `../eval3/README.md`, except `split` ∈ `tune6` | `holdout6`, alternating within each kind in file order (first = `tune6`), ids `M001…`.
  - 최우선변제: the first 담보물권 date is always given; on/after 2023-02-21 → 2023 table, 2021-05-11…2023-02-20 → 2021 table; ≤ 주택가액 1/2
    (the one case using it states that the user is the only tenant). 수원·세종 = 과밀억제권역 group; 부산·대구(구) = 광역시 group; 청주·전주 = 그 밖.
  - 전월세 전환 cap 4.5% (기준금리 2.50%). 지연이자: 5% → `law` 민법; 12% after service of the complaint → 소송촉진 등에 관한 특례법 (alt 민법).
  - 계약금 배액상환 (민법 §565) appears once as `legal_civil` with a figure (2 × 계약금) and a verdict.
  - Dates: `months_before`/`months_after`, day clamped to month end, tol 1 day; "오늘" = 2026-11-26. 임대인 갱신거절 deadline uses §6① (2개월 전).
  - Loans: LTV and rates are given in the question; `calc_loan_payment` rows carry no `law`.
  - Where a statute outside the taxonomy list decides, it is put in `law_alt` beside the closest listed law
    (부동산등기 특별조치법 for the 60-day registration duty).
  - Verdicts start with an explicit polarity word: negative ones with 아니요/불가/안 됨/없음/무효/못함, positive ones with 네/가능/있음/해야 함/유효.
  - `phrasing` uses the taxonomy's seven labels; formal/elderly and proxy questions are `normal`, terse one-liners `colloquial` or `nospace`,
    hearsay questions mostly `colloquial`.

Files: `questions.jsonl` (the set), `build_questions.py` (source; hand-entered figures; regenerates the jsonl, `figure_checks.json` and this README),
`figure_checks.json` (calculator name + inputs per figure), `check_figures.py` (recomputes every figure independently from those specs,
validates every line, conventions and coverage; paths relative to itself; prints `OK` last).

Run: `python3 benchmarks/eval6/check_figures.py` → last line `OK`.
"""

if __name__ == "__main__":
    main()
