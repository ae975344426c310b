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
    answer = json.dumps(msgs[-1], ensure_ascii=False)  # the query's own echo (query_received) does not count
    runs = [r.replace(",", "") for r in re.findall(r"\d[\d,]{20,}", answer)]
    assert all(DIGITS.startswith(r) for r in runs), runs  # no invented digit anywhere
    # Either echoed exactly (억 part = all but the last four digits) or refused naming the field.
    assert DIGITS[:-4] in runs or (not runs and "보증금" in answer)
