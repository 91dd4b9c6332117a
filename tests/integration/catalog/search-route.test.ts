import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/route';
import { getDatabase } from '@/server/db';
import { createProduct } from './catalog-fixtures';

function search(query: string) {
  return GET(new NextRequest(`http://localhost/api/search${query}`));
}

beforeAll(async () => {
  const prisma = getDatabase();
  for (let index = 0; index < 10; index += 1) {
    await createProduct(prisma, { slug: `halifax-${index}`, title: `Halifax tour ${index}`, city: 'Halifax', popularity: index });
  }
  await createProduct(prisma, { kind: 'GIFT_VOUCHER', slug: 'halifax-gift', title: 'Halifax gift', priceCents: 12_345 });
});

describe('GET /api/search', () => {
  it('answers at most 8 suggestions in the documented shape', async () => {
    const response = await search('?q=halifax');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: Record<string, unknown>[] };
    expect(body.results).toHaveLength(8);
    expect(Object.keys(body.results[0] ?? {}).sort()).toEqual(['city', 'imageUrl', 'kind', 'priceCents', 'slug', 'title']);
  });

  it('includes gifts', async () => {
    const body = (await (await search('?q=halifax%20gift')).json()) as { results: { slug: string; kind: string }[] };
    expect(body.results[0]).toMatchObject({ slug: 'halifax-gift', kind: 'GIFT_VOUCHER' });
  });

  it.each([
    ['a missing query', ''],
    ['one character', '?q=h'],
    ['81 characters', `?q=${'x'.repeat(81)}`],
  ])('answers 400 with a readable message for %s', async (_case, query) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('Search for 2 to 80 characters.');
  });

  it('answers an empty list for input with nothing searchable', async () => {
    const response = await search('?q=%26%26%7C%7C');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });
});
