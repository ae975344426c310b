"""loan_data: loan products that fit the user's situation, lowest rate first.

Eligibility is judged only on what we know: an unknown age, income or marital status
never excludes a product (the product's own conditions are returned for the answer to
explain).  Every product carries its 기준일 (as_of) because terms change often.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from typing import Any

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.common import MAX_ITEMS
from holmes_contracts.tools.outputs import LoanDataOutput, LoanProduct
from holmes_kit.clock import turn_day

from ..adapters.loan_repo import LoanRepository
from . import fmt
from .queries import PRODUCT_NAMES, LoanQuery, loan_query

TOOL = "loan_data"
ITEM_FIELDS = ("id", "name", "provider", "category", "loan_type", "rate_min", "rate_max", "limit_manwon",
               "ltv_max", "dti_max", "dsr_max", "income_max_manwon", "age_min", "age_max",
               "requires_homeless", "marital", "house_price_max_manwon", "deposit_max_manwon",
               "area_max_m2", "region_scope", "term_max_years", "active", "notes", "source")
#: Products for one target group only (the catalogue has no column for it): listed after the
#: products open to everyone, so a 0% 이주지원 loan never heads a general answer.
TARGET_GROUPS = {"비정상거처": "비정상거처 거주자 대상", "전세피해": "전세피해 임차인 대상"}
_MARITAL_OK = {"newlywed": ("newlywed",), "married": ("married", "newlywed"), "single": ("single",)}


def _groups(q: LoanQuery) -> set[str]:
    """The borrower groups (loans.json's group_caps) the person says he belongs to."""
    return {g for g, member in (("newlywed", q.marital == "newlywed"), ("newborn", bool(q.newborn))) if member}


def _cap_for(p: dict[str, Any], q: LoanQuery, column: str) -> float:
    """The cap that applies to this person: the general column, or the higher cap a group he belongs to
    has (a 신혼부부 under 디딤돌: 주택가격 6억원, not 5억원)."""
    caps = p.get("group_caps") or {}
    return max([p[column], *(caps[g][column] for g in _groups(q) if column in caps.get(g, {}))])


def ineligible(p: dict[str, Any], q: LoanQuery) -> str | None:
    """Why the product does not fit the person (Korean reason), or None when it may fit."""
    if q.income is not None and p["income_max_manwon"] is not None and q.income > _cap_for(p, q, "income_max_manwon"):
        return "소득"
    if q.age is not None and ((p["age_min"] is not None and q.age < p["age_min"])
                              or (p["age_max"] is not None and q.age > p["age_max"])):
        return "나이"
    if q.homeless is False and p["requires_homeless"]:
        return "무주택"
    if p["marital"] == "newborn" and q.newborn is False:
        return "혼인·자녀"
    if q.marital is not None and p["marital"] in _MARITAL_OK and q.marital not in _MARITAL_OK[p["marital"]]:
        return "혼인·자녀"
    if q.house_price is not None and p["house_price_max_manwon"] is not None \
            and q.house_price > _cap_for(p, q, "house_price_max_manwon"):
        return "주택가격"
    if q.deposit is not None and p["deposit_max_manwon"] is not None and q.deposit > p["deposit_max_manwon"]:
        return "보증금"
    return None


def target_group(name: str) -> str | None:
    return next((who for key, who in TARGET_GROUPS.items() if key in name), None)


def item(p: dict[str, Any]) -> dict[str, Any]:
    out = {k: p[k] for k in ITEM_FIELDS}
    out["newborn_required"] = p["marital"] == "newborn"
    out["target_group"] = target_group(p["name"])
    out["as_of"] = p["as_of"].isoformat()
    return out


def conditions(q: LoanQuery) -> list[str]:
    """The person's facts we filtered on, in Korean."""
    out = []
    if q.income is not None and q.income_max is not None:
        out.append(f"연소득 {fmt.manwon(q.income)}~{fmt.manwon(q.income_max)}")
    elif q.income is not None:
        out.append(f"연소득 {fmt.manwon(q.income)}")
    if q.age is not None:
        out.append(f"만 {q.age}세")
    if q.homeless is not None:
        out.append("무주택" if q.homeless else "유주택")
    if q.marital is not None:
        out.append({"single": "미혼", "newlywed": "신혼", "married": "기혼"}[q.marital])
    if q.newborn:
        out.append("신생아 가구")
    if q.house_price is not None:
        out.append(f"주택가격 {fmt.manwon(q.house_price)}")
    if q.deposit is not None:
        out.append(f"보증금 {fmt.manwon(q.deposit)}")
    if q.max_rate is not None:
        out.append(f"금리 {q.max_rate:g}% 이하")
    return out


#: Older terms than this are said to be possibly out of date (bank rates move monthly).
STALE_DAYS = 90
#: A bank's purchase mortgage advertises its own top limit; the regulation (LTV by area, price-band
#: caps) and the DSR decide the real one, which the analysis team computes — never shown as 가능 here.
_BANK_PURCHASE = ("주택담보대출", "구입자금대출")


def _line(it: dict[str, Any]) -> str:
    bank = it.get("category") != "정책" and it.get("loan_type") in _BANK_PURCHASE
    limit = (f", {'상품 최대 한도' if bank else '한도'} {fmt.manwon(it['limit_manwon'])}"
             + ("(규제·DSR 적용 전)" if bank else "")) if it["limit_manwon"] else ""
    rate = (f"{it['rate_min']:g}%" if it["rate_min"] == it["rate_max"]
            else f"{it['rate_min']:g}~{it['rate_max']:g}%")
    who = f", {it['target_group']}" if it.get("target_group") else ""
    return (f"{it['name']}({it['category']}{who}) 연 {rate}{limit}, "
            f"기준일 {it['as_of']}")


def stale_note(items: list[dict[str, Any]], today: date) -> str:
    """'금리·한도는 2025-10-01 기준(약 14개월 전)…' when the oldest shown terms are old, else ''."""
    days = [date.fromisoformat(it["as_of"]) for it in items if it.get("as_of")]
    if not days or (today - min(days)).days <= STALE_DAYS:
        return ""
    oldest = min(days)
    months = (today.year - oldest.year) * 12 + today.month - oldest.month
    return (f" 금리·한도는 {oldest.isoformat()} 기준(약 {months}개월 전) 자료라 지금과 다를 수 있으니 "
            f"신청 전 은행·기관에서 확인하세요.")


def summarize(q: LoanQuery, items: list[dict[str, Any]], total: int, today: date | None = None) -> str:
    kinds = "·".join(q.loan_types) or "대출"
    basis = conditions(q)
    head = f"{kinds} 상품" + (f"({', '.join(basis)} 기준)" if basis else "")
    if not items:
        return f"조건에 맞는 {head}이 없습니다."
    best = "; ".join(f"{i}) {_line(it)}" for i, it in enumerate(items[:3], 1))
    return f"조건에 맞는 {head} {total}개. 금리 낮은 순: {best}." + stale_note(items[:3], today or turn_day())


def named_products(q: LoanQuery, products: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The products the question names ("신생아특례대출 소득요건" -> both 신생아 특례 loans), best match
    first: the most of the question's words in the name, then the plainest (shortest) name, one per
    kind of loan, since a family's variants (다자녀, 전세피해) are other products."""
    if not q.named:
        return []
    names = [n for n in PRODUCT_NAMES if any(n in w for w in q.named)]
    found = [p for p in products if any(n in p["name"].replace(" ", "") for n in names)]
    if not found:
        return []
    # A name led by another family's word the question did not ask ('신생아 특례 디딤돌' for '디딤돌') is
    # that family's product (a Korean name puts its qualifier first).
    def led_by_other(name: str) -> bool:
        name = name.replace(" ", "")
        first = min(name.find(n) for n in names if n in name)
        return any(0 <= name.find(n) < first for n in PRODUCT_NAMES if n not in names)
    found = [p for p in found if not led_by_other(p["name"])]
    if not found:
        return []
    score = {p["id"]: sum(w in p["name"].replace(" ", "") for w in q.named) for p in found}
    best = max(score.values())
    found = sorted((p for p in found if score[p["id"]] == best),
                   key=lambda p: (target_group(p["name"]) is not None, len(p["name"])))
    # One product per kind of loan: a family with a 구입 and a 전세 product (신생아 특례) is both.
    return list({p["loan_type"]: p for p in reversed(found)}.values())[::-1][:2]


def _terms_text(p: dict[str, Any]) -> str:
    """The product's terms in the columns beside its notes: rate, LTV/DTI, area, term."""
    rate = (f"{p['rate_min']:g}%" if p["rate_min"] == p["rate_max"] else f"{p['rate_min']:g}~{p['rate_max']:g}%")
    parts = [f"금리 연 {rate}"]
    ratios = "·".join(f"{k} {p[c]:g}%" for k, c in (("LTV", "ltv_max"), ("DTI", "dti_max"), ("DSR", "dsr_max"))
                      if p.get(c) is not None)
    if ratios:
        parts.append(ratios)
    if p.get("area_max_m2"):
        parts.append(f"전용 {p['area_max_m2']:g}㎡ 이하")
    if p.get("term_max_years"):
        parts.append(f"최장 {p['term_max_years']}년")
    return ", ".join(parts)


def conditions_sentence(p: dict[str, Any], q: LoanQuery) -> str:
    """'내집마련 디딤돌대출의 조건(기준일 2025-10-01)은 무주택 세대주, …이며, 금리 연 …입니다(출처 …).'"""
    notes = "; ".join(x.strip().rstrip(".") for x in re.split(r"(?<=[다원%])\.\s+|\.\s+(?=[가-힣A-Z0-9])", p["notes"])
                      if x.strip())
    as_of = p["as_of"].isoformat() if isinstance(p["as_of"], date) else str(p["as_of"])
    who = p["provider"].split(" (")[0]
    said = (f"{p['name']}의 조건(기준일 {as_of})은 {notes}이며, {_terms_text(p)}입니다"
            f"({who}{', ' + p['source'] if p['source'] else ''}).")
    why = ineligible(p, q)
    if why:
        said += f" 말씀하신 조건({', '.join(conditions(q))})으로는 {why} 기준에 맞지 않습니다."
    return said


def build_result(q: LoanQuery, products: list[dict[str, Any]], params: dict[str, Any],
                 today: date | None = None) -> ToolResult:
    named = named_products(q, products)
    if named:
        return _named_result(q, named, products, params, today)
    reasons = Counter(r for r in (ineligible(p, q) for p in products) if r)
    fits = [item(p) for p in products if ineligible(p, q) is None]
    fits.sort(key=lambda it: it["target_group"] is not None)  # stable: rate order kept within each group
    shown = fits[:q.limit]
    output = LoanDataOutput(products=[LoanProduct(**it) for it in shown], loan_types=list(q.loan_types),
                            conditions=conditions(q), excluded_by=dict(reasons),
                            as_of=sorted({it["as_of"] for it in fits})[:MAX_ITEMS])
    return ToolResult(
        tool=TOOL, status="ok" if shown else "empty", summary=summarize(q, shown, len(fits), today),
        output=output, total_count=len(fits), quality=1.0 if shown else 0.0, params=params,
        sources=[Source(kind="loan", title=f"{it['name']} ({it['provider']})", ref=it["loan_type"],
                        as_of=it["as_of"], url=it["source"] or None) for it in shown[:3]])


def _named_result(q: LoanQuery, named: list[dict[str, Any]], products: list[dict[str, Any]],
                  params: dict[str, Any], today: date | None) -> ToolResult:
    """A product asked by name: its conditions are the answer, each with its 기준일 and source."""
    shown = [item(p) for p in named]
    summary = " ".join(conditions_sentence(p, q) for p in named) + stale_note(shown, today or turn_day())
    output = LoanDataOutput(products=[LoanProduct(**it) for it in shown], loan_types=list(q.loan_types),
                            conditions=conditions(q), excluded_by={}, as_of=sorted({it["as_of"] for it in shown}))
    return ToolResult(
        tool=TOOL, status="ok", summary=summary, output=output, total_count=len(shown), quality=1.0, params=params,
        sources=[Source(kind="loan", title=f"{it['name']} ({it['provider']})", ref=it["loan_type"],
                        as_of=it["as_of"], url=it["source"] or None) for it in shown])


class LoanData:
    """The loan_data tool (a holmes_kit.team Tool)."""

    def __init__(self, repo: LoanRepository) -> None:
        self.repo = repo

    async def __call__(self, call: ToolCall, sel: ToolsSelected) -> ToolResult:
        q = loan_query(call.params.as_dict())
        return build_result(q, await self.repo.products(q), call.params.as_dict())
