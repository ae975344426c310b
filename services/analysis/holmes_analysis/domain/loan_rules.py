"""Mortgage regulation table (LTV / DTI / DSR) — the only place these numbers live.

Regulations change often; every rule set carries its as-of date and sources, and the
simulator prints them. Replace or add a rule set here when the rules change — callers
pass the set they mean, so an old log still recomputes with the rules it used.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

BuyerType = Literal["first_home", "homeless", "one_house", "multi_house"]
BUYER_KO: dict[str, str] = {
    "first_home": "생애최초 구입자",
    "homeless": "무주택자",
    "one_house": "1주택자(기존 주택 처분 조건)",
    "multi_house": "다주택자",
}


@dataclass(frozen=True)
class LoanRuleSet:
    name: str
    as_of: str
    # (규제지역 여부, 구입자 유형) -> LTV %
    ltv_pct: dict[tuple[bool, str], int]
    first_home_max_manwon: int  # 생애최초 LTV 80% 적용 시 대출 한도
    dti_pct: dict[bool, int]  # 규제지역 여부 -> DTI %
    dsr_pct: int
    sources: tuple[str, ...] = field(default=())
    caveats: tuple[str, ...] = field(default=())


RULES_2023_03 = LoanRuleSet(
    name="은행권 주택담보대출 규제 (2023-03-02 시행 기준)",
    as_of="2023-03-02",
    ltv_pct={
        (True, "first_home"): 80, (True, "homeless"): 50, (True, "one_house"): 50, (True, "multi_house"): 30,
        (False, "first_home"): 80, (False, "homeless"): 70, (False, "one_house"): 70, (False, "multi_house"): 60,
    },
    first_home_max_manwon=60_000,
    dti_pct={True: 40, False: 60},
    dsr_pct=40,
    sources=(
        "은행업감독규정 별표 6 (주택관련 담보대출에 대한 리스크관리기준)",
        "금융위원회 2022-06-21 발표: 생애최초 구입자 LTV 80%·한도 6억원 (2022-08-01 시행)",
        "금융위원회 2023-03-02 시행: 규제지역 무주택·처분조건부 1주택 LTV 50%, 다주택자 규제지역 30%·비규제 60%",
        "차주단위 DSR 40% (은행권, 총대출 1억원 초과 차주, 2022-07-01~)",
    ),
    caveats=(
        "DTI는 투기과열지구 40%·조정대상지역 50%이나 여기서는 규제지역 40%로 단순화했습니다.",
        "이 규칙표 이후의 대책(예: 수도권 주담대 한도, 스트레스 DSR 단계 적용)은 반영되지 않았을 수 있습니다. 실제 한도는 금융기관에 확인하세요.",
    ),
)

CURRENT_RULES = RULES_2023_03
