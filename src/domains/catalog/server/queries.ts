import 'server-only';
import { cache } from 'react';
import type { ProductKind } from '@/generated/prisma/enums';
import { overlayTranslation, type Localized } from '@/lib/content-translation';
import { cachedRead, cacheTags, localizedCacheTags } from '@/server/cache';
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
  CATALOG_COUNT_CAP,
  CATALOG_PAGE_SIZE,
  productCardTextFields,
  productTextFields,
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
import {
  bookingOptionKey,
  breadcrumbKey,
  findBookingOptionTranslations,
  findBreadcrumbLabelTranslations,
  findProductTranslations,
  findTagNameTranslations,
} from './repository-translations';

/** A card in English, as the database holds it; localizeCards() turns it into another language. */
function toProductCard(row: ProductCardRow): ProductCard {
  const { images, ratingSum, ratingCount, ...fields } = row;
  return { ...fields, image: images[0] ?? null, rating: summarizeRating(ratingSum, ratingCount), untranslated: [] };
}

/**
 * A city's name in `locale`: the name of its "By city" tag there (the tag's slug is the city's,
 * e.g. quebec-city), else the name as stored.
 */
function localizeCity(city: string, tagNames: ReadonlyMap<string, string | null>): string {
  return tagNames.get(slugifyText(city)) ?? city;
}

/** Products as a page in `locale` shows them: translated titles, summaries and cities, English where missing. */
async function localizeCards<Card extends { id: string; title: string; summary: string; city?: string | null }>(
  db: DatabaseClient,
  cards: Card[],
  locale: string,
  tagNamesRead?: ReadonlyMap<string, string | null>,
) {
  const [translations, tagNames] = await Promise.all([
    findProductTranslations(db, cards.map((card) => card.id), locale),
    tagNamesRead ?? findTagNameTranslations(db, locale),
  ]);
  return cards.map((card) => {
    const localized = overlayTranslation(card, translations.get(card.id), productCardTextFields, locale);
    return card.city ? { ...localized, city: localizeCity(card.city, tagNames) } : localized;
  });
}

/** Products' titles and summaries in `locale`, English where staff have not translated them. */
export function localizeProductTexts<Product extends { id: string; title: string; summary: string }>(products: Product[], locale: string) {
  return localizeCards(getDatabase(), products, locale);
}

/**
 * Products' staff-written texts in `locale` by product id, in one query (none for English): for
 * areas that print a product's texts (receipts, vouchers, bookings) and overlay them with
 * overlayTranslation, English where a field has no translation.
 */
export function readProductTranslations(productIds: readonly (string | null)[], locale: string, db?: DatabaseClient) {
  return findProductTranslations(getDatabase(db), productIds.filter((id): id is string => id !== null), locale);
}

/**
 * Things that name a product (order lines, vouchers, bookings) with its title in `locale`, in one
 * query for all of them: the translated title, else the title they hold, listed as untranslated.
 */
export async function localizeProductTitles<Item extends { productId: string | null; title: string }>(
  items: Item[],
  locale: string,
  db?: DatabaseClient,
): Promise<Localized<Item, 'title'>[]> {
  const translations = await readProductTranslations(items.map((item) => item.productId), locale, db);
  return items.map((item) => overlayTranslation(item, item.productId ? translations.get(item.productId) : undefined, ['title'], locale));
}

/** One thing that names a product, with its title in `locale` (see localizeProductTitles). */
export async function localizeProductTitle<Item extends { productId: string | null; title: string }>(item: Item, locale: string, db?: DatabaseClient) {
  const [localized] = await localizeProductTitles([item], locale, db);
  return localized!;
}

/** What an experience's option (tour grade) and age band show a traveller, each translated on its own. */
const tourGradeTextFields = ['title', 'description'] as const;
const ageBandTextFields = ['label'] as const;

/**
 * Names the options (tour grades) and age bands of these experiences in `locale`, for every page
 * and document of a booking: reads their translations in one go (none for English), then each
 * overlay gives the translated texts, English where staff have not translated one, listed in
 * `untranslated`.
 */
export async function readBookingOptionNames(productIds: readonly string[], locale: string, db?: DatabaseClient) {
  const translations = await findBookingOptionTranslations(getDatabase(db), [...productIds], locale);
  return {
    tourGrade: <Grade extends { code: string; title: string; description: string }>(productId: string, grade: Grade) =>
      overlayTranslation<Grade, (typeof tourGradeTextFields)[number]>(grade, translations.tourGrades.get(bookingOptionKey(productId, grade.code)), tourGradeTextFields, locale),
    ageBand: <Band extends { code: string; label: string }>(productId: string, band: Band) =>
      overlayTranslation<Band, (typeof ageBandTextFields)[number]>(band, translations.ageBands.get(bookingOptionKey(productId, band.code)), ageBandTextFields, locale),
  };
}

/** Tags named with the names of `locale` already read. */
function nameTags<Tag extends { slug: string; name: string }>(tags: Tag[], names: ReadonlyMap<string, string | null>, locale: string) {
  return tags.map((tag) => overlayTranslation(tag, { name: names.get(tag.slug) }, ['name'], locale));
}

/** Tags as a page in `locale` names them. */
async function localizeTags<Tag extends { slug: string; name: string }>(db: DatabaseClient, tags: Tag[], locale: string) {
  return nameTags(tags, await findTagNameTranslations(db, locale), locale);
}

/** Tags (categories, labels) named in `locale`, English where staff have not translated them. */
export function localizeTagNames<Tag extends { slug: string; name: string }>(tags: Tag[], locale: string) {
  return localizeTags(getDatabase(), tags, locale);
}

/** Breadcrumb links labelled in `locale`, English where staff have not translated them. */
export async function localizeBreadcrumbs<Breadcrumb extends { label: string; url: string }>(breadcrumbs: Breadcrumb[], locale: string) {
  const labels = await findBreadcrumbLabelTranslations(getDatabase(), locale);
  return breadcrumbs.map((breadcrumb) => overlayTranslation(breadcrumb, { label: labels.get(breadcrumbKey(breadcrumb)) }, ['label'], locale));
}

/** Cards in the order staff listed the slugs; unpublished or unknown slugs drop out. */
export async function listProductCardsBySlugs(slugs: string[], locale: string): Promise<ProductCard[]> {
  if (slugs.length === 0) return [];
  const db = getDatabase();
  const cards = await localizeCards(db, (await findPublishedProductCardsBySlugs(db, slugs)).map(toProductCard), locale);
  const bySlug = new Map(cards.map((card) => [card.slug, card]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Tag names for the given slugs, in the given order. */
export async function listTagLinksBySlugs(slugs: string[], locale: string): Promise<{ slug: string; name: string; untranslated: 'name'[] }[]> {
  if (slugs.length === 0) return [];
  const db = getDatabase();
  const tags = await localizeTags(db, await findTagsBySlugs(db, slugs), locale);
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export async function listProductCardsByTagIds(tagIds: string[], limit: number, locale: string): Promise<ProductCard[]> {
  if (tagIds.length === 0) return [];
  const db = getDatabase();
  return localizeCards(db, (await findPublishedProductCardsByTagIds(db, tagIds, limit)).map(toProductCard), locale);
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

async function readCatalogPage(kind: ProductKind, params: CatalogListParams, locale: string): Promise<CatalogPage> {
  const db = getDatabase();
  const filter = await resolveCatalogFilter(db, kind, params);
  const counted = await countCatalogProducts(db, filter, CATALOG_COUNT_CAP + 1);
  const totalCapped = counted > CATALOG_COUNT_CAP;
  const total = Math.min(counted, CATALOG_COUNT_CAP);
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  // A page past the end (an old link after products were unpublished) shows the last page.
  const page = Math.min(params.page, pageCount);
  const rows =
    total === 0
      ? []
      : await findCatalogProductCards(db, filter, params.sort, { skip: (page - 1) * CATALOG_PAGE_SIZE, take: CATALOG_PAGE_SIZE });
  return { items: await localizeCards(db, rows.map(toProductCard), locale), total, totalCapped, page, pageCount, pageSize: CATALOG_PAGE_SIZE };
}

/** One page of the gift (`GIFT_VOUCHER`) or experience (`EXPERIENCE`) list. */
export const listCatalogPage = cachedRead(readCatalogPage, ['catalog-page'], (_kind, _params, locale) =>
  localizedCacheTags([cacheTags.catalog, cacheTags.tags], locale),
);

async function readCatalogFilterOptions(kind: ProductKind, locale: string): Promise<CatalogFilterOptions> {
  const db = getDatabase();
  const [tags, usedTagIds, cities, tagNames] = await Promise.all([
    findAllTags(db),
    findTagIdsInUse(db, kind),
    findCitiesInUse(db, kind),
    findTagNameTranslations(db, locale),
  ]);
  const categoryTags = nameTags(
    tags.filter((tag) => tag.type === 'CATEGORY'),
    tagNames,
    locale,
  );
  return {
    categories: buildCategoryFilterOptions(categoryTags, new Set(usedTagIds)),
    cities: cities.map((name) => ({ slug: slugifyText(name), name: localizeCity(name, tagNames) })),
  };
}

export const getCatalogFilterOptions = cachedRead(readCatalogFilterOptions, ['catalog-filter-options'], (_kind, locale) =>
  localizedCacheTags([cacheTags.catalog, cacheTags.tags], locale),
);

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
      .map(({ slug, name }) => ({ slug, name, untranslated: [] })),
    breadcrumbs: row.breadcrumbs.map((entry) => ({ ...entry.breadcrumb, untranslated: [] })),
    tourGrades: row.tourGrades.map((grade) => ({
      code: grade.code,
      title: grade.title,
      description: grade.description,
      prices: grade.prices
        .map((price) => ({ ageBandCode: price.ageBand.code, priceCents: price.priceCents }))
        .sort((a, b) => (ageBandOrder.get(a.ageBandCode) ?? 0) - (ageBandOrder.get(b.ageBandCode) ?? 0)),
      untranslated: [],
    })),
    ageBands: row.ageBands.map((band) => ({ ...band, untranslated: [] })),
    weeklySlots: row.serviceType === 'CUSTOM' ? row.availabilitySlots : [],
    coveredExperiences: row.coveredExperiences.map((entry) => toProductCard(entry.experience)),
    giftCoverage: row.kind === 'GIFT_VOUCHER' && row.coveredExperiences.length > 0 ? readGiftCoverage(row) : null,
    untranslated: [],
  };
}

/** The page's texts, tags, breadcrumbs and covered experiences in `locale`, English where missing. */
async function localizeProductDetail(db: DatabaseClient, detail: ProductDetail, locale: string): Promise<ProductDetail> {
  // Tag names serve the tags, the city and the covered experiences' cities: read once.
  const tagNames = await findTagNameTranslations(db, locale);
  const [translations, breadcrumbs, coveredExperiences, optionNames] = await Promise.all([
    findProductTranslations(db, [detail.id], locale),
    localizeBreadcrumbs(detail.breadcrumbs, locale),
    localizeCards(db, detail.coveredExperiences, locale, tagNames),
    readBookingOptionNames(detail.tourGrades.length > 0 ? [detail.id] : [], locale, db),
  ]);
  return {
    ...overlayTranslation(detail, translations.get(detail.id), productTextFields, locale),
    tourGrades: detail.tourGrades.map((grade) => optionNames.tourGrade(detail.id, grade)),
    ageBands: detail.ageBands.map((band) => optionNames.ageBand(detail.id, band)),
    city: detail.city ? localizeCity(detail.city, tagNames) : null,
    tags: nameTags(detail.tags, tagNames, locale),
    breadcrumbs,
    coveredExperiences,
  };
}

const readProductDetail = cachedRead(
  async (slug: string, locale: string): Promise<ProductDetail | null> => {
    const db = getDatabase();
    const row = await findPublishedProductDetailBySlug(db, slug);
    // Read with the product, so its page stays one cached read that a new review invalidates.
    return row ? localizeProductDetail(db, toProductDetail(row, await readProductReviews(slug, 1, locale, localizeProductTitles)), locale) : null;
  },
  ['product-detail'],
  (slug, locale) => localizedCacheTags([cacheTags.catalog, cacheTags.product(slug)], locale),
);

/**
 * A further page of the product's reviews ("Show more reviews"), a gift's naming each experience
 * in `locale`: cached per language like the product page, and invalidated with it.
 */
export const listProductReviews = cachedRead(
  (slug: string, page: number, locale: string) => readProductReviews(slug, page, locale, localizeProductTitles),
  ['product-reviews'],
  (slug, _page, locale) => localizedCacheTags([cacheTags.catalog, cacheTags.product(slug)], locale),
);

/** A published product of the kind by slug, or null (the page answers 404). */
export const getProductDetail = cache(async (kind: ProductKind, slug: string, locale: string): Promise<ProductDetail | null> => {
  const product = await readProductDetail(slug, locale);
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
    untranslated: [],
  };
}

async function toSearchPage(rows: SearchResultRow[], page: number, pageSize: number, matchedSimilarWords: boolean, locale: string): Promise<SearchPage> {
  const total = rows[0]?.total ?? 0;
  const totalCapped = rows[0]?.totalCapped ?? false;
  const items = await localizeCards(getDatabase(), rows.map(toSearchCard), locale);
  return { items, total, totalCapped, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize, matchedSimilarWords };
}

/**
 * Exact (prefix) matches when there are any; only a search they cannot answer falls back to
 * similar words, so a typo still finds something and correct words are never diluted
 * (docs/adr/0011).
 */
async function readSearchPage(text: string, page: number, pageSize: number, locale: string): Promise<SearchPage> {
  const queries = buildSearchTsQueries(text);
  if (!queries) return toSearchPage([], 1, pageSize, false, locale);
  const range = { skip: (page - 1) * pageSize, take: pageSize };
  const db = getDatabase();
  const rows = await searchPublishedProducts(db, queries, range, locale);
  if (rows.length > 0 || !canMatchSimilarWords(queries)) return toSearchPage(rows, page, pageSize, false, locale);
  // A page past the last exact match is empty too; only the first page tells that none matched.
  if (page > 1 && (await searchPublishedProducts(db, queries, { skip: 0, take: 1 }, locale)).length > 0) {
    return toSearchPage(rows, page, pageSize, false, locale);
  }
  return toSearchPage(await searchPublishedProductsBySimilarWords(db, queries.terms, range, locale), page, pageSize, true, locale);
}

/** Search in `locale` over published gifts and experiences, best match first, forgiving typos. */
export const searchCatalog = cachedRead(readSearchPage, ['catalog-search'], (_text, _page, _pageSize, locale) =>
  localizedCacheTags([cacheTags.catalog], locale),
);

/** The header's search-as-you-type suggestions. */
export async function listSearchSuggestions(text: string, locale: string): Promise<SearchSuggestion[]> {
  const { items } = await searchCatalog(text, 1, SEARCH_SUGGESTION_LIMIT, locale);
  return items.map((card) => ({
    kind: card.kind,
    slug: card.slug,
    title: card.title,
    city: card.city,
    priceCents: card.priceCents,
    imageUrl: card.image?.url ?? null,
  }));
}
