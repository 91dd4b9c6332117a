import { beforeAll, describe, expect, it } from 'vitest';
import { listCategoryTeasers } from '@/domains/content/server/queries';
import { getDatabase } from '@/server/db';

const prisma = getDatabase();

beforeAll(async () => {
  // Two categories with their own pictures, one without (its products have covers), one empty.
  await prisma.tag.createMany({
    data: [
      { id: 'adventure', slug: 'adventure', name: 'Adventure', type: 'CATEGORY', imageUrl: '/uploads/demo/adventure.webp' },
      { id: 'kayaking', slug: 'kayaking', name: 'Kayaking', type: 'CATEGORY', parentId: 'adventure', imageUrl: '/uploads/demo/kayak.webp' },
      { id: 'food', slug: 'food', name: 'Food', type: 'CATEGORY' },
      { id: 'empty', slug: 'empty', name: 'Empty', type: 'CATEGORY' },
    ],
  });
  for (const [slug, tagId, popularity] of [
    ['kayak-tour', 'kayaking', 90],
    ['food-tour', 'food', 10],
  ] as const) {
    await prisma.product.create({
      data: {
        slug,
        kind: 'EXPERIENCE',
        title: slug,
        description: '',
        priceCents: 10_000,
        popularity,
        published: true,
        tags: { create: { tagId } },
        images: { create: { url: `/uploads/demo/${slug}.webp`, alt: slug, width: 1200, height: 800 } },
      },
    });
  }
});

describe('category teasers', () => {
  it("show each category's own picture, not its most popular product's cover", async () => {
    const teasers = await listCategoryTeasers(['adventure', 'kayaking'], 'en-CA');
    expect(teasers).toEqual([
      { slug: 'adventure', name: 'Adventure', imageUrl: '/uploads/demo/adventure.webp', untranslated: [] },
      { slug: 'kayaking', name: 'Kayaking', imageUrl: '/uploads/demo/kayak.webp', untranslated: [] },
    ]);
  });

  it('fall back to the top product cover only for a category without a picture, and to none when it has no products', async () => {
    const teasers = await listCategoryTeasers(['food', 'empty', 'unknown'], 'en-CA');
    expect(teasers).toEqual([
      { slug: 'food', name: 'Food', imageUrl: '/uploads/demo/food-tour.webp', untranslated: [] },
      { slug: 'empty', name: 'Empty', imageUrl: null, untranslated: [] },
    ]);
  });
});
