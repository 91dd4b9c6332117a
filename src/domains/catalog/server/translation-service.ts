import 'server-only';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, cacheTagsEditedIn, invalidateCacheTags } from '@/server/cache';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { parseTranslationLocale } from '@/server/translation-locale';
import {
  productTranslationInputSchema,
  tagTranslationInputSchema,
  type ProductTranslationInput,
  type StaffProductTranslation,
  type StaffTagTranslation,
} from '../translation-schemas';
import {
  findBookingOptionTranslationsOf,
  findProductTranslation,
  findTagTranslation,
  upsertProductTranslation,
  findProductSlugById,
  tagExists,
  upsertAgeBandTranslation,
  upsertTagTranslation,
  upsertTourGradeTranslation,
} from './repository-translations';

/*
 * Staff edits of the catalogue's texts in another language than English (docs/adr/0024). The
 * English texts are edited with the item; a language's texts are saved on their own, and expire
 * only that language's cached pages.
 */


const PRODUCT_NOT_FOUND = () => new AppError('not_found', 'This product does not exist.');
const TAG_NOT_FOUND = () => new AppError('not_found', 'This tag does not exist.');

type StoredOptions = NonNullable<Awaited<ReturnType<typeof findBookingOptionTranslationsOf>>>;

function toStaffProductTranslation(locale: string, row: Awaited<ReturnType<typeof findProductTranslation>>, options: StoredOptions): StaffProductTranslation {
  return {
    locale,
    title: row?.title ?? null,
    summary: row?.summary ?? null,
    description: row?.description ?? null,
    meetingPoint: row?.meetingPoint ?? null,
    cancellationPolicy: row?.cancellationPolicy ?? null,
    seoTitle: row?.seoTitle ?? null,
    seoDescription: row?.seoDescription ?? null,
    tourGrades: options.tourGrades.map((grade) => ({ code: grade.code, title: grade.translations[0]?.title ?? null, description: grade.translations[0]?.description ?? null })),
    ageBands: options.ageBands.map((band) => ({ code: band.code, label: band.translations[0]?.label ?? null })),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function findBookingOptionsOf(db: DatabaseClient, productId: string, locale: string): Promise<StoredOptions> {
  const options = await findBookingOptionTranslationsOf(db, productId, locale);
  if (!options) throw PRODUCT_NOT_FOUND();
  return options;
}

/** A code staff sent that the product does not have: the form was older than the product's options. */
function refuseUnknownOption(field: 'tourGrades' | 'ageBands', index: number): AppError {
  const message = field === 'tourGrades' ? 'This experience has no option with this code. Reload the page.' : 'This experience has no age band with this code. Reload the page.';
  return new AppError('invalid_input', message, { [`${field}.${index}.code`]: [message] });
}

/** Saves the options' and age bands' texts sent (those left out keep theirs), all codes checked first. */
async function saveBookingOptionTranslations(tx: DatabaseClient, productId: string, locale: string, input: Pick<ProductTranslationInput, 'tourGrades' | 'ageBands'>) {
  const stored = await findBookingOptionsOf(tx, productId, locale);
  const gradeIds = new Map(stored.tourGrades.map((grade) => [grade.code, grade.id]));
  const bandIds = new Map(stored.ageBands.map((band) => [band.code, band.id]));
  const grades = (input.tourGrades ?? []).map(({ code, ...texts }, index) => {
    const id = gradeIds.get(code);
    if (!id) throw refuseUnknownOption('tourGrades', index);
    return { id, texts };
  });
  const bands = (input.ageBands ?? []).map(({ code, label }, index) => {
    const id = bandIds.get(code);
    if (!id) throw refuseUnknownOption('ageBands', index);
    return { id, label };
  });
  for (const grade of grades) await upsertTourGradeTranslation(tx, grade.id, locale, grade.texts);
  for (const band of bands) await upsertAgeBandTranslation(tx, band.id, locale, band.label);
}

async function findProductSlug(db: DatabaseClient, productId: string): Promise<string> {
  const slug = await findProductSlugById(db, productId);
  if (slug === null) throw PRODUCT_NOT_FOUND();
  return slug;
}

/** `GET /api/admin/products/{id}/translations/{locale}`: the product's texts in that language (null: not translated). */
export async function getProductTranslation(productId: string, rawLocale: string, db?: DatabaseClient): Promise<StaffProductTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const database = getDatabase(db);
  await findProductSlug(database, productId);
  const [row, options] = await Promise.all([findProductTranslation(database, productId, locale), findBookingOptionsOf(database, productId, locale)]);
  return toStaffProductTranslation(locale, row, options);
}

/** `PUT /api/admin/products/{id}/translations/{locale}`: replaces the product's texts in that language. */
export async function saveProductTranslation(productId: string, rawLocale: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffProductTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const texts = parseInput(productTranslationInputSchema, rawInput);
  const { tourGrades, ageBands, ...productTexts } = texts;
  const { slug, saved, options } = await runInTransaction(db, async (tx) => {
    const productSlug = await findProductSlug(tx, productId);
    const row = await upsertProductTranslation(tx, productId, locale, productTexts);
    await saveBookingOptionTranslations(tx, productId, locale, { tourGrades, ageBands });
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'product.translate', entityType: 'Product', entityId: productId, data: { locale, texts } });
    return { slug: productSlug, saved: row, options: await findBookingOptionsOf(tx, productId, locale) };
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.catalog, cacheTags.product(slug)], locale));
  return toStaffProductTranslation(locale, saved, options);
}

function toStaffTagTranslation(locale: string, row: Awaited<ReturnType<typeof findTagTranslation>>): StaffTagTranslation {
  return { locale, name: row?.name ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

async function assertTagExists(db: DatabaseClient, tagId: string): Promise<void> {
  if (!(await tagExists(db, tagId))) throw TAG_NOT_FOUND();
}

/** `GET /api/v3/tags/{id}/translations/{locale}`. */
export async function getTagTranslation(tagId: string, rawLocale: string, db?: DatabaseClient): Promise<StaffTagTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const database = getDatabase(db);
  await assertTagExists(database, tagId);
  return toStaffTagTranslation(locale, await findTagTranslation(database, tagId, locale));
}

/** `PUT /api/v3/tags/{id}/translations/{locale}`: the tag's name in that language. */
export async function saveTagTranslation(tagId: string, rawLocale: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffTagTranslation> {
  const locale = parseTranslationLocale(rawLocale);
  const { name } = parseInput(tagTranslationInputSchema, rawInput);
  const saved = await runInTransaction(db, async (tx) => {
    await assertTagExists(tx, tagId);
    const row = await upsertTagTranslation(tx, tagId, locale, name);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'tag.translate', entityType: 'Tag', entityId: tagId, data: { locale, name } });
    return row;
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.tags, cacheTags.catalog, cacheTags.landings], locale));
  return toStaffTagTranslation(locale, saved);
}
