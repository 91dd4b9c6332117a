import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { SiteContentKey } from '@/generated/prisma/enums';
import type { DatabaseClient } from '@/server/db';
import type { LandingTextField, PostTextField } from '../schemas';

// Staff writes of content's translations (docs/adr/0024); the storefront's reads are in repository-translations.ts.

const landingTranslationSelect = { locale: true, title: true, body: true, seoTitle: true, seoDescription: true, seoKeywords: true, updatedAt: true } as const;
const postTranslationSelect = { locale: true, title: true, excerpt: true, body: true, seoTitle: true, seoDescription: true, updatedAt: true } as const;

export function findLandingTranslation(db: DatabaseClient, landingId: string, locale: string) {
  return db.landingTranslation.findUnique({ where: { landingId_locale: { landingId, locale } }, select: landingTranslationSelect });
}

export function upsertLandingTranslation(db: DatabaseClient, landingId: string, locale: string, texts: Record<LandingTextField, string | null>) {
  return db.landingTranslation.upsert({
    where: { landingId_locale: { landingId, locale } },
    create: { landingId, locale, ...texts },
    update: texts,
    select: landingTranslationSelect,
  });
}

export function findPostTranslation(db: DatabaseClient, postId: string, locale: string) {
  return db.postTranslation.findUnique({ where: { postId_locale: { postId, locale } }, select: postTranslationSelect });
}

export function upsertPostTranslation(db: DatabaseClient, postId: string, locale: string, texts: Record<PostTextField, string | null>) {
  return db.postTranslation.upsert({
    where: { postId_locale: { postId, locale } },
    create: { postId, locale, ...texts },
    update: texts,
    select: postTranslationSelect,
  });
}

export async function findSiteContentTranslation(db: DatabaseClient, key: SiteContentKey, locale: string): Promise<unknown> {
  return (await db.siteContentTranslation.findUnique({ where: { key_locale: { key, locale } }, select: { data: true } }))?.data ?? null;
}

export function upsertSiteContentTranslation(db: DatabaseClient, key: SiteContentKey, locale: string, data: Prisma.InputJsonValue, staffUserId: string) {
  return db.siteContentTranslation.upsert({
    where: { key_locale: { key, locale } },
    create: { key, locale, data, updatedById: staffUserId },
    update: { data, updatedById: staffUserId },
    select: { key: true },
  });
}

export function findBreadcrumbs(db: DatabaseClient, locale: string) {
  return db.breadcrumb.findMany({
    select: { id: true, label: true, url: true, translations: { where: { locale }, select: { label: true } } },
    orderBy: [{ label: 'asc' }, { id: 'asc' }],
  });
}

export function upsertBreadcrumbTranslation(db: DatabaseClient, breadcrumbId: string, locale: string, label: string | null) {
  return db.breadcrumbTranslation.upsert({
    where: { breadcrumbId_locale: { breadcrumbId, locale } },
    create: { breadcrumbId, locale, label },
    update: { label },
    select: { breadcrumbId: true },
  });
}

export async function landingExists(db: DatabaseClient, id: string): Promise<boolean> {
  return (await db.landing.findUnique({ where: { id }, select: { id: true } })) !== null;
}

export async function postExists(db: DatabaseClient, id: string): Promise<boolean> {
  return (await db.post.findUnique({ where: { id }, select: { id: true } })) !== null;
}
