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

/** Products with a text staff wrote in English but not in `locale`, among these. */
export async function findProductIdsMissingTranslation(db: DatabaseClient, productIds: string[], locale: string): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.product.findMany({
    where: { id: { in: productIds } },
    select: { id: true, ...productTextSelect, translations: { where: { locale }, select: productTextSelect } },
  });
  const missing = rows.filter((row) => {
    const translation = row.translations[0];
    return productTextFields.some((field) => row[field]?.trim() && !translation?.[field]);
  });
  return new Set(missing.map((row) => row.id));
}
