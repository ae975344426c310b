-- Deals packed per district / type / deal type / month for multi-district market_data
-- (a 시도 or a 시 with several 구).  Rebuilt with transaction_monthly by the loader and the
-- MOLIT importer (holmes_search.seed.load._REBUILD_MONTHLY).  A whole-province query reads
-- ~1,000 of these rows instead of ~20,000 deals and computes the same figures as SQL over
-- the deals, medians included (holmes_search.adapters.market_columns).
-- Each bytea holds one fixed-width big-endian value per deal, all in the same deal order.
CREATE TABLE IF NOT EXISTS transaction_columns (
    property_type  text NOT NULL,
    sigungu_code   char(5) NOT NULL,
    deal_type      text NOT NULL,
    month          date NOT NULL,              -- first day of the month
    deals          integer NOT NULL,
    last_date      date NOT NULL,
    price          bytea NOT NULL,             -- int4: price_manwon (deposit for rents)
    per_m2         bytea NOT NULL,             -- float8: (price_manwon / area_m2)::float8
    rent           bytea NOT NULL,             -- int4: monthly_rent_manwon
    area_c         bytea NOT NULL,             -- int4: area_m2 × 100 (numeric(7,2), exact)
    day            bytea NOT NULL,             -- int4: contract_date - 2000-01-01
    molit          bytea NOT NULL,             -- 1 byte: 1 when source = 'molit'
    PRIMARY KEY (property_type, sigungu_code, deal_type, month)
);
