"""Every workspace package declares what its code imports (so each deploys alone), and no
library imports a service."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = sorted([*ROOT.glob("services/*/pyproject.toml"), *ROOT.glob("libs/*/pyproject.toml"),
                   ROOT / "contracts" / "pyproject.toml"])
# Installed with a declared dependency: docker comes with kit's `testing` extra (testcontainers).
COMES_WITH = {"docker": "testcontainers"}


def _name(requirement: str) -> str:
    return re.split(r"[<>=\[ ;~!]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _imports(package_dir: Path) -> dict[str, Path]:
    own = {p.name for p in package_dir.iterdir() if (p / "__init__.py").exists()}
    found: dict[str, Path] = {}
    for f in package_dir.rglob("*.py"):
        if "tests" in f.relative_to(package_dir).parts:
            continue
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else [])
            for top in (n.split(".")[0] for n in names):
                if top not in sys.stdlib_module_names and top not in own and top != "__future__":
                    found.setdefault(top, f.relative_to(ROOT))
    return found


def test_every_package_declares_what_it_imports():
    dists = packages_distributions()
    missing = []
    for pyproject in PACKAGES:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
        declared = {_name(r) for r in project.get("dependencies", [])}
        declared |= {_name(r) for extra in project.get("optional-dependencies", {}).values() for r in extra}
        for top, where in _imports(pyproject.parent).items():
            provided = {d.lower().replace("_", "-") for d in dists.get(top, [top])}
            if not provided & declared and COMES_WITH.get(top) not in declared:
                missing.append(f"{project['name']}: {top} ({where})")
    assert missing == []
