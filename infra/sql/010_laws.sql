-- Legal corpus searched by legal_search (owned by the search service).
CREATE TABLE IF NOT EXISTS law_documents (
    law_id      text PRIMARY KEY,
    name        text NOT NULL UNIQUE,
    kind        text NOT NULL CHECK (kind IN ('법률', '시행령', '시행규칙', '용어집')),
    parent_law  text,
    aliases     text[] NOT NULL DEFAULT '{}',
    as_of       date,
    source      text NOT NULL DEFAULT 'corpus'   -- corpus | official_xml
);

CREATE TABLE IF NOT EXISTS law_articles (
    id                bigserial PRIMARY KEY,
    law_id            text NOT NULL REFERENCES law_documents(law_id) ON DELETE CASCADE,
    number            text NOT NULL,          -- 제3조의2, or the term for the glossary
    title             text NOT NULL,
    chapter           text NOT NULL DEFAULT '',
    body              text NOT NULL,
    tenant_protection boolean NOT NULL DEFAULT false,
    topics            text[] NOT NULL DEFAULT '{}',
    search_text       text NOT NULL,          -- kiwipiepy content morphemes, space separated
    tsv               tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
    UNIQUE (law_id, number)
);
CREATE INDEX IF NOT EXISTS law_articles_tsv ON law_articles USING gin (tsv);
CREATE INDEX IF NOT EXISTS law_articles_number ON law_articles (number);
