"""Versioned prompt files owned by the service that uses them.

``prompts/<name>.v<N>.txt`` next to the service's code; the highest N wins unless a
version is asked for. ``{{var}}`` placeholders are filled with JSON (non-ASCII kept) so
the model sees Korean as Korean.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_FILE = re.compile(r"^(?P<name>[a-z0-9_]+)\.v(?P<n>\d+)\.txt$")
_VAR = re.compile(r"\{\{\s*([a-zA-Z0-9_]+)\s*\}\}")


@dataclass(frozen=True)
class Prompt:
    name: str
    version: str      # e.g. "execution_strategy.v1" — recorded in DecisionMeta.prompt_version
    text: str

    def render(self, **values: Any) -> str:
        def fill(m: re.Match) -> str:
            key = m.group(1)
            if key not in values:
                raise KeyError(f"prompt {self.version}: missing value for {{{{{key}}}}}")
            v = values[key]
            return v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, default=str)
        return _VAR.sub(fill, self.text)


def load_prompt(directory: Path, name: str, version: int | None = None) -> Prompt:
    found: dict[int, Path] = {}
    for path in directory.glob(f"{name}.v*.txt"):
        m = _FILE.match(path.name)
        if m and m.group("name") == name:
            found[int(m.group("n"))] = path
    if not found:
        raise FileNotFoundError(f"no prompt {name}.v*.txt in {directory}")
    n = version if version is not None else max(found)
    return Prompt(name=name, version=f"{name}.v{n}", text=found[n].read_text(encoding="utf-8"))
