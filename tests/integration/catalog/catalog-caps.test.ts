import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_COUNT_CAP, catalogListParamsSchema } from '@/domains/catalog/schemas';
import { listCatalogPage, searchCatalog } from '@/domains/catalog/server/queries';
import { SEARCH_RANK_CAP } from '@/domains/catalog/server/repository-search';
import { getDatabase } from '@/server/db';
import { createProduct, createTag } from './catalog-fixtures';

// Issue 28 goal 4: a list counts at most CATALOG_COUNT_CAP + 1 products and a search ranks at most
// SEARCH_RANK_CAP matches (the most popular), so neither grows with the catalogue; past the cap
// they say "more than". Below it nothing changes.

const COPIES = 1_010;

beforeAll(async () => {
  const db = getDatabase();
  const tag = await createTag(db, 'water');
  const source = await createProduct(db, { city: 'Kelowna', title: 'Paddleboard lesson', tagIds: [tag.id] });
  await createProduct(db, { city: 'Gaspé', title: 'Whale watching cruise', tagIds: [tag.id], popularity: 5 });
  // Copies of the lesson, set-based as the bench grows the shop, each a little more popular.
  const columns = (
    await db.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'Product' AND is_generated = 'NEVER' ORDER BY ordinal_position`
  ).map((row) => row.column_name);
  const overrides: Record<string, string> = { id: `'copy-' || g`, slug: `'paddleboard-' || g`, title: `s."title" || ' ' || g`, popularity: 'g' };
  await db.$executeRawUnsafe(
    `INSERT INTO "Product" (${columns.map((column) => `"${column}"`).join(', ')})
     SELECT ${columns.map((column) => overrides[column] ?? `s."${column}"`).join(', ')} FROM generate_series(1, ${COPIES}) g, "Product" s WHERE s."id" = $1`,
    source.id,
  );
  await db.$executeRawUnsafe(`INSERT INTO "ProductTag" ("productId", "tagId") SELECT 'copy-' || g, $1 FROM generate_series(1, ${COPIES}) g`, tag.id);
});

describe('a list of more products than it counts', () => {
  it('says "more than 1,000" and shows the most popular first', async () => {
    const page = await listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({ category: 'water' }), 'en-CA');
    expect(page).toMatchObject({ total: CATALOG_COUNT_CAP, totalCapped: true, page: 1, pageCount: Math.ceil(CATALOG_COUNT_CAP / 12) });
    expect(page.items.map((item) => item.slug).slice(0, 2)).toEqual([`paddleboard-${COPIES}`, `paddleboard-${COPIES - 1}`]);
  });

  it('counts a narrower list exactly', async () => {
    const page = await listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({ category: 'water', city: 'gaspe' }), 'en-CA');
    expect(page).toMatchObject({ total: 1, totalCapped: false, pageCount: 1 });
    expect(page.items.map((item) => item.title)).toEqual(['Whale watching cruise']);
  });
});

describe('a search matching more products than it ranks', () => {
  it('ranks the most popular ones and says there are more', async () => {
    const page = await searchCatalog('paddleboard', 1, 12, 'en-CA');
    expect(page).toMatchObject({ total: SEARCH_RANK_CAP, totalCapped: true });
    expect(page.items[0]?.slug).toBe(`paddleboard-${COPIES}`);
  });

  it('ranks every match of a search under the cap', async () => {
    expect(await searchCatalog('whale', 1, 12, 'en-CA')).toMatchObject({ total: 1, totalCapped: false });
  });
});
