"""Policy / loan product matcher: who qualifies for which product, and exactly why not.

A profile field the user has not told us is ``None``; a criterion that needs it
becomes "확인 필요" rather than a guess. A product field that is ``None`` means the
product has no such limit.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_rate
from .workings import Workings, WorkingsBuilder

Verdict = Literal["가능", "확인 필요", "불가"]
CheckStatus = Literal["ok", "unknown", "fail"]
_MARITAL = {"any", "newlywed", "married"}
ADULT_AGE = 19
#: Products only for a target group (the catalogue has no column for it, so it is keyed by
#: the product name): they are never a general answer — shown as '대상 한정' until the user says so.
SPECIAL_TARGETS: dict[str, str] = {
    "비정상거처": "비정상거처(쪽방·고시원·비닐하우스 등) 거주자",
    "전세피해": "전세사기피해자법에 따른 전세피해 임차인",
}
#: purpose -> loan types that serve it
PURPOSE_TYPES: dict[str, tuple[str, ...]] = {
    "purchase": ("구입자금대출", "주택담보대출"),
    "jeonse": ("전세자금대출",),
    "monthly": ("월세자금대출",),
}
PURPOSE_KO = {"purchase": "주택 구입(주택담보)", "jeonse": "전세자금", "monthly": "월세자금"}
JEONSE_LOAN_RATIO_PCT = 80  # 전세자금대출은 보증금의 80% 이내 (HF·HUG·SGI·기금 공통)


@dataclass(frozen=True)
class Profile:
    age: int | None = None
    annual_income_manwon: int | None = None  # 신혼·기혼 상품은 보통 부부합산
    married: bool | None = None
    newlywed: bool | None = None
    newborn_within_2y: bool | None = None
    homeless: bool | None = None
    house_price_manwon: int | None = None
    deposit_manwon: int | None = None
    region: str | None = None
    special_targets: frozenset[str] = frozenset()  # SPECIAL_TARGETS keys the user said apply


@dataclass(frozen=True)
class RegulatoryBound:
    """The mortgage regulation in force for this buyer and place: no purchase product lends more."""

    ltv_pct: int
    cap_manwon: int | None  # 주택가격별 주담대 한도 or 생애최초 한도, whichever is lower; None = none
    label: str  # '10·15 대책(2025-10-16 시행) 규제지역·무주택자'


@dataclass(frozen=True)
class Check:
    criterion: str
    status: CheckStatus
    text: str


@dataclass(frozen=True)
class ProductMatch:
    name: str
    category: str
    loan_type: str
    verdict: Verdict
    reasons: tuple[str, ...]  # 불가 → 실패 사유, 확인 필요 → 확인할 항목
    checks: tuple[Check, ...]
    rate_min: float | None
    rate_max: float | None
    limit_manwon: int | None
    as_of: str | None


@dataclass(frozen=True)
class MatchReport:
    matches: tuple[ProductMatch, ...]
    workings: Workings

    def by_verdict(self, verdict: Verdict) -> tuple[ProductMatch, ...]:
        return tuple(m for m in self.matches if m.verdict == verdict)


def _validate_profile(p: Profile) -> None:
    if p.age is not None and (isinstance(p.age, bool) or not isinstance(p.age, int) or not 0 <= p.age <= 120):
        raise AnalysisInputError("age", f"나이가 올바르지 않습니다: {p.age!r}.")
    for field, label in (("annual_income_manwon", "연소득"), ("house_price_manwon", "주택가격"), ("deposit_manwon", "보증금")):
        value = getattr(p, field)
        if value is not None:
            check_amount(field, value, label=label)


def _num(product: Mapping[str, Any], key: str, idx: int) -> Any:
    value = product.get(key)
    if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
        raise AnalysisInputError(f"products[{idx}].{key}", f"상품 '{product.get('name')}'의 {key} 값이 숫자가 아닙니다: {value!r}.")
    return value


def _limit(label: str, value: int | None, maximum: int | None, unit_fmt=format_manwon) -> Check | None:
    if maximum is None:
        return None
    if value is None:
        return Check(label, "unknown", f"{label} 확인 필요 (상품 한도 {unit_fmt(maximum)})")
    if value > maximum:
        return Check(label, "fail", f"{label} {unit_fmt(value)}이 한도 {unit_fmt(maximum)}을 넘습니다")
    return Check(label, "ok", f"{label} {unit_fmt(value)} ≤ 한도 {unit_fmt(maximum)}")


def _flag(label: str, required: bool, value: bool | None, fail_text: str) -> Check | None:
    if not required:
        return None
    if value is None:
        return Check(label, "unknown", f"{label} 여부 확인 필요")
    return Check(label, "ok", f"{label} 요건 충족") if value else Check(label, "fail", fail_text)


def _checks(p: Profile, prod: Mapping[str, Any], idx: int) -> list[Check]:
    out: list[Check | None] = [
        _limit("연소득", p.annual_income_manwon, _num(prod, "income_max_manwon", idx)),
        _limit("주택가격", p.house_price_manwon, _num(prod, "house_price_max_manwon", idx)),
        _limit("보증금", p.deposit_manwon, _num(prod, "deposit_max_manwon", idx)),
    ]
    age_min, age_max = _num(prod, "age_min", idx), _num(prod, "age_max", idx)
    if age_min is not None or age_max is not None:
        if p.age is None and age_max is None and age_min <= ADULT_AGE:
            # Only the 성년 requirement: an applicant is an adult; asking every user for it is noise.
            out.append(Check("나이", "ok", f"만 {age_min}세 이상(성년) 요건 — 나이 미입력, 신청자는 성년으로 봄"))
        elif p.age is None:
            out.append(Check("나이", "unknown", f"나이 확인 필요 (만 {age_min or 0}~{age_max or '—'}세)"))
        elif age_min is not None and p.age < age_min:
            out.append(Check("나이", "fail", f"나이 만 {p.age}세가 최소 {age_min}세보다 적습니다"))
        elif age_max is not None and p.age > age_max:
            out.append(Check("나이", "fail", f"나이 만 {p.age}세가 최대 {age_max}세를 넘습니다"))
        else:
            out.append(Check("나이", "ok", f"나이 만 {p.age}세 요건 충족"))
    out.append(_flag("무주택", bool(prod.get("requires_homeless")), p.homeless, "무주택자만 신청할 수 있습니다"))
    marital = prod.get("marital") or "any"
    if marital not in _MARITAL:
        raise AnalysisInputError(f"products[{idx}].marital", f"알 수 없는 혼인 조건입니다: {marital!r}.")
    if marital == "newlywed":
        out.append(_flag("신혼부부", True, p.newlywed, "신혼부부만 신청할 수 있습니다"))
    elif marital == "married":
        married = True if p.newlywed else p.married
        out.append(_flag("기혼", True, married, "기혼 가구만 신청할 수 있습니다"))
    out.append(_flag("2년 내 출산", bool(prod.get("newborn_required")), p.newborn_within_2y,
                     "최근 2년 내 출산(입양) 가구만 신청할 수 있습니다"))
    for key, who in SPECIAL_TARGETS.items():
        if key in str(prod.get("name", "")):
            ok = key in p.special_targets
            out.append(Check("대상", "ok" if ok else "unknown", f"{who}만 신청 가능" + ("" if ok else " — 대상 한정")))
    return [c for c in out if c is not None]


def regulated_product(prod: Mapping[str, Any]) -> bool:
    """A bank's purchase mortgage — bound by the 은행업감독규정 LTV and the price-band caps."""
    return prod.get("loan_type") in PURPOSE_TYPES["purchase"] and prod.get("category") != "정책"


def effective_limit(prod: Mapping[str, Any], p: Profile,
                    bound: RegulatoryBound | None = None) -> tuple[int | None, str]:
    """The product's own cap bounded by its LTV on the price or by the deposit ratio — the headline limit.

    A bank's purchase product is also bounded by the regulation in force (``bound``): its own
    'LTV 70%·6억' is what it would lend where the regulation allows it, not in a 규제지역.
    정책모기지 (category '정책') carry the LTV their fund sets, which the catalogue row holds."""
    parts: list[tuple[int, str]] = []
    bound = bound if regulated_product(prod) else None
    if bound is not None:
        if p.house_price_manwon is not None:
            v = p.house_price_manwon * bound.ltv_pct // 100
            parts.append((v, f"규제 LTV {format_manwon(p.house_price_manwon)} × {bound.ltv_pct}% = {format_manwon(v)}"))
        if bound.cap_manwon is not None:
            parts.append((bound.cap_manwon, f"규제 한도 {format_manwon(bound.cap_manwon)}"))
    cap = prod.get("limit_manwon")
    if isinstance(cap, int) and not isinstance(cap, bool):
        parts.append((cap, f"상품 한도 {format_manwon(cap)}"))
    # Under a regulation, the bank's own LTV column is only its ceiling where no rule is stricter:
    # the regulated LTV above already stands for it, so it is not shown as a second, larger limit.
    ltv = prod.get("ltv_max") if bound is None else None
    if p.house_price_manwon is not None and isinstance(ltv, (int, float)) and not isinstance(ltv, bool):
        v = int(p.house_price_manwon * Decimal(str(ltv)) / 100)
        parts.append((v, f"주택가격 {format_manwon(p.house_price_manwon)} × LTV {ltv:g}% = {format_manwon(v)}"))
    if prod.get("loan_type") == "전세자금대출" and p.deposit_manwon is not None:
        v = p.deposit_manwon * JEONSE_LOAN_RATIO_PCT // 100
        parts.append((v, f"보증금 {format_manwon(p.deposit_manwon)} × {JEONSE_LOAN_RATIO_PCT}% = {format_manwon(v)}"))
    if not parts:
        return None, ""
    best = min(parts)[0]
    text = f"min({', '.join(t for _, t in parts)}) = {format_manwon(best)}" if len(parts) > 1 else parts[0][1]
    if bound is not None:
        text += f" ({bound.label})"
    return best, text


def match_products(profile: Profile, products: Sequence[Mapping[str, Any]],
                   bound: RegulatoryBound | None = None) -> MatchReport:
    _validate_profile(profile)
    w = WorkingsBuilder()
    matches: list[ProductMatch] = []
    for idx, prod in enumerate(products):
        name = prod.get("name")
        if not isinstance(name, str) or not name:
            raise AnalysisInputError(f"products[{idx}].name", "상품 이름이 없습니다.")
        checks = _checks(profile, prod, idx)
        if bound is not None and bound.ltv_pct == 0 and regulated_product(prod):
            checks.append(Check("규제", "fail", f"현행 규제상 주택 구입 목적 주담대를 받을 수 없습니다 (LTV 0%, {bound.label})"))
        fails = tuple(c.text for c in checks if c.status == "fail")
        unknown = tuple(c.text for c in checks if c.status == "unknown")
        verdict: Verdict = "불가" if fails else ("확인 필요" if unknown else "가능")
        reasons = fails or unknown
        rmin, rmax = _num(prod, "rate_min", idx), _num(prod, "rate_max", idx)
        _num(prod, "limit_manwon", idx)
        limit, limit_text = effective_limit(prod, profile, bound)
        w.line(f"{name}: {verdict}" + (f" — {'; '.join(reasons)}" if reasons else "")
               + (f" · 한도 {limit_text}" if limit_text else ""))
        matches.append(ProductMatch(name, str(prod.get("category", "")), str(prod.get("loan_type", "")), verdict, reasons,
                                    tuple(checks), rmin, rmax, limit, prod.get("as_of")))
    order = {"가능": 0, "확인 필요": 1, "불가": 2}
    # A target-group product the user was not said to belong to never leads, whatever its rate.
    matches.sort(key=lambda m: (order[m.verdict], any(c.criterion == "대상" and c.status == "unknown" for c in m.checks),
                                m.rate_min if m.rate_min is not None else float("inf"), m.name))
    counts = {v: sum(1 for m in matches if m.verdict == v) for v in order}
    w.line(f"상품 {len(matches)}개 중 가능 {counts['가능']}개, 확인 필요 {counts['확인 필요']}개, 불가 {counts['불가']}개")
    if profile.married or profile.newlywed:
        w.note("기혼·신혼 가구 상품의 소득 기준은 대부분 부부합산 소득입니다.")
    return MatchReport(tuple(matches), w.freeze())


def rate_text(m: ProductMatch) -> str:
    if m.rate_min is None:
        return "금리 정보 없음"
    if m.rate_max is None or m.rate_max == m.rate_min:
        return f"연 {format_rate(Decimal(str(m.rate_min)))}"
    return f"연 {format_rate(Decimal(str(m.rate_min)))}~{format_rate(Decimal(str(m.rate_max)))}"
