import 'server-only';
import { isDefaultContentLocale } from '@/lib/content-translation';
import type { DatabaseClient } from '@/server/db';

import { productTextFields, type ProductTextField } from '../schemas';

export type ProductTexts = Record<ProductTextField, string | null>;

const productTextSelect = Object.fromEntries(productTextFields.map((field) => [field, true])) as Record<ProductTextField, true>;

/** Products' translations into `locale`, by product id; none for the default language. */
export async function findProductTranslations(db: DatabaseClient, productIds: string[], locale: string): Promise<Map<string, ProductTexts>> {
  if (isDefaultContentLocale(locale) || productIds.length === 0) return new Map();
  const rows = await db.productTranslation.findMany({
    where: { locale, productId: { in: [...new Set(productIds)] } },
    select: { productId: true, ...productTextSelect },
  });
  return new Map(rows.map(({ productId, ...texts }) => [productId, texts]));
}

/** An experience's option (tour grade) or age band, keyed by its product and code as bookings name them. */
export function bookingOptionKey(productId: string, code: string): string {
  return `${productId}\u0000${code}`;
}

export type TourGradeTexts = { title: string | null; description: string | null };
export type BookingOptionTranslations = { tourGrades: Map<string, TourGradeTexts>; ageBands: Map<string, { label: string | null }> };

/** The products' options and age bands in `locale`, by bookingOptionKey; none for the default language. */
export async function findBookingOptionTranslations(db: DatabaseClient, productIds: string[], locale: string): Promise<BookingOptionTranslations> {
  if (isDefaultContentLocale(locale) || productIds.length === 0) return { tourGrades: new Map(), ageBands: new Map() };
  const productId = { in: [...new Set(productIds)] };
  const [grades, bands] = await Promise.all([
    db.tourGradeTranslation.findMany({ where: { locale, tourGrade: { productId } }, select: { title: true, description: true, tourGrade: { select: { productId: true, code: true } } } }),
    db.ageBandTranslation.findMany({ where: { locale, ageBand: { productId } }, select: { label: true, ageBand: { select: { productId: true, code: true } } } }),
  ]);
  return {
    tourGrades: new Map(grades.map(({ tourGrade, ...texts }) => [bookingOptionKey(tourGrade.productId, tourGrade.code), texts])),
    ageBands: new Map(bands.map(({ ageBand, label }) => [bookingOptionKey(ageBand.productId, ageBand.code), { label }])),
  };
}

/** Tag names in `locale`, by tag slug; none for the default language. */
export async function findTagNameTranslations(db: DatabaseClient, locale: string): Promise<Map<string, string | null>> {
  if (isDefaultContentLocale(locale)) return new Map();
  const rows = await db.tagTranslation.findMany({ where: { locale }, select: { name: true, tag: { select: { slug: true } } } });
  return new Map(rows.map((row) => [row.tag.slug, row.name]));
}

/** Breadcrumb labels in `locale`, by the English label and URL; none for the default language. */
export async function findBreadcrumbLabelTranslations(db: DatabaseClient, locale: string): Promise<Map<string, string | null>> {
  if (isDefaultContentLocale(locale)) return new Map();
  const rows = await db.breadcrumbTranslation.findMany({ where: { locale }, select: { label: true, breadcrumb: { select: { label: true, url: true } } } });
  return new Map(rows.map((row) => [breadcrumbKey(row.breadcrumb), row.label]));
}

export function breadcrumbKey(breadcrumb: { label: string; url: string }): string {
  return `${breadcrumb.url}\u0000${breadcrumb.label}`;
}

// ───────────────────────────── Staff edits ─────────────────────────────

export async function findProductSlugById(db: DatabaseClient, productId: string): Promise<string | null> {
  return (await db.product.findUnique({ where: { id: productId }, select: { slug: true } }))?.slug ?? null;
}

export async function tagExists(db: DatabaseClient, tagId: string): Promise<boolean> {
  return (await db.tag.findUnique({ where: { id: tagId }, select: { id: true } })) !== null;
}

const productTranslationSelect = { locale: true, ...productTextSelect, updatedAt: true } as const;

export function findProductTranslation(db: DatabaseClient, productId: string, locale: string) {
  return db.productTranslation.findUnique({ where: { productId_locale: { productId, locale } }, select: productTranslationSelect });
}

export function upsertProductTranslation(db: DatabaseClient, productId: string, locale: string, texts: ProductTexts) {
  return db.productTranslation.upsert({
    where: { productId_locale: { productId, locale } },
    create: { productId, locale, ...texts },
    update: texts,
    select: productTranslationSelect,
  });
}

const optionOrder = [{ sortOrder: 'asc' }, { code: 'asc' }] as const satisfies { sortOrder?: 'asc'; code?: 'asc' }[];

/** The product's options and age bands, each with its texts in `locale` (none where not translated). */
export function findBookingOptionTranslationsOf(db: DatabaseClient, productId: string, locale: string) {
  return db.product.findUnique({
    where: { id: productId },
    select: {
      tourGrades: { select: { id: true, code: true, translations: { where: { locale }, select: { title: true, description: true } } }, orderBy: [...optionOrder] },
      ageBands: { select: { id: true, code: true, translations: { where: { locale }, select: { label: true } } }, orderBy: [...optionOrder] },
    },
  });
}

export function upsertTourGradeTranslation(db: DatabaseClient, tourGradeId: string, locale: string, texts: TourGradeTexts) {
  return db.tourGradeTranslation.upsert({ where: { tourGradeId_locale: { tourGradeId, locale } }, create: { tourGradeId, locale, ...texts }, update: texts });
}

export function upsertAgeBandTranslation(db: DatabaseClient, ageBandId: string, locale: string, label: string | null) {
  return db.ageBandTranslation.upsert({ where: { ageBandId_locale: { ageBandId, locale } }, create: { ageBandId, locale, label }, update: { label } });
}

export function findTagTranslation(db: DatabaseClient, tagId: string, locale: string) {
  return db.tagTranslation.findUnique({ where: { tagId_locale: { tagId, locale } }, select: { locale: true, name: true, updatedAt: true } });
}

export function upsertTagTranslation(db: DatabaseClient, tagId: string, locale: string, name: string | null) {
  return db.tagTranslation.upsert({
    where: { tagId_locale: { tagId, locale } },
    create: { tagId, locale, name },
    update: { name },
    select: { locale: true, name: true, updatedAt: true },
  });
}

/** Products with a text staff wrote in English but not in `locale`, among these: their own, or an option's or age band's. */
export async function findProductIdsMissingTranslation(db: DatabaseClient, productIds: string[], locale: string): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.product.findMany({
    where: { id: { in: productIds } },
    select: {
      id: true,
      ...productTextSelect,
      translations: { where: { locale }, select: productTextSelect },
      tourGrades: { select: { title: true, description: true, translations: { where: { locale }, select: { title: true, description: true } } } },
      ageBands: { select: { label: true, translations: { where: { locale }, select: { label: true } } } },
    },
  });
  const lacks = (english: string | null, translated: string | null | undefined) => Boolean(english?.trim()) && !translated;
  const missing = rows.filter((row) => {
    const translation = row.translations[0];
    return (
      productTextFields.some((field) => lacks(row[field], translation?.[field])) ||
      row.tourGrades.some((grade) => lacks(grade.title, grade.translations[0]?.title) || lacks(grade.description, grade.translations[0]?.description)) ||
      row.ageBands.some((band) => lacks(band.label, band.translations[0]?.label))
    );
  });
  return new Set(missing.map((row) => row.id));
}
