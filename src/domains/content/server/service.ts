import 'server-only';
import type { z } from 'zod';
import type { Prisma } from '@/generated/prisma/client';
import { SiteContentKey } from '@/generated/prisma/enums';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getPrisma, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import {
  footerContentSchema,
  homePageContentSchema,
  landingInputSchema,
  postInputSchema,
  type FooterContent,
  type HomePageContent,
  type LandingInput,
  type PostInput,
} from '../schemas';
import {
  countBreadcrumbsByIds,
  countLandingsByIds,
  countTagsByIds,
  createAuditLogEntry,
  findLandingById,
  findLandingIdByUrlPath,
  findPostById,
  findPostIdBySlug,
  replaceLandingBreadcrumbs,
  replaceLandingSimilar,
  replaceLandingTags,
  updateLandingFields,
  updatePostFields,
  upsertSiteContent,
} from './repository';

/** Validates staff input with the area's schema; field errors are keyed by dotted path ("hero.title"). */
function parseInputOrThrow<Schema extends z.ZodType>(schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    (fieldErrors[path] ??= []).push(issue.message);
  }
  throw new AppError('invalid_input', 'Some fields are not valid.', fieldErrors);
}

async function saveSiteContent<T extends Prisma.InputJsonValue>(key: SiteContentKey, content: T, staffUserId: string): Promise<T> {
  await getPrisma().$transaction(async (tx) => {
    await upsertSiteContent(tx, key, content, staffUserId);
    await createAuditLogEntry(tx, { staffId: staffUserId, action: 'site-content.update', entityType: 'SiteContent', entityId: key, data: content });
  });
  invalidateCacheTags([cacheTags.siteContent]);
  return content;
}

/** Saves the HOME_PAGE block staff edit; the next storefront request shows it. */
export async function updateHomePageContent(data: unknown, staffUserId: string): Promise<HomePageContent> {
  return saveSiteContent(SiteContentKey.HOME_PAGE, parseInputOrThrow(homePageContentSchema, data), staffUserId);
}

/** Saves the FOOTER block staff edit. */
export async function updateFooterContent(data: unknown, staffUserId: string): Promise<FooterContent> {
  return saveSiteContent(SiteContentKey.FOOTER, parseInputOrThrow(footerContentSchema, data), staffUserId);
}

async function assertAllExist(
  field: string,
  ids: string[] | undefined,
  count: (db: DatabaseClient, ids: string[]) => Promise<number>,
  db: DatabaseClient,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw new AppError('invalid_input', 'Some fields are not valid.', { [field]: ['Each entry may appear only once'] });
  if ((await count(db, unique)) !== unique.length) {
    throw new AppError('invalid_input', 'Some fields are not valid.', { [field]: ['Some of the chosen entries no longer exist'] });
  }
}

/** Updates a landing page and, when given, replaces its tags, breadcrumbs and similar landings. */
export async function updateLanding(id: string, data: unknown, staffUserId: string): Promise<{ id: string; urlPath: string }> {
  const input: LandingInput = parseInputOrThrow(landingInputSchema, data);
  if (input.similarIds?.includes(id)) {
    throw new AppError('invalid_input', 'Some fields are not valid.', { similarIds: ['A landing cannot be similar to itself'] });
  }
  const { tagIds, breadcrumbIds, similarIds, ...fields } = input;
  const saved = await getPrisma().$transaction(async (tx) => {
    if (!(await findLandingById(tx, id))) throw new AppError('not_found', 'Landing page not found.');
    const sameUrl = await findLandingIdByUrlPath(tx, fields.urlPath);
    if (sameUrl && sameUrl.id !== id) {
      throw new AppError('conflict', 'Another landing page uses this URL path.', { urlPath: ['Another landing page uses this URL path'] });
    }
    await assertAllExist('tagIds', tagIds, countTagsByIds, tx);
    await assertAllExist('breadcrumbIds', breadcrumbIds, countBreadcrumbsByIds, tx);
    await assertAllExist('similarIds', similarIds, countLandingsByIds, tx);

    const landing = await updateLandingFields(tx, id, fields);
    if (tagIds) await replaceLandingTags(tx, id, tagIds);
    if (breadcrumbIds) await replaceLandingBreadcrumbs(tx, id, breadcrumbIds);
    if (similarIds) await replaceLandingSimilar(tx, id, similarIds);
    await createAuditLogEntry(tx, { staffId: staffUserId, action: 'landing.update', entityType: 'Landing', entityId: id, data: input });
    return landing;
  });
  invalidateCacheTags([cacheTags.landings]);
  return saved;
}

/** Updates a blog post. Publishing without a date keeps the first publication date, or uses now. */
export async function updatePost(id: string, data: unknown, staffUserId: string): Promise<{ id: string; slug: string }> {
  const input: PostInput = parseInputOrThrow(postInputSchema, data);
  const saved = await getPrisma().$transaction(async (tx) => {
    const existing = await findPostById(tx, id);
    if (!existing) throw new AppError('not_found', 'Post not found.');
    const sameSlug = await findPostIdBySlug(tx, input.slug);
    if (sameSlug && sameSlug.id !== id) {
      throw new AppError('conflict', 'Another post uses this slug.', { slug: ['Another post uses this slug'] });
    }
    const publishedAt = input.publishedAt ? new Date(input.publishedAt) : input.published ? (existing.publishedAt ?? new Date()) : null;
    const post = await updatePostFields(tx, id, { ...input, publishedAt });
    await createAuditLogEntry(tx, { staffId: staffUserId, action: 'post.update', entityType: 'Post', entityId: id, data: input });
    return post;
  });
  invalidateCacheTags([cacheTags.posts]);
  return saved;
}
