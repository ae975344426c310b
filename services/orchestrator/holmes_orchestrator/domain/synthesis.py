"""Response synthesis by rules: an answer assembled only from what the teams returned.

Every sentence with a fact comes from a tool's summary, items or figures; this module
adds structure (lead, sections, missing information) and nothing else.
"""

from __future__ import annotations

from typing import Any

from holmes_contracts import PlanReady, Source, ToolResult

from .state import TurnState

TOOL_TITLES = {
    "legal_search": "관련 법령", "market_data": "시세 정보", "real_estate_search": "매물 정보",
    "loan_data": "대출 상품", "contract_analysis": "위험 분석", "market_analysis": "시장 분석",
    "loan_simulator": "대출 한도 계산", "roi_calculator": "수익률 계산", "policy_matcher": "정책 대출 자격",
    "lease_contract": "임대차계약서", "contract_review": "계약서 검토",
}
# Which tool's finding leads the answer, per intent.
LEAD_TOOL = {
    "법률상담": ["legal_search"], "시세조회": ["market_data", "real_estate_search"],
    "대출상담": ["loan_simulator", "loan_data", "policy_matcher"],
    "계약서작성": ["lease_contract"], "계약서검토": ["contract_review"],
    "리스크분석": ["contract_analysis"], "종합분석": ["market_analysis", "market_data", "loan_data"],
}


def guidance_response(plan: PlanReady) -> dict[str, Any]:
    g = plan.guidance
    return {"type": "guidance", "message": g.message if g else "무엇을 도와드릴까요?",
            "detected_intent": plan.intent, "original_query": plan.query}


def _results(state: TurnState) -> list[ToolResult]:
    """The best result per tool over all attempts (the fold merges them), team by team."""
    order = {"search": 0, "analysis": 1, "document": 2}
    team_of = {c.name: t for t, sels in state.dispatched.items() for s in sels for c in s.tools}
    return sorted(state.results.values(), key=lambda r: order.get(team_of.get(r.tool, ""), 9))


def _legal_section(r: ToolResult) -> str:
    lines = []
    for it in r.items[:3]:
        lines.append(f"**{it.get('law', '')} {it.get('number', '')}({it.get('title', '')})**  \n{it.get('body', '')}")
    return "\n\n".join(lines)


def _section(r: ToolResult, lead: str = "") -> str:
    if r.tool == "legal_search" and r.items:
        return _legal_section(r)
    parts = [r.summary] if r.summary and r.summary != lead else []  # the lead already said it
    calcs = r.data.get("calculations") or []
    if calcs:
        parts.append("\n".join(f"- {c}" for c in calcs))
    if r.data.get("markdown"):
        parts.append(r.data["markdown"])
    return "\n\n".join(parts)


def _lead(plan: PlanReady, ok: list[ToolResult]) -> str:
    by_tool = {r.tool: r for r in ok}
    for tool in LEAD_TOOL.get(plan.intent, []):
        r = by_tool.get(tool)
        if r is None:
            continue
        if tool == "legal_search" and r.items:
            top = r.items[0]
            return (f"이 질문과 가장 관련 있는 조항은 **{top.get('law')} {top.get('number')}"
                    f"({top.get('title')})**입니다. {r.summary}").strip()
        if r.summary:
            return r.summary
    return ok[0].summary if ok and ok[0].summary else "찾은 정보를 정리했습니다."


def synthesize(state: TurnState) -> tuple[dict[str, Any], list[Source]]:
    plan = state.plan
    results = _results(state)
    ok = [r for r in results if r.status == "ok"]
    sources = [s for r in ok for s in r.sources]
    review = state.review
    missing = list(review.missing_information) if review else []
    lead = _lead(plan, ok) if ok else "요청하신 정보를 찾지 못했습니다."
    sections = [f"### {TOOL_TITLES.get(r.tool, r.tool)}\n\n{_section(r, lead)}" for r in ok if _section(r, lead)]
    if missing:
        sections.append("### 확인하지 못한 정보\n\n" + "\n".join(f"- {m}" for m in missing))
        sections.insert(0, f"> 일부 정보는 확인하지 못했습니다({len(missing)}건) — 아래 '확인하지 못한 정보'를 참고해 주세요.")
    if sources:
        sections.append("### 출처\n\n" + "\n".join(
            f"- {s.title}" + (f" ({s.ref})" if s.ref and s.ref != s.title else "")
            + (f" · 기준일 {s.as_of}" if s.as_of else "") for s in sources))
    answer = "\n\n".join([lead, *sections])
    charts = _distinct_charts([c for r in ok for c in r.data.get("charts", [])])
    documents = [d for r in ok for d in r.data.get("documents", [])]
    structured = {
        "answer": lead,
        "details": {
            "legal_basis": [f"{it.get('law')} {it.get('number')}" for r in ok if r.tool == "legal_search"
                            for it in r.items[:5]],
            "data_analysis": "\n".join(r.summary for r in ok if r.tool != "legal_search" and r.summary),
            "considerations": missing,
        },
        "recommendations": (review.suggestions if review else [])
        + [x for r in ok for x in r.data.get("recommendations", [])],
        "sources": [s.model_dump(mode="json") for s in sources],
        "confidence": review.confidence if review else 0.0,
        "additional_info": {"intent": plan.intent, "keywords": plan.keywords},
    }
    response = {"type": "answer", "answer": answer, "structured_data": structured, "charts": charts,
                "documents": documents, "llm_calls": state.llm_calls}
    return response, sources


def _distinct_charts(charts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Market data and market analysis may both chart the same monthly series: show it once."""
    seen: set[str] = set()
    out = []
    for chart in charts:
        # Same months and same numbers, whatever each tool called its series.
        key = repr((chart.get("x"), sorted(repr([None if v is None else round(float(v), 1) for v in s.get("values", [])])
                                           for s in chart.get("series", []))))
        if key not in seen:
            seen.add(key)
            out.append(chart)
    return out
