-- Storage settings that keep legal_search fast (search service; idempotent).
--
-- The GIN fast-update pending list: articles are COPYed in once into a small table that
-- autovacuum rarely visits, so they stayed in the unsorted pending list that every
-- full-text search scans in full (~120 pages per term).  Insert into the tree directly.
ALTER INDEX law_articles_tsv SET (fastupdate = off);
SELECT gin_clean_pending_list('law_articles_tsv'::regclass);

-- A 512-dim vector is 2,052 bytes, just over the 2 kB TOAST threshold, so every distance
-- computation fetched it from the TOAST table (and did so twice per row).  Keep rows up
-- to a whole page inline; larger vectors (3,072 dims) are still moved out as needed.
-- The setting survives the ALTER TYPE of embed.reembed; the UPDATE re-stores existing
-- vectors under it (the text round trip of float4 is exact).
ALTER TABLE law_articles SET (toast_tuple_target = 8160);
UPDATE law_articles SET embedding = embedding::text::vector WHERE embedding IS NOT NULL;
