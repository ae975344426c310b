"""The analysis team's tools, one module each; names are fixed by the orchestrator's registry."""
from __future__ import annotations

from holmes_kit.team import Tool

from .calculators import CALCULATORS
from .common import bind
from .config import AnalysisSettings
from .contract import contract_analysis
from .loan import loan_simulator
from .market import market_analysis
from .policy import policy_matcher
from .roi import roi_calculator


def build_tools(cfg: AnalysisSettings) -> dict[str, Tool]:
    return {
        "contract_analysis": bind(contract_analysis, cfg),
        "market_analysis": bind(market_analysis, cfg),
        "loan_simulator": bind(loan_simulator, cfg),
        "roi_calculator": bind(roi_calculator, cfg),
        "policy_matcher": bind(policy_matcher, cfg),
        **{name: bind(fn, cfg) for name, fn in CALCULATORS.items()},
    }


__all__ = ["AnalysisSettings", "build_tools"]
