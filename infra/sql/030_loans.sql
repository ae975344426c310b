-- Loan products of the search service's loan_data tool (PostgreSQL 16; idempotent).
-- Loaded from services/search/holmes_search/corpus/loans.json by holmes_search.seed.load.
-- Money in 만원, rates in % per year, ratios in %.  NULL means "no such condition".

CREATE TABLE IF NOT EXISTS loan_products (
    id                      text PRIMARY KEY,            -- stable slug, e.g. 'hug-beotimmok-jeonse'
    name                    text NOT NULL,
    provider                text NOT NULL,
    category                text NOT NULL CHECK (category IN ('정책', '은행')),
    loan_type               text NOT NULL
        CHECK (loan_type IN ('전세자금대출', '주택담보대출', '신용대출', '월세자금대출',
                             '구입자금대출', '보증금반환대출')),
    rate_min                numeric(5, 2) NOT NULL,
    rate_max                numeric(5, 2) NOT NULL CHECK (rate_max >= rate_min),
    limit_manwon            integer,
    ltv_max                 numeric(5, 1),
    dti_max                 numeric(5, 1),
    dsr_max                 numeric(5, 1),
    income_max_manwon       integer,                     -- yearly household income cap
    age_min                 smallint,
    age_max                 smallint,
    requires_homeless       boolean NOT NULL DEFAULT false,
    marital                 text NOT NULL DEFAULT 'any'
        CHECK (marital IN ('any', 'single', 'newlywed', 'married', 'newborn')),
    house_price_max_manwon  integer,
    deposit_max_manwon      integer,
    area_max_m2             numeric(6, 1),
    region_scope            text NOT NULL DEFAULT '전국',
    term_max_years          smallint,
    active                  boolean NOT NULL DEFAULT true,   -- false: sales ended (kept for history)
    notes                   text NOT NULL DEFAULT '',
    source                  text NOT NULL DEFAULT '',
    as_of                   date NOT NULL
);
CREATE INDEX IF NOT EXISTS loan_products_type_idx ON loan_products (loan_type, active, rate_min);
CREATE INDEX IF NOT EXISTS loan_products_category_idx ON loan_products (category);
