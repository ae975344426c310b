"""What seed 000's result_analysis records besides quality and the next action, by rules:
completeness, the plan adjustments the verdict makes, and the data handed to waiting teams.
Derived from the verdict ``recovery.assess`` (and the early exit) already decided, so the
record and what ``decide`` executes cannot disagree."""

from __future__ import annotations

from holmes_contracts import DataToPass, PlanAdjustment, ResultAnalyzed

from .recovery import classify
from .state import TurnState
from .strategy import team_dependencies


def plan_adjustments(state: TurnState, verdict: ResultAnalyzed) -> list[PlanAdjustment]:
    sel = state.latest(verdict.team)
    before = {c.name: c for c in sel.tools} if sel else {}
    out = []
    if verdict.action in ("retry", "adjust"):
        for call in verdict.next_tools:
            old = before.get(call.name)
            kind = ("alternative_tool" if old is None else
                    "modify_parameters" if old.params != call.params else "retry_tool")
            # a plain retry keeps the call as it was, reason included: the verdict says why
            out.append(PlanAdjustment(type=kind, target=call.name,
                                      reason=verdict.reason if kind == "retry_tool" else call.reason))
    out += [PlanAdjustment(type="add_team", target=step.team, reason=step.task) for step in verdict.added_steps]
    if verdict.action == "early_exit":
        waiting = {s.team for s in state.steps if s.team != verdict.team and not state.team_done(s.team)
                   and s.step_id not in state.skipped}
        out += [PlanAdjustment(type="skip_team", target=t, reason=verdict.reason) for t in sorted(waiting)]
    return out


def data_to_pass(state: TurnState, verdict: ResultAnalyzed) -> DataToPass | None:
    deps = team_dependencies([s for s in state.steps if s.step_id not in state.skipped])
    waiting = sorted(t for t, d in deps.items() if verdict.team in d)
    if not waiting or verdict.action == "early_exit":  # the waiting teams are skipped
        return None
    sel = state.latest(verdict.team)
    keys = [c.name for c in (sel.tools if sel else []) if classify(state.results.get(c.name)) in ("ok", "low")]
    return DataToPass(to_teams=waiting, data_keys=keys)


def with_detail(state: TurnState, verdict: ResultAnalyzed) -> ResultAnalyzed:
    sel = state.latest(verdict.team)
    tools = [c.name for c in sel.tools if c.name not in state.dropped_tools(verdict.team)] if sel else []
    usable = [t for t in tools if classify(state.results.get(t)) in ("ok", "low")]
    return verdict.model_copy(update={
        "completeness": round(len(usable) / len(tools), 3) if tools else 0.0,
        "plan_adjustments": plan_adjustments(state, verdict), "data_to_pass": data_to_pass(state, verdict)})
