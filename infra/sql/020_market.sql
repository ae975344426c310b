-- Market reference data of the search service (PostgreSQL 16; idempotent).
-- Filled by holmes_search.seed.load (generator) or the MOLIT importer.
-- Amounts are 만원; areas are 전용면적 ㎡.  sigungu_code (5 digits, MOLIT LAWD_CD) is
-- denormalised onto facts so district-level queries ("강남구") use one index range.

CREATE TABLE IF NOT EXISTS seed_meta (
    name       text PRIMARY KEY,
    version    text NOT NULL,
    loaded_at  timestamptz NOT NULL DEFAULT now(),
    rows       jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE IF NOT EXISTS regions (
    code     char(10) PRIMARY KEY,             -- 10-digit 법정동코드
    sido     text NOT NULL,
    sigungu  text,                             -- NULL on a 시도 row
    dong     text,                             -- NULL above 법정동 level
    level    text NOT NULL CHECK (level IN ('sido', 'sigungu', 'dong'))
);
CREATE INDEX IF NOT EXISTS regions_sigungu_idx ON regions (sigungu);
CREATE INDEX IF NOT EXISTS regions_dong_idx ON regions (dong);

CREATE TABLE IF NOT EXISTS properties (
    id             bigint PRIMARY KEY,
    region_code    char(10) NOT NULL REFERENCES regions (code),
    sigungu_code   char(5) NOT NULL,
    name           text NOT NULL,
    property_type  text NOT NULL
        CHECK (property_type IN ('APARTMENT', 'OFFICETEL', 'VILLA', 'ONEROOM', 'HOUSE')),
    build_year     smallint,
    households     integer,
    address        text NOT NULL,
    lat            double precision,
    lng            double precision,
    nearby         jsonb NOT NULL DEFAULT '{}'::jsonb   -- subway/school/... distances
);
CREATE INDEX IF NOT EXISTS properties_region_idx ON properties (region_code, property_type);
CREATE INDEX IF NOT EXISTS properties_sigungu_idx ON properties (sigungu_code, property_type);

CREATE TABLE IF NOT EXISTS transactions (
    id                   bigint PRIMARY KEY,
    property_id          bigint REFERENCES properties (id),   -- NULL for imported rows
    region_code          char(10) NOT NULL,
    sigungu_code         char(5) NOT NULL,
    property_type        text NOT NULL
        CHECK (property_type IN ('APARTMENT', 'OFFICETEL', 'VILLA', 'ONEROOM', 'HOUSE')),
    deal_type            text NOT NULL CHECK (deal_type IN ('SALE', 'JEONSE', 'MONTHLY')),
    price_manwon         integer NOT NULL CHECK (price_manwon >= 0),  -- sale price or deposit
    monthly_rent_manwon  integer NOT NULL DEFAULT 0 CHECK (monthly_rent_manwon >= 0),
    area_m2              numeric(7, 2) NOT NULL CHECK (area_m2 > 0),
    floor                smallint,
    build_year           smallint,
    contract_date        date NOT NULL,
    source               text NOT NULL DEFAULT 'generated' CHECK (source IN ('generated', 'molit'))
);
-- market_data: one district, type and deal over a date range (stats and monthly trend).
CREATE INDEX IF NOT EXISTS transactions_sgg_type_deal_date_idx
    ON transactions (sigungu_code, property_type, deal_type, contract_date)
    INCLUDE (price_manwon, monthly_rent_manwon, area_m2);
CREATE INDEX IF NOT EXISTS transactions_region_type_deal_date_idx
    ON transactions (region_code, property_type, deal_type, contract_date);
-- real_estate_search include_transactions: recent deals of one complex.
CREATE INDEX IF NOT EXISTS transactions_property_date_idx
    ON transactions (property_id, contract_date DESC);

CREATE TABLE IF NOT EXISTS listings (
    id                   bigint PRIMARY KEY,
    property_id          bigint NOT NULL REFERENCES properties (id),
    region_code          char(10) NOT NULL,
    sigungu_code         char(5) NOT NULL,
    property_type        text NOT NULL
        CHECK (property_type IN ('APARTMENT', 'OFFICETEL', 'VILLA', 'ONEROOM', 'HOUSE')),
    deal_type            text NOT NULL CHECK (deal_type IN ('SALE', 'JEONSE', 'MONTHLY')),
    price_manwon         integer NOT NULL CHECK (price_manwon >= 0),
    monthly_rent_manwon  integer NOT NULL DEFAULT 0 CHECK (monthly_rent_manwon >= 0),
    area_m2              numeric(7, 2) NOT NULL CHECK (area_m2 > 0),
    floor                smallint,
    listed_at            date NOT NULL,
    description          text NOT NULL DEFAULT '',
    agent_name           text,
    agent_phone          text
);
-- real_estate_search: district (+dong) + type (+deal) with price and area ranges.
CREATE INDEX IF NOT EXISTS listings_sgg_type_deal_price_idx
    ON listings (sigungu_code, property_type, deal_type, price_manwon);
CREATE INDEX IF NOT EXISTS listings_region_type_idx ON listings (region_code, property_type);
CREATE INDEX IF NOT EXISTS listings_price_idx ON listings (price_manwon);
CREATE INDEX IF NOT EXISTS listings_area_idx ON listings (area_m2);
CREATE INDEX IF NOT EXISTS listings_property_idx ON listings (property_id);

-- Monthly aggregates per district/type/deal, rebuilt by the loader after each load, so
-- trend queries read ~30 rows instead of scanning deals.
CREATE TABLE IF NOT EXISTS transaction_monthly (
    sigungu_code         char(5) NOT NULL,
    property_type        text NOT NULL,
    deal_type            text NOT NULL,
    month                date NOT NULL,               -- first day of the month
    deals                integer NOT NULL,
    avg_price_manwon     numeric(12, 1) NOT NULL,
    median_price_manwon  numeric(12, 1) NOT NULL,
    avg_price_per_m2     numeric(10, 1) NOT NULL,     -- 만원/㎡ (deposit/㎡ for rents)
    avg_rent_manwon      numeric(8, 1) NOT NULL DEFAULT 0,
    avg_area_m2          numeric(7, 2) NOT NULL,
    PRIMARY KEY (sigungu_code, property_type, deal_type, month)
);
