"""AsyncAPI 3.0 documents of every service, generated from the contracts and the
services' own routing tables — never written by hand.

    python -m holmes_cli.asyncapi --write   # regenerate docs/asyncapi/<service>.yaml
    python -m holmes_cli.asyncapi --check   # exit 1 when docs/asyncapi is stale

Each service registers its routing table (``routes.ROUTES``, a holmes_kit RoutingTable)
as a ``holmes.services`` entry point; what it receives is the table's consumers, what it
sends its ``emits``. Every consuming service may also publish TurnFailed (the kit's
consumer, on poison input or exhausted retries). Message payloads are the envelope with
the pydantic JSON schema of the event's payload model inside.
"""

from __future__ import annotations

import argparse
import inspect
import sys
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import yaml
from pydantic.json_schema import models_json_schema

from holmes_contracts import REGISTRY, STREAM_NAME, TEAM_ADDRESSED, Envelope
from holmes_contracts.subjects import PREFIX, TEAMS
from holmes_kit.bus import RoutingTable

GROUP = "holmes.services"
KIT_EMITS = ("TurnFailed",)  # ServiceConsumer._fail_turn / _poison
REF = "#/components/schemas/{model}"
OUT_DIR = Path("docs") / "asyncapi"


@dataclass(frozen=True)
class ServiceSpec:
    name: str
    version: str
    receives: tuple[str, ...]
    sends: tuple[str, ...]
    team: str | None = None
    consumers: dict[str, tuple[str, ...]] = field(default_factory=dict)  # event type -> durable names


def _tables() -> dict[str, tuple[RoutingTable, str]]:
    """Service name -> (routing table, package version), from the installed entry points."""
    out = {}
    for ep in entry_points(group=GROUP):
        table = ep.load()
        if not isinstance(table, RoutingTable):
            raise TypeError(f"entry point {ep.name} = {ep.value} is not a RoutingTable")
        out[ep.name] = (table, ep.dist.version if ep.dist else "0")
    return dict(sorted(out.items()))


def services() -> tuple[str, ...]:
    return tuple(_tables())


def load_spec(name: str) -> ServiceSpec:
    table, version = _tables()[name]
    # Only the service's own bus consumers send on it (the gateway writes client commands).
    consuming = bool(table.receives) and not table.commands
    sends = [*table.emits, *(t for t in KIT_EMITS if consuming and t not in table.emits)]
    for t in (*table.receives, *sends):
        REGISTRY.model(t)  # an unknown type is a mistake in routes.py: fail loudly
    consumers = {t: tuple(sorted(c for c, types in table.consumers.items() if t in types)) for t in table.receives}
    return ServiceSpec(name, version, tuple(sorted(table.receives)), tuple(sorted(sends)), table.team, consumers)


def _channel(event_type: str, team: str | None) -> tuple[str, dict[str, Any]]:
    params = {"session_id": {"$ref": "#/components/parameters/session_id"},
              "turn_id": {"$ref": "#/components/parameters/turn_id"}}
    address = f"{PREFIX}.{{session_id}}.{{turn_id}}.{event_type}"
    key = event_type
    if event_type in TEAM_ADDRESSED:
        if team:
            address, key = f"{address}.{team}", f"{event_type}_{team}"
        else:
            address += ".{team}"
            params["team"] = {"$ref": "#/components/parameters/team"}
    model = REGISTRY.model(event_type)
    return key, {"address": address, "title": event_type, "description": _doc(model),
                 "messages": {event_type: {"$ref": f"#/components/messages/{event_type}"}}, "parameters": params}


def _doc(model: type) -> str:
    doc = inspect.getdoc(model)
    base = inspect.getdoc(model.__mro__[1])
    return doc if doc and doc != base else f"{model.__name__} event (v{model.VERSION})"


def _schemas(types: list[str]) -> dict[str, Any]:
    models = [(Envelope, "validation"), *((REGISTRY.model(t), "validation") for t in types)]
    _, top = models_json_schema(models, ref_template=REF)
    schemas = dict(sorted(top.get("$defs", {}).items()))
    schemas["NatsHeaders"] = {
        "type": "object",
        "properties": {
            "Nats-Msg-Id": {"type": "string", "description": "the envelope's event_id: JetStream de-duplication"},
            "traceparent": {"type": "string", "description": "W3C trace context; one turn is one trace"},
            "tracestate": {"type": "string"},
            "Nats-Expected-Last-Subject-Sequence": {
                "type": "string", "description": "orchestrator appends: optimistic concurrency on the turn"},
        },
        "required": ["Nats-Msg-Id"],
    }
    for t in types:
        model = REGISTRY.model(t)
        schemas[f"{t}Event"] = {"allOf": [{"$ref": REF.format(model="Envelope")}, {
            "type": "object",
            "properties": {"type": {"const": t}, "version": {"const": model.VERSION},
                           "payload": {"$ref": REF.format(model=model.__name__)}}}]}
    return schemas


def build_document(spec: ServiceSpec) -> dict[str, Any]:
    types = sorted({*spec.receives, *spec.sends})
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    for action, group in (("receive", spec.receives), ("send", spec.sends)):
        for t in group:
            key, channel = _channel(t, spec.team if action == "receive" else None)
            channels.setdefault(key, channel)
            operations[f"{action}{key}"] = {
                "action": action,
                "channel": {"$ref": f"#/channels/{key}"},
                "summary": (f"durable consumer {', '.join(f'`{c}`' for c in spec.consumers[t])}"
                            if action == "receive"
                            else f"published by {spec.name}"),
                "messages": [{"$ref": f"#/channels/{key}/messages/{t}"}],
            }
    messages = {t: {"name": t, "title": t, "summary": _doc(REGISTRY.model(t)).split("\n")[0],
                    "contentType": "application/json", "headers": {"$ref": REF.format(model="NatsHeaders")},
                    "payload": {"$ref": REF.format(model=f"{t}Event")}} for t in types}
    return {
        "asyncapi": "3.0.0",
        "info": {"title": f"HolmesNyangz {spec.name}", "version": spec.version,
                 "description": f"The events the {spec.name} service receives (its durable consumers) and sends. "
                                f"Generated by `python -m holmes_cli.asyncapi --write` from holmes_contracts and "
                                f"holmes_{spec.name}.routes; do not edit."},
        "defaultContentType": "application/json",
        "servers": {"nats": {"host": "127.0.0.1:4322", "protocol": "nats",
                             "description": f"NATS JetStream; stream {STREAM_NAME} stores {PREFIX}.>"}},
        "channels": dict(sorted(channels.items())),
        "operations": dict(sorted(operations.items())),
        "components": {
            "parameters": {
                "session_id": {"description": "the chat session (letters, digits, - and _)"},
                "turn_id": {"description": "one user query and everything it causes; _session for session events"},
                "team": {"enum": list(TEAMS), "description": "the team a ToolsSelected is addressed to"},
            },
            "messages": messages,
            "schemas": _schemas(types),
        },
    }


def render(spec: ServiceSpec) -> str:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # same text, several times faster
    return yaml.dump(build_document(spec), Dumper=dumper, sort_keys=False, allow_unicode=True, width=100)


def generate() -> dict[str, str]:
    """File name -> text, for every service."""
    return {f"{name}.yaml": render(load_spec(name)) for name in services()}


def stale(out_dir: Path) -> list[str]:
    wanted = generate()
    present = {p.name for p in out_dir.glob("*.yaml")} if out_dir.exists() else set()
    changed = [n for n, text in wanted.items() if not (out_dir / n).exists()
               or (out_dir / n).read_text(encoding="utf-8") != text]
    return sorted(changed + sorted(present - set(wanted)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m holmes_cli.asyncapi", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="regenerate the documents")
    mode.add_argument("--check", action="store_true", help="fail when the documents are stale")
    args = parser.parse_args(argv)
    if args.write:
        args.out.mkdir(parents=True, exist_ok=True)
        for name in {p.name for p in args.out.glob("*.yaml")} - set(generate()):
            (args.out / name).unlink()
        for name, text in generate().items():
            (args.out / name).write_text(text, encoding="utf-8")
            print(f"wrote {args.out / name}")
        return 0
    if args.check:
        bad = stale(args.out)
        if bad:
            print(f"stale: {', '.join(bad)} — run: python -m holmes_cli.asyncapi --write", file=sys.stderr)
            return 1
        return 0
    sys.stdout.write("---\n".join(generate().values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
