/** The catalogue is plain editing, not business history: ordinary tables. Prices are whole kopecks. */
export const catalogSchema = `
  CREATE TABLE IF NOT EXISTS consultation_types (
    id integer PRIMARY KEY,
    name text NOT NULL,
    icon text NOT NULL,
    description text NOT NULL,
    additional text NOT NULL,
    price_kopecks bigint NOT NULL CHECK (price_kopecks >= 0),
    sessions integer NOT NULL CHECK (sessions > 0),
    sort_order integer NOT NULL
  );
  ALTER TABLE consultation_types ADD COLUMN IF NOT EXISTS on_sale boolean NOT NULL DEFAULT true;
  CREATE SEQUENCE IF NOT EXISTS product_types_id_seq START 100;
  CREATE TABLE IF NOT EXISTS product_types (
    id integer PRIMARY KEY DEFAULT nextval('product_types_id_seq'),
    name text NOT NULL,
    icon text NOT NULL,
    description text NOT NULL,
    price_kopecks bigint NOT NULL CHECK (price_kopecks >= 0),
    on_sale boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0
  );
`;
