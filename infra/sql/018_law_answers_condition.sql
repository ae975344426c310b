-- A 문답 card's rule as a threshold on the user's own figure (corpus/answers/README.md, "condition"):
-- which quantity, the comparison, the bound with its unit, how the terms combine, and the verdict when it
-- holds. NULL for a card whose rule is no such threshold. Read back by holmes_search.corpus.answers.card_of.
ALTER TABLE law_answers ADD COLUMN IF NOT EXISTS condition jsonb;
