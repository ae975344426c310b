"""The document team's tools, bound per event to where their documents are stored."""

from __future__ import annotations

from holmes_contracts import Envelope
from holmes_kit.docstore import DocumentStore
from holmes_kit.team import Tool

from .lease_tool import DocTarget, LeaseContract
from .review_tool import contract_review

TOOL_NAMES = ("lease_contract", "contract_review")


class DocumentTools:
    """Per event: the lease tool must know the session and event id to name its document."""

    def __init__(self, store: DocumentStore) -> None:
        self.store = store

    def __call__(self, env: Envelope) -> dict[str, Tool]:
        target = DocTarget(session_id=env.session_id, event_id=env.event_id)
        return {"lease_contract": LeaseContract(self.store, target), "contract_review": contract_review}


__all__ = ["DocTarget", "DocumentTools", "LeaseContract", "TOOL_NAMES", "contract_review"]
