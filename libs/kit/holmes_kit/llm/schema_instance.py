"""A minimal valid instance of a JSON schema (the fake model's generic answer).

Covers what pydantic + the SDK's strict conversion emit: $ref/$defs, objects (every
property), arrays (one item of an enum or object, so candidates give a usable choice), anyOf (first
branch), enum/const, strings, numbers within bounds, booleans, null.
"""

from __future__ import annotations

from typing import Any


def minimal_instance(schema: dict[str, Any], root: dict[str, Any] | None = None) -> Any:
    root = root or schema
    if "$ref" in schema:
        return minimal_instance(_resolve(root, schema["$ref"]), root)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if key in schema:
            branches = [b for b in schema[key] if b.get("type") != "null"] or schema[key]
            return minimal_instance(branches[0], root)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or "properties" in schema:
        return {name: minimal_instance(sub, root) for name, sub in schema.get("properties", {}).items()}
    if kind == "array":
        items = schema.get("items") or {"type": "string"}
        # One item where it is a choice (enum) or a structure; plain scalars stay empty.
        chosen = "enum" in items or "$ref" in items or items.get("type") == "object"
        n = max(1 if chosen else 0, int(schema.get("minItems", 0)))
        if "maxItems" in schema:
            n = min(n, int(schema["maxItems"]))
        return [minimal_instance(items, root) for _ in range(n)]
    if kind == "string":
        return "예시" if schema.get("minLength", 0) <= 2 else "예" * int(schema["minLength"])
    if kind in ("number", "integer"):
        low = schema.get("minimum", schema.get("exclusiveMinimum", 0))
        high = schema.get("maximum", schema.get("exclusiveMaximum"))
        value = max(low, 1) if high is None else (low + high) / 2
        return int(value) if kind == "integer" else float(value)
    if kind == "boolean":
        return False
    return None


def _resolve(root: dict[str, Any], ref: str) -> dict[str, Any]:
    node: Any = root
    for part in ref.lstrip("#/").split("/"):
        node = node[part]
    return node
