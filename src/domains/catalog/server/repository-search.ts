import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { GiftParty, ProductKind } from '@/generated/prisma/enums';
import { isDefaultContentLocale } from '@/lib/content-translation';
import type { DatabaseClient } from '@/server/db';
import { SIMILAR_WORD_MIN_LENGTH, type SearchTsQueries } from '../lib/search-text';

/**
 * A word matched by similarity keeps only the products whose closest word is within this much of
 * the best match anywhere: "wale" is 0.8 like "whale" and 0.6 like "walk", and means the whale.
 */
const SIMILAR_WORD_MARGIN = 0.1;

/** The most matches a search ranks, the most popular first: a normal catalogue's searches stay under it. */
export const SEARCH_RANK_CAP = 500;

/**
 * How a search in one language reads the catalogue (docs/adr/0024). English, the items' own text:
 * the 'simple' documents of ADR 2, unchanged. Another language: the query also in that language's
 * configuration (French stems and stop words, as its generated document), matched against the
 * English document joined with the translation's, and tag names in both languages, so place names
 * and products not yet translated are still found.
 */
type SearchLanguage = {
  /** The tsquery of a tsquery text (a parameter, or an SQL expression giving one). */
  query: (text: string | Prisma.Sql) => Prisma.Sql;
  /** Products whose translation alone matches the query (the English ones come from the index). */
  translatedCandidates: (anyTerm: string) => Prisma.Sql;
  tagName: Prisma.Sql;
  tagJoin: Prisma.Sql;
  document: Prisma.Sql;
  documentJoin: Prisma.Sql;
  similarWordMatches: (term: Prisma.Sql) => Prisma.Sql;
};

/** The text-search configuration of a translation's generated document (migration content_translations). */
function searchConfigurationOf(locale: string): string {
  return locale.startsWith('fr') ? 'french' : 'simple';
}

function searchLanguageOf(locale: string): SearchLanguage {
  if (isDefaultContentLocale(locale)) {
    return {
      query: (text) => Prisma.sql`to_tsquery('simple', ${text})`,
      translatedCandidates: () => Prisma.empty,
      tagName: Prisma.sql`t."name"`,
      tagJoin: Prisma.empty,
      document: Prisma.sql`p."searchVector"`,
      documentJoin: Prisma.empty,
      similarWordMatches: (term) => Prisma.sql`"catalog_similar_word_matches"(${term})`,
    };
  }
  const configuration = searchConfigurationOf(locale);
  const query = (text: string | Prisma.Sql) => Prisma.sql`(to_tsquery('simple', ${text}) || to_tsquery(${configuration}::regconfig, ${text}))`;
  return {
    query,
    translatedCandidates: (anyTerm) => Prisma.sql`
      UNION
      SELECT pt."productId" FROM "ProductTranslation" pt
      WHERE pt."locale" = ${locale} AND pt."searchVector" @@ ${query(anyTerm)}`,
    tagName: Prisma.sql`t."name" || ' ' || coalesce(tt."name", '')`,
    tagJoin: Prisma.sql`LEFT JOIN "TagTranslation" tt ON tt."tagId" = t."id" AND tt."locale" = ${locale}`,
    document: Prisma.sql`p."searchVector" || coalesce(pt."searchVector", ''::tsvector)`,
    documentJoin: Prisma.sql`LEFT JOIN "ProductTranslation" pt ON pt."productId" = p."id" AND pt."locale" = ${locale}`,
    similarWordMatches: (term) => Prisma.sql`"catalog_similar_word_matches_in"(${term}, ${locale})`,
  };
}

export type SearchResultRow = {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  summary: string;
  city: string | null;
  priceCents: number;
  durationMinutes: number | null;
  giftParty: GiftParty | null;
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  rank: number;
  total: number;
  /** More products matched than were ranked: `total` counts the ranked ones. */
  totalCapped: boolean;
};

/**
 * Published products matching every search term in their title, city, summary, description
 * (the generated, GIN-indexed "searchVector") or tag names, best match first.
 *
 * Candidates come from the index with the any-term query, plus products whose tag names match;
 * the all-terms query then runs on each candidate's full document (its vector joined with its
 * tag names at weight B), which also ranks it. Tags are joined at query time because a generated
 * column cannot read other tables. Ties go to the more popular product.
 *
 * Cost, since it runs on the embedded database's one backend: the tsqueries are constants in the
 * WHERE clauses so the planner can use the GIN index; tag names are folded once per query, not
 * once per candidate, and the tag documents are built in one grouped pass; pictures are read for
 * the returned page only. Tag names join in id order, so a product's document (and the proximity
 * part of its rank) no longer depends on the plan or on where the rows sit on disk.
 */
export async function searchPublishedProducts(
  db: DatabaseClient,
  queries: SearchTsQueries,
  page: { skip: number; take: number },
  locale: string,
): Promise<SearchResultRow[]> {
  const language = searchLanguageOf(locale);
  const rows = await db.$queryRaw<SearchResultRow[]>`
    WITH tags AS (
      SELECT t."id", "catalog_fold_accents"(${language.tagName}) AS "name" FROM "Tag" t ${language.tagJoin}
    ),
    candidates AS (
      SELECT p."id" FROM "Product" p
      WHERE p."published" AND p."searchVector" @@ to_tsquery('simple', ${queries.anyTerm})
      ${language.translatedCandidates(queries.anyTerm)}
      UNION
      SELECT pt."productId" FROM "ProductTag" pt JOIN tags t ON t."id" = pt."tagId"
      WHERE to_tsvector('simple', t."name") @@ ${language.query(queries.anyTerm)}
    ),
    -- Only the most popular candidates are ranked: ranking costs a document per candidate, and a
    -- word common to thousands of products would rank them all for one page (issue 28).
    matched AS (
      SELECT p."id", p."popularity" FROM candidates c JOIN "Product" p ON p."id" = c."id" AND p."published"
      ORDER BY p."popularity" DESC, p."id" ASC
      LIMIT ${SEARCH_RANK_CAP + 1}
    ),
    tag_docs AS (
      SELECT pt."productId", setweight(to_tsvector('simple', string_agg(t."name", ' ' ORDER BY t."id")), 'B') AS doc
      FROM matched c
      JOIN "ProductTag" pt ON pt."productId" = c."id"
      JOIN tags t ON t."id" = pt."tagId"
      GROUP BY pt."productId"
    ),
    documents AS (
      SELECT p."id", p."popularity", ${language.document} || coalesce(td.doc, ''::tsvector) AS doc
      FROM (SELECT m."id" FROM matched m ORDER BY m."popularity" DESC, m."id" ASC LIMIT ${SEARCH_RANK_CAP}) c
      JOIN "Product" p ON p."id" = c."id" AND p."published"
      ${language.documentJoin}
      LEFT JOIN tag_docs td ON td."productId" = c."id"
    ),
    ranked AS (
      SELECT d."id", ts_rank(d.doc, ${language.query(queries.allTerms)}) AS rank, d."popularity", (count(*) OVER ())::int AS "total"
      FROM documents d
      WHERE d.doc @@ ${language.query(queries.allTerms)}
      ORDER BY rank DESC, d."popularity" DESC, d."id" ASC
      LIMIT ${page.take} OFFSET ${page.skip}
    )
    SELECT p."id", p."kind", p."slug", p."title", p."summary", p."city", p."priceCents", p."durationMinutes", p."giftParty",
           image."url" AS "imageUrl", image."alt" AS "imageAlt", image."width" AS "imageWidth", image."height" AS "imageHeight",
           ranked.rank::float8 AS "rank", ranked."total", (SELECT count(*) FROM matched) > ${SEARCH_RANK_CAP} AS "totalCapped"
    FROM ranked
    JOIN "Product" p ON p."id" = ranked."id"
    LEFT JOIN LATERAL (
      SELECT i."url", i."alt", i."width", i."height" FROM "ProductImage" i
      WHERE i."productId" = p."id" ORDER BY i."position" ASC, i."id" ASC LIMIT 1
    ) image ON true
    ORDER BY ranked.rank DESC, ranked."popularity" DESC, p."id" ASC`;
  return rows;
}

/**
 * The typo-forgiving fallback, for a search whose words the full-text search cannot all find:
 * published products where every word either matches as the full-text search does (prefix, on the
 * whole document with tag names) or is like a word of the title or city (pg_trgm word similarity
 * at the threshold of catalog_similar_word_matches(), its trigram index). A word matched by
 * similarity keeps only its closest words (SIMILAR_WORD_MARGIN), so "wale" shows whale watching,
 * not walking tours. Rank: the mean over the words of 1 for an exact match and the similarity
 * otherwise; ties go to the more popular product. Words shorter than SIMILAR_WORD_MIN_LENGTH only
 * match exactly.
 */
export async function searchPublishedProductsBySimilarWords(
  db: DatabaseClient,
  terms: string[],
  page: { skip: number; take: number },
  locale: string,
): Promise<SearchResultRow[]> {
  const language = searchLanguageOf(locale);
  const rows = await db.$queryRaw<SearchResultRow[]>`
    WITH terms AS (
      SELECT t."term", t."position", ${language.query(Prisma.sql`t."term" || ':*'`)} AS query
      FROM unnest(${terms}::text[]) WITH ORDINALITY AS t("term", "position")
    ),
    similar_words AS (
      SELECT t."position", m."productId", m."similarity", max(m."similarity") OVER (PARTITION BY t."position") AS best
      FROM terms t CROSS JOIN LATERAL ${language.similarWordMatches(Prisma.sql`t."term"`)} m
      WHERE char_length(t."term") >= ${SIMILAR_WORD_MIN_LENGTH}
    ),
    closest_words AS (
      SELECT s."position", s."productId", s."similarity" FROM similar_words s
      WHERE s."similarity" >= s.best - ${SIMILAR_WORD_MARGIN}
    ),
    candidates AS (
      SELECT DISTINCT c."productId" AS "id" FROM closest_words c
    ),
    tag_docs AS (
      SELECT pt."productId", setweight(to_tsvector('simple', string_agg("catalog_fold_accents"(${language.tagName}), ' ' ORDER BY t."id")), 'B') AS doc
      FROM candidates c
      JOIN "ProductTag" pt ON pt."productId" = c."id"
      JOIN "Tag" t ON t."id" = pt."tagId"
      ${language.tagJoin}
      GROUP BY pt."productId"
    ),
    documents AS (
      SELECT p."id", p."popularity", ${language.document} || coalesce(td.doc, ''::tsvector) AS doc
      FROM candidates c
      JOIN "Product" p ON p."id" = c."id" AND p."published"
      ${language.documentJoin}
      LEFT JOIN tag_docs td ON td."productId" = c."id"
    ),
    scored AS (
      SELECT d."id", d."popularity", avg(word."score") AS rank
      FROM documents d
      CROSS JOIN terms t
      LEFT JOIN closest_words c ON c."position" = t."position" AND c."productId" = d."id"
      CROSS JOIN LATERAL (SELECT CASE WHEN d.doc @@ t.query THEN 1 ELSE c."similarity" END AS "score") word
      GROUP BY d."id", d."popularity"
      HAVING count(word."score") = (SELECT count(*) FROM terms)
    ),
    ranked AS (
      SELECT s."id", s.rank, s."popularity", (count(*) OVER ())::int AS "total"
      FROM scored s
      ORDER BY s.rank DESC, s."popularity" DESC, s."id" ASC
      LIMIT ${page.take} OFFSET ${page.skip}
    )
    SELECT p."id", p."kind", p."slug", p."title", p."summary", p."city", p."priceCents", p."durationMinutes", p."giftParty",
           image."url" AS "imageUrl", image."alt" AS "imageAlt", image."width" AS "imageWidth", image."height" AS "imageHeight",
           ranked.rank::float8 AS "rank", ranked."total", false AS "totalCapped"
    FROM ranked
    JOIN "Product" p ON p."id" = ranked."id"
    LEFT JOIN LATERAL (
      SELECT i."url", i."alt", i."width", i."height" FROM "ProductImage" i
      WHERE i."productId" = p."id" ORDER BY i."position" ASC, i."id" ASC LIMIT 1
    ) image ON true
    ORDER BY ranked.rank DESC, ranked."popularity" DESC, p."id" ASC`;
  return rows;
}
