import 'server-only';
import type { SiteContentKey } from '@/generated/prisma/enums';
import { isDefaultContentLocale } from '@/lib/content-translation';
import type { DatabaseClient } from '@/server/db';
import type { LandingTextField, PostTextField } from '../schemas';

// Content's translations into another language (docs/adr/0024); none is read for English.

/** Landings' texts in `locale`, by URL path. */
export async function findLandingTranslations(db: DatabaseClient, urlPaths: string[], locale: string): Promise<Map<string, Record<LandingTextField, string | null>>> {
  if (isDefaultContentLocale(locale) || urlPaths.length === 0) return new Map();
  const rows = await db.landingTranslation.findMany({
    where: { locale, landing: { urlPath: { in: [...new Set(urlPaths)] } } },
    select: { title: true, body: true, seoTitle: true, seoDescription: true, seoKeywords: true, landing: { select: { urlPath: true } } },
  });
  return new Map(rows.map(({ landing, ...texts }) => [landing.urlPath, texts]));
}

/** Posts' texts in `locale`, by slug. */
export async function findPostTranslations(db: DatabaseClient, slugs: string[], locale: string): Promise<Map<string, Record<PostTextField, string | null>>> {
  if (isDefaultContentLocale(locale) || slugs.length === 0) return new Map();
  const rows = await db.postTranslation.findMany({
    where: { locale, post: { slug: { in: [...new Set(slugs)] } } },
    select: { title: true, excerpt: true, body: true, seoTitle: true, seoDescription: true, post: { select: { slug: true } } },
  });
  return new Map(rows.map(({ post, ...texts }) => [post.slug, texts]));
}

/** A site block's texts in `locale` (the block's shape, texts only), or null. */
export async function findSiteContentTranslationData(db: DatabaseClient, key: SiteContentKey, locale: string): Promise<unknown> {
  if (isDefaultContentLocale(locale)) return null;
  const row = await db.siteContentTranslation.findUnique({ where: { key_locale: { key, locale } }, select: { data: true } });
  return row?.data ?? null;
}
