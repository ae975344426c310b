"""policy_matcher: which loan products (from the loan_data handover) this user qualifies for, and why not.

A profile field the user did not give stays unknown, so products needing it are '확인 필요'
and the answer asks for exactly those fields. loan_data rows are normalised first:
the catalogue writes a newborn-only product as marital='newborn', which the domain
expresses as newborn_required; inactive rows are dropped; a malformed row is skipped
(and said so) rather than failing the whole match.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import LoanDataOutput, LoanProduct
from holmes_kit.korean.text import josa
from holmes_kit.team import ToolInputError

from ..domain import AnalysisInputError, Profile, format_manwon, match_products
from ..domain.loan_rules import BUYER_KO, ZONE_KO
from ..domain.policy import (
    PURPOSE_KO,
    PURPOSE_TYPES,
    SPECIAL_TARGETS,
    ProductMatch,
    RegulatoryBound,
    rate_text,
)
from . import common, inputs
from .config import AnalysisSettings

TOOL = "policy_matcher"
SHOWN = 10


def _profile(call: ToolCall, sel: ToolsSelected) -> Profile:
    amts, ex = inputs.amounts(call), inputs.extra(call)
    income = inputs.first_of(ex, "annual_income", "income", "income_manwon")
    marital = ex.get("marital")  # the extractor's 'newlywed' | 'married' | 'single'
    married = ex.get("married") if ex.get("married") is not None else (
        None if marital is None else marital in ("newlywed", "married"))
    newlywed = ex.get("newlywed") if ex.get("newlywed") is not None else (
        None if marital is None else marital == "newlywed")
    homeless = ex.get("homeless")
    if homeless is None and ex.get("first_home"):
        homeless = True  # 생애최초 구입자는 무주택
    houses = inputs.whole(ex.get("house_count"))
    if homeless is None and houses is not None:
        homeless = houses == 0
    return Profile(
        age=ex.get("age"),
        annual_income_manwon=income if income is not None else amts.get("income"),
        married=married, newlywed=newlywed,
        newborn_within_2y=inputs.first_of(ex, "newborn_within_2y", "newborn"),
        homeless=homeless,
        house_price_manwon=amts.get("price"), deposit_manwon=amts.get("deposit"),
        region=inputs.region_name(call, sel) or None,
        special_targets=frozenset(k for k in SPECIAL_TARGETS if ex.get("special_target") and k in str(ex["special_target"])),
    )


def purpose(call: ToolCall, sel: ToolsSelected) -> str | None:
    """The asked loan purpose: the loan type named, else the deal, else a price alone (a purchase)."""
    ex, amts = inputs.extra(call), inputs.amounts(call)
    text = f"{ex.get('loan_type') or ''} {inputs.param(call, 'query') or sel.query}"
    for word, goal in (("전세", "jeonse"), ("월세", "monthly"), ("주담대", "purchase"), ("주택담보", "purchase"),
                       ("구입", "purchase"), ("매수", "purchase"), ("디딤돌", "purchase"), ("보금자리", "purchase")):
        if word in text:
            return goal
    deal = inputs.param(call, "deal_type")
    if deal in ("JEONSE", "MONTHLY", "SALE"):
        return {"JEONSE": "jeonse", "MONTHLY": "monthly", "SALE": "purchase"}[deal]
    return "purchase" if amts.get("price") is not None and amts.get("deposit") is None else None


def _bound(call: ToolCall, sel: ToolsSelected, price: int | None) -> RegulatoryBound:
    """The regulation in force for this buyer and place — the same rules loan_simulator's headline uses."""
    from .loan import _buyer, _rules, _zone  # one reading of buyer, place and day for both loan tools
    ex = inputs.extra(call)
    rules = _rules(call, ex)
    zone = _zone(call, sel, ex, rules)[0]
    buyer = _buyer(ex)[0]
    caps = [c for c in (rules.price_cap(zone, price).cap_manwon if price is not None and rules.price_cap(zone, price)
                        else None, rules.first_home_max_manwon if buyer == "first_home" else None) if c is not None]
    label = f"{rules.name}, {ZONE_KO[zone]}·{BUYER_KO[buyer]}"
    return RegulatoryBound(rules.ltv_pct[(zone, buyer)], min(caps) if caps else None, label)


STALE_DAYS = 90  # bank rates move monthly; older catalogue terms are flagged, not ranked as current


def _stale(call: ToolCall, sel: ToolsSelected, as_of: Any) -> str:
    """' — 금리·한도는 2025-10-01 기준이라 …' when the product's terms are older than STALE_DAYS."""
    from .loan import _as_of
    try:
        then = date.fromisoformat(str(as_of))
    except ValueError:
        return ""
    if (_as_of(call, inputs.extra(call)) - then).days <= STALE_DAYS:
        return ""
    return f" — 금리·한도는 {then.isoformat()} 기준 자료라 지금과 다를 수 있으니 신청 전 은행에서 확인하세요"


def _for_purpose(rows: list[LoanProduct], goal: str | None) -> list[LoanProduct]:
    if goal is None:
        return rows
    fit = [r for r in rows if r.loan_type in PURPOSE_TYPES[goal]]
    return fit or rows


def _normalise(product: LoanProduct) -> dict[str, Any]:
    """The domain's row: a newborn-only product is marital 'any' with newborn_required."""
    row = product.model_dump()
    if row["marital"] == "newborn":
        return {**row, "marital": "any", "newborn_required": True}
    return row


def _usable(products: list[LoanProduct]) -> tuple[list[dict[str, Any]], list[str]]:
    ok, skipped = [], []
    for product in products:
        if not product.active:
            continue
        row = _normalise(product)
        try:
            match_products(Profile(), [row])  # product-only validation; the profile is checked once below
        except AnalysisInputError as exc:
            skipped.append(f"상품 '{row.get('name', '?')}' 제외: {exc.message_ko}")
            continue
        ok.append(row)
    return ok, skipped


NAMED_PRODUCTS = 3  # as few products as a question naming one finds (its 버팀목 and 디딤돌 variants)


def _judged(m: ProductMatch) -> str:
    """'신생아 특례 디딤돌대출: 확인 필요 — 말씀하신 연소득 1억 5,000만원 ≤ 한도 2억원, 2년 내 출산 요건 충족은 맞고, 주택가격
    확인 필요 (상품 한도 9억원)만 남았습니다.'"""
    met = [c.text for c in m.checks if c.status == "ok" and "미입력" not in c.text]  # what he told, not an assumption
    said = f"{m.name}: {m.verdict}"
    if m.verdict == "불가":
        return f"{said} — {'; '.join(m.reasons)}."
    if m.verdict == "가능":
        return f"{said} — {', '.join(met)}." if met else f"{said}."
    return f"{said} — " + (f"말씀하신 {', '.join(met)}은 맞고, " if met else "") + f"{', '.join(m.reasons)}만 남았습니다."


async def policy_matcher(call: ToolCall, sel: ToolsSelected, cfg: AnalysisSettings) -> ToolResult:
    found = sel.handed(LoanDataOutput)
    rows = found.products if found else []
    if not rows:
        raise ToolInputError("비교할 대출 상품 데이터가 없어 자격을 확인할 수 없습니다. 대출 상품 검색이 먼저 필요합니다.")
    profile = _profile(call, sel)
    goal = purpose(call, sel)
    products, skipped = _usable(_for_purpose(rows, goal))
    if not products:
        raise ToolInputError("대출 상품 데이터에 쓸 수 있는 상품이 없습니다: " + "; ".join(skipped[:3]))
    bound = _bound(call, sel, profile.house_price_manwon) if goal == "purchase" else None
    report = match_products(profile, products, bound)
    by_name = {p["name"]: p for p in products}
    counts = {v: len(report.by_verdict(v)) for v in ("가능", "확인 필요", "불가")}
    head = f"{PURPOSE_KO[goal]} 대출 상품" if goal else "대출 상품"
    summary = f"{head} {len(report.matches)}개 중 신청 가능 {counts['가능']}개, 확인 필요 {counts['확인 필요']}개, 불가 {counts['불가']}개입니다."
    if len(report.matches) <= NAMED_PRODUCTS:
        # a product (or two) the question names: what the user's own facts already meet, and what is left
        summary = " ".join(_judged(m) for m in report.matches) + " " + summary
    best = report.by_verdict("가능")
    if best:
        b = best[0]
        limit = f", 한도 {format_manwon(b.limit_manwon)}" if b.limit_manwon else ""
        summary += f" 가능한 상품 중 금리가 가장 낮은 것은 {b.name}({rate_text(b)}{limit})입니다{_stale(call, sel, b.as_of)}."
    # Only unknowns that decide a verdict: a product already failing on income needs no more questions.
    # '대상' (target-group products) is not asked of everyone.
    unknown = list(dict.fromkeys(c.criterion for m in report.by_verdict("확인 필요") for c in m.checks
                                 if c.status == "unknown" and c.criterion != "대상"))
    recs = ([f"{josa('·'.join(unknown), '을')} 알려 주시면 '확인 필요' 상품 {counts['확인 필요']}개의 자격을 확정할 수 있습니다."]
            if unknown else [])
    if bound is not None:
        # Said once for all rows: a product's advertised LTV·한도 never exceeds the regulation.
        recs.append(f"상품 한도는 현행 규제({bound.label}: LTV {bound.ltv_pct}%"
                    + (f", 한도 {format_manwon(bound.cap_manwon)}" if bound.cap_manwon is not None else "")
                    + ") 안에서만 적용됩니다 — 실제 한도는 소득(DSR)에 따라 더 줄 수 있습니다.")
    items = [{"name": m.name, "provider": by_name.get(m.name, {}).get("provider"), "category": m.category,
              "loan_type": m.loan_type, "verdict": m.verdict, "reasons": list(m.reasons), "rate": rate_text(m),
              "rate_min": m.rate_min, "rate_max": m.rate_max, "limit_manwon": m.limit_manwon, "as_of": m.as_of,
              "notes": by_name.get(m.name, {}).get("notes")}
             for m in report.matches]
    data = {
        "counts": counts, "unknown_profile_fields": unknown, "skipped": skipped, "loan_purpose": goal,
        "calculations": common.calculations(report.workings), "assumptions": common.notes(report.workings),
        "recommendations": recs,
        "markdown": common.markdown([("상품별 판정", [
            f"{m.name} — {m.verdict} ({rate_text(m)})" + (f": {'; '.join(m.reasons)}" if m.reasons else "")
            for m in report.matches[:SHOWN]])]),
    }
    sources = [common.analysis_source("대출 상품 자격 판정")] + [
        Source(kind="loan", title=m.name, as_of=m.as_of, url=by_name.get(m.name, {}).get("source")) for m in best[:3]]
    return common.result(TOOL, call, summary=summary, data={**data, "matches": items}, count=len(items),
                         quality=common.QUALITY_ASSUMED if unknown else common.QUALITY_FULL, sources=sources)
