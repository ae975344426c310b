"""Reading, validating and loading the 문답 corpus (answers/*.json) into PostgreSQL, idempotently.

Every file is validated before the database is touched: a bad card fails the seed loudly with its
file and id named (AnswerCorpusError), so an author's slip never reaches a user.  Like the law
corpus, the version is a hash of the files: an unchanged corpus costs one query.  Format and
matching: answers/README.md; the matcher is domain/answers.py.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import asyncpg
from pydantic import ValidationError

from ..domain.answers import AnswerCard
from . import ANSWERS_DIR, LAWS_DIR
from .laws import read_corpus


class AnswerCorpusError(ValueError):
    """A card or file of the 문답 corpus breaks the format; the message names the file and the id."""


def _fail(path: Path, card_id: str | None, why: str) -> AnswerCorpusError:
    return AnswerCorpusError(f"{path.name}{f' [{card_id}]' if card_id else ''}: {why}")


def _articles_by_law(laws_dir: Path) -> dict[str, tuple[str, set[str]]]:
    _, laws = read_corpus(laws_dir)
    return {law["law_id"]: (law["name"], {a["number"] for a in law["articles"]}) for law in laws}


# What the matcher fills in on a question (the verdict on the user's figures): never written in a file.
_MATCHED = ("decided", "inputs")


def _card(path: Path, raw: Any, law: str, law_id: str, numbers: set[str]) -> AnswerCard:
    card_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(raw, dict) and (filled := [k for k in _MATCHED if k in raw]):
        raise _fail(path, card_id, f"{', '.join(filled)} is filled in, not written on a card")
    try:
        card = AnswerCard.model_validate({**raw, "law": law, "law_id": law_id})
    except (ValidationError, TypeError) as e:
        raise _fail(path, card_id, str(e).replace("\n", " ")) from None
    for number in [card.article, *card.also]:
        if number not in numbers:
            raise _fail(path, card.id, f"article {number} is not in {law} (corpus/laws/{law_id}.json)")
    return card


def read_answers(answers_dir: Path = ANSWERS_DIR, laws_dir: Path = LAWS_DIR) -> tuple[str, list[AnswerCard]]:
    """(version, every card) of ``answers_dir``, validated; a missing or empty directory has none."""
    digest = hashlib.sha256()
    paths = sorted(answers_dir.glob("*.json")) if answers_dir.is_dir() else []
    laws = _articles_by_law(laws_dir) if paths else {}
    cards: list[AnswerCard] = []
    seen: dict[str, str] = {}
    for path in paths:
        raw = path.read_bytes()
        digest.update(path.name.encode() + raw)
        try:
            doc = json.loads(raw)
        except ValueError as e:
            raise _fail(path, None, f"not JSON ({e})") from None
        if not isinstance(doc, dict) or not isinstance(doc.get("answers"), list):
            raise _fail(path, None, "expected an object with law_id, law and an answers list")
        law_id = doc.get("law_id")
        if law_id not in laws:
            raise _fail(path, None, f"law_id {law_id!r} has no file in corpus/laws")
        if path.stem != law_id:
            raise _fail(path, None, f"the file of law_id {law_id!r} must be named {law_id}.json")
        name, numbers = laws[law_id]
        if doc.get("law") != name:
            raise _fail(path, None, f"law {doc.get('law')!r} is not {law_id}'s name {name!r}")
        for raw_card in doc["answers"]:
            card = _card(path, raw_card, name, law_id, numbers)
            if card.id in seen:
                raise _fail(path, card.id, f"id already used in {seen[card.id]}")
            seen[card.id] = path.name
            cards.append(card)
    return digest.hexdigest()[:16], cards


def _row(c: AnswerCard) -> tuple:
    return (c.id, c.law_id, c.law, c.article, c.also, c.question, c.verdict, c.answer, c.effective, c.until,
            c.source, json.dumps(c.keys, ensure_ascii=False), c.unless,
            c.condition.model_dump_json() if c.condition else None)


COLUMNS = ("id", "law_id", "law", "article", "also", "question", "verdict", "answer", "effective", "until",
           "source", "keys", "unless", "condition")


def card_of(row: Any) -> AnswerCard:
    """A stored row back as a card (the repository's reading)."""
    keys, condition = row["keys"], row["condition"]
    return AnswerCard.model_validate({**{k: row[k] for k in COLUMNS}, "keys": json.loads(keys)
                                      if isinstance(keys, str) else keys,
                                      "condition": json.loads(condition) if isinstance(condition, str) else condition})


async def load_answers(conn: asyncpg.Connection, answers_dir: Path = ANSWERS_DIR, laws_dir: Path = LAWS_DIR, *,
                       force: bool = False) -> dict[str, int]:
    """Replace the stored cards with ``answers_dir``'s unless already loaded at this version."""
    version, cards = read_answers(answers_dir, laws_dir)  # validate before touching the database
    if not force and await conn.fetchval("SELECT version FROM seed_meta WHERE name = 'answers'") == version:
        return {}
    async with conn.transaction():
        await conn.execute("DELETE FROM law_answers")
        await conn.executemany(
            f"INSERT INTO law_answers({', '.join(COLUMNS)}) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14::jsonb)", [_row(c) for c in cards])
        await conn.execute(
            "INSERT INTO seed_meta(name, version, rows) VALUES ('answers', $1, $2::jsonb) "
            "ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, rows = EXCLUDED.rows, loaded_at = now()",
            version, json.dumps({"answers": len(cards)}))
    return {"answers": len(cards)}
