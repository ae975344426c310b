"""전세사기 예방 체크리스트: what a tenant checks before and on the day of a 전세 contract.

Data, not prose: each item names the document to look at, what to look for, and the rule behind
it with the date that rule took effect, so the answer can say which version it states. The list
is chosen by an as-of date like every other dated rule here (an item whose rule is not yet in
force on that day is left out).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class CheckItem:
    when: str  # 계약 전 | 계약 당일 | 잔금·입주 당일
    what: str
    how: str
    source: str
    effective: date


ITEMS: tuple[CheckItem, ...] = (
    CheckItem("계약 전", "등기부등본 갑구 — 소유자·신탁·압류",
              "계약하는 사람이 등기상 소유자인지, 신탁등기(신탁회사 동의 없으면 임대 권한 없음)나 "
              "가압류·압류·경매개시결정이 있는지 확인합니다.",
              "부동산등기법 제48조(등기사항), 인터넷등기소 열람", date(2011, 10, 13)),
    CheckItem("계약 전", "등기부등본 을구 — 근저당 채권최고액",
              "근저당 채권최고액 합계 + 내 보증금이 시세의 70~80%를 넘으면 위험합니다. 경매에서 근저당권자는 "
              "채권최고액까지 먼저 배당받으므로 원금이 아니라 채권최고액으로 계산합니다.",
              "민법 제357조(근저당)", date(1960, 1, 1)),
    CheckItem("계약 전", "건축물대장 — 용도·위반건축물",
              "용도가 주택(또는 주거용 오피스텔)인지, '위반건축물' 표시가 없는지 확인합니다. 위반건축물·근린생활시설은 "
              "전세대출과 HUG 반환보증이 거절될 수 있습니다.",
              "건축법 제38조(건축물대장), 세움터 열람", date(2008, 3, 21)),
    CheckItem("계약 전", "선순위 보증금·확정일자 부여현황 (다가구·다세대)",
              "임대인 동의를 받아 주민센터에서 확정일자 부여일·차임·보증금 현황을 열람하거나, 임대인에게 선순위 "
              "임대차 정보를 요구합니다. 임대인은 계약 전에 이를 제공해야 합니다.",
              "주택임대차보호법 제3조의6 제4항(동의 열람), 제3조의7(임대인의 제시 의무, 2023-07-19 시행)", date(2023, 7, 19)),
    CheckItem("계약 전", "임대인 국세·지방세 체납 — 납세증명서",
              "임대인에게 국세·지방세 납세증명서를 요구합니다(임대인은 계약할 때 보여 줄 의무가 있습니다). 계약 전에는 "
              "임대인 동의를 받아 세무서·지자체에서 미납 국세·지방세를 열람할 수 있고, 계약 후에는 보증금 1천만원을 "
              "넘으면 임대차 시작일까지 동의 없이 미납 국세를 열람할 수 있습니다(2023-04-01부터).",
              "주택임대차보호법 제3조의7 (2023-07-19 시행), 국세징수법 제109조, 지방세징수법 제6조", date(2023, 7, 19)),
    CheckItem("계약 전", "HUG 전세보증금반환보증 가입 가능 여부",
              "보증금이 한도(수도권 7억·그 외 5억) 이내이고 선순위 채권(채권최고액)+보증금이 주택가격의 90% "
              "이하인지 HUG(안심전세 앱)에서 미리 확인합니다.",
              "주택도시보증공사 전세보증금반환보증 상품 요건 (2023-05-01 시행, 담보인정비율 90%)", date(2023, 5, 1)),
    CheckItem("계약 전", "공인중개사 등록 확인",
              "중개사무소가 등록된 곳인지, 계약하는 사람이 그 중개사·중개보조원인지 국가공간정보포털·시군구에서 "
              "확인합니다. 중개사고 때 공제 보상을 받을 수 있습니다.",
              "공인중개사법 제9조(중개사무소의 개설등록)", date(2014, 7, 29)),
    CheckItem("계약 당일", "계약 상대방 신분·대리권",
              "신분증과 등기부상 소유자를 대조하고, 대리인이면 인감증명서가 붙은 위임장을 받습니다. 보증금은 "
              "소유자 명의 계좌로만 보냅니다.",
              "민법 제114조(대리행위의 효력)", date(1960, 1, 1)),
    CheckItem("잔금·입주 당일", "등기부 재확인, 전입신고·확정일자",
              "잔금 직전에 등기부를 다시 떼어 새 근저당·압류가 없는지 보고, 입주 당일 전입신고와 확정일자를 "
              "받습니다. 대항력은 전입 다음 날 0시에 생기므로 '잔금일 다음 날까지 근저당 설정 금지' 특약을 "
              "넣습니다.",
              "주택임대차보호법 제3조 제1항, 제3조의2 제2항", date(2023, 7, 19)),
)


def checklist(as_of: date) -> list[CheckItem]:
    """The items whose rule is in force on ``as_of``, in the order a tenant meets them."""
    return [i for i in ITEMS if i.effective <= as_of]


def checklist_lines(as_of: date) -> list[str]:
    return [f"[{i.when}] **{i.what}** — {i.how} (근거: {i.source})" for i in checklist(as_of)]
