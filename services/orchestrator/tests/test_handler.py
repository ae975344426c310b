"""Given a turn's log / when a trigger reaches the handler / then the log — the
orchestrator's handler on the in-memory event store: fold, decide, conditional append,
and what it does when someone else appends in between. No server."""

from __future__ import annotations

from holmes_contracts import (
    DecisionMeta,
    Envelope,
    EventPayload,
    PlanReady,
    QueryReceived,
    TeamCompleted,
    TeamStarted,
    ToolResult,
)
from holmes_kit.bus import Context, MemoryEventStore, Recorded
from holmes_kit.events import emit
from holmes_kit.llm.schema_instance import minimal_instance
from holmes_kit.settings import Settings
from holmes_orchestrator.adapters.llm_advisor import Advisor
from holmes_orchestrator.domain.tools import REGISTRY as TOOLS
from holmes_orchestrator.handlers import advance_turn

from .test_decide import plan, step

PRODUCER = "orchestrator@test"


class Given:
    """A turn's log in a MemoryEventStore, and the handler run on a trigger."""

    def __init__(self) -> None:
        self.store = MemoryEventStore()
        self.last: Envelope | None = None

    async def add(self, payload: EventPayload, producer: str = "test@1") -> Envelope:
        env = emit(payload, producer=producer, cause=self.last, session_id="s-1", turn_id="t-1",
                   discriminator=str(len(self.store.records)))
        await self.store.append(env)
        self.last = env
        return env

    async def when(self, trigger: Envelope, advisor: Advisor | None = None) -> list[str]:
        """Runs the handler; returns the types appended meanwhile."""
        before = len(self.store.records)
        ctx = Context(None, Settings(), PRODUCER, 0, "", 1, store=self.store)
        await advance_turn(ctx, trigger, None, advisor=advisor)
        return self.store.types()[before:]

    def decided(self, cause: Envelope) -> list[str]:
        return [t for r, t in zip(self.store.records, self.store.types(), strict=True)
                if r.envelope.causation_id == cause.event_id and r.envelope.producer == PRODUCER]


def team_starts_on(team: str, times: int = 1):
    """A team that says TeamStarted as soon as its ToolsSelected is stored — before the
    orchestrator's next append of the same decision (the race of issue 13 item 2)."""
    left = {"n": times}

    async def hook(store: MemoryEventStore, rec: Recorded) -> None:
        env = rec.envelope
        if env.type == "ToolsSelected" and env.team == team and left["n"] > 0:
            left["n"] -= 1
            p = env.payload
            await store.append(emit(TeamStarted(team=team, step_ids=p["step_ids"], attempt=p["attempt"]),
                                    producer=f"{team}@test", cause=env))
    return hook


PARALLEL: PlanReady = plan([step("step-1", "search", ["market_data"]),
                            step("step-2", "document", ["lease_contract"])], intent="종합분석")


async def test_a_plan_dispatches_its_independent_teams_in_one_decision():
    given = Given()
    await given.add(QueryReceived(query="계약서 작성과 시세"))
    trigger = await given.add(PARALLEL, producer="planner@test")
    assert await given.when(trigger) == ["StrategyDecided", "ToolsSelected.search", "ToolsSelected.document"]


async def test_a_team_starting_mid_decision_does_not_hold_back_the_parallel_team():
    given = Given()
    await given.add(QueryReceived(query="계약서 작성과 시세"))
    trigger = await given.add(PARALLEL, producer="planner@test")
    given.store.on_append = team_starts_on("search")

    appended = await given.when(trigger)

    assert appended == ["StrategyDecided", "ToolsSelected.search", "TeamStarted", "ToolsSelected.document"]
    # Both dispatches belong to the trigger that decided them (replay --check relies on it).
    assert given.decided(trigger) == ["StrategyDecided", "ToolsSelected.search", "ToolsSelected.document"]


async def test_every_conflict_re_decides_until_the_decision_is_appended():
    """A busy turn: the store moves on after each of the handler's appends, many times."""
    given = Given()
    await given.add(QueryReceived(query="계약서 작성과 시세"))
    trigger = await given.add(PARALLEL, producer="planner@test")
    noisy = {"n": 12}

    async def hook(store: MemoryEventStore, rec: Recorded) -> None:
        if rec.envelope.producer == PRODUCER and noisy["n"] > 0:
            noisy["n"] -= 1
            await store.append(emit(TeamStarted(team="search", step_ids=["step-1"]), producer="search@test",
                                    cause=rec.envelope, discriminator=str(noisy["n"])))
    given.store.on_append = hook

    await given.when(trigger)

    assert given.decided(trigger) == ["StrategyDecided", "ToolsSelected.search", "ToolsSelected.document"]


async def test_a_decision_already_present_is_not_appended_again():
    given = Given()
    await given.add(QueryReceived(query="계약서 작성과 시세"))
    trigger = await given.add(PARALLEL, producer="planner@test")
    await given.when(trigger)
    assert await given.when(trigger) == []  # a redelivered trigger


class ThinkingModel:
    """Stands in for the LLM client: answers any schema minimally (as "llm"), and runs
    ``meanwhile`` during each call — what the rest of the system does while it thinks."""

    turn_retries = 3  # the client's per-turn retry budget (the advisor passes what is left)

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.meanwhile = None

    async def structured(self, task, prompt_version, messages, model, retries_left=None, stream=None):
        self.asked.append(task)
        if self.meanwhile is not None:
            await self.meanwhile()
        data = minimal_instance(model.model_json_schema())
        if task == "execution_plan" and "tools" in data:  # every team with a choice keeps all its candidates
            defs = model.model_json_schema()["$defs"]
            names = defs["ToolChoice"]["properties"]["tool"]["enum"]
            data["teams"] = None  # the rules' per-team plan stands
            data["strategy"] = "adaptive"  # valid for any grouping (sequential is refused for parallel teams)
            data["tools"] = [{"team": t, "notes": "", "skipped": [],
                              "selected": [{"tool": n, "reason": "필요", "expected_quality": None}
                                           for n in names if TOOLS[n].team == t]}
                             for t in defs["TeamTools"]["properties"]["team"]["enum"]]
        answer = model.model_validate(data)
        if stream is not None and hasattr(answer, stream.field):
            await stream.sink(getattr(answer, stream.field))
        return answer, DecisionMeta(decided_by="llm", model="thinking", prompt_version=prompt_version)


def market_done(quality: float = 0.9) -> TeamCompleted:
    r = ToolResult(tool="market_data", status="ok", summary="시세 3건", total_count=3, quality=quality)
    return TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[r])


async def test_a_conflict_mid_decision_reuses_the_advice_so_the_parallel_team_is_not_held_back():
    """Issue 13 item 2, as seen with the LLM on: the analysis team starts while the
    orchestrator appends its dispatch; asking the model again on the re-decision gave the
    analysis team time to finish, and the document dispatch went to that later trigger —
    after analysis, not beside it. Issue 10: both dispatches apply the execution plan's
    tool decisions (one request, at the start), so the trigger asks only the result analysis."""
    steps = [step("step-1", "search", ["market_data"]),
             step("step-2", "analysis", ["market_analysis", "roi_calculator"], ["step-1"]),
             step("step-3", "document", ["lease_contract", "contract_review"], ["step-1"])]
    given = Given()
    await given.add(QueryReceived(query="시세 분석하고 계약서도"))
    p = await given.add(plan(steps, intent="종합분석"), producer="planner@test")
    model = ThinkingModel()
    advisor = Advisor(model)
    await given.when(p, advisor)  # the execution plan, and the search dispatch
    assert model.asked == ["execution_plan"]
    trigger = await given.add(market_done(quality=0.6), producer="search@test")  # not clearly high: assessed
    given.store.on_append = team_starts_on("analysis")
    model.asked.clear()

    async def analysis_finishes_while_the_model_thinks() -> None:
        started = [r for r in given.store.records if r.envelope.type == "TeamStarted"]
        if started and model.meanwhile is not None:
            model.meanwhile = None
            done = await given.add(TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[]),
                                   producer="analysis@test")
            await given.when(done, advisor)
    model.meanwhile = analysis_finishes_while_the_model_thinks

    await given.when(trigger, advisor)

    assert "ToolsSelected.document" in given.decided(trigger)
    assert model.asked == ["result_analysis"]  # once, not again on the re-decision; no per-team tool call
    strategy = next(r.envelope for r in given.store.records if r.envelope.type == "StrategyDecided")
    dispatches = [r.envelope.payload["decision"] for r in given.store.records
                  if r.envelope.type == "ToolsSelected" and r.envelope.team in ("analysis", "document")]
    assert [(d["decided_by"], d["shared_from"]) for d in dispatches] == [("llm", strategy.event_id)] * 2
