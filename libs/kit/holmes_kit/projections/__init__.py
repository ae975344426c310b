"""Pure read-side folds over a turn's events, shared by the gateway, orchestrator and CLI."""

from .steps import StepBoard, StepView

__all__ = ["StepBoard", "StepView"]
