"""Durability on one node: the embedded server `holmes up` starts fsyncs every JetStream
write unless the operator opts out (HOLMES_NATS_SYNC)."""

from __future__ import annotations

import json
import urllib.request

import pytest

from holmes_kit.infra.nats_server import EmbeddedNats
from holmes_kit.infra.ports import free_port
from holmes_kit.settings import Settings

pytestmark = pytest.mark.integration


def jetstream_config(tmp_path, sync) -> dict:
    monitor = free_port()
    server = EmbeddedNats(tmp_path / "js", free_port(), sync_interval=sync, extra_args=("-m", str(monitor))).start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{monitor}/varz", timeout=5) as r:
            return json.loads(r.read())["jetstream"]["config"]
    finally:
        server.stop()


def test_the_embedded_server_fsyncs_every_write_by_default(tmp_path, monkeypatch):
    monkeypatch.delenv("HOLMES_NATS_SYNC", raising=False)
    assert jetstream_config(tmp_path, Settings().nats_sync).get("sync_always") is True


def test_an_operator_can_opt_out(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLMES_NATS_SYNC", "2m")
    config = jetstream_config(tmp_path, Settings().nats_sync)
    assert not config.get("sync_always") and config["sync_interval"] == 120 * 10**9
