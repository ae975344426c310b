# -*- coding: utf-8 -*-
"""Source of eval3 (third blind set). Regenerates questions.jsonl, figure_checks.json and README.md.
Figures are HAND-ENTERED (value column); check_figures.py recomputes them independently from the spec."""
import json, collections, os

HERE = os.path.dirname(os.path.abspath(__file__))
REF_DATE = "2026-11-26"
Q = []
SPECS = {}

L_LEASE = "주택임대차보호법"; L_CIVIL = "민법"; L_PRIV = "민간임대주택에 관한 특별법"; L_BROK = "공인중개사법"
L_DEAL = "부동산 거래신고 등에 관한 법률"; L_REG = "부동산등기법"; L_HOUSING = "주택법"; L_APT = "공동주택관리법"
L_BSALE = "건축물의 분양에 관한 법률"; L_PRICE = "부동산 가격공시에 관한 법률"; L_CAP = "공동주택 분양가격의 산정 등에 관한 규칙"
L_NOISE = "공동주택 층간소음의 범위와 기준에 관한 규칙"; L_FRAUD = "전세사기피해자 지원 및 주거안정에 관한 특별법"; L_SOCHOK = "소송촉진 등에 관한 특례법"
AS = ["analysis", "search"]; S = ["search"]; DS = ["document", "search"]

def add(kind, phrasing, q, intent, teams, **kw):
    r = {"kind": kind, "phrasing": phrasing, "q": q}
    if "prev" in kw: r["prev"] = kw.pop("prev")
    r["intent"] = intent
    if "intent_alt" in kw: r["intent_alt"] = kw.pop("intent_alt")
    r["teams"] = teams
    for k in ("teams_alt", "law", "law_alt", "figure", "verdict", "missing"):
        if k in kw:
            v = kw.pop(k)
            if v is not None: r[k] = v
    spec = kw.pop("spec", None)
    assert not kw, kw
    Q.append((r, spec))

def legal(kind, phrasing, q, law, verdict, **kw):
    kw.setdefault("teams_alt", [AS])
    add(kind, phrasing, q, kw.pop("intent", "법률상담"), kw.pop("teams", S), law=law, verdict=verdict, **kw)

def fig(kind, phrasing, q, value, unit, tol, spec, inputs, how, law=L_LEASE, intent="법률상담", **kw):
    add(kind, phrasing, q, intent, AS, law=law,
        figure={"value": value, "unit": unit, "tol": tol, "inputs": inputs, "how": how}, spec=spec, **kw)

# =====================================================================================
# B. COMPUTATIONS (figure)
# =====================================================================================
CAP = "주임법 §7② / §6조의3③: 증액 ≤ 기존 × 5%"
K = "calc_increase_cap"
fig(K, "colloquial", "전세 3억5천 사는데 갱신할 때 집주인이 최대 얼마까지 올릴 수 있어?", 36750, "만원", 1, ["cap_total", 35000], {"보증금": 35000}, CAP + " → 35,000×1.05")
fig(K, "nospace", "전세4억2천갱신요구하면최대인상액얼마", 2100, "만원", 1, ["cap_increase", 42000], {"보증금": 42000}, CAP + " → 42,000×0.05")
fig(K, "normal", "월세 80만원 받는 집인데 재계약할 때 5% 상한이면 월세 최대 몇 원까지 가능해요?", 840000, "원", 1, ["cap_total_won", 800000], {"월세_원": 800000}, CAP + " → 800,000×1.05")
fig(K, "english", "My jeonse deposit is 250 million won. If I use my renewal right, what is the maximum new deposit the landlord can ask (in 만원)?", 26250, "만원", 1, ["cap_total", 25000], {"보증금": 25000}, CAP + " → 25,000×1.05")
fig(K, "typo", "보증금 35000만원 전새 재계약 할때 올릴수 잇는 최대 인상 금액 얼마에요", 1750, "만원", 1, ["cap_increase", 35000], {"보증금": 35000}, CAP + " → 35,000×0.05")
fig(K, "followup", "네 그럼 지금 보증금 1억8천이면 갱신 후 최대 얼마 돼요?", 18900, "만원", 1, ["cap_total", 18000], {"보증금": 18000}, CAP + " → 18,000×1.05",
    prev="갱신요구권 쓰면 5%까지만 올릴 수 있는 거죠?")
fig(K, "normal", "2.8억 전세인데 집주인이 갱신 때 3억을 달래요. 5% 상한으로 계산하면 최대 얼마까지만 받을 수 있나요?", 29400, "만원", 1, ["cap_total", 28000], {"보증금": 28000}, CAP + " → 28,000×1.05 = 29,400 (3억 요구는 초과)",
    verdict="3억 요구는 상한(2억9,400만) 초과로 불가")
fig(K, "normal", "보증금은 그대로 두고 월세 65만원만 올린대요. 갱신 시 월세 인상분 최대 몇 원이에요?", 32500, "원", 1, ["cap_increase_won", 650000], {"월세_원": 650000}, CAP + " → 650,000×0.05")
fig(K, "normal", "임대사업자로 등록된 아파트에 보증금 2억4천으로 살아요. 재계약 때 임대료 증액 상한이면 보증금 최대 얼마예요?", 25200, "만원", 1, ["cap_total", 24000], {"보증금": 24000}, "민간임대주택법 §44② 5% 이내 → 24,000×1.05",
    law=L_PRIV, law_alt=[L_LEASE])
fig(K, "colloquial", "보증금 5천에 월세 50인데 갱신하면서 월세만 올린대. 최대 월세 얼마야? 원으로", 525000, "원", 1, ["cap_total_won", 500000], {"월세_원": 500000}, CAP + " → 500,000×1.05")
fig(K, "english", "Monthly rent is 1.2 million won and the landlord wants to raise it when I renew. What's the highest monthly rent allowed under the 5% rule, in won?", 1260000, "원", 1, ["cap_total_won", 1200000], {"월세_원": 1200000}, CAP + " → 1,200,000×1.05")
fig(K, "nospace", "보증금6억5천갱신최대얼마까지올릴수있어요", 68250, "만원", 1, ["cap_total", 65000], {"보증금": 65000}, CAP + " → 65,000×1.05")
fig(K, "typo", "갱신요구권 썻는데 보증금 2억3천에서 최대 얼마까지 올려줘야되요?", 24150, "만원", 1, ["cap_total", 23000], {"보증금": 23000}, CAP + " → 23,000×1.05")
fig(K, "colloquial", "전세 1억5천 사는데 집주인이 1500 올려달래. 5%면 얼마까지가 맞는 거야?", 15750, "만원", 1, ["cap_total", 15000], {"보증금": 15000}, CAP + " → 15,000×1.05 = 15,750 (1,500만 인상은 750만 초과)",
    verdict="1,500만 인상은 상한(750만) 초과로 불가")
fig(K, "followup", "OK, my deposit is 3.2억 (320 million won). What's the maximum new deposit after renewal, in 만원?", 33600, "만원", 1, ["cap_total", 32000], {"보증금": 32000}, CAP + " → 32,000×1.05",
    prev="Is the deposit increase on renewal capped at 5% in Korea?")

BRS = "공인중개사법 시행규칙 별표1(2021-10-19 시행) 매매 요율·한도, 부가세 별도"
BRL = "공인중개사법 시행규칙 별표1(2021-10-19 시행) 임대차 요율·한도, 부가세 별도"
BRM = BRL + "; 월세 거래금액 = 보증금 + 월세×100 (5천만 미만이면 ×70)"
K = "calc_brokerage_fee"; B = L_BROK
fig(K, "normal", "아파트 7억5천에 매매하는데 중개보수 최대 얼마예요?", 300, "만원", 1, ["brok_sale", 75000], {"매매가": 75000}, BRS + " → 2억~9억 0.4%: 75,000×0.004", law=B)
fig(K, "nospace", "매매가3억2천아파트중개수수료상한얼마", 128, "만원", 1, ["brok_sale", 32000], {"매매가": 32000}, BRS + " → 0.4%: 32,000×0.004", law=B)
fig(K, "normal", "빌라 1억8천 매매할 때 중개보수 한도가 얼마인가요?", 80, "만원", 1, ["brok_sale", 18000], {"매매가": 18000}, BRS + " → 5천~2억 0.5%=90만, 한도 80만", law=B)
fig(K, "english", "I'm buying an apartment for 1.3 billion won. What's the maximum brokerage fee, excluding VAT (in 만원)?", 780, "만원", 1, ["brok_sale", 130000], {"매매가": 130000}, BRS + " → 12억~15억 0.6%: 130,000×0.006", law=B)
fig(K, "typo", "매매 10억5천 아파트 중개비 최대 얼마에여", 525, "만원", 1, ["brok_sale", 105000], {"매매가": 105000}, BRS + " → 9억~12억 0.5%", law=B)
fig(K, "normal", "16억 아파트 매매 중개보수 상한 알려주세요 (부가세 빼고)", 1120, "만원", 1, ["brok_sale", 160000], {"매매가": 160000}, BRS + " → 15억 이상 0.7%", law=B)
fig(K, "colloquial", "시골에 4천만원짜리 주택 사는데 복비 최대 얼마 줘야 돼?", 24, "만원", 0.5, ["brok_sale", 4000], {"매매가": 4000}, BRS + " → 5천 미만 0.6%=24만 (한도 25만)", law=B)
fig(K, "normal", "매매가가 딱 9억이면 중개보수 상한 금액이 얼마예요?", 450, "만원", 1, ["brok_sale", 90000], {"매매가": 90000}, BRS + " → 9억 이상 12억 미만 0.5%", law=B)
fig(K, "normal", "아파트를 정확히 2억에 사요. 복비 상한은요?", 80, "만원", 1, ["brok_sale", 20000], {"매매가": 20000}, BRS + " → 2억 이상 0.4%: 80만", law=B)
fig(K, "normal", "전세 35000만원 계약하는데 중개수수료 최대 얼마인가요?", 105, "만원", 1, ["brok_lease", 35000, 0], {"보증금": 35000, "월세": 0}, BRL + " → 1억~6억 0.3%", law=B)
fig(K, "normal", "전세 6억2천 아파트 중개보수 상한 계산해 주세요.", 248, "만원", 1, ["brok_lease", 62000, 0], {"보증금": 62000, "월세": 0}, BRL + " → 6억~12억 0.4%", law=B)
fig(K, "colloquial", "전세 9천짜리 구했는데 복비 얼마 줘야 돼? 최대로", 30, "만원", 0.5, ["brok_lease", 9000, 0], {"보증금": 9000, "월세": 0}, BRL + " → 5천~1억 0.4%=36만, 한도 30만", law=B)
fig(K, "english", "Jeonse deposit of 450 million won — what's the max broker fee in 만원?", 135, "만원", 1, ["brok_lease", 45000, 0], {"보증금": 45000, "월세": 0}, BRL + " → 0.3%", law=B)
fig(K, "normal", "전세 13억 아파트 임대차 중개보수 상한은?", 650, "만원", 1, ["brok_lease", 130000, 0], {"보증금": 130000, "월세": 0}, BRL + " → 12억~15억 0.5%", law=B)
fig(K, "normal", "보증금 1000에 월세 60 원룸 복비 최대 몇 원이에요?", 280000, "원", 1, ["brok_lease_won", 1000, 60], {"보증금": 1000, "월세": 60}, BRM + " → 1,000+6,000=7,000 ×0.4% = 28만", law=B)
fig(K, "colloquial", "보증금 500 월세 40짜리 원룸 복비 얼마까지 낼 수 있어? 원 단위로", 165000, "원", 1, ["brok_lease_won", 500, 40], {"보증금": 500, "월세": 40}, BRM + " → 4,500<5천 → 500+40×70=3,300 ×0.5% = 16.5만", law=B)
fig(K, "nospace", "보증금2천월세80복비최대얼마", 30, "만원", 0.5, ["brok_lease", 2000, 80], {"보증금": 2000, "월세": 80}, BRM + " → 2,000+8,000=10,000 (1억) ×0.3%", law=B)
fig(K, "typo", "보증금 1억 월세 150 아파트 중개보수 상한 얼마임 부가세 제외", 75, "만원", 1, ["brok_lease", 10000, 150], {"보증금": 10000, "월세": 150}, BRM + " → 10,000+15,000=25,000 ×0.3%", law=B)
fig(K, "normal", "보증금 300에 월세 35만원 원룸이면 중개수수료 상한이 몇 원이에요?", 137500, "원", 1, ["brok_lease_won", 300, 35], {"보증금": 300, "월세": 35}, BRM + " → 3,800<5천 → 300+35×70=2,750 ×0.5% = 13.75만", law=B)
fig(K, "english", "Deposit 30 million won, monthly rent 1.5 million won. Max brokerage fee (만원)?", 54, "만원", 1, ["brok_lease", 3000, 150], {"보증금": 3000, "월세": 150}, BRM + " → 3,000+15,000=18,000 ×0.3%", law=B)
fig(K, "followup", "그럼 보증금 3천 월세 45면 복비 최대 얼마야?", 30, "만원", 0.5, ["brok_lease", 3000, 45], {"보증금": 3000, "월세": 45}, BRM + " → 3,000+4,500=7,500 ×0.4% = 30만 (한도 30만)", law=B,
    prev="월세 복비 계산할 때 월세에 100 곱한다면서요?")
fig(K, "colloquial", "3.5억 빌라 매매 복비 얼마야? 부가세 빼고 최대로", 140, "만원", 1, ["brok_sale", 35000], {"매매가": 35000}, BRS + " → 0.4%: 35,000×0.004", law=B)
fig(K, "normal", "보증금 5천에 월세 10만원 투룸, 중개보수 상한 얼마인가요?", 24, "만원", 0.5, ["brok_lease", 5000, 10], {"보증금": 5000, "월세": 10}, BRM + " → 5,000+1,000=6,000 ×0.4%", law=B)

CV = "주임법 §7조의2·시행령 §9: 전환율 상한 min(10%, 기준금리 2.50%+2%p)=4.5%; 월세 = 전환액×4.5%÷12"
K = "calc_conversion"
fig(K, "normal", "보증금 1억 중에 5천을 월세로 돌리면 월세 상한이 몇 원이에요?", 187500, "원", 1, ["conv_won", 5000], {"전환액": 5000}, CV + " → 5,000만×4.5%÷12")
fig(K, "nospace", "전세2억을보증금1억으로낮추고나머지월세로전환하면월세상한얼마", 37.5, "만원", 0.1, ["conv", 10000], {"전환액": 10000}, CV + " → 10,000×4.5%÷12")
fig(K, "english", "I want to convert 80 million won of my jeonse deposit into monthly rent. What's the legal maximum monthly rent (만원)?", 30, "만원", 0.1, ["conv", 8000], {"전환액": 8000}, CV + " → 8,000×4.5%÷12")
fig(K, "normal", "기준금리가 2.5%일 때 전월세 전환율 법정 상한은 몇 %인가요?", 4.5, "%", 0.01, ["conv_rate"], {"기준금리": 2.5}, CV)
fig(K, "typo", "전세 3억에서 보증금 1억5천으로 내리고 월세로 바꾸면 월세 최대 얼마인가여", 56.25, "만원", 0.1, ["conv", 15000], {"전환액": 15000}, CV + " → 15,000×4.5%÷12")
fig(K, "colloquial", "집주인이 보증금 6천 빼주고 월세 30 받겠대. 법정 상한으로 치면 월세 최대 얼마야?", 22.5, "만원", 0.1, ["conv", 6000], {"전환액": 6000}, CV + " → 6,000×4.5%÷12 = 22.5만 (30만은 초과)",
    verdict="월세 30만은 상한(22.5만) 초과")
fig(K, "normal", "보증금 4천만원을 월세로 전환할 때 월 차임 상한은 몇 원이에요?", 150000, "원", 1, ["conv_won", 4000], {"전환액": 4000}, CV + " → 4,000만×4.5%÷12")
fig(K, "followup", "그럼 보증금 2억5천 중에 1억2천을 월세로 돌리면요?", 45, "만원", 0.1, ["conv", 12000], {"전환액": 12000}, CV + " → 12,000×4.5%÷12",
    prev="전월세 전환율 상한이 4.5%죠?")
fig(K, "normal", "3.5억 전세를 보증금 1.8억 + 월세로 재계약하려고요. 월세 상한은 얼마예요?", 63.75, "만원", 0.1, ["conv", 17000], {"전환액": 17000}, CV + " → 17,000×4.5%÷12")
fig(K, "english", "Landlord wants to turn 70 million won of my deposit into monthly rent at renewal. What's the cap on the rent (만원)?", 26.25, "만원", 0.1, ["conv", 7000], {"전환액": 7000}, CV + " → 7,000×4.5%÷12")
fig(K, "nospace", "보증금9천을월세로바꾸면최대월세몇원", 337500, "원", 1, ["conv_won", 9000], {"전환액": 9000}, CV + " → 9,000만×4.5%÷12")
fig(K, "normal", "계약 기간 중에 보증금 2천만원을 월세로 바꾸자는데 월세 상한이 몇 원이에요?", 75000, "원", 1, ["conv_won", 2000], {"전환액": 2000}, CV + " → 2,000만×4.5%÷12")

P23 = "주임법 §8, 시행령 §10·11 (2023-02-21 시행 표, 담보물권 설정일 기준)"
P21 = "주임법 §8, 시행령 §10·11 (2021-05-11 시행 표; 2023-02-21 이전 설정 담보물권에 적용)"
K = "calc_priority_repay"
fig(K, "normal", "서울 다세대에 보증금 1억5천으로 살아요. 선순위 근저당은 2024년에 설정됐고요. 경매되면 최우선변제 얼마 받아요?", 5500, "만원", 1, ["prio", "seoul", 15000], {"지역": "서울", "보증금": 15000, "근저당": "2024"}, P23 + " 서울 1억6,500 이하 → 5,500")
fig(K, "normal", "인천 부평구(과밀억제권역) 빌라 보증금 1억2천, 근저당은 2023년 6월 설정이에요. 최우선변제액은?", 4800, "만원", 1, ["prio", "overcrowded", 12000], {"지역": "과밀억제권역", "보증금": 12000, "근저당": "2023-06"}, P23 + " 과밀억제권역 1억4,500 이하 → 4,800")
fig(K, "colloquial", "부산 해운대구 아파트 보증금 8천인데 근저당 2023년 9월에 잡혔어. 최우선변제 얼마야?", 2800, "만원", 1, ["prio", "metro", 8000], {"지역": "광역시", "보증금": 8000, "근저당": "2023-09"}, P23 + " 광역시 8,500 이하 → 2,800")
fig(K, "normal", "충북 청주 원룸 보증금 3천만원, 선순위 근저당 2024년 3월. 최우선변제 받을 수 있는 금액은?", 2500, "만원", 1, ["prio", "other", 3000], {"지역": "그 밖", "보증금": 3000, "근저당": "2024-03"}, P23 + " 그 밖 7,500 이하 → 2,500")
fig(K, "normal", "서울 빌라 보증금 1억7천, 근저당은 2023년 5월 설정. 최우선변제 되나요? 된다면 얼마?", 0, "만원", 0, ["prio", "seoul", 17000], {"지역": "서울", "보증금": 17000, "근저당": "2023-05"}, P23 + " 서울 기준 1억6,500 초과 → 0",
    verdict="소액임차인 아님 → 최우선변제 불가")
fig(K, "normal", "수원 오피스텔(주거용) 보증금 4천, 근저당 2025년 1월 설정이에요. 최우선변제 금액은?", 4000, "만원", 1, ["prio", "overcrowded", 4000], {"지역": "과밀억제권역(수원)", "보증금": 4000, "근저당": "2025-01"}, P23 + " 과밀억제권역 → min(4,000, 4,800)")
fig(K, "normal", "서울 다가구 보증금 9천, 근저당 2023년 3월, 낙찰가(주택가액)가 1억밖에 안 될 것 같아요. 다른 소액임차인은 없고요. 최우선변제 얼마?", 5000, "만원", 1, ["prio", "seoul", 9000, 10000], {"지역": "서울", "보증금": 9000, "주택가액": 10000, "근저당": "2023-03"}, P23 + " min(9,000, 5,500, 주택가액 1/2 = 5,000)")
fig(K, "normal", "광주광역시 북구 보증금 7500만원, 근저당 2023년 10월 설정. 최우선변제는?", 2800, "만원", 1, ["prio", "metro", 7500], {"지역": "광역시", "보증금": 7500, "근저당": "2023-10"}, P23 + " 광역시 → 2,800")
fig(K, "normal", "경기 파주 아파트 보증금 6천, 선순위 근저당 2024년 설정. 최우선변제 금액?", 2800, "만원", 1, ["prio", "metro", 6000], {"지역": "파주", "보증금": 6000, "근저당": "2024"}, P23 + " 안산·광주·파주·이천·평택 8,500 이하 → 2,800")
fig(K, "normal", "서울 보증금 1억6천인데 근저당이 2022년 8월에 설정된 집이에요. 경매 가면 최우선변제 받을 수 있나요?", 0, "만원", 0, ["prio21", "seoul", 16000], {"지역": "서울", "보증금": 16000, "근저당": "2022-08"}, P21 + " 서울 1억5,000 초과 → 0",
    verdict="2022년 근저당 기준(1억5천 이하)이라 최우선변제 불가")
fig(K, "normal", "용인 아파트 보증금 1억2천, 선순위 근저당 설정일 2022년 5월. 최우선변제 얼마?", 4300, "만원", 1, ["prio21", "overcrowded", 12000], {"지역": "용인", "보증금": 12000, "근저당": "2022-05"}, P21 + " 과밀억제권역·세종·용인·화성·김포 1억3,000 이하 → 4,300")
fig(K, "english", "Daejeon, deposit 50 million won, the first mortgage was registered in 2024. How much priority repayment (최우선변제) do I get, in 만원?", 2800, "만원", 1, ["prio", "metro", 5000], {"지역": "광역시", "보증금": 5000, "근저당": "2024"}, P23 + " 광역시 → 2,800")
fig(K, "nospace", "세종보증금1억4천근저당2023년12월설정최우선변제액얼마", 4800, "만원", 1, ["prio", "overcrowded", 14000], {"지역": "세종", "보증금": 14000, "근저당": "2023-12"}, P23 + " 세종 1억4,500 이하 → 4,800")
fig(K, "typo", "대구 수성구 보증금 9천인데 근저당 2024년꺼에요 최우선변제 받을수 잇나요 얼마나", 0, "만원", 0, ["prio", "metro", 9000], {"지역": "광역시", "보증금": 9000, "근저당": "2024"}, P23 + " 광역시 8,500 초과 → 0",
    verdict="보증금 8,500만 초과로 최우선변제 불가")

LI5 = "민법 §379 연 5%"; LI12 = "소송촉진법 §3·시행령 연 12% (소장 송달 다음날부터)"
K = "calc_late_interest"
fig(K, "normal", "보증금 2억5천을 만기 후 4개월째 못 받고 있어요. 민법상 연 5% 지연이자면 얼마예요?", 416.67, "만원", 1, ["interest", 25000, 0.05, 4], {"원금": 25000, "이율": 0.05, "개월": 4}, LI5 + " → 25,000×5%×4/12", law=L_CIVIL)
fig(K, "colloquial", "소송 걸어서 소장 송달됐어. 보증금 1억이고 송달 다음날부터 6개월 지나면 지연이자 얼마야?", 600, "만원", 1, ["interest", 10000, 0.12, 6], {"원금": 10000, "이율": 0.12, "개월": 6}, LI12 + " → 10,000×12%×6/12", law=L_SOCHOK, law_alt=[L_CIVIL])
fig(K, "english", "My landlord is 90 days late returning a 300 million won deposit. At the 5% civil statutory rate, how much interest in won (days/365)?", 3698630, "원", 5, ["interest_days", 30000, 0.05, 90], {"원금": 30000, "이율": 0.05, "일수": 90}, LI5 + " → 3억×5%×90/365", law=L_CIVIL)
fig(K, "nospace", "보증금1억8천반환안돼서3개월지연이자법정이율5%로얼마", 225, "만원", 1, ["interest", 18000, 0.05, 3], {"원금": 18000, "이율": 0.05, "개월": 3}, LI5 + " → 18,000×5%×3/12", law=L_CIVIL)
fig(K, "typo", "전세금 3억 소송중인데 소장 송달 다음날부터 1년치 지연손해금 얼마에요", 3600, "만원", 1, ["interest", 30000, 0.12, 12], {"원금": 30000, "이율": 0.12, "개월": 12}, LI12 + " → 30,000×12%", law=L_SOCHOK, law_alt=[L_CIVIL])
fig(K, "colloquial", "보증금 7천 두 달째 못 받고 있음. 연 5%면 이자 얼마냐", 58.33, "만원", 0.5, ["interest", 7000, 0.05, 2], {"원금": 7000, "이율": 0.05, "개월": 2}, LI5 + " → 7,000×5%×2/12", law=L_CIVIL)
fig(K, "normal", "보증금 1억2천, 만기 후 45일 지연됐어요. 연 5%로 일할 계산하면 몇 원이에요?", 739726, "원", 5, ["interest_days", 12000, 0.05, 45], {"원금": 12000, "이율": 0.05, "일수": 45}, LI5 + " → 1.2억×5%×45/365", law=L_CIVIL)
fig(K, "followup", "보증금 2억이고 송달 다음날부터 100일이면 얼마예요? 원 단위로요", 6575342, "원", 5, ["interest_days", 20000, 0.12, 100], {"원금": 20000, "이율": 0.12, "일수": 100}, LI12 + " → 2억×12%×100/365", law=L_SOCHOK, law_alt=[L_CIVIL],
    prev="소송하면 연 12% 이자가 붙는다던데 맞아요?")
fig(K, "normal", "개인 집주인이 보증금 4억을 만기보다 1년 늦게 줬어요. 소송은 안 했고요. 법정이자 얼마 청구할 수 있어요?", 2000, "만원", 1, ["interest", 40000, 0.05, 12], {"원금": 40000, "이율": 0.05, "개월": 12}, LI5 + " → 40,000×5%", law=L_CIVIL)
fig(K, "english", "The court has served my complaint. Deposit 150 million won, 8 months since the day after service, at 12%. Interest in 만원?", 1200, "만원", 1, ["interest", 15000, 0.12, 8], {"원금": 15000, "이율": 0.12, "개월": 8}, LI12 + " → 15,000×12%×8/12", law=L_SOCHOK, law_alt=[L_CIVIL])

DR = "주임법 §6조의3①·§6①: 만료 6개월 전 ~ 2개월 전"
DT = "주임법 §6조의2 (§6조의3④ 준용): 임차인 해지 통지 후 3개월 뒤 효력"
K = "calc_dates"
fig(K, "normal", "계약 만료일이 2027-09-30이에요. 갱신요구 마지막으로 할 수 있는 날이 언제예요?", "2027-07-30", "date", 1, ["months_before", "2027-09-30", 2], {"만료일": "2027-09-30"}, DR + " → 2개월 전")
fig(K, "normal", "만기가 2027년 6월 15일이면 갱신요구는 언제부터 할 수 있어요?", "2026-12-15", "date", 1, ["months_before", "2027-06-15", 6], {"만료일": "2027-06-15"}, DR + " → 6개월 전")
fig(K, "nospace", "만기2027년3월31일갱신요구권언제까지써야돼", "2027-01-31", "date", 1, ["months_before", "2027-03-31", 2], {"만료일": "2027-03-31"}, DR + " → 2개월 전")
fig(K, "english", "My lease ends on 2027-08-31. What's the last day I can request a renewal?", "2027-06-30", "date", 1, ["months_before", "2027-08-31", 2], {"만료일": "2027-08-31"}, DR + " → 2개월 전 (6월 31일 없음 → 6-30)")
fig(K, "normal", "묵시적 갱신된 상태인데 2026-12-10에 나가겠다고 통지하면 계약이 언제 끝나요?", "2027-03-10", "date", 1, ["months_after", "2026-12-10", 3], {"통지일": "2026-12-10"}, DT)
fig(K, "colloquial", "갱신요구권 써서 연장된 계약인데 오늘(2026-11-26) 해지 통보하면 언제 나갈 수 있어?", "2027-02-26", "date", 1, ["months_after", "2026-11-26", 3], {"통지일": "2026-11-26"}, DT)
fig(K, "typo", "집주인이 갱신거절 통보할려면 만기 2027.05.20 기준으로 언제까지 해야되나요", "2027-03-20", "date", 1, ["months_before", "2027-05-20", 2], {"만료일": "2027-05-20"}, "주임법 §6①: 임대인 갱신거절 통지는 만료 6개월 전 ~ 2개월 전")
fig(K, "normal", "임대차 만료일 2027-07-31인데 갱신요구 가능한 첫날은요?", "2027-01-31", "date", 1, ["months_before", "2027-07-31", 6], {"만료일": "2027-07-31"}, DR + " → 6개월 전")
fig(K, "followup", "2027년 1월 5일에 문자로 통지하면 정확히 언제 계약이 끝나요?", "2027-04-05", "date", 1, ["months_after", "2027-01-05", 3], {"통지일": "2027-01-05"}, DT,
    prev="묵시적 갱신되면 제가 먼저 나가겠다고 하면 3개월 뒤라면서요")
fig(K, "normal", "계약 만료가 2027-10-10이에요. 집주인이 실거주 사유로 갱신 거절하려면 늦어도 언제까지 통지해야 하나요?", "2027-08-10", "date", 1, ["months_before", "2027-10-10", 2], {"만료일": "2027-10-10"}, "주임법 §6①·§6조의3①: 만료 2개월 전까지")
fig(K, "english", "Lease expires 2027-12-31. What's the earliest date I can exercise the renewal right?", "2027-06-30", "date", 1, ["months_before", "2027-12-31", 6], {"만료일": "2027-12-31"}, DR + " → 6개월 전 (6월 31일 없음 → 6-30)")
fig(K, "nospace", "묵시적갱신중인데2027년1월20일에해지통보하면언제계약끝나", "2027-04-20", "date", 1, ["months_after", "2027-01-20", 3], {"통지일": "2027-01-20"}, DT)
fig(K, "normal", "만기가 2027-06-30이에요. 갱신요구할 수 있는 기간의 마지막 날은?", "2027-04-30", "date", 1, ["months_before", "2027-06-30", 2], {"만료일": "2027-06-30"}, DR + " → 2개월 전")
fig(K, "normal", "묵시적 갱신 중이라 2026-12-31에 해지 통지를 보낼 예정이에요. 해지 효력은 언제 생겨요?", "2027-03-31", "date", 1, ["months_after", "2026-12-31", 3], {"통지일": "2026-12-31"}, DT)

JR = "전세가율 = 전세금 ÷ 매매가 × 100"
K = "calc_jeonse_ratio"
def jr(ph, q, v, dep, price, how=JR, **kw):
    fig(K, ph, q, v, "%", 0.1, ["ratio", dep, price], {"전세금": dep, "매매가": price}, how, law=None, intent="리스크분석", intent_alt=["시세조회"], **kw)
jr("normal", "매매 3억5천짜리 빌라에 전세 3억1천이면 전세가율 몇 %예요?", 88.57, 31000, 35000)
jr("nospace", "매매가2억8천전세2억5천전세가율몇퍼", 89.29, 25000, 28000)
jr("english", "Sale price 500 million won, jeonse 350 million won — what's the jeonse-to-price ratio?", 70.0, 35000, 50000)
jr("typo", "빌라 매매 1억9천 전새 1억7천 전세가율 얼마고 위험한가요", 89.47, 17000, 19000)
jr("colloquial", "시세 4.2억인데 전세가 3.8억이래. 전세가율 몇이야?", 90.48, 38000, 42000)
jr("normal", "매매 35000만원, 전세 24500만원이면 전세가율은?", 70.0, 24500, 35000)
jr("normal", "근저당 1억 잡힌 매매 4억 집에 전세 2억5천 들어가면 근저당까지 합친 부채비율(보증금+근저당 ÷ 매매가)은 몇 %?", 87.5, 35000, 40000,
   how="(보증금 25,000 + 근저당 10,000) ÷ 매매가 40,000 × 100")
jr("followup", "매매 6억에 전세 5억이면 몇 %야?", 83.33, 50000, 60000, prev="전세가율 80% 넘으면 위험하다던데")

HUG = "HUG 전세보증금반환보증 (2023-05-01 기준 질문에 명시): 주택가격 = 공시가격×140%, (보증금+선순위) ≤ 주택가격×90%"
K = "risk_check"
def hug(ph, q, v, gongsi, senior, verdict=None):
    kw = {"verdict": verdict} if verdict else {}
    fig(K, ph, q, v, "만원", 1, ["hug_max", gongsi, senior], {"공시가격": gongsi, "선순위": senior},
        HUG + f" → {gongsi}×1.4×0.9 − {senior}", law=None, intent="리스크분석", **kw)
hug("normal", "빌라 공시가격이 2억이고 선순위 채권은 없어요. HUG 반환보증 기준(공시가격 140% × 90%)으로 가입 가능한 최대 보증금은?", 25200, 20000, 0)
hug("normal", "공시가격 1억5천 다세대에 전세 2억으로 들어가려는데, HUG 기준(공시가 140%, 전세가율 90%)으로 반환보증 가입 돼요? 최대 보증금도 알려주세요.", 18900, 15000, 0, verdict="2억은 한도(1억8,900만) 초과로 가입 불가")
hug("colloquial", "공시가 2억5천 빌라인데 근저당 5천 있어. HUG 반환보증 되는 보증금 최대가 얼마야? 공시가 140%에 90% 기준으로", 26500, 25000, 5000)
hug("english", "The officially assessed price is 180 million won with no mortgage. Using HUG's rule (140% of assessed price, 90% ratio), what's the max deposit HUG will guarantee (만원)?", 22680, 18000, 0)
hug("nospace", "공시가격3억빌라전세3억5천HUG반환보증되나요공시가140%곱하기90%기준", 37800, 30000, 0, verdict="3억5천은 한도(3억7,800만) 이내로 가입 가능")
hug("typo", "공시가격 1억2천 오피스텔아닌 다세대 근저당 2천, 전세 1억3천 들어가도 hug 가입되요? 기준은 공시가 140% 곱하기 90%", 13120, 12000, 2000, verdict="1억3천은 한도(1억3,120만) 이내로 가능")

K = "calc_loan_payment"
PM = "원리금균등 월상환액 = P·i·(1+i)^n/((1+i)^n−1), i=연이율/12"
def loan(ph, q, v, tol, spec, inputs, how, **kw):
    fig(K, ph, q, v, "만원", tol, spec, inputs, how, law=None, intent="대출상담", **kw)
loan("normal", "주담대 3억5천을 연 4.2%, 30년 원리금균등으로 받으면 월 상환액이 얼마예요?", 171.16, 0.5, ["pmt", 35000, 0.042, 360], {"P": 35000, "r": 0.042, "n": 360}, PM)
loan("nospace", "2억연3.9%40년원리금균등월납입액얼마", 82.35, 0.5, ["pmt", 20000, 0.039, 480], {"P": 20000, "r": 0.039, "n": 480}, PM)
loan("english", "Loan of 150 million won at 4.5% for 20 years, equal principal-and-interest. Monthly payment in 만원?", 94.90, 0.5, ["pmt", 15000, 0.045, 240], {"P": 15000, "r": 0.045, "n": 240}, PM)
loan("normal", "전세대출 1억6천을 연 3.5%로 받고 이자만 내면 한 달에 얼마예요?", 46.67, 0.5, ["interest_only", 16000, 0.035], {"P": 16000, "r": 0.035}, "이자만: P×r÷12")
loan("normal", "디딤돌 2억을 연 2.85% 30년 원리금균등으로 갚으면 월 얼마인가요?", 82.71, 0.5, ["pmt", 20000, 0.0285, 360], {"P": 20000, "r": 0.0285, "n": 360}, PM)
loan("normal", "매매가 6억 아파트에 LTV 70%가 적용되면 대출 최대 얼마예요?", 42000, 1, ["ltv", 60000, 0.7], {"매매가": 60000, "LTV": 0.7}, "질문에 명시된 LTV: 매매가×LTV")
loan("typo", "집값 8억인데 ltv 40%면 대출 얼마 나와요", 32000, 1, ["ltv", 80000, 0.4], {"매매가": 80000, "LTV": 0.4}, "질문에 명시된 LTV: 매매가×LTV")
loan("colloquial", "4억 빌려서 연 4% 30년 원리금균등으로 갚으면 한 달에 얼마냐", 190.97, 0.5, ["pmt", 40000, 0.04, 360], {"P": 40000, "r": 0.04, "n": 360}, PM)
loan("followup", "그럼 2억5천을 연 4.1%로 25년 원리금균등이면 월 얼마예요?", 133.34, 0.5, ["pmt", 25000, 0.041, 300], {"P": 25000, "r": 0.041, "n": 300}, PM, prev="원리금균등 상환이 뭐예요?")
loan("normal", "주택담보대출 1억을 연 5% 10년 원리금균등으로 갚으면 월 상환액은?", 106.07, 0.5, ["pmt", 10000, 0.05, 120], {"P": 10000, "r": 0.05, "n": 120}, PM)
loan("normal", "전세자금대출 2억4천, 연 4.3%, 만기일시상환이면 매달 이자만 얼마예요?", 86, 0.5, ["interest_only", 24000, 0.043], {"P": 24000, "r": 0.043}, "이자만: P×r÷12")
loan("english", "House price 900 million won and my LTV is 50%. What's the maximum mortgage in 만원?", 45000, 1, ["ltv", 90000, 0.5], {"매매가": 90000, "LTV": 0.5}, "질문에 명시된 LTV: 매매가×LTV")

# 계약금 배액상환 (민법 §565) — legal_civil with figure
K = "legal_civil"; DB = "민법 §565: 이행 착수 전 매도인은 계약금 배액 상환으로 해제"
fig(K, "colloquial", "매매 계약금 5천 넣었는데 중도금 전에 매도인이 계약 깨겠대. 나는 총 얼마 돌려받아야 돼?", 10000, "만원", 1, ["double", 5000], {"계약금": 5000}, DB + " → 5,000×2", law=L_CIVIL, verdict="배액 1억 상환해야 해제 가능")
fig(K, "english", "The seller wants to cancel before the interim payment. I paid a 30 million won down payment. How much must the seller pay me in total (만원)?", 6000, "만원", 1, ["double", 3000], {"계약금": 3000}, DB + " → 3,000×2", law=L_CIVIL, verdict="계약금 배액 6천만원 상환해야 해제 가능")
fig(K, "nospace", "계약금3천8백보냈는데집주인이중도금전에배액상환하고해제한다면총얼마받아", 7600, "만원", 1, ["double", 3800], {"계약금": 3800}, DB + " → 3,800×2", law=L_CIVIL, verdict="배액 7,600만 받고 해제됨")

# =====================================================================================
# A. LEGAL (verdict)
# =====================================================================================
K = "legal_housing_lease"; L = L_LEASE
legal(K, "normal", "확정일자를 전입신고보다 며칠 먼저 받아 놨는데 이것도 효력 있어요? 우선변제권은 언제부터 생기나요?", L, "유효함; 우선변제권은 대항력 발생(인도+전입 다음날 0시)부터")
legal(K, "colloquial", "작년에 갱신요구권 한 번 썼는데 이번 만기에 또 쓸 수 있어?", L, "불가 (갱신요구권은 1회만)")
legal(K, "normal", "살고 있는 집이 다른 사람한테 팔렸어요. 보증금은 이제 누구한테 돌려받아야 하나요? 전입·확정일자 다 있어요.", L, "새 집주인(양수인)이 임대인 지위 승계 → 새 집주인에게 청구")
legal(K, "nospace", "임차권등기명령신청만해놓고바로이사가도대항력유지되나요", L, "불가 — 임차권등기가 완료된 뒤 이사해야 유지")
legal(K, "normal", "계약하기 전에 집주인한테 국세·지방세 체납 내역이랑 선순위 확정일자 현황 보여달라고 요구할 수 있나요?", L, "가능 (2023-04-18 시행 임대인 정보제시의무)")
legal(K, "typo", "1년으로 계약햇는데 집주인이 1년 됏으니까 나가래요 나가야되나요", L, "나갈 필요 없음 — 임차인은 2년 주장 가능")
legal(K, "normal", "집주인이 본인이 들어와 산다고 갱신 거절해서 나왔는데, 알고 보니 다른 사람한테 세를 줬어요. 손해배상 받을 수 있나요?", L, "가능 (§6조의3⑤ 손해배상 청구)")
legal(K, "english", "At one point I was two full months behind on rent (I've paid it all since). Can the landlord refuse my renewal request because of that?", L, "가능 — 2기 차임액 연체 사실은 (이후 변제해도) 갱신거절 사유")
legal(K, "colloquial", "경매 개시결정 등기 난 다음에 전입하면 소액임차인 최우선변제 받을 수 있어?", L, "불가 — 경매개시결정 등기 전에 대항요건을 갖춰야 함", intent_alt=["리스크분석"])
legal(K, "normal", "전입신고만 먼저 해 놓고 실제 입주(이사)는 아직 안 했어요. 이 상태로 대항력 생기나요?", L, "불가 — 주택 인도(점유)가 없으면 대항력 없음")

K = "legal_civil"; L = L_CIVIL
legal(K, "normal", "아파트 매매 중도금까지 보냈는데 매도인이 계약금 두 배 줄 테니 계약 없던 걸로 하자네요. 이게 가능한가요?", L, "불가 — 이행 착수(중도금 지급) 후에는 배액상환 해제 불가")
legal(K, "colloquial", "천장에서 물 새는데 수리비 집주인이 내야 돼 내가 내야 돼?", L, "집주인(임대인 수선의무)")
legal(K, "normal", "세입자인데 고장 난 보일러를 제 돈으로 고쳤어요. 계약 끝나기 전이라도 집주인한테 바로 청구할 수 있나요?", L, "가능 — 필요비는 즉시 상환청구 (§626①)")
legal(K, "typo", "세입자가 저 몰래 방 하나를 다른사람한테 세 놓았어요 계약 해지 할수있나여", L, "가능 — 무단전대는 해지 사유 (§629)")
legal(K, "english", "After 5 years the wallpaper faded from sunlight. Do I have to pay to restore it when I move out?", L, "불필요 — 통상의 손모는 원상회복 대상 아님")
legal(K, "nospace", "보증금안돌려주면집안빼고계속살아도되나요", L, "가능 — 보증금 반환과 명도는 동시이행", intent_alt=["리스크분석"])
legal(K, "normal", "산 집에 숨은 누수 하자가 있었는데 안 지 4개월 됐어요. 매도인한테 하자담보책임 물을 수 있나요?", L, "가능 — 안 날부터 6개월 이내 (§582)")
legal(K, "normal", "건물 전세권을 8개월로 설정했는데 이 기간 그대로 유효한가요?", L, "불가 — 1년 미만은 1년으로 봄 (§312②)", law_alt=[L_REG])

K = "legal_private_rental"; L = L_PRIV
legal(K, "normal", "등록임대주택 사는데 임대료를 올린 지 8개월 만에 또 올리겠대요. 가능한가요?", L, "불가 — 증액 후 1년 이내 재증액 금지")
legal(K, "colloquial", "임대사업자 집인데 보증보험 가입 안 했대. 원래 집주인이 들어야 하는 거 아냐?", L, "임대사업자 가입 의무 (§49)")
legal(K, "normal", "임대사업자인 집주인이 제가 재계약하고 싶다는데도 그냥 나가래요. 제가 잘못한 건 없어요. 거절할 수 있나요?", L, "불가 — 정당한 사유 없이 재계약 거절 금지 (§45)")
legal(K, "nospace", "등록임대주택계약할때표준임대차계약서꼭써야하나요", L, "의무 (§47 표준임대차계약서 사용)")
legal(K, "english", "My landlord is a registered rental business operator. Can he raise the deposit by 7% at renewal if I agree?", L, "불가 — 5% 상한은 합의로도 초과 불가", law_alt=[L_LEASE])
legal(K, "typo", "임대사업자 보증보험 수수료 세입자도 내야되요? 얼마나요?", L, "임차인이 25%, 임대사업자 75% 부담")
legal(K, "normal", "장기일반민간임대로 등록된 집주인이 의무임대기간 중에 일반인한테 집을 팔 수 있나요?", L, "임의 양도 불가 — 다른 임대사업자에게 지위 승계 조건 양도 등 법정 절차 필요")

K = "legal_brokerage"; L = L_BROK
legal(K, "colloquial", "중개사가 법정 한도보다 50만원 더 받아갔어. 돌려받을 수 있어?", L, "가능 — 한도 초과분은 무효, 반환청구 (§33 위반)")
legal(K, "normal", "중개보수는 계약서 쓰는 날 줘야 하나요, 잔금 날 줘야 하나요? 따로 약정은 안 했어요.", L, "약정 없으면 거래대금 지급 완료일(잔금일)")
legal(K, "normal", "중개사 과실로 계약이 무효가 됐는데 중개보수도 내야 하나요?", L, "불가 — 중개사 고의·과실로 무효·취소·해제되면 보수 청구 불가 (§32①)")
legal(K, "nospace", "무등록중개업자한테집소개받았는데복비줘야돼요", L, "지급 의무 없음 — 무등록 중개 보수약정은 무효")
legal(K, "english", "The person who showed me the apartment turned out to be a broker's assistant, not the licensed agent, and never told me. Is that allowed?", L, "불가 — 중개보조원은 보조원임을 고지할 의무 (§18조의4)")
legal(K, "typo", "중개사가 부가세 10% 따로 달라는데 이거 줘야되는거에요?", L, "일반과세자 중개사면 부가세 별도 청구 가능")
legal(K, "normal", "공인중개사가 자기가 직접 매수인이 되어서 의뢰한 집을 사겠다는데 괜찮나요?", L, "불가 — 중개의뢰인과 직접거래 금지 (§33①6호)")

K = "legal_deal_report"; L = L_DEAL
legal(K, "colloquial", "실거래 신고는 잔금 치르고 하면 되지?", L, "불가 — 계약 체결일부터 30일 이내 신고")
legal(K, "normal", "보증금 5천에 월세 40 원룸 계약했어요(서울). 전월세 신고 대상인가요?", L, "대상 — 월세 30만원 초과")
legal(K, "followup", "신고까지 했는데 그 뒤에 계약이 해제됐어요. 해제도 신고해야 하나요? 언제까지요?", L, prev="매매 실거래 신고는 계약하고 30일 안에 하는 거죠?", verdict= "해야 함 — 해제 확정일부터 30일 이내")
legal(K, "english", "I'm a foreigner and I inherited an apartment in Korea. Do I need to report the acquisition, and by when?", L, "신고 필요 — 취득일부터 6개월 이내")
legal(K, "nospace", "토지거래허가구역안아파트를허가없이매매계약하면효력있나요", L, "효력 없음 — 허가 전까지 유동적 무효")
legal(K, "normal", "전월세 신고를 하면 확정일자도 따로 받아야 하나요?", L, "불필요 — 임대차 신고 시 확정일자 부여 간주", law_alt=[L_LEASE])
legal(K, "typo", "보증금 월세 그대로 재계약만 했는데 이것도 임대차 신고 해야되나요", L, "불필요 — 금액 변동 없는 갱신은 신고 대상 아님")

K = "legal_registry"; L = L_REG
legal(K, "normal", "등기권리증(등기필정보) 잃어버렸는데 재발급 받을 수 있나요?", L, "재발급 불가 — 확인서면·확인조서·공증으로 대체")
legal(K, "colloquial", "가등기 해놓고 나중에 본등기하면 순위는 언제 기준이야?", L, "가등기 순위로 소급 (§91)")
legal(K, "english", "In the Korean property register, which section shows a bank's mortgage (근저당) — 갑구 or 을구?", L, "을구 (소유권 외 권리)")
legal(K, "normal", "세입자인데 집주인 동의 없이 혼자 전세권설정등기 할 수 있나요?", L, "불가 — 공동신청 원칙, 임대인 협력 필요", law_alt=[L_CIVIL])
legal(K, "nospace", "등기부에신탁이라고돼있으면실제소유자는누구예요", L, "수탁자(신탁회사)가 소유자 — 신탁원부 확인 필요", intent_alt=["리스크분석"])
legal(K, "typo", "남의 집 등기부등본도 아무나 떼볼수 잇나요", L, "가능 — 누구나 수수료 내고 열람·발급")

K = "legal_housing_act"; L = L_HOUSING
legal(K, "normal", "분양가상한제 아파트 당첨됐는데 입주 때 돈이 모자라요. 바로 실거주 안 하고 전세 먼저 줄 수 있나요?", L, "가능 — 최초 입주가능일부터 3년 이내에만 거주 시작하면 됨 (2024 개정)")
legal(K, "colloquial", "청약통장 돈 받고 팔면 걸려?", L, "불법 — 공급질서 교란 금지(§65), 처벌·당첨 취소")
legal(K, "normal", "지역주택조합 가입하고 20일 됐는데 마음이 바뀌었어요. 가입비 돌려받고 철회할 수 있나요?", L, "가능 — 가입 후 30일 이내 청약철회, 가입비 전액 반환")
legal(K, "english", "Can an apartment complex apply for vertical-extension remodeling 12 years after its use approval?", L, "불가 — 증축형 리모델링은 사용검사 후 15년 이상")
legal(K, "nospace", "공동주택30세대이상지으면사업계획승인받아야해요", L, "필요 — 공동주택 30세대 이상은 사업계획승인 대상")
legal(K, "typo", "분양권 전매제한 기간중에 몰래 팔면 어떻게되요", L, "불법 — 처벌 및 계약 무효·공급계약 취소 가능")

K = "legal_apt_management"; L = L_APT
legal(K, "colloquial", "2년 살고 나가는데 관리비에 장충금 냈던 거 집주인한테 달라고 해도 돼?", L, "가능 — 장기수선충당금은 소유자 부담, 반환 청구")
legal(K, "normal", "입주 4년 차인데 지하주차장 방수층 하자로 물이 새요. 하자보수 청구 기간 남았나요?", L, "가능 — 방수공사 담보책임 5년")
legal(K, "normal", "아파트 동대표 임기 끝났는데 또 나가도 되나요? 이번이 두 번째 임기였어요.", L, "불가 — 임기 2년, 한 번만 중임 가능")
legal(K, "english", "Is my apartment's management office obliged to publish the monthly maintenance-fee breakdown online?", L, "의무 — 의무관리대상 공동주택은 관리비 내역 공개(§23)")
legal(K, "nospace", "윗집층간소음관리사무소에신고하면관리주체가뭘해줘야해요", L, "관리주체는 사실관계 조사·소음 중단 권고 (강제력 없음)", law_alt=[L_NOISE])
legal(K, "typo", "아파트 하자 문제로 시공사랑 싸우는데 하자심사분쟁조정위원회 신청 가능 한가요", L, "가능 — 하자심사·분쟁조정위원회 신청")

K = "legal_building_sale"; L = L_BSALE
legal(K, "normal", "오피스텔 25실짜리(연면적 작음)를 분양하려는데 분양신고 대상인가요?", L, "대상 아님 — 오피스텔 30실 이상이 적용 대상")
legal(K, "colloquial", "오피스텔 착공도 안 했는데 분양한다는 광고 봤어. 이거 합법이야?", L, "착공신고 전 분양 불가 — 신탁+분양보증 시 착공신고 후 분양 가능")
legal(K, "normal", "신탁계약이나 분양보증 없이 오피스텔을 분양하려면 공사가 얼마나 진행돼야 하나요?", L, "골조공사 2/3 이상 완료 후 분양 가능")
legal(K, "english", "Can a developer sell officetel units (50 units) privately to acquaintances without a public offering after filing the sale notice?", L, "불가 — 분양신고 후 공개모집 의무")
legal(K, "nospace", "생활숙박시설30실이상분양하면건축물분양법적용돼요", L, "적용 — 생활숙박시설 30실 이상 대상")
legal(K, "typo", "분양신고 안하고 오피스텔 분양하면 처벌받나요", L, "처벌 대상 — 분양신고 의무 위반")

K = "legal_price_disclosure"; L = L_PRICE
legal(K, "normal", "아파트 공시가격 발표된 지 40일 지났는데 지금 이의신청 할 수 있나요?", L, "불가 — 공시일부터 30일 이내")
legal(K, "colloquial", "공동주택 공시가격은 몇 월 며칠 기준 가격이야?", L, "매년 1월 1일 기준")
legal(K, "english", "Who determines the individual officially assessed land price (개별공시지가) — the Ministry or the local government?", L, "시장·군수·구청장 (표준지는 국토부장관)")
legal(K, "normal", "공시가격 이의신청 하면 결과는 언제까지 알려줘야 하나요?", L, "이의신청 기간 만료일부터 30일 이내 서면 통지")
legal(K, "nospace", "공동주택공시가격은매년언제공시돼요", L, "매년 4월 30일까지 공시")
legal(K, "typo", "단독주택 공시가격은 누가 정하는 건가요 표준주택이랑 개별주택이 달라요?", L, "표준주택은 국토부장관, 개별주택은 시장·군수·구청장")

K = "legal_price_cap_rule"; L = L_CAP
legal(K, "normal", "분양가상한제 아파트 분양가는 택지비만 보고 정하는 건가요?", L, "아님 — 택지비 + 건축비(기본형건축비+가산비)", law_alt=[L_HOUSING])
legal(K, "colloquial", "기본형건축비는 1년에 몇 번 바뀌어?", L, "정기 고시 연 2회 (3월 1일, 9월 15일)")
legal(K, "normal", "민간택지 분양가상한제에서 택지비는 실제 땅 산 가격으로 인정되나요?", L, "아님 — 감정평가액 기준(+가산비)")
legal(K, "english", "Under the price-cap rule, is the land cost for a public housing site based on the supply price paid to LH?", L, "맞음 — 공급가격 + 기간이자 + 그 밖의 비용")
legal(K, "nospace", "분양가상한제에서인텔리전트설비비용도건축비에더할수있어요", L, "가능 — 건축비 가산비로 인정")
legal(K, "typo", "공공택지 분양가 공시항목이 몇개 인가요", L, "62개 항목", law_alt=[L_HOUSING])

K = "legal_floor_noise"; L = L_NOISE
legal(K, "normal", "밤 11시에 윗집 발소리 1분 등가소음도가 36dB 나왔어요. 층간소음 기준 넘은 건가요?", L, "초과 — 야간 직접충격 1분 등가 34dB")
legal(K, "followup", "그럼 오후 3시에 쿵쿵 소리 1분 등가 37dB이면 기준 넘는 거야?", L, prev="층간소음 기준이 낮이랑 밤이 다르다면서?", verdict= "기준 이내 — 주간 39dB")
legal(K, "english", "Is the sound of the upstairs toilet flushing counted as floor noise under the Korean rule?", L, "제외 — 욕실·화장실 급배수 소음은 제외")
legal(K, "normal", "윗집 TV랑 스피커 소리도 층간소음에 들어가요? 기준이 몇 dB예요?", L, "포함(공기전달) — 5분 등가 주간 45 / 야간 40dB")
legal(K, "nospace", "2010년준공아파트새벽2시에최고소음도55dB가한시간에네번나왔는데기준초과예요", L, "초과 — 야간 최고소음도 52dB를 1시간 3회 이상 초과")
legal(K, "typo", "새벽 5시반에 측정하면 주간 기준인가여 야간 기준인가여", L, "야간 (22:00~06:00)")

K = "legal_fraud_victim"; L = L_FRAUD
legal(K, "normal", "보증금이 8억인데 전세사기 피해자로 결정받을 수 있나요?", L, "불가 — 5억 이하(위원회 인정 시 7억까지)")
legal(K, "colloquial", "전세사기 피해자 신청은 어디다 해?", L, "주택 소재지 시·도를 통해 신청 → 전세사기피해지원위원회 심의 후 국토부장관 결정")
legal(K, "followup", "지금 살던 집이 경매로 넘어갔는데 제가 먼저 낙찰받을 수 있는 권리가 있나요?", L, prev="저 전세사기 피해자로 결정됐어요.", verdict= "가능 — 우선매수권 행사 (LH 양도도 가능)")
legal(K, "english", "If LH buys my fraud-damaged home at auction, can I keep living there?", L, "가능 — 공공임대로 거주(기본 10년, 최장 20년)")
legal(K, "nospace", "전세사기피해자로결정되면경매를미룰수있나요", L, "가능 — 경매·공매 유예·정지 신청")
legal(K, "typo", "전세사기 피해자 신청했는데 부결됬어요 이의신청 할수 있나요", L, "가능 — 결정 통지받은 날부터 30일 이내 이의신청")
legal(K, "normal", "임대인이 보증금을 돌려줄 능력이 없는데 단순히 한 명한테만 못 돌려준 경우도 전세사기 피해자인가요?", L, "불가 — 다수 피해 발생(우려)와 기망·반환 의사 부재 의심 요건 필요")

K = "timeline_notice"; L = L_LEASE
legal(K, "colloquial", "집주인이 만기 3주 전에 갑자기 나가라는데 이래도 돼?", L, "불가 — 2개월 전까지 통지 없으면 묵시적 갱신")
legal(K, "normal", "묵시적으로 갱신된 뒤에 집주인이 6개월만 살고 나가라고 할 수 있나요?", L, "불가 — 임대인은 2년 보장, 해지는 임차인만")
legal(K, "normal", "갱신요구권으로 연장한 계약인데 중간에 이사 가려면 언제까지 말해야 해요?", L, "언제든 해지 통지 가능, 통지 후 3개월 뒤 효력")
legal(K, "english", "Neither I nor the landlord said anything until the lease expired. What happens to the lease?", L, "묵시적 갱신 — 같은 조건으로 2년")
legal(K, "nospace", "월세두달치가밀려있는상태인데묵시적갱신되나요", L, "불가 — 2기 차임 연체 임차인은 묵시적 갱신 불인정")
legal(K, "typo", "묵시적갱신된 상태에서 제가 나간다고 하면 바로 나갈수있어요?", L, "바로는 불가 — 통지 후 3개월 뒤 효력")

# =====================================================================================
# calc_missing_input
# =====================================================================================
K = "calc_missing_input"
def miss(ph, q, missing, intent="법률상담", law=L_LEASE, **kw):
    add(K, ph, q, intent, AS, law=law, missing=missing, **kw)
miss("normal", "재계약 때 집주인이 올릴 수 있는 최대 보증금 계산해 주세요.", "현재 보증금")
miss("colloquial", "매매 복비 계산 좀 해줘", "매매가", law=L_BROK)
miss("normal", "보증금 일부를 월세로 돌리면 월세 상한이 얼마예요?", "전환할 보증금 액수")
miss("normal", "서울인데 경매 넘어가면 최우선변제 얼마 받아요? 근저당은 2024년 설정이에요.", "보증금")
miss("nospace", "보증금7천인데최우선변제얼마예요근저당은2024년", "지역")
miss("normal", "갱신요구권 언제까지 써야 돼요?", "계약 만료일")
miss("english", "What's my monthly payment on a 30-year loan at 4% with equal installments?", "대출 원금", intent="대출상담", law=None)
miss("colloquial", "전세 3억이야. 전세가율 계산해줘", "매매가", intent="리스크분석", law=None, intent_alt=["시세조회"])
miss("typo", "보증금 1억 못받고있는데 지연이자 계산 부탁해요", "지연 기간", law=L_CIVIL)
miss("normal", "월세 70만원 원룸 중개보수 최대 얼마예요?", "보증금", law=L_BROK)

# =====================================================================================
# C-G. market, loans, risk, contracts, comprehensive, irrelevant, unclear
# =====================================================================================
add("market_price", "normal", "송파구 헬리오시티 84㎡ 최근 실거래가 얼마예요?", "시세조회", S)
add("market_price", "colloquial", "수원 영통 원룸 월세 요즘 얼마 정도 해?", "시세조회", S)
add("market_price", "english", "What's the average jeonse price for a 59㎡ apartment in Nowon-gu?", "시세조회", S)
add("market_price", "nospace", "대전유성구아파트매매시세알려줘", "시세조회", S)
add("market_compare", "followup", "그럼 분당이랑 평촌 아파트 매매가 비교해 주세요.", "시세조회", AS, prev="분당 아파트 시세 알려줘")
add("market_compare", "typo", "은평구랑 서대문구 빌라 전세 어디가 더 싸요", "시세조회", AS)
add("market_trend", "normal", "부산 해운대구 아파트 매매가 최근 2년 추이 보여줘", "시세조회", AS)
add("market_trend", "english", "How have Seongdong-gu jeonse prices changed over the last 12 months?", "시세조회", AS)
add("market_jeonse_gap", "normal", "인천 미추홀구 빌라 전세가율 요즘 몇 % 정도예요?", "시세조회", AS, intent_alt=["리스크분석"])
add("market_jeonse_gap", "colloquial", "화곡동 빌라 깡통전세 많다던데 전세가율 어때?", "시세조회", AS, intent_alt=["리스크분석"])
add("market_listing", "normal", "건대입구역 도보 10분 이내 투룸 월세 보증금 1천 이하 매물 찾아줘", "시세조회", S)
add("market_listing", "nospace", "광교신도시84㎡전세6억이하매물", "시세조회", S)

add("loan_product", "normal", "신생아 특례 디딤돌 대출 소득 기준이 어떻게 돼요?", "대출상담", S)
add("loan_product", "colloquial", "스트레스 DSR이 뭐야? 대출 한도 줄어드는 거야?", "대출상담", S)
add("loan_product", "english", "What is the HF Bogeumjari loan and who can get it?", "대출상담", S)
add("loan_product", "typo", "청년 버팀목 전세대출 금리 몇프로 에요", "대출상담", S)
add("loan_product", "normal", "디딤돌 대출이랑 보금자리론 차이가 뭐예요?", "대출상담", S)
add("loan_eligibility", "followup", "저는 맞벌이 합산 연소득 8천, 무주택 신혼부부인데 받을 수 있나요?", "대출상담", AS, prev="신혼부부 전용 구입자금 대출 조건 알려줘")
add("loan_eligibility", "colloquial", "연봉 3800 사회초년생인데 보증금 1억5천 전세대출 어디까지 나와?", "대출상담", AS)
add("loan_eligibility", "english", "I already own one apartment. Can I still get a jeonse loan guaranteed by HUG for a place in Seoul?", "대출상담", AS)
add("loan_eligibility", "typo", "무주택 청년 연봉 3천인데 청년 버팀목 받을수있나요 보증금 8천 원룸이에요", "대출상담", AS)
add("loan_eligibility", "nospace", "연소득5천DSR40%이면주담대한도얼마나나와요", "대출상담", AS)

R = {"intent": "리스크분석"}
add("risk_check", "normal", "등기부 을구에 근저당 채권최고액 1억8천 잡힌 매매 3억 아파트에 전세 1억5천 들어가도 될까요?", "리스크분석", AS, law=L_LEASE)
add("risk_check", "colloquial", "다가구 주택인데 내 앞에 세입자 보증금이 6억이래. 위험해?", "리스크분석", AS, law=L_LEASE)
add("risk_check", "english", "The register shows a provisional attachment (가압류) on the house I'm about to rent. Should I sign?", "리스크분석", AS)
add("risk_check", "typo", "집주인이 국세 체납있대요 전세 들어가도 되나여", "리스크분석", AS, law=L_LEASE)
add("risk_checklist", "normal", "빌라 전세 계약 전에 꼭 확인해야 할 서류 목록 알려주세요.", "리스크분석", AS)
add("risk_checklist", "nospace", "등기부등본갑구을구어디서뭘봐야돼요", "리스크분석", AS, intent_alt=["법률상담"])
add("risk_checklist", "english", "What should I check before signing a jeonse contract to avoid fraud?", "리스크분석", AS)

add("contract_draft", "normal", "성수동 OO아파트 102동 803호, 보증금 4억, 2년, 2027-02-01 입주 전세 계약서 초안 써 주세요. 잔금 전 근저당 말소 특약 넣어서요.", "계약서작성", DS)
add("contract_draft", "colloquial", "보증금 1000 월세 55 원룸 1년 계약서 만들어줘. 반려동물 허용 특약도", "계약서작성", DS)
add("contract_draft", "english", "Draft a sales contract for an apartment at 900 million won with a 10% down payment and balance in 60 days.", "계약서작성", DS)
add("contract_review", "normal", "계약서에 '임차인은 퇴거 시 도배·장판 전부를 새로 해 놓는다'라고 돼 있는데 괜찮은 조항인가요?", "계약서검토", DS, law=L_CIVIL)
add("contract_review", "typo", "특약에 '임대인은 새 세입자 구해지면 보증금 반환한다' 라고 써있는데 이거 문제 없나요", "계약서검토", DS, law=L_LEASE)
add("contract_review", "colloquial", "'계약기간 중 집주인이 매매하면 세입자는 1개월 내 퇴거' 이 조항 있어도 되는거야?", "계약서검토", DS, law=L_LEASE)

add("risk_checklist", "typo", "신축 빌라 전세 들어갈때 뭘 조심해야 되나요 깡통전세 안당하는법", "리스크분석", AS)
add("contract_draft", "nospace", "전세보증금3억2년계약서초안써줘주소는은평구불광동OO빌라201호", "계약서작성", DS)
add("contract_review", "english", "My lease has a clause: 'The tenant waives the right to request renewal.' Is that clause valid?", "계약서검토", DS, law=L_LEASE, verdict="무효 — 임차인에게 불리한 약정 (주임법 §10)")
add("loan_product", "english", "What's the difference between a fixed-rate and a mixed-rate mortgage in Korea?", "대출상담", S)
add("loan_eligibility", "colloquial", "나 이미 집 한 채 있는데 서울에 한 채 더 사면서 주담대 받을 수 있어?", "대출상담", AS)
add("comprehensive", "vague", "지금 전세 살까 매매할까 고민이에요", "종합분석", AS, intent_alt=["대출상담", "시세조회"])
add("comprehensive", "normal", "연봉 6천 외벌이, 현금 2억 있어요. 경기 남부에 집 사는 게 나을지 전세가 나을지 대출까지 같이 봐 주세요.", "종합분석", AS, intent_alt=["대출상담"])
add("comprehensive", "english", "Is it a good time to buy an apartment in Seoul?", "종합분석", AS, intent_alt=["시세조회"])
add("comprehensive", "colloquial", "신혼인데 집 어떻게 구해야 할지 막막해. 뭐부터 봐야 돼?", "종합분석", AS, intent_alt=["대출상담"])

add("irrelevant", "normal", "오늘 저녁 메뉴 추천해 줘", "irrelevant", [])
add("irrelevant", "english", "Can you write a Python function to reverse a string?", "irrelevant", [])
add("irrelevant", "colloquial", "고마워 덕분에 살았다", "irrelevant", [])
add("irrelevant", "normal", "삼성전자 주가 내일 오를까요?", "irrelevant", [])
add("irrelevant", "typo", "안녕하세여 반가워여", "irrelevant", [])
add("irrelevant", "nospace", "내일서울날씨어때", "irrelevant", [])

add("unclear", "vague", "그거 다시 해줘", "unclear", [])
add("unclear", "vague", "저번에 말한 그거요", "unclear", [])
add("unclear", "vague", "음 잘 모르겠어요", "unclear", [])
add("unclear", "vague", "이건 어떻게 되는 거예요?", "unclear", [])

# =====================================================================================
# emit
# =====================================================================================
def main():
    per_kind = collections.Counter(); rows = []; specs = {}
    for n, (r, spec) in enumerate(Q, 1):
        rid = f"G{n:03d}"
        split = "tune3" if per_kind[r["kind"]] % 2 == 0 else "holdout3"
        per_kind[r["kind"]] += 1
        rows.append({"id": rid, "split": split, **r})
        if spec is not None: specs[rid] = spec
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        json.dump(specs, f, ensure_ascii=False, indent=1)
    write_readme(rows)

def write_readme(rows):
    kinds = list(dict.fromkeys(r["kind"] for r in rows))
    order = ["legal_housing_lease", "legal_civil", "legal_private_rental", "legal_brokerage", "legal_deal_report", "legal_registry",
             "legal_housing_act", "legal_apt_management", "legal_building_sale", "legal_price_disclosure", "legal_price_cap_rule",
             "legal_floor_noise", "legal_fraud_victim", "timeline_notice", "calc_increase_cap", "calc_brokerage_fee", "calc_conversion",
             "calc_priority_repay", "calc_late_interest", "calc_dates", "calc_jeonse_ratio", "calc_loan_payment", "calc_missing_input",
             "market_price", "market_compare", "market_trend", "market_jeonse_gap", "market_listing", "loan_product", "loan_eligibility",
             "risk_check", "risk_checklist", "contract_draft", "contract_review", "comprehensive", "irrelevant", "unclear"]
    kinds = [k for k in order if k in kinds] + [k for k in kinds if k not in order]
    c = collections.Counter((r["kind"], r["split"]) for r in rows)
    lines = ["| kind | tune3 | holdout3 | total |", "|---|---|---|---|"]
    for k in kinds:
        lines.append(f"| `{k}` | {c[(k,'tune3')]} | {c[(k,'holdout3')]} | {c[(k,'tune3')]+c[(k,'holdout3')]} |")
    t = sum(1 for r in rows if r["split"] == "tune3"); h = len(rows) - t
    lines.append(f"| **total** | **{t}** | **{h}** | **{len(rows)}** |")
    fmt = lambda cn: ", ".join(f"{k}: {v}" for k, v in cn.most_common())
    nfig = sum("figure" in r for r in rows); nmiss = sum("missing" in r for r in rows)
    LEG = [r for r in rows if r["kind"].startswith("legal_") or r["kind"] == "timeline_notice"]
    nver = sum("verdict" in r for r in rows); nlegver = sum("verdict" in r for r in LEG)
    fig_kinds = collections.Counter(r["kind"] for r in rows if "figure" in r)
    text = f"""# eval3 — third blind evaluation set for 홈즈냥즈

- **Author**: a blind helper session (Claude) started by the project. Written **blind**: no product code, rules, corpus, tests,
  docs or other sets' questions were read, and the product was not run. Files read under the project, and nothing else:
  `benchmarks/eval/TAXONOMY.md` (kinds, intents, teams, law names, labelling conventions, figure rules),
  `benchmarks/eval/check_figures.py` (computation conventions only), `benchmarks/eval2/README.md` (layout to mirror) and the first
  3 lines of `benchmarks/eval2/questions.jsonl` (JSON line format only). Legal content is from public knowledge of Korean statutes.
- **Date / reference date**: 2026-11-26 (all date arithmetic and "오늘" refer to this date).
- **Purpose**: measure what real users hit — ~45% computations from the user's own numbers with a figure fixed by law,
  ~35% legal questions needing a verdict, the rest market/loan/risk/contract/comprehensive/irrelevant/unclear/missing-input.
- **Conventions**: identical to `../eval/TAXONOMY.md` (fields, intents, teams, law names, figure rules), except
  `split` ∈ `tune3` | `holdout3`, alternating within each kind in file order (first = `tune3`), and ids `G001…`.
  Additions, all stated inside each question so the applicable rule is unambiguous:
  - 최우선변제: the first 담보물권 date is always given. Mortgages set on/after 2023-02-21 use the 2023 table
    (서울 1억6,500→5,500 / 과밀억제권역·세종·용인·화성·김포 1억4,500→4,800 / 광역시·안산·광주·파주·이천·평택 8,500→2,800 / 그 밖 7,500→2,500);
    mortgages from 2021-05-11 to 2023-02-20 use the 2021 table (1억5,000→5,000 / 1억3,000→4,300 / 7,000→2,300 / 6,000→2,000). Also ≤ 주택가액 1/2.
  - 전월세 전환: 기준금리 2.50% → cap 4.5% (as in TAXONOMY.md).
  - HUG 반환보증 (as `risk_check` with figure): the question states the rule — 주택가격 = 공시가격×140%, (보증금+선순위) ≤ 주택가격×90%,
    i.e. max 보증금 = 공시가격×1.26 − 선순위.
  - 계약금 배액상환 (민법 §565) appears as `legal_civil` with a figure (2 × 계약금, total the buyer receives) and a verdict.
  - Loans: LTV and rates are given in the question; `calc_loan_payment` rows carry no `law`.
  - 지연이자: 5% (민법 §379) → `law` 민법; 12% after service of the complaint → `law` 소송촉진 등에 관한 특례법 (alt 민법).
  - Dates: `months_before`/`months_after` with day clamped to month end (2027-08-31 − 2개월 = 2027-06-30), tol 1 day.
  - Amounts in 만원 unless unit 원; tolerance covers rounding (원-level interest: ±5원).

Files: `questions.jsonl` (the set), `build_questions.py` (source; hand-entered figures; regenerates the jsonl, `figure_checks.json` and this README),
`figure_checks.json` (machine-readable spec per figure: calculator name + inputs), `check_figures.py` (recomputes every figure independently
from those specs, validates every line, conventions and coverage; paths relative to itself; prints `OK` last).

Run: `python3 benchmarks/eval3/check_figures.py` → last line `OK`.

## Counts

{chr(10).join(lines)}

Questions with `figure`: {nfig} ({round(100*nfig/len(rows))}%); with `missing`: {nmiss}; with `verdict`: {nver} (legal-kind: {nlegver}, all 13 statutes).

Figures by kind: {fmt(fig_kinds)}

Phrasings: {fmt(collections.Counter(r['phrasing'] for r in rows))}

Intents: {fmt(collections.Counter(r['intent'] for r in rows))}

Questions by `law` (primary): {fmt(collections.Counter(r['law'] for r in rows if 'law' in r))}
"""
    open(os.path.join(HERE, "README.md"), "w", encoding="utf-8").write(text)

if __name__ == "__main__":
    main()
