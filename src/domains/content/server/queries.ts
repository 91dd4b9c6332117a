import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { productListPath, productPath } from '@/domains/catalog/lib/product-path';
import type { ProductCard } from '@/domains/catalog/schemas';
import { listProductCardsByTagIds } from '@/domains/catalog/server/queries';
import type { SiteContentKey } from '@/generated/prisma/enums';
import { routing } from '@/i18n/routing';
import { cachedRead, cacheTags } from '@/server/cache';
import { getDatabase } from '@/server/db';
import { log } from '@/server/log';
import { expandTagIdsWithDescendants } from '../lib/tag-tree';
import {
  BLOG_PAGE_SIZE,
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

// Reads are cached across requests under the tags the content services invalidate; React's
// `cache` on top dedupes the calls header, footer, metadata and page make within one request.

/** A block staff have not saved yet (or saved in an older shape) renders as absent, never as a crash. */
async function readSiteContent<T>(key: SiteContentKey, schema: z.ZodType<T>): Promise<T | null> {
  const data = await findSiteContentData(getDatabase(), key);
  if (data === null) return null;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    log.error({ key, issues: parsed.error.issues }, 'site content does not match its schema');
    return null;
  }
  return parsed.data;
}

const siteContentTags = () => [cacheTags.siteContent];

export const getFooterContent = cache(
  cachedRead((): Promise<FooterContent | null> => readSiteContent('FOOTER', footerContentSchema), ['site-content', 'footer'], siteContentTags),
);
export const getHomePageContent = cache(
  cachedRead(
    (): Promise<HomePageContent | null> => readSiteContent('HOME_PAGE', homePageContentSchema),
    ['site-content', 'home-page'],
    siteContentTags,
  ),
);
export const getLogoContent = cache(
  cachedRead((): Promise<LogoContent | null> => readSiteContent('LOGO', logoContentSchema), ['site-content', 'logo'], siteContentTags),
);

// ───────────────────────────── Tags ─────────────────────────────

const listTagNodes = cachedRead(() => findTagNodes(getDatabase()), ['content', 'tag-nodes'], () => [cacheTags.tags]);

async function readCategoryTeasers(slugs: readonly string[]): Promise<CategoryTeaser[]> {
  if (slugs.length === 0) return [];
  const tags = await listTagNodes();
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const chosen = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return Promise.all(
    chosen.map(async (tag) => {
      if (tag.imageUrl) return { slug: tag.slug, name: tag.name, imageUrl: tag.imageUrl };
      // A category staff have given no picture borrows its most popular product's cover.
      const [top] = await listProductCardsByTagIds(expandTagIdsWithDescendants([tag.id], tags), 1);
      return { slug: tag.slug, name: tag.name, imageUrl: top?.image?.url ?? null };
    }),
  );
}

/** Category tags for the home page, in the order staff listed the slugs; unknown slugs drop out. */
export const listCategoryTeasers = cachedRead(readCategoryTeasers, ['content', 'category-teasers'], () => [cacheTags.catalog, cacheTags.tags]);

// ───────────────────────────── Landings ─────────────────────────────

async function readLandingByUrlPath(urlPath: string): Promise<LandingPage | null> {
  const row = await findPublishedLandingByUrlPath(getDatabase(), urlPath);
  if (!row) return null;
  const { breadcrumbs, tags, similar, updatedAt, ...fields } = row;
  return {
    ...fields,
    updatedAt: updatedAt.toISOString(),
    breadcrumbs: breadcrumbs.map((entry) => entry.breadcrumb),
    tagIds: tags.map((entry) => entry.tagId),
    similar: similar.map((entry) => entry.similar),
  };
}

/** A published landing by its path without the leading slash (SPEC §2 catch-all), or null. */
export const getLandingByUrlPath = cache(
  cachedRead(readLandingByUrlPath, ['content', 'landing-by-url-path'], () => [cacheTags.landings]),
);

export const LANDING_PRODUCT_LIMIT = 24;

async function readLandingProducts(tagIds: readonly string[], limit: number): Promise<ProductCard[]> {
  if (tagIds.length === 0) return [];
  const tags = await listTagNodes();
  return listProductCardsByTagIds(expandTagIdsWithDescendants(tagIds, tags), limit);
}

const listLandingProductsCached = cachedRead(readLandingProducts, ['content', 'landing-products'], () => [cacheTags.catalog, cacheTags.tags]);

/** Products carrying the landing's tags or any tag below them, most popular first. */
export function listLandingProducts(tagIds: readonly string[], limit = LANDING_PRODUCT_LIMIT): Promise<ProductCard[]> {
  return listLandingProductsCached(tagIds, limit);
}

// ───────────────────────────── Blog ─────────────────────────────

function toPostSummary(row: PostSummaryRow): PostSummary {
  // Live posts always have a date (see livePostsWhere).
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}

async function readPostPage(page: number): Promise<PostPage> {
  const db = getDatabase();
  const now = new Date();
  const [total, rows] = await Promise.all([
    countLivePosts(db, now),
    findLivePostSummaries(db, now, (page - 1) * BLOG_PAGE_SIZE, BLOG_PAGE_SIZE),
  ]);
  return { posts: rows.map(toPostSummary), page, pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)), total };
}

/**
 * One page of the blog, newest first. A scheduled post shows up when its date has come and the
 * cached page is next refreshed (at most the cache's revalidate window later).
 */
export const listPostPage = cache(cachedRead(readPostPage, ['content', 'post-page'], () => [cacheTags.posts]));

async function readLatestPosts(count: number): Promise<PostSummary[]> {
  if (count <= 0) return [];
  return (await findLivePostSummaries(getDatabase(), new Date(), 0, count)).map(toPostSummary);
}

export const listLatestPosts = cache(cachedRead(readLatestPosts, ['content', 'latest-posts'], () => [cacheTags.posts]));

async function readPostBySlug(slug: string): Promise<Post | null> {
  const row = await findLivePostBySlug(getDatabase(), slug, new Date());
  if (!row) return null;
  const { updatedAt, body, seoTitle, seoDescription, ...summary } = row;
  return { ...toPostSummary(summary), body, seoTitle, seoDescription, updatedAt: updatedAt.toISOString() };
}

/** A live post, or null for an unknown, unpublished or not-yet-due slug. */
export const getPostBySlug = cache(cachedRead(readPostBySlug, ['content', 'post-by-slug'], () => [cacheTags.posts]));

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
