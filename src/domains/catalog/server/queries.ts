import 'server-only';
import { cache } from 'react';
import type { ProductKind } from '@/generated/prisma/enums';
import { cachedRead, cacheTags } from '@/server/cache';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { summarizeRating } from '@/domains/reviews/lib/rating';
import type { ProductReviewsPage } from '@/domains/reviews/schemas';
import { readProductReviews } from '@/domains/reviews/server/queries';
import { getWeekdayOfDate } from '../lib/availability';
import { readGiftCoverage } from '../lib/certificate-price';
import { getDurationRange } from '../lib/duration';
import { buildSearchTsQueries, canMatchSimilarWords, slugifyText } from '../lib/search-text';
import { buildCategoryFilterOptions, listTagIdsWithDescendants } from '../lib/tag-tree';
import { SEARCH_SUGGESTION_LIMIT, type SearchSuggestion } from '../lib/search-suggestions';
import {
  CATALOG_PAGE_SIZE,
  type CatalogFilterOptions,
  type CatalogListParams,
  type CatalogPage,
  type ProductCard,
  type ProductDetail,
  type SearchPage,
} from '../schemas';
import {
  countCatalogProducts,
  findAllTags,
  findCatalogProductCards,
  findCitiesInUse,
  findPublishedProductCardsBySlugs,
  findPublishedProductCardsByTagIds,
  findPublishedProductDetailBySlug,
  findTagIdsInUse,
  findTagsBySlugs,
  type CatalogProductFilter,
  type ProductCardRow,
  type ProductDetailRow,
} from './repository';
import { searchPublishedProducts, searchPublishedProductsBySimilarWords, type SearchResultRow } from './repository-search';

function toProductCard(row: ProductCardRow): ProductCard {
  const { images, ratingSum, ratingCount, ...fields } = row;
  return { ...fields, image: images[0] ?? null, rating: summarizeRating(ratingSum, ratingCount) };
}

/** Cards in the order staff listed the slugs; unpublished or unknown slugs drop out. */
export async function listProductCardsBySlugs(slugs: string[]): Promise<ProductCard[]> {
  if (slugs.length === 0) return [];
  const rows = await findPublishedProductCardsBySlugs(getDatabase(), slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, toProductCard(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Tag names for the given slugs, in the given order. */
export async function listTagLinksBySlugs(slugs: string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const tags = await findTagsBySlugs(getDatabase(), slugs);
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export async function listProductCardsByTagIds(tagIds: string[], limit: number): Promise<ProductCard[]> {
  if (tagIds.length === 0) return [];
  return (await findPublishedProductCardsByTagIds(getDatabase(), tagIds, limit)).map(toProductCard);
}

// ───────────────────────────── List pages ─────────────────────────────

/** Turns URL values (slugs) into what the database filters on; unknown slugs match nothing. */
async function resolveCatalogFilter(db: DatabaseClient, kind: ProductKind, params: CatalogListParams): Promise<CatalogProductFilter> {
  const filter: CatalogProductFilter = { kind, minPriceCents: params.minPriceCents, maxPriceCents: params.maxPriceCents };
  if (params.category) {
    const tags = await findAllTags(db);
    const root = tags.find((tag) => tag.slug === params.category);
    filter.tagIds = root ? listTagIdsWithDescendants(tags, root.id) : [];
  }
  if (params.city) {
    const citySlug = params.city;
    filter.cities = (await findCitiesInUse(db, kind)).filter((city) => slugifyText(city) === citySlug);
  }
  // Length and dates belong to experiences; a gift list ignores them.
  if (kind === 'EXPERIENCE' && params.duration) {
    const range = getDurationRange(params.duration);
    filter.minDurationMinutes = range.minMinutes;
    filter.maxDurationMinutes = range.maxMinutes;
  }
  if (kind === 'EXPERIENCE' && params.date) {
    filter.availableOn = { date: new Date(`${params.date}T00:00:00Z`), weekday: getWeekdayOfDate(params.date) };
  }
  return filter;
}

async function readCatalogPage(kind: ProductKind, params: CatalogListParams): Promise<CatalogPage> {
  const db = getDatabase();
  const filter = await resolveCatalogFilter(db, kind, params);
  const total = await countCatalogProducts(db, filter);
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  // A page past the end (an old link after products were unpublished) shows the last page.
  const page = Math.min(params.page, pageCount);
  const rows =
    total === 0
      ? []
      : await findCatalogProductCards(db, filter, params.sort, { skip: (page - 1) * CATALOG_PAGE_SIZE, take: CATALOG_PAGE_SIZE });
  return { items: rows.map(toProductCard), total, page, pageCount, pageSize: CATALOG_PAGE_SIZE };
}

/** One page of the gift (`GIFT_VOUCHER`) or experience (`EXPERIENCE`) list. */
export const listCatalogPage = cachedRead(readCatalogPage, ['catalog-page'], () => [cacheTags.catalog, cacheTags.tags]);

async function readCatalogFilterOptions(kind: ProductKind): Promise<CatalogFilterOptions> {
  const db = getDatabase();
  const [tags, usedTagIds, cities] = await Promise.all([findAllTags(db), findTagIdsInUse(db, kind), findCitiesInUse(db, kind)]);
  const categoryTags = tags.filter((tag) => tag.type === 'CATEGORY');
  return {
    categories: buildCategoryFilterOptions(categoryTags, new Set(usedTagIds)),
    cities: cities.map((name) => ({ slug: slugifyText(name), name })),
  };
}

export const getCatalogFilterOptions = cachedRead(readCatalogFilterOptions, ['catalog-filter-options'], () => [
  cacheTags.catalog,
  cacheTags.tags,
]);

// ───────────────────────────── Product pages ─────────────────────────────

function toProductDetail(row: ProductDetailRow, reviews: ProductReviewsPage | null): ProductDetail {
  const ageBandOrder = new Map(row.ageBands.map((band, index) => [band.code, index]));
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    priceCents: row.priceCents,
    serviceType: row.serviceType,
    providerName: row.provider?.name ?? null,
    city: row.city,
    meetingPoint: row.meetingPoint,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    maxTravellers: row.maxTravellers,
    cancellationPolicy: row.cancellationPolicy,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    updatedAt: row.updatedAt.toISOString(),
    rating: summarizeRating(row.ratingSum, row.ratingCount),
    reviews,
    images: row.images,
    tags: row.tags
      .map((entry) => entry.tag)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
      .map(({ slug, name }) => ({ slug, name })),
    breadcrumbs: row.breadcrumbs.map((entry) => entry.breadcrumb),
    tourGrades: row.tourGrades.map((grade) => ({
      code: grade.code,
      title: grade.title,
      description: grade.description,
      prices: grade.prices
        .map((price) => ({ ageBandCode: price.ageBand.code, priceCents: price.priceCents }))
        .sort((a, b) => (ageBandOrder.get(a.ageBandCode) ?? 0) - (ageBandOrder.get(b.ageBandCode) ?? 0)),
    })),
    ageBands: row.ageBands,
    weeklySlots: row.serviceType === 'CUSTOM' ? row.availabilitySlots : [],
    coveredExperiences: row.coveredExperiences.map((entry) => toProductCard(entry.experience)),
    giftCoverage: row.kind === 'GIFT_VOUCHER' && row.coveredExperiences.length > 0 ? readGiftCoverage(row) : null,
  };
}

const readProductDetail = cachedRead(
  async (slug: string): Promise<ProductDetail | null> => {
    const row = await findPublishedProductDetailBySlug(getDatabase(), slug);
    // Read with the product, so its page stays one cached read that a new review invalidates.
    return row ? toProductDetail(row, await readProductReviews(slug, 1)) : null;
  },
  ['product-detail'],
  (slug) => [cacheTags.catalog, cacheTags.product(slug)],
);

/** A published product of the kind by slug, or null (the page answers 404). */
export const getProductDetail = cache(async (kind: ProductKind, slug: string): Promise<ProductDetail | null> => {
  const product = await readProductDetail(slug);
  return product?.kind === kind ? product : null;
});

// ───────────────────────────── Search ─────────────────────────────

function toSearchCard(row: SearchResultRow): ProductCard {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    priceCents: row.priceCents,
    city: row.city,
    durationMinutes: row.durationMinutes,
    giftParty: row.giftParty,
    // Search answers from its own query, which does not read ratings (yet).
    rating: null,
    image:
      row.imageUrl === null
        ? null
        : { url: row.imageUrl, alt: row.imageAlt ?? '', width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 },
  };
}

function toSearchPage(rows: SearchResultRow[], page: number, pageSize: number, matchedSimilarWords: boolean): SearchPage {
  const total = rows[0]?.total ?? 0;
  return { items: rows.map(toSearchCard), total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize, matchedSimilarWords };
}

/**
 * Exact (prefix) matches when there are any; only a search they cannot answer falls back to
 * similar words, so a typo still finds something and correct words are never diluted
 * (docs/adr/0011).
 */
async function readSearchPage(text: string, page: number, pageSize: number): Promise<SearchPage> {
  const queries = buildSearchTsQueries(text);
  if (!queries) return toSearchPage([], 1, pageSize, false);
  const range = { skip: (page - 1) * pageSize, take: pageSize };
  const db = getDatabase();
  const rows = await searchPublishedProducts(db, queries, range);
  if (rows.length > 0 || !canMatchSimilarWords(queries)) return toSearchPage(rows, page, pageSize, false);
  // A page past the last exact match is empty too; only the first page tells that none matched.
  if (page > 1 && (await searchPublishedProducts(db, queries, { skip: 0, take: 1 })).length > 0) {
    return toSearchPage(rows, page, pageSize, false);
  }
  return toSearchPage(await searchPublishedProductsBySimilarWords(db, queries.terms, range), page, pageSize, true);
}

/** Search over published gifts and experiences, best match first, forgiving typos. */
export const searchCatalog = cachedRead(readSearchPage, ['catalog-search'], () => [cacheTags.catalog]);

/** The header's search-as-you-type suggestions. */
export async function listSearchSuggestions(text: string): Promise<SearchSuggestion[]> {
  const { items } = await searchCatalog(text, 1, SEARCH_SUGGESTION_LIMIT);
  return items.map((card) => ({
    kind: card.kind,
    slug: card.slug,
    title: card.title,
    city: card.city,
    priceCents: card.priceCents,
    imageUrl: card.image?.url ?? null,
  }));
}
