-- Vector half of the hybrid legal search (DESIGN.md §5), owned by the search service.
-- The dimension below matches the default offline embedder (HashingEmbedder, 512);
-- `python -m holmes_search.embed.reembed` changes it (ALTER + HNSW rebuild) when another
-- embedder is configured, and records which one in law_embedding_meta.
ALTER TABLE law_articles ADD COLUMN IF NOT EXISTS embedding vector(512);
CREATE INDEX IF NOT EXISTS law_articles_embedding_hnsw
    ON law_articles USING hnsw (embedding vector_cosine_ops);

-- Title and topics alone, so a match there can count more than one in the body.
ALTER TABLE law_articles ADD COLUMN IF NOT EXISTS head_text text NOT NULL DEFAULT '';
ALTER TABLE law_articles ADD COLUMN IF NOT EXISTS head_tsv tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', head_text)) STORED;

-- Identity of the vectors in law_articles.embedding: one row.
CREATE TABLE IF NOT EXISTS law_embedding_meta (
    singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    embedder    text NOT NULL,
    dim         integer NOT NULL CHECK (dim > 0),
    articles    integer NOT NULL DEFAULT 0,
    updated_at  timestamptz NOT NULL DEFAULT now()
);
