"""Every response schema the product sends to a model is one OpenAI's strict structured
outputs accept (holmes_kit.llm.strict: all properties required, additionalProperties false,
optional = nullable, supported keywords only). The schema sent is ``response_format``'s —
the same function the client calls — for every output model of every call site."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from holmes_kit.llm.client import response_format
from holmes_kit.llm.strict import violations
from holmes_orchestrator.adapters import llm_advisor
from holmes_orchestrator.domain import llm_phases as ph
from holmes_planner.adapters import llm_planner

ROOT = Path(__file__).resolve().parents[2]


def output_models():
    yield "plan", llm_planner.PlanAnswer
    yield "execution_plan[strategy only]", ph.plan_answer_model({})
    yield "result_analysis", ph.AnalysisAnswer
    yield "execution_review", ph.ReviewAnswer
    yield "response_synthesis", ph.SynthesisAnswer
    teams = llm_planner.TEAM_TOOLS
    for team, tools in teams.items():  # one team choosing (a const team) among 2 up to all of its tools
        for n in (2, len(tools)):
            yield f"execution_plan[{team}:{n}]", ph.plan_answer_model({team: list(tools[:n])})
    yield "execution_plan[every team]", ph.plan_answer_model({t: list(tools) for t, tools in teams.items()})


@pytest.mark.parametrize(("task", "model"), list(output_models()), ids=[t for t, _ in output_models()])
def test_the_schema_sent_is_valid_under_strict_mode(task, model):
    fmt = response_format(task.split("[")[0], model)["json_schema"]
    assert fmt["strict"] is True
    assert violations(fmt["schema"]) == []


def test_every_call_site_is_covered():
    """A new structured() call site must add its output model above."""
    sites = {str(p.relative_to(ROOT)) for p in ROOT.glob("services/*/holmes_*/**/*.py")
             if re.search(r"\.structured\(", p.read_text(encoding="utf-8"))}
    covered = {str(Path(m.__file__).relative_to(ROOT)) for m in (llm_planner, llm_advisor)}
    assert sites == covered
