"""Special-clause templates and the articles that support them.

A template is used only when a legal search result supports it: the result's article is
one of the template's anchors, or its title carries one of the template's keywords. The
clause then cites the template's own articles (`cites`), the ones that actually ground it —
a search result that merely mentions 확정일자 (제3조의6, a decree) must not become the basis
of the registration clause. The parties' own terms get a basis by topic (PARTY_TOPICS).
Texts are our own wording of common 특약 practice; articles as in force on 2026-11-23.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from holmes_kit.korean.money import format_manwon

from .fields import LeaseFields

HOUSING_ACT = "주택임대차보호법"
Cite = tuple[str, str, str]  # (law, article, article title)


@dataclass(frozen=True)
class ClauseTemplate:
    key: str
    title: str
    anchors: tuple[tuple[str, str], ...]   # (law, article)
    keywords: tuple[str, ...]              # matched against the result's title
    text: Callable[[LeaseFields], str]
    cites: tuple[Cite, ...]                # what the clause rests on, primary first
    applies: Callable[[LeaseFields], bool] = lambda f: True
    # In every draft it applies to, supported by a search result or not: the clauses that keep the
    # deposit safe (the system's own checklist recommends them for every lease with a deposit).
    essential: bool = False
    # Why a tenant wants it, said when the clauses are proposed before any draft ("특약 뭐 넣어야 돼요?").
    why: str = ""


def _registration(f: LeaseFields) -> str:
    return ("임대인은 임차인이 잔금 지급일에 전입신고를 하고 임대차계약서에 확정일자를 받을 수 있도록 "
            "필요한 서류 제공 등 모든 협조를 한다.")


def _senior_claims(f: LeaseFields) -> str:
    return ("임대인은 계약 체결 시 등기사항증명서에 기재된 선순위 근저당권 등 권리관계와 국세·지방세 체납 "
            "여부를 임차인에게 고지하였다. 임대인은 잔금 지급일 다음 날까지 임차주택에 근저당권 등 담보권이나 "
            "그 밖의 권리를 새로 설정하지 않으며, 이를 어기면 임차인은 계약을 해제할 수 있고 임대인은 받은 "
            "금액 전부를 즉시 반환하고 손해를 배상한다.")


def _repairs(f: LeaseFields) -> str:
    return ("보일러·배관·전기·누수 등 주요 설비의 노후나 구조상 결함으로 생긴 수선은 임대인이 부담하고, "
            "임차인의 고의·과실로 생긴 파손과 전구·소모품 교체 같은 간단한 수선은 임차인이 부담한다.")


def _deposit_guarantee(f: LeaseFields) -> str:
    return ("임차인이 전세보증금반환보증 등 보증금 반환을 보장하는 보증에 가입하려는 경우 임대인은 "
            "필요한 서류 제공과 확인 등에 협조한다. 선순위 권리나 건물 상태 등 임대인 쪽 사유로 가입이 거절된 "
            "경우 임차인은 잔금 지급 전까지 계약을 해제할 수 있고, 임대인은 받은 계약금 등 전부를 즉시 반환한다.")


def _renewal(f: LeaseFields) -> str:
    return ("임차인은 임대차기간이 끝나기 6개월 전부터 2개월 전까지 계약갱신을 요구할 수 있고, 임대인은 "
            "법에서 정한 사유가 없으면 이를 거절하지 못한다. 갱신된 임대차의 존속기간은 2년으로 본다.")


def _deposit_return(f: LeaseFields) -> str:
    return ("임대인은 임대차가 끝나는 날 임차인의 주택 인도와 동시에 보증금을 반환하며, 새 임차인의 입주나 "
            "보증금 수령을 반환의 조건으로 삼지 않는다. 반환이 늦어져 임차인이 임차권등기명령을 신청하는 경우 "
            "그 비용은 임대인이 부담한다.")


def _increase_limit(f: LeaseFields) -> str:
    return ("임대차기간 중이나 계약갱신 시 차임·보증금의 증액은 약정한 금액의 20분의 1을 넘지 못하며, "
            "증액이 있은 후 1년 이내에는 다시 증액하지 못한다.")


def _rent_arrears(f: LeaseFields) -> str:
    return (f"임차인이 차임을 2기분({format_manwon(f.monthly_rent_manwon * 2, exact=True)})에 달하도록 연체한 경우에 한하여 "
            "임대인은 계약을 해지할 수 있다.")


def _loan_refusal(f: LeaseFields) -> str:
    return ("임차인이 전세자금대출을 신청했으나 임차주택의 선순위 권리·건물 용도 등 임대인 쪽 사유로 대출이 거절된 "
            "경우 임차인은 잔금 지급 전까지 계약을 해제할 수 있고, 임대인은 받은 계약금 등 전부를 즉시 반환한다.")


def _restoration(f: LeaseFields) -> str:
    return ("임차인의 원상복구 의무는 임차인이 설치하거나 훼손한 부분에 한하며, 통상적인 사용에 따른 "
            "마모와 노후는 원상복구 대상이 아니다.")


CATALOG: tuple[ClauseTemplate, ...] = (
    ClauseTemplate("registration", "전입신고·확정일자 협조",
                   ((HOUSING_ACT, "제3조"), (HOUSING_ACT, "제3조의2"), (HOUSING_ACT, "제3조의6")),
                   ("대항력", "확정일자", "우선변제", "전입"), _registration,
                   ((HOUSING_ACT, "제3조", "대항력 등"), (HOUSING_ACT, "제3조의2", "보증금의 회수")),
                   essential=True,
                   why="잔금일에 전입신고와 확정일자를 마쳐야 대항력(다음 날 0시)과 우선변제권이 생깁니다"),
    ClauseTemplate("senior_claims", "선순위 권리 고지 및 담보권 설정 금지",
                   ((HOUSING_ACT, "제3조의7"), (HOUSING_ACT, "제3조")),
                   ("정보 제시", "선순위", "근저당", "저당권", "담보"), _senior_claims,
                   ((HOUSING_ACT, "제3조의7", "임대인의 정보 제시 의무"), (HOUSING_ACT, "제3조", "대항력 등")),
                   essential=True,
                   why=("대항력은 전입 다음 날 0시에 생겨 잔금일에 설정된 근저당보다 늦으므로 잔금 다음 날까지 담보권 설정을 "
                        "막고, 선순위 보증금·근저당과 세금 체납을 고지받아 어기면 해제·반환·배상하게 합니다 "
                        "(임대인의 정보 제시 의무는 2023-07-19 시행)")),
    ClauseTemplate("repairs", "수선 의무 분담",
                   (("민법", "제623조"), ("민법", "제626조")),
                   ("수선", "임대인의 의무", "필요비", "유익비", "상환청구"), _repairs,
                   (("민법", "제623조", "임대인의 의무"),),
                   why="보일러·배관 같은 주요 설비의 수선은 임대인의 의무라는 것을 분명히 해 둡니다"),
    ClauseTemplate("deposit_guarantee", "보증금 반환보증 가입 협조",
                   (("민간임대주택에 관한 특별법", "제49조"),),
                   ("반환보증", "보증보험", "임대보증금에 대한 보증", "보증 가입"), _deposit_guarantee,
                   (("민간임대주택에 관한 특별법", "제49조", "임대보증금에 대한 보증"),),
                   applies=lambda f: f.deposit_manwon > 0, essential=True,
                   why="선순위 채권이나 주택가격 때문에 HUG 등 반환보증 가입이 거절되면 계약금을 잃지 않고 해제할 수 있게 합니다"),
    ClauseTemplate("loan_refusal", "전세자금대출 불가 시 해제",
                   (("민법", "제543조"),),
                   ("전세자금대출", "대출"), _loan_refusal,
                   (("민법", "제543조", "해지, 해제권"),),
                   applies=lambda f: f.deposit_manwon > 0,
                   why="임대인 쪽 사유로 전세자금대출이 안 나와 잔금을 못 치를 때 계약금을 돌려받고 해제할 수 있게 합니다"),
    ClauseTemplate("renewal", "계약갱신요구권 안내",
                   ((HOUSING_ACT, "제6조의3"), (HOUSING_ACT, "제6조")),
                   ("갱신",), _renewal,
                   ((HOUSING_ACT, "제6조의3", "계약갱신 요구 등"),)),
    ClauseTemplate("deposit_return", "보증금 반환 시기",
                   ((HOUSING_ACT, "제4조"), (HOUSING_ACT, "제3조의3")),
                   ("임차권등기", "보증금 반환", "임대차기간"), _deposit_return,
                   ((HOUSING_ACT, "제4조", "임대차기간 등"), (HOUSING_ACT, "제3조의3", "임차권등기명령")),
                   applies=lambda f: f.deposit_manwon > 0, essential=True,
                   why="새 임차인이 구해질 때까지 반환을 미루지 못하게 하고, 임차권등기명령 비용은 임대인이 부담하게 합니다"),
    ClauseTemplate("increase_limit", "차임·보증금 증액 제한",
                   ((HOUSING_ACT, "제7조"),),
                   ("증감", "증액"), _increase_limit,
                   ((HOUSING_ACT, "제7조", "차임 등의 증감청구권"),)),
    ClauseTemplate("rent_arrears", "차임 연체와 해지",
                   (("민법", "제640조"),),
                   ("차임연체", "차임 연체"), _rent_arrears,
                   (("민법", "제640조", "차임연체와 해지"),),
                   applies=lambda f: f.monthly_rent_manwon > 0,
                   why="월세가 2기분 밀리기 전에는 해지할 수 없다는 것을 분명히 해 둡니다"),
    ClauseTemplate("restoration", "원상복구 범위",
                   (("민법", "제615조"), ("민법", "제654조")),
                   ("원상회복", "원상복구"), _restoration,
                   (("민법", "제654조", "준용규정"), ("민법", "제615조", "차주의 원상회복의무와 철거권")),
                   why="통상적인 사용에 따른 마모는 원상복구 대상이 아니어서 도배·장판 비용 다툼을 막습니다"),
)

# Proposed before any draft, in the order a tenant's deposit needs them (the checklist's order).
PROPOSED = ("senior_claims", "deposit_guarantee", "loan_refusal", "registration", "deposit_return",
            "repairs", "restoration", "rent_arrears")


def proposed_clauses(monthly_rent: bool = False) -> list[ClauseTemplate]:
    """The 특약 to propose to a tenant who asks which to put in, each with why and its articles:
    the deposit-keeping ones first; the rent-arrears clause only for a lease with a monthly rent."""
    by_key = {t.key: t for t in CATALOG}
    return [by_key[k] for k in PROPOSED if k != "rent_arrears" or monthly_rent]


@dataclass(frozen=True)
class PartyTopic:
    """A topic of the parties' own 특약 and the articles that govern it."""

    words: re.Pattern[str]
    cites: tuple[Cite, ...]
    applies: Callable[[LeaseFields], bool] = lambda f: True


def _apartment(f: LeaseFields) -> bool:
    return "아파트" in f.property_type or "공동주택" in f.property_type


_BY_KEY = {t.key: t.cites for t in CATALOG}
# First match wins, so the narrow topics come before the broad ones.
PARTY_TOPICS: tuple[PartyTopic, ...] = (
    PartyTopic(re.compile(r"반려|애완|강아지|고양이|소형견|대형견|반려견|반려묘"),
               (("민법", "제610조", "차주의 사용, 수익권"), ("민법", "제654조", "준용규정"))),
    PartyTopic(re.compile(r"장기수선충당금"), (("공동주택관리법", "제30조", "장기수선충당금의 적립"),), _apartment),
    PartyTopic(re.compile(r"관리비"), (("공동주택관리법", "제23조", "관리비 등의 납부 및 공개 등"),), _apartment),
    PartyTopic(re.compile(r"전입|확정일자|대항력|우선변제"), _BY_KEY["registration"]),
    PartyTopic(re.compile(r"근저당|담보|선순위|국세|지방세"), _BY_KEY["senior_claims"]),
    PartyTopic(re.compile(r"원상복구|원상회복|(?:퇴거|퇴실|종료|나갈).{0,20}?(?:도배|장판)"), _BY_KEY["restoration"]),
    # 입주 전 도배·장판 is a repair before move-in (the landlord's duty), not restoration.
    PartyTopic(re.compile(r"수선|수리|보일러|누수|도배|장판"), _BY_KEY["repairs"]),
    PartyTopic(re.compile(r"보증보험|반환보증"), _BY_KEY["deposit_guarantee"]),
    PartyTopic(re.compile(r"갱신"), _BY_KEY["renewal"]),
    PartyTopic(re.compile(r"증액|인상"), _BY_KEY["increase_limit"]),
    PartyTopic(re.compile(r"보증금.{0,10}반환|임차권등기"), _BY_KEY["deposit_return"]),
)
