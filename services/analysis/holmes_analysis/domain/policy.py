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
        if p.age is None:
            out.append(Check("나이", "unknown", "나이 확인 필요"))
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
    return [c for c in out if c is not None]


def match_products(profile: Profile, products: Sequence[Mapping[str, Any]]) -> MatchReport:
    _validate_profile(profile)
    w = WorkingsBuilder()
    matches: list[ProductMatch] = []
    for idx, prod in enumerate(products):
        name = prod.get("name")
        if not isinstance(name, str) or not name:
            raise AnalysisInputError(f"products[{idx}].name", "상품 이름이 없습니다.")
        checks = _checks(profile, prod, idx)
        fails = tuple(c.text for c in checks if c.status == "fail")
        unknown = tuple(c.text for c in checks if c.status == "unknown")
        verdict: Verdict = "불가" if fails else ("확인 필요" if unknown else "가능")
        reasons = fails or unknown
        rmin, rmax = _num(prod, "rate_min", idx), _num(prod, "rate_max", idx)
        w.line(f"{name}: {verdict}" + (f" — {'; '.join(reasons)}" if reasons else ""))
        matches.append(ProductMatch(name, str(prod.get("category", "")), str(prod.get("loan_type", "")), verdict, reasons,
                                    tuple(checks), rmin, rmax, _num(prod, "limit_manwon", idx), prod.get("as_of")))
    order = {"가능": 0, "확인 필요": 1, "불가": 2}
    matches.sort(key=lambda m: (order[m.verdict], m.rate_min if m.rate_min is not None else float("inf"), m.name))
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
