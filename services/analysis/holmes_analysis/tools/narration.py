"""The analysis team's LLM wording, pure: what the model is shown, what it must answer,
how the answer is checked against the computed figures, and how it goes into the results.

Seed 002's contract_analysis (a risk narrative per reason) and insight_generation (2~4
insights with recommendations) run as ONE call per team run. The model sees the tools'
summaries, figures, assumptions, rule recommendations and the risk reasons with their
articles — never timings, so equal inputs give equal cache keys. It may only rephrase and
prioritise: an answer with a number that is not among the figures shown, or with a risk
level other than the computed one, is rejected (``Rejected``) and the rule wording stays.
"""
from __future__ import annotations

from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from holmes_contracts import ToolResult, ToolsSelected

from ..domain.grounding import invented_numbers, level_claims, numbers_of
from ..domain.risk import LEVELS
from . import common
from .citations import article_lines

CONTRACT = "contract_analysis"
NOT_FIGURES = ("calculations", "markdown", "charts", "documents", "reasons", "cited_articles", "recommendations",
               "assumptions", "recommendations_rules", "insights_llm", "risk_narratives")
MAX_CALC_LINES, MAX_MARKDOWN_CHARS, MAX_TEXT_CHARS = 15, 1200, 500


class Rejected(ValueError):
    """A well-formed answer that cannot be used; the message is recorded as the fallback reason."""


class Facts(BaseModel):
    """Everything the model is shown, and the numbers it may therefore use."""
    query: str
    results: list[dict[str, Any]]
    risk_level: str | None = None
    reasons: list[dict[str, Any]] = Field(default_factory=list)
    articles: list[str] = Field(default_factory=list)

    @property
    def tools(self) -> list[str]:
        return [r["tool"] for r in self.results]

    def allowed_numbers(self) -> set[Decimal]:
        return numbers_of([self.query, self.results, self.risk_level, self.reasons, self.articles])


def _tool_facts(r: ToolResult) -> dict[str, Any]:
    data = r.data
    out: dict[str, Any] = {"tool": r.tool, "summary": r.summary,
                           "figures": {k: v for k, v in data.items() if k not in NOT_FIGURES and v not in (None, [], {})},
                           "calculations": list(data.get("calculations") or [])[:MAX_CALC_LINES],
                           "assumptions": list(data.get("assumptions") or []),
                           "rule_recommendations": list(data.get("recommendations") or [])}
    if r.tool != CONTRACT and data.get("markdown"):  # e.g. policy_matcher's verdicts per product
        out["details"] = str(data["markdown"])[:MAX_MARKDOWN_CHARS]
    return out


def facts(sel: ToolsSelected, results: list[ToolResult]) -> Facts | None:
    """None when no tool computed anything: there is nothing to put into words."""
    ok = [r for r in results if r.status == "ok"]
    if not ok:
        return None
    contract = next((r for r in ok if r.tool == CONTRACT), None)
    f = Facts(query=sel.query, results=[_tool_facts(r) for r in ok])
    if contract is not None:
        f.risk_level = contract.data.get("risk_level")
        f.reasons = [{"reason": i, "level": r.get("level"), "text": r.get("text"),
                      "citations": [f"{c.get('law')} {c.get('article')}" for c in r.get("citations", [])]}
                     for i, r in enumerate(contract.data.get("reasons") or [], 1)]
        f.articles = article_lines(contract.data.get("cited_articles") or [])
    return f


def answer_model(f: Facts) -> type[BaseModel]:
    """The answer schema: tool names limited to the tools that ran, reason numbers to the reasons."""
    item = create_model(
        "Insight",
        tool=(Literal[tuple(f.tools)], Field(description="이 인사이트가 근거한 분석 도구")),  # type: ignore[valid-type]
        priority=(int, Field(ge=1, le=4, description="중요도 순위 (1이 가장 중요)")),
        insight=(str, Field(description="결과가 뜻하는 바, 한두 문장 (입력에 있는 숫자만)")),
        recommendation=(str, Field(description="사용자가 할 일, 한 문장")))
    fields: dict[str, Any] = {"insights": (list[item], Field(min_length=2, max_length=4,  # type: ignore[valid-type]
                                                             description="중요한 순서의 인사이트 2~4개"))}
    if f.reasons:
        narrative = create_model(
            "RiskNarrative",
            reason=(Literal[tuple(range(1, len(f.reasons) + 1))], Field(description="위험 사유 번호")),  # type: ignore[valid-type]
            level=(Literal[LEVELS], Field(description="그 사유의 등급 — 입력 그대로")),
            narrative=(str, Field(description="임차인이 이해하기 쉬운 한두 문장 설명 (입력에 있는 숫자만)")))
        fields["risk_narratives"] = (list[narrative], Field(description="위험 사유마다 하나씩"))  # type: ignore[valid-type]
    return create_model("AnalysisInsights", **fields)


def _texts(answer: Any) -> list[str]:
    out = [t for i in answer.insights for t in (i.insight, i.recommendation)]
    return out + [n.narrative for n in getattr(answer, "risk_narratives", [])]


def check(f: Facts, answer: Any) -> None:
    """Raise Rejected unless the answer only rephrases and prioritises the computed results."""
    texts = _texts(answer)
    if any(not t.strip() for t in texts):
        raise Rejected("빈 문장이 있습니다")
    if any(len(t) > MAX_TEXT_CHARS for t in texts):
        raise Rejected(f"{MAX_TEXT_CHARS}자를 넘는 문장이 있습니다")
    invented = invented_numbers(texts, f.allowed_numbers())
    if invented:
        raise Rejected(f"계산 결과에 없는 숫자: {', '.join(invented[:5])}")
    if f.reasons:
        narratives = answer.risk_narratives
        if sorted(n.reason for n in narratives) != list(range(1, len(f.reasons) + 1)):
            raise Rejected("위험 사유마다 설명이 하나씩 있어야 합니다")
        changed = [n.reason for n in narratives if n.level != f.reasons[n.reason - 1]["level"]]
        if changed:
            raise Rejected(f"위험 사유 {changed[0]}의 등급을 바꿨습니다")
    claimed = {c for t in texts for c in level_claims(t)} - {f.risk_level}
    if claimed:
        raise Rejected(f"계산된 위험도({f.risk_level or '없음'})와 다른 등급: {', '.join(sorted(claimed))}")


def _contract_markdown(r: ToolResult, answer: Any) -> str:
    """The rule layout of contract_analysis with each reason in the model's words (citations kept)."""
    reasons = r.data.get("reasons") or []
    lines = []
    for n in sorted(answer.risk_narratives, key=lambda n: n.reason):
        cites = ", ".join(f"{c.get('law')} {c.get('article')}" for c in reasons[n.reason - 1].get("citations", []))
        lines.append(f"[{n.level}] {n.narrative.strip()}" + (f" ({cites})" if cites else ""))
    return common.markdown([("위험 사유", lines), ("관련 조문", article_lines(r.data.get("cited_articles") or [])),
                            ("가정과 참고", list(r.data.get("assumptions") or []))])


def merge(results: list[ToolResult], answer: Any) -> list[ToolResult]:
    """Results with the model's wording: recommendations of the tools it spoke about replaced
    (the rule ones kept under recommendations_rules), its insights in front of the markdown."""
    ordered = sorted(answer.insights, key=lambda i: i.priority)
    out = []
    for r in results:
        mine = [i for i in ordered if i.tool == r.tool] if r.status == "ok" else []
        narrate = r.tool == CONTRACT and r.status == "ok" and getattr(answer, "risk_narratives", None)
        if not mine and not narrate:
            out.append(r)
            continue
        data = dict(r.data)
        body = _contract_markdown(r, answer) if narrate else str(data.get("markdown") or "")
        if narrate:
            data["risk_narratives"] = [n.model_dump() for n in sorted(answer.risk_narratives, key=lambda n: n.reason)]
        if mine:
            data["recommendations_rules"] = list(data.get("recommendations") or [])
            data["recommendations"] = list(dict.fromkeys(i.recommendation.strip() for i in mine))
            data["insights_llm"] = [i.model_dump() for i in mine]
            head = common.markdown([("핵심 인사이트", [i.insight.strip() for i in mine])])
            body = f"{head}\n\n{body}" if body else head
        data["markdown"] = body
        out.append(r.model_copy(update={"data": data}))
    return out
