"""A re-decision after an append conflict reuses the model's answer to the same proposal.

The rules stamp ResponseReady.elapsed_ms from the clock; the re-decision reads the clock again.
If that stamp made the proposal look new, the synthesis would be asked (and billed, and streamed
as a second draft) twice for one decision."""

from __future__ import annotations

from holmes_contracts import ResponseReady
from holmes_kit.events import emit
from holmes_orchestrator.adapters.llm_advisor import proposal_key

# The trigger both decisions react to: a derived event id, the same for both, as in a real conflict.
CAUSE = emit(ResponseReady(response={}), producer="orchestrator@test", session_id="s-1", turn_id="t-1")


def _ready(answer: str, elapsed_ms: float):
    return emit(ResponseReady(response={"answer": answer}, elapsed_ms=elapsed_ms),
                producer="orchestrator@test", cause=CAUSE, discriminator="final")


def test_the_same_proposal_decided_again_later_is_the_same_proposal():
    assert proposal_key(_ready("보증금 증액 한도는 5%입니다.", 1200.0)) == \
        proposal_key(_ready("보증금 증액 한도는 5%입니다.", 1350.5))


def test_a_different_rule_answer_is_a_different_proposal():
    assert proposal_key(_ready("보증금 증액 한도는 5%입니다.", 1200.0)) != \
        proposal_key(_ready("보증금 증액 한도는 10%입니다.", 1200.0))
