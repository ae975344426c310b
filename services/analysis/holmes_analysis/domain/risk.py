"""Jeonse risk level (안전/주의/위험/매우위험) with reasons, each citing its article.

Thresholds live here as constants so the policy is reviewable in one screen. The
부채비율 bands reflect that auctions usually sell below market (낙찰가율 ≈ 70~90%), so a
tenant whose senior debt + deposit passes ~70–80% of the price may not be repaid in full.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from . import laws
from .jeonse import JeonseMoney
from .money import format_manwon, format_pct
from .tenancy import TenancyCheck
from .workings import LawRef, Workings, WorkingsBuilder

Level = Literal["안전", "주의", "위험", "매우위험"]
LEVELS: tuple[Level, ...] = ("안전", "주의", "위험", "매우위험")

BURDEN_CRITICAL_PCT = 100  # 깡통전세: 빚 + 보증금이 집값 이상
BURDEN_HIGH_PCT = 80
BURDEN_CAUTION_PCT = 70
JEONSE_RATIO_HIGH_PCT = 80
#: The 70/80% bands are rules of thumb, not law: the article cited beside them (제3조의2) is only for the
#: point that the deposit ranks after earlier 담보권 — said so on each reason that uses a band.
RULE_OF_THUMB = "(70·80% 구간은 법정 기준 아닌 경험칙)"


@dataclass(frozen=True)
class RiskReason:
    level: Level
    text: str
    citations: tuple[LawRef, ...]

    def to_dict(self) -> dict:
        return {"level": self.level, "text": self.text, "citations": [c.to_dict() for c in self.citations]}


@dataclass(frozen=True)
class RiskAssessment:
    level: Level
    reasons: tuple[RiskReason, ...]
    workings: Workings


def assess_risk(money: JeonseMoney, tenancy: TenancyCheck | None = None) -> RiskAssessment:
    w = WorkingsBuilder()
    w.absorb(money.workings)
    reasons: list[RiskReason] = []
    burden, ratio = money.total_burden_pct, money.jeonse_ratio_pct
    cite_debt = (laws.PRIORITY_REPAYMENT, laws.ROOT_MORTGAGE) if money.senior_debt_manwon else (laws.PRIORITY_REPAYMENT,)

    if burden >= BURDEN_CRITICAL_PCT:
        reasons.append(RiskReason("매우위험", f"선순위 채무와 보증금 합계가 집값의 {format_pct(burden)}로 집값 이상입니다(깡통전세). "
                                  "경매로 팔려도 보증금을 다 돌려받지 못할 가능성이 큽니다.", cite_debt))
    elif burden >= BURDEN_HIGH_PCT:
        reasons.append(RiskReason("위험", f"부채비율 {format_pct(burden)}가 {BURDEN_HIGH_PCT}% 이상입니다{RULE_OF_THUMB}. 보증금은 먼저 "
                                  "설정된 담보권 뒤에 배당되므로 경매 낙찰가가 시세보다 낮으면 보증금 일부를 잃을 수 있습니다.", cite_debt))
    elif burden >= BURDEN_CAUTION_PCT:
        reasons.append(RiskReason("주의", f"부채비율 {format_pct(burden)}가 {BURDEN_CAUTION_PCT}% 이상입니다{RULE_OF_THUMB}.", cite_debt))
    else:
        reasons.append(RiskReason("안전", f"부채비율 {format_pct(burden)}로 {BURDEN_CAUTION_PCT}% 미만입니다{RULE_OF_THUMB}.", cite_debt))

    if ratio >= JEONSE_RATIO_HIGH_PCT and not money.value_from_official:  # 부채비율 ≥ 전세가율이라 등급은 이미 '위험' 이상; 사유를 따로 밝힌다
        reasons.append(RiskReason("위험", f"전세가율 {format_pct(ratio)}가 {JEONSE_RATIO_HIGH_PCT}% 이상입니다(깡통전세 위험 신호, "
                                  "법정 기준 아님). 보증금은 먼저 설정된 담보권 뒤에 배당됩니다.",
                                  (laws.PRIORITY_REPAYMENT,)))
    if not money.senior_debt_known:
        reasons.append(RiskReason("주의", "선순위 근저당 금액이 확인되지 않았습니다. 등기부등본 을구를 확인하세요.", (laws.ROOT_MORTGAGE,)))
    # None: the answer turns only on the untold region — stated conditionally in the lead (hug_cap_note),
    # never graded, so an assumed region does not make the deal '위험'
    if money.hug_eligible is False:
        reasons.append(RiskReason("위험", "HUG 전세보증금반환보증 가입이 어렵습니다: " + "; ".join(money.hug_failures) + ".",
                                  (laws.HUG_GUARANTEE,)))
    elif money.hug_eligible:
        reasons.append(RiskReason("안전", "HUG 전세보증금반환보증 기본 요건(보증금 한도, 90% 기준)을 충족합니다.", (laws.HUG_GUARANTEE,)))
    st = money.small_tenant
    if st.eligible:
        reasons.append(RiskReason("안전", f"소액임차인에 해당하여 최대 {format_manwon(st.protected_manwon)}까지 최우선변제를 받을 수 있습니다.",
                                  (laws.SMALL_TENANT, laws.SMALL_TENANT_AMOUNT, laws.SMALL_TENANT_SCOPE)))
    if tenancy is not None:
        w.absorb(tenancy.workings)
        for item in tenancy.items:
            if item.status != "충족":
                reasons.append(RiskReason("주의", f"{item.title}: {item.detail}", (item.law,)))

    level = max((r.level for r in reasons), key=LEVELS.index)
    w.line(f"위험도 = 사유별 등급 중 가장 높은 등급 = {level}")
    return RiskAssessment(level, tuple(reasons), w.freeze())
