import 'server-only';
import type { DatabaseClient } from '@/server/db';

const loveListProductSelect = {
  id: true,
  slug: true,
  kind: true,
  title: true,
  priceCents: true,
  images: { select: { url: true }, orderBy: { position: 'asc' }, take: 1 },
} as const;

/** The account's saved products that are still on sale, newest first. */
export function findLoveListProducts(db: DatabaseClient, userId: string) {
  return db.loveListItem.findMany({
    where: { userId, product: { published: true } },
    orderBy: [{ createdAt: 'desc' }, { productId: 'asc' }],
    select: { product: { select: loveListProductSelect } },
  });
}

/** How many of the account's saved products are still on sale (the account page's figure). */
export function countLoveListProducts(db: DatabaseClient, userId: string) {
  return db.loveListItem.count({ where: { userId, product: { published: true } } });
}

/** Adds the published ones among `productIds`; ids already saved or unknown are skipped. */
export async function insertLoveListItems(db: DatabaseClient, userId: string, productIds: string[]): Promise<number> {
  const products = await db.product.findMany({ where: { id: { in: productIds }, published: true }, select: { id: true } });
  const published = new Set(products.map((product) => product.id));
  // Keeps the caller's order; later ids get older timestamps so the first stays on top.
  const now = Date.now();
  const rows = productIds
    .filter((id, index) => published.has(id) && productIds.indexOf(id) === index)
    .map((productId, index) => ({ userId, productId, createdAt: new Date(now - index) }));
  if (rows.length === 0) return 0;
  const { count } = await db.loveListItem.createMany({ data: rows, skipDuplicates: true });
  return count;
}

export async function deleteLoveListItems(db: DatabaseClient, userId: string, productIds: string[]): Promise<number> {
  const { count } = await db.loveListItem.deleteMany({ where: { userId, productId: { in: productIds } } });
  return count;
}
