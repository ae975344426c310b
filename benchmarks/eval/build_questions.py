# -*- coding: utf-8 -*-
"""Builds questions.jsonl + figure_checks.json. Figures are HAND-ENTERED here;
check_figures.py recomputes them independently from the `chk` specs."""
import json, collections, re

S = ["search"]; AS = ["analysis", "search"]; DS = ["document", "search"]; N = []
HL = "주택임대차보호법"; CIV = "민법"; PR = "민간임대주택에 관한 특별법"; BR = "공인중개사법"
RPT = "부동산 거래신고 등에 관한 법률"; REG = "부동산등기법"; HA = "주택법"; AM = "공동주택관리법"
BS = "건축물의 분양에 관한 법률"; PD = "부동산 가격공시에 관한 법률"; PC = "공동주택 분양가격의 산정 등에 관한 규칙"
NO = "공동주택 층간소음의 범위와 기준에 관한 규칙"; FV = "전세사기피해자 지원 및 주거안정에 관한 특별법"; LIT = "소송촉진 등에 관한 특례법"

ITEMS = []
def add(kind, ph, q, intent, teams, prev=None, ia=None, ta=None, law=None, la=None, fig=None, verdict=None, missing=None):
    d = {"kind": kind, "phrasing": ph, "q": q}
    if prev: d["prev"] = prev
    d["intent"] = intent
    if ia: d["intent_alt"] = ia
    d["teams"] = sorted(teams)
    if ta: d["teams_alt"] = [sorted(t) for t in ta]
    if law: d["law"] = law
    if la: d["law_alt"] = la
    chk = None
    if fig:
        value, unit, tol, inputs, how, chk = fig
        d["figure"] = {"value": value, "unit": unit, "tol": tol, "inputs": inputs, "how": how}
    if verdict: d["verdict"] = verdict
    if missing: d["missing"] = missing
    ITEMS.append((d, chk))

# ---- how-text snippets (rules, with effective dates) ----
H_CAP = "주택임대차보호법 제7조 제2항(2020-07-31 시행): 증액은 약정 보증금·차임의 20분의 1(5%)을 초과 못 함, 갱신요구 시 제6조의3 제3항으로 준용. "
H_BRS = "공인중개사법 시행규칙 별표1(2021-10-19 시행) 매매 상한요율: 5천만 미만 0.6%(한도 25만), 5천만~2억 미만 0.5%(한도 80만), 2억~9억 미만 0.4%, 9억~12억 미만 0.5%, 12억~15억 미만 0.6%, 15억 이상 0.7%. 부가세 별도. "
H_BRL = "공인중개사법 시행규칙 별표1(2021-10-19 시행) 임대차 상한요율: 5천만 미만 0.5%(한도 20만), 5천만~1억 미만 0.4%(한도 30만), 1억~6억 미만 0.3%, 6억~12억 미만 0.4%, 12억~15억 미만 0.5%, 15억 이상 0.6%. 월세는 거래금액 = 보증금 + 월차임×100, 그 값이 5천만원 미만이면 보증금 + 월차임×70. 부가세 별도. "
H_CONV = "주택임대차보호법 제7조의2, 시행령 제9조: 전환율 상한 = min(연 10%, 한국은행 기준금리 + 연 2%p); 기준금리 2.50%(2025-05-29~) → 4.5%. 월차임 = 전환 보증금 × 4.5% ÷ 12. "
H_PRI = "주택임대차보호법 제8조, 시행령 제10·11조(2023-02-21 시행, 담보물권 설정일 기준): 서울 1억6,500만 이하 → 5,500만; 과밀억제권역(서울 제외)·세종·용인·화성·김포 1억4,500만 이하 → 4,800만; 광역시(군 제외)·안산·광주·파주·이천·평택 8,500만 이하 → 2,800만; 그 밖 7,500만 이하 → 2,500만. 변제액 = min(보증금, 한도), 주택가액(낙찰가)의 1/2 이내. "
H_INT5 = "민법 제379조 법정이율 연 5% (지연손해금, 반환기일 다음날부터). "
H_INT12 = "소송촉진 등에 관한 특례법 제3조 및 법정이율에 관한 규정(2019-06-01 시행) 연 12%, 소장 부본 송달 다음날부터. "
H_REN = "주택임대차보호법 제6조의3 제1항(제6조 제1항 기간; 2020-12-10 이후 체결·갱신 계약): 임대차 종료 6개월 전부터 2개월 전까지 갱신요구. "
H_TAC = "주택임대차보호법 제6조의2(묵시적 갱신 후 임차인 해지): 임차인은 언제든 해지 통지 가능, 임대인이 통지받은 날부터 3개월 후 효력. "
H_JR = "전세가율 = 전세보증금 ÷ 매매가격 × 100. "
H_PMT = "원리금균등 월상환액 = P·i·(1+i)^n / ((1+i)^n − 1), i = 연이율/12, n = 개월수. "
H_LTV = "대출한도 = 주택가격 × LTV (질문에 명시된 LTV, DSR 등 다른 규제는 무시). "

# =====================================================================
# A. LEGAL
# =====================================================================
k = "legal_housing_lease"
add(k, "normal", "전입신고랑 확정일자 받으면 대항력은 언제부터 생기는 거예요?", "법률상담", S, law=HL, verdict="인도+전입 다음날 0시부터")
add(k, "colloquial", "이사 당일에 집주인이 대출 받으면 저 보증금 못 받는 거예요? 전입신고는 그날 했어요", "법률상담", S, ia=["리스크분석"], ta=[AS], law=HL, verdict="당일 근저당이 선순위가 될 수 있음")
add(k, "nospace", "계약갱신청구권한번쓰면몇년더살수있어요", "법률상담", S, law=HL, verdict="1회, 2년 연장")
add(k, "english", "My lease ends in March and the landlord says his son will move in. Can he refuse my renewal request?", "법률상담", S, law=HL, verdict="직계비속 실거주면 거절 가능")
add(k, "typo", "집주인이 실거주한다고 갱신거절햇는데 다른사람한테 세줫어요 손해배상 받을수잇나요", "법률상담", S, law=HL, verdict="손해배상 청구 가능")
add(k, "normal", "계약 끝났는데 보증금을 안 돌려줘요. 임차권등기명령 신청하면 이사 나가도 되나요?", "법률상담", S, law=HL, verdict="등기 완료 후 이사해야 대항력 유지")
add(k, "colloquial", "집주인 바뀌었대요 그럼 보증금은 새 집주인한테 달라고 하면 돼요?", "법률상담", S, law=HL, verdict="대항력 있으면 새 집주인이 반환의무 승계")
add(k, "normal", "계약서 쓰기 전에 집주인한테 세금 체납 있는지 보여달라고 할 수 있나요?", "법률상담", S, ia=["리스크분석"], law=HL, verdict="납세증명서 제시 요구 가능")
add(k, "followup", "그럼 연장된 2년 중간에 제가 먼저 나가도 돼요?", "법률상담", S, prev="갱신요구권 쓰면 2년 연장되는 거죠?", law=HL, verdict="언제든 해지 통지 가능, 3개월 후 효력")
add(k, "normal", "1년으로 계약했는데 제가 원하면 2년 살 수 있나요?", "법률상담", S, law=HL, verdict="임차인은 2년 주장 가능")
add(k, "english", "What's the difference between 확정일자 and 전입신고? Do I need both to protect my deposit?", "법률상담", S, law=HL, verdict="둘 다 필요")
add(k, "normal", "세입자가 사망하면 임대차 계약은 어떻게 되나요? 같이 살던 사실혼 배우자가 있어요", "법률상담", S, law=HL, verdict="사실혼 배우자가 승계 가능")

k = "legal_civil"
add(k, "colloquial", "보일러 고장났는데 수리비 누가 내야 돼요? 집주인은 세입자가 고치래요", "법률상담", S, law=CIV, la=[HL], verdict="원칙적으로 집주인 부담")
add(k, "normal", "이사 나갈 때 원상복구 어디까지 해야 하나요? 벽지 누렇게 변한 것도 해줘야 해요?", "법률상담", S, law=CIV, verdict="통상 손모는 원상복구 대상 아님")
add(k, "normal", "매매 계약금 넣었는데 집주인이 더 비싸게 팔겠다고 계약 파기한대요. 배액 받을 수 있나요?", "법률상담", S, law=CIV, verdict="계약금 배액상환 청구 가능")
add(k, "nospace", "월세두번밀리면바로쫓겨나요", "법률상담", S, law=CIV, la=[HL], verdict="2기 연체 시 해지 가능")
add(k, "english", "I paid to fix a leaking pipe myself. Can I get the money back from the landlord?", "법률상담", S, law=CIV, verdict="필요비 상환 청구 가능")
add(k, "typo", "집주인 동의업시 방 하나 전대 하면 계약해지 당하나요", "법률상담", S, law=CIV, verdict="무단전대는 해지 사유")
add(k, "normal", "전세권 설정등기랑 확정일자 차이가 뭐에요? 뭐가 더 안전해요?", "법률상담", S, law=CIV, la=[HL, REG])
add(k, "colloquial", "계약기간 1년 남았는데 회사 때문에 이사가야 돼요. 중간에 빼달라고 하면 집주인이 꼭 보증금 돌려줘야 해요?", "법률상담", S, law=CIV, la=[HL], verdict="합의 없으면 반환 의무 없음")
add(k, "followup", "중도금까지 냈으면요?", "법률상담", S, prev="매매 계약금 받고 나서 매도인이 해약하면 어떻게 돼요?", law=CIV, verdict="이행 착수 후라 계약금 해제 불가")

k = "legal_private_rental"
add(k, "normal", "임대사업자 집에 사는데 재계약 때 5% 넘게 올릴 수 있어요?", "법률상담", S, law=PR, verdict="5% 초과 증액 불가")
add(k, "normal", "제가 사는 집이 등록임대주택인지 어떻게 확인해요?", "법률상담", S, law=PR)
add(k, "colloquial", "장기일반민간임대 의무임대기간 몇 년이야?", "법률상담", S, law=PR, verdict="10년")
add(k, "english", "My landlord is a registered rental business operator. Is he required to buy deposit guarantee insurance?", "법률상담", S, law=PR, verdict="임대보증금 보증 가입 의무")
add(k, "nospace", "임대사업자인데의무임대기간중에집팔수있나요", "법률상담", S, law=PR, verdict="다른 임대사업자에게 양도는 가능")
add(k, "colloquial", "집주인이 임대사업자인데 계약 끝났다고 그냥 나가래요. 저 더 살 수 있는 거 아닌가요?", "법률상담", S, law=PR, la=[HL], verdict="정당한 사유 없으면 재계약 거절 불가")
add(k, "typo", "민간임대주택 임대료 증엑하고 1년안에 또 올릴수 잇나요", "법률상담", S, law=PR, verdict="1년 이내 재증액 불가")
add(k, "normal", "임대사업자는 표준임대차계약서를 꼭 써야 하나요?", "법률상담", S, law=PR, verdict="표준임대차계약서 사용 의무")

k = "legal_brokerage"
add(k, "normal", "공인중개사 자격증 따면 바로 사무소 낼 수 있나요? 개설등록 요건이 뭐예요?", "법률상담", S, law=BR)
add(k, "colloquial", "부동산에서 복비 법정 한도보다 더 달라고 하는데 이거 불법 아니에요?", "법률상담", S, law=BR, verdict="한도 초과 수수는 위법")
add(k, "normal", "중개사가 중개대상물 확인설명서를 안 주고 계약 진행했는데 문제 되나요?", "법률상담", S, law=BR, verdict="확인설명서 교부 의무 위반")
add(k, "english", "Do I have to pay VAT on top of the real estate agent's brokerage fee?", "법률상담", S, law=BR)
add(k, "nospace", "중개사가설명안해줘서전세사기당했는데중개사한테책임물을수있나요", "법률상담", S, law=BR, verdict="손해배상 청구 가능")
add(k, "typo", "공인중게사 등록 안된 사람이 중개하면 어떻게되요", "법률상담", S, law=BR, verdict="무등록 중개는 처벌 대상")
add(k, "colloquial", "복비는 언제 줘요? 계약할 때 줘요 잔금 때 줘요?", "법률상담", S, law=BR)
add(k, "followup", "실무교육은 어디서 받아요?", "법률상담", S, prev="중개사무소 개설등록 하려면 뭐 필요해요?", law=BR)

k = "legal_deal_report"
add(k, "normal", "아파트 매매 계약하고 실거래가 신고는 며칠 안에 해야 돼요?", "법률상담", S, law=RPT, verdict="계약일부터 30일 이내")
add(k, "normal", "서울 원룸 보증금 2천에 월세 25만원인데 전월세 신고해야 하나요?", "법률상담", S, law=RPT, verdict="신고 대상 아님")
add(k, "nospace", "전월세신고안하면과태료얼마에요", "법률상담", S, law=RPT)
add(k, "english", "I'm a foreigner buying an apartment in Seoul. Is there a special report I need to file?", "법률상담", S, law=RPT)
add(k, "colloquial", "매매 계약 해제됐는데 실거래 신고한 거 취소해야 돼요?", "법률상담", S, law=RPT, verdict="해제신고 30일 이내 필요")
add(k, "typo", "토지거래허가구역 아파트 사면 실거주 해야되나여", "법률상담", S, law=RPT, verdict="실거주 의무 있음")
add(k, "normal", "중개사 없이 직거래로 집 사면 거래신고는 누가 하나요?", "법률상담", S, law=RPT, verdict="매도인·매수인 공동신고")
add(k, "followup", "확정일자도 따로 받아야 돼요?", "법률상담", S, prev="전월세 신고는 어디서 해요?", law=RPT, la=[HL], verdict="신고하면 확정일자 자동 부여")

k = "legal_registry"
add(k, "normal", "셀프등기 하려는데 소유권 이전등기에 필요한 서류가 뭐예요?", "법률상담", S, law=REG)
add(k, "colloquial", "등기권리증 잃어버렸는데 집 팔 수 있어요?", "법률상담", S, law=REG, verdict="확인서면 등으로 가능")
add(k, "normal", "등기부등본에서 표제부, 갑구, 을구는 각각 뭘 나타내나요?", "법률상담", S, ia=["리스크분석"], law=REG)
add(k, "english", "How do I get a copy of the property register (등기부등본) online?", "법률상담", S, law=REG)
add(k, "nospace", "전세권설정등기하려면집주인동의꼭필요해요", "법률상담", S, law=REG, la=[CIV], verdict="임대인 동의·공동신청 필요")
add(k, "typo", "등기부에 소유권이전청구권 가등기 라고 되잇는데 가등기가 뭔가요", "법률상담", S, ia=["리스크분석"], law=REG)
add(k, "colloquial", "아빠 집 증여받으면 등기 어떻게 해요? 제가 직접 해도 돼요?", "법률상담", S, law=REG)
add(k, "normal", "신탁등기 된 집이라는데 신탁원부는 어디서 발급받나요?", "법률상담", S, ia=["리스크분석"], law=REG)

k = "legal_housing_act"
add(k, "normal", "분양권 전매제한 기간 지금 몇 년이에요?", "법률상담", S, law=HA)
add(k, "normal", "분양가상한제 아파트 당첨되면 실거주 의무가 있나요?", "법률상담", S, law=HA)
add(k, "colloquial", "지역주택조합 가입했는데 탈퇴하면 낸 돈 돌려받을 수 있어?", "법률상담", S, law=HA)
add(k, "english", "Is it illegal to sell my housing subscription account (청약통장) to someone else?", "법률상담", S, law=HA, verdict="불법(공급질서 교란)")
add(k, "nospace", "공동주택사업계획승인은몇세대부터받아야돼요", "법률상담", S, law=HA, verdict="원칙 30세대 이상")
add(k, "typo", "청약 당첨됫는데 전매제한 어기고 팔면 어떻게 되요", "법률상담", S, law=HA, verdict="처벌·공급계약 취소 가능")
add(k, "colloquial", "우리 아파트 리모델링 하려면 주민 동의 얼마나 받아야 돼?", "법률상담", S, law=HA)
add(k, "followup", "수도권 공공택지면요?", "법률상담", S, prev="분양권 전매제한 기간 알려줘", law=HA)

k = "legal_apt_management"
add(k, "normal", "세입자인데 이사 갈 때 장기수선충당금 돌려받을 수 있어요?", "법률상담", S, law=AM, verdict="소유자에게 반환 청구 가능")
add(k, "normal", "입주자대표회의는 어떻게 구성되나요? 세입자도 동대표 할 수 있나요?", "법률상담", S, law=AM)
add(k, "normal", "관리비 때문에 관리사무소랑 분쟁인데 공동주택관리 분쟁조정위원회에 어떻게 신청해요?", "법률상담", S, law=AM)
add(k, "english", "How long is the builder liable for defects in a newly built apartment?", "법률상담", S, law=AM)
add(k, "nospace", "관리비내역공개안하는데어디다신고해요", "법률상담", S, law=AM)
add(k, "typo", "윗집 층간소음 관리사모소에 말하면 관리소에서 뭐 해줄수잇나요", "법률상담", S, law=AM, la=[NO])
add(k, "colloquial", "집주인이 장기수선충당금도 나보고 내래 관리비에 원래 이거 세입자가 내는 거야?", "법률상담", S, law=AM, verdict="납부는 하되 소유자에게 청구 가능")
add(k, "normal", "새 아파트 하자가 있는데 하자심사분쟁조정위원회 신청 절차 알려주세요", "법률상담", S, law=AM)

k = "legal_building_sale"
add(k, "normal", "오피스텔 선분양 하려면 어떤 요건을 갖춰야 하나요?", "법률상담", S, law=BS)
add(k, "normal", "오피스텔 분양신고 대상은 몇 실 이상부터예요?", "법률상담", S, law=BS, verdict="30실 이상")
add(k, "colloquial", "생숙(생활형숙박시설) 분양도 건축물분양법 적용 받아?", "법률상담", S, law=BS, verdict="30실 이상이면 적용")
add(k, "english", "Can an officetel developer start selling units before filing the construction start report?", "법률상담", S, law=BS, verdict="착공신고 전 분양 불가")
add(k, "nospace", "오피스텔분양권전매제한있어요", "법률상담", S, law=BS)
add(k, "typo", "오피스텔 분양광고에 나온거랑 실제가 달라요 분양광고 관련 규정 잇나여", "법률상담", S, law=BS)
add(k, "colloquial", "상가 분양받는데 분양사업자가 신탁계약도 분양보증도 안 했대 괜찮은 거야?", "법률상담", S, ia=["리스크분석"], ta=[AS], law=BS, verdict="선분양 요건 미충족 가능성(위험)")
add(k, "normal", "오피스텔 분양계약 후 시행사가 부도나면 분양받은 사람은 어떻게 보호받나요?", "법률상담", S, law=BS)

k = "legal_price_disclosure"
add(k, "normal", "우리 아파트 공시가격이 너무 높게 나왔는데 이의신청 언제까지 할 수 있어요?", "법률상담", S, law=PD, verdict="공시일부터 30일 이내")
add(k, "normal", "공동주택 공시가격 열람 기간에 의견 제출은 어떻게 하나요?", "법률상담", S, law=PD)
add(k, "colloquial", "공시지가랑 공시가격 차이가 뭐야?", "법률상담", S, law=PD)
add(k, "english", "When are official apartment prices (공시가격) announced each year?", "법률상담", S, law=PD)
add(k, "nospace", "단독주택공시가격이의신청어디서해요", "법률상담", S, law=PD)
add(k, "typo", "공시가격 이의신청해서 내려가면 재산세도 바뀌나여", "법률상담", S, law=PD)
add(k, "colloquial", "우리 땅 개별공시지가 이상하게 높게 나왔는데 어떻게 따져?", "법률상담", S, law=PD)
add(k, "followup", "이의신청 결과는 언제 나와요?", "법률상담", S, prev="공동주택 공시가격 이의신청 방법 알려줘", law=PD)

k = "legal_price_cap_rule"
add(k, "normal", "분양가상한제 적용되면 분양가는 어떻게 계산돼요?", "법률상담", S, law=PC, la=[HA])
add(k, "normal", "분양가 산정하는 기본형건축비는 얼마마다 바뀌어요?", "법률상담", S, law=PC, la=[HA])
add(k, "colloquial", "민간택지 분상제 아파트 택지비는 감정평가로 정하는 거야?", "법률상담", S, law=PC, la=[HA], verdict="감정평가액 기준")
add(k, "english", "What cost items go into the price cap calculation for new apartments under the 분양가상한제?", "법률상담", S, law=PC, la=[HA])
add(k, "nospace", "분양가상한제건축비가산비에뭐들어가요", "법률상담", S, law=PC, la=[HA])
add(k, "typo", "분양가상한제 아파트 분양가 공시항목 멏개에요", "법률상담", S, law=PC, la=[HA])
add(k, "colloquial", "분상제 분양가 누가 심사해? 건설사 맘대로 정하는 거 아니지?", "법률상담", S, law=PC, la=[HA])
add(k, "normal", "공공택지 아파트의 택지비는 어떻게 산정하나요?", "법률상담", S, law=PC, la=[HA])

k = "legal_floor_noise"
add(k, "normal", "층간소음 기준 데시벨이 몇이에요?", "법률상담", S, law=NO)
add(k, "normal", "밤 11시에 윗집에서 쿵쿵 뛰는 소리, 몇 dB 넘으면 층간소음으로 인정돼요?", "법률상담", S, law=NO, verdict="야간 1분 등가 34dB·최고 52dB")
add(k, "colloquial", "윗집 TV 소리나 피아노 소리도 층간소음에 들어가?", "법률상담", S, law=NO, verdict="공기전달소음으로 해당")
add(k, "english", "What is the legal noise limit for footsteps from the upstairs apartment at night in Korea?", "법률상담", S, law=NO, verdict="야간 1분 등가 34dB(A)")
add(k, "nospace", "화장실물내리는소리도층간소음인가요", "법률상담", S, law=NO, verdict="급배수 소음은 제외")
add(k, "typo", "층간소음 주간 야간 기준 시간이 몇시부터 몇시까지에여", "법률상담", S, law=NO, verdict="주간 06~22시, 야간 22~06시")
add(k, "colloquial", "오래된 아파트는 층간소음 기준이 다르다던데 진짜야?", "법률상담", S, law=NO, verdict="2005.6.30 이전 사업승인 단지는 최고소음도 기준 완화")
add(k, "followup", "그럼 소음 측정은 어디서 해줘요?", "법률상담", S, prev="층간소음 기준 알려줘", law=NO, la=[AM])

k = "legal_fraud_victim"
add(k, "normal", "전세사기 피해자로 인정받으려면 요건이 뭐예요?", "법률상담", S, ia=["리스크분석"], law=FV)
add(k, "normal", "전세사기 피해자 결정 신청은 어디에 하나요?", "법률상담", S, law=FV)
add(k, "normal", "전세사기 피해자로 결정되면 받을 수 있는 지원이 뭐가 있어요?", "법률상담", S, law=FV)
add(k, "english", "I think I'm a victim of jeonse fraud. How do I apply for victim status?", "법률상담", S, law=FV)
add(k, "nospace", "전세사기피해자우선매수권이뭐에요", "법률상담", S, law=FV)
add(k, "typo", "집주인이 잠수탓어요 전세사기 피해자 신청할수 잇나요 전입이랑 확정일자는 받앗어요", "법률상담", S, ia=["리스크분석"], law=FV)
add(k, "colloquial", "살던 집 경매 넘어갔는데 전세사기 피해자면 경매 좀 미뤄줄 수 있어?", "법률상담", S, law=FV, verdict="경공매 유예 신청 가능")
add(k, "normal", "전세사기 피해자 결정 받으면 LH가 집을 사준다던데 맞나요?", "법률상담", S, law=FV)

k = "timeline_notice"
add(k, "colloquial", "집주인이 계약 만료 한 달 전에 갑자기 나가라고 하는데 이래도 되나요?", "법률상담", S, law=HL, verdict="2개월 전까지 통지 없으면 묵시적 갱신")
add(k, "normal", "묵시적 갱신되면 세입자는 언제든 나갈 수 있다던데, 통보하면 바로 나가도 되나요?", "법률상담", S, law=HL, verdict="통지 후 3개월 지나야 효력")
add(k, "nospace", "계약만료전에세입자는언제까지나간다고말해야돼요", "법률상담", S, law=HL, verdict="만료 2개월 전까지")
add(k, "english", "How many months before the lease ends must my landlord tell me he won't renew?", "법률상담", S, law=HL, verdict="6개월 전~2개월 전")
add(k, "typo", "묵시적갱신 된건지 어떻게 알아요 만기 지났는데 아무도 연락 안햇어요", "법률상담", S, law=HL, verdict="묵시적 갱신된 것")
add(k, "colloquial", "갱신요구권 쓰고 나서 2년 꼭 채워야 돼? 중간에 나가면 복비 내가 내?", "법률상담", S, law=HL, verdict="언제든 해지 통지 가능(3개월 후 효력)")
add(k, "normal", "임대인이 갱신을 거절하려면 언제까지 통지해야 하나요?", "법률상담", S, law=HL, verdict="만료 2개월 전까지")
add(k, "followup", "그 상태에서 집주인은 저한테 나가라고 못 해요?", "법률상담", S, prev="묵시적 갱신되면 계약기간이 어떻게 돼요?", law=HL, verdict="임대인은 해지 불가(2년 보장)")

# =====================================================================
# B. CALCULATIONS WITH FIGURES
# =====================================================================
def F(value, unit, tol, inputs, how, chk): return (value, unit, tol, inputs, how, chk)

k = "calc_increase_cap"
add(k, "normal", "보증금 3억인데 계약갱신 요구했더니 집주인이 올려달래요. 최대 얼마까지 올릴 수 있어요?", "법률상담", AS, law=HL,
    fig=F(31500, "만원", 0, "보증금 3억", H_CAP + "3억 × 1.05 = 3억1,500만원(증액분 1,500만원).", ("cap_total", 30000)))
add(k, "colloquial", "월세 80만원인데 갱신하면서 얼마까지 올릴 수 있어? 최대 월세", "법률상담", AS, law=HL,
    fig=F(84, "만원", 0, "월세 80만원", H_CAP + "80만 × 1.05 = 84만원.", ("cap_total", 80)))
add(k, "nospace", "전세4억2천인데갱신하면최대얼마까지올려줘야돼", "법률상담", AS, law=HL,
    fig=F(44100, "만원", 0, "보증금 4억2천", H_CAP + "4억2,000만 × 1.05 = 4억4,100만원.", ("cap_total", 42000)))
add(k, "english", "My jeonse deposit is 250 million won and I'm using my renewal right. What's the maximum deposit the landlord can ask for?", "법률상담", AS, law=HL,
    fig=F(26250, "만원", 0, "보증금 2억5천", H_CAP + "2억5,000만 × 1.05 = 2억6,250만원.", ("cap_total", 25000)))
add(k, "typo", "보증금 2억5000만원 갱신청구권 쓰면 최대 얼마나 더 올려줘야되여", "법률상담", AS, law=HL,
    fig=F(1250, "만원", 0, "보증금 2억5000만원", H_CAP + "증액분 = 2억5,000만 × 5% = 1,250만원.", ("cap_increase", 25000)))
add(k, "colloquial", "집주인이 전세 5억에서 6억으로 올려달래 갱신요구권 쓸 건데 얼마까지만 올려주면 돼?", "법률상담", AS, law=HL, verdict="6억 요구는 5% 초과라 거절 가능",
    fig=F(52500, "만원", 0, "보증금 5억", H_CAP + "5억 × 1.05 = 5억2,500만원.", ("cap_total", 50000)))
add(k, "followup", "월세 100만원짜리면요?", "법률상담", AS, prev="보증금 3억인데 계약갱신 요구하면 최대 얼마까지 올릴 수 있어요?", law=HL,
    fig=F(105, "만원", 0, "월세 100만원", H_CAP + "100만 × 1.05 = 105만원.", ("cap_total", 100)))
add(k, "normal", "보증금 1억에 월세 60만원 반전세인데요, 갱신할 때 보증금은 그대로 두고 월세만 올린다면 최대 얼마예요?", "법률상담", AS, law=HL,
    fig=F(63, "만원", 0, "월세 60만원(보증금 1억 유지)", H_CAP + "60만 × 1.05 = 63만원.", ("cap_total", 60)))
add(k, "normal", "전세 3억 8천만원이고 갱신요구권 행사하려고 합니다. 갱신 후 보증금 상한이 얼마인가요?", "법률상담", AS, law=HL,
    fig=F(39900, "만원", 0, "보증금 3억8천만원", H_CAP + "3억8,000만 × 1.05 = 3억9,900만원.", ("cap_total", 38000)))
add(k, "colloquial", "월세 55만원인데 집주인이 갱신하면서 60만원 달래 이거 되는 거야?", "법률상담", AS, law=HL, verdict="60만원은 5% 초과라 불가",
    fig=F(577500, "원", 0, "월세 55만원", H_CAP + "55만 × 1.05 = 577,500원 → 60만원은 상한 초과.", ("cap_total_won", 550000)))

k = "calc_brokerage_fee"
add(k, "normal", "아파트 5억에 사는데 복비 최대 얼마예요?", "법률상담", AS, law=BR,
    fig=F(200, "만원", 0, "매매 5억", H_BRS + "5억 × 0.4% = 200만원.", ("brok_sale", 50000)))
add(k, "nospace", "10억아파트매매복비얼마", "법률상담", AS, law=BR,
    fig=F(500, "만원", 0, "매매 10억", H_BRS + "10억 × 0.5% = 500만원.", ("brok_sale", 100000)))
add(k, "english", "I'm buying an apartment for 1.3 billion won. What's the maximum brokerage fee I'd pay?", "법률상담", AS, law=BR,
    fig=F(780, "만원", 0, "매매 13억", H_BRS + "13억 × 0.6% = 780만원.", ("brok_sale", 130000)))
add(k, "typo", "빌라 1억8천 매매 중계수수료 얼마에여", "법률상담", AS, law=BR,
    fig=F(80, "만원", 0, "매매 1억8천", H_BRS + "1억8천 × 0.5% = 90만원 > 한도 80만원 → 80만원.", ("brok_sale", 18000)))
add(k, "colloquial", "반포 20억짜리 아파트 사는데 복비 얼마나 나와? 최대로", "법률상담", AS, law=BR,
    fig=F(1400, "만원", 0, "매매 20억", H_BRS + "20억 × 0.7% = 1,400만원.", ("brok_sale", 200000)))
add(k, "normal", "전세 3억 계약하면 중개수수료 상한이 얼마예요?", "법률상담", AS, law=BR,
    fig=F(90, "만원", 0, "전세 3억", H_BRL + "3억 × 0.3% = 90만원.", ("brok_lease", 30000, 0)))
add(k, "followup", "7억이면?", "법률상담", AS, prev="전세 3억 복비 얼마야?", law=BR,
    fig=F(280, "만원", 0, "전세 7억", H_BRL + "7억 × 0.4% = 280만원.", ("brok_lease", 70000, 0)))
add(k, "normal", "전세 8천만원 원룸 중개수수료는 얼마 내면 돼요?", "법률상담", AS, law=BR,
    fig=F(30, "만원", 0, "전세 8천만원", H_BRL + "8천만 × 0.4% = 32만원 > 한도 30만원 → 30만원.", ("brok_lease", 8000, 0)))
add(k, "colloquial", "월세 보증금 1000에 50인데 복비 얼마 줘야 돼?", "법률상담", AS, law=BR,
    fig=F(24, "만원", 0, "보증금 1,000만, 월세 50만", H_BRL + "1,000만 + 50만×100 = 6,000만(≥5천만) × 0.4% = 24만원(한도 30만 이내).", ("brok_lease", 1000, 50)))
add(k, "nospace", "보증금500월세40복비얼마", "법률상담", AS, law=BR,
    fig=F(165000, "원", 0, "보증금 500만, 월세 40만", H_BRL + "500만 + 40만×100 = 4,500만 < 5천만 → 500만 + 40만×70 = 3,300만 × 0.5% = 165,000원(한도 20만 이내).", ("brok_lease_won", 500, 40)))
add(k, "english", "Monthly rent is 1 million won with a 50 million won deposit. How much is the maximum agent fee?", "법률상담", AS, law=BR,
    fig=F(45, "만원", 0, "보증금 5,000만, 월세 100만", H_BRL + "5,000만 + 100만×100 = 1억5,000만 × 0.3% = 45만원.", ("brok_lease", 5000, 100)))
add(k, "followup", "보증금 1억에 월세 150이면?", "법률상담", AS, prev="월세 보증금 1000에 50 복비 얼마야?", law=BR,
    fig=F(75, "만원", 0, "보증금 1억, 월세 150만", H_BRL + "1억 + 150만×100 = 2억5,000만 × 0.3% = 75만원.", ("brok_lease", 10000, 150)))
add(k, "normal", "3천만원짜리 시골집 매매하는데 복비는 얼마예요?", "법률상담", AS, law=BR,
    fig=F(18, "만원", 0, "매매 3천만", H_BRS + "3천만 × 0.6% = 18만원(한도 25만 이내).", ("brok_sale", 3000)))
add(k, "normal", "전세 12억 아파트 중개보수 상한 얼마인가요?", "법률상담", AS, law=BR,
    fig=F(600, "만원", 0, "전세 12억", H_BRL + "12억(12억~15억 미만) × 0.5% = 600만원.", ("brok_lease", 120000, 0)))

k = "calc_conversion"
add(k, "normal", "전세 3억인데 보증금을 1억으로 낮추고 나머지는 월세로 돌리면 월세 최대 얼마예요?", "법률상담", AS, law=HL,
    fig=F(75, "만원", 0, "보증금 3억 → 1억(전환 2억)", H_CONV + "2억 × 4.5% ÷ 12 = 75만원.", ("conv", 20000)))
add(k, "nospace", "보증금1억을월세로전환하면월세얼마까지받을수있어", "법률상담", AS, law=HL,
    fig=F(375000, "원", 0, "전환 1억", H_CONV + "1억 × 4.5% ÷ 12 = 375,000원.", ("conv_won", 10000)))
add(k, "english", "My landlord wants to convert 50 million won of my deposit into monthly rent. What's the legal maximum monthly rent for that part?", "법률상담", AS, law=HL,
    fig=F(187500, "원", 0, "전환 5,000만", H_CONV + "5,000만 × 4.5% ÷ 12 = 187,500원.", ("conv_won", 5000)))
add(k, "typo", "전세 2억에서 보증금 5천으로 바꾸면 월세 상한 얼마인가여", "법률상담", AS, law=HL,
    fig=F(562500, "원", 0, "보증금 2억 → 5천(전환 1억5천)", H_CONV + "1억5천 × 4.5% ÷ 12 = 562,500원.", ("conv_won", 15000)))
add(k, "colloquial", "집주인이 보증금 8천 빼주고 그만큼 월세 받겠대 월세 얼마까지 받을 수 있음?", "법률상담", AS, law=HL,
    fig=F(30, "만원", 0, "전환 8천만", H_CONV + "8,000만 × 4.5% ÷ 12 = 30만원.", ("conv", 8000)))
add(k, "followup", "2억으로 낮추면요?", "법률상담", AS, prev="전세 3억인데 보증금 1억으로 낮추고 나머지 월세로 돌리면 월세 최대 얼마예요?", law=HL,
    fig=F(375000, "원", 0, "보증금 3억 → 2억(전환 1억)", H_CONV + "1억 × 4.5% ÷ 12 = 375,000원.", ("conv_won", 10000)))
add(k, "normal", "전세보증금 4억 중 1억2천만원을 월차임으로 전환할 때 법정 상한 전환율로 계산하면 월세가 얼마예요?", "법률상담", AS, law=HL,
    fig=F(45, "만원", 0, "전환 1억2천만", H_CONV + "1억2,000만 × 4.5% ÷ 12 = 45만원.", ("conv", 12000)))
add(k, "normal", "지금 주택 전월세 전환율 상한이 몇 %예요?", "법률상담", AS, ta=[S], law=HL,
    fig=F(4.5, "%", 0, "기준금리 2.50%", H_CONV + "min(10%, 2.50% + 2%p) = 4.5%.", ("conv_rate",)))

k = "calc_priority_repay"
add(k, "normal", "서울 빌라 보증금 1억2천 월세 사는데 경매 넘어가면 최우선변제로 얼마 받아요? 근저당은 작년에 설정됐어요", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(5500, "만원", 0, "서울, 보증금 1억2천, 근저당 2025년", H_PRI + "서울 1억2천 ≤ 1억6,500만 → min(1억2천, 5,500만) = 5,500만원.", ("prio", "seoul", 12000, None)))
add(k, "nospace", "서울원룸보증금5천인데최우선변제얼마받을수있어요근저당은2024년설정", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(5000, "만원", 0, "서울, 보증금 5천", H_PRI + "서울, 5천만 ≤ 1억6,500만 → min(5,000만, 5,500만) = 5,000만원.", ("prio", "seoul", 5000, None)))
add(k, "english", "My deposit is 100 million won for a villa in Suwon. If it goes to auction, how much is protected as a small-sum tenant? The mortgage was registered in 2024.", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(4800, "만원", 0, "수원(과밀억제권역), 보증금 1억", H_PRI + "수원은 과밀억제권역, 1억 ≤ 1억4,500만 → 4,800만원.", ("prio", "overcrowded", 10000, None)))
add(k, "typo", "부산 해운대구 보증금 8천 최우선변재 얼마 받을수 잇어요 근저당은 2024년", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(2800, "만원", 0, "부산 해운대구(광역시), 보증금 8천", H_PRI + "광역시, 8천 ≤ 8,500만 → 2,800만원.", ("prio", "metro", 8000, None)))
add(k, "colloquial", "용인 수지 투룸 보증금 1억4천인데 집 경매 가면 나 얼마까지 먼저 받을 수 있어? 대출은 재작년에 잡힘", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(4800, "만원", 0, "용인, 보증금 1억4천, 근저당 2024년", H_PRI + "용인, 1억4천 ≤ 1억4,500만 → 4,800만원.", ("prio", "overcrowded", 14000, None)))
add(k, "normal", "대전 서구 다가구 보증금 7천만원입니다. 2023년 9월 근저당 설정됐는데 최우선변제금이 얼마인가요?", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(2800, "만원", 0, "대전(광역시), 보증금 7천", H_PRI + "광역시, 7천 ≤ 8,500만 → 2,800만원.", ("prio", "metro", 7000, None)))
add(k, "normal", "전주 원룸 보증금 6천만원인데 최우선변제 대상이면 얼마 받을 수 있나요? 근저당은 2024년 설정입니다", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(2500, "만원", 0, "전주(그 밖의 지역), 보증금 6천", H_PRI + "그 밖의 지역, 6천 ≤ 7,500만 → 2,500만원.", ("prio", "other", 6000, None)))
add(k, "normal", "서울 다세대 보증금 1억인데 경매 낙찰가가 8천만원이래요. 세입자는 저 혼자고 근저당은 2023년 5월 설정이에요. 최우선변제 얼마 받아요?", "법률상담", AS, ia=["리스크분석"], law=HL,
    fig=F(4000, "만원", 0, "서울, 보증금 1억, 낙찰가 8천만", H_PRI + "한도 5,500만이지만 주택가액(낙찰가) 8천만의 1/2 = 4,000만원 한도 → 4,000만원.", ("prio", "seoul", 10000, 8000)))
add(k, "followup", "경기도 고양시면요?", "법률상담", AS, prev="서울 빌라 보증금 1억2천인데 경매 넘어가면 최우선변제로 얼마 받아요? 근저당은 작년에 설정됐어요", ia=["리스크분석"], law=HL,
    fig=F(4800, "만원", 0, "고양(과밀억제권역), 보증금 1억2천", H_PRI + "고양은 과밀억제권역, 1억2천 ≤ 1억4,500만 → 4,800만원.", ("prio", "overcrowded", 12000, None)))
add(k, "colloquial", "청주 빌라 보증금 8천인데 최우선변제 받을 수 있어? 근저당 2024년에 잡힘", "법률상담", AS, ia=["리스크분석"], law=HL, verdict="소액임차인 아님(7,500만 초과)",
    fig=F(0, "만원", 0, "청주(그 밖의 지역), 보증금 8천", H_PRI + "그 밖의 지역 기준 7,500만 초과 → 최우선변제 대상 아님 = 0원.", ("prio", "other", 8000, None)))

k = "calc_late_interest"
add(k, "normal", "보증금 2억, 만기 지나고 3개월째 못 받고 있어요. 지연이자 얼마 청구할 수 있어요?", "법률상담", AS, law=CIV, la=[HL],
    fig=F(250, "만원", 10, "보증금 2억, 지연 3개월", H_INT5 + "2억 × 5% × 3/12 = 250만원 (일할 계산 시 소폭 차이).", ("interest", 20000, 0.05, 3)))
add(k, "nospace", "보증금1억6개월늦게받으면지연이자얼마받을수있어", "법률상담", AS, law=CIV,
    fig=F(250, "만원", 10, "보증금 1억, 지연 6개월", H_INT5 + "1억 × 5% × 6/12 = 250만원.", ("interest", 10000, 0.05, 6)))
add(k, "english", "My landlord returned my 150 million won deposit 4 months late. How much late-payment interest can I claim?", "법률상담", AS, law=CIV,
    fig=F(250, "만원", 10, "보증금 1억5천, 지연 4개월", H_INT5 + "1억5천 × 5% × 4/12 = 250만원.", ("interest", 15000, 0.05, 4)))
add(k, "colloquial", "보증금 3억 소송 걸었는데 소장 송달되고 1년 지나서 받았어. 송달 이후 1년치 지연이자 얼마야?", "법률상담", AS, law=LIT, la=[CIV],
    fig=F(3600, "만원", 10, "보증금 3억, 송달 후 1년", H_INT12 + "3억 × 12% × 1 = 3,600만원.", ("interest", 30000, 0.12, 12)))
add(k, "normal", "보증금 5천만원 반환이 100일 늦어졌습니다. 민법상 법정이율로 지연손해금 계산해 주세요", "법률상담", AS, law=CIV,
    fig=F(684932, "원", 1000, "보증금 5천만, 지연 100일", H_INT5 + "5,000만 × 5% × 100/365 = 684,932원.", ("interest_days", 5000, 0.05, 100)))
add(k, "followup", "소송하면 이율이 달라져요? 소장 송달 후 6개월이면 얼마예요?", "법률상담", AS, prev="보증금 2억 만기 지나고 3개월째 못 받고 있어요. 지연이자 얼마 청구할 수 있어요?", law=LIT, la=[CIV],
    fig=F(1200, "만원", 10, "보증금 2억, 송달 후 6개월", H_INT12 + "2억 × 12% × 6/12 = 1,200만원.", ("interest", 20000, 0.12, 6)))

k = "calc_dates"
add(k, "normal", "전세 계약 만료가 2027년 5월 31일인데 갱신요구는 언제까지 해야 돼요?", "법률상담", AS, ta=[S], law=HL,
    fig=F("2027-03-31", "date", 1, "만료일 2027-05-31", H_REN + "마감 = 만료 2개월 전 = 2027-03-31.", ("months_before", "2027-05-31", 2)))
add(k, "normal", "계약 끝나는 날이 2027-04-30이에요. 갱신요구권은 언제부터 쓸 수 있어요?", "법률상담", AS, ta=[S], law=HL,
    fig=F("2026-10-30", "date", 1, "만료일 2027-04-30", H_REN + "시작 = 만료 6개월 전 = 2026-10-30 (이미 지남, 오늘 2026-11-23이면 지금 가능).", ("months_before", "2027-04-30", 6)))
add(k, "nospace", "만기2027년2월28일인데갱신요구마감일언제야", "법률상담", AS, ta=[S], law=HL,
    fig=F("2026-12-28", "date", 1, "만료일 2027-02-28", H_REN + "마감 = 만료 2개월 전 = 2026-12-28.", ("months_before", "2027-02-28", 2)))
add(k, "english", "My lease expires on June 15, 2027. What's the last day I can send a renewal request?", "법률상담", AS, ta=[S], law=HL,
    fig=F("2027-04-15", "date", 1, "만료일 2027-06-15", H_REN + "마감 = 만료 2개월 전 = 2027-04-15.", ("months_before", "2027-06-15", 2)))
add(k, "colloquial", "묵시적 갱신된 상태인데 오늘 집주인한테 나간다고 문자 보내면 언제 나갈 수 있어? 오늘 2026년 11월 23일", "법률상담", AS, ta=[S], law=HL,
    fig=F("2027-02-23", "date", 1, "통지일 2026-11-23", H_TAC + "2026-11-23 + 3개월 = 2027-02-23.", ("months_after", "2026-11-23", 3)))
add(k, "typo", "묵시적갱신 상태에서 올해 12월 1일에 해지통보 하면 계약 언제 끝나나여", "법률상담", AS, ta=[S], law=HL,
    fig=F("2027-03-01", "date", 1, "통지일 2026-12-01", H_TAC + "2026-12-01 + 3개월 = 2027-03-01.", ("months_after", "2026-12-01", 3)))
add(k, "followup", "그럼 언제부터 말할 수 있어요?", "법률상담", AS, ta=[S], prev="전세 계약 만료가 2027년 5월 31일인데 갱신요구는 언제까지 해야 돼요?", law=HL,
    fig=F("2026-11-30", "date", 1, "만료일 2027-05-31", H_REN + "시작 = 만료 6개월 전 = 2026-11-30.", ("months_before", "2027-05-31", 6)))
add(k, "normal", "계약 만료일이 2027년 3월 10일입니다. 임대인이 갱신거절 통지를 할 수 있는 마지막 날이 언제인가요?", "법률상담", AS, ta=[S], law=HL,
    fig=F("2027-01-10", "date", 1, "만료일 2027-03-10", "주택임대차보호법 제6조 제1항(2020-12-10 시행): 임대인은 만료 6개월 전부터 2개월 전까지 갱신거절 통지. 마지막 날 = 2027-01-10.", ("months_before", "2027-03-10", 2)))

k = "calc_jeonse_ratio"
add(k, "normal", "매매가 3억2천 빌라에 전세 2억8천이면 전세가율 몇 %예요? 위험한가요?", "리스크분석", AS, ia=["시세조회"],
    fig=F(87.5, "%", 0.1, "매매 3억2천, 전세 2억8천", H_JR + "2억8천 ÷ 3억2천 = 87.5%.", ("ratio", 28000, 32000)))
add(k, "nospace", "매매4억전세3억이면전세가율얼마", "리스크분석", AS, ia=["시세조회"],
    fig=F(75, "%", 0.1, "매매 4억, 전세 3억", H_JR + "3억 ÷ 4억 = 75%.", ("ratio", 30000, 40000)))
add(k, "english", "The sale price is 250 million won and the jeonse deposit is 240 million. What's the jeonse ratio? Is it safe?", "리스크분석", AS, ia=["시세조회"],
    fig=F(96, "%", 0.1, "매매 2억5천, 전세 2억4천", H_JR + "2억4천 ÷ 2억5천 = 96%.", ("ratio", 24000, 25000)))
add(k, "typo", "매매 7억 전세 5억2천 전세가율 얼마에여", "리스크분석", AS, ia=["시세조회"],
    fig=F(74.29, "%", 0.1, "매매 7억, 전세 5억2천", H_JR + "5억2천 ÷ 7억 = 74.29%.", ("ratio", 52000, 70000)))
add(k, "colloquial", "집값 2억3천인데 전세 1억9천 달래 이거 깡통 아냐? 전세가율 계산해줘", "리스크분석", AS, ia=["시세조회"],
    fig=F(82.61, "%", 0.1, "매매 2억3천, 전세 1억9천", H_JR + "1억9천 ÷ 2억3천 = 82.61%.", ("ratio", 19000, 23000)))
add(k, "followup", "전세를 2억4천으로 깎으면요?", "리스크분석", AS, ia=["시세조회"], prev="매매가 3억2천 빌라에 전세 2억8천이면 전세가율 몇 %예요? 위험한가요?",
    fig=F(75, "%", 0.1, "매매 3억2천, 전세 2억4천", H_JR + "2억4천 ÷ 3억2천 = 75%.", ("ratio", 24000, 32000)))

k = "calc_loan_payment"
add(k, "normal", "주담대 3억을 연 4%, 30년 원리금균등으로 받으면 매달 얼마 내요?", "대출상담", AS,
    fig=F(1432246, "원", 100, "3억, 연 4%, 30년(360개월)", H_PMT + "3억, i=0.04/12, n=360 → 1,432,246원.", ("pmt", 300000000, 0.04, 360)))
add(k, "nospace", "2억대출금리3.5프로30년원리금균등월상환액얼마", "대출상담", AS,
    fig=F(898089, "원", 100, "2억, 연 3.5%, 30년", H_PMT + "2억, i=0.035/12, n=360 → 898,089원.", ("pmt", 200000000, 0.035, 360)))
add(k, "english", "If I borrow 100 million won at 4.5% for 20 years with equal monthly installments, what's my monthly payment?", "대출상담", AS,
    fig=F(632649, "원", 100, "1억, 연 4.5%, 20년", H_PMT + "1억, i=0.045/12, n=240 → 632,649원.", ("pmt", 100000000, 0.045, 240)))
add(k, "typo", "디딤돌 1억5천 금리 2.5% 30년 원리금균등이면 월 얼마 갚아야되여", "대출상담", AS,
    fig=F(592681, "원", 100, "1억5천, 연 2.5%, 30년", H_PMT + "1억5천, i=0.025/12, n=360 → 592,681원.", ("pmt", 150000000, 0.025, 360)))
add(k, "colloquial", "버팀목 전세대출 1억 금리 2%면 이자만 한 달에 얼마야?", "대출상담", AS,
    fig=F(166667, "원", 10, "1억, 연 2%, 이자만", "만기일시상환(이자만): 월이자 = 1억 × 2% ÷ 12 = 166,667원.", ("interest_only", 100000000, 0.02)))
add(k, "normal", "LTV 70%면 5억짜리 집은 최대 얼마까지 대출 나와요? DSR은 일단 빼고요", "대출상담", AS,
    fig=F(35000, "만원", 0, "주택가격 5억, LTV 70%", H_LTV + "5억 × 70% = 3억5,000만원.", ("ltv", 50000, 0.70)))
add(k, "followup", "LTV 40%면요?", "대출상담", AS, prev="LTV 70%면 5억짜리 집은 최대 얼마까지 대출 나와요? DSR은 일단 빼고요",
    fig=F(20000, "만원", 0, "주택가격 5억, LTV 40%", H_LTV + "5억 × 40% = 2억원.", ("ltv", 50000, 0.40)))
add(k, "english", "Assuming an 80% LTV for a first-time buyer and ignoring DSR, how much can I borrow on a 600 million won apartment?", "대출상담", AS,
    fig=F(48000, "만원", 0, "주택가격 6억, LTV 80%", H_LTV + "6억 × 80% = 4억8,000만원.", ("ltv", 60000, 0.80)))

k = "calc_missing_input"
add(k, "normal", "복비 얼마예요? 월세 계약이에요", "법률상담", AS, law=BR, missing="보증금과 월세 금액")
add(k, "normal", "갱신할 때 5% 올리면 얼마예요?", "법률상담", AS, law=HL, missing="현재 보증금(또는 월세) 금액")
add(k, "colloquial", "최우선변제 얼마 받을 수 있어요? 보증금 1억이에요", "법률상담", AS, ia=["리스크분석"], law=HL, missing="주택 소재 지역")
add(k, "normal", "전세 3억인데 전세가율 얼마예요?", "리스크분석", AS, ia=["시세조회"], missing="매매가격")
add(k, "colloquial", "갱신요구권 언제까지 써야 돼요?", "법률상담", AS, ta=[S], law=HL, missing="계약 만료일")
add(k, "normal", "전세 3억인데 집주인이 일부를 월세로 돌리자네요. 월세 최대 얼마까지 받을 수 있어요?", "법률상담", AS, law=HL, missing="월세로 전환할 금액(변경 후 보증금)")
add(k, "normal", "2억 대출 30년 원리금균등이면 월 상환액 얼마예요?", "대출상담", AS, missing="대출 금리")
add(k, "typo", "보증금 늦게 돌려받앗는데 지연이자 얼마 받을수 잇어요? 보증금은 2억이에요", "법률상담", AS, law=CIV, missing="반환 지연 기간")
add(k, "normal", "LTV 70%래요. 그럼 대출 최대 얼마 나와요?", "대출상담", AS, missing="주택 가격")
add(k, "english", "How much is the brokerage fee when buying an apartment?", "법률상담", AS, law=BR, missing="매매가격")
add(k, "nospace", "아파트매매복비얼마나와요", "법률상담", AS, law=BR, missing="매매가격")
add(k, "colloquial", "집주인이 월세 올려달래 얼마까지 올려줘야 돼? 갱신이야", "법률상담", AS, law=HL, missing="현재 월세 금액")

# =====================================================================
# C. MARKET
# =====================================================================
k = "market_price"
add(k, "normal", "마포구 아파트 전세 시세 얼마 정도예요?", "시세조회", S)
add(k, "normal", "송파구 헬리오시티 84㎡ 최근 실거래가 알려줘", "시세조회", S)
add(k, "nospace", "노원구아파트매매가평균얼마", "시세조회", S)
add(k, "english", "What's the average monthly rent for a one-room in Gwanak-gu?", "시세조회", S)
add(k, "typo", "분당 아파트 매매 시새 얼마에요", "시세조회", S)
add(k, "colloquial", "성수동 투룸 월세 요즘 얼마함?", "시세조회", S)
add(k, "followup", "송파구도 알려줘", "시세조회", S, prev="마포구 아파트 전세 시세 얼마 정도예요?")
add(k, "normal", "부산 해운대구 아파트 최근 매매 실거래가 보여줘", "시세조회", S)
add(k, "normal", "수원 영통구 오피스텔 월세 시세 궁금해요", "시세조회", S)
add(k, "followup", "빌라는?", "시세조회", S, prev="강남구 아파트 매매 평균가 얼마야?")
add(k, "colloquial", "대구 수성구 요즘 아파트 얼마해?", "시세조회", S)
add(k, "normal", "인천 송도 아파트 전세 실거래 최근 거 알려주세요", "시세조회", S)

k = "market_compare"
add(k, "normal", "마포구랑 성동구 아파트 전세 시세 비교해줘", "시세조회", AS)
add(k, "normal", "강남 서초 송파 아파트 매매가 비교하면 어디가 제일 비싸요?", "시세조회", AS)
add(k, "nospace", "용인수지랑분당아파트전세비교해줘", "시세조회", AS)
add(k, "english", "Compare average jeonse prices for apartments in Mapo-gu and Yeongdeungpo-gu.", "시세조회", AS)
add(k, "colloquial", "노원이랑 도봉 중에 어디가 전세 더 싸?", "시세조회", AS)
add(k, "followup", "용산구도 같이 비교해줘", "시세조회", AS, prev="마포구랑 성동구 아파트 전세 시세 비교해줘")
add(k, "typo", "동탄이랑 광명 아파트 매매가 비교해주세여", "시세조회", AS)
add(k, "normal", "부산 해운대구와 수영구 아파트 평균 매매가 차이가 얼마나 나요?", "시세조회", AS)

k = "market_trend"
add(k, "normal", "강남구 아파트 매매가 지난 1년 추이 보여줘", "시세조회", AS)
add(k, "normal", "서울 아파트 전세가격 요즘 오르고 있어요? 최근 변화 알려주세요", "시세조회", AS)
add(k, "nospace", "송파구아파트전세가추이차트로보여줘", "시세조회", AS)
add(k, "english", "How have apartment prices in Seongdong-gu changed over the past year?", "시세조회", AS)
add(k, "typo", "세종시 아파트값 작년부터 어케 변햇는지 알려주세요", "시세조회", AS)
add(k, "colloquial", "관악구 원룸 월세 요즘 많이 올랐지? 추세 좀 봐줘", "시세조회", AS)
add(k, "followup", "서초구는 어때?", "시세조회", AS, prev="강남구 아파트 매매가 지난 1년 추이 보여줘")
add(k, "normal", "고양 일산 아파트 매매가 최근 3년 변화 보여주세요", "시세조회", AS)

k = "market_jeonse_gap"
add(k, "normal", "강서구 빌라 전세가율 얼마나 돼요?", "시세조회", AS, ia=["리스크분석"])
add(k, "normal", "갭투자 하려는데 노원구 아파트 매매가랑 전세가 갭이 얼마 정도예요?", "시세조회", AS, ia=["종합분석"])
add(k, "nospace", "인천미추홀구빌라전세가율높아요", "시세조회", AS, ia=["리스크분석"])
add(k, "english", "What's the jeonse-to-sale price ratio for apartments in Suwon?", "시세조회", AS, ia=["리스크분석"])
add(k, "colloquial", "화곡동 빌라 전세가율 높다던데 어느 정도야?", "시세조회", AS, ia=["리스크분석"])
add(k, "followup", "양천구는요?", "시세조회", AS, ia=["리스크분석"], prev="강서구 빌라 전세가율 얼마나 돼요?")

k = "market_listing"
add(k, "normal", "강남역 근처 보증금 1000 이하 원룸 월세 매물 있어요?", "시세조회", S)
add(k, "normal", "마포구 84㎡ 아파트 전세 매물 6억 이하로 찾아줘", "시세조회", S)
add(k, "nospace", "신림역투룸전세2억이하매물있어", "시세조회", S)
add(k, "english", "Find me a two-room place near a subway station in Songpa-gu for under 300 million won jeonse.", "시세조회", S)
add(k, "typo", "성동구 역세권 투룸 월세 매물 찾아주새요 보증금 2천 이하", "시세조회", S)
add(k, "colloquial", "판교 쪽 59㎡ 아파트 매매 매물 10억 안쪽으로 있어?", "시세조회", S)
add(k, "followup", "월세 매물도 있어?", "시세조회", S, prev="마포구 84㎡ 아파트 전세 매물 6억 이하로 찾아줘")
add(k, "normal", "부산 서면 근처 오피스텔 월세 매물 보증금 500에 월 50 이하로 알려주세요", "시세조회", S)
add(k, "normal", "반려동물 가능한 은평구 투룸 전세 매물 있나요?", "시세조회", S)
add(k, "colloquial", "대전 유성구 신축 빌라 전세 1억5천 이하 매물 좀", "시세조회", S)

# =====================================================================
# D. LOANS
# =====================================================================
k = "loan_product"
add(k, "normal", "버팀목 전세자금대출 조건이 뭐예요?", "대출상담", S)
add(k, "normal", "디딤돌 대출 금리랑 한도 알려주세요", "대출상담", S)
add(k, "colloquial", "보금자리론 자격 요건 알려줘", "대출상담", S)
add(k, "normal", "신생아 특례 대출 소득 기준이 어떻게 돼요?", "대출상담", S)
add(k, "nospace", "신혼부부전용전세자금대출조건", "대출상담", S)
add(k, "nospace", "청년버팀목대출나이제한몇살까지", "대출상담", S)
add(k, "english", "What is the stress DSR and how does it affect my mortgage limit?", "대출상담", S)
add(k, "english", "What's the difference between HUG and HF jeonse loan guarantees?", "대출상담", S)
add(k, "typo", "전세보증보험 HUG랑 SGI 차이가 모에요", "대출상담", S, ia=["리스크분석"])
add(k, "colloquial", "규제지역이면 주담대 LTV 얼마까지 나와?", "대출상담", S)
add(k, "colloquial", "전세대출 금리 은행별로 비교해줘", "대출상담", S, ta=[AS])
add(k, "followup", "신혼부부는 조건 달라요?", "대출상담", S, prev="버팀목 전세자금대출 조건이 뭐예요?")
add(k, "followup", "보금자리론이랑 비교하면 뭐가 나아요?", "대출상담", AS, ta=[S], prev="디딤돌 대출 금리랑 한도 알려주세요")
add(k, "normal", "HUG 전세보증금반환보증 보증료는 어떻게 계산돼요?", "대출상담", S, ia=["리스크분석"])
add(k, "normal", "DSR 40% 규제는 어떤 대출에 적용되나요?", "대출상담", S)
add(k, "typo", "중소기업 청년 전세대출 아직 되나여?", "대출상담", S)

k = "loan_eligibility"
add(k, "normal", "연봉 4500 외벌이 무주택인데 디딤돌 대출 받을 수 있어요? 사려는 집은 4억이에요", "대출상담", AS)
add(k, "normal", "남편 연봉 5천, 제 연봉 3천 결혼 1년차인데 버팀목 신혼부부 대출 되나요?", "대출상담", AS)
add(k, "nospace", "연봉5천인데주담대얼마까지나와요", "대출상담", AS)
add(k, "english", "My annual income is 60 million won and I have no other debt. How much mortgage can I get under a 40% DSR?", "대출상담", AS)
add(k, "typo", "아기 올해 태어났는데 신생아특례 대출 받을수 잇을까여 부부소득 1억2천이에요", "대출상담", AS)
add(k, "colloquial", "나 27살 연봉 3200인데 청년 전세대출 얼마까지 돼?", "대출상담", AS)
add(k, "followup", "보금자리론은요?", "대출상담", AS, prev="연봉 4500 외벌이 무주택인데 디딤돌 대출 받을 수 있어요? 사려는 집은 4억이에요")
add(k, "normal", "기존에 신용대출 3천만원 있는데 주담대 한도에 영향 있나요? 연봉 7천이에요", "대출상담", AS)
add(k, "normal", "서울 아파트 10억짜리를 생애최초로 사려면 대출 최대 얼마 받을 수 있어요?", "대출상담", AS, ia=["종합분석"])
add(k, "colloquial", "전세 3억 구하는데 보증금 80%까지 대출 돼? 연봉 5천", "대출상담", AS)
add(k, "normal", "월 소득 400만원인데 스트레스 DSR 적용되면 주담대 한도가 얼마나 줄어요?", "대출상담", AS)
add(k, "english", "We're newlyweds with a combined income of 90 million won. Can we get the Didimdol loan for a 500 million won apartment?", "대출상담", AS)

# =====================================================================
# E. RISK
# =====================================================================
k = "risk_check"
add(k, "normal", "전세 계약하려는 빌라에 근저당이 1억 잡혀 있어요. 매매가 3억, 전세 1억8천인데 위험한가요?", "리스크분석", AS, law=HL)
add(k, "normal", "매매가 2억2천인데 전세가 2억이래요. 이거 깡통전세 아닌가요?", "리스크분석", AS)
add(k, "nospace", "신탁등기된집전세계약해도돼요", "리스크분석", AS, ia=["법률상담"], verdict="수탁자 동의 없으면 위험")
add(k, "english", "The apartment is under a real estate trust (신탁). Is it safe to sign a jeonse contract with the person who says he's the owner?", "리스크분석", AS, ia=["법률상담"], verdict="수탁자(신탁사) 동의 없으면 위험")
add(k, "typo", "깡통잔세 같은데 어떻게 확인해여 전세가 매매가랑 거의 비슷해요", "리스크분석", AS)
add(k, "colloquial", "집주인이 세금 체납 있는 거 같은데 전세 들어가도 돼?", "리스크분석", AS, ia=["법률상담"], law=HL)
add(k, "followup", "근저당 말소 조건으로 계약하면 괜찮아요?", "리스크분석", AS, ia=["법률상담"], prev="전세 계약하려는 빌라에 근저당이 1억 잡혀 있어요. 매매가 3억, 전세 1억8천인데 위험한가요?")
add(k, "normal", "HUG 전세보증금반환보증 가입 가능한지 봐주세요. 전세 2억5천이고 공시가격 1억8천인 빌라예요", "리스크분석", AS, ia=["대출상담"], verdict="가입 어려움(공시가 126% 초과)")
add(k, "normal", "다가구주택 전세 들어가려는데 선순위 보증금이 많으면 위험한가요?", "리스크분석", AS, law=HL)
add(k, "colloquial", "집주인이 법인이래 전세 들어가도 괜찮은 거야?", "리스크분석", AS)
add(k, "english", "It's a multi-unit house (다가구) with many tenants ahead of me. How can I tell whether my deposit is safe?", "리스크분석", AS, law=HL)
add(k, "normal", "가압류 걸려 있는 아파트를 매매해도 되나요?", "리스크분석", AS, ia=["법률상담"])
add(k, "nospace", "전세계약하고잔금전에집주인이바뀌면위험한가요", "리스크분석", AS, ia=["법률상담"])
add(k, "typo", "건축물대장에 위반건축물 이라고 되잇는데 전세 들어가도 되나여", "리스크분석", AS)
add(k, "colloquial", "중개사가 선순위 없다고 괜찮다는데 그냥 믿어도 됨?", "리스크분석", AS)
add(k, "followup", "전세를 2억2천으로 낮추면 가입 돼요?", "리스크분석", AS, ia=["대출상담"], prev="HUG 전세보증금반환보증 가입 가능한지 봐주세요. 전세 2억5천이고 공시가격 1억8천인 빌라예요", verdict="가입 가능(공시가 126% 이내, 선순위 없을 때)")

k = "risk_checklist"
add(k, "normal", "전세 계약 전에 확인해야 할 것들 체크리스트로 정리해줘", "리스크분석", AS, ia=["법률상담"], ta=[S])
add(k, "normal", "등기부등본은 어떻게 보는 거예요? 뭘 확인해야 해요?", "리스크분석", AS, ia=["법률상담"], ta=[S], law=REG)
add(k, "nospace", "전세사기안당하려면뭘확인해야돼요", "리스크분석", AS, ia=["법률상담"], ta=[S])
add(k, "english", "What should I check before signing a jeonse contract in Korea?", "리스크분석", AS, ia=["법률상담"], ta=[S])
add(k, "typo", "처음 자취하는데 월세 계약 전에 머 확인해야되요", "리스크분석", AS, ia=["법률상담"], ta=[S])
add(k, "colloquial", "잔금 날 꼭 해야 되는 거 뭐 있어? 전입신고 말고", "리스크분석", AS, ia=["법률상담"], ta=[S], law=HL)
add(k, "normal", "전세 계약 당일이랑 잔금일에 등기부등본 다시 떼봐야 하나요?", "리스크분석", AS, ia=["법률상담"], ta=[S])
add(k, "followup", "을구에 근저당 있으면 뭘 봐야 해요?", "리스크분석", AS, ia=["법률상담"], ta=[S], prev="등기부등본은 어떻게 보는 거예요? 뭘 확인해야 해요?")

# =====================================================================
# F. CONTRACTS
# =====================================================================
k = "contract_draft"
add(k, "normal", "임대차계약서 작성해줘. 서울 마포구 망원동 123-4 OO빌라 301호, 전세 보증금 2억, 기간 2027.1.1~2028.12.31, 특약: 반려견 1마리 허용", "계약서작성", DS, law=HL)
add(k, "normal", "월세 계약서 써주세요. 관악구 신림동 567-8 2층 202호, 보증금 1000 월세 55, 관리비 7만원 별도, 2년", "계약서작성", DS, law=HL)
add(k, "nospace", "전세계약서초안만들어줘보증금3억기간2년", "계약서작성", DS, law=HL)
add(k, "english", "Draft a monthly rent contract: deposit 10 million won, rent 700,000 won, 1 year, Unit 201, 12 Yeonnam-ro, Mapo-gu, Seoul. No pets allowed.", "계약서작성", DS, law=HL)
add(k, "typo", "매매계약서 초안 작성해주새요 경기도 성남시 분당구 정자동 ㅇㅇ아파트 103동 1502호 매매가 12억 계약금 10%", "계약서작성", DS, law=CIV)
add(k, "colloquial", "집주인인데 세입자랑 반전세 계약서 써야 돼. 보증금 1억 월 50, 수리는 세입자가 소모품만 하는 걸로 특약 넣어줘", "계약서작성", DS, law=HL, la=[CIV])
add(k, "followup", "특약에 도배 장판은 집주인이 해준다고 넣어줘", "계약서작성", DS, prev="월세 계약서 써주세요. 관악구 신림동 567-8 2층 202호, 보증금 1000 월세 55, 관리비 7만원 별도, 2년")
add(k, "normal", "부산 해운대구 우동 ○○아파트 105동 803호 전세 계약서 작성 부탁드려요. 보증금 3억5천, 2026년 12월 20일 입주, 2년, 특약으로 전세대출 안 나오면 계약 무효 조항 넣어주세요", "계약서작성", DS, law=HL)
add(k, "normal", "전세 계약서에 넣을 특약 문구 써줘: 잔금일까지 근저당 말소, 전입신고 다음날까지 집주인이 담보 설정 금지", "계약서작성", DS, law=HL)
add(k, "colloquial", "오피스텔 월세 계약서 하나 만들어줘 송파구 문정동 ○○오피스텔 1107호, 보증금 500 월세 45 관리비 10 포함, 1년", "계약서작성", DS, law=HL)

k = "contract_review"
add(k, "normal", "계약서에 '보증금은 임차인 퇴거 후 3개월 이내 반환한다'라고 돼 있는데 괜찮은 건가요?", "계약서검토", DS, law=HL, la=[CIV], verdict="불리함(동시이행 원칙 위배)")
add(k, "normal", "특약에 '임차인은 어떠한 경우에도 계약기간 중 해지할 수 없다'고 써있어요. 유효한가요?", "계약서검토", DS, law=CIV, la=[HL])
add(k, "nospace", "특약에임차인은계약갱신요구권을행사하지않는다라고써있는데이거유효해요", "계약서검토", DS, law=HL, verdict="무효(임차인에게 불리한 약정)")
add(k, "english", "My lease says: 'The tenant shall pay for all repairs including the boiler.' Is this clause enforceable?", "계약서검토", DS, law=CIV)
add(k, "typo", "계약서 검토해주세요 '퇴거시 원상복구 비용으로 보증금에서 100만원 일괄 공제한다' 이거 괜찮은건가여", "계약서검토", DS, law=CIV)
add(k, "colloquial", "이 특약 좀 봐줘 '임대인이 주택 매도 시 임차인은 즉시 퇴거한다'", "계약서검토", DS, law=HL, verdict="무효(대항력 있으면 매수인에 대항)")
add(k, "followup", "그럼 어떻게 고쳐달라고 해야 돼요?", "계약서검토", DS, prev="계약서에 '보증금은 임차인 퇴거 후 3개월 이내 반환한다'라고 돼 있는데 괜찮은 건가요?", law=HL, la=[CIV])
add(k, "normal", "계약서 검토 부탁드립니다.\n1. 임대차기간은 1년으로 한다.\n2. 차임을 1회라도 연체하면 임대인은 즉시 계약을 해지할 수 있다.\n3. 반려동물 사육 적발 시 보증금의 10%를 위약금으로 한다.", "계약서검토", DS, law=HL, la=[CIV])
add(k, "normal", "'임차인은 전입신고를 하지 않는다'는 특약이 있는데 서명해도 되나요?", "계약서검토", DS, ia=["리스크분석"], law=HL, verdict="위험(대항력·우선변제 상실)")
add(k, "colloquial", "관리비 특약에 '관리비는 월 15만원 정액, 공용부분 수리비 포함 전부 임차인 부담'이라는데 이거 괜찮아?", "계약서검토", DS, law=CIV, la=[AM])
add(k, "english", "Please review this clause: 'If the landlord sells the property, the deposit will be returned within 6 months after the sale.'", "계약서검토", DS, law=HL)
add(k, "normal", "매매계약서 특약 '매수인은 현 시설 상태에서 계약하며 하자에 대해 매도인은 일체 책임지지 않는다' 검토해주세요", "계약서검토", DS, law=CIV)

# =====================================================================
# G. COMPREHENSIVE / IRRELEVANT / UNCLEAR
# =====================================================================
k = "comprehensive"
add(k, "vague", "집 사도 될까요?", "종합분석", AS, ia=["시세조회", "대출상담"])
add(k, "vague", "강남에 전세 구하는데 뭐부터 봐야 해?", "종합분석", AS, ia=["시세조회", "리스크분석"])
add(k, "nospace", "지금집사는게나아전세사는게나아", "종합분석", AS, ia=["시세조회"])
add(k, "english", "Should I buy or rent in Seoul right now?", "종합분석", AS, ia=["시세조회"])
add(k, "colloquial", "맞벌이 신혼 연봉 합쳐서 9천인데 영끌해서 노원 아파트 사는 거 어때?", "종합분석", AS, ia=["대출상담", "시세조회"])
add(k, "normal", "마포구 5억대 아파트 매수하려고 하는데 대출이랑 시세 같이 분석해줘", "종합분석", AS)
add(k, "typo", "전세 만기 다가오는데 재계약 할지 이사갈지 고민이에여 어케 해야되요", "종합분석", AS, ia=["법률상담"])
add(k, "followup", "성동구로 바꾸면?", "종합분석", AS, prev="마포구 5억대 아파트 매수하려고 하는데 대출이랑 시세 같이 분석해줘")
add(k, "vague", "요즘 부동산 어때요?", "종합분석", AS, ia=["시세조회"], ta=[S])
add(k, "normal", "현금 4억 있는데 송파구 전세 사는 거랑 대출 끼고 경기도 아파트 사는 거 중에 뭐가 나을까요?", "종합분석", AS)
add(k, "colloquial", "갭투자 지금 해도 됨?", "종합분석", AS, ia=["시세조회", "리스크분석"])
add(k, "vague", "이사 가려는데 뭐 알아봐야 해?", "종합분석", AS, ia=["법률상담", "리스크분석"], ta=[S])

k = "irrelevant"
for ph, q in [("colloquial", "안녕"), ("normal", "안녕하세요~"), ("normal", "오늘 서울 날씨 어때요?"),
              ("normal", "김치찌개 맛있게 끓이는 법 알려줘"), ("english", "Hello!"),
              ("english", "What's the weather like in Busan tomorrow?"), ("colloquial", "삼성전자 주식 지금 사도 돼?"),
              ("normal", "비트코인 내년 전망 어때요?"), ("normal", "고마워요!"), ("colloquial", "너 누구야?"),
              ("colloquial", "점심 뭐 먹지"), ("normal", "파이썬으로 리스트 정렬하는 코드 짜줘"),
              ("typo", "영화 추천해줘여 주말에 볼거"), ("colloquial", "ㅎㅇ"), ("nospace", "이번주로또번호추천해줘")]:
    add(k, ph, q, "irrelevant", N)

k = "unclear"
for ph, q in [("vague", "이거 어떻게 해요?"), ("vague", "그거 알려줘"), ("vague", "음..."),
              ("vague", "이건 왜 이래요?"), ("nospace", "아까그거다시해줘")]:
    add(k, ph, q, "unclear", N)

# =====================================================================
def main():
    per_kind = collections.Counter()
    out, checks = [], {}
    for i, (d, chk) in enumerate(ITEMS, 1):
        qid = "Q%03d" % i
        n = per_kind[d["kind"]]; per_kind[d["kind"]] += 1
        row = {"id": qid, "split": "tune" if n % 2 == 0 else "holdout"}
        row.update(d)
        out.append(row)
        if chk is not None: checks[qid] = list(chk)
    with open("/work/evalset/questions.jsonl", "w", encoding="utf-8") as f:
        for r in out: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open("/work/evalset/figure_checks.json", "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    # counts section for TAXONOMY.md
    kinds = list(dict.fromkeys(r["kind"] for r in out))
    lines = ["| kind | tune | holdout | total |", "|---|---|---|---|"]
    tt = th = 0
    for kd in kinds:
        t = sum(1 for r in out if r["kind"] == kd and r["split"] == "tune")
        h = sum(1 for r in out if r["kind"] == kd and r["split"] == "holdout")
        tt += t; th += h
        lines.append(f"| `{kd}` | {t} | {h} | {t+h} |")
    lines.append(f"| **total** | **{tt}** | **{th}** | **{tt+th}** |")
    def cnt(key):
        c = collections.Counter(r[key] for r in out); return ", ".join(f"{a}: {b}" for a, b in c.most_common())
    lawc = collections.Counter(r["law"] for r in out if "law" in r)
    extra = ["", "Phrasings: " + cnt("phrasing"), "", "Intents: " + cnt("intent"), "",
             "Questions with `figure`: %d; with `missing`: %d; with `verdict`: %d; with `prev`: %d" % (
                 sum("figure" in r for r in out), sum("missing" in r for r in out),
                 sum("verdict" in r for r in out), sum("prev" in r for r in out)), "",
             "Questions by `law` (primary): " + ", ".join(f"{a}: {b}" for a, b in lawc.most_common())]
    tax = open("/work/evalset/TAXONOMY.md", encoding="utf-8").read()
    marker = "## 3. Counts"
    tax = tax[:tax.index(marker)] + marker + "\n(generated by build_questions.py)\n\n" + "\n".join(lines + extra) + "\n"
    open("/work/evalset/TAXONOMY.md", "w", encoding="utf-8").write(tax)
    print(len(out), "questions;", len(checks), "figures")

if __name__ == "__main__":
    main()
