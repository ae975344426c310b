"""A 300-digit deposit is echoed digit for digit or refused, never with invented digits
(issue 13, item 6: a float kept ~16 of them)."""

from __future__ import annotations

import json
import re

import pytest

from .client import ask

pytestmark = pytest.mark.e2e

DIGITS = "123456789" * 33 + "987"


async def test_a_300_digit_deposit_is_exact_or_refused(system):
    _, msgs = await ask(system.url, f"보증금 {DIGITS}만원 전세 계약 위험도 분석해줘")
    text = json.dumps(msgs, ensure_ascii=False)
    runs = [r.replace(",", "") for r in re.findall(r"\d[\d,]{20,}", text)]
    assert all(DIGITS.startswith(r[:len(DIGITS)]) or r.startswith(DIGITS[:len(r)]) for r in runs), runs
