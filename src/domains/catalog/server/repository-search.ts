import 'server-only';
import type { ProductKind } from '@/generated/prisma/enums';
import type { DatabaseClient } from '@/server/db';
import type { SearchTsQueries } from '../lib/search-text';

export type SearchResultRow = {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  summary: string;
  city: string | null;
  priceCents: number;
  durationMinutes: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  rank: number;
  total: number;
};

/**
 * Published products matching every search term in their title, city, summary, description
 * (the generated, GIN-indexed "searchVector") or tag names, best match first.
 *
 * Candidates come from the index with the any-term query, plus products whose tag names match;
 * the all-terms query then runs on each candidate's full document (its vector joined with its
 * tag names at weight B), which also ranks it. Tags are joined at query time because a generated
 * column cannot read other tables. Ties go to the more popular product.
 */
export async function searchPublishedProducts(
  db: DatabaseClient,
  queries: SearchTsQueries,
  page: { skip: number; take: number },
): Promise<SearchResultRow[]> {
  const rows = await db.$queryRaw<SearchResultRow[]>`
    WITH search AS (
      SELECT to_tsquery('simple', ${queries.allTerms}) AS all_terms,
             to_tsquery('simple', ${queries.anyTerm}) AS any_term
    ),
    matching_tags AS (
      SELECT t."id" FROM "Tag" t, search
      WHERE to_tsvector('simple', "catalog_fold_accents"(t."name")) @@ search.any_term
    ),
    candidates AS (
      SELECT p."id" FROM "Product" p, search
      WHERE p."published" AND p."searchVector" @@ search.any_term
      UNION
      SELECT pt."productId" FROM "ProductTag" pt JOIN matching_tags mt ON mt."id" = pt."tagId"
    ),
    ranked AS (
      SELECT p."id", ts_rank(p."searchVector" || coalesce(tag_doc.doc, ''::tsvector), search.all_terms) AS rank
      FROM candidates c
      JOIN "Product" p ON p."id" = c."id" AND p."published"
      CROSS JOIN search
      LEFT JOIN LATERAL (
        SELECT setweight(to_tsvector('simple', "catalog_fold_accents"(string_agg(t."name", ' '))), 'B') AS doc
        FROM "ProductTag" pt JOIN "Tag" t ON t."id" = pt."tagId"
        WHERE pt."productId" = p."id"
      ) tag_doc ON true
      WHERE (p."searchVector" || coalesce(tag_doc.doc, ''::tsvector)) @@ search.all_terms
    )
    SELECT p."id", p."kind", p."slug", p."title", p."summary", p."city", p."priceCents", p."durationMinutes",
           image."url" AS "imageUrl", image."alt" AS "imageAlt", image."width" AS "imageWidth", image."height" AS "imageHeight",
           ranked.rank::float8 AS "rank", (count(*) OVER ())::int AS "total"
    FROM ranked
    JOIN "Product" p ON p."id" = ranked."id"
    LEFT JOIN LATERAL (
      SELECT i."url", i."alt", i."width", i."height" FROM "ProductImage" i
      WHERE i."productId" = p."id" ORDER BY i."position" ASC, i."id" ASC LIMIT 1
    ) image ON true
    ORDER BY ranked.rank DESC, p."popularity" DESC, p."id" ASC
    LIMIT ${page.take} OFFSET ${page.skip}`;
  return rows;
}
