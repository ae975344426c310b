"""Attach the articles legal_search actually found to the risk reasons that cite them.

The risk rules cite (law, article) pairs; legal_search (run earlier by the search team)
hands over article texts. An article is quoted only when a reason cites it, so the
answer never shows a law text that no computed figure rests on.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from holmes_contracts.tools.outputs import LawArticle

from ..domain.risk import RiskReason

BODY_CHARS = 300


def _key(law: object, number: object) -> tuple[str, str]:
    return ("".join(str(law or "").split()), "".join(str(number or "").split()))


def cited_articles(reasons: Iterable[RiskReason], legal_items: list[LawArticle]) -> list[dict[str, Any]]:
    """Legal items matching a reason's citation, each with the reasons it supports."""
    by_ref: dict[tuple[str, str], list[str]] = {}
    for r in reasons:
        for c in r.citations:
            by_ref.setdefault(_key(c.law, c.article), []).append(r.text)
    out: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for it in legal_items:
        key = _key(it.law, it.number)
        if key in by_ref and key not in seen:
            seen.add(key)
            body = it.body
            out.append({"law": it.law, "number": it.number, "title": it.title,
                        "body": body[:BODY_CHARS] + ("…" if len(body) > BODY_CHARS else ""),
                        "supports": by_ref[key]})
    return out


def article_lines(articles: list[dict[str, Any]]) -> list[str]:
    return [f"{a['law']} {a['number']}({a['title']}): {a['body']}" for a in articles]
