from __future__ import annotations

from holmes_contracts import PlanReady, PlanStep, TeamCompleted, TeamStarted, TeamTimedOut
from holmes_kit.events import emit
from holmes_kit.projections import StepBoard


def feed(board: StepBoard, payloads) -> None:
    for i, p in enumerate(payloads):
        board.apply(emit(p, producer="t@1", session_id="s", turn_id="t", discriminator=str(i)))


STEPS = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="검색")]


def test_steps_follow_the_team_lifecycle():
    board = StepBoard()
    feed(board, [PlanReady(query="q", intent="법률상담", confidence=0.9, steps=STEPS),
                 TeamStarted(team="search", step_ids=["step-1"])])
    assert board.steps["step-1"].status == "in_progress"
    feed(board, [TeamCompleted(team="search", step_ids=["step-1"], status="success")])
    view = board.steps["step-1"]
    assert view.status == "completed" and view.progress_percentage == 100 and view.completed_at


def test_timed_out_team_fails_its_steps_and_a_late_answer_is_ignored():
    board = StepBoard()
    feed(board, [PlanReady(query="q", intent="법률상담", confidence=0.9, steps=STEPS),
                 TeamStarted(team="search", step_ids=["step-1"]),
                 TeamTimedOut(team="search", step_ids=["step-1"], attempt=1, deadline_s=18.0)])
    assert board.steps["step-1"].status == "failed" and "18초" in board.steps["step-1"].error
    feed(board, [TeamCompleted(team="search", step_ids=["step-1"], attempt=1, status="success")])
    assert board.steps["step-1"].status == "failed"
    feed(board, [TeamStarted(team="search", step_ids=["step-1"], attempt=2),
                 TeamCompleted(team="search", step_ids=["step-1"], attempt=2, status="success")])
    assert board.steps["step-1"].status == "completed"


def test_a_recovery_step_added_for_another_team_joins_the_board_and_runs():
    from holmes_contracts import ResultAnalyzed

    added = PlanStep(step_id="recover-loan_data", step_type="analysis", team="analysis", agent_name="analysis_team",
                     task="대출 상품 대신 대출 한도 계산", optional=True, tools=["loan_simulator"])
    board = StepBoard()
    feed(board, [PlanReady(query="q", intent="대출상담", confidence=0.9, steps=STEPS)])
    changed = board.apply(emit(ResultAnalyzed(team="search", quality=0.0, action="add_team", added_steps=[added]),
                               producer="t@1", session_id="s", turn_id="t"))
    assert changed == ["recover-loan_data"] and board.steps["recover-loan_data"].status == "pending"
    feed(board, [TeamStarted(team="analysis", step_ids=["recover-loan_data"]),
                 TeamCompleted(team="analysis", step_ids=["recover-loan_data"], status="success")])
    assert board.steps["recover-loan_data"].status == "completed"
