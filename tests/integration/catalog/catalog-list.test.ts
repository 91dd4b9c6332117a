import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { catalogListParamsSchema, type CatalogListParams } from '@/domains/catalog/schemas';
import { getCatalogFilterOptions, listCatalogPage } from '@/domains/catalog/server/queries';
import { createProduct, createTag } from './catalog-fixtures';

function params(query: Record<string, string> = {}): CatalogListParams {
  return catalogListParamsSchema.parse(query);
}

async function listSlugs(kind: 'EXPERIENCE' | 'GIFT_VOUCHER', query: Record<string, string> = {}): Promise<string[]> {
  const page = await listCatalogPage(kind, params(query), 'en-CA');
  return page.items.map((item) => item.slug);
}

beforeAll(async () => {
  const prisma = getDatabase();
  const adventure = await createTag(prisma, 'adventure', { name: 'Adventure', sortOrder: 0 });
  const water = await createTag(prisma, 'water', { name: 'Water', parentId: adventure.id });
  const kayaking = await createTag(prisma, 'kayaking', { name: 'Kayaking', parentId: water.id });
  const food = await createTag(prisma, 'food', { name: 'Food', sortOrder: 10 });
  const bestSeller = await createTag(prisma, 'best-seller', { name: 'Best seller', type: 'PRODUCT' });

  // Experiences. 2026-12-19 is a Saturday, 2026-12-22 a Tuesday, 2026-12-25 a Friday.
  const kayak = await createProduct(prisma, {
    slug: 'halifax-kayak',
    title: 'Sea kayaking',
    city: 'Halifax',
    priceCents: 7_900,
    durationMinutes: 120,
    popularity: 50,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    serviceType: 'CUSTOM',
    tagIds: [kayaking.id],
  });
  await prisma.availabilitySlot.createMany({
    data: [
      { productId: kayak.id, weekday: 6, startTime: '09:30', capacity: 10 },
      { productId: kayak.id, weekday: 5, startTime: '09:30', capacity: 10 },
    ],
  });
  await prisma.blackoutDate.create({ data: { productId: kayak.id, date: new Date('2026-12-25T00:00:00Z') } });

  await createProduct(prisma, {
    slug: 'montreal-cruise',
    title: 'Dinner cruise',
    city: 'Montréal',
    priceCents: 15_000,
    durationMinutes: 180,
    popularity: 900,
    createdAt: new Date('2026-03-01T00:00:00Z'),
    serviceType: 'VIATOR',
    tagIds: [water.id, bestSeller.id],
  });
  const tasting = await createProduct(prisma, {
    slug: 'toronto-tasting',
    title: 'Food tasting',
    city: 'Toronto',
    priceCents: 4_500,
    durationMinutes: 300,
    popularity: 300,
    createdAt: new Date('2026-02-01T00:00:00Z'),
    serviceType: 'CUSTOM',
    tagIds: [food.id],
  });
  await prisma.availabilitySlot.create({ data: { productId: tasting.id, weekday: 2, startTime: '11:00', capacity: 8 } });
  await createProduct(prisma, { slug: 'hidden-experience', city: 'Halifax', published: false, tagIds: [kayaking.id] });

  // Gifts: one covering the Halifax kayak tour, one plain gift card.
  const paddleGift = await createProduct(prisma, {
    kind: 'GIFT_VOUCHER',
    slug: 'paddle-gift',
    title: 'Paddle gift',
    priceCents: 7_900,
    popularity: 10,
    tagIds: [kayaking.id],
  });
  await prisma.giftVoucherExperience.create({ data: { giftVoucherId: paddleGift.id, experienceId: kayak.id } });
  await createProduct(prisma, { kind: 'GIFT_VOUCHER', slug: 'gift-card-50', title: '$50 Gift Card', priceCents: 5_000, popularity: 20 });

  // Enough extra gifts for three pages of twelve.
  for (let index = 0; index < 24; index += 1) {
    await createProduct(prisma, {
      kind: 'GIFT_VOUCHER',
      slug: `filler-gift-${String(index).padStart(2, '0')}`,
      priceCents: 100_000 + index,
      popularity: 1_000 + index,
    });
  }
});

describe('experience list filters', () => {
  it('lists only published experiences, most popular first by default', async () => {
    expect(await listSlugs('EXPERIENCE')).toEqual(['montreal-cruise', 'toronto-tasting', 'halifax-kayak']);
  });

  it('filters by a category tag including the tags below it', async () => {
    expect(await listSlugs('EXPERIENCE', { category: 'adventure' })).toEqual(['montreal-cruise', 'halifax-kayak']);
    expect(await listSlugs('EXPERIENCE', { category: 'kayaking' })).toEqual(['halifax-kayak']);
    expect(await listSlugs('EXPERIENCE', { category: 'food' })).toEqual(['toronto-tasting']);
  });

  it('finds nothing for an unknown category instead of ignoring it', async () => {
    expect(await listSlugs('EXPERIENCE', { category: 'no-such-tag' })).toEqual([]);
  });

  it('filters by a price range given in dollars, both ends included', async () => {
    expect(await listSlugs('EXPERIENCE', { minPrice: '79', maxPrice: '150' })).toEqual(['montreal-cruise', 'halifax-kayak']);
    expect(await listSlugs('EXPERIENCE', { maxPrice: '50' })).toEqual(['toronto-tasting']);
    expect(await listSlugs('EXPERIENCE', { minPrice: '100' })).toEqual(['montreal-cruise']);
  });

  it('filters by city slug, accents folded', async () => {
    expect(await listSlugs('EXPERIENCE', { city: 'montreal' })).toEqual(['montreal-cruise']);
    expect(await listSlugs('EXPERIENCE', { city: 'halifax' })).toEqual(['halifax-kayak']);
    expect(await listSlugs('EXPERIENCE', { city: 'atlantis' })).toEqual([]);
  });

  it('filters by duration bucket', async () => {
    expect(await listSlugs('EXPERIENCE', { duration: 'short' })).toEqual(['halifax-kayak']);
    expect(await listSlugs('EXPERIENCE', { duration: 'half-day' })).toEqual(['montreal-cruise']);
    expect(await listSlugs('EXPERIENCE', { duration: 'full-day' })).toEqual(['toronto-tasting']);
  });

  it('filters by date: weekly slots of CUSTOM products minus blackouts, VIATOR always', async () => {
    // Saturday: the kayak tour runs, the Tuesday-only tasting does not.
    expect(await listSlugs('EXPERIENCE', { date: '2026-12-19' })).toEqual(['montreal-cruise', 'halifax-kayak']);
    // Tuesday: only the tasting among CUSTOM products.
    expect(await listSlugs('EXPERIENCE', { date: '2026-12-22' })).toEqual(['montreal-cruise', 'toronto-tasting']);
    // Friday 25 December: the kayak tour has a Friday slot but a blackout that day.
    expect(await listSlugs('EXPERIENCE', { date: '2026-12-25' })).toEqual(['montreal-cruise']);
    expect(await listSlugs('EXPERIENCE', { date: '2027-01-01' })).toEqual(['montreal-cruise', 'halifax-kayak']);
  });

  it('combines filters', async () => {
    expect(await listSlugs('EXPERIENCE', { category: 'adventure', city: 'halifax', date: '2026-12-19', maxPrice: '80' })).toEqual([
      'halifax-kayak',
    ]);
  });
});

describe('experience list sorting', () => {
  it('sorts by price up and down', async () => {
    expect(await listSlugs('EXPERIENCE', { sort: 'price-asc' })).toEqual(['toronto-tasting', 'halifax-kayak', 'montreal-cruise']);
    expect(await listSlugs('EXPERIENCE', { sort: 'price-desc' })).toEqual(['montreal-cruise', 'halifax-kayak', 'toronto-tasting']);
  });

  it('sorts by newest first', async () => {
    expect(await listSlugs('EXPERIENCE', { sort: 'newest' })).toEqual(['montreal-cruise', 'toronto-tasting', 'halifax-kayak']);
  });
});

describe('gift list', () => {
  it('filters gifts by the city of the experiences they cover', async () => {
    expect(await listSlugs('GIFT_VOUCHER', { city: 'halifax' })).toEqual(['paddle-gift']);
  });

  it('filters gifts by category and ignores experience-only filters', async () => {
    expect(await listSlugs('GIFT_VOUCHER', { category: 'water', duration: 'full-day', date: '2026-12-22' })).toEqual(['paddle-gift']);
  });

  it('pages through 26 gifts twelve at a time without overlap', async () => {
    const first = await listCatalogPage('GIFT_VOUCHER', params(), 'en-CA');
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 3, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.slug).toBe('filler-gift-23');

    const third = await listCatalogPage('GIFT_VOUCHER', params({ page: '3' }), 'en-CA');
    expect(third.items.map((item) => item.slug)).toEqual(['gift-card-50', 'paddle-gift']);

    const second = await listCatalogPage('GIFT_VOUCHER', params({ page: '2' }), 'en-CA');
    const seen = [...first.items, ...second.items, ...third.items].map((item) => item.slug);
    expect(new Set(seen).size).toBe(26);
  });

  it('shows the last page for a page number past the end', async () => {
    const page = await listCatalogPage('GIFT_VOUCHER', params({ page: '40' }), 'en-CA');
    expect(page.page).toBe(3);
    expect(page.items).toHaveLength(2);
  });

  it('sorts gifts by price with the cheapest first', async () => {
    expect((await listSlugs('GIFT_VOUCHER', { sort: 'price-asc' })).slice(0, 2)).toEqual(['gift-card-50', 'paddle-gift']);
  });
});

describe('filter options', () => {
  it('offers categories in use as an outline and the cities of the list', async () => {
    const options = await getCatalogFilterOptions('EXPERIENCE', 'en-CA');
    expect(options.categories).toEqual([
      { slug: 'adventure', name: 'Adventure', depth: 0 },
      { slug: 'water', name: 'Water', depth: 1 },
      { slug: 'kayaking', name: 'Kayaking', depth: 2 },
      { slug: 'food', name: 'Food', depth: 0 },
    ]);
    expect(options.cities).toEqual([
      { slug: 'halifax', name: 'Halifax' },
      { slug: 'montreal', name: 'Montréal' },
      { slug: 'toronto', name: 'Toronto' },
    ]);
    expect((await getCatalogFilterOptions('GIFT_VOUCHER', 'en-CA')).cities).toEqual([{ slug: 'halifax', name: 'Halifax' }]);
  });
});
