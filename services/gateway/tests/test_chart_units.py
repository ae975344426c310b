"""Money on charts reads in 억/만원 (issue 11: the y-axis read "300,000" 만원)."""
from __future__ import annotations

import json

SCRIPT = """
import { fmtManwon, valueFormat, niceTicks } from './chart.js';
const money = valueFormat('만원'), pct = valueFormat('%');
console.log(JSON.stringify({
  values: [300000, 35000, 8500, 123456.6, 0].map(fmtManwon),
  ticks: niceTicks(250000, 320000).map(money.axis),
  tooltip: money.value(35000), caption: money.caption,
  other: [pct.value(3.5), pct.caption],
}));
"""


def test_money_axis_and_values_are_in_eok_and_manwon(ui_module):
    out = ui_module(SCRIPT)
    got = json.loads(out)
    assert got["values"] == ["30억", "3억 5,000만", "8,500만", "12억 3,457만", "0"]
    assert got["ticks"] == ["24억", "26억", "28억", "30억", "32억"]
    assert got["tooltip"] == "3억 5,000만원" and got["caption"] == ""
    assert got["other"] == ["3.5%", "%"]  # other units keep plain numbers
