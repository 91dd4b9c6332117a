import 'server-only';
import { isDefaultContentLocale } from '@/lib/content-translation';
import type { DatabaseClient } from '@/server/db';

import type { ProductTextField } from '../schemas';

export type ProductTexts = Record<ProductTextField, string | null>;

/** Products' translations into `locale`, by product id; none for the default language. */
export async function findProductTranslations(db: DatabaseClient, productIds: string[], locale: string): Promise<Map<string, ProductTexts>> {
  if (isDefaultContentLocale(locale) || productIds.length === 0) return new Map();
  const rows = await db.productTranslation.findMany({
    where: { locale, productId: { in: [...new Set(productIds)] } },
    select: { productId: true, title: true, summary: true, description: true, meetingPoint: true, cancellationPolicy: true, seoTitle: true, seoDescription: true },
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
