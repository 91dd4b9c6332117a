import 'server-only';
import type { ProductCard } from '@/domains/catalog/schemas';
import { listProductCardsBySlugs } from '@/domains/catalog/server/queries';
import { LOVE_LIST_MAX_ITEMS } from '../schemas';
import type { LoveListProduct } from '../schemas';
import { countLoveListItems, deleteLoveListItems, findLoveListProducts, insertLoveListItems } from './repository-love-list';

/** The signed-in customer's love list, newest first; products taken off sale drop out. */
export async function listLoveList(userId: string): Promise<LoveListProduct[]> {
  const rows = await findLoveListProducts(userId);
  return rows.map(({ product: { images, ...product } }) => ({ ...product, imageUrl: images[0]?.url ?? null }));
}

/**
 * Adds products to an account's love list and returns the list. The sign-in flow calls it with
 * the list a guest kept in the browser; ids already saved, unknown or unpublished are skipped.
 */
export async function mergeLoveList(userId: string, productIds: string[]): Promise<LoveListProduct[]> {
  const unique = [...new Set(productIds)];
  if (unique.length > 0) {
    // A full list keeps what it has rather than failing a sign-in.
    const room = LOVE_LIST_MAX_ITEMS - (await countLoveListItems(userId));
    if (room > 0) await insertLoveListItems(userId, unique.slice(0, room));
  }
  return listLoveList(userId);
}

export async function removeFromLoveList(userId: string, productIds: string[]): Promise<LoveListProduct[]> {
  await deleteLoveListItems(userId, productIds);
  return listLoveList(userId);
}

/** Product cards for the stored slugs, in the list's order; products no longer on sale drop out. */
export function listLoveListProducts(slugs: string[]): Promise<ProductCard[]> {
  return listProductCardsBySlugs([...new Set(slugs)]);
}
