"""The holmes CLI against the running system: ask streams the answer; events shows the log."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

pytestmark = pytest.mark.e2e


def holmes(system, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "holmes_cli.main", *args], env=system.env,
                          capture_output=True, text=True, timeout=timeout)


def test_ask_then_events(system):
    ask = holmes(system, "ask", "전세금 5% 인상이 가능한가요?", "--url", system.url)
    assert ask.returncode == 0, ask.stderr
    assert "의도: 법률상담" in ask.stdout and "주택임대차보호법 제7조" in ask.stdout
    session_id = re.search(r"세션 (session-[0-9a-f-]+)", ask.stdout).group(1)
    events = holmes(system, "events", session_id)
    assert events.returncode == 0, events.stderr
    for name in ("QueryReceived", "PlanReady", "StrategyDecided", "ToolsSelected.search", "TeamCompleted",
                 "ReviewDone", "ResponseReady"):
        assert name in events.stdout
    assert "planner@" in events.stdout and "orchestrator@" in events.stdout
