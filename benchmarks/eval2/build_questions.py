# -*- coding: utf-8 -*-
"""Source of questions.jsonl / figure_checks.json for the second blind set (eval2).
Figures are hand-entered (stated value); check_figures.py recomputes them independently
from the machine-readable spec. Run: python3 build_questions.py  (writes next to this file)."""
import json, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
Q = []          # rows in file order
SPEC = {}       # id -> spec list

JU = "주택임대차보호법"; MIN = "민법"; PRS = "민간임대주택에 관한 특별법"; BRK = "공인중개사법"
DEAL = "부동산 거래신고 등에 관한 법률"; REG = "부동산등기법"; HA = "주택법"; APT = "공동주택관리법"
BSA = "건축물의 분양에 관한 법률"; PDA = "부동산 가격공시에 관한 법률"; CAP = "공동주택 분양가격의 산정 등에 관한 규칙"
NOISE = "공동주택 층간소음의 범위와 기준에 관한 규칙"; FRAUD = "전세사기피해자 지원 및 주거안정에 관한 특별법"
LIT = "소송촉진 등에 관한 특례법"
S = ["search"]; AS = ["analysis", "search"]; DS = ["document", "search"]


def add(kind, phr, q, intent, teams, law=None, verdict=None, prev=None, ia=None, ta=None, la=None,
        figure=None, missing=None, spec=None):
    r = {"id": None, "split": None, "kind": kind, "phrasing": phr, "q": q}
    if prev: r["prev"] = prev
    r["intent"] = intent
    if ia: r["intent_alt"] = ia
    r["teams"] = teams
    if ta: r["teams_alt"] = ta
    if law: r["law"] = law
    if la: r["law_alt"] = la
    if figure: r["figure"] = figure
    if verdict: r["verdict"] = verdict
    if missing: r["missing"] = missing
    r["_spec"] = spec
    Q.append(r)


def legal(kind, law, items, la=None):
    for it in items:
        phr, q, verdict = it[0], it[1], it[2]
        extra = it[3] if len(it) > 3 else {}
        add(kind, phr, q, extra.get("intent", "법률상담"), extra.get("teams", S), law=law, verdict=verdict,
            prev=extra.get("prev"), ia=extra.get("ia"), ta=extra.get("ta", [AS]), la=extra.get("la", la))


def man(v):
    """만원 amount -> Korean text"""
    v = round(v, 4)
    eok, rest = divmod(v, 10000)
    rest = round(rest, 4)
    if rest == int(rest): rest = int(rest)
    if eok and rest: return f"{int(eok)}억{rest:,}만원"
    if eok: return f"{int(eok)}억원"
    return f"{rest:,}만원"


CAP_HOW = "주택임대차보호법 제7조 제2항(2020-07-31 시행): 차임·보증금 증액은 약정액의 20분의 1(5%)을 초과하지 못함, 갱신요구 시 제6조의3 제3항으로 준용. "
BROK_HOW = ("공인중개사법 제32조, 시행규칙 제20조 별표1(2021-10-19 시행) 상한요율. 매매: 5천만 미만 0.6%(한도 25만)/5천만~2억 0.5%(한도 80만)/2억~9억 0.4%/"
            "9억~12억 0.5%/12억~15억 0.6%/15억 이상 0.7%; 임대차: 5천만 미만 0.5%(한도 20만)/5천만~1억 0.4%(한도 30만)/1억~6억 0.3%/6억~12억 0.4%/"
            "12억~15억 0.5%/15억 이상 0.6%; 월세 거래금액 = 보증금 + 월차임×100(5천만 미만이면 ×70). 부가세 별도. ")
CONV_HOW = "주택임대차보호법 제7조의2, 시행령 제9조: 전환율 상한 = min(연 10%, 한국은행 기준금리 2.50%(2025-05-29~) + 2%p) = 연 4.5%. 월차임 = 전환액 × 4.5% ÷ 12. "
PRIO_HOW = ("주택임대차보호법 제8조, 시행령 제10조·제11조(2023-02-21 시행, 그 이후 설정된 담보물권 기준): 서울 보증금 1억6,500만 이하 5,500만; "
            "과밀억제권역(서울 제외)·세종·용인·화성·김포 1억4,500만 이하 4,800만; 광역시(군 제외)·안산·광주·파주·이천·평택 8,500만 이하 2,800만; "
            "그 밖 7,500만 이하 2,500만. 보증금이 상한 초과면 0, 최우선변제액은 주택가액의 1/2 이내. ")
INT5_HOW = "민법 제379조(1960-01-01 시행, 현행) 법정이율 연 5% (반환기일 다음날부터). 이자 = 원금 × 5% × 기간. "
INT12_HOW = "소송촉진 등에 관한 특례법 제3조 제1항 및 법정이율에 관한 규정(2019-06-01 시행) 연 12% (소장 부본 송달 다음날부터). 이자 = 원금 × 12% × 기간. "
DATE_HOW = {"months_before": "주택임대차보호법 제6조의3 제1항·제6조 제1항(2020-12-10 이후 체결·갱신 계약): 임대차기간 끝나기 6개월 전부터 2개월 전까지. ",
            "months_after": "주택임대차보호법 제6조의2(묵시적 갱신 후 임차인 해지): 임대인이 통지를 받은 날부터 3개월이 지나면 효력. "}
RATIO_HOW = "전세가율 = 전세금 ÷ 매매가 × 100 (질문의 수치 기준, 기준일 2026-11-26). "
PMT_HOW = "(질문에 주어진 원금·금리·기간 기준, 기준일 2026-11-26) 원리금균등 월상환액 = P·i·(1+i)^n / ((1+i)^n − 1), i = 연이율/12, n = 개월 수. "


def fig(kind, phr, q, spec, value, unit, tol, inputs, arith, law=None, intent="법률상담", prev=None, verdict=None,
        ia=None, la=None):
    base = {"cap_total": CAP_HOW, "cap_increase": CAP_HOW, "cap_total_won": CAP_HOW, "brok_sale": BROK_HOW,
            "brok_lease": BROK_HOW, "brok_lease_won": BROK_HOW, "conv": CONV_HOW, "conv_won": CONV_HOW,
            "conv_rate": CONV_HOW, "prio": PRIO_HOW, "interest": None, "interest_days": None,
            "months_before": DATE_HOW["months_before"], "months_after": DATE_HOW["months_after"],
            "ratio": RATIO_HOW, "pmt": PMT_HOW, "pmt_won": PMT_HOW,
            "interest_only": "(기준일 2026-11-26) 이자만 상환 월이자 = 원금 × 연이율 ÷ 12. ",
            "ltv": "(기준일 2026-11-26) 질문에 주어진 LTV 비율 적용: 한도 = 주택가격 × LTV. "}[spec[0]]
    if base is None:
        base = INT12_HOW if abs(spec[2] - 0.12) < 1e-9 else INT5_HOW
    f = {"value": value, "unit": unit, "tol": tol, "inputs": inputs, "how": base + arith}
    add(kind, phr, q, intent, AS, law=law, verdict=verdict, prev=prev, ia=ia, la=la, figure=f, spec=spec)

# =====================================================================
# A. LEGAL
# =====================================================================
legal("legal_housing_lease", JU, [
    ("normal", "월요일에 전입신고를 마쳤는데 집주인이 같은 월요일에 은행 근저당을 잡았대요. 저랑 은행 중 누가 먼저예요?", "근저당이 우선(대항력은 다음날 0시 발생)", {"ia": ["리스크분석"]}),
    ("colloquial", "회사 때문에 주소 잠깐 딴 데로 뺐다가 다시 전입하면 대항력 그대로 유지돼?", "전출 시 대항력 상실, 재전입 시 새로 발생"),
    ("nospace", "집주인이자기부모님들어와산다고갱신거절할수있나요", "직계존속 실거주 사유로 거절 가능"),
    ("english", "Can my landlord refuse my renewal request because I was behind on rent for two months in total?", "2기 차임액 연체 사실이 있으면 거절 가능"),
    ("typo", "확정일자 주민센터 안가고 인터넷으로도 받을수잇나여", "온라인(인터넷등기소 등)으로 부여 가능"),
    ("normal", "임차권등기명령은 계약기간이 끝나기 전에도 신청할 수 있나요?", "임대차 종료 후 보증금 미반환 시 신청(만료 전 불가)"),
    ("normal", "부산 연제구 아파트 세입자인데, 계약 전에 집주인이 선순위 확정일자 현황을 안 보여줬어요. 원래 보여줘야 하는 거 아닌가요?", "임대인 정보제시 의무 있음(선순위 확정일자·체납 정보)"),
    ("followup", "그럼 집값 떨어졌다고 제가 보증금 깎아 달라고 요구할 수도 있어요?", "경제사정 변동 시 감액청구 가능", {"prev": "갱신요구권은 몇 번까지 쓸 수 있어요?"}),
])
legal("legal_civil", MIN, [
    ("normal", "아파트 매수인인데 약정한 중도금 날짜보다 먼저 중도금을 넣으면, 매도인이 계약금 배액 주고 해제하는 걸 막을 수 있나요?", "이행 착수 후에는 계약금 해제 불가(판례상 기한 전 이행도 가능)"),
    ("colloquial", "에어컨 달려고 벽에 구멍 뚫었는데 이사 나갈 때 메꿔 줘야 돼?", "원상회복 의무 있음"),
    ("english", "The roof leaks and my landlord refuses to repair it. Who is responsible, and can I ask for a rent reduction?", "수선의무는 임대인, 사용 못한 부분만큼 차임 감액청구 가능", {"la": [JU]}),
    ("nospace", "월세3달밀렸는데집주인이바로계약해지할수있나요", "2기 이상 차임 연체 시 해지 가능", {"la": [JU]}),
    ("typo", "전세권 설정해두면 보증금 안돌려줄때 경매 직접 신청할수잇나여", "전세권자는 경매청구 가능", {"la": [REG]}),
    ("normal", "제주 단독주택 세입자인데 제 돈으로 마당에 데크를 깔았어요. 나갈 때 비용 청구할 수 있나요?", "유익비: 가액 증가 현존 시 청구 가능(특약으로 배제 가능)"),
])
legal("legal_private_rental", PRS, [
    ("normal", "대구 수성구 등록임대 아파트에 사는데 재계약하면서 임대료를 7% 올리겠대요. 가능한가요?", "5% 초과 증액 불가"),
    ("english", "My landlord is a registered private rental operator. Can he raise the rent again only 8 months after the last increase?", "1년 이내 재증액 불가"),
    ("colloquial", "집주인 임대사업자인데 보증보험 안 들었다네? 이거 불법 아냐?", "임대보증금 보증 가입 의무 위반"),
    ("nospace", "민간임대주택에관한특별법상임대사업자가임대차계약신고는언제해야돼요", "계약 체결일부터 3개월 이내 신고"),
    ("typo", "임대사업자 집인데 계약 끝나면 무조건 나가야되나여 저는 연체 한번도 없어요", "정당한 사유 없으면 재계약 거절 불가", {"la": [JU]}),
    ("colloquial", "집주인이 임대사업자인데 의무기간 중에 다른 임대사업자한테 집을 팔았대. 내 계약은 어떻게 돼?", "양수 임대사업자가 지위 승계, 계약 유지"),
])
legal("legal_brokerage", BRK, [
    ("normal", "계약하고 나서 중개사가 중개대상물 확인·설명서를 안 줬어요. 원래 줘야 하는 거 아닌가요?", "확인설명서 교부 의무 있음"),
    ("english", "Can a real-estate agent charge VAT on top of the maximum commission?", "일반과세자는 부가세 별도 청구 가능"),
    ("colloquial", "중개사가 등기부 제대로 설명 안 해서 보증금 날렸어. 배상받을 수 있어?", "고의·과실로 손해 발생 시 손해배상 청구 가능(공제·보증)"),
    ("nospace", "중개보조원이혼자서계약서랑확인설명서작성해도되나요", "불가(확인설명·서명은 개업·소속공인중개사)"),
    ("typo", "중개수수료 잔금날 주기로 햇는데 계약날 달래여 줘야되나여", "약정대로 지급(약정 없으면 거래대금 지급 완료일)"),
    ("normal", "중개사무소 등록도 안 한 사람이 중개하고 수수료를 받아 갔어요. 돌려받을 수 있나요?", "무등록 중개의 보수 약정은 무효, 반환 청구 가능"),
])
legal("legal_deal_report", DEAL, [
    ("normal", "세종시에 보증금 5천만원 전세 계약했는데 전월세 신고 해야 하나요?", "신고 대상 아님(보증금 6천만 이하·월세 없음)"),
    ("english", "How many days do I have to report an apartment purchase price after signing the contract?", "계약일부터 30일 이내"),
    ("colloquial", "전주 원룸 보증금 1000에 월세 40이면 전월세 신고해야 돼?", "신고 대상(월차임 30만원 초과)"),
    ("nospace", "외국인이한국아파트매매하면신고는언제까지해요", "매매는 계약일부터 30일 이내 거래신고"),
    ("typo", "토지거래허가구역에서 허가없이 매매계약 하면 어케되나여", "허가 전 계약은 효력 없음(유동적 무효)"),
    ("followup", "월세 재계약하는데 금액이 하나도 안 바뀌었으면 또 신고해야 돼요?", "금액 변동 없는 갱신계약은 신고 대상 아님", {"prev": "전월세 신고 대상이 어떻게 돼요?"}),
])
legal("legal_registry", REG, [
    ("normal", "부산 집을 파는데 등기권리증을 못 찾겠어요. 재발급 받을 수 있나요?", "재발급 불가, 확인서면·확인조서 등으로 대체"),
    ("english", "How can I check whether the house I'm about to rent is held in a trust?", "등기부 갑구의 신탁등기 확인 후 신탁원부 발급"),
    ("colloquial", "가등기 잡혀 있는 집에 전세 들어가도 돼?", "본등기 시 후순위 권리 실효 위험", {"ia": ["리스크분석"]}),
    ("nospace", "등기부등본갑구을구차이가뭐예요", "갑구 소유권, 을구 소유권 외 권리(근저당·전세권 등)"),
    ("typo", "셀프등기 할떄 잔금 치르고 몇일안에 소유권이전등기 해야되나여", "잔금일부터 60일 이내"),
    ("followup", "그럼 전세권설정등기는 집주인 동의 없이 저 혼자 할 수 있어요?", "불가(임대인과 공동신청)", {"prev": "전세권 설정하면 뭐가 좋아요?", "la": [MIN]}),
])
legal("legal_housing_act", HA, [
    ("normal", "분양가상한제 아파트에 당첨됐는데 실거주 의무가 있나요? 바로 들어가야 해요?", "거주의무 있음(입주가능일부터 3년 내 시작 가능)"),
    ("english", "Is it legal to buy someone else's housing subscription account (청약통장)?", "불법(공급질서 교란행위)"),
    ("colloquial", "지역주택조합 가입했는데 한 2주 됐어. 지금 탈퇴하면 돈 다 돌려받아?", "가입 30일 이내 청약철회 시 전액 반환"),
    ("nospace", "수도권공공택지분양권전매제한최대몇년이에요", "최대 3년"),
    ("typo", "아파트 리모델링 주택조합 설립할려면 동의 몇프로 받아야되나여", "전체 구분소유자·의결권 2/3 이상 + 각 동 과반수"),
    ("normal", "분양가상한제 아파트 거주의무 기간을 못 채우고 지방 발령으로 이사 가야 하면 어떻게 돼요?", "LH 등에 매입 신청(또는 예외 사유 인정 시 거주 간주)"),
])
legal("legal_apt_management", APT, [
    ("normal", "입주 3년 된 아파트인데 지붕 방수 하자가 생겼어요. 하자담보책임기간이 몇 년이에요?", "방수공사 5년"),
    ("english", "Does the apartment management office have to disclose how our management fees are spent?", "관리비 등 내역 공개 의무 있음"),
    ("colloquial", "동대표 나가려면 그 아파트에 최소 얼마나 살아야 돼?", "해당 선거구에 주민등록 후 3개월 이상 거주"),
    ("nospace", "층간소음관리사무소에신고하면관리주체가뭘해줘야하나요", "관리주체는 중단·차음조치 권고 및 사실조사", {"la": [NOISE]}),
    ("typo", "아파트 하자 때문에 시공사랑 분쟁나면 어디에 조정신청 하나여", "하자심사·분쟁조정위원회에 신청"),
    ("english", "I'm a tenant, not an owner, in an apartment complex. Can I become a dong representative?", "소유자 후보가 없으면 사용자도 가능"),
])
legal("legal_building_sale", BSA, [
    ("normal", "오피스텔 50실짜리 사업인데 착공신고 전에 분양을 시작해도 되나요?", "착공신고 전 분양 불가"),
    ("english", "Does the Building Sale Act apply to a 20-unit officetel?", "30실 미만이면 적용 대상 아님"),
    ("colloquial", "오피스텔 분양신고 누구한테 하는 거야?", "허가권자(시장·군수·구청장)에게 신고"),
    ("nospace", "분양하는부분바닥면적3천제곱미터넘는상가건물도분양법적용되나요", "적용됨(3천㎡ 이상)"),
    ("typo", "오피스텔 분양받고 사용승인 전에 분양권 바로 팔수잇나여 투기과열지구에요", "전매 제한 대상(예외 사유 제외)"),
    ("followup", "분양신고 수리되기 전에 광고부터 해도 돼요?", "신고 수리 후 분양광고 가능", {"prev": "오피스텔 분양신고는 어디에 해요?"}),
])
legal("legal_price_disclosure", PDA, [
    ("normal", "단독주택 공시가격이 이상하게 높아요. 이의신청은 언제까지 해야 하나요?", "공시일부터 30일 이내"),
    ("english", "When are the official prices for apartments (공동주택 공시가격) published each year?", "매년 4월 30일까지 공시(기준일 1월 1일)"),
    ("colloquial", "공시가 열람 기간인데 너무 높게 나왔어. 공시 전에 의견 낼 수 있어?", "공시 전 의견제출 가능"),
    ("nospace", "개별공시지가는누가결정하고공시해요", "시장·군수·구청장이 결정·공시"),
    ("typo", "표준지 공시지가 가격 기준일이 언제에여", "매년 1월 1일"),
    ("followup", "아파트 공시가격은 누가 조사해서 산정해요?", "한국부동산원이 조사·산정, 국토교통부장관이 공시", {"prev": "공시가격이 뭐예요?"}),
])
legal("legal_price_cap_rule", CAP, [
    ("normal", "분양가상한제 아파트 분양가격은 어떤 항목들로 구성되나요?", "택지비 + 건축비(기본형건축비 + 가산비)", {"la": [HA]}),
    ("english", "How often is the basic construction cost (기본형건축비) for price-capped apartments announced?", "연 2회(3월 1일·9월 15일 기준) 고시"),
    ("colloquial", "공공택지 분양가 정할 때 택지비는 감정가로 해? 아니면 LH 공급가격으로 해?", "공공택지는 택지 공급가격 기준(+가산비)"),
    ("nospace", "민간택지분양가상한제택지비는어떻게산정해요", "감정평가액 + 택지 관련 가산비"),
    ("typo", "분양가 가산비에는 머가 들어가나여", "택지비 가산비·건축비 가산비(법정 항목)"),
    ("followup", "기본형건축비는 아파트 면적이나 층수에 따라 달라요?", "주거전용면적·층수 구간별로 달리 고시", {"prev": "분양가상한제 건축비는 어떻게 정해요?"}),
])
legal("legal_floor_noise", NOISE, [
    ("normal", "낮에 윗집 발망치 소리가 심한데 몇 dB부터 층간소음 기준 초과예요?", "주간 직접충격 1분 등가 39dB·최고 57dB"),
    ("english", "My upstairs neighbor plays the piano late at night. Is that covered by the floor-noise rule, and what's the night limit?", "공기전달소음, 야간 5분 등가 40dB"),
    ("colloquial", "밤 11시에 윗집 의자 끄는 소리도 층간소음에 들어가?", "직접충격소음으로 해당(야간 기준 적용)"),
    ("nospace", "층간소음공기전달소음주간기준몇데시벨이에요", "5분 등가 45dB"),
    ("typo", "옆집 소리도 층간소음에 들어가나여 위아랫집 말고", "인접 세대 간 소음도 포함", {"la": [APT]}),
    ("followup", "그럼 윗집 아이가 뛰는 소리는 야간 최고소음도 몇 dB가 기준이에요?", "야간 최고소음도 52dB", {"prev": "층간소음 기준이 주간이랑 야간이 달라요?"}),
])
legal("legal_fraud_victim", FRAUD, [
    ("normal", "전세사기 피해자 결정 신청은 어디에 하나요?", "시·도에 신청, 전세사기피해지원위원회 심의"),
    ("english", "As a jeonse fraud victim, can I buy the house first when it's auctioned?", "우선매수권 행사 가능"),
    ("colloquial", "전세사기 피해자 인정받으려면 보증금이 얼마 이하여야 돼?", "5억원 이하(위원회 인정 시 7억원까지)"),
    ("nospace", "전세사기피해주택LH가대신매입해주나요", "LH 매입 후 임대 등 지원 가능"),
    ("typo", "전세사기 피해자로 결정되면 당장 살집 긴급 지원 받을수잇나여", "긴급 주거지원 가능"),
    ("followup", "피해자 결정 신청하면 결과는 보통 언제 나와요?", "신청일부터 60일 이내 결정(연장 가능)", {"prev": "전세사기 피해자 결정 신청은 어디에 해요?"}),
])
legal("timeline_notice", JU, [
    ("normal", "집주인이 만료 한 달 전에 보증금 올려주지 않으면 나가라고 문자 보냈어요. 이거 효력 있어요?", "2개월 전까지 통지 없으면 묵시적 갱신"),
    ("english", "If neither my landlord nor I say anything before the lease ends, what happens to the contract?", "묵시적 갱신(2년, 종전과 동일 조건)"),
    ("colloquial", "묵시적 갱신 된 상태인데 집주인이 3개월 뒤에 나가래. 나가야 돼?", "임대인은 해지 불가(2년 보장)"),
    ("nospace", "세입자는만료몇개월전까지안나간다고말해야돼요", "만료 2개월 전까지 통지"),
    ("typo", "갱신요구권 쓴 계약도 중간에 나갈떄 3개월전에 말하면 되나여", "해지 통지 후 3개월 지나면 효력"),
    ("followup", "그 상태에서 제가 먼저 나가고 싶으면 언제 말해야 돼요?", "언제든 통지 가능, 3개월 후 효력", {"prev": "묵시적으로 갱신되면 계약기간은 어떻게 돼요?"}),
])

# =====================================================================
# B. COMPUTATIONS (hand-entered values; recomputed by check_figures.py)
# =====================================================================
K = "calc_increase_cap"
fig(K, "normal", "부산 해운대구 32평 아파트에 전세 3억5천으로 살고 있어요. 갱신요구권 쓰면 집주인이 올릴 수 있는 최대 보증금은 얼마예요?", ["cap_total", 35000], 36750, "만원", 0, "보증금 3억5천", "3억5,000만 × 1.05 = 3억6,750만원.", law=JU)
fig(K, "colloquial", "월세 55만원인데 재계약 때 얼마까지 올려도 되는 거야? 갱신청구권 쓸 거임", ["cap_total", 55], 57.75, "만원", 0, "월세 55만원", "55만 × 1.05 = 57만7,500원.", law=JU)
fig(K, "nospace", "전세2억8천갱신요구하면증액분최대얼마", ["cap_increase", 28000], 1400, "만원", 0, "보증금 2억8천", "증액분 = 2억8,000만 × 5% = 1,400만원.", law=JU)
fig(K, "english", "I rent in Daegu Suseong-gu with a 180,000,000 won deposit. If I exercise my renewal right, what's the maximum new deposit?", ["cap_total", 18000], 18900, "만원", 0, "보증금 180,000,000원", "1억8,000만 × 1.05 = 1억8,900만원.", law=JU)
fig(K, "typo", "보증금 38000만원인데 갱신할떄 집주인이 최대로 올리면 보증금 총 얼마되나여", ["cap_total", 38000], 39900, "만원", 0, "보증금 38000만원", "3억8,000만 × 1.05 = 3억9,900만원.", law=JU)
fig(K, "normal", "인천 미추홀구 빌라 보증금 1억 2천5백, 만료일은 2027-03-31이에요. 갱신요구하면 최대 인상 금액(증액분)은 얼마예요?", ["cap_increase", 12500], 625, "만원", 0, "보증금 1억 2천5백 (만료일은 무관)", "증액분 = 1억2,500만 × 5% = 625만원.", law=JU)
fig(K, "followup", "월세 72만원이면요?", ["cap_total", 72], 75.6, "만원", 0, "월세 72만원", "72만 × 1.05 = 75만6,000원.", law=JU, prev="전세 3억인데 갱신하면 최대 얼마까지 올라요?")
fig(K, "colloquial", "세종 84㎡ 아파트 반전세인데 보증금은 그대로 두고 월세 90만원만 올린대. 갱신요구권 쓰면 월세 상한 얼마야?", ["cap_total", 90], 94.5, "만원", 0, "월세 90만원(보증금 유지)", "90만 × 1.05 = 94만5,000원.", law=JU)
fig(K, "normal", "보증금 350,000,000원입니다. 갱신계약 시 증액 상한(총 보증금)을 원 단위로 알려주세요.", ["cap_total_won", 350000000], 367500000, "원", 0, "보증금 350,000,000원", "350,000,000 × 1.05 = 367,500,000원.", law=JU)
fig(K, "english", "My landlord in Jeju wants to raise my deposit from 2.2억 to 2.5억 when I renew. What's the legal maximum?", ["cap_total", 22000], 23100, "만원", 0, "보증금 2.2억", "2억2,000만 × 1.05 = 2억3,100만원.", law=JU, verdict="2.5억 요구는 5% 초과라 거절 가능")
fig(K, "nospace", "월세120만원갱신때최대얼마까지", ["cap_total", 120], 126, "만원", 0, "월세 120만원", "120만 × 1.05 = 126만원.", law=JU)
fig(K, "normal", "전주 원룸 보증금 500만원에 월세 45만원이에요. 갱신하면 월세는 최대 몇 원까지 올릴 수 있나요? 보증금은 그대로예요.", ["cap_total_won", 450000], 472500, "원", 0, "월세 45만원(보증금 500만원 유지)", "450,000 × 1.05 = 472,500원.", law=JU)
fig(K, "typo", "대전 유성구 전세 3.5억 잇는데 갱신청구하면 최대로 얼마 더 내야되나요", ["cap_increase", 35000], 1750, "만원", 0, "보증금 3.5억", "증액분 = 3억5,000만 × 5% = 1,750만원.", law=JU)
fig(K, "colloquial", "집주인이 4억 6천 전세 갱신하면서 5천 올려달래 ㅋㅋ 법적으로 최대 얼마까지만 올려주면 돼?", ["cap_total", 46000], 48300, "만원", 0, "보증금 4억 6천", "4억6,000만 × 1.05 = 4억8,300만원.", law=JU, verdict="5천 증액은 5% 초과라 거절 가능")

K = "calc_brokerage_fee"
fig(K, "normal", "부산 수영구 아파트를 7억 5천에 매수해요. 중개사무소(051-742-3819)에서 복비 얘기하던데, 중개보수 상한이 얼마예요?", ["brok_sale", 75000], 300, "만원", 0, "매매 7억 5천", "7억5,000만 × 0.4% = 300만원.", law=BRK)
fig(K, "colloquial", "복비 얼마까지 줘야 돼? 전세 3억5천이야", ["brok_lease", 35000, 0], 105, "만원", 0, "전세 3억5천", "3억5,000만 × 0.3% = 105만원.", law=BRK)
fig(K, "nospace", "매매10억5천아파트중개수수료최대얼마", ["brok_sale", 105000], 525, "만원", 0, "매매 10억5천", "10억5,000만 × 0.5% = 525만원.", law=BRK)
fig(K, "english", "I'm buying an apartment in Sejong for 480 million won. What's the maximum brokerage fee?", ["brok_sale", 48000], 192, "만원", 0, "매매 480,000,000원", "4억8,000만 × 0.4% = 192만원.", law=BRK)
fig(K, "typo", "월세 보증금 1000에 월세 50 원룸 복비 최대 얼마에여", ["brok_lease", 1000, 50], 24, "만원", 0, "보증금 1000만, 월세 50만", "거래금액 1,000만 + 50만×100 = 6,000만 → × 0.4% = 24만원(한도 30만 이내).", law=BRK)
fig(K, "normal", "보증금 500만원, 월세 35만원 원룸 중개보수 상한은 얼마인가요?", ["brok_lease", 500, 35], 14.75, "만원", 0, "보증금 500만, 월세 35만", "500만 + 35만×100 = 4,000만 < 5천만 → 500만 + 35만×70 = 2,950만 × 0.5% = 14만7,500원.", law=BRK)
fig(K, "normal", "대구 수성구 아파트 13억 매매 중개보수 최대 얼마예요?", ["brok_sale", 130000], 780, "만원", 0, "매매 13억", "13억 × 0.6% = 780만원.", law=BRK)
fig(K, "colloquial", "빌라 1억 8천에 사는데 복비 최대 얼마냐", ["brok_sale", 18000], 80, "만원", 0, "매매 1억 8천", "1억8,000만 × 0.5% = 90만 → 한도 80만원.", law=BRK)
fig(K, "english", "Jeonse of 700 million won for a 25th-floor apartment in Incheon Songdo. What's the max broker fee?", ["brok_lease", 70000, 0], 280, "만원", 0, "전세 700,000,000원 (25층은 무관)", "7억 × 0.4% = 280만원.", law=BRK)
fig(K, "nospace", "전세8천만원복비상한얼마", ["brok_lease", 8000, 0], 30, "만원", 0, "전세 8천만원", "8,000만 × 0.4% = 32만 → 한도 30만원.", law=BRK)
fig(K, "normal", "시골 단독주택을 4천만원에 매매하는데 중개보수 상한은 얼마인가요?", ["brok_sale", 4000], 24, "만원", 0, "매매 4천만원", "4,000만 × 0.6% = 24만원(한도 25만 이내).", law=BRK)
fig(K, "followup", "16억짜리 아파트 매매면요?", ["brok_sale", 160000], 1120, "만원", 0, "매매 16억", "16억 × 0.7% = 1,120만원.", law=BRK, prev="아파트 5억 매매하면 복비 얼마예요?")
fig(K, "typo", "전세 13억 복비 최대 얼마가 맞나여? 중개사가 0.6% 달래요", ["brok_lease", 130000, 0], 650, "만원", 0, "전세 13억", "13억 × 0.5% = 650만원.", law=BRK, verdict="0.6%는 상한 초과")
fig(K, "normal", "다세대주택 월세 계약, 보증금 2,000만원에 월세 70만원이에요. 중개보수 상한을 원 단위로 알려주세요.", ["brok_lease_won", 2000, 70], 300000, "원", 0, "보증금 2,000만원, 월세 70만원", "2,000만 + 70만×100 = 9,000만 × 0.4% = 36만 → 한도 300,000원.", law=BRK)
fig(K, "colloquial", "울산 남구 아파트 딱 2억에 샀는데 복비 최대 얼마가 맞아?", ["brok_sale", 20000], 80, "만원", 0, "매매 2억", "2억(2억~9억 구간) × 0.4% = 80만원.", law=BRK)
fig(K, "english", "Monthly rent deal: deposit 30 million won, rent 1.2 million won a month. Maximum brokerage commission?", ["brok_lease", 3000, 120], 45, "만원", 0, "보증금 30,000,000원, 월세 1,200,000원", "3,000만 + 120만×100 = 1억5,000만 × 0.3% = 45만원.", law=BRK)
fig(K, "normal", "매매가 9억 아파트(전용 84㎡, 12층) 중개보수 상한은요?", ["brok_sale", 90000], 450, "만원", 0, "매매 9억 (면적·층 무관)", "9억(9억~12억 구간) × 0.5% = 450만원.", law=BRK)
fig(K, "nospace", "전세보증금1억2천5백복비상한", ["brok_lease", 12500, 0], 37.5, "만원", 0, "전세 1억2천5백", "1억2,500만 × 0.3% = 37만5,000원.", law=BRK)
fig(K, "colloquial", "광주 상무지구 아파트 전세 6억이면 복비 최대 얼마야?", ["brok_lease", 60000, 0], 240, "만원", 0, "전세 6억", "6억(6억~12억 구간) × 0.4% = 240만원.", law=BRK)
fig(K, "typo", "매매 15억 중개보수 상한 얼마인가여 부가세 빼고요", ["brok_sale", 150000], 1050, "만원", 0, "매매 15억", "15억(15억 이상) × 0.7% = 1,050만원.", law=BRK)

K = "calc_conversion"
fig(K, "normal", "전세 3억 중 1억을 월세로 바꾸려고 해요. 법정 전환율 상한이면 월세 최대 얼마예요?", ["conv", 10000], 37.5, "만원", 0, "전환액 1억", "1억 × 4.5% ÷ 12 = 37만5,000원.", law=JU)
fig(K, "colloquial", "보증금 5천만 빼주고 월세로 돌리면 월세 최대 얼마 받을 수 있어?", ["conv", 5000], 18.75, "만원", 0, "전환액 5천만", "5,000만 × 4.5% ÷ 12 = 18만7,500원.", law=JU)
fig(K, "nospace", "보증금2억을월세로전환하면최대월세얼마", ["conv", 20000], 75, "만원", 0, "전환액 2억", "2억 × 4.5% ÷ 12 = 75만원.", law=JU)
fig(K, "english", "If 120 million won of my deposit is converted into monthly rent, what's the maximum monthly rent allowed by law?", ["conv", 12000], 45, "만원", 0, "전환액 120,000,000원", "1억2,000만 × 4.5% ÷ 12 = 45만원.", law=JU)
fig(K, "typo", "보증금 8천을 월세로 전환하는데 최대 월세 얼마까지 되나여", ["conv", 8000], 30, "만원", 0, "전환액 8천만", "8,000만 × 4.5% ÷ 12 = 30만원.", law=JU)
fig(K, "normal", "기준금리가 2.5%일 때 주택 전월세전환율 상한은 몇 퍼센트예요?", ["conv_rate"], 4.5, "%", 0, "기준금리 2.5%", "min(10%, 2.5% + 2%p) = 4.5%.", law=JU)
fig(K, "normal", "전세 2억5천을 보증금 1억5천으로 낮추고 나머지는 월세로 돌리려 해요. 전환 상한으로 월세 최대 몇 원이에요?", ["conv_won", 10000], 375000, "원", 0, "전환액 = 2억5천 − 1억5천 = 1억", "100,000,000 × 4.5% ÷ 12 = 375,000원.", law=JU)
fig(K, "colloquial", "제주 연동 전세 1억 6천인데 집주인(010-4821-7730)이 6천만 월세로 돌리재. 월세 최대 얼마까지 가능해?", ["conv", 6000], 22.5, "만원", 0, "전환액 6천만", "6,000만 × 4.5% ÷ 12 = 22만5,000원.", law=JU)
fig(K, "followup", "3천만원만 월세로 돌리면요?", ["conv", 3000], 11.25, "만원", 0, "전환액 3천만원", "3,000만 × 4.5% ÷ 12 = 11만2,500원.", law=JU, prev="보증금 1억을 월세로 돌리면 최대 얼마예요?")
fig(K, "english", "My landlord wants to convert 250 million won of my jeonse into wolse. What's the max monthly rent he can charge?", ["conv", 25000], 93.75, "만원", 0, "전환액 250,000,000원", "2억5,000만 × 4.5% ÷ 12 = 93만7,500원.", law=JU)
fig(K, "nospace", "보증금4천만원월세로바꾸면월세상한", ["conv", 4000], 15, "만원", 0, "전환액 4천만원", "4,000만 × 4.5% ÷ 12 = 15만원.", law=JU)
fig(K, "normal", "전환하려는 보증금이 1억 2천5백만원이면 월차임 상한은 얼마인가요? 기준금리 2.50% 적용해 주세요.", ["conv", 12500], 46.875, "만원", 0.01, "전환액 1억2천5백만원, 기준금리 2.50%", "1억2,500만 × 4.5% ÷ 12 = 46만8,750원.", law=JU)

K = "calc_priority_repay"
P = dict(law=JU, ia=["리스크분석"])
fig(K, "normal", "부산 동래구 다가구주택 보증금 8천만원 세입자예요. 근저당은 2024년에 설정됐고요. 경매되면 최우선변제로 얼마 받을 수 있어요?", ["prio", "metro", 8000], 2800, "만원", 0, "부산(광역시), 보증금 8천만, 담보 2024년", "8,000만 ≤ 8,500만 → min(8,000만, 2,800만) = 2,800만원.", **P)
fig(K, "colloquial", "서울 관악구 원룸 보증금 1억 5천인데 (근저당은 2024년 설정) 경매되면 최우선으로 얼마 받아?", ["prio", "seoul", 15000], 5500, "만원", 0, "서울, 보증금 1억5천", "1억5,000만 ≤ 1억6,500만 → 5,500만원.", **P)
fig(K, "nospace", "인천미추홀구빌라보증금1억3천최우선변제금액얼마", ["prio", "overcrowded", 13000], 4800, "만원", 0, "인천 미추홀구(과밀억제권역), 보증금 1억3천", "1억3,000만 ≤ 1억4,500만 → 4,800만원.", **P)
fig(K, "english", "My deposit is 70 million won for a house in Jeonju, and it's going to auction (the mortgage was set in 2024). How much is protected as small-deposit priority repayment?", ["prio", "other", 7000], 2500, "만원", 0, "전주(그 밖 지역), 보증금 70,000,000원", "7,000만 ≤ 7,500만 → min(7,000만, 2,500만) = 2,500만원.", **P)
fig(K, "typo", "세종시 아파트 보증금 1억4천 최우선변제 얼마받을수잇나여", ["prio", "overcrowded", 14000], 4800, "만원", 0, "세종, 보증금 1억4천", "1억4,000만 ≤ 1억4,500만 → 4,800만원.", **P)
fig(K, "normal", "대구 수성구 빌라 보증금 9천만원이에요. 최우선변제 얼마 받을 수 있나요?", ["prio", "metro", 9000], 0, "만원", 0, "대구(광역시), 보증금 9천만", "9,000만 > 8,500만 → 소액임차인 아님, 0원.", verdict="소액임차인 아님(8,500만 초과)", **P)
fig(K, "normal", "제주시 단독주택이 경매로 4천만원에 낙찰됐어요. 보증금 3천만원 세입자의 최우선변제액은 얼마예요?", ["prio", "other", 3000, 4000], 2000, "만원", 0, "제주(그 밖 지역), 보증금 3천만, 주택가액(낙찰가) 4천만", "min(3,000만, 2,500만) = 2,500만, 주택가액 1/2 = 2,000만 → 2,000만원.", **P)
fig(K, "colloquial", "수원 영통 빌라 보증금 1억인데 집 경매 들어간대. 최우선변제 얼마야?", ["prio", "overcrowded", 10000], 4800, "만원", 0, "수원(과밀억제권역), 보증금 1억", "1억 ≤ 1억4,500만 → 4,800만원.", **P)
fig(K, "english", "Seoul, deposit 50 million won. How much small-deposit priority repayment can I get if the house is auctioned?", ["prio", "seoul", 5000], 5000, "만원", 0, "서울, 보증금 50,000,000원", "min(5,000만, 5,500만) = 5,000만원.", **P)
fig(K, "followup", "광주광역시 보증금 6천이면요?", ["prio", "metro", 6000], 2800, "만원", 0, "광주광역시, 보증금 6천만", "6,000만 ≤ 8,500만 → 2,800만원.", prev="서울 보증금 1억이면 최우선변제 얼마예요?", **P)
fig(K, "nospace", "청주보증금5천만원최우선변제얼마", ["prio", "other", 5000], 2500, "만원", 0, "청주(그 밖 지역), 보증금 5천만", "5,000만 ≤ 7,500만 → 2,500만원.", **P)
fig(K, "normal", "울산 남구 원룸 보증금 2천만원이에요. 최우선변제 받을 수 있는 금액은?", ["prio", "metro", 2000], 2000, "만원", 0, "울산(광역시), 보증금 2천만", "min(2,000만, 2,800만) = 2,000만원.", **P)
fig(K, "typo", "용인 수지 보증금 1억2천 최우선벼제 얼마임", ["prio", "overcrowded", 12000], 4800, "만원", 0, "용인, 보증금 1억2천", "1억2,000만 ≤ 1억4,500만 → 4,800만원.", **P)
fig(K, "colloquial", "창원 아파트 보증금 7천, 낙찰가는 1억 예상이래. 최우선변제 얼마 받음?", ["prio", "other", 7000, 10000], 2500, "만원", 0, "창원(그 밖 지역), 보증금 7천만, 주택가액 1억", "min(7,000만, 2,500만) = 2,500만, 1억/2 = 5,000만 이내 → 2,500만원.", **P)

K = "calc_late_interest"
fig(K, "normal", "보증금 2억을 4개월째 못 돌려받고 있어요. 2022년에 계약한 집이고 12층이에요. 민법상 법정이율로 지연이자 얼마예요?", ["interest", 20000, 0.05, 4], 333.33, "만원", 0.5, "보증금 2억, 4개월, 연 5%", "2억 × 5% × 4/12 = 333만3,333원.", law=MIN)
fig(K, "colloquial", "전세금 1억 5천 반환이 6개월 밀렸어. 연 5%면 지연이자 얼마야?", ["interest", 15000, 0.05, 6], 375, "만원", 0, "보증금 1억5천, 6개월, 연 5%", "1억5,000만 × 5% × 6/12 = 375만원.", law=MIN)
fig(K, "english", "My landlord is 3 months late returning my 300 million won deposit. How much interest at the 5% statutory rate?", ["interest", 30000, 0.05, 3], 375, "만원", 0, "보증금 300,000,000원, 3개월, 연 5%", "3억 × 5% × 3/12 = 375만원.", law=MIN)
fig(K, "nospace", "소장송달다음날부터보증금1억연12%로1년이면지연손해금얼마", ["interest", 10000, 0.12, 12], 1200, "만원", 0, "보증금 1억, 12개월, 연 12%", "1억 × 12% × 12/12 = 1,200만원.", law=LIT, la=[MIN])
fig(K, "typo", "보증금 3억 소송 걸엇는데 소장 송달 다음날부터 6개월 지나면 지연이자 얼마에여 연12%로요", ["interest", 30000, 0.12, 6], 1800, "만원", 0, "보증금 3억, 6개월, 연 12%", "3억 × 12% × 6/12 = 1,800만원.", law=LIT, la=[MIN])
fig(K, "normal", "보증금 5천만원 반환이 73일 늦어졌어요. 연 5%로 일할 계산하면 지연이자는 몇 원이에요?", ["interest_days", 5000, 0.05, 73], 500000, "원", 1, "보증금 5천만원, 73일, 연 5%", "50,000,000 × 5% × 73/365 = 500,000원.", law=MIN)
fig(K, "followup", "소송 걸어서 연 12%가 적용되면 보증금 2억, 같은 3개월에 얼마예요?", ["interest", 20000, 0.12, 3], 600, "만원", 0, "보증금 2억, 3개월, 연 12%", "2억 × 12% × 3/12 = 600만원.", law=LIT, la=[MIN], prev="보증금 2억 3개월 늦게 받으면 지연이자 얼마예요?")
fig(K, "colloquial", "보증금 8천 1년째 못 받음. 민법 5%로 이자 얼마야", ["interest", 8000, 0.05, 12], 400, "만원", 0, "보증금 8천, 12개월, 연 5%", "8,000만 × 5% × 12/12 = 400만원.", law=MIN)
fig(K, "english", "Deposit of 150 million won, 12% annual court interest after the complaint was served, for 2 months. How much is that?", ["interest", 15000, 0.12, 2], 300, "만원", 0, "보증금 150,000,000원, 2개월, 연 12%", "1억5,000만 × 12% × 2/12 = 300만원.", law=LIT, la=[MIN])
fig(K, "normal", "보증금 1억 2천을 만료일 다음날부터 146일 늦게 받았어요. 연 5%로 일할 계산한 지연이자는요?", ["interest_days", 12000, 0.05, 146], 2400000, "원", 1, "보증금 1억2천, 146일, 연 5%", "120,000,000 × 5% × 146/365 = 2,400,000원.", law=MIN)

K = "calc_dates"
fig(K, "normal", "계약 만료일이 2027-05-31이에요. 갱신요구권은 언제까지 행사해야 해요?", ["months_before", "2027-05-31", 2], "2027-03-31", "date", 1, "만료일 2027-05-31", "만료 2개월 전 = 2027-03-31.", law=JU)
fig(K, "colloquial", "만료가 2027년 8월 20일인데 갱신요구 언제부터 할 수 있어?", ["months_before", "2027-08-20", 6], "2027-02-20", "date", 1, "만료일 2027-08-20", "만료 6개월 전 = 2027-02-20.", law=JU)
fig(K, "nospace", "만료일2027-10-15갱신요구마지막날언제", ["months_before", "2027-10-15", 2], "2027-08-15", "date", 1, "만료일 2027-10-15", "만료 2개월 전 = 2027-08-15.", law=JU)
fig(K, "english", "My lease ends on 2027-04-30. From what date can I send a renewal request?", ["months_before", "2027-04-30", 6], "2026-10-30", "date", 1, "만료일 2027-04-30", "만료 6개월 전 = 2026-10-30.", law=JU)
fig(K, "typo", "묵시적갱신 됐는데 2026년 12월 1일에 해지통보 집주인한테 도착하면 언제 나갈수잇나여", ["months_after", "2026-12-01", 3], "2027-03-01", "date", 1, "통지 도달 2026-12-01", "통지 도달 후 3개월 = 2027-03-01.", law=JU)
fig(K, "normal", "묵시적 갱신된 상태에서 2027-01-15에 제 해지 통지가 집주인에게 도달했어요. 해지 효력 발생일은 언제예요?", ["months_after", "2027-01-15", 3], "2027-04-15", "date", 1, "통지 도달 2027-01-15", "통지 도달 후 3개월 = 2027-04-15.", law=JU)
fig(K, "followup", "만료일 2027-06-30 기준으로 갱신요구는 언제부터 할 수 있어요?", ["months_before", "2027-06-30", 6], "2026-12-30", "date", 1, "만료일 2027-06-30", "만료 6개월 전 = 2026-12-30.", law=JU, prev="만료일 2027-06-30이면 갱신요구 언제까지 해야 돼요?")
fig(K, "colloquial", "나 2027년 3월 31일 만료인데 갱신청구 마감이 언제야", ["months_before", "2027-03-31", 2], "2027-01-31", "date", 1, "만료일 2027-03-31", "만료 2개월 전 = 2027-01-31.", law=JU)
fig(K, "english", "My lease was implicitly renewed. My termination notice reaches the landlord on 2026-11-30. When does termination take effect?", ["months_after", "2026-11-30", 3], "2027-02-28", "date", 1, "통지 도달 2026-11-30", "통지 도달 후 3개월 = 2027-02-28(2월 말일).", law=JU)
fig(K, "nospace", "만료2028-02-29갱신요구시작일언제", ["months_before", "2028-02-29", 6], "2027-08-29", "date", 1, "만료일 2028-02-29", "만료 6개월 전 = 2027-08-29.", law=JU)
fig(K, "normal", "2027년 9월 10일 만료인 전세인데, 집주인이 갱신거절 통지를 하려면 언제까지 해야 하나요?", ["months_before", "2027-09-10", 2], "2027-07-10", "date", 1, "만료일 2027-09-10", "임대인 갱신거절 통지도 만료 2개월 전까지 = 2027-07-10.", law=JU)
fig(K, "typo", "계약 끝나는날 2027.12.31인데 갱신요구 언제까지 해야되여", ["months_before", "2027-12-31", 2], "2027-10-31", "date", 1, "만료일 2027-12-31", "만료 2개월 전 = 2027-10-31.", law=JU)

K = "calc_jeonse_ratio"
R = dict(intent="리스크분석", ia=["시세조회"])
fig(K, "normal", "부산 사하구 2019년 준공 빌라 3층, 매매 2억1천, 전세 1억9천이면 전세가율 몇 %예요?", ["ratio", 19000, 21000], 90.48, "%", 0.1, "전세 1억9천, 매매 2억1천", "1억9,000만 ÷ 2억1,000만 × 100 = 90.48%.", **R)
fig(K, "colloquial", "매매 3.2억짜리 오피스텔에 전세 2.6억으로 들어가려는데 전세가율 몇이야? 깡통 위험해?", ["ratio", 26000, 32000], 81.25, "%", 0.1, "전세 2.6억, 매매 3.2억", "2억6,000만 ÷ 3억2,000만 × 100 = 81.25%.", **R)
fig(K, "nospace", "매매가5억전세가3억5천전세가율", ["ratio", 35000, 50000], 70, "%", 0.1, "전세 3억5천, 매매 5억", "3억5,000만 ÷ 5억 × 100 = 70%.", **R)
fig(K, "english", "In Daejeon, the sale price is 400 million won and the jeonse is 340 million won. What's the jeonse-to-price ratio?", ["ratio", 34000, 40000], 85, "%", 0.1, "전세 340,000,000원, 매매 400,000,000원", "3억4,000만 ÷ 4억 × 100 = 85%.", **R)
fig(K, "typo", "전세 1억 8천5백 매매 2억 전세가율 얼마에여", ["ratio", 18500, 20000], 92.5, "%", 0.1, "전세 1억8천5백, 매매 2억", "1억8,500만 ÷ 2억 × 100 = 92.5%.", **R)
fig(K, "normal", "인천 미추홀구 84㎡ 15층 아파트 매매 3억 2천만원, 전세 2억 4천만원이에요. 전세가율은요?", ["ratio", 24000, 32000], 75, "%", 0.1, "전세 2억4천, 매매 3억2천 (면적·층 무관)", "2억4,000만 ÷ 3억2,000만 × 100 = 75%.", **R)
fig(K, "followup", "매매 4억 그대로고 전세가 3억6천이면요?", ["ratio", 36000, 40000], 90, "%", 0.1, "전세 3억6천, 매매 4억", "3억6,000만 ÷ 4억 × 100 = 90%.", prev="매매 4억 전세 3억이면 전세가율 몇 %예요?", **R)
fig(K, "colloquial", "전주 아파트 매매 1억 7천, 전세 1억 5천3백. 전세가율 계산해줘", ["ratio", 15300, 17000], 90, "%", 0.1, "전세 1억5천3백, 매매 1억7천", "1억5,300만 ÷ 1억7,000만 × 100 = 90%.", **R)

K = "calc_loan_payment"
L = dict(intent="대출상담")
fig(K, "normal", "3억을 연 4%로 30년 원리금균등 상환하면 월 상환액이 얼마예요?", ["pmt", 30000, 0.04, 360], 143.22, "만원", 0.1, "원금 3억, 연 4%, 30년(360개월)", "= 143만2,246원.", **L)
fig(K, "colloquial", "2억 빌리는데 금리 3.5%에 20년 원리금균등이면 한 달에 얼마 갚아?", ["pmt", 20000, 0.035, 240], 115.99, "만원", 0.1, "원금 2억, 연 3.5%, 20년", "= 115만9,919원.", **L)
fig(K, "nospace", "대출1억5천금리4.2%만기10년원리금균등월납입액", ["pmt", 15000, 0.042, 120], 153.3, "만원", 0.1, "원금 1억5천, 연 4.2%, 10년", "= 153만2,976원.", **L)
fig(K, "english", "A 250 million won mortgage at 3.8% for 30 years with equal principal-and-interest payments. What's the monthly payment?", ["pmt", 25000, 0.038, 360], 116.49, "만원", 0.1, "원금 250,000,000원, 연 3.8%, 30년", "= 116만4,893원.", **L)
fig(K, "typo", "전세대출 1억 2천 금리 연 3.6% 이자만 내면 한달 이자 얼마에여", ["interest_only", 12000, 0.036], 36, "만원", 0, "대출 1억2천, 연 3.6%, 이자만", "1억2,000만 × 3.6% ÷ 12 = 36만원.", **L)
fig(K, "normal", "매매가 6억 아파트에 LTV 70%가 적용되면 대출 한도는 얼마예요?", ["ltv", 60000, 0.7], 42000, "만원", 0, "매매 6억, LTV 70%", "6억 × 70% = 4억2,000만원.", **L)
fig(K, "followup", "같은 3억, 연 4%인데 40년 원리금균등으로 하면 월 얼마예요?", ["pmt", 30000, 0.04, 480], 125.38, "만원", 0.1, "원금 3억, 연 4%, 40년(480개월)", "= 125만3,815원.", prev="3억 4% 30년 원리금균등 월 얼마예요?", **L)
fig(K, "colloquial", "디딤돌로 1억 8천을 2.65%에 30년 원리금균등으로 빌리면 월 얼마 나와?", ["pmt", 18000, 0.0265, 360], 72.53, "만원", 0.1, "원금 1억8천, 연 2.65%, 30년", "= 72만5,335원.", **L)
fig(K, "english", "Interest-only loan of 200 million won at 4.5% a year — what's the monthly interest?", ["interest_only", 20000, 0.045], 75, "만원", 0, "대출 200,000,000원, 연 4.5%, 이자만", "2억 × 4.5% ÷ 12 = 75만원.", **L)
fig(K, "normal", "세종 아파트(2027-03-31 입주 예정, 전용 59㎡) 매매가 4억 5천, LTV 60%면 최대 대출금은 얼마예요?", ["ltv", 45000, 0.6], 27000, "만원", 0, "매매 4억5천, LTV 60%", "4억5,000만 × 60% = 2억7,000만원.", **L)
fig(K, "nospace", "4억을연3%로25년원리금균등상환하면월상환액", ["pmt", 40000, 0.03, 300], 189.68, "만원", 0.1, "원금 4억, 연 3%, 25년(300개월)", "= 189만6,845원.", **L)
fig(K, "normal", "대출원금 100,000,000원, 연 5%, 10년 원리금균등이면 월 상환액이 원 단위로 얼마예요?", ["pmt_won", 100000000, 0.05, 120], 1060655, "원", 1, "원금 100,000,000원, 연 5%, 10년", "= 1,060,655원.", **L)

K = "calc_missing_input"
def miss(phr, q, law, missing, prev=None, intent="법률상담", ia=None):
    add(K, phr, q, intent, AS, law=law, prev=prev, ia=ia, missing=missing)
miss("normal", "아파트 사려는데 중개보수 얼마 내야 해요?", BRK, "매매가격")
miss("colloquial", "전세 갱신하면 최대 얼마까지 올려줘야 돼?", JU, "현재 보증금(또는 월세) 금액")
miss("normal", "부산 사는데 경매되면 최우선변제 받을 수 있나요?", JU, "보증금 금액", ia=["리스크분석"])
miss("normal", "보증금 일부를 월세로 돌리면 월세를 얼마까지 받을 수 있어요?", JU, "월세로 전환할 보증금 액수")
miss("normal", "갱신요구는 만료일 기준으로 정확히 며칠까지 해야 돼요?", JU, "계약 만료일")
miss("english", "How much late-payment interest can I claim on my unreturned deposit? It's been 5 months.", MIN, "보증금 금액")
miss("normal", "전세가율 계산 좀 해 주세요. 전세금은 2억이에요.", None, "매매가격", intent="리스크분석", ia=["시세조회"])
miss("normal", "연 4%로 30년 원리금균등이면 월 얼마씩 갚아요?", None, "대출 원금", intent="대출상담")
miss("nospace", "보증금1억최우선변제얼마받아요", JU, "주택 소재 지역", ia=["리스크분석"])
miss("typo", "월세 계약 복비 얼마인가여 월세는 60이에요", BRK, "보증금 금액")
miss("colloquial", "대출 3억 30년 원리금균등이면 한 달에 얼마야?", None, "대출 금리", intent="대출상담")
miss("english", "What's the maximum broker fee for a jeonse contract?", BRK, "전세 보증금 금액")
miss("normal", "묵시적 갱신 후에 해지 통보하면 정확히 몇 월 며칠에 효력 생겨요?", JU, "해지 통지 도달일")
miss("followup", "월세는요? 월세도 갱신 때 5%만 올릴 수 있잖아요, 얼마까지예요?", JU, "현재 월세 금액", prev="전세 3억 갱신하면 상한 얼마예요?")
miss("colloquial", "지연이자 계산해줘. 보증금 1억 5천이야", MIN, "반환 지연 기간")
miss("normal", "LTV 70%면 대출 얼마까지 나와요?", None, "주택 가격(매매가)", intent="대출상담")
# missing rows without law: drop the None
for r in Q:
    if r.get("law") is None: r.pop("law", None)

# =====================================================================
# C. MARKET
# =====================================================================
def plain(kind, items):
    for it in items:
        phr, q, intent, teams = it[:4]
        ex = it[4] if len(it) > 4 else {}
        add(kind, phr, q, intent, teams, prev=ex.get("prev"), ia=ex.get("ia"), ta=ex.get("ta"), verdict=ex.get("verdict"),
            law=ex.get("law"), la=ex.get("la"))

plain("market_price", [
    ("normal", "부산 해운대구 마린시티 아파트 매매 시세 요즘 얼마예요?", "시세조회", S),
    ("colloquial", "대구 수성구 범어동 30평대 아파트 전세 얼마 정도 해?", "시세조회", S),
    ("english", "What's the typical monthly rent for a one-room near Jeonbuk National University in Jeonju?", "시세조회", S),
    ("nospace", "세종시나성동아파트최근실거래가", "시세조회", S),
    ("typo", "인천 미추홀구 주안동 빌라 전세 시새 알려주세여", "시세조회", S),
    ("normal", "제주시 노형동 84㎡ 아파트 최근 실거래가 알려주세요", "시세조회", S),
    ("followup", "봉선동 아파트 전세 시세는요?", "시세조회", S, {"prev": "광주 남구 봉선동 아파트 매매 시세 얼마예요?"}),
    ("english", "What do small officetels sell for these days in Ulsan Nam-gu?", "시세조회", S),
    ("colloquial", "대전 둔산동 크로바아파트 요즘 매매 얼마 해?", "시세조회", S),
    ("normal", "경남 김해시 장유동 25평 아파트 전세 시세가 궁금해요", "시세조회", S),
])
plain("market_compare", [
    ("normal", "부산 해운대구랑 수영구 아파트 매매가 비교해 주세요", "시세조회", AS, {"ta": [S]}),
    ("english", "Compare jeonse prices for apartments in Daejeon Yuseong-gu vs Seo-gu", "시세조회", AS, {"ta": [S]}),
    ("colloquial", "세종이랑 청주 오송 중에 아파트 전세 어디가 더 싸?", "시세조회", AS, {"ta": [S]}),
    ("nospace", "대구수성구랑달서구아파트평균매매가비교", "시세조회", AS, {"ta": [S]}),
    ("typo", "부산 동래구랑 연제구 빌라 전세 어디가 더 비싸여 비교좀", "시세조회", AS, {"ta": [S]}),
    ("followup", "광주 수완지구도 같이 비교해줘", "시세조회", AS, {"ta": [S], "prev": "광주 봉선동이랑 첨단지구 아파트 매매가 비교해줘"}),
])
plain("market_trend", [
    ("normal", "울산 남구 아파트 매매가 최근 2년 추이 보여주세요", "시세조회", AS),
    ("english", "Show me how jeonse prices in Incheon Songdo changed over the last year", "시세조회", AS),
    ("typo", "전주 에코시티 아파트값 요즘 오르고잇나여 추이좀 보여주세여", "시세조회", AS),
    ("colloquial", "창원 성산구 집값 작년보다 떨어졌어? 흐름 좀 봐줘", "시세조회", AS),
    ("nospace", "세종시아파트매매가3년추이그래프로보여줘", "시세조회", AS),
    ("normal", "포항 남구 아파트 전세가격이 최근 6개월 동안 어떻게 변했나요?", "시세조회", AS),
])
plain("market_jeonse_gap", [
    ("normal", "인천 미추홀구 빌라 전세가율이 평균 어느 정도예요?", "시세조회", AS, {"ia": ["리스크분석"]}),
    ("english", "What's the average jeonse-to-sale ratio for villas in Busan Saha-gu? I heard it's risky there.", "시세조회", AS, {"ia": ["리스크분석"]}),
    ("nospace", "대구달서구아파트매매가랑전세가갭얼마나돼요", "시세조회", AS, {"ia": ["리스크분석"]}),
    ("colloquial", "청주 오피스텔 전세가율 높아? 갭 얼마나 나?", "시세조회", AS, {"ia": ["리스크분석"]}),
    ("typo", "인천 부평구 빌라 매매랑 전세 차이 얼마 안난다던데 전세가율 몇프로쯤이에여", "시세조회", AS, {"ia": ["리스크분석"]}),
    ("followup", "대전 유성구 아파트는요? 전세가율 어느 정도예요?", "시세조회", AS, {"ia": ["리스크분석"], "prev": "대전 서구 아파트 전세가율 얼마예요?"}),
])
plain("market_listing", [
    ("normal", "부산대역 근처 원룸 월세, 보증금 500 이하 매물 있어요?", "시세조회", S),
    ("english", "Find two-bedroom jeonse listings under 200 million won near Daejeon City Hall station", "시세조회", S),
    ("nospace", "세종시84㎡아파트전세3억이하매물", "시세조회", S),
    ("colloquial", "광주 첨단지구 투룸 반전세 매물 좀 찾아줘", "시세조회", S),
    ("typo", "제주시 연동 오피스텔 월세 매물 잇나여 주차되는걸루", "시세조회", S),
    ("normal", "수원 영통역 도보 10분 이내 59㎡ 아파트 매매 5억 이하 매물 보여주세요", "시세조회", S),
])

# =====================================================================
# D. LOANS
# =====================================================================
plain("loan_product", [
    ("normal", "신생아 특례 디딤돌대출 금리랑 소득 기준이 어떻게 돼요?", "대출상담", S),
    ("english", "What is HUG's jeonse deposit return guarantee, and roughly how much does it cost?", "대출상담", S, {"ia": ["리스크분석"]}),
    ("colloquial", "청년 버팀목 전세대출 한도 얼마야?", "대출상담", S),
    ("nospace", "스트레스DSR3단계가뭐예요", "대출상담", S),
    ("typo", "보금자리론 조건이 어떻게되나여 집값 상한 잇나요", "대출상담", S),
    ("normal", "HF 전세자금보증이랑 SGI 전세대출 보증은 뭐가 달라요?", "대출상담", S),
    ("english", "Can you explain LTV and DSR in simple terms for a first-time buyer?", "대출상담", S),
    ("normal", "신혼부부 전용 주택구입자금 대출 조건 알려주세요", "대출상담", S),
    ("followup", "중기청 전세대출은요? 아직 있어요?", "대출상담", S, {"prev": "버팀목 전세대출 금리 얼마예요?"}),
    ("typo", "특례보금자리론 아직 잇나여 없어졌나여", "대출상담", S),
    ("colloquial", "전세자금대출이랑 전세보증보험 같이 드는 상품 있어?", "대출상담", S),
    ("nospace", "생애최초주택구입LTV규제얼마예요", "대출상담", S),
    ("english", "What is the newborn special loan (신생아 특례대출) and who qualifies?", "대출상담", S),
    ("normal", "주택담보대출 고정금리랑 변동금리 차이, 혼합형은 뭐예요?", "대출상담", S),
])
plain("loan_eligibility", [
    ("normal", "연소득 합산 5천 맞벌이 신혼부부예요. 4억짜리 집 사는데 디딤돌 대출 받을 수 있나요?", "대출상담", AS),
    ("english", "I'm 29, earn 38 million won a year, and want a 150 million won jeonse in Busan. Am I eligible for the youth Beotimmok loan?", "대출상담", AS),
    ("colloquial", "나 무주택자고 연봉 7천인데 보금자리론 돼?", "대출상담", AS),
    ("nospace", "전세대출받고있는데제가집을사면전세대출회수되나요", "대출상담", AS, {"ta": [S]}),
    ("typo", "신용점수 650인데 전세대출 나올까여 직장 1년차에요", "대출상담", AS),
    ("normal", "연봉 6천에 신용대출 월 50만원 갚는 중인데, DSR 40%면 주담대 얼마까지 가능할까요?", "대출상담", AS),
    ("normal", "세종에서 생애최초로 5억 아파트 사려는데 LTV 몇 %까지 받을 수 있어요?", "대출상담", AS),
    ("followup", "저 같은 경우 한도는 얼마까지 나와요? 전세 보증금 2억짜리예요", "대출상담", AS, {"prev": "연봉 4천 청년인데 버팀목 받을 수 있어요?"}),
    ("colloquial", "작년에 애 낳았고 부부 합산 1억 2천 버는데 신생아 특례 디딤돌 돼?", "대출상담", AS),
    ("english", "I'm a foreigner with an F-2 visa working in Incheon. Can I get a jeonse loan?", "대출상담", AS),
    ("typo", "1주택자인데 이사갈 집 사면서 주담대 또 받을수잇나여 일시적2주택", "대출상담", AS),
    ("normal", "프리랜서라 소득 증빙이 3,200만원밖에 안 되는데 버팀목 전세대출 한도가 얼마나 나올까요?", "대출상담", AS),
])

# =====================================================================
# E. RISK
# =====================================================================
plain("risk_check", [
    ("normal", "부산 사상구 빌라 전세 1억 8천인데 근저당 채권최고액이 1억 2천 잡혀 있어요. 위험한가요?", "리스크분석", AS),
    ("english", "The house I want to rent in Incheon is owned by a trust company. Is it safe to sign the lease with the original owner?", "리스크분석", AS, {"verdict": "수탁자(신탁사) 동의 없으면 위험"}),
    ("colloquial", "다가구 원룸인데 나보다 먼저 들어온 세입자가 12명이래. 보증금 괜찮을까?", "리스크분석", AS),
    ("nospace", "등기부에가압류있는집전세들어가도되나요", "리스크분석", AS),
    ("typo", "집주인이 국세 체납잇으면 내 보증금 위험한가여", "리스크분석", AS),
    ("normal", "대구 수성구 아파트 전세 3억인데 매매 시세가 3억 2천이에요. 깡통전세인가요?", "리스크분석", AS),
    ("normal", "제주 단독주택 전세인데 공시가격 2억, 전세금 2억 5천이에요. 선순위 권리는 없고요. HUG 반환보증 가입될까요?", "리스크분석", AS, {"verdict": "가입 가능(공시가 126% 기준 2억5,200만 이내)"}),
    ("followup", "채권최고액이 집값의 70%면요? 전세는 집값의 30%예요", "리스크분석", AS, {"prev": "근저당 있는 집에 전세 들어가도 괜찮아요?"}),
    ("english", "The landlord plans to sell the house right after I sign the jeonse contract. Should I be worried?", "리스크분석", AS),
    ("colloquial", "전세 잔금날에 집주인이 바뀐대. 괜찮은 거야?", "리스크분석", AS),
    ("normal", "전주 덕진구 다가구주택 전세 7천인데 건물에 근저당 3억이 있고 세입자가 많아요. 이 집 괜찮을까요?", "리스크분석", AS),
    ("typo", "집주인이 법인인데 전세 들어가도 되나여 신탁은 아니래여", "리스크분석", AS),
])
plain("risk_checklist", [
    ("normal", "전세 계약 전에 등기부등본에서 꼭 봐야 할 부분 알려주세요", "리스크분석", AS),
    ("english", "What should I check before paying a deposit for a one-room in Korea?", "리스크분석", AS),
    ("nospace", "빌라매매하기전에확인해야할것들", "리스크분석", AS),
    ("colloquial", "전세 잔금날 뭐뭐 챙겨야 돼?", "리스크분석", AS),
    ("typo", "전세사기 안당하려면 머머 확인해야되나여", "리스크분석", AS),
    ("followup", "매매 잔금 치를 때는 뭘 확인해야 돼요?", "리스크분석", AS, {"prev": "전세 계약 전에 뭐 확인해야 돼요?"}),
    ("english", "How do I read a Korean property register (등기부등본) to spot risks before renting?", "리스크분석", AS),
    ("normal", "오피스텔 월세 계약할 때 주의할 점이 뭐가 있을까요?", "리스크분석", AS),
])

# =====================================================================
# F. CONTRACTS
# =====================================================================
plain("contract_draft", [
    ("normal", "부산 남구 대연동 OO빌라 202호, 보증금 1억 5천, 2년 전세 계약서 초안 써 주세요", "계약서작성", DS),
    ("english", "Draft a monthly rent contract: deposit 10 million won, rent 600,000 won, 1 year, studio in Deokjin-gu, Jeonju", "계약서작성", DS),
    ("colloquial", "반려견 키워도 된다는 특약 넣어서 월세 계약서 하나 써줘", "계약서작성", DS),
    ("nospace", "전세계약서에잔금일근저당말소조건특약넣어서작성해줘", "계약서작성", DS),
    ("typo", "매매계약서 써주세여 세종 아파트 5억 계약금 10프로", "계약서작성", DS),
    ("normal", "보증금 반환이 늦어지면 지연이자를 준다는 특약 문구 만들어 주세요", "계약서작성", DS),
    ("english", "Please write a jeonse contract for unit 1203, building 105, an apartment in Suseong-gu, Daegu: deposit 300 million won, 2 years from 2027-02-01", "계약서작성", DS),
    ("colloquial", "보증금 3000에 월세 65, 1년짜리 원룸 계약서 써 줘. 인천 미추홀구 학익동이야", "계약서작성", DS),
])
plain("contract_review", [
    ("normal", "계약서에 '임차인은 퇴거 시 도배·장판을 전부 새로 해 준다'는 특약이 있는데 괜찮나요?", "계약서검토", DS, {"verdict": "통상 손모까지 부담시키는 특약은 불리"}),
    ("english", "My lease says 'the tenant waives the right to request renewal.' Is that clause valid?", "계약서검토", DS, {"verdict": "무효(임차인에게 불리한 약정)", "law": JU}),
    ("colloquial", "'잔금 후 임대인은 근저당 설정 가능' 이런 특약 있는데 사인해도 돼?", "계약서검토", DS, {"verdict": "위험, 삭제 필요"}),
    ("nospace", "특약에보증금은새세입자구해지면반환한다고써있는데괜찮나요", "계약서검토", DS, {"verdict": "불리함(동시이행 원칙 위배)"}),
    ("typo", "계약서에 관리비 포함 이라고만 써잇는데 문제없나여", "계약서검토", DS),
    ("normal", "이 조항 봐 주세요: '임대인은 계약기간 중 언제든지 1개월 전 통보로 계약을 해지할 수 있다'", "계약서검토", DS, {"verdict": "임차인에게 불리해 무효", "law": JU}),
    ("followup", "'애완동물 사육 시 보증금에서 100만원 공제' 이 조항이요", "계약서검토", DS, {"prev": "계약서 특약 검토해 줄 수 있어요?"}),
    ("english", "My contract says 'the deposit will be returned within 2 months after the tenant moves out.' Is that okay?", "계약서검토", DS, {"verdict": "불리함(동시이행 원칙 위배)"}),
    ("normal", "특약에 '임차인은 전입신고를 하지 않는다'고 되어 있어요. 이대로 계약해도 될까요?", "계약서검토", DS, {"verdict": "위험(대항력·우선변제 상실)"}),
    ("colloquial", "매매계약서에 '계약금은 총액의 5%, 해약 시 계약금 포기'라는데 이거 나한테 불리한 거야?", "계약서검토", DS),
])

# =====================================================================
# G. OTHER
# =====================================================================
plain("comprehensive", [
    ("normal", "부산에서 신혼집을 전세로 할지 매매로 할지 고민이에요. 부부 합산 연봉 8천이에요", "종합분석", AS, {"ia": ["대출상담"]}),
    ("english", "I'm relocating to Daegu for work. Should I rent or buy?", "종합분석", AS),
    ("colloquial", "지금 집 사도 돼? 세종 쪽 보고 있음", "종합분석", AS, {"ia": ["시세조회"]}),
    ("nospace", "청주에집사려는데대출이랑시세랑다봐줘", "종합분석", AS),
    ("typo", "전주 아파트 갭투자 괜찮은가여", "종합분석", AS, {"ia": ["리스크분석"]}),
    ("vague", "집 문제로 고민이 많아요", "종합분석", AS, {"ta": [S]}),
    ("normal", "제주 단독주택을 4억에 사려는데 시세, 대출, 세금까지 종합적으로 검토해 주세요", "종합분석", AS),
    ("followup", "그럼 대출까지 고려하면 어디가 나아요?", "종합분석", AS, {"prev": "세종이랑 대전 유성구 중에 어디에 집 살까요?", "ia": ["대출상담"]}),
    ("colloquial", "결혼 앞두고 있는데 전세, 월세, 매매 중에 뭐가 나아? 대구 쪽이야", "종합분석", AS),
    ("english", "I have 200 million won saved. Where in Korea should I buy, and how much can I borrow?", "종합분석", AS, {"ia": ["대출상담"]}),
])
plain("irrelevant", [
    ("normal", "안녕하세요 반가워요", "irrelevant", []),
    ("colloquial", "오늘 부산 날씨 어때?", "irrelevant", []),
    ("english", "Write a Python function that reverses a string", "irrelevant", []),
    ("normal", "삼성전자 주식 지금 사도 될까요?", "irrelevant", []),
    ("normal", "고마워요 수고하셨어요", "irrelevant", []),
    ("normal", "된장찌개 맛있게 끓이는 법 알려줘", "irrelevant", []),
    ("nospace", "토익점수빨리올리는방법", "irrelevant", []),
    ("typo", "롤 티어 올리는법 알려주셈", "irrelevant", []),
    ("english", "What's the capital of Australia?", "irrelevant", []),
    ("colloquial", "심심한데 농담 하나 해줘", "irrelevant", []),
    ("normal", "KTX 서울에서 부산까지 몇 시간 걸려요?", "irrelevant", []),
    ("typo", "비트코인 지금 사도 되나여", "irrelevant", []),
])
plain("unclear", [
    ("vague", "그거 어떻게 됐어요?", "unclear", []),
    ("english", "Can you help me with this?", "unclear", []),
    ("vague", "ㅁㄴㅇㄹ", "unclear", []),
    ("normal", "저기요 질문 하나만요", "unclear", []),
    ("nospace", "이거맞아요?", "unclear", []),
    ("english", "what about the other one", "unclear", []),
])

# =====================================================================
# ids, splits, write
# =====================================================================
seen = collections.Counter()
out_spec = {}
for n, r in enumerate(Q, 1):
    r["id"] = f"E{n:03d}"
    r["split"] = "tune2" if seen[r["kind"]] % 2 == 0 else "holdout2"
    seen[r["kind"]] += 1
    sp = r.pop("_spec")
    if sp is not None: out_spec[r["id"]] = sp
    if "teams_alt" in r:
        r["teams_alt"] = [t for t in r["teams_alt"] if t != r["teams"]]
        if not r["teams_alt"]: del r["teams_alt"]
    if "law_alt" in r and r["law_alt"] is None: del r["law_alt"]

with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for r in Q:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
    json.dump(out_spec, f, ensure_ascii=False, indent=0)
print(len(Q), "questions,", len(out_spec), "figures")

# ---------------- README counts ----------------
def write_readme():
    rows = Q
    kinds = list(dict.fromkeys(r["kind"] for r in rows))
    c = collections.Counter((r["kind"], r["split"]) for r in rows)
    lines = ["| kind | tune2 | holdout2 | total |", "|---|---|---|---|"]
    for k in kinds:
        lines.append(f"| `{k}` | {c[(k, 'tune2')]} | {c[(k, 'holdout2')]} | {c[(k, 'tune2')] + c[(k, 'holdout2')]} |")
    T = sum(1 for r in rows if r["split"] == "tune2"); H = len(rows) - T
    lines.append(f"| **total** | **{T}** | **{H}** | **{len(rows)}** |")
    ph = collections.Counter(r["phrasing"] for r in rows)
    it = collections.Counter(r["intent"] for r in rows)
    nf = sum("figure" in r for r in rows); nm = sum("missing" in r for r in rows)
    lv = sum(1 for r in rows if (r["kind"].startswith("legal_") or r["kind"] == "timeline_notice") and "verdict" in r)
    txt = f"""# eval2 — second blind evaluation set for 홈즈냥즈

- **Author**: a helper session (Claude) started by the project, writing **blind**: no product code, rules, corpus, tests or docs
  were read and the product was not run. Only `benchmarks/eval/TAXONOMY.md` (kinds and labelling conventions),
  `benchmarks/eval/check_figures.py` (computation conventions) and the JSON line format of `benchmarks/eval/questions.jsonl`
  were consulted; all questions and phrasings here are new.
- **Date / reference date**: 2026-11-26.
- **Conventions**: identical to `../eval/TAXONOMY.md` (fields, intents, teams, law names, figure rules), except
  `split` ∈ `tune2` | `holdout2`, alternating within each kind in file order (first = `tune2`), and ids `E001…`.

Files: `questions.jsonl` (the set), `build_questions.py` (source; hand-entered figures; regenerates the jsonl, specs and this README),
`figure_checks.json` (machine-readable inputs per figure), `check_figures.py` (recomputes every figure independently from
those inputs, validates every line and coverage; paths relative to itself; prints `OK`).

Run: `python3 check_figures.py` → last line `OK`.

## Counts

{chr(10).join(lines)}

Questions with `figure`: {nf}; with `missing`: {nm}; legal-kind questions with `verdict`: {lv} (all 13 statutes, ≥6 each).

Phrasings: {', '.join(f'{k}: {v}' for k, v in ph.most_common())}

Intents: {', '.join(f'{k}: {v}' for k, v in it.most_common())}
"""
    open(os.path.join(HERE, "README.md"), "w", encoding="utf-8").write(txt)

write_readme()
