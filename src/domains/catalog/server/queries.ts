import 'server-only';
import { cache } from 'react';
import type { Landing, ProductCard } from '../schemas';
import {
  findLandingByUrlPath,
  findPublishedProductCardsBySlugs,
  findPublishedProductCardsByTagIds,
  findTagsBySlugs,
  type ProductCardRow,
} from './repository';

function toProductCard(row: ProductCardRow): ProductCard {
  const { images, ...fields } = row;
  return { ...fields, image: images[0] ?? null };
}

/** Cards in the order staff listed the slugs; unpublished or unknown slugs drop out. */
export async function listProductCardsBySlugs(slugs: string[]): Promise<ProductCard[]> {
  if (slugs.length === 0) return [];
  const rows = await findPublishedProductCardsBySlugs(slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, toProductCard(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export const getLandingByUrlPath = cache(async (urlPath: string): Promise<Landing | null> => {
  const row = await findLandingByUrlPath(urlPath);
  if (!row) return null;
  const { breadcrumbs, ...fields } = row;
  return { ...fields, breadcrumbs: breadcrumbs.map((entry) => entry.breadcrumb) };
});

/** Tag names for the given slugs, in the given order. */
export async function listTagLinksBySlugs(slugs: string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const tags = await findTagsBySlugs(slugs);
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export async function listProductCardsByTagIds(tagIds: string[], limit: number): Promise<ProductCard[]> {
  if (tagIds.length === 0) return [];
  return (await findPublishedProductCardsByTagIds(tagIds, limit)).map(toProductCard);
}
