"""The orchestrator's replayer (holmes_kit.replay.TurnReplayer): fold and decide, as
`holmes replay` re-runs them over a recorded session — registered as an entry point in
pyproject.toml. Rules only: an advisor's (LLM's) decisions are read from the recording."""

from __future__ import annotations

from datetime import datetime

from holmes_contracts import Envelope

from .domain.decide import decide
from .domain.state import TurnState, fold
from .routes import ROUTES


class Replayer:
    # Its own consumer's triggers. What the deadline watcher woke it on is found by the
    # decisions' causation ids instead: at the recorded time of a ToolsSelected nothing is due.
    receives = ROUTES.types()

    def fold(self, history: list[tuple[int, Envelope]]) -> TurnState:
        return fold(history)

    def decide(self, state: TurnState, trigger: Envelope, producer: str, now: datetime) -> list[Envelope]:
        return list(decide(state, trigger, producer, now))


replayer = Replayer()
