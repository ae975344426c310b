"""Settings, serialisation and the route table of the analysis service."""
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

import pytest

from holmes_analysis.routes import ROUTES
from holmes_analysis.serialize import jsonable, num
from holmes_analysis.tools import AnalysisSettings, build_tools


def test_settings_defaults_and_env():
    assert AnalysisSettings.from_env({}) == AnalysisSettings(2.5, "2025-05-29", 4.0, 30)
    cfg = AnalysisSettings.from_env({"HOLMES_BASE_RATE_PCT": "2.75", "HOLMES_BASE_RATE_AS_OF": "2025-02-25"})
    assert (cfg.base_rate_pct, cfg.base_rate_as_of) == (2.75, "2025-02-25")


@pytest.mark.parametrize("env, name", [
    ({"HOLMES_BASE_RATE_PCT": "이점오"}, "HOLMES_BASE_RATE_PCT"),
    ({"HOLMES_BASE_RATE_PCT": "-1"}, "HOLMES_BASE_RATE_PCT"),
    ({"HOLMES_BASE_RATE_AS_OF": "5월 29일"}, "HOLMES_BASE_RATE_AS_OF"),
])
def test_bad_settings_name_the_variable(env, name):
    with pytest.raises(ValueError, match=name):
        AnalysisSettings.from_env(env)


@dataclass(frozen=True)
class _Row:
    when: date
    pct: Decimal
    tags: tuple[str, ...]


def test_jsonable_converts_domain_values():
    out = jsonable({"row": _Row(date(2026, 10, 1), Decimal("80.00000"), ("a", "b")), "inf": float("inf")})
    assert out == {"row": {"when": "2026-10-01", "pct": 80.0, "tags": ["a", "b"]}, "inf": None}
    assert num(Decimal("3.4482758")) == 3.45 and num(Decimal("2.785")) == 2.79 and num(None) is None


def test_routes_serve_every_registry_tool():
    tools = build_tools(AnalysisSettings())
    # names fixed by the orchestrator's REGISTRY (team 'analysis')
    assert set(tools) == {"contract_analysis", "market_analysis", "loan_simulator", "roi_calculator", "policy_matcher",
                          "rent_increase_cap", "brokerage_fee", "rent_conversion", "priority_repayment",
                          "deposit_delay_interest", "renewal_window", "jeonse_ratio", "earnest_money",
                          "guarantee_deadline", "subscription_score", "acquisition_tax", "statutory_deadline"}
    assert ROUTES.team == "analysis" and set(ROUTES.bind(tools)) == {"ToolsSelected"}


class _Ctx:
    """Stands in for holmes_kit.bus.Context: records what run_team publishes (no NATS)."""

    def __init__(self):
        self.published = []

    async def publish(self, envelope):
        self.published.append(envelope)
        return len(self.published)

    def emit(self, payload, cause, discriminator=""):
        from holmes_kit.events import emit
        return emit(payload, producer="analysis@test", cause=cause, discriminator=discriminator)


async def test_handler_answers_one_team_completed_with_json_results():
    import json

    from holmes_contracts import Amount, Entities, RegionRef, ToolCall, ToolsSelected
    from holmes_kit.events import emit

    calls = [ToolCall(name="contract_analysis", params={"amounts": {"deposit": 48000, "price": 60000}}),
             ToolCall(name="loan_simulator", params={"amounts": {"price": -1}})]
    sel = ToolsSelected(team="analysis", step_ids=["step-2"], tools=calls, query="전세 4억 8천 위험?", intent="jeonse_risk",
                        entities=Entities(regions=[RegionRef(name="강남구", sido="서울특별시")],
                                          amounts=[Amount(text="4억 8천", manwon=48000, role="deposit")]))
    env = emit(sel, producer="orchestrator@test", session_id="sess-1", turn_id="turn-1")
    ctx = _Ctx()
    out = await ROUTES.bind(build_tools(AnalysisSettings()))["ToolsSelected"](ctx, env, sel)
    assert [e.type for e in out] == ["TeamCompleted"]
    done = out[0].payload
    json.dumps(done)
    by = {r["tool"]: r for r in done["results"]}
    assert by["contract_analysis"]["status"] == "ok" and by["contract_analysis"]["output"]["risk_level"] == "위험"
    # negative price: an 'empty' result whose summary names the field, not an error
    assert by["loan_simulator"]["status"] == "empty" and "주택 가격" in by["loan_simulator"]["summary"]
    assert done["status"] == "success"
