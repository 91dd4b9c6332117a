import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { SiteContentKey } from '@/generated/prisma/enums';
import { listReadableTexts, nestTranslatedTexts } from '@/lib/content-translation';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, cacheTagsEditedIn, invalidateCacheTags } from '@/server/cache';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { parseTranslationLocale } from '@/server/translation-locale';
import {
  breadcrumbTranslationInputSchema,
  landingTranslationInputSchema,
  postTranslationInputSchema,
  textsTranslationInputSchema,
  type StaffLandingTranslation,
  type StaffPostTranslation,
  type StaffTextsTranslation,
} from '../translation-schemas';
import { findSiteContentData } from './repository';
import {
  findBreadcrumbs,
  findLandingTranslation,
  findPostTranslation,
  findSiteContentTranslation,
  landingExists,
  postExists,
  upsertBreadcrumbTranslation,
  upsertLandingTranslation,
  upsertPostTranslation,
  upsertSiteContentTranslation,
} from './repository-translation-edits';

/*
 * Staff edits of content in another language than English (docs/adr/0024): landings, posts, the
 * site's blocks (home page, footer, logo) and breadcrumb labels. Each saves one language at once and
 * expires only that language's cached pages.
 */


const isoOrNull = (date: Date | undefined) => date?.toISOString() ?? null;

// ───────────────────────────── Landings ─────────────────────────────

const LANDING_NOT_FOUND = () => new AppError('not_found', 'This landing page does not exist.');

function toStaffLandingTranslation(locale: string, row: Awaited<ReturnType<typeof findLandingTranslation>>): StaffLandingTranslation {
  return {
    locale,
    title: row?.title ?? null,
    body: row?.body ?? null,
    seoTitle: row?.seoTitle ?? null,
    seoDescription: row?.seoDescription ?? null,
    seoKeywords: row?.seoKeywords ?? null,
    updatedAt: isoOrNull(row?.updatedAt),
  };
}

export async function getLandingTranslation(landingId: string, rawLocale: string, db?: DatabaseClient): Promise<StaffLandingTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const database = getDatabase(db);
  if (!(await landingExists(database, landingId))) throw LANDING_NOT_FOUND();
  return toStaffLandingTranslation(locale, await findLandingTranslation(database, landingId, locale));
}

export async function saveLandingTranslation(landingId: string, rawLocale: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffLandingTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const texts = parseInput(landingTranslationInputSchema, rawInput);
  const saved = await runInTransaction(db, async (tx) => {
    if (!(await landingExists(tx, landingId))) throw LANDING_NOT_FOUND();
    const row = await upsertLandingTranslation(tx, landingId, locale, texts);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'landing.translate', entityType: 'Landing', entityId: landingId, data: { locale, texts } });
    return row;
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.landings], locale));
  return toStaffLandingTranslation(locale, saved);
}

// ───────────────────────────── Posts ─────────────────────────────

const POST_NOT_FOUND = () => new AppError('not_found', 'This post does not exist.');

function toStaffPostTranslation(locale: string, row: Awaited<ReturnType<typeof findPostTranslation>>): StaffPostTranslation {
  return {
    locale,
    title: row?.title ?? null,
    excerpt: row?.excerpt ?? null,
    body: row?.body ?? null,
    seoTitle: row?.seoTitle ?? null,
    seoDescription: row?.seoDescription ?? null,
    updatedAt: isoOrNull(row?.updatedAt),
  };
}

export async function getPostTranslation(postId: string, rawLocale: string, db?: DatabaseClient): Promise<StaffPostTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const database = getDatabase(db);
  if (!(await postExists(database, postId))) throw POST_NOT_FOUND();
  return toStaffPostTranslation(locale, await findPostTranslation(database, postId, locale));
}

export async function savePostTranslation(postId: string, rawLocale: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffPostTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const texts = parseInput(postTranslationInputSchema, rawInput);
  const saved = await runInTransaction(db, async (tx) => {
    if (!(await postExists(tx, postId))) throw POST_NOT_FOUND();
    const row = await upsertPostTranslation(tx, postId, locale, texts);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'post.translate', entityType: 'Post', entityId: postId, data: { locale, texts } });
    return row;
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.posts], locale));
  return toStaffPostTranslation(locale, saved);
}

// ───────────────────────────── Site blocks ─────────────────────────────

/** The translation's texts by path, for each readable text the English block has now. */
function textsByPath(english: unknown, translation: unknown): Record<string, string | null> {
  return Object.fromEntries(
    listReadableTexts(english).map(({ path }) => {
      const text = path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), translation);
      return [path, typeof text === 'string' ? text : null];
    }),
  );
}

export async function getSiteContentTranslation(key: SiteContentKey, rawLocale: string, db?: DatabaseClient): Promise<StaffTextsTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const database = getDatabase(db);
  const [english, translation] = await Promise.all([findSiteContentData(database, key), findSiteContentTranslation(database, key, locale)]);
  return { locale, texts: textsByPath(english, translation) };
}

/** Saves a block's texts in one language; only paths where the English block has a text are taken. */
export async function saveSiteContentTranslation(key: SiteContentKey, rawLocale: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffTextsTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const { texts } = parseInput(textsTranslationInputSchema, rawInput);
  const saved = await runInTransaction(db, async (tx) => {
    const english = await findSiteContentData(tx, key);
    if (english === null) throw new AppError('conflict', 'Save the English version of this block first.');
    const known = new Set(listReadableTexts(english).map((text) => text.path));
    const unknown = Object.keys(texts).filter((path) => !known.has(path));
    if (unknown.length > 0) {
      throw new AppError('invalid_input', 'Some texts are not in the English block.', Object.fromEntries(unknown.map((path) => [`texts.${path}`, ['Not a text of this block']])));
    }
    const data = nestTranslatedTexts(texts);
    await upsertSiteContentTranslation(tx, key, locale, data as Prisma.InputJsonObject, staffUserId);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'site-content.translate', entityType: 'SiteContent', entityId: key, data: { locale, texts } });
    return textsByPath(english, data);
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.siteContent], locale));
  return { locale, texts: saved };
}

// ───────────────────────────── Breadcrumbs ─────────────────────────────

/** Every breadcrumb's label in the language, by breadcrumb id (null: not translated). */
export async function getBreadcrumbTranslations(rawLocale: string, db?: DatabaseClient): Promise<StaffTextsTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const breadcrumbs = await findBreadcrumbs(getDatabase(db), locale);
  return { locale, texts: Object.fromEntries(breadcrumbs.map((breadcrumb) => [breadcrumb.id, breadcrumb.translations[0]?.label ?? null])) };
}

export async function saveBreadcrumbTranslations(rawLocale: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffTextsTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const { texts } = parseInput(breadcrumbTranslationInputSchema, rawInput);
  await runInTransaction(db, async (tx) => {
    const known = new Set((await findBreadcrumbs(tx, locale)).map((breadcrumb) => breadcrumb.id));
    const unknown = Object.keys(texts).filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError('invalid_input', 'Some breadcrumbs no longer exist. Reload the page.', { texts: ['Unknown breadcrumb'] });
    for (const [breadcrumbId, label] of Object.entries(texts)) await upsertBreadcrumbTranslation(tx, breadcrumbId, locale, label);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'breadcrumb.translate', entityType: 'Breadcrumb', entityId: locale, data: { locale, texts } });
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.landings, cacheTags.catalog], locale));
  return getBreadcrumbTranslations(locale, db);
}
