import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { listSearchSuggestions, searchCatalog } from '@/domains/catalog/server/queries';
import { createProduct, createTag } from './catalog-fixtures';

async function searchSlugs(text: string): Promise<string[]> {
  return (await searchCatalog(text, 1, 20, 'en-CA')).items.map((item) => item.slug);
}

beforeAll(async () => {
  const prisma = getDatabase();
  const kayaking = await createTag(prisma, 'kayaking', { name: 'Kayaking & canoeing' });
  await createProduct(prisma, { slug: 'vancouver-whales', title: 'Vancouver Whale Watching Adventure', city: 'Vancouver', popularity: 5 });
  await createProduct(prisma, { slug: 'fundy-whales', title: 'Bay of Fundy Whale Watching Day Trip', city: 'Halifax', popularity: 9 });
  // "walk" is like "wale" too, only less so than "whale".
  await createProduct(prisma, { slug: 'old-montreal-walk', title: 'Old Montréal Food & History Walk', city: 'Montréal', popularity: 50 });
  await createProduct(prisma, { slug: 'toronto-kayak', title: 'Toronto Islands Sunset Kayak Tour', city: 'Toronto', tagIds: [kayaking.id] });
  await createProduct(prisma, { slug: 'cn-tower', title: 'CN Tower EdgeWalk', city: 'Toronto', summary: 'Walk the ledge.' });
  await createProduct(prisma, { slug: 'halifax-kayaking', title: 'Sea Kayaking the Halifax Coast', city: 'Halifax', tagIds: [kayaking.id] });
  await createProduct(prisma, { slug: 'hidden-whales', title: 'Secret Whale Cruise', published: false });
});

describe('search that forgives typos', () => {
  it('finds whale watching for "wale", not the walk', async () => {
    const page = await searchCatalog('wale', 1, 20, 'en-CA');
    expect(page.items.map((item) => item.slug)).toEqual(['fundy-whales', 'vancouver-whales']);
    expect(page).toMatchObject({ total: 2, matchedSimilarWords: true });
  });

  it('finds the experiences of a misspelt city', async () => {
    expect((await searchSlugs('torotno')).sort()).toEqual(['cn-tower', 'toronto-kayak']);
    expect(await searchSlugs('Montral')).toEqual(['old-montreal-walk']);
  });

  it('finds kayaking for "kayk"', async () => {
    expect((await searchSlugs('kayk')).sort()).toEqual(['halifax-kayaking', 'toronto-kayak']);
  });

  it('combines an exact word with a misspelt one, both on the same product', async () => {
    expect(await searchSlugs('sunset torotno')).toEqual(['toronto-kayak']);
    expect(await searchSlugs('kayk halifax')).toEqual(['halifax-kayaking']);
    expect(await searchSlugs('wale toronto')).toEqual([]);
  });

  it('finds nothing for nonsense', async () => {
    expect(await searchCatalog('xyzq', 1, 20, 'en-CA')).toMatchObject({ items: [], total: 0 });
    expect(await searchSlugs('qwrtpl zzzz')).toEqual([]);
  });

  it('keeps exact matches to themselves', async () => {
    // "walk" is found as typed; similar words ("wale", "whale") stay out of it.
    const page = await searchCatalog('walk', 1, 20, 'en-CA');
    expect(page.items.map((item) => item.slug).sort()).toEqual(['cn-tower', 'old-montreal-walk']);
    expect(page.matchedSimilarWords).toBe(false);
  });

  it('leaves words shorter than four letters to the prefix match', async () => {
    expect(await searchSlugs('kyk')).toEqual([]);
  });

  it('never shows unpublished products', async () => {
    expect(await searchSlugs('secrt wale')).toEqual([]);
  });

  it('pages the similar matches', async () => {
    const second = await searchCatalog('wale', 2, 1, 'en-CA');
    expect(second.items.map((item) => item.slug)).toEqual(['vancouver-whales']);
    expect(second).toMatchObject({ total: 2, pageCount: 2, matchedSimilarWords: true });
  });

  it('answers the header suggestions with similar words too', async () => {
    expect((await listSearchSuggestions('wale', 'en-CA')).map((suggestion) => suggestion.slug)).toEqual(['fundy-whales', 'vancouver-whales']);
  });
});
