"""Response synthesis by rules: an answer assembled only from what the teams returned.

Every sentence with a fact comes from a tool's summary, items or figures; this module
adds structure (lead, sections, missing information) and nothing else.
"""

from __future__ import annotations

import re
from typing import Any

from holmes_contracts import PlanReady, Source, ToolResult

from .calc_params import CALCULATORS
from .state import TurnState

TOOL_TITLES = {
    "legal_search": "관련 법령", "market_data": "시세 정보", "real_estate_search": "매물 정보",
    "loan_data": "대출 상품", "contract_analysis": "위험 분석", "market_analysis": "시장 분석",
    "loan_simulator": "대출 한도 계산", "roi_calculator": "수익률 계산", "policy_matcher": "정책 대출 자격",
    "lease_contract": "임대차계약서", "contract_review": "계약서 검토",
    "rent_increase_cap": "증액 한도", "brokerage_fee": "중개보수", "rent_conversion": "전월세 전환",
    "priority_repayment": "최우선변제", "deposit_delay_interest": "보증금 반환 지연이자",
    "renewal_window": "갱신요구 기간", "jeonse_ratio": "전세가율·HUG 반환보증",
}
# Which tool's finding leads the answer, per intent (a calculator's figure always leads).
LEAD_TOOL = {
    "법률상담": ["legal_search"], "시세조회": ["market_data", "real_estate_search"],
    "대출상담": ["loan_simulator", "loan_data", "policy_matcher"],
    "계약서작성": ["lease_contract"], "계약서검토": ["contract_review"],
    "리스크분석": ["contract_analysis"], "종합분석": ["market_analysis", "market_data", "loan_data"],
}
COMPOUND_LEADS = (("contract_analysis",), ("market_analysis", "market_data", "real_estate_search"),
                  ("loan_simulator", "loan_data", "policy_matcher"), ("roi_calculator",))
# Sections that do not bear on the question of an intent (a legal question gets no market section).
OFF_TOPIC = {"법률상담": frozenset({"market_data", "real_estate_search", "loan_data", "market_analysis"})}
QUOTE_CHARS = 240  # an article is quoted as evidence, not pasted whole
MAX_ARTICLES = 3
MAX_NOTES = 3
ANSWER_BUDGET = 1200  # characters before the sources, for a one-part question


def guidance_response(plan: PlanReady) -> dict[str, Any]:
    g = plan.guidance
    return {"type": "guidance", "message": g.message if g else "무엇을 도와드릴까요?",
            "detected_intent": plan.intent, "original_query": plan.query}


def _results(state: TurnState) -> list[ToolResult]:
    """The best result per tool over all attempts (the fold merges them), team by team."""
    order = {"search": 0, "analysis": 1, "document": 2}
    team_of = {c.name: t for t, sels in state.dispatched.items() for s in sels for c in s.tools}
    return sorted(state.results.values(), key=lambda r: order.get(team_of.get(r.tool, ""), 9))


# --- the lead: the answer to the question, in one or two sentences -------------------

_SENTENCE = re.compile(r"(?<=다\.)\s+|(?<=[.?!])\s+(?=[가-힣A-Z(])")
_POLITE = (("할 수 없다", "할 수 없습니다"), ("수 없다", "수 없습니다"), ("수 있다", "수 있습니다"),
           ("않는다", "않습니다"), ("못한다", "못합니다"), ("해야 한다", "해야 합니다"), ("한다", "합니다"),
           ("된다", "됩니다"), ("무효다", "무효입니다"), ("이다", "입니다"), ("없다", "없습니다"), ("있다", "있습니다"), ("본다", "봅니다"),
           ("는다", "습니다"))


_QUALIFIER = re.compile(r"(다만|또한|그러나|그리고|이 경우|이때|단,|예컨대|예를 들어)")


def _sentences(body: str) -> list[str]:
    return [x.strip() for x in _SENTENCE.split(body) if x.strip()]


def _grams(text: str) -> set[str]:
    t = re.sub(r"\s+", "", text)
    return {t[i:i + 2] for i in range(len(t) - 1)}


def _polite(sentence: str) -> str:
    """'…20분의 1을 넘지 못한다.' -> '…20분의 1을 넘지 못합니다.' (the law's plain style, spoken)."""
    text = sentence.rstrip(". ")
    for plain, polite in _POLITE:
        if text.endswith(plain):
            return text[: -len(plain)] + polite
    return text


# A question asking whether something may or must be done ("해도 돼요?", "돌려받을 수 있어요?",
# "문제 되나요?", "누가 내야 돼요?") is answered by the article's sentence that says so.
_YES_NO = re.compile(r"(돼|되나|될까|되는|되죠|됩니까|될지|수\s*있|가능|괜찮|문제|필요|해야|내야|받아야|줘야|하나요|"
                     r"인가요|건가요|거야|맞나|적용|무효|유효|허용|책임)|\b(can|may|must|should|allowed|legal|do i|does|is it)\b",
                     re.I)
_MODAL = re.compile(r"수\s*(?:있|없)|못한다|못하|해야\s*한다|하여야|무효|효력이\s*없|아니다|금지|부담|책임을\s*진|"
                    r"적용(?:한다|된다|하지|되지)|없다|된다|본다")


def asks_verdict(query: str) -> bool:
    return bool(_YES_NO.search(query))


def _sentence_score(sentence: str, asked: set[str], verdict: bool) -> float:
    # Shared figures ("5%", "1년") say most; a sentence stating a limit or a figure is
    # likelier the answer; long sentences must not win on length alone.
    shared = sum(3 if re.search(r"\d", g) else 1 for g in _grams(sentence) & asked)
    value = (shared + (2 if re.search(r"\d", sentence) else 0)) / max(len(sentence), 20) ** 0.5
    if verdict and _MODAL.search(sentence):  # a yes/no question: the sentence saying may/must/cannot
        value *= 1.6
    # "다만 …" qualifies the sentence before it: a poor first sentence of an answer.
    return value / 2 if _QUALIFIER.match(sentence) else value


def article_answer(query: str, item: dict[str, Any], *, verdict: bool = False) -> str:
    """One sentence of the top article that bears most on the question, with its citation."""
    sentences = _sentences(str(item.get("body") or ""))
    if not sentences:
        return ""
    asked = _grams(query)
    best = max(sentences, key=lambda x: (_sentence_score(x, asked, verdict), -sentences.index(x)))
    return _cited(best, item)


def _cited(best: str, item: dict[str, Any]) -> str:
    cite = f"{item.get('law', '')} {item.get('number', '')}"
    core, paren = re.fullmatch(r"(.*?)(?:\(([^()]*)\))?\.?", best.strip()).groups()
    # "…먼저 배당받는다(최우선변제권)." -> "…먼저 배당받습니다(최우선변제권, 주택임대차보호법 제8조)."
    return f"{_polite(core)}({paren + ', ' if paren else ''}{cite})."


def _lead_article(r: ToolResult) -> dict[str, Any]:
    """The article the lead quotes: the best-ranked law (a glossary entry explains, a law decides)."""
    top = r.items[:MAX_ARTICLES]
    return next((it for it in top if it.get("kind") != "용어집"), top[0])


def legal_lead(query: str, r: ToolResult) -> str:
    """The lead of a legal answer. A yes/no question is answered by the sentence, among the
    top laws, that says what may, must or cannot be done for it (search rank still counts);
    any other question by the top law's most relevant sentence."""
    if not asks_verdict(query):
        return article_answer(query, _lead_article(r))
    asked = _grams(query)
    laws = [it for it in r.items[:MAX_ARTICLES] if it.get("kind") != "용어집"] or r.items[:1]
    best: tuple[float, str, dict[str, Any]] | None = None
    for rank, item in enumerate(laws):
        for sentence in _sentences(str(item.get("body") or "")):
            value = _sentence_score(sentence, asked, True) * (1.0, 0.8, 0.65)[rank]
            if best is None or value > best[0]:
                best = (value, sentence, item)
    return _cited(best[1], best[2]) if best else article_answer(query, _lead_article(r))


def _lead(plan: PlanReady, ok: list[ToolResult], asks: list[ToolResult]) -> str:
    calcs = [r for r in ok if r.tool in CALCULATORS and r.summary]
    if calcs:
        return " ".join(r.summary for r in calcs)
    by_tool = {r.tool: r for r in ok}
    legal = by_tool.get("legal_search")
    if asks:  # a figure was asked for but an input is missing: answer the law, ask for exactly it
        law = legal_lead(plan.query, legal) if legal and legal.items else ""
        # A missing input is asked for; a figure that cannot be right is named as such.
        said = [("정확한 금액을 계산하려면 — " if "알려 주세요" in r.summary else "계산할 수 없습니다 — ") + r.summary
                for r in asks]
        return " ".join(p for p in (law, *said) if p)
    if plan.intent == "종합분석":  # one sentence per part asked: the risk, the market, the loan, the yield
        parts = [next((by_tool[t].summary for t in group if t in by_tool and by_tool[t].summary), "")
                 for group in COMPOUND_LEADS]
        if any(parts):
            return " ".join(p for p in parts if p)
    for tool in LEAD_TOOL.get(plan.intent, []):
        r = by_tool.get(tool)
        if r is None:
            continue
        if tool == "legal_search" and r.items:
            return legal_lead(plan.query, r) or r.summary
        if r.summary:
            return r.summary
    if legal and legal.items:  # the finding the intent leads with is missing: the law answers
        return legal_lead(plan.query, legal) or legal.summary
    return ok[0].summary if ok and ok[0].summary else "찾은 정보를 정리했습니다."


# --- an English question: a short English lead, then the Korean details ---------------

def _won(v: Any) -> str:
    return f"{int(v):,} won"


def _english_figure(r: ToolResult) -> str:
    """One English sentence with a calculator's own figure (rules mode: templates, no translation)."""
    f = r.data.get("figures") or {}
    if r.tool == "deposit_delay_interest" and f.get("interest_won") is not None:
        return f"The late-payment interest you can claim is {_won(f['interest_won'])} (5% a year under the Civil Act)."
    if r.tool == "brokerage_fee" and f.get("fee_won") is not None:
        return f"The maximum brokerage fee is {_won(f['fee_won'])}, VAT excluded."
    if r.tool == "rent_conversion":
        if f.get("monthly_rent_won") is not None:
            return f"The legal maximum monthly rent is {_won(f['monthly_rent_won'])} (conversion rate cap {f.get('rate_pct')}% a year)."
        if f.get("jeonse_equivalent_manwon") is not None:
            return f"That equals a jeonse deposit of {_won(int(f['jeonse_equivalent_manwon']) * 10_000)}."
        return f"The legal cap on the conversion rate is {f.get('rate_pct')}% a year."
    if r.tool == "priority_repayment" and "protected_manwon" in f:
        if f.get("eligible"):
            return f"Up to {_won(int(f['protected_manwon']) * 10_000)} of your deposit is repaid first as a small-sum tenant."
        return "Your deposit is above the small-sum tenant threshold, so no part of it is repaid first."
    if r.tool == "rent_increase_cap":
        cap = f.get("deposit_max_won") or f.get("rent_max_won")
        if cap is not None:
            return f"The most the landlord can ask for is {_won(cap)} (a 5% cap on an increase)."
    if r.tool == "renewal_window":
        if f.get("termination_effective"):
            return f"Your notice ends the lease on {f['termination_effective']}."
        if f.get("window_start") and f.get("window_end"):
            return f"You can demand a renewal from {f['window_start']} to {f['window_end']}."
    if r.tool == "jeonse_ratio" and f.get("jeonse_ratio_pct") is not None:
        return f"The jeonse ratio is {f['jeonse_ratio_pct']}%."
    return ""


def english_lead(ok: list[ToolResult], asks: list[ToolResult]) -> str:
    said = [t for r in ok if r.tool in CALCULATORS and (t := _english_figure(r))]
    if said:
        return " ".join(said) + " The workings and the law follow in Korean:"
    if asks:
        return "One figure is missing to compute the answer; it is asked for below (in Korean):"
    return "The answer, in Korean:"


# --- the supporting sections --------------------------------------------------------

def _quote(body: str) -> str:
    """The article's opening, cut at a sentence end within QUOTE_CHARS."""
    if len(body) <= QUOTE_CHARS:
        return body
    cut = body[:QUOTE_CHARS]
    end = cut.rfind("다.")
    return cut[: end + 2] if end > QUOTE_CHARS // 3 else cut.rstrip() + "…"


def _legal_section(r: ToolResult, limit: int) -> str:
    return "\n\n".join(f"**{it.get('law', '')} {it.get('number', '')}({it.get('title', '')})** — "
                        f"{_quote(str(it.get('body', '')))}" for it in r.items[:limit])


def _calc_section(r: ToolResult) -> str:
    lines = [f"- {c}" for c in r.data.get("calculations") or []]
    notes = [f"- 참고: {n}" for n in (r.data.get("assumptions") or [])[:MAX_NOTES]]
    return "\n".join(lines + notes)


def _once(body: str, seen: set[str]) -> str:
    """A workings line already shown in an earlier section (the same input, the same 전세가율)
    is not shown again."""
    kept = []
    for line in body.split("\n"):
        if line.startswith("- ") and line in seen:
            continue
        seen.add(line)
        kept.append(line)
    return "\n".join(kept).strip()


def _section(r: ToolResult, lead: str = "", articles: int = MAX_ARTICLES) -> str:
    if r.tool == "legal_search" and r.items:
        return _legal_section(r, articles)
    if r.tool in CALCULATORS:
        return _calc_section(r)
    parts = [r.summary] if r.summary and r.summary not in lead else []  # the lead already said it
    if r.data.get("markdown"):
        parts.append(r.data["markdown"])
    return "\n\n".join(parts)


def _workings(r: ToolResult) -> str:
    """A finding's arithmetic, as its own (folded) section after the finding."""
    if r.tool in CALCULATORS or r.tool == "legal_search":
        return ""
    return "\n".join(f"- {c}" for c in r.data.get("calculations") or [])


def _title(r: ToolResult) -> str:
    if r.tool in CALCULATORS:
        return f"계산 과정 — {TOOL_TITLES.get(r.tool, r.tool)}"
    if r.tool == "legal_search":
        return "근거 조문"
    return TOOL_TITLES.get(r.tool, r.tool)


_MARKET_TOOLS = frozenset({"market_data", "real_estate_search", "loan_data", "market_analysis"})
_ASKS_MARKET = re.compile(r"시세|매물|동향|추이|변화|차트|가격|대출")


def _bears_on(plan: PlanReady, r: ToolResult, calculated: bool) -> bool:
    """A market section on a legal question restates nothing the user asked; nor does one next
    to a calculator's figure unless the user asked about the market too (a calculator that
    used market data says so in its own workings)."""
    if r.tool in OFF_TOPIC.get(plan.intent, frozenset()):
        return False
    return not (calculated and r.tool in _MARKET_TOOLS and not _ASKS_MARKET.search(plan.query))


def _advice(ok: list[ToolResult], text: str) -> list[str]:
    """The analysis team's advice that adds something: no figures (those are in the workings), not said yet."""
    out = [x for r in ok if r.tool not in CALCULATORS for x in r.data.get("recommendations", [])
           if isinstance(x, str) and not re.search(r"\d", x) and x not in text]
    return list(dict.fromkeys(out))[:MAX_NOTES]


def _distinct_sources(sources: list[Source]) -> list[Source]:
    """Each source once: a law cited by the search team and again by a calculator is one source,
    in the place first seen, labelled by the citation that names the article's title."""
    out: dict[tuple[str, str], Source] = {}
    for s in sources:
        key = (s.kind, s.title) if s.kind == "law" else (s.kind, f"{s.title}|{s.ref}|{s.as_of}")
        if key not in out or len(s.ref or "") > len(out[key].ref or ""):
            out[key] = s
    return list(out.values())


def _sources_section(sources: list[Source]) -> str:
    def label(s: Source) -> str:
        if s.ref and s.title in s.ref:  # "주택임대차보호법 제7조(차임 등의 증감청구권)" says the title too
            return s.ref
        return s.title + (f" ({s.ref})" if s.ref and s.ref != s.title else "")
    lines = list(dict.fromkeys(f"- {label(s)}" + (f" · 기준일 {s.as_of}" if s.as_of else "") for s in sources))
    return "### 출처\n\n" + "\n".join(lines)


def synthesize(state: TurnState) -> tuple[dict[str, Any], list[Source]]:
    plan = state.plan
    results = _results(state)
    ok = [r for r in results if r.status == "ok"]
    asks = [r for r in results if r.tool in CALCULATORS and r.status == "empty" and r.summary]
    calculated = any(r.tool in CALCULATORS for r in ok)
    shown = [r for r in ok if _bears_on(plan, r, calculated)]
    hidden = {r.tool for r in results if not _bears_on(plan, r, calculated)}
    # The article a calculator's figure rests on is the first source; the search hits follow.
    sources = _distinct_sources([s for r in sorted(shown, key=lambda r: r.tool not in CALCULATORS) for s in r.sources])
    review = state.review
    asked = {r.tool for r in asks}
    missing = [m for m in (review.missing_information if review else [])
               if not any(f"({t})" in m for t in asked | hidden)]
    lead = _lead(plan, ok, asks) if ok or asks else "요청하신 정보를 찾지 못했습니다."
    if plan.entities.extra.get("language") == "en" and (ok or asks):
        lead = f"{english_lead(ok, asks)} {lead}"
    # The calculators' workings, the other findings (each with its workings), then the law as evidence.
    ordered = ([r for r in shown if r.tool in CALCULATORS]
               + [r for r in shown if r.tool not in CALCULATORS and r.tool != "legal_search"]
               + [r for r in shown if r.tool == "legal_search"])
    seen: set[str] = set()
    sections = []
    for r in ordered:
        if body := _once(_section(r, lead, 2 if calculated else MAX_ARTICLES), seen):
            sections.append(f"### {_title(r)}\n\n{body}")
        if work := _once(_workings(r), seen):
            sections.append(f"### 계산 과정 — {TOOL_TITLES.get(r.tool, r.tool)}\n\n{work}")
    advice = _advice(shown, "\n".join([lead, *sections]))
    if advice:
        sections.append("### 권장 사항\n\n" + "\n".join(f"- {a}" for a in advice))
    # What failed and what stands in for it is said as plainly as what is missing.
    substituted = list(review.substituted) if review else []
    if substituted:
        sections.append("### 대신 보완한 정보\n\n" + "\n".join(f"- {m}" for m in substituted))
    if missing:
        sections.append("### 확인하지 못한 정보\n\n" + "\n".join(f"- {m}" for m in missing))
        sections.insert(0, f"> 일부 정보는 확인하지 못했습니다({len(missing)}건) — 아래 '확인하지 못한 정보'를 참고해 주세요.")
    if sources:
        sections.append(_sources_section(sources))
    answer = "\n\n".join([lead, *sections])
    charts = _distinct_charts([c for r in shown for c in r.data.get("charts", [])])
    documents = [d for r in ok for d in r.data.get("documents", [])]
    structured = {
        "answer": lead,
        "details": {
            "legal_basis": [f"{it.get('law')} {it.get('number')}" for r in ok if r.tool == "legal_search"
                            for it in r.items[:5]],
            "data_analysis": "\n".join(r.summary for r in shown if r.tool != "legal_search" and r.summary
                                       and r.summary not in lead),
            "considerations": missing,
            **({"substituted": substituted} if substituted else {}),  # absent when nothing stood in
        },
        "recommendations": (review.suggestions if review else []) + advice,
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
