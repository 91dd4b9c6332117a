import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

// The back office's reads and writes of landings and the shared breadcrumb list.

function staffLandingWhere(search: string | undefined): Prisma.LandingWhereInput {
  if (!search) return {};
  return { OR: [{ title: { contains: search, mode: 'insensitive' } }, { urlPath: { contains: search, mode: 'insensitive' } }] };
}

export async function findLandingsForStaff(db: DatabaseClient, search: string | undefined, skip: number, take: number) {
  const where = staffLandingWhere(search);
  const [rows, total] = await Promise.all([
    db.landing.findMany({
      where,
      select: { id: true, urlPath: true, title: true, thumbImg: true, published: true, updatedAt: true },
      // The id breaks ties so pages never overlap.
      orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }, { id: 'asc' }],
      skip,
      take,
    }),
    db.landing.count({ where }),
  ]);
  return { rows, total };
}

export function findLandingForStaff(db: DatabaseClient, id: string) {
  return db.landing.findUnique({
    where: { id },
    select: {
      id: true,
      urlPath: true,
      title: true,
      body: true,
      bannerImg: true,
      thumbImg: true,
      seoTitle: true,
      seoDescription: true,
      seoKeywords: true,
      published: true,
      sortOrder: true,
      updatedAt: true,
      tags: { select: { tagId: true }, orderBy: { tagId: 'asc' } },
      breadcrumbs: { select: { breadcrumbId: true }, orderBy: [{ position: 'asc' }, { breadcrumbId: 'asc' }] },
      similar: { select: { similarId: true }, orderBy: [{ position: 'asc' }, { similarId: 'asc' }] },
    },
  });
}

type NewLandingFields = Omit<Prisma.LandingUncheckedCreateInput, 'id' | 'tags' | 'breadcrumbs' | 'similar' | 'similarOf'>;

export function insertLanding(db: DatabaseClient, fields: NewLandingFields) {
  return db.landing.create({ data: fields, select: { id: true, urlPath: true } });
}

export function deleteLandingRow(db: DatabaseClient, id: string) {
  return db.landing.delete({ where: { id }, select: { id: true, urlPath: true, title: true } });
}

// ───────────────────────────── Breadcrumbs ─────────────────────────────

export function findAllBreadcrumbs(db: DatabaseClient) {
  return db.breadcrumb.findMany({
    select: { id: true, label: true, url: true, _count: { select: { landings: true, products: true } } },
    orderBy: [{ label: 'asc' }, { url: 'asc' }, { id: 'asc' }],
  });
}

export function findBreadcrumbRows(db: DatabaseClient) {
  return db.breadcrumb.findMany({ select: { id: true, label: true, url: true } });
}

export async function deleteBreadcrumbs(db: DatabaseClient, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.breadcrumb.deleteMany({ where: { id: { in: ids } } });
}

export function updateBreadcrumb(db: DatabaseClient, id: string, fields: { label: string; url: string }) {
  return db.breadcrumb.update({ where: { id }, data: fields, select: { id: true } });
}

export function insertBreadcrumb(db: DatabaseClient, fields: { label: string; url: string }) {
  return db.breadcrumb.create({ data: fields, select: { id: true } });
}

/** The product a breadcrumb trail belongs to; its slug names the cached page to refresh. */
export function findProductSlugById(db: DatabaseClient, id: string) {
  return db.product.findUnique({ where: { id }, select: { id: true, slug: true } });
}

export async function replaceProductBreadcrumbs(db: DatabaseClient, productId: string, breadcrumbIds: string[]): Promise<void> {
  await db.productBreadcrumb.deleteMany({ where: { productId } });
  if (breadcrumbIds.length > 0) {
    await db.productBreadcrumb.createMany({ data: breadcrumbIds.map((breadcrumbId, position) => ({ productId, breadcrumbId, position })) });
  }
}
