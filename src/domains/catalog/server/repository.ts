import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { getPrisma } from '@/server/db';

const productCardSelect = {
  id: true,
  kind: true,
  slug: true,
  title: true,
  summary: true,
  priceCents: true,
  city: true,
  durationMinutes: true,
  images: { select: { url: true, alt: true, width: true, height: true }, orderBy: { position: 'asc' }, take: 1 },
} satisfies Prisma.ProductSelect;

export type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>;

export function findPublishedProductCardsBySlugs(slugs: string[]): Promise<ProductCardRow[]> {
  return getPrisma().product.findMany({ where: { slug: { in: slugs }, published: true }, select: productCardSelect });
}

export function findLandingByUrlPath(urlPath: string) {
  return getPrisma().landing.findFirst({
    where: { urlPath, published: true },
    select: {
      id: true,
      urlPath: true,
      title: true,
      body: true,
      bannerImg: true,
      seoTitle: true,
      seoDescription: true,
      breadcrumbs: { select: { breadcrumb: { select: { label: true, url: true } } }, orderBy: { position: 'asc' } },
    },
  });
}

export function findTagsBySlugs(slugs: string[]) {
  return getPrisma().tag.findMany({ where: { slug: { in: slugs } }, select: { slug: true, name: true } });
}

/** Published products carrying any of the given tags, most popular first. */
export function findPublishedProductCardsByTagIds(tagIds: string[], take: number): Promise<ProductCardRow[]> {
  return getPrisma().product.findMany({
    where: { published: true, tags: { some: { tagId: { in: tagIds } } } },
    select: productCardSelect,
    orderBy: [{ popularity: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
    take,
  });
}
