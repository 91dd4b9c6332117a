import 'server-only';
import type { DatabaseClient } from '@/server/db';

/** Every product in the storefront's staff order (the order of the "Our picks" sort). */
export function findProductsInSortOrder(db: DatabaseClient) {
  return db.product.findMany({
    select: { id: true, slug: true, title: true, sortOrder: true },
    orderBy: [{ sortOrder: 'asc' }, { popularity: 'desc' }, { id: 'asc' }],
  });
}

export function findProductPositionsByIds(db: DatabaseClient, ids: string[]) {
  return db.product.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true, sortOrder: true } });
}

/** Sets many products' `sortOrder` in one statement. */
export async function updateProductPositions(db: DatabaseClient, positions: { id: string; position: number }[]): Promise<number> {
  if (positions.length === 0) return 0;
  const ids = positions.map((entry) => entry.id);
  const values = positions.map((entry) => entry.position);
  return db.$executeRaw`
    UPDATE "Product" AS product SET "sortOrder" = incoming.position
    FROM unnest(${ids}::text[], ${values}::int[]) AS incoming(id, position)
    WHERE product.id = incoming.id`;
}
