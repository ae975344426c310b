-- The 문답 corpus (corpus/answers/*.json): the questions people ask about an article, each with its
-- verdict first. Loaded by holmes_search.corpus.answers (validated first); read whole by legal_search,
-- which matches cards to the question (holmes_search.domain.answers). No foreign key to law_documents:
-- the law corpus is reloaded by delete-and-insert, and a card names its law and article by text.
CREATE TABLE IF NOT EXISTS law_answers (
    id        text PRIMARY KEY,
    law_id    text NOT NULL,
    law       text NOT NULL,
    article   text NOT NULL,
    also      text[] NOT NULL DEFAULT '{}',
    question  text NOT NULL,
    verdict   text NOT NULL CHECK (verdict IN ('네', '아니요', '조건부')),
    answer    text NOT NULL CHECK (char_length(answer) <= 160),
    effective date NOT NULL,
    until     date CHECK (until IS NULL OR effective <= until),
    source    text NOT NULL,
    keys      jsonb NOT NULL,          -- groups of substrings (no spaces); every group must match
    unless    text[] NOT NULL DEFAULT '{}'
);
