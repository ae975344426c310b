"""contract_review: findings on the pasted contract as a table, with counts by severity."""

from __future__ import annotations

import re

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import (
    MAX_FINDINGS,
    MAX_LINES,
    ContractReviewOutput,
    Finding,
    ReviewedClause,
)
from holmes_kit.team import ToolInputError

from ..domain import DocumentInputError, review_contract
from .errors import tool_input_error
from .lease_inputs import contract_text
from .present import review_markdown, review_summary

NAME = "contract_review"
# Words any lease text has; a bare "계약서 검토해줘" has none of them and nothing to review.
# A sale's clauses name 매도인/매수인 and its payments instead of a deposit.
_CONTRACT_WORDS = re.compile(r"보증금|차임|월세|전세금|임대인|임차인|집주인|세입자|특약|제\s*\d+\s*조|임대차기간|계약기간|중개보수"
                             r"|매도인|매수인|계약금|중도금|잔금")
# A review of a few sentences is as sure as one of many for what it flags, but may have missed
# clauses the user did not paste, so short texts get a lower quality.
FULL_TEXT_SENTENCES = 5


async def contract_review(call: ToolCall, sel: ToolsSelected) -> ToolResult:
    text = contract_text(call, sel)
    if not _CONTRACT_WORDS.search(re.sub(r"\s+", "", text)):
        raise ToolInputError("검토할 계약서 내용(조항 문장)을 질문에 붙여 넣어 주세요.")
    try:
        result = review_contract(text)
    except DocumentInputError as exc:
        raise tool_input_error(exc) from exc
    items = [Finding(severity=f.severity, severity_ko=f.severity_ko, title=f.title_ko, law=f.law,
                     article=f.article, reason=f.message_ko, excerpt=f.excerpt, rule_id=f.rule_id,
                     verdict=f.verdict, family=f.family, suggestion=f.suggestion,
                     also=[f"{law} {article}" for law, article in f.also])
             for f in result.findings]
    cited = dict.fromkeys(pair for f in result.findings for pair in ((f.law, f.article), *f.also))
    quality = 0.9 if result.sentences_checked >= FULL_TEXT_SENTENCES else 0.7
    return ToolResult(
        tool=NAME, status="ok", summary=review_summary(result), params=call.params.as_dict(),
        total_count=len(items), quality=quality,
        sources=[Source(kind="law", title=f"{law} {article}", ref=f"「{law}」 {article}") for law, article in cited],
        output=ContractReviewOutput(
            findings=items[:MAX_FINDINGS], markdown=review_markdown(result), counts=result.counts,
            risk_level=result.risk_level, sentences_checked=result.sentences_checked,
            verdict_counts=result.verdict_counts,
            clauses=[ReviewedClause(text=c.text, verdict=c.verdict, reason=c.reason, suggestion=c.suggestion,
                                    articles=[f"{f.law} {f.article}" for f in c.findings])
                     for c in result.clauses[:MAX_LINES]]),
    )
