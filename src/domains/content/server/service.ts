import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { SiteContentKey } from '@/generated/prisma/enums';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
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

async function saveSiteContent<T extends Prisma.InputJsonValue>(
  key: SiteContentKey,
  content: T,
  staffUserId: string,
  db: DatabaseClient | undefined,
): Promise<T> {
  await runInTransaction(db, async (tx) => {
    await upsertSiteContent(tx, key, content, staffUserId);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'site-content.update', entityType: 'SiteContent', entityId: key, data: content });
  });
  await invalidateCacheTags([cacheTags.siteContent]);
  return content;
}

/** Saves the HOME_PAGE block staff edit; the next storefront request shows it. */
export async function updateHomePageContent(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<HomePageContent> {
  return saveSiteContent(SiteContentKey.HOME_PAGE, parseInput(homePageContentSchema, data), staffUserId, db);
}

/** Saves the FOOTER block staff edit. */
export async function updateFooterContent(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<FooterContent> {
  return saveSiteContent(SiteContentKey.FOOTER, parseInput(footerContentSchema, data), staffUserId, db);
}

/** Every id names an existing row, once; otherwise a field error on `field`. */
export async function assertAllExist(
  field: string,
  ids: string[] | undefined,
  count: (db: DatabaseClient, ids: string[]) => Promise<number>,
  db: DatabaseClient,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw new AppError('invalid_input', 'Some fields need attention.', { [field]: ['Each entry may appear only once'] });
  if ((await count(db, unique)) !== unique.length) {
    throw new AppError('invalid_input', 'Some fields need attention.', { [field]: ['Some of the chosen entries no longer exist'] });
  }
}

/** Updates a landing page and, when given, replaces its tags, breadcrumbs and similar landings. */
export async function updateLanding(
  id: string,
  data: unknown,
  staffUserId: string,
  db?: DatabaseClient,
): Promise<{ id: string; urlPath: string }> {
  const input: LandingInput = parseInput(landingInputSchema, data);
  if (input.similarIds?.includes(id)) {
    throw new AppError('invalid_input', 'Some fields need attention.', { similarIds: ['A landing cannot be similar to itself'] });
  }
  const { tagIds, breadcrumbIds, similarIds, ...fields } = input;
  const saved = await runInTransaction(db, async (tx) => {
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
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'landing.update', entityType: 'Landing', entityId: id, data: input });
    return landing;
  });
  await invalidateCacheTags([cacheTags.landings]);
  return saved;
}

/** Updates a blog post. Publishing without a date keeps the first publication date, or uses now. */
export async function updatePost(id: string, data: unknown, staffUserId: string, db?: DatabaseClient): Promise<{ id: string; slug: string }> {
  const input: PostInput = parseInput(postInputSchema, data);
  const saved = await runInTransaction(db, async (tx) => {
    const existing = await findPostById(tx, id);
    if (!existing) throw new AppError('not_found', 'Post not found.');
    const sameSlug = await findPostIdBySlug(tx, input.slug);
    if (sameSlug && sameSlug.id !== id) {
      throw new AppError('conflict', 'Another post uses this slug.', { slug: ['Another post uses this slug'] });
    }
    const publishedAt = input.publishedAt ? new Date(input.publishedAt) : input.published ? (existing.publishedAt ?? new Date()) : null;
    const post = await updatePostFields(tx, id, { ...input, publishedAt });
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'post.update', entityType: 'Post', entityId: id, data: input });
    return post;
  });
  await invalidateCacheTags([cacheTags.posts]);
  return saved;
}
