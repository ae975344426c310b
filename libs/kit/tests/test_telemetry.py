"""Which exporter the OTEL_* variables choose; turn-derived trace ids."""

from __future__ import annotations

import pytest

from holmes_kit.telemetry import _exporter, _wanted_exporter
from holmes_kit.tracing import turn_ids

OTEL_VARS = ("OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
             "OTEL_SDK_DISABLED")


@pytest.fixture
def env(monkeypatch):
    for name in OTEL_VARS:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_nothing_configured_means_no_tracing(env):
    assert _wanted_exporter() == "none"


def test_an_otlp_endpoint_alone_turns_otlp_on(env):
    env.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://collector:4318")
    assert _wanted_exporter() == "otlp"
    env.setenv("OTEL_SDK_DISABLED", "true")
    assert _wanted_exporter() == "none"


def test_explicit_exporter_wins(env):
    env.setenv("OTEL_TRACES_EXPORTER", "Console")
    assert _wanted_exporter() == "console"
    env.setenv("OTEL_TRACES_EXPORTER", "none")
    env.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://collector:4318")
    assert _wanted_exporter() == "none"


def test_exporters_build_and_typos_are_refused(env):
    assert type(_exporter("console")).__name__ == "ConsoleSpanExporter"
    assert type(_exporter("otlp")).__name__ == "OTLPSpanExporter"
    with pytest.raises(ValueError):
        _exporter("zipkin-typo")


def test_turn_ids_are_stable_valid_w3c_ids():
    trace_id, span_id = turn_ids("t-abc")
    assert (trace_id, span_id) == turn_ids("t-abc") and trace_id != turn_ids("t-abd")[0]
    assert 0 < trace_id < 2 ** 128 and 0 < span_id < 2 ** 64
