"""docs/asyncapi is generated from the contracts and the routing tables; it must match."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

from holmes_cli import asyncapi
from holmes_cli.asyncapi import load_spec, services

generate = cache(asyncapi.generate)

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "asyncapi"
FIX = "python -m holmes_cli.asyncapi --write"


def test_asyncapi_documents_are_fresh():
    bad = asyncapi.stale(DOCS)
    assert not bad, f"docs/asyncapi is stale ({', '.join(bad)}); regenerate it with: {FIX}"


def _refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref":
                yield v
            else:
                yield from _refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from _refs(v)


def _resolve(doc, ref: str):
    node = doc
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return node


def test_every_reference_resolves_and_every_route_is_documented():
    for name, text in generate().items():
        doc = yaml.safe_load(text)
        assert doc["asyncapi"] == "3.0.0"
        for ref in set(_refs(doc)):
            _resolve(doc, ref)  # KeyError names the dangling reference
        spec = load_spec(name.removesuffix(".yaml"))
        received = {op["messages"][0]["$ref"].rsplit("/", 1)[1]
                    for op in doc["operations"].values() if op["action"] == "receive"}
        sent = {op["messages"][0]["$ref"].rsplit("/", 1)[1]
                for op in doc["operations"].values() if op["action"] == "send"}
        assert received == set(spec.receives) and sent == set(spec.sends), name


def test_team_services_receive_only_their_own_tools_selected():
    for team in ("search", "analysis", "document"):
        doc = yaml.safe_load(generate()[f"{team}.yaml"])
        addresses = [c["address"] for c in doc["channels"].values() if c["title"] == "ToolsSelected"]
        assert addresses == [f"holmes.evt.{{session_id}}.{{turn_id}}.ToolsSelected.{team}"]
        assert "TeamCompleted" in load_spec(team).sends
    assert set(services()) == {p.stem for p in DOCS.glob("*.yaml")}


def test_every_service_registers_its_routing_table():
    """A service whose table is not registered would silently drop out of the docs."""
    assert set(services()) == {"gateway", "planner", "orchestrator", "search", "analysis", "document"}


def test_the_orchestrator_documents_its_deadline_consumer():
    spec = load_spec("orchestrator")
    assert spec.consumers["ToolsSelected"] == ("orchestrator-deadlines",)
    assert spec.consumers["TeamCompleted"] == ("orchestrator",)
