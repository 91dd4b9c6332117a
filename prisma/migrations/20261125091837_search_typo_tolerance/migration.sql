-- Search that forgives typos ("wale" finds whale watching, "torotno" finds Toronto): a word the
-- full-text search cannot find is compared with the words of each product's title and city by
-- trigram word similarity (pg_trgm, docs/adr/0010). pg_trgm ships with PostgreSQL and with PGlite
-- (loaded by scripts/lib/embedded-database.ts), and is a trusted extension, so the database
-- owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
-- Folded and lower-cased like the query, so "Montreal" and "montréal" are the same words.
ALTER TABLE "Product" ADD COLUMN "searchWords" text GENERATED ALWAYS AS (
  lower("catalog_fold_accents"("title" || ' ' || coalesce("city", '')))
) STORED;

-- CreateIndex
CREATE INDEX "Product_searchWords_idx" ON "Product" USING GIN ("searchWords" gin_trgm_ops);

-- Published products with a word like `term` in their title or city, and how alike it is
-- (1 = the same word). The threshold travels with the function (its SET clause holds for the
-- call only): the indexable `<%` operator reads it from a setting, and a per-statement setting
-- would need a transaction around every search. 0.5 is the lowest value at which "torotno"
-- still finds Toronto, and tests/integration/catalog/search-typos.test.ts pins the cases it must
-- and must not find.
CREATE FUNCTION "catalog_similar_word_matches"(term TEXT) RETURNS TABLE ("productId" TEXT, "similarity" REAL)
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.5
  AS $$
    SELECT p."id", word_similarity($1, p."searchWords") FROM "Product" p
    WHERE p."published" AND $1 <% p."searchWords"
  $$;
