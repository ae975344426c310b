"""Pure orchestration logic: fold a turn's history into TurnState, decide what happens next."""
