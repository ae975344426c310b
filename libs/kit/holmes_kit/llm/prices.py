"""Estimated cost of a model call: a price table per model, each price with its date and source.

The built-in table is OpenAI's list price per million tokens (standard tier, no cached-input
discount) as published on https://platform.openai.com/docs/pricing; the dates are when each
price was announced. Prices change: ``HOLMES_LLM_PRICES`` points at a JSON file (or holds
the JSON itself) mapping a model name to ``{"input_per_1m": .., "output_per_1m": ..,
"as_of": "YYYY-MM-DD", "source": ".."}``; its entries replace the built-in ones of the same
name. A model is matched by its longest listed prefix, so the dated snapshot a provider
reports (``gpt-4o-mini-2024-07-18``) finds ``gpt-4o-mini``. A model with no price gets no
cost (None), never a guessed one.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

OPENAI_PRICING = "https://platform.openai.com/docs/pricing"


@dataclass(frozen=True)
class Price:
    input_per_1m: float   # USD per million prompt tokens
    output_per_1m: float  # USD per million completion tokens
    as_of: str
    source: str

    def cost_usd(self, tokens_in: int, tokens_out: int) -> float:
        return round((tokens_in * self.input_per_1m + tokens_out * self.output_per_1m) / 1_000_000, 8)


BUILT_IN: dict[str, Price] = {
    "gpt-4o-mini": Price(0.15, 0.60, "2024-07-18", OPENAI_PRICING),
    "gpt-4o": Price(2.50, 10.00, "2024-08-06", OPENAI_PRICING),
    "gpt-4.1-nano": Price(0.10, 0.40, "2025-04-14", OPENAI_PRICING),
    "gpt-4.1-mini": Price(0.40, 1.60, "2025-04-14", OPENAI_PRICING),
    "gpt-4.1": Price(2.00, 8.00, "2025-04-14", OPENAI_PRICING),
}


def load_table(spec: str | None) -> dict[str, Price]:
    """The built-in table with ``spec`` (a JSON file path or JSON text) laid over it."""
    table = dict(BUILT_IN)
    if not spec:
        return table
    text = Path(spec).read_text(encoding="utf-8") if not spec.lstrip().startswith("{") else spec
    for model, p in json.loads(text).items():
        table[model] = Price(float(p["input_per_1m"]), float(p["output_per_1m"]), str(p["as_of"]),
                             str(p.get("source", "HOLMES_LLM_PRICES")))
    return table


@lru_cache(maxsize=4)
def _table(spec: str | None) -> dict[str, Price]:
    return load_table(spec)


def price_of(model: str | None, table: dict[str, Price] | None = None) -> tuple[str, Price] | None:
    """(the table's model name, its price) for ``model``, or None when it has none."""
    if not model:
        return None
    table = table if table is not None else _table(os.environ.get("HOLMES_LLM_PRICES"))
    names = [n for n in table if model == n or model.startswith(n + "-")]
    if not names:
        return None
    name = max(names, key=len)
    return name, table[name]
