"""Importing the official statute XML replaces our paraphrase of that law, idempotently."""

from __future__ import annotations

import uuid
from pathlib import Path

import asyncpg
import pytest

from holmes_kit.db import migrate
from holmes_search.corpus.import_official import import_official
from holmes_search.corpus.laws import load_laws
from holmes_search.corpus.official_xml import parse_law_xml

pytestmark = pytest.mark.integration
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def own_db(database_url):
    """A database of its own: the import replaces a law other tests rely on."""
    name = f"holmes_official_{uuid.uuid4().hex[:8]}"
    admin = await asyncpg.connect(database_url)
    await admin.execute(f'CREATE DATABASE "{name}"')
    url = database_url.rsplit("/", 1)[0] + f"/{name}"
    await migrate(url, ROOT / "infra" / "sql")
    conn = await asyncpg.connect(url)
    try:
        yield conn
    finally:
        await conn.close()
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


async def test_official_text_replaces_the_paraphrase_and_keeps_flags(own_db):
    conn = own_db
    await load_laws(conn)
    law = parse_law_xml((ROOT / "infra/fixtures/law_xml/housing_lease_act_sample.xml").read_bytes())
    result = await import_official(conn, [law])
    assert result["laws"] == {"주택임대차보호법": 3}
    rows = await conn.fetch("SELECT a.number, a.body, a.tenant_protection, d.source FROM law_articles a "
                            "JOIN law_documents d USING (law_id) WHERE d.name = '주택임대차보호법' ORDER BY a.id")
    assert [r["number"] for r in rows] == ["제1조", "제3조의2", "제7조"]
    assert {r["source"] for r in rows} == {"official_xml"}
    art7 = next(r for r in rows if r["number"] == "제7조")
    assert "20분의 1" in art7["body"] and art7["tenant_protection"]  # flag carried over from the corpus
    assert await conn.fetchval("SELECT count(*) FROM law_articles WHERE embedding IS NULL") == 0

    again = await import_official(conn, [law])  # re-import: same rows, nothing doubled
    assert again["laws"] == {"주택임대차보호법": 3}
    await load_laws(conn, force=True)  # a corpus reload keeps the official text
    sources = await conn.fetch("SELECT source FROM law_documents WHERE name = '주택임대차보호법'")
    assert [r["source"] for r in sources] == ["official_xml"]
    assert await conn.fetchval("SELECT count(*) FROM law_documents WHERE source = 'corpus'") > 10
