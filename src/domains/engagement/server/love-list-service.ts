import 'server-only';
import type { ProductCard } from '@/domains/catalog/schemas';
import { listProductCardsBySlugs } from '@/domains/catalog/server/queries';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { splitLoveListOverflow } from '../lib/love-list-limit';
import type { LoveListProduct } from '../schemas';
import { countLoveListProducts, deleteLoveListItems, findLoveListProducts, insertLoveListItems } from './repository-love-list';

/** The signed-in customer's love list, newest first; products taken off sale drop out. */
export async function listLoveList(userId: string, db?: DatabaseClient): Promise<LoveListProduct[]> {
  const rows = await findLoveListProducts(getDatabase(db), userId);
  return rows.map(({ product: { images, ...product } }) => ({ ...product, imageUrl: images[0]?.url ?? null }));
}

/** How many products the customer's love list holds, without reading them: the account page shows only the count. */
export function countLoveList(userId: string, db?: DatabaseClient): Promise<number> {
  return countLoveListProducts(getDatabase(db), userId);
}

/**
 * Adds products to an account's love list and returns the list. The sign-in flow calls it with
 * the list a guest kept in the browser; ids already saved, unknown or unpublished are skipped.
 */
export async function mergeLoveList(userId: string, productIds: string[], db?: DatabaseClient): Promise<LoveListProduct[]> {
  const database = getDatabase(db);
  const unique = [...new Set(productIds)];
  if (unique.length > 0) {
    await insertLoveListItems(database, userId, unique);
    // The browser's overflow rule: past the maximum the oldest give way, so a sign-in never fails.
    const { kept, overflow } = splitLoveListOverflow(await listLoveList(userId, database));
    if (overflow.length > 0) await deleteLoveListItems(database, userId, overflow.map((item) => item.id));
    return kept;
  }
  return listLoveList(userId, database);
}

export async function removeFromLoveList(userId: string, productIds: string[], db?: DatabaseClient): Promise<LoveListProduct[]> {
  const database = getDatabase(db);
  await deleteLoveListItems(database, userId, productIds);
  return listLoveList(userId, database);
}

/** Product cards for the stored slugs, in the list's order; products no longer on sale drop out. */
export function listLoveListProducts(slugs: string[], locale: string): Promise<ProductCard[]> {
  return listProductCardsBySlugs([...new Set(slugs)], locale);
}
