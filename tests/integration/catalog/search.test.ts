import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { listSearchSuggestions, searchCatalog } from '@/domains/catalog/server/queries';
import { createProduct, createTag } from './catalog-fixtures';

async function searchSlugs(text: string): Promise<string[]> {
  return (await searchCatalog(text, 1, 20, 'en-CA')).items.map((item) => item.slug);
}

beforeAll(async () => {
  const prisma = getDatabase();
  const whales = await createTag(prisma, 'whale-watching', { name: 'Whale watching' });
  // Created first and more popular, so only the ranking can put the title match on top.
  await createProduct(prisma, {
    slug: 'description-match',
    title: 'Evening on the water',
    description: 'We sail past the old lighthouse at dusk.',
    popularity: 1_000,
  });
  await createProduct(prisma, { slug: 'title-match', title: 'Lighthouse Picnic', description: 'Lunch by the sea.', popularity: 1 });
  await createProduct(prisma, { slug: 'halifax-city', title: 'Harbour walk', city: 'Halifax', summary: 'Stroll the boardwalk.' });
  await createProduct(prisma, { slug: 'montreal-bagels', title: 'Bagel tasting', city: 'Montréal', summary: 'Wood-fired bagels.' });
  await createProduct(prisma, { slug: 'tagged-only', title: 'Boat trip', description: 'Out at sea.', tagIds: [whales.id] });
  await createProduct(prisma, { slug: 'unpublished-lighthouse', title: 'Lighthouse secret', published: false });
  await createProduct(prisma, {
    kind: 'GIFT_VOUCHER',
    slug: 'lighthouse-gift',
    title: 'Gift of a lighthouse day',
    summary: 'Pick any coastal tour.',
  });
});

describe('catalogue search', () => {
  it('ranks a title match above a description match', async () => {
    const slugs = await searchSlugs('lighthouse');
    expect(slugs.indexOf('title-match')).toBeGreaterThanOrEqual(0);
    expect(slugs.indexOf('title-match')).toBeLessThan(slugs.indexOf('description-match'));
  });

  it('covers gifts and experiences but never unpublished products', async () => {
    const slugs = await searchSlugs('lighthouse');
    expect(slugs).toEqual(expect.arrayContaining(['title-match', 'description-match', 'lighthouse-gift']));
    expect(slugs).not.toContain('unpublished-lighthouse');
  });

  it('matches a city, while the word is still being typed', async () => {
    expect(await searchSlugs('Hali')).toEqual(['halifax-city']);
  });

  it('folds accents both ways', async () => {
    expect(await searchSlugs('montreal')).toEqual(['montreal-bagels']);
    expect(await searchSlugs('Montréal bagel')).toEqual(['montreal-bagels']);
  });

  it('matches tag names', async () => {
    expect(await searchSlugs('whale')).toEqual(['tagged-only']);
    // One word from the tag, one from the description: both must match the same product.
    expect(await searchSlugs('whale sea')).toEqual(['tagged-only']);
    expect(await searchSlugs('whale lighthouse')).toEqual([]);
  });

  it('treats tsquery syntax in the input as plain words', async () => {
    expect(await searchSlugs("lighthouse')&|!:*")).toContain('title-match');
    expect(await searchSlugs('!!!')).toEqual([]);
  });

  it('pages results and reports the total', async () => {
    const first = await searchCatalog('lighthouse', 1, 2, 'en-CA');
    expect(first).toMatchObject({ total: 3, pageCount: 2 });
    expect(first.items).toHaveLength(2);
    const second = await searchCatalog('lighthouse', 2, 2, 'en-CA');
    expect(second.items).toHaveLength(1);
  });

  it('answers suggestions in the API shape', async () => {
    const [first] = await listSearchSuggestions('Lighthouse pic', 'en-CA');
    expect(first).toEqual({
      kind: 'EXPERIENCE',
      slug: 'title-match',
      title: 'Lighthouse Picnic',
      city: null,
      priceCents: 10_000,
      imageUrl: '/uploads/demo/title-match.webp',
    });
  });
});

describe('catalogue search over several tags of one product', () => {
  beforeAll(async () => {
    const prisma = getDatabase();
    const zodiac = await createTag(prisma, 'zodiac-ride', { name: 'Zodiac ride' });
    const puffins = await createTag(prisma, 'puffin-colony', { name: 'Puffin colony' });
    await createProduct(prisma, { slug: 'two-tags', title: 'Island morning', description: 'Out at sea.', tagIds: [zodiac.id, puffins.id] });
  });

  it('matches words from different tags of the same product, in any order', async () => {
    expect(await searchSlugs('zodiac puffin')).toEqual(['two-tags']);
    expect(await searchSlugs('puffin zod')).toEqual(['two-tags']);
  });
});
