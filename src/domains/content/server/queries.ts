import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { productListPath, productPath } from '@/domains/catalog/lib/product-path';
import type { ProductCard } from '@/domains/catalog/schemas';
import { listProductCardsByTagIds, localizeBreadcrumbs, localizeTagNames } from '@/domains/catalog/server/queries';
import type { SiteContentKey } from '@/generated/prisma/enums';
import { routing } from '@/i18n/routing';
import { mergeTranslatedTexts, overlayTranslation } from '@/lib/content-translation';
import { cachedRead, cacheTags, localizedCacheTags } from '@/server/cache';
import { getDatabase } from '@/server/db';
import { log } from '@/server/log';
import { expandTagIdsWithDescendants } from '../lib/tag-tree';
import {
  BLOG_PAGE_SIZE,
  landingTextFields,
  postTextFields,
  type CategoryTeaser,
  footerContentSchema,
  homePageContentSchema,
  logoContentSchema,
  type FooterContent,
  type HomePageContent,
  type LandingPage,
  type LogoContent,
  type Post,
  type PostPage,
  type PostSummary,
} from '../schemas';
import {
  countLivePosts,
  findLivePostBySlug,
  findLivePostSummaries,
  findPublishedLandingByUrlPath,
  findSiteContentData,
  findTagNodes,
  type PostSummaryRow,
} from './repository';
import { getLegalDocument } from './legal-documents';
import { findSitemapRows } from './repository-sitemap';
import { findLandingTranslations, findPostTranslations, findSiteContentTranslationData } from './repository-translations';

// Reads are cached across requests under the tags the content services invalidate; React's
// `cache` on top dedupes the calls header, footer, metadata and page make within one request.

/**
 * A block in `locale`, its texts translated where staff have (English otherwise). A block staff
 * have not saved yet (or saved in an older shape) renders as absent, never as a crash.
 */
async function readSiteContent<T>(key: SiteContentKey, schema: z.ZodType<T>, locale: string): Promise<T | null> {
  const db = getDatabase();
  const [data, translation] = await Promise.all([findSiteContentData(db, key), findSiteContentTranslationData(db, key, locale)]);
  if (data === null) return null;
  const parsed = schema.safeParse(mergeTranslatedTexts(data, translation));
  if (!parsed.success) {
    log.error({ key, issues: parsed.error.issues }, 'site content does not match its schema');
    return null;
  }
  return parsed.data;
}

const siteContentTags = (locale: string) => localizedCacheTags([cacheTags.siteContent], locale);

export const getFooterContent = cache(
  cachedRead(
    (locale: string): Promise<FooterContent | null> => readSiteContent('FOOTER', footerContentSchema, locale),
    ['site-content', 'footer'],
    siteContentTags,
  ),
);
export const getHomePageContent = cache(
  cachedRead(
    (locale: string): Promise<HomePageContent | null> => readSiteContent('HOME_PAGE', homePageContentSchema, locale),
    ['site-content', 'home-page'],
    siteContentTags,
  ),
);
export const getLogoContent = cache(
  cachedRead(
    (locale: string): Promise<LogoContent | null> => readSiteContent('LOGO', logoContentSchema, locale),
    ['site-content', 'logo'],
    siteContentTags,
  ),
);

// ───────────────────────────── Tags ─────────────────────────────

const listTagNodes = cachedRead(() => findTagNodes(getDatabase()), ['content', 'tag-nodes'], () => [cacheTags.tags]);

async function readCategoryTeasers(slugs: readonly string[], locale: string): Promise<CategoryTeaser[]> {
  if (slugs.length === 0) return [];
  const tags = await listTagNodes();
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const chosen = await localizeTagNames(
    slugs.flatMap((slug) => bySlug.get(slug) ?? []),
    locale,
  );
  return Promise.all(
    chosen.map(async (tag) => {
      const teaser = { slug: tag.slug, name: tag.name, untranslated: tag.untranslated };
      if (tag.imageUrl) return { ...teaser, imageUrl: tag.imageUrl };
      // A category staff have given no picture borrows its most popular product's cover.
      const [top] = await listProductCardsByTagIds(expandTagIdsWithDescendants([tag.id], tags), 1, locale);
      return { ...teaser, imageUrl: top?.image?.url ?? null };
    }),
  );
}

/** Category tags for the home page, in the order staff listed the slugs; unknown slugs drop out. */
export const listCategoryTeasers = cachedRead(readCategoryTeasers, ['content', 'category-teasers'], (_slugs, locale) =>
  localizedCacheTags([cacheTags.catalog, cacheTags.tags], locale),
);

// ───────────────────────────── Landings ─────────────────────────────

async function readLandingByUrlPath(urlPath: string, locale: string): Promise<LandingPage | null> {
  const db = getDatabase();
  const row = await findPublishedLandingByUrlPath(db, urlPath);
  if (!row) return null;
  const { breadcrumbs, tags, similar, updatedAt, ...fields } = row;
  const similarLandings = similar.map((entry) => entry.similar);
  const [translations, localizedBreadcrumbs] = await Promise.all([
    findLandingTranslations(db, [urlPath, ...similarLandings.map((landing) => landing.urlPath)], locale),
    localizeBreadcrumbs(
      breadcrumbs.map((entry) => entry.breadcrumb),
      locale,
    ),
  ]);
  return {
    ...overlayTranslation(fields, translations.get(urlPath), landingTextFields, locale),
    updatedAt: updatedAt.toISOString(),
    breadcrumbs: localizedBreadcrumbs,
    tagIds: tags.map((entry) => entry.tagId),
    similar: similarLandings.map((landing) => overlayTranslation(landing, translations.get(landing.urlPath), ['title'], locale)),
  };
}

/** A published landing in `locale` by its path without the leading slash (SPEC §2 catch-all), or null. */
export const getLandingByUrlPath = cache(
  cachedRead(readLandingByUrlPath, ['content', 'landing-by-url-path'], (_urlPath, locale) => localizedCacheTags([cacheTags.landings], locale)),
);

export const LANDING_PRODUCT_LIMIT = 24;

async function readLandingProducts(tagIds: readonly string[], limit: number, locale: string): Promise<ProductCard[]> {
  if (tagIds.length === 0) return [];
  const tags = await listTagNodes();
  return listProductCardsByTagIds(expandTagIdsWithDescendants(tagIds, tags), limit, locale);
}

const listLandingProductsCached = cachedRead(readLandingProducts, ['content', 'landing-products'], (_tagIds, _limit, locale) =>
  localizedCacheTags([cacheTags.catalog, cacheTags.tags], locale),
);

/** Products carrying the landing's tags or any tag below them, most popular first, in `locale`. */
export function listLandingProducts(tagIds: readonly string[], locale: string, limit = LANDING_PRODUCT_LIMIT): Promise<ProductCard[]> {
  return listLandingProductsCached(tagIds, limit, locale);
}

// ───────────────────────────── Blog ─────────────────────────────

function toPostSummary(row: PostSummaryRow): Omit<PostSummary, 'untranslated'> {
  // Live posts always have a date (see livePostsWhere).
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}

/** Post teasers in `locale`: translated titles and excerpts, English where missing. */
async function localizePostSummaries(rows: PostSummaryRow[], locale: string): Promise<PostSummary[]> {
  const translations = await findPostTranslations(getDatabase(), rows.map((row) => row.slug), locale);
  return rows.map((row) => overlayTranslation(toPostSummary(row), translations.get(row.slug), ['title', 'excerpt'], locale));
}

const postTags = (locale: string) => localizedCacheTags([cacheTags.posts], locale);

async function readPostPage(page: number, locale: string): Promise<PostPage> {
  const db = getDatabase();
  const now = new Date();
  const [total, rows] = await Promise.all([
    countLivePosts(db, now),
    findLivePostSummaries(db, now, (page - 1) * BLOG_PAGE_SIZE, BLOG_PAGE_SIZE),
  ]);
  return { posts: await localizePostSummaries(rows, locale), page, pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)), total };
}

/**
 * One page of the blog in `locale`, newest first. A scheduled post shows up when its date has
 * come and the cached page is next refreshed (at most the cache's revalidate window later).
 */
export const listPostPage = cache(cachedRead(readPostPage, ['content', 'post-page'], (_page, locale) => postTags(locale)));

async function readLatestPosts(count: number, locale: string): Promise<PostSummary[]> {
  if (count <= 0) return [];
  return localizePostSummaries(await findLivePostSummaries(getDatabase(), new Date(), 0, count), locale);
}

export const listLatestPosts = cache(cachedRead(readLatestPosts, ['content', 'latest-posts'], (_count, locale) => postTags(locale)));

async function readPostBySlug(slug: string, locale: string): Promise<Post | null> {
  const db = getDatabase();
  const [row, translations] = await Promise.all([findLivePostBySlug(db, slug, new Date()), findPostTranslations(db, [slug], locale)]);
  if (!row) return null;
  const { updatedAt, ...fields } = row;
  const post = { ...fields, ...toPostSummary(fields) };
  return { ...overlayTranslation(post, translations.get(slug), postTextFields, locale), updatedAt: updatedAt.toISOString() };
}

/** A live post in `locale`, or null for an unknown, unpublished or not-yet-due slug. */
export const getPostBySlug = cache(cachedRead(readPostBySlug, ['content', 'post-by-slug'], (_slug, locale) => postTags(locale)));

// ───────────────────────────── Sitemap ─────────────────────────────

export interface SitemapEntry {
  /** Site path without locale prefix, starting with `/`. */
  path: string;
  /** ISO date-time of the last change, when known. */
  lastModified?: string;
}

function findLatest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((latest, date) => (latest === undefined || date > latest ? date : latest), undefined);
}

async function readSitemapEntries(): Promise<SitemapEntry[]> {
  const [{ products, landings, posts }, terms, privacy] = await Promise.all([
    findSitemapRows(getDatabase(), new Date()),
    getLegalDocument(routing.defaultLocale, 'terms-and-conditions'),
    getLegalDocument(routing.defaultLocale, 'privacy'),
  ]);
  const productEntries = products.map((product) => ({
    kind: product.kind,
    path: productPath(product),
    lastModified: product.updatedAt.toISOString(),
  }));
  const landingEntries = landings.map((landing) => ({ path: `/${landing.urlPath}`, lastModified: landing.updatedAt.toISOString() }));
  const postEntries = posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt.toISOString() }));
  const latestOf = (kind: string) => findLatest(productEntries.filter((entry) => entry.kind === kind).map((entry) => entry.lastModified));
  return [
    { path: '/', lastModified: findLatest([...productEntries, ...landingEntries, ...postEntries].map((entry) => entry.lastModified)) },
    { path: productListPath('GIFT_VOUCHER'), lastModified: latestOf('GIFT_VOUCHER') },
    { path: productListPath('EXPERIENCE'), lastModified: latestOf('EXPERIENCE') },
    { path: '/blog', lastModified: findLatest(postEntries.map((entry) => entry.lastModified)) },
    { path: '/certificate/activation' },
    { path: '/voucher/check' },
    { path: '/terms-and-conditions', lastModified: `${terms.lastUpdated}T00:00:00.000Z` },
    { path: '/privacy', lastModified: `${privacy.lastUpdated}T00:00:00.000Z` },
    ...productEntries.map(({ path, lastModified }) => ({ path, lastModified })),
    ...landingEntries,
    ...postEntries,
  ];
}

/** The storefront's public pages and every published product, landing and live post, with its last change. */
export const listSitemapEntries = cachedRead(readSitemapEntries, ['content', 'sitemap'], () => [
  cacheTags.catalog,
  cacheTags.landings,
  cacheTags.posts,
]);
