"""The price table: a dated price per model, the provider's dated snapshot names, overrides."""

from __future__ import annotations

import json

import pytest

from holmes_kit.llm.prices import BUILT_IN, load_table, price_of


def test_a_dated_snapshot_finds_its_models_price_by_the_longest_prefix():
    name, price = price_of("gpt-4o-mini-2024-07-18", BUILT_IN)
    assert name == "gpt-4o-mini" and (price.input_per_1m, price.output_per_1m) == (0.15, 0.60)
    assert price_of("gpt-4o-2024-08-06", BUILT_IN)[0] == "gpt-4o"
    assert price_of("claude-x", BUILT_IN) is None and price_of(None, BUILT_IN) is None


def test_every_built_in_price_states_its_date_and_source():
    assert all(p.as_of[:2] == "20" and p.source.startswith("https://") for p in BUILT_IN.values())


def test_a_configured_table_replaces_and_adds_prices(tmp_path):
    path = tmp_path / "prices.json"
    path.write_text(json.dumps({"gpt-4o-mini": {"input_per_1m": 0.2, "output_per_1m": 0.8, "as_of": "2026-11-01",
                                                "source": "contract"},
                                "local-llama": {"input_per_1m": 0, "output_per_1m": 0, "as_of": "2026-11-23"}}))
    table = load_table(str(path))
    assert table["gpt-4o-mini"].cost_usd(1_000_000, 500_000) == pytest.approx(0.6)
    assert price_of("local-llama", table)[1].cost_usd(10, 10) == 0
    assert load_table('{"m": {"input_per_1m": 1, "output_per_1m": 2, "as_of": "2026-01-01"}}')["m"].source
