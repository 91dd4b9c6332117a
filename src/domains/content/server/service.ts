import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { SiteContentKey } from '@/generated/prisma/enums';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import {
  footerContentSchema,
  homePageContentSchema,
  landingInputSchema,
  logoContentSchema,
  postInputSchema,
  postUpdateWithIdSchema,
  type FooterContent,
  type HomePageContent,
  type LandingInput,
  type LogoContent,
  type PostInput,
  type StaffPost,
  type StaffPostListParams,
  type StaffPostRow,
} from '../schemas';
import {
  countBreadcrumbsByIds,
  countLandingsByIds,
  countTagsByIds,
  findLandingById,
  findLandingIdByUrlPath,
  findPostById,
  findPostIdBySlug,
  findSiteContentData,
  replaceLandingBreadcrumbs,
  replaceLandingSimilar,
  replaceLandingTags,
  updateLandingFields,
  updatePostFields,
  upsertSiteContent,
} from './repository';
import { deletePostRow, findPostForStaff, findPostsForStaff, insertPost, type StaffPostRecord } from './repository-staff-posts';

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

/** Saves the LOGO block: an uploaded picture with its alt text and display size. */
export async function updateLogoContent(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<LogoContent> {
  return saveSiteContent(SiteContentKey.LOGO, parseInput(logoContentSchema, data), staffUserId, db);
}

const staffEditedBlocks = {
  HOME_PAGE: homePageContentSchema,
  FOOTER: footerContentSchema,
  LOGO: logoContentSchema,
} as const;

type StaffEditedBlock<Key extends SiteContentKey> = ReturnType<(typeof staffEditedBlocks)[Key]['parse']>;

/**
 * A block as staff last saved it, or null when it was never saved. A block stored in an older
 * shape is null too, so the editor starts afresh instead of failing to open.
 */
export async function getSiteContentForStaff<Key extends SiteContentKey>(key: Key, db?: DatabaseClient): Promise<StaffEditedBlock<Key> | null> {
  const data = await findSiteContentData(getDatabase(db), key);
  if (data === null) return null;
  const parsed = staffEditedBlocks[key].safeParse(data);
  return parsed.success ? (parsed.data as StaffEditedBlock<Key>) : null;
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

/** Request size for a post: the schema allows a 200,000-character body, which UTF-8 may double. */
export const MAX_POST_BODY_BYTES = 512 * 1024;

function toStaffPost(record: StaffPostRecord): StaffPost {
  return { ...record, publishedAt: record.publishedAt?.toISOString() ?? null, updatedAt: record.updatedAt.toISOString() };
}

const slugTaken = () => new AppError('conflict', 'Another post uses this slug.', { slug: ['Another post uses this slug'] });

/** SPEC §7 list of blog posts for the back office: every post, searched by title or slug. */
export async function listPostsForStaff(params: StaffPostListParams, db?: DatabaseClient): Promise<{ data: StaffPostRow[]; total: number }> {
  const { rows, total } = await findPostsForStaff(getDatabase(db), params.search, (params.page - 1) * params.per_page, params.per_page);
  return {
    data: rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() })),
    total,
  };
}

export async function getPostForStaff(id: string, db?: DatabaseClient): Promise<StaffPost> {
  const record = await findPostForStaff(getDatabase(db), id);
  if (!record) throw new AppError('not_found', 'Post not found.');
  return toStaffPost(record);
}

/** Writes a new blog post. Published without a date, it goes live at once; a future date schedules it. */
export async function createPost(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffPost> {
  const input: PostInput = parseInput(postInputSchema, data);
  const publishedAt = input.publishedAt ? new Date(input.publishedAt) : input.published ? new Date() : null;
  try {
    const created = await runInTransaction(db, async (tx) => {
      if (await findPostIdBySlug(tx, input.slug)) throw slugTaken();
      const record = await insertPost(tx, { ...input, publishedAt });
      await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'post.create', entityType: 'Post', entityId: record.id, data: input });
      return record;
    });
    await invalidateCacheTags([cacheTags.posts]);
    return toStaffPost(created);
  } catch (error) {
    // Two staff saving the same slug at once: the database's unique index decides.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Updates a post (see `updatePost`) and answers it as the back office shows it. */
export async function updatePostForStaff(id: string, data: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffPost> {
  await updatePost(id, data, staffUserId, db);
  return getPostForStaff(id, db);
}

/** SPEC §7 PUT /content/posts: the same update, with the post's id in the body. */
export async function updatePostByBody(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffPost> {
  const { id, ...input } = parseInput(postUpdateWithIdSchema, data);
  return updatePostForStaff(id, input, staffUserId, db);
}

/** Deletes a post for good; the blog, its page and the sitemap drop it on the next request. */
export async function deletePost(id: string, staffUserId: string, db?: DatabaseClient): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const existing = await findPostForStaff(tx, id);
    if (!existing) throw new AppError('not_found', 'Post not found.');
    await deletePostRow(tx, id);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'post.delete', entityType: 'Post', entityId: id, data: { slug: existing.slug, title: existing.title } });
  });
  await invalidateCacheTags([cacheTags.posts]);
}
