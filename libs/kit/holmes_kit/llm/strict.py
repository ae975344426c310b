"""The response schema a model is sent, fit for OpenAI's strict structured outputs.

Rules (OpenAI Structured Outputs guide, "Supported schemas", as read 2026-11-23): the root
is an object, not ``anyOf``; every object lists all its properties in ``required`` and sets
``additionalProperties: false``; an optional field is nullable (``anyOf`` with
``{"type": "null"}``), never left out; only the supported keywords are used — strings:
``pattern``, ``format`` (a fixed list); numbers: ``minimum``/``maximum`` (also exclusive),
``multipleOf``; arrays: ``minItems``/``maxItems``; plus ``enum``, ``anyOf``, ``$ref``/``$defs``
and annotations. ``default`` is refused ("'default' is not permitted"), as are ``minLength``,
``maxLength``, ``patternProperties``, ``uniqueItems`` and the like. At most 10 levels of
nesting, 5,000 properties and 1,000 enum values in all.

``strict_schema`` generates the schema from a pydantic model (the SDK's conversion, then
``const`` as a one-value ``enum`` and unsupported validation keywords dropped: pydantic
still validates the answer against the model, so nothing is lost); ``violations`` lists
what a provider would refuse. The fake model server answers 400 to a schema with
violations, as the provider does.
"""

from __future__ import annotations

from typing import Any

from openai.lib._pydantic import to_strict_json_schema
from pydantic import BaseModel

ANNOTATIONS = {"title", "description", "examples"}
STRUCTURE = {"type", "properties", "required", "additionalProperties", "items", "enum", "anyOf", "$ref", "$defs"}
BY_TYPE = {"string": {"pattern", "format"},
           "number": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"},
           "integer": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"},
           "array": {"minItems", "maxItems"}, "object": set(), "boolean": set(), "null": set()}
FORMATS = {"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"}
MAX_DEPTH, MAX_PROPERTIES, MAX_ENUM_VALUES = 10, 5000, 1000


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    return _conform(to_strict_json_schema(model))


def _conform(node: Any) -> Any:
    if isinstance(node, list):
        return [_conform(n) for n in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("properties", "$defs"):
            out[key] = {name: _conform(sub) for name, sub in value.items()}
        elif key == "const":
            out["enum"] = [value]
        elif key in ANNOTATIONS or key in STRUCTURE or key in _allowed(node):
            out[key] = _conform(value)
    return out


def _allowed(node: dict[str, Any]) -> set[str]:
    kinds = node.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds] if kinds else []
    return set().union(*(BY_TYPE.get(k, set()) for k in kinds)) if kinds else set()


def violations(schema: dict[str, Any]) -> list[str]:
    """What OpenAI's strict mode would refuse in ``schema`` (empty when it is fit)."""
    found: list[str] = []
    if schema.get("type") != "object" or "anyOf" in schema:
        found.append("$: the root must be an object, not anyOf")
    counts = {"properties": 0, "enum": 0}
    _walk(schema, "$", 0, found, counts)
    if counts["properties"] > MAX_PROPERTIES:
        found.append(f"$: {counts['properties']} properties > {MAX_PROPERTIES}")
    if counts["enum"] > MAX_ENUM_VALUES:
        found.append(f"$: {counts['enum']} enum values > {MAX_ENUM_VALUES}")
    return found


def _walk(node: dict[str, Any], path: str, depth: int, found: list[str], counts: dict[str, int]) -> None:
    if depth > MAX_DEPTH:
        found.append(f"{path}: nested deeper than {MAX_DEPTH}")
        return
    for key in node:
        if key not in ANNOTATIONS and key not in STRUCTURE and key not in _allowed(node):
            found.append(f"{path}: keyword {key!r} is not supported")
    if node.get("format") is not None and node["format"] not in FORMATS:
        found.append(f"{path}: format {node['format']!r} is not supported")
    counts["enum"] += len(node.get("enum", []))
    props = node.get("properties")
    if node.get("type") == "object" or props is not None:
        props = props or {}
        counts["properties"] += len(props)
        if node.get("additionalProperties") is not False:
            found.append(f"{path}: additionalProperties must be false")
        if set(node.get("required", [])) != set(props):
            missing = sorted(set(props) - set(node.get("required", [])))
            found.append(f"{path}: every property must be required (not: {', '.join(missing)})")
        for name, sub in props.items():
            _walk(sub, f"{path}.{name}", depth + 1, found, counts)
    if isinstance(node.get("items"), dict):
        _walk(node["items"], f"{path}[]", depth + 1, found, counts)
    for i, sub in enumerate(node.get("anyOf", [])):
        _walk(sub, f"{path}|{i}", depth, found, counts)
    for name, sub in (node.get("$defs") or {}).items():
        _walk(sub, f"#/$defs/{name}", 0, found, counts)
