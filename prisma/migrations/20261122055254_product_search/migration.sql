-- Full-text search over products (storefront header search and /search).
--
-- Text search configuration 'simple': no stemming and no stop words. Search answers as the
-- visitor types, so queries are prefix matches ("hali" → "halifax"), and English stemming would turn
-- a half-typed word into a stem that matches nothing, and it would mangle French place names.
--
-- Accents are folded so "Montreal" finds "Montréal". The unaccent extension is not available on
-- every host (the embedded PGlite database lacks it, and it is not IMMUTABLE, so a generated
-- column cannot call it), whereas translate() is built in and immutable. The mapping is every letter of
-- Latin-1 Supplement and Latin Extended-A whose Unicode decomposition is one base letter plus
-- marks, the same rule the app applies to the query (src/domains/catalog/lib/search-text.ts).
CREATE FUNCTION "catalog_fold_accents"(input TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate($1, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz') $$;

-- AlterTable
-- Weights: title A, city and summary B, description C. Tag names (weight B) are matched at query
-- time through ProductTag, since a generated column cannot read other tables.
ALTER TABLE "Product" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, "catalog_fold_accents"("title")), 'A') ||
  setweight(to_tsvector('simple'::regconfig, "catalog_fold_accents"(coalesce("city", ''))), 'B') ||
  setweight(to_tsvector('simple'::regconfig, "catalog_fold_accents"("summary")), 'B') ||
  setweight(to_tsvector('simple'::regconfig, "catalog_fold_accents"("description")), 'C')
) STORED;

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");
