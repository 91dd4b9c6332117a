-- Staff-edited texts in other languages than en-CA (docs/adr/0024): one table per translatable
-- item, one row per item and language, nullable fields (a null falls back to English).

-- CreateTable
CREATE TABLE "ProductTranslation" (
    "productId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT,
    "summary" TEXT,
    "description" TEXT,
    "meetingPoint" TEXT,
    "cancellationPolicy" TEXT,
    "seoTitle" TEXT,
    "seoDescription" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductTranslation_pkey" PRIMARY KEY ("productId","locale")
);

-- CreateTable
CREATE TABLE "TagTranslation" (
    "tagId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TagTranslation_pkey" PRIMARY KEY ("tagId","locale")
);

-- CreateTable
CREATE TABLE "LandingTranslation" (
    "landingId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT,
    "body" TEXT,
    "seoTitle" TEXT,
    "seoDescription" TEXT,
    "seoKeywords" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LandingTranslation_pkey" PRIMARY KEY ("landingId","locale")
);

-- CreateTable
CREATE TABLE "BreadcrumbTranslation" (
    "breadcrumbId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "label" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BreadcrumbTranslation_pkey" PRIMARY KEY ("breadcrumbId","locale")
);

-- CreateTable
CREATE TABLE "PostTranslation" (
    "postId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT,
    "excerpt" TEXT,
    "body" TEXT,
    "seoTitle" TEXT,
    "seoDescription" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PostTranslation_pkey" PRIMARY KEY ("postId","locale")
);

-- CreateTable
CREATE TABLE "SiteContentTranslation" (
    "key" "SiteContentKey" NOT NULL,
    "locale" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "SiteContentTranslation_pkey" PRIMARY KEY ("key","locale")
);

-- CreateIndex
CREATE INDEX "ProductTranslation_locale_idx" ON "ProductTranslation"("locale");

-- CreateIndex
CREATE INDEX "TagTranslation_locale_idx" ON "TagTranslation"("locale");

-- CreateIndex
CREATE INDEX "LandingTranslation_locale_idx" ON "LandingTranslation"("locale");

-- CreateIndex
CREATE INDEX "PostTranslation_locale_idx" ON "PostTranslation"("locale");

-- AddForeignKey
ALTER TABLE "ProductTranslation" ADD CONSTRAINT "ProductTranslation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TagTranslation" ADD CONSTRAINT "TagTranslation_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LandingTranslation" ADD CONSTRAINT "LandingTranslation_landingId_fkey" FOREIGN KEY ("landingId") REFERENCES "Landing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BreadcrumbTranslation" ADD CONSTRAINT "BreadcrumbTranslation_breadcrumbId_fkey" FOREIGN KEY ("breadcrumbId") REFERENCES "Breadcrumb"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostTranslation" ADD CONSTRAINT "PostTranslation_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
-- The translation's search document. French text gets the 'french' configuration (stemming, so
-- "baleines" finds "baleine", and French stop words, so "cabane a sucre" ignores the "a"). The
-- text is folded first, as the query is, so "erable" finds "érable". Other languages, when added,
-- get 'simple'. The regconfig constants keep the expression immutable, as a generated column needs.
ALTER TABLE "ProductTranslation" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(CASE WHEN "locale" LIKE 'fr%' THEN 'french'::regconfig ELSE 'simple'::regconfig END, "catalog_fold_accents"(coalesce("title", ''))), 'A') ||
  setweight(to_tsvector(CASE WHEN "locale" LIKE 'fr%' THEN 'french'::regconfig ELSE 'simple'::regconfig END, "catalog_fold_accents"(coalesce("summary", ''))), 'B') ||
  setweight(to_tsvector(CASE WHEN "locale" LIKE 'fr%' THEN 'french'::regconfig ELSE 'simple'::regconfig END, "catalog_fold_accents"(coalesce("description", ''))), 'C')
) STORED;

-- The typo-forgiving fallback's words in this language (see migration search_typo_tolerance).
ALTER TABLE "ProductTranslation" ADD COLUMN "searchWords" text GENERATED ALWAYS AS (
  lower("catalog_fold_accents"(coalesce("title", '')))
) STORED;

-- CreateIndex
CREATE INDEX "ProductTranslation_searchVector_idx" ON "ProductTranslation" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "ProductTranslation_searchWords_idx" ON "ProductTranslation" USING GIN ("searchWords" gin_trgm_ops);

-- Published products with a word like `term` in their English title or city, or in their title in
-- `locale`, and how alike the closest is: catalog_similar_word_matches for a visitor reading `locale`.
CREATE FUNCTION "catalog_similar_word_matches_in"(term TEXT, locale TEXT) RETURNS TABLE ("productId" TEXT, "similarity" REAL)
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.5
  AS $$
    SELECT matches."productId", max(matches."similarity") FROM (
      SELECT p."id" AS "productId", word_similarity($1, p."searchWords") AS "similarity" FROM "Product" p
      WHERE p."published" AND $1 <% p."searchWords"
      UNION ALL
      SELECT pt."productId", word_similarity($1, pt."searchWords") FROM "ProductTranslation" pt
      JOIN "Product" p ON p."id" = pt."productId"
      WHERE pt."locale" = $2 AND p."published" AND $1 <% pt."searchWords"
    ) matches
    GROUP BY matches."productId"
  $$;
