import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { SiteContentKey } from '@/generated/prisma/enums';
import type { DatabaseClient } from '@/server/db';

// ───────────────────────────── Site content ─────────────────────────────

export async function findSiteContentData(db: DatabaseClient, key: SiteContentKey): Promise<unknown> {
  const row = await db.siteContent.findUnique({ where: { key }, select: { data: true } });
  return row?.data ?? null;
}

export function upsertSiteContent(db: DatabaseClient, key: SiteContentKey, data: Prisma.InputJsonValue, staffUserId: string) {
  return db.siteContent.upsert({
    where: { key },
    create: { key, data, updatedById: staffUserId },
    update: { data, updatedById: staffUserId },
    select: { key: true },
  });
}

// ───────────────────────────── Landings ─────────────────────────────

const landingPageSelect = {
  id: true,
  urlPath: true,
  title: true,
  body: true,
  bannerImg: true,
  thumbImg: true,
  seoTitle: true,
  seoDescription: true,
  seoKeywords: true,
  updatedAt: true,
  breadcrumbs: {
    select: { breadcrumb: { select: { label: true, url: true } } },
    orderBy: [{ position: 'asc' }, { breadcrumbId: 'asc' }],
  },
  tags: { select: { tagId: true } },
  similar: {
    where: { similar: { published: true } },
    select: { similar: { select: { urlPath: true, title: true, thumbImg: true } } },
    orderBy: [{ position: 'asc' }, { similarId: 'asc' }],
  },
} satisfies Prisma.LandingSelect;

export type LandingPageRow = Prisma.LandingGetPayload<{ select: typeof landingPageSelect }>;

export function findPublishedLandingByUrlPath(db: DatabaseClient, urlPath: string): Promise<LandingPageRow | null> {
  return db.landing.findFirst({ where: { urlPath, published: true }, select: landingPageSelect });
}

export function findLandingById(db: DatabaseClient, id: string) {
  return db.landing.findUnique({ where: { id }, select: { id: true, urlPath: true } });
}

export function findLandingIdByUrlPath(db: DatabaseClient, urlPath: string) {
  return db.landing.findUnique({ where: { urlPath }, select: { id: true } });
}

type LandingFields = Omit<Prisma.LandingUncheckedUpdateInput, 'id' | 'tags' | 'breadcrumbs' | 'similar' | 'similarOf'>;

export function updateLandingFields(db: DatabaseClient, id: string, fields: LandingFields) {
  return db.landing.update({ where: { id }, data: fields, select: { id: true, urlPath: true } });
}

export async function replaceLandingTags(db: DatabaseClient, landingId: string, tagIds: string[]): Promise<void> {
  await db.landingTag.deleteMany({ where: { landingId } });
  if (tagIds.length > 0) await db.landingTag.createMany({ data: tagIds.map((tagId) => ({ landingId, tagId })) });
}

export async function replaceLandingBreadcrumbs(db: DatabaseClient, landingId: string, breadcrumbIds: string[]): Promise<void> {
  await db.landingBreadcrumb.deleteMany({ where: { landingId } });
  if (breadcrumbIds.length > 0) {
    await db.landingBreadcrumb.createMany({
      data: breadcrumbIds.map((breadcrumbId, position) => ({ landingId, breadcrumbId, position })),
    });
  }
}

export async function replaceLandingSimilar(db: DatabaseClient, landingId: string, similarIds: string[]): Promise<void> {
  await db.landingSimilar.deleteMany({ where: { landingId } });
  if (similarIds.length > 0) {
    await db.landingSimilar.createMany({ data: similarIds.map((similarId, position) => ({ landingId, similarId, position })) });
  }
}

export function countTagsByIds(db: DatabaseClient, ids: string[]): Promise<number> {
  return db.tag.count({ where: { id: { in: ids } } });
}

export function countBreadcrumbsByIds(db: DatabaseClient, ids: string[]): Promise<number> {
  return db.breadcrumb.count({ where: { id: { in: ids } } });
}

export function countLandingsByIds(db: DatabaseClient, ids: string[]): Promise<number> {
  return db.landing.count({ where: { id: { in: ids } } });
}

/** Every tag as a tree node: the landing's products include those of descendant tags. */
export function findTagNodes(db: DatabaseClient) {
  return db.tag.findMany({
    select: { id: true, parentId: true, slug: true, name: true, imageUrl: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
}

// ───────────────────────────── Posts ─────────────────────────────

const postSummarySelect = {
  slug: true,
  title: true,
  excerpt: true,
  coverImage: true,
  authorName: true,
  publishedAt: true,
} satisfies Prisma.PostSelect;

export type PostSummaryRow = Prisma.PostGetPayload<{ select: typeof postSummarySelect }>;

/** Live posts: published, with a publication date that has come. */
export function livePostsWhere(now: Date): Prisma.PostWhereInput {
  return { published: true, publishedAt: { lte: now } };
}

export function findLivePostSummaries(db: DatabaseClient, now: Date, skip: number, take: number): Promise<PostSummaryRow[]> {
  return db.post.findMany({
    where: livePostsWhere(now),
    select: postSummarySelect,
    // Newest first; the id breaks ties so pages never overlap.
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  });
}

export function countLivePosts(db: DatabaseClient, now: Date): Promise<number> {
  return db.post.count({ where: livePostsWhere(now) });
}

export function findLivePostBySlug(db: DatabaseClient, slug: string, now: Date) {
  return db.post.findFirst({
    where: { slug, ...livePostsWhere(now) },
    select: { ...postSummarySelect, body: true, seoTitle: true, seoDescription: true, updatedAt: true },
  });
}

export function findPostById(db: DatabaseClient, id: string) {
  return db.post.findUnique({ where: { id }, select: { id: true, slug: true, publishedAt: true } });
}

export function findPostIdBySlug(db: DatabaseClient, slug: string) {
  return db.post.findUnique({ where: { slug }, select: { id: true } });
}

export function updatePostFields(db: DatabaseClient, id: string, fields: Prisma.PostUncheckedUpdateInput) {
  return db.post.update({ where: { id }, data: fields, select: { id: true, slug: true } });
}
