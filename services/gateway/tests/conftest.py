"""Running the web UI's ES modules under Node, for the gateway's UI unit tests."""
from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import playwright
import pytest

STATIC = Path(__file__).resolve().parents[1] / "holmes_gateway" / "static"


def node_binary() -> str:
    """A system node, else the one Playwright ships with (a dev dependency `make install` puts in
    .venv) — so these tests run on any machine the project set up, never skipped for want of node."""
    return shutil.which("node") or str(Path(playwright.__file__).parent / "driver" / "node")


@pytest.fixture
def ui_module() -> Callable[[str], str]:
    """Run a script that imports from the UI's static modules; its standard output."""
    def run(script: str) -> str:
        return subprocess.run([node_binary(), "--input-type=module", "-e", script], cwd=STATIC,
                              capture_output=True, text=True, check=True, timeout=30).stdout
    return run
