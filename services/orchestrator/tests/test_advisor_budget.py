"""The turn's LLM retry budget: each phase's call may only repeat what the turn has left."""

from __future__ import annotations

from holmes_kit.events import emit
from holmes_kit.llm import LLMUnavailable
from holmes_orchestrator.adapters.llm_advisor import Advisor
from holmes_orchestrator.domain.strategy import decide_strategy

from .test_decide import step
from .test_llm_phases import state_of


class BudgetSpy:
    turn_retries = 3

    def __init__(self) -> None:
        self.asked: list[int | None] = []

    async def structured(self, task, version, messages, model, *, retries_left=None):
        self.asked.append(retries_left)
        raise LLMUnavailable(f"{task}: HTTP 429 after {retries_left} retries", retries=retries_left or 0)


async def test_a_phase_gets_what_is_left_of_the_turns_retries_and_records_its_own():
    steps = [step("step-1", "search", ["loan_data"]), step("step-2", "analysis", ["loan_simulator"])]
    state = state_of(steps)
    state.llm_retries = 2  # spent by earlier calls of the turn (their DecisionMeta.retries)
    spy = BudgetSpy()
    proposal = emit(decide_strategy(steps), producer="orchestrator@test", session_id="s-1", turn_id="t-1")
    [advised] = await Advisor(spy).advise(state, [proposal])
    assert spy.asked == [1]
    decision = advised.payload["decision"]
    assert decision["decided_by"] == "rules" and decision["retries"] == 1
    assert decision["fallback_reason"].startswith("unavailable: execution_plan: HTTP 429")


def test_the_turns_spent_retries_are_read_off_the_log():
    from holmes_contracts import DecisionMeta, ReviewDone
    from holmes_orchestrator.domain.state import fold

    spent = [emit(ReviewDone(goal_achieved=True, quality=0.9, confidence=0.9,
                             decision=DecisionMeta(decided_by=by, retries=n)),
                  producer="orchestrator@test", session_id="s-1", turn_id="t-1", discriminator=str(i))
             for i, (by, n) in enumerate((("llm", 1), ("rules", 2)))]
    assert fold(list(enumerate(spent, 1))).llm_retries == 3  # a call that fell back after retrying counts too
