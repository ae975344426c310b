-- A product's higher caps for a group of borrowers (idempotent; PostgreSQL 16).
-- "주택가격 5억원 이하(신혼·2자녀 이상 6억원)": the column holds the general cap, this the groups' own,
-- e.g. {"newlywed": {"house_price_max_manwon": 60000, "income_max_manwon": 8500}}. Groups:
-- newlywed, newborn, first_home, multi_child; columns: income_max_manwon, house_price_max_manwon,
-- deposit_max_manwon, limit_manwon (만원). Loaded from corpus/loans.json's "group_caps".
ALTER TABLE loan_products ADD COLUMN IF NOT EXISTS group_caps jsonb NOT NULL DEFAULT '{}'::jsonb;
