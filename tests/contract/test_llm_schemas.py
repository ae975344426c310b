"""Every response schema the product sends to a model is one OpenAI's strict structured
outputs accept (holmes_kit.llm.strict: all properties required, additionalProperties false,
optional = nullable, supported keywords only). The schema sent is ``response_format``'s —
the same function the client calls — for every output model of every call site."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from holmes_analysis.adapters import llm_insights
from holmes_analysis.tools import narration
from holmes_kit.llm.client import response_format
from holmes_kit.llm.strict import violations
from holmes_orchestrator.adapters import llm_advisor
from holmes_orchestrator.domain import llm_phases as ph
from holmes_planner.adapters import llm_planner

ROOT = Path(__file__).resolve().parents[2]
ANALYSIS_TOOLS = llm_planner.TEAM_TOOLS["analysis"]


def _facts(tools, reasons: int) -> narration.Facts:
    return narration.Facts(query="강남구 전세 위험", results=[{"tool": t} for t in tools],
                           risk_level="주의" if reasons else None,
                           reasons=[{"reason": i} for i in range(1, reasons + 1)])


def output_models():
    yield "plan", llm_planner.PlanAnswer
    yield "execution_strategy", ph.StrategyAnswer
    yield "result_analysis", ph.AnalysisAnswer
    yield "execution_review", ph.ReviewAnswer
    yield "response_synthesis", ph.SynthesisAnswer
    for team, tools in llm_planner.TEAM_TOOLS.items():  # one candidate (a const) up to all of them
        for n in (1, 2, len(tools)):
            yield f"tool_orchestration[{team}:{n}]", ph.tool_answer_model(list(tools[:n]))
    for n, reasons in itertools.product((1, len(ANALYSIS_TOOLS)), (0, 1, 3)):
        yield f"insight_generation[{n} tools, {reasons} reasons]", narration.answer_model(
            _facts(ANALYSIS_TOOLS[:n], reasons))


@pytest.mark.parametrize(("task", "model"), list(output_models()), ids=[t for t, _ in output_models()])
def test_the_schema_sent_is_valid_under_strict_mode(task, model):
    fmt = response_format(task.split("[")[0], model)["json_schema"]
    assert fmt["strict"] is True
    assert violations(fmt["schema"]) == []


def test_every_call_site_is_covered():
    """A new structured() call site must add its output model above."""
    sites = {str(p.relative_to(ROOT)) for p in ROOT.glob("services/*/holmes_*/**/*.py")
             if re.search(r"\.structured\(", p.read_text(encoding="utf-8"))}
    covered = {str(Path(m.__file__).relative_to(ROOT)) for m in (llm_planner, llm_advisor, llm_insights)}
    assert sites == covered
