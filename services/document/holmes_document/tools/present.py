"""Korean text the user sees: clarification questions, the draft's excerpt, review tables.

Every figure here is read from the fields or computed from them; nothing is typed in.
"""

from __future__ import annotations

from collections.abc import Sequence

from holmes_kit.korean.money import format_manwon, money_phrase
from holmes_kit.korean.text import josa

from ..domain import Clause, FieldSpec, LeaseFields, ReviewResult
from ..domain.clause_catalog import ClauseTemplate
from ..domain.dates import format_date_ko, months_between
from ..domain.lease_sections import KIND_LABELS
from ..domain.review_model import ClauseVerdict

# ------------------------------------------------------------------ clarification

def clarification_markdown(missing: Sequence[FieldSpec]) -> str:
    # No heading of its own: the answer titles this section ("### 임대차계약서"); a second
    # heading under it repeated it (expert review F45).
    lines = [f"임대차계약서 초안을 만들려면 아래 {len(missing)}가지를 알려 주세요.", ""]
    lines += [f"{i}. **{s.label_ko}** — {s.question_ko}" for i, s in enumerate(missing, 1)]
    return "\n".join(lines) + "\n"


def clarification_summary(missing: Sequence[FieldSpec]) -> str:
    return f"계약서를 작성하려면 {len(missing)}가지 정보가 더 필요합니다: " + ", ".join(s.label_ko for s in missing)


# ------------------------------------------------------------------ 특약 proposed before a draft

def _cites(t: ClauseTemplate) -> str:
    law = t.cites[0][0]
    return f"{law} " + "·".join(a for lw, a, _ in t.cites if lw == law)


def clause_proposal_summary(templates: Sequence[ClauseTemplate], deal_ko: str) -> str:
    """"특약 뭐 넣어야 돼요?": the clauses to put in, each with why and its article — the answer itself."""
    items = ", ".join(f"{_CIRCLED[i]} {t.title}({_cites(t)})" for i, t in enumerate(templates))
    return f"{deal_ko} 계약서에 넣어 둘 만한 특약은 {items}입니다."


def clause_proposal_markdown(templates: Sequence[ClauseTemplate], missing: Sequence[FieldSpec]) -> str:
    lines = [f"{i}. **{t.title}** — {t.why} (근거: {_cites(t)})" for i, t in enumerate(templates, 1)]
    lines += ["", f"이 특약을 넣은 계약서 초안을 원하시면 {len(missing)}가지를 알려 주세요: "
              + ", ".join(s.label_ko for s in missing) + "."]
    return "\n".join(lines) + "\n"


_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"


# ------------------------------------------------------------------ lease draft

def term_text(f: LeaseFields) -> str:
    return (f"{format_date_ko(f.start_date)} ~ {format_date_ko(f.end_date)} "
            f"({months_between(f.start_date, f.end_date)}개월)")


def _payments(f: LeaseFields) -> str:
    parts = [f"계약금 {format_manwon(f.contract_payment_manwon, exact=True)}"
             + (f" ({format_date_ko(f.contract_payment_date or f.contract_date)})"
                if (f.contract_payment_date or f.contract_date) else " (계약 시)")]
    if f.middle_payment_manwon:
        when = f" ({format_date_ko(f.middle_payment_date)})" if f.middle_payment_date else ""
        parts.append(f"중도금 {format_manwon(f.middle_payment_manwon, exact=True)}{when}")
    parts.append(f"잔금 {format_manwon(f.balance_payment_manwon, exact=True)} ({format_date_ko(f.balance_date)})")
    return " · ".join(parts)


def _rent(f: LeaseFields) -> str:
    if f.monthly_rent_manwon == 0:
        return "없음 (전세)"
    return f"{money_phrase(f.monthly_rent_manwon)}, 매월 {f.rent_payment_day}일 {'선불' if f.rent_prepaid else '후불'}"


def _clause_line(i: int, c: Clause) -> str:
    # Legal clauses are named with their basis (full text is in the document); the parties'
    # own terms are short and theirs, so they are quoted whole.
    basis = f" (근거: {c.cite()})" if c.bases else ""
    if c.is_party_term:
        return f"{i}. **{c.title}** — {c.text}{basis}"
    return f"{i}. **{c.title}**{basis}"


def draft_excerpt(f: LeaseFields, clauses: Sequence[Clause]) -> str:
    lines = [  # under the answer's "### 임대차계약서" heading, so none of its own (F45)
        f"- **계약**: {f.lease_type_ko} · {KIND_LABELS[f.contract_kind]}",
        f"- **임대인**: {f.landlord_name} · **임차인**: {f.tenant_name}",
        f"- **소재지**: {f.address} ({f.property_type}, 임차 면적 {f.area_m2:g}㎡)",
        f"- **보증금**: {money_phrase(f.deposit_manwon)}",
        f"  - {_payments(f)}",
        f"- **차임(월세)**: {_rent(f)}",
        f"- **임대차기간**: {term_text(f)}",
        f"- **특약사항** ({len(clauses)}개)" if clauses else "- **특약사항**: 없음",
    ]
    lines += ["  " + _clause_line(i, c) for i, c in enumerate(clauses, 1)]
    return "\n".join(lines) + "\n"


def draft_summary(f: LeaseFields, clauses: Sequence[Clause]) -> str:
    legal = sum(1 for c in clauses if not c.is_party_term)
    rent = f", 월세 {format_manwon(f.monthly_rent_manwon, exact=True)}" if f.monthly_rent_manwon else ""
    return (f"주택임대차표준계약서 초안을 작성했습니다({f.lease_type_ko}, 보증금 {format_manwon(f.deposit_manwon, exact=True)}{rent}, "
            f"{format_date_ko(f.start_date)}~{format_date_ko(f.end_date)}). 특약사항 {len(clauses)}개"
            f"(법령 근거 {legal}개). DOCX와 Markdown으로 내려받을 수 있습니다.")


def balance_calculation(f: LeaseFields) -> str:
    middle = f" − 중도금 {format_manwon(f.middle_payment_manwon, exact=True)}" if f.middle_payment_manwon else ""
    return (f"잔금 = 보증금 {format_manwon(f.deposit_manwon, exact=True)} − 계약금 {format_manwon(f.contract_payment_manwon, exact=True)}{middle} "
            f"= {format_manwon(f.balance_payment_manwon, exact=True)}")


# ------------------------------------------------------------------ review

def _cell(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return text.replace("|", "\\|")


def _bases(c: ClauseVerdict) -> str:
    cited = (pair for f in c.findings for pair in ((f.law, f.article), *f.also))
    return ", ".join(dict.fromkeys(f"「{law}」 {article}" for law, article in cited)) or "—"


def _why(c: ClauseVerdict) -> str:
    if not c.findings:
        return c.reason
    return " ".join(f"{f.title_ko}: {f.message_ko}" for f in c.findings)


def review_markdown(result: ReviewResult) -> str:
    """Every clause with its verdict, most severe first; advice on missing clauses below."""
    counts = " · ".join(f"{v} {n}" for v, n in result.verdict_counts.items() if n)
    # No heading of its own: the answer titles this section ("### 계약서 검토"), and a second one repeated it.
    lines = [f"검토한 {result.sentences_checked}개 조항: {counts}", "",
             "| 판정 | 조항 | 근거 | 이유 |", "|---|---|---|---|"]
    for c in result.clauses:
        lines.append(f"| {c.verdict} | {_cell(c.text, 100)} | {_cell(_bases(c), 120)} | {_cell(_why(c), 400)} |")
    fixes = [c for c in result.clauses if c.suggestion]
    if fixes:
        lines += ["", "**고쳐 쓸 문구**"] + [f"- {c.verdict} · {_cell(c.text, 60)} → {c.suggestion}" for c in fixes]
    notes = [f for f in result.findings if not f.excerpt]
    if notes:
        lines += ["", "**빠진 조항**"] + [f"- {f.title_ko}: {f.message_ko} (「{f.law}」 {f.article})" for f in notes]
    if not result.findings:
        lines += ["", "문제가 되는 조항을 찾지 못했습니다."]
    return "\n".join(lines) + "\n"


def review_summary(result: ReviewResult) -> str:
    n = result.sentences_checked
    if not result.findings:
        return f"계약서 {n}개 문장을 검토했고 문제 조항은 찾지 못했습니다."
    flagged = {v: c for v, c in result.verdict_counts.items() if c and v != "안전"}
    notes = sum(1 for f in result.findings if not f.excerpt)
    parts = [f"{v} {c}건" for v, c in flagged.items()] + ([f"빠진 조항 {notes}건"] if notes else [])
    counted = f"계약서 {n}개 문장을 검토해 {sum(flagged.values()) + notes}건을 찾았습니다({', '.join(parts)})."
    worst = result.clauses[0] if result.clauses else None
    if n == 1 and worst and worst.findings and worst.verdict != "안전":
        # One clause asked about ("이 특약 서명해도 되나요?"): its verdict is the answer.
        f = worst.findings[0]
        said = {"무효": "무효입니다", "위험": f"{f.party}에게 위험합니다"}.get(worst.verdict, f"{josa(worst.verdict, '이')} 필요합니다")
        instead = f" 고쳐 쓸 문구: {worst.suggestion}" if worst.suggestion else ""
        return f"이 조항은 {said}(「{f.law}」 {f.article}) — {f.message_ko}{instead} {counted}"
    return counted
