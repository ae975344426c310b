"""Gather the loose lease fields of a call, from every place they can be.

Later sources win: the call's typed params (the orchestrator's tool planning filled them
from the plan), then their free-form `extra` values. Nothing is invented: a value that is
not in one of these places stays missing and the tool asks for it.
"""

from __future__ import annotations

import re
from typing import Any

from holmes_contracts import ToolCall, ToolsSelected
from holmes_contracts.tools.common import PropertyType, ToolParams
from holmes_contracts.tools.outputs import LegalSearchOutput

from ..domain.required import normalize

# Amount roles (planner) -> LeaseFields names. 'price' is a sale price, never a deposit.
AMOUNT_ROLES = {"deposit": "deposit_manwon", "monthly_rent": "monthly_rent_manwon"}
# Names a client or the planner's `extra` may use besides the domain's own aliases.
EXTRA_ALIASES = {"landlord": "landlord_name", "집주인": "landlord_name", "tenant": "tenant_name",
                 "세입자": "tenant_name", "move_in_date": "start_date", "입주일": "start_date",
                 "lease_start": "start_date", "lease_end": "end_date", "잔금일": "balance_date"}
_FULL_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _from_params(p: ToolParams) -> dict[str, Any]:
    out: dict[str, Any] = {}
    amounts = getattr(p, "amounts", {})
    out.update({AMOUNT_ROLES[r]: v for r, v in amounts.items() if r in AMOUNT_ROLES and v is not None})
    if getattr(p, "area_m2", None):
        out["area_m2"] = p.area_m2  # type: ignore[attr-defined]
    kind = PropertyType.label(getattr(p, "property_type", None))  # the form's words
    if kind:
        out["property_type"] = kind
    if getattr(p, "deal_type", None) == "JEONSE":
        out["lease_type"] = "전세"
    # Only full dates; with two, the earlier starts the lease and the later ends it.
    dates = [d for d in getattr(p, "dates", []) if _FULL_DATE.match(d)]
    if len(dates) == 1:
        out["start_date"] = dates[0]
    elif len(dates) == 2 and dates[0] < dates[1]:
        out["start_date"], out["end_date"] = dates
    return out


def _extra(value: dict[str, Any]) -> dict[str, Any]:
    return {EXTRA_ALIASES.get(k, k): v for k, v in value.items() if v is not None}


def lease_partial(call: ToolCall, sel: ToolsSelected) -> dict[str, Any]:
    """One loose dict for the domain's `missing_fields` / `build_lease_fields`."""
    layers = (_from_params(call.params), _extra(getattr(call.params, "extra", {})))
    partial: dict[str, Any] = {}
    for layer in layers:
        # Canonical names per layer, so '보증금' in a later layer replaces 'deposit_manwon' of
        # an earlier one, and a later '전세' replaces an earlier rent.
        partial.update(normalize(layer))
    # "잔금은 입주일에" (the planner's balance_at_start): the balance date is the start date.
    if partial.get("balance_at_start") and "start_date" in partial:
        partial.setdefault("balance_date", partial["start_date"])
    return partial


def legal_refs(sel: ToolsSelected) -> list[dict[str, Any]]:
    """The handed-over legal_search articles in the shape the clause matcher reads (search
    calls the article 'number' and its rank 'score')."""
    found = sel.handed(LegalSearchOutput)
    return [{**a.model_dump(), "article": a.number, "relevance_score": a.score} for a in (found.articles if found else [])]


def contract_text(call: ToolCall, sel: ToolsSelected) -> str:
    """The contract to review: explicit text wins over the query it was pasted into."""
    p = call.params
    for value in (getattr(p, "contract_text", None), getattr(p, "extra", {}).get("contract_text")):
        if isinstance(value, str) and value.strip():
            return value
    query = getattr(p, "query", None)
    return query if query and query.strip() else sel.query
