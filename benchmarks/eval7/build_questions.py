# -*- coding: utf-8 -*-
"""Source of eval7: hand-written questions and hand-entered figures.

Regenerates questions.jsonl, figure_checks.json and README.md next to this file.
Figures are typed by hand here; check_figures.py recomputes each one independently
from the calculator spec stored in figure_checks.json.
"""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

HL = "주택임대차보호법"
CIV = "민법"
PR = "민간임대주택에 관한 특별법"
BRK = "공인중개사법"
DR = "부동산 거래신고 등에 관한 법률"
REG = "부동산등기법"
HA = "주택법"
APT = "공동주택관리법"
BS = "건축물의 분양에 관한 법률"
PD = "부동산 가격공시에 관한 법률"
PCR = "공동주택 분양가격의 산정 등에 관한 규칙"
FN = "공동주택 층간소음의 범위와 기준에 관한 규칙"
FV = "전세사기피해자 지원 및 주거안정에 관한 특별법"
LIT = "소송촉진 등에 관한 특례법"

S = ["search"]
AS = ["analysis", "search"]
DS = ["document", "search"]

ROWS = []
SPECS = []  # parallel to ROWS: calculator spec or None


def q(kind, phrasing, text, intent, teams, law=None, verdict=None, prev=None, intent_alt=None,
      teams_alt=None, law_alt=None, missing=None):
    r = {"kind": kind, "phrasing": phrasing, "q": text}
    if prev:
        r["prev"] = prev
    r["intent"] = intent
    if intent_alt:
        r["intent_alt"] = intent_alt
    r["teams"] = teams
    if teams_alt:
        r["teams_alt"] = teams_alt
    if law:
        r["law"] = law
    if law_alt:
        r["law_alt"] = law_alt
    if verdict:
        r["verdict"] = verdict
    if missing:
        r["missing"] = missing
    ROWS.append(r)
    SPECS.append(None)
    return r


def fig(value, unit, tol, inputs, how, spec):
    """Attach a hand-entered figure to the last question, with its check spec."""
    ROWS[-1]["figure"] = {"value": value, "unit": unit, "tol": tol, "inputs": inputs, "how": how}
    SPECS[-1] = spec


def legal(kind, phrasing, text, law, verdict, prev=None, **kw):
    """A legal yes/no or named-answer question: search alone can answer; analysis also fine."""
    return q(kind, phrasing, text, "법률상담", S, law=law, verdict=verdict, prev=prev,
             teams_alt=[AS], **kw)


# =====================================================================================
# A. Legal questions (80)
# =====================================================================================
K = "legal_housing_lease"
legal(K, "colloquial", "부동산에서 전입신고는 잔금날 아무때나 해도 된다는데 맞아? 대항력은 전입한 당일부터 바로 생기는거지?", HL,
      "아니요 — 대항력은 주택 인도와 주민등록(전입신고)을 마친 다음 날 0시부터 생깁니다(주임법 §3①). 잔금·입주 당일 전입신고를 바로 하는 것이 안전합니다.")
legal(K, "nospace", "확정일자안받고전입만했는데집경매넘어가면보증금배당순위없는거임?", HL,
      "네(우선변제권 없음) — 확정일자가 없으면 대항력은 있어도 경매 매각대금에서 우선변제를 받을 수 없습니다(§3의2②). 다만 소액임차인이면 최우선변제(§8)는 확정일자 없이 가능합니다.")
legal(K, "normal", "집주인이 계약서에 1년으로 쓰자고 해서 1년 계약했는데, 1년 지나면 무조건 나가야 하나요?", HL,
      "아니요 — 기간을 2년 미만으로 정한 임대차는 2년으로 봅니다(§4①). 임차인은 1년이 유효하다고 주장할 수도 있습니다.")
legal(K, "english", "My landlord refused my renewal request saying he'll move in himself. Can he do that? And what if he rents it to someone else afterwards?", HL,
      "가능 — 임대인(직계존비속 포함)의 실거주는 갱신거절 사유입니다(§6의3①8호). 다만 정당한 사유 없이 원래 갱신됐을 기간 안에 제3자에게 임대하면 임차인에게 손해배상 책임을 집니다(§6의3⑤).")
legal(K, "typo", "계약갱신요구권 두번 쓸수잇나요? 첫 갱신때 이미 썻어요", HL,
      "불가 — 계약갱신요구권은 1회만 행사할 수 있습니다(§6의3②).")
legal(K, "colloquial", "[카톡] 집주인: 보증금은 새 세입자 들어와야 줄 수 있어요. 임차권등기는 제가 동의 안 하면 못 해요~  ← 이거 진짜임? 만기 지났는데 보증금 못받음", HL,
      "아니요 — 임대차가 끝난 뒤 보증금을 못 받으면 임차인이 단독으로 법원에 임차권등기명령을 신청할 수 있고 임대인 동의는 필요 없습니다(§3의3①).")
legal(K, "normal", "임차권등기명령 신청은 어디에 하나요? 등기 끝나고 이사 가도 대항력이 유지되나요?", HL,
      "네 — 임차주택 소재지 관할 지방법원·지방법원지원·시군법원에 신청하고(§3의3①), 임차권등기가 된 뒤에는 이사·전출해도 대항력과 우선변제권이 유지됩니다(§3의3⑤).")
legal(K, "followup", "그럼 집주인이 납세증명서 보여달라는 거 거절하면 그냥 넘어가야 되는 거예요?", HL,
      "아니요 — 2023년 신설된 §3의7: 임대인은 계약 체결 시 임차인에게 국세·지방세 납세증명서(와 확정일자 부여현황)를 제시할 의무가 있습니다(열람 동의로 갈음 가능).",
      prev="전세 계약 전에 집주인 세금 체납 있는지 어떻게 알아요?")
legal(K, "nospace", "살던집이팔렸는데보증금은새집주인한테달라고해야돼요아님전주인?전입확정일자다있음", HL,
      "새 집주인(양수인) — 대항력 있는 임차주택의 양수인은 임대인의 지위를 승계하므로(§3④) 새 소유자에게 보증금 반환을 청구합니다.")
legal(K, "normal", "새로 들어가는 세입자인데 집주인이 전 세입자보다 10% 올려서 계약하재요. 5% 상한 위반 아닌가요?", HL,
      "아니요 — 5% 증액 상한(§7②)은 기존 임대차의 증액·갱신에 적용되고, 새 임차인과의 신규 계약에는 적용되지 않습니다.")
legal(K, "colloquial", "갱신요구권 써서 연장하고 6개월 살았는데 이사가야됨. 2년 다 채워야돼? 아님 언제 나갈수있음?", HL,
      "아니요 — 갱신요구로 갱신된 계약은 임차인이 언제든 해지 통지할 수 있고, 임대인이 통지를 받은 날부터 3개월 후 효력이 생깁니다(§6의3④, §6의2).")
legal(K, "nospace", "소액임차인최우선변제받으려면확정일자도꼭있어야돼요?", HL,
      "아니요 — 최우선변제는 경매개시결정 등기 전에 대항요건(인도+주민등록)만 갖추면 되고 확정일자는 필요 없습니다(§8①).")

K = "legal_civil"
legal(K, "colloquial", "보일러 터졌는데 집주인이 니가 쓰다 고장난거니까 니가 고치래. 15년 된 보일러임. 내가 내야됨?", CIV,
      "아니요 — 노후로 인한 보일러 고장처럼 사용에 지장을 주는 주요 설비 수선은 임대인의 수선의무입니다(민법 §623). 임차인 고의·과실이 아니면 임대인 부담입니다.")
q(K, "nospace", "아파트계약금500보냈는데중도금전에매도인이더비싸게판다고계약깨재요이거가능?받는돈얼마?", "법률상담", AS, law=CIV,
  verdict="가능 — 중도금 등 이행에 착수하기 전이면 매도인은 계약금의 배액(1,000만원)을 상환하고 해제할 수 있습니다(민법 §565).")
fig(1000, "만원", 1, {"계약금": 500}, "민법 §565 배액상환: 매수인이 돌려받는 돈 = 계약금 × 2 → 500×2", ["double", 500])
q(K, "english", "I paid a 30,000,000 won down payment (계약금) on an apartment and the seller wants to cancel before the middle payment. How much must the seller pay me back in total?", "법률상담", AS, law=CIV,
  verdict="가능(매도인 해제) — 이행 착수 전이면 매도인은 계약금의 배액 6,000만원을 상환하고 해제할 수 있습니다(민법 §565).")
fig(6000, "만원", 1, {"계약금": 3000}, "민법 §565 배액상환: 계약금 × 2 → 3,000×2", ["double", 3000])
legal(K, "normal", "세입자가 월세를 두 달 연속 안 냈어요. 지금 바로 계약 해지할 수 있나요?", CIV,
      "가능 — 차임 연체액이 2기의 차임액에 달하면 임대인은 계약을 해지할 수 있습니다(민법 §640).")
legal(K, "typo", "세입자가 집주인 허락없이 방 하나를 다른사람한테 재임대햇어요 계약해지 되나요?", CIV,
      "가능 — 임대인 동의 없는 전대는 해지 사유입니다(민법 §629②).")
legal(K, "followup", "10년 살면서 생긴 자연스러운 변색인데도 원상복구 해야함?", CIV,
      "아니요 — 원상회복 의무(민법 §615, §654)에는 통상적인 사용으로 생긴 자연 마모·변색은 포함되지 않고, 임차인 과실로 생긴 손상만 해당합니다.",
      prev="이사 나가는데 집주인이 벽지 누렇게 된 거 다 새로 해놓고 가래요")
legal(K, "normal", "제 돈으로 샷시(창호)를 새로 달았는데 나갈 때 비용 받을 수 있나요? 계약서에 원상복구나 비용포기 특약은 없어요.", CIV,
      "가능 — 가치를 높인 유익비는 임대차 종료 때 가액 증가가 남아 있으면 임대인 선택에 따라 지출액 또는 증가액의 상환을 청구할 수 있습니다(민법 §626②).")
legal(K, "colloquial", "만기 됐는데 집주인이 보증금은 안 주면서 나부터 짐 빼래. 먼저 나가야 돼?", CIV,
      "아니요 — 보증금 반환과 집 인도(명도)는 동시이행 관계입니다(민법 §536). 먼저 나가야 하면 임차권등기명령(주임법 §3의3) 후 이사하세요.",
      law_alt=[HL])

K = "legal_private_rental"
legal(K, "normal", "집주인이 등록임대사업자인데 재계약하면서 월세를 7% 올리겠대요. 괜찮은 건가요?", PR,
      "아니요 — 등록임대주택의 임대료 증액은 5% 이내이고, 증액 후 1년 안에는 다시 올릴 수 없습니다(민간임대주택법 §44②).")
legal(K, "nospace", "임대사업자집전세인데임대보증금보증가입안되어있대요의무아닌가요", PR,
      "네(의무) — 등록임대사업자는 임대보증금 보증에 가입해야 합니다(민간임대주택법 §49).")
legal(K, "colloquial", "임대사업자 집주인이 의무기간 중인데 그냥 나가달래. 나 월세 밀린 거 없는데 나가야돼?", PR,
      "아니요 — 임차인에게 귀책사유(차임 연체 등)가 없으면 임대사업자는 임대의무기간 중 계약을 해제·해지하거나 재계약을 거절할 수 없습니다(민간임대주택법 §45).")
legal(K, "normal", "등록임대주택 계약할 때 표준임대차계약서 말고 부동산 일반 양식 써도 되나요?", PR,
      "아니요 — 임대사업자는 표준임대차계약서를 사용해야 합니다(민간임대주택법 §47).")
legal(K, "typo", "장기일반민간임대 의무기간 몇년이에여? 2020년 9월에 등록한 빌라요", PR,
      "10년 — 2020-08-18 이후 등록한 장기일반민간임대주택의 임대의무기간은 10년입니다(민간임대주택법 §2·§43).")
legal(K, "colloquial", "등록임대 집인데 집주인이 임대보증금 보증 수수료 전부 나보고 내래. 원래 세입자가 다 내는거야?", PR,
      "아니요 — 임대보증금 보증수수료는 임대사업자가 75%, 임차인이 25%를 부담합니다(민간임대주택법 §49, 시행령).")

K = "legal_brokerage"
legal(K, "colloquial", "[문자] 법정요율은 0.4%인데 저희는 컨설팅비 포함 0.6% 받습니다^^  ← 아파트 매매 7억인데 이거 다 줘야함?", BRK,
      "아니요 — 7억 매매의 법정 한도는 0.4%(280만원)이고, 한도를 넘는 금품 수수는 금지이며(공인중개사법 §32, §33①3) 초과 약정분은 무효입니다.")
legal(K, "english", "My agent never told me about the provisional seizure (가압류) on the register and I lost money. Can I claim damages from the agent?", BRK,
      "가능 — 확인·설명 의무(공인중개사법 §25) 위반으로 손해가 생기면 중개사가 배상책임을 지고(§30) 공제·보증으로도 청구할 수 있습니다.")
legal(K, "nospace", "복비에부가세10%따로달라는데원래따로주는거맞음?", BRK,
      "네 — 중개보수 한도(공인중개사법 §32, 시행규칙 별표)는 부가가치세 별도이므로 일반과세자 중개사는 10%를 따로 받을 수 있습니다.")
legal(K, "normal", "중개사가 계약서 쓰는 날 복비를 전액 달라고 해요. 잔금은 두 달 뒤인데, 복비는 원래 언제 내는 건가요?", BRK,
      "잔금일 — 따로 약정이 없으면 중개보수 지급시기는 거래대금 지급이 완료된 날입니다(공인중개사법 §32③, 시행령 §27의2).")
legal(K, "typo", "공인중개사 아닌 컨설팅업체가 집 소개해주고 수수료 달래요 줘야되나여?", BRK,
      "아니요 — 중개사무소 개설등록 없이 중개하면 무등록중개로 처벌 대상이고(공인중개사법 §9, §48) 그 보수 약정은 무효입니다(판례).")
legal(K, "nospace", "중개사가자기명의아파트를나한테직접팔겠다는데이거괜찮은거예요?", BRK,
      "불가 — 개업공인중개사가 중개의뢰인과 직접 거래하는 것은 금지행위입니다(공인중개사법 §33①6).")

K = "legal_deal_report"
legal(K, "nospace", "아파트매매실거래신고며칠안에해야함?누가해야돼?", DR,
      "30일 — 계약 체결일부터 30일 이내 거래당사자가 공동으로(중개거래면 중개사가) 시·군·구청에 신고합니다(부동산거래신고법 §3).")
legal(K, "nospace", "전월세신고했으면확정일자따로안받아도되는거맞죠?", DR,
      "네 — 주택임대차 계약 신고가 접수되면 확정일자를 받은 것으로 봅니다(부동산거래신고법 §6의5③).", law_alt=[HL])
legal(K, "colloquial", "서울 원룸 보증금 5천에 월세 20인데 이것도 전월세신고 해야돼?", DR,
      "아니요 — 신고 대상은 보증금 6,000만원 초과 또는 월차임 30만원 초과 계약입니다(부동산거래신고법 §6의2, 시행령 §4의3). 5,000만/20만은 대상이 아닙니다.")
legal(K, "normal", "매매 계약하고 실거래 신고까지 했는데 계약이 해제됐어요. 따로 신고해야 하나요?", DR,
      "네 — 해제가 확정된 날부터 30일 이내에 해제등 신고를 해야 합니다(부동산거래신고법 §3의2).")
legal(K, "typo", "집주인이 전월세신고 안해준대여. 보증금 1억 월세 50인데 세입자인 저 혼자서도 신고할수 있나여?", DR,
      "가능 — 원칙은 공동신고지만 상대방이 거부하면 단독신고할 수 있고, 임대차계약서를 첨부해 한쪽이 제출하면 공동신고한 것으로 봅니다(부동산거래신고법 §6의2).")
legal(K, "english", "I'm a foreign national and just inherited an apartment in Korea. Do I have to report it, and by when?", DR,
      "네 — 외국인이 상속 등 계약 외 원인으로 부동산을 취득하면 취득한 날부터 6개월 이내 시·군·구청에 신고해야 합니다(부동산거래신고법 §8②).")

K = "legal_registry"
legal(K, "normal", "등기필증(등기필정보)을 잃어버렸는데 재발급 되나요? 집 팔아야 하는데요", REG,
      "불가 — 등기필정보는 재교부되지 않습니다. 본인 출석 확인, 법무사 등 자격자대리인의 확인정보, 공증받은 확인서면으로 대신합니다(부동산등기법 §50·§51).")
legal(K, "nospace", "등기부등본에서근저당은어디에나와요갑구?을구?", REG,
      "을구 — 근저당권·전세권 등 소유권 이외의 권리는 을구, 소유권에 관한 사항은 갑구에 기록됩니다(부동산등기규칙 §13).")
legal(K, "colloquial", "등기부에 소유권이전청구권 가등기 있는 집 전세 들어가도 됨? 집주인은 별거 아니래", REG,
      "아니요(위험) — 가등기에 기한 본등기가 되면 그 순위는 가등기 순위로 소급하므로(부동산등기법 §91) 가등기 뒤에 들어온 임차인은 새 소유자에게 대항할 수 없습니다.")
legal(K, "english", "When does a real estate registration take effect — when it's filed or when the registrar finishes it?", REG,
      "접수 시 — 등기관이 등기를 마치면 그 등기는 접수한 때부터 효력이 생깁니다(부동산등기법 §6②).")
legal(K, "typo", "매매 셀프등기할때 매도인 없이 매수인 혼자 소유권이전등기 신청 가능한가여?", REG,
      "불가 — 소유권이전등기는 등기권리자(매수인)와 등기의무자(매도인)의 공동신청이 원칙이므로(부동산등기법 §23①) 매도인 서류·위임이 필요합니다.")
legal(K, "normal", "임차권등기명령은 혼자 신청한다던데, 전세권설정등기도 집주인 동의 없이 저 혼자 할 수 있나요?", REG,
      "불가 — 전세권설정등기는 전세권자와 설정자(집주인)의 공동신청이 원칙이므로(부동산등기법 §23①) 집주인의 협조(서류·인감)가 필요합니다.", law_alt=[CIV])

K = "legal_housing_act"
legal(K, "normal", "수도권 공공택지 아파트 분양권 전매제한 기간이 몇 년인가요? 2023년 완화 이후 기준으로요.", HA,
      "3년 — 2023-04-07 시행 완화 후 수도권 공공택지·규제지역은 3년입니다(주택법 §64, 시행령 §73 별표).")
legal(K, "colloquial", "분양가상한제 아파트 당첨됐는데 실거주 의무 입주하자마자 바로 해야돼? 전세 한번 주고 들어가고 싶음", HA,
      "아니요 — 2024-03-19 시행 개정으로 거주의무는 최초 입주가능일부터 3년 이내에 시작하면 되므로 그 전에 한 차례 임대할 수 있습니다(주택법 §57의2).")
legal(K, "nospace", "지역주택조합가입했는데일주일만에취소하면가입비돌려받을수있나요", HA,
      "가능 — 가입비 등을 예치한 날부터 30일 이내에 청약을 철회할 수 있고 가입비는 전액 반환됩니다(주택법 §11의6).")
legal(K, "colloquial", "누가 청약통장 삼백에 사겠다는데 팔아도 됨? 어차피 나 안 쓸건데", HA,
      "불가 — 청약통장(입주자저축 증서)의 양도·매매는 공급질서 교란행위로 금지되고(주택법 §65) 형사처벌과 최대 10년 입주자격 제한을 받습니다.")

K = "legal_apt_management"
legal(K, "nospace", "관리비에장기수선충당금포함돼서2년냈는데세입자인데이거이사갈때돌려받을수있음?", APT,
      "네 — 장기수선충당금은 소유자 부담이므로 관리비와 함께 낸 임차인은 퇴거 시 소유자에게 반환을 청구할 수 있습니다(공동주택관리법 §30, 시행령 §31).")
legal(K, "normal", "입주 1년 반 된 새 아파트인데 욕실 타일이 들떠요. 하자보수 기간 지났나요?", APT,
      "아니요 — 타일 등 마감공사의 하자담보책임기간은 2년이므로(공동주택관리법 §36, 시행령 §36 별표4) 1년 반이면 하자보수를 청구할 수 있습니다.")
legal(K, "colloquial", "윗집 층간소음 관리사무소에 얘기했더니 관리소는 아무것도 못한대. 진짜야?", APT,
      "아니요 — 관리주체는 층간소음 피해를 알리면 사실관계를 조사하고 소음 중단·차음조치를 권고할 수 있습니다(공동주택관리법 §20②).")
legal(K, "nospace", "아파트하자분쟁소송말고조정받을수있는데가어디예요", APT,
      "하자심사·분쟁조정위원회 — 국토교통부에 설치된 위원회가 하자 심사와 분쟁조정을 합니다(공동주택관리법 §39).")

K = "legal_building_sale"
legal(K, "normal", "오피스텔 40실을 짓는 중인데 사용승인 전에 분양하려면 분양신고를 해야 하나요?", BS,
      "네 — 30실 이상 오피스텔을 사용승인 전에 분양하면 건축물분양법 적용 대상이고 허가권자에게 분양신고를 해야 합니다(§3①, §5).")
legal(K, "nospace", "오피스텔선분양은착공신고만하면바로분양가능한가요", BS,
      "아니요 — 신탁계약·대리사무계약을 맺거나 분양보증을 받고 착공신고를 한 뒤, 또는 골조공사 3분의 2 이상을 마친 뒤에 분양할 수 있습니다(건축물분양법 §4①).")
legal(K, "colloquial", "오피스텔 시행사가 신탁도 없고 분양보증도 없는데 땅파자마자 분양한대. 이거 돼?", BS,
      "불가 — 신탁·대리사무계약이나 분양보증 없이는 착공 직후 선분양할 수 없고, 그 경우 골조공사 3분의 2 이상 완료 후에만 분양할 수 있습니다(건축물분양법 §4①2).")
legal(K, "typo", "오피스텔 분양받았는데 시행사가 부도나면 낸 분양대금 보호받을수있나여? 분양보증 가입됏다고 들었어여", BS,
      "네 — 분양보증(건축물분양법 §4①1)에 가입되어 있으면 보증기관이 분양 이행을 하거나 납부한 분양대금을 환급합니다.")

K = "legal_price_disclosure"
legal(K, "nospace", "공동주택공시가격이의신청언제까지에요", PD,
      "30일 — 공시일부터 30일 이내에 국토교통부장관에게 서면으로 이의신청합니다(부동산가격공시법 §18⑧, §7 준용).")
legal(K, "normal", "개별공시지가는 누가 정하고, 이의신청은 어디에 하나요?", PD,
      "시장·군수·구청장 — 개별공시지가를 결정·공시하고, 이의신청도 공시일부터 30일 이내에 시장·군수·구청장에게 합니다(부동산가격공시법 §10·§11).")
legal(K, "colloquial", "우리 단독주택 공시가격도 국토부가 정하는 거 맞지?", PD,
      "아니요 — 국토교통부장관은 표준주택가격만 공시하고(§16), 개별 단독주택가격은 시장·군수·구청장이 결정·공시합니다(부동산가격공시법 §17).")
legal(K, "typo", "공동주택 공시가격 기준일이 언제예여? 매년 1월1일?", PD,
      "네 — 공동주택가격은 매년 1월 1일 기준으로 산정해 공시합니다(부동산가격공시법 §18①, 시행령).")

K = "legal_price_cap_rule"
legal(K, "normal", "분양가상한제 분양가격은 택지비랑 건축비로만 구성되나요? 건축비엔 뭐가 들어가요?", PCR,
      "네 — 분양가격 = 택지비 + 건축비이고, 건축비는 기본형건축비에 건축비 가산비를 더한 금액입니다(공동주택 분양가격의 산정 등에 관한 규칙).", law_alt=[HA])
legal(K, "nospace", "기본형건축비는1년에몇번정기고시해요", PCR,
      "2회 — 매년 3월 1일과 9월 15일을 기준으로 정기 고시하고, 자재가격이 급등하면 비정기로 조정할 수 있습니다(분양가격 산정 규칙).")
legal(K, "english", "For a price-capped apartment on private land, how is the land cost (택지비) set in the sale price?", PCR,
      "감정평가액 + 가산비 — 민간택지의 택지비는 감정평가한 가액에 택지비 가산비를 더해 정합니다(주택법 §57③, 분양가격 산정 규칙).", law_alt=[HA])
legal(K, "typo", "공공택지 아파트 분양가에서 택지비는 LH 공급가격 그대로 넣는거에여?", PCR,
      "아니요 — 공공택지 택지비는 공급가격에 기간이자와 필요경비 등 그 밖의 비용을 더한 금액입니다(주택법 §57③, 분양가격 산정 규칙).", law_alt=[HA])

K = "legal_floor_noise"
legal(K, "nospace", "밤에윗집발망치소리몇데시벨넘으면층간소음기준초과에요", FN,
      "34dB — 직접충격소음 야간 기준은 1분 등가소음도 34dB, 최고소음도 52dB입니다(층간소음 규칙 별표, 2023-01-02 시행).")
legal(K, "english", "Does noise from the upstairs toilet flushing and drain pipes count as floor noise (층간소음) under the rule?", FN,
      "아니요 — 욕실·화장실 등의 급수·배수로 생기는 소음은 층간소음에서 제외됩니다(층간소음 규칙 §2 단서).")
legal(K, "colloquial", "윗집 TV 소리 크게 트는 것도 층간소음에 들어감? 뛰는 것만 되는 줄", FN,
      "네 — 텔레비전·음향기기 등의 공기전달소음도 층간소음이며, 기준은 5분 등가소음도 주간 45dB·야간 40dB입니다(층간소음 규칙 §2·별표).")
legal(K, "typo", "낮에 애들 뛰는소리 1분등가 40dB 나왔는데 기준 넘은거 맞나여? 2015년 지은 아파트에여", FN,
      "네 — 직접충격소음 주간 1분 등가소음도 기준은 39dB이므로(층간소음 규칙 별표, 2023-01-02 시행) 40dB은 초과입니다.")

K = "legal_fraud_victim"
legal(K, "normal", "전세사기 피해자 결정은 어디에 신청하나요?", FV,
      "시·도지사 — 임차주택 소재지 관할 시·도지사에게 신청하고, 국토교통부 전세사기피해지원위원회가 심의·의결해 결정합니다(전세사기피해자법 §12~§14).")
legal(K, "nospace", "전세사기피해자결정받으면경매나온우리집우선매수할수있어요?", FV,
      "가능 — 피해자는 경매에서 최고가매수신고가격과 같은 가격으로 우선매수신고를 할 수 있습니다(전세사기피해자법 §20). 이 권리를 LH에 넘길 수도 있습니다.")
legal(K, "english", "I was rejected as a jeonse-fraud victim. How long do I have to file an objection, and with whom?", FV,
      "30일 — 결정 통지를 받은 날부터 30일 이내에 국토교통부장관에게 이의신청할 수 있습니다(전세사기피해자법 §15).")
legal(K, "followup", "근데 나 확정일자도 없고 전입도 안했는데 그럼 인정 안되는거?", FV,
      "네(인정 안 됨) — 피해자 요건은 대항력(인도+전입신고)과 확정일자를 갖춘 것입니다(임차권등기로 갖춘 경우 포함)(전세사기피해자법 §3①1).",
      prev="전세사기 피해자 결정은 어디에 신청하나요?")
legal(K, "typo", "전세사기 피해주택 경매 진행중인데 멈출수 있나여? 피해자 결정은 받았어여", FV,
      "가능 — 법원에 경매절차의 유예·정지를 신청할 수 있습니다(전세사기피해자법 §17; 국세 체납 공매는 §18).")
legal(K, "colloquial", "피해자 결정 받았는데 내가 그 집 낙찰받을 돈이 없음. LH가 대신 사줄 수도 있어?", FV,
      "가능 — 우선매수권을 LH(공공주택사업자)에 양도하면 LH가 피해주택을 매입해 공공임대로 제공할 수 있습니다(전세사기피해자법 §25).")

K = "timeline_notice"
legal(K, "colloquial", "[카톡] 집주인: 만기 한 달 남았는데 이번에 집 비워주세요~  ← 이거 지금 말해도 효력 있어? 나 갱신 얘기 아직 안함", HL,
      "아니요 — 임대인의 갱신거절 통지는 만료 6개월 전부터 2개월 전까지 해야 하므로(주임법 §6①) 1개월 전 통지로는 안 되고 묵시적 갱신이 됩니다.")
legal(K, "nospace", "묵시적갱신됐는데중간에나가려면몇개월전에말해야돼요", HL,
      "3개월 — 묵시적 갱신 후 임차인은 언제든 해지 통지할 수 있고, 임대인이 통지를 받은 날부터 3개월 후 효력이 생깁니다(주임법 §6의2).")
legal(K, "english", "After an automatic renewal (묵시적 갱신), can the landlord also end the lease with 3 months' notice?", HL,
      "불가 — 3개월 해지 통지권은 임차인에게만 있고(주임법 §6의2), 임대인은 갱신된 2년을 보장해야 합니다.")
legal(K, "typo", "세입자인데 만기 2달전까지 아무말 안하면 자동연장인가요? 몇년으로여?", HL,
      "네 — 임대인·임차인 모두 기간 내 통지가 없으면 묵시적으로 갱신되고, 그 존속기간은 2년입니다(주임법 §6①②).")
legal(K, "normal", "월세를 3달 밀린 상태로 만기가 됐는데 집주인이 아무 말을 안 했어요. 묵시적 갱신이 되나요?", HL,
      "아니요 — 2기의 차임액에 달하도록 차임을 연체한 임차인에게는 묵시적 갱신이 적용되지 않습니다(주임법 §6③).")
legal(K, "followup", "근데 집주인이 읽씹하는데 이러면 갱신 안 된 거임?", HL,
      "아니요 — 갱신요구는 기간 안에 임대인에게 도달하면 되고 임대인의 동의는 필요 없습니다. 정당한 거절 사유가 없으면 갱신됩니다(주임법 §6의3①).",
      prev="만료 3개월 전에 집주인한테 갱신요구 문자 보냈어요")

# =====================================================================================
# B. Computations from the user's numbers (80)
# =====================================================================================
CAP = "주임법 §7② / §6조의3③ (2020-07-31 시행): 증액 ≤ 기존 × 5%"


def calc(kind, phrasing, text, law=None, prev=None, intent="법률상담", **kw):
    return q(kind, phrasing, text, intent, AS, law=law, prev=prev, **kw)


K = "calc_increase_cap"
calc(K, "colloquial", "전세 3억5천 사는데 갱신할때 집주인이 최대 얼마까지 올릴수있어?", HL)
fig(36750, "만원", 1, {"보증금": 35000}, CAP + " → 35,000×1.05", ["cap_total", 35000])
calc(K, "nospace", "보증금3.5억갱신요구시인상가능한금액(증액분)만", HL)
fig(1750, "만원", 1, {"보증금": 35000}, CAP + " → 35,000×0.05", ["cap_increase", 35000])
calc(K, "normal", "월세 65만원인데 재계약할 때 5% 상한이면 월세 최대 몇 원까지 되나요?", HL)
fig(682500, "원", 1, {"월세_원": 650000}, CAP + " → 650,000×1.05", ["cap_total_won", 650000])
calc(K, "english", "My jeonse deposit is 280,000,000 won. If I use my renewal right, what's the most the landlord can raise it to?", HL)
fig(29400, "만원", 1, {"보증금": 28000}, CAP + " → 28,000×1.05", ["cap_total", 28000])
calc(K, "typo", "전세 이억 칠천인데 갱신때 얼마까지 더 올릴수있어여? 인상액만", HL)
fig(1350, "만원", 1, {"보증금": 27000}, CAP + " → 27,000×0.05", ["cap_increase", 27000])
calc(K, "colloquial", "[카톡] 집주인: 재계약 때 보증금 4억2천에서 4억6천으로 할게요  ← 나 갱신요구권 쓸건데 최대 얼마까지만 올릴 수 있어?", HL,
     verdict="4억6천은 불가 — 갱신 시 증액 상한은 5%로 최대 4억4,100만원입니다(주임법 §6의3③, §7②).")
fig(44100, "만원", 1, {"보증금": 42000}, CAP + " → 42,000×1.05", ["cap_total", 42000])
calc(K, "followup", "아 잘못말함 3억 아니고 3억2천이에요 그럼 최대 얼마?", HL, prev="전세 3억인데 갱신요구하면 최대 얼마까지 올려요?")
fig(33600, "만원", 1, {"보증금": 32000}, CAP + " → 32,000×1.05", ["cap_total", 32000])
calc(K, "normal", "보증금 450,000,000원인데 갱신 시 인상 가능한 최대 금액(증액분)은 얼마인가요?", HL)
fig(2250, "만원", 1, {"보증금": 45000}, CAP + " → 45,000×0.05", ["cap_increase", 45000])
calc(K, "nospace", "월세100만원갱신때최대몇원올릴수있음", HL)
fig(50000, "원", 1, {"월세_원": 1000000}, CAP + " → 1,000,000×0.05", ["cap_increase_won", 1000000])
calc(K, "colloquial", "월세 120 내는데 재계약하면 최대 얼마까지 올라가? 원 단위로", HL)
fig(1260000, "원", 1, {"월세_원": 1200000}, CAP + " → 1,200,000×1.05", ["cap_total_won", 1200000])

K = "calc_brokerage_fee"
SALE = "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 매매 상한"
LEASE = "공인중개사법 시행규칙 별표1 (2021-10-19 시행) 임대차 상한"
calc(K, "nospace", "아파트매매5억복비최대얼마", BRK)
fig(200, "만원", 1, {"매매가": 50000}, SALE + ": 2억~9억 0.4% → 50,000×0.004", ["brok_sale", 50000])
calc(K, "colloquial", "9억짜리 아파트 사는데 복비 최대 얼마야?", BRK)
fig(450, "만원", 1, {"매매가": 90000}, SALE + ": 9억 이상 12억 미만 0.5% → 90,000×0.005", ["brok_sale", 90000])
calc(K, "normal", "8억 9천 아파트 매매 중개보수 상한이 얼마예요?", BRK)
fig(356, "만원", 1, {"매매가": 89000}, SALE + ": 2억~9억 0.4% → 89,000×0.004", ["brok_sale", 89000])
calc(K, "english", "I'm buying an apartment for 1.3 billion won. What's the maximum brokerage fee?", BRK)
fig(780, "만원", 1, {"매매가": 130000}, SALE + ": 12억~15억 0.6% → 130,000×0.006", ["brok_sale", 130000])
calc(K, "typo", "매매 1억5천 빌라 중개수수료 최대 얼마에여?", BRK)
fig(75, "만원", 1, {"매매가": 15000}, SALE + ": 5천~2억 0.5%(한도 80만) → 15,000×0.005", ["brok_sale", 15000])
calc(K, "normal", "전세 3억 계약하는데 복비 최대 얼마 내면 되나요?", BRK)
fig(90, "만원", 1, {"보증금": 30000}, LEASE + ": 1억~6억 0.3% → 30,000×0.003", ["brok_lease", 30000, 0])
calc(K, "nospace", "전세7억중개보수상한", BRK)
fig(280, "만원", 1, {"보증금": 70000}, LEASE + ": 6억~12억 0.4% → 70,000×0.004", ["brok_lease", 70000, 0])
calc(K, "colloquial", "보증금 1천 월세 50 원룸 복비 최대 얼마야?", BRK)
fig(24, "만원", 0.5, {"보증금": 1000, "월세": 50}, LEASE + ": 거래금액 1,000+50×100=6,000 → 5천~1억 0.4%(한도 30만) → 24", ["brok_lease", 1000, 50])
calc(K, "normal", "보증금 500에 월세 40짜리 원룸 복비 최대 몇 원이에요?", BRK)
fig(165000, "원", 1, {"보증금": 500, "월세": 40}, LEASE + ": 500+40×100=4,500<5천 → 500+40×70=3,300 → 0.5%(한도 20만) → 165,000원", ["brok_lease_won", 500, 40])
calc(K, "normal", "보증금 5천만원, 월세 120만원 투룸 빌라 중개보수 한도는요?", BRK)
fig(51, "만원", 0.5, {"보증금": 5000, "월세": 120}, LEASE + ": 5,000+120×100=17,000 → 1억~6억 0.3% → 51", ["brok_lease", 5000, 120])
calc(K, "typo", "보증금 2억 월세 100 복비 얼마임여?", BRK)
fig(90, "만원", 1, {"보증금": 20000, "월세": 100}, LEASE + ": 20,000+100×100=30,000 → 0.3% → 90", ["brok_lease", 20000, 100])
calc(K, "followup", "부가세까지 포함하면 얼마야? 중개사 일반과세자래", BRK, prev="아파트매매5억복비최대얼마")
fig(220, "만원", 1, {"매매가": 50000, "부가세율": 0.1}, SALE + ": 50,000×0.004=200, 부가세 10% 별도 → 200×1.1", ["brok_sale_vat", 50000])
calc(K, "colloquial", "[문자] 매매가 12억 중개보수 1,200만원(VAT별도) 입금 부탁드립니다  ← 이거 상한 맞아?", BRK,
     verdict="아니요 — 12억 매매의 상한은 0.6%인 720만원(부가세 별도)입니다(공인중개사법 시행규칙 별표1).")
fig(720, "만원", 1, {"매매가": 120000}, SALE + ": 12억 이상 15억 미만 0.6% → 120,000×0.006", ["brok_sale", 120000])
calc(K, "normal", "아파트 전세 육억에 계약하면 중개보수 최대 얼마예요?", BRK)
fig(240, "만원", 1, {"보증금": 60000}, LEASE + ": 6억 이상 12억 미만 0.4% → 60,000×0.004", ["brok_lease", 60000, 0])

K = "calc_conversion"
CONV = "주임법 §7조의2, 시행령 §9: 전환율 상한 min(10%, 기준금리 2.50%+2%p)=4.5%; 월세 = 전환액×4.5%÷12"
calc(K, "normal", "보증금 1억을 월세로 돌리면 월세 최대 얼마까지 받을 수 있어요?", HL)
fig(37.5, "만원", 0.5, {"전환액": 10000}, CONV + " → 10,000×0.045÷12", ["conv", 10000])
calc(K, "nospace", "전세3억에서보증금1억으로낮추면월세최대얼마", HL)
fig(75, "만원", 0.5, {"전환액": 20000}, CONV + " → 20,000×0.045÷12", ["conv", 20000])
calc(K, "english", "If I convert 50,000,000 won of my deposit into monthly rent, what's the legal maximum monthly rent in won?", HL)
fig(187500, "원", 1, {"전환액": 5000}, CONV + " → 50,000,000×0.045÷12", ["conv_won", 5000])
calc(K, "typo", "전월세전환율 지금 법정상한 몇%에여? 기준금리 2.5%라던데", HL)
fig(4.5, "%", 0.01, {"기준금리": 2.5}, "주임법 §7조의2, 시행령 §9: min(10%, 기준금리 2.50% + 2%p) = 4.5%", ["conv_rate"])
calc(K, "colloquial", "집주인이 보증금 2억 중에 8천 빼주고 월세 40 받겠대. 이거 법정 상한 넘는거 아냐?", HL,
     verdict="네(초과) — 8,000만원 전환의 월세 상한은 30만원이므로 40만원은 상한 초과입니다(주임법 §7조의2).")
fig(30, "만원", 0.5, {"전환액": 8000}, CONV + " → 8,000×0.045÷12", ["conv", 8000])
calc(K, "normal", "보증금 7천만원을 줄이는 대신 월세를 받으면 월세 상한이 얼마인가요?", HL)
fig(26.25, "만원", 0.5, {"전환액": 7000}, CONV + " → 7,000×0.045÷12", ["conv", 7000])
calc(K, "followup", "보증금 1억2천으로 낮추면 월세 최대 얼마 받을수있어?", HL, prev="전세 2억5천인데 집주인이 갱신하면서 반전세로 바꾸자고 함")
fig(48.75, "만원", 0.5, {"전환액": 13000}, CONV + " → (25,000−12,000)×0.045÷12", ["conv", 13000])
calc(K, "colloquial", "3.5억 전세를 보증금 2억으로 바꾸면 월세 상한 얼마?", HL)
fig(56.25, "만원", 0.5, {"전환액": 15000}, CONV + " → (35,000−20,000)×0.045÷12", ["conv", 15000])

K = "calc_priority_repay"
P23 = "주임법 §8, 시행령 §10·11 (2023-02-21 시행 표, 담보물권 설정일 기준)"
P21 = "주임법 §8, 시행령 §10·11 (2021-05-11~2023-02-20 설정 담보물권에 적용되는 표)"
calc(K, "normal", "서울 빌라 보증금 1억 2천이고 근저당은 2024년에 설정됐어요. 경매되면 최우선변제 얼마 받아요?", HL)
fig(5500, "만원", 1, {"지역": "서울", "보증금": 12000, "담보설정": "2024"}, P23 + ": 서울 1억6,500 이하 → 5,500", ["prio", "seoul", 12000])
calc(K, "nospace", "서울보증금1억7천인데최우선변제받을수있나요근저당2023년5월설정", HL,
     verdict="불가 — 서울 소액임차인 기준 1억6,500만원을 넘으므로 최우선변제 대상이 아닙니다(주임법 §8, 시행령 §11).")
fig(0, "만원", 1, {"지역": "서울", "보증금": 17000, "담보설정": "2023-05"}, P23 + ": 1억6,500 초과 → 0", ["prio", "seoul", 17000])
calc(K, "normal", "인천 부평구(과밀억제권역) 보증금 9천만원, 근저당 2023년 6월 설정이면 최우선변제액은?", HL)
fig(4800, "만원", 1, {"지역": "과밀억제권역", "보증금": 9000, "담보설정": "2023-06"}, P23 + ": 과밀억제권역 1억4,500 이하 → 4,800", ["prio", "overcrowded", 9000])
calc(K, "english", "Busan (metropolitan city), my deposit is 70 million won, and the first mortgage was set in 2024. How much top-priority repayment (최우선변제) would I get?", HL)
fig(2800, "만원", 1, {"지역": "광역시", "보증금": 7000, "담보설정": "2024"}, P23 + ": 광역시 8,500 이하 → 2,800", ["prio", "metro", 7000])
calc(K, "typo", "대전 보증금 3천만원 근저당 2025년 설정 최우선변제 얼마에여", HL)
fig(2800, "만원", 1, {"지역": "광역시", "보증금": 3000, "담보설정": "2025"}, P23 + ": 광역시 8,500 이하 → min(3,000, 2,800)", ["prio", "metro", 3000])
calc(K, "normal", "충북 청주 보증금 6천, 선순위 근저당 2023년 8월 설정. 최우선변제 얼마예요?", HL)
fig(2500, "만원", 1, {"지역": "그 밖", "보증금": 6000, "담보설정": "2023-08"}, P23 + ": 그 밖 7,500 이하 → 2,500", ["prio", "other", 6000])
calc(K, "normal", "서울 보증금 5천이고 근저당이 2022-03-15에 설정됐어요. 최우선변제 얼마?", HL)
fig(5000, "만원", 1, {"지역": "서울", "보증금": 5000, "담보설정": "2022-03-15"}, P21 + ": 서울 1억5,000 이하 → 5,000", ["prio21", "seoul", 5000])
calc(K, "colloquial", "세종 아파트 보증금 1억4천인데 근저당 2024년 1월 거야. 경매 넘어가면 최우선으로 얼마 받음?", HL)
fig(4800, "만원", 1, {"지역": "세종", "보증금": 14000, "담보설정": "2024-01"}, P23 + ": 세종 1억4,500 이하 → 4,800", ["prio", "overcrowded", 14000])
calc(K, "normal", "서울 다가구 보증금 5천5백, 근저당 2024년 설정, 낙찰가(주택가액) 8천만원이에요. 소액임차인은 저 하나인데 최우선변제 얼마?", HL)
fig(4000, "만원", 1, {"지역": "서울", "보증금": 5500, "주택가액": 8000}, P23 + ": min(5,500, 5,500) 그리고 주택가액 1/2 한도 8,000÷2 → 4,000", ["prio", "seoul", 5500, 8000])
calc(K, "followup", "근데 재계약하면서 보증금을 1억8천으로 올리면 최우선변제 어떻게 돼?", HL, prev="서울 보증금 1억 2천 근저당 2024년인데 최우선변제 얼마?",
     verdict="불가 — 보증금 1억8천은 서울 기준 1억6,500만원을 넘어 최우선변제 대상에서 빠집니다(주임법 시행령 §11).")
fig(0, "만원", 1, {"지역": "서울", "보증금": 18000, "담보설정": "2024"}, P23 + ": 1억6,500 초과 → 0", ["prio", "seoul", 18000])

K = "calc_late_interest"
calc(K, "normal", "보증금 2억, 만기 지나고 6개월째 못 받았어요. 민법 법정이율 연 5%로 지연이자 얼마예요?", CIV)
fig(500, "만원", 1, {"보증금": 20000, "이율": 0.05, "개월": 6}, "민법 §379 연 5% → 20,000×0.05×6/12", ["interest", 20000, 0.05, 6])
calc(K, "nospace", "보증금3억반환소송했고소장송달다음날부터1년지났으면지연이자얼마(연12%)", LIT, law_alt=[CIV])
fig(3600, "만원", 1, {"보증금": 30000, "이율": 0.12, "개월": 12}, "소송촉진법 §3, 시행령(2019-06-01~) 연 12% → 30,000×0.12×12/12", ["interest", 30000, 0.12, 12])
calc(K, "normal", "집주인이 보증금 1억5천을 4개월째 안 주고 있어요. 연 5% 법정이자로 계산하면요?", CIV)
fig(250, "만원", 1, {"보증금": 15000, "이율": 0.05, "개월": 4}, "민법 §379 연 5% → 15,000×0.05×4/12", ["interest", 15000, 0.05, 4])
calc(K, "typo", "보증금 1억 2천 3개월 밀렷는데 민법 법정이자로 얼마에여", CIV)
fig(150, "만원", 1, {"보증금": 12000, "이율": 0.05, "개월": 3}, "민법 §379 연 5% → 12,000×0.05×3/12", ["interest", 12000, 0.05, 3])
calc(K, "normal", "보증금 1억 반환이 90일 늦어졌어요. 연 5%로 일할 계산하면 몇 원이에요?", CIV)
fig(1232877, "원", 5, {"보증금": 10000, "이율": 0.05, "일수": 90}, "민법 §379 연 5% 일할 → 100,000,000×0.05×90/365", ["interest_days", 10000, 0.05, 90])
calc(K, "followup", "소송하면 소장 송달 다음날부터 연 12%라던데 그걸로 6개월이면 얼마?", LIT, law_alt=[CIV],
     prev="보증금 2억, 만기 지나고 6개월째 못 받았어요. 민법 법정이율 연 5%로 지연이자 얼마예요?")
fig(1200, "만원", 1, {"보증금": 20000, "이율": 0.12, "개월": 6}, "소송촉진법 §3 연 12% → 20,000×0.12×6/12", ["interest", 20000, 0.12, 6])

K = "calc_dates"
REN = "주임법 §6조의3① (§6① 기간): 갱신요구는 만료 6개월 전 ~ 2개월 전"
TER = "주임법 §6조의2: 묵시적 갱신 후 임차인 해지 통지 → 3개월 후 효력"
calc(K, "normal", "만료일 2027-05-31인데 갱신요구 언제까지 해야 돼요?", HL)
fig("2027-03-31", "date", 1, {"만료일": "2027-05-31"}, REN + " → 2027-05-31 − 2개월", ["months_before", "2027-05-31", 2])
calc(K, "nospace", "계약만료2027년8월31일갱신요구마지막날짜", HL)
fig("2027-06-30", "date", 1, {"만료일": "2027-08-31"}, REN + " → 2027-08-31 − 2개월 (말일 보정)", ["months_before", "2027-08-31", 2])
calc(K, "normal", "갱신요구는 언제부터 할 수 있어요? 만기가 2027년 9월 15일이에요.", HL)
fig("2027-03-15", "date", 1, {"만료일": "2027-09-15"}, REN + " → 2027-09-15 − 6개월", ["months_before", "2027-09-15", 6])
calc(K, "english", "My lease ends on 2027-02-28. What's the last day I can send a renewal request?", HL)
fig("2026-12-28", "date", 1, {"만료일": "2027-02-28"}, REN + " → 2027-02-28 − 2개월", ["months_before", "2027-02-28", 2])
calc(K, "typo", "묵시적갱신된상태에서 2026년 12월 10일에 해지통보하면 언제 계약끝나여", HL)
fig("2027-03-10", "date", 1, {"통지일": "2026-12-10"}, TER + " → 2026-12-10 + 3개월", ["months_after", "2026-12-10", 3])
calc(K, "colloquial", "오늘 집주인한테 나간다고 문자 보냈고 바로 읽었어. 묵시적 갱신 상태면 계약 언제 끝나? 오늘 2026-11-26", HL)
fig("2027-02-26", "date", 1, {"통지일": "2026-11-26"}, TER + " → 2026-11-26 + 3개월", ["months_after", "2026-11-26", 3])
calc(K, "normal", "집주인이 갱신거절 통지할 수 있는 마지막 날은 언제예요? 만기 2027.7.20", HL)
fig("2027-05-20", "date", 1, {"만료일": "2027-07-20"}, "주임법 §6①: 임대인 갱신거절 통지 만료 6개월 전 ~ 2개월 전 → 2027-07-20 − 2개월", ["months_before", "2027-07-20", 2])
calc(K, "followup", "그럼 제일 빨리는 언제부터 가능?", HL, prev="만료일 2027-05-31인데 갱신요구 언제까지 해야 돼요?")
fig("2026-11-30", "date", 1, {"만료일": "2027-05-31"}, REN + " → 2027-05-31 − 6개월 (말일 보정)", ["months_before", "2027-05-31", 6])

K = "calc_jeonse_ratio"
RATIO = "전세가율 = 전세금 ÷ 매매가 × 100"


def ratio(phrasing, text, **kw):
    return q(K, phrasing, text, "리스크분석", AS, intent_alt=["시세조회"], **kw)


ratio("normal", "매매 3억2천, 전세 2억8천이면 전세가율 몇 %예요?")
fig(87.5, "%", 0.1, {"전세금": 28000, "매매가": 32000}, RATIO + " → 28,000÷32,000", ["ratio", 28000, 32000])
ratio("nospace", "빌라매매가2.5억전세2.2억전세가율몇")
fig(88, "%", 0.1, {"전세금": 22000, "매매가": 25000}, RATIO + " → 22,000÷25,000", ["ratio", 22000, 25000])
ratio("normal", "매매가 500,000,000원, 전세 300,000,000원이면 전세가율은요?")
fig(60, "%", 0.1, {"전세금": 30000, "매매가": 50000}, RATIO + " → 30,000÷50,000", ["ratio", 30000, 50000])
ratio("typo", "전세 1억8천 매매 2억 전세가율 얼마고 위험한가여")
fig(90, "%", 0.1, {"전세금": 18000, "매매가": 20000}, RATIO + " → 18,000÷20,000", ["ratio", 18000, 20000])
ratio("normal", "시세 4억 3천 아파트에 전세 3억이면 전세가율이 얼마나 되나요?")
fig(69.77, "%", 0.1, {"전세금": 30000, "매매가": 43000}, RATIO + " → 30,000÷43,000", ["ratio", 30000, 43000])
ratio("colloquial", "[중개사] 매매 1억9천짜리 빌라 전세 1억7천 괜찮아요~ 안전해요  ← 전세가율 몇이야 이거?")
fig(89.47, "%", 0.1, {"전세금": 17000, "매매가": 19000}, RATIO + " → 17,000÷19,000", ["ratio", 17000, 19000])

K = "calc_loan_payment"
PMT = "원리금균등 월상환액 = P·i·(1+i)^n/((1+i)^n−1), i = 연이율/12"


def loan(phrasing, text, **kw):
    return q(K, phrasing, text, "대출상담", AS, **kw)


loan("normal", "3억 연 4% 30년 원리금균등이면 월 상환액 얼마예요?")
fig(143.22, "만원", 0.5, {"대출금": 30000, "연이율": 0.04, "개월": 360}, PMT + " → 30,000, 4%, 360개월", ["pmt", 30000, 0.04, 360])
loan("nospace", "2억대출금리3.5%20년원리금균등월얼마")
fig(115.99, "만원", 0.5, {"대출금": 20000, "연이율": 0.035, "개월": 240}, PMT + " → 20,000, 3.5%, 240개월", ["pmt", 20000, 0.035, 240])
loan("typo", "2억5천 빌리는데 금리 4.2% 30년 원리금균등 한달에 얼마씩 갚아여?")
fig(122.25, "만원", 0.5, {"대출금": 25000, "연이율": 0.042, "개월": 360}, PMT + " → 25,000, 4.2%, 360개월", ["pmt", 25000, 0.042, 360])
loan("normal", "전세대출 1억 5천, 연 3.8%에 이자만 내면 월 이자가 얼마예요?")
fig(47.5, "만원", 0.5, {"대출금": 15000, "연이율": 0.038}, "이자만 = P × 연이율 ÷ 12 → 15,000×0.038÷12", ["interest_only", 15000, 0.038])
loan("followup", "LTV 70%로 치면 최대 얼마에여", prev="집값 6억짜리 아파트 사려는데 주담대 얼마나 나와요?")
fig(42000, "만원", 1, {"주택가격": 60000, "LTV": 0.7}, "한도 = 주택가격 × LTV(질문에 명시) → 60,000×0.7", ["ltv", 60000, 0.7])
loan("followup", "40년으로 늘리면 월 얼마로 줄어?", prev="3억 연 4% 30년 원리금균등이면 월 상환액 얼마예요?")
fig(125.38, "만원", 0.5, {"대출금": 30000, "연이율": 0.04, "개월": 480}, PMT + " → 30,000, 4%, 480개월", ["pmt", 30000, 0.04, 480])
loan("colloquial", "4억 5천 빌리면 금리 4.5% 30년 원리금균등으로 매달 얼마 나가?")
fig(228.01, "만원", 0.5, {"대출금": 45000, "연이율": 0.045, "개월": 360}, PMT + " → 45,000, 4.5%, 360개월", ["pmt", 45000, 0.045, 360])
loan("nospace", "1억빌리고금리3.9%10년원리금균등이면월얼마")
fig(100.77, "만원", 0.5, {"대출금": 10000, "연이율": 0.039, "개월": 120}, PMT + " → 10,000, 3.9%, 120개월", ["pmt", 10000, 0.039, 120])

K = "risk_check"
HUG = "질문에 명시된 HUG 규칙: 주택가격 = 공시가격×140%, (보증금+선순위) ≤ 주택가격×90% → 최대 보증금 = 공시가격×1.26 − 선순위"
q(K, "normal", "공시가격 2억 빌라에 선순위 근저당 5천 있어요. HUG 전세보증금 반환보증 받으려면 보증금 최대 얼마까지 돼요? (공시가격 140%를 주택가격으로 보고, 보증금+선순위가 주택가격의 90% 이내여야 한다는 규칙)",
  "리스크분석", AS)
fig(20200, "만원", 1, {"공시가격": 20000, "선순위": 5000}, HUG + " → 20,000×1.26 − 5,000", ["hug", 20000, 5000])
q(K, "english", "Official assessed price 150 million won, no senior mortgage. Under HUG's rule (house value = 140% of the official price; deposit + senior debt must be ≤ 90% of that), what's the max jeonse deposit I can insure?",
  "리스크분석", AS)
fig(18900, "만원", 1, {"공시가격": 15000, "선순위": 0}, HUG + " → 15,000×1.26 − 0", ["hug", 15000, 0])

K = "calc_missing_input"
calc(K, "normal", "갱신할 때 5% 올리면 얼마가 되는 거예요?", HL, missing="기존 보증금(또는 월세) 금액")
calc(K, "nospace", "아파트매매복비최대얼마나와요", BRK, missing="매매가")
calc(K, "normal", "최우선변제 얼마 받을 수 있어요? 보증금 8천이고 근저당은 2024년에 잡혔어요.", HL, missing="주택 소재지(지역)")
calc(K, "colloquial", "보증금 좀 빼고 월세로 돌리자는데 월세 최대 얼마까지 받을 수 있는 거야?", HL, missing="월세로 전환하는 보증금 액수")
calc(K, "typo", "원리금균등으로 30년 빌리면 매달 얼마에여? 금리 4%", intent="대출상담", missing="대출금액")
q(K, "normal", "전세가율 계산해줘. 전세 2억 2천이야", "리스크분석", AS, intent_alt=["시세조회"], missing="매매가")
calc(K, "followup", "연 5%면 얼마예요? 6개월 늦어졌어요", CIV, prev="보증금 반환 늦어지면 지연이자 받을 수 있어요?", missing="보증금 액수")
calc(K, "colloquial", "월세 60 원룸 복비 얼마야?", BRK, missing="보증금")

# =====================================================================================
# C–G. Market, loans, risk, contracts, comprehensive, irrelevant, unclear (40)
# =====================================================================================
K = "market_price"
q(K, "colloquial", "마포구 아파트 전세 요즘 시세 얼마임?", "시세조회", S, teams_alt=[AS])
q(K, "nospace", "잠실엘스84제곱최근매매실거래가", "시세조회", S, teams_alt=[AS])
q(K, "english", "What's the typical monthly rent for a studio (원룸) near Sinchon?", "시세조회", S, teams_alt=[AS])
q(K, "typo", "분당 정자동 아파트 매매 시세 알려주세여", "시세조회", S, teams_alt=[AS])

K = "market_compare"
q(K, "colloquial", "노원구랑 도봉구 아파트 매매가 비교좀", "시세조회", AS)
q(K, "english", "Compare jeonse prices for apartments in Seongdong-gu vs Gwangjin-gu", "시세조회", AS)

K = "market_trend"
q(K, "nospace", "강동구아파트매매가최근1년추이", "시세조회", AS)
q(K, "followup", "지난 3년 동안은 어떻게 변했어? 그래프로 보여줘", "시세조회", AS, prev="송파구 아파트 전세 시세 알려줘")

K = "market_jeonse_gap"
q(K, "colloquial", "강서구 빌라 전세가율 요즘 몇 %야?", "시세조회", AS, intent_alt=["리스크분석"])
q(K, "typo", "인천 미추홀구 오피스텔 전세가율 높나여? 갭 얼마정도에여", "시세조회", AS, intent_alt=["리스크분석"])

K = "market_listing"
q(K, "normal", "신림역 근처 투룸 전세 2억 이하 매물 있어요?", "시세조회", S)
q(K, "nospace", "성수동오피스텔월세보증금1천이하매물", "시세조회", S)

K = "loan_product"
q(K, "normal", "버팀목 전세자금대출 소득 기준이랑 금리 알려주세요", "대출상담", S, teams_alt=[AS])
q(K, "nospace", "신생아특례디딤돌대출조건", "대출상담", S, teams_alt=[AS])
q(K, "english", "What is stress DSR and how does it change my loan limit?", "대출상담", S, teams_alt=[AS])
q(K, "typo", "HUG 전세보증금반환보증이랑 HF 전세지킴보증 차이가 뭐에여", "대출상담", S, teams_alt=[AS])

K = "loan_eligibility"
q(K, "colloquial", "연봉 4천5백 외벌이 무주택인데 4억짜리 집 디딤돌 받을 수 있어?", "대출상담", AS)
q(K, "english", "I'm 29, single, salary 38 million won, no house. Can I get the youth 버팀목 jeonse loan for a 150M deposit?", "대출상담", AS)
q(K, "followup", "우리 맞벌이 합산 7천인데 되냐? 결혼 2년차 무주택", "대출상담", AS, prev="버팀목 전세자금대출 소득 기준이랑 금리 알려주세요")
q(K, "typo", "무주택 맞벌이 합산 9천 작년에 애기 태어남 7억짜리 집 신생아특례 디딤돌 되나여?", "대출상담", AS)

K = "risk_check"
q(K, "colloquial", "시세 3억 빌라에 근저당 1억5천 잡혀있는데 전세 1억8천 들어가도 됨?", "리스크분석", AS)
q(K, "nospace", "등기부에신탁등기있는오피스텔전세계약해도되나요", "리스크분석", AS)
q(K, "colloquial", "[중개사] 다가구라 선순위 보증금은 집주인이 말로 알려준대요~ 괜찮아요  ← 이대로 계약해도 돼?", "리스크분석", AS)
q(K, "normal", "등기부 갑구에 가압류가 하나 있는 아파트인데 전세로 들어가면 위험한가요?", "리스크분석", AS)

K = "risk_checklist"
q(K, "colloquial", "전세 계약 전에 뭐뭐 확인해야돼? 체크리스트 좀", "리스크분석", AS, intent_alt=["법률상담"])
q(K, "typo", "등기부등본 볼때 어디어디 봐야되여", "리스크분석", AS, intent_alt=["법률상담"])

K = "contract_draft"
q(K, "nospace", "월세계약서초안보증금1000월세55기간1년반려동물허용특약넣어서", "계약서작성", DS)
q(K, "english", "Draft a sale contract for apartment 101-1203, price 750M won, 10% down payment, balance in 2 months.", "계약서작성", DS)

K = "contract_review"
q(K, "normal", "'임차인은 퇴거 시 입주청소비 30만원을 부담한다' 이 특약 괜찮아요?", "계약서검토", DS)
q(K, "colloquial", "특약: 보증금은 신규 임차인 입주 시 반환한다.  ← 이거 사인해도 됨?", "계약서검토", DS)
q(K, "typo", "계약서에 '임대인은 잔금일 다음날 근저당 설정 가능' 이라고 적혀있는데 괜찮은거에여?", "계약서검토", DS)
q(K, "nospace", "특약에임차인은계약기간중중도해지불가라고돼있는데사인해도됨?", "계약서검토", DS)

K = "comprehensive"
q(K, "colloquial", "신혼부부인데 지금 서울에 집 사는게 나아 전세가 나아?", "종합분석", AS, intent_alt=["시세조회", "대출상담"])
q(K, "vague", "집 살까 말까", "종합분석", AS, intent_alt=["시세조회"])

K = "irrelevant"
q(K, "colloquial", "ㅎㅇ", "irrelevant", [])
q(K, "english", "what's the weather tomorrow in seoul", "irrelevant", [])
q(K, "normal", "라면 맛있게 끓이는 법 알려줘", "irrelevant", [])
q(K, "colloquial", "고마워 덕분에 해결했어 ㅋㅋ", "irrelevant", [])

K = "unclear"
q(K, "vague", "이거 어케함?", "unclear", [])
q(K, "vague", "그거 다시", "unclear", [])


# =====================================================================================
# ids, splits, files
# =====================================================================================
def build():
    seen = collections.Counter()
    out = []
    checks = {}
    for n, (r, spec) in enumerate(zip(ROWS, SPECS), 1):
        qid = f"N{n:03d}"
        split = "tune7" if seen[r["kind"]] % 2 == 0 else "holdout7"
        seen[r["kind"]] += 1
        row = {"id": qid, "split": split}
        row.update(r)
        out.append(row)
        if spec is not None:
            checks[qid] = spec
    return out, checks


def readme(rows):
    kinds = list(dict.fromkeys(r["kind"] for r in rows))
    lines = ["| kind | tune7 | holdout7 | total |", "|---|---|---|---|"]
    tt = th = 0
    for k in kinds:
        t = sum(1 for r in rows if r["kind"] == k and r["split"] == "tune7")
        h = sum(1 for r in rows if r["kind"] == k and r["split"] == "holdout7")
        tt += t
        th += h
        lines.append(f"| `{k}` | {t} | {h} | {t + h} |")
    lines.append(f"| **total** | **{tt}** | **{th}** | **{tt + th}** |")

    def dist(key):
        c = collections.Counter(r[key] for r in rows if key in r)
        return ", ".join(f"{k}: {v}" for k, v in c.most_common())

    nf = sum(1 for r in rows if "figure" in r)
    nv = sum(1 for r in rows if "verdict" in r)
    nm = sum(1 for r in rows if "missing" in r)
    npv = sum(1 for r in rows if "prev" in r)
    legal_kinds = sum(1 for r in rows if r["kind"].startswith("legal_") or r["kind"] == "timeline_notice")
    calc_kinds = sum(1 for r in rows if r["kind"].startswith("calc_") or ("figure" in r and r["kind"] == "risk_check"))
    vno = sum(1 for r in rows if "verdict" in r and r["verdict"].startswith(("아니요", "불가")))
    figk = collections.Counter(r["kind"] for r in rows if "figure" in r)
    return README.format(
        counts="\n".join(lines), nf=nf, nv=nv, nm=nm, npv=npv, legal=legal_kinds, calc=calc_kinds,
        other=len(rows) - legal_kinds - calc_kinds, vno=vno, total=len(rows),
        figk=", ".join(f"{k}: {v}" for k, v in figk.most_common()),
        phr=dist("phrasing"), intents=dist("intent"), laws=dist("law"))


README = """# eval7 — seventh blind evaluation set for 홈즈냥즈 (phone-typed / chat-pasted style)

- **Author**: a blind helper session (Claude) started by the project. Written **blind**: no product code, rules, corpus,
  tests, docs or other sets' questions were read, and the product was not run. Files read under the project, and nothing
  else: `benchmarks/eval/TAXONOMY.md` (kinds, intents, teams, law names, labelling conventions, figure rules),
  `benchmarks/eval/check_figures.py` (computation conventions only), `benchmarks/eval3/README.md` (layout and
  conventions to mirror) and the first 3 lines of `benchmarks/eval3/questions.jsonl` (JSON line format only).
  Legal content is from the author's own knowledge of Korean statutes in force on the reference date.
- **Date / reference date**: 2026-11-26 (all date arithmetic and "오늘" refer to this date).
- **Purpose**: measure the assistant on what people type on a phone in a hurry and paste from chats: no spaces,
  abbreviations (복비, 주임법, 전세금반환, 장충금), numbers written every way (3억5천, 3.5억, 350,000,000원, 이억 칠천,
  육억), typos, two questions in one message, pasted KakaoTalk/SMS lines ("[카톡] 집주인: … ← 이거 맞아?"),
  follow-ups leaning on the previous turn, and some English. Mix: ~40% legal questions with a verdict or a named
  figure/party/office (all 13 statutes of the taxonomy plus 민법), ~40% computations from the user's own numbers,
  ~20% market/loan/risk/checklist/contract/comprehensive/irrelevant/unclear.
- **Conventions**: identical to `../eval/TAXONOMY.md` (fields, intents, teams, law names, figure rules), except
  `split` ∈ `tune7` | `holdout7`, alternating within each kind in file order (first = `tune7`), and ids `N001…`.
  Additions (as in eval3), always stated inside the question so the rule is unambiguous:
  - 최우선변제: the first 담보물권 date is always given. Mortgages on/after 2023-02-21 use the 2023 table
    (서울 1억6,500→5,500 / 과밀억제권역·세종·용인·화성·김포 1억4,500→4,800 / 광역시·안산·광주·파주·이천·평택 8,500→2,800 /
    그 밖 7,500→2,500); mortgages 2021-05-11 … 2023-02-20 use the 2021 table (1억5,000→5,000 / 1억3,000→4,300 /
    7,000→2,300 / 6,000→2,000). Also ≤ 주택가액 1/2 (the question then says the user is the only 소액임차인).
  - 전월세 전환: 기준금리 2.50% → cap 4.5%.
  - HUG 반환보증 (`risk_check` with figure): the question states the rule — 주택가격 = 공시가격×140%,
    (보증금+선순위) ≤ 주택가격×90%, i.e. max 보증금 = 공시가격×1.26 − 선순위.
  - 계약금 배액상환 (민법 §565) appears as `legal_civil` with a figure (2 × 계약금) and a verdict.
  - 중개보수 with VAT: a follow-up asks for the fee incl. 10% 부가세 (일반과세자) → fee × 1.1.
  - Loans: LTV and rates are given in the question; `calc_loan_payment` rows carry no `law`.
  - 지연이자: 5% (민법 §379) → `law` 민법; 12% after service of the complaint → `law` 소송촉진 등에 관한 특례법 (alt 민법).
  - Dates: `months_before`/`months_after` with the day clamped to month end (2027-08-31 − 2개월 = 2027-06-30), tol 1 day.
  - Amounts in 만원 unless unit 원; tolerance covers rounding (원-level interest: ±5원).
  - Verdicts start with 네 / 아니요 / 가능 / 불가 or with the named figure/party/office/date asked for, then the reason
    with the article. Legal yes/no rows have `teams` `["search"]` and `teams_alt` `[["analysis","search"]]`.
  - Follow-ups: `phrasing` `followup` and `prev` = the previous user message; the facts the rule needs are in `q` + `prev`.

Files: `questions.jsonl` (the set), `build_questions.py` (source; hand-entered figures; regenerates the jsonl,
`figure_checks.json` and this README), `figure_checks.json` (spec per figure: calculator name + inputs),
`check_figures.py` (recomputes every figure independently from those specs, validates every line, conventions and
coverage; paths relative to itself; prints `OK` last).

Run: `python3 benchmarks/eval7/check_figures.py` → last line `OK`.

Judgement calls (labels the author is least sure of, or where a reasonable answer could differ):
- 중개보수 rows are all 주택 (아파트·빌라·원룸); 주거용 오피스텔 (own 0.5%/0.4% rates) is avoided on purpose.
- 층간소음 40dB row: the building is from 2015, so the pre-2005 최고소음도 correction does not apply.
- Article numbers given from memory where less certain: 부동산등기규칙 §13 (갑구/을구), 가격공시법 §18⑧ (이의신청 준용),
  전세사기피해자법 §25 (LH 매입·우선매수권 양도), 기본형건축비 정기 고시일 3/1·9/15, 민간임대 보증수수료 75:25.
  The verdict's conclusion (first word/figure) is what should be graded; the article is supporting detail.
- Verdicts on "두 달 연속 월세 미납 → 해지 가능" follow 민법 §640 (2기 연체), not any lease-specific rule.

## Counts

{counts}

Mix: legal {legal} / computations {calc} / other {other} (of {total}).

Questions with `figure`: {nf}; with `missing`: {nm}; with `verdict`: {nv} (starting 아니요/불가: {vno}); with `prev`: {npv}.

Figures by kind: {figk}

Phrasings: {phr}

Intents: {intents}

Questions by `law` (primary): {laws}
"""


if __name__ == "__main__":
    rows, checks = build()
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(rows))
    print(len(rows), "questions,", len(checks), "figures")
