"""전세자금대출 limit: bounded by the deposit and by the guarantor's cap, never by a sale price.

A bank lends against a guarantee (HF 주택금융공사, HUG 주택도시보증공사, SGI 서울보증), so
the loan is min(보증금 × 보증기관 비율, 보증기관 한도). 버팀목 (주택도시기금) adds its own
eligibility (무주택 세대주, 소득, 보증금 상한) and a lower cap. A fact the user did not give
makes a criterion "확인 필요" — it is asked for, not assumed.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from holmes_kit.clock import turn_day

from .errors import AnalysisInputError
from .money import check_amount, format_manwon
from .workings import Workings, WorkingsBuilder


@dataclass(frozen=True)
class Guarantor:
    name: str
    ratio_pct: int  # 보증금 대비 대출 비율
    cap_capital_manwon: int  # 수도권 한도
    cap_other_manwon: int  # 그 밖의 지역 한도
    as_of: str
    source: str


#: Guarantor caps as published (기준일 as_of). Bank products add their own DSR/credit checks.
GUARANTORS: tuple[Guarantor, ...] = (
    Guarantor("HF 주택금융공사 전세자금보증", 80, 22_200, 22_200, "2025-10-01",
              "한국주택금융공사 일반전세자금보증: 임차보증금의 80% 이내, 최대 2억 2,200만원"),
    Guarantor("HUG 전세자금대출 특약보증", 80, 40_000, 32_000, "2025-10-01",
              "주택도시보증공사 전세금안심대출 보증: 임차보증금의 80% 이내, 수도권 4억원·그 외 3억 2,000만원"),
    Guarantor("SGI 서울보증 전세자금보증", 80, 50_000, 50_000, "2025-10-01",
              "서울보증보험 전세자금대출 보증: 임차보증금의 80% 이내, 최대 5억원"),
)


@dataclass(frozen=True)
class OwnerCap:
    """A cap on the 전세대출 guarantee of a household that already owns a home, from the day it took effect."""

    as_of: str
    cap_manwon: int
    capital_only: bool  # 수도권·규제지역 only (규제지역 lay inside 수도권 when it was set)
    source: str


#: 1주택자 전세대출 보증 한도, chosen by day (latest in force wins).
ONE_HOUSE_CAPS: tuple[OwnerCap, ...] = (
    OwnerCap("2025-09-08", 20_000, True,
             "금융위원회 2025-09-07 '가계부채 관리 강화 방안'(9·7 대책): 수도권·규제지역 1주택자 전세대출 보증한도를 "
             "보증기관(HF·HUG·SGI) 관계없이 2억원으로 일원화 (2025-09-08 시행)"),
)
#: 10·15 대책 (관계부처 합동 2025-10-15): a 1주택자's 전세대출 interest counts in the DSR — also one of that
#: set's changes (loan_rules.RULES_2025_10)
ONE_HOUSE_DSR = "수도권·규제지역 1주택자의 전세대출 이자상환분도 DSR에 반영 (2025-10-29 신규 취급분부터)"
#: Facts about the owned home that bar the guarantee altogether — asked, not assumed.
ONE_HOUSE_CHECKS = (
    "보유 주택이 시가 9억원을 넘으면 HF·HUG 공적 전세대출 보증을 받을 수 없습니다 (금융위원회 2019-10-01 보완방안, 2019-10-11 시행)",
    "2020-07-10 이후 규제지역의 시가 3억원 넘는 아파트를 샀다면 전세대출 보증이 제한·회수됩니다 (2020 6·17 대책)",
    "1주택자의 HF·HUG 보증은 부부합산 연소득 1억원 이하일 때만 가능합니다 (HF·HUG 1주택자 전세보증 요건)",
    f"10·15 대책: {ONE_HOUSE_DSR}",
)
#: 2주택 이상: HF·HUG 공적 보증 불가 (SGI는 은행·보증사 심사)
MULTI_HOUSE_SOURCE = "금융위원회 2019-10-01 '부동산 시장 점검 결과 및 보완방안': 다주택 세대 HF·HUG 공적 전세대출 보증 제한 (2019-10-11 시행)"


def one_house_cap(day: date, capital_area: bool) -> OwnerCap | None:
    """The 1주택자 cap in force on ``day`` for the area, or None when none applies."""
    in_force = [c for c in ONE_HOUSE_CAPS if date.fromisoformat(c.as_of) <= day]
    cap = in_force[-1] if in_force else None
    return cap if cap is not None and (capital_area or not cap.capital_only) else None


@dataclass(frozen=True)
class PolicyJeonse:
    """버팀목 전세자금대출 (주택도시기금) — the product's own caps and eligibility."""

    name: str = "버팀목 전세자금대출"
    ratio_pct: int = 80
    cap_capital_manwon: int = 12_000
    cap_other_manwon: int = 8_000
    deposit_max_capital_manwon: int = 30_000
    deposit_max_other_manwon: int = 20_000
    income_max_manwon: int = 5_000  # 부부합산
    as_of: str = "2025-10-01"
    source: str = ("주택도시기금 버팀목 전세자금대출: 무주택 세대주, 부부합산 연소득 5천만원 이하, 보증금 수도권 3억·지방 2억 이하, "
                   "한도 수도권 1.2억·지방 8천만원, 보증금의 80% 이내")


BEOTIMMOK = PolicyJeonse()


@dataclass(frozen=True)
class GuarantorLimit:
    name: str
    limit_manwon: int
    eligible: str  # "가능" | "확인 필요" | "불가"
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class JeonseLoanResult:
    deposit_manwon: int
    options: tuple[GuarantorLimit, ...]  # 버팀목 first, then the guarantors, as computed
    best: GuarantorLimit | None  # the largest limit among 가능 options (else among the guarantors to confirm)
    missing: tuple[str, ...]  # profile facts that would settle a '확인 필요'
    workings: Workings


def jeonse_loan(deposit_manwon: int, capital_area: bool, *, annual_income_manwon: int | None = None,
                homeless: bool | None = None, houses: int | None = None,
                as_of: date | None = None) -> JeonseLoanResult:
    """``houses`` = homes the household owns now; it overrides ``homeless`` (0 ⇔ homeless)."""
    if houses is not None:
        if isinstance(houses, bool) or not isinstance(houses, int) or houses < 0:
            raise AnalysisInputError("house_count", f"보유 주택 수는 0 이상의 정수여야 합니다: {houses!r}.")
        homeless = houses == 0
    day = as_of or turn_day()
    deposit = check_amount("deposit", deposit_manwon, allow_zero=False, label="전세 보증금")
    if annual_income_manwon is not None:
        check_amount("annual_income", annual_income_manwon, label="연소득")
    if homeless is not None and not isinstance(homeless, bool):
        raise AnalysisInputError("homeless", f"무주택 여부는 예/아니오로 알려 주세요: {homeless!r}.")
    area = "수도권" if capital_area else "그 밖의 지역"
    w = WorkingsBuilder()
    options: list[GuarantorLimit] = []
    missing: list[str] = []

    b = BEOTIMMOK
    cap = b.cap_capital_manwon if capital_area else b.cap_other_manwon
    dmax = b.deposit_max_capital_manwon if capital_area else b.deposit_max_other_manwon
    fails, unknown = [], []
    if deposit > dmax:
        fails.append(f"보증금 {format_manwon(deposit)}이 {area} 상한 {format_manwon(dmax)}을 넘습니다")
    if annual_income_manwon is None:
        unknown.append("연소득 확인 필요")
        missing.append("연소득")
    elif annual_income_manwon > b.income_max_manwon:
        fails.append(f"연소득 {format_manwon(annual_income_manwon)}이 기준 {format_manwon(b.income_max_manwon)}을 넘습니다")
    if homeless is None:
        unknown.append("무주택 여부 확인 필요")
        missing.append("무주택 여부")
    elif not homeless:
        fails.append("무주택 세대주만 신청할 수 있습니다")
    raw = deposit * b.ratio_pct // 100
    limit = min(raw, cap)
    verdict = "불가" if fails else ("확인 필요" if unknown else "가능")
    w.line(f"{b.name} 한도 = min(보증금 {format_manwon(deposit)} × {b.ratio_pct}% = {format_manwon(raw)}, "
           f"{area} 한도 {format_manwon(cap)}) = {format_manwon(limit)} — {verdict}"
           + (f" ({'; '.join(fails or unknown)})" if fails or unknown else ""))
    options.append(GuarantorLimit(b.name, limit, verdict, tuple(fails or unknown)))

    owner = one_house_cap(day, capital_area) if houses == 1 else None
    for g in GUARANTORS:
        gcap = g.cap_capital_manwon if capital_area else g.cap_other_manwon
        raw = deposit * g.ratio_pct // 100
        cap_text = f"한도 {format_manwon(gcap)}"
        if owner is not None and owner.cap_manwon < gcap:
            gcap, cap_text = owner.cap_manwon, f"{area} 1주택자 한도 {format_manwon(owner.cap_manwon)} ({owner.as_of} 시행)"
        limit = min(raw, gcap)
        if houses is not None and houses >= 2 and not g.name.startswith("SGI"):
            w.line(f"{g.name}: 불가 — 2주택 이상 세대는 공적 보증을 받을 수 없습니다")
            options.append(GuarantorLimit(g.name, 0, "불가", ("2주택 이상 세대 공적 보증 제한",)))
            continue
        if houses is not None and houses >= 2:  # SGI: its own 다주택 심사 — never shown as a sure limit
            w.line(f"{g.name}: 확인 필요 — 다주택 세대는 보증사 심사로 제한될 수 있습니다")
            options.append(GuarantorLimit(g.name, limit, "확인 필요", ("다주택 세대 보증 심사 확인 필요",)))
            continue
        verdict = "확인 필요" if houses == 1 else "가능"
        w.line(f"{g.name} 한도 = min(보증금 {format_manwon(deposit)} × {g.ratio_pct}% = {format_manwon(raw)}, "
               f"{cap_text}) = {format_manwon(limit)}" + (" — 보유 주택 요건 확인 필요" if houses == 1 else ""))
        options.append(GuarantorLimit(g.name, limit, verdict, ("보유 주택 가격·소득 요건 확인 필요",) if houses == 1 else ()))
    ok = [o for o in options if o.eligible == "가능"] or (
        [o for o in options[1:] if o.eligible == "확인 필요"] if houses == 1 else [])
    best = max(ok, key=lambda o: o.limit_manwon) if ok else None
    if houses == 1:
        for c in ONE_HOUSE_CHECKS:
            w.note(c)
        if owner is not None:
            w.note("출처: " + owner.source)
        missing.append("보유 주택의 위치·시가")
    if houses is not None and houses >= 2:
        w.note("출처: " + MULTI_HOUSE_SOURCE)
    w.note("전세자금대출은 매매가가 아니라 보증금과 보증기관 한도로 정해집니다. 은행별 소득·신용 심사(DSR 등)에 따라 더 줄 수 있습니다.")
    w.note("출처: " + "; ".join([b.source] + [f"{g.source} (기준일 {g.as_of})" for g in GUARANTORS]))
    if houses != 1:
        w.note("2025-10-15 대책 이후 1주택자의 수도권·규제지역 전세대출 이자는 DSR에 반영됩니다.")
    return JeonseLoanResult(deposit, tuple(options), best, tuple(dict.fromkeys(missing)), w.freeze())
