"""lease_contract: ask for exactly the missing fields, or draft, store and link the lease."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import Document, DraftWarning, LeaseContractOutput, MissingField
from holmes_kit.docstore import MAX_TITLE_CHARS, DocRef, DocumentStore, doc_id_for
from holmes_kit.team import ToolInputError

from ..domain import DocumentInputError, LeaseFields, build_lease_fields, draft_lease, missing_fields
from ..domain.clause_catalog import proposed_clauses
from .errors import tool_input_error
from .lease_inputs import lease_partial, legal_refs
from .present import (
    balance_calculation,
    clarification_markdown,
    clarification_summary,
    clause_proposal_markdown,
    clause_proposal_summary,
    draft_excerpt,
    draft_summary,
    term_text,
)

NAME = "lease_contract"
CLARIFY_QUALITY = 0.5     # a useful answer (the right questions) but no document yet
DRAFT_QUALITY = 1.0       # every clause of the draft cites a search result or the parties
NO_LEGAL_QUALITY = 0.8    # complete draft, but no search result backed a special clause


@dataclass(frozen=True)
class DocTarget:
    """Where this event's documents go; the ids make a redelivery overwrite, not duplicate."""

    session_id: str
    event_id: str

    def doc_id(self, call: ToolCall) -> str:
        params = json.dumps(call.params.as_dict(), sort_keys=True, ensure_ascii=False, default=str)
        return doc_id_for(self.event_id, f"{call.name}|{params}")


def _known(partial: dict[str, Any]) -> dict[str, Any]:
    """What we already know, JSON-safe, so a client can send it back with the answers."""
    return {k: v if isinstance(v, (str, int, float, bool, list)) else str(v)
            for k, v in partial.items() if k in LeaseFields.model_fields}


# A sale contract is not a lease: asking a seller and a buyer for 보증금·임대인·임차인 would be nonsense.
# Said plainly, with what the product can do instead (a request, so the answer leads with it).
SALE_UNSUPPORTED = ("매매계약서 초안은 만들 수 없습니다 — 이 서비스가 작성하는 계약서는 주택임대차(전세·월세) 계약서입니다. "
                    "매매는 중개한 공인중개사가 거래계약서를 작성·교부하고(공인중개사법 제26조), 직거래라면 국토교통부 "
                    "부동산거래계약서 양식을 쓸 수 있습니다. 쓰신 매매계약서의 조항(계약금·해약금, 잔금, 하자담보 등)을 "
                    "검토해 드릴 수 있으니 계약서 문장을 붙여 넣어 주세요.")

# "전세 특약 뭐 넣어야 돼요?", "어떤 특약이 필요해?": the clauses are asked for, not a draft.
_ASKS_CLAUSES = re.compile(r"특약.{0,12}?(?:뭐|무엇|뭘|어떤|어느|추천|넣어야|넣으면|넣을|필요)")


def _clarify(call: ToolCall, partial: dict[str, Any], query: str = "") -> ToolResult | None:
    missing = missing_fields(partial)
    if partial.get("balance_at_start"):
        # Already answered ("잔금은 입주일에"): it follows from the start date we ask for.
        missing = [s for s in missing if s.name != "balance_date"]
    if not missing:
        return None
    summary, markdown = clarification_summary(missing), clarification_markdown(missing)
    if _ASKS_CLAUSES.search(query):
        # The answer is the clauses, with why; the fields of a draft are asked for after them.
        monthly = bool(partial.get("monthly_rent_manwon")) or "월세" in query
        proposed = proposed_clauses(monthly_rent=monthly)
        summary = clause_proposal_summary(proposed, "월세" if monthly else "전세")
        markdown = clause_proposal_markdown(proposed, missing)
    return ToolResult(
        tool=NAME, status="ok", summary=summary, params=call.params.as_dict(), quality=CLARIFY_QUALITY,
        output=LeaseContractOutput(
            markdown=markdown,
            missing_fields=[MissingField(name=s.name, label=s.label_ko, question=s.question_ko) for s in missing],
            known_fields=_known(partial)),
    )


def _title(f: LeaseFields) -> str:
    title = f"주택임대차표준계약서 초안 ({f.landlord_name}·{f.tenant_name})"
    return title if len(title) <= MAX_TITLE_CHARS else title[: MAX_TITLE_CHARS - 1] + "…"


class LeaseContract:
    def __init__(self, store: DocumentStore, target: DocTarget) -> None:
        self.store, self.target = store, target

    async def __call__(self, call: ToolCall, sel: ToolsSelected) -> ToolResult:
        if getattr(call.params, "deal_type", None) == "SALE":
            raise ToolInputError(SALE_UNSUPPORTED)
        partial = lease_partial(call, sel)
        asking = _clarify(call, partial, str(sel.query or ""))
        if asking is not None:
            return asking
        try:
            fields = build_lease_fields(partial)
            draft = draft_lease(fields, legal_refs(sel))
        except DocumentInputError as exc:
            raise tool_input_error(exc) from exc
        doc_id, title = self.target.doc_id(call), _title(fields)
        refs: list[DocRef] = [
            await self.store.put(self.target.session_id, doc_id, "docx", draft.docx, title),
            await self.store.put(self.target.session_id, doc_id, "md", draft.markdown.encode("utf-8"), title),
        ]
        documents = [Document(**r.as_document()) for r in refs]
        bases = list(dict.fromkeys(b for c in draft.clauses for b in c.bases))
        searched = any(c.searched for c in draft.clauses)
        recommendations = [w.message_ko for w in draft.warnings]
        if not searched:
            recommendations.append("법률 검색 결과에 특약의 근거가 될 조항이 없어 보증금 보호 기본 특약과 당사자 특약만 넣었습니다.")
        return ToolResult(
            tool=NAME, status="ok", summary=draft_summary(fields, draft.clauses), params=call.params.as_dict(),
            total_count=len(documents), quality=DRAFT_QUALITY if searched else NO_LEGAL_QUALITY,
            sources=[Source(kind="document", title=title, ref=draft.template_version, url=refs[0].url)]
                    + [Source(kind="law", title=f"{b.law} {b.article}", ref=b.cite()) for b in bases],
            output=LeaseContractOutput(
                markdown=draft_excerpt(fields, draft.clauses), documents=documents,
                recommendations=recommendations,
                calculations=[balance_calculation(fields), f"임대차기간 {term_text(fields)}"],
                warnings=[DraftWarning(**w.model_dump()) for w in draft.warnings],
                template_version=draft.template_version),
        )
